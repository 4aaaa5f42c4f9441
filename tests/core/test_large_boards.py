"""ManhattanSearch (slidingkit/core/large_boards.py), the search of sides above 4, is also
shortest where the plain BFS of slidingkit/oracle/reference.py can check it (3x3).
"""

from slidingkit import core
from slidingkit.oracle import reference
from tests.core.conftest import farthest, sample_of_reachable, slid


def test_manhattan_search__is_also_shortest_on_3x3():
    # ManhattanSearch serves the sides above 4; on 3x3, BFS knows every answer.
    goal = reference.HIHOCODER_GOAL
    distances = reference.bfs_distances(goal)
    for board in farthest(goal) + sample_of_reachable(goal, 300, seed=5):
        path = core.ManhattanSearch.shortest_path(board, goal)
        assert len(path) == distances[board] and slid(board, path) == goal
