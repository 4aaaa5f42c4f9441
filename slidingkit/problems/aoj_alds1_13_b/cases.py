"""AOJ ALDS1_13_B's cases: the statement's sample, the seeded generator of the other cases, and
the reference answer of any input.

Usage: python -m slidingkit.tools.cases --only aoj_alds1_13_b
"""

import dataclasses
from typing import Dict, List, Tuple

from slidingkit.oracle.family_reference import GOAL_3, distance_to
from slidingkit.problems._cases import (
    answers_text,
    distance_answer,
    input_text,
    pool3,
    random_for,
    rows_text,
)
from slidingkit.problems.aoj_alds1_13_b import FORMAT

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [("1 3 0\n4 2 5\n7 8 6\n", "4\n")]
# The format with our files' answer, -1, for a board that cannot reach the goal (the statement
# rules such boards out; the extension-* cases hold them).
EXTENDED = dataclasses.replace(FORMAT, no_answer="-1")


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: one 3x3 board as three rows: the solved board, both farthest
    boards (31 moves), the blank on every cell, random boards, odd spacing (by hand), and one
    unsolvable board (extension-unsolvable, outside the statement)."""
    pool = pool3()
    rng = random_for(seed, "aoj_alds1_13_b")
    written = FORMAT
    inputs = {"solved": input_text(written, [GOAL_3])}
    for number, board in enumerate(pool.farthest, 1):
        inputs["farthest-%d" % number] = input_text(written, [board])
    for cell in range(9):
        inputs["blank-cell-%d" % cell] = input_text(written, [pool.with_blank_at(cell, rng)])
    for number in range(1, 6):
        inputs["random-%d" % number] = input_text(written, [pool.solvable(rng)])
    # By hand: leading and wide spaces, tabs, CRLF, no final newline.
    board = pool.solvable(rng, 20)
    inputs["format-odd-spacing"] = (
        "  " + rows_text(board, 3, separator=" \t  ").replace("\n", " \r\n").rstrip()
    )
    inputs["format-blank-lines"] = "\n" + rows_text(pool.solvable(rng, 20), 3).replace("\n", "\n\n")
    inputs["extension-unsolvable"] = input_text(written, [pool.unsolvable(rng)])
    return inputs


def expected(text: str) -> str:
    """The board's distance to 1 2 3 / 4 5 6 / 7 8 0 by plain BFS, or -1 (our extension)."""
    return answers_text(
        EXTENDED, text, lambda query: distance_answer(distance_to(query.board, query.goal, 3))
    )
