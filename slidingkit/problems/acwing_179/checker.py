"""Special judge of AcWing 179 (八数码): any shortest path, on AcWing's layout.

The rule is slidingkit/problems/_checks.py's check_x_paths: one answer line, `unsolvable`
exactly when the board cannot reach 1 2 3 / 4 5 6 / 7 8 x, else a path over u, d, l, r that
replays to it and is as short as the expected file's. What is AcWing's own is its FORMAT: the
input is one board of 1-8 and x, any spacing.

Usage   python3 judge_cases/acwing_179_checker.py INPUT ACTUAL EXPECTED
        (exit 0 AC, 1 WA, 3 judge error)
Cost    O(size of the files). Shares no code with slidingkit/core/ or solutions/.
"""

from typing import Optional, Sequence

from slidingkit.problems import _checks
from slidingkit.problems.acwing_179 import FORMAT


def check(input_text: str, actual: str, expected: str) -> Optional[str]:
    """None if the answer is accepted, else the first problem found."""
    return _checks.check_x_paths(FORMAT, input_text, actual, expected, shortest=True)


def main(argv: Sequence[str]) -> int:
    """The command: INPUT ACTUAL EXPECTED judged, the exit status returned."""
    return _checks.run(check, argv)
