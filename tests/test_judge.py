"""Tests for the local judge (``python3 -m judge``), run the way users run it: as a command,
on tiny fixture solutions that are deliberately right, wrong, crashing, slow, hungry or noisy
(``tests/judge_fixtures/solutions``), over a three-case "sum and sort" problem
(``tests/judge_fixtures/cases``; ``cases_checker`` is the same problem with a special judge),
and on a hostile suite (``tests/judge_fixtures/hostile``) of solutions that attack the judge:
each must get the verdict its docstring names, within its limits, leaving no process behind.
The time limit is CPU time and a wall-clock limit catches sleepers: programs that burn CPU here
measure it themselves, so no test depends on the machine's speed (see SLACK).
"""

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import uuid
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from judge import JudgeError
from judge.compare import WHITESPACE_NOTE, compare_outputs, preview
from judge.problem import load_problem, natural_key
from judge.run import Limits, RunResult, probe_interpreter, run_program
from judge.verdict import run_verdict
from tests.running import (
    FIXTURE_CASES,
    FIXTURES,
    HOSTILE,
    SLACK,
    expected_verdict,
    is_running,
    last_line,
    one_case_folder,
    processes_carrying,
    run_judge,
    settings_file,
    solution,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
CHECKER_CASES = FIXTURES / "cases_checker"
CASE_NAMES = ["sample-1", "sample-2", "sample-10"]  # natural order, not string order
RUN_KEYS = {
    "solution",
    "cases_dir",
    "language",
    "python",
    "interpreter",
    "command",
    "compile_command",
    "time_limit",
    "idle_limit",
    "wall_limit",
    "memory_limit",
    "checker",
    "process_limit",
    "stdout_limit",
    "stderr_limit",
    "address_space_limit",
    "jobs",
    "cases",
    "passed",
    "failed",
    "expected_timeouts",
    "no_answer",
    "not_run",
}
CASE_KEYS = {
    "name",
    "verdict",
    "time",
    "wall_time",
    "memory_mb",
    "exit_status",
    "signal",
    "message",
    "known_slow",
    "killed_for",
    "processes",
    "leftovers",
    "first_difference",
}


def judge_with_json(tmp_path, fixture, cases=FIXTURE_CASES, *flags, extra_env=None):
    """Judge a fixture solution with --json; returns (CompletedProcess, parsed JSON)."""
    report = tmp_path / "report.json"
    completed = run_judge(solution(fixture), cases, "--json", report, *flags, extra_env=extra_env)
    assert "Traceback" not in completed.stderr, completed.stderr
    return completed, json.loads(report.read_text(encoding="utf-8"))


def verdicts(report):
    return [case["verdict"] for case in report["cases"]]


# --- verdicts -----------------------------------------------------------------------------


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


def test_judge__wrong_answer_shows_first_difference_input_expected_and_actual(tmp_path):
    completed, report = judge_with_json(tmp_path, "wrong_answer")
    assert completed.returncode == 1
    assert verdicts(report) == ["WA"] * 3
    assert last_line(completed) == "0 passed, 3 failed"
    message = report["cases"][0]["message"]
    assert 'first difference at line 1, column 1:\n  expected: "3"\n  actual:   "4"' in message
    assert "input:\n  2 1" in message
    rows = message.split("side by side", 1)[1].split("\n")[1:]
    assert [row.split() for row in rows] == [
        ["line", "|", "expected", "|", "actual"],
        [">", "1", "|", "3", "|", "4"],  # the first difference, marked
        ["2", "|", "1\u00b72", "|", "1\u00b72"],  # spaces made visible
        ["3", "|", "(end)", "|", "(end)"],
    ]
    assert WHITESPACE_NOTE not in message
    assert "    first difference at line 1, column 1:" in completed.stdout  # details indented


def test_judge__whitespace_only_difference_is_wa_with_a_note(tmp_path):
    completed, report = judge_with_json(tmp_path, "whitespace_wrong")
    # sample-10 has a single number, so its output has no double space and passes.
    assert verdicts(report) == ["WA", "WA", "AC"]
    assert WHITESPACE_NOTE in report["cases"][0]["message"]
    assert "line 2" in report["cases"][0]["message"]
    assert completed.returncode == 1


def test_judge__trailing_whitespace_is_ac_by_default_and_wa_when_strict(tmp_path):
    completed, report = judge_with_json(tmp_path, "trailing_whitespace")
    assert completed.returncode == 0 and verdicts(report) == ["AC"] * 3
    completed, report = judge_with_json(tmp_path, "trailing_whitespace", FIXTURE_CASES, "--strict")
    assert completed.returncode == 1 and verdicts(report) == ["WA"] * 3
    assert WHITESPACE_NOTE in report["cases"][0]["message"]


def test_judge__crlf_output_is_ac_even_when_strict(tmp_path):
    completed, report = judge_with_json(tmp_path, "crlf", FIXTURE_CASES, "--strict")
    assert completed.returncode == 0 and verdicts(report) == ["AC"] * 3


def test_judge__crash_is_re_with_exit_status_and_stderr_tail(tmp_path):
    completed, report = judge_with_json(tmp_path, "crash")
    assert verdicts(report) == ["RE"] * 3
    case = report["cases"][0]
    assert case["exit_status"] == 1 and case["signal"] is None
    assert "exit status 1" in case["message"]
    assert "IndexError: list index out of range" in case["message"]
    assert "IndexError" in completed.stdout
    assert last_line(completed) == "0 passed, 3 failed"


def test_judge__nonzero_exit_after_a_right_answer_is_re(tmp_path):
    _, report = judge_with_json(tmp_path, "exit_one")
    assert verdicts(report) == ["RE"] * 3
    assert report["cases"][0]["exit_status"] == 1


def test_judge__infinite_loop_is_tle_on_time_and_leaves_no_process(tmp_path):
    folder = one_case_folder(tmp_path, time_limit=5, memory_limit=64)
    pidfile = tmp_path / "pids.txt"
    started = time.monotonic()
    completed, report = judge_with_json(
        tmp_path,
        "infinite_loop",
        folder,
        "--time-limit",
        "0.3",
        "--wall-limit",
        "60",
        extra_env={"JUDGE_FIXTURE_PIDFILE": str(pidfile)},
    )
    elapsed = time.monotonic() - started
    case = report["cases"][0]
    assert verdicts(report) == ["TLE"]
    assert report["time_limit"] == 0.3  # the flag overrides the settings' 5 s
    assert case["killed_for"] == "time" and case["signal"] == "SIGKILL"
    assert case["time"] >= 0.3  # the CPU time that decided: never under the limit
    assert case["message"].startswith("time limit 0.3 s exceeded: ")
    assert elapsed < 0.3 + 2 * SLACK  # the judge came back long before the wall limit
    assert completed.returncode == 1
    solution_pid, helper_pid = [int(line) for line in pidfile.read_text().split()]
    assert not is_running(solution_pid)
    assert not is_running(helper_pid)  # the whole process group was killed


def test_judge__sleeping_forever_is_tle_idle_after_the_idle_limit(tmp_path):
    """A program that sleeps is stopped once it has not run for the idle limit (by default
    max(2 x 1 s, 1 s + 1 s) = 2 s), long before the wall-clock cap (10 s), and the message
    says it was idle, with its CPU and wall time."""
    folder = one_case_folder(tmp_path, time_limit=1)
    started = time.monotonic()
    _, report = judge_with_json(tmp_path, "sleep_forever", folder)
    elapsed = time.monotonic() - started
    case = report["cases"][0]
    assert verdicts(report) == ["TLE"] and case["killed_for"] == "idle"
    assert (report["idle_limit"], report["wall_limit"]) == (2.0, 10.0)  # the defaults
    assert re.match(
        r"idle: not running for \d+\.\d s \(idle limit 2 s\): it slept or waited, "
        r"with \d+\.\d\d\d s of CPU in \d+\.\d s of wall clock",
        case["message"],
    ), case["message"]
    assert case["wall_time"] >= 2.0 and case["time"] <= 1.0  # not by the CPU
    assert elapsed < 10.0  # well before the wall-clock cap


# --- CPU time and the wall clock ---------------------------------------------------------
# Programs that burn CPU measure it themselves (time.process_time), so how long they take on
# the wall clock never matters; bounds on the judge's return are generous (SLACK).

BURN_CPU = """import time
while time.process_time() < %r:
    pass
numbers = [int(token) for token in input().split()]
print(sum(numbers))
print(" ".join(map(str, sorted(numbers))))
"""
SLEEP_THEN_ANSWER = """import time
time.sleep(%r)
numbers = [int(token) for token in input().split()]
print(sum(numbers))
print(" ".join(map(str, sorted(numbers))))
"""
# Two children that loop forever while the program itself waits for them: only CPU time
# counted over the whole process tree can stop it before the wall clock does.
LOOPING_CHILDREN = """import subprocess, sys
children = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
for child in children:
    child.wait()
"""


def program(tmp_path, name, source):
    path = tmp_path / (name + ".py")
    path.write_text(source)
    return path


def judge_program(tmp_path, source, folder, *flags, **run_options):
    """Judge ``source`` (a program's text) on ``folder`` with --json; returns (CompletedProcess,
    the report, seconds the judge took)."""
    report_path = tmp_path / "report.json"
    started = time.monotonic()
    completed = run_judge(
        program(tmp_path, "solution", source), folder, "--json", report_path, *flags, **run_options
    )
    elapsed = time.monotonic() - started
    assert "Traceback" not in completed.stderr, completed.stderr
    return completed, json.loads(report_path.read_text(encoding="utf-8")), elapsed


def test_judge__cpu_bound_loop_is_tle_with_a_time_at_or_over_the_limit(tmp_path):
    # The wall limit is far away, so a busy machine (where a loop may get under half a CPU)
    # still ends this by CPU time.
    folder = one_case_folder(tmp_path, time_limit=1, wall_limit=60)
    completed, report, elapsed = judge_program(tmp_path, BURN_CPU % 600.0, folder)
    case = report["cases"][0]
    assert case["verdict"] == "TLE" and case["killed_for"] == "time", completed.stdout
    assert case["time"] >= 1.0
    assert "TLE sample-1 " in completed.stdout and "s of CPU" in completed.stdout
    assert elapsed < 1.0 + 2 * SLACK  # long before the wall limit


def test_judge__cpu_time_counts_every_process_of_the_tree(tmp_path):
    # The program itself uses almost no CPU; its two children loop. Counting the program
    # alone, only the wall limit (60 s) would stop it.
    _, report, elapsed = judge_program(
        tmp_path, LOOPING_CHILDREN, one_case_folder(tmp_path, time_limit=1, wall_limit=60)
    )
    case = report["cases"][0]
    assert case["verdict"] == "TLE" and case["killed_for"] == "time", case["message"]
    assert case["time"] >= 1.0
    assert elapsed < 1.0 + 2 * SLACK  # long before the wall limit


def test_judge__sleeping_within_the_wall_limit_is_ac_though_over_the_time_limit(tmp_path):
    # 1.5 s asleep under a 1 s time limit: little CPU, so AC; the wall limit (30 s, from the
    # settings) is far away.
    folder = one_case_folder(tmp_path, time_limit=1, wall_limit=30)
    completed, report, _ = judge_program(tmp_path, SLEEP_THEN_ANSWER % 1.5, folder)
    case = report["cases"][0]
    assert case["verdict"] == "AC", completed.stdout
    assert report["wall_limit"] == 30  # NAME.json's wall_limit
    assert case["wall_time"] >= 1.5 and case["time"] <= 1.0
    assert completed.returncode == 0


def test_judge__wall_limit_flag_overrides_the_settings_and_ends_any_run(tmp_path):
    """--wall-limit replaces the settings' wall_limit; below the idle limit (2 s) it is what
    stops a sleeper, and the message says the wall clock did, and that it was not running."""
    folder = one_case_folder(tmp_path, time_limit=1, wall_limit=30)
    completed, report, elapsed = judge_program(
        tmp_path, SLEEP_THEN_ANSWER % 600.0, folder, "--wall-limit", "1.5"
    )
    case = report["cases"][0]
    assert report["wall_limit"] == 1.5 and report["time_limit"] == 1.0
    assert case["verdict"] == "TLE" and case["killed_for"] == "wall"
    assert case["message"].startswith("wall-clock limit 1.5 s reached with ")
    assert re.search(r"it had not run for the last \d\.\d s", case["message"]), case["message"]
    assert case["wall_time"] >= 1.5
    assert "time limit 1 s of CPU, idle limit 2 s, wall limit 1.5 s," in completed.stdout
    assert elapsed < 1.5 + SLACK


def test_judge__idle_limit_flag_overrides_the_settings(tmp_path):
    """--idle-limit replaces the settings' idle_limit: 1.5 s asleep is AC under the settings'
    3 s and idle (TLE) under --idle-limit 1."""
    folder = one_case_folder(tmp_path, time_limit=1, idle_limit=3)
    _, report, _ = judge_program(tmp_path, SLEEP_THEN_ANSWER % 1.5, folder)
    assert report["idle_limit"] == 3 and report["cases"][0]["verdict"] == "AC"
    _, report, _ = judge_program(tmp_path, SLEEP_THEN_ANSWER % 1.5, folder, "--idle-limit", "1")
    case = report["cases"][0]
    assert report["idle_limit"] == 1 and case["killed_for"] == "idle", case["message"]
    assert case["message"].startswith("idle: not running for 1.")


@pytest.mark.parametrize(
    "settings, flags, idle_limit, wall_limit",
    [
        ({"time_limit": 0.3}, [], 1.3, 10.0),  # the time limit + 1 s; at least 10 s ...
        ({"time_limit": 5}, [], 10.0, 50.0),  # ... or twice (ten times) the time limit
        ({"time_limit": 5}, ["--time-limit", "0.5"], 1.5, 10.0),  # from the time limit in force
        ({"time_limit": 1, "wall_limit": 4}, ["--time-limit", "3"], 6.0, 4.0),
        ({"time_limit": 1, "idle_limit": 0.5}, [], 0.5, 10.0),
    ],
)
def test_judge__default_idle_and_wall_limits_follow_the_time_limit(
    tmp_path, settings, flags, idle_limit, wall_limit
):
    """The idle limit defaults to max(2 x time limit, time limit + 1 s), the wall-clock cap to
    max(10 x time limit, 10 s), each from the time limit in force; the settings set either."""
    _, report = judge_with_json(tmp_path, "accepted", one_case_folder(tmp_path, **settings), *flags)
    assert (report["idle_limit"], report["wall_limit"]) == (idle_limit, wall_limit)
    assert verdicts(report) == ["AC"]


@pytest.mark.parametrize(
    "settings, flags, fragment",
    [
        ({"time_limit": 2, "wall_limit": 1}, [], '"wall_limit" 1 is below "time_limit" 2'),
        (
            {"time_limit": 1, "wall_limit": 2},
            ["--time-limit", "3"],
            "wall limit 2 s (wall_limit in",
        ),
        (
            {"time_limit": 2},
            ["--wall-limit", "1"],
            "wall limit 1 s (--wall-limit) is below the time limit 2 s",
        ),
        ({"wall_limit": "long"}, [], "'wall_limit' must be a positive number"),
        ({"idle_limit": 0}, [], "'idle_limit' must be a positive number"),
    ],
)
def test_judge__wall_limit_below_the_time_limit_is_one_error_line(
    tmp_path, settings, flags, fragment
):
    folder = one_case_folder(tmp_path, **settings)
    assert_one_error_line(run_judge(solution("accepted"), folder, *flags), fragment)


def spin_on(cpu):
    """Start a process that loops forever on CPU ``cpu`` alone, in its own session (so the
    scheduler's per-session grouping gives it a full share); returns the Popen."""
    return subprocess.Popen(
        [sys.executable, "-c", "while True: pass"],
        preexec_fn=lambda: os.sched_setaffinity(0, {cpu}),
        start_new_session=True,
    )


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextlib.contextmanager
def busy_cpu():
    """One CPU of this process's, with two busy loops spinning on it until the block ends: a
    program pinned there gets about a third of it."""
    cpu = min(os.sched_getaffinity(0))
    hogs = [spin_on(cpu) for _ in range(2)]
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and min(cpu_seconds(hog.pid) for hog in hogs) < 0.05:
            time.sleep(0.01)  # both are spinning before the block starts
        yield cpu
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()


@pytest.mark.alone
def test_judge__a_busy_cpu_does_not_turn_an_ac_into_a_tle(tmp_path):
    # The judge and the program share one CPU with two busy loops, so the program gets about a
    # third of it: 0.4 s of CPU takes over 1 s of wall clock, past the 1 s time limit. A judge of
    # CPU time says AC; one of the wall clock would say TLE. The program needs less than half the
    # limit and the wall limit is set far away: this is about CPU time alone, and asserts verdicts
    # only (how the times compare under load is measured by `make bench`).
    folder = one_case_folder(tmp_path, time_limit=1)
    with busy_cpu() as cpu:
        completed, report, _ = judge_program(
            tmp_path,
            BURN_CPU % 0.4,
            folder,
            "--wall-limit",
            "60",
            preexec_fn=lambda: os.sched_setaffinity(0, {cpu}),
        )
    case = report["cases"][0]
    assert case["verdict"] == "AC", completed.stdout
    assert case["time"] >= 0.4  # the program spins until its own CPU clock says 0.4 s: it ran


# One program, three behaviours chosen by the input: what a judge must tell apart on a busy CPU.
BURN_LOOP_OR_SLEEP = """import sys, time
kind = sys.stdin.read().split()[0]
if kind == "burn":  # needs 0.7 s of CPU, by its own clock
    while time.process_time() < 0.7:
        pass
    print("burned")
elif kind == "loop":
    while True:
        pass
else:
    time.sleep(600)
"""


@pytest.mark.alone
def test_judge__on_a_busy_cpu_tle_is_cpu_time_and_a_sleeper_is_stopped_as_idle(tmp_path):
    """The judge and the program share one CPU with two busy loops (the program gets about a
    third of it), under the default limits for a 1 s time limit (idle 2 s, wall 10 s): a
    program needing 0.7 s of CPU is AC though it takes over 2 s of wall clock; an endless
    loop is TLE by CPU time, at 1 s of CPU or more; a sleeper is stopped as idle; and the
    whole run ends. It makes its own load and asserts verdicts, never durations."""
    folder = tmp_path / "busy"
    folder.mkdir()
    for name, text in (("1-burn", "burn"), ("2-loop", "loop"), ("3-sleep", "sleep")):
        (folder / (name + ".in")).write_text(text + "\n")
        (folder / (name + ".out")).write_text("burned\n")
    settings_file(folder).write_text(json.dumps({"time_limit": 1}))
    with busy_cpu() as cpu:
        completed, report, _ = judge_program(
            tmp_path, BURN_LOOP_OR_SLEEP, folder, preexec_fn=lambda: os.sched_setaffinity(0, {cpu})
        )  # run_judge's timeout: no hang
    burn, loop, sleep = report["cases"]
    assert (report["idle_limit"], report["wall_limit"]) == (2.0, 10.0)
    assert burn["verdict"] == "AC", completed.stdout
    assert burn["time"] >= 0.7  # it ran to its own 0.7 s of CPU
    assert loop["verdict"] == "TLE" and loop["killed_for"] == "time", completed.stdout
    assert loop["time"] >= 1.0  # stopped for CPU time, never short of the limit
    assert sleep["verdict"] == "TLE" and sleep["killed_for"] == "idle", completed.stdout
    assert sleep["message"].startswith("idle: not running for ")


def test_judge__unbounded_allocation_is_mle_and_stopped_early(tmp_path):
    _, report = judge_with_json(tmp_path, "memory_hog", one_case_folder(tmp_path))
    case = report["cases"][0]
    assert case["verdict"] == "MLE"  # killed by the watchdog, not an RE
    assert case["killed_for"] == "memory"  # by the watchdog, not by the time limit
    assert "memory limit 256 MB exceeded" in case["message"]


def test_judge__one_huge_allocation_is_mle_through_the_address_space_cap(tmp_path):
    script = tmp_path / "huge.py"
    script.write_text("data = bytearray(8 * 2**30)\n")
    completed = run_judge(
        script, one_case_folder(tmp_path, memory_limit=64), "--json", tmp_path / "report.json"
    )
    case = json.loads((tmp_path / "report.json").read_text())["cases"][0]
    assert case["verdict"] == "MLE", completed.stdout
    assert "MemoryError" in case["message"]


def test_judge__endless_output_is_stopped_as_output_limit(tmp_path):
    _, report = judge_with_json(tmp_path, "output_flood", one_case_folder(tmp_path))
    case = report["cases"][0]
    assert case["verdict"] == "OLE" and case["killed_for"] == "output"
    assert "output limit exceeded" in case["message"]


def test_judge__invalid_utf8_output_is_wa_without_crashing(tmp_path):
    completed, report = judge_with_json(tmp_path, "invalid_utf8")
    assert verdicts(report) == ["WA"] * 3
    assert "\\xff\\xfe" in completed.stdout
    assert completed.returncode == 1


# --- Python, byte-compiled first ------------------------------------------------------------


def test_judge__python_syntax_error_is_ce_on_every_case_shown_once(tmp_path):
    """A .py file is byte-compiled once, by the interpreter that runs it, before any case: a
    syntax error is CE on every case with the interpreter's message shown once (as for C++),
    and no .pyc is left beside the file."""
    source = tmp_path / "broken.py"
    source.write_text("import sys\nprint(sum(map(int, sys.stdin.read().split()))\n")
    report_path = tmp_path / "report.json"
    completed = run_judge(source, FIXTURE_CASES, "--json", report_path)
    assert completed.returncode == 1 and "Traceback" not in completed.stdout + completed.stderr
    report = json.loads(report_path.read_text())
    assert verdicts(report) == ["CE"] * 3
    message = report["cases"][0]["message"]
    assert message.startswith("compilation failed (exit status 1): ")
    assert 'broken.py", line 2' in message and "SyntaxError: " in message
    assert completed.stdout.count("SyntaxError") == 1
    assert completed.stdout.count("(the same compiler message)") == 2
    assert "failed (CE)" in completed.stdout and last_line(completed) == "0 passed, 3 failed"
    assert report["compile_command"][0] == report["python"]  # the interpreter that runs it
    assert sorted(path.name for path in tmp_path.iterdir()) == ["broken.py", "report.json"]


def test_judge__python_that_compiles_says_so_and_runs(tmp_path):
    completed, report = judge_with_json(tmp_path, "accepted")
    assert "compiled with CPython " in completed.stdout and ": ok" in completed.stdout
    assert report["compile_command"][0] == report["python"]
    assert verdicts(report) == ["AC"] * 3


# --- special judge ------------------------------------------------------------------------


def test_judge__checker_accepts_an_answer_the_plain_comparison_rejects(tmp_path):
    _, plain = judge_with_json(tmp_path, "total_only", FIXTURE_CASES)
    assert verdicts(plain) == ["WA"] * 3
    completed, checked = judge_with_json(tmp_path, "total_only", CHECKER_CASES)
    assert verdicts(checked) == ["AC"] * 3 and completed.returncode == 0
    assert checked["checker"].endswith("checker.py")


def test_judge__checker_rejection_is_wa_with_the_checker_message(tmp_path):
    _, report = judge_with_json(tmp_path, "wrong_answer", CHECKER_CASES)
    assert verdicts(report) == ["WA"] * 3
    assert "tokens add up to 7, expected 6" in report["cases"][0]["message"]


def test_judge__checker_that_cannot_run_is_a_judge_error(tmp_path):
    folder = one_case_folder(tmp_path, checker="no_such_checker.py")
    completed = run_judge(solution("accepted"), folder)
    assert completed.returncode == 1
    assert completed.stderr.startswith("judge: error:") and "no_such_checker.py" in completed.stderr


# --- judge errors and usage ---------------------------------------------------------------


def assert_one_error_line(completed, *fragments):
    assert completed.returncode == 1, completed.stdout + completed.stderr
    lines = completed.stderr.strip().split("\n")
    assert len(lines) == 1 and lines[0].startswith("judge: error: "), completed.stderr
    for fragment in fragments:
        assert fragment in lines[0]


def unanswered_folder(tmp_path):
    """cases/a.in with no answer (a.out) beside it, and cases/b.in with its b.out."""
    folder = tmp_path / "cases"
    folder.mkdir()
    (folder / "a.in").write_text("5 4\n")
    (folder / "b.in").write_text("1 2\n")
    (folder / "b.out").write_text("3\n1 2\n")
    return folder


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
    assert last_line(completed) == "1 passed, 0 failed"
    coloured = run_judge(solution("accepted"), tmp_path / "cases", "--color", "always")
    assert "\033[1;34mno answer\033[0m a " in coloured.stdout


def test_judge__an_input_without_an_answer_still_gets_re_tle_mle_and_ole(tmp_path):
    completed, report = judge_with_json(tmp_path, "crash", unanswered_folder(tmp_path))
    assert completed.returncode == 1
    assert verdicts(report) == ["RE", "RE"] and report["no_answer"] == 0
    assert last_line(completed) == "0 passed, 2 failed"


def test_judge__an_input_without_an_answer_is_skipped_in_junit(tmp_path):
    junit = tmp_path / "report.xml"
    completed = run_judge(solution("accepted"), unanswered_folder(tmp_path), "--junit", junit)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    suite = ElementTree.parse(str(junit)).getroot().find("testsuite")
    (skipped,) = suite.iter("skipped")
    assert skipped.get("message") == "no answer to compare with" and "4 5" in skipped.text
    assert (suite.get("skipped"), suite.get("failures")) == ("1", "0")


def test_judge__out_without_in_is_ignored_with_a_warning(tmp_path):
    folder = one_case_folder(tmp_path)
    (folder / "stray.out").write_text("3\n")
    completed = run_judge(solution("accepted"), folder)
    assert completed.returncode == 0
    assert "judge: warning:" in completed.stderr and "stray.out" in completed.stderr


@pytest.mark.parametrize(
    "setup, fragment",
    [
        ("empty", "no cases"),
        ("missing", "case folder not found"),
        ("bad_json", "not valid JSON"),
        ("bad_limit", "time_limit"),
    ],
)
def test_judge__bad_case_folder_is_one_error_line(tmp_path, setup, fragment):
    folder = tmp_path / "cases"
    if setup != "missing":
        folder.mkdir()
    if setup in ("bad_json", "bad_limit"):
        shutil.copy(str(FIXTURE_CASES / "sample-1.in"), str(folder / "sample-1.in"))
        shutil.copy(str(FIXTURE_CASES / "sample-1.out"), str(folder / "sample-1.out"))
        text = "{oops" if setup == "bad_json" else '{"time_limit": -1}'
        settings_file(folder).write_text(text)
    assert_one_error_line(run_judge(solution("accepted"), folder), fragment)


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


# --- JSON and --all -----------------------------------------------------------------------


def test_judge__json_follows_the_schema(tmp_path):
    _, report = judge_with_json(tmp_path, "wrong_answer")
    assert set(report) == RUN_KEYS
    assert all(set(case) == CASE_KEYS for case in report["cases"])
    assert report["interpreter"].startswith("CPython ")
    assert os.path.isfile(report["python"])
    assert (report["time_limit"], report["memory_limit"], report["checker"]) == (1.0, 64.0, None)
    assert (report["passed"], report["failed"]) == (0, 3)
    assert report["language"] == "Python"
    assert report["command"] == [report["python"], solution("wrong_answer")]


def test_judge__json_names_the_first_differing_line_of_a_wrong_answer(tmp_path):
    _, report = judge_with_json(tmp_path, "wrong_answer")
    assert [case["first_difference"] for case in report["cases"]] == [
        {"line": 1, "expected": "3", "actual": "4"},
        {"line": 1, "expected": "60", "actual": "61"},
        {"line": 1, "expected": "5", "actual": "6"},
    ]
    _, accepted = judge_with_json(tmp_path, "accepted")
    assert [case["first_difference"] for case in accepted["cases"]] == [None] * 3
    _, checked = judge_with_json(
        tmp_path, "wrong_answer", CHECKER_CASES
    )  # a checker: no one answer
    assert verdicts(checked) == ["WA"] * 3
    assert [case["first_difference"] for case in checked["cases"]] == [None] * 3


def test_difference_fields__a_missing_line_is_none_and_long_lines_are_cut():
    from judge.compare import difference_fields

    assert difference_fields(b"1\n2\n", b"1\n") == {"line": 2, "expected": "2", "actual": None}
    assert difference_fields(b"1\n", b"1  \n\n3\n") == {"line": 2, "expected": None, "actual": ""}
    assert difference_fields(b"a b\n", b"a b  \n") is None
    assert difference_fields(b"a b\n", b"a b  \n", strict=True) == {
        "line": 1,
        "expected": "a b",
        "actual": "a b  ",
    }
    assert difference_fields(b"1\n", b"1", strict=True) is None  # only the final newline differs
    long = difference_fields(b"x\n", b"y" * 300 + b"\n")
    assert long["actual"] == "y" * 200 + "... (100 more characters)"


@pytest.mark.parametrize("flag", ["--json", "--junit"])
@pytest.mark.parametrize("where", ["missing_folder", "a_folder"])
def test_judge__an_unwritable_report_file_is_an_error_before_any_case_runs(tmp_path, flag, where):
    path = tmp_path / "no-such-folder" / "report" if where == "missing_folder" else tmp_path
    for args in (
        [solution("accepted"), FIXTURE_CASES],
        ["--all", "--solutions", FIXTURES / "solutions", "--cases", tmp_path],
    ):
        completed = run_judge(*args, flag, path)
        assert_one_error_line(completed, "cannot write the %s file %s: " % (flag, path))
        assert completed.stdout == ""  # nothing was judged
    assert not (tmp_path / "no-such-folder").exists()


def make_tree(root, solutions, case_folders):
    """root/solutions/NAME.py copied from fixture solutions ({NAME: fixture}) and
    root/judge_cases/NAME/ copied from the fixture problem, for each NAME in case_folders."""
    (root / "solutions").mkdir()
    (root / "judge_cases").mkdir()
    for name, fixture in solutions.items():
        shutil.copy(solution(fixture), str(root / "solutions" / (name + ".py")))
    for name in case_folders:
        shutil.copytree(str(FIXTURE_CASES), str(root / "judge_cases" / name))


def test_judge__all_mode_prints_the_table_errors_and_final_line(tmp_path):
    make_tree(
        tmp_path,
        {"sum": "accepted", "wrong": "wrong_answer", "orphan": "accepted"},
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
    assert all(set(run) == RUN_KEYS for run in report["runs"])
    assert len(report["errors"]) == 2 and (report["passed"], report["failed"]) == (3, 5)


@pytest.mark.slow
def test_judge__all_mode_table_marks_a_case_over_half_its_limit_without_failing(tmp_path):
    make_tree(tmp_path, {"sum": "accepted"}, ["sum", "burn", "slow"])
    (tmp_path / "solutions" / "burn.py").write_text(BURN_CPU % 1.2)  # at least 60% of the 2 s limit
    # sample-1 (input "2 1") loops forever and is listed as known slow: not the row's slowest.
    (tmp_path / "solutions" / "slow.py").write_text(
        (FIXTURES / "solutions" / "accepted.py")
        .read_text()
        .replace("print(sum", "while numbers == [2, 1]:\n    pass\nprint(sum")
    )
    for name, settings in (
        ("burn", {"time_limit": 2}),
        ("slow", {"time_limit": 1, "known_slow": ["sample-1"]}),
    ):
        (tmp_path / "judge_cases" / (name + ".json")).write_text(json.dumps(settings))
    completed = run_judge("--all", "--wall-limit", "60", cwd=tmp_path)
    rows = {
        line.split()[0]: line
        for line in completed.stdout.split("\n")
        if "solutions/" in line and "/3" in line
    }
    assert re.search(r"sample-\d+ \d\.\d\d\d s \d+% ! ", rows["burn"]), rows[
        "burn"
    ]  # over half: marked
    assert "!" not in rows["sum"], rows["sum"]
    # the slowest of the others may be sample-10: "sample-1" must not stand as a whole name
    assert "(+1 known slow)" in rows["slow"] and not re.search(r"sample-1\b", rows["slow"]), rows[
        "slow"
    ]
    assert "!" not in rows["slow"], rows["slow"]
    assert "! over 50% of its time limit" in completed.stdout
    assert "slowest case (CPU, % of limit)" in completed.stdout
    assert completed.returncode == 0, completed.stdout  # the mark fails nothing
    assert last_line(completed) == "8 passed, 0 failed"


def test_judge__all_mode_with_every_case_accepted_exits_0(tmp_path):
    make_tree(tmp_path, {"sum": "accepted", "crlf": "crlf"}, ["sum", "crlf"])
    completed = run_judge(
        "--all", "--solutions", tmp_path / "solutions", "--cases", tmp_path / "judge_cases"
    )
    assert completed.returncode == 0, completed.stdout
    assert last_line(completed) == "6 passed, 0 failed"


def test_judge__all_mode_with_solutions_skips_the_problems_it_has_no_solution_for(tmp_path):
    make_tree(tmp_path, {"sum": "accepted"}, ["sum", "lonely", "zeta"])
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


# --- judging one's own work: --fail-fast and --quiet ----------------------------------------


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


def test_judge__all_mode_fail_fast_stops_the_whole_run(tmp_path):
    make_tree(tmp_path, {"a": "accepted", "b": "wrong_answer", "c": "accepted"}, ["a", "b", "c"])
    completed = run_judge("--all", "--fail-fast", "--json", "all.json", cwd=tmp_path)
    assert completed.returncode == 1
    assert "b: 0/3 AC (2 not run)" in completed.stdout and "c: " not in completed.stdout
    assert "stopped at the first failure (--fail-fast): 5 cases not run" in completed.stdout
    assert last_line(completed) == "3 passed, 1 failed"
    report = json.loads((tmp_path / "all.json").read_text())
    assert [run["solution"] for run in report["runs"]] == ["solutions/a.py", "solutions/b.py"]
    assert (report["stopped"], report["not_run"], report["runs"][1]["not_run"]) == (True, 5, 2)


def test_judge__quiet_prints_only_the_failures_and_the_final_line(tmp_path):
    folder = one_case_folder(tmp_path)
    (folder / "wrong.in").write_text("1 2\n")
    (folder / "wrong.out").write_text("4\n1 2\n")  # the answer file is wrong: 3 is right
    completed = run_judge(solution("accepted"), folder, "--quiet")
    assert completed.returncode == 1
    lines = completed.stdout.rstrip("\n").split("\n")
    assert lines[0].startswith("WA  wrong ") and lines[-1] == "1 passed, 1 failed"
    assert all(
        not line.startswith(("judging", "time limit", "AC", "verdicts:", "slowest:"))
        for line in lines
    ), completed.stdout
    assert '      expected: "4"' in lines
    accepted = run_judge(solution("accepted"), FIXTURE_CASES, "-q")
    assert (accepted.returncode, accepted.stdout) == (0, "3 passed, 0 failed\n")


def test_judge__all_mode_quiet_prints_only_the_failures_errors_and_the_final_line(tmp_path):
    make_tree(
        tmp_path,
        {"sum": "accepted", "wrong": "wrong_answer", "orphan": "accepted"},
        ["sum", "wrong"],
    )
    completed = run_judge("--all", "-q", cwd=tmp_path)
    assert completed.returncode == 1
    out = completed.stdout
    assert "wrong: WA  sample-1" in out and "orphan: error: " in out
    assert "judging" not in out and "problem" not in out and "sum" not in out
    assert last_line(completed) == "3 passed, 4 failed"


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")
def test_judge__runs_solutions_with_pypy3(tmp_path):
    completed, report = judge_with_json(
        tmp_path, "accepted", FIXTURE_CASES, "--python", "pypy3", "--memory-limit", "256"
    )
    assert completed.returncode == 0, completed.stdout
    assert report["interpreter"].startswith("PyPy ")
    assert verdicts(report) == ["AC"] * 3


# --- the parts, directly ------------------------------------------------------------------


@pytest.mark.parametrize(
    "expected, actual, strict, accepted",
    [
        (b"3\n1 2\n", b"3\n1 2\n", False, True),
        (b"3\n1 2\n", b"3\r\n1 2\r\n", True, True),
        (b"3\n1 2\n", b"3  \n1 2\t\n\n\n", False, True),
        (b"3\n1 2\n", b"3  \n1 2\t\n\n\n", True, False),
        (b"3\n1 2\n", b"3\n1 2", False, True),
        (b"3\n1 2\n", b"3\n1 2", True, False),
        (b"3\n1 2\n", b" 3\n1 2\n", False, False),  # leading spaces count
        (b"3\n1 2\n", b"3\n\n1 2\n", False, False),  # a blank line in the middle counts
        (b"3\n1 2\n", b"3\n", False, False),  # a missing line counts
        (b"3\n", b"\xff\n", False, False),
    ],
)
def test_compare_outputs__follows_judge_rules(expected, actual, strict, accepted):
    assert (compare_outputs(expected, actual, strict) is None) == accepted


# One difference at a time, on a three-line answer: the default comparison forgives each, --strict
# rejects each and names the line (CRLF is the one thing both forgive).
STRICT_ONLY = {
    "a trailing space on the middle line": (b"1\n2 \n3\n", "line 2, column 2"),
    "a trailing tab on the middle line": (b"1\n2\t\n3\n", "line 2, column 2"),
    "a trailing space on the first line": (b"1 \n2\n3\n", "line 1, column 2"),
    "a trailing space on the last line": (b"1\n2\n3 \n", "line 3, column 2"),
    "a missing final newline": (b"1\n2\n3", "does not end with a newline"),
    "one extra blank line at the end": (
        b"1\n2\n3\n\n",
        'line 4:\n  expected: (no line)\n  actual:   ""',
    ),
    "two extra blank lines at the end": (
        b"1\n2\n3\n\n\n",
        'line 4:\n  expected: (no line)\n  actual:   ""',
    ),
}


@pytest.mark.parametrize("difference", sorted(STRICT_ONLY))
def test_compare_outputs__strict_rejects_each_whitespace_difference_alone(difference):
    actual, where = STRICT_ONLY[difference]
    expected = b"1\n2\n3\n"
    assert compare_outputs(expected, actual) is None  # the default comparison forgives it
    message = compare_outputs(expected, actual, strict=True)
    assert message is not None and where in message, message
    assert compare_outputs(expected, actual.replace(b"\n", b"\r\n"), strict=True) is not None


def test_compare_outputs__strict_accepts_crlf_and_nothing_else_differing():
    assert compare_outputs(b"1\n2\n3\n", b"1\r\n2\r\n3\r\n", strict=True) is None
    assert compare_outputs(b"1\n2\n3\n", b"1\n2\n3\n", strict=True) is None


def test_compare_outputs__names_the_first_differing_line():
    message = compare_outputs(b"a\nb\nc\n", b"a\nb\n")
    assert message.startswith('first difference at line 3:\n  expected: "c"\n  actual:   (no line)')


def test_preview__truncates_long_text():
    text = preview(b"".join(b"line %d\n" % number for number in range(100)))
    assert text.split("\n")[:2] == ["line 0", "line 1"]
    assert text.endswith("... (100 lines, 790 bytes in all)")
    assert len(preview(b"x" * 10000)) < 600


def test_natural_key__orders_numbers_by_value():
    names = ["sample-10", "dist-2", "sample-2", "dist-10", "sample-1"]
    assert sorted(names, key=natural_key) == [
        "dist-2",
        "dist-10",
        "sample-1",
        "sample-2",
        "sample-10",
    ]


def test_load_problem__defaults_without_a_settings_file(tmp_path):
    folder = one_case_folder(tmp_path)
    settings_file(folder).unlink()
    problem = load_problem(str(folder))
    assert (problem.time_limit, problem.memory_limit, problem.checker) == (2.0, 256.0, None)
    with pytest.raises(JudgeError):
        load_problem(str(tmp_path / "missing"))


@pytest.mark.parametrize("idle_time, busy", [(8.0, False), (0.005, True)])
def test_run_verdict__a_run_stopped_by_the_wall_clock_says_whether_it_ran(idle_time, busy):
    """Stopped by a 50 s wall-clock cap under a 5 s time limit: after 8 s without running
    (asleep), or still running with 4.9 s of CPU (a machine too busy to give it its time);
    the message says which."""
    run = RunResult()
    run.wall_time, run.cpu_time, run.killed_for, run.signal_name = 50.01, 4.9, "wall", "SIGKILL"
    run.idle_time = idle_time
    verdict, message = run_verdict(run, Limits(5.0, 2**28))
    assert verdict == "TLE"
    assert message.startswith("wall-clock limit 50 s reached with 4.900 s of CPU (time limit 5 s)")
    assert ("the machine was too busy" in message) == busy, message
    assert ("it had not run for the last 8.0 s" in message) == (not busy), message


def test_run_verdict__cpu_over_the_limit_is_tle_on_cpu_even_when_also_idle():
    run = RunResult()
    run.wall_time, run.cpu_time, run.killed_for, run.exit_status = 10.5, 5.01, "idle", 0
    verdict, message = run_verdict(run, Limits(5.0, 2**28))
    assert verdict == "TLE" and message.startswith("time limit 5 s exceeded: 5.010 s of CPU")


def test_run_program__peak_memory_excludes_the_judges_own_memory():
    # Linux counts the parent's resident size into a forked child's ru_maxrss; make the
    # judge (this process) big and check a tiny child is still measured as tiny.
    ballast = bytearray(200 * 2**20)
    ballast[::4096] = b"\x01" * len(ballast[::4096])
    interpreter = probe_interpreter(sys.executable)
    result = run_program(
        [interpreter.executable, "-c", "print(input())"], b"hi\n", Limits(5.0, 512 * 2**20)
    )
    assert result.stdout == b"hi\n" and result.exit_status == 0
    assert 1 * 2**20 < result.peak_memory_bytes < 100 * 2**20
    del ballast


def test_run_program__the_program_gets_ctrl_c_unblocked_and_the_judge_its_mask_back():
    # run_program blocks SIGINT while it forks; neither the program nor the judge may keep it so
    blocked_bit = 1 << (signal.SIGINT - 1)
    shown = "print([line for line in open('/proc/self/status') if line.startswith('SigBlk')][0])"
    result = run_program([sys.executable, "-c", shown], b"", Limits(5.0, 512 * 2**20))
    assert int(result.stdout.split()[1], 16) & blocked_bit == 0, result.stdout
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, set())
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:  # a mask the judge had before is left as it was
        run_program([sys.executable, "-c", "pass"], b"", Limits(5.0, 512 * 2**20))
        assert signal.SIGINT in signal.pthread_sigmask(signal.SIG_BLOCK, set())
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def test_probe_interpreter__sees_through_shims_to_the_real_binary():
    interpreter = probe_interpreter("python3")
    with open(os.path.realpath(interpreter.executable), "rb") as file:
        assert file.read(4) == b"\x7fELF"  # not a shell script such as pyenv's shim


# --- known-slow cases (the settings' xfail list) ---------------------------------------------


def test_judge__tle_on_a_known_slow_case_is_shown_but_not_counted(tmp_path):
    folder = one_case_folder(tmp_path, time_limit=0.5, known_slow=["sample-1"])
    report_path = tmp_path / "report.json"
    completed = run_judge(solution("infinite_loop"), folder, "--json", str(report_path))
    assert completed.returncode == 0
    assert "TLE" in completed.stdout and "(known slow: expected)" in completed.stdout
    assert "known slow, timed out as expected (not counted): sample-1" in completed.stdout
    assert last_line(completed) == "0 passed, 0 failed"
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


def test_judge__known_slow_must_name_real_cases(tmp_path):
    folder = one_case_folder(tmp_path, known_slow=["no-such-case"])
    assert_one_error_line(run_judge(solution("accepted"), folder), "no-such-case")


def test_judge__a_failing_checker_is_a_judge_error_not_a_wrong_answer(tmp_path):
    checker = tmp_path / "broken_checker.py"
    checker.write_text(
        "import sys\nsys.stderr.write('cannot parse the expected file\\n')\nsys.exit(3)\n"
    )
    folder = one_case_folder(tmp_path, checker=checker.name)
    completed = run_judge(solution("accepted"), folder)
    assert_one_error_line(completed, "cannot parse the expected file")


# --- parallel runs, JUnit, colour, several interpreters --------------------------------------


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


def test_judge__junit_xml_has_one_testcase_per_case_and_failures_typed(tmp_path):
    junit = tmp_path / "report.xml"
    folder = one_case_folder(tmp_path)
    for name in ("sample-2", "sample-10"):
        for suffix in (".in", ".out"):
            shutil.copy(str(FIXTURE_CASES / (name + suffix)), str(folder / (name + suffix)))
    completed = run_judge(solution("whitespace_wrong"), folder, "--junit", junit)
    assert completed.returncode == 1
    root = ElementTree.parse(str(junit)).getroot()
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("3", "2", "0")
    suite = root.find("testsuite")
    assert suite.get("name").startswith("one_case (CPython ")
    cases = suite.findall("testcase")
    assert [case.get("name") for case in cases] == CASE_NAMES
    assert float(cases[0].get("time")) > 0
    failure = cases[0].find("failure")
    assert failure.get("type") == "WA" and failure.get("message").startswith("WA: first difference")
    assert WHITESPACE_NOTE in failure.text
    assert cases[2].find("failure") is None  # sample-10 passes


def test_judge__junit_marks_known_slow_timeouts_skipped_and_pairing_errors(tmp_path):
    make_tree(tmp_path, {"slow": "infinite_loop", "orphan": "accepted"}, ["slow"])
    (tmp_path / "judge_cases" / "slow.json").write_text(
        json.dumps({"time_limit": 0.3, "known_slow": CASE_NAMES})
    )
    completed = run_judge("--all", "--junit", "all.xml", cwd=tmp_path)
    root = ElementTree.parse(str(tmp_path / "all.xml")).getroot()
    assert (root.get("tests"), root.get("skipped"), root.get("errors")) == ("4", "3", "1")
    assert "has no case folder" in root.find("testsuite[@name='judge errors']/testcase/error").get(
        "message"
    )
    assert completed.returncode == 1


def test_judge__colour_on_request_and_never_into_a_pipe(tmp_path):
    completed, _ = judge_with_json(tmp_path, "wrong_answer")
    assert "\033[" not in completed.stdout  # a pipe: plain text
    coloured = run_judge(solution("wrong_answer"), FIXTURE_CASES, "--color", "always").stdout
    assert "\033[1;31mWA\033[0m  sample-1" in coloured
    assert coloured.rstrip("\n").endswith("\033[1;31m0 passed, 3 failed\033[0m")


def test_judge__colour_auto_follows_a_terminal_and_no_color(tmp_path):
    import pty

    for no_color, coloured in (("", True), ("1", False)):
        leader, follower = pty.openpty()
        env = dict(os.environ, PYTHONPATH=str(REPO_ROOT), NO_COLOR=no_color)
        process = subprocess.Popen(
            [sys.executable, "-m", "judge", solution("accepted"), str(FIXTURE_CASES)],
            cwd=str(REPO_ROOT),
            env=env,
            stdout=follower,
            stderr=subprocess.DEVNULL,
        )
        os.close(follower)
        output = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # EIO: the other side closed
                break
            if not chunk:
                break
            output += chunk
        process.wait(timeout=60)
        os.close(leader)
        assert (b"\033[1;32mAC\033[0m" in output) == coloured, output


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")
def test_judge__all_mode_with_two_interpreters_makes_one_table(tmp_path):
    make_tree(tmp_path, {"sum": "accepted"}, ["sum"])
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
    make_tree(tmp_path, {"sum": "accepted"}, ["sum"])
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


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")
def test_judge__single_run_under_an_unlisted_interpreter_warns_and_judges(tmp_path):
    folder = one_case_folder(tmp_path, interpreters=["CPython"])
    completed = run_judge(solution("accepted"), str(folder), "--python", "pypy3")
    assert completed.returncode == 0, completed.stdout
    assert "list CPython only" in completed.stderr and "judging anyway" in completed.stderr


@pytest.mark.parametrize("listed", [[], ["Jython"], "CPython", [1]])
def test_judge__interpreters_setting_must_name_known_interpreters(tmp_path, listed):
    folder = one_case_folder(tmp_path, interpreters=listed)
    completed = run_judge(solution("accepted"), str(folder))
    assert completed.returncode != 0
    assert (
        completed.stderr.count("\n") == 1
        and '"interpreters" must be a non-empty list' in completed.stderr
    )


# --- the hostile suite: solutions that attack the judge ---------------------------------------
# Each fixture's docstring starts "Hostile fixture, expected VERDICT: what it does"; the test
# takes the verdict from there. Every run carries a unique marker in its environment; after the
# judge has returned, no process anywhere may still carry it.

HOSTILE_NAMES = sorted(path.stem for path in HOSTILE.glob("*.py"))
HOSTILE_TIME_LIMIT = 1.0
HOSTILE_IDLE_LIMIT = 2.0  # the default for a 1 s time limit
HOSTILE_WALL_LIMIT = 10.0  # the default for a 1 s time limit


def run_hostile(tmp_path, name, *flags):
    """Judge hostile fixture ``name`` on one case (1 s, 64 MB); returns (CompletedProcess,
    the JSON report, seconds the judge took, pids left carrying the run's marker)."""
    marker = "JUDGE_HOSTILE_MARKER=%s-%s" % (name, uuid.uuid4().hex)
    tmp_path = tmp_path / name
    tmp_path.mkdir()
    folder = one_case_folder(tmp_path, time_limit=HOSTILE_TIME_LIMIT, memory_limit=64)
    report_path = tmp_path / "report.json"
    started = time.monotonic()
    try:
        completed = run_judge(
            HOSTILE / (name + ".py"),
            folder,
            "--json",
            report_path,
            *flags,
            extra_env=dict([marker.split("=", 1)]),
        )
        elapsed = time.monotonic() - started
        left = processes_carrying(marker)
    finally:
        for pid in processes_carrying(marker):  # never leave a fork bomb behind, even on failure
            os.kill(pid, signal.SIGKILL)
    assert "Traceback" not in completed.stderr, completed.stderr
    return completed, json.loads(report_path.read_text(encoding="utf-8")), elapsed, left


def test_hostile_fixtures__every_one_states_its_verdict():
    assert len(HOSTILE_NAMES) >= 12
    assert {expected_verdict(name) for name in HOSTILE_NAMES} == {
        "AC",
        "WA",
        "RE",
        "TLE",
        "MLE",
        "OLE",
    }


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_judge__hostile_solution_gets_its_verdict_in_time_and_leaves_no_process(tmp_path, name):
    completed, report, elapsed, left = run_hostile(tmp_path, name)
    case = report["cases"][0]
    assert case["verdict"] == expected_verdict(name), completed.stdout[-3000:]
    assert left == [], "processes of %s outlived the judge: %s" % (name, left)
    # The whole run within its limits, with generous slack: bounds that prove "no hang" (a
    # hostile program that beat a limit would run for minutes), nothing finer.
    assert (report["idle_limit"], report["wall_limit"]) == (HOSTILE_IDLE_LIMIT, HOSTILE_WALL_LIMIT)
    assert case["time"] < HOSTILE_TIME_LIMIT + SLACK
    assert elapsed < HOSTILE_WALL_LIMIT + SLACK
    assert last_line(completed) == (
        "1 passed, 0 failed" if case["verdict"] == "AC" else "0 passed, 1 failed"
    )
    assert len(completed.stdout) < 20000  # a flood never reaches the user's terminal


def test_judge__hostile_tle_is_killed_at_the_limit_with_its_group(tmp_path):
    # The wall limit far away: on a busy machine the loop may get under half a CPU.
    _, report, _, _ = run_hostile(tmp_path, "loop_forever", "--wall-limit", "60")
    case = report["cases"][0]
    # Killed by the judge's CPU check (SIGKILL), not by the RLIMIT_CPU backstop (SIGXCPU).
    assert case["killed_for"] == "time" and case["signal"] == "SIGKILL"
    assert case["time"] >= HOSTILE_TIME_LIMIT
    _, report, _, _ = run_hostile(tmp_path, "sleep_forever")
    case = report["cases"][0]
    assert case["killed_for"] == "idle"  # the idle rule caught it, not the CPU
    assert case["time"] <= HOSTILE_TIME_LIMIT and case["wall_time"] >= HOSTILE_IDLE_LIMIT


def test_judge__hostile_memory_hog_is_mle_long_before_its_2_gib(tmp_path):
    _, report, _, _ = run_hostile(tmp_path, "allocate_forever")
    case = report["cases"][0]
    assert case["killed_for"] == "memory"
    # Stopped past the limit (by how much depends on how fast it allocates between two of
    # the judge's looks) and before the fixture's own stop at 2 GiB.
    assert 64 < case["memory_mb"] < 2048
    assert "memory limit 64 MB exceeded" in case["message"]


def test_judge__hostile_fork_bomb_is_stopped_at_the_process_limit(tmp_path):
    _, report, _, _ = run_hostile(tmp_path, "fork_bomb", "--process-limit", "8")
    case = report["cases"][0]
    assert case["verdict"] == "RE" and case["killed_for"] == "processes"
    assert "process limit exceeded: more than 8 processes" in case["message"]
    assert report["process_limit"] == 8
    assert (
        8 < case["processes"] <= 201
    )  # seen past the cap (how far past depends on the machine's load)


def test_judge__hostile_output_floods_are_ole_and_capped(tmp_path):
    _, report, _, _ = run_hostile(tmp_path, "print_forever")
    assert report["cases"][0]["killed_for"] == "output"
    assert "stdout over 64 MiB" in report["cases"][0]["message"]
    _, report, _, _ = run_hostile(tmp_path, "stderr_flood")
    assert report["cases"][0]["verdict"] == "OLE"
    assert len(report["cases"][0]["message"]) < 3000  # the stderr tail is cut, not 1 MiB


def test_judge__hostile_huge_line_gets_a_short_diff(tmp_path):
    completed, report, _, _ = run_hostile(tmp_path, "huge_line")
    message = report["cases"][0]["message"]
    assert "first difference at line 1, column 2:" in message
    assert "(33554432 bytes in all)" in message
    assert len(message) < 3000


def test_judge__hostile_escaped_child_does_not_delay_the_verdict(tmp_path):
    _, report, elapsed, left = run_hostile(tmp_path, "orphan_child")
    case = report["cases"][0]
    assert case["verdict"] == "AC" and left == []
    assert case["leftovers"] == 1
    assert (
        "1 process it started was still running when it exited; the judge killed it"
        in case["message"]
    )
    assert case["wall_time"] < 30  # the exit counts, not the minute its child holds the pipe


def test_judge__hostile_closed_stdout_waits_for_the_exit(tmp_path):
    _, report, _, _ = run_hostile(tmp_path, "close_stdout_early")
    case = report["cases"][0]
    assert case["verdict"] == "WA" and case["exit_status"] == 0
    assert case["wall_time"] >= 0.3  # it slept on after closing stdout, and the judge waited
    assert "> 2" in case["message"] and "(end)" in case["message"]


def test_judge__hostile_crash_shows_the_traceback_tail(tmp_path):
    _, report, _, _ = run_hostile(tmp_path, "crash_traceback")
    assert "ZeroDivisionError" in report["cases"][0]["message"]
    _, report, _, _ = run_hostile(tmp_path, "exit_one_after_answer")
    assert "exit status 1" in report["cases"][0]["message"]


# --- what mutation testing found untested (make mutate, docs/mutation.md) -------------------------
# In-process tests of judge.verdict and judge.compare: each kills mutants that the tests above let
# survive. The runs are RunResult objects filled in by hand, so no test depends on the machine's
# speed; every expected verdict and message is written out from the rules in the docstrings.

from judge.languages import Runner  # noqa: E402  # this section's imports, kept with its tests
from judge.problem import Case, Problem  # noqa: E402  # this section's imports, kept with its tests
from judge.verdict import CaseResult, ProblemRun, judge_problem, size_text, wall_limit_for  # noqa: E402  # this section's imports, kept with its tests


def finished_run(
    cpu_time=0.5,
    wall_time=0.6,
    peak_mib=10.0,
    exit_status=0,
    signal_name=None,
    killed_for=None,
    stderr=b"",
    idle_time=0.0,
):
    run = RunResult()
    run.cpu_time, run.wall_time, run.peak_memory_bytes = cpu_time, wall_time, int(peak_mib * 2**20)
    run.idle_time = idle_time
    run.exit_status, run.signal_name, run.killed_for, run.stderr = (
        exit_status,
        signal_name,
        killed_for,
        stderr,
    )
    return run


LIMITS = Limits(
    2.0, 64 * 2**20
)  # 2 s of CPU, 64 MiB; the default idle limit is 4 s, the wall cap 20 s


@pytest.mark.parametrize(
    "run, decided",
    [
        (finished_run(), None),
        (finished_run(cpu_time=2.0, wall_time=3.9), None),  # at the limits is within them
        (finished_run(wall_time=4.0), None),
        (finished_run(peak_mib=64.0), None),
        (finished_run(stderr=b"MemoryError\n"), None),  # exit status 0: the answer decides
        (
            finished_run(cpu_time=2.001, wall_time=2.1),
            ("TLE", "time limit 2 s exceeded: 2.001 s of CPU (wall 2.100 s)"),
        ),
        (
            finished_run(cpu_time=0.5, killed_for="time", peak_mib=100.0),
            ("TLE", "time limit 2 s exceeded: 0.500 s of CPU (wall 0.600 s)"),
        ),
        (
            finished_run(cpu_time=0.1, wall_time=4.5),
            None,
        ),  # waited often, never the idle limit in a row
        (
            finished_run(cpu_time=0.0, wall_time=4.1, killed_for="idle", idle_time=4.0),
            (
                "TLE",
                "idle: not running for 4.0 s (idle limit 4 s): it slept or waited, with 0.000 s of "
                "CPU in 4.1 s of wall clock (the time limit 2 s counts CPU time)",
            ),
        ),
        (
            finished_run(cpu_time=1.0, wall_time=20.0, killed_for="wall"),
            (
                "TLE",
                "wall-clock limit 20 s reached with 1.000 s of CPU (time limit 2 s): it got 5% of "
                "a CPU, so the machine was too busy to give it its CPU time "
                "(--wall-limit raises the cap)",
            ),
        ),
        (
            finished_run(cpu_time=1.0, wall_time=20.0, killed_for="wall", idle_time=2.5),
            (
                "TLE",
                "wall-clock limit 20 s reached with 1.000 s of CPU (time limit 2 s): it got 5% of "
                "a CPU; it had not run for the last 2.5 s (--wall-limit raises the cap)",
            ),
        ),
        (finished_run(peak_mib=64.5), ("MLE", "memory limit 64 MB exceeded (peak 64.5 MB)")),
        (
            finished_run(
                peak_mib=3.0,
                killed_for="memory",
                exit_status=None,
                signal_name="SIGKILL",
                stderr=b"x\n",
            ),
            ("MLE", "memory limit 64 MB exceeded (peak 3.0 MB)\nstderr (last lines):\n  x"),
        ),
        (
            finished_run(exit_status=1, stderr=b"Traceback\nMemoryError\n"),
            (
                "MLE",
                "out of memory: failed with a memory error "
                "(peak resident 10.0 MB, memory limit 64 MB)\n"
                "stderr (last lines):\n  Traceback\n  MemoryError",
            ),
        ),
        (
            finished_run(killed_for="output", exit_status=None, signal_name="SIGKILL"),
            (
                "OLE",
                "output limit exceeded (stdout over 64 MiB or stderr over 1 MiB); "
                "stopped reading there",
            ),
        ),
        (
            finished_run(killed_for="processes", exit_status=None, signal_name="SIGKILL"),
            ("RE", "process limit exceeded: more than 16 processes alive at once"),
        ),
        (
            finished_run(exit_status=None, signal_name="SIGSEGV", stderr=b"boom\n"),
            ("RE", "killed by signal SIGSEGV\nstderr (last lines):\n  boom"),
        ),
        (finished_run(exit_status=None, signal_name="SIGSEGV"), ("RE", "killed by signal SIGSEGV")),
        (finished_run(exit_status=3), ("RE", "exit status 3")),
        (
            finished_run(exit_status=3, stderr=b"bad\n"),
            ("RE", "exit status 3\nstderr (last lines):\n  bad"),
        ),
    ],
    ids=lambda value: None if isinstance(value, RunResult) else str(value)[:40],
)
def test_run_verdict__each_verdict_its_boundary_and_its_message(run, decided):
    """The first rule that applies decides (time, idle, memory, out-of-memory message, output,
    processes, signal, exit status); a run exactly at a limit is within it."""
    assert run_verdict(run, LIMITS) == decided


def test_size_text__whole_mebibytes_or_bytes():
    """Output limits are shown in MiB when whole, else in bytes."""
    assert [size_text(size) for size in (2**20, 3 * 2**20, 2**20 + 1, 1000)] == [
        "1 MiB",
        "3 MiB",
        "1048577 bytes",
        "1000 bytes",
    ]
    run = finished_run(killed_for="output", exit_status=None, signal_name="SIGKILL")
    assert run_verdict(run, Limits(2.0, 2**26, stdout_limit=1000, stderr_limit=3 * 2**20)) == (
        "OLE",
        "output limit exceeded (stdout over 1000 bytes or stderr over 3 MiB); "
        "stopped reading there",
    )


def problem_with(folder, cases, wall_limit=None, known_slow=frozenset(), checker=None):
    return Problem(
        str(folder),
        "p",
        None,
        2.0,
        64.0,
        checker,
        cases,
        known_slow=known_slow,
        wall_limit=wall_limit,
    )


def test_problem_run__passed_failed_and_expected_timeouts_count_cases():
    """AC counts as passed; a TLE on a known-slow case is an expected timeout, not a failure;
    every other verdict fails."""
    judged = ProblemRun("s.py", problem_with("f", []), None, 2.0, 64.0, False)
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
    short = ProblemRun("s.py", problem_with("f", []), None, 0.5, 64.0, False)
    assert (short.idle_limit, short.wall_limit) == (1.5, 10.0)


def test_wall_limit_for__flag_then_settings_then_default_and_never_below_the_time_limit(tmp_path):
    """--wall-limit wins over the settings' wall_limit, which wins over the default (max(10 x the
    time limit, 10 s)); one below the time limit is an error naming its source."""
    assert wall_limit_for(problem_with(tmp_path, [], wall_limit=5.0), 2.0, 3.0) == 3.0
    assert wall_limit_for(problem_with(tmp_path, [], wall_limit=5.0), 2.0, None) == 5.0
    assert wall_limit_for(problem_with(tmp_path, []), 2.0, None) == 20.0
    assert (
        wall_limit_for(problem_with(tmp_path, [], wall_limit=2.0), 2.0, None) == 2.0
    )  # equal is allowed
    with pytest.raises(
        JudgeError, match=r"^the wall limit 1 s \(--wall-limit\) is below the time limit 2 s$"
    ):
        wall_limit_for(problem_with(tmp_path, [], wall_limit=5.0), 2.0, 1.0)
    with pytest.raises(
        JudgeError, match=r"^the wall limit 1.5 s \(wall_limit in .*\) is below the time limit 2 s$"
    ):
        wall_limit_for(problem_with(tmp_path, [], wall_limit=1.5), 2.0, None)


def test_judge_problem__a_compilation_error_is_ce_on_every_case_and_nothing_runs(tmp_path):
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
    judged = judge_problem(
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


def test_judge_problem__a_missing_python_solution_is_an_error(tmp_path):
    """A solution file that does not exist is the judge's error, not a verdict."""
    runner = Runner(
        "Python", "CPython", [sys.executable, str(tmp_path / "nope.py")], sys.executable, None
    )
    with pytest.raises(JudgeError, match="^solution not found: "):
        judge_problem(str(tmp_path / "nope.py"), problem_with(tmp_path, []), runner)


from judge.compare import run_checker, side_by_side, visible  # noqa: E402  # this section's imports, kept with its tests

SIDE_HEADER = (
    "side by side (· is a space, → a tab; > marks the first difference):\n"
    "    line | expected                             | actual\n"
)


def test_side_by_side__two_lines_before_three_after_and_where_each_output_ends():
    """The window is two lines before the first difference and three after; `(end)` stands on
    the line after an output's last; by default trailing spaces do not count, as in
    compare_outputs (strict: they do, shown as ·)."""
    nine = b"".join(b"%d\n" % number for number in range(1, 10))
    assert side_by_side(nine, nine.replace(b"5", b"x")) == SIDE_HEADER + (
        "    3    | 3                                    | 3\n"
        "    4    | 4                                    | 4\n"
        "  > 5    | 5                                    | x\n"
        "    6    | 6                                    | 6\n"
        "    7    | 7                                    | 7\n"
        "    8    | 8                                    | 8"
    )
    assert side_by_side(b"a\n", b"a\nb\n") == SIDE_HEADER + (
        "    1    | a                                    | a\n"
        "  > 2    | (end)                                | b\n"
        "    3    |                                      | (end)"
    )
    assert side_by_side(b"a \nb\n", b"a\nc\n") == SIDE_HEADER + (
        "    1    | a                                    | a\n"
        "  > 2    | b                                    | c\n"
        "    3    | (end)                                | (end)"
    )
    assert side_by_side(b"a \nb\n", b"a\nb\n", strict=True) == SIDE_HEADER + (
        "  > 1    | a·                                   | a\n"
        "    2    | b                                    | b\n"
        "    3    | (end)                                | (end)"
    )


def test_compare_outputs__strict_names_a_missing_or_extra_final_newline():
    """Strict comparison tells a missing final newline from an extra one, and notes that the
    answer would pass with whitespace ignored."""
    assert compare_outputs(b"a\nb\n", b"a\nb", strict=True) == (
        "the output does not end with a newline; the expected one does\n" + WHITESPACE_NOTE
    )
    assert compare_outputs(b"a\nb", b"a\nb\n", strict=True) == (
        "the output ends with a newline; the expected one does not\n" + WHITESPACE_NOTE
    )


def checker_script(folder, body):
    """A special judge in Python whose body is given; returns its path."""
    path = folder / "checker.py"
    path.write_text("import os, sys, time\n" + body + "\n", encoding="utf-8")
    return str(path)


def test_run_checker__exit_0_accepts_1_and_2_reject_with_the_first_five_lines(tmp_path):
    """The checker gets INPUT ACTUAL EXPECTED (the actual output in a file of its own); exit 0
    accepts with nothing said; 1 and 2 reject, quoting its first five lines or 500 characters."""
    (tmp_path / "case.in").write_text("in\n")
    (tmp_path / "case.out").write_text("out\n")
    accept = checker_script(
        tmp_path,
        "sys.exit(0 if open(sys.argv[2]).read() == 'yes\\n' and "
        "sys.argv[1].endswith('case.in') and sys.argv[3].endswith('case.out') else 1)",
    )
    assert run_checker(accept, str(tmp_path / "case.in"), b"yes\n", str(tmp_path / "case.out")) == (
        True,
        "",
    )
    accepted, said = run_checker(
        accept, str(tmp_path / "case.in"), b"no\n", str(tmp_path / "case.out")
    )
    assert (accepted, said) == (False, "checker rejected the output (exit status 1):\n  (empty)")
    chatty = checker_script(
        tmp_path, "print('\\n'.join('line %d' % n for n in range(1, 8))); sys.exit(2)"
    )
    accepted, said = run_checker(chatty, str(tmp_path / "case.in"), b"", str(tmp_path / "case.out"))
    assert (accepted, said) == (
        False,
        "checker rejected the output (exit status 2):\n  line 1\n  line 2\n  line 3\n"
        "  line 4\n  line 5\n  ... (7 lines, 49 bytes in all)",
    )
    long_line = checker_script(tmp_path, "print('x' * 600); sys.exit(1)")
    accepted, said = run_checker(
        long_line, str(tmp_path / "case.in"), b"", str(tmp_path / "case.out")
    )
    assert (
        said
        == "checker rejected the output (exit status 1):\n  "
        + "x" * 500
        + "\n  ... (1 lines, 601 bytes in all)"
    )


def test_run_checker__exit_3_a_signal_or_a_time_out_is_a_judge_error(tmp_path):
    """Exit status 3 and above (testlib's checker failure), death by a signal, a checker that
    runs past its time-out or cannot start: JudgeError naming what happened, never a verdict."""
    (tmp_path / "case.in").write_text("in\n")
    failing = checker_script(tmp_path, "print('broken'); sys.exit(3)")
    with pytest.raises(
        JudgeError, match=r"^checker .*checker\.py failed on .*case\.in \(exit status 3\): broken$"
    ):
        run_checker(failing, str(tmp_path / "case.in"), b"", str(tmp_path / "case.in"))
    killed = checker_script(tmp_path, "os.kill(os.getpid(), 9)")
    with pytest.raises(
        JudgeError, match=r"^checker .*checker\.py failed on .*case\.in \(signal 9\): \(empty\)$"
    ):
        run_checker(killed, str(tmp_path / "case.in"), b"", str(tmp_path / "case.in"))
    sleeper = checker_script(tmp_path, "time.sleep(60)")
    with pytest.raises(
        JudgeError, match=r"^checker .*checker\.py timed out after 0\.5 s on .*case\.in$"
    ):
        run_checker(sleeper, str(tmp_path / "case.in"), b"", str(tmp_path / "case.in"), timeout=0.5)
    with pytest.raises(JudgeError, match=r"^cannot run checker .*missing-checker: "):
        run_checker(
            str(tmp_path / "missing-checker"),
            str(tmp_path / "case.in"),
            b"",
            str(tmp_path / "case.in"),
        )


def test_run_verdict__the_busy_note_gives_the_share_of_the_wall_time_spent_computing():
    """A run stopped at the wall-clock cap that computed 3.6 s of its 4 s: the note says 90%."""
    run = finished_run(cpu_time=3.6, wall_time=4.0, killed_for="wall")
    verdict, message = run_verdict(run, Limits(3.9, 64 * 2**20, wall_limit=4.0))
    assert verdict == "TLE" and "it got 90% of a CPU, so the machine was too busy" in message


def test_judge_problem__a_ce_case_reports_no_time_memory_or_exit_status(tmp_path):
    """Nothing ran for a CE case: its times, memory and exit status are zero or none."""
    source = tmp_path / "never-built.cpp"
    source.write_text("int main() { return }\n")
    case = Case("sample-1", str(FIXTURE_CASES / "sample-1.in"), str(FIXTURE_CASES / "sample-1.out"))
    runner = Runner(
        "C++", "g++", [str(tmp_path / "never-built")], "g++", None, compile_error="error: x"
    )
    (result,) = judge_problem(str(source), problem_with(tmp_path, [case]), runner).cases
    assert (
        result.wall_time,
        result.cpu_time,
        result.memory_bytes,
        result.exit_status,
        result.signal_name,
        result.killed_for,
    ) == (0.0, 0.0, 0, None, None, None)


def test_read_bytes__a_case_file_that_cannot_be_read_is_the_judges_error(tmp_path):
    """A missing case file raises JudgeError naming it, not an OSError."""
    from judge.verdict import read_bytes

    assert (
        read_bytes(str(FIXTURE_CASES / "sample-1.in"))
        == (FIXTURE_CASES / "sample-1.in").read_bytes()
    )
    with pytest.raises(JudgeError, match=r"^cannot read .*missing\.out: "):
        read_bytes(str(tmp_path / "missing.out"))


def test_run_verdict__the_busy_note_under_a_second_of_wall_time():
    """The share is taken whenever the run took any wall time, a short one too: 0.6 s of CPU in
    0.8 s of wall clock is 75%."""
    run = finished_run(cpu_time=0.6, wall_time=0.8, killed_for="wall")
    verdict, message = run_verdict(run, Limits(0.7, 64 * 2**20, wall_limit=0.75))
    assert verdict == "TLE" and "it got 75% of a CPU, so the machine was too busy" in message


def test_judge_problem__in_process_with_an_interpreter_ignores_trailing_whitespace_unless_strict():
    """judge_problem called as the tools call it (a Python Interpreter, no strict given): trailing
    spaces and blank lines are forgiven, as real judges do; strict=True makes them WA."""
    interpreter = probe_interpreter(sys.executable)
    problem = load_problem(str(FIXTURE_CASES))
    judged = judge_problem(solution("trailing_whitespace"), problem, interpreter)
    assert [case.verdict for case in judged.cases] == ["AC"] * 3 and not judged.strict
    judged = judge_problem(solution("trailing_whitespace"), problem, interpreter, strict=True)
    assert [case.verdict for case in judged.cases] == ["WA"] * 3
    assert judged.cases[0].message.startswith(
        'first difference at line 1, column 2:\n  expected: "3"\n'
    )


def test_side_by_side__a_shorter_output_and_long_lines_cut_around_the_difference():
    """The actual output may end first; a long differing line is shown from a third of a column
    before its first differing byte (`...` marking the cut), other long lines from their start,
    cut to the column's 36 characters."""
    assert side_by_side(b"a\nb\n", b"a\n") == SIDE_HEADER + (
        "    1    | a                                    | a\n"
        "  > 2    | b                                    | (end)\n"
        "    3    | (end)                                |"
    )
    expected = b"x" * 60 + b"A" + b"y" * 10 + b"\n" + b"x" * 60 + b"\n"
    actual = b"x" * 60 + b"B" + b"y" * 10 + b"\n" + b"x" * 60 + b"\n"
    assert side_by_side(expected, actual) == SIDE_HEADER + (
        "  > 1    | ...xxxxxxxxxxxxAyyyyyyyyyy           | ...xxxxxxxxxxxxByyyyyyyyyy\n"
        "    2    | " + "x" * 33 + "... | " + "x" * 33 + "...\n"
        "    3    | (end)                                | (end)"
    )


def test_preview_and_escape__what_is_cut_and_how_it_is_counted():
    """preview keeps ten lines by default and notes the cut only past them; escape counts the
    characters it leaves out of a line."""
    ten = b"".join(b"%d\n" % number for number in range(10))
    assert preview(ten) == "0\n1\n2\n3\n4\n5\n6\n7\n8\n9"
    assert preview(ten + b"10\n") == "0\n1\n2\n3\n4\n5\n6\n7\n8\n9\n... (11 lines, 23 bytes in all)"
    assert compare_outputs(b"x" * 300 + b"\n", b"y\n") == (
        'first difference at line 1, column 1:\n  expected: "'
        + "x" * 200
        + '... (100 more characters)"\n'
        '  actual:   "y"'
    )


def test_judge_problem__a_process_left_running_is_killed_and_noted_after_the_verdict(tmp_path):
    """An accepted run that leaves a child behind: AC, one leftover, and the note alone as the
    message (no blank line before it)."""
    folder = one_case_folder(tmp_path, time_limit=HOSTILE_TIME_LIMIT, memory_limit=64)
    judged = judge_problem(
        str(HOSTILE / "orphan_child.py"),
        load_problem(str(folder)),
        probe_interpreter(sys.executable),
    )
    (case,) = judged.cases
    assert (case.verdict, case.leftovers) == ("AC", 1)
    assert (
        case.message
        == "note: 1 process it started was still running when it exited; the judge killed it"
    )


def test_compare_outputs__an_extra_actual_line_and_a_difference_in_the_second_column():
    """An output with a line the expected one lacks is named as such; the column of a
    difference is the first differing byte, counted from 1."""
    assert (
        compare_outputs(b"a\n", b"a\nb\n")
        == 'first difference at line 2:\n  expected: (no line)\n  actual:   "b"'
    )
    assert compare_outputs(b"abc\n", b"axc\n") == (
        'first difference at line 1, column 2:\n  expected: "abc"\n  actual:   "axc"'
    )


def test_compare_cuts__every_limit_keeps_what_fits_exactly_and_cuts_one_more():
    """Each cut keeps text of exactly its limit whole and cuts text one longer: a side-by-side
    cell at 36 characters, a quoted line at its limit (long data is counted in bytes, shorter
    in characters left out), a report preview at 500 characters, a stderr tail at its last 5
    lines of 300 characters each."""
    from judge.compare import escape, last_lines

    assert visible(b"x" * 36) == "x" * 36 and visible(b"x" * 37) == "x" * 33 + "..."
    assert escape(b"x" * 10, 10) == "x" * 10
    assert escape(b"x" * 40, 10) == "x" * 10 + "... (30 more characters)"
    assert escape(b"x" * 45, 10) == "x" * 10 + "... (45 bytes in all)"
    assert preview(b"x" * 500) == "x" * 500
    assert preview(b"x" * 600) == "x" * 500 + "\n... (1 lines, 600 bytes in all)"
    assert last_lines(b"1\n2\n3\n4\n5\n6\n7\n") == "3\n4\n5\n6\n7"
    assert last_lines(b"x" * 301) == "x" * 300 + "... (1 more characters)"


def test_run_checker__a_special_judge_gets_10_seconds_by_default():
    """The checker time-out the module docstring promises: 10 s unless the caller says."""
    import inspect

    assert inspect.signature(run_checker).parameters["timeout"].default == 10.0


def test_idle_limit_for__flag_then_settings_then_the_default_from_the_time_limit(tmp_path):
    """--idle-limit wins over the settings' idle_limit, which wins over the default
    (max(2 x the time limit, the time limit + 1 s), from the time limit in force)."""
    from judge.verdict import idle_limit_for

    assert (
        idle_limit_for(
            Problem(str(tmp_path), "p", None, 2.0, 64.0, None, [], idle_limit=7.0), 2.0, 0.5
        )
        == 0.5
    )
    assert (
        idle_limit_for(
            Problem(str(tmp_path), "p", None, 2.0, 64.0, None, [], idle_limit=7.0), 2.0, None
        )
        == 7.0
    )
    assert idle_limit_for(problem_with(tmp_path, []), 2.0, None) == 4.0  # twice 2 s
    assert idle_limit_for(problem_with(tmp_path, []), 0.25, None) == 1.25  # 0.25 s + 1 s
    assert idle_limit_for(problem_with(tmp_path, []), 3.0, 0.5) == 0.5


def test_is_failure__every_verdict_but_ac_and_no_answer_fails_and_a_known_slow_tle_does_not():
    """What --fail-fast stops at: WA, RE, TLE, MLE, OLE and CE fail; AC and "no answer" do not;
    a TLE on a case listed as known slow does not, any other verdict there does."""
    from judge.verdict import is_failure

    def case(verdict, known_slow=False):
        return CaseResult("c", verdict, 0.0, 0.0, 0, 0, None, "", known_slow=known_slow)

    assert [
        is_failure(case(verdict))
        for verdict in ("AC", "no answer", "WA", "RE", "TLE", "MLE", "OLE", "CE")
    ] == [False, False, True, True, True, True, True, True]
    assert [
        is_failure(case(verdict, known_slow=True)) for verdict in ("TLE", "AC", "WA", "MLE")
    ] == [False, False, True, True]


def logging_problem(tmp_path, count, sleeps, wrong=()):
    """A program that logs "start N PID" to a file, sleeps sleeps.get(N, 0) s, logs "end N" and
    prints N (its input); with cases 1..count whose .out is N, or 0 for those in ``wrong``.
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
        "time.sleep(%r.get(number, 0))\n"
        "note('end %%d' %% number)\n"
        "print(number)\n" % (str(log), dict(sleeps)),
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


def test_judge_problem__fail_fast_under_jobs_kills_the_runs_started_and_starts_no_more(tmp_path):
    """--fail-fast -j 2 over six cases whose first fails at once and whose others sleep 3 s: the
    judge returns after the first, the cases already started are killed (their processes gone
    at once, long before their 3 s), and no case after them starts, then or later."""
    program, problem, lines = logging_problem(
        tmp_path, 6, {number: 3 for number in range(2, 7)}, wrong={1}
    )
    judged = judge_problem(
        program, problem, probe_interpreter(sys.executable), jobs=2, fail_fast=True
    )
    assert [case.verdict for case in judged.cases] == ["WA"] and judged.not_run == 5
    pids = [int(words[2]) for words in lines() if words[0] == "start"]
    deadline = time.monotonic() + 1.5
    while any(is_running(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(is_running(pid) for pid in pids), lines()
    time.sleep(0.7)  # time enough for a case that was left queued to start
    assert {int(words[1]) for words in lines() if words[0] == "start"} <= {1, 2, 3}, lines()


def test_judge_problem__one_case_at_a_time_by_default_and_two_at_once_with_two_jobs(tmp_path):
    """By default a case starts after the one before it has ended; with jobs=2 the second case
    starts while the first (asleep for 2 s, far more than two interpreters' start-ups can differ
    by on a busy machine) is still running."""
    program, problem, lines = logging_problem(tmp_path, 2, {1: 2.0})
    judged = judge_problem(program, problem, probe_interpreter(sys.executable))
    assert [case.verdict for case in judged.cases] == ["AC", "AC"]
    assert [words[:2] for words in lines()] == [
        ["start", "1"],
        ["end", "1"],
        ["start", "2"],
        ["end", "2"],
    ]
    (tmp_path / "runs.log").unlink()
    judged = judge_problem(program, problem, probe_interpreter(sys.executable), jobs=2)
    assert [case.verdict for case in judged.cases] == ["AC", "AC"]
    order = [words[:2] for words in lines()]
    assert order.index(["start", "2"]) < order.index(["end", "1"]), order


def test_case_result_problem_run_and_wrong_answer_context__their_defaults():
    """A CaseResult is not known slow unless said (its TLE fails); a ProblemRun starts with no
    case and none left out; wrong_answer_context, like compare_outputs, ignores trailing spaces
    unless strict (so the first difference is line 2 here, line 1 when strict)."""
    from judge.verdict import is_failure, wrong_answer_context

    result = CaseResult("c", "TLE", 0.0, 0.0, 0, None, None, "")
    assert result.known_slow is False and is_failure(result)
    judged = ProblemRun("s.py", problem_with("f", []), None, 2.0, 64.0, False)
    assert (judged.cases, judged.not_run, judged.failed) == ([], 0, 0)
    context = wrong_answer_context(b"1 2\n", b"a \nb\n", b"a\nc\n")
    assert context.startswith("\ninput:\n  1 2\nside by side") and "\n  > 2    | b " in context, (
        context
    )
    strict = wrong_answer_context(b"1 2\n", b"a \nb\n", b"a\nc\n", strict=True)
    assert "\n  > 1    | a\u00b7 " in strict, strict


def test_run_verdict__a_wall_clock_stop_with_no_wall_time_measured_got_0_percent():
    """A run stopped by the wall clock whose wall time reads 0 (a clock that did not advance)
    got 0% of a CPU: the share is not divided by zero."""
    run = finished_run(cpu_time=0.0, wall_time=0.0, killed_for="wall")
    assert run_verdict(run, Limits(1.0, 64 * 2**20, wall_limit=10.0)) == (
        "TLE",
        "wall-clock limit 10 s reached with 0.000 s of CPU (time limit 1 s): it got 0% of a CPU, "
        "so the machine was too busy to give it its CPU time (--wall-limit raises the cap)",
    )


def test_run_verdict__the_wall_clock_message_names_an_idle_stretch_from_a_tenth_of_a_second():
    """At the wall-clock cap, 0.1 s or more without running is named as such; less is a machine
    too busy to give the run its CPU time."""
    limits = Limits(6.0, 64 * 2**20, wall_limit=10.0)
    _, message = run_verdict(
        finished_run(cpu_time=5.0, wall_time=10.0, killed_for="wall", idle_time=0.1), limits
    )
    assert message == (
        "wall-clock limit 10 s reached with 5.000 s of CPU (time limit 6 s): it got 50% of a CPU; "
        "it had not run for the last 0.1 s (--wall-limit raises the cap)"
    )
    _, message = run_verdict(
        finished_run(cpu_time=5.0, wall_time=10.0, killed_for="wall", idle_time=0.09), limits
    )
    assert message.endswith(
        "it got 50% of a CPU, so the machine was too busy to give it its CPU time "
        "(--wall-limit raises the cap)"
    )


def test_judge_problem__a_case_without_an_answer_shows_40_lines_and_4000_characters(tmp_path):
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
    judged = judge_problem(
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


def test_difference_fields__a_long_expected_line_is_cut_at_200_characters():
    from judge.compare import difference_fields

    assert difference_fields(b"x" * 300 + b"\n", b"y\n") == {
        "line": 1,
        "expected": "x" * 200 + "... (100 more characters)",
        "actual": "y",
    }
