"""slidingkit/judge/verdict.py's judging of a case folder: judge_case_folder, select_cases and the
FolderRun they give.

What it proves: judge_case_folder runs each case (one at a time, or several with jobs, reported in
case order), stops at the first failure with fail_fast (killing the runs started, starting no more;
with one job, judging no case after it), marks CE on every case of a failed compilation, kills a
process left running, shows a case without an answer's output; FolderRun counts passed, failed and
expected timeouts (a TLE on a known-slow case); select_cases chooses cases by name, glob or case
file, in the folder's order, and names the pattern that matches nothing (six case names listed
whole, more with their count); judge_case_folder runs only the chosen ones. As a user runs the
judge: an accepted solution, cases without an answer, --fail-fast, -j and the known_slow list.
"""

import json
import re
import sys
import time

import pytest

from slidingkit.judge import JudgeError
from slidingkit.judge.case_folder import Case, load_case_folder
from slidingkit.judge.comparison import Comparison
from slidingkit.judge.interpreters import probe_interpreter
from slidingkit.judge.languages import Runner
from slidingkit.judge.verdict import (
    CaseResult,
    FolderRun,
    judge_case_folder,
)
from tests.judge.conftest import (
    CASE_NAMES,
    HOSTILE_TIME_LIMIT,
    judge_with_json,
    problem_with,
    unanswered_folder,
    verdicts,
)
from tests.running import (
    FIXTURE_CASES,
    HOSTILE,
    is_running,
    last_line,
    one_case_folder,
    run_judge,
    solution,
)


def test_judge__accepted_solution_passes_every_case_in_natural_order(tmp_path):
    completed, report = judge_with_json(tmp_path, "accepted")
    assert completed.returncode == 0
    assert last_line(completed) == "3 passed, 0 failed"
    assert [case["name"] for case in report["cases"]] == CASE_NAMES
    assert verdicts(report) == ["AC"] * 3
    for case in report["cases"]:
        assert 0 < case["time"] <= report["time_limit"]  # an AC is never over the limit
        assert case["exit_status"] == 0 and case["message"] == ""
        assert 1 < case["memory_mb"] < 64  # the child's own memory, not the judge's
    assert "AC  sample-1 " in completed.stdout


def test_judge__an_input_without_an_answer_runs_shows_its_output_and_fails_nothing(tmp_path):
    completed, report = judge_with_json(tmp_path, "accepted", unanswered_folder(tmp_path))
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert completed.stderr == ""
    assert verdicts(report) == ["no answer", "AC"]
    assert (report["passed"], report["failed"], report["no_answer"]) == (1, 0, 1)
    assert report["cases"][0]["message"] == "no a.out to compare with; the output:\n  9\n  4 5"
    assert re.search(r"^no answer a +\d", completed.stdout, re.M), completed.stdout
    assert "no a.out to compare with; the output:\n      9\n      4 5\n" in completed.stdout
    assert "no answer to compare with, output shown (not counted): a" in completed.stdout
    assert "verdicts: 1 AC, 1 no answer" in completed.stdout
    assert last_line(completed) == "1 passed, 0 failed, 1 with no answer"
    quiet = run_judge(solution("accepted"), tmp_path / "cases", "-q")
    assert quiet.stdout.splitlines()[-2:] == [
        "no answer to compare with, output shown (not counted): a",
        "1 passed, 0 failed, 1 with no answer",
    ]
    coloured = run_judge(solution("accepted"), tmp_path / "cases", "--color", "always")
    assert "\033[1;34mno answer\033[0m a " in coloured.stdout


def test_judge__an_input_without_an_answer_still_gets_re_tle_mle_and_ole(tmp_path):
    completed, report = judge_with_json(tmp_path, "crash", unanswered_folder(tmp_path))
    assert completed.returncode == 1
    assert verdicts(report) == ["RE", "RE"] and report["no_answer"] == 0
    assert last_line(completed) == "0 passed, 2 failed"


@pytest.mark.parametrize("jobs", ["1", "3"])
def test_judge__fail_fast_stops_at_the_first_failure_and_counts_the_cases_not_run(tmp_path, jobs):
    completed, report = judge_with_json(
        tmp_path, "slow_first_case", FIXTURE_CASES, "--fail-fast", "-j", jobs
    )
    assert completed.returncode == 1
    assert verdicts(report) == ["WA"] and (report["failed"], report["not_run"]) == (1, 2)
    assert "stopped at the first failure (--fail-fast): 2 cases not run" in completed.stdout
    assert "sample-2" not in completed.stdout and last_line(completed) == "0 passed, 1 failed"


def test_judge__fail_fast_runs_on_through_ac_and_no_answer(tmp_path):
    completed, report = judge_with_json(
        tmp_path, "accepted", unanswered_folder(tmp_path), "--fail-fast"
    )
    assert completed.returncode == 0 and verdicts(report) == ["no answer", "AC"]
    assert report["not_run"] == 0 and "stopped" not in completed.stdout


def test_judge__tle_on_a_known_slow_case_is_shown_but_not_counted(tmp_path):
    folder = one_case_folder(tmp_path, time_limit=0.5, known_slow=["sample-1"])
    report_path = tmp_path / "report.json"
    completed = run_judge(solution("infinite_loop"), folder, "--json", str(report_path))
    assert completed.returncode == 0
    assert "TLE" in completed.stdout and "(known slow: expected)" in completed.stdout
    assert "known slow, timed out as expected (not counted): sample-1" in completed.stdout
    assert last_line(completed) == "0 passed, 0 failed, 1 known slow (timed out as expected)"
    report = json.loads(report_path.read_text())
    assert report["expected_timeouts"] == 1 and report["cases"][0]["known_slow"] is True


def test_judge__other_failures_on_a_known_slow_case_still_fail(tmp_path):
    folder = one_case_folder(tmp_path, known_slow=["sample-1"])
    completed = run_judge(solution("wrong_answer"), folder)
    assert completed.returncode == 1 and last_line(completed) == "0 passed, 1 failed"


def test_judge__ac_on_a_known_slow_case_passes_and_asks_to_shrink_the_list(tmp_path):
    folder = one_case_folder(tmp_path, known_slow=["sample-1"])
    completed = run_judge(solution("accepted"), folder)
    assert completed.returncode == 0 and last_line(completed) == "1 passed, 0 failed"
    assert "remove it from known_slow" in completed.stdout


def test_judge__parallel_jobs_report_in_case_order_without_mixing(tmp_path):
    # sample-1 sleeps 0.5 s, so with -j 3 it finishes last; the report must not show that.
    completed, report = judge_with_json(tmp_path, "slow_first_case", FIXTURE_CASES, "-j", "3")
    assert [case["name"] for case in report["cases"]] == CASE_NAMES
    assert verdicts(report) == ["WA"] * 3 and report["jobs"] == 3
    lines = completed.stdout.split("\n")
    starts = [index for index, line in enumerate(lines) if line.startswith("WA  ")]
    assert [lines[index].split()[1] for index in starts] == CASE_NAMES
    for index in starts:  # each case's details directly under its own line
        assert lines[index + 1].startswith("    first difference at line 1, column ")
    assert report["cases"][0]["wall_time"] >= 0.5  # measured per case, not per batch


def test_problem_run__passed_failed_and_expected_timeouts_count_cases():
    """AC counts as passed; a TLE on a known-slow case is an expected timeout, not a failure;
    every other verdict fails."""
    judged = FolderRun("s.py", problem_with("f", []), None, 2.0, 64.0, False)
    for verdict, known_slow in (
        ("AC", False),
        ("AC", True),
        ("TLE", True),
        ("TLE", False),
        ("WA", True),
        ("RE", False),
    ):
        judged.cases.append(
            CaseResult("c", verdict, 0.0, 0.0, 0, 0, None, "", known_slow=known_slow)
        )
    assert (judged.passed, len(judged.expected_timeouts), judged.failed) == (2, 1, 3)
    assert (judged.idle_limit, judged.wall_limit) == (4.0, 20.0)
    short = FolderRun("s.py", problem_with("f", []), None, 0.5, 64.0, False)
    assert (short.idle_limit, short.wall_limit) == (1.5, 10.0)


def test_judge_case_folder__a_compilation_error_is_ce_on_every_case_and_nothing_runs(tmp_path):
    """A runner whose compilation failed: every case is CE with the compiler's message, in case
    order, each a run of one process and no leftovers, known-slow cases still marked."""
    cases = [
        Case(name, str(FIXTURE_CASES / (name + ".in")), str(FIXTURE_CASES / (name + ".out")))
        for name in CASE_NAMES
    ]
    source = tmp_path / "never-built.cpp"
    source.write_text("int main() { return }\n")
    runner = Runner(
        "C++", "g++", [str(tmp_path / "never-built")], "g++", None, compile_error="error: x"
    )
    seen = []
    judged = judge_case_folder(
        str(source),
        problem_with(tmp_path, cases, known_slow={"sample-2"}),
        runner,
        on_case=seen.append,
        jobs=2,
    )
    assert [
        (case.name, case.verdict, case.message, case.processes, case.leftovers, case.known_slow)
        for case in judged.cases
    ] == [
        ("sample-1", "CE", "error: x", 1, 0, False),
        ("sample-2", "CE", "error: x", 1, 0, True),
        ("sample-10", "CE", "error: x", 1, 0, False),
    ]
    assert seen == judged.cases and judged.failed == 3


def test_judge_case_folder__a_missing_python_solution_is_an_error(tmp_path):
    """A solution file that does not exist is the judge's error, not a verdict."""
    runner = Runner(
        "Python", "CPython", [sys.executable, str(tmp_path / "nope.py")], sys.executable, None
    )
    with pytest.raises(JudgeError, match="^solution not found: "):
        judge_case_folder(str(tmp_path / "nope.py"), problem_with(tmp_path, []), runner)


def test_judge_case_folder__a_ce_case_reports_no_time_memory_or_exit_status(tmp_path):
    """Nothing ran for a CE case: its times, memory and exit status are zero or none."""
    source = tmp_path / "never-built.cpp"
    source.write_text("int main() { return }\n")
    case = Case("sample-1", str(FIXTURE_CASES / "sample-1.in"), str(FIXTURE_CASES / "sample-1.out"))
    runner = Runner(
        "C++", "g++", [str(tmp_path / "never-built")], "g++", None, compile_error="error: x"
    )
    (result,) = judge_case_folder(str(source), problem_with(tmp_path, [case]), runner).cases
    assert (
        result.wall_time,
        result.cpu_time,
        result.memory_bytes,
        result.exit_status,
        result.signal_name,
        result.killed_for,
    ) == (0.0, 0.0, 0, None, None, None)


def test_judge_case_folder__in_process_forgives_trailing_whitespace_unless_strict():
    """judge_case_folder called as the tools call it (a Python Interpreter, no strict given):
    trailing spaces and blank lines are forgiven, as real judges do; comparison=True (--strict)
    makes them WA."""
    interpreter = probe_interpreter(sys.executable)
    problem = load_case_folder(str(FIXTURE_CASES))
    judged = judge_case_folder(solution("trailing_whitespace"), problem, interpreter)
    assert [case.verdict for case in judged.cases] == ["AC"] * 3
    assert judged.comparison == Comparison("default")
    judged = judge_case_folder(
        solution("trailing_whitespace"), problem, interpreter, comparison=True
    )
    assert [case.verdict for case in judged.cases] == ["WA"] * 3
    assert judged.cases[0].message.startswith(
        'first difference at line 1, column 2:\n  expected: "3"\n'
    )


def test_judge_case_folder__a_process_left_running_is_killed_and_noted_after_the_verdict(tmp_path):
    """An accepted run that leaves a child behind: AC, one leftover, and the note alone as the
    message (no blank line before it)."""
    folder = one_case_folder(tmp_path, time_limit=HOSTILE_TIME_LIMIT, memory_limit=64)
    judged = judge_case_folder(
        str(HOSTILE / "orphan_child.py"),
        load_case_folder(str(folder)),
        probe_interpreter(sys.executable),
    )
    (case,) = judged.cases
    assert (case.verdict, case.leftovers) == ("AC", 1)
    assert (
        case.message
        == "note: 1 process it started was still running when it exited; the judge killed it"
    )


def logging_problem(tmp_path, count, sleeps, wrong=(), waits=None):
    """A program that logs "start N PID" to a file, waits until case waits[N] has logged its
    start (if N is in ``waits``), sleeps sleeps.get(N, 0) s, logs "end N" and prints N (its
    input); with cases 1..count whose .out is N, or 0 for those in ``wrong``.
    Returns (program, problem, the log's lines as lists of words at any moment)."""
    log = tmp_path / "runs.log"
    program = tmp_path / "logs_and_sleeps.py"
    program.write_text(
        "import os, sys, time\n"
        "number = int(sys.stdin.read())\n"
        "def note(text):\n"
        "    with open(%r, 'a') as log:\n"
        "        log.write(text + '\\n')\n"
        "note('start %%d %%d' %% (number, os.getpid()))\n"
        "other = %r.get(number)\n"
        "while other is not None and ('start %%d ' %% other) not in open(%r).read():\n"
        "    time.sleep(0.01)\n"
        "time.sleep(%r.get(number, 0))\n"
        "note('end %%d' %% number)\n"
        "print(number)\n" % (str(log), dict(waits or {}), str(log), dict(sleeps)),
        encoding="utf-8",
    )
    cases = []
    for number in range(1, count + 1):
        (tmp_path / ("%d.in" % number)).write_text("%d\n" % number)
        (tmp_path / ("%d.out" % number)).write_text("%d\n" % (0 if number in wrong else number))
        cases.append(
            Case(
                str(number), str(tmp_path / ("%d.in" % number)), str(tmp_path / ("%d.out" % number))
            )
        )

    def lines():
        return [line.split() for line in log.read_text().splitlines()] if log.exists() else []

    return str(program), problem_with(tmp_path, cases), lines


def test_judge_case_folder__fail_fast_under_jobs_kills_the_runs_started_and_starts_no_more(
    tmp_path,
):
    """--fail-fast -j 2 over six cases whose first fails as soon as the second has started and
    whose others sleep 5 s: the judge returns after the first, the cases already started are
    killed (their processes gone, and none of them ever logs its end, which it would after its
    5 s), and no case after them starts, then or later."""
    program, problem, lines = logging_problem(
        tmp_path, 6, {number: 5 for number in range(2, 7)}, wrong={1}, waits={1: 2}
    )
    judged = judge_case_folder(
        program, problem, probe_interpreter(sys.executable), jobs=2, fail_fast=True
    )
    assert [case.verdict for case in judged.cases] == ["WA"] and judged.not_run == 5
    pids = [int(words[2]) for words in lines() if words[0] == "start"]
    assert ["start", "2"] in [words[:2] for words in lines()]  # running when the judge returned
    deadline = time.monotonic() + 60  # a bound that proves they go, on a busy machine too
    while any(is_running(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(is_running(pid) for pid in pids), lines()
    time.sleep(0.7)  # time enough for a case that was left queued to start
    assert {int(words[1]) for words in lines() if words[0] == "start"} <= {1, 2, 3}, lines()
    assert [words for words in lines() if words[0] == "end"] == [["end", "1"]]  # killed, not done


def test_judge_case_folder__fail_fast_with_one_job_judges_no_case_after_the_failing_one(
    tmp_path, monkeypatch
):
    """One job with fail_fast: the cases after the first failing one are never judged
    (judge_case, which starts a case's run, is not called for them)."""
    import slidingkit.judge.verdict

    judged_names = []

    def judge_case(case, command, limits, comparison, checker):
        judged_names.append(case.name)
        verdict = "WA" if case.name == "2" else "AC"
        return CaseResult(case.name, verdict, 0.0, 0.0, 0, 0, None, "")

    monkeypatch.setattr(slidingkit.judge.verdict, "judge_case", judge_case)
    program = tmp_path / "solution.py"
    program.write_text("")
    problem = problem_with(tmp_path, cases_named("1", "2", "3", "4"))
    judged = judge_case_folder(
        str(program), problem, probe_interpreter(sys.executable), fail_fast=True
    )
    assert [case.verdict for case in judged.cases] == ["AC", "WA"] and judged.not_run == 2
    assert judged_names == ["1", "2"]


def test_judge_case_folder__one_case_at_a_time_by_default_and_two_at_once_with_two_jobs(tmp_path):
    """By default a case starts after the one before it has ended; with jobs=2 the second case
    starts while the first (asleep for 2 s, far more than two interpreters' start-ups can differ
    by on a busy machine) is still running."""
    program, problem, lines = logging_problem(tmp_path, 2, {1: 2.0})
    judged = judge_case_folder(program, problem, probe_interpreter(sys.executable))
    assert [case.verdict for case in judged.cases] == ["AC", "AC"]
    assert [words[:2] for words in lines()] == [
        ["start", "1"],
        ["end", "1"],
        ["start", "2"],
        ["end", "2"],
    ]
    (tmp_path / "runs.log").unlink()
    judged = judge_case_folder(program, problem, probe_interpreter(sys.executable), jobs=2)
    assert [case.verdict for case in judged.cases] == ["AC", "AC"]
    order = [words[:2] for words in lines()]
    assert order.index(["start", "2"]) < order.index(["end", "1"]), order


def test_judge_case_folder__a_case_without_an_answer_shows_40_lines_and_4000_characters(tmp_path):
    """A no-answer case's output is shown up to 40 lines and 4000 characters, with a note of the
    whole size past either: 41 lines of 1..41 (114 bytes), one line of 4001 x's (4002 bytes)."""
    program = tmp_path / "prints.py"
    program.write_text(
        "kind, size = input().split()\n"
        "print('\\n'.join(str(n) for n in range(1, int(size) + 1)) "
        "if kind == 'lines' else 'x' * int(size))\n"
    )
    cases = []
    for name, text in (("lines", "lines 41\n"), ("chars", "chars 4001\n")):
        (tmp_path / (name + ".in")).write_text(text)
        cases.append(Case(name, str(tmp_path / (name + ".in")), None))
    judged = judge_case_folder(
        str(program), problem_with(tmp_path, cases), probe_interpreter(sys.executable)
    )
    assert [case.verdict for case in judged.cases] == ["no answer", "no answer"]
    assert judged.cases[0].message == (
        "no lines.out to compare with; the output:\n"
        + "".join("  %d\n" % n for n in range(1, 41))
        + "  ... (41 lines, 114 bytes in all)"
    )
    assert judged.cases[1].message == (
        "no chars.out to compare with; the output:\n  "
        + "x" * 4000
        + "\n  ... (1 lines, 4002 bytes in all)"
    )


def cases_named(*names):
    return [Case(name, name + ".in", name + ".out") for name in names]


@pytest.mark.parametrize(
    "patterns, chosen",
    [
        (["b-2"], ["b-2"]),
        (["b-*"], ["b-2", "b-10"]),
        (["b-10", "a", "b-1?"], ["a", "b-10"]),  # the folder's order, each once
        (["[ab]"], ["a"]),
        (["?-2"], ["b-2"]),
        (["b-2.in", "a.out"], ["a", "b-2"]),  # a case's file names it
        (["*"], ["a", "b-2", "b-10", "B-3"]),
        (["B-*"], ["B-3"]),  # case-sensitive
    ],
)
def test_select_cases__names_and_globs_in_the_folders_order(tmp_path, patterns, chosen):
    from slidingkit.judge.verdict import select_cases

    problem = problem_with(tmp_path, cases_named("a", "b-2", "b-10", "B-3"))
    assert [case.name for case in select_cases(problem, patterns)] == chosen


def test_select_cases__a_path_into_the_folder_names_a_case_and_any_other_nothing(tmp_path):
    from slidingkit.judge.verdict import select_cases

    (tmp_path / "other").mkdir()
    problem = problem_with(tmp_path, cases_named("a", "b"))
    assert [case.name for case in select_cases(problem, [str(tmp_path / "b.in")])] == ["b"]
    with pytest.raises(JudgeError, match=r"matches '.*other/b.in' \(its cases: a, b\)$"):
        select_cases(problem, [str(tmp_path / "other" / "b.in")])


def test_select_cases__the_error_lists_the_first_six_cases_and_how_many_in_all(tmp_path):
    from slidingkit.judge.verdict import select_cases

    problem = problem_with(tmp_path, cases_named(*["c%d" % number for number in range(1, 9)]))
    with pytest.raises(JudgeError) as raised:
        select_cases(problem, ["c1", "x*"])
    assert str(raised.value) == (
        "no case of %s matches 'x*' (its cases: c1, c2, c3, c4, c5, c6, ... 8 in all)" % tmp_path
    )


def test_select_cases__the_error_lists_six_cases_whole_without_a_count(tmp_path):
    from slidingkit.judge.verdict import select_cases

    problem = problem_with(tmp_path, cases_named(*["c%d" % number for number in range(1, 7)]))
    with pytest.raises(JudgeError) as raised:
        select_cases(problem, ["x*"])
    assert str(raised.value) == (
        "no case of %s matches 'x*' (its cases: c1, c2, c3, c4, c5, c6)" % tmp_path
    )


def test_judge_case_folder__patterns_choose_the_cases_run(tmp_path):
    judged = judge_case_folder(
        solution("accepted"),
        load_case_folder(str(FIXTURE_CASES)),
        probe_interpreter(sys.executable),
        patterns=["sample-1*"],
    )
    assert [case.name for case in judged.cases] == ["sample-1", "sample-10"]
    assert (judged.patterns, judged.passed, judged.not_run) == (["sample-1*"], 2, 0)
