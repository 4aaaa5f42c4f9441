"""Special judge of UVa 10181 (15-Puzzle Problem): any path of at most 50 moves.

The input is N, then N 4x4 boards (0 the blank). Accepts an answer if and only if it has one line
per board, each exactly `This puzzle is not solvable.` (FORMAT's no_answer) when the board
cannot reach 1..15, 0, and otherwise a string over L, R, U, D (the direction the blank travels)
of at most 50 moves that replays, move by move, from the board to that goal. The expected file
only says which boards are solvable, and parity must agree with it (else a judge error, exit 3).

Usage   python3 judge_cases/uva_10181_checker.py INPUT ACTUAL EXPECTED
        (exit 0 AC, 1 WA, 3 judge error)
Cost    O(size of the files). Shares no code with slidingkit/core/ or solutions/.
"""

from typing import Optional, Sequence

from slidingkit.problems import _checks
from slidingkit.problems.uva_10181 import FORMAT

NOT_SOLVABLE = FORMAT.no_answer
(SHAPE,) = FORMAT.shapes
GOAL = FORMAT.goal_of(SHAPE)
MOST_MOVES = 50  # the statement's bound on an answer's path (FORMAT.most_moves bounds a distance)


def check(input_text: str, actual: str, expected: str) -> Optional[str]:
    """None if the answer is accepted, else the first problem found."""
    boards = [query.board for query in _checks.input_boards(FORMAT, input_text)]
    wanted = _checks.output_lines(expected, len(boards))
    if len(wanted) != len(boards):
        raise _checks.JudgeDataError(
            "the expected file has %d lines for %d boards" % (len(wanted), len(boards))
        )
    answers = _checks.output_lines(actual, len(boards))
    if len(answers) != len(boards):
        return "expected %d lines, one per board, found %d" % (len(boards), len(answers))
    try:
        for number, (board, answer, reference) in enumerate(zip(boards, answers, wanted), 1):
            where = "board %d: " % number
            _checks.agree(reference != NOT_SOLVABLE, board, GOAL, SHAPE[1], where)
            if reference == NOT_SOLVABLE:
                if answer != NOT_SOLVABLE:
                    raise _checks.Rejected(
                        "%sthe goal cannot be reached, so the answer is %r, not %s"
                        % (where, NOT_SOLVABLE, _checks.shown(answer))
                    )
                continue
            if answer == NOT_SOLVABLE:
                raise _checks.Rejected("%ssays not solvable, but the goal can be reached" % where)
            if len(answer) > MOST_MOVES:
                raise _checks.Rejected(
                    "%sthe path has %d moves; at most %d are allowed"
                    % (where, len(answer), MOST_MOVES)
                )
            if _checks.replay(board, answer, SHAPE[1], FORMAT.letters, where) != GOAL:
                raise _checks.Rejected("%sthe path does not end on the goal" % where)
    except _checks.Rejected as error:
        return str(error)
    return None


def main(argv: Sequence[str]) -> int:
    """The command: INPUT ACTUAL EXPECTED judged, the exit status returned."""
    return _checks.run(check, argv)
