"""``python3 -m slidingkit.judge stress``, on every problem of slidingkit/problems/: the generated
inputs, the independent reference, shrinking, the command line and the problems' own solutions.

What it proves
    - The generator (judge.stress, writing through each problem's format) is deterministic
      per seed; writes every shape and spacing of the format; puts unsolvable boards in an input
      exactly where the statement allows them, and several boards where it allows more than
      one; and, on boards of at most 9 cells with a fixed goal, makes a board at every distance
      from the goal.
    - Its expected answers are the package's expected(text) wherever that answers the input;
      where it cannot, the input holds a walked board and the answer is its route. For the
      problems of at most 9 cells and no farthest board they are those of a plain BFS from
      each board's goal (slidingkit/oracle/reference.py: the distance and the first shortest path in
      the format's order); where the comparison is plain, the drawn answers (BFS table, routes, a
      walked board's class) equal the package's.
    - A larger board's route replays to its target (the goal, or the goal with two tiles
      swapped for the other class, by the validators' own parity rule) within the statement's
      promise.
    - The shrinker reaches the fewest moves and boards that still fail; the two-ended BFS that
      proves the larger boards' routes agrees with a one-ended BFS.
    - On a board that is a graph (a hand-made format whose inputs give their graph): the
      generator draws walks, random boards and several boards, reads back as written, answers
      with expected(), and needs one; the shrinker walks a board nearer on its graph.
    - The command line: its errors and exit statuses are the judge's; Ctrl-C stops cleanly; a
      warning for an interpreter the settings leave out; every problem's own solution passes,
      the run's first and last lines naming the seed; --case-seeds runs and counts every case
      of the package's generate(1..K), and is one error line where there is no generator.

What only one problem has (a wrong program it catches, its published boards, its special
judge) is in tests/problems/NAME/test_stress.py. Expected answers come from slidingkit/oracle/
(plain BFS), never from the code under test. Time limits are raised (GENEROUS_TIME): these tests
prove verdicts, never speed.
"""

import importlib
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

from slidingkit import problems
from slidingkit.judge import JudgeError
from slidingkit.judge.console import EXIT_STATUSES
from slidingkit.judge.stress import (
    DRAWN,
    PACKAGE,
    GraphGenerator,
    GraphReference,
    Query,
    Reference,
    Trial,
    generator_for,
    shrink,
)
from slidingkit.oracle import family_reference, graph_reference, reference, reference_paths
from slidingkit.problems._boards import reaches
from slidingkit.problems._format import Answer, Format
from tests.conftest import CASES, default_ctrl_c
from tests.running import GENEROUS_TIME, STRESS_TIMEOUT, run_judge, solution, stress

ROOT = Path(__file__).resolve().parents[2]
NAMES = problems.names()
TABLE_CELLS = 9  # boards of at most 9 cells: a plain BFS over all of them answers each

pytestmark = pytest.mark.timeout(2 * STRESS_TIMEOUT)  # a test runs stress once or twice


FORMATS = {name: problems.load(name).FORMAT for name in NAMES}
# the problems whose every board a full BFS table answers, each of its shape's one goal
TABLED = [
    name
    for name, written in FORMATS.items()
    if all(rows * columns <= TABLE_CELLS for rows, columns in written.shapes)
    and not written.goal_given
    and not written.on_graph
]
ROUTED = [
    name
    for name, written in FORMATS.items()
    if any(rows * columns > TABLE_CELLS for rows, columns in written.shapes)
    and not written.on_graph
]
# a problem and its Python solution for the command-line tests: any will do
EXAMPLE = next(name for name in NAMES if (ROOT / "solutions" / (name + ".py")).is_file())
EXAMPLE_SOLUTION = ROOT / "solutions" / (EXAMPLE + ".py")


def package_cases(name):
    """The problem's cases module, slidingkit/problems/NAME/cases.py."""
    return importlib.import_module("slidingkit.problems.%s.cases" % name)


def generator(name):
    """The generator as stress makes it: answers from the package's expected() where it has one."""
    return generator_for(name, getattr(package_cases(name), "expected", None))[0]


def trials(name, seed, count):
    made = generator(name)
    return made, [made.trial(seed, index) for index in range(count)]


def turns(name, count):
    """Inputs enough for count turns of every kind."""
    return len(generator(name).kinds) * count


# --- the generator, in process ---------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_stress_generator__same_seed_same_inputs_and_another_seed_others(name):
    count = turns(name, 1)
    made, first = trials(name, 7, count)
    texts = [made.input_text(trial) for trial in first]
    assert texts == [made.input_text(trial) for trial in trials(name, 7, count)[1]]
    assert texts != [made.input_text(trial) for trial in trials(name, 8, count)[1]]


@pytest.mark.parametrize("name", NAMES)
def test_stress_generator__writes_every_shape_and_spacing_of_the_format(name):
    written = FORMATS[name]
    _, made = trials(name, 1, turns(name, max(len(written.shapes), len(written.layouts))))
    shapes = {
        (len(query.board) // query.columns, query.columns)
        for trial in made
        for query in trial.queries
    }
    assert shapes == set(written.shapes)
    assert {trial.layout for trial in made} == set(written.layouts)


@pytest.mark.parametrize("name", NAMES)
def test_stress_generator__unsolvable_boards_and_several_boards_where_the_statement_allows(name):
    written = FORMATS[name]
    _, made = trials(name, 5, turns(name, 4))
    classes = {
        reaches(query.board, query.goal, query.columns) for trial in made for query in trial.queries
    }
    counts = {len(trial.queries) for trial in made}
    assert classes == ({True, False} if written.unsolvable else {True})
    fewest, most = written.cases
    assert fewest <= min(counts) and max(counts) <= most
    assert (max(counts) > 1) == (most > 1)


@pytest.mark.parametrize("name", TABLED)
def test_stress_generator__boards_at_every_distance_from_the_goal(name):
    written = FORMATS[name]
    made = generator(name)
    seen = {shape: set() for shape in written.shapes}
    turn = 0
    while any(
        len(seen[shape])
        < len(set(reference.shape_distances(written.goal_of(shape), shape[1]).values()))
        for shape in written.shapes
    ):
        assert turn < 2 * 32 * len(written.shapes), "distances missing: %s" % seen
        [query] = made.trial(3, turn * len(made.kinds)).queries  # the kind "distance"
        shape = (len(query.board) // query.columns, query.columns)
        # the plain BFS from the board's own goal, not the generator's renamed table
        seen[shape].add(reference.shape_distances(query.goal, query.columns)[query.board])
        turn += 1


def plain_bfs_answer(board, goal, columns, order):
    """The distance and the first shortest path in order from a plain BFS of goal's table, or
    None (unsolvable). A goal is first renamed to the one with its tiles in order around its
    blank (renaming tiles changes no move), so that drawn goals need at most nine tables."""
    canonical = reference.canonical_goal(goal)
    name = {tile: canonical[cell] for cell, tile in enumerate(goal)}
    board = tuple(name[tile] for tile in board)
    distance = reference.shape_distances(canonical, columns).get(board)
    if distance is None:
        return None
    return Answer(distance, reference.first_shortest_path(board, canonical, columns, order))


# the problems whose answers a plain BFS gives: boards of at most 9 cells, no farthest board
ANSWERED = [
    name
    for name, written in FORMATS.items()
    if all(rows * columns <= TABLE_CELLS for rows, columns in written.shapes)
    and not written.wants_farthest
    and not written.on_graph
]


@pytest.mark.parametrize("name", ANSWERED)
def test_stress_generator__expected_answers_are_a_plain_bfs_from_each_boards_goal(name):
    written = FORMATS[name]
    made, drawn = trials(name, 4, turns(name, 3))
    for trial in drawn:
        queries = [query.written() for query in trial.queries]
        answers = [
            plain_bfs_answer(query.board, query.goal, query.columns, written.path_order)
            for query in queries
        ]
        assert made.expected_text(trial) == written.answer_text(queries, answers), trial.kind


@pytest.mark.parametrize("name", NAMES)
def test_stress_generator__answers_are_the_packages_expected_wherever_it_answers(name):
    """Where the package's expected(text) answers an input, stress's expected output is that
    answer; where it cannot (ValueError), the input holds a routed board and stress answers from
    its routes; a problem whose boards all fit the BFS table is answered by the package alone."""
    expected = getattr(package_cases(name), "expected", None)
    made, drawn = trials(name, 6, turns(name, 2))
    sources = set()
    for trial in drawn:
        text, source = made.answered(trial)
        sources.add(source)
        if expected is None:
            assert source == DRAWN
            continue
        try:
            answer = expected(made.input_text(trial))
        except ValueError:
            assert source == DRAWN and any(query.route is not None for query in trial.queries)
            assert text == made.drawn_text(trial)
            continue
        assert (source, text) == (PACKAGE, answer), trial.kind
    if expected is not None and name not in ROUTED:
        assert sources == {PACKAGE}


# the problems whose drawn answers need no path or farthest board of a board the table answers,
# judged by plain comparison: there the drawn answer and the package's must be the same text
COMPARED = [
    name
    for name, written in FORMATS.items()
    if hasattr(package_cases(name), "expected")
    and problems.settings(name)["checker"] is None
    and not (written.wants_farthest or (written.wants_path and name not in ROUTED))
    and not written.on_graph
]


@pytest.mark.parametrize("name", COMPARED)
def test_stress_generator__its_drawn_answers_agree_with_the_packages_expected(name):
    """Two references agree: the drawing's (the BFS table, a walk's route proved shortest, a
    routed board's class) and the package's expected() (slidingkit/oracle/family_reference.py)."""
    made, drawn = trials(name, 8, turns(name, 2))
    compared = 0
    for trial in drawn:
        if made.answered(trial)[1] == PACKAGE:
            assert made.drawn_text(trial) == made.expected_text(trial), trial.kind
            compared += 1
    assert compared > 0


@pytest.mark.parametrize("name", ROUTED)
def test_stress_generator__larger_boards_replay_to_their_target_within_the_promise(name):
    written = FORMATS[name]
    _, made = trials(name, 2, turns(name, 2))
    for trial in made:
        for query in trial.queries:
            if query.route is None:  # a board of at most 9 cells, answered from the table
                continue
            assert reference_paths.replay(query.board, query.columns, query.route) == query.target
            solvable = reaches(query.board, query.goal, query.columns)
            assert solvable == (query.target == query.goal), trial.kind
            if written.most_moves is not None:
                assert len(query.route) <= written.most_moves


def test_shrink__reaches_the_fewest_moves_and_cases_that_still_fail():
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


# A graph each input gives (the tiles written as their cells), several boards an input.
GIVEN_GRAPH = Format(
    shapes=((1, 6),),
    unsolvable=True,
    cases=(1, 4),
    count_line=True,
    board="positions",
    edges="given",
    no_answer="-1",
)


def graph_expected(text):
    """The answers of a GIVEN_GRAPH input, from the oracle's BFS."""
    written = GIVEN_GRAPH
    answers = []
    for query in written.parse(text):
        moves = graph_reference.distance(query.board, query.goal, written.edges_of(query))
        answers.append("-1" if moves is None else str(moves))
    return "".join(answer + "\n" for answer in answers)


def test_graph_generator__draws_graphs_boards_and_answers_that_the_oracle_holds():
    written = GIVEN_GRAPH
    made = GraphGenerator(written, graph_expected)
    kinds = set()
    for index in range(30):
        trial = made.trial(3, index)
        kinds.add(trial.kind.split(" of ")[0] if "walk" in trial.kind else trial.kind.split()[-1])
        text = made.input_text(trial)
        assert written.parse(text) == [query.written() for query in trial.queries]
        assert made.answered(trial) == (graph_expected(text), PACKAGE)
    assert kinds == {"board", "random walk", "boards"}
    with pytest.raises(JudgeError, match="expected"):
        GraphGenerator(written, None)


def test_shrink__walks_a_graph_board_nearer_and_drops_boards():
    written = GIVEN_GRAPH
    table = GraphReference(written)
    edges = ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0), (0, 3))
    goal = (1, 2, 3, 4, 5, 0)
    rng = random.Random(2)
    queries = [
        Query(graph_reference.walk(goal, edges, 30, rng), goal, 6, edges=edges) for _ in range(4)
    ]

    def fails(trial):  # a pretend solution that is wrong from 3 moves on
        return "WA" if any((table.distance(query) or 0) >= 3 for query in trial.queries) else None

    assert fails(Trial(queries, "single", "4 boards"))
    small, spent = shrink(Trial(queries, "single", "4 boards"), table, fails, "single")
    assert len(small.queries) == 1
    assert graph_reference.distance(small.queries[0].board, goal, edges) == 3
    assert 0 < spent < 200


@pytest.mark.slow
def test_shortest_route__agrees_with_the_full_bfs_on_3x3_and_2x3():
    rng = random.Random(4)
    for goal, columns in (
        ((1, 2, 3, 4, 5, 6, 7, 8, 0), 3),
        ((1, 2, 3, 8, 0, 4, 7, 6, 5), 3),
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


# --- the command line -------------------------------------------------------------------------


def test_stress__a_problem_without_a_generator_is_one_line(tmp_path):
    completed = stress(solution("accepted"), "no_such_problem")
    assert completed.returncode == 1 and completed.stdout == ""
    assert completed.stderr.count("\n") == 1
    assert "no generator for no_such_problem" in completed.stderr


@pytest.mark.parametrize(
    "mistake, status",
    [
        (["no-such-solution.py", EXAMPLE], 1),  # a missing file: one error line
        ([str(EXAMPLE_SOLUTION), "no_such_problem"], 1),  # bad input
        ([str(EXAMPLE_SOLUTION), EXAMPLE, "--no-such-flag"], 2),  # usage
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
    for completed in (run_judge("--help"), stress("--help")):
        assert completed.returncode == 0
        assert " ".join(EXIT_STATUSES.split()) in " ".join(completed.stdout.split())


def cpython_only():
    """A problem whose settings list CPython alone among the interpreters."""
    for name in NAMES:
        settings = json.loads((CASES / (name + ".json")).read_text("utf-8"))
        if settings.get("interpreters") == ["CPython"]:
            return name
    pytest.fail("no problem's settings leave PyPy out")


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed (apt: pypy3)")
def test_stress__an_interpreter_the_settings_leave_out_gets_a_warning():
    name = cpython_only()
    completed = stress(
        ROOT / "solutions" / (name + ".py"),
        name,
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
        % str(EXAMPLE_SOLUTION)
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "slidingkit.judge",
            "stress",
            str(slow),
            EXAMPLE,
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


def test_stress__every_problem_in_judge_cases_has_a_generator():
    folders = sorted(
        path.name
        for path in CASES.iterdir()
        if path.is_dir() and not path.name.startswith((".", "_"))
    )
    assert folders == [name for name in NAMES if hasattr(problems.load(name), "FORMAT")]


# Each problem's own Python file on its generated inputs, which come in the order of the kinds:
# the first three (a board at distance 0, a walk of 0 moves, a random solvable board) in the
# quick tier, a dozen (every kind twice) in make test-all.
OWN_RUNS = [pytest.param(name, 3, id="%s-3" % name) for name in NAMES] + [
    pytest.param(name, 12, id="%s-12" % name, marks=pytest.mark.slow) for name in NAMES
]


@pytest.mark.parametrize("name, count", OWN_RUNS)
def test_stress__our_own_solution_passes_every_problem_and_the_run_names_its_seed(name, count):
    """The formats write inputs our solutions read and expected answers that the checkers (or
    the plain comparison) accept; the run's first line and its last name the seed."""
    completed = stress(
        ROOT / "solutions" / (name + ".py"),
        name,
        "-n",
        str(count),
        "--seed",
        "11",
        "--time-limit",
        GENEROUS_TIME,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "seed 11" in completed.stdout.split("\n")[0]
    assert completed.stdout.rstrip().endswith("%d passed, 0 failed (seed 11)" % count)


# the problem of the smallest boards among those whose cases are generated: its own solution
# runs each generated case in a moment
GENERATED = sorted(
    (max(rows * columns for rows, columns in FORMATS[name].shapes), name)
    for name in NAMES
    if hasattr(package_cases(name), "generate")
)[0][1]


def test_stress__case_seeds_runs_the_packages_generated_cases_and_our_solution_passes(tmp_path):
    """--case-seeds 2: after the drawn inputs, every case of generate(1) and generate(2), each
    counted; our own solution passes them all."""
    completed = stress(
        ROOT / "solutions" / (GENERATED + ".py"),
        GENERATED,
        "-n",
        "1",
        "--seed",
        "3",
        "--case-seeds",
        "2",
        "--time-limit",
        GENEROUS_TIME,
        "--out",
        tmp_path,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    cases = package_cases(GENERATED)
    counts = [len(cases.generate(seed)) for seed in (1, 2)]
    assert "generate(1): %d cases passed" % counts[0] in completed.stdout
    assert completed.stdout.rstrip().endswith(
        "1 input and %d cases passed, 0 failed (seed 3; cases of generate(1) to generate(2))"
        % sum(counts)
    )


def test_stress__case_seeds_on_a_problem_without_a_generator_is_one_line():
    published = [name for name in NAMES if not hasattr(package_cases(name), "generate")]
    if not published:
        pytest.skip("every problem's cases are generated")
    completed = stress(solution("accepted"), published[0], "--case-seeds", "1")
    assert completed.returncode == 1 and completed.stdout == ""
    assert completed.stderr.count("\n") == 1 and "--case-seeds" in completed.stderr


def test_stress__strict_compares_a_problems_answers_byte_for_byte(tmp_path):
    # a problem its settings give no special judge (which would judge instead of comparing),
    # and its own solution with each line of its output ended by a space
    name = next(
        name
        for name in NAMES
        if json.loads((CASES / (name + ".json")).read_text("utf-8"))["checker"] is None
        and (ROOT / "solutions" / (name + ".py")).is_file()
    )
    spaced = tmp_path / "spaced.py"
    spaced.write_text(
        "import subprocess, sys\n"
        "out = subprocess.run([sys.executable, %r], stdin=sys.stdin, stdout=subprocess.PIPE)\n"
        "sys.stdout.write(out.stdout.decode().replace('\\n', ' \\n'))\n"
        % str(ROOT / "solutions" / (name + ".py"))
    )
    flags = ["-n", "2", "--seed", "1", "--time-limit", GENEROUS_TIME, "--out", tmp_path]
    assert stress(spaced, name, *flags).returncode == 0  # the judge ignores trailing spaces
    strict = stress(spaced, name, *flags, "--strict")
    assert strict.returncode == 1 and "WA" in strict.stdout
    assert "--strict repeats it)" in strict.stdout.rstrip("\n").split("\n")[-1]


def test_stress__flags_may_come_between_solution_and_problem(tmp_path):
    completed = stress(EXAMPLE_SOLUTION, "-n", "1", EXAMPLE, "--seed", "2", "--out", tmp_path)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "on %s: 1 inputs, seed 2" % EXAMPLE in completed.stdout.split("\n")[0]
