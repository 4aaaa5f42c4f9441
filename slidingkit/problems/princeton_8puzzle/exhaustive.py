"""Princeton 8puzzle's exhaustive check: every 3x3 board through solutions/princeton_8puzzle.py.

One board per solve() call (`3`, then three rows). Its special judge
(slidingkit/problems/princeton_8puzzle/checker.py, check()) accepts the output against
`Minimum number of moves = D` from BFS: the path is printed exactly, replays slide by slide from
the input to 123456780 and has the BFS length; the boards that cannot reach the goal print
exactly `No solution possible`.
"""

from typing import List, Sequence

from slidingkit.problems._exhaustive import (
    LAYOUT,
    STANDARD_GOAL,
    Exhaustive,
    Mismatch,
    Position,
    Solve,
    board_digits,
    described_failure,
    shortened,
)
from slidingkit.problems._format import Query
from slidingkit.problems.princeton_8puzzle import FORMAT, checker

HEADER = "Minimum number of moves = %d\n"
NO_SOLUTION = "No solution possible\n"


def check(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per board; the special judge decides each output."""
    mismatches = []
    for board, moves in positions:
        text = FORMAT.input_text([Query(board, STANDARD_GOAL, 3, 3)], LAYOUT)
        expected = NO_SOLUTION if moves is None else HEADER % moves
        try:
            got = solve(text)
        except Exception as error:
            mismatches.append(Mismatch(board_digits(board), expected, described_failure(error)))
            continue
        try:
            problem = checker.check(text, got, expected)
        except checker.JudgeDataError as error:  # e.g. a valid path shorter than BFS's: say so
            problem = "judge error: %s" % error
        if problem is not None:
            first_line = got.split("\n", 1)[0]
            mismatches.append(
                Mismatch(
                    board_digits(board),
                    expected,
                    "%s (special judge: %s)" % (shortened(first_line, 60), problem),
                )
            )
    return mismatches


CHECK = Exhaustive(
    check,
    "every 3x3 board, one a call: the special judge accepts the printed shortest path against "
    "BFS's move count to 123456780, or the output is exactly `No solution possible`",
    goal=STANDARD_GOAL,
    test_samples=(5_000, 20_000),
)
