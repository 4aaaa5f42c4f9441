"""LintCode 794's cases: the statement's examples, the seeded generator of the other cases, and
the reference answer of any input.

Usage: python -m slidingkit.tools.cases --only lintcode_794
"""

from typing import Dict, List, Tuple

from slidingkit.oracle.family_reference import farthest_boards
from slidingkit.oracle.reference import distance_between
from slidingkit.problems._cases import (
    Board,
    answers_text,
    distance_answer,
    random_for,
    shuffled,
    shuffled_with_blank_at,
    swapped,
)
from slidingkit.problems._format import Query
from slidingkit.problems.lintcode_794 import FORMAT

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [
    ("[[2,8,3],[1,0,4],[7,6,5]]\n[[1,2,3],[8,0,4],[7,6,5]]\n", "4\n"),
    ("[[2,3,8],[7,0,5],[1,6,4]]\n[[1,2,3],[8,0,4],[7,6,5]]\n", "-1\n"),
]


def pair_text(start: Board, goal: Board) -> str:
    """The input asking for start to goal, as the format writes it: two lists of rows."""
    return FORMAT.input_text([Query(start, goal, 3, 3)], "single")


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: a start and a goal, each a 3x3 list of rows on its own line."""
    rng = random_for(seed, "lintcode_794")

    def reachable(start: Board, goal: Board) -> Board:
        """start, or its twin of the other class where it cannot reach goal."""
        return start if distance_between(start, goal) is not None else swapped(start, rng)

    inputs = {}
    for number in range(1, 6):
        start, goal = shuffled(9, rng), shuffled(9, rng)
        inputs["random-solvable-%d" % number] = pair_text(reachable(start, goal), goal)
        unreachable = swapped(reachable(start, goal), rng)
        inputs["random-unsolvable-%d" % number] = pair_text(unreachable, goal)
    for cell in range(9):
        goal = shuffled_with_blank_at(cell, 9, rng)
        start = shuffled_with_blank_at(rng.randrange(9), 9, rng)
        inputs["goal-blank-cell-%d" % cell] = pair_text(reachable(start, goal), goal)
        start = shuffled_with_blank_at(cell, 9, rng)
        goal = shuffled(9, rng)
        inputs["start-blank-cell-%d" % cell] = pair_text(reachable(start, goal), goal)
    for cell in (0, 2, 6, 8):  # a corner blank in the goal: the farthest pairs are 31 moves
        goal = shuffled_with_blank_at(cell, 9, rng)
        _, boards = farthest_boards(goal)
        inputs["farthest-pair-%d" % cell] = pair_text(rng.choice(boards), goal)
    goal = shuffled(9, rng)
    inputs["start-is-goal"] = pair_text(goal, goal)
    # By hand: layouts a reader of the lists tolerates.
    start, goal = shuffled(9, rng), shuffled(9, rng)
    inputs["format-spaces"] = "[ [ %d , %d , %d ] , [ %d , %d , %d ] , [ %d,%d,%d ] ]\n" % start
    inputs["format-spaces"] += "[[%d,\t%d,%d],  [%d,%d,%d],[%d,%d,%d]]  \n" % goal
    start, goal = shuffled(9, rng), shuffled(9, rng)
    inputs["format-crlf-split"] = (
        "[[%d,%d,%d],\r\n[%d,%d,%d],\r\n[%d,%d,%d]]\r\n" % start
        + "[[%d,%d,%d],[%d,%d,%d],[%d,%d,%d]]" % goal
    )
    return inputs


def expected(text: str) -> str:
    """The start's distance to the goal by plain BFS from the goal (its tiles renamed to a
    canonical goal with the blank on the same cell), or -1."""
    return answers_text(
        FORMAT, text, lambda query: distance_answer(distance_between(query.board, query.goal))
    )
