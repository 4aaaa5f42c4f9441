"""AcWing 179's exhaustive check: every 3x3 board through solutions/acwing_179.py.

One board per solve() call, written by the format (the tokens 1-8 and x): the answer line must be
`unsolvable` exactly for the 181,440 boards that cannot reach 12345678x, and otherwise a path
over u, d, l, r that replays move by move to the goal, as long as the BFS distance, and the first
such path in the order u, d, l, r, as the file promises (FirstPathCheck; the special judge
accepts any shortest path).
"""

from slidingkit.problems._exhaustive import Exhaustive, FirstPathCheck
from slidingkit.problems.acwing_179 import FORMAT

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 3x3 board, one a call: the first shortest path in u, d, l, r order, replayed to "
    "12345678x, or `unsolvable`",
    kind=FirstPathCheck,
    test_samples=(1_000, 3_000),
)
