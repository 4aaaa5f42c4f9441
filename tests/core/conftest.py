"""What the tests of the core share: 3x3 goals and boards drawn against the plain BFS of
slidingkit/oracle/reference.py, and a replay that is not the core's own."""

import math
import random

from hypothesis import strategies as st

from slidingkit import core
from slidingkit.oracle import reference, reference_paths
from tests.conftest import boards_of_side, standard_goal

GOALS_3X3 = [reference.LUOGU_GOAL, reference.HIHOCODER_GOAL]


def sample_of_reachable(goal, count, seed):
    boards = sorted(reference.bfs_distances(goal))
    return random.Random(seed).sample(boards, count)


def farthest(goal):
    distances = reference.bfs_distances(goal)
    top = max(distances.values())
    return [board for board, moves in distances.items() if moves == top]


def near_goal(goal):
    """Every board within two moves of goal, and every board one swap of two cells from it."""
    boards = [board for board, moves in reference.bfs_distances(goal).items() if moves <= 2]
    for first in range(9):
        for second in range(first + 1, 9):
            swapped = list(goal)
            swapped[first], swapped[second] = goal[second], goal[first]
            boards.append(tuple(swapped))
    return boards


def slid(board, path):
    """The board at the end of path, slid by slidingkit/oracle/reference_paths.py, not by the core
    (ValueError at an illegal move)."""
    return reference_paths.replay(board, math.isqrt(len(board)), path)


boards_3x3 = boards_of_side(3)


# Any goal permutation: the judge goals plus four seeded ones with the blank elsewhere (each costs
# one 0.4 s BFS, cached, so Hypothesis draws from a fixed set).
OTHER_GOALS = [tuple(random.Random(seed).sample(range(9), 9)) for seed in (11, 12, 13, 14)]


goals_3x3 = st.sampled_from(GOALS_3X3 + OTHER_GOALS)


RECTANGLES = [(2, 3), (3, 2), (2, 4), (4, 2)]  # (rows, columns)


def goals_of(rows, columns):
    """The standard goal, the blank first, and a seeded shuffle."""
    cells = rows * columns
    shuffled = list(range(cells))
    shuffled.sort(key=lambda tile: (tile * 7 + 3) % cells)
    return [standard_goal(rows, columns), tuple(range(cells)), tuple(shuffled)]


def x_board(text):
    """A 3x3 board written as nine symbols, X the blank: "12X453786"."""
    return tuple(0 if char == "X" else int(char) for char in text)


SHAPES = [(2, 3), (3, 2), (2, 4), (4, 2)]


def goal_of(rows, columns):
    return core.standard_goal(rows, columns)
