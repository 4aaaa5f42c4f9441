"""slidingkit/judge/checker.py: how the judge runs a special judge.

What it proves: a special judge (run_checker) gets INPUT ACTUAL EXPECTED, after the words of
--checker's command: exit 0 accepts, 1 and 2 reject quoting its first lines (stdout, then stderr),
3, 255, a signal, a time-out (a child holding its output included), a flood of output or a checker
that cannot start is the judge's error, naming the checker; checker_failure says each reason in
words. Run as a user runs the judge: a checker that accepts what plain comparison rejects, one
that rejects, one that fails, --checker and --judge-command overriding the settings' checker or
judging a folder with none, a checker written for oj, and a --checker that cannot run.
"""

import json
import shutil
import sys
import time

import pytest

from slidingkit.judge import JudgeError
from slidingkit.judge.checker import run_checker
from tests.judge.conftest import (
    CHECKER_CASES,
    assert_one_error_line,
    judge_with_json,
    verdicts,
)
from tests.running import (
    FIXTURE_CASES,
    FIXTURES,
    one_case_folder,
    run_judge,
    solution,
)


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


def test_judge__a_failing_checker_is_a_judge_error_not_a_wrong_answer(tmp_path):
    checker = tmp_path / "broken_checker.py"
    checker.write_text(
        "import sys\nsys.stderr.write('cannot parse the expected file\\n')\nsys.exit(3)\n"
    )
    folder = one_case_folder(tmp_path, checker=checker.name)
    completed = run_judge(solution("accepted"), folder)
    assert_one_error_line(completed, "cannot parse the expected file")


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
        JudgeError,
        match=r"^checker .*checker\.py failed on .*case\.in \(exit status 3; 0 accepts, 1 or 2 "
        r"rejects, anything else is the checker's own failure\): broken$",
    ):
        run_checker(failing, str(tmp_path / "case.in"), b"", str(tmp_path / "case.in"))
    killed = checker_script(tmp_path, "os.kill(os.getpid(), 9)")
    with pytest.raises(
        JudgeError,
        match=r"^checker .*checker\.py failed on .*case\.in \(killed by SIGKILL\): \(empty\)$",
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


def test_run_checker__a_special_judge_gets_10_seconds_by_default():
    """The checker time-out the module docstring promises: 10 s unless the caller says."""
    import inspect

    assert inspect.signature(run_checker).parameters["timeout"].default == 10.0


OJ_CHECKER = FIXTURES / "oj_checker.py"


@pytest.mark.parametrize("flag", ["--checker", "--judge-command"])
def test_judge__checker_flag_overrides_the_settings_checker(tmp_path, flag):
    """The settings' checker accepts total_only; `false` given on the command line rejects it:
    the command line's decides, and the header and the JSON say so."""
    completed, report = judge_with_json(tmp_path, "total_only", CHECKER_CASES, flag, "false")
    assert completed.returncode == 1 and verdicts(report) == ["WA"] * 3
    assert report["cases"][0]["message"].startswith(
        "checker rejected the output (exit status 1):\n  (empty)\ninput:\n"
    )
    assert (report["checker"], report["comparison"]) == ("false", "checker")
    header = completed.stdout.split("\n")[1]
    assert header.endswith(
        ", checker false (--checker, in place of the settings' %s)"
        % (CHECKER_CASES.parent / "checker.py")
    )


def test_judge__checker_flag_judges_a_folder_whose_settings_name_none(tmp_path):
    checker = "%s %s" % (sys.executable, FIXTURES / "checker.py")  # a command, as typed
    completed, report = judge_with_json(tmp_path, "total_only", FIXTURE_CASES, "--checker", checker)
    assert completed.returncode == 0 and verdicts(report) == ["AC"] * 3
    _, report = judge_with_json(tmp_path, "wrong_answer", FIXTURE_CASES, "--checker", checker)
    assert verdicts(report) == ["WA"] * 3
    assert "tokens add up to 7, expected 6" in report["cases"][0]["message"]
    assert report["cases"][0]["first_difference"] is None  # a checker has no one answer


@pytest.mark.parametrize(
    "body, said",
    [
        ("1 / 0", 'ZeroDivisionError: division by zero (File "%s", line 3, in <module>)'),
        ("open('no such file')", "FileNotFoundError: [Errno 2] No such file or directory"),
        (
            "sys.stderr.write('Exception in thread \"main\" java.lang.NullPointerException\\n');"
            " sys.exit(1)",
            'Exception in thread "main" java.lang.NullPointerException',
        ),
    ],
)
def test_judge__a_checker_that_crashes_is_a_judge_error_naming_the_exception(tmp_path, body, said):
    """An uncaught exception exits 1, as a rejection does: the traceback (or the JVM's line)
    tells the checker's crash from its verdict."""
    checker = tmp_path / "crashing.py"
    checker.write_text("import sys\nprint('broken', flush=True)\n" + body + "\n")
    completed = run_judge(solution("accepted"), FIXTURE_CASES, "--checker", str(checker))
    fragment = said % checker if "%s" in said else said
    assert_one_error_line(completed, "checker %s crashed on " % checker, fragment)
    assert "AC  " not in completed.stdout and "WA  " not in completed.stdout


def test_judge__a_checker_written_for_oj_works_unchanged(tmp_path):
    """A judge command in the style of oj's own example rejects by a failed assert (exit status
    1): WA here too, its traceback shown; what it accepts is AC (whitespace_wrong's first line
    is the sum it checks: AC, though the default comparison says WA)."""
    command = "%s %s" % (sys.executable, OJ_CHECKER)
    completed, report = judge_with_json(
        tmp_path, "whitespace_wrong", FIXTURE_CASES, "--judge-command", command
    )
    assert completed.returncode == 0 and verdicts(report) == ["AC"] * 3
    _, report = judge_with_json(tmp_path, "wrong_answer", FIXTURE_CASES, "--judge-command", command)
    assert verdicts(report) == ["WA"] * 3
    message = report["cases"][0]["message"]
    assert message.startswith("checker rejected the output (exit status 1):\n  Traceback")
    assert "AssertionError" in message


@pytest.mark.parametrize(
    "body, said",
    [
        (
            "sys.exit(3)",
            "(exit status 3; 0 accepts, 1 or 2 rejects, anything else is the "
            "checker's own failure): broken",
        ),
        (
            "sys.exit(-1)",
            "(exit status 255; 0 accepts, 1 or 2 rejects, anything else is the "
            "checker's own failure): broken",
        ),  # oj would call it WA
        ("os.kill(os.getpid(), signal.SIGSEGV)", "(killed by SIGSEGV): broken"),
    ],
)
def test_judge__a_checker_that_fails_is_a_judge_error_not_a_wrong_answer(tmp_path, body, said):
    checker = tmp_path / "failing.py"
    checker.write_text("import os, signal, sys\nprint('broken', flush=True)\n" + body + "\n")
    completed = run_judge(solution("accepted"), FIXTURE_CASES, "--checker", str(checker))
    assert_one_error_line(completed, "checker %s failed on " % checker, said)
    assert "AC  " not in completed.stdout and "WA  " not in completed.stdout


@pytest.mark.parametrize(
    "command, fragment",
    [
        ("no-such-checker-program", "--checker: no-such-checker-program not found"),
        ("missing.py", "--checker: missing.py not found"),
        ("'unbalanced", 'cannot read --checker "\'unbalanced": No closing quotation'),
        ("", "--checker is empty"),
        ("python3 chk.py | cat", "--checker 'python3 chk.py | cat' holds shell syntax (|)"),
        ("python3 chk.py > log", "holds shell syntax (>)"),
        ("python3 chk.py; true", "holds shell syntax (;)"),
        ("python3 chk.py && true", "holds shell syntax (&&)"),
        ('python3 chk.py "$HOME"', "holds shell syntax ($)"),
        ("echo `date`", "holds shell syntax (``)"),
        ("$CHECKER input", "holds shell syntax ($)"),
        ("python3 chk.py \\$HOME $USER", "holds shell syntax ($)"),
        ("python3 chk.py (x)", "holds shell syntax (())"),
    ],
)
def test_judge__a_checker_that_cannot_run_is_one_error_line_before_any_case(command, fragment):
    completed = run_judge(solution("accepted"), FIXTURE_CASES, "--checker", command)
    assert_one_error_line(completed, fragment)
    assert completed.stdout == ""


def test_checker_from_command__quoted_or_escaped_shell_characters_are_plain_words():
    from slidingkit.judge.checker import checker_from_command

    for text, last in (
        ("python3 -c 'import sys; print(1)'", "import sys; print(1)"),
        ("python3 chk.py 'a|b' '$HOME'", "$HOME"),
        ("python3 chk.py \\$HOME", "$HOME"),
        ("python3 chk.py '|' \"a;b\" \\&", "&"),
    ):
        assert checker_from_command(text).command[-1] == last


def test_judge__a_checker_file_without_its_run_bit_is_named_not_executable(tmp_path):
    """--checker and the settings' checker alike: the file exists, it cannot be run as it is."""
    checker = tmp_path / "chk"
    checker.write_text("#!/bin/sh\nexit 0\n")
    checker.chmod(0o644)
    completed = run_judge(solution("accepted"), FIXTURE_CASES, "--checker", str(checker))
    assert_one_error_line(completed, "--checker %s is not executable: chmod +x it" % checker)
    folder = tmp_path / "cases"
    shutil.copytree(str(FIXTURE_CASES), str(folder))
    (tmp_path / "cases.json").write_text(json.dumps({"checker": str(checker)}))
    completed = run_judge(solution("accepted"), folder)
    assert_one_error_line(completed, "checker %s is not executable" % checker)


def test_judge__a_case_folder_given_for_the_solution_says_the_order(tmp_path):
    """The two arguments swapped: the solution is not found, and the case folder named first is
    recognized as one."""
    program = solution("accepted")
    completed = run_judge(FIXTURE_CASES, program)
    assert_one_error_line(
        completed,
        "solution not found: %s is a case folder" % FIXTURE_CASES,
        "the solution comes first, SOLUTION CASES: %s %s" % (program, FIXTURE_CASES),
    )


def test_run_checker__the_words_of_the_command_come_first_and_stderr_is_quoted(tmp_path):
    """A Checker made from --checker's text runs its words (a .py file under the judge's
    interpreter), then INPUT ACTUAL EXPECTED; what it says on stdout and then on stderr is the
    WA's message."""
    from slidingkit.judge.checker import checker_from_command

    (tmp_path / "case.in").write_text("in\n")
    (tmp_path / "case.out").write_text("out\n")
    script = checker_script(
        tmp_path,
        "print(sys.argv[1], os.path.basename(sys.argv[2]), open(sys.argv[3]).read().strip(), "
        "os.path.basename(sys.argv[4]))\nsys.stderr.write('on stderr\\n')\nsys.exit(1)",
    )
    checker = checker_from_command("%s --mode" % script)
    assert checker.command == [sys.executable, script, "--mode"]
    accepted, said = run_checker(
        checker, str(tmp_path / "case.in"), b"mine\n", str(tmp_path / "case.out")
    )
    assert (accepted, said) == (
        False,
        "checker rejected the output (exit status 1):\n  --mode case.in mine case.out\n  on stderr",
    )


def test_run_checker__a_checker_that_cannot_start_is_a_judge_error_naming_it(tmp_path):
    """A checker file that exists but cannot be started (its #! names no interpreter): the
    judge's error, its message naming the checker, then why it could not start."""
    (tmp_path / "case.in").write_text("in\n")
    checker = tmp_path / "checker.sh"
    checker.write_text("#!/no/such/interpreter\nexit 0\n")
    checker.chmod(0o755)
    with pytest.raises(JudgeError) as raised:
        run_checker(str(checker), str(tmp_path / "case.in"), b"", str(tmp_path / "case.in"))
    assert str(raised.value).startswith("checker %s: cannot run %s: " % (checker, checker))
    assert "No such file" in str(raised.value)


def test_run_checker__a_checker_that_deletes_the_output_file_still_decides(tmp_path):
    """The file holding the actual output is the checker's to read, and to remove: its exit
    status decides all the same."""
    (tmp_path / "case.in").write_text("in\n")
    checker = checker_script(tmp_path, "os.unlink(sys.argv[2])\nsys.exit(0)")
    assert run_checker(checker, str(tmp_path / "case.in"), b"", str(tmp_path / "case.in")) == (
        True,
        "",
    )


@pytest.mark.parametrize(
    "killed_for, exit_status, signal, said",
    [
        ("time", None, None, "timed out after 10 s"),
        ("idle", None, None, "timed out after 10 s"),
        ("wall", None, None, "timed out after 10 s"),
        ("memory", None, None, "it used more than 2048 MB"),
        ("output", None, None, "it wrote more than 1 MiB"),
        ("processes", None, None, "it started too many processes"),
        (None, None, "SIGKILL", "killed by SIGKILL"),
        (
            None,
            3,
            None,
            "exit status 3; 0 accepts, 1 or 2 rejects, anything else is the checker's own failure",
        ),
        (None, 0, None, None),
        (None, 1, None, None),
        (None, 2, None, None),
    ],
)
def test_checker_failure__each_reason_in_words_and_none_for_0_1_or_2(
    killed_for, exit_status, signal, said
):
    """Why a checker's run is its own failure, with its limits (10 s given, 2048 MB of memory,
    1 MiB of output); None for a run that ended with exit status 0, 1 or 2."""
    from slidingkit.judge.checker import checker_failure

    assert checker_failure(killed_for, exit_status, signal, 10.0) == said


def test_run_checker__a_child_holding_its_output_or_a_flood_is_stopped_as_its_failure(tmp_path):
    """A checker that leaves a sleeping child holding its stdout times out (the whole group is
    killed, no hang: a judge that waited for the child would take its 60 s, so the bound is
    half of that, however busy the machine); one that writes without end fails at its output
    cap."""
    from slidingkit.judge.checker import checker_from_command

    (tmp_path / "case.in").write_text("in\n")
    holder = checker_from_command("sh -c 'sleep 60 & sleep 60'")
    started = time.monotonic()
    with pytest.raises(JudgeError, match=r"^checker sh -c .* timed out after 0\.5 s on "):
        run_checker(holder, str(tmp_path / "case.in"), b"", str(tmp_path / "case.in"), timeout=0.5)
    assert time.monotonic() - started < 30
    flood = checker_script(tmp_path, "while True:\n    sys.stdout.write('x' * 65536)")
    with pytest.raises(JudgeError, match=r"\(it wrote more than 1 MiB\)"):
        run_checker(flood, str(tmp_path / "case.in"), b"", str(tmp_path / "case.in"))
