"""The stress tester on POJ 1077 alone: a program that prints the tiles' moves where the
blank's are wanted is caught one move from the goal, by the problem's special judge."""

import pytest

from slidingkit.oracle import reference
from tests.running import GENEROUS_TIME, PROGRAMS, needs_gpp, run_judge, stress

NAME = "poj_1077"
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)  # 1 2 3 / 4 5 6 / 7 8 x


@pytest.mark.slow
@needs_gpp
def test_stress__tile_letters_where_the_blanks_are_wanted_are_caught_in_one_move(tmp_path):
    program = PROGRAMS / "poj_1077_tile_letters.cpp"
    completed = stress(
        program, NAME, "-n", "30", "--seed", "6", "--time-limit", GENEROUS_TIME, "--out", tmp_path
    )
    assert completed.returncode == 1, completed.stdout[-3000:]
    assert run_judge(program, tmp_path / NAME).returncode == 1  # the judge replays the failure
    text = (tmp_path / NAME / "counterexample.in").read_text()
    board = tuple(0 if token == "x" else int(token) for token in text.split())
    assert reference.distance(board, GOAL) == 1
    assert "checker rejected" in completed.stdout
