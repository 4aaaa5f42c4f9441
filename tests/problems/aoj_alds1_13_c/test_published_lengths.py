"""AOJ ALDS1_13_C's cases in exactly their proved number of moves.

What it proves
    The AOJ file answers every one of its cases in exactly the expected number of moves, and every
    expected number is proved independently of it (oracle.family_reference.distance_4x4): a board
    of one of the Princeton assignment's 4x4 files gets the move count of that file's committed
    answer (the solution's own output, which tests/problems/princeton_8puzzle/test_published.py
    holds to the count the assignment publishes), any other a plain BFS (at most 14 moves); a
    case named published-NN copies the file of NN moves. The cases reach 45 moves, the
    statement's promise.
"""

import re
from typing import Tuple

import pytest

from slidingkit.oracle import family_reference
from tests.conftest import CASES, load_solution

NAME = "aoj_alds1_13_c"
AOJ_CASES = CASES / NAME
AOJ_NAMES = sorted(path.stem for path in AOJ_CASES.glob("*.in"))


def aoj_board(name: str) -> Tuple[int, ...]:
    return tuple(int(token) for token in (AOJ_CASES / (name + ".in")).read_text("ascii").split())


def independent_count(board: Tuple[int, ...]) -> int:
    """The committed count of a Princeton 4x4 file's board, else a plain BFS of at most 14
    moves."""
    moves = family_reference.distance_4x4(board)
    assert moves is not None, "no independent count for %r" % (board,)
    return moves


@pytest.mark.parametrize("name", AOJ_NAMES)
def test_aoj__answers_the_case_in_exactly_its_proved_moves(name):
    board = aoj_board(name)
    moves = independent_count(board)
    assert (AOJ_CASES / (name + ".out")).read_text("ascii") == "%d\n" % moves
    published = re.fullmatch(r"published-(\d+)", name)
    if published:  # the name carries the count of the Princeton file it copies
        assert moves == int(published.group(1))
    text = (AOJ_CASES / (name + ".in")).read_text("ascii")
    assert load_solution(NAME).solve(text) == "%d\n" % moves


def test_aoj__its_published_boards_reach_the_longest_promised_distance():
    counts = [independent_count(aoj_board(name)) for name in AOJ_NAMES]
    assert max(counts) == 45 and len(AOJ_NAMES) == 31  # "solvable within 45 moves"
