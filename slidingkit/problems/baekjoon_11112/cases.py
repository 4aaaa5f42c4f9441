"""Baekjoon 11112's cases: the statement's sample, the seeded generator of the other cases, and
the reference answer of any input.

Usage: python -m slidingkit.tools.cases --only baekjoon_11112
"""

from typing import Dict, List, Sequence, Tuple

from slidingkit.oracle.family_reference import GOAL_3, distance_to
from slidingkit.problems._cases import (
    Board,
    answers_text,
    distance_answer,
    input_text,
    pool3,
    random_for,
)
from slidingkit.problems.baekjoon_11112 import FORMAT, MOST

SEED = 11112
SAMPLES: List[Tuple[str, str]] = [("2\n\n123\n4#5\n786\n\n123\n456\n87#\n", "2\nimpossible\n")]


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: n, a blank line, then n boards of three rows of three symbols,
    a blank line between two: the farthest, solved and unsolvable boards, the blank on every
    cell, 100 random and 100 hard boards, random inputs; and by hand three spacings its readers
    tolerate (CRLF, extra blank lines and spaces, a blank line after the last board and no final
    newline)."""
    pool = pool3()
    rng = random_for(seed, "baekjoon_11112")
    written = FORMAT

    def case(boards: Sequence[Board]) -> str:
        return input_text(written, boards)

    inputs = {"farthest-solved-unsolvable": case(pool.farthest + [GOAL_3, pool.unsolvable(rng)])}
    inputs["every-blank-cell"] = case([pool.with_blank_at(cell, rng) for cell in range(9)])
    inputs["max-100-random"] = case(pool.mixed(MOST, rng))
    inputs["max-100-hard"] = case([pool.solvable(rng, 26) for _ in range(MOST)])
    for number in range(1, 6):
        inputs["random-10-%d" % number] = case(pool.mixed(10, rng))
    inputs["format-crlf"] = case([pool.solvable(rng) for _ in range(3)]).replace("\n", "\r\n")
    spaced = case([pool.solvable(rng) for _ in range(3)]).split("\n\n")
    inputs["format-blank-lines-spaces"] = " \n\n\t\n".join(
        "\n".join(" %s\t" % line for line in part.split("\n")) for part in spaced
    )
    inputs["format-trailing-blank-line"] = case([pool.unsolvable(rng), pool.solvable(rng)]) + "\n"
    inputs["format-no-final-newline"] = case([pool.solvable(rng) for _ in range(2)])[:-1]
    return inputs


def expected(text: str) -> str:
    """A line a board: its distance to 123 / 456 / 78# by plain BFS, or `impossible`."""
    return answers_text(
        FORMAT, text, lambda query: distance_answer(distance_to(query.board, query.goal, 3))
    )
