"""Explain a difference to the user: the first difference in words, the note naming the flags
under which the output would pass, the lines side by side, and outputs cut to a readable size.

``compare_outputs(expected, actual, comparison)`` returns None when the output is accepted (as
``judge.comparison`` decides), else a short explanation (the first differing line or token with
both versions), ending with a note that names the flags under which it would pass, when some
would. Output that is not UTF-8 is shown with backslash escapes.

``side_by_side(expected, actual, comparison)`` shows the lines (under ``-N``, the tokens) around
the first difference in two columns, the way diff tools do: whitespace made visible (``·`` a
space, ``→`` a tab), the first differing one marked ``>``, long lines cut around the first
differing column. ``difference_fields`` gives the first difference for the JSON report.
``preview``, ``escape`` and ``last_lines`` cut an output or a stderr for a report.

Cost: linear in the output size; the note costs a few more passes over the outputs.
"""

import decimal
import math
from fractions import Fraction
from typing import Callable, Dict, List, Optional, Tuple, Union

from slidingkit.judge.comparison import (
    DEFAULT,
    STRICT,
    TOKENS,
    Comparison,
    Difference,
    as_comparison,
    as_double,
    comparable_lines,
    differing_indices,
    ends_with_newline,
    exact_value,
    find_difference,
    first_differing_index,
    is_number,
    item,
    matcher,
    needed_error,
    token_line,
)

PREVIEW_LINES = 10
PREVIEW_CHARS = 500


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
    return "\n  (the numbers differ by %s; -e %s allows %s here)" % (
        show_value(abs(wanted - got)),
        comparison.error,
        show_value(allowed),
    )


WIDE = decimal.Context(prec=10, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN)


def show_value(value: Fraction) -> str:
    """An exact value to 10 significant digits, as %.10g writes a double; 0, and a value beyond
    a double's range (1e400, 1e-500), in the same form from its decimals, never an overflow."""
    as_float = as_double(value)
    if math.isfinite(as_float) and as_float != 0.0:
        return "%.10g" % as_float
    digits = WIDE.divide(decimal.Decimal(value.numerator), decimal.Decimal(value.denominator))
    return format(digits.normalize(WIDE), "g").replace("E", "e")


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
