"""slidingkit/problems/_format.py on boards that are graphs: a graph given in each input, a board
written as the cells of its tiles, a board cut into lines of given lengths; and a rectangle's edges.

The problems' own formats are round-tripped in tests/test_problems.py; these are the writers and
readers of the graph keys, on hand-made formats whose text is written out here."""

import random

import pytest

from slidingkit.oracle.graph_reference import random_edges
from slidingkit.problems._format import Format, Query, grid_edges

BASE = {
    "unsolvable": True,
    "cases": [1, 1],
    "count_line": False,
    "board_header": None,
    "layouts": ["single"],
    "blank": "0",
    "answer": "{distance}",
    "no_answer": "-1",
}
GIVEN_GRAPH = dict(BASE, shapes=[[1, 4]], goal=None, board="positions", edges="given")
DIAMOND_ROWS = dict(
    BASE,
    shapes=[[1, 5]],
    goal=[0, 1, 2, 3, 0],
    board="rows",
    edges=[[0, 2], [1, 2], [2, 3], [2, 4]],
    cells_per_line=[1, 3, 1],
    cases=[1, 3],
    end_line="-1",
)


def test_given_graph__writes_the_edges_from_1_then_the_cell_of_each_tile():
    written = Format(GIVEN_GRAPH)
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
        Format(GIVEN_GRAPH).parse(text)


def test_given_graph__reads_back_drawn_graphs():
    written = Format(GIVEN_GRAPH)
    rng = random.Random(3)
    for _ in range(50):
        board = tuple(rng.sample((1, 2, 3, 0), 4))
        query = Query(board, (1, 2, 3, 0), 1, 4, tuple(random_edges(4, rng)))
        assert written.parse(written.input_text([query], "single")) == [query]


def test_cells_per_line__cuts_the_board_and_reads_it_back_with_its_fixed_edges():
    written = Format(DIAMOND_ROWS)
    queries = [
        Query((0, 1, 2, 3, 0), (0, 1, 2, 3, 0), 1, 5),
        Query((1, 0, 0, 3, 2), (0, 1, 2, 3, 0), 1, 5),
    ]
    text = written.input_text(queries, "single")
    assert text == "0\n1 2 3\n0\n1\n0 0 3\n2\n-1\n"
    assert written.parse(text) == queries
    assert written.edges_of(queries[0]) == [(0, 2), (1, 2), (2, 3), (2, 4)]
    assert written.on_graph and Format(GIVEN_GRAPH).on_graph


def test_grid_edges__join_each_cell_to_the_cells_beside_and_below():
    assert sorted(grid_edges(2, 3)) == [(0, 1), (0, 3), (1, 2), (1, 4), (2, 5), (3, 4), (4, 5)]
    assert grid_edges(1, 1) == []
    assert len(grid_edges(4, 4)) == 24
