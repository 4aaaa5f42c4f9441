"""AcWing 179 八数码: one 3x3 board, the tiles 1-8 and x (the blank), listed row by row; print a
shortest path to 1 2 3 / 4 5 6 / 7 8 x over u, d, l, r, or `unsolvable`.

The statement allows one line: the nine symbols 1-8 and x, each once, separated by spaces
(`2  3  4  1  5  x  7  6  8`, its sample). It does not promise a solvable board (`unsolvable` is
an answer), so solvability is no rule here.

The judges' data is looser, and so is this validator: the nine symbols may be written together
(`8561243x7`, the case format-compact), split over lines as a 3x3 grid (format-grid), separated
by any run of spaces or tabs, with CRLF line ends (format-crlf-tabs) and with or without a final
newline (format-no-final-newline); blank lines are allowed. Whitespace is spaces, tabs and line
ends; any other character is a symbol, and not one of 1-8 and x. POJ 1077 and AcWing 845 read
their board the same way (problems._boards.lone_board).
"""

from slidingkit.problems._boards import lone_board
from slidingkit.problems._format import Format

VIOLATIONS = {
    "empty": " \n",
    "not a symbol": "2 3 4 1 5 X 7 6 8\n",
    "nine symbols": "2 3 4 1 5 x 7 6\n",
    "once each": "2 3 4 1 5 x 7 6 6\n",
    "lone carriage return": "2 3 4\r1 5 x\r7 6 8\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"1 2 3 4 5 6 7 8 9\n",
    b"x x 1 2 3 4 5 6 7\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    unsolvable=True,
    board="line",
    layouts=("single", "wide"),
    blank="x",
    answer="{path}",
    no_answer="unsolvable",
    letters="udlr",
)


def validate(text: str) -> None:
    lone_board(text, "")


# Its file: 420 lines, 24,000 bytes (slidingkit/tools/vendor/budgets.py), for the table of
# distances it carries (the last corner's, 10,080 characters: slidingkit/core/eight_walk.py).
BUDGET = (420, 24000)
