"""slidingkit/judge/compare.py: how the judge compares an output with the expected one, shows where
they differ, and runs a special judge.

What it proves: compare_outputs follows the judges' rules (trailing whitespace and CRLF forgiven,
--strict rejecting each whitespace difference alone, naming the first differing line and column);
preview, escape, visible and last_lines keep text of their limits whole and cut one more, saying
how much was cut; side_by_side shows two lines before the first difference and three after, where
each output ends, spaces made visible under --strict; difference_fields gives the first differing
line for the JSON report; a WA that differs only in whitespace names -N, and under --strict
"without --strict". A special judge (run_checker) gets INPUT ACTUAL EXPECTED, after the words of
--checker's command: exit 0 accepts, 1 and 2 reject quoting its first lines (stdout, then stderr),
3, 255, a signal, a time-out (a child holding its output included), a flood of output or a checker
that cannot start is the judge's error, naming the checker. Run as a user runs the judge: a wrong
answer, whitespace, CRLF, invalid UTF-8 output, a checker that accepts what plain comparison
rejects, one that rejects, one that fails, --checker and --judge-command overriding the settings'
checker or judging a folder with none, a checker written for oj, a --checker that cannot run, and a
hostile huge line. (-N and -e: test_compare_tokens.py.)
"""

import sys
import time

import pytest

from slidingkit.judge import JudgeError
from slidingkit.judge.compare import (
    compare_outputs,
    preview,
    run_checker,
    side_by_side,
    visible,
)
from tests.judge.conftest import (
    assert_one_error_line,
    judge_with_json,
    run_hostile,
    verdicts,
)
from tests.running import (
    FIXTURE_CASES,
    FIXTURES,
    SLACK,
    last_line,
    one_case_folder,
    run_judge,
    solution,
)

CHECKER_CASES = FIXTURES / "cases_checker"
TOKENS_NOTE = "(the answer would pass with -N: only the whitespace between its tokens differs)"
WITHOUT_STRICT_NOTE = (
    "(the answer would pass without --strict: it differs only in spaces at line ends, blank "
    "lines at the end or the final newline)"
)


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
    assert "would pass" not in message
    assert "    first difference at line 1, column 1:" in completed.stdout  # details indented


def test_judge__whitespace_only_difference_is_wa_with_a_note(tmp_path):
    completed, report = judge_with_json(tmp_path, "whitespace_wrong")
    # sample-10 has a single number, so its output has no double space and passes.
    assert verdicts(report) == ["WA", "WA", "AC"]
    assert TOKENS_NOTE in report["cases"][0]["message"]
    assert "line 2" in report["cases"][0]["message"]
    assert completed.returncode == 1


def test_judge__trailing_whitespace_is_ac_by_default_and_wa_when_strict(tmp_path):
    completed, report = judge_with_json(tmp_path, "trailing_whitespace")
    assert completed.returncode == 0 and verdicts(report) == ["AC"] * 3
    completed, report = judge_with_json(tmp_path, "trailing_whitespace", FIXTURE_CASES, "--strict")
    assert completed.returncode == 1 and verdicts(report) == ["WA"] * 3
    assert WITHOUT_STRICT_NOTE in report["cases"][0]["message"]


def test_judge__crlf_output_is_ac_even_when_strict(tmp_path):
    completed, report = judge_with_json(tmp_path, "crlf", FIXTURE_CASES, "--strict")
    assert completed.returncode == 0 and verdicts(report) == ["AC"] * 3


def test_judge__invalid_utf8_output_is_wa_without_crashing(tmp_path):
    completed, report = judge_with_json(tmp_path, "invalid_utf8")
    assert verdicts(report) == ["WA"] * 3
    assert "\\xff\\xfe" in completed.stdout
    assert completed.returncode == 1


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
    from slidingkit.judge.compare import difference_fields

    assert difference_fields(b"1\n2\n", b"1\n") == {"line": 2, "expected": "2", "actual": None}
    assert difference_fields(b"1\n", b"1  \n\n3\n") == {"line": 2, "expected": None, "actual": ""}
    assert difference_fields(b"a b\n", b"a b  \n") is None
    assert difference_fields(b"a b\n", b"a b  \n", True) == {
        "line": 1,
        "expected": "a b",
        "actual": "a b  ",
    }
    assert difference_fields(b"1\n", b"1", True) is None  # only the final newline differs
    long = difference_fields(b"x\n", b"y" * 300 + b"\n")
    assert long["actual"] == "y" * 200 + "... (100 more characters)"


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
    message = compare_outputs(expected, actual, True)
    assert message is not None and where in message, message
    assert compare_outputs(expected, actual.replace(b"\n", b"\r\n"), True) is not None


def test_compare_outputs__strict_accepts_crlf_and_nothing_else_differing():
    assert compare_outputs(b"1\n2\n3\n", b"1\r\n2\r\n3\r\n", True) is None
    assert compare_outputs(b"1\n2\n3\n", b"1\n2\n3\n", True) is None


def test_compare_outputs__names_the_first_differing_line():
    message = compare_outputs(b"a\nb\nc\n", b"a\nb\n")
    assert message.startswith('first difference at line 3:\n  expected: "c"\n  actual:   (no line)')


def test_preview__truncates_long_text():
    text = preview(b"".join(b"line %d\n" % number for number in range(100)))
    assert text.split("\n")[:2] == ["line 0", "line 1"]
    assert text.endswith("... (100 lines, 790 bytes in all)")
    assert len(preview(b"x" * 10000)) < 600


def test_judge__a_failing_checker_is_a_judge_error_not_a_wrong_answer(tmp_path):
    checker = tmp_path / "broken_checker.py"
    checker.write_text(
        "import sys\nsys.stderr.write('cannot parse the expected file\\n')\nsys.exit(3)\n"
    )
    folder = one_case_folder(tmp_path, checker=checker.name)
    completed = run_judge(solution("accepted"), folder)
    assert_one_error_line(completed, "cannot parse the expected file")


def test_judge__hostile_huge_line_gets_a_short_diff(tmp_path):
    completed, report, _, _ = run_hostile(tmp_path, "huge_line")
    message = report["cases"][0]["message"]
    assert "first difference at line 1, column 2:" in message
    assert "(33554432 bytes in all)" in message
    assert len(message) < 3000


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
    assert side_by_side(b"a \nb\n", b"a\nb\n", True) == SIDE_HEADER + (
        "  > 1    | a·                                   | a\n"
        "    2    | b                                    | b\n"
        "    3    | (end)                                | (end)"
    )


def test_compare_outputs__strict_names_a_missing_or_extra_final_newline():
    """Strict comparison tells a missing final newline from an extra one, and notes that the
    answer would pass without --strict."""
    assert compare_outputs(b"a\nb\n", b"a\nb", True) == (
        "the output does not end with a newline; the expected one does\n" + WITHOUT_STRICT_NOTE
    )
    assert compare_outputs(b"a\nb", b"a\nb\n", True) == (
        "the output ends with a newline; the expected one does not\n" + WITHOUT_STRICT_NOTE
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


def test_side_by_side__strict_with_only_the_final_newline_differing_marks_where_both_end():
    assert side_by_side(b"1\n2\n", b"1\n2", True) == (
        "side by side (· is a space, → a tab; > marks the first difference):\n"
        "    line | expected                             | actual\n"
        "    1    | 1                                    | 1\n"
        "    2    | 2                                    | 2\n"
        "  > 3    | (end)                                | (end)"
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
    from slidingkit.judge.compare import escape, last_lines

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


def test_difference_fields__a_long_expected_line_is_cut_at_200_characters():
    from slidingkit.judge.compare import difference_fields

    assert difference_fields(b"x" * 300 + b"\n", b"y\n") == {
        "line": 1,
        "expected": "x" * 200 + "... (100 more characters)",
        "actual": "y",
    }


# --- --checker and the checker's contract ------------------------------------------------------

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
    checker = "%s %s" % ("python3", FIXTURES / "checker.py")
    completed, report = judge_with_json(tmp_path, "total_only", FIXTURE_CASES, "--checker", checker)
    assert completed.returncode == 0 and verdicts(report) == ["AC"] * 3
    _, report = judge_with_json(tmp_path, "wrong_answer", FIXTURE_CASES, "--checker", checker)
    assert verdicts(report) == ["WA"] * 3
    assert "tokens add up to 7, expected 6" in report["cases"][0]["message"]
    assert report["cases"][0]["first_difference"] is None  # a checker has no one answer


def test_judge__a_checker_written_for_oj_works_unchanged(tmp_path):
    """A judge command in the style of oj's own example rejects by a failed assert (exit status
    1): WA here too, its traceback shown; what it accepts is AC (whitespace_wrong's first line
    is the sum it checks: AC, though the default comparison says WA)."""
    command = "python3 %s" % OJ_CHECKER
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
    ],
)
def test_judge__a_checker_that_cannot_run_is_one_error_line_before_any_case(command, fragment):
    completed = run_judge(solution("accepted"), FIXTURE_CASES, "--checker", command)
    assert_one_error_line(completed, fragment)
    assert completed.stdout == ""


def test_run_checker__the_words_of_the_command_come_first_and_stderr_is_quoted(tmp_path):
    """A Checker made from --checker's text runs its words (a .py file under the judge's
    interpreter), then INPUT ACTUAL EXPECTED; what it says on stdout and then on stderr is the
    WA's message."""
    from slidingkit.judge.compare import checker_from_command

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
    """A checker file that exists but cannot be run (not executable): the judge's error, its
    message naming the checker, then why it could not start."""
    (tmp_path / "case.in").write_text("in\n")
    checker = tmp_path / "checker.sh"
    checker.write_text("#!/bin/sh\nexit 0\n")
    checker.chmod(0o644)
    with pytest.raises(JudgeError) as raised:
        run_checker(str(checker), str(tmp_path / "case.in"), b"", str(tmp_path / "case.in"))
    assert str(raised.value).startswith("checker %s: cannot run %s: " % (checker, checker))
    assert "Permission denied" in str(raised.value)


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
    from slidingkit.judge.compare import checker_failure

    assert checker_failure(killed_for, exit_status, signal, 10.0) == said


def test_run_checker__a_child_holding_its_output_or_a_flood_is_stopped_as_its_failure(tmp_path):
    """A checker that leaves a sleeping child holding its stdout times out (the whole group is
    killed, no hang); one that writes without end fails at its output cap."""
    from slidingkit.judge.compare import checker_from_command

    (tmp_path / "case.in").write_text("in\n")
    holder = checker_from_command("sh -c 'sleep 60 & sleep 60'")
    started = time.monotonic()
    with pytest.raises(JudgeError, match=r"^checker sh -c .* timed out after 0\.5 s on "):
        run_checker(holder, str(tmp_path / "case.in"), b"", str(tmp_path / "case.in"), timeout=0.5)
    assert time.monotonic() - started < 0.5 + SLACK
    flood = checker_script(tmp_path, "while True:\n    sys.stdout.write('x' * 65536)")
    with pytest.raises(JudgeError, match=r"\(it wrote more than 1 MiB\)"):
        run_checker(flood, str(tmp_path / "case.in"), b"", str(tmp_path / "case.in"))
