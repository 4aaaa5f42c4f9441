"""Property tests (Hypothesis) of the Princeton file as users submit it: its output, its Solver
and its Board, against the plain BFS of slidingkit/oracle/reference.py.

What it proves, on boards Hypothesis draws (solvable and unsolvable alike):
- On any 3x3 board, by either way of deciding solvability (parity or the twin search), the first
  line of its output is the BFS distance to 1..8 and the blank (`Minimum number of moves = d`),
  or it prints `No solution possible`.
- Random walks of k moves from the goal, n = 2..6: the Solver needs at most k moves, of the
  parity of k (exactly the BFS distance up to 3x3), and its solution goes from the board to the
  goal one slide at a time.
- Twin detection (the assignment's lockstep search) gives the parity test's verdict and moves:
  on any 2x2 or 3x3 board both are the BFS's; near the 4x4 goal, a walk and its twin.
- The Board's hamming() and manhattan() are the sums over the tiles, never the blank, on any
  board of side 2 to 6.
- Each property fails on a deliberately broken stand-in (an answer two moves long, a Solver that
  claims two moves more than its path, one that decides solvability by the rule for odd widths, a
  Board whose Hamming count includes the blank): test_property__fails_on_a_broken_file.
"""

import re
import types
from typing import Any, Dict, Optional, Tuple

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from slidingkit.oracle import reference
from tests.conftest import (
    Walk,
    boards_of_side,
    examples,
    first_failure,
    grid,
    hamming_of_tiles,
    load_solution,
    manhattan_of_tiles,
    property_tests,
    side_of,
    standard_goal,
    walks,
    with_first_two_tiles_swapped,
)

Board = Tuple[int, ...]
NAME = "princeton_8puzzle"
GOAL_3X3 = standard_goal(3)
FARTHEST = reference.board_from_digits("867254301")  # 31 moves from GOAL_3X3 (the maximum)
FARTHEST_OTHER = reference.board_from_digits("647850321")  # the other 31-move board
ONE_MOVE = reference.board_from_digits("123456708")
FARTHEST_2X2 = (0, 3, 2, 1)  # 6 moves from 1 2 / 3 0, the maximum


def princeton() -> types.ModuleType:
    return load_solution(NAME)


def answer(file, board: Board, method: str) -> Optional[int]:
    """The move count on the first line of the file's output (None for no solution)."""
    text = "%d\n" % side_of(board) + "".join(" ".join(map(str, row)) + "\n" for row in grid(board))
    output = file.solve(text, method)
    if output == "No solution possible\n":
        return None
    header = re.match(r"Minimum number of moves = (0|[1-9][0-9]*)\n", output)
    assert header, output[:80]
    return int(header.group(1))


def test_pinned_boards__are_what_they_claim():
    assert reference.distance(FARTHEST, GOAL_3X3) == reference.distance(FARTHEST_OTHER, GOAL_3X3)
    assert reference.distance(FARTHEST, GOAL_3X3) == 31
    assert reference.distance(ONE_MOVE, GOAL_3X3) == 1
    assert reference.distance(FARTHEST_2X2, standard_goal(2)) == 6


# --- the properties, each a function of the file it checks (the module, or a broken stand-in) ---


def answers_the_bfs_distance(file, case: Tuple[Board, str]) -> None:
    board, method = case
    assert answer(file, board, method) == reference.distance(board, GOAL_3X3), case


def solves_a_walk_in_at_most_its_moves(file, walk: Walk) -> None:
    side = side_of(walk.board)
    goal = standard_goal(side)
    solver = file.Solver(file.Board(grid(walk.board)))
    moves = solver.moves()
    assert solver.is_solvable() and 0 <= moves <= walk.steps and moves % 2 == walk.steps % 2
    if side <= 3:
        assert moves == reference.distance(walk.board, goal)
    boards = [board.cells() for board in solver.solution()]
    assert len(boards) == moves + 1 and boards[0] == walk.board and boards[-1] == goal
    for before, after in zip(boards, boards[1:]):
        assert after in reference.neighbors(before), (before, after)


def twin_agrees_with_parity_and_bfs(file, board: Board) -> None:
    expected = reference.distance(board, standard_goal(side_of(board)))
    by_twin = file.Solver(file.Board(grid(board)), "twin")
    by_parity = file.Solver(file.Board(grid(board)), "parity")
    assert by_twin.is_solvable() == by_parity.is_solvable() == (expected is not None)
    assert by_twin.moves() == by_parity.moves() == (-1 if expected is None else expected)


def twin_agrees_with_parity_near_the_4x4_goal(file, case: Tuple[Walk, bool]) -> None:
    # The unsolvable board's twin is the walk's board, so its twin search stays near the goal.
    walk, unsolvable = case
    board = with_first_two_tiles_swapped(walk.board) if unsolvable else walk.board
    by_twin = file.Solver(file.Board(grid(board)), "twin")
    by_parity = file.Solver(file.Board(grid(board)), "parity")
    assert by_twin.is_solvable() == by_parity.is_solvable() == (not unsolvable)
    assert by_twin.moves() == by_parity.moves()
    if not unsolvable:
        assert by_twin.moves() <= walk.steps and by_twin.moves() % 2 == walk.steps % 2
    else:
        assert by_twin.moves() == -1 and by_twin.solution() is None and by_parity.solution() is None


def board_heuristics_are_the_tile_sums(file, board: Board) -> None:
    model = file.Board(grid(board))
    goal = standard_goal(side_of(board))
    assert model.hamming() == hamming_of_tiles(board, goal)
    assert model.manhattan() == manhattan_of_tiles(board, goal)


any_3x3_board_and_method = st.tuples(boards_of_side(3), st.sampled_from(["parity", "twin"]))
any_walk = walks()
any_2x2_or_3x3_board = st.one_of(boards_of_side(2), boards_of_side(3))
near_the_4x4_goal = st.tuples(walks(sides=[4]), st.booleans())
any_board = st.sampled_from([2, 3, 4, 5, 6]).flatmap(boards_of_side)


@settings(deadline=None, max_examples=examples(200, 600, 3000))
@given(case=any_3x3_board_and_method)
@example(case=(GOAL_3X3, "parity"))
@example(case=(ONE_MOVE, "twin"))
@example(case=(FARTHEST, "parity"))
@example(case=(FARTHEST_OTHER, "twin"))
@example(case=(with_first_two_tiles_swapped(FARTHEST), "twin"))  # its twin is 31 moves away
def test_princeton__answers_the_bfs_distance_on_any_3x3_board(case):
    answers_the_bfs_distance(princeton(), case)


@settings(deadline=None, max_examples=examples(200, 600, 3000))
@given(walk=any_walk)
@example(walk=Walk(0, GOAL_3X3, GOAL_3X3))
@example(walk=Walk(1, ONE_MOVE, GOAL_3X3))
# there and straight back: 0 moves, not 2
@example(walk=Walk(2, standard_goal(4), standard_goal(4)))
@example(walk=Walk(6, FARTHEST_2X2, standard_goal(2)))
@example(walk=Walk(31, FARTHEST, GOAL_3X3))
def test_princeton_solver__solves_a_k_move_walk_in_at_most_k_moves_of_the_same_parity(walk):
    solves_a_walk_in_at_most_its_moves(princeton(), walk)


@settings(deadline=None, max_examples=examples(200, 600, 3000))
@given(board=any_2x2_or_3x3_board)
@example(board=GOAL_3X3)
@example(board=ONE_MOVE)
@example(board=with_first_two_tiles_swapped(GOAL_3X3))
@example(board=with_first_two_tiles_swapped(FARTHEST))  # its twin is 31 moves away
@example(board=FARTHEST_2X2)
@example(board=with_first_two_tiles_swapped(FARTHEST_2X2))
def test_twin_detection__agrees_with_parity_on_any_2x2_or_3x3_board(board):
    twin_agrees_with_parity_and_bfs(princeton(), board)


@settings(deadline=None, max_examples=examples(100, 300, 1500))
@given(case=near_the_4x4_goal)
@example(case=(Walk(0, standard_goal(4), standard_goal(4)), True))
@example(case=(Walk(1, standard_goal(4)[:14] + (0, 15), standard_goal(4)), False))
def test_twin_detection__agrees_with_parity_near_the_4x4_goal(case):
    twin_agrees_with_parity_near_the_4x4_goal(princeton(), case)


@settings(max_examples=examples(100, 300, 1500))
@given(board=any_board)
@example(board=GOAL_3X3)
@example(board=ONE_MOVE)
@example(board=standard_goal(4)[::-1])
def test_princeton_board__hamming_and_manhattan_are_the_tile_sums(board):
    board_heuristics_are_the_tile_sums(princeton(), board)


# --- each property fails on a broken stand-in ----------------------------------------------------


def broken_file(**definitions) -> types.SimpleNamespace:
    """The file's solve, Solver and Board, some of them replaced."""
    file = princeton()
    parts = dict(solve=file.solve, Solver=file.Solver, Board=file.Board)
    parts.update(definitions)
    return types.SimpleNamespace(**parts)


def two_moves_long(text: str, method: str = "parity") -> str:
    """Broken: the output with a count two moves too long."""
    output = princeton().solve(text, method)
    return re.sub(r"= (\d+)\n", lambda match: "= %d\n" % (int(match.group(1)) + 2), output, count=1)


def claims_two_moves_more():
    """A Solver that answers two moves more than its path holds."""

    class Solver(princeton().Solver):
        def moves(self) -> int:
            moves = super().moves()
            return moves if moves < 0 else moves + 2

    return Solver


def decides_by_the_odd_width_rule():
    """A Solver that calls a board solvable when its tiles' inversions are even, the rule for odd
    widths only: wrong on 2x2 and 4x4, where the blank's row counts too."""

    class Solver(princeton().Solver):
        def __init__(self, initial, method="parity"):
            super().__init__(initial, method)
            tiles = [tile for tile in initial.cells() if tile]
            inversions = sum(
                1
                for i in range(len(tiles))
                for j in range(i + 1, len(tiles))
                if tiles[i] > tiles[j]
            )
            self.odd_rule = inversions % 2 == 0

        def is_solvable(self) -> bool:
            return self.odd_rule

        def moves(self) -> int:
            return super().moves() if self.odd_rule else -1

    return Solver


def counts_the_blank():
    """A Board whose Hamming count includes a misplaced blank."""

    class Board(princeton().Board):
        def hamming(self) -> int:
            cells = self.cells()
            return super().hamming() + (cells[-1] != 0)

    return Board


BROKEN = [  # (the property, the strategy its test draws from, a broken file, what is broken)
    (answers_the_bfs_distance, any_3x3_board_and_method, {"solve": two_moves_long}, "long"),
    (solves_a_walk_in_at_most_its_moves, any_walk, {"Solver": claims_two_moves_more}, "long"),
    (
        twin_agrees_with_parity_and_bfs,
        any_2x2_or_3x3_board,
        {"Solver": decides_by_the_odd_width_rule},
        "odd rule",
    ),
    (
        twin_agrees_with_parity_near_the_4x4_goal,
        near_the_4x4_goal,
        {"Solver": decides_by_the_odd_width_rule},
        "odd rule",
    ),
    (board_heuristics_are_the_tile_sums, any_board, {"Board": counts_the_blank}, "blank counted"),
]
PROPERTY_TESTS: Dict[Any, Any] = {
    test_princeton__answers_the_bfs_distance_on_any_3x3_board: answers_the_bfs_distance,
    test_princeton_solver__solves_a_k_move_walk_in_at_most_k_moves_of_the_same_parity: (
        solves_a_walk_in_at_most_its_moves
    ),
    test_twin_detection__agrees_with_parity_on_any_2x2_or_3x3_board: (
        twin_agrees_with_parity_and_bfs
    ),
    test_twin_detection__agrees_with_parity_near_the_4x4_goal: (
        twin_agrees_with_parity_near_the_4x4_goal
    ),
    test_princeton_board__hamming_and_manhattan_are_the_tile_sums: (
        board_heuristics_are_the_tile_sums
    ),
}


@pytest.mark.parametrize(
    "check, strategy, replaced, wrong",
    BROKEN,
    ids=["%s-%s" % (check.__name__, wrong.replace(" ", "-")) for check, _, _, wrong in BROKEN],
)
def test_property__fails_on_a_broken_file(check, strategy, replaced, wrong):
    made = {
        name: (part() if name != "solve" else part) for name, part in replaced.items()
    }  # a Solver or Board class is made by its function, solve is one already
    broken = broken_file(**made)
    assert first_failure(lambda case: check(broken, case), strategy) is not None, wrong


def test_property__every_test_of_a_property_has_a_broken_file_that_fails_it():
    assert property_tests(globals()) == set(PROPERTY_TESTS)
    assert set(PROPERTY_TESTS.values()) == {check for check, _, _, _ in BROKEN}
