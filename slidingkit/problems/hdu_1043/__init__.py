"""HDU 1043 Eight: POJ 1077's puzzle with many boards: every board to the end of the input gets a
path to 1 2 3 / 4 5 6 / 7 8 x over u, d, l, r, or `unsolvable`, one line each.

The statement allows boards until the end of the input, at least one, each one description: the
nine symbols 1-8 and x (the blank), each once, listed row by row. It states no bound on their
count (the cases hold up to 1,000) and does not promise a solvable board (`unsolvable` is an
answer), so neither is a rule here.

The judges' data is looser, and so is this validator: a board's symbols may be written together
(`1632857x4`), spaced, or split over lines (a 3x3 grid), with blank lines between boards, any
run of spaces or tabs, CRLF line ends, and no final newline. What stays is that each board
starts on a new line: no line holds the end of one board and the start of the next, so the
boards are the runs of nine symbols that the lines make.
"""

from typing import List

from slidingkit.problems import Invalid
from slidingkit.problems._boards import BLANK, Symbol, board_of_symbols, check_symbols, symbols_of
from slidingkit.problems._format import Format
from slidingkit.problems._text import located_lines, span_of

VIOLATIONS = {
    "empty": "\n\n",
    "not a symbol": "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 0\n",
    "nine symbols": "1 2 3 4 5 6 7 8 x\n1 2 3\n4 5 6\n",
    "starts on a new line": "1 2 3 4 5 6 7 8 x 2 3 4 1 5 x 7 6 8\n",
    "once each": "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 8\n",
    "lone carriage return": "1 2 3 4 5 6 7 8 x\r2 3 4 1 5 x 7 6 8\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"1 2 3 4 5 6 7 8 x 1\n",
    b"1 2 3 4 5 6 7 8 y\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    unsolvable=True,
    cases=(1, 20),
    board="line",
    layouts=("single", "wide"),
    blank="x",
    answer="{path}",
    no_answer="unsolvable",
    letters="udlr",
)


def validate(text: str) -> None:
    board: List[Symbol] = []  # the symbols of the board being read
    boards = 0
    for number, line in enumerate(located_lines(text), 1):
        found = symbols_of([line], number)
        check_symbols(found, BLANK)
        board.extend(found)
        if len(board) > 9:
            raise Invalid(
                "line %d: board %d would hold %d symbols: a board is nine, and the next board "
                "starts on a new line" % (number, boards + 1, len(board))
            )
        if len(board) == 9:
            boards += 1
            board_of_symbols(board, BLANK, "board %d" % boards)
            board = []
    if board:
        raise Invalid(
            "%s: board %d: nine symbols are wanted, found %d before the end of the input"
            % (span_of(board), boards + 1, len(board))
        )
    if not boards:
        raise Invalid("empty: the input holds no board; boards of nine symbols are wanted")


# What `make bench` measures of its file besides its margin (keys:
# slidingkit/tools/bench/__init__.py).
BENCH = {"boards": (1, 100, 10000)}


# Its file: 420 lines, 24,000 bytes (slidingkit/tools/vendor/budgets.py), for the table of
# distances it carries (the last corner's, 10,080 characters: slidingkit/core/eight_walk.py).
BUDGET = (420, 24000)
