"""AOJ ALDS1_13_B's exhaustive check: every 3x3 board through solutions/aoj_alds1_13_b.py.

One board per solve() call, written by the format (3 lines of 3 numbers, 0 the blank): the answer
line must be exactly the BFS distance to 1 2 3 / 4 5 6 / 7 8 0, or -1 (the file's answer for a
board the statement rules out: the cases' EXTENDED format) for the 181,440 boards that cannot
reach it.
"""

from slidingkit.problems._exhaustive import Exhaustive
from slidingkit.problems.aoj_alds1_13_b.cases import EXTENDED

CHECK = Exhaustive.of_format(
    EXTENDED,
    "every 3x3 board, one a call: its BFS distance to 1 2 3 / 4 5 6 / 7 8 0, or -1",
    test_samples=(1_000, 3_000),
)
