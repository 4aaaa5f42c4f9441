"""The stress tester on Princeton's 8puzzle alone: a program with the solvability rule for odd
sides is caught on a 2x2 board, judged by the problem's special judge."""

import json

import pytest

from slidingkit.oracle import reference
from tests.running import GENEROUS_TIME, PROGRAMS, needs_gpp, run_judge, stress

NAME = "princeton_8puzzle"
FEW_MOVES = 4  # "a counterexample of at most a few moves"


@pytest.mark.slow
@needs_gpp
def test_stress__rule_for_odd_sides_is_caught_on_2x2(tmp_path):
    program = PROGRAMS / "princeton_odd_rule.cpp"
    completed = stress(
        program, NAME, "-n", "60", "--seed", "5", "--time-limit", GENEROUS_TIME, "--out", tmp_path
    )
    assert completed.returncode == 1, completed.stdout[-3000:]
    assert run_judge(program, tmp_path / NAME).returncode == 1  # the judge replays the failure
    text = (tmp_path / NAME / "counterexample.in").read_text()
    expected = (tmp_path / NAME / "counterexample.out").read_text()
    assert text.startswith("2\n")  # the 2x2 board, not a 3x3 one
    board = tuple(int(token) for token in text.split()[1:])
    moves = reference.distance(board, (1, 2, 3, 0))
    assert expected == "Minimum number of moves = %d\n" % moves and moves <= FEW_MOVES
    settings = json.loads((tmp_path / (NAME + ".json")).read_text())
    assert settings["checker"].endswith(NAME + "_checker.py")
