"""LeetCode 773's exhaustive check: every 2x3 board through solutions/leetcode_773.py.

One board per solve() call, written as LeetCode writes the board, `[[1,2,3],[4,0,5]]`. The answer
line must be exactly the BFS distance to [[1,2,3],[4,5,0]], or -1 for the 360 boards that cannot
reach it (the statement allows them: -1 is an answer).
"""

from slidingkit.problems._exhaustive import Board, CountOneACall, Exhaustive

GOAL = (1, 2, 3, 4, 5, 0)  # [[1,2,3],[4,5,0]]
COLUMNS = 3


def board_list(board: Board) -> str:
    """The board as LeetCode's list of two rows, `[[1,2,3],[4,0,5]]`, on one line."""
    return "[[%d,%d,%d],[%d,%d,%d]]\n" % board


CHECK = Exhaustive(
    CountOneACall(board_list),
    "every 2x3 board (720), one a call: its BFS distance to [[1,2,3],[4,5,0]], or -1",
    goal=GOAL,
    columns=COLUMNS,
)
