"""Decide whether an output is right: compare it with the expected one, or ask a checker.

``compare_outputs(expected, actual, strict)`` returns None when the output is accepted, else a
short explanation (the first differing line with both versions; a note when only whitespace
differs). Outputs are bytes throughout, so output that is not UTF-8 is compared, never a crash;
it is shown with backslash escapes.

- default, as real judges: CRLF counts as LF, spaces and tabs at line ends and blank lines
  at the end are ignored; everything else counts (leading spaces, blank lines in the middle,
  a missing line).
- strict: the bytes must be equal, except that CRLF still counts as LF.

``side_by_side(expected, actual, strict)`` shows the lines around the first difference in two
columns, the way diff tools do: whitespace made visible (``·`` a space, ``→`` a tab), the first
differing line marked ``>``, long lines cut around the first differing column.

``run_checker(checker, input_path, actual, expected_path)`` runs a special judge with
online-judge-tools' convention ``CHECKER input actual expected``: exit status 0 accepts,
anything else rejects. A ``.py`` checker runs with the judge's own interpreter.

Cost: linear in the output size; a checker costs its own run (limited to 10 s).
"""

import os
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Tuple

from judge import JudgeError

WHITESPACE_NOTE = "(the answer would pass if whitespace were ignored)"
CHECKER_TIMEOUT = 10.0  # seconds
PREVIEW_LINES = 10
PREVIEW_CHARS = 500


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


def compare_outputs(expected: bytes, actual: bytes, strict: bool = False) -> Optional[str]:
    """None if ``actual`` is accepted, else why not. Cost: O(len(expected) + len(actual))."""
    expected_lines = comparable_lines(expected, strict)
    actual_lines = comparable_lines(actual, strict)
    if expected_lines != actual_lines:
        explanation = first_difference(expected_lines, actual_lines)
    elif not strict or ends_with_newline(expected) == ends_with_newline(actual):
        return None
    elif ends_with_newline(expected):
        explanation = "the output does not end with a newline; the expected one does"
    else:
        explanation = "the output ends with a newline; the expected one does not"
    if expected.split() == actual.split():
        explanation += "\n" + WHITESPACE_NOTE
    return explanation


def ends_with_newline(output: bytes) -> bool:
    """Whether the output's last line is ended by LF or CRLF
    (an empty output has no line to end)."""
    return output.endswith(b"\n")


def first_difference(expected_lines: List[bytes], actual_lines: List[bytes]) -> str:
    """'first difference at line N:' followed by both versions of that line."""
    for index in range(max(len(expected_lines), len(actual_lines))):
        want = expected_lines[index] if index < len(expected_lines) else None
        got = actual_lines[index] if index < len(actual_lines) else None
        if want != got:
            where = "line %d" % (index + 1)
            if want is not None and got is not None:
                where += ", column %d" % (common_prefix_length(want, got) + 1)
            return "first difference at %s:\n  expected: %s\n  actual:   %s" % (
                where,
                show_line(want),
                show_line(got),
            )
    return "the outputs differ"  # unreachable when the lists differ; kept for safety


def difference_fields(
    expected: bytes, actual: bytes, strict: bool = False
) -> Optional[Dict[str, object]]:
    """The first differing line for a report: ``{"line": N, "expected": TEXT, "actual": TEXT}``
    (N from 1; each TEXT escaped and cut as ``show_line`` does, or None where that output has
    no such line), or None when the compared lines are equal (accepted, or in strict mode only
    a final newline differs)."""
    expected_lines = comparable_lines(expected, strict)
    actual_lines = comparable_lines(actual, strict)
    if expected_lines == actual_lines:
        return None
    index = first_differing_index(expected_lines, actual_lines)
    return {
        "line": index + 1,
        "expected": escape(expected_lines[index], 200) if index < len(expected_lines) else None,
        "actual": escape(actual_lines[index], 200) if index < len(actual_lines) else None,
    }


def first_differing_index(expected_lines: List[bytes], actual_lines: List[bytes]) -> int:
    """The index of the first line that differs (or exists on one side only)."""
    for index in range(min(len(expected_lines), len(actual_lines))):
        if expected_lines[index] != actual_lines[index]:
            return index
    return min(len(expected_lines), len(actual_lines))


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


SIDE_CONTEXT_BEFORE = 2
SIDE_CONTEXT_AFTER = 3
SIDE_WIDTH = 36  # characters per column


def side_by_side(expected: bytes, actual: bytes, strict: bool = False) -> str:
    """The compared lines around the first difference, expected | actual, the first differing
    line marked with ``>``; ``(end)`` marks where an output ends. Cost: O(size of the outputs)."""
    expected_lines = comparable_lines(expected, strict)
    actual_lines = comparable_lines(actual, strict)
    first = first_differing_index(expected_lines, actual_lines)
    column = 0
    if first < len(expected_lines) and first < len(actual_lines):
        column = common_prefix_length(expected_lines[first], actual_lines[first])
    start = max(0, first - SIDE_CONTEXT_BEFORE)
    stop = min(first + SIDE_CONTEXT_AFTER, max(len(expected_lines), len(actual_lines))) + 1
    number_width = max(4, len(str(stop)))
    rows = ["  %s %-*s | %-*s | %s" % (" ", number_width, "line", SIDE_WIDTH, "expected", "actual")]
    for index in range(start, stop):
        cells = []
        for lines in (expected_lines, actual_lines):
            if index < len(lines):
                cells.append(visible(lines[index], column if index == first else 0))
            else:
                cells.append("(end)" if index == len(lines) else "")
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


CHECKER_FAILURE = 3  # testlib: 1 wrong answer, 2 presentation error, 3 checker failure


def checker_command(checker: str) -> List[str]:
    if checker.endswith(".py"):
        return [sys.executable, checker]
    return [checker]


def run_checker(
    checker: str,
    input_path: str,
    actual: bytes,
    expected_path: str,
    timeout: float = CHECKER_TIMEOUT,
) -> Tuple[bool, str]:
    """(accepted, the checker's first lines of output). Exit status 0 accepts; 1 and 2 (testlib's
    wrong answer and presentation error) reject; 3 or more, a signal, a time-out or a checker
    that cannot run raise JudgeError: a failing checker is the judge's problem, not a WA."""
    handle, actual_path = tempfile.mkstemp(prefix="judge-actual-", suffix=".out")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(actual)
        command = checker_command(checker) + [input_path, actual_path, expected_path]
        try:
            completed = subprocess.run(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                timeout=timeout,
            )
        except subprocess.TimeoutExpired:
            raise JudgeError(
                "checker %s timed out after %g s on %s" % (checker, timeout, input_path)
            ) from None
        except OSError as error:
            raise JudgeError("cannot run checker %s: %s" % (checker, error)) from None
    finally:
        os.unlink(actual_path)
    said = preview(completed.stdout, max_lines=5, max_chars=500)
    if completed.returncode == 0:
        return True, ""
    if completed.returncode < 0 or completed.returncode >= CHECKER_FAILURE:
        raise JudgeError(
            "checker %s failed on %s (%s): %s"
            % (
                checker,
                input_path,
                "signal %d" % -completed.returncode
                if completed.returncode < 0
                else "exit status %d" % completed.returncode,
                said.replace("\n", " "),
            )
        )
    return False, "checker rejected the output (exit status %d):\n%s" % (
        completed.returncode,
        indent(said),
    )


def indent(text: str, prefix: str = "  ") -> str:
    return "\n".join(prefix + line for line in text.split("\n"))
