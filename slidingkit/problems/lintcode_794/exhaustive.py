"""LintCode 794's exhaustive check: every 3x3 board through solutions/lintcode_794.py, to a goal
whose blank sits on an edge cell.

The file takes any goal to one whose blank sits in the last corner or the centre
(slidingkit/core/eight_any.py). With the goal's blank on an edge cell every way it has runs: a
board whose blank is on a corner or the centre is the walk's goal, mirrored by that corner, with
the table of its blank cell, and a board whose blank is on an edge moves first. One board per
solve() call, written by the format as the file reads standard input: the board, then the goal,
each a list of three rows, `[[1,2,3],[0,4,5],[6,7,8]]`, one a line. The answer line must be
exactly the BFS distance to the goal, or -1 for the 181,440 boards that cannot reach it. The
statement's example goal, `[[1,2,3],[8,0,4],[7,6,5]]`, is in its judge cases.
"""

from slidingkit.problems._exhaustive import Exhaustive
from slidingkit.problems.lintcode_794 import FORMAT

GOAL = (1, 2, 3, 0, 4, 5, 6, 7, 8)  # [[1,2,3],[0,4,5],[6,7,8]]: the blank on edge cell 3

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 3x3 board, one a call with the goal [[1,2,3],[0,4,5],[6,7,8]] (its blank on an edge "
    "cell, so that every way the file has to any goal runs): its BFS distance to it, or -1",
    goal=GOAL,
    test_samples=(1_000, 3_000),
)
