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

import re
from typing import List, Tuple

from problems import Invalid, _faults
from problems._boards import permutation
from problems._text import integer, located_lines, span_of

Token = Tuple[str, int]  # a word, bracket or comma, and the number of its line (from 1)

WORD = re.compile(r"[\[\],]|[^ \t\[\],]+")

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


def list_tokens(text: str) -> List[Token]:
    """The brackets, commas and words of text (words run between spaces, tabs, line ends,
    brackets and commas), each with its line's number."""
    return [
        (match.group(), number)
        for number, line in enumerate(located_lines(text), 1)
        for match in WORD.finditer(line)
    ]


class ListReader:
    """Reads `[[a,...],...]` from tokens: brackets, and a comma between items, none after the
    last; Invalid naming the line where the list breaks."""

    def __init__(self, tokens: List[Token]) -> None:
        self.tokens = tokens
        self.position = 0

    def next_is(self, word: str) -> bool:
        return self.position < len(self.tokens) and self.tokens[self.position][0] == word

    def take(self, wanted: str) -> Token:
        """The next token: wanted itself for a bracket or comma, else a word (a number)."""
        if self.position == len(self.tokens):
            raise Invalid(
                "line %d: not a list: the input ends where %s is wanted"
                % (self.tokens[-1][1], repr(wanted) if wanted in "[]," else wanted)
            )
        word, number = self.tokens[self.position]
        if wanted in "[]," and word != wanted:
            raise Invalid("line %d: not a list: %r where %r is wanted" % (number, word, wanted))
        if wanted not in "[]," and word in "[],":
            raise Invalid("line %d: not a list: %r where %s is wanted" % (number, word, wanted))
        self.position += 1
        return word, number

    def row(self) -> List[Token]:
        """`[a,b,...]`: the numbers as written."""
        numbers: List[Token] = []
        self.take("[")
        while not numbers or self.next_is(","):
            if numbers:
                self.take(",")
            elif self.next_is("]"):
                break
            numbers.append(self.take("a number"))
        self.take("]")
        return numbers

    def rows(self) -> List[List[Token]]:
        """`[[a,...],...]`, and nothing after it: the rows."""
        found: List[List[Token]] = []
        self.take("[")
        while not found or self.next_is(","):
            if found:
                self.take(",")
            elif self.next_is("]"):
                break
            found.append(self.row())
        self.take("]")
        if self.position < len(self.tokens):
            word, number = self.tokens[self.position]
            raise Invalid("line %d: not a list: %r after its end" % (number, word))
        return found


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"[[1,2,3],[4,5]]\n",
    b"[[1,2,3],[4,5,5]]\n",
    b"[[1,2,3],[4,5,a]]\n",
]


# How this problem's inputs and answers are written and read (keys: problems/_format.py).
FORMAT = {
    "shapes": [[2, 3]],
    "goal": None,
    "unsolvable": True,
    "cases": [1, 1],
    "count_line": False,
    "board_header": None,
    "board": "list",
    "layouts": ["single"],
    "blank": "0",
    "answer": "{distance}",
    "no_answer": "-1",
}

# The faults the fuzzer makes of a valid input (its format's kinds and the statement's own), each
# of which validate and the submitted file refuse (problems/_faults.py; tests/test_fuzz.py).
FAULTS = _faults.kinds(FORMAT)


def validate(text: str) -> None:
    tokens = list_tokens(text)
    if not tokens:
        raise Invalid("empty: the input holds no board; [[a,b,c],[d,e,f]] is wanted")
    if any(word in "[]," for word, _ in tokens):
        rows = ListReader(tokens).rows()
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
