"""The stress tester on Luogu P1379 alone: real programs, a right C++ BFS and a wrong greedy
search, with the expected answers from a plain BFS (slidingkit/oracle/reference.py)."""

import pytest

from slidingkit import problems
from slidingkit.oracle import reference
from tests.running import GENEROUS_TIME, PROGRAMS, needs_gcc, needs_gpp, run_judge, stress

NAME = "luogu_p1379"


@pytest.mark.slow  # 200 inputs through the judge: make test-all
@needs_gpp
def test_stress__correct_cpp_bfs_passes_200_inputs():
    completed = stress(
        PROGRAMS / "luogu_bfs.cpp", NAME, "-n", "200", "--seed", "1", "--time-limit", GENEROUS_TIME
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "200 passed, 0 failed" in completed.stdout


# slow: make test runs the README's stress command on the same program (tests/test_docs.py)
@pytest.mark.slow
@needs_gcc
def test_stress__greedy_search_is_caught_with_a_short_counterexample(tmp_path):
    program = PROGRAMS / "luogu_greedy.c"
    completed = stress(
        program, NAME, "-n", "100", "--seed", "3", "--time-limit", GENEROUS_TIME, "--out", tmp_path
    )
    assert completed.returncode == 1, completed.stdout[-3000:]
    assert run_judge(program, tmp_path / NAME).returncode == 1  # the judge replays the failure
    text = (tmp_path / NAME / "counterexample.in").read_text()
    expected = (tmp_path / NAME / "counterexample.out").read_text()
    [query] = problems.load(NAME).FORMAT.parse(text)
    moves = reference.shape_distances(query.goal, 3)[query.board]  # the independent answer
    assert expected == "%d\n" % moves
    # Greedy best-first by Manhattan distance finds a shortest path for every board within 8
    # moves (the shrinker tries them all), so 9 is the fewest moves a counterexample can have;
    # it must find one that near.
    assert moves <= 9, completed.stdout
    assert "WA" in completed.stdout and "replay: python3 -m slidingkit.judge" in completed.stdout
