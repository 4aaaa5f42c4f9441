"""Breadth-first search at C speed (slidingkit/core/breadth_first.py) against the plain BFS of
slidingkit/oracle/reference.py: BreadthFirst gives every board's distance, and path_back from
each the first shortest path in a move order, on every 2x3 and 3x2 board and on 3x3 samples;
farthest() is a board at the largest distance from the start with a path that replays to it in
that many moves, on every shape up to 3x3 and from every blank cell of 3x3.
"""

import itertools
import random

import pytest

from slidingkit import core
from slidingkit.oracle import reference, reference_paths
from tests.core.conftest import RECTANGLES, goals_of


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
