"""Tests of the steps the judge is built from, one unit at a time, in process.

``judge.cli.judge_all`` (``--all``): discover_targets, probe_interpreters, judging_line,
pair_solutions, pair_label, the Tally of results, judge_pairs and judge_step (with
paired_solution and cases_left), and report_all; single mode's report_one and the check of
the report files before anything runs (judge_as_asked).

``judge.run``: start_program, and each step of the I/O loop ``Exchange`` (feed_when_ready,
check_limits, select_timeout, after_exit, drain_time_left, handle, write_input, read_output,
run). The loop's steps are driven by hand on a real process (``cat`` or a tiny Python program)
with a stand-in for its ProcessTree that records what the loop asks of it.

The end-to-end behaviour (output, verdicts, limits) is tested in tests/test_judge.py.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator, List, Optional, cast

import pytest

from judge import JudgeError, cli
from judge import run as judge_run
from judge.problem import load_problem
from judge.run import (
    DRAIN_GRACE,
    FEED_POLL_INTERVAL,
    FEED_WAIT,
    POLL_INTERVAL,
    TOKEN_VARIABLE,
    Exchange,
    Interpreter,
    Limits,
    ProcessTree,
    RunResult,
    _live_trees,
    _live_trees_lock,
    probe_interpreter,
    start_program,
)
from judge.verdict import ProblemRun, judge_problem

FIXTURES = Path(__file__).resolve().parent / "judge_fixtures"
CASES = FIXTURES / "cases"  # three cases: sample-1, sample-2, sample-10


def fixture_solution(name: str) -> Path:
    return FIXTURES / "solutions" / name


def make_tree(root: Path, solutions: dict, case_folders: List[str]) -> None:
    """root/solutions/FILE copied from the fixture solutions ({FILE: fixture file}) and
    root/judge_cases/NAME/ copied from the fixture problem for each NAME in case_folders."""
    (root / "solutions").mkdir()
    (root / "judge_cases").mkdir()
    for name, fixture in solutions.items():
        shutil.copy(str(fixture_solution(fixture)), str(root / "solutions" / name))
    for name in case_folders:
        shutil.copytree(str(CASES), str(root / "judge_cases" / name))


def all_args(*flags: str) -> argparse.Namespace:
    """The parsed arguments of ``python3 -m judge --all FLAGS``."""
    return cli.build_parser().parse_args(["--all"] + list(flags))


def interpreter(name: str, executable: str = "/usr/bin/python3") -> Interpreter:
    """A stand-in Interpreter named ``name`` ("CPython 3.11.7"), never run."""
    return Interpreter(executable, name, name.split(" ")[0].lower(), 0)


CPYTHON = interpreter("CPython 3.11.7")
PYPY = interpreter("PyPy 7.3.11 (Python 3.9.16)", "/usr/bin/pypy3")


@pytest.fixture(scope="module")
def python_here() -> Interpreter:
    """The interpreter running the tests, probed."""
    return probe_interpreter(sys.executable)


@pytest.fixture(scope="module")
def accepted_run(python_here) -> ProblemRun:
    """The accepted fixture judged on the fixture problem: 3/3 AC."""
    problem = load_problem(str(CASES))
    return judge_problem(str(fixture_solution("accepted.py")), problem, python_here)


# --- judge_all: what to judge, with what, in which pairs ------------------------------------


def test_discover_targets__files_by_name_leaving_out_hidden_underscored_and_other_files(tmp_path):
    make_tree(
        tmp_path,
        {"p2.py": "accepted.py", "p2.cpp": "accepted.cpp", "p10.py": "accepted.py"},
        ["p2", "p10", "lonely", "_private", ".hidden"],
    )
    for name in ("_helper.py", ".secret.py", "notes.txt"):
        (tmp_path / "solutions" / name).write_text("")
    (tmp_path / "solutions" / "folder.py").mkdir()  # a folder is no solution file
    (tmp_path / "judge_cases" / "p2.json").write_text("{}")  # settings are no case folder
    targets = cli.discover_targets(str(tmp_path / "solutions"), str(tmp_path / "judge_cases"))
    solutions = str(tmp_path / "solutions")
    assert targets.solution_files == {
        "p2": [os.path.join(solutions, "p2.cpp"), os.path.join(solutions, "p2.py")],
        "p10": [os.path.join(solutions, "p10.py")],
    }
    assert targets.case_names == {"p2", "p10", "lonely"}
    assert targets.names == ["lonely", "p2", "p10"]  # natural order
    assert targets.unsolved == ["lonely"]  # --solutions was given


def test_discover_targets__default_folders_and_no_skipping_without_solutions(tmp_path, monkeypatch):
    make_tree(tmp_path, {"sum.py": "accepted.py"}, ["sum", "lonely"])
    monkeypatch.chdir(tmp_path)
    targets = cli.discover_targets(None, None)
    assert (targets.solutions_dir, targets.cases_root) == ("solutions", "judge_cases")
    assert targets.names == ["lonely", "sum"] and targets.unsolved == []


@pytest.mark.parametrize(
    "solutions, cases, tree, message",
    [
        ("nowhere", None, ({}, []), "folder not found: nowhere"),
        (None, "nowhere", ({}, []), "folder not found: nowhere"),
        ("solutions", None, ({}, ["sum"]), "nothing to judge: no solutions in solutions"),
        (
            None,
            None,
            ({}, []),
            "nothing to judge: no solutions in solutions and no case folders in judge_cases",
        ),
    ],
)
def test_discover_targets__a_missing_folder_or_nothing_to_judge_is_an_error(
    tmp_path, monkeypatch, solutions, cases, tree, message
):
    make_tree(tmp_path, *tree)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(JudgeError) as caught:
        cli.discover_targets(solutions, cases)
    assert str(caught.value) == message


def test_discover_targets__case_folders_alone_are_judged_as_pairing_errors(tmp_path, monkeypatch):
    """Without --solutions, case folders without any solution are still targets."""
    make_tree(tmp_path, {}, ["sum"])
    monkeypatch.chdir(tmp_path)
    targets = cli.discover_targets(None, None)
    assert (targets.names, targets.solution_files, targets.unsolved) == (["sum"], {}, [])


def test_probe_interpreters__one_per_executable_in_the_order_given(monkeypatch):
    executables = {"python3": "/usr/bin/python3.11", "py": "/usr/bin/python3.11", "pypy3": "/p"}
    monkeypatch.setattr(cli, "probe_interpreter", lambda name: interpreter(name, executables[name]))
    found = cli.probe_interpreters(["pypy3", "python3", "py", "pypy3"])
    assert [each.name for each in found] == ["pypy3", "python3"]


def test_probe_interpreters__an_unknown_interpreter_is_an_error():
    with pytest.raises(JudgeError, match="interpreter not found: no-such-python-here"):
        cli.probe_interpreters(["no-such-python-here"])


def targets_of(solution_files: dict, case_names: set, skip_unsolved: bool = False) -> cli.Targets:
    return cli.Targets("solutions", "judge_cases", solution_files, case_names, skip_unsolved)


def test_judging_line__counts_problems_with_solutions_and_names_interpreters_then_languages():
    targets = targets_of(
        {"a": ["solutions/a.cpp", "solutions/a.py"], "b": ["solutions/b.java"]},
        {"a", "b", "c"},
        skip_unsolved=True,
    )
    assert cli.judging_line(targets, [CPYTHON, PYPY]) == (
        "judging 2 problems with CPython 3.11.7 and PyPy 7.3.11 (Python 3.9.16) and C++ and Java"
    )
    one = targets_of({"a": ["solutions/a.py"]}, {"a"})
    assert cli.judging_line(one, [CPYTHON]) == "judging 1 problem with CPython 3.11.7"


def test_pair_solutions__python_under_each_interpreter_other_files_once_and_missing_ones_once():
    targets = targets_of(
        {"a": ["solutions/a.cpp", "solutions/a.py"], "c": ["solutions/c.py"]}, {"a", "b"}
    )
    pairs = cli.pair_solutions(targets, [CPYTHON, PYPY])
    assert [(pair.name, pair.solution, pair.interpreter) for pair in pairs] == [
        ("a", "solutions/a.cpp", None),
        ("a", "solutions/a.py", CPYTHON),
        ("a", "solutions/a.py", PYPY),
        ("b", None, None),
        ("c", "solutions/c.py", CPYTHON),
        ("c", "solutions/c.py", PYPY),
    ]


def test_pair_label__the_name_alone_unless_the_problem_is_judged_more_than_once():
    targets = targets_of(
        {"a": ["solutions/a.cpp", "solutions/a.py"], "b": ["solutions/b.py"]}, {"a"}
    )
    assert cli.pair_label(cli.Pair("b", "solutions/b.py", CPYTHON), targets, [CPYTHON]) == "b"
    assert cli.pair_label(cli.Pair("a", "solutions/a.cpp", None), targets, [CPYTHON]) == "a (C++)"
    assert cli.pair_label(cli.Pair("a", "solutions/a.py", CPYTHON), targets, [CPYTHON]) == (
        "a (CPython)"
    )
    two = [CPYTHON, PYPY]
    assert cli.pair_label(cli.Pair("b", "solutions/b.py", PYPY), targets, two) == "b (PyPy)"
    assert cli.pair_label(cli.Pair("z", None, None), targets, two) == "z"  # no file: no tag


# --- judge_all: the Tally and each pair judged ----------------------------------------------


def test_tally__each_outcome_adds_its_row_and_line_and_the_counts_follow(capsys, accepted_run):
    tally = cli.Tally()
    tally.add_unsolved("lonely", "solutions")
    problem = load_problem(str(CASES))
    tally.add_not_offered("sum", "solutions/sum.py", PYPY, problem, "sum (PyPy)")
    tally.add_error(cli.Pair("x", None, None), JudgeError("x has no solution"), "x")
    tally.add_error(cli.Pair("x", None, PYPY), JudgeError("x has no solution"), "x")  # once
    tally.add_run(accepted_run, "sum (CPython)")
    assert [row[0] for row in tally.rows] == ["lonely", "sum", "x", "cases"]  # a run: its folder
    assert [row[3] for row in tally.rows[:3]] == ["skipped", "not judged", "error"]
    assert tally.skipped[0] == "lonely: no solution in solutions"
    assert tally.skipped[1].startswith("sum under PyPy: Sum and sort (judge test fixture)'s")
    assert tally.not_offered == ["sum under PyPy"] and tally.errors == ["x has no solution"]
    assert [label for label, _ in tally.cases] == [
        "sum (CPython)/sample-1",
        "sum (CPython)/sample-2",
        "sum (CPython)/sample-10",
    ]
    assert (tally.passed, tally.failed, tally.not_run) == (3, 1, None)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "lonely: skipped: no solution in solutions"
    assert lines[1].startswith("sum (PyPy): not judged: Sum and sort (judge test fixture)'s")
    assert lines[2] == "x: error: x has no solution"
    assert lines[3].startswith("sum (CPython): 3/3 AC") and len(lines) == 4


def test_tally__quiet_prints_only_the_errors(capsys, accepted_run):
    tally = cli.Tally(quiet=True)
    tally.add_unsolved("lonely", "solutions")
    tally.add_not_offered("sum", "solutions/sum.py", PYPY, load_problem(str(CASES)), "sum")
    tally.add_error(cli.Pair("x", None, None), JudgeError("broken"), "x")
    tally.add_run(accepted_run, "sum")
    assert capsys.readouterr().out == "x: error: broken\n"
    assert len(tally.rows) == 4


def test_paired_solution__the_file_or_the_pairing_error(tmp_path):
    targets = targets_of({"a": ["solutions/a.py"], "b": ["solutions/b.py"]}, {"a", "c"})
    assert cli.paired_solution(cli.Pair("a", "solutions/a.py", None), targets) == "solutions/a.py"
    with pytest.raises(JudgeError) as caught:
        cli.paired_solution(cli.Pair("b", "solutions/b.py", None), targets)
    assert str(caught.value) == "solutions/b.py has no case folder judge_cases/b"
    with pytest.raises(JudgeError) as caught:
        cli.paired_solution(cli.Pair("c", None, None), targets)
    assert str(caught.value) == "judge_cases/c has no solution solutions/c.py"


def test_cases_left__the_inputs_of_every_pair_with_a_solution_and_a_case_folder(tmp_path):
    make_tree(tmp_path, {}, ["a", "b"])
    (tmp_path / "judge_cases" / "b" / "extra.in").write_text("1 2\n")  # no .out: still run
    targets = cli.Targets(
        str(tmp_path / "solutions"), str(tmp_path / "judge_cases"), {}, {"a", "b"}, False
    )
    pairs = [
        cli.Pair("a", "a.py", CPYTHON),
        cli.Pair("a", "a.py", PYPY),
        cli.Pair("b", "b.cpp", None),
        cli.Pair("b", None, None),  # no solution: runs nothing
        cli.Pair("z", "z.py", CPYTHON),  # no case folder: runs nothing
    ]
    assert cli.cases_left(pairs, targets) == 3 + 3 + 4
    assert cli.cases_left([], targets) == 0


def tree_targets(root: Path, solutions: Optional[str] = None) -> cli.Targets:
    return cli.discover_targets(
        str(root / "solutions") if solutions is None else solutions, str(root / "judge_cases")
    )


def test_judge_step__a_problem_without_a_solution_under_solutions_is_skipped(tmp_path, capsys):
    make_tree(tmp_path, {"sum.py": "accepted.py"}, ["sum", "lonely"])
    targets = tree_targets(tmp_path)
    pairs = [cli.Pair("lonely", None, None)]
    tally = cli.Tally()
    assert cli.judge_step(1, pairs, targets, [CPYTHON], tally, all_args("--fail-fast")) is False
    assert tally.skipped == ["lonely: no solution in %s" % targets.solutions_dir]
    assert tally.errors == [] and tally.not_run is None
    assert capsys.readouterr().out.startswith("lonely: skipped: no solution in ")


def test_judge_step__a_pairing_error_stops_the_run_only_with_fail_fast(tmp_path, capsys):
    make_tree(tmp_path, {"orphan.py": "accepted.py", "sum.py": "accepted.py"}, ["sum"])
    targets = tree_targets(tmp_path)
    orphan = str(tmp_path / "solutions" / "orphan.py")
    pairs = cli.pair_solutions(targets, [CPYTHON])
    assert [pair.name for pair in pairs] == ["orphan", "sum"]
    tally = cli.Tally()
    assert cli.judge_step(1, pairs, targets, [CPYTHON], tally, all_args()) is False
    assert tally.errors == [
        "%s has no case folder %s" % (orphan, os.path.join(targets.cases_root, "orphan"))
    ]
    assert tally.not_run is None and capsys.readouterr().out.startswith("orphan: error: ")
    stopped = cli.Tally()
    assert cli.judge_step(1, pairs, targets, [CPYTHON], stopped, all_args("--fail-fast")) is True
    assert stopped.not_run == 3  # sum's three cases


def test_judge_step__an_interpreter_the_settings_leave_out_is_not_judged(tmp_path, capsys):
    make_tree(tmp_path, {"sum.py": "accepted.py"}, ["sum"])
    (tmp_path / "judge_cases" / "sum.json").write_text(json.dumps({"interpreters": ["PyPy"]}))
    targets = tree_targets(tmp_path)
    tally = cli.Tally()
    pairs = cli.pair_solutions(targets, [CPYTHON])
    assert cli.judge_step(1, pairs, targets, [CPYTHON], tally, all_args("--fail-fast")) is False
    assert tally.not_offered == ["sum under CPython"] and tally.runs == []
    assert "sum: not judged: " in capsys.readouterr().out


def test_judge_step__a_failed_run_stops_with_fail_fast_counting_the_cases_not_run(
    tmp_path, python_here
):
    make_tree(tmp_path, {"a.py": "wrong_answer.py", "b.py": "accepted.py"}, ["a", "b"])
    targets = tree_targets(tmp_path)
    pairs = cli.pair_solutions(targets, [python_here])
    tally = cli.Tally(quiet=True)
    assert cli.judge_step(1, pairs, targets, [python_here], tally, all_args("--fail-fast"))
    assert [run.solution for run in tally.runs] == [pairs[0].solution]
    assert tally.not_run == 2 + 3  # a's two cases after its first failure, then b's three
    going_on = cli.Tally(quiet=True)
    assert not cli.judge_step(1, pairs, targets, [python_here], going_on, all_args())
    assert going_on.runs[0].failed == 3 and going_on.not_run is None


def test_judge_pairs__every_pair_in_order_or_up_to_the_first_failure_with_fail_fast(
    tmp_path, python_here
):
    make_tree(
        tmp_path,
        {"a.py": "accepted.py", "b.py": "wrong_answer.py", "c.py": "accepted.py"},
        ["a", "b", "c"],
    )
    targets = tree_targets(tmp_path)
    pairs = cli.pair_solutions(targets, [python_here])
    every = cli.judge_pairs(pairs, targets, [python_here], all_args("-q"))
    assert [run.solution for run in every.runs] == [pair.solution for pair in pairs]
    assert (every.passed, every.failed, every.not_run) == (6, 3, None)
    stopped = cli.judge_pairs(pairs, targets, [python_here], all_args("-q", "--fail-fast"))
    assert [run.solution for run in stopped.runs] == [pairs[0].solution, pairs[1].solution]
    assert (stopped.passed, stopped.failed, stopped.not_run) == (3, 1, 2 + 3)


# --- judge_all: the report; single mode's report ---------------------------------------------


def test_report_all__table_notes_and_summary_and_the_exit_status(tmp_path, capsys, accepted_run):
    tally = cli.Tally()
    tally.add_run(accepted_run, "sum")
    tally.add_not_offered("sum", "solutions/sum.py", PYPY, load_problem(str(CASES)), "sum")
    tally.add_error(cli.Pair("x", None, None), JudgeError("x is broken"), "x")
    capsys.readouterr()
    targets = targets_of({}, set(), skip_unsolved=True)
    targets.unsolved = ["lonely", "zeta"]
    report = tmp_path / "all.json"
    assert cli.report_all(tally, targets, all_args("--json", str(report))) == 1
    out = capsys.readouterr().out
    assert out.startswith("\nproblem ")
    assert "\n1 error(s), counted as failures\n" in out
    assert '\nnot judged (the settings\' "interpreters" leave them out): sum under PyPy\n' in out
    assert "\nskipped (no solution in solutions): lonely, zeta\n" in out
    assert out.endswith("3 passed, 1 failed\n")
    written = json.loads(report.read_text())
    assert (written["passed"], written["failed"], written["errors"]) == (3, 1, ["x is broken"])


def test_report_all__quiet_prints_the_summary_alone_and_all_passed_is_status_0(
    capsys, accepted_run
):
    tally = cli.Tally(quiet=True)
    tally.add_run(accepted_run, "sum")
    assert cli.report_all(tally, targets_of({}, set()), all_args("-q")) == 0
    assert capsys.readouterr().out == "3 passed, 0 failed\n"


def test_report_one__writes_the_reports_prints_the_summary_and_returns_the_status(
    tmp_path, capsys, accepted_run
):
    report, junit = tmp_path / "one.json", tmp_path / "one.xml"
    args = cli.build_parser().parse_args(
        ["s.py", "cases", "--json", str(report), "--junit", str(junit)]
    )
    assert cli.report_one(accepted_run, args) == 0
    assert capsys.readouterr().out.endswith("3 passed, 0 failed\n")
    assert json.loads(report.read_text())["passed"] == 3 and junit.exists()


def test_judge_as_asked__an_unwritable_report_stops_it_before_anything_is_judged(
    tmp_path, monkeypatch
):
    judged = []
    monkeypatch.setattr(cli, "judge_all", lambda args: judged.append(args) or 0)
    args = all_args("--json", str(tmp_path / "no-such-folder" / "all.json"))
    with pytest.raises(JudgeError):
        cli.judge_as_asked(args)
    assert judged == []
    assert cli.judge_as_asked(all_args()) == 0 and len(judged) == 1


# --- judge.run: starting a program ------------------------------------------------------------


def test_start_program__its_own_session_the_token_and_registered_until_reaped():
    limits = Limits(2.0, 64 * 2**20)
    process, tree = start_program(
        [sys.executable, "-c", "import os; print(os.environ['%s'])" % TOKEN_VARIABLE],
        limits,
        "token-1",
    )
    try:
        with _live_trees_lock:
            assert tree in _live_trees
        assert os.getsid(process.pid) == process.pid and tree.pid == process.pid
        out, _ = process.communicate(timeout=30)
        assert out == b"token-1\n"
    finally:
        with _live_trees_lock:
            _live_trees.discard(tree)


def test_start_program__a_program_that_cannot_start_is_a_judge_error():
    with pytest.raises(JudgeError, match="cannot run /no/such/program"):
        start_program(["/no/such/program"], Limits(1.0, 2**20), "token-2")


# --- judge.run: the steps of Exchange ---------------------------------------------------------


class FakeTree:
    """Stands in for the ProcessTree: ``waiting`` answers from ``looks`` (then True), and every
    call is recorded in ``calls``."""

    def __init__(self, looks=()) -> None:
        self.looks = list(looks)
        self.calls = []  # type: List[object]
        self.last_active = 0.0

    def waiting(self) -> bool:
        self.calls.append("waiting")
        return self.looks.pop(0) if self.looks else True

    def sample_memory(self, limits: Limits) -> bool:
        self.calls.append("sample_memory")
        return False

    def check(self, limits: Limits, started: float, now: float) -> None:
        self.calls.append(("check", now))

    def sweep(self) -> int:
        self.calls.append("sweep")
        return 2

    def kill(self, reason: Optional[str]) -> None:
        self.calls.append(("kill", reason))


class Started:
    """A program with three pipes and an Exchange on it; ``close`` ends both."""

    def __init__(self, command, input_bytes=b"", tree=None, started=100.0, **limits) -> None:
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        self.tree = FakeTree() if tree is None else tree
        self.limits = Limits(2.0, 64 * 2**20, **limits)
        stand_in = cast(ProcessTree, self.tree)  # FakeTree has what Exchange uses of a tree
        self.exchange = Exchange(self.process, stand_in, input_bytes, self.limits, started)

    def outputs(self):
        assert self.process.stdout is not None and self.process.stderr is not None
        return self.process.stdout.fileno(), self.process.stderr.fileno()

    def close(self) -> None:
        self.process.kill()
        self.process.wait()
        for pipe in (self.process.stdin, self.process.stdout, self.process.stderr):
            if pipe is not None:
                pipe.close()
        self.exchange.selector.close()
        for descriptor in (self.exchange.wake_read, self.exchange.wake_write):
            try:
                os.close(descriptor)
            except OSError:
                pass


@pytest.fixture
def start() -> Iterator:
    """start(command, input_bytes, tree=..., started=..., **limits) -> Started; closed after."""
    made = []  # type: List[Started]

    def make(command, input_bytes=b"", **options) -> Started:
        made.append(Started(command, input_bytes, **options))
        return made[-1]

    yield make
    for each in made:
        each.close()


def watched(exchange: Exchange, descriptor: int) -> bool:
    try:
        exchange.selector.get_key(descriptor)
    except KeyError:
        return False
    return True


def test_exchange_feed_when_ready__holds_the_input_until_two_looks_in_a_row_find_it_waiting(start):
    tree = FakeTree(looks=[True, False, True, True])
    run = start(["cat"], b"1 2\n", tree=tree, started=100.0)
    exchange = run.exchange
    for now in (100.001, 100.002, 100.003):  # waiting, running (starts over), waiting
        exchange.feed_when_ready(now)
        assert not exchange.fed and not watched(exchange, exchange.stdin_fd)
    exchange.feed_when_ready(100.004)  # waiting again: two looks in a row
    assert exchange.fed and watched(exchange, exchange.stdin_fd)
    assert tree.calls.count("sample_memory") == 1 and tree.last_active == 100.004
    exchange.feed_when_ready(100.005)  # fed: no more looks
    assert tree.calls.count("waiting") == 4


def test_exchange_feed_when_ready__feeds_a_busy_program_once_feed_wait_passed(start):
    tree = FakeTree(looks=[False] * 10)
    exchange = start(["cat"], b"1 2\n", tree=tree, started=0.0).exchange
    exchange.feed_when_ready(FEED_WAIT / 2)
    assert not exchange.fed
    exchange.feed_when_ready(FEED_WAIT)  # FEED_WAIT after the start, to the bit
    assert exchange.fed and watched(exchange, exchange.stdin_fd)


def test_exchange_feed_when_ready__no_input_closes_stdin_at_once(start):
    run = start(["cat"], b"", tree=FakeTree(looks=[True, True]))
    run.exchange.feed_when_ready(100.001)
    run.exchange.feed_when_ready(100.002)
    assert run.exchange.fed and not watched(run.exchange, run.exchange.stdin_fd)
    assert run.process.stdin is not None and run.process.stdin.closed


def test_exchange_check_limits__at_the_start_then_every_poll_interval(start):
    run = start(["cat"], started=100.0)
    for now in (100.0, 100.0 + POLL_INTERVAL / 2, 100.0 + POLL_INTERVAL * 1.5):
        run.exchange.check_limits(now)
    assert run.tree.calls == [("check", 100.0), ("check", 100.0 + POLL_INTERVAL * 1.5)]
    assert run.exchange.next_check == pytest.approx(100.0 + POLL_INTERVAL * 2.5)


def test_exchange_select_timeout__up_to_the_next_check_and_short_until_fed(start):
    exchange = start(["cat"], started=100.0).exchange
    exchange.next_check = 100.004
    assert exchange.select_timeout(100.0) == FEED_POLL_INTERVAL
    exchange.fed = True
    assert exchange.select_timeout(100.0) == pytest.approx(0.004)
    assert exchange.select_timeout(100.01) == 0.0  # a check overdue: no wait


def test_exchange_after_exit__sweeps_once_when_the_exit_is_first_seen(start):
    run = start(["cat"])
    run.exchange.after_exit()
    assert not run.exchange.exit_seen and run.tree.calls == []
    run.exchange.exited["time"] = 100.5
    run.exchange.after_exit()
    run.exchange.after_exit()
    assert run.exchange.exit_seen and run.tree.calls == ["sweep"]
    assert run.exchange.leftovers == 2


def test_exchange_drain_time_left__the_grace_after_the_exit_until_the_pipes_close(start):
    exchange = start(["cat"]).exchange
    exchange.exited["time"] = 100.0
    assert exchange.drain_time_left(100.0) == DRAIN_GRACE
    assert exchange.drain_time_left(100.0 + DRAIN_GRACE) == 0.0
    assert exchange.drain_time_left(100.0 + DRAIN_GRACE + 0.001) is None
    exchange.outputs.clear()  # both pipes reached EOF
    assert exchange.drain_time_left(100.0) is None


def test_exchange_write_input__writes_it_all_then_closes_stdin(start):
    run = start(["cat"], b"1 2\n" * 1000, tree=FakeTree(looks=[True, True]))
    exchange = run.exchange
    exchange.feed_when_ready(100.001)
    exchange.feed_when_ready(100.002)
    stdout, _ = run.outputs()
    while exchange.pending:
        exchange.write_input()
    assert not watched(exchange, exchange.stdin_fd)
    assert run.process.stdin is not None and run.process.stdin.closed
    deadline = time.monotonic() + 30
    while stdout in exchange.outputs and time.monotonic() < deadline:
        for key, _ in exchange.selector.select(1.0):
            exchange.handle(key.fd)
    assert b"".join(exchange.stdout_chunks) == b"1 2\n" * 1000


def finish(run: Started) -> None:
    """Wait for the program to exit, its output all in the pipes."""
    run.process.wait(timeout=30)


def test_exchange_read_output__eof_unwatches_a_pipe_and_samples_memory_until_the_exit(start):
    run = start([sys.executable, "-c", "print('hello')"])
    finish(run)
    stdout, stderr = run.outputs()
    run.exchange.read_output(stdout)
    assert run.exchange.stdout_chunks == [b"hello\n"] and run.tree.calls == ["sample_memory"]
    run.exchange.exit_seen = True
    run.exchange.read_output(stdout)  # EOF
    run.exchange.read_output(stderr)  # EOF
    assert run.exchange.outputs == {} and run.tree.calls == ["sample_memory"]
    assert not watched(run.exchange, stdout) and not watched(run.exchange, stderr)


def test_exchange_read_output__past_its_limit_a_pipe_is_closed_and_the_tree_killed(start):
    run = start([sys.executable, "-c", "print('x' * 99)"], stdout_limit=10)
    finish(run)
    stdout, stderr = run.outputs()
    run.exchange.read_output(stdout)
    assert ("kill", "output") in run.tree.calls and stdout not in run.exchange.outputs
    assert stderr in run.exchange.outputs  # the other pipe is still read


def test_exchange_handle__the_wake_up_is_unwatched_stdin_written_and_output_read(start):
    run = start(["cat"], b"hi\n", tree=FakeTree(looks=[True, True]))
    exchange = run.exchange
    exchange.handle(exchange.wake_read)
    assert not watched(exchange, exchange.wake_read)
    exchange.feed_when_ready(100.001)
    exchange.feed_when_ready(100.002)
    exchange.handle(exchange.stdin_fd)
    assert not exchange.pending and run.process.stdin is not None and run.process.stdin.closed
    finish(run)  # cat echoed its input and saw EOF
    stdout, _ = run.outputs()
    exchange.handle(stdout)
    assert exchange.stdout_chunks == [b"hi\n"]


SUM_AND_LEAVE_A_SLEEPER = """import subprocess, sys
subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
print(sum(map(int, sys.stdin.read().split())))
"""


def test_exchange_run__returns_the_exit_time_with_the_output_and_leftovers_filled_in():
    """The program answers and exits, leaving a sleeping child that holds its stdout open:
    the child is killed and counted, and the output read to the end."""
    limits = Limits(2.0, 256 * 2**20)
    process, tree = start_program([sys.executable, "-c", SUM_AND_LEAVE_A_SLEEPER], limits, "t-3")
    started = time.monotonic()
    result = RunResult()
    try:
        exited = Exchange(process, tree, b"20 22\n", limits, started).run(result)
        assert started <= exited <= time.monotonic()
        assert (result.stdout, result.stderr, result.leftovers) == (b"42\n", b"", 1)
    finally:
        os.waitpid(process.pid, 0)
        tree.reaped()
        with _live_trees_lock:
            _live_trees.discard(tree)
        for pipe in (process.stdin, process.stdout, process.stderr):
            if pipe is not None:
                pipe.close()


def test_start_program__a_run_starting_while_kill_all_runs_runs_is_killed(monkeypatch):
    # kill_all_runs lands after the fork and before the run is registered: the run is killed
    # all the same, instead of sleeping its 30 s unseen
    real_popen = judge_run.subprocess.Popen

    def popen_then_kill_all(*arguments, **keywords):
        process = real_popen(*arguments, **keywords)
        judge_run.kill_all_runs()
        return process

    monkeypatch.setattr(judge_run.subprocess, "Popen", popen_then_kill_all)
    begun = time.monotonic()
    result = judge_run.run_program(
        [sys.executable, "-c", "import time; time.sleep(30)"],
        b"",
        judge_run.Limits(60.0, 512 * 2**20),
    )
    assert result.signal_name == "SIGKILL" and time.monotonic() - begun < 20
