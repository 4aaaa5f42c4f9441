"""LightOJ 1139 8 Puzzle: T 3x3 boards (0 the blank); for each, `Case i: D`, D the fewest moves
to 1 2 3 / 4 5 6 / 7 8 0, or `Case i: impossible`.

The statement allows: the first line the integer T, 1 <= T <= 1000 (../shared/FAMILY.md); then
T boards, each after a blank line, each three lines of three integers 0-8, each tile once. It does
not promise a solvable board (`impossible` is an answer, and the sample has one), so solvability
is no rule here.

The judges' data is looser, and so is this validator: numbers may be separated, led or trailed by
any run of spaces or tabs, a line of spaces counts as blank, a separator may be more than one
blank line, blank lines may lead or trail the input, lines may end in CRLF (the case format-crlf),
and the last one may have no newline. The blank line before each board stays a rule, as every
case writes it, and so do the rows: three lines of three numbers. Our solution reads the numbers
in any layout (no blank line, a board on one line): beyond the statement, and rejected here.
"""

from typing import List

from slidingkit.problems import Invalid
from slidingkit.problems._boards import board_of_rows
from slidingkit.problems._format import Format
from slidingkit.problems._text import Row, count_of_row, located_lines, tokens_of

MOST = 1000  # boards in one input: T <= 1000

VIOLATIONS = {
    "empty": "\n \n",
    "alone on its line": "1 1 2 3\n\n4 5 6\n7 8 0\n",
    "not a non-negative integer": "1\n\n1 2 3\n4 5 6\n7 8 x\n",
    "out of range": "1001\n" + "\n1 2 3\n4 5 6\n7 8 0\n" * 1001,
    "blank line before each board": "1\n1 2 3\n4 5 6\n7 8 0\n",
    "three lines": "1\n\n1 2 3\n4 5 6\n",
    "three numbers": "1\n\n1 2 3 4\n5 6\n7 8 0\n",
    "once each": "1\n\n1 2 3\n4 5 6\n7 8 8\n",
    "boards that follow": "2\n\n1 2 3\n4 5 6\n7 8 0\n",
    "lone carriage return": "1\n\n1 2 3\r4 5 6\n7 8 0\n",
}


def groups_of(text: str) -> List[List[Row]]:
    """The runs of non-blank lines, each line with its number (from 1) and its words."""
    groups: List[List[Row]] = []
    blank = True
    for number, line in enumerate(located_lines(text), 1):
        tokens = tokens_of(line)
        if not tokens:
            blank = True
            continue
        if blank:
            groups.append([])
        groups[-1].append((number, tokens))
        blank = False
    return groups


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"0\n",
    b"1\n1 2 3 4 5 6 7 8 8\n",
    b"2\n1 2 3 4 5 6 7 8 0\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    unsolvable=True,
    cases=(1, 20),
    count_line=True,
    blank_line_before=True,
    answer="Case {case}: {distance}",
    no_answer="Case {case}: impossible",
)


def validate(text: str) -> None:
    groups = groups_of(text)
    if not groups:
        raise Invalid("empty: the input holds no numbers; T and T boards are wanted")
    head, after = groups[0][0], groups[0][1:]  # T's line, and any line right after it
    count = count_of_row(head, "T", MOST)
    if after:
        raise Invalid(
            "line %d: board 1: a blank line before each board is wanted, found none" % after[0][0]
        )
    boards = groups[1:]
    for index, board in enumerate(boards, 1):
        if len(board) > 3:
            raise Invalid(
                "line %d: board %d: a blank line before each board is wanted, found none"
                % (board[3][0], index + 1)
            )
        if len(board) < 3:
            raise Invalid(
                "line %d: board %d: three lines of three numbers are wanted, found only %d"
                % (board[0][0], index, len(board))
            )
        board_of_rows(board, index)
    if len(boards) != count:
        raise Invalid(
            "line %d: T is %d: as many boards that follow are wanted, found %d"
            % (head[0], count, len(boards))
        )


# Its file: 560 lines, 42,000 bytes (slidingkit/tools/vendor/budgets.py), for the table of exact
# distances it carries (the last corner's, 26,880 characters: slidingkit/core/eight_lookup.py).
BUDGET = (560, 42000)
