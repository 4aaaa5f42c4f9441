"""HDU 1043's exhaustive check: every 3x3 board through solutions/hdu_1043.py.

1,000 boards a solve() call, one a line until the end of the input, as the tokens 1-8 and x:
answer line i must be `unsolvable` exactly when board i cannot reach 12345678x, and otherwise a
path over u, d, l, r that replays move by move to the goal and is as long as the BFS distance.
"""

from typing import List, Sequence

from slidingkit.problems._exhaustive import (
    STANDARD_GOAL,
    Exhaustive,
    Mismatch,
    Position,
    Solve,
    check_paths,
    x_tokens,
)


def check(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """All the positions in one solve() call, one board a line until the end of input."""
    return check_paths(solve, positions, "".join(x_tokens(board) + "\n" for board, _ in positions))


CHECK = Exhaustive(
    check,
    "every 3x3 board, up to 1,000 a call: a path as long as BFS's that replays to 12345678x, or "
    "`unsolvable`",
    goal=STANDARD_GOAL,
    test_samples=(1_000, 3_000),
)
