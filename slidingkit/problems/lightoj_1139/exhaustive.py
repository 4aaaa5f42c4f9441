"""LightOJ 1139's exhaustive check: every 3x3 board through solutions/lightoj_1139.py.

T = 1,000 boards a solve() call, each as three rows after an empty line: answer line i must be
exactly `Case i: D`, D the BFS distance to 123456780, or `Case i: impossible` for the boards
that cannot reach it.
"""

from typing import List, Optional, Sequence

from slidingkit.problems._exhaustive import (
    STANDARD_GOAL,
    Exhaustive,
    Mismatch,
    Position,
    Solve,
    check_counts,
    grid_rows,
)


def wanted(number: int, moves: Optional[int]) -> str:
    return "Case %d: %s" % (number, "impossible" if moves is None else moves)


def check(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """All the positions in one solve() call: `Case i: D` or `Case i: impossible`."""
    text = "%d\n" % len(positions) + "".join("\n" + grid_rows(board) for board, _ in positions)
    return check_counts(solve, positions, text, wanted)


CHECK = Exhaustive(
    check,
    "every 3x3 board, T = up to 1,000 a call: `Case i: D` with its BFS distance to 123456780, or "
    "`Case i: impossible`",
    goal=STANDARD_GOAL,
    test_samples=(1_000, 3_000),
)
