"""AcWing 845's exhaustive check: every 3x3 board through solutions/acwing_845.py.

One board per solve() call, written by the format (the tokens 1-8 and x): the answer line must be
exactly the BFS distance to 12345678x, or -1 for the 181,440 boards that cannot reach it.
"""

from slidingkit.problems._exhaustive import Exhaustive
from slidingkit.problems.acwing_845 import FORMAT

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 3x3 board, one a call: its BFS distance to 12345678x, or -1",
    test_samples=(1_000, 3_000),
)
