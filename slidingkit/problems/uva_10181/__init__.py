"""UVa 10181 15-Puzzle Problem: N 4x4 boards; per board a path of at most 50 moves to 1 .. 15
with the blank last, over L, R, U, D, or `This puzzle is not solvable.`

The statement allows N, then N boards of 4 lines of 4 integers, the tiles 0 .. 15 once each
(0 the blank), and nothing after them. It does not promise a solvable board (the unsolvable
line is an answer), so parity is no rule here; but a solvable board comes with the statement's
word that the judge's own solution needs at most 45 moves: the validator rejects a solvable
board whose Manhattan distance, a lower bound on its moves, is above 45 (boards the bound lets
through are not searched). It states no bound on N: N is at least 1 (a count of puzzles, and
an input of none is no input) and at most 2^31 - 1 (an int, as the judge's C readers hold it).

The judges' data is looser, and so is this validator: the numbers are one stream separated by
any run of spaces, tabs and line ends (LF or CRLF, with or without a final newline), as the
case format-odd-spacing has them: a blank line between boards, a board written on one line,
tabs. Whatever the lines, board k is the 16 numbers after board k - 1.
"""

from slidingkit.oracle.family_reference import solvable
from slidingkit.problems import Invalid
from slidingkit.problems._boards import (
    FIFTEEN_GOAL,
    FIFTEEN_SIDE,
    check_within,
    permutation,
)
from slidingkit.problems._format import Format
from slidingkit.problems._text import LARGEST_INT, NumberStream, span

MOST_MOVES = 45  # the statement's word: the judge's own solution needs at most 45 moves

VIOLATIONS = {
    "empty": "\n",
    "not a non-negative integer": "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0.\n",
    "out of range": "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n",
    "at least 1": "0\n",
    "before the end of the input": "2\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n",
    "after board": "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n1 2 3 4\n",
    "once each": "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 0\n",
    "45 moves": "1\n0 12 9 13\n15 11 10 14\n3 7 5 6\n4 8 2 1\n",  # 80 moves
    "lone carriage return": "1\r\n1 2 3 4\r5 6 7 8\r\n9 10 11 12\r\n13 14 15 0\r\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"1\n1 2 3\n",
    b"1\n" + b"1 " * 16 + b"\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    shapes=((4, 4),),
    unsolvable=True,
    most_moves=45,
    published_boards=True,
    cases=(1, 6),
    count_line=True,
    layouts=("single", "padded"),
    answer="{path}",
    no_answer="This puzzle is not solvable.",
)


def validate(text: str) -> None:
    numbers = NumberStream(text)
    if numbers.at_end():
        raise Invalid("empty: the input holds no numbers; N, then N boards, are wanted")
    (count,) = numbers.take(1, 0, LARGEST_INT, "the count N")
    if count < 1:
        raise Invalid(
            "line %d: the count N is %d; at least 1 board is wanted" % (numbers.line, count)
        )
    cells = FIFTEEN_SIDE * FIFTEEN_SIDE
    for board_number in range(1, count + 1):
        first = numbers.next_line()
        what = "board %d of %d" % (board_number, count)
        board = numbers.take(cells, 0, cells - 1, what + ", its tiles")
        where = "%s: %s" % (span(first, numbers.line), what)
        permutation(board, where)
        if solvable(board, FIFTEEN_GOAL, FIFTEEN_SIDE):
            check_within(board, MOST_MOVES, where)
    if not numbers.at_end():
        raise Invalid(
            "line %d: numbers after board %d, the last of N = %d"
            % (numbers.next_line(), count, count)
        )


# Its file: 900 lines, 42,000 bytes (slidingkit/tools/vendor/budgets.py), for the 4x4 search it
# carries.
BUDGET = (900, 42000)

# Its special judge's mutation testing, module and tests (`make mutate`,
# slidingkit/tools/mutate/targets.py): its own checker tests and the family's cases it judges.
MUTATE = {
    "module": "slidingkit/problems/uva_10181/checker.py",
    "tests": "tests/test_family.py tests/problems/uva_10181 -m 'not slow'",
}
