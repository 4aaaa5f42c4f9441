"""AOJ ALDS1_13_C 15 Puzzle: one 4x4 board; print the fewest moves to 1 .. 15 with the blank
last.

The statement allows one board given as 4 lines of 4 integers, the tiles 0 .. 15 once each
(0 the blank), and promises a board solvable within 45 moves. So an unsolvable board is not
allowed (parity: oracle.family_reference.solvable), nor a solvable one that needs more than 45
moves: the validator rejects a board whose Manhattan distance, a lower bound on its moves, is above
45 (an exact distance would need the search itself; a board the bound lets through and that
needs 46 or more moves is not caught).

The judges' data is looser, and so is this validator: the numbers of a row may be separated by
any run of spaces or tabs, with spaces at either end of the line, CRLF line ends and no final
newline (the case format-odd-spacing), and blank lines are skipped. The rows stay lines: every
case writes each row on a line of its own, as the statement does.

UVa 10181 bounds its boards' moves the same way (problems._boards.check_within).
"""

from typing import List

from slidingkit.oracle.family_reference import solvable
from slidingkit.problems import Invalid
from slidingkit.problems._boards import (
    FIFTEEN_GOAL,
    FIFTEEN_SIDE,
    check_within,
    permutation,
)
from slidingkit.problems._format import Format
from slidingkit.problems._text import FEW_DIGITS, integer, located_lines, rows_of, span

MOST_MOVES = 45  # the statement promises a board solvable within 45 moves

VIOLATIONS = {
    "empty": "\n \n",
    "not a non-negative integer": "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 -0\n",
    "out of range": "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 16 0\n",
    "a row of 4": "1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 15\n0\n",
    "4 rows": "1 2 3 4\n5 6 7 8\n9 10 11 12\n",
    "once each": "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 14 0\n",
    "unsolvable": "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n",
    "45 moves": "0 12 9 13\n15 11 10 14\n3 7 5 6\n4 8 2 1\n",  # 80 moves
    "lone carriage return": "1 2 3 4\r5 6 7 8\n9 10 11 12\n13 14 15 0\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"1 2 3\n",
    b"0 " * 16 + b"\n",
    b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    shapes=((4, 4),),
    most_moves=45,
    published_boards=True,
    layouts=("single", "padded"),
)


def validate(text: str) -> None:
    rows = rows_of(located_lines(text))
    if not rows:
        raise Invalid("empty: the input holds no numbers; a board of 4 lines of 4 is wanted")
    tiles: List[int] = []
    for index, (line, tokens) in enumerate(rows):
        if index == FIFTEEN_SIDE:
            raise Invalid("line %d: 4 rows are wanted, this is a fifth" % line)
        if len(tokens) != FIFTEEN_SIDE:
            raise Invalid(
                "line %d: row %d: a row of 4 numbers is wanted, found %d"
                % (line, index + 1, len(tokens))
            )
        tiles.extend(
            integer(token, "line %d" % line, 0, FIFTEEN_SIDE * FIFTEEN_SIDE - 1, FEW_DIGITS)
            for token in tokens
        )
    if len(rows) < FIFTEEN_SIDE:
        raise Invalid(
            "line %d: 4 rows are wanted, found %d before the end of the input"
            % (rows[-1][0], len(rows))
        )
    where = "%s: the board" % span(rows[0][0], rows[-1][0])
    permutation(tiles, where)
    if not solvable(tiles, FIFTEEN_GOAL, FIFTEEN_SIDE):
        raise Invalid(
            "%s: unsolvable: the statement promises a board that can reach 1..15 with the blank "
            "last" % where
        )
    check_within(tiles, MOST_MOVES, where)


# Its file: 900 lines, 42,000 bytes (tools/vendor/budgets.py), for the 4x4 search it carries.
BUDGET = (900, 42000)
