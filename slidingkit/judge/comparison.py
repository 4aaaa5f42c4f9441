"""Decide whether an output is accepted: compare it with the expected one under a ``Comparison``.

``find_difference(expected, actual, comparison)`` returns None when the output is accepted, else
a ``Difference``: where the two first differ (a line, a token, or only the final newline) and
both versions there. Outputs are bytes throughout, so output that is not UTF-8 is compared,
never a crash. Saying what the difference is, to the user, is ``judge.explanation``'s.

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

Cost: linear in the output size (a number differing from the expected one costs a float
comparison, and an exact one only within rounding of the bound).
"""

import math
import re
from fractions import Fraction
from typing import Callable, Iterator, List, Optional, Sequence, Tuple, Union

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

    @property
    def float_tolerance(self) -> float:
        """-e's bound as the nearest double (infinity beyond the largest); only with a bound."""
        assert self.tolerance is not None  # a comparison without -e has no bound to give
        return as_double(self.tolerance)

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


AS_THE_JUDGE = Comparison()  # the default comparison, where nothing asks for another


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


def as_double(value: Fraction) -> float:
    """The nearest double to an exact value of at least 0 (a bound, a distance), or infinity
    beyond the largest double."""
    try:
        return float(value)
    except OverflowError:
        return math.inf


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
