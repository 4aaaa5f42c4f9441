"""The explorer's heuristics (slidingkit/explorer/heuristics.py) on hand-worked boards.

What it proves: the string distance overestimates a board one vertical move away (so A* with it is
not optimal), and linear conflict adds two moves per tile that must leave its line.
"""

from typing import List, Sequence, Tuple

import pytest

from slidingkit.explorer import heuristics
from slidingkit.oracle import reference
from tests.conftest import slide


def test_string_distance__overestimates_a_board_one_vertical_move_away():
    goal = (1, 2, 3, 4, 5, 6, 7, 8, 0)
    board = slide(goal, "U")  # tile 6 moved down one row: 3 places along the string
    assert reference.distance_between(board, goal) == 1
    assert heuristics.lookup("string").formula(board, goal) == 3
    assert not heuristics.lookup("string").admissible


@pytest.mark.parametrize(
    "board, goal, expected",
    [
        (
            (2, 1, 3, 4, 5, 6, 7, 8, 0),
            (1, 2, 3, 4, 5, 6, 7, 8, 0),
            4,
        ),  # 2 and 1 swapped in their row
        (
            (3, 2, 1, 4, 5, 6, 7, 8, 0),
            (1, 2, 3, 4, 5, 6, 7, 8, 0),
            8,
        ),  # reversed row: two must leave
        (
            (7, 2, 3, 4, 5, 6, 1, 8, 0),
            (1, 2, 3, 4, 5, 6, 7, 8, 0),
            8,
        ),  # 1 and 7 swapped in column 1
        ((1, 2, 3, 4, 5, 6, 7, 8, 0), (1, 2, 3, 4, 5, 6, 7, 8, 0), 0),
    ],
)
def test_linear_conflict__adds_two_per_tile_that_must_leave_its_line(board, goal, expected):
    assert heuristics.lookup("linear-conflict").formula(board, goal) == expected
