"""Baekjoon 1525's exhaustive check: every 3x3 board through solutions/baekjoon_1525.py.

One board per solve() call, written by the format (three lines of three numbers, 0 the blank):
the answer line must be exactly the BFS distance to 1 2 3 / 4 5 6 / 7 8 0, or -1 for the 181,440
boards that cannot reach it.
"""

from slidingkit.problems._exhaustive import Exhaustive
from slidingkit.problems.baekjoon_1525 import FORMAT

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 3x3 board, one a call: its BFS distance to 1 2 3 / 4 5 6 / 7 8 0, or -1",
    test_samples=(1_000, 3_000),
)
