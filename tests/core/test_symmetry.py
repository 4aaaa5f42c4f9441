"""The eight symmetries of a square board (slidingkit/core/symmetry.py): they are distinct and
carry every move to a move.
"""

import random

import pytest

from slidingkit import core
from slidingkit.oracle import reference


def turned(board, where):
    result = [0] * len(board)
    for cell, tile in enumerate(board):
        result[where[cell]] = tile
    return tuple(result)


@pytest.mark.parametrize("side", [2, 3, 4])
def test_square_symmetries__are_the_8_distinct_symmetries_and_carry_every_move(side):
    symmetries = core.square_symmetries(side)
    assert len({tuple(where) for where, _ in symmetries}) == 8
    assert symmetries[0] == (list(range(side * side)), "UDLR")
    rng = random.Random(side)
    for where, letters in symmetries:
        assert sorted(where) == list(range(side * side)) and sorted(letters) == sorted("UDLR")
        # a move, turned, is the turned move (reference.moves_in, no core code): the move graph is
        # carried onto itself, so every distance is kept
        for _ in range(20):
            board = tuple(rng.sample(range(side * side), side * side))
            for move, after in reference.moves_in(board, side):
                assert dict(reference.moves_in(turned(board, where), side))[
                    letters["UDLR".index(move)]
                ] == turned(after, where)
