"""The stress tester on UVa 10085 alone: its answers name a farthest board (by a plain BFS from
each start) and its special judge accepts them; a program one move short of the farthest is
caught on one board."""

import pytest

from slidingkit.judge.stress.boards import Reference
from slidingkit.judge.stress.drawing import Generator
from slidingkit.oracle import family_reference, reference
from slidingkit.problems import load
from slidingkit.problems.uva_10085.cases import expected as package_expected
from tests.conftest import load_checker
from tests.running import GENEROUS_TIME, PROGRAMS, run_judge, stress

NAME = "uva_10085"


@pytest.mark.slow
def test_stress_generator__answers_are_farthest_and_accepted_by_its_checker():
    made = Generator(load(NAME).FORMAT, Reference(reference), package_expected)
    checker = load_checker(NAME)
    for index in range(12):
        trial = made.trial(6, index)
        text, expected = made.input_text(trial), made.expected_text(trial)
        assert checker.check(text, expected, expected) is None
        blocks = expected.split("\n\n")[:-1]
        assert len(blocks) == len(trial.queries) == len(load(NAME).FORMAT.parse(text))
        for query, block in zip(trial.queries, blocks):
            lines = block.split("\n")
            board = tuple(int(token) for token in " ".join(lines[1:4]).split())
            farthest, boards = family_reference.farthest_boards(query.board)
            assert board in boards and len(lines[4]) == farthest


@pytest.mark.slow
def test_stress__one_move_short_of_the_farthest_is_caught_on_one_board(tmp_path):
    program = PROGRAMS / "uva_10085_one_short.py"
    completed = stress(
        program, NAME, "-n", "20", "--seed", "1", "--time-limit", GENEROUS_TIME, "--out", tmp_path
    )
    assert completed.returncode == 1, completed.stdout[-3000:]
    assert run_judge(program, tmp_path / NAME).returncode == 1  # the judge replays the failure
    boards = [
        query.board
        for query in load(NAME).FORMAT.parse((tmp_path / NAME / "counterexample.in").read_text())
    ]
    assert len(boards) == 1 and reference.distance(boards[0], (1, 2, 3, 4, 5, 6, 7, 8, 0)) == 0
    assert "the farthest are" in completed.stdout
