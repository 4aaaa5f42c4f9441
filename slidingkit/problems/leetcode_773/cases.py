"""LeetCode 773's cases: the statement's examples, the seeded generator of the other cases, and
the reference answer of any input.

Usage: python -m slidingkit.tools.cases --only leetcode_773
"""

from typing import Dict, List, Tuple

from slidingkit.oracle.family_reference import GOAL_2X3, distance_to
from slidingkit.problems._cases import (
    answers_text,
    distance_answer,
    input_text,
    layers,
    random_for,
    swapped,
)
from slidingkit.problems._format import Board
from slidingkit.problems.leetcode_773 import FORMAT

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [
    ("[[1,2,3],[4,0,5]]\n", "1\n"),
    ("[[1,2,3],[5,4,0]]\n", "-1\n"),
    ("[[4,1,2],[5,0,3]]\n", "5\n"),
    ("[[3,2,4],[1,5,0]]\n", "14\n"),
]


def as_list(board: Board) -> str:
    """The input holding board, as the format writes it: a list of rows."""
    return input_text(FORMAT, [board])


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: one 2x3 board as a list of rows (two cases in other layouts)."""
    rng = random_for(seed, "leetcode_773")
    by_distance = layers(GOAL_2X3, 3)
    inputs = {"solved": as_list(GOAL_2X3)}
    for number, board in enumerate(by_distance[-1], 1):
        inputs["farthest-%d" % number] = as_list(board)
    for cell in range(6):
        while True:
            board = rng.choice(by_distance[rng.randrange(1, len(by_distance))])
            if board.index(0) == cell:
                break
        inputs["blank-cell-%d" % cell] = as_list(board)
    inputs["unsolvable"] = as_list(swapped(rng.choice(by_distance[10]), rng))
    # By hand: two layouts a reader of the list tolerates.
    inputs["format-six-numbers"] = "%d %d %d\n%d %d %d\n" % rng.choice(by_distance[12])
    inputs["format-spaces"] = "[ [ %d , %d , %d ] , [ %d , %d , %d ] ]\n" % rng.choice(
        by_distance[15]
    )
    return inputs


def expected(text: str) -> str:
    """The board's distance to [[1,2,3],[4,5,0]] by plain BFS, or -1."""
    return answers_text(
        FORMAT, text, lambda query: distance_answer(distance_to(query.board, query.goal, 3))
    )
