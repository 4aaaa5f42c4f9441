"""Special judge of UVa 652 (Eight): any valid path, on UVa's layout.

The rule is sliding_checks.check_x_paths's: one answer per board,
`unsolvable` exactly when the board cannot reach 1 2 3 / 4 5 6 / 7 8 x, else a path over
u, d, l, r that replays to it. What is UVa's own is LAYOUT: the input is N, then N boards of 1-8
and x, and an empty line separates two answers.

Usage   python3 judge_cases/uva_652_checker.py INPUT ACTUAL EXPECTED
        (exit 0 AC, 1 WA, 3 judge error)
Cost    O(size of the files). Shares no code with slidingkit/core/ or solutions/ (see
sliding_checks.py).
"""

import sys

try:  # run as a script: Python puts the script's folder, judge_cases/, first on sys.path
    import sliding_checks  # type: ignore[import-not-found]
except ModuleNotFoundError:  # imported as part of the kit (tools.common.load_checker, the tests)
    from judge_cases import sliding_checks

LAYOUT = sliding_checks.XLayout(count_line=True, one_board=False, answers_apart=True)


def check(problem: str, input_text: str, actual: str, expected: str):
    """None if the answer is accepted, else the first problem found (problem, the case folder's
    name, is not read: the layout is LAYOUT)."""
    return sliding_checks.check_x_paths(LAYOUT, input_text, actual, expected, shortest=False)


if __name__ == "__main__":
    sys.exit(sliding_checks.run(check, sys.argv[1:]))
