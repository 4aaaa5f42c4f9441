"""The core's heuristics (slidingkit/core/heuristics.py) against the plain BFS of
slidingkit/oracle/reference.py: on 3x3 and on rectangles they never exceed the true distance,
never count the blank, and change by at most one a move."""

import random

import pytest

from slidingkit import core
from slidingkit.oracle import reference
from tests.core.conftest import (
    GOALS_3X3,
    SHAPES,
    farthest,
    goal_of,
    sample_of_reachable,
)


@pytest.mark.parametrize("goal", GOALS_3X3, ids=["luogu", "hihocoder"])
def test_heuristics__never_exceed_the_bfs_distance_and_are_ordered(goal):
    distances = reference.bfs_distances(goal)
    for board in sample_of_reachable(goal, 3000, seed=2) + farthest(goal):
        hamming = core.hamming(board, goal)
        manhattan = core.manhattan(board, goal)
        walking = core.walking_distance(board, goal)
        assert hamming <= manhattan <= walking <= distances[board], board


@pytest.mark.parametrize("goal", GOALS_3X3 + [core.standard_goal(4), core.standard_goal(2)])
def test_heuristics__do_not_count_the_blank(goal):
    # One move from the goal displaces one tile and the blank: every heuristic must say 1.
    for _, board in core.neighbors(goal):
        assert core.hamming(board, goal) == 1
        assert core.manhattan(board, goal) == 1
        assert core.walking_distance(board, goal) == 1
    assert (
        core.hamming(goal, goal)
        == core.manhattan(goal, goal)
        == core.walking_distance(goal, goal)
        == 0
    )


@pytest.mark.parametrize("goal", GOALS_3X3, ids=["luogu", "hihocoder"])
def test_heuristics__change_by_at_most_one_per_move(goal):
    for board in sample_of_reachable(goal, 500, seed=3):
        for heuristic in (core.manhattan, core.walking_distance):
            here = heuristic(board, goal)
            for _, next_board in core.neighbors(board):
                assert abs(heuristic(next_board, goal) - here) <= 1


@pytest.mark.parametrize("rows, columns", SHAPES + [(3, 3)])
def test_heuristics__on_rectangles_never_exceed_bfs_and_change_by_one(rows, columns):
    goal = goal_of(rows, columns)
    distances = reference.shape_distances(goal, columns)
    for board in random.Random(3).sample(sorted(distances), min(400, len(distances))):
        manhattan = core.manhattan(board, goal, columns)
        conflict = core.linear_conflict(board, goal, columns)
        walking = core.walking_distance(board, goal, columns)
        assert (
            manhattan <= conflict <= distances[board] and manhattan <= walking <= distances[board]
        ), board
        for _, after in reference.moves_in(board, columns):
            assert abs(core.walking_distance(after, goal, columns) - walking) == 1
            assert abs(core.manhattan(after, goal, columns) - manhattan) == 1
    for _, board in reference.moves_in(goal, columns):
        assert (
            core.manhattan(board, goal, columns) == core.walking_distance(board, goal, columns) == 1
        )
