"""slidingkit/judge/run.py: running one program under the limits.

What it proves: CPU time over the whole process tree decides TLE (a busy CPU never turns an AC
into a TLE, and programs that burn CPU measure it themselves, so no test depends on the machine's
speed); a sleeper is stopped as idle, the wall-clock cap ends any run, and the flags override the
settings; memory (by the watchdog or the address-space cap), output and process
limits give MLE, OLE and RE; the peak memory is the program's own; Ctrl-C is unblocked in the
program. The hostile suite (tests/judge_fixtures/hostile) attacks the judge: each fixture gets the
verdict its docstring names, within its limits, leaving no process behind. start_program puts a
program in its own session with its token, through prlimit(1) with no preexec_fn (so without a
copy of the judge) or, without prlimit, from a fork; either way it starts under its rlimits,
clamped to what setrlimit takes (never "Exception occurred in preexec_fn"), with Ctrl-C
unblocked, and a program that cannot start is a judge error. start_program leaves the oracle's
shared tables to the programs given them (the special judges). An endless or NaN time, idle or
wall limit is a judge error. Also tested here: slidingkit/judge/launch.py, how a program is
started. (The steps of the I/O loop Exchange: test_run_exchange.py.)
"""

import contextlib
import json
import math
import os
import re
import resource
import signal
import subprocess
import sys
import time

import pytest

from slidingkit.judge import JudgeError, launch
from slidingkit.judge import run as judge_run
from slidingkit.judge.interpreters import probe_interpreter
from slidingkit.judge.run import (
    TOKEN_VARIABLE,
    Limits,
    _live_trees,
    _live_trees_lock,
    run_program,
    start_program,
)
from slidingkit.oracle import shared_tables
from tests.judge.conftest import (
    BURN_CPU,
    HOSTILE_TIME_LIMIT,
    judge_with_json,
    program,
    run_hostile,
    verdicts,
)
from tests.running import (
    HOSTILE_NAMES,
    SLACK,
    expected_verdict,
    is_running,
    last_line,
    one_case_folder,
    run_judge,
    settings_file,
)


def test_judge__infinite_loop_is_tle_on_time_and_leaves_no_process(tmp_path):
    folder = one_case_folder(tmp_path, time_limit=5, memory_limit=64)
    pidfile = tmp_path / "pids.txt"
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
    case = report["cases"][0]
    assert verdicts(report) == ["TLE"]
    assert report["time_limit"] == 0.3  # the flag overrides the settings' 5 s
    assert case["killed_for"] == "time" and case["signal"] == "SIGKILL"
    assert case["time"] >= 0.3  # the CPU time that decided: never under the limit
    assert case["message"].startswith("time limit 0.3 s exceeded: ")
    assert case["wall_time"] < 60  # the run ended at its CPU limit, not at the wall limit
    assert completed.returncode == 1
    solution_pid, helper_pid = [int(line) for line in pidfile.read_text().split()]
    assert not is_running(solution_pid)
    assert not is_running(helper_pid)  # the whole process group was killed


def test_judge__sleeping_forever_is_tle_idle_after_the_idle_limit(tmp_path):
    """A program that sleeps is stopped once it has not run for the idle limit (by default
    max(2 x 1 s, 1 s + 1 s) = 2 s), before the wall-clock cap (10 s), and the message says it
    was idle, with its CPU and wall time."""
    folder = one_case_folder(tmp_path, time_limit=1)
    _, report = judge_with_json(tmp_path, "sleep_forever", folder)
    case = report["cases"][0]
    assert verdicts(report) == ["TLE"] and case["killed_for"] == "idle"
    assert (report["idle_limit"], report["wall_limit"]) == (2.0, 10.0)  # the defaults
    assert re.match(
        r"idle: not running for \d+\.\d s \(idle limit 2 s\): it slept or waited, "
        r"with \d+\.\d\d\d s of CPU in \d+\.\d s of wall clock",
        case["message"],
    ), case["message"]
    assert case["wall_time"] >= 2.0 and case["time"] <= 1.0  # not by the CPU


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


def judge_program(tmp_path, source, folder, *flags, **run_options):
    """Judge ``source`` (a program's text) on ``folder`` with --json; returns (CompletedProcess,
    the report)."""
    report_path = tmp_path / "report.json"
    completed = run_judge(
        program(tmp_path, "solution", source), folder, "--json", report_path, *flags, **run_options
    )
    assert "Traceback" not in completed.stderr, completed.stderr
    return completed, json.loads(report_path.read_text(encoding="utf-8"))


def test_judge__cpu_bound_loop_is_tle_with_a_time_at_or_over_the_limit(tmp_path):
    # The wall limit is far away (120 times the CPU time the loop needs), so a busy machine
    # (where a loop may get a few hundredths of a CPU) still ends this by CPU time.
    folder = one_case_folder(tmp_path, time_limit=0.5, wall_limit=60)
    completed, report = judge_program(tmp_path, BURN_CPU % 600.0, folder)
    case = report["cases"][0]
    assert case["verdict"] == "TLE" and case["killed_for"] == "time", completed.stdout
    assert case["time"] >= 0.5
    assert "TLE sample-1 " in completed.stdout and "s of CPU" in completed.stdout
    assert case["wall_time"] < 60  # ended at its CPU limit, not at the wall limit


def test_judge__cpu_time_counts_every_process_of_the_tree(tmp_path):
    # The program itself uses almost no CPU; its two children loop. Counting the program
    # alone, only the wall limit (60 s, 120 times the CPU time the tree needs) would stop it.
    _, report = judge_program(
        tmp_path, LOOPING_CHILDREN, one_case_folder(tmp_path, time_limit=0.5, wall_limit=60)
    )
    case = report["cases"][0]
    assert case["verdict"] == "TLE" and case["killed_for"] == "time", case["message"]
    assert case["time"] >= 0.5
    assert case["wall_time"] < 60  # ended at its CPU limit, not at the wall limit


def test_judge__sleeping_within_the_wall_limit_is_ac_though_over_the_time_limit(tmp_path):
    # 1.5 s asleep under a 1 s time limit: little CPU, so AC; the wall limit (30 s, from the
    # settings) is far away.
    folder = one_case_folder(tmp_path, time_limit=1, wall_limit=30)
    completed, report = judge_program(tmp_path, SLEEP_THEN_ANSWER % 1.5, folder)
    case = report["cases"][0]
    assert case["verdict"] == "AC", completed.stdout
    assert report["wall_limit"] == 30  # NAME.json's wall_limit
    assert case["wall_time"] >= 1.5 and case["time"] <= 1.0
    assert completed.returncode == 0


def test_judge__wall_limit_flag_overrides_the_settings_and_ends_any_run(tmp_path):
    """--wall-limit replaces the settings' wall_limit; below the idle limit (30 s here) it is
    what stops a sleeper, and the message says the wall clock did, and that it was not running.
    The sleeper is `sleep` (--command), asleep after about a millisecond of CPU: the 3 s cap
    finds it asleep unless the machine gives it under a thousandth of a CPU. Verdicts only: how
    long the judge took is no claim here (run_judge's timeout is the bound that proves no hang)."""
    folder = one_case_folder(tmp_path, time_limit=1, idle_limit=30, wall_limit=30)
    report_path = tmp_path / "report.json"
    completed = run_judge(
        "--command", "sleep 600", folder, "--wall-limit", "3", "--json", report_path
    )
    report = json.loads(report_path.read_text(encoding="utf-8"))
    case = report["cases"][0]
    assert report["wall_limit"] == 3 and report["time_limit"] == 1.0
    assert case["verdict"] == "TLE" and case["killed_for"] == "wall", completed.stdout
    assert case["message"].startswith("wall-clock limit 3 s reached with ")
    assert re.search(r"it had not run for the last \d\.\d s", case["message"]), case["message"]
    assert case["wall_time"] >= 3
    assert "time limit 1 s of CPU, idle limit 30 s, wall limit 3 s," in completed.stdout


def test_judge__idle_limit_flag_overrides_the_settings(tmp_path):
    """--idle-limit replaces the settings' idle_limit: 1.5 s asleep is AC under the settings'
    3 s and idle (TLE) under --idle-limit 1."""
    folder = one_case_folder(tmp_path, time_limit=1, idle_limit=3)
    _, report = judge_program(tmp_path, SLEEP_THEN_ANSWER % 1.5, folder)
    assert report["idle_limit"] == 3 and report["cases"][0]["verdict"] == "AC"
    _, report = judge_program(tmp_path, SLEEP_THEN_ANSWER % 1.5, folder, "--idle-limit", "1")
    case = report["cases"][0]
    assert report["idle_limit"] == 1 and case["killed_for"] == "idle", case["message"]
    assert case["message"].startswith("idle: not running for 1.")


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


# One program, three behaviours chosen by the input: what a judge must tell apart on a busy CPU.
BURN_LOOP_OR_SLEEP = """import sys, time
kind = sys.stdin.read().split()[0]
if kind == "burn":  # needs 0.35 s of CPU, by its own clock
    while time.process_time() < 0.35:
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
    third of it), under the default limits for a 0.5 s time limit (idle 1.5 s, wall 10 s): a
    program needing 0.35 s of CPU is AC though it takes about 1 s of wall clock, past the time
    limit (a judge of the wall clock would say TLE); an endless loop is TLE by CPU time, at
    0.5 s of CPU or more; a sleeper is stopped as idle; and the whole run ends. It makes its own
    load and asserts verdicts, never durations (how the times compare under load is measured by
    `make bench`); the wall cap is 20 times the CPU time a run needs."""
    folder = tmp_path / "busy"
    folder.mkdir()
    for name, text in (("1-burn", "burn"), ("2-loop", "loop"), ("3-sleep", "sleep")):
        (folder / (name + ".in")).write_text(text + "\n")
        (folder / (name + ".out")).write_text("burned\n")
    settings_file(folder).write_text(json.dumps({"time_limit": 0.5}))
    with busy_cpu() as cpu:
        completed, report = judge_program(
            tmp_path, BURN_LOOP_OR_SLEEP, folder, preexec_fn=lambda: os.sched_setaffinity(0, {cpu})
        )  # run_judge's timeout: no hang
    burn, loop, sleep = report["cases"]
    assert (report["idle_limit"], report["wall_limit"]) == (1.5, 10.0)
    assert burn["verdict"] == "AC", completed.stdout
    assert burn["time"] >= 0.35  # it ran to its own 0.35 s of CPU
    assert loop["verdict"] == "TLE" and loop["killed_for"] == "time", completed.stdout
    assert loop["time"] >= 0.5  # stopped for CPU time, never short of the limit
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


def test_run_program__pypy_gets_a_fixed_nursery_unless_the_environment_names_one(monkeypatch):
    """PyPy sizes its nursery from the CPU's cache unless PYPY_GC_NURSERY says otherwise: every
    run gets judge.run.PYPY_NURSERY's size, or the one the judge's environment names."""
    shown = "import os; print(os.environ.get('PYPY_GC_NURSERY'))"
    monkeypatch.delenv("PYPY_GC_NURSERY", raising=False)
    result = run_program([sys.executable, "-c", shown], b"", Limits(5.0, 512 * 2**20))
    assert result.stdout == b"4M\n" and judge_run.PYPY_NURSERY == ("PYPY_GC_NURSERY", "4M")
    monkeypatch.setenv("PYPY_GC_NURSERY", "8M")
    result = run_program([sys.executable, "-c", shown], b"", Limits(5.0, 512 * 2**20))
    assert result.stdout == b"8M\n"


@pytest.fixture(params=["spawn", "fork"])
def start(request, monkeypatch):
    """Each way run_program starts a program: through prlimit(1), without copying the judge
    (where util-linux's prlimit is installed), and from a fork that sets the rlimits itself."""
    if request.param == "spawn" and launch.PRLIMIT is None:
        pytest.skip("util-linux's prlimit is not installed")
    if request.param == "fork":
        monkeypatch.setattr(launch, "PRLIMIT", None)
    return request.param


def test_start_program__through_prlimit_without_a_preexec_fn_or_from_a_fork(monkeypatch, start):
    """Where prlimit(1) is installed a program starts through it, and subprocess is given no
    preexec_fn (so it starts the program with vfork, not a copy of the judge); without it, in a
    sandbox or with Ctrl-C held back, from a fork with child_setup."""
    started = []
    real_popen = judge_run.subprocess.Popen

    def recording_popen(command, **keywords):
        started.append((command, keywords.get("preexec_fn")))
        return real_popen(command, **keywords)

    monkeypatch.setattr(judge_run.subprocess, "Popen", recording_popen)
    result = run_program([sys.executable, "-c", "print(6 * 7)"], b"", Limits(5.0, 2**28, 2**31))
    assert result.stdout == b"42\n" and result.exit_status == 0
    ((command, preexec_fn),) = started
    if start == "spawn":
        assert command[0] == launch.PRLIMIT and preexec_fn is None
        assert command[1:4] == ["--core=0:", "--cpu=6:", "--as=%d:" % 2**31] and command[4] == "--"
        settings = launch.rlimit_settings(5.0, None, sandboxed=False)
        assert launch.rlimit_command(settings, sandboxed=True) is None
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            assert launch.rlimit_command(settings, sandboxed=False) is None
        finally:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    else:
        assert command[0] == sys.executable and preexec_fn is not None


def test_start_program__a_missing_or_unrunnable_program_is_a_judge_error(tmp_path, start):
    with pytest.raises(JudgeError, match="cannot run /no/such/program"):
        start_program(["/no/such/program"], Limits(1.0, 2**20), "token-3")
    unrunnable = tmp_path / "program"
    unrunnable.write_text("#!/bin/sh\necho hi\n")  # no run bit
    with pytest.raises(JudgeError, match="cannot run %s" % re.escape(str(unrunnable))):
        start_program([str(unrunnable)], Limits(1.0, 2**20), "token-4")
    orphan = tmp_path / "orphan"
    orphan.write_text("#!/no/such/interpreter\necho hi\n")
    orphan.chmod(0o755)
    with pytest.raises(JudgeError, match="cannot run %s: .*No such file" % re.escape(str(orphan))):
        start_program([str(orphan)], Limits(1.0, 2**20), "token-5")


def test_run_program__the_program_gets_ctrl_c_unblocked_and_the_judge_its_mask_back(start):
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


# Each fixture's docstring starts "Hostile fixture, expected VERDICT: what it does"; the test
# takes the verdict from there. Every run carries a unique marker in its environment; after the
# judge has returned, no process anywhere may still carry it.


HOSTILE_IDLE_LIMIT = 2.0  # the default for a 1 s time limit


HOSTILE_WALL_LIMIT = 10.0  # the default for a 1 s time limit


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
    completed, report, left = run_hostile(tmp_path, name)
    case = report["cases"][0]
    assert case["verdict"] == expected_verdict(name), completed.stdout[-3000:]
    assert left == [], "processes of %s outlived the judge: %s" % (name, left)
    # The run within its limits, as the judge measured it, with generous slack: bounds that
    # prove "no hang" (a hostile program that beat a limit would run for minutes), nothing
    # finer. CPU time only grows more slowly on a busy machine, and the wall clock's cap ends
    # any run; how long the judge itself took is no claim (run_judge's timeout bounds it).
    assert (report["idle_limit"], report["wall_limit"]) == (HOSTILE_IDLE_LIMIT, HOSTILE_WALL_LIMIT)
    assert case["time"] < HOSTILE_TIME_LIMIT + SLACK
    assert case["wall_time"] < HOSTILE_WALL_LIMIT + SLACK
    assert last_line(completed) == (
        "1 passed, 0 failed" if case["verdict"] == "AC" else "0 passed, 1 failed"
    )
    assert len(completed.stdout) < 20000  # a flood never reaches the user's terminal


def test_judge__hostile_tle_is_killed_at_the_limit_with_its_group(tmp_path):
    # The wall limit far away: on a busy machine the loop may get under half a CPU.
    _, report, _ = run_hostile(tmp_path, "loop_forever", "--wall-limit", "60")
    case = report["cases"][0]
    # Killed by the judge's CPU check (SIGKILL), not by the RLIMIT_CPU backstop (SIGXCPU).
    assert case["killed_for"] == "time" and case["signal"] == "SIGKILL"
    assert case["time"] >= HOSTILE_TIME_LIMIT
    _, report, _ = run_hostile(tmp_path, "sleep_forever")
    case = report["cases"][0]
    assert case["killed_for"] == "idle"  # the idle rule caught it, not the CPU
    assert case["time"] <= HOSTILE_TIME_LIMIT and case["wall_time"] >= HOSTILE_IDLE_LIMIT


def test_judge__hostile_memory_hog_is_mle_long_before_its_2_gib(tmp_path):
    _, report, _ = run_hostile(tmp_path, "allocate_forever")
    case = report["cases"][0]
    assert case["killed_for"] == "memory"
    # Stopped past the limit (by how much depends on how fast it allocates between two of
    # the judge's looks) and before the fixture's own stop at 2 GiB. The report rounds to
    # 0.1 MB, so a kill just past 64 MiB reads 64.0.
    assert 64 <= case["memory_mb"] < 2048
    assert "memory limit 64 MB exceeded" in case["message"]


def test_judge__hostile_fork_bomb_is_stopped_at_the_process_limit(tmp_path):
    _, report, _ = run_hostile(tmp_path, "fork_bomb", "--process-limit", "8")
    case = report["cases"][0]
    assert case["verdict"] == "RE" and case["killed_for"] == "processes"
    assert "process limit exceeded: more than 8 processes" in case["message"]
    assert report["process_limit"] == 8
    assert (
        8 < case["processes"] <= 201
    )  # seen past the cap (how far past depends on the machine's load)


def test_judge__hostile_output_floods_are_ole_and_capped(tmp_path):
    _, report, _ = run_hostile(tmp_path, "print_forever")
    assert report["cases"][0]["killed_for"] == "output"
    assert "stdout over 64 MiB" in report["cases"][0]["message"]
    _, report, _ = run_hostile(tmp_path, "stderr_flood")
    assert report["cases"][0]["verdict"] == "OLE"
    assert len(report["cases"][0]["message"]) < 3000  # the stderr tail is cut, not 1 MiB


def test_judge__hostile_escaped_child_does_not_delay_the_verdict(tmp_path):
    _, report, left = run_hostile(tmp_path, "orphan_child")
    case = report["cases"][0]
    assert case["verdict"] == "AC" and left == []
    assert case["leftovers"] == 1
    assert (
        "1 process it started was still running when it exited; the judge killed it"
        in case["message"]
    )
    assert case["wall_time"] < 30  # the exit counts, not the minute its child holds the pipe


def test_judge__hostile_closed_stdout_waits_for_the_exit(tmp_path):
    _, report, _ = run_hostile(tmp_path, "close_stdout_early")
    case = report["cases"][0]
    assert case["verdict"] == "WA" and case["exit_status"] == 0
    assert case["wall_time"] >= 0.3  # it slept on after closing stdout, and the judge waited
    assert "> 2" in case["message"] and "(end)" in case["message"]


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


def test_start_program__a_run_starting_while_kill_all_runs_runs_is_killed(monkeypatch):
    # kill_all_runs lands after the fork and before the run is registered: the run is killed
    # all the same, instead of sleeping its 30 s unseen
    real_popen = judge_run.subprocess.Popen

    def popen_then_kill_all(*arguments, **keywords):
        process = real_popen(*arguments, **keywords)
        judge_run.kill_all_runs()
        return process

    monkeypatch.setattr(judge_run.subprocess, "Popen", popen_then_kill_all)
    result = judge_run.run_program(
        [sys.executable, "-c", "import time; time.sleep(30)"],
        b"",
        judge_run.Limits(60.0, 512 * 2**20, wall_limit=600.0, idle_limit=600.0),
    )
    # killed (SIGKILL): a run left to sleep would have ended its 30 s with status 0
    assert result.signal_name == "SIGKILL" and result.killed_for is None


RLIMITS_SHOWN = (
    "import resource; print(resource.getrlimit(resource.RLIMIT_CPU)[0], "
    "resource.getrlimit(resource.RLIMIT_AS)[0])"
)


def soft_limit_under(hard: int, wanted: int) -> int:
    """The soft limit a program started with ``wanted`` should get: no more than its hard limit
    or 2**63 - 1, the largest value setrlimit takes."""
    return min(wanted, 2**63 - 1) if hard == resource.RLIM_INFINITY else min(wanted, hard)


@pytest.mark.parametrize(
    "time_limit, address_space_cap",
    [(1e20, 2**70), (1e6, 2**64), (30.0, 2**40)],
    ids=["beyond setrlimit", "the largest limits", "ordinary"],
)
def test_run_program__rlimits_are_clamped_before_the_program_starts(
    time_limit, address_space_cap, start
):
    _, cpu_hard = resource.getrlimit(resource.RLIMIT_CPU)
    _, as_hard = resource.getrlimit(resource.RLIMIT_AS)
    limits = Limits(time_limit, 2**28, address_space_cap, wall_limit=max(time_limit, 60.0))
    result = run_program([sys.executable, "-c", RLIMITS_SHOWN], b"", limits)
    assert result.exit_status == 0, result.stderr
    cpu_soft, as_soft = (int(word) for word in result.stdout.split())
    assert cpu_soft == soft_limit_under(cpu_hard, math.ceil(time_limit) + 1)
    assert as_soft == soft_limit_under(as_hard, address_space_cap)


@pytest.mark.parametrize(
    "limits",
    [
        {"time_limit": math.inf},
        {"time_limit": math.nan},
        {"time_limit": 0.0},
        {"time_limit": 1.0, "idle_limit": math.inf},
        {"time_limit": 1.0, "wall_limit": math.inf},
        {"time_limit": 1.0, "wall_limit": math.nan},
    ],
)
def test_limits__an_endless_or_nan_time_limit_is_a_judge_error(limits):
    with pytest.raises(JudgeError, match="must be a finite number of seconds above 0"):
        Limits(memory_limit_bytes=2**28, **limits)


def test_start_program__the_oracles_tables_reach_only_a_program_given_them(monkeypatch, tmp_path):
    """A folder of shared tables in the judge's environment is left out of a program's (a
    solution's), and reaches a program that run_program is given it for (a special judge)."""
    monkeypatch.setenv(shared_tables.VARIABLE, str(tmp_path))
    show = [sys.executable, "-c", "import os; print(os.environ.get(%r))" % shared_tables.VARIABLE]
    plain = run_program(show, b"", Limits(5.0, 256 * 2**20))
    assert plain.stdout == b"None\n"
    given = run_program(show, b"", Limits(5.0, 256 * 2**20), {shared_tables.VARIABLE: "folder"})
    assert given.stdout == b"folder\n"
