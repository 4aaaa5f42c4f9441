"""AcWing 845's exhaustive check: every 3x3 board through solutions/acwing_845.py.

One board per solve() call, written as the tokens 1-8 and x: the answer line must be exactly
the BFS distance to 12345678x, or -1 for the 181,440 boards that cannot reach it.
"""

from slidingkit.problems._exhaustive import (
    STANDARD_GOAL,
    Board,
    CountOneACall,
    Exhaustive,
    x_tokens,
)


def x_line(board: Board) -> str:
    return x_tokens(board) + "\n"


CHECK = Exhaustive(
    CountOneACall(x_line),
    "every 3x3 board, one a call: its BFS distance to 12345678x, or -1",
    goal=STANDARD_GOAL,
    test_samples=(1_000, 3_000),
)
