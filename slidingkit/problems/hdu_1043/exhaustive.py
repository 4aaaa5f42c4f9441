"""HDU 1043's exhaustive check: every 3x3 board through solutions/hdu_1043.py.

1,000 boards a solve() call, written by the format (one a line until the end of the input, as the
tokens 1-8 and x): answer line i must be `unsolvable` exactly when board i cannot reach
12345678x, and otherwise a path over u, d, l, r that replays move by move to the goal, as long as
the BFS distance, and the first such path in the order u, d, l, r, as the file promises
(FirstPathCheck).
"""

from slidingkit.problems._exhaustive import Exhaustive, FirstPathCheck
from slidingkit.problems.hdu_1043 import FORMAT

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 3x3 board, up to 1,000 a call: the first shortest path in u, d, l, r order, "
    "replayed to 12345678x, or `unsolvable`",
    kind=FirstPathCheck,
    test_samples=(1_000, 3_000),
)
