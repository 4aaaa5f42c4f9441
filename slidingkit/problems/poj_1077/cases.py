"""POJ 1077's cases: the statement's sample, the seeded generator of the other cases, and the
reference answer of any input (one shortest path; the special judge accepts any it should).

Usage: python -m slidingkit.tools.cases --only poj_1077
"""

from typing import Dict, List, Tuple

from slidingkit.oracle.family_reference import shortest_path
from slidingkit.problems._cases import answers_text, path_answer, single_x_inputs
from slidingkit.problems.poj_1077 import FORMAT

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [("2  3  4  1  5  x  7  6  8\n", "ullddrurdllurdruldr\n")]


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: one x board each (problems._cases.single_x_inputs)."""
    return single_x_inputs(seed, "poj_1077", FORMAT)


def expected(text: str) -> str:
    """The first shortest path in the order U, D, L, R, in lower case, or `unsolvable`."""
    return answers_text(
        FORMAT, text, lambda query: path_answer(shortest_path(query.board, query.goal))
    )
