"""POJ 1077 Eight: one 3x3 board, the tiles 1-8 and x (the blank), listed row by row; print a
path to 1 2 3 / 4 5 6 / 7 8 x over u, d, l, r, or `unsolvable`.

The statement allows one board: the nine symbols 1-8 and x, each once, separated by spaces
(`1 2 3 x 4 6 7 5 8`). It does not promise a solvable board (`unsolvable` is an answer), so
solvability is no rule here.

The judges' data is looser, and so is this validator: the nine symbols may be written together
(`23415x768`), split over lines (a 3x3 grid), separated by any run of spaces or tabs, with CRLF
line ends and with or without a final newline. Whitespace is spaces, tabs and line ends; any
other character is a symbol, and not one of 1-8 and x. AcWing 179 and 845 read their board the
same way (problems._boards.lone_board), naming no board in their messages.
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
    b"1 2 3 4 5 6 7 8\n",
    b"1 2 3 4 5 6 7 8 0\n",
    b"1 2 3 4 5 6 7 x x\n",
    b"\xff",
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
    lone_board(text, "the board")


# Its file: 420 lines, 24,000 bytes (slidingkit/tools/vendor/budgets.py), for the table of
# distances it carries (the last corner's, 10,080 characters: slidingkit/core/eight_walk.py).
BUDGET = (420, 24000)
