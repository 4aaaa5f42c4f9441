"""slidingkit/judge/cli.py: the judge's command line, a single run and --all, and the steps --all is
built from.

What it proves: bad usage exits 2 without a traceback; a missing solution or interpreter is one
error line; --all judges every solution against its case folder and prints one table, the pairing
errors and the final line, skips what --solutions has no file for, stops the whole run with
--fail-fast, prints only failures with --quiet, and makes one table for several interpreters,
leaving out one the settings do not list. Its steps one at a time, in process: discover_targets,
probe_interpreters, judging_line, pair_solutions, pair_label, the Tally of results, judge_pairs and
judge_step (with paired_solution and cases_left), report_all; single mode's report_one and the
check of the report files before anything runs (judge_as_asked). Case names and patterns after
the folder (and after --command's) choose the cases, counted alone by the header, the summary,
--fail-fast, --json and --junit; one that matches nothing is one error line and nothing runs;
--all takes none. --help lists the comparison, checker and case flags.
slidingkit/judge/flags.py (the parser and the combinations of flags refused) is tested here and in
test_comparison.py, through the command line.

Also tested here: slidingkit/judge/__init__.py (JudgeError, one error line) and
slidingkit/judge/__main__.py (the command's entry).
"""

import argparse
import json
import os
import re
import shutil
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Optional

import pytest

from slidingkit.judge import JudgeError, cli
from slidingkit.judge.case_folder import load_case_folder
from slidingkit.judge.interpreters import Interpreter, probe_interpreter
from slidingkit.judge.verdict import (
    FolderRun,
    judge_case_folder,
)
from tests.judge.conftest import (
    RUN_KEYS,
    assert_one_error_line,
    fixture_solution,
    judge_with_json,
    make_tree,
)
from tests.running import (
    FIXTURE_CASES,
    last_line,
    run_judge,
    solution,
)


def test_judge__missing_solution_is_an_error(tmp_path):
    assert_one_error_line(run_judge(tmp_path / "nope.py", FIXTURE_CASES), "nope.py")


def test_judge__unknown_interpreter_is_an_error():
    assert_one_error_line(
        run_judge(solution("accepted"), FIXTURE_CASES, "--python", "no-such-python"),
        "no-such-python",
    )


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["--all", "solution.py"],
        [solution("accepted"), str(FIXTURE_CASES), "--time-limit", "0"],
        [solution("accepted"), str(FIXTURE_CASES), "--cases", "x"],
    ],
)
def test_judge__bad_usage_exits_2_without_traceback(args):
    completed = run_judge(*args)
    assert completed.returncode == 2
    assert "Traceback" not in completed.stderr and "usage:" in completed.stderr


def test_judge__all_mode_prints_the_table_errors_and_final_line(tmp_path):
    make_tree(
        tmp_path,
        {"sum.py": "accepted.py", "wrong.py": "wrong_answer.py", "orphan.py": "accepted.py"},
        ["sum", "wrong", "lonely"],
    )
    completed = run_judge("--all", "--json", "all.json", cwd=tmp_path)
    assert completed.returncode == 1
    out = completed.stdout
    assert "problem" in out and "language" in out and "slowest case" in out
    assert "sum: 3/3 AC" in out and "3/3" in out and "0/3" in out
    assert "solutions/orphan.py has no case folder" in out
    assert "judge_cases/lonely has no solution" in out
    assert "wrong: WA  sample-1" in out  # failures in detail, AC cases not
    assert "AC  sample-1" not in out
    assert last_line(completed) == "3 passed, 5 failed"  # 3 WA + 2 pairing errors
    report = json.loads((tmp_path / "all.json").read_text())
    assert set(report) == {"runs", "errors", "skipped", "passed", "failed", "stopped", "not_run"}
    assert [run["solution"] for run in report["runs"]] == ["solutions/sum.py", "solutions/wrong.py"]
    assert all(
        set(run) == RUN_KEYS | {"comparison", "error", "case_patterns"} for run in report["runs"]
    )
    assert len(report["errors"]) == 2 and (report["passed"], report["failed"]) == (3, 5)


def test_judge__all_mode_with_every_case_accepted_exits_0(tmp_path):
    make_tree(tmp_path, {"sum.py": "accepted.py", "crlf.py": "crlf.py"}, ["sum", "crlf"])
    completed = run_judge(
        "--all", "--solutions", tmp_path / "solutions", "--cases", tmp_path / "judge_cases"
    )
    assert completed.returncode == 0, completed.stdout
    assert last_line(completed) == "6 passed, 0 failed"


def test_judge__all_mode_with_solutions_skips_the_problems_it_has_no_solution_for(tmp_path):
    make_tree(tmp_path, {"sum.py": "accepted.py"}, ["sum", "lonely", "zeta"])
    completed = run_judge("--all", "--solutions", "solutions", "--json", "all.json", cwd=tmp_path)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "lonely: skipped: no solution in solutions" in completed.stdout
    assert re.search(r"^lonely +\(none\) +- +skipped ", completed.stdout, re.M), completed.stdout
    assert "skipped (no solution in solutions): lonely, zeta" in completed.stdout
    assert "error" not in completed.stdout and last_line(completed) == "3 passed, 0 failed"
    report = json.loads((tmp_path / "all.json").read_text())
    assert report["skipped"] == [
        "lonely: no solution in solutions",
        "zeta: no solution in solutions",
    ]
    assert (report["errors"], report["passed"], report["failed"]) == ([], 3, 0)


def test_judge__all_mode_with_an_empty_solutions_folder_is_an_error(tmp_path):
    make_tree(tmp_path, {}, ["sum"])
    assert_one_error_line(
        run_judge("--all", "--solutions", "solutions", cwd=tmp_path),
        "nothing to judge: no solutions in solutions",
    )


def test_judge__all_mode_fail_fast_stops_the_whole_run(tmp_path):
    make_tree(
        tmp_path,
        {"a.py": "accepted.py", "b.py": "wrong_answer.py", "c.py": "accepted.py"},
        ["a", "b", "c"],
    )
    completed = run_judge("--all", "--fail-fast", "--json", "all.json", cwd=tmp_path)
    assert completed.returncode == 1
    assert "b: 0/3 AC (2 not run)" in completed.stdout and "c: " not in completed.stdout
    assert "stopped at the first failure (--fail-fast): 5 cases not run" in completed.stdout
    assert last_line(completed) == "3 passed, 1 failed"
    report = json.loads((tmp_path / "all.json").read_text())
    assert [run["solution"] for run in report["runs"]] == ["solutions/a.py", "solutions/b.py"]
    assert (report["stopped"], report["not_run"], report["runs"][1]["not_run"]) == (True, 5, 2)


def test_judge__all_mode_quiet_prints_only_the_failures_errors_and_the_final_line(tmp_path):
    make_tree(
        tmp_path,
        {"sum.py": "accepted.py", "wrong.py": "wrong_answer.py", "orphan.py": "accepted.py"},
        ["sum", "wrong"],
    )
    completed = run_judge("--all", "-q", cwd=tmp_path)
    assert completed.returncode == 1
    out = completed.stdout
    assert "wrong: WA  sample-1" in out and "orphan: error: " in out
    assert "judging" not in out and "problem" not in out and "sum" not in out
    assert last_line(completed) == "3 passed, 4 failed"


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")
def test_judge__all_mode_with_two_interpreters_makes_one_table(tmp_path):
    make_tree(tmp_path, {"sum.py": "accepted.py"}, ["sum"])
    completed = run_judge(
        "--all",
        "--python",
        sys.executable,
        "--python",
        "pypy3",
        "--python",
        "pypy3",
        "--json",
        "all.json",
        cwd=tmp_path,
    )
    assert completed.returncode == 0, completed.stdout
    report = json.loads((tmp_path / "all.json").read_text())
    assert [run["interpreter"].split()[0] for run in report["runs"]] == ["CPython", "PyPy"]
    table_rows = [line for line in completed.stdout.split("\n") if "solutions/sum.py" in line]
    assert len(table_rows) == 2 and "CPython" in table_rows[0] and "PyPy" in table_rows[1]
    assert "sum (PyPy): 3/3 AC" in completed.stdout
    assert last_line(completed) == "6 passed, 0 failed"


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")
def test_judge__all_mode_leaves_out_an_interpreter_the_settings_do_not_list(tmp_path):
    make_tree(tmp_path, {"sum.py": "accepted.py"}, ["sum"])
    (tmp_path / "judge_cases" / "sum.json").write_text(json.dumps({"interpreters": ["CPython"]}))
    completed = run_judge("--all", "--python", sys.executable, "--python", "pypy3", cwd=tmp_path)
    assert completed.returncode == 0, completed.stdout
    assert "sum (CPython): 3/3 AC" in completed.stdout
    assert "sum (PyPy): not judged" in completed.stdout
    row = [
        line
        for line in completed.stdout.split("\n")
        if "PyPy" in line and "solutions/sum.py" in line
    ]
    assert len(row) == 1 and "not judged" in row[0]
    assert last_line(completed) == "3 passed, 0 failed"


def all_args(*flags: str) -> argparse.Namespace:
    """The parsed arguments of ``python3 -m slidingkit.judge --all FLAGS``."""
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
def accepted_run(python_here) -> FolderRun:
    """The accepted fixture judged on the fixture problem: 3/3 AC."""
    problem = load_case_folder(str(FIXTURE_CASES))
    return judge_case_folder(str(fixture_solution("accepted.py")), problem, python_here)


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


def test_tally__each_outcome_adds_its_row_and_line_and_the_counts_follow(capsys, accepted_run):
    tally = cli.Tally()
    tally.add_unsolved("lonely", "solutions")
    problem = load_case_folder(str(FIXTURE_CASES))
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
    tally.add_not_offered(
        "sum", "solutions/sum.py", PYPY, load_case_folder(str(FIXTURE_CASES)), "sum"
    )
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


def test_report_all__table_notes_and_summary_and_the_exit_status(tmp_path, capsys, accepted_run):
    tally = cli.Tally()
    tally.add_run(accepted_run, "sum")
    tally.add_not_offered(
        "sum", "solutions/sum.py", PYPY, load_case_folder(str(FIXTURE_CASES)), "sum"
    )
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


# --- choosing cases ----------------------------------------------------------------------------


def test_judge__case_names_and_patterns_after_the_folder_choose_the_cases(tmp_path):
    """A name and a glob (flags between them too): the cases they match, in the folder's order,
    each once; the header, the summary and the JSON count only those."""
    report = tmp_path / "chosen.json"
    completed = run_judge(
        solution("accepted"), FIXTURE_CASES, "sample-1", "-j", "2", "sample-1*", "--json", report
    )
    assert completed.returncode == 0, completed.stderr
    chosen = json.loads(report.read_text())
    assert [case["name"] for case in chosen["cases"]] == ["sample-1", "sample-10"]
    assert chosen["case_patterns"] == ["sample-1", "sample-1*"]
    assert "(2 of 3 cases)" in completed.stdout.split("\n")[0]
    assert "sample-2" not in completed.stdout
    assert last_line(completed) == "2 passed, 0 failed"


def test_judge__a_case_file_names_its_case_and_command_takes_cases_too(tmp_path):
    report = tmp_path / "chosen.json"
    completed = run_judge(
        "--command",
        "%s %s" % (sys.executable, solution("accepted")),
        FIXTURE_CASES,
        "sample-2.in",
        str(FIXTURE_CASES / "sample-10.out"),
        "--json",
        report,
    )
    assert completed.returncode == 0, completed.stderr
    assert [case["name"] for case in json.loads(report.read_text())["cases"]] == [
        "sample-2",
        "sample-10",
    ]


@pytest.mark.parametrize(
    "patterns, unmatched",
    [
        (["random-*"], "random-*"),
        (["sample-1", "Sample-2"], "Sample-2"),  # case-sensitive; the first that matches nothing
        (["elsewhere/sample-1"], "elsewhere/sample-1"),  # a path outside the case folder
    ],
)
def test_judge__a_pattern_that_matches_no_case_is_one_error_line_and_nothing_runs(
    patterns, unmatched
):
    completed = run_judge(solution("accepted"), FIXTURE_CASES, *patterns)
    assert_one_error_line(
        completed,
        "no case of %s matches %r (its cases: sample-1, sample-2, sample-10)"
        % (FIXTURE_CASES, unmatched),
    )
    assert completed.stdout == ""


def test_judge__chosen_cases_with_fail_fast_and_junit_count_only_the_chosen(tmp_path):
    junit = tmp_path / "chosen.xml"
    completed, report = judge_with_json(
        tmp_path, "wrong_answer", FIXTURE_CASES, "sample-1*", "--fail-fast", "--junit", junit
    )
    assert completed.returncode == 1
    assert [case["name"] for case in report["cases"]] == ["sample-1"]
    assert (report["failed"], report["not_run"]) == (1, 1)  # sample-10 chosen, not run
    assert "stopped at the first failure (--fail-fast): 1 case not run" in completed.stdout
    assert ElementTree.parse(str(junit)).getroot().get("tests") == "1"


def test_judge__all_takes_no_case_patterns():
    completed = run_judge("--all", "sample-1")
    assert completed.returncode == 2
    assert (
        completed.stderr.strip()
        .split("\n")[-1]
        .endswith("--all takes no SOLUTION, CASES_DIR, CASE or --command")
    )


def test_judge__help_lists_the_comparison_checker_and_case_flags():
    completed = run_judge("--help")
    assert completed.returncode == 0
    text = " ".join(completed.stdout.split())
    for flag in (
        "[CASE ...]",
        "-N, --ignore-spaces-and-newlines",
        "-e ERROR, --error ERROR",
        "--checker CMD, --judge-command CMD",
        "--strict",
    ):
        assert flag in text, flag


def test_judge__all_mode_compares_as_the_flags_say_and_takes_no_checker(tmp_path):
    make_tree(tmp_path, {"spaced.py": "whitespace_wrong.py"}, ["spaced"])
    completed = run_judge("--all", "-q", cwd=tmp_path)
    assert completed.returncode == 1 and last_line(completed) == "1 passed, 2 failed"
    completed = run_judge("--all", "-q", "-N", cwd=tmp_path)
    assert completed.returncode == 0 and last_line(completed) == "3 passed, 0 failed"
    completed = run_judge("--all", "--checker", "true", cwd=tmp_path)
    assert completed.returncode == 2
    assert (
        completed.stderr.strip()
        .split("\n")[-1]
        .endswith("--checker goes with one case folder, not with --all")
    )
