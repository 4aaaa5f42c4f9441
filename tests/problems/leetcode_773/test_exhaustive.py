"""LeetCode 773's exhaustive check (slidingkit/problems/leetcode_773/exhaustive.py): every one of
the 720 2x3 boards goes through the submitted file, and the check reports a wrong answer on every
board where the answer is wrong and nowhere else: a solve() that answers 0 instead of -1 fails on
each of the 360 boards that cannot reach the goal, while the file's own answers to the other 360 are
its BFS distances (slidingkit/oracle/reference.py)."""

from slidingkit.tools import verify
from slidingkit.tools.verify import Mismatch
from tests.conftest import load_solution

NAME = "leetcode_773"


def solve_with_no_minus_one(text):
    """Wrong: 0 where the file answers -1 (a board that cannot reach the goal)."""
    output = load_solution(NAME).solve(text)
    return "0\n" if output == "-1\n" else output


def test_verify__reports_each_board_that_cannot_reach_the_goal_when_solve_answers_0():
    report = verify.verify(NAME, 1, solve=solve_with_no_minus_one)
    unreachable = [
        board for board, moves in verify.positions_of(verify.check_of(NAME)) if moves is None
    ]
    assert (report.checked, report.reachable, report.unreachable) == (720, 360, 360)
    wrong = {Mismatch("".join(map(str, board)), "-1\n", "0\n") for board in unreachable}
    assert len(report.mismatches) == len(wrong) == 360 and set(report.mismatches) == wrong
