"""UVa 10085 The most distant state: for each of N 3x3 starts (0 the blank), a board as far from
it as any, and a shortest path to that board over U, L, D, R.

The statement allows: the first line the integer N, then a blank line, then N boards, each three
lines of three integers 0-8 (each tile once, 0 the blank) followed by a blank line. It states no
bound on N: N is at least 1, and as many boards follow. Every start has a farthest board, so
solvability is no rule here.

The judges' data is looser, and so is this validator: the blank line after the last board may be
missing (the stress tester writes a blank line before each board, none after the last), a
separator may be more than one blank line, a line of spaces counts as blank, numbers may be
separated by any run of spaces or tabs, CRLF line ends, and no final newline. The rows stay
three lines of three numbers, as every case writes them.
"""

from typing import List

from slidingkit.problems import Invalid
from slidingkit.problems._boards import permutation
from slidingkit.problems._format import Format
from slidingkit.problems._text import UNSTATED_MOST, datasets, follow, integer, tokens_of

VIOLATIONS = {
    "empty": "\n",
    "alone on the first line": "1 2 3\n4 5 6\n7 8 0\n",
    "not a non-negative integer": "1\n\n1 2 3\n4 5 6\n7 8 x\n",
    # a tile of thousands of digits, out of range and never handed to int() (problems._text)
    "out of range": "1\n\n1 2 3\n4 5 6\n7 8 " + "9" * 5000 + "\n",
    "blank line after N": "1\n1 2 3\n4 5 6\n7 8 0\n",
    "boards that follow": "2\n\n1 2 3\n4 5 6\n7 8 0\n",
    "three lines": "1\n\n1 2 3\n4 5 6\n",
    "three numbers": "1\n\n1 2 3 4\n5 6\n7 8 0\n",
    "once each": "1\n\n1 2 3\n4 5 6\n7 8 8\n",
    "lone carriage return": "1\n\n1 2 3\r4 5 6\n7 8 0\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"x\n",
    b"1\n\n1 2 3\n",
    b"1\n\n1 2 3\n4 5 6\n7 8 8\n",
    b"2\n\n1 2 3\n4 5 6\n7 8 0\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    unsolvable=True,
    cases=(1, 4),
    count_line=True,
    blank_line_before=True,
    answer="Puzzle #{case}\n{farthest}\n{path}\n",
    end_line="",
)


def validate(text: str) -> None:
    count, found = datasets(text, "N", UNSTATED_MOST)
    for index, (first, rows) in enumerate(found, 1):
        where = "line %d: board %d" % (first, index)
        if len(rows) != 3:
            raise Invalid(
                "%s: three lines of three numbers are wanted, found %d lines" % (where, len(rows))
            )
        board: List[int] = []
        for number, row in enumerate(rows, first):
            tokens = tokens_of(row)
            if len(tokens) != 3:
                raise Invalid(
                    "line %d: three numbers a row are wanted, found %d" % (number, len(tokens))
                )
            board.extend(integer(token, "line %d" % number, 0, 8) for token in tokens)
        permutation(board, "lines %d-%d: board %d" % (first, first + 2, index))
    follow(count, len(found), "N")


# Its special judge's mutation testing, module and tests (`make mutate`,
# slidingkit/tools/mutate/targets.py): its own checker tests and the family's cases it judges.
MUTATE = {
    "module": "slidingkit/problems/uva_10085/checker.py",
    "tests": "tests/test_family.py tests/problems/uva_10085 -m 'not slow'",
}
