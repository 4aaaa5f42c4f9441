"""HDU 1043's exhaustive check (slidingkit/problems/hdu_1043/exhaustive.py) reports every path of a
batch that starts with an illegal move, and leaves the `unsolvable` lines alone."""

from slidingkit.problems._exhaustive import STANDARD_GOAL, board_digits
from slidingkit.tools import verify
from tests.conftest import load_solution

BOARD = (2, 3, 4, 1, 5, 0, 7, 6, 8)  # POJ 1077's sample, 19 moves


def solve_with_an_illegal_first_move(text):
    output = load_solution("hdu_1043").solve(text)
    return "\n".join(
        "d" + line if line and line != "unsolvable" else line for line in output.split("\n")
    )


def test_verify__reports_paths_that_are_too_long_or_illegal():
    positions = verify.positions_near(STANDARD_GOAL, BOARD)
    report = verify.verify(
        "hdu_1043", 1, positions=positions, solve=solve_with_an_illegal_first_move
    )
    solvable = [board for board, moves in positions if moves]
    assert sorted(m.board for m in report.mismatches) == sorted(
        board_digits(board) for board in solvable
    )
