"""LightOJ 1139's cases: the statement's sample, the seeded generator of the other cases, and
the reference answer of any input.

Usage: python -m slidingkit.tools.cases --only lightoj_1139
"""

from typing import Dict, List, Sequence, Tuple

from slidingkit.oracle.family_reference import GOAL_3, distance_to
from slidingkit.problems._cases import (
    Board,
    answers_text,
    distance_answer,
    input_text,
    pool3,
    random_for,
)
from slidingkit.problems.lightoj_1139 import FORMAT, MOST

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [
    (
        "3\n\n1 2 3\n4 5 6\n8 7 0\n\n1 2 3\n4 5 6\n7 0 8\n\n1 3 2\n4 6 5\n7 8 0\n",
        "Case 1: impossible\nCase 2: 1\nCase 3: 18\n",
    )
]


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: T, then T boards of three rows, an empty line before each."""
    pool = pool3()
    rng = random_for(seed, "lightoj_1139")

    written = FORMAT

    def case(boards: Sequence[Board]) -> str:
        return input_text(written, boards)

    inputs = {"farthest-solved-unsolvable": case(pool.farthest + [GOAL_3, pool.unsolvable(rng)])}
    inputs["every-blank-cell"] = case([pool.with_blank_at(cell, rng) for cell in range(9)])
    inputs["max-1000-random"] = case(pool.mixed(MOST, rng))
    inputs["max-1000-hard"] = case([pool.solvable(rng, 26) for _ in range(MOST)])
    inputs["format-crlf"] = case([pool.solvable(rng) for _ in range(3)]).replace("\n", "\r\n")
    for number in range(1, 6):
        inputs["random-10-%d" % number] = case(pool.mixed(10, rng))
    return inputs


def expected(text: str) -> str:
    """`Case K: ` and the board's distance to 1..8, 0 by plain BFS, or `impossible`."""
    return answers_text(
        FORMAT, text, lambda query: distance_answer(distance_to(query.board, query.goal, 3))
    )
