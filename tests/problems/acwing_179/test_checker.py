"""AcWing 179's special judge, slidingkit/problems/acwing_179/checker.py (the rule "any shortest
path", built on slidingkit/problems/_checks.py).

What it proves: another shortest path than the reference's (slidingkit/oracle/family_reference.py's
BFS in another move order) is accepted, a longer one is rejected with both lengths, an expected path
that is not shortest is a judge error, and so is an input of 18 symbols (one board is read).
"""

import pytest

from slidingkit.oracle.family_reference import GOAL_3, shortest_path
from slidingkit.problems import _checks as SLIDING
from slidingkit.problems.acwing_179 import FORMAT
from slidingkit.problems.acwing_179.cases import SAMPLES
from tests.conftest import load_checker

CHECKER = load_checker("acwing_179")
SAMPLE, SAMPLE_ANSWER = SAMPLES[0]
SAMPLE_PATH = SAMPLE_ANSWER.rstrip("\n")


def test_checker__accepts_another_shortest_path_and_rejects_a_longer_one():
    other = shortest_path(FORMAT.parse(SAMPLE)[0].board, GOAL_3, 3, "RLDU").lower()
    assert other != SAMPLE_PATH and len(other) == len(SAMPLE_PATH)
    assert CHECKER.check(SAMPLE, other + "\n", SAMPLE_PATH + "\n") is None
    verdict = CHECKER.check(SAMPLE, SAMPLE_PATH + "lr\n", SAMPLE_PATH + "\n")
    assert verdict == "the path has 21 moves; the shortest has 19"
    with pytest.raises(SLIDING.JudgeDataError):  # the expected path is not shortest
        CHECKER.check(SAMPLE, SAMPLE_PATH + "\n", SAMPLE_PATH + "lr\n")


def test_sliding_checks_input_boards__one_board_is_read_so_two_are_a_judge_error():
    """AcWing 179 reads exactly one board, so an input of two is a judge error."""
    with pytest.raises(SLIDING.JudgeDataError, match=r"^the input file holds 2 boards, not one$"):
        CHECKER.check(SAMPLE + SAMPLE, SAMPLE_PATH + "\n", SAMPLE_PATH + "\n")
