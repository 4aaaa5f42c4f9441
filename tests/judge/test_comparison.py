"""slidingkit/judge/comparison.py: whether the judge accepts an output, by the default comparison,
--strict, -N (tokens, whitespace aside) and -e (numbers within an absolute or relative error).

What it proves: the default comparison follows the judges' rules (trailing whitespace and CRLF
forgiven), --strict rejects each whitespace difference alone and accepts CRLF; -e accepts a pair
of numbers exactly when |actual - expected| <= E x max(1, |expected|, |actual|), held to that
formula computed in decimal arithmetic on the tokens as written (Hypothesis, near the bound too;
and the property fails on two other rules, error absolute only and error relative to the expected
value only); what counts as a number, expected or actual, one too large for a double compared as
written, and a pair a hair past a bound between 1 and 2 rejected; -e keeps the lines unless -N is
given, and compares every line after one within the error; -N accepts the same tokens whatever
whitespace stands between them and names the first differing token; the bounds -e takes and
refuses. Run as a user runs the judge: trailing whitespace, CRLF, invalid UTF-8 output, -N, -e,
the combinations refused, the header and the JSON's comparison, and comparison flags beside a
settings checker named unused.
"""

import decimal
import re
from fractions import Fraction

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from slidingkit.judge.comparison import (
    DEFAULT,
    STRICT,
    TOKENS,
    Comparison,
    error_bound,
    is_number,
    within_error,
)
from slidingkit.judge.explanation import compare_outputs
from tests.conftest import first_failure
from tests.judge.conftest import (
    WITHOUT_STRICT_NOTE,
    judge_with_json,
    verdicts,
)
from tests.running import (
    FIXTURE_CASES,
    FIXTURES,
    last_line,
    run_judge,
    solution,
)


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


FLOAT_CASES = FIXTURES / "cases_float"


# Exact for every number drawn here, as long as every step goes through it (the default context
# rounds to 28 digits, abs() too).
EXACT = decimal.Context(prec=400, Emax=10**6, Emin=-(10**6))


def render(value: decimal.Decimal, style: str) -> str:
    """A number as programs print it: fixed ("0.5", ".5", "5.", "+5"), or with an exponent."""
    if style == "exponent":
        return "{:e}".format(value)
    if style == "EXPONENT":
        return "{:E}".format(value)
    text = "{:f}".format(value)
    if style == "bare point" and text.startswith("0."):
        return text[1:]
    if style == "trailing point" and "." not in text:
        return text + "."
    if style == "plus" and not text.startswith("-"):
        return "+" + text
    return text


STYLES = st.sampled_from(["fixed", "exponent", "EXPONENT", "bare point", "trailing point", "plus"])


DECIMALS = st.builds(
    lambda mantissa, exponent: decimal.Decimal(mantissa).scaleb(exponent, EXACT),
    st.integers(-(10**12), 10**12),
    st.integers(-15, 8),
)


ERRORS = st.sampled_from(["0", "1e-9", "1e-6", "2.5e-4", "0.001", "0.5", "1"])


NUDGES = st.sampled_from(["0", "1e-30", "-1e-30", "1e-12", "-1e-12"])


@st.composite
def number_pairs(draw):
    """(expected token, actual token, error text): the actual number drawn freely, or at the
    bound (expected + or - E x max(1, |expected|)) nudged by a hair either way."""
    error = draw(ERRORS)
    expected = draw(DECIMALS)
    if draw(st.booleans()):
        actual = draw(DECIMALS)
    else:
        bound = EXACT.multiply(decimal.Decimal(error), max(decimal.Decimal(1), EXACT.abs(expected)))
        step = bound if draw(st.booleans()) else -bound
        actual = EXACT.add(EXACT.add(expected, step), decimal.Decimal(draw(NUDGES)))
    return render(expected, draw(STYLES)), render(actual, draw(STYLES)), error


def within_by_formula(expected: str, actual: str, error: str) -> bool:
    """|actual - expected| <= E x max(1, |expected|, |actual|), in exact decimal arithmetic."""
    wanted, got, bound = (decimal.Decimal(text) for text in (expected, actual, error))
    difference = EXACT.abs(EXACT.subtract(got, wanted))
    scale = max(decimal.Decimal(1), EXACT.abs(wanted), EXACT.abs(got))
    return difference <= EXACT.multiply(bound, scale)


def accepts_exactly_the_numbers_within_the_error(accepts, pair) -> None:
    expected, actual, error = pair
    assert accepts(expected, actual, error) == within_by_formula(expected, actual, error), pair


def judge_accepts(expected: str, actual: str, error: str) -> bool:
    """The judge's -N -e and -e verdicts on one-number outputs (they must agree)."""
    verdicts = {
        compare_outputs(
            (expected + "\n").encode(), (actual + "\n").encode(), Comparison(mode, error)
        )
        is None
        for mode in (TOKENS, DEFAULT)
    }
    assert len(verdicts) == 1, (expected, actual, error)
    return verdicts.pop()


@given(pair=number_pairs())
@example(pair=("2", "2.000000001", "1e-6"))
@example(pair=("2", "2.000000002", "1e-9"))  # at the bound: oj's doubles say WA
@example(pair=("1000000", "1000001", "1e-6"))  # relative: 1 <= 1e-6 x 1000001
@example(pair=("1000000", "1000002", "1e-6"))
@example(pair=("0.0000001", "0.0000009", "1e-6"))  # absolute: 8e-7 <= 1e-6 x 1
@example(pair=("0", "0.000001", "1e-6"))
@example(pair=("0", "0.0000010000001", "1e-6"))
def test_error__accepts_exactly_the_numbers_within_the_error(pair):
    accepts_exactly_the_numbers_within_the_error(judge_accepts, pair)


def absolute_only(expected: str, actual: str, error: str) -> bool:
    return abs(Fraction(actual) - Fraction(expected)) <= Fraction(error)


def relative_to_the_expected_only(expected: str, actual: str, error: str) -> bool:
    wanted = Fraction(expected)
    return abs(Fraction(actual) - wanted) <= Fraction(error) * max(Fraction(1), abs(wanted))


@pytest.mark.parametrize("rule", [absolute_only, relative_to_the_expected_only])
def test_error__the_property_fails_on_another_rule(rule):
    assert first_failure(
        lambda pair: accepts_exactly_the_numbers_within_the_error(rule, pair), number_pairs()
    )


@pytest.mark.parametrize(
    "token, number",
    [
        (b"12", True),
        (b"-0.5", True),
        (b"+.5", True),
        (b"5.", True),
        (b"1E-9", True),
        (b"1e+999", True),
        (b"1e-0999", True),
        (b"1e1000", False),  # its exponent is past LARGEST_EXPONENT: compared as text
        (b"1e-1000", False),
        (b"1" * 1000, True),
        (b"1" * 1001, False),  # longer than LONGEST_NUMBER
        (b"inf", False),
        (b"nan", False),
        (b"1_000", False),
        (b"0x10", False),
        (b".", False),
        (b"e5", False),
        (b"1e", False),
        (b"--1", False),
        (b"\xd9\xa1", False),  # ARABIC-INDIC DIGIT ONE
    ],
)
def test_is_number__decimals_as_programs_print_them(token, number):
    """is_number, and the matcher that decides -e, the token expected or actual (-e 1 accepts
    any number against 0)."""
    assert is_number(token) == number
    assert within_error(token, b"0", Comparison(TOKENS, "1")) == number
    assert within_error(b"0", token, Comparison(TOKENS, "1")) == number


def test_error__other_tokens_match_only_themselves():
    comparison = Comparison(TOKENS, "1e-6")
    assert compare_outputs(b"nan inf abc\n", b"nan inf abc\n", comparison) is None
    message = compare_outputs(b"abc\n", b"abd\n", comparison)
    assert message == (
        "first difference at token 1 (line 1 of the expected output, line 1 of the output):\n"
        '  expected: "abc"\n  actual:   "abd"\n  (not both numbers: compared as text)'
    )
    assert compare_outputs(b"1\n", b"one\n", comparison).endswith(
        '  expected: "1"\n  actual:   "one"\n  (not both numbers: compared as text)'
    )  # one number beside a word
    assert compare_outputs(b"1e5000\n", b"1e5000\n", comparison) is None
    assert compare_outputs(b"1e5000\n", b"1.0000001e5000\n", comparison) is not None


def test_error__a_bound_between_1_and_2_rejects_a_pair_a_hair_past_it():
    """-e 1.5: 1 and -2 are at the bound (3 = 1.5 x 2) and match; 1 and -1.99999999999999 are a
    hair past it (2.99999999999999 > 1.5 x 1.99999999999999) and do not."""
    assert within_error(b"1", b"-2", Comparison(TOKENS, "1.5"))
    assert not within_error(b"1", b"-1.99999999999999", Comparison(TOKENS, "1.5"))
    assert not within_error(b"-1.99999999999999", b"1", Comparison(TOKENS, "1.5"))


def test_error__a_number_too_large_for_a_double_is_compared_as_written():
    """1e999 is a number (its exponent has three digits) that no double holds: it is within the
    error of a number close to it as written, and not of a number far from it."""
    half = Comparison(TOKENS, "0.5")
    assert not within_error(b"1e999", b"0", half)
    assert not within_error(b"0", b"1e999", half)
    assert not within_error(b"-1e999", b"1e308", half)
    assert within_error(b"1e999", b"1.0000001e999", Comparison(TOKENS, "1e-6"))
    assert within_error(b"1e999", b"0.6e999", half)


def test_error__keeps_the_lines_unless_with_tokens():
    """-e alone compares line by line (each line as many tokens as the expected line, spaces
    between them aside); -N -e compares the tokens of the whole output."""
    expected, actual = b"1.5 2.5\n3\n", b"1.5\n2.5  3\n"
    assert compare_outputs(expected, actual, Comparison(TOKENS, "1e-6")) is None
    message = compare_outputs(expected, actual, Comparison(DEFAULT, "1e-6"))
    assert message.startswith(
        'first difference at line 1, token 2:\n  expected: "2.5"\n  actual:   (no token)'
    )
    assert message.endswith(
        "(the answer would pass with -N -e 1e-6: only the whitespace between its tokens differs)"
    )
    assert (
        compare_outputs(b"1.5  2.5 \n\n", b" 1.5 2.5000001\n", Comparison(DEFAULT, "1e-6")) is None
    )


def test_error__every_line_is_compared_after_one_within_the_error():
    """-e without -N: a line whose numbers differ within the error is passed over, and the
    lines after it are still compared."""
    message = compare_outputs(b"1\n2\n", b"1.0000001\n3\n", Comparison(DEFAULT, "1e-6"))
    assert message == (
        'first difference at line 2, token 1:\n  expected: "2"\n  actual:   "3"\n'
        "  (the numbers differ by 1; -e 1e-6 allows 3e-06 here)"
    )


@pytest.mark.parametrize(
    "text, value",
    [
        ("1e-6", Fraction(1, 10**6)),
        ("0", Fraction(0)),
        (" 0.25 ", Fraction(1, 4)),
        ("3", Fraction(3)),
    ],
)
def test_error_bound__a_number_of_at_least_0_as_written(text, value):
    assert error_bound(text) == value


@pytest.mark.parametrize("text", ["-1e-6", "abc", "nan", "inf", "", "1e-2000"])
def test_error_bound__anything_else_is_refused(text):
    with pytest.raises(ValueError):
        error_bound(text)


def test_comparison__strict_takes_no_error_and_names_its_flags():
    with pytest.raises(ValueError):
        Comparison(STRICT, "1e-6")
    assert [
        Comparison(DEFAULT).flags,
        Comparison(STRICT).flags,
        Comparison(TOKENS).flags,
        Comparison(DEFAULT, "1e-6").flags,
        Comparison(TOKENS, "0").flags,
    ] == ["", "--strict", "-N", "-e 1e-6", "-N -e 0"]
    assert (
        Comparison(TOKENS, "1e-6").describe() == "token comparison (-N), numbers within 1e-6 (-e)"
    )


TOKEN_TEXT = st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=1, max_size=4)


SPACES = st.lists(
    st.sampled_from([" ", "\t", "\n", "\r\n", "\x0b", "\x0c"]), min_size=1, max_size=3
)


@st.composite
def spaced(draw, tokens):
    """``tokens`` joined by whitespace drawn anew between each pair, and around them."""
    parts = ["".join(draw(st.lists(st.sampled_from([" ", "\n"]), max_size=2)))]
    for token in tokens:
        parts += [token, "".join(draw(SPACES))]
    return "".join(parts).encode()


@given(data=st.data(), tokens=st.lists(TOKEN_TEXT, min_size=1, max_size=8))
def test_tokens__accepts_the_same_tokens_whatever_the_whitespace(data, tokens):
    first, second = data.draw(spaced(tokens)), data.draw(spaced(tokens))
    assert compare_outputs(first, second, Comparison(TOKENS)) is None


@given(data=st.data(), tokens=st.lists(TOKEN_TEXT, min_size=1, max_size=8))
def test_tokens__names_the_first_token_that_differs(data, tokens):
    index = data.draw(st.integers(0, len(tokens) - 1))
    changed = tokens[:index] + [tokens[index] + "x"] + tokens[index + 1 :]
    message = compare_outputs(
        data.draw(spaced(tokens)), data.draw(spaced(changed)), Comparison(TOKENS)
    )
    assert message is not None and message.startswith("first difference at token %d " % (index + 1))


def test_judge__ignore_spaces_and_newlines_accepts_a_whitespace_only_difference(tmp_path):
    completed, report = judge_with_json(tmp_path, "whitespace_wrong")
    assert verdicts(report) == ["WA", "WA", "AC"]
    assert "(the answer would pass with -N: " in report["cases"][0]["message"]
    for flag in ("-N", "--ignore-spaces-and-newlines"):
        completed, report = judge_with_json(tmp_path, "whitespace_wrong", FIXTURE_CASES, flag)
        assert completed.returncode == 0 and verdicts(report) == ["AC"] * 3
        assert (report["comparison"], report["error"]) == ("tokens", None)
        assert "token comparison (-N)" in completed.stdout.split("\n")[1]


def test_judge__error_accepts_numbers_within_it_and_the_note_names_the_error_needed(tmp_path):
    """mean_close is right within relative error 1e-9: WA without -e, each note naming the
    least -e that accepts that case; AC with -e 1e-6, as oj's -e 1e-6 says."""
    completed, report = judge_with_json(tmp_path, "mean_close", FLOAT_CASES)
    assert completed.returncode == 1 and verdicts(report) == ["WA"] * 3
    notes = [
        re.search(r"would pass with (-e \S+):", case["message"]).group(1)
        for case in report["cases"]
    ]
    assert notes == ["-e 1e-9", "-e 1e-9", "-e 1e-8"]  # 1000001.001 is off by 1.000001e-9
    for flags in (["-e", "1e-6"], ["--error", "1e-6"], ["-N", "-e", "1e-6"]):
        completed, report = judge_with_json(tmp_path, "mean_close", FLOAT_CASES, *flags)
        assert completed.returncode == 0 and verdicts(report) == ["AC"] * 3, completed.stdout
        assert report["error"] == 1e-6
        assert "numbers within 1e-6 (-e)" in completed.stdout.split("\n")[1]
    _, report = judge_with_json(tmp_path, "mean_close", FLOAT_CASES, "-e", "1e-9")
    assert verdicts(report) == ["AC", "AC", "WA"]
    assert (
        "(the numbers differ by 0.0010000011; -e 1e-9 allows 0.001000001001 here)"
        in report["cases"][2]["message"]
    )


@pytest.mark.parametrize(
    "flags, fragment",
    [
        (["--strict", "-N"], "--strict compares bytes: it does not go with -N or -e"),
        (["--strict", "-e", "1e-6"], "--strict compares bytes: it does not go with -N or -e"),
        (["-e", "-1"], "argument -e/--error: must be at least 0, got '-1'"),
        (["-e", "x"], "argument -e/--error: not a number: 'x'"),
        (
            ["-N", "--checker", "true"],
            "--checker decides alone: it does not go with --strict, -N or -e",
        ),
    ],
)
def test_judge__refused_combinations_and_values_are_bad_usage(flags, fragment):
    completed = run_judge(solution("accepted"), FIXTURE_CASES, *flags)
    assert completed.returncode == 2 and completed.stdout == ""
    assert (
        completed.stderr.strip().split("\n")[-1]
        == "python3 -m slidingkit.judge: error: " + fragment
    )


def test_judge__comparison_flags_beside_a_settings_checker_are_named_unused(tmp_path):
    checked = FIXTURES / "cases_checker"
    completed, report = judge_with_json(tmp_path, "total_only", checked, "-N", "-e", "1e-6")
    assert completed.returncode == 0 and verdicts(report) == ["AC"] * 3
    assert completed.stderr == (
        "judge: warning: %s.json names a checker, which decides: -N -e 1e-6 not used\n" % checked
    )
    assert (report["comparison"], report["error"]) == ("checker", None)
    assert last_line(completed) == "3 passed, 0 failed"
