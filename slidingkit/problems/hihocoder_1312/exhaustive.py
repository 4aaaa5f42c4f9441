"""HihoCoder 1312's exhaustive check: every 3x3 board through solutions/hihocoder_1312.py.

t = 1,000 boards a solve() call, each as three rows: one line per board, its BFS distance to
123456780, or exactly `No Solution!` for the 181,440 that cannot reach it. A batch that raises
or has the wrong number of lines is reported, and then each of its boards is tried alone (t = 1)
to name the boards that fail.
"""

from typing import List, Optional, Sequence

from slidingkit.problems._exhaustive import (
    STANDARD_GOAL,
    Board,
    Exhaustive,
    Mismatch,
    Position,
    Solve,
    board_digits,
    described_failure,
    grid_rows,
    shortened,
)

NO_SOLUTION = "No Solution!"  # the statement's line for a board that cannot reach the goal


def line(moves: Optional[int]) -> str:
    return NO_SOLUTION if moves is None else str(moves)


def input_text(boards: Sequence[Board]) -> str:
    return "%d\n" % len(boards) + "".join(grid_rows(board) for board in boards)


def check(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """All the positions in one solve() call (t = len(positions)): one exact line per board.

    If the batch raises or has the wrong number of lines, that is reported as a mismatch of the
    batch (named by its first board), and every board is then tried alone (t = 1) to name the
    boards that fail.
    """
    boards = [board for board, _ in positions]
    expected_lines = [line(moves) for _, moves in positions]
    expected = "".join(each + "\n" for each in expected_lines)
    try:
        got = solve(input_text(boards))
    except Exception as error:
        got = described_failure(error)
    if got == expected:
        return []
    got_lines = got.split("\n")
    if got.endswith("\n") and len(got_lines) == len(boards) + 1:  # a line per board, then ""
        return [
            Mismatch(board_digits(board), want + "\n", have + "\n")
            for board, want, have in zip(boards, expected_lines, got_lines)
            if want != have
        ]
    if len(boards) == 1:
        return [Mismatch(board_digits(boards[0]), expected, shortened(got))]
    first = "%s (first of a batch of t = %d)" % (board_digits(boards[0]), len(boards))
    mismatches = [Mismatch(first, "%d lines" % len(boards), shortened(got))]
    for position in positions:  # now name the boards that fail on their own
        mismatches.extend(check(solve, [position]))
    return mismatches


CHECK = Exhaustive(
    check,
    "every 3x3 board, t = up to 1,000 a call: its BFS distance to 123456780, or `No Solution!`",
    goal=STANDARD_GOAL,
)
