"""AOJ ALDS1_13_B's exhaustive check: every 3x3 board through solutions/aoj_alds1_13_b.py.

One board per solve() call, written as 3 lines of 3 numbers (0 the blank): the answer line must
be exactly the BFS distance to 1 2 3 / 4 5 6 / 7 8 0, or -1 (the file's answer for a board the
statement rules out) for the 181,440 boards that cannot reach it.
"""

from typing import List, Optional, Sequence

from problems._exhaustive import (
    STANDARD_GOAL,
    Exhaustive,
    Mismatch,
    Position,
    Solve,
    check_counts,
    grid_rows,
)


def wanted(number: int, moves: Optional[int]) -> str:
    return "%d" % (-1 if moves is None else moves)


def check(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per board: the BFS distance, or -1."""
    mismatches = []
    for position in positions:
        mismatches.extend(check_counts(solve, [position], grid_rows(position[0]), wanted))
    return mismatches


CHECK = Exhaustive(
    check,
    "every 3x3 board, one a call: its BFS distance to 1 2 3 / 4 5 6 / 7 8 0, or -1",
    goal=STANDARD_GOAL,
    test_samples=(1_000, 3_000),
)
