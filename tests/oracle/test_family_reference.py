"""The oracle's one parity rule, slidingkit/oracle/family_reference.py's solvable (what the
special judges, the validators and the 4x4 solver decide solvability with), against a plain BFS.
"""

import random
from itertools import permutations

from slidingkit.oracle import family_reference, reference


def test_solvable__agrees_with_bfs_for_goals_of_every_kind():
    """Parity against a plain BFS (slidingkit/oracle/reference.py) on every 2x2, 2x3 and 3x2 board,
    for goals with the blank on every cell and tiles out of order: the rule (inversions, plus the
    blank's row distance on an even width) is general."""
    rng = random.Random(7)
    for rows, columns in ((2, 2), (2, 3), (3, 2)):
        cells = rows * columns
        goals = set()
        for blank in range(cells):
            for _ in range(2):
                tiles = list(range(1, cells))
                rng.shuffle(tiles)
                goals.add(tuple(tiles[:blank] + [0] + tiles[blank:]))
        for goal in goals:
            reachable = reference.shape_distances(goal, columns)
            for board in permutations(range(cells)):
                assert family_reference.solvable(board, goal, columns) == (board in reachable), (
                    board,
                    goal,
                    columns,
                )
