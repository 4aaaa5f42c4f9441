"""LeetCode 773 Sliding Puzzle: one 2x3 board, the tiles 1-5 and 0 (the blank); the fewest moves
to [[1,2,3],[4,5,0]], or -1.

The statement allows board = [[a,b,c],[d,e,f]]: board.length == 2, board[i].length == 3,
0 <= board[i][j] <= 5, each value once. It does not promise a solvable board (-1 is an answer,
and its second example is one), so solvability is no rule here.

LeetCode passes the board to Solution.slidingPuzzle; the local file reads it on standard input
(its header), and that text is what this validator reads: the list as LeetCode writes it,
`[[1,2,3],[4,0,5]]`, with any run of spaces or tabs between its brackets, commas and numbers
(the case format-spaces), or the six numbers alone in row order, separated by any whitespace
(format-six-numbers: two lines of three). Lines may end in CRLF, the last one with or without a
newline, and the list may be split over lines. A list is two rows of three numbers, nested once,
with a comma between items and none after the last; a text with no bracket or comma is the six
numbers alone, and one with any of them is read as the list.
"""

from slidingkit.problems import Invalid
from slidingkit.problems._boards import permutation
from slidingkit.problems._format import Format
from slidingkit.problems._lists import ListReader, list_tokens
from slidingkit.problems._text import integer, span_of

VIOLATIONS = {
    "empty": " \n",
    "not a non-negative integer": "[[1,2,3],[4,0,-5]]\n",
    "out of range": "[[1,2,3],[4,0,6]]\n",
    "not a list": "[[1,2,3],[4,0,5]\n",
    "two rows": "[[1,2,3],[4,0,5],[6,7,8]]\n",
    "three numbers a row": "[[1,2,3,4],[0,5]]\n",
    "six numbers": "1 2 3\n4 0\n",
    "once each": "[[1,2,3],[4,0,4]]\n",
    "lone carriage return": "[[1,2,3],\r[4,0,5]]\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"[[1,2,3],[4,5]]\n",
    b"[[1,2,3],[4,5,5]]\n",
    b"[[1,2,3],[4,5,a]]\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    shapes=((2, 3),),
    unsolvable=True,
    board="list",
    no_answer="-1",
)


def validate(text: str) -> None:
    tokens = list_tokens(text)
    if not tokens:
        raise Invalid("empty: the input holds no board; [[a,b,c],[d,e,f]] is wanted")
    if any(word in "[]," for word, _ in tokens):
        reader = ListReader(tokens)
        rows = reader.matrix()
        reader.rest()
        if len(rows) != 2:
            raise Invalid(
                "line %d: two rows are wanted (board.length == 2), found %d"
                % (tokens[0][1], len(rows))
            )
        for index, row in enumerate(rows):
            if len(row) != 3:
                where = row[0][1] if row else tokens[0][1]
                raise Invalid(
                    "line %d: row %d: three numbers a row are wanted (board[%d].length == 3), "
                    "found %d" % (where, index + 1, index, len(row))
                )
        numbers = [number for row in rows for number in row]
    else:
        if len(tokens) != 6:
            raise Invalid(
                "%s: six numbers are wanted (a 2x3 board), found %d"
                % (span_of(tokens), len(tokens))
            )
        numbers = tokens
    board = [integer(word, "line %d" % number, 0, 5) for word, number in numbers]
    permutation(board, "%s: the board" % span_of(numbers))
