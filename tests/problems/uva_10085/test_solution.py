"""solutions/uva_10085.py answers from nine boards written into it, one per cell of the blank:
each must be as far from its canonical start as any board is, by the oracle's plain BFS, and its
path must replay from the start to it in that many moves."""

import pytest

from slidingkit.oracle import family_reference, reference_paths
from tests.conftest import load_solution

SOLUTION = load_solution("uva_10085")


@pytest.mark.parametrize("cell", range(9))
def test_farthest__each_written_answer_is_a_farthest_board_and_a_shortest_path_to_it(cell):
    start = tuple(range(1, cell + 1)) + (0,) + tuple(range(cell + 1, 9))  # tiles 1..8 around it
    digits, path = SOLUTION.FARTHEST[cell]
    board = tuple(int(digit) for digit in digits)
    most, boards = family_reference.farthest_boards(start)
    assert board in boards
    assert len(path) == most
    assert reference_paths.replay(start, 3, path) == board


def test_farthest_from__renames_the_written_answer_to_the_start():
    start = (2, 6, 4, 1, 3, 7, 0, 5, 8)  # the statement's sample: the blank on cell 6
    board, path = SOLUTION.farthest_from(start)
    most, boards = family_reference.farthest_boards(start)
    assert board in boards
    assert reference_paths.replay(start, 3, path) == board
    assert len(path) == most
