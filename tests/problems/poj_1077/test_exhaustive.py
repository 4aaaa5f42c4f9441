"""POJ 1077's exhaustive check (slidingkit/problems/poj_1077/exhaustive.py) reports a path longer
than the shortest, by its length."""

from slidingkit.problems._exhaustive import STANDARD_GOAL
from slidingkit.tools import verify
from tests.conftest import load_solution

SAMPLE_BOARD = (2, 3, 4, 1, 5, 0, 7, 6, 8)  # the statement's sample, 19 moves


def solve_with_two_extra_moves_on_the_sample(text):
    output = load_solution("poj_1077").solve(text)
    return output.rstrip("\n") + "lr\n" if text == "2 3 4 1 5 x 7 6 8\n" else output


def test_verify__reports_a_path_that_is_not_shortest():
    positions = verify.positions_near(STANDARD_GOAL, SAMPLE_BOARD)
    report = verify.verify(
        "poj_1077", 1, positions=positions, solve=solve_with_two_extra_moves_on_the_sample
    )
    [mismatch] = report.mismatches
    assert (
        mismatch.board == "234150768" and "a path of 21 moves, the shortest has 19" in mismatch.got
    )
