"""Baekjoon 11112's exhaustive check: every 3x3 board through solutions/baekjoon_11112.py.

n = up to 100 boards a solve() call (the statement's most), written by the format (each as three
rows of symbols, # the blank, after an empty line): answer line i must be exactly board i's BFS
distance to 123 / 456 / 78#, or `impossible` for the boards that cannot reach it.
"""

from slidingkit.problems._exhaustive import Exhaustive
from slidingkit.problems.baekjoon_11112 import FORMAT, MOST

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 3x3 board, n = up to 100 a call: its BFS distance to 123 / 456 / 78#, or `impossible`",
    batch=MOST,
    test_samples=(1_000, 3_000),
)
