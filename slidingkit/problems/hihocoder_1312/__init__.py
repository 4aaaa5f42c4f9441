"""HihoCoder 1312 搜索三·启发式搜索: t 3x3 boards (0 the blank); for each, the fewest moves to
1 2 3 / 4 5 6 / 7 8 0, or `No Solution!`.

The statement allows: the first line the integer t, 1 <= t <= 8; then t boards, each three lines
of three integers 0-8, each tile once. It does not promise a solvable board (`No Solution!` is an
answer, and the sample has one), so solvability is no rule here.

The judges' data is looser, and so is this validator: numbers may be separated, led or trailed by
any run of spaces or tabs, blank lines (or lines of spaces) may stand anywhere, lines may end in
CRLF, and the last one may have no newline (the cases format-crlf and format-extra-whitespace).
The rows stay three lines of three numbers, t alone on its line, as every case writes them. Our
solution reads any t >= 1 and the numbers in any layout: beyond the statement, and rejected here.

LightOJ 1139 reads its T and boards the same way (problems._text.count_of_row,
problems._boards.board_of_rows).
"""

from slidingkit.problems import Invalid
from slidingkit.problems._boards import board_of_rows
from slidingkit.problems._format import Format
from slidingkit.problems._text import count_of_row, located_lines, rows_of

MOST = 8  # boards in one input: 1 <= t <= 8

VIOLATIONS = {
    "empty": " \n\n",
    "alone on its line": "1 1 2 3\n4 5 6\n7 8 0\n",
    "not a non-negative integer": "1\n1 2 3\n4 5 6\n7 8 x\n",
    "out of range": "9\n" + "1 2 3\n4 5 6\n7 8 0\n" * 9,
    "three numbers": "1\n1 2 3 4\n5 6\n7 8 0\n",
    "once each": "1\n1 2 3\n4 5 6\n7 8 8\n",
    "three lines": "2\n1 2 3\n4 5 6\n7 8 0\n1 2 3\n4 5 6\n",
    "boards that follow": "2\n1 2 3\n4 5 6\n7 8 0\n",
    "lone carriage return": "1\n1 2 3\r4 5 6\n7 8 0\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"0\n",
    b"1\n",
    b"1\n1 2 3\n4 5 6\n7 8\n",
    b"1\n1 2 3\n4 5 6\n7 8 0\n1\n",
    b"2\n1 2 3\n4 5 6\n7 8 0\n",
    b"1\n1 2 3\n4 5 6\n7 8 9\n",
    b"1\n1 1 3\n4 5 6\n7 8 0\n",
    b"x\n",
    b"1\n1 2 3\n4 5 6\n7 8 zero\n",
    b"-1\n",
    b"99999999999999999999\n1 2 3 4 5 6 7 8 0\n",
    b"1.0\n1 2 3 4 5 6 7 8 0\n",
    b"\x00\x01\x02",
    b"1 " * 100000,
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    unsolvable=True,
    cases=(1, 8),
    count_line=True,
    no_answer="No Solution!",
)


def validate(text: str) -> None:
    rows = rows_of(located_lines(text))
    if not rows:
        raise Invalid("empty: the input holds no numbers; t and t boards are wanted")
    count = count_of_row(rows[0], "t", MOST)
    body = rows[1:]
    for index, start in enumerate(range(0, len(body), 3), 1):
        board = body[start : start + 3]
        if len(board) != 3:
            raise Invalid(
                "line %d: board %d: three lines of three numbers are wanted, found only %d"
                % (board[0][0], index, len(board))
            )
        board_of_rows(board, index)
    if len(body) != 3 * count:
        raise Invalid(
            "line %d: t is %d: as many boards that follow are wanted, found %d"
            % (rows[0][0], count, len(body) // 3)
        )


# What `make bench` measures of its file besides its margin (keys:
# slidingkit/tools/bench/__init__.py).
BENCH = {"queries": True, "peer": "hihocoder"}


# Its file: 420 lines, 24,000 bytes (slidingkit/tools/vendor/budgets.py), for the table of
# distances it carries (the last corner's, 10,080 characters: slidingkit/core/eight_walk.py).
BUDGET = (420, 24000)
