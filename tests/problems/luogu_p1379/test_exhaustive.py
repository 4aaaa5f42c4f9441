"""Luogu P1379's exhaustive check (slidingkit/problems/luogu_p1379/exhaustive.py) reports a wrong
answer, also when it comes back from a worker process."""

from slidingkit.oracle import reference
from slidingkit.problems.luogu_p1379 import GOAL
from slidingkit.tools import verify
from slidingkit.tools.verify import Mismatch
from tests.conftest import load_solution

JOBS = 2  # worker processes: the wrong solve() below is pickled to them
SAMPLE_BOARD = reference.board_from_digits("283104765")  # the statement's sample


# At module level, so that worker processes can unpickle it.
def solve_one_move_too_many_on_the_sample(text):
    output = load_solution("luogu_p1379").solve(text)
    if text == "283104765\n":
        return "%d\n" % (int(output) + 1)
    return output


def test_verify__reports_an_answer_one_move_too_many_through_the_worker_processes():
    positions = verify.positions_near(GOAL, SAMPLE_BOARD)
    report = verify.verify(
        "luogu_p1379", JOBS, positions=positions, solve=solve_one_move_too_many_on_the_sample
    )
    moves = reference.distance(SAMPLE_BOARD, GOAL)
    assert report.mismatches == [Mismatch("283104765", "%d\n" % moves, "%d\n" % (moves + 1))]
    assert report.checked == len(positions) and report.unreachable == 2
