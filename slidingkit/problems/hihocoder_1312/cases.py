"""HihoCoder 1312's cases: the statement's sample, the seeded generator of the other cases, and
the reference answer of any input.

Usage: python -m slidingkit.tools.cases --only hihocoder_1312
"""

import random
from typing import Dict, List, Sequence, Tuple

from slidingkit.oracle.family_reference import GOAL_3, distance_to
from slidingkit.problems._cases import (
    Board,
    answers_text,
    distance_answer,
    input_text,
    layers,
    random_for,
    shuffled,
    unsolvable_twin,
)
from slidingkit.problems.hihocoder_1312 import FORMAT, MOST

SEED = 1312
SAMPLES: List[Tuple[str, str]] = [
    (
        "3\n1 2 3\n4 5 6\n7 8 0\n1 2 3\n4 5 6\n8 7 0\n8 0 1\n5 7 4\n3 6 2\n",
        "0\nNo Solution!\n25\n",
    )
]
NO_SOLUTION = "No Solution!"

# Written by hand: three boards (27 tiles fill the braces in order) with blank lines and extra
# spaces everywhere a whitespace-tolerant reader should accept them: after t, between boards,
# inside and around rows.
EXTRA_WHITESPACE_LAYOUT = (
    "3  \n"
    "\n"
    "{}  {} {}\n"
    " {} {}   {} \n"
    "{} {} {}\n"
    "\n"
    "\n"
    "  {} {} {}\n"
    "\n"
    "{}    {} {}\n"
    "{} {} {}   \n"
    " \n"
    "{} {} {}\n"
    "{}  {}  {}\n"
    "{} {} {}\n"
    "\n"
)


def input_of(boards: Sequence[Board], line_end: str = "\n") -> str:
    """A plain input as the format writes it (t, then each board as three rows of
    space-separated tiles), its lines ended by line_end."""
    if not 1 <= len(boards) <= MOST:
        raise ValueError("t must be 1..%d, got %d" % (MOST, len(boards)))
    return input_text(FORMAT, boards).replace("\n", line_end)


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: t = 1 and t = 8, both 31-move boards, unsolvable boards mixed in
    and alone, extra whitespace, CRLF, and five t = 8 cases covering every distance 0..31."""
    by_distance = layers(GOAL_3, 3)
    farthest = len(by_distance) - 1  # 31 for this goal
    inputs = {}

    rng = random_for(seed, "hihocoder/single")
    inputs["single-board"] = input_of([rng.choice(by_distance[rng.randrange(1, farthest + 1)])])

    rng = random_for(seed, "hihocoder/random")
    inputs["random-t8"] = input_of([shuffled(9, rng) for _ in range(MOST)])

    inputs["farthest-31"] = input_of(by_distance[farthest])  # both 31-move boards, sorted

    def any_board(rng: random.Random) -> Board:
        return rng.choice(by_distance[rng.randrange(farthest + 1)])

    rng = random_for(seed, "hihocoder/unsolvable")
    solvable = [any_board(rng) for _ in range(4)]
    unsolvable = [unsolvable_twin(any_board(rng), rng) for _ in range(4)]
    boards = solvable + unsolvable
    rng.shuffle(boards)
    inputs["mixed-unsolvable"] = input_of(boards)
    inputs["all-unsolvable"] = input_of([unsolvable_twin(any_board(rng), rng) for _ in range(MOST)])

    rng = random_for(seed, "hihocoder/format")
    first, second, third = (
        rng.choice(by_distance[rng.randrange(10, farthest + 1)]) for _ in range(3)
    )
    inputs["format-extra-whitespace"] = EXTRA_WHITESPACE_LAYOUT.format(*(first + second + third))
    boards = [rng.choice(by_distance[rng.randrange(10, farthest + 1)]) for _ in range(2)]
    boards.append(unsolvable_twin(any_board(rng), rng))
    inputs["format-crlf"] = input_of(boards, line_end="\r\n")

    # Five t = 8 cases whose 40 boards together cover every distance 0..31 at least once.
    rng = random_for(seed, "hihocoder/spread")
    distances = list(range(farthest + 1))
    distances += [rng.randrange(farthest + 1) for _ in range(5 * MOST - len(distances))]
    rng.shuffle(distances)
    for number in range(1, 6):
        chunk = distances[(number - 1) * MOST : number * MOST]
        inputs["spread-%d" % number] = input_of([rng.choice(by_distance[d]) for d in chunk])
    return inputs


def expected(text: str) -> str:
    """A line a board: its distance to 1 2 3 / 4 5 6 / 7 8 0 by plain BFS, or No Solution!."""
    return answers_text(
        FORMAT, text, lambda query: distance_answer(distance_to(query.board, query.goal, 3))
    )
