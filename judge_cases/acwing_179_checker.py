"""Special judge of AcWing 179 (八数码): any shortest path, on AcWing's layout.

The rule is sliding_checks.check_x_paths's: one answer line,
`unsolvable` exactly when the board cannot reach 1 2 3 / 4 5 6 / 7 8 x, else a path over
u, d, l, r that replays to it and is as short as the expected file's. What is AcWing's own is
LAYOUT: the input is one board of 1-8 and x, any spacing.

Usage   python3 judge_cases/acwing_179_checker.py INPUT ACTUAL EXPECTED
        (exit 0 AC, 1 WA, 3 judge error)
Cost    O(size of the files). Shares no code with slidingkit/core/ or solutions/ (see
sliding_checks.py).
"""

import sys

try:  # run as a script: Python puts the script's folder, judge_cases/, first on sys.path
    import sliding_checks  # type: ignore[import-not-found]
except ModuleNotFoundError:  # imported as part of the kit (tools.common.load_checker, the tests)
    from judge_cases import sliding_checks

LAYOUT = sliding_checks.XLayout(count_line=False, one_board=True, answers_apart=False)


def check(problem: str, input_text: str, actual: str, expected: str):
    """None if the answer is accepted, else the first problem found (problem, the case folder's
    name, is not read: the layout is LAYOUT)."""
    return sliding_checks.check_x_paths(LAYOUT, input_text, actual, expected, shortest=True)


if __name__ == "__main__":
    sys.exit(sliding_checks.run(check, sys.argv[1:]))
