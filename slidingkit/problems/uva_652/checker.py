"""Special judge of UVa 652 (Eight): any valid path, on UVa's layout.

The rule is slidingkit/problems/_checks.py's check_x_paths: one answer per board, `unsolvable`
exactly when the board cannot reach 1 2 3 / 4 5 6 / 7 8 x, else a path over u, d, l, r that
replays to it. What is UVa's own is its FORMAT: the input is N, then N boards of 1-8 and x, and
an empty line separates two answers.

Usage   python3 judge_cases/uva_652_checker.py INPUT ACTUAL EXPECTED
        (exit 0 AC, 1 WA, 3 judge error)
Cost    O(size of the files). Shares no code with slidingkit/core/ or solutions/.
"""

from typing import Optional, Sequence

from slidingkit.problems import _checks
from slidingkit.problems.uva_652 import FORMAT


def check(input_text: str, actual: str, expected: str) -> Optional[str]:
    """None if the answer is accepted, else the first problem found."""
    return _checks.check_x_paths(FORMAT, input_text, actual, expected, shortest=False)


def main(argv: Sequence[str]) -> int:
    """The command: INPUT ACTUAL EXPECTED judged, the exit status returned."""
    return _checks.run(check, argv)
