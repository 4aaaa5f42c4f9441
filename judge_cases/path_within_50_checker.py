"""Special judge, rule "any path of at most 50 moves": UVa 10181 (15-Puzzle Problem).

The input is N, then N 4x4 boards (0 the blank). Accepts an answer if and only if it has one line
per board, each exactly `This puzzle is not solvable.` when the board cannot reach
1..15, 0, and otherwise a string over L, R, U, D (the direction the blank travels) of at most 50
moves that replays, move by move, from the board to that goal. The expected file only says which
boards are solvable, and parity must agree with it (else a judge error, exit 3).

Usage   python3 judge_cases/path_within_50_checker.py INPUT ACTUAL EXPECTED
        (exit 0 AC, 1 WA, 3 judge error)
Cost    O(size of the files). Shares no code with core/ or solutions/ (see sliding_checks.py).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from judge_cases.sliding_checks import (  # noqa: E402  # after the sys.path entry above
    JudgeDataError,
    Rejected,
    agree,
    counted_boards,
    output_lines,
    replay,
    run,
    shown,
)

NOT_SOLVABLE = "This puzzle is not solvable."
GOAL = tuple(range(1, 16)) + (0,)
MOST_MOVES = 50


def check(problem: str, input_text: str, actual: str, expected: str):
    """None if the answer is accepted, else the first problem found."""
    boards = counted_boards(input_text, 16)
    wanted = output_lines(expected, len(boards))
    if len(wanted) != len(boards):
        raise JudgeDataError(
            "the expected file has %d lines for %d boards" % (len(wanted), len(boards))
        )
    answers = output_lines(actual, len(boards))
    if len(answers) != len(boards):
        return "expected %d lines, one per board, found %d" % (len(boards), len(answers))
    try:
        for number, (board, answer, reference) in enumerate(zip(boards, answers, wanted), 1):
            where = "board %d: " % number
            agree(reference != NOT_SOLVABLE, board, GOAL, 4, where)
            if reference == NOT_SOLVABLE:
                if answer != NOT_SOLVABLE:
                    raise Rejected(
                        "%sthe goal cannot be reached, so the answer is %r, not %s"
                        % (where, NOT_SOLVABLE, shown(answer))
                    )
                continue
            if answer == NOT_SOLVABLE:
                raise Rejected("%ssays not solvable, but the goal can be reached" % where)
            if len(answer) > MOST_MOVES:
                raise Rejected(
                    "%sthe path has %d moves; at most %d are allowed"
                    % (where, len(answer), MOST_MOVES)
                )
            if replay(board, answer, 4, "UDLR", where) != GOAL:
                raise Rejected("%sthe path does not end on the goal" % where)
    except Rejected as error:
        return str(error)
    return None


if __name__ == "__main__":
    sys.exit(run(check, sys.argv[1:]))
