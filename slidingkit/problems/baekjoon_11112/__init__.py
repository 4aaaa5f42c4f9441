"""Baekjoon 11112 Eight Puzzle (IDI Open 2008 E): n 3x3 boards (# the blank); for each, the
fewest moves to 123 / 456 / 78#, or `impossible`.

The statement allows: the first line n, 1 <= n <= 100; a blank line; then n boards, each three
lines of three symbols written together (the digits 1-8 and #, each once), each followed by a
blank line (the last one's may be missing: the sample's is). It does not promise a solvable
board (`impossible` is an answer, and its sample has one), so solvability is no rule here.

The judges' data is looser, and so is this validator: spaces or tabs around a line's content,
more than one blank line between boards, CRLF line ends and no final newline. The rows stay
lines of three symbols together, and the blank line between boards a rule: a board spaced out,
written on one line or run into the next is not the statement's. Our solution reads the nine
symbols of each board in any layout: beyond the statement, and rejected here.
"""

from slidingkit.problems import Invalid
from slidingkit.problems._boards import board_of_symbols, symbols_of
from slidingkit.problems._format import Format
from slidingkit.problems._text import SPACES, datasets, follow

BLANK = "#"
MOST = 100  # boards in one input: n <= 100

VIOLATIONS = {
    "empty": "",
    "alone on the first line": "1 2\n\n123\n4#5\n786\n",
    "not a non-negative integer": "one\n\n123\n4#5\n786\n",
    "out of range": "101\n" + "\n123\n456\n78#\n" * 101,
    "blank line after n": "1\n123\n4#5\n786\n",
    "boards that follow": "2\n\n123\n4#5\n786\n",
    "three lines": "1\n\n123\n4#5\n",
    "three symbols written together": "1\n\n1 2 3\n4 # 5\n7 8 6\n",
    "not a symbol": "1\n\n123\n4x5\n786\n",
    "once each": "1\n\n123\n4#5\n788\n",
    "lone carriage return": "1\n\n123\r4#5\n786\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"0\n",
    b"2\n\n123\n4#5\n786\n",
    b"1\n\n123\n4#5\n78\n",
    b"1\n\n123\n4#5\n788\n",
    b"1\n\n123\n405\n786\n",
    b"1\n\n123\n4#5\n786\n123\n",
    b"x\n\n123\n4#5\n786\n",
    b"\xff\xfe\x00garbage",
]


# How this problem's inputs and answers are written and read (keys: slidingkit/problems/_format.py).
FORMAT = Format(
    unsolvable=True,
    cases=(1, 20),
    count_line=True,
    blank_line_before=True,
    board="symbol_rows",
    blank="#",
    no_answer="impossible",
)


def validate(text: str) -> None:
    count, found = datasets(text, "n", MOST)
    for index, (first, block) in enumerate(found, 1):
        what = "board %d" % index
        if len(block) != 3:
            raise Invalid(
                "line %d: %s: three lines of three symbols are wanted, found %d lines"
                % (first, what, len(block))
            )
        for number, line in enumerate(block, first):
            row = line.strip(SPACES)
            if len(row) != 3 or any(char in SPACES for char in row):
                raise Invalid(
                    "line %d: %s: three symbols written together are wanted, found %r"
                    % (number, what, row[:20])
                )
        board_of_symbols(symbols_of(block, first), BLANK, what)
    follow(count, len(found), "n")


# Its file: 560 lines, 42,000 bytes (slidingkit/tools/vendor/budgets.py), for the table of exact
# distances it carries (the last corner's, 26,880 characters: slidingkit/core/eight_lookup.py).
BUDGET = (560, 42000)
