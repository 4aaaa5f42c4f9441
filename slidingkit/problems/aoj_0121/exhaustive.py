"""AOJ 0121's exhaustive check: every 2x4 board that can reach the goal through
solutions/aoj_0121.py.

Up to 1,000 boards per solve() call, written by the format (one a line, eight numbers row by row,
0 the blank) to the end of the input: answer line i must be exactly board i's BFS distance to
0 1 2 3 / 4 5 6 7. The 20,160 boards that cannot reach the goal are left out: the statement
promises boards that can.
"""

from slidingkit.problems._exhaustive import Exhaustive
from slidingkit.problems.aoj_0121 import FORMAT, MOST

CHECK = Exhaustive.of_format(
    FORMAT,
    "every 2x4 board that reaches 0 1 2 3 / 4 5 6 7 (20,160), up to 1,000 a call: its BFS distance",
    unreachable=False,
    batch=MOST,
)
