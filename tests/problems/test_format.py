"""slidingkit/problems/_format.py on boards that are graphs: a graph given in each input, a board
written as the cells of its tiles, a board cut into lines of given lengths; and a rectangle's edges.
Then rows of symbols written together (Baekjoon 11112), and data sets framed by a header of words
that gives a side and a move bound and by a footer line, answered within the bound (Baekjoon 9985).

The problems' own formats are round-tripped in tests/test_problems.py; these are the writers and
readers of the graph fields, on hand-made formats whose text is written out here, and the fields'
own checks."""

import random

import pytest

from slidingkit.oracle.graph_reference import random_edges
from slidingkit.problems._format import Answer, Format, Query, grid_edges

GIVEN_GRAPH = Format(
    shapes=((1, 4),), unsolvable=True, board="positions", edges="given", no_answer="-1"
)
DIAMOND_ROWS = Format(
    shapes=((1, 5),),
    goal=(0, 1, 2, 3, 0),
    unsolvable=True,
    edges=((0, 2), (1, 2), (2, 3), (2, 4)),
    cells_per_line=(1, 3, 1),
    cases=(1, 3),
    end_line="-1",
    no_answer="-1",
)


def test_given_graph__writes_the_edges_from_1_then_the_cell_of_each_tile():
    written = GIVEN_GRAPH
    query = Query((3, 0, 1, 2), (1, 2, 3, 0), 1, 4, ((0, 1), (1, 3)))
    text = written.input_text([query], "single")
    assert text == "2\n1 2\n2 4\n3 4 1\n"
    assert written.parse(text) == [query]
    assert written.edges_of(query) == [(0, 1), (1, 3)]


@pytest.mark.parametrize(
    "text", ["2\n1 2\n2 5\n3 4 1\n", "1\n1 2\n3 3 1\n", "0\n3 4\n", "1\n1 2\n3 4 1 2\n"]
)
def test_given_graph__refuses_a_cell_off_the_board_a_repeated_cell_or_a_wrong_count(text):
    with pytest.raises(ValueError):
        GIVEN_GRAPH.parse(text)


def test_given_graph__reads_back_drawn_graphs():
    written = GIVEN_GRAPH
    rng = random.Random(3)
    for _ in range(50):
        board = tuple(rng.sample((1, 2, 3, 0), 4))
        query = Query(board, (1, 2, 3, 0), 1, 4, tuple(random_edges(4, rng)))
        assert written.parse(written.input_text([query], "single")) == [query]


def test_cells_per_line__cuts_the_board_and_reads_it_back_with_its_fixed_edges():
    written = DIAMOND_ROWS
    queries = [
        Query((0, 1, 2, 3, 0), (0, 1, 2, 3, 0), 1, 5),
        Query((1, 0, 0, 3, 2), (0, 1, 2, 3, 0), 1, 5),
    ]
    text = written.input_text(queries, "single")
    assert text == "0\n1 2 3\n0\n1\n0 0 3\n2\n-1\n"
    assert written.parse(text) == queries
    assert written.edges_of(queries[0]) == [(0, 2), (1, 2), (2, 3), (2, 4)]
    assert written.on_graph and GIVEN_GRAPH.on_graph


def test_grid_edges__join_each_cell_to_the_cells_beside_and_below():
    assert sorted(grid_edges(2, 3)) == [(0, 1), (0, 3), (1, 2), (1, 4), (2, 5), (3, 4), (4, 5)]
    assert grid_edges(1, 1) == []
    assert len(grid_edges(4, 4)) == 24


def test_format__refuses_a_misspelt_field_naming_it():
    with pytest.raises(TypeError, match="'blank_lines_before'.*blank_line_before"):
        Format(blank_lines_before=True)
    with pytest.raises(TypeError, match="'goals'"):
        Format(goal="given", goals=None)


def test_format__refuses_fields_by_position_and_values_a_field_does_not_take():
    with pytest.raises(TypeError, match="by name"):
        Format(((3, 3),))
    with pytest.raises(ValueError, match="board"):
        Format(board="grid")
    with pytest.raises(ValueError, match="layouts"):
        Format(layouts=("single", "narrow"))
    with pytest.raises(ValueError, match="goal"):
        Format(goal="any")
    with pytest.raises(ValueError, match="board_header"):
        Format(shapes=((2, 2), (3, 3)))


def test_format__defaults_are_a_3x3_board_in_rows_answered_by_its_distance():
    written = Format()
    query = Query((1, 2, 3, 4, 5, 6, 7, 0, 8), written.goal_of((3, 3)), 3, 3)
    assert written.input_text([query], "single") == "1 2 3\n4 5 6\n7 0 8\n"
    assert written.answer_text([query], [Answer(distance=1)]) == "1\n"
    assert Format(shapes=[[2, 3]], layouts=["single"]) == Format(shapes=((2, 3),))


SYMBOL_ROWS = Format(board="symbol_rows", blank="#", cases=(1, 2))
BOUNDED = Format(
    shapes=((3, 3), (4, 4)),
    goal="given",
    blank="X",
    cases=(1, 10),
    board_header="START {side} {bound}",
    bound=(0, 15),
    board_footer="END",
    answer="SOLVABLE WITHIN {distance} MOVES",
    no_answer="NOT SOLVABLE WITHIN {bound} MOVES",
)
GOAL_3 = (1, 2, 3, 4, 5, 6, 7, 8, 0)


def test_symbol_rows__writes_each_row_together_and_reads_it_back():
    written = SYMBOL_ROWS
    query = Query((1, 2, 3, 4, 0, 5, 7, 8, 6), GOAL_3, 3, 3)
    text = written.input_text([query], "single")
    assert text == "123\n4#5\n786\n"
    assert written.parse(text) == [query]
    with pytest.raises(ValueError):  # the format reads any spacing, not a board of 8 symbols
        written.parse("123\n4#5\n78\n")


def test_bounded__frames_each_data_set_and_keeps_a_bound_other_than_the_largest():
    written = BOUNDED
    queries = [
        Query((1, 5, 2, 4, 0, 3, 7, 8, 6), GOAL_3, 3, 3, bound=4),
        Query(GOAL_3, (1, 2, 3, 4, 5, 6, 7, 0, 8), 3, 3),
    ]
    text = written.input_text(queries, "single")
    assert text == (
        "START 3 4\n1 5 2\n4 X 3\n7 8 6\n1 2 3\n4 5 6\n7 8 X\nEND\n"
        "START 3 15\n1 2 3\n4 5 6\n7 8 X\n1 2 3\n4 5 6\n7 X 8\nEND\n"
    )
    assert written.parse(text) == queries
    assert written.parse(text.replace("END\nSTART", "END\n\nSTART")) == queries
    for wrong in (text.replace("END", "FIN", 1), text.replace("START 3", "BEGIN 3", 1), text[:-4]):
        with pytest.raises(ValueError):
            written.parse(wrong)


def test_bounded__a_distance_over_its_bound_is_the_no_answer_naming_the_bound():
    written = BOUNDED
    queries = [Query(GOAL_3, GOAL_3, 3, 3, bound=3)] * 3 + [Query(GOAL_3, GOAL_3, 3, 3)] * 2
    answers = [Answer(3), Answer(4), None, Answer(15), Answer(16)]
    assert written.answer_text(queries, answers) == (
        "SOLVABLE WITHIN 3 MOVES\nNOT SOLVABLE WITHIN 3 MOVES\nNOT SOLVABLE WITHIN 3 MOVES\n"
        "SOLVABLE WITHIN 15 MOVES\nNOT SOLVABLE WITHIN 15 MOVES\n"
    )
