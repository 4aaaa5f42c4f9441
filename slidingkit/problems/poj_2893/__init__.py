"""POJ 2893 M x N Puzzle: is a board of M rows and N columns solvable? Per test, YES if the goal
1 .. MN-1 with the blank last can be reached, else NO.

The statement allows tests until the line `0 0`: each test a line `M N` (2 <= M, N <= 999),
then M rows of N integers, the tiles 0 .. MN-1 once each (0 the blank). The line `0 0` follows
the last test, so at least one test comes before it, and nothing after it. It states no bound on
the number of tests and does not promise a solvable board (NO is an answer), so neither is a
rule here.

The judges' data is looser, and so is this validator: the numbers are read as one stream
separated by any run of spaces, tabs and line ends (LF or CRLF, with or without a final
newline), as the case format-odd-spacing has them: a row need not be a line of its own, and a
test's `M N` may share its line with the board's first row. Whatever the rows, a test's M*N
tiles come before the next test's shape.

Cost: O(cells) for the whole input (no sort: the tiles' range is checked as they are read, and
then their count of distinct values); the 999x999 case takes about a quarter of a second.

The numbers are read by problems._text.NumberStream, as Princeton's 8puzzle and UVa 10181 read
theirs.
"""

from typing import Sequence

from slidingkit.problems import Invalid, _faults
from slidingkit.problems._format import Format
from slidingkit.problems._text import LARGEST_INT, NumberStream, span

LARGEST_SIDE = 999

VIOLATIONS = {
    "empty": " \r\n\n",
    "not a non-negative integer": "2 2\n1 2\n3 O\n0 0\n",
    "out of range": "2 2\n1 2\n3 4\n0 0\n",
    "shape": "1 3\n1 2 0\n0 0\n",
    "before the end of the input": "2 2\n1 2\n3\n",
    "once each": "2 2\n1 2\n2 0\n0 0\n",
    "without the line `0 0`": "2 2\n1 2\n3 0\n",
    "after the line `0 0`": "2 2\n1 2\n3 0\n0 0\n1\n",
    "no test": "0 0\n",
    "lone carriage return": "2 2\r1 2\n3 0\n0 0\n",
}


def check_once_each(tiles: Sequence[int], where: str) -> None:
    """tiles, already each in 0..len-1, hold every one of them once, else Invalid naming where
    and the first tile repeated. O(len)."""
    if len(set(tiles)) == len(tiles):
        return
    seen = bytearray(len(tiles))
    for tile in tiles:
        if seen[tile]:
            raise Invalid(
                "%s: the tiles 0..%d are wanted once each, tile %d is there more than once"
                % (where, len(tiles) - 1, tile)
            )
        seen[tile] = 1


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"2 2\n1 2 3 0\n",
    b"2 2\n1 2 3 3\n0 0\n",
    b"1 2\n1 0\n0 0\n",
    b"2 2\n1 2 3 x\n0 0\n",
    b"2 2\n1 2 3 0\n0 0\n5\n",
    b"2 2\n1 2 3 " + b"9" * 5000 + b"\n0 0\n",
    b"2 2 +1 2 3 0 0 0\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    shapes=((2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (4, 2), (3, 4), (4, 4), (5, 3), (6, 7)),
    unsolvable=True,
    cases=(1, 10),
    board_header="shape",
    end_line="0 0",
    answer="YES",
    no_answer="NO",
)

# The statement's own faults, beside the kinds its format has (problems.faults; tests/test_fuzz.py).
OWN_FAULTS = {"M or N out of range": _faults.shape_out_of_range(FORMAT, 2, LARGEST_SIDE)}


def validate(text: str) -> None:
    numbers = NumberStream(text)
    if numbers.at_end():
        raise Invalid("empty: the input holds no numbers; tests, then the line `0 0`, are wanted")
    tests = 0
    while True:
        if numbers.at_end():
            raise Invalid(
                "line %d: the input ends without the line `0 0` after test %d"
                % (numbers.next_line(), tests)
            )
        first = numbers.next_line()
        rows, columns = numbers.take(2, 0, LARGEST_INT, "test %d, its shape M N" % (tests + 1))
        if rows == columns == 0:
            break
        if not (2 <= rows <= LARGEST_SIDE and 2 <= columns <= LARGEST_SIDE):
            raise Invalid(
                "line %d: test %d: the shape %d %d is out of range: M and N are 2..%d, or `0 0` "
                "ends the input" % (numbers.line, tests + 1, rows, columns, LARGEST_SIDE)
            )
        tests += 1
        cells = rows * columns
        what = "test %d (%dx%d)" % (tests, rows, columns)
        tiles = numbers.take(cells, 0, cells - 1, what + ", its tiles")
        check_once_each(tiles, "%s: %s" % (span(first, numbers.line), what))
    if not tests:
        raise Invalid(
            "line %d: no test: the line `0 0` follows the last test, so at least one comes "
            "before it" % numbers.line
        )
    if not numbers.at_end():
        raise Invalid(
            "line %d: numbers after the line `0 0`, which ends the input" % numbers.next_line()
        )


# Its file: no line budget, 42,000 bytes (slidingkit/tools/vendor/budgets.py), for boards up to 999
# x 999; what `make bench` measures of it besides its margin (keys:
# slidingkit/tools/bench/__init__.py).
BUDGET = (None, 42000)
BENCH = {"case": "largest-999x999"}
