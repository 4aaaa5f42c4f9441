"""Baekjoon 9985's cases: the statement's sample, the seeded generator of the other cases, and
the reference answer of any input.

The statement's sample holds a third data set, a 4x4 one (`START 4 10`), whose boards the kit's
sources do not give: SAMPLES holds its first two, as the statement writes them (a blank line
between). The reference answer of a data set is a shortest path of at most N moves by plain BFS
from both ends (slidingkit/oracle/reference.py), or none: it searches boards up to 10x10, but
never further than N <= 15 moves.

Usage: python -m slidingkit.tools.cases --only baekjoon_9985
"""

import random
from typing import Dict, List, Optional, Sequence, Tuple

from slidingkit.oracle.family_reference import walk
from slidingkit.oracle.reference import shortest_route
from slidingkit.problems._cases import (
    Board,
    answers_text,
    distance_answer,
    random_for,
    shuffled,
    swapped,
)
from slidingkit.problems._format import Query
from slidingkit.problems.baekjoon_9985 import BOUNDS, FORMAT, MOST, SIDES

SEED = 9985
SAMPLES: List[Tuple[str, str]] = [
    (
        "START 3 4\n1 5 2\n4 X 3\n7 8 6\n1 2 3\n4 5 6\n7 8 X\nEND\n\n"
        "START 3 3\n1 2 3\n7 X 8\n6 5 4\n1 2 3\n8 X 4\n7 6 5\nEND\n",
        "SOLVABLE WITHIN 4 MOVES\nNOT SOLVABLE WITHIN 3 MOVES\n",
    )
]
LARGEST = BOUNDS[1]


def distance_within(start: Board, goal: Board, side: int, bound: int) -> Optional[int]:
    """The fewest moves from start to goal if at most bound, else None: plain BFS from both
    ends."""
    path = shortest_route(start, goal, side, bound)
    return None if path is None else len(path)


def walked(goal: Board, side: int, moves: int, rng: random.Random) -> Tuple[Board, Optional[int]]:
    """A walk of `moves` moves from goal, never straight back, and its distance (None beyond
    LARGEST)."""
    board = walk(goal, side, moves, rng)[0]
    return board, distance_within(board, goal, side, LARGEST)


# Long: the list of the problem's cases, each named where it is made, so that a case's name and
# its input stand together.
def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: data sets of each side 3..10, each with a random goal: boards
    whose distance is exactly their bound N, and one over it; boards beyond 15 moves, of the
    goal's class, with N = 15 (the most a search must prove); boards of the other class; the
    start its goal with N = 0, and one move from it; ten 10x10 data sets beyond their bound (the
    largest input); random boards; and by hand three spacings its readers tolerate (a blank line
    between data sets, CRLF and no final newline, spaces and tabs)."""
    rng = random_for(seed, "baekjoon_9985")
    written = FORMAT

    def case(queries: Sequence[Query]) -> str:
        return written.input_text(list(queries), "single")

    def query(start: Board, goal: Board, side: int, bound: int) -> Query:
        return Query(start, goal, side, side, bound=None if bound == LARGEST else bound)

    def goal_of(side: int) -> Board:
        return shuffled(side * side, rng)

    def at_distance(goal: Board, side: int, low: int, high: int) -> Tuple[Board, int]:
        """A walk from goal whose distance is low..high."""
        while True:
            board, moves = walked(goal, side, rng.randint(low, high + 2), rng)
            if moves is not None and low <= moves <= high:
                return board, moves

    def beyond(goal: Board, side: int) -> Board:
        """A board of goal's class more than LARGEST moves from it."""
        while True:
            board, moves = walked(goal, side, rng.randint(LARGEST + 1, LARGEST + 9), rng)
            if moves is None:
                return board

    inputs = {}
    for side in range(SIDES[0], SIDES[1] + 1):
        sets = []
        for _ in range(2):
            goal = goal_of(side)
            board, moves = at_distance(goal, side, 1, LARGEST)
            sets.append(query(board, goal, side, moves))  # exactly N
            sets.append(query(board, goal, side, moves - 1))  # one over N
        goal = goal_of(side)
        sets.append(query(beyond(goal, side), goal, side, LARGEST))
        sets.append(query(swapped(walked(goal, side, 6, rng)[0], rng), goal, side, LARGEST))
        inputs["side-%d" % side] = case(sets)
    goal = goal_of(3)
    near, _ = at_distance(goal, 3, 1, 1)
    inputs["bound-0"] = case([query(goal, goal, 3, 0), query(near, goal, 3, 0)])
    inputs["largest-10x10-beyond-15"] = case(
        [query(beyond(goal, 10), goal, 10, LARGEST) for goal in [goal_of(10) for _ in range(MOST)]]
    )
    far = []
    for side in (4, 7, 10):
        goal = goal_of(side)
        far += [query(at_distance(goal, side, 13, 15)[0], goal, side, LARGEST) for _ in range(3)]
    inputs["largest-near-15"] = case(far)
    inputs["random-boards"] = case(
        [query(shuffled(side * side, rng), goal_of(side), side, LARGEST) for side in (3, 5, 10)]
    )
    for number in range(1, 4):
        sets = []
        for _ in range(rng.randint(2, MOST)):
            side = rng.randint(*SIDES)
            goal = goal_of(side)
            board, moves = at_distance(goal, side, 0, LARGEST)
            sets.append(query(board, goal, side, rng.randint(max(0, moves - 2), LARGEST)))
        inputs["random-%d" % number] = case(sets)
    goal = goal_of(4)
    sets = [query(at_distance(goal, 4, 5, 12)[0], goal, 4, 12) for _ in range(3)]
    inputs["format-blank-lines"] = case(sets).replace("END\n", "END\n\n")
    inputs["format-crlf-no-final-newline"] = case(sets[:2]).replace("\n", "\r\n")[:-2]
    inputs["format-spaces-tabs"] = "".join(
        " %s\t\n" % line.replace(" ", "  \t") for line in case(sets[1:]).splitlines()
    )
    return inputs


def expected(text: str) -> str:
    """A line a data set: `SOLVABLE WITHIN k MOVES`, k its start's distance to its goal by
    plain BFS from both ends, where k <= N; else `NOT SOLVABLE WITHIN N MOVES` (the format
    answers a distance over its data set's bound so)."""
    return answers_text(
        FORMAT,
        text,
        lambda query: distance_answer(
            distance_within(query.board, query.goal, query.columns, FORMAT.bound_of(query))
        ),
    )
