"""Baekjoon 1525 퍼즐: one 3x3 board (0 the blank); print the fewest moves to 1 2 3 / 4 5 6 /
7 8 0, or -1 when it cannot be reached.

The statement allows one board given as 3 lines of 3 integers, the tiles 0-8 once each. It does
not promise a solvable board (-1 is an answer, and its second sample is one), so solvability is
no rule here.

The judges' data is looser, and so is this validator: the numbers of a row may be separated by
any run of spaces or tabs, with spaces at either end of the line, CRLF line ends and no final
newline (the cases format-*), and blank lines are skipped. The rows stay lines: every case
writes each row on a line of its own, as the statement does. Our solution reads the nine numbers
in any layout: beyond the statement, and rejected here.
"""

from slidingkit.problems import Invalid
from slidingkit.problems._boards import board_of_rows
from slidingkit.problems._format import Format
from slidingkit.problems._text import located_lines, rows_of

SIDE = 3

VIOLATIONS = {
    "empty": "\n \n",
    "not a non-negative integer": "1 0 3\n4 2 5\n7 8 -6\n",
    "out of range": "1 0 3\n4 2 5\n7 8 9\n",
    "three numbers a row": "1 0 3 4\n2 5\n7 8 6\n",
    "three rows": "1 0 3\n4 2 5\n",
    "a fourth": "1 0 3\n4 2 5\n7 8 6\n1 2 3\n",
    "once each": "1 0 3\n4 2 5\n7 8 8\n",
    "lone carriage return": "1 0 3\r4 2 5\n7 8 6\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b" \n\n",
    b"1 0 3\n4 2 5\n",
    b"1 0 3\n4 2 5\n7 8 6\n0\n",
    b"1 0 3\n4 2 5\n7 8 9\n",
    b"1 0 3\n4 2 5\n7 8 8\n",
    b"1 0 3\n4 2 5\n7 8 x\n",
    b"1 0 3\n4 2 5\n7 8 -6\n",
    b"1 0 3\n4 2 5\n7 8 6.0\n",
    b"103\n425\n786\n",
    b"1,0,3\n4,2,5\n7,8,6\n",
    "１ ０ ３\n４ ２ ５\n７ ８ ６\n".encode(),
    b"\xff\xfe\x00garbage",
    b"99999999999999999999 0 3\n4 2 5\n7 8 6\n",
    b"1 " * 100000,
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    unsolvable=True,
    no_answer="-1",
)


def validate(text: str) -> None:
    rows = rows_of(located_lines(text))
    if not rows:
        raise Invalid("empty: the input holds no numbers; a board of three rows of three is wanted")
    if len(rows) > SIDE:
        raise Invalid("line %d: three rows are wanted, this is a fourth" % rows[SIDE][0])
    if len(rows) < SIDE:
        raise Invalid(
            "line %d: three rows are wanted, found %d before the end of the input"
            % (rows[-1][0], len(rows))
        )
    board_of_rows(rows, 1)


# Its file: 420 lines, 24,000 bytes (slidingkit/tools/vendor/budgets.py), for the table of
# distances it carries (the last corner's, 10,080 characters: slidingkit/core/eight_walk.py).
BUDGET = (420, 24000)
