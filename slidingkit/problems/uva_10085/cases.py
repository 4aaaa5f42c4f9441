"""UVa 10085's cases: the statement's sample, the seeded generator of the other cases, and the
reference answer of any input (one farthest board and a shortest path to it; the special judge
accepts any).

Usage: python -m slidingkit.tools.cases --only uva_10085
"""

from typing import Dict, List, Sequence, Tuple

from slidingkit.oracle.family_reference import (
    GOAL_3,
    farthest_boards,
    path_between,
)
from slidingkit.problems._cases import (
    Board,
    answers_text,
    input_text,
    random_for,
    shuffled_with_blank_at,
)
from slidingkit.problems._format import Answer
from slidingkit.problems.uva_10085 import FORMAT

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [
    (
        "1\n\n2 6 4\n1 3 7\n0 5 8\n\n",
        "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n",
    )
]


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: N, then N starts of three rows, an empty line after each."""
    rng = random_for(seed, "uva_10085")
    written = FORMAT

    def case(boards: Sequence[Board]) -> str:
        return input_text(written, boards)

    starts = [shuffled_with_blank_at(cell, 9, rng) for cell in range(9)]
    inputs = {
        "every-blank-cell-%d" % part: case(starts[part * 3 : part * 3 + 3]) for part in range(3)
    }
    inputs["goal-start"] = case([GOAL_3])
    for cell in range(0, 9, 2):
        inputs["single-blank-cell-%d" % cell] = case([starts[cell]])
    return inputs


def expected(text: str) -> str:
    """A block a start: `Puzzle #K`, the first farthest board (in tuple order) as three rows,
    the path to it, and an empty line."""
    return answers_text(FORMAT, text, lambda query: farthest_answer(query.board))


def farthest_answer(start: Board) -> Answer:
    """The first of the boards farthest from start (in tuple order), with a path to it."""
    board = farthest_boards(start)[1][0]
    return Answer(path=path_between(start, board), farthest=board)
