"""POJ 2893's cases: the statement's sample, the seeded generator of the other cases, and the
reference answer of any input.

Usage: python -m slidingkit.tools.cases --only poj_2893
"""

from typing import Dict, List, Sequence, Tuple

from slidingkit.oracle.family_reference import (
    distance_to,
    solvable,
)
from slidingkit.problems._cases import Board, answers_text, random_for, shuffled
from slidingkit.problems._format import Answer, Query
from slidingkit.problems.poj_2893 import FORMAT, LARGEST_SIDE

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [
    ("3 3\n1 0 3\n4 2 5\n7 8 6\n4 3\n1 2 5\n4 6 9\n11 8 10\n3 7 0\n0 0\n", "YES\nNO\n")
]
# The cases whose reference answer takes seconds (a BFS of every small shape, the inversion count
# of 10^6 tiles): the tests check them in make test-all.
SLOW_CASES = {"small-shapes-bfs", "largest-999x999"}


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: tests of `M N` and M rows, then `0 0`; shapes up to 999x999."""
    rng = random_for(seed, "poj_2893")

    written = FORMAT

    def case(boards: Sequence[Tuple[int, int, Board]]) -> str:
        queries = [
            Query(board, written.goal_of((rows, columns)), rows, columns)
            for rows, columns, board in boards
        ]
        return written.input_text(queries, "single")

    small = [
        (rows, columns, shuffled(rows * columns, rng))
        for rows, columns in [(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (4, 2), (2, 5)]
        for _ in range(6)
    ]
    inputs = {"small-shapes-bfs": case(small)}
    mid = [
        (rows, columns, shuffled(rows * columns, rng))
        for rows, columns in [(4, 4), (5, 7), (7, 5), (10, 10), (2, 999), (999, 2), (31, 32)]
        for _ in range(3)
    ]
    inputs["mixed-shapes"] = case(mid)
    inputs["solved-boards"] = case(
        [(r, c, tuple(range(1, r * c)) + (0,)) for r, c in [(2, 2), (3, 4), (50, 40)]]
    )
    inputs["largest-999x999"] = case(
        [(LARGEST_SIDE, LARGEST_SIDE, shuffled(LARGEST_SIDE * LARGEST_SIDE, rng))]
    )
    # By hand: odd spacing, tabs, CRLF, rows split anywhere, no final newline.
    inputs["format-odd-spacing"] = "  3   3 \r\n1 0\t3\n 4 2 5 7\n8 6\n\n2 2  0 1 3 2\n0 0"
    for number in range(1, 5):
        shapes = [(rng.randrange(2, 40), rng.randrange(2, 40)) for _ in range(10)]
        inputs["random-shapes-%d" % number] = case(
            [(r, c, shuffled(r * c, rng)) for r, c in shapes]
        )
    return inputs


def bfs_sized(rows: int, columns: int) -> bool:
    """Whether a plain BFS decides the shape: at most 181,440 reachable boards."""
    return rows * columns <= 9 or (rows == 2 and columns <= 5) or (columns == 2 and rows <= 5)


def expected(text: str) -> str:
    """YES or NO a test: by plain BFS where the shape allows it, else by the inversion count."""
    return answers_text(FORMAT, text, lambda query: Answer() if reaches(query) else None)


def reaches(query: Query) -> bool:
    """Whether query's board reaches its goal: by plain BFS where the shape allows it, else by
    the inversion count."""
    if bfs_sized(query.rows, query.columns):
        return distance_to(query.board, query.goal, query.columns) is not None
    return solvable(query.board, query.goal, query.columns)
