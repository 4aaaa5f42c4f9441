"""UVa 652 Eight: POJ 1077's puzzle, N boards: for each a path to 1 2 3 / 4 5 6 / 7 8 x over
u, d, l, r, or `unsolvable`, a blank line between answers.

The statement allows: the first line the integer N, then a blank line, then N datasets with a
blank line between them; a dataset is one board, the nine symbols 1-8 and x (the blank), each
once, listed row by row (`123x46758`, or spaced, `1 2 3 x 4 6 7 5 8`). It states no bound on N
(the cases hold up to 500): N is at least 1, and as many boards follow. It does not promise a
solvable board (`unsolvable` is an answer), so solvability is no rule here.

The judges' data is looser, and so is this validator: a board's symbols may be written together
or spaced by any run of spaces or tabs, or split over consecutive lines (a 3x3 grid); a separator
may be more than one blank line, and blank lines may end the input; a line of spaces counts as
blank; CRLF line ends, and no final newline. The boards are the runs of non-blank lines after
the blank line that follows N.

The input's shape is read by problems._text.datasets and follow, as UVa 10085's is; HDU 3567
reads its T as N is read (problems._text.count_on_first_line).
"""

from slidingkit.problems._boards import BLANK, board_of_symbols, symbols_of
from slidingkit.problems._format import Format
from slidingkit.problems._text import UNSTATED_MOST, datasets, follow

VIOLATIONS = {
    "empty": "",
    "alone on the first line": "1 2 3 4 5 6 7 8 x\n",
    "not a non-negative integer": "one\n\n1 2 3 4 5 6 7 8 x\n",
    "out of range": "0\n",
    "blank line after N": "1\n1 2 3 4 5 6 7 8 x\n",
    "boards that follow": "2\n\n1 2 3 4 5 6 7 8 x\n",
    "not a symbol": "1\n\n1 2 3 4 5 6 7 8 X\n",
    "nine symbols": "1\n\n1 2 3 4 5 6 7 8\n",
    "once each": "1\n\n1 2 3 4 5 6 7 x x\n",
    "lone carriage return": "1\r\n\r\n1 2 3 4 5 6 7 8 x\r",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"2\n\n1 2 3 4 5 6 7 8 x\n",
    b"0\n",
    b"x\n12345678x\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    unsolvable=True,
    cases=(1, 20),
    count_line=True,
    blank_line_before=True,
    board="line",
    layouts=("single", "wide"),
    blank="x",
    answer="{path}",
    no_answer="unsolvable",
    letters="udlr",
    between_answers="\n",
)


def validate(text: str) -> None:
    count, found = datasets(text, "N", UNSTATED_MOST)
    for index, (first, block) in enumerate(found, 1):
        board_of_symbols(symbols_of(block, first), BLANK, "board %d" % index)
    follow(count, len(found), "N")


# Its file: 420 lines, 24,000 bytes (slidingkit/tools/vendor/budgets.py), for the table of
# distances it carries (the last corner's, 10,080 characters: slidingkit/core/eight_walk.py).
BUDGET = (420, 24000)
