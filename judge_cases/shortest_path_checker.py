"""Special judge, rule "any shortest path": AcWing 179 (八数码).

As any_path_checker.py (one line: `unsolvable`, or a path over u, d, l, r from the board to
1 2 3 / 4 5 6 / 7 8 x that replays move by move), and the path must be as short as the expected
file's path, which is a shortest one: `the path has 21 moves; the shortest has 19`. A valid path
shorter than the expected one is a judge error (exit 3): the expected file is wrong.

Usage   python3 judge_cases/shortest_path_checker.py INPUT ACTUAL EXPECTED
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
    return sliding_checks.check_x_paths(layout, input_text, actual, expected, shortest=True)


if __name__ == "__main__":
    sys.exit(sliding_checks.run(check, sys.argv[1:]))
