"""Special judge, rule "any valid path": POJ 1077, HDU 1043 and UVa 652 (Eight).

Accepts an answer if and only if it has one line per board (UVa 652: answers separated by an
empty line), each line is `unsolvable` exactly when the board cannot reach 1 2 3 / 4 5 6 / 7 8 x,
and otherwise a string over u, d, l, r (the direction the blank travels) that replays, move by
move, from the board to that goal. Any length is accepted. CRLF, trailing spaces and a missing
final newline are forgiven. The first problem is named: `board 3: move 5 ('u') is illegal: the
blank at row 1, column 2 cannot go that way`. The input's layout is the problem's: LAYOUT in its
own checker, judge_cases/NAME_checker.py, NAME being the case folder's (judge_cases/NAME/CASE.in).

Usage   python3 judge_cases/any_path_checker.py INPUT ACTUAL EXPECTED
        (exit 0 AC, 1 WA, 3 judge error)
Cost    O(size of the files). Shares no code with core/ or solutions/ (see sliding_checks.py).
"""

import sys

try:  # run as a script: Python puts the script's folder, judge_cases/, first on sys.path
    import sliding_checks  # type: ignore[import-not-found]
except ModuleNotFoundError:  # imported as part of the kit (tools.common.load_checker, the tests)
    from judge_cases import sliding_checks


def check(problem: str, input_text: str, actual: str, expected: str):
    """None if the answer is accepted, else the first problem found."""
    layout = sliding_checks.x_layout(problem)
    return sliding_checks.check_x_paths(layout, input_text, actual, expected, shortest=False)


if __name__ == "__main__":
    sys.exit(sliding_checks.run(check, sys.argv[1:]))
