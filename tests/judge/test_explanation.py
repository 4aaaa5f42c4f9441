"""slidingkit/judge/explanation.py: how the judge says where an output differs from the expected
one.

What it proves: compare_outputs names the first differing line and column, an extra line, a
missing or extra final newline under --strict; under -N the first differing token and the line
of each output holding it (blank lines counted), under -e what the error allows there (and no
note on the numbers for a token one output lacks); preview, escape, visible and last_lines keep
text of their limits whole and cut one more, saying how much was cut; side_by_side shows two
lines before the first difference and three after, where each output ends, spaces made visible
under --strict, tokens as rows under -N and the first line that does not match under -e;
difference_fields gives the first differing line (or token under -N) for the JSON report; the WA
note names -N, -e with the least power of ten that accepts (up to 1e-2, one power above the
estimate where a double is a hair short), or "without --strict", and no -e for integers or for a
large error (suggested_error: 0 where no two tokens differ). Run as a user runs the judge: a
wrong answer, a whitespace-only difference and its note, the JSON's first_difference, and a
hostile huge line.
"""

import re

import pytest

from slidingkit.judge.comparison import (
    DEFAULT,
    STRICT,
    TOKENS,
    Comparison,
)
from slidingkit.judge.explanation import (
    compare_outputs,
    difference_fields,
    preview,
    side_by_side,
    suggested_error,
    visible,
)
from tests.judge.conftest import (
    CHECKER_CASES,
    WITHOUT_STRICT_NOTE,
    judge_with_json,
    run_hostile,
    verdicts,
)
from tests.running import (
    last_line,
)

TOKENS_NOTE = "(the answer would pass with -N: only the whitespace between its tokens differs)"


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
    from slidingkit.judge.explanation import difference_fields

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


def test_compare_outputs__names_the_first_differing_line():
    message = compare_outputs(b"a\nb\nc\n", b"a\nb\n")
    assert message.startswith('first difference at line 3:\n  expected: "c"\n  actual:   (no line)')


def test_preview__truncates_long_text():
    text = preview(b"".join(b"line %d\n" % number for number in range(100)))
    assert text.split("\n")[:2] == ["line 0", "line 1"]
    assert text.endswith("... (100 lines, 790 bytes in all)")
    assert len(preview(b"x" * 10000)) < 600


def test_judge__hostile_huge_line_gets_a_short_diff(tmp_path):
    completed, report, _ = run_hostile(tmp_path, "huge_line")
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
    from slidingkit.judge.explanation import escape, last_lines

    assert visible(b"x" * 36) == "x" * 36 and visible(b"x" * 37) == "x" * 33 + "..."
    assert escape(b"x" * 10, 10) == "x" * 10
    assert escape(b"x" * 40, 10) == "x" * 10 + "... (30 more characters)"
    assert escape(b"x" * 45, 10) == "x" * 10 + "... (45 bytes in all)"
    assert preview(b"x" * 500) == "x" * 500
    assert preview(b"x" * 600) == "x" * 500 + "\n... (1 lines, 600 bytes in all)"
    assert last_lines(b"1\n2\n3\n4\n5\n6\n7\n") == "3\n4\n5\n6\n7"
    assert last_lines(b"x" * 301) == "x" * 300 + "... (1 more characters)"


def test_difference_fields__a_long_expected_line_is_cut_at_200_characters():
    from slidingkit.judge.explanation import difference_fields

    assert difference_fields(b"x" * 300 + b"\n", b"y\n") == {
        "line": 1,
        "expected": "x" * 200 + "... (100 more characters)",
        "actual": "y",
    }


def test_error__an_extra_token_is_named_without_a_note_on_the_numbers():
    """An output with one token more than the expected one, under -N -e and under -e alone:
    the first difference is that token, which has no number to be compared with."""
    assert compare_outputs(b"1\n", b"1 2\n", Comparison(TOKENS, "1e-6")) == (
        "first difference at token 2 (line 1 of the output):\n"
        '  expected: (no token)\n  actual:   "2"'
    )
    assert compare_outputs(b"1\n", b"1 2\n", Comparison(DEFAULT, "1e-6")) == (
        'first difference at line 1, token 2:\n  expected: (no token)\n  actual:   "2"'
    )


def test_error__the_message_gives_the_difference_and_what_the_error_allows_there():
    """What the error allows is E x max(1, |expected|, |actual|): relative above 1 (2.1 x E
    here), E itself for numbers below 1."""
    message = compare_outputs(b"1\n2\n", b"1\n2.1\n", Comparison(DEFAULT, "1e-6"))
    assert message == (
        'first difference at line 2, token 1:\n  expected: "2"\n  actual:   "2.1"\n'
        "  (the numbers differ by 0.1; -e 1e-6 allows 2.1e-06 here)"
    )
    message = compare_outputs(b"0.5\n", b"0.6\n", Comparison(DEFAULT, "1e-6"))
    assert message == (
        'first difference at line 1, token 1:\n  expected: "0.5"\n  actual:   "0.6"\n'
        "  (the numbers differ by 0.1; -e 1e-6 allows 1e-06 here)"
    )


@pytest.mark.parametrize(
    "expected, actual, comparison, note",
    [
        (
            b"2e400",
            b"1e400",
            Comparison(DEFAULT, "1e-6"),
            "differ by 1e+400; -e 1e-6 allows 2e+394",
        ),
        (b"2e400", b"1e400", Comparison(TOKENS, "1e-6"), "differ by 1e+400; -e 1e-6 allows 2e+394"),
        (b"0", b"5e308", Comparison(DEFAULT, "0.1"), "differ by 5e+308; -e 0.1 allows 5e+307"),
        (
            b"0",
            b"1e-500",
            Comparison(DEFAULT, "1e-600"),
            "differ by 1e-500; -e 1e-600 allows 1e-600",
        ),
        (b"1", b"-1e999", Comparison(DEFAULT, "1e999"), None),  # within: accepted
        (
            b"1e400",
            b"2.3333333333333e400",
            Comparison(DEFAULT, "0"),
            "differ by 1.333333333e+400; -e 0 allows 0",
        ),
        (b"1", b"2", Comparison(DEFAULT, "0"), "differ by 1; -e 0 allows 0"),
    ],
)
def test_error__numbers_beyond_a_double_are_compared_and_explained_exactly(
    expected, actual, comparison, note
):
    """Numbers a double cannot hold (over 1.8e308, or under 5e-324 but not 0) are compared on
    their decimals, and the note writes them as %.10g would, never an overflow."""
    message = compare_outputs(expected + b"\n", actual + b"\n", comparison)
    if note is None:
        assert message is None
    else:
        assert message is not None and "(the numbers %s here)" % note in message


def test_tokens__a_missing_token_and_where_each_output_has_it():
    message = compare_outputs(b"1 2\n3\n", b"1\n2\n", Comparison(TOKENS))
    assert message == (
        "first difference at token 3 (line 2 of the expected output):\n"
        '  expected: "3"\n  actual:   (no token)'
    )


def test_tokens__the_line_of_a_token_counts_blank_lines_before_it():
    """The lines named for the differing token count every line before it, blank ones (a
    leading newline included) too."""
    assert compare_outputs(b"\n1\n", b"\n\n2\n", Comparison(TOKENS)) == (
        "first difference at token 1 (line 2 of the expected output, line 3 of the output):\n"
        '  expected: "1"\n  actual:   "2"'
    )


def test_difference_fields__under_tokens_the_first_differing_token():
    assert difference_fields(b"1 2 3\n", b"1\n2 4\n", Comparison(TOKENS)) == {
        "token": 3,
        "expected": "3",
        "actual": "4",
    }
    assert difference_fields(b"1 2\n", b"1\n", Comparison(TOKENS)) == {
        "token": 2,
        "expected": "2",
        "actual": None,
    }
    assert difference_fields(b"1 2\n", b"1\n2\n", Comparison(TOKENS)) is None
    assert difference_fields(b"1\n2.5\n", b"1\n2.6\n", Comparison(DEFAULT, "1e-6")) == {
        "line": 2,
        "expected": "2.5",
        "actual": "2.6",
    }


def test_side_by_side__under_tokens_the_rows_are_tokens():
    assert side_by_side(b"1 2 3 4 5 6\n", b"1 2 3\n4 6 6\n", Comparison(TOKENS)) == (
        "side by side (· is a space, → a tab; > marks the first difference):\n"
        "    token | expected                             | actual\n"
        "    3     | 3                                    | 3\n"
        "    4     | 4                                    | 4\n"
        "  > 5     | 5                                    | 6\n"
        "    6     | 6                                    | 6\n"
        "    7     | (end)                                | (end)"
    )


def test_side_by_side__under_error_marks_the_first_line_that_does_not_match():
    """-e without -N: the line marked is the first whose numbers are not within the error, not
    an earlier one that differs within it."""
    assert side_by_side(b"1\n2\n", b"1.0000001\n3\n", Comparison(DEFAULT, "1e-6")) == (
        "side by side (· is a space, → a tab; > marks the first difference):\n"
        "    line | expected                             | actual\n"
        "    1    | 1                                    | 1.0000001\n"
        "  > 2    | 2                                    | 3\n"
        "    3    | (end)                                | (end)"
    )


def test_side_by_side__under_tokens_outputs_with_the_same_tokens_are_shown_from_the_first():
    """Outputs that -N accepts (no first difference): shown from their first token, it and the
    three after it."""
    rows = side_by_side(b"1 2 3 4 5 6\n", b"1 2 3\n4 5 6\n", Comparison(TOKENS)).split("\n")[2:]
    assert [row.lstrip(" >").split() for row in rows] == [
        [token, "|", token, "|", token] for token in ("1", "2", "3", "4")
    ]


@pytest.mark.parametrize(
    "expected, actual, comparison, note",
    [
        (
            b"1 2\n",
            b"1  2\n",
            Comparison(),
            "with -N: only the whitespace between its tokens differs",
        ),
        (
            b"1 2\n",
            b"1\n2\n",
            Comparison(),
            "with -N: only the whitespace between its tokens differs",
        ),
        (
            b"2\n",
            b"2.000000001\n",
            Comparison(),
            "with -e 1e-9: its numbers are within absolute or relative error 1e-9 of the "
            "expected ones",
        ),
        (
            b"1.5 2\n",
            b"1.5\n2.0000001\n",
            Comparison(),
            "with -N -e 1e-7: its numbers are within absolute or relative error 1e-7 of the "
            "expected ones, whitespace aside",
        ),
        (
            b"1\n",
            b"1.000001\n",
            Comparison(DEFAULT, "1e-9"),
            "with -e 1e-6: its numbers are within absolute or relative error 1e-6 of the "
            "expected ones",
        ),
        (
            b"2\n",
            b"2.0\n",
            Comparison(),
            "with -e 0: its numbers are within absolute or relative error 0 of the expected ones",
        ),
        (
            b"0\n",
            b"0.01\n",
            Comparison(),
            "with -e 1e-2: its numbers are within absolute or relative error 1e-2 of the "
            "expected ones",
        ),  # exactly the largest error a note suggests
        (
            b"0\n",
            b"0.0010000000000000000001\n",
            Comparison(),
            "with -e 1e-2: its numbers are within absolute or relative error 1e-2 of the "
            "expected ones",
        ),  # just over 1e-3, though 0.001 as a double: -e 1e-3 rejects it
        (
            b"2\n",
            b"2.000000001\n\n",
            Comparison(),
            "with -e 1e-9: its numbers are within absolute or relative error 1e-9 of the "
            "expected ones",
        ),  # a blank line at the end of the output aside, as -e reads lines
        (
            b"2\n\n",
            b"2.000000001\n",
            Comparison(),
            "with -e 1e-9: its numbers are within absolute or relative error 1e-9 of the "
            "expected ones",
        ),  # and one at the end of the expected output
        (
            b"1 2\n",
            b"1 2 \n",
            Comparison(STRICT),
            "without --strict: it differs only in spaces at line ends, blank lines at the end or "
            "the final newline",
        ),
        (
            b"1 2\n",
            b"1  2\n",
            Comparison(STRICT),
            "with -N (without --strict): only the whitespace between its tokens differs",
        ),
    ],
)
def test_passing_note__names_the_flags_that_would_accept(expected, actual, comparison, note):
    message = compare_outputs(expected, actual, comparison)
    assert message is not None and message.endswith("\n(the answer would pass %s)" % note)
    flags = re.match(r"with (.*?)(?: \(without --strict\))?:", note)
    if flags:  # and those flags do accept it
        words = flags.group(1).split()
        error = words[words.index("-e") + 1] if "-e" in words else None
        assert (
            compare_outputs(
                expected, actual, Comparison(TOKENS if "-N" in words else DEFAULT, error)
            )
            is None
        )


@pytest.mark.parametrize(
    "expected, actual",
    [
        (b"60\n", b"61\n"),  # integers are exact: no -e for them
        (b"1000000000\n", b"1000000001\n"),
        (b"2.5\n", b"2.6\n"),  # within 0.04 only: past the largest error a note suggests
        (b"2.5 7\n", b"2.5000001 8\n"),  # an integer wrong beside a number close
        (b"a\n", b"b\n"),
    ],
)
def test_passing_note__none_for_a_wrong_integer_a_large_error_or_other_tokens(expected, actual):
    assert "would pass" not in compare_outputs(expected, actual)


def test_suggested_error__0_when_no_two_tokens_differ():
    """Outputs of the same shape whose tokens are all equal (only the spaces between them
    differ) pass with any error: the least -e is 0."""
    assert suggested_error(b"1 2\n", b"1  2\n", DEFAULT) == "0"
    assert suggested_error(b"1 2\n", b"1\n2\n", TOKENS) == "0"
