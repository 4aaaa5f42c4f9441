"""What the validators share in reading text: the input's lines, tokens and numbers, read as the
judges' data has them. The boards those spell are read in problems._boards.

Two readers of numbers: a line-based validator reads the lines (located_lines), their tokens
(tokens_of, rows_of) and each token with integer(); a validator whose statement separates numbers
by any whitespace reads them as one stream (NumberStream), whatever the lines.
"""

from typing import List, Sequence, Tuple

from slidingkit.problems import Invalid

SPACES = " \t"  # what separates tokens on a line; a line of only these is blank
LARGEST_INT = 2**31 - 1  # what a C reader holds: the bound of a number no rule bounds
# integer() writes a number out of range in full up to `longest` digits, a longer one by its first
# 20 and its count. MANY keeps the messages of the line readers as they were when int() converted
# every token (Python 3.11 converts up to 4,300 digits); FEW is the number readers' of POJ 2893's
# kind (NumberStream, AOJ ALDS1_13_C): more digits than any of their ranges needs.
MANY_DIGITS = 4300
FEW_DIGITS = 18
UNSTATED_MOST = 10**9 - 1  # a count with no stated bound must match what follows; this caps digits

Row = Tuple[int, List[str]]  # a non-blank line: its number (from 1) and its tokens as written


def lines_of(text: str) -> List[str]:
    """The lines of text, CRLF or LF, without the empty line after a final newline; trailing
    spaces kept (a rule that cares says so). A lone carriage return is Invalid, its line unnamed
    (located_lines names it)."""
    if "\r" in text.replace("\r\n", ""):
        raise Invalid("a lone carriage return: lines end in LF or CRLF")
    lines = text.replace("\r\n", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def located_lines(text: str) -> List[str]:
    """The lines of text (lines_of), a lone carriage return named by its line (`line 2: ...`)."""
    try:
        return lines_of(text)
    except Invalid as error:
        number = text.replace("\r\n", "\n").split("\r")[0].count("\n") + 1
        raise Invalid("line %d: %s" % (number, error)) from None


def tokens_of(line: str) -> List[str]:
    """The tokens of one line: what runs of spaces and tabs separate (any other character,
    other whitespace too, is part of a token, and so not a digit)."""
    return [token for token in line.replace("\t", " ").split(" ") if token]


def rows_of(lines: Sequence[str]) -> List[Row]:
    """The lines that hold a token, each with its number (from 1) and its tokens; blank lines
    skipped."""
    return [(number, tokens_of(line)) for number, line in enumerate(lines, 1) if tokens_of(line)]


def span(first: int, last: int) -> str:
    """Where something from line first to line last is: `line 3` or `lines 3-5`."""
    return "line %d" % first if first == last else "lines %d-%d" % (first, last)


def span_of(placed: Sequence[Tuple[str, int]]) -> str:
    """Where items, each with its line's number and in order, are: span of the first's line to
    the last's."""
    return span(placed[0][1], placed[-1][1])


def integer(token: str, where: str, low: int, high: int, longest: int = MANY_DIGITS) -> int:
    """token as an integer in low..high, else Invalid naming where. Only a token of no more
    digits than high, leading zeros aside, is handed to int() (which refuses more than 4,300):
    a longer one is out of range, written out in full up to longest digits, else by its first
    digits and its length."""
    if not token.isdigit() or not token.isascii():
        raise Invalid("%s: %r is not a non-negative integer" % (where, token[:20]))
    digits = token.lstrip("0") or "0"  # leading zeros count towards int()'s limit too
    if len(digits) <= len(str(high)) and low <= int(digits) <= high:
        return int(digits)
    if len(digits) > longest:
        raise Invalid(
            "%s: %s... (%d digits) is out of range %d..%d"
            % (where, digits[:20], len(digits), low, high)
        )
    raise Invalid("%s: %s is out of range %d..%d" % (where, digits, low, high))


def count_of_row(row: Row, name: str, most: int) -> int:
    """The count that row holds alone (1..most), else Invalid naming name and the row's line
    (`alone on its line`)."""
    number, tokens = row
    if len(tokens) != 1:
        raise Invalid(
            "line %d: %s alone on its line is wanted, found %d words" % (number, name, len(tokens))
        )
    return integer(tokens[0], "line %d: %s" % (number, name), 1, most)


def count_on_first_line(line: str, what: str, most: int) -> int:
    """The count that line, the input's first, holds alone (1..most), else Invalid naming it
    what (`alone on the first line`); a token of more digits than most is out of range as
    written, leading zeros too."""
    tokens = tokens_of(line)
    if len(tokens) != 1:
        raise Invalid(
            "line 1: %s is wanted alone on the first line, found %d tokens" % (what, len(tokens))
        )
    token = tokens[0]
    if token.isascii() and token.isdigit() and len(token) > len(str(most)):
        raise Invalid("line 1: %s: %s... is out of range 1..%d" % (what, token[:12], most))
    return integer(token, "line 1: %s" % what, 1, most)


def blocks(lines: Sequence[str], first: int) -> List[Tuple[int, List[str]]]:
    """The runs of non-blank lines (a line of spaces and tabs is blank), each with the number
    of its first line; lines[0] is numbered first."""
    found: List[Tuple[int, List[str]]] = []
    previous_blank = True
    for number, line in enumerate(lines, first):
        if not line.strip(SPACES):
            previous_blank = True
        elif previous_blank:
            found.append((number, [line]))
            previous_blank = False
        else:
            found[-1][1].append(line)
    return found


def datasets(text: str, what: str, most: int) -> Tuple[int, List[Tuple[int, List[str]]]]:
    """The count on line 1 and the datasets after it: a blank line after the count, then runs of
    non-blank lines separated by blank lines (blocks). Invalid when the text is empty, the count
    is not alone on line 1 or not 1..most, or no blank line follows it."""
    found = located_lines(text)
    if not any(line.strip(SPACES) for line in found):
        raise Invalid("empty: the input holds nothing; %s and then the boards are wanted" % what)
    count = count_on_first_line(found[0], what, most)
    if len(found) > 1 and found[1].strip(SPACES):
        raise Invalid("line 2: a blank line after %s is wanted, found %r" % (what, found[1][:20]))
    return count, blocks(found[1:], 2)


def follow(count: int, found: int, what: str) -> None:
    """Invalid when the count on line 1, called what, does not match the datasets found."""
    if found != count:
        raise Invalid(
            "line 1: %s is %d, but the boards that follow number %d (a blank line separates two)"
            % (what, count, found)
        )


class NumberStream:
    """The integers of an input, read in order as one stream, each token known by its line.

    take(count, ...) costs O(count) at C speed when the tokens are plain ASCII digits (a row of
    a line at a time); a bad token is then found one by one and named by its line.
    """

    def __init__(self, text: str) -> None:
        self.lines = located_lines(text)
        self.line = 0  # the number of the line being read, from 1 (0 before the first)
        self.tokens: List[str] = []  # its tokens
        self.next = 0  # the index in tokens of the next token to read

    def _advance(self) -> bool:
        """Move to the line of the next token; False when no token is left."""
        while self.next >= len(self.tokens):
            if self.line >= len(self.lines):
                return False
            self.tokens = tokens_of(self.lines[self.line])
            self.line += 1
            self.next = 0
        return True

    def at_end(self) -> bool:
        """Whether every token has been read."""
        return not self._advance()

    def next_line(self) -> int:
        """The line of the next token (the last line at the end of the input)."""
        self._advance()
        return max(self.line, 1)

    def take(self, count: int, low: int, high: int, what: str) -> List[int]:
        """The next count tokens as integers in low..high, else Invalid naming the line and what
        they are (`line 3: test 2 (3x4), its tiles: ...`)."""
        values: List[int] = []
        while len(values) < count:
            if not self._advance():
                raise Invalid(
                    "line %d: %s: %d numbers are wanted, found %d before the end of the input"
                    % (max(self.line, 1), what, count, len(values))
                )
            chunk = self.tokens[self.next : self.next + count - len(values)]
            self.next += len(chunk)
            values.extend(self._integers(chunk, low, high, what))
        return values

    def _integers(self, chunk: Sequence[str], low: int, high: int, what: str) -> List[int]:
        """The tokens of chunk (all on the current line) as integers in low..high, a number of
        more than FEW_DIGITS digits named by its length."""
        joined = "".join(chunk)
        if joined.isdigit() and joined.isascii():
            try:
                numbers = list(map(int, chunk))
            except ValueError:  # more digits than int() reads (Python 3.11: 4,300)
                numbers = []
            if numbers and min(numbers) >= low and max(numbers) <= high:
                return numbers
        where = "line %d: %s" % (self.line, what)
        return [integer(token, where, low, high, FEW_DIGITS) for token in chunk]
