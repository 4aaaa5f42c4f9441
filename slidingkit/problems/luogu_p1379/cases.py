"""Luogu P1379's cases: the statement's sample, the seeded generator of the other cases, and the
reference answer of any input.

Usage: python -m slidingkit.tools.cases --only luogu_p1379
"""

import dataclasses
import random
from typing import Dict, List, Tuple

from slidingkit.oracle.family_reference import distance_to
from slidingkit.oracle.reference import board_to_digits
from slidingkit.problems._cases import (
    Board,
    answers_text,
    distance_answer,
    input_text,
    layers,
    random_for,
    rows_text,
    unsolvable_twin,
)
from slidingkit.problems.luogu_p1379 import FORMAT, GOAL

SEED = 1312
SAMPLES: List[Tuple[str, str]] = [("283104765\n", "4\n")]
# The format with our files' answer, -1, for a board that cannot reach the goal (the statement
# rules such boards out; the extension-* cases hold them).
EXTENDED = dataclasses.replace(FORMAT, no_answer="-1")


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: one board at every distance 0..30, 20 of the farthest boards,
    six layouts, and one unsolvable board (extension-unsolvable, outside the statement)."""
    by_distance = layers(GOAL, 3)
    farthest = len(by_distance) - 1  # 30 for this goal
    written = FORMAT
    inputs = {}

    rng = random_for(seed, "luogu/dist")
    for moves in range(farthest + 1):
        inputs["dist-%02d" % moves] = input_text(written, [rng.choice(by_distance[moves])])

    rng = random_for(seed, "luogu/farthest")
    pool = list(by_distance[farthest])
    rng.shuffle(pool)
    for number, board in enumerate(sorted(pool[:20]), start=1):
        inputs["farthest-%02d" % number] = input_text(written, [board])

    def mid_board(rng: random.Random) -> Board:
        return rng.choice(by_distance[rng.randrange(15, farthest + 1)])

    rng = random_for(seed, "luogu/format")  # by hand: layouts a reader of the digits tolerates
    inputs["format-spaces"] = " ".join(board_to_digits(mid_board(rng))) + "\n"
    inputs["format-grid"] = rows_text(mid_board(rng), 3)
    inputs["format-grid-digits"] = rows_text(mid_board(rng), 3, separator="")
    inputs["format-no-final-newline"] = board_to_digits(mid_board(rng))
    inputs["format-crlf"] = board_to_digits(mid_board(rng)) + "\r\n"
    inputs["format-surrounding-spaces"] = "  " + board_to_digits(mid_board(rng)) + "   \n"

    rng = random_for(seed, "luogu/extension")
    board = unsolvable_twin(mid_board(rng), rng)  # by hand, as a board outside the statement
    inputs["extension-unsolvable"] = board_to_digits(board) + "\n"
    return inputs


def expected(text: str) -> str:
    """The board's distance to 123804765 by plain BFS, or -1 (our extension)."""
    return answers_text(
        EXTENDED, text, lambda query: distance_answer(distance_to(query.board, query.goal, 3))
    )
