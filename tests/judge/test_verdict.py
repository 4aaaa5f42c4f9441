"""slidingkit/judge/verdict.py: the verdict of one run.

What it proves: run_verdict decides by the first rule that applies (time, idle, memory, an
out-of-memory message, output, processes, signal, exit status), a run exactly at a limit within it,
and says why in its message (the busy-machine note with the share of a CPU it got, an idle stretch
from a tenth of a second); the idle and wall-clock limits come from the flag, then the settings,
then the time limit in force; is_failure fails every verdict but AC and "no answer" and not a
known-slow case's TLE; an OLE names the stream kept whole to its cap (both when both were). As a
user runs the judge: a crash (RE with its stderr tail), a non-zero exit, the default idle and wall
limits, an OLE on stdout and on stderr (the JSON's stream), an idle run (a TLE whose line says
"idleness limit exceeded", killed_for "idle") beside a CPU one (no tag). (Judging a folder's cases,
judge_case_folder and select_cases: test_verdict_judge_case_folder.py.)
"""

import pytest

from slidingkit.judge import JudgeError
from slidingkit.judge.case_folder import CaseFolder
from slidingkit.judge.run import Limits, RunResult
from slidingkit.judge.verdict import (
    CaseResult,
    FolderRun,
    run_verdict,
    size_text,
    wall_limit_for,
)
from tests.judge.conftest import (
    judge_with_json,
    problem_with,
    run_hostile,
    verdicts,
)
from tests.running import (
    FIXTURE_CASES,
    last_line,
    one_case_folder,
)


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


def test_judge__hostile_crash_shows_the_traceback_tail(tmp_path):
    _, report, _ = run_hostile(tmp_path, "crash_traceback")
    assert "ZeroDivisionError" in report["cases"][0]["message"]
    _, report, _ = run_hostile(tmp_path, "exit_one_after_answer")
    assert "exit status 1" in report["cases"][0]["message"]


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
                "output limit exceeded: stdout over 64 MiB or stderr over 1 MiB, their caps; "
                "the judge stopped reading there and killed it",
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
        "output limit exceeded: stdout over 1000 bytes or stderr over 3 MiB, their caps; "
        "the judge stopped reading there and killed it",
    )


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


def test_run_verdict__the_busy_note_gives_the_share_of_the_wall_time_spent_computing():
    """A run stopped at the wall-clock cap that computed 3.6 s of its 4 s: the note says 90%."""
    run = finished_run(cpu_time=3.6, wall_time=4.0, killed_for="wall")
    verdict, message = run_verdict(run, Limits(3.9, 64 * 2**20, wall_limit=4.0))
    assert verdict == "TLE" and "it got 90% of a CPU, so the machine was too busy" in message


def test_read_bytes__a_case_file_that_cannot_be_read_is_the_judges_error(tmp_path):
    """A missing case file raises JudgeError naming it, not an OSError."""
    from slidingkit.judge.verdict import read_bytes

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


def test_idle_limit_for__flag_then_settings_then_the_default_from_the_time_limit(tmp_path):
    """--idle-limit wins over the settings' idle_limit, which wins over the default
    (max(2 x the time limit, the time limit + 1 s), from the time limit in force)."""
    from slidingkit.judge.verdict import idle_limit_for

    assert (
        idle_limit_for(
            CaseFolder(str(tmp_path), "p", None, 2.0, 64.0, None, [], idle_limit=7.0), 2.0, 0.5
        )
        == 0.5
    )
    assert (
        idle_limit_for(
            CaseFolder(str(tmp_path), "p", None, 2.0, 64.0, None, [], idle_limit=7.0), 2.0, None
        )
        == 7.0
    )
    assert idle_limit_for(problem_with(tmp_path, []), 2.0, None) == 4.0  # twice 2 s
    assert idle_limit_for(problem_with(tmp_path, []), 0.25, None) == 1.25  # 0.25 s + 1 s
    assert idle_limit_for(problem_with(tmp_path, []), 3.0, 0.5) == 0.5


def test_is_failure__every_verdict_but_ac_and_no_answer_fails_and_a_known_slow_tle_does_not():
    """What --fail-fast stops at: WA, RE, TLE, MLE, OLE and CE fail; AC and "no answer" do not;
    a TLE on a case listed as known slow does not, any other verdict there does."""
    from slidingkit.judge.verdict import is_failure

    def case(verdict, known_slow=False):
        return CaseResult("c", verdict, 0.0, 0.0, 0, 0, None, "", known_slow=known_slow)

    assert [
        is_failure(case(verdict))
        for verdict in ("AC", "no answer", "WA", "RE", "TLE", "MLE", "OLE", "CE")
    ] == [False, False, True, True, True, True, True, True]
    assert [
        is_failure(case(verdict, known_slow=True)) for verdict in ("TLE", "AC", "WA", "MLE")
    ] == [False, False, True, True]


def test_case_result_problem_run_and_wrong_answer_context__their_defaults():
    """A CaseResult is not known slow unless said (its TLE fails); a FolderRun starts with no
    case and none left out; wrong_answer_context, like compare_outputs, ignores trailing spaces
    unless strict (so the first difference is line 2 here, line 1 when strict)."""
    from slidingkit.judge.verdict import is_failure, wrong_answer_context

    result = CaseResult("c", "TLE", 0.0, 0.0, 0, None, None, "")
    assert result.known_slow is False and is_failure(result)
    judged = FolderRun("s.py", problem_with("f", []), None, 2.0, 64.0, False)
    assert (judged.cases, judged.not_run, judged.failed) == ([], 0, 0)
    context = wrong_answer_context(b"1 2\n", b"a \nb\n", b"a\nc\n")
    assert context.startswith("\ninput:\n  1 2\nside by side") and "\n  > 2    | b " in context, (
        context
    )
    strict = wrong_answer_context(b"1 2\n", b"a \nb\n", b"a\nc\n", comparison=True)
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


@pytest.mark.parametrize(
    "stdout, stderr, message, stream",
    [
        (b"x" * 1000, b"", "stdout over 1000 bytes, its cap", "stdout"),
        (b"x" * 10, b"y" * 3 * 2**20, "stderr over 3 MiB, its cap", "stderr"),
        (
            b"x" * 1000,
            b"y" * 3 * 2**20,
            "stdout over 1000 bytes or stderr over 3 MiB, their caps",
            "stdout or stderr",
        ),  # each at its cap: either may have passed it
    ],
)
def test_run_verdict__an_ole_names_the_stream_that_reached_its_cap(stdout, stderr, message, stream):
    """The judge keeps each stream up to its cap, so the stream kept whole to its cap is the
    one that passed it."""
    from slidingkit.judge.verdict import overflowed_streams

    run = finished_run(killed_for="output", exit_status=None, signal_name="SIGKILL")
    run.stdout, run.stderr = stdout, stderr
    limits = Limits(2.0, 2**26, stdout_limit=1000, stderr_limit=3 * 2**20)
    verdict, said = run_verdict(run, limits)
    assert verdict == "OLE" and said.startswith("output limit exceeded: %s; " % message)
    assert " or ".join(overflowed_streams(run, limits)) == stream


def test_judge__an_ole_names_its_stream_in_the_message_and_the_json(tmp_path):
    for name, stream, cap in (
        ("print_forever", "stdout", "64 MiB"),
        ("stderr_flood", "stderr", "1 MiB"),
    ):
        _, report, _ = run_hostile(tmp_path, name)
        case = report["cases"][0]
        assert (case["verdict"], case["killed_for"], case["stream"]) == ("OLE", "output", stream)
        assert case["message"].startswith(
            "output limit exceeded: %s over %s, its cap;" % (stream, cap)
        )


def test_judge__an_idle_run_is_a_tle_whose_line_says_idleness_limit_exceeded(tmp_path):
    """A sleeper is stopped by the idle limit: TLE (the judges' letters), its case line ending
    "(idleness limit exceeded)", killed_for "idle" in the JSON; a CPU TLE's line has no tag."""
    folder = one_case_folder(tmp_path, time_limit=1, idle_limit=1)
    completed, report = judge_with_json(tmp_path, "sleep_forever", folder, "-q")
    case = report["cases"][0]
    assert (case["verdict"], case["killed_for"], case["stream"]) == ("TLE", "idle", None)
    (line,) = [line for line in completed.stdout.split("\n") if line.startswith("TLE ")]
    assert line.endswith("  (idleness limit exceeded)")
    completed, report = judge_with_json(tmp_path, "infinite_loop", folder, "-q")
    assert report["cases"][0]["killed_for"] == "time"
    (line,) = [line for line in completed.stdout.split("\n") if line.startswith("TLE ")]
    assert line.endswith(" MB")
