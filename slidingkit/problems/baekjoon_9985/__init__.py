"""Baekjoon 9985 Missing Piece 2001 (South Central USA 2001; also POJ 2224): data sets of a
D x D start board and its goal (X the blank), each with a move bound N; for each, `SOLVABLE
WITHIN k MOVES` (k the fewest moves, k <= N) or `NOT SOLVABLE WITHIN N MOVES`.

The statement allows up to 10 data sets (at least one: an input of none is no input), each a
line `START D N` (3 <= D <= 10, 0 <= N <= 15), the start board (D lines of D tokens: the
integers 1 .. D*D - 1 and X, each once), the goal board (D lines, the same tokens), and a line
`END`. It does not promise that the goal can be reached, nor within N moves: a board that
cannot reach it at all, or only in more than N moves, is NOT SOLVABLE, so neither is a rule
here. It says no blank lines separate the data sets, yet its sample has one between two: blank
lines between data sets (and after the last) are allowed here, and inside a data set are not.

The judges' data is looser in whitespace, and so is this validator: tokens separated by runs of
spaces or tabs, spaces or tabs around a line's content, CRLF line ends and no final newline.
A board's rows stay lines of D tokens; our solution reads the tokens in any layout: beyond the
statement, and rejected here.
"""

import random
import re
from typing import List, Tuple

from slidingkit.problems import Invalid, _faults
from slidingkit.problems._boards import permutation
from slidingkit.problems._format import Format
from slidingkit.problems._text import integer, located_lines, tokens_of

BLANK = "X"
MOST = 10  # data sets in one input
SIDES = (3, 10)  # 3 <= D <= 10
BOUNDS = (0, 15)  # 0 <= N <= 15

SAMPLE = "START 3 4\n1 5 2\n4 X 3\n7 8 6\n1 2 3\n4 5 6\n7 8 X\nEND\n"

VIOLATIONS = {
    "empty": "\n \n",
    "START D N": "BEGIN 3 4\n1 5 2\n4 X 3\n7 8 6\n1 2 3\n4 5 6\n7 8 X\nEND\n",
    "out of range 3..10": "START 2 4\n1 2\n3 X\n1 2\n3 X\nEND\n",
    "out of range 0..15": SAMPLE.replace("START 3 4", "START 3 16"),
    "D lines": "START 3 4\n1 5 2\n4 X 3\n7 8 6\n1 2 3\n",
    "D tokens": SAMPLE.replace("4 X 3", "4 X 3 9"),
    "not a non-negative integer": SAMPLE.replace("4 X 3", "4 x 3"),
    "out of range 1..8": SAMPLE.replace("4 X 3", "4 X 9"),
    "once each": SAMPLE.replace("4 X 3", "4 X 5"),
    "END": SAMPLE.replace("END", "STOP"),
    "up to 10": SAMPLE * 11,
    "blank line inside": SAMPLE.replace("7 8 6\n", "7 8 6\n\n"),
    "lone carriage return": SAMPLE.replace("7 8 6\n", "7 8 6\r"),
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b" \n\n",
    SAMPLE.replace("START 3 4", "START 11 4").encode(),
    SAMPLE.replace("START 3 4", "START 3 16").encode(),
    SAMPLE.replace("START 3 4", "START 3").encode(),
    SAMPLE.replace("END\n", "").encode(),
    SAMPLE.replace("END", "STOP").encode(),
    SAMPLE.replace("4 X 3", "4 X 5").encode(),
    SAMPLE.replace("4 X 3", "4 0 3").encode(),
    SAMPLE.replace("4 X 3", "4 X 9").encode(),
    SAMPLE.replace("4 X 3", "4 X 3 9").encode(),
    SAMPLE.replace("7 8 X", "7 X X").encode(),
    SAMPLE.replace("START", "start").encode(),
    (SAMPLE + "1\n").encode(),
    b"\xff\xfe\x00garbage",
]


# How this problem's inputs and answers are written and read (keys: slidingkit/problems/_format.py).
# The shapes are those the stress tester draws: it proves the distance of a larger board's walk
# by a BFS from both ends of up to 30 moves, beyond reach from 5x5 on; the cases hold every D.
FORMAT = Format(
    shapes=((3, 3), (4, 4)),
    goal="given",
    unsolvable=True,
    cases=(1, MOST),
    board_header="START {side} {bound}",
    bound=BOUNDS,
    board_footer="END",
    blank=BLANK,
    answer="SOLVABLE WITHIN {distance} MOVES",
    no_answer="NOT SOLVABLE WITHIN {bound} MOVES",
)

START_LINE = re.compile(r"^START[ \t]+([0-9]+)[ \t]+([0-9]+)", re.MULTILINE)


def bound_out_of_range(text: str, rng: random.Random) -> str:
    """One data set's bound N made 16 or more (the statement's N is 0..15)."""
    found = rng.choice(list(START_LINE.finditer(text)))
    wrong = str(rng.choice([BOUNDS[1] + 1, BOUNDS[1] + 2, rng.randint(17, 10**6)]))
    return text[: found.start(2)] + wrong + text[found.end(2) :]


# The statement's own faults, beside its format's (problems.faults; tests/test_fuzz.py).
OWN_FAULTS = {
    "D out of range": _faults.shape_out_of_range(FORMAT, *SIDES),
    "N out of range": bound_out_of_range,
}


def board_of_lines(lines: List[Tuple[int, str]], side: int, what: str) -> Tuple[int, ...]:
    """The board that side lines of side tokens (1 .. side*side - 1 and X, each once) write,
    the blank as 0, else Invalid naming the line."""
    tiles: List[int] = []
    for number, line in lines:
        where = "line %d: %s" % (number, what)
        tokens = tokens_of(line)
        if not tokens:
            raise Invalid("%s: a row is wanted, found a blank line inside a data set" % where)
        if len(tokens) != side:
            raise Invalid(
                "%s: D tokens a row are wanted (D = %d), found %d" % (where, side, len(tokens))
            )
        tiles.extend(
            0 if token == BLANK else integer(token, where, 1, side * side - 1) for token in tokens
        )
    permutation(tiles, "lines %d-%d: %s (X as 0), once each" % (lines[0][0], lines[-1][0], what))
    return tuple(tiles)


def validate(text: str) -> None:
    lines = located_lines(text)
    place, sets = 0, 0
    while True:
        while place < len(lines) and not tokens_of(lines[place]):
            place += 1  # blank lines between data sets, and after the last
        if place == len(lines):
            break
        sets += 1
        if sets > MOST:
            raise Invalid("line %d: up to 10 data sets are allowed, this is an 11th" % (place + 1))
        header = tokens_of(lines[place])
        where = "line %d: data set %d" % (place + 1, sets)
        if len(header) != 3 or header[0] != "START":
            raise Invalid("%s: a line `START D N` is wanted, found %r" % (where, lines[place][:30]))
        side = integer(header[1], where + ": D", *SIDES)
        integer(header[2], where + ": N", *BOUNDS)
        last = place + 2 * side + 2  # the number of END's line
        if last > len(lines):
            raise Invalid(
                "%s: D lines of the start, D lines of the goal and END are wanted (D = %d), "
                "the input ends first" % (where, side)
            )
        body = [(number, lines[number - 1]) for number in range(place + 2, last + 1)]
        board_of_lines(body[:side], side, "data set %d, the start" % sets)
        board_of_lines(body[side : 2 * side], side, "data set %d, the goal" % sets)
        number, end = body[-1]
        if tokens_of(end) != ["END"]:
            raise Invalid(
                "line %d: data set %d: a line END is wanted, found %r" % (number, sets, end[:30])
            )
        place = number
    if not sets:
        raise Invalid("empty: the input holds nothing; data sets `START D N` ... `END` are wanted")
