"""AOJ 0121 Seven Puzzle: 2x4 boards (0 the blank) until the end of the input; for each, the
fewest moves to 0 1 2 3 / 4 5 6 7 (the blank top-left), one a line.

The statement allows one board a line, the eight integers 0-7, each once, listed row by row;
puzzles until the end of the input, at most 1,000; and it promises that each board can reach
the goal, so an unsolvable board is not allowed (parity: oracle.family_reference.solvable).

The judges' data is looser, and so is this validator: the numbers may be separated, led or
trailed by any run of spaces or tabs, lines may end in CRLF, the last one may have no newline,
and blank lines are skipped (the case format-odd-spacing). A board stays one line of eight.
"""

from slidingkit.oracle.family_reference import solvable
from slidingkit.problems import Invalid
from slidingkit.problems._boards import permutation
from slidingkit.problems._format import Format
from slidingkit.problems._text import FEW_DIGITS, integer, located_lines, rows_of

COLUMNS = 4
CELLS = 8
GOAL = (0, 1, 2, 3, 4, 5, 6, 7)
MOST = 1000  # boards in one input

VIOLATIONS = {
    "empty": "\n \n",
    "not a non-negative integer": "0 1 2 3 4 5 6 x\n",
    "out of range": "0 1 2 3 4 5 6 8\n",
    "eight numbers": "0 1 2 3\n4 5 6 7\n",
    "once each": "0 1 2 3 4 5 6 6\n",
    "unreachable": "0 1 2 3 4 5 7 6\n",
    "at most 1,000": "0 1 2 3 4 5 6 7\n" * 1001,
    "lone carriage return": "0 1 2 3 4 5 6 7\r1 0 2 3 4 5 6 7\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b" \n\n",
    b"0 1 2 3 4 5 6\n",
    b"0 1 2 3 4 5 6 7 0\n",
    b"0 1 2 3 4 5 6 6\n",
    b"0 1 2 3 4 5 6 8\n",
    b"0 1 2 3 4 5 6 x\n",
    b"0 1 2 3 4 5 6 -7\n",
    b"0,1,2,3,4,5,6,7\n",
    b"\x00\x01\x02",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    shapes=((2, 4),),
    goal=GOAL,
    cases=(1, MOST),
    board="line",
)


def validate(text: str) -> None:
    rows = rows_of(located_lines(text))
    if not rows:
        raise Invalid("empty: the input holds no numbers; boards of eight numbers are wanted")
    if len(rows) > MOST:
        raise Invalid(
            "line %d: board %d: at most 1,000 boards are wanted" % (rows[MOST][0], MOST + 1)
        )
    for index, (line, tokens) in enumerate(rows, 1):
        where = "line %d: board %d" % (line, index)
        if len(tokens) != CELLS:
            raise Invalid("%s: eight numbers a line are wanted, found %d" % (where, len(tokens)))
        tiles = [integer(token, where, 0, CELLS - 1, FEW_DIGITS) for token in tokens]
        permutation(tiles, where)
        if not solvable(tiles, GOAL, COLUMNS):
            raise Invalid(
                "%s: unreachable: the statement promises a board that can reach "
                "0 1 2 3 / 4 5 6 7" % where
            )
