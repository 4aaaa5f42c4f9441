"""Shrinking (slidingkit/judge/stress/shrinking.py), with the boards one move nearer of
slidingkit/judge/stress/boards.py.

What it proves
    - The shrinker reaches the fewest moves and boards that still fail, within its budget, on a
      3x3 board (distances from slidingkit/oracle/reference.py's plain BFS).
    - On a board that is a graph (a hand-made format whose inputs give their graph), it walks a
      board nearer on its graph (slidingkit/oracle/graph_reference.py) and drops boards.
"""

import random

from slidingkit.judge.stress.boards import DrawnBoard, GraphReference, Reference, Trial
from slidingkit.judge.stress.shrinking import shrink
from slidingkit.oracle import graph_reference, reference
from tests.judge.stress.conftest import GIVEN_GRAPH


def test_shrink__reaches_the_fewest_moves_and_cases_that_still_fail():
    table = Reference(reference)
    goal = tuple(range(1, 9)) + (0,)
    rng = random.Random(1)
    far = [board for board, moves in table.table(goal, 3).items() if moves >= 20]
    queries = [DrawnBoard(rng.choice(far), goal, 3) for _ in range(5)]

    def fails(trial):  # a pretend solution that is wrong from 3 moves on
        return "WA" if any(table.distance(query) >= 3 for query in trial.queries) else None

    small, spent = shrink(Trial(queries, "single", "5 boards"), table, fails, "single")
    assert len(small.queries) == 1
    assert reference.distance(small.queries[0].board, goal) == 3
    assert 0 < spent < 200


def test_shrink__walks_a_graph_board_nearer_and_drops_boards():
    written = GIVEN_GRAPH
    table = GraphReference(written)
    edges = ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0), (0, 3))
    goal = (1, 2, 3, 4, 5, 0)
    rng = random.Random(2)
    queries = [
        DrawnBoard(graph_reference.walk(goal, edges, 30, rng), goal, 6, edges=edges)
        for _ in range(4)
    ]

    def fails(trial):  # a pretend solution that is wrong from 3 moves on
        return "WA" if any((table.distance(query) or 0) >= 3 for query in trial.queries) else None

    assert fails(Trial(queries, "single", "4 boards"))
    small, spent = shrink(Trial(queries, "single", "4 boards"), table, fails, "single")
    assert len(small.queries) == 1
    assert graph_reference.distance(small.queries[0].board, goal, edges) == 3
    assert 0 < spent < 200
