"""Decide whether an output is right: compare it with the expected one, or ask a checker.

``compare_outputs(expected, actual, comparison)`` returns None when the output is accepted, else a
short explanation (the first differing line or token with both versions), ending with a note
that names the flags under which it would pass, when some would. Outputs are bytes throughout, so
output that is not UTF-8 is compared, never a crash; it is shown with backslash escapes.

A ``Comparison`` says how:

- default, as real judges: CRLF counts as LF, spaces and tabs at line ends and blank lines
  at the end are ignored; everything else counts (leading spaces, blank lines in the middle,
  a missing line).
- strict (``--strict``): the bytes must be equal, except that CRLF still counts as LF.
- tokens (``-N``, oj's ``--ignore-spaces-and-newlines``): the outputs split at whitespace
  (space, tab, newline, CR, form feed, vertical tab) must give the same tokens; how many spaces
  or newlines stand between them does not count.
- error (``-e E``, oj's ``--error``): a token also matches the expected one when both are
  numbers and ``|actual - expected| <= E * max(1, |expected|, |actual|)``: within absolute error
  E, or within relative error E of the larger (oj's rule, Python's
  ``math.isclose(rel_tol=E, abs_tol=E)``), computed exactly on the decimals as written. Without
  ``-N`` the lines are kept, as oj keeps them: each line (as the default comparison reads it)
  must hold as many tokens as the expected line. With ``-N``, the tokens of the whole output.

A number is a decimal as programs print it: ``[+-]digits[.digits][e[+-]digits]`` (``.5``,
``5.`` and ``1E-9`` too), at most ``LONGEST_NUMBER`` characters with an exponent of at most
``LARGEST_EXPONENT``; any other token (``inf``, ``nan``, ``0x1p3``, ``1_000``) matches only
itself. Equal tokens always match.

``side_by_side(expected, actual, comparison)`` shows the lines (under ``-N``, the tokens) around
the first difference in two columns, the way diff tools do: whitespace made visible (``·`` a
space, ``→`` a tab), the first differing one marked ``>``, long lines cut around the first
differing column. ``difference_fields`` gives the first difference for the JSON report.

A special judge (``Checker``; ``run_checker``) is called as ``CHECKER input actual expected``,
online-judge-tools' convention: ``input`` and ``expected`` are the case's files, ``actual`` a
file holding the output. Its exit status decides: 0 accepts; 1 or 2 (testlib's wrong answer and
presentation error, and what a failed ``assert`` or an uncaught exception in Python gives)
reject, and its first lines of stdout and stderr are the WA's message; anything else is the
checker's own failure, a JudgeError, never a verdict: status 3 or more (testlib's "fail"), death
by a signal, a checker that cannot start, or one that runs past ``CHECKER_TIMEOUT`` (CPU, idle or
wall-clock seconds), uses more than ``CHECKER_MEMORY_LIMIT`` or writes more than
``CHECKER_OUTPUT_LIMIT``. It runs like a solution, in its own session (whatever it starts is
killed with it), with stdin empty; a ``.py`` checker runs under the judge's own interpreter.

Cost: linear in the output size (a number differing from the expected one costs a float
comparison, and an exact one only within rounding of the bound); a checker costs its own run.
"""

import math
import os
import re
import shlex
import shutil
import sys
import tempfile
from fractions import Fraction
from typing import Callable, Dict, Iterator, List, Optional, Sequence, Tuple, Union

from slidingkit.judge import JudgeError
from slidingkit.judge.run import Limits, MiB, run_program

PREVIEW_LINES = 10
PREVIEW_CHARS = 500

# --- comparisons -------------------------------------------------------------------------------

DEFAULT = "default"
STRICT = "strict"
TOKENS = "tokens"
MODES = (DEFAULT, STRICT, TOKENS)


class Comparison:
    """How an output is compared with the expected one: ``mode`` is ``DEFAULT`` (lines, trailing
    whitespace forgiven), ``STRICT`` (bytes, CRLF aside) or ``TOKENS`` (-N); ``error`` is -e's
    bound as written (e.g. "1e-6"), or None, and ``tolerance`` its exact value. ValueError for
    a bound that is not a number of at least 0, or an error bound with ``STRICT``."""

    def __init__(self, mode: str = DEFAULT, error: Optional[str] = None) -> None:
        if mode not in MODES:
            raise ValueError("no such comparison: %r" % mode)
        if mode == STRICT and error is not None:
            raise ValueError("--strict compares bytes: it takes no error bound")
        self.mode = mode
        self.error = error
        self.tolerance = None if error is None else error_bound(error)
        self.float_tolerance = 0.0 if self.tolerance is None else float(self.tolerance)

    @property
    def flags(self) -> str:
        """The command-line flags that ask for this comparison ("" for the default)."""
        words = {STRICT: ["--strict"], TOKENS: ["-N"], DEFAULT: []}[self.mode]
        return " ".join(words + (["-e", self.error] if self.error is not None else []))

    def describe(self) -> str:
        """How the run header names it, e.g. ``token comparison (-N), numbers within 1e-6 (-e)``."""
        text = {
            DEFAULT: "default comparison",
            STRICT: "strict comparison",
            TOKENS: "token comparison (-N)",
        }[self.mode]
        if self.error is not None:
            text += ", numbers within %s (-e)" % self.error
        return text

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Comparison):
            return NotImplemented
        return (self.mode, self.error) == (other.mode, other.error)

    def __hash__(self) -> int:
        return hash((self.mode, self.error))

    def __repr__(self) -> str:
        return "Comparison(%r, %r)" % (self.mode, self.error)


def as_comparison(comparison: Union["Comparison", bool]) -> "Comparison":
    """``comparison`` itself, or for a bool (what callers that know only --strict pass) the
    strict comparison for True and the default one for False."""
    if isinstance(comparison, Comparison):
        return comparison
    return Comparison(STRICT if comparison else DEFAULT)


# A decimal as programs print it, its exponent (leading zeros aside) at most 3 digits long.
NUMBER = re.compile(rb"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?0*[0-9]{1,3})?")
INTEGER = re.compile(rb"[+-]?[0-9]+")
LONGEST_NUMBER = 1000  # characters: a longer token is compared as text
LARGEST_EXPONENT = 999  # as NUMBER reads an exponent: a number written with a larger one is text
PLAIN_DECIMAL = b"0123456789.+-"  # what a number without an exponent is written with
FLOAT_MARGIN = 2.0**-45  # far above the rounding of a double comparison (2**-51 of its scale)


def is_number(token: bytes) -> bool:
    """Whether ``token`` is a number in the sense of -e (see the module docstring)."""
    return len(token) <= LONGEST_NUMBER and NUMBER.fullmatch(token) is not None


def exact_value(token: bytes) -> Fraction:
    """The exact value of a number token (``is_number(token)`` holds)."""
    return Fraction(token.decode("ascii"))


def error_bound(text: str) -> Fraction:
    """-e's bound: a number of at least 0, exactly as written; ValueError otherwise."""
    token = text.strip().encode("utf-8", "replace")
    if not is_number(token):
        raise ValueError("not a number: %r" % text)
    value = exact_value(token)
    if value < 0:
        raise ValueError("must be at least 0, got %r" % text)
    return value


def as_numbers(expected: bytes, actual: bytes) -> Optional[Tuple[float, float]]:
    """The two tokens as doubles, or None unless both are numbers (``NUMBER``) of at most
    LONGEST_NUMBER characters."""
    if len(expected) > LONGEST_NUMBER or len(actual) > LONGEST_NUMBER:
        return None
    try:
        wanted, got = float(expected), float(actual)
    except ValueError:
        return None
    # float() also reads "inf", "1_000" and "1e-5000": only a token of digits, point and sign
    # alone (the usual case) is surely a number without asking NUMBER.
    if expected.translate(None, PLAIN_DECIMAL) or actual.translate(None, PLAIN_DECIMAL):
        if NUMBER.fullmatch(expected) is None or NUMBER.fullmatch(actual) is None:
            return None
    return wanted, got


def within_error(expected: bytes, actual: bytes, comparison: Comparison) -> bool:
    """Whether two differing tokens match under ``comparison``'s error bound: both numbers, and
    ``|actual - expected| <= E * max(1, |expected|, |actual|)`` exactly (see ``matcher``)."""
    return matcher(comparison)(expected, actual)


def matcher(comparison: Comparison) -> Callable[[bytes, bytes], bool]:
    """``within_error`` for one comparison, its constants bound once: a function of two
    differing tokens. Decided in doubles when the two sides are further apart than their
    rounding, else in exact fractions. Cost: O(1) for tokens of a usual length."""
    tolerance = comparison.tolerance
    if tolerance is None:
        return lambda expected, actual: False
    exact_tolerance = tolerance  # type: Fraction
    bound = comparison.float_tolerance
    slack = FLOAT_MARGIN * (1.0 + bound)

    def within(expected: bytes, actual: bytes) -> bool:
        pair = as_numbers(expected, actual)
        if pair is None:
            return False
        wanted, got = pair
        scale = max(1.0, abs(wanted), abs(got))
        difference = abs(wanted - got)
        if difference < (bound - slack) * scale:  # False for an infinite or NaN side
            return True
        if difference > (bound + slack) * scale and scale < math.inf:
            return False
        wanted_value, got_value = exact_value(expected), exact_value(actual)
        return abs(wanted_value - got_value) <= exact_tolerance * max(
            Fraction(1), abs(wanted_value), abs(got_value)
        )

    return within


def needed_error(expected: bytes, actual: bytes) -> Optional[float]:
    """The least E under which two differing number tokens match, as a double (an estimate for
    the note; the note's flag is checked exactly), or None when they cannot: not both numbers,
    or both integers (an integer answer is exact)."""
    pair = as_numbers(expected, actual)
    if pair is None:
        return None
    wanted, got = pair
    if INTEGER.fullmatch(expected) and INTEGER.fullmatch(actual):
        return None
    scale = max(1.0, abs(wanted), abs(got))
    if scale == math.inf:
        return None
    return abs(wanted - got) / scale


# --- lines and tokens --------------------------------------------------------------------------


def comparable_lines(output: bytes, strict: bool) -> List[bytes]:
    """The lines that must match: after CRLF -> LF, and unless ``strict``, without trailing
    spaces/tabs on each line and without trailing blank lines. A final newline ends the last
    line and starts no new one (whether it is there is ``ends_with_newline``'s question)."""
    text = output.replace(b"\r\n", b"\n")
    lines = text.split(b"\n")
    if strict:
        if ends_with_newline(text):
            lines.pop()
        return lines
    lines = [line.rstrip(b" \t") for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


TOKEN = re.compile(rb"[^ \t\n\r\x0b\x0c]+")  # what bytes.split() splits off


def token_line(output: bytes, index: int) -> Optional[int]:
    """The line (from 1) holding token ``index`` (from 0) of ``output``, or None past its last."""
    for number, match in enumerate(TOKEN.finditer(output)):
        if number == index:
            return output.count(b"\n", 0, match.start()) + 1
    return None


def ends_with_newline(output: bytes) -> bool:
    """Whether the output's last line is ended by LF or CRLF
    (an empty output has no line to end)."""
    return output.endswith(b"\n")


class Difference:
    """Where two outputs first differ under a comparison: ``line`` (from 0) in the compared
    lines, and under -e (lines kept) ``token`` (from 0) within it; or under -N ``token`` alone,
    an index into the whole output's tokens; or ``newline`` alone (strict: only the final
    newline differs). ``expected`` and ``actual`` are the differing lines or tokens, None where
    that output has none."""

    def __init__(
        self,
        line: Optional[int],
        token: Optional[int],
        expected: Optional[bytes],
        actual: Optional[bytes],
        newline: bool = False,
    ) -> None:
        self.line = line
        self.token = token
        self.expected = expected
        self.actual = actual
        self.newline = newline


def find_difference(expected: bytes, actual: bytes, comparison: Comparison) -> Optional[Difference]:
    """The first difference of ``actual`` from ``expected`` under ``comparison``, or None when
    it is accepted. Cost: O(len(expected) + len(actual))."""
    if comparison.mode == TOKENS:
        return token_difference(expected.split(), actual.split(), comparison)
    expected_lines = comparable_lines(expected, comparison.mode == STRICT)
    actual_lines = comparable_lines(actual, comparison.mode == STRICT)
    if comparison.error is not None:
        return line_token_difference(expected_lines, actual_lines, comparison)
    if expected_lines != actual_lines:
        index = first_differing_index(expected_lines, actual_lines)
        return Difference(index, None, item(expected_lines, index), item(actual_lines, index))
    if comparison.mode == STRICT and ends_with_newline(expected) != ends_with_newline(actual):
        return Difference(None, None, None, None, newline=True)
    return None


def item(items: Sequence[bytes], index: int) -> Optional[bytes]:
    return items[index] if index < len(items) else None


def token_difference(
    expected_tokens: List[bytes], actual_tokens: List[bytes], comparison: Comparison
) -> Optional[Difference]:
    """-N: the first token that does not match (or that one output lacks). Equal stretches are
    skipped a chunk at a time, at C speed."""
    within = matcher(comparison)
    size = min(len(expected_tokens), len(actual_tokens))
    for start in range(0, size, CHUNK):
        expected_chunk = expected_tokens[start : start + CHUNK]
        actual_chunk = actual_tokens[start : start + CHUNK]
        if expected_chunk != actual_chunk:
            for offset, (wanted, got) in enumerate(zip(expected_chunk, actual_chunk)):
                if wanted != got and not within(wanted, got):
                    return Difference(None, start + offset, wanted, got)
    if len(expected_tokens) == len(actual_tokens):
        return None
    return Difference(None, size, item(expected_tokens, size), item(actual_tokens, size))


def line_token_difference(
    expected_lines: List[bytes], actual_lines: List[bytes], comparison: Comparison
) -> Optional[Difference]:
    """-e without -N: the first token of a line that does not match the expected line's (or that
    one of the two lines lacks), or the first line that one output lacks."""
    within = matcher(comparison)
    for index in differing_indices(expected_lines, actual_lines):
        expected_tokens = expected_lines[index].split()
        actual_tokens = actual_lines[index].split()
        if len(expected_tokens) == len(actual_tokens):  # the usual case, without a generator
            for position, (wanted, got) in enumerate(zip(expected_tokens, actual_tokens)):
                if wanted != got and not within(wanted, got):
                    return Difference(index, position, wanted, got)
            continue
        inside = token_difference(expected_tokens, actual_tokens, comparison)
        if inside is not None:
            return Difference(index, inside.token, inside.expected, inside.actual)
    if len(expected_lines) == len(actual_lines):
        return None
    index = min(len(expected_lines), len(actual_lines))
    return Difference(index, None, item(expected_lines, index), item(actual_lines, index))


CHUNK = 4096  # items compared at C speed at once before a chunk that differs is searched


def differing_indices(first: Sequence[bytes], second: Sequence[bytes]) -> Iterator[int]:
    """The indices, in order and below the shorter length, where the two lists differ. Equal
    stretches are skipped a chunk at a time, at C speed. Cost: O(n)."""
    size = min(len(first), len(second))
    for start in range(0, size, CHUNK):
        stop = min(start + CHUNK, size)
        if first[start:stop] != second[start:stop]:
            for index in range(start, stop):
                if first[index] != second[index]:
                    yield index


def first_differing_index(expected_lines: List[bytes], actual_lines: List[bytes]) -> int:
    """The index of the first line that differs (or exists on one side only)."""
    return next(
        differing_indices(expected_lines, actual_lines),
        min(len(expected_lines), len(actual_lines)),
    )


# --- explanations ------------------------------------------------------------------------------


def compare_outputs(
    expected: bytes, actual: bytes, comparison: Union[Comparison, bool] = False
) -> Optional[str]:
    """None if ``actual`` is accepted, else why not: the first difference, and a note naming
    the flags under which it would pass, if any would. ``comparison`` may be a bool for
    --strict. Cost: O(len(expected) + len(actual))."""
    comparison = as_comparison(comparison)
    difference = find_difference(expected, actual, comparison)
    if difference is None:
        return None
    explanation = explain(difference, expected, actual, comparison)
    note = passing_note(expected, actual, comparison)
    return explanation + ("\n" + note if note else "")


def explain(difference: Difference, expected: bytes, actual: bytes, comparison: Comparison) -> str:
    """The first difference in words, with both versions of the line or token."""
    if difference.newline:
        if ends_with_newline(expected):
            return "the output does not end with a newline; the expected one does"
        return "the output ends with a newline; the expected one does not"
    shown = show_line  # type: Callable[[Optional[bytes]], str]
    if difference.line is None:  # -N: a token of the whole output
        assert difference.token is not None
        where = "token %d" % (difference.token + 1)
        places = []
        for output, token, name in (
            (expected, difference.expected, "expected output"),
            (actual, difference.actual, "output"),
        ):
            number = token_line(output, difference.token) if token is not None else None
            if number is not None:
                places.append("line %d of the %s" % (number, name))
        where += " (%s)" % ", ".join(places)
        shown = show_token
    elif difference.token is not None:  # -e: a token within a line
        where = "line %d, token %d" % (difference.line + 1, difference.token + 1)
        shown = show_token
    else:
        where = "line %d" % (difference.line + 1)
        if difference.expected is not None and difference.actual is not None:
            where += ", column %d" % (
                common_prefix_length(difference.expected, difference.actual) + 1
            )
        shown = show_line
    text = "first difference at %s:\n  expected: %s\n  actual:   %s" % (
        where,
        shown(difference.expected),
        shown(difference.actual),
    )
    if difference.token is not None and difference.expected is not None:
        text += numbers_note(difference.expected, difference.actual, comparison)
    return text


def numbers_note(expected: bytes, actual: Optional[bytes], comparison: Comparison) -> str:
    """Under -e, why two tokens did not match: how far apart the numbers are and what the bound
    allows there, or that they are not both numbers."""
    if comparison.error is None or actual is None:
        return ""
    if not (is_number(expected) and is_number(actual)):
        return "\n  (not both numbers: compared as text)"
    assert comparison.tolerance is not None
    wanted, got = exact_value(expected), exact_value(actual)
    allowed = comparison.tolerance * max(Fraction(1), abs(wanted), abs(got))
    return "\n  (the numbers differ by %.10g; -e %s allows %.10g here)" % (
        float(abs(wanted - got)),
        comparison.error,
        float(allowed),
    )


def show_token(token: Optional[bytes]) -> str:
    """One token in quotes, escaped and cut as lines are, or '(no token)'."""
    return "(no token)" if token is None else show_line(token)


LARGEST_SUGGESTED_ERROR = 0.01  # a note never suggests a looser -e than this


def passing_note(expected: bytes, actual: bytes, comparison: Comparison) -> Optional[str]:
    """``(the answer would pass with FLAGS: WHY)`` for the first comparison looser than
    ``comparison`` that accepts ``actual``, of: the default one (after --strict: "would pass
    without --strict"), -N, -e with the least power of ten that accepts (at most
    LARGEST_SUGGESTED_ERROR, and only where no differing pair of numbers is two integers), then
    -N with it. None when none does. Cost: a few passes over the outputs."""
    strict = comparison.mode == STRICT
    if strict and find_difference(expected, actual, Comparison(DEFAULT)) is None:
        return (
            "(the answer would pass without --strict: it differs only in spaces at line ends, "
            "blank lines at the end or the final newline)"
        )
    if comparison.mode != TOKENS:
        tokens = Comparison(TOKENS, comparison.error)
        if find_difference(expected, actual, tokens) is None:
            return "(the answer would pass with %s%s: %s)" % (
                tokens.flags,
                " (without --strict)" if strict else "",
                "only the whitespace between its tokens differs",
            )
    for mode in (DEFAULT, TOKENS) if comparison.mode != TOKENS else (TOKENS,):
        suggested = suggested_error(expected, actual, mode)
        if suggested is not None:
            return "(the answer would pass with %s%s: %s%s)" % (
                Comparison(mode, suggested).flags,
                " (without --strict)" if strict else "",
                "its numbers are within absolute or relative error %s of the expected ones"
                % suggested,
                ", whitespace aside" if mode == TOKENS and comparison.mode != TOKENS else "",
            )
    return None


def differing_pairs(
    expected: bytes, actual: bytes, mode: str
) -> Optional[List[Tuple[bytes, bytes]]]:
    """The pairs of tokens that differ, (expected, actual), when the two outputs have the same
    shape under ``mode`` (TOKENS: as many tokens; DEFAULT: as many lines, each as many tokens
    as the expected one), else None."""
    if mode == TOKENS:
        expected_tokens, actual_tokens = expected.split(), actual.split()
        if len(expected_tokens) != len(actual_tokens):
            return None
        return [
            (expected_tokens[index], actual_tokens[index])
            for index in differing_indices(expected_tokens, actual_tokens)
        ]
    expected_lines = comparable_lines(expected, False)
    actual_lines = comparable_lines(actual, False)
    if len(expected_lines) != len(actual_lines):
        return None
    pairs = []  # type: List[Tuple[bytes, bytes]]
    for index in differing_indices(expected_lines, actual_lines):
        expected_tokens = expected_lines[index].split()
        actual_tokens = actual_lines[index].split()
        if len(expected_tokens) != len(actual_tokens):
            return None
        pairs.extend(
            (wanted, got) for wanted, got in zip(expected_tokens, actual_tokens) if wanted != got
        )
    return pairs


SURE = 1e-15  # a needed error estimated in doubles is this close to the truth (see below)


def suggested_error(expected: bytes, actual: bytes, mode: str) -> Optional[str]:
    """The least power of ten (as -e takes it, e.g. "1e-6") under which ``actual`` would pass
    with -e in ``mode`` (DEFAULT: lines kept; TOKENS), if the two have the same shape, every
    differing pair of tokens could match (see ``needed_error``) and it is at most
    LARGEST_SUGGESTED_ERROR; else None. The needed errors are estimated in doubles, within
    SURE x (1 + E) of the truth (for E at most 1e-2), so only a pair that close to a power is
    checked exactly."""
    pairs = differing_pairs(expected, actual, mode)
    if pairs is None:
        return None
    estimates = []  # type: List[float]
    for wanted, got in pairs:
        error = needed_error(wanted, got)
        if error is None or error > LARGEST_SUGGESTED_ERROR:
            return None
        estimates.append(error)
    worst = max(estimates, default=0.0)
    if worst == 0.0:
        tries = ["0", "1e-15"]  # equal as doubles, yet perhaps not as decimals
    else:
        exponent = math.ceil(math.log10(worst))  # the estimate may be a power off
        tries = ["1e%d" % power for power in (exponent - 1, exponent, exponent + 1)]
    for text in tries:
        candidate = Comparison(mode, text)
        if candidate.float_tolerance > LARGEST_SUGGESTED_ERROR:
            break
        sure = candidate.float_tolerance - SURE * (1.0 + candidate.float_tolerance)
        within = matcher(candidate)
        if all(
            estimate < sure or within(wanted, got)
            for (wanted, got), estimate in zip(pairs, estimates)
        ):
            return text
    return None


def common_prefix_length(first: bytes, second: bytes) -> int:
    """How many leading bytes two strings share; O(n log n) slice compares, C speed even for a
    line of many megabytes."""
    low, high = 0, min(len(first), len(second))
    while low < high:
        middle = (low + high + 1) // 2
        if first[:middle] == second[:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def difference_fields(
    expected: bytes, actual: bytes, comparison: Union[Comparison, bool] = False
) -> Optional[Dict[str, object]]:
    """The first difference for a report: ``{"line": N, "expected": TEXT, "actual": TEXT}``, the
    first differing line (N from 1; under -e, the line of the first token that does not match),
    or under -N ``{"token": N, "expected": TEXT, "actual": TEXT}``, the first differing token.
    Each TEXT is escaped and cut as ``show_line`` does, or None where that output has no such
    line or token. None when accepted, and when under --strict only a final newline differs."""
    comparison = as_comparison(comparison)
    difference = find_difference(expected, actual, comparison)
    if difference is None or difference.newline:
        return None
    if difference.line is None:
        key, index, wanted, got = "token", difference.token, difference.expected, difference.actual
    else:
        lines = [
            comparable_lines(output, comparison.mode == STRICT) for output in (expected, actual)
        ]
        key, index = "line", difference.line
        wanted, got = item(lines[0], difference.line), item(lines[1], difference.line)
    assert index is not None
    return {
        key: index + 1,
        "expected": None if wanted is None else escape(wanted, 200),
        "actual": None if got is None else escape(got, 200),
    }


SIDE_CONTEXT_BEFORE = 2
SIDE_CONTEXT_AFTER = 3
SIDE_WIDTH = 36  # characters per column


def side_by_side(
    expected: bytes, actual: bytes, comparison: Union[Comparison, bool] = False
) -> str:
    """The compared lines around the first difference, expected | actual, the first differing
    line marked with ``>``; ``(end)`` marks where an output ends. Under -N the rows are tokens.
    Cost: O(size of the outputs)."""
    comparison = as_comparison(comparison)
    difference = find_difference(expected, actual, comparison)
    if comparison.mode == TOKENS:
        unit = "token"
        expected_units, actual_units = expected.split(), actual.split()
        first = difference.token if difference is not None and difference.token is not None else 0
    else:
        unit = "line"
        strict = comparison.mode == STRICT
        expected_units = comparable_lines(expected, strict)
        actual_units = comparable_lines(actual, strict)
        if difference is not None and difference.line is not None:
            first = difference.line
        else:
            first = first_differing_index(expected_units, actual_units)
    column = 0
    if first < len(expected_units) and first < len(actual_units) and unit == "line":
        column = common_prefix_length(expected_units[first], actual_units[first])
    start = max(0, first - SIDE_CONTEXT_BEFORE)
    stop = min(first + SIDE_CONTEXT_AFTER, max(len(expected_units), len(actual_units))) + 1
    number_width = max(4, len(str(stop)), len(unit))
    rows = ["  %s %-*s | %-*s | %s" % (" ", number_width, unit, SIDE_WIDTH, "expected", "actual")]
    for index in range(start, stop):
        cells = []
        for units in (expected_units, actual_units):
            if index < len(units):
                cells.append(visible(units[index], column if index == first else 0))
            else:
                cells.append("(end)" if index == len(units) else "")
        rows.append(
            (
                "  %s %-*s | %-*s | %s"
                % (
                    ">" if index == first else " ",
                    number_width,
                    index + 1,
                    SIDE_WIDTH,
                    cells[0],
                    cells[1],
                )
            ).rstrip()
        )
    return "side by side (· is a space, → a tab; > marks the first difference):\n" + "\n".join(rows)


def visible(line: bytes, column: int = 0, width: int = SIDE_WIDTH) -> str:
    """``line`` with spaces and tabs made visible and bytes that are not UTF-8 escaped, cut to
    ``width`` characters around byte ``column`` (where the difference starts)."""
    start = max(0, column - width // 3)
    piece = line[start : start + 4 * width]  # enough bytes for width characters, even escaped
    text = piece.decode("utf-8", "backslashreplace").replace("\r", "\\r")
    text = text.replace(" ", "\u00b7").replace("\t", "\u2192")
    text = ("..." if start else "") + text
    if len(text) > width or start + len(piece) < len(line):
        text = text[: width - 3] + "..."
    return text


def show_line(line: Optional[bytes]) -> str:
    """One line in quotes with invisible characters escaped, or '(no line)'."""
    if line is None:
        return "(no line)"
    return '"%s"' % escape(line, limit=200)


def escape(data: bytes, limit: int) -> str:
    """``data`` as one line of text, CR and tab escaped, cut after ``limit`` characters."""
    if len(data) > 4 * limit:  # decode only what can be shown: a line may be megabytes
        return escape(data[: 4 * limit], limit)[:limit] + "... (%d bytes in all)" % len(data)
    text = data.decode("utf-8", "backslashreplace").replace("\r", "\\r").replace("\t", "\\t")
    if len(text) > limit:
        text = text[:limit] + "... (%d more characters)" % (len(text) - limit)
    return text


def preview(data: bytes, max_lines: int = PREVIEW_LINES, max_chars: int = PREVIEW_CHARS) -> str:
    """``data`` as text for a report: at most ``max_lines`` lines and ``max_chars`` characters,
    with a note saying how much was cut; '(empty)' for nothing."""
    if not data:
        return "(empty)"
    text = data.decode("utf-8", "backslashreplace").replace("\r", "\\r")
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()  # the final newline ends the last line; it is not a line of its own
    shown = "\n".join(lines[:max_lines])
    cut = len(shown) > max_chars or len(lines) > max_lines
    shown = shown[:max_chars]
    if cut:
        shown += "\n... (%d lines, %d bytes in all)" % (len(lines), len(data))
    return shown


def last_lines(data: bytes, count: int = 5) -> str:
    """The last ``count`` lines of ``data`` that say something (for stderr tails): blank
    lines and the ``^^^~~~`` markers under traceback lines are skipped."""
    lines = [
        line
        for line in data.decode("utf-8", "backslashreplace").splitlines()
        if line.strip(" \t^~")
    ]
    return "\n".join(
        escape(line.encode("utf-8", "backslashreplace"), limit=300) for line in lines[-count:]
    )


def indent(text: str, prefix: str = "  ") -> str:
    return "\n".join(prefix + line for line in text.split("\n"))


# --- checkers ----------------------------------------------------------------------------------

CHECKER_TIMEOUT = 10.0  # seconds of CPU, of idleness and of wall clock, each
CHECKER_MEMORY_LIMIT = 2048 * MiB
CHECKER_OUTPUT_LIMIT = 1 * MiB  # bytes on stdout, and again on stderr
CHECKER_FAILURE = 3  # testlib: 1 wrong answer, 2 presentation error, 3 checker failure


class Checker:
    """A special judge: ``command``, the words that run it (INPUT ACTUAL EXPECTED follow);
    ``shown``, how reports name it (the settings' path, or --checker's text); ``program``, the
    file it runs (the script of a ``.py`` checker), which must exist when it runs."""

    def __init__(self, command: List[str], shown: str, program: str) -> None:
        self.command = command
        self.shown = shown
        self.program = program

    def __repr__(self) -> str:
        return "Checker(%r, %r)" % (self.command, self.shown)


def checker_from_path(path: str) -> Checker:
    """The settings' checker: a ``.py`` file runs under the judge's interpreter, any other
    file as it is."""
    return Checker([sys.executable, path] if path.endswith(".py") else [path], path, path)


def checker_from_command(text: str, flag: str = "--checker") -> Checker:
    """--checker CMD: CMD split like a shell would (no shell runs it: no pipes, redirections or
    variables); a first word ending in ``.py`` runs under the judge's interpreter, any other
    is found on PATH like a shell would. JudgeError (naming ``flag``) when CMD cannot be read,
    is empty, or its program is not found."""
    try:
        words = shlex.split(text)
    except ValueError as error:
        raise JudgeError("cannot read %s %r: %s" % (flag, text, error)) from None
    if not words:
        raise JudgeError("%s is empty" % flag)
    if words[0].endswith(".py"):
        if not os.path.isfile(words[0]):
            raise JudgeError("%s: %s not found" % (flag, words[0]))
        return Checker([sys.executable] + words, text, words[0])
    found = shutil.which(words[0])
    if found is None:
        raise JudgeError("%s: %s not found (nor an executable file)" % (flag, words[0]))
    return Checker([found] + words[1:], text, found)


def run_checker(
    checker: Union[str, Checker],
    input_path: str,
    actual: bytes,
    expected_path: str,
    timeout: float = CHECKER_TIMEOUT,
) -> Tuple[bool, str]:
    """(accepted, what it said): run the special judge (a Checker, or a path as the settings
    give it) on one case. Exit status 0 accepts, saying nothing; 1 and 2 reject, with its
    first lines of stdout then stderr; anything else raises JudgeError (see the module
    docstring): a failing checker is the judge's problem, not a WA."""
    if not isinstance(checker, Checker):
        checker = checker_from_path(checker)
    if not os.path.isfile(checker.program):
        raise JudgeError("cannot run checker %s: %s not found" % (checker.shown, checker.program))
    folder = tempfile.mkdtemp(prefix="judge-checker-")
    actual_path = os.path.join(folder, "actual.out")
    limits = Limits(
        timeout,
        CHECKER_MEMORY_LIMIT,
        stdout_limit=CHECKER_OUTPUT_LIMIT,
        stderr_limit=CHECKER_OUTPUT_LIMIT,
        wall_limit=timeout,
        idle_limit=timeout,
    )
    try:
        with open(actual_path, "wb") as file:
            file.write(actual)
        try:
            run = run_program(
                checker.command + [input_path, actual_path, expected_path], b"", limits
            )
        except JudgeError as error:
            raise JudgeError("checker %s: %s" % (checker.shown, error)) from None
    finally:
        try:
            os.unlink(actual_path)
        except OSError:
            pass
        os.rmdir(folder)
    said = preview(run.stdout + run.stderr, max_lines=5, max_chars=500)
    failure = checker_failure(run.killed_for, run.exit_status, run.signal_name, timeout)
    if failure is not None:
        if failure.startswith("timed out"):
            raise JudgeError("checker %s %s on %s" % (checker.shown, failure, input_path))
        raise JudgeError(
            "checker %s failed on %s (%s): %s"
            % (checker.shown, input_path, failure, said.replace("\n", " "))
        )
    assert run.exit_status is not None  # a signal is a failure
    if run.exit_status == 0:
        return True, ""
    return False, "checker rejected the output (exit status %d):\n%s" % (
        run.exit_status,
        indent(said),
    )


def checker_failure(
    killed_for: Optional[str], exit_status: Optional[int], signal: Optional[str], timeout: float
) -> Optional[str]:
    """Why a checker's run is its own failure, in words, or None for an exit status 0, 1 or 2."""
    if killed_for in ("time", "idle", "wall"):
        return "timed out after %g s" % timeout
    if killed_for == "memory":
        return "it used more than %d MB" % (CHECKER_MEMORY_LIMIT // MiB)
    if killed_for == "output":
        return "it wrote more than %d MiB" % (CHECKER_OUTPUT_LIMIT // MiB)
    if killed_for == "processes":
        return "it started too many processes"
    if signal is not None:
        return "killed by %s" % signal
    if exit_status is not None and exit_status >= CHECKER_FAILURE:
        return (
            "exit status %d; 0 accepts, 1 or 2 rejects, anything else is the checker's own "
            "failure" % exit_status
        )
    return None
