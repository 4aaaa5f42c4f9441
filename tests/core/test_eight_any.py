"""The 8-puzzle's distance between any two boards (slidingkit/core/eight_any.py), against
slidingkit/oracle/reference.py (plain BFS, which imports nothing from the core).

What it proves: eight_any_distance is the BFS distance, -1 when the goal cannot be reached, for a
goal with its blank on each of the nine cells (so every mirroring, the walk from the goal, and the
move first when both blanks are on edge cells), on the farthest boards, on samples, on every
board a move or two from the goal, on the goal itself and on boards one swap from it; and on
boards and goals drawn by Hypothesis, the goal's tiles in any order."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from slidingkit import core
from slidingkit.oracle import reference
from tests.core.conftest import boards_3x3, farthest, sample_of_reachable

# One goal per blank cell, the other tiles in a seeded order.
GOALS = []
for _blank in range(9):
    _tiles = random.Random(_blank).sample(range(1, 9), 8)
    GOALS.append(tuple(_tiles[:_blank] + [0] + _tiles[_blank:]))


def near(goal):
    """The goal, the boards a move or two from it, and the boards one swap of tiles from it."""
    boards = {goal}
    for _ in range(2):
        for board in list(boards):
            blank = board.index(0)
            for target in range(9):
                if abs(target // 3 - blank // 3) + abs(target % 3 - blank % 3) == 1:
                    after = list(board)
                    after[blank], after[target] = board[target], 0
                    boards.add(tuple(after))
    for first in range(9):
        for second in range(first + 1, 9):
            swapped = list(goal)
            swapped[first], swapped[second] = goal[second], goal[first]
            boards.add(tuple(swapped))
    return sorted(boards)


@pytest.mark.parametrize("goal", GOALS, ids=lambda goal: "blank-cell-%d" % goal.index(0))
def test_eight_any_distance__is_the_bfs_distance_for_a_goal_blank_on_every_cell(goal):
    for board in farthest(goal)[:20] + sample_of_reachable(goal, 150, seed=5) + near(goal):
        expected = reference.distance(board, goal)
        assert core.eight_any_distance(board, goal) == (-1 if expected is None else expected), board


@given(board=boards_3x3, goal=st.permutations(range(9)).map(tuple))
def test_eight_any_distance__is_the_bfs_distance_or_minus_one(board, goal):
    expected = reference.distance_between(board, goal)
    assert core.eight_any_distance(board, goal) == (-1 if expected is None else expected)
