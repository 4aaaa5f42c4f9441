"""AcWing 845's cases: the statement's sample, the seeded generator of the other cases, and the
reference answer of any input.

Usage: python -m slidingkit.tools.cases --only acwing_845
"""

from typing import Dict, List, Tuple

from slidingkit.oracle.family_reference import distance_to
from slidingkit.problems._cases import answers_text, distance_answer, single_x_inputs
from slidingkit.problems.acwing_845 import FORMAT

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [("2  3  4  1  5  x  7  6  8\n", "19\n")]


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: one x board each (problems._cases.single_x_inputs)."""
    return single_x_inputs(seed, "acwing_845", FORMAT)


def expected(text: str) -> str:
    """The board's distance to 1..8, x by plain BFS, or -1."""
    return answers_text(
        FORMAT, text, lambda query: distance_answer(distance_to(query.board, query.goal, 3))
    )
