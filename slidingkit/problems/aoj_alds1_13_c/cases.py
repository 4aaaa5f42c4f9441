"""AOJ ALDS1_13_C's cases: the statement's sample, the seeded generator of the other cases, and
the reference answer of any input whose board's distance is known (published, or within a
plain BFS's reach).

Usage: python -m slidingkit.tools.cases --only aoj_alds1_13_c
"""

from typing import Dict, List, Tuple

from slidingkit.oracle.family_reference import (
    GOAL_4,
    distance_4x4,
    princeton_4x4_path,
    walk,
)
from slidingkit.problems._cases import answers_text, input_text, random_for, rows_text
from slidingkit.problems._format import Answer, Board
from slidingkit.problems.aoj_alds1_13_c import FORMAT

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [("1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n", "8\n")]


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: one 4x4 board as four rows: published boards up to 45 moves,
    walks of 6 to 14 moves with the blank on every cell, the goal, odd spacing."""
    rng = random_for(seed, "aoj_alds1_13_c")
    written = FORMAT
    inputs = {}
    for number in (0, 10, 20, 30, 35, 40, 41, 42, 43, 44, 45):
        board, _ = princeton_4x4_path("puzzle4x4-%02d" % number)
        inputs["published-%02d" % number] = input_text(written, [board])
    board, _ = princeton_4x4_path("puzzle4x4-hard1")
    inputs["published-hard1"] = input_text(written, [board])
    for cell in range(16):
        while True:
            end, _ = walk(GOAL_4, 4, rng.randrange(6, 15), rng)
            if end.index(0) == cell:
                break
        inputs["blank-cell-%02d" % cell] = input_text(written, [end])
    inputs["solved"] = input_text(written, [GOAL_4])
    end, _ = walk(GOAL_4, 4, 12, rng)
    # By hand: leading and wide spaces, CRLF, no final newline.
    inputs["format-odd-spacing"] = (
        "  " + rows_text(end, 4, separator="   ").replace("\n", " \r\n").rstrip()
    )
    return inputs


def expected(text: str) -> str:
    """The board's fewest moves to the goal: the published count, else a plain BFS of depth 14;
    ValueError when neither knows it."""
    return answers_text(FORMAT, text, lambda query: Answer(distance=known_distance(query.board)))


def known_distance(board: Board) -> int:
    """The board's distance by distance_4x4; ValueError when it does not know it."""
    moves = distance_4x4(board)
    if moves is None:
        raise ValueError("no reference distance for %r" % (board,))
    return moves
