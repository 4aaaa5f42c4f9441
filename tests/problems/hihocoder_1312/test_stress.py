"""The stress tester on HihoCoder 1312 alone: real programs, a right Java solution and a C
one with an off-by-one in its solvability test, with the expected answers from a plain BFS
(slidingkit/oracle/reference.py)."""

import pytest

from slidingkit import problems
from slidingkit.oracle import reference
from tests.running import GENEROUS_TIME, PROGRAMS, needs_gcc, needs_java, run_judge, stress

NAME = "hihocoder_1312"
FEW_MOVES = 4  # "a counterexample of at most a few moves"


@pytest.mark.slow  # 200 inputs, a JVM start each: make test-all
@needs_java
def test_stress__correct_java_passes_200_inputs():
    completed = stress(
        PROGRAMS / "Main.java", NAME, "-n", "200", "--seed", "2", "--time-limit", GENEROUS_TIME
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "200 passed, 0 failed" in completed.stdout


@needs_gcc
def test_stress__off_by_one_on_unsolvable_boards_is_caught_with_one_board(tmp_path):
    program = PROGRAMS / "hihocoder_off_by_one.c"
    completed = stress(
        program, NAME, "-n", "100", "--seed", "4", "--time-limit", GENEROUS_TIME, "--out", tmp_path
    )
    assert completed.returncode == 1, completed.stdout[-3000:]
    assert run_judge(program, tmp_path / NAME).returncode == 1  # the judge replays the failure
    text = (tmp_path / NAME / "counterexample.in").read_text()
    expected = (tmp_path / NAME / "counterexample.out").read_text()
    [query] = problems.load(NAME).FORMAT.parse(text)  # one board left of the input
    moves = reference.shape_distances(query.goal, 3).get(query.board)  # the independent answer
    # the program answers this solvable board "No Solution!"
    assert moves is not None and moves <= FEW_MOVES
    assert expected == "%d\n" % moves
