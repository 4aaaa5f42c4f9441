"""LeetCode 773's exhaustive check: every 2x3 board through solutions/leetcode_773.py.

One board per solve() call, written by the format as LeetCode writes the board,
`[[1,2,3],[4,0,5]]`. The answer line must be exactly the BFS distance to [[1,2,3],[4,5,0]], or -1
for the 360 boards that cannot reach it (the statement allows them: -1 is an answer).
"""

from slidingkit.problems._exhaustive import Exhaustive
from slidingkit.problems.leetcode_773 import FORMAT

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 2x3 board (720), one a call: its BFS distance to [[1,2,3],[4,5,0]], or -1",
)
