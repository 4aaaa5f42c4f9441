"""Property test (Hypothesis) of the Luogu file as users submit it: on any 3x3 board, blank
anywhere, solvable or not, it prints the plain BFS distance to the goal 123804765
(slidingkit/oracle/
reference.py), or -1 where the goal cannot be reached (our extension: the judge never sends such a
board); and the property fails on deliberately broken solutions (a distance one too long, the
distance to another goal), and every property test of the module has such a counterpart.
"""

import re
from typing import Callable, Optional

import pytest
from hypothesis import example, given, settings

from slidingkit.oracle import reference
from tests.conftest import (
    boards_of_side,
    examples,
    first_failure,
    load_solution,
    property_tests,
    with_first_two_tiles_swapped,
)

Board = tuple
NAME = "luogu_p1379"
GOAL = reference.LUOGU_GOAL
FARTHEST = reference.board_from_digits("187256340")  # 30 moves from GOAL (the maximum)
boards = boards_of_side(3)


def answer(solve: Callable[[str], str], board: Board) -> Optional[int]:
    """The file's distance for board (None for its `-1`), its output format checked."""
    output = solve("".join(map(str, board)) + "\n")
    assert re.fullmatch(r"(-1|0|[1-9][0-9]*)\n", output), output
    return None if output == "-1\n" else int(output)


def gives_the_bfs_distance(solve: Callable[[str], str], board: Board) -> None:
    assert answer(solve, board) == reference.distance(board, GOAL), board


@settings(deadline=None, max_examples=examples(200, 600, 3000))
@given(board=boards)
@example(board=FARTHEST)
@example(board=with_first_two_tiles_swapped(FARTHEST))  # unsolvable
@example(board=GOAL)
@example(board=reference.board_from_digits("283104765"))  # the sample: 4 moves
def test_luogu__gives_the_bfs_distance_on_any_board(board):
    gives_the_bfs_distance(load_solution(NAME).solve, board)


def one_too_long(text: str) -> str:
    """Broken: the file's answer plus one, where there is a path."""
    output = load_solution(NAME).solve(text)
    return output if output == "-1\n" else "%d\n" % (int(output) + 1)


def to_another_goal(text: str) -> str:
    """Broken: the BFS distance to 1 2 3 / 4 5 6 / 7 8 0 instead of the file's goal."""
    moves = reference.distance(reference.board_from_digits(text.strip()), reference.HIHOCODER_GOAL)
    return "%d\n" % (-1 if moves is None else moves)


BROKEN = [(gives_the_bfs_distance, one_too_long), (gives_the_bfs_distance, to_another_goal)]
PROPERTY_TESTS = {test_luogu__gives_the_bfs_distance_on_any_board: gives_the_bfs_distance}


@pytest.mark.parametrize("check, broken", BROKEN, ids=[broken.__name__ for _, broken in BROKEN])
def test_property__fails_on_a_broken_solution(check, broken):
    assert first_failure(lambda board: check(broken, board), boards) is not None


def test_property__every_test_of_a_property_has_a_broken_solution_that_fails_it():
    assert property_tests(globals()) == set(PROPERTY_TESTS)
    assert set(PROPERTY_TESTS.values()) == {check for check, _ in BROKEN}
