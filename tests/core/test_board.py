"""The board model (slidingkit/core/board.py) against the independent reference BFS in
slidingkit/oracle/reference.py.

What it proves: the parity test agrees with BFS reachability on every 3x3 board for both judge
goals, on random goals and on every 2x2 board and goal; random walks are solvable and a tile swap
is not; parity_counts gives the fewest exchanges and the blank's steps (the test's own count), and
their parities match exactly when BFS reaches the goal; exactly one of a board and its twin
reaches the goal; slide, neighbors and replay move the blank as the reference does and name an
illegal move; bad boards are named.
"""

import itertools
import math
import random
from typing import List, Tuple

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from slidingkit import core
from slidingkit.oracle import reference
from tests.conftest import random_walk
from tests.core.conftest import GOALS_3X3, boards_3x3, goals_3x3, slid

ALL_3X3_BOARDS = list(itertools.permutations(range(9)))


@pytest.mark.parametrize("goal", GOALS_3X3, ids=["luogu", "hihocoder"])
def test_is_solvable__agrees_with_bfs_on_every_3x3_board(goal):
    reachable = reference.bfs_distances(goal)
    disagreements = [
        board for board in ALL_3X3_BOARDS if core.is_solvable(board, goal) != (board in reachable)
    ]
    assert disagreements == []


@settings(deadline=None)  # the first example per goal runs its BFS
@given(board=boards_3x3, goal=goals_3x3)
def test_is_solvable__agrees_with_bfs_for_any_3x3_goal(board, goal):
    assert core.is_solvable(board, goal) == (board in reference.bfs_distances(goal))


def test_is_solvable__agrees_with_bfs_on_every_2x2_board_and_goal():
    boards = list(itertools.permutations(range(4)))
    for goal in boards:
        reachable = reference.bfs_distances(goal)
        assert len(reachable) == 12
        for board in boards:
            assert core.is_solvable(board, goal) == (board in reachable), (board, goal)


@pytest.mark.parametrize("side", [4, 5, 6])
def test_is_solvable__random_walks_are_solvable_and_a_tile_swap_is_not(side):
    goal = core.standard_goal(side)
    for seed in range(20):
        board = random_walk(goal, 40, seed)
        assert core.is_solvable(board, goal)
        cells = list(board)
        first, second = [cell for cell, tile in enumerate(cells) if tile][:2]
        cells[first], cells[second] = cells[second], cells[first]
        assert not core.is_solvable(tuple(cells), goal)


@pytest.mark.parametrize(
    "board, message",
    [
        ((1, 2, 3), "n*n cells"),
        ((0,), "n*n cells"),
        ((1, 2, 3, 4, 5, 6, 7, 8, 9), "tile 9 is out of range 0..8"),
        ((1, 1, 2, 3, 4, 5, 6, 7, 0), "tile 1 appears twice"),
        ((-1, 1, 2, 3), "tile -1 is out of range 0..3"),
    ],
)
def test_check_board__names_the_fault(board, message):
    with pytest.raises(core.InputError, match=message.replace("*", r"\*")):
        core.check_board(board)


@given(st.integers(2, 4).flatmap(lambda side: st.permutations(range(side * side))))
@example([1, 0, 3, 2])  # two 2-cycles
def test_check_board__accepts_every_permutation(values):
    assert sorted(values) == list(range(len(values)))  # the independent view of a valid board
    assert core.check_board(tuple(values)) == math.isqrt(len(values))


@st.composite
def non_permutations(draw) -> Tuple[List[int], str]:
    """(values, the fault check_board must name): a permutation of 0..N-1 (N = 4, 9 or 16) with one
    cell overwritten by another cell's value (a repeat) or by a value outside 0..N-1."""
    cells = draw(st.sampled_from([4, 9, 16]))
    values = list(draw(st.permutations(range(cells))))
    target = draw(st.integers(0, cells - 1))
    if draw(st.booleans()):
        source = draw(st.integers(0, cells - 2))
        source += source >= target  # any cell but the target
        values[target] = values[source]
        return values, "tile %d appears twice" % values[target]
    values[target] = draw(st.one_of(st.integers(-5, -1), st.integers(cells, cells + 5)))
    return values, "tile %d is out of range 0..%d" % (values[target], cells - 1)


@given(non_permutations())
@example(
    ([0, 1, 2, 2], "tile 2 appears twice")
)  # the walk from 3, which no value names, ends on 2's walk
def test_check_board__refuses_every_non_permutation_naming_the_fault(case):
    values, fault = case
    assert sorted(values) != list(range(len(values)))  # the independent view: not a valid board
    with pytest.raises(core.InputError) as error:
        core.check_board(tuple(values))
    assert str(error.value) == fault


def test_slide__moves_the_blank_and_refuses_to_leave_the_board():
    board = (1, 2, 3, 4, 0, 5, 6, 7, 8)
    assert core.slide(board, "U") == (1, 0, 3, 4, 2, 5, 6, 7, 8)
    assert core.slide(board, "D") == (1, 2, 3, 4, 7, 5, 6, 0, 8)
    assert core.slide(board, "L") == (1, 2, 3, 0, 4, 5, 6, 7, 8)
    assert core.slide(board, "R") == (1, 2, 3, 4, 5, 0, 6, 7, 8)
    corner = (0, 1, 2, 3)
    for move in "UL":
        with pytest.raises(ValueError, match="cannot move"):
            core.slide(corner, move)


def test_neighbors__match_the_reference():
    for board in random.Random(1).sample(ALL_3X3_BOARDS, 200):
        assert sorted(next_board for _, next_board in core.neighbors(board)) == sorted(
            reference.neighbors(board)
        )


def test_replay__returns_every_board_and_stops_at_an_illegal_move():
    board = (2, 8, 3, 1, 0, 4, 7, 6, 5)
    boards = core.replay(board, "ULDR")
    assert boards == [slid(board, "ULDR"[:moves]) for moves in range(5)]
    assert boards[-1] == reference.LUOGU_GOAL
    with pytest.raises(ValueError):
        core.replay(board, "UU")


def test_slide__an_illegal_move_names_the_blank_cell_and_the_move():
    # The blank sits at cell 8 and tile 1 at cell 0: the message must name the blank's cell.
    with pytest.raises(ValueError) as error:
        core.slide(reference.HIHOCODER_GOAL, "R")
    assert str(error.value) == "the blank at cell 8 cannot move 'R'"
    with pytest.raises(ValueError) as error:
        core.slide((1, 2, 0, 3, 4, 5), "U", 3)
    assert str(error.value) == "the blank at cell 2 cannot move 'U'"


def exchanges_to_goal(board, goal) -> int:
    """The test's own count of the fewest exchanges of two cells that turn board into goal: fill
    the cells in order, each exchange bringing the wanted tile in (it joins a tile to its goal cell
    and leaves every placed one placed, so no shorter sequence exists)."""
    cells = list(board)
    exchanges = 0
    for cell, wanted in enumerate(goal):
        if cells[cell] != wanted:
            other = cells.index(wanted)
            cells[cell], cells[other] = cells[other], cells[cell]
            exchanges += 1
    assert tuple(cells) == tuple(goal)
    return exchanges


def blank_steps_to_goal(board, goal, columns) -> int:
    """The test's own taxicab distance from the blank's cell to the blank's goal cell."""
    rows_apart = abs(board.index(0) // columns - goal.index(0) // columns)
    columns_apart = abs(board.index(0) % columns - goal.index(0) % columns)
    return rows_apart + columns_apart


@pytest.mark.parametrize(
    "board, goal, columns, counts",
    [
        # a 3-cycle of tiles 2, 8, 1 (2 exchanges);
        # the blank in its goal cell, the centre (row 1, column 1)
        ((2, 8, 3, 1, 0, 4, 7, 6, 5), reference.LUOGU_GOAL, None, (2, 0)),
        # one cycle through all 9 cells (8 exchanges);
        # the blank 2 rows and 2 columns from its goal cell
        ((0, 1, 2, 3, 4, 5, 6, 7, 8), reference.HIHOCODER_GOAL, None, (8, 4)),
        # 2x3: the blank and 5 exchanged; the blank one column left of its goal cell, both in row 1
        ((1, 2, 3, 4, 0, 5), (1, 2, 3, 4, 5, 0), 3, (1, 1)),
        # 3x2: a cycle of 4 cells (3 exchanges); the blank 2 rows and 1 column from its goal cell
        ((0, 5, 2, 1, 4, 3), (5, 1, 2, 3, 4, 0), 2, (3, 3)),
        ((1, 2, 3, 0), (1, 2, 3, 0), None, (0, 0)),
    ],
)
def test_parity_counts__fewest_exchanges_and_blank_steps_by_hand(board, goal, columns, counts):
    assert (
        exchanges_to_goal(board, goal) == counts[0]
    )  # the hand count, checked by the test's own count
    assert core.parity_counts(board, goal, columns) == counts


@pytest.mark.parametrize("rows, columns", [(2, 3), (3, 2), (2, 2)])
def test_parity_counts__match_a_plain_count_and_their_parities_match_exactly_when_bfs_reaches_the_goal(  # noqa: E501  # a test's name is the claim it checks: renaming changes its pytest id
    rows, columns
):
    boards = list(itertools.permutations(range(rows * columns)))
    for goal in random.Random(rows * 10 + columns).sample(boards, 3):
        reachable = reference.shape_distances(goal, columns)
        for board in boards:
            transpositions, blank_steps = core.parity_counts(board, goal, columns)
            assert (transpositions, blank_steps) == (
                exchanges_to_goal(board, goal),
                blank_steps_to_goal(board, goal, columns),
            ), (board, goal)
            assert (transpositions % 2 == blank_steps % 2) == (board in reachable), (board, goal)


def test_twin__exchanges_the_first_two_tiles_passing_over_the_blank():
    assert core.twin(reference.HIHOCODER_GOAL) == (2, 1, 3, 4, 5, 6, 7, 8, 0)
    assert core.twin((0, 1, 2, 3)) == (0, 2, 1, 3)
    assert core.twin((5, 0, 4, 1, 2, 3)) == (4, 0, 5, 1, 2, 3)


@pytest.mark.parametrize("rows, columns", [(2, 3), (3, 2), (2, 2)])
def test_twin__exactly_one_of_a_board_and_its_twin_reaches_the_goal_by_bfs(rows, columns):
    goal = tuple(range(1, rows * columns)) + (0,)
    reachable = reference.shape_distances(goal, columns)
    for board in itertools.permutations(range(rows * columns)):
        twin = core.twin(board)
        assert core.twin(twin) == board
        assert (board in reachable) != (twin in reachable), board
