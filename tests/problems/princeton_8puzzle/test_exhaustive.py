"""Princeton 8puzzle's exhaustive check (slidingkit/problems/princeton_8puzzle/exhaustive.py)
reports an output its special judge rejects, with the judge's reason."""

from slidingkit.oracle import reference
from slidingkit.problems._exhaustive import STANDARD_GOAL
from slidingkit.tools import verify
from tests.conftest import load_solution

BOARD = reference.board_from_digits("801574362")


def solve_with_a_wrong_count_for_one_board(text):
    output = load_solution("princeton_8puzzle").solve(text)
    if text == "3\n8 0 1\n5 7 4\n3 6 2\n":
        moves = reference.distance(BOARD, STANDARD_GOAL)
        output = output.replace("= %d\n" % moves, "= %d\n" % (moves + 1), 1)
    return output


def test_verify__reports_a_header_the_special_judge_rejects():
    positions = verify.positions_near(STANDARD_GOAL, BOARD)
    report = verify.verify(
        "princeton_8puzzle",
        1,
        positions=positions,
        solve=solve_with_a_wrong_count_for_one_board,
    )
    moves = reference.distance(BOARD, STANDARD_GOAL)
    [mismatch] = report.mismatches
    assert mismatch.board == "801574362"
    assert mismatch.expected == "Minimum number of moves = %d\n" % moves
    assert "header says %d moves, the shortest is %d" % (moves + 1, moves) in mismatch.got
