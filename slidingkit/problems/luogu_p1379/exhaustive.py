"""Luogu P1379's exhaustive check: every 3x3 board through solutions/luogu_p1379.py.

One board per solve() call, written as nine digits (`283104765`): the 181,440 boards that can
reach 123804765 must print their BFS distance, the 181,440 that cannot print -1 (the kit's
answer for a board the statement rules out), exactly, each with a newline.
"""

from typing import List, Sequence

from slidingkit.problems._exhaustive import (
    Exhaustive,
    Mismatch,
    Position,
    Solve,
    board_digits,
    described_failure,
)
from slidingkit.problems.luogu_p1379 import GOAL


def check(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per board: output exactly the distance or -1 and a newline."""
    mismatches = []
    for board, moves in positions:
        expected = "%d\n" % (-1 if moves is None else moves)
        try:
            got = solve(board_digits(board) + "\n")
        except Exception as error:  # a crash on one board is that board's mismatch
            got = described_failure(error)
        if got != expected:
            mismatches.append(Mismatch(board_digits(board), expected, got))
    return mismatches


CHECK = Exhaustive(
    check,
    "every 3x3 board, one a call: its BFS distance to 123804765, or -1 where it cannot reach it",
    goal=GOAL,
)
