"""AOJ ALDS1_13_B 8 Puzzle: one 3x3 board; print the fewest moves to 1 2 3 / 4 5 6 / 7 8 0.

The statement allows one board given as 3 lines of 3 integers, the tiles 0 .. 8 once each
(0 the blank), and promises that the board has a solution. So an unsolvable board is not
allowed (parity: oracle.family_reference.solvable).

The judges' data is looser, and so is this validator (as AOJ ALDS1_13_C's, the 4x4 sibling on
the same judge): the numbers of a row may be separated by any run of spaces or tabs, with spaces
at either end of the line, CRLF line ends and no final newline (the case format-odd-spacing),
and blank lines are skipped. The rows stay lines: every case writes each row on a line of its
own, as the statement does.
"""

from typing import List

from slidingkit.oracle.family_reference import solvable
from slidingkit.problems import Invalid
from slidingkit.problems._boards import permutation
from slidingkit.problems._format import Format
from slidingkit.problems._text import FEW_DIGITS, integer, located_lines, rows_of, span

SIDE = 3
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)

VIOLATIONS = {
    "empty": "\n \n",
    "not a non-negative integer": "1 2 3\n4 5 6\n7 8 -0\n",
    "out of range": "1 2 3\n4 5 6\n7 9 0\n",
    "a row of 3": "1 2 3 4\n5 6 7\n8 0\n",
    "3 rows": "1 2 3\n4 5 6\n",
    "once each": "1 2 3\n4 5 6\n7 7 0\n",
    "unreachable": "1 2 3\n4 5 6\n8 7 0\n",
    "lone carriage return": "1 2 3\r4 5 6\n7 8 0\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b" \n\n",
    b"1 2 3\n4 5 6\n",
    b"1 2 3\n4 5 6\n7 8 0 9\n",
    b"1 2 3\n4 5 6\n7 8 8\n",
    b"1 2 3\n4 5 6\n7 8 x\n",
    b"1 2 3\n4 5 6\n7 8 -0\n",
    b"1,2,3\n4,5,6\n7,8,0\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format()


def validate(text: str) -> None:
    rows = rows_of(located_lines(text))
    if not rows:
        raise Invalid("empty: the input holds no numbers; a board of 3 lines of 3 is wanted")
    tiles: List[int] = []
    for index, (line, tokens) in enumerate(rows):
        if index == SIDE:
            raise Invalid("line %d: 3 rows are wanted, this is a fourth" % line)
        if len(tokens) != SIDE:
            raise Invalid(
                "line %d: row %d: a row of 3 numbers is wanted, found %d"
                % (line, index + 1, len(tokens))
            )
        tiles.extend(
            integer(token, "line %d" % line, 0, SIDE * SIDE - 1, FEW_DIGITS) for token in tokens
        )
    if len(rows) < SIDE:
        raise Invalid(
            "line %d: 3 rows are wanted, found %d before the end of the input"
            % (rows[-1][0], len(rows))
        )
    where = "%s: the board" % span(rows[0][0], rows[-1][0])
    permutation(tiles, where)
    if not solvable(tiles, GOAL, SIDE):
        raise Invalid(
            "%s: unreachable: the statement promises a board that can reach 1 2 3 / 4 5 6 / "
            "7 8 0" % where
        )


# Its file: 420 lines, 24,000 bytes (slidingkit/tools/vendor/budgets.py), for the table of
# distances it carries (the last corner's, 10,080 characters: slidingkit/core/eight_walk.py).
BUDGET = (420, 24000)
