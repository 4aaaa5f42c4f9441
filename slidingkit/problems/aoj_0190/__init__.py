"""AOJ 0190 Eleven Puzzle: diamond boards of 13 cells, two of them blank (0), until a line -1;
for each, the fewest moves to 0 / 1 2 3 / 4 5 6 7 8 / 9 10 11 / 0, or NA when more than 20.

The board is a diamond on a 5x5 grid: rows of 1, 3, 5, 3 and 1 cells, each row centred. Cells
are numbered row by row from 0 (the top tip 0, the middle row 4-8, the bottom tip 12); two cells
are neighbours when they are side by side in a row or one above the other in a column (EDGES).
A move slides a tile into a blank beside it.

The statement allows datasets of five lines, of 1, 3, 5, 3 and 1 integers 0-11 (the board row by
row): the tiles 1-11 once each and 0 twice (11 cards in 13 cells). A line -1 ends the input,
and there are at most 100 datasets. Any board is allowed: one that needs more than 20 moves (or
cannot reach the goal at all) has the answer NA.

The judges' data is looser, and so is this validator (as AOJ 0121's, on the same judge): the
numbers may be separated, led or trailed by any run of spaces or tabs, lines may end in CRLF, the
last one may have no newline, and blank lines are skipped (the case format-odd-spacing). Each row
stays a line of its own, and nothing but blank lines follows the line -1.
"""

import random
from typing import List, Tuple

from slidingkit.problems import Invalid
from slidingkit.problems._format import Format
from slidingkit.problems._text import FEW_DIGITS, Row, integer, located_lines, rows_of, span

CELLS = 13
CELLS_PER_LINE = (1, 3, 5, 3, 1)
GOAL: Tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0)
# The diamond's 16 edges: 8 within the rows, 8 within the columns.
EDGES = [
    (1, 2), (2, 3), (4, 5), (5, 6), (6, 7), (7, 8), (9, 10), (10, 11),
    (0, 2), (1, 5), (2, 6), (3, 7), (5, 9), (6, 10), (7, 11), (10, 12),
]  # fmt: skip
MOST_MOVES = 20  # more than this is NA
MOST = 100  # datasets in one input
END = "-1"  # the line that ends the input

VIOLATIONS = {
    "empty": "\n \n",
    "no dataset": "-1\n",
    "not a non-negative integer": "0\n1 2 3\n4 5 x 7 8\n9 10 11\n6\n-1\n",
    "out of range": "0\n1 2 3\n4 5 6 7 8\n9 10 12\n0\n-1\n",
    "rows of 1, 3, 5, 3, 1": "0\n1 2 3 4\n5 6 7 8\n9 10 11\n0\n-1\n",
    "5 rows": "0\n1 2 3\n4 5 6 7 8\n9 10 11\n-1\n",
    "once each": "0\n1 2 3\n4 5 6 7 8\n9 10 10\n0\n-1\n",
    "the line -1 that ends the input": "0\n1 2 3\n4 5 6 7 8\n9 10 11\n0\n",
    "-1 alone": "0\n1 2 3\n4 5 6 7 8\n9 10 11\n0\n-1 -1\n",
    "after the line -1": "0\n1 2 3\n4 5 6 7 8\n9 10 11\n0\n-1\n0\n",
    "at most 100": "0\n1 2 3\n4 5 6 7 8\n9 10 11\n0\n" * 101 + "-1\n",
    "lone carriage return": "0\r1 2 3\n4 5 6 7 8\n9 10 11\n0\n-1\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b" \n\n",
    b"-1\n",
    b"0\n1 2 3\n4 5 6 7 8\n9 10 11\n0\n",
    b"0\n1 2 3\n4 5 6 7 8\n9 10 11\n-1\n",
    b"0\n1 2 3\n4 5 6 7 8\n9 10 11\n0 0\n-1\n",
    b"0\n1 2 3\n4 5 6 7 8\n9 10 11\n0\n-1\n0\n",
    b"0\n1 2 3\n4 5 6 7 8\n9 10 11\n0\n-1\n-1\n",
    b"0\n1 2 3\n4 5 6 7 8\n9 10 11\n0\n-2\n",
    b"0\n1 2 3\n4 5 6 7 8\n9 10 10\n0\n-1\n",
    b"0\n1 2 3\n4 5 6 7 8\n9 10 0\n0\n-1\n",
    b"0\n1 2 3\n4 5 6 7 8\n9 10 11\n12\n-1\n",
    b"0\n1 2 3\n4 5 x 7 8\n9 10 11\n6\n-1\n",
    b"0\n1 2 3\n4 5 -6 7 8\n9 10 11\n0\n-1\n",
    b"0,1,2,3,4,5,6,7,8,9,10,11,0\n-1\n",
    b"\x00\x01\x02",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    shapes=((1, CELLS),),
    goal=GOAL,
    unsolvable=True,
    cases=(1, MOST),
    edges=tuple(EDGES),
    cells_per_line=CELLS_PER_LINE,
    end_line=END,
    no_answer="NA",
)


def missing_row(text: str, rng: random.Random) -> str:
    """The input without one of its boards' rows (a line before the line -1 that holds
    anything)."""
    lines = text.split("\n")
    rows = [number for number, line in enumerate(lines) if line.strip() and line.strip() != END]
    drop = rng.choice(rows)
    return "\n".join(lines[:drop] + lines[drop + 1 :])


# The statement's own faults, beside the kinds its format has (problems.faults; tests/test_fuzz.py).
OWN_FAULTS = {"missing row": missing_row}


def read_dataset(rows: List[Row], index: int) -> None:
    """The dataset whose rows are rows (fewer where the input ends early), numbered index; Invalid
    naming the rule it breaks."""
    for number, (line, tokens) in enumerate(rows):
        if tokens[0] == END:
            raise Invalid(
                "line %d: dataset %d: 5 rows are wanted, found %d before the line -1"
                % (line, index, number)
            )
    if len(rows) < len(CELLS_PER_LINE):
        raise Invalid(
            "line %d: dataset %d: 5 rows are wanted, found %d before the end of the input"
            % (rows[-1][0], index, len(rows))
        )
    tiles: List[int] = []
    for row, ((line, tokens), length) in enumerate(zip(rows, CELLS_PER_LINE), 1):
        where = "line %d: dataset %d, row %d" % (line, index, row)
        if len(tokens) != length:
            raise Invalid(
                "%s: %d numbers are wanted (rows of 1, 3, 5, 3, 1), found %d"
                % (where, length, len(tokens))
            )
        tiles.extend(integer(token, where, 0, 11, FEW_DIGITS) for token in tokens)
    if sorted(tiles) != sorted(GOAL):
        raise Invalid(
            "%s: dataset %d: the tiles 1-11 once each and 0 twice are wanted, found %s"
            % (span(rows[0][0], rows[-1][0]), index, " ".join(map(str, tiles)))
        )


def validate(text: str) -> None:
    rows = rows_of(located_lines(text))
    if not rows:
        raise Invalid("empty: the input holds nothing; datasets of 5 rows, then -1, are wanted")
    place = 0
    count = 0
    while True:
        if place >= len(rows):
            raise Invalid(
                "line %d: the line -1 that ends the input is missing after dataset %d"
                % (rows[-1][0], count)
            )
        line, tokens = rows[place]
        if tokens[0] == END:
            if len(tokens) > 1:
                raise Invalid(
                    "line %d: the line that ends the input holds -1 alone, found %d tokens"
                    % (line, len(tokens))
                )
            break
        count += 1
        if count > MOST:
            raise Invalid("line %d: dataset %d: at most 100 datasets are wanted" % (line, count))
        read_dataset(rows[place : place + len(CELLS_PER_LINE)], count)
        place += len(CELLS_PER_LINE)
    if count == 0:
        raise Invalid("line %d: no dataset before the line -1; at least one is wanted" % line)
    if place + 1 < len(rows):
        raise Invalid(
            "line %d: nothing is wanted after the line -1 (line %d)" % (rows[place + 1][0], line)
        )
