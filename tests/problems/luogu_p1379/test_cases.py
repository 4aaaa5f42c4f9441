"""Luogu P1379's cases are what their names say (the generic checks, that every .out is the
reference's answer, are in tests/test_cases.py).

What it proves: dist-NN is NN moves from the goal 123804765, for every NN from 0 to 30; the
farthest-* cases are 20 distinct 30-move boards (the goal's 148 farthest,
slidingkit/oracle/reference.py's
BFS); extension-unsolvable answers -1.
"""

import pytest

from slidingkit.oracle.reference import bfs_distances, board_from_digits, distance_counts
from slidingkit.problems.luogu_p1379 import GOAL
from tests.conftest import CASES

FOLDER = CASES / "luogu_p1379"


def read(name: str) -> str:
    return (FOLDER / name).read_bytes().decode("utf-8")


def test_goal__farthest_boards_are_148_at_30_moves_and_the_sample_is_4_moves() -> None:
    assert max(bfs_distances(GOAL).values()) == 30
    assert distance_counts(GOAL)[30] == 148
    assert bfs_distances(GOAL)[board_from_digits("283104765")] == 4


@pytest.mark.parametrize("moves", range(31))
def test_case__dist_nn_is_nn_moves_away(moves: int) -> None:
    board = board_from_digits("".join(read("dist-%02d.in" % moves).split()))
    assert bfs_distances(GOAL)[board] == moves
    assert read("dist-%02d.out" % moves) == "%d\n" % moves


def test_case__farthest_cases_are_20_distinct_30_move_boards() -> None:
    inputs = {read("farthest-%02d.in" % number) for number in range(1, 21)}
    assert len(inputs) == 20
    assert all(bfs_distances(GOAL)[board_from_digits(text.strip())] == 30 for text in inputs)
    assert all(read("farthest-%02d.out" % number) == "30\n" for number in range(1, 21))


def test_case__extension_unsolvable_answers_minus_one() -> None:
    board = board_from_digits(read("extension-unsolvable.in").strip())
    assert board not in bfs_distances(GOAL)
    assert read("extension-unsolvable.out") == "-1\n"
