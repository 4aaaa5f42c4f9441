"""POJ 2893's answers: the rule its reference uses beyond a BFS's reach, and the solution, agree
with plain BFS and with each other.

What it proves: slidingkit/oracle/family_reference.py's inversion-parity rule agrees with plain BFS
on every 2x3 and 3x2 board (the reference decides large boards by it); the solution file,
in-process, agrees with plain BFS on every 2x2, 2x3 and 3x2 board and with the inversion count on
random shapes up to 999x2 and 300x301.
"""

import random
from itertools import permutations

import pytest

from slidingkit.oracle.family_reference import distance_to, solvable
from tests.conftest import load_solution


def inversion_parity_solvable(rows, columns, board):
    """The oracle's parity rule, against the standard goal of board's shape."""
    return solvable(board, tuple(range(1, rows * columns)) + (0,), columns)


def board_text(rows, columns, board):
    return "%d %d\n%s" % (rows, columns, " ".join(map(str, board)))


def test_inversion_parity__agrees_with_bfs_on_every_2x3_and_3x2_board():
    for rows, columns in ((2, 3), (3, 2)):
        goal = tuple(range(1, 6)) + (0,)
        for board in permutations(range(6)):
            reachable = distance_to(board, goal, columns) is not None
            assert inversion_parity_solvable(rows, columns, board) == reachable


@pytest.mark.parametrize("rows, columns", [(2, 2), (2, 3), (3, 2)])
def test_poj_2893_solve__agrees_with_bfs_on_every_board_of_a_small_shape(rows, columns):
    goal = tuple(range(1, rows * columns)) + (0,)
    boards = list(permutations(range(rows * columns)))
    text = "\n".join(board_text(rows, columns, board) for board in boards) + "\n0 0\n"
    answers = load_solution("poj_2893").solve(text).split()
    expected = [
        "YES" if distance_to(board, goal, columns) is not None else "NO" for board in boards
    ]
    assert answers == expected and expected.count("YES") == len(boards) // 2


def test_poj_2893_solve__agrees_with_an_inversion_count_on_random_boards():
    rng = random.Random(2893)
    shapes = [(rng.randrange(2, 200), rng.randrange(2, 200)) for _ in range(30)] + [
        (999, 2),
        (2, 999),
        (300, 301),
    ]
    boards = []
    for rows, columns in shapes:
        tiles = list(range(rows * columns))
        rng.shuffle(tiles)
        boards.append((rows, columns, tuple(tiles)))
    text = "\n".join(board_text(*board) for board in boards) + "\n0 0\n"
    expected = ["YES" if inversion_parity_solvable(*board) else "NO" for board in boards]
    assert load_solution("poj_2893").solve(text).split() == expected
    assert 5 < expected.count("YES") < len(expected) - 5
