"""The stress tester on AOJ ALDS1_13_C alone: its 4x4 distances, proved shortest, agree with the
move counts of the Princeton 4x4 files' committed answers (the solution's own output, whose
counts `python -m slidingkit.tools.cases --published` and
tests/problems/princeton_8puzzle/test_published.py
hold to the assignment's published index) and with a one-ended BFS; a program that prints the
Manhattan distance is caught on a board near enough for a plain BFS to prove the answer."""

import pytest

from slidingkit.judge.stress.boards import Reference
from slidingkit.judge.stress.drawing import Generator
from slidingkit.oracle import family_reference, reference, reference_paths
from slidingkit.problems import load
from slidingkit.problems.aoj_alds1_13_c.cases import expected
from tests.running import GENEROUS_TIME, PROGRAMS, run_judge, stress

NAME = "aoj_alds1_13_c"


@pytest.mark.slow
def test_stress_generator__4x4_distances_are_proved_shortest():
    made = Generator(load(NAME).FORMAT, Reference(reference), expected)
    princeton = family_reference.princeton_4x4_answers()  # the committed answers' move counts
    kinds, distances = set(), set()
    for index in range(48):
        trial = made.trial(2, index)
        [query] = trial.queries
        kinds.add(trial.kind.split(" (")[0])
        moves = int(made.expected_text(trial))
        distances.add(moves)
        assert len(query.route) == moves <= 45 and query.shortest
        assert reference_paths.replay(query.board, 4, query.route) == family_reference.GOAL_4
        if query.board in princeton:  # a board of one of the Princeton files
            assert princeton[query.board] == moves
        elif moves <= 12:  # a one-ended BFS agrees
            assert reference.distance_within(query.board, family_reference.GOAL_4, 12) == moves
    assert {"published board", "random solvable board", "random walk of 11 moves"} <= kinds
    assert max(distances) >= 30 and min(distances) == 0


def test_stress__manhattan_distance_is_caught_and_checked_by_a_plain_bfs(tmp_path):
    program = PROGRAMS / "aoj_manhattan.py"
    completed = stress(
        program, NAME, "-n", "100", "--seed", "1", "--time-limit", GENEROUS_TIME, "--out", tmp_path
    )
    assert completed.returncode == 1, completed.stdout[-3000:]
    assert run_judge(program, tmp_path / NAME).returncode == 1  # the judge replays the failure
    text = (tmp_path / NAME / "counterexample.in").read_text()
    expected = (tmp_path / NAME / "counterexample.out").read_text()
    board = tuple(int(token) for token in text.split())
    # the shrunk board is near enough for a one-ended BFS to prove the expected answer
    assert int(expected) == reference.distance_within(board, family_reference.GOAL_4, 16)
    assert "WA" in completed.stdout
