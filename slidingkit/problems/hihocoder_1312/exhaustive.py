"""HihoCoder 1312's exhaustive check: every 3x3 board through solutions/hihocoder_1312.py.

t = 1,000 boards a solve() call, written by the format (t, then each board as three rows): one
line per board, its BFS distance to 123456780, or exactly `No Solution!` for the 181,440 that
cannot reach it. A batch that raises or has the wrong number of lines is reported, and then each
of its boards is tried alone (t = 1) to name the boards that fail.
"""

from typing import List, Sequence

from slidingkit.problems._exhaustive import (
    Exhaustive,
    FormatCheck,
    Mismatch,
    Position,
    Solve,
    board_digits,
)
from slidingkit.problems.hihocoder_1312 import FORMAT


class TriedAlone(FormatCheck):
    """The format's check, but a batch that raises or has the wrong number of lines is one
    mismatch (named by its first board), and then every board is tried alone (t = 1) to name
    the boards that fail."""

    def failed(
        self, solve: Solve, positions: Sequence[Position], expected: Sequence[str], failure: str
    ) -> List[Mismatch]:
        if len(positions) == 1:
            return super().failed(solve, positions, expected, failure)
        first = "%s (first of a batch of t = %d)" % (board_digits(positions[0][0]), len(positions))
        mismatches = [Mismatch(first, "%d lines" % len(positions), failure)]
        for position in positions:  # now name the boards that fail on their own
            mismatches.extend(self.batch(solve, [position]))
        return mismatches


CHECK = Exhaustive.of_format(
    FORMAT,
    "every 3x3 board, t = up to 1,000 a call: its BFS distance to 123456780, or `No Solution!`",
    kind=TriedAlone,
)
