"""AcWing 845's exhaustive check: every 3x3 board through solutions/acwing_845.py.

One board per solve() call, written as the tokens 1-8 and x: the answer line must be exactly
the BFS distance to 12345678x, or -1 for the 181,440 boards that cannot reach it.
"""

from typing import List, Optional, Sequence

from problems._exhaustive import (
    STANDARD_GOAL,
    Exhaustive,
    Mismatch,
    Position,
    Solve,
    check_counts,
    x_tokens,
)


def wanted(number: int, moves: Optional[int]) -> str:
    return "%d" % (-1 if moves is None else moves)


def check(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per board: the BFS distance, or -1."""
    mismatches = []
    for position in positions:
        mismatches.extend(check_counts(solve, [position], x_tokens(position[0]) + "\n", wanted))
    return mismatches


CHECK = Exhaustive(
    check,
    "every 3x3 board, one a call: its BFS distance to 12345678x, or -1",
    goal=STANDARD_GOAL,
    test_samples=(1_000, 3_000),
)
