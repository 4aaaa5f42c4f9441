"""HDU 3567's cases: the statement's sample, the seeded generator of the other cases, and the
reference answer of any input.

Usage: python -m slidingkit.tools.cases --only hdu_3567
"""

from typing import Dict, List, Optional, Sequence, Tuple

from slidingkit.oracle.family_reference import farthest_boards, shortest_path
from slidingkit.problems._cases import (
    Board,
    answers_text,
    path_answer,
    random_for,
    shuffled,
    shuffled_with_blank_at,
    swapped,
)
from slidingkit.problems._format import Query
from slidingkit.problems.hdu_3567 import FORMAT, MOST

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [
    ("2\n12X453786\n12345678X\n564178X23\n7568X4123\n", "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n")
]
ORDER = "DLRU"  # the smallest path wanted is the first in ASCII order of d, l, r, u


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: T, then T pairs of lines, a start and a goal written with X."""
    rng = random_for(seed, "hdu_3567")

    def solvable_pair(
        start_blank: Optional[int] = None, goal_blank: Optional[int] = None
    ) -> Tuple[Board, Board]:
        while True:
            start, goal = shuffled(9, rng), shuffled(9, rng)
            if start_blank is not None and start.index(0) != start_blank:
                continue
            if goal_blank is not None and goal.index(0) != goal_blank:
                continue
            if shortest_path(start, goal, 3) is None:
                start = swapped(start, rng)
            return start, goal

    written = FORMAT

    def case(pairs: Sequence[Tuple[Board, Board]]) -> str:
        return written.input_text([Query(start, goal, 3, 3) for start, goal in pairs], "single")

    inputs = {
        "every-blank-cell-pair": case([solvable_pair(s, g) for s in range(9) for g in range(9)])
    }
    inputs["max-200"] = case([solvable_pair() for _ in range(MOST)])
    start = shuffled(9, rng)
    inputs["start-is-goal"] = case([(start, start), solvable_pair()])
    farthest = []
    for cell in range(9):  # a farthest pair for every blank cell of the goal
        goal = shuffled_with_blank_at(cell, 9, rng)
        _, boards = farthest_boards(goal)
        farthest.append((boards[-1], goal))
    inputs["farthest-pairs"] = case(farthest)
    inputs["format-crlf"] = case([solvable_pair() for _ in range(3)]).replace("\n", "\r\n")
    for number in range(1, 6):
        inputs["random-10-%d" % number] = case([solvable_pair() for _ in range(10)])
    return inputs


def expected(text: str) -> str:
    """`Case K: ` and the length of the smallest shortest path, then that path in lower case;
    ValueError for a pair whose goal cannot be reached (the statement promises none)."""
    return answers_text(
        FORMAT,
        text,
        lambda query: path_answer(shortest_path(query.board, query.goal, 3, FORMAT.path_order)),
    )
