"""Special judge, rule "any shortest path": AcWing 179 (八数码).

As any_path_checker.py (one line: `unsolvable`, or a path over u, d, l, r from the board to
1 2 3 / 4 5 6 / 7 8 x that replays move by move), and the path must be as short as the expected
file's path, which is a shortest one: `the path has 21 moves; the shortest has 19`. A valid path
shorter than the expected one is a judge error (exit 3): the expected file is wrong.

Usage   python3 judge_cases/shortest_path_checker.py INPUT ACTUAL EXPECTED
        (exit 0 AC, 1 WA, 3 judge error)
Cost    O(size of the files). Shares no code with core/ or solutions/ (see sliding_checks.py).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from judge_cases import sliding_checks  # noqa: E402  # after the sys.path entry above


def check(problem: str, input_text: str, actual: str, expected: str):
    """None if the answer is accepted, else the first problem found."""
    return sliding_checks.check_x_paths(problem, input_text, actual, expected, shortest=True)


if __name__ == "__main__":
    sys.exit(sliding_checks.run(check, sys.argv[1:]))
