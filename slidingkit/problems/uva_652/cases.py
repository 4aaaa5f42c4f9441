"""UVa 652's cases: the statement's sample, the seeded generator of the other cases, and the
reference answer of any input (one shortest path a board; the special judge accepts any path).

Usage: python -m slidingkit.tools.cases --only uva_652
"""

from typing import Dict, List, Sequence, Tuple

from slidingkit.oracle.family_reference import (
    GOAL_3,
    shortest_path,
)
from slidingkit.problems._cases import (
    Board,
    answers_text,
    input_text,
    path_answer,
    pool3,
    random_for,
    rows_text,
    x_symbols,
    x_tile,
)
from slidingkit.problems.uva_652 import FORMAT

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [("1\n\n2  3  4  1  5  x  7  6  8\n", "ullddrurdllurdruldr\n")]
# The cases written by hand, in layouts the statement's readers tolerate and the format does not
# write (besides the format-* ones).
HAND_WRITTEN = {"compact-symbols", "grid-layout"}


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: N, an empty line, then N boards separated by empty lines."""
    pool = pool3()
    rng = random_for(seed, "uva_652")

    written = FORMAT

    def case(boards: Sequence[Board]) -> str:
        return input_text(written, boards)

    inputs = {"solved-among-others": case([pool.solvable(rng), GOAL_3, pool.unsolvable(rng)])}
    inputs["farthest"] = case(pool.farthest)
    inputs["every-blank-cell"] = case([pool.with_blank_at(cell, rng) for cell in range(9)])
    compact = [pool.solvable(rng) for _ in range(3)]  # by hand: each board's symbols run together
    inputs["compact-symbols"] = "%d\n\n" % len(compact) + "\n".join(
        x_symbols(board) + "\n" for board in compact
    )
    inputs["many-500"] = case(pool.mixed(500, rng))
    # By hand: each board as a grid of three rows.
    inputs["grid-layout"] = "2\n\n" + "\n".join(
        rows_text(pool.solvable(rng, 20), 3, x_tile) for _ in range(2)
    )
    inputs["single-solved"] = case([GOAL_3])
    for number in range(1, 4):
        inputs["random-10-%d" % number] = case(pool.mixed(10, rng))
    return inputs


def expected(text: str) -> str:
    """A board's first shortest path in the order U, D, L, R, in lower case, or `unsolvable`;
    an empty line between two boards' answers."""
    return answers_text(
        FORMAT, text, lambda query: path_answer(shortest_path(query.board, query.goal))
    )
