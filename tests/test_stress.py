"""``python3 -m judge stress``: generated inputs, the independent reference, shrinking, the
written counterexample, and real programs in C, C++, Java and Python (tests/stress_programs/),
right and wrong, on every problem of judge_cases/ (the 4x4 ones through walks whose shortest
routes a two-ended plain BFS proves).

Expected answers come from oracle/reference.py (plain BFS) or the Princeton special judge,
never from the code under test. Each correct program runs once with -n 200; the wrong ones
are capped lower, since they fail early. Time limits are raised (GENEROUS_TIME): these tests
prove verdicts, never speed.
"""

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judge.stress import Generator, Query, Reference, Trial, shrink
from judge.stress_problems import PROBLEMS
from oracle import family_reference, reference, reference_paths
from tests.conftest import CASES, default_ctrl_c, load_program, slow_where
from tests.running import (
    GENEROUS_TIME,
    PROGRAMS,
    STRESS_TIMEOUT,
    needs_gcc,
    needs_gpp,
    needs_java,
    run_judge,
    solution,
    stress,
)

ROOT = Path(__file__).resolve().parent.parent
FEW_MOVES = 4  # "a counterexample of at most a few moves"

pytestmark = pytest.mark.timeout(2 * STRESS_TIMEOUT)  # a test runs stress once or twice


def counterexample(folder):
    return ((folder / "counterexample.in").read_text(), (folder / "counterexample.out").read_text())


def replay(program, folder):
    """The written counterexample judged by the ordinary judge (it must fail there too)."""
    completed = run_judge(program, folder)
    assert "Traceback" not in completed.stderr, completed.stderr
    return completed


# --- the generator and the reference, in process -----------------------------------------------


def generator(name):
    return Generator(PROBLEMS[name], Reference(reference))


def test_stress_generator__same_seed_same_inputs_and_another_seed_others():
    made = generator("hihocoder_1312")
    first = [made.input_text(made.trial(7, index)) for index in range(20)]
    assert first == [made.input_text(made.trial(7, index)) for index in range(20)]
    assert first != [made.input_text(made.trial(8, index)) for index in range(20)]


def test_stress_generator__luogu_inputs_cover_every_distance_and_the_farthest():
    made = generator("luogu_p1379")
    seen = set()
    for index in range(len(made.kinds) * 40):
        text = made.input_text(made.trial(3, index))
        assert len(text) == 10 and text.endswith("\n")  # nine digits, as the statement writes
        seen.add(reference.distance(reference.parse_luogu_input(text), reference.LUOGU_GOAL))
    # 0 .. the farthest (30 with the blank in the centre), as the independent BFS counts them;
    # no unsolvable boards: Luogu's statement has none
    assert seen == set(range(len(reference.distance_counts(reference.LUOGU_GOAL))))


def test_stress_generator__hihocoder_mixes_unsolvable_boards_and_several_cases():
    made = generator("hihocoder_1312")
    counts, unsolvable = set(), 0
    for index in range(60):
        trial = made.trial(5, index)
        text, expected = made.input_text(trial), made.expected_text(trial)
        # the expected output is exactly what the independent reference says
        assert expected == reference.expected_hihocoder_output(text)
        counts.add(len(trial.queries))
        unsolvable += expected.count("No Solution!")
    assert unsolvable > 0 and max(counts) > 1 and max(counts) <= 8


def test_stress_generator__princeton_writes_2x2_and_3x3_in_both_spacings():
    made = generator("princeton_8puzzle")
    texts = [made.input_text(made.trial(1, index)) for index in range(40)]
    assert any(text.startswith("2\n") for text in texts)
    assert any(text.startswith("3\n") for text in texts)
    assert any(" 1  2 " in text for text in texts) and any("\n1 2" in text for text in texts)


def test_shrink__reaches_the_fewest_moves_and_cases_that_still_fail():
    made = generator("hihocoder_1312")
    table = Reference(reference)
    goal = tuple(range(1, 9)) + (0,)
    rng = random.Random(1)
    far = [board for board, moves in table.table(goal, 3).items() if moves >= 20]
    queries = [Query(rng.choice(far), goal, 3) for _ in range(5)]

    def fails(trial):  # a pretend solution that is wrong from 3 moves on
        return "WA" if any(table.distance(query) >= 3 for query in trial.queries) else None

    small, spent = shrink(Trial(queries, "single", "5 boards"), table, fails, "single")
    assert len(small.queries) == 1
    assert reference.distance(small.queries[0].board, goal) == 3
    assert 0 < spent < 200
    assert made.expected_text(small) == "3\n"


@pytest.mark.slow
def test_shortest_route__agrees_with_the_full_bfs_on_3x3_and_2x3():
    rng = random.Random(4)
    for goal, columns in (
        (reference.HIHOCODER_GOAL, 3),
        (reference.LUOGU_GOAL, 3),
        ((1, 2, 3, 4, 5, 0), 3),
        ((1, 2, 0, 3, 4, 5), 2),
    ):
        table = reference.shape_distances(goal, columns)
        for board, moves in rng.sample(sorted(table.items()), 150):
            route = reference.shortest_route(board, goal, columns, 40)
            assert len(route) == moves and reference_paths.replay(board, columns, route) == goal
            if moves:  # one move short of the distance: no route
                assert reference.shortest_route(board, goal, columns, moves - 1) is None
        unsolvable = family_reference.walk(tuple(reversed(goal[:2])) + goal[2:], columns, 9, rng)[0]
        assert reference.shortest_route(unsolvable, goal, columns, 40) is None


def test_shortest_route__agrees_with_a_one_ended_bfs_on_4x4_walks():
    rng = random.Random(5)
    for length in range(13):
        board, _ = family_reference.walk(family_reference.GOAL_4, 4, length, rng)
        route = reference.shortest_route(board, family_reference.GOAL_4, 4, length)
        assert len(route) == reference.distance_within(board, family_reference.GOAL_4, 12)
        assert reference_paths.replay(board, 4, route) == family_reference.GOAL_4


@pytest.mark.slow
def test_stress_generator__aoj_4x4_distances_are_proved_shortest():
    made = generator("aoj_alds1_13_c")
    published = family_reference.princeton_4x4_answers()
    kinds, distances = set(), set()
    for index in range(48):
        trial = made.trial(2, index)
        [query] = trial.queries
        kinds.add(trial.kind.split(" (")[0])
        moves = int(made.expected_text(trial))
        distances.add(moves)
        assert len(query.route) == moves <= 45 and query.shortest
        assert reference_paths.replay(query.board, 4, query.route) == family_reference.GOAL_4
        if query.board in published:  # the assignment's own answer
            assert published[query.board] == moves
        elif moves <= 12:  # a one-ended BFS agrees
            assert reference.distance_within(query.board, family_reference.GOAL_4, 12) == moves
    assert {"published board", "random solvable board", "random walk of 11 moves"} <= kinds
    assert max(distances) >= 30 and min(distances) == 0


def test_stress_generator__uva_10181_boards_keep_the_45_move_promise_and_both_classes():
    made = generator("uva_10181")
    checker = load_program(CASES / "path_within_50_checker.py", "path_within_50_checker")
    answers = []
    for index in range(40):
        trial = made.trial(3, index)
        text, expected = made.input_text(trial), made.expected_text(trial)
        boards = family_reference.parse_counted_boards(text, 16)
        for board, answer in zip(boards, expected.splitlines()):
            # the classes by the independent inversion rule
            solvable = family_reference.inversion_parity_solvable(4, 4, board)
            assert solvable == (answer != family_reference.UVA_10181_UNSOLVABLE)
            assert not solvable or (
                len(answer) <= 45
                and reference_paths.replay(board, 4, answer) == family_reference.GOAL_4
            )
            answers.append(answer)
        assert checker.check("uva_10181", text, expected, expected) is None
    assert family_reference.UVA_10181_UNSOLVABLE in answers
    assert max(len(answer) for answer in answers) == 45


@pytest.mark.slow
def test_stress_generator__uva_10085_answers_are_farthest_and_accepted_by_its_checker():
    made = generator("uva_10085")
    checker = load_program(CASES / "farthest_board_checker.py", "farthest_board_checker")
    for index in range(12):
        trial = made.trial(6, index)
        text, expected = made.input_text(trial), made.expected_text(trial)
        assert checker.check("uva_10085", text, expected, expected) is None
        blocks = expected.split("\n\n")[:-1]
        assert (
            len(blocks) == len(trial.queries) == len(family_reference.parse_counted_boards(text, 9))
        )
        for query, block in zip(trial.queries, blocks):
            lines = block.split("\n")
            board = tuple(int(token) for token in " ".join(lines[1:4]).split())
            farthest, boards = family_reference.farthest_boards(query.board)
            assert board in boards and len(lines[4]) == farthest


def test_stress_generator__poj_2893_larger_boards_match_the_inversion_rule():
    made = generator("poj_2893")
    shapes = set()
    for index in range(80):
        trial = made.trial(7, index)
        text = made.input_text(trial)
        assert made.expected_text(trial) == family_reference.expected_poj_2893(text)
        shapes.update((len(query.board) // query.columns, query.columns) for query in trial.queries)
    assert {(4, 4), (6, 7)} <= shapes


# --- the command line ---------------------------------------------------------------------


def test_stress__a_problem_without_a_generator_is_one_line(tmp_path):
    completed = stress(solution("accepted"), "no_such_problem")
    assert completed.returncode == 1 and completed.stdout == ""
    assert completed.stderr.count("\n") == 1
    assert "no generator for no_such_problem" in completed.stderr


@pytest.mark.parametrize(
    "mistake, status",
    [
        (["no-such-solution.py", "luogu_p1379"], 1),  # a missing file: one error line
        ([str(ROOT / "solutions" / "luogu_p1379.py"), "no_such_problem"], 1),  # bad input
        ([str(ROOT / "solutions" / "luogu_p1379.py"), "luogu_p1379", "--no-such-flag"], 2),  # usage
        ([], 2),  # no arguments
    ],
)
def test_stress__the_same_mistake_gets_the_same_exit_status_as_the_judge(mistake, status):
    judged = run_judge(*mistake)
    stressed = stress(*mistake)
    assert (judged.returncode, stressed.returncode) == (status, status), (
        judged.stderr + stressed.stderr
    )
    assert "Traceback" not in judged.stderr + stressed.stderr
    if status == 1:
        assert judged.stderr.startswith("judge: error: ")
        assert stressed.stderr.startswith("judge stress: error: ")
        assert len(stressed.stderr.strip().split("\n")) == 1


def test_stress__both_help_texts_list_the_same_exit_statuses():
    from judge.console import EXIT_STATUSES

    for completed in (run_judge("--help"), stress("--help")):
        assert completed.returncode == 0
        assert " ".join(EXIT_STATUSES.split()) in " ".join(completed.stdout.split())


def test_stress__our_python_solution_passes_and_the_seed_is_printed():
    completed = stress(
        ROOT / "solutions" / "hihocoder_1312.py",
        "hihocoder_1312",
        "-n",
        "12",
        "--seed",
        "42",
        "--time-limit",
        GENEROUS_TIME,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "seed 42" in completed.stdout.split("\n")[0]
    assert completed.stdout.rstrip().endswith("12 passed, 0 failed (seed 42)")


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed (apt: pypy3)")
def test_stress__an_interpreter_the_settings_leave_out_gets_a_warning():
    completed = stress(
        ROOT / "solutions" / "hdu_1043.py",
        "hdu_1043",
        "-n",
        "2",
        "--seed",
        "1",
        "--python",
        "pypy3",
        "--memory-limit",
        "256",
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "list CPython only" in completed.stderr and "stress-testing anyway" in completed.stderr


def test_stress__ctrl_c_stops_cleanly_and_prints_the_seed(tmp_path):
    # a right answer, slowly: wherever the interrupt lands, no input has failed before it
    slow = tmp_path / "slow.py"
    slow.write_text(
        "import runpy, time\ntime.sleep(0.2)\nrunpy.run_path(%r, run_name='__main__')\n"
        % str(ROOT / "solutions" / "luogu_p1379.py")
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "judge",
            "stress",
            str(slow),
            "luogu_p1379",
            "-n",
            "1000",
            "--seed",
            "9",
            "--time-limit",
            GENEROUS_TIME,
        ],
        cwd=str(ROOT),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        universal_newlines=True,
        preexec_fn=default_ctrl_c,
    )
    first = process.stdout.readline()  # the header: the run has started
    assert "seed 9" in first
    time.sleep(1.0)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert "Traceback" not in err and "interrupted" in err and "--seed 9" in err


# --- real programs: right ones pass -n 200, wrong ones are caught with a few moves -----------


@pytest.mark.slow  # 200 inputs through the judge: make test-all
@needs_gpp
def test_stress__correct_cpp_bfs_passes_200_luogu_inputs():
    completed = stress(
        PROGRAMS / "luogu_bfs.cpp",
        "luogu_p1379",
        "-n",
        "200",
        "--seed",
        "1",
        "--time-limit",
        GENEROUS_TIME,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "200 passed, 0 failed" in completed.stdout


@pytest.mark.slow  # 200 inputs, a JVM start each: make test-all
@needs_java
def test_stress__correct_java_passes_200_hihocoder_inputs():
    completed = stress(
        PROGRAMS / "Main.java",
        "hihocoder_1312",
        "-n",
        "200",
        "--seed",
        "2",
        "--time-limit",
        GENEROUS_TIME,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "200 passed, 0 failed" in completed.stdout


def caught(program, problem, count, seed, tmp_path):
    """Stress ``program`` on ``problem``: it must fail, and the written counterexample must
    fail again under the ordinary judge. Returns (CompletedProcess, input, expected output)."""
    completed = stress(
        PROGRAMS / program,
        problem,
        "-n",
        str(count),
        "--seed",
        str(seed),
        "--time-limit",
        GENEROUS_TIME,
        "--out",
        tmp_path,
    )
    assert completed.returncode == 1, completed.stdout[-3000:]
    folder = tmp_path / problem
    assert replay(PROGRAMS / program, folder).returncode == 1
    return (completed,) + counterexample(folder)


# slow: make test runs the README's stress command on the same program (tests/test_docs.py)
@pytest.mark.slow
@needs_gcc
def test_stress__greedy_search_is_caught_with_a_short_counterexample(tmp_path):
    completed, text, expected = caught("luogu_greedy.c", "luogu_p1379", 100, 3, tmp_path)
    assert expected == reference.expected_luogu_output(text)  # the independent answer
    # Greedy best-first by Manhattan distance finds a shortest path for every Luogu board
    # within 8 moves (the shrinker tries them all), so 9 is the fewest moves a
    # counterexample can have; it must find one that near.
    assert int(expected) <= 9, completed.stdout
    assert "WA" in completed.stdout and "replay: python3 -m judge" in completed.stdout


@needs_gcc
def test_stress__off_by_one_on_unsolvable_boards_is_caught_with_one_board(tmp_path):
    _, text, expected = caught("hihocoder_off_by_one.c", "hihocoder_1312", 100, 4, tmp_path)
    assert expected == reference.expected_hihocoder_output(text)
    assert text.startswith("1\n")  # one board left of the input
    assert expected != "No Solution!\n" and int(expected) <= FEW_MOVES


@pytest.mark.slow
@needs_gpp
def test_stress__princeton_rule_for_odd_sides_is_caught_on_2x2(tmp_path):
    _, text, expected = caught("princeton_odd_rule.cpp", "princeton_8puzzle", 60, 5, tmp_path)
    assert text.startswith("2\n")  # the 2x2 board, not a 3x3 one
    board = tuple(int(token) for token in text.split()[1:])
    moves = reference.distance(board, (1, 2, 3, 0))
    assert expected == "Minimum number of moves = %d\n" % moves and moves <= FEW_MOVES
    settings = json.loads((tmp_path / "princeton_8puzzle.json").read_text())
    assert settings["checker"].endswith("princeton_8puzzle_checker.py")


@pytest.mark.slow
@needs_gpp
def test_stress__tile_letters_where_the_blanks_are_wanted_are_caught_in_one_move(tmp_path):
    completed, text, _ = caught("poj_1077_tile_letters.cpp", "poj_1077", 30, 6, tmp_path)
    board = tuple(0 if token == "x" else int(token) for token in text.split())
    assert reference.distance(board, reference.HIHOCODER_GOAL) == 1  # 1 2 3 / 4 5 6 / 7 8 x
    assert "checker rejected" in completed.stdout


def test_stress__manhattan_distance_for_aoj_is_caught_and_checked_by_a_plain_bfs(tmp_path):
    completed, text, expected = caught("aoj_manhattan.py", "aoj_alds1_13_c", 100, 1, tmp_path)
    board = tuple(int(token) for token in text.split())
    # the shrunk board is near enough for a one-ended BFS to prove the expected answer
    assert int(expected) == reference.distance_within(board, family_reference.GOAL_4, 16)
    assert "WA" in completed.stdout


@pytest.mark.slow
def test_stress__odd_width_solvability_rule_on_4x4_is_caught_within_a_few_moves(tmp_path):
    completed, text, _ = caught("uva_10181_odd_rule.py", "uva_10181", 100, 1, tmp_path)
    [board] = family_reference.parse_counted_boards(text, 16)
    solvable = family_reference.inversion_parity_solvable(4, 4, board)
    goal = (
        family_reference.GOAL_4
        if solvable
        else family_reference.GOAL_4[1::-1] + family_reference.GOAL_4[2:]
    )
    assert reference.distance_within(board, goal, FEW_MOVES) is not None
    assert "checker rejected" in completed.stdout


@pytest.mark.slow
def test_stress__one_move_short_of_the_farthest_is_caught_on_one_board(tmp_path):
    completed, text, _ = caught("uva_10085_one_short.py", "uva_10085", 20, 1, tmp_path)
    boards = family_reference.parse_counted_boards(text, 9)
    assert len(boards) == 1 and reference.distance(boards[0], reference.HIHOCODER_GOAL) == 0
    assert "the farthest are" in completed.stdout


# the folders --all judges: not hidden, not private (an earlier run leaves __pycache__ here,
# from the special judges' shared module)
PROBLEM_FOLDERS = sorted(
    path.name
    for path in (ROOT / "judge_cases").iterdir()
    if path.is_dir() and not path.name.startswith((".", "_"))
)


def test_stress__every_problem_in_judge_cases_has_a_generator():
    assert sorted(PROBLEMS) == PROBLEM_FOLDERS


@pytest.mark.parametrize(
    "name",
    slow_where(PROBLEM_FOLDERS, {"uva_10085", "hdu_3567", "hdu_1043", "uva_652", "lightoj_1139"}),
)
def test_stress__our_own_solution_passes_every_problem(name):
    """The descriptions in judge/stress_problems.py write inputs our solutions read and
    expected answers that the checkers (or the plain comparison) accept."""
    completed = stress(
        ROOT / "solutions" / (name + ".py"),
        name,
        "-n",
        "7",
        "--seed",
        "11",
        "--time-limit",
        GENEROUS_TIME,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
