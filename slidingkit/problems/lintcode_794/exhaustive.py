"""LintCode 794's exhaustive check: every 3x3 board through solutions/lintcode_794.py, to the
statement's example goal.

One board per solve() call, written by the format as the file reads standard input: the board,
then the goal, each a list of three rows, `[[1,2,3],[8,0,4],[7,6,5]]`, one a line. The answer
line must be exactly the BFS distance to the goal, or -1 for the 181,440 boards that cannot reach
it.
"""

from slidingkit.problems._exhaustive import Exhaustive
from slidingkit.problems.lintcode_794 import FORMAT

GOAL = (1, 2, 3, 8, 0, 4, 7, 6, 5)  # the statement's example goal, [[1,2,3],[8,0,4],[7,6,5]]

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 3x3 board, one a call with the goal [[1,2,3],[8,0,4],[7,6,5]]: its BFS distance to "
    "it, or -1",
    goal=GOAL,
    test_samples=(1_000, 3_000),
)
