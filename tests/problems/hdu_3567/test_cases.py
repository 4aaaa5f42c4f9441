"""HDU 3567's answers: the solution gives the reference's answer
(slidingkit/problems/hdu_3567/cases.py's
expected: the smallest shortest path by plain BFS) on pairs covering every blank cell of start
and goal, three pairs for each."""

import random

from slidingkit.oracle.family_reference import shortest_path
from slidingkit.problems._cases import x_symbols
from slidingkit.problems.hdu_3567.cases import expected
from tests.conftest import load_solution


def test_hdu_3567_solve__smallest_shortest_path_for_pairs_covering_every_blank_cell():
    rng = random.Random(3567)
    pairs = []
    for start_blank in range(9):
        for goal_blank in range(9):
            for _ in range(3):
                start, goal = list(range(9)), list(range(9))
                rng.shuffle(start)
                rng.shuffle(goal)
                start.remove(0)
                start.insert(start_blank, 0)
                goal.remove(0)
                goal.insert(goal_blank, 0)
                start, goal = tuple(start), tuple(goal)
                if shortest_path(start, goal) is None:
                    first, second = [cell for cell in range(9) if start[cell]][:2]
                    swapped = list(start)
                    swapped[first], swapped[second] = swapped[second], swapped[first]
                    start = tuple(swapped)
                pairs.append((start, goal))
    text = "%d\n" % len(pairs) + "".join(
        "%s\n%s\n" % (x_symbols(s, "X"), x_symbols(g, "X")) for s, g in pairs
    )
    assert load_solution("hdu_3567").solve(text) == expected(text)
