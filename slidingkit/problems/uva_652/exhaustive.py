"""UVa 652's exhaustive check: every 3x3 board through solutions/uva_652.py.

N = 1,000 boards a solve() call, written by the format (an empty line before each, as the tokens
1-8 and x); the answers are separated by an empty line: answer i must be `unsolvable` exactly
when board i cannot reach 12345678x, and otherwise a path over u, d, l, r that replays move by
move to the goal, as long as the BFS distance, and the first such path in the order u, d, l, r,
as the file promises (FirstPathCheck).
"""

from slidingkit.problems._exhaustive import Exhaustive, FirstPathCheck
from slidingkit.problems.uva_652 import FORMAT

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 3x3 board, N = up to 1,000 a call: the first shortest path in u, d, l, r order, "
    "replayed to 12345678x, or `unsolvable`, answers apart by an empty line",
    kind=FirstPathCheck,
    test_samples=(1_000, 3_000),
)
