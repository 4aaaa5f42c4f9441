"""Special judge, rule "any path of at most 50 moves": UVa 10181 (15-Puzzle Problem).

The input is N, then N 4x4 boards (0 the blank). Accepts an answer if and only if it has one line
per board, each exactly `This puzzle is not solvable.` when the board cannot reach
1..15, 0, and otherwise a string over L, R, U, D (the direction the blank travels) of at most 50
moves that replays, move by move, from the board to that goal. The expected file only says which
boards are solvable, and parity must agree with it (else a judge error, exit 3).

Usage   python3 judge_cases/path_within_50_checker.py INPUT ACTUAL EXPECTED
        (exit 0 AC, 1 WA, 3 judge error)
Cost    O(size of the files). Shares no code with slidingkit/core/ or solutions/ (see
sliding_checks.py).
"""

import sys

try:  # run as a script: Python puts the script's folder, judge_cases/, first on sys.path
    import sliding_checks  # type: ignore[import-not-found]
except ModuleNotFoundError:  # imported as part of the kit (tools.common.load_checker, the tests)
    from judge_cases import sliding_checks

NOT_SOLVABLE = "This puzzle is not solvable."
GOAL = tuple(range(1, 16)) + (0,)
MOST_MOVES = 50


def check(problem: str, input_text: str, actual: str, expected: str):
    """None if the answer is accepted, else the first problem found."""
    boards = sliding_checks.counted_boards(input_text, 16)
    wanted = sliding_checks.output_lines(expected, len(boards))
    if len(wanted) != len(boards):
        raise sliding_checks.JudgeDataError(
            "the expected file has %d lines for %d boards" % (len(wanted), len(boards))
        )
    answers = sliding_checks.output_lines(actual, len(boards))
    if len(answers) != len(boards):
        return "expected %d lines, one per board, found %d" % (len(boards), len(answers))
    try:
        for number, (board, answer, reference) in enumerate(zip(boards, answers, wanted), 1):
            where = "board %d: " % number
            sliding_checks.agree(reference != NOT_SOLVABLE, board, GOAL, 4, where)
            if reference == NOT_SOLVABLE:
                if answer != NOT_SOLVABLE:
                    raise sliding_checks.Rejected(
                        "%sthe goal cannot be reached, so the answer is %r, not %s"
                        % (where, NOT_SOLVABLE, sliding_checks.shown(answer))
                    )
                continue
            if answer == NOT_SOLVABLE:
                raise sliding_checks.Rejected(
                    "%ssays not solvable, but the goal can be reached" % where
                )
            if len(answer) > MOST_MOVES:
                raise sliding_checks.Rejected(
                    "%sthe path has %d moves; at most %d are allowed"
                    % (where, len(answer), MOST_MOVES)
                )
            if sliding_checks.replay(board, answer, 4, "UDLR", where) != GOAL:
                raise sliding_checks.Rejected("%sthe path does not end on the goal" % where)
    except sliding_checks.Rejected as error:
        return str(error)
    return None


if __name__ == "__main__":
    sys.exit(sliding_checks.run(check, sys.argv[1:]))
