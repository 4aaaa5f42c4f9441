"""Baekjoon 1525's cases: the statement's samples, the seeded generator of the other cases, and
the reference answer of any input.

Usage: python -m slidingkit.tools.cases --only baekjoon_1525
"""

from typing import Dict, List, Tuple

from slidingkit.oracle.family_reference import GOAL_3, distance_to
from slidingkit.problems._cases import answers_text, distance_answer, input_text, pool3, random_for
from slidingkit.problems.baekjoon_1525 import FORMAT

SEED = 1525
SAMPLES: List[Tuple[str, str]] = [
    ("1 0 3\n4 2 5\n7 8 6\n", "3\n"),
    ("3 6 0\n8 1 2\n7 4 5\n", "-1\n"),
]


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text, one board each: the solved board, both 31-move boards, random
    solvable and unsolvable boards, the blank on every cell, random permutations; and by hand
    four spacings its readers tolerate (extra spaces and tabs, blank lines, CRLF, no final
    newline)."""
    pool = pool3()
    written = FORMAT
    inputs = {"solved": input_text(written, [GOAL_3])}
    for number, board in enumerate(pool.farthest, 1):
        inputs["farthest-%d" % number] = input_text(written, [board])

    rng = random_for(seed, "baekjoon/random")
    for number in range(1, 6):
        inputs["random-%d" % number] = input_text(written, [pool.solvable(rng)])
    for number in range(1, 4):
        inputs["unsolvable-%d" % number] = input_text(written, [pool.unsolvable(rng)])
    for number, board in enumerate(pool.mixed(4, rng), 1):
        inputs["permutation-%d" % number] = input_text(written, [board])

    rng = random_for(seed, "baekjoon/blank")
    for cell in range(9):
        inputs["blank-cell-%d" % cell] = input_text(written, [pool.with_blank_at(cell, rng)])

    rng = random_for(seed, "baekjoon/format")  # by hand: spacings a reader of rows tolerates
    board = pool.solvable(rng, 20)
    inputs["format-spaces-tabs"] = "  %d\t%d   %d \n%d %d\t\t%d\n %d %d %d\t\n" % board
    board = pool.unsolvable(rng)
    inputs["format-blank-lines"] = "\n%d %d %d\n\n%d %d %d\n \n%d %d %d\n\n" % board
    inputs["format-crlf"] = input_text(written, [pool.solvable(rng, 20)]).replace("\n", "\r\n")
    inputs["format-no-final-newline"] = input_text(written, [pool.solvable(rng, 20)])[:-1]
    return inputs


def expected(text: str) -> str:
    """The board's distance to 1 2 3 / 4 5 6 / 7 8 0 by plain BFS, or -1."""
    return answers_text(
        FORMAT, text, lambda query: distance_answer(distance_to(query.board, query.goal, 3))
    )
