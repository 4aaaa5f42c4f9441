"""HDU 1043's cases: the statement's sample, the seeded generator of the other cases, and the
reference answer of any input (one shortest path a board; the special judge accepts any path).

Usage: python -m slidingkit.tools.cases --only hdu_1043
"""

from typing import Dict, List, Tuple

from slidingkit.oracle.family_reference import (
    GOAL_3,
    shortest_path,
)
from slidingkit.problems._cases import (
    answers_text,
    input_text,
    path_answer,
    pool3,
    random_for,
    rows_text,
    x_symbols,
    x_tile,
)
from slidingkit.problems.hdu_1043 import FORMAT

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [("2  3  4  1  5  x  7  6  8\n", "ullddrurdllurdruldr\n")]


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: boards until the end of input, up to 1,000 of them."""
    pool = pool3()
    rng = random_for(seed, "hdu_1043")
    written = FORMAT
    inputs = {"farthest-and-solved": input_text(written, pool.farthest + [GOAL_3])}
    inputs["every-blank-cell"] = input_text(
        written, [pool.with_blank_at(cell, rng) for cell in range(9)]
    )
    inputs["unsolvable"] = input_text(written, [pool.unsolvable(rng) for _ in range(5)])
    inputs["many-1000"] = input_text(written, pool.mixed(1000, rng))
    inputs["hard-200"] = input_text(written, [pool.solvable(rng, 26) for _ in range(200)])
    # By hand: symbols run together, a grid and wide gaps in one input, no final newline.
    inputs["format-mixed-layout"] = (
        x_symbols(pool.solvable(rng))
        + "\n\n"
        + rows_text(pool.solvable(rng), 3, x_tile)
        + "  "
        + "   ".join(x_symbols(pool.unsolvable(rng)))
    )
    crlf = [pool.solvable(rng) for _ in range(3)]
    inputs["format-crlf"] = input_text(written, crlf).replace("\n", "\r\n")
    for number in range(1, 4):
        inputs["random-10-%d" % number] = input_text(written, pool.mixed(10, rng))
    return inputs


def expected(text: str) -> str:
    """A line a board: its first shortest path in the order U, D, L, R, in lower case, or
    `unsolvable`."""
    return answers_text(
        FORMAT, text, lambda query: path_answer(shortest_path(query.board, query.goal))
    )
