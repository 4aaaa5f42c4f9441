"""The stress tester on UVa 10181 alone: its boards keep the statement's 45-move promise, come
in both classes (by the inversion rule) and are judged by its special judge; a program with the
solvability rule for odd widths is caught within a few moves."""

import pytest

from slidingkit.judge.stress.boards import Reference
from slidingkit.judge.stress.drawing import Generator
from slidingkit.oracle import family_reference, reference, reference_paths
from slidingkit.problems import load
from slidingkit.problems.uva_10181.cases import expected as package_expected
from tests.conftest import load_checker
from tests.running import GENEROUS_TIME, PROGRAMS, run_judge, stress

NAME = "uva_10181"
FEW_MOVES = 4  # "a counterexample of at most a few moves"
MOST_MOVES = 45  # the statement's promise


def test_stress_generator__boards_keep_the_45_move_promise_and_both_classes():
    made = Generator(load(NAME).FORMAT, Reference(reference), package_expected)
    unsolvable = load(NAME).FORMAT.no_answer
    checker = load_checker(NAME)
    answers = []
    for index in range(40):
        trial = made.trial(3, index)
        text, expected = made.input_text(trial), made.expected_text(trial)
        boards = [query.board for query in load(NAME).FORMAT.parse(text)]
        for board, answer in zip(boards, expected.splitlines()):
            # the classes by the independent inversion rule
            solvable = family_reference.solvable(board, family_reference.GOAL_4, 4)
            assert solvable == (answer != unsolvable)
            assert not solvable or (
                len(answer) <= MOST_MOVES
                and reference_paths.replay(board, 4, answer) == family_reference.GOAL_4
            )
            answers.append(answer)
        assert checker.check(text, expected, expected) is None
    assert unsolvable in answers
    assert max(len(answer) for answer in answers) == MOST_MOVES


@pytest.mark.slow
def test_stress__odd_width_solvability_rule_on_4x4_is_caught_within_a_few_moves(tmp_path):
    program = PROGRAMS / "uva_10181_odd_rule.py"
    completed = stress(
        program, NAME, "-n", "100", "--seed", "1", "--time-limit", GENEROUS_TIME, "--out", tmp_path
    )
    assert completed.returncode == 1, completed.stdout[-3000:]
    assert run_judge(program, tmp_path / NAME).returncode == 1  # the judge replays the failure
    text = (tmp_path / NAME / "counterexample.in").read_text()
    [board] = [query.board for query in load(NAME).FORMAT.parse(text)]
    solvable = family_reference.solvable(board, family_reference.GOAL_4, 4)
    goal = (
        family_reference.GOAL_4
        if solvable
        else family_reference.GOAL_4[1::-1] + family_reference.GOAL_4[2:]
    )
    assert reference.distance_within(board, goal, FEW_MOVES) is not None
    assert "checker rejected" in completed.stdout
