"""AcWing 179's exhaustive check: every 3x3 board through solutions/acwing_179.py.

One board per solve() call, written as the tokens 1-8 and x: the answer line must be
`unsolvable` exactly for the 181,440 boards that cannot reach 12345678x, and otherwise a path
over u, d, l, r that replays move by move to the goal and is as long as the BFS distance (the
special judge accepts any shortest path).
"""

from slidingkit.problems._exhaustive import STANDARD_GOAL, Exhaustive, check_x_paths_one_at_a_time

CHECK = Exhaustive(
    check_x_paths_one_at_a_time,
    "every 3x3 board, one a call: a path as long as BFS's that replays to 12345678x, or "
    "`unsolvable`",
    goal=STANDARD_GOAL,
    test_samples=(1_000, 3_000),
)
