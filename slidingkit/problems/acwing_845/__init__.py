"""AcWing 845 八数码: one 3x3 board, the tiles 1-8 and x (the blank), listed row by row; print the
fewest moves to 1 2 3 / 4 5 6 / 7 8 x, or -1.

The statement allows one line: the nine symbols 1-8 and x, each once, separated by spaces
(`2  3  4  1  5  x  7  6  8`, its sample). It does not promise a solvable board (-1 is an answer),
so solvability is no rule here.

The judges' data is looser, and so is this validator (AcWing 179's, problems._boards.lone_board):
the nine symbols may be written together (`x42873561`, the case format-compact), split over
lines as a 3x3 grid (format-grid), separated by any run of spaces or tabs, with CRLF line ends
(format-crlf-tabs) and with or without a final newline (format-no-final-newline); blank lines
are allowed. Any character but spaces, tabs and line ends is a symbol, and must be one of 1-8
and x.
"""

from slidingkit.problems._boards import lone_board
from slidingkit.problems._format import Format

VIOLATIONS = {
    "empty": "\n\n",
    "not a symbol": "2 3 4 1 5 0 7 6 8\n",
    "nine symbols": "2 3 4 1 5 x 7 6 8 1\n",
    "once each": "2 3 4 1 5 x 7 x 8\n",
    "lone carriage return": "2 3 4 1 5 x 7 6 8\r",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"12345678\n",
    b"123456789x\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    unsolvable=True,
    board="line",
    layouts=("single", "wide"),
    blank="x",
    no_answer="-1",
)


def validate(text: str) -> None:
    lone_board(text, "")


# What `make bench` measures of its file besides its margin (keys:
# slidingkit/tools/bench/__init__.py).
BENCH = {"peer": "acwing"}


# Its file: 420 lines, 24,000 bytes (slidingkit/tools/vendor/budgets.py), for the table of
# distances it carries (the last corner's, 10,080 characters: slidingkit/core/eight_walk.py).
BUDGET = (420, 24000)
