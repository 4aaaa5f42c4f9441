"""HDU 3567's exhaustive check (slidingkit/problems/hdu_3567/exhaustive.py): the pairs it draws
cover every pair of blank cells with the reference path, and a path in the wrong letter order is
reported."""

import pytest

from slidingkit.oracle import reference
from slidingkit.problems._exhaustive import STANDARD_GOAL
from slidingkit.problems.hdu_3567 import exhaustive
from slidingkit.tools import verify
from slidingkit.tools.verify import Mismatch
from tests.conftest import load_solution

PAIR = (
    (5, 4, 2, 1, 0, 6, 7, 3, 8),
    STANDARD_GOAL,
)  # 12 moves: drululdrurdd, by u, d, l, r uldrdrulurdd


@pytest.mark.slow
def test_positions__cover_every_blank_cell_pair_with_the_reference_path():
    positions, _ = exhaustive.positions(81, seed=1)
    cells = {(start.index(0), goal.index(0)) for (start, goal), _ in positions}
    assert cells == {(start, goal) for start in range(9) for goal in range(9)}
    assert sum(1 for (start, goal), path in positions if start == goal and path == "") == 9
    lengths = [len(path) for _, path in positions]
    assert (
        lengths.count(31) >= 16 and lengths.count(30) >= 148
    )  # the farthest starts of one goal per blank cell
    for (start, goal), path in sorted(positions, key=lambda position: len(position[1]))[:15]:
        # the walk down the BFS distances of the canonical goal (renamed) agrees with the walk
        # down the BFS of the goal itself; one table at a time (each goal is its own BFS)
        assert path == reference.first_shortest_path(start, goal, 3, "DLRU"), (start, goal)
        reference.shape_distances.cache_clear()


def solve_in_u_d_l_r_order(text):
    """The shortest paths of the file's own search, but with moves tried in the order u, d, l, r."""
    solution = load_solution("hdu_3567")
    lines = []
    for number, (start, goal) in enumerate(solution.parse_cases(text), 1):
        path = solution.Search.shortest_path(start, goal, None, "UDLR")
        lines.append("Case %d: %d\n%s\n" % (number, len(path), path.lower()))
    return "".join(lines)


def test_verify__reports_a_path_in_u_d_l_r_order_instead_of_d_l_r_u():
    start, goal = PAIR
    same = reference.neighbors(goal)  # one move away: one shortest path, the same in either order
    positions = [((start, goal), exhaustive.smallest_shortest_path(start, goal))] + [
        ((board, goal), exhaustive.smallest_shortest_path(board, goal)) for board in same
    ]
    report = verify.verify("hdu_3567", 1, positions=positions, solve=solve_in_u_d_l_r_order)
    [mismatch] = report.mismatches
    assert mismatch == Mismatch(
        "542106738 to 123456780", "Case 1: 12\ndrululdrurdd\n", "Case 1: 12\nuldrdrulurdd\n"
    )
    assert report.checked == len(positions)
