"""The distance table and permutation ranks of the core (slidingkit/core/tables.py).

What it proves:
- permutation_rank numbers the permutations of 0..N-1 in lexicographic order (itertools'
  order), and permutation_unrank inverts it;
- DistanceTable gives the plain BFS distance (slidingkit/oracle/reference.py) of every board,
  reachable or not, on 2x3, 3x2, 2x4, 4x2 and 3x3 with several goals;
- its path for a move order is the lexicographically smallest shortest path for that order, the
  one a walk down the plain BFS distances that takes the first move in that order finds
  (slidingkit/oracle/reference.py), on every 2x3 and 3x2 board and on 3x3 boards; HDU
  3567's samples come out as the judge prints;
- bad arguments are refused with a message."""

import itertools
import math

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from slidingkit import core
from slidingkit.oracle import reference, reference_paths
from tests.core.conftest import RECTANGLES, goals_of, x_board


@pytest.mark.parametrize("cells", [1, 2, 3, 4, 5, 6, 7])
def test_permutation_rank__counts_permutations_in_lexicographic_order(cells):
    for index, board in enumerate(itertools.permutations(range(cells))):
        assert core.permutation_rank(board) == index, board
        assert core.permutation_unrank(index, cells) == board


@given(board=st.integers(2, 12).flatmap(lambda cells: st.permutations(range(cells))).map(tuple))
@example(board=tuple(range(9)))
@example(board=tuple(range(8, -1, -1)))
def test_permutation_unrank__inverts_the_rank_of_any_board(board):
    rank = core.permutation_rank(board)
    assert 0 <= rank < math.factorial(len(board))
    assert core.permutation_unrank(rank, len(board)) == board


@pytest.mark.parametrize("rows, columns", RECTANGLES, ids=["2x3", "3x2", "2x4", "4x2"])
def test_distance_table__equals_bfs_on_every_board(rows, columns):
    for goal in goals_of(rows, columns):
        expected = reference.shape_distances(goal, columns)
        table = core.DistanceTable(goal, columns)
        wrong = [
            board
            for board in itertools.permutations(range(rows * columns))
            if table.distance(board) != expected.get(board, -1)
        ]
        assert wrong == [], (goal, wrong[:5])


def test_distance_table__equals_bfs_on_every_3x3_board():
    goal = reference.LUOGU_GOAL  # other 3x3 goals: the path tests below
    expected = reference.bfs_distances(goal)
    table = core.distance_table(goal)
    wrong = [
        board
        for board in itertools.permutations(range(9))
        if table.distance(board) != expected.get(board, -1)
    ]
    assert wrong == []
    # Stored by rank: the bytes hold exactly the BFS distances,
    # 255 for the boards that cannot reach goal.
    assert sorted(table.distances) == sorted(expected.values()) + [255] * len(expected)


def test_distance_table__is_built_once_per_goal_and_shape():
    goal = (1, 2, 3, 4, 5, 0)
    assert core.distance_table(goal, 3) is core.distance_table(goal, 3)
    assert core.distance_table(goal, 2) is not core.distance_table(goal, 3)
    board = (0, 1, 3, 4, 2, 5)  # 0 1 3 / 4 2 5 on 2x3, 0 1 / 3 4 / 2 5 on 3x2
    for columns in (2, 3):
        expected = reference.shape_distances(goal, columns)[board]
        assert core.distance_table(goal, columns).distance(board) == expected
    assert reference.shape_distances(goal, 2)[board] != reference.shape_distances(goal, 3)[board]


ORDERS = ["".join(order) for order in itertools.permutations("UDLR")]


@pytest.mark.parametrize(
    "rows, columns, order", [(2, 3, "UDLR"), (3, 2, "DLRU")], ids=["2x3", "3x2"]
)
def test_distance_table_path__is_the_smallest_shortest_path_on_every_board(rows, columns, order):
    goal = goals_of(rows, columns)[2]
    table = core.DistanceTable(goal, columns)
    for board in itertools.permutations(range(rows * columns)):
        assert table.path(board, order) == reference.first_shortest_path(
            board, goal, columns, order
        ), board


@settings(deadline=None, max_examples=25)
@given(
    shape=st.sampled_from(RECTANGLES),
    goal_index=st.integers(0, 2),
    order=st.sampled_from(ORDERS),
    data=st.data(),
)
def test_distance_table_path__is_the_smallest_shortest_path_for_any_order(
    shape, goal_index, order, data
):
    rows, columns = shape
    goal = goals_of(rows, columns)[goal_index]
    board = data.draw(st.permutations(range(rows * columns)).map(tuple))
    expected = reference.first_shortest_path(board, goal, columns, order)
    path = core.distance_table(goal, columns).path(board, order)
    assert path == expected
    if path is not None:
        assert reference_paths.replay(board, columns, path) == goal


# 3x3: a BFS from the start costs up to a second, so a few boards, far ones among them.
PATHS_3X3 = [  # (start, goal, order)
    ((8, 6, 7, 2, 5, 4, 3, 0, 1), reference.HIHOCODER_GOAL, "DLRU"),  # 31 moves, the farthest
    ((1, 8, 7, 2, 5, 6, 3, 4, 0), reference.LUOGU_GOAL, "UDLR"),  # 30 moves, the farthest
    ((5, 4, 1, 2, 0, 3, 7, 8, 6), reference.LUOGU_GOAL, "RLUD"),  # 20 moves
    ((2, 8, 3, 1, 0, 4, 7, 6, 5), reference.LUOGU_GOAL, "LURD"),  # 4 moves
]


@pytest.mark.parametrize("start, goal, order", PATHS_3X3)
def test_distance_table_path__is_the_smallest_shortest_path_on_3x3(start, goal, order):
    expected = reference.first_shortest_path(start, goal, 3, order)
    assert core.distance_table(goal).path(start, order) == expected
    assert len(expected) == reference.bfs_distances(goal)[start]


@pytest.mark.parametrize(
    "start, goal, printed",
    [("12X453786", "12345678X", "dd"), ("564178X23", "7568X4123", "urrulldr")],
)
def test_distance_table_path__in_ascii_order_of_the_letters_prints_a_judges_samples(
    start, goal, printed
):
    # HDU 3567's samples: the smallest shortest path in ASCII order of the letters, d < l < r < u.
    order = core.letters_to_path("".join(sorted("udlr")), "udlr")
    assert order == "DLRU"
    path = core.distance_table(x_board(goal)).path(x_board(start), order)
    assert core.path_to_letters(path, "udlr") == printed


def test_distance_table__answers_the_goal_and_an_unreachable_board():
    goal = (1, 2, 3, 4, 5, 0)
    table = core.distance_table(goal, 3)
    assert table.distance(goal) == 0 and table.path(goal) == ""
    unreachable = (2, 1, 3, 4, 5, 0)
    assert table.distance(unreachable) == -1 and table.path(unreachable) is None


def test_distance_table__refuses_bad_arguments():
    with pytest.raises(ValueError, match="N! entries"):
        core.DistanceTable(tuple(range(1, 12)) + (0,), 4)  # 3x4: 479,001,600 entries
    with pytest.raises(core.InputError, match="cannot have 4 columns"):
        core.DistanceTable((1, 2, 3, 4, 5, 0), 4)
    with pytest.raises(core.InputError, match="n\\*n cells"):
        core.DistanceTable((1, 2, 3, 4, 5, 0))  # 6 cells and no columns: not a square
    table = core.distance_table((1, 2, 3, 4, 5, 0), 3)
    with pytest.raises(ValueError, match="order must hold"):
        table.path((1, 2, 3, 4, 0, 5), "UDL")
    with pytest.raises(ValueError, match="6 cells, not 9"):
        table.distance(reference.LUOGU_GOAL)
