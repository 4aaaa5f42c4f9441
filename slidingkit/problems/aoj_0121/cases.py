"""AOJ 0121's cases: the statement's sample, the seeded generator of the other cases, and the
reference answer of any input.

Usage: python -m slidingkit.tools.cases --only aoj_0121
"""

import random
from typing import Dict, List, Tuple

from slidingkit.oracle.family_reference import distance_to
from slidingkit.problems._cases import (
    Board,
    answers_text,
    distance_answer,
    input_text,
    layers,
    random_for,
)
from slidingkit.problems.aoj_0121 import CELLS, COLUMNS, FORMAT, GOAL, MOST

SEED = 121
SAMPLES: List[Tuple[str, str]] = [
    ("0 1 2 3 4 5 6 7\n1 0 2 3 4 5 6 7\n7 6 5 4 3 2 1 0\n", "0\n1\n28\n"),
]


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: boards until the end of input, one a line, up to 1,000."""
    by_distance = layers(GOAL, COLUMNS)
    written = FORMAT

    def any_board(rng: random.Random) -> Board:
        return rng.choice(by_distance[rng.randrange(len(by_distance))])

    inputs = {"solved": input_text(written, [GOAL])}
    inputs["farthest"] = input_text(written, by_distance[-1])
    rng = random_for(seed, "aoj_0121/blank")
    every_cell = []
    for cell in range(CELLS):
        board = any_board(rng)
        while board.index(0) != cell:
            board = any_board(rng)
        every_cell.append(board)
    inputs["every-blank-cell"] = input_text(written, every_cell)
    rng = random_for(seed, "aoj_0121/random")
    for number in range(1, 4):
        inputs["random-10-%d" % number] = input_text(written, [any_board(rng) for _ in range(10)])
    rng = random_for(seed, "aoj_0121/hard")
    hard = [rng.choice(by_distance[rng.randrange(30, len(by_distance))]) for _ in range(100)]
    inputs["hard-100"] = input_text(written, hard)
    rng = random_for(seed, "aoj_0121/largest")
    inputs["largest-1000"] = input_text(written, [any_board(rng) for _ in range(MOST)])
    # By hand: extra spaces and tabs, a blank line, CRLF line ends, no final newline.
    rng = random_for(seed, "aoj_0121/format")
    first, second, third = (any_board(rng) for _ in range(3))
    lines = ["  " + "   ".join(map(str, first)) + " ", "", "\t".join(map(str, second)) + "\t"]
    inputs["format-odd-spacing"] = "\r\n".join(lines + [" ".join(map(str, third))])
    return inputs


def expected(text: str) -> str:
    """A line a board: its distance to 0 1 2 3 / 4 5 6 7 by plain BFS over the 2x4 boards
    (ValueError for a board that cannot reach it, which the statement rules out)."""
    return answers_text(
        FORMAT, text, lambda query: distance_answer(distance_to(query.board, query.goal, COLUMNS))
    )
