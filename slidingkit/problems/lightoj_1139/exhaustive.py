"""LightOJ 1139's exhaustive check: every 3x3 board through solutions/lightoj_1139.py.

T = 1,000 boards a solve() call, written by the format (each as three rows after an empty line):
answer line i must be exactly `Case i: D`, D the BFS distance to 123456780, or
`Case i: impossible` for the boards that cannot reach it.
"""

from slidingkit.problems._exhaustive import Exhaustive
from slidingkit.problems.lightoj_1139 import FORMAT

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 3x3 board, T = up to 1,000 a call: `Case i: D` with its BFS distance to 123456780, or "
    "`Case i: impossible`",
    test_samples=(1_000, 3_000),
)
