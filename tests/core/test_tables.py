"""The distance table, permutation ranks and move letters of the core (slidingkit/core/).

What it proves:
- permutation_rank numbers the permutations of 0..N-1 in lexicographic order (itertools'
  order), and permutation_unrank inverts it;
- DistanceTable gives the plain BFS distance (slidingkit/oracle/reference.py,
slidingkit/oracle/reference_paths.py) of
  every board, reachable or not, on 2x3, 3x2, 2x4, 4x2 and 3x3 with several goals;
- its path for a move order is the lexicographically smallest shortest path for that order, the
  one a BFS from the start that tries moves in that order finds first
  (slidingkit/oracle/reference_paths.py),
  on every 2x3 and 3x2 board and on 3x3 boards; HDU 3567's samples come out as the judge prints;
- path_to_letters and letters_to_path cover every judge's convention in the family (the samples
  replay to their goals), and are inverse to each other;
- BreadthFirst gives every board's plain-BFS distance, and path_back from each the first shortest
  path in a move order, on every 2x3 and 3x2 board and on 3x3 samples; farthest() is a board at the
  largest distance from the start with a path that replays to it in that many moves, on every shape
  up to 3x3 and from every blank cell of 3x3;
- bad arguments are refused with a message.
"""

import itertools
import math
import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from slidingkit import core
from slidingkit.oracle import reference, reference_paths
from tests.conftest import standard_goal

RECTANGLES = [(2, 3), (3, 2), (2, 4), (4, 2)]  # (rows, columns)


def goals_of(rows, columns):
    """The standard goal, the blank first, and a seeded shuffle."""
    cells = rows * columns
    shuffled = list(range(cells))
    shuffled.sort(key=lambda tile: (tile * 7 + 3) % cells)
    return [standard_goal(rows, columns), tuple(range(cells)), tuple(shuffled)]


# --- permutation ranks ----------------------------------------------------------------------------


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


# --- distances ------------------------------------------------------------------------------------


@pytest.mark.parametrize("rows, columns", RECTANGLES, ids=["2x3", "3x2", "2x4", "4x2"])
def test_distance_table__equals_bfs_on_every_board(rows, columns):
    for goal in goals_of(rows, columns):
        expected = reference_paths.distances_from(goal, columns)
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
        expected = reference_paths.distances_from(goal, columns)[board]
        assert core.distance_table(goal, columns).distance(board) == expected
    assert (
        reference_paths.distances_from(goal, 2)[board]
        != reference_paths.distances_from(goal, 3)[board]
    )


# --- paths ----------------------------------------------------------------------------------------

ORDERS = ["".join(order) for order in itertools.permutations("UDLR")]


@pytest.mark.parametrize(
    "rows, columns, order", [(2, 3, "UDLR"), (3, 2, "DLRU")], ids=["2x3", "3x2"]
)
def test_distance_table_path__is_the_smallest_shortest_path_on_every_board(rows, columns, order):
    goal = goals_of(rows, columns)[2]
    table = core.DistanceTable(goal, columns)
    for board in itertools.permutations(range(rows * columns)):
        assert table.path(board, order) == reference_paths.smallest_shortest_path(
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
    expected = reference_paths.smallest_shortest_path(board, goal, columns, order)
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
    expected = reference_paths.smallest_shortest_path(start, goal, 3, order)
    assert core.distance_table(goal).path(start, order) == expected
    assert len(expected) == reference.bfs_distances(goal)[start]


def x_board(text):
    """A 3x3 board written as nine symbols, X the blank: "12X453786"."""
    return tuple(0 if char == "X" else int(char) for char in text)


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


# --- move letters ---------------------------------------------------------------------------------


def poj_board(text):
    return tuple(0 if token == "x" else int(token) for token in text.split())


# Every judge's sample path in /work's family notes, with its letters (named in the core's order
# U, D, L, R): (start, columns, printed path, letters, goal). All name the blank's direction.
JUDGE_SAMPLES = [
    # POJ 1077, HDU 1043, UVa 652 and AcWing 179: lower case
    (
        poj_board("2 3 4 1 5 x 7 6 8"),
        3,
        "ullddrurdllurdruldr",
        "udlr",
        poj_board("1 2 3 4 5 6 7 8 x"),
    ),
    # HDU 3567
    (x_board("564178X23"), 3, "urrulldr", "udlr", x_board("7568X4123")),
    # UVa 10085: upper case, the path to the farthest board it prints
    (
        (2, 6, 4, 1, 3, 7, 0, 5, 8),
        3,
        "UURDDRULLURRDLLDRRULULDDRUULDDR",
        "UDLR",
        (8, 1, 5, 7, 3, 6, 4, 0, 2),
    ),
    # UVa 10181: upper case, 4x4
    (
        (2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15),
        4,
        "LLLDRDRDR",
        "UDLR",
        tuple(range(1, 16)) + (0,),
    ),
]


@pytest.mark.parametrize(
    "start, columns, printed, letters, goal",
    JUDGE_SAMPLES,
    ids=["poj-1077", "hdu-3567", "uva-10085", "uva-10181"],
)
def test_letters_to_path__replays_each_judges_sample_to_its_goal(
    start, columns, printed, letters, goal
):
    path = core.letters_to_path(printed, letters)
    assert reference_paths.replay(start, columns, path) == goal
    assert core.path_to_letters(path, letters) == printed


@given(
    path=st.text("UDLR", max_size=30),
    letters=st.permutations("udlrUDLRab").map(lambda chars: "".join(chars[:4])),
)
@example(path="UDLR", letters="udlr")
@example(path="UDLR", letters="LRUD")  # letters that are the core's own, in another order
def test_path_to_letters__is_inverted_by_letters_to_path(path, letters):
    printed = core.path_to_letters(path, letters)
    assert len(printed) == len(path) and set(printed) <= set(letters)
    assert [letters["UDLR".index(move)] for move in path] == list(printed)  # the independent view
    assert core.letters_to_path(printed, letters) == path


def test_letters__refuse_bad_letters_and_moves():
    with pytest.raises(core.InputError, match="move 3 is 'x', not one of u, d, l, r"):
        core.letters_to_path("udx", "udlr")
    with pytest.raises(ValueError, match="four different characters"):
        core.path_to_letters("U", "uudd")
    with pytest.raises(ValueError, match="four different characters"):
        core.letters_to_path("u", "udl")


def turned(board, where):
    result = [0] * len(board)
    for cell, tile in enumerate(board):
        result[where[cell]] = tile
    return tuple(result)


@pytest.mark.parametrize("side", [2, 3, 4])
def test_square_symmetries__are_the_8_distinct_symmetries_and_carry_every_move(side):
    symmetries = core.square_symmetries(side)
    assert len({tuple(where) for where, _ in symmetries}) == 8
    assert symmetries[0] == (list(range(side * side)), "UDLR")
    rng = random.Random(side)
    for where, letters in symmetries:
        assert sorted(where) == list(range(side * side)) and sorted(letters) == sorted("UDLR")
        # a move, turned, is the turned move (reference.moves_in, no core code): the move graph is
        # carried onto itself, so every distance is kept
        for _ in range(20):
            board = tuple(rng.sample(range(side * side), side * side))
            for move, after in reference.moves_in(board, side):
                assert dict(reference.moves_in(turned(board, where), side))[
                    letters["UDLR".index(move)]
                ] == turned(after, where)


@pytest.mark.parametrize("columns", [2, 3])
def test_breadth_first__distance_of_every_2x3_and_3x2_board_against_bfs(columns):
    goal = tuple(random.Random(columns).sample(range(6), 6))
    reachable = reference.shape_distances(goal, columns)
    every_board = core.BreadthFirst(goal, columns)
    boards = list(itertools.permutations(range(6)))  # half of them cannot reach the goal
    assert [every_board.distance(board) for board in boards] == [
        reachable.get(board, -1) for board in boards
    ]


@pytest.mark.parametrize("order", ["UDLR", "DLRU"])
@pytest.mark.parametrize("columns", [2, 3])
def test_breadth_first__path_back_from_every_2x3_and_3x2_board_is_the_first_shortest_in_order(
    columns, order
):
    goal = tuple(random.Random(columns).sample(range(6), 6))
    every_board = core.BreadthFirst(goal, columns)
    for board in itertools.permutations(range(6)):
        assert core.path_back(every_board, board, order) == reference.first_shortest_path(
            board, goal, columns, order
        ), board


def test_breadth_first__3x3_samples_any_goal():
    rng = random.Random(1139)
    goal = tuple(rng.sample(range(9), 9))
    distances = reference.shape_distances(goal, 3)
    every_board = core.BreadthFirst(goal)
    boards = [tuple(rng.sample(range(9), 9)) for _ in range(300)] + [goal]
    assert [every_board.distance(board) for board in boards] == [
        distances.get(board, -1) for board in boards
    ]
    for board in boards[:60]:
        path = core.path_back(every_board, board)
        assert (
            path is None
            if board not in distances
            else (len(path) == distances[board] and reference_paths.replay(board, 3, path) == goal)
        )
    assert len(every_board.layers) == max(distances.values()) + 1


@pytest.mark.parametrize("rows, columns", RECTANGLES + [(2, 2), (3, 3)])
def test_farthest__a_board_at_the_largest_bfs_distance_and_a_path_to_it(rows, columns):
    for start in goals_of(rows, columns):
        distances = reference.shape_distances(start, columns)
        board, path = core.farthest(core.BreadthFirst(start, columns))
        assert distances[board] == max(distances.values()) == len(path)
        assert reference_paths.replay(start, columns, path) == board


@pytest.mark.parametrize("blank", range(9))
def test_farthest__from_every_blank_cell_of_3x3(blank):
    start = tuple(random.Random(blank).sample(range(1, 9), 8))
    start = start[:blank] + (0,) + start[blank:]
    distances = reference.shape_distances(start, 3)
    board, path = core.farthest(core.BreadthFirst(start))
    assert distances[board] == max(distances.values()) == len(path)
    assert reference_paths.replay(start, 3, path) == board
