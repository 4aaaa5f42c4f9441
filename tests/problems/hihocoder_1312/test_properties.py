"""Property test (Hypothesis) of the HihoCoder file as users submit it: on up to 8 boards in one
input (its t), any 3x3 boards, solvable or not, it prints one line a board, the plain BFS distance
to the goal 123456780 (slidingkit/oracle/reference.py) or `No Solution!`; and the property fails on
deliberately broken solutions (a distance one too long, the distance to another goal), and every
property test of the module has such a counterpart.
"""

import re
from typing import Callable, List, Optional

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from slidingkit.oracle import reference
from tests.conftest import (
    boards_of_side,
    examples,
    first_failure,
    grid,
    load_solution,
    property_tests,
    with_first_two_tiles_swapped,
)

Board = tuple
NAME = "hihocoder_1312"
GOAL = reference.HIHOCODER_GOAL
FARTHEST = reference.board_from_digits("867254301")  # 31 moves from GOAL (the maximum)
FAR_CENTRE = reference.board_from_digits("147208365")  # 30 moves, blank in the centre
board_lists = st.lists(boards_of_side(3), min_size=1, max_size=8)


def answers(solve: Callable[[str], str], boards: List[Board]) -> List[Optional[int]]:
    """The file's distances for boards, all in one input (None for `No Solution!`)."""
    text = "%d\n" % len(boards) + "".join(
        "\n".join(" ".join(map(str, row)) for row in grid(board)) + "\n" for board in boards
    )
    lines = solve(text).split("\n")
    assert lines[-1] == "" and len(lines) == len(boards) + 1, lines
    for line in lines[:-1]:
        assert re.fullmatch(r"No Solution!|0|[1-9][0-9]*", line), line
    return [None if line == "No Solution!" else int(line) for line in lines[:-1]]


def gives_the_bfs_distances(solve: Callable[[str], str], boards: List[Board]) -> None:
    assert answers(solve, boards) == [reference.distance(board, GOAL) for board in boards]


@settings(deadline=None, max_examples=examples(60, 200, 1000))
@given(boards=board_lists)
@example(boards=[FARTHEST, FAR_CENTRE, GOAL, with_first_two_tiles_swapped(FAR_CENTRE)])
def test_hihocoder__gives_the_bfs_distance_of_each_board(boards):
    gives_the_bfs_distances(load_solution(NAME).solve, boards)


def one_too_long(text: str) -> str:
    """Broken: each of the file's distances plus one."""
    lines = load_solution(NAME).solve(text).splitlines()
    return "".join(
        (line if line == "No Solution!" else str(int(line) + 1)) + "\n" for line in lines
    )


def to_another_goal(text: str) -> str:
    """Broken: the BFS distances to 1 2 3 / 8 0 4 / 7 6 5 instead of the file's goal."""
    numbers = [int(word) for word in text.split()][1:]
    boards = [tuple(numbers[start : start + 9]) for start in range(0, len(numbers), 9)]
    distances = [reference.distance(board, reference.LUOGU_GOAL) for board in boards]
    return "".join(("No Solution!" if moves is None else str(moves)) + "\n" for moves in distances)


BROKEN = [(gives_the_bfs_distances, one_too_long), (gives_the_bfs_distances, to_another_goal)]
PROPERTY_TESTS = {test_hihocoder__gives_the_bfs_distance_of_each_board: gives_the_bfs_distances}


@pytest.mark.parametrize("check, broken", BROKEN, ids=[broken.__name__ for _, broken in BROKEN])
def test_property__fails_on_a_broken_solution(check, broken):
    assert first_failure(lambda boards: check(broken, boards), board_lists) is not None


def test_property__every_test_of_a_property_has_a_broken_solution_that_fails_it():
    assert property_tests(globals()) == set(PROPERTY_TESTS)
    assert set(PROPERTY_TESTS.values()) == {check for check, _ in BROKEN}
