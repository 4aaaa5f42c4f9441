"""LintCode 794 Sliding Puzzle II: two 3x3 boards, the tiles 1-8 and 0 (the blank), a start and
a goal; the fewest moves from the start to the goal, or -1.

The statement gives init_state and final_state, each a 3x3 matrix of the numbers 0-8, each once,
0 the blank. It does not promise that the goal can be reached (-1 is an answer, and its second
example is one), so solvability is no rule here; a start equal to its goal is 0 moves.

LintCode passes the two matrices to Solution.minMoveStep; the local file reads them on standard
input (its header), and that text is what this validator reads: the start, then the goal, each
a list as LeetCode writes it, `[[2,8,3],[1,0,4],[7,6,5]]`, one a line, with any run of spaces or
tabs between brackets, commas and numbers (the case format-spaces). Lines may end in CRLF, the
last one with or without a newline, and a list may be split over lines. A list is three rows of
three numbers, nested once, with a comma between items and none after the last.
"""

import re
from typing import Any, Callable, List, Tuple

from problems import Invalid, _faults
from problems._boards import permutation
from problems._text import integer, located_lines, span_of

Token = Tuple[str, int]  # a word, bracket or comma, and the number of its line (from 1)

WORD = re.compile(r"[\[\],]|[^ \t\[\],]+")
GOAL = "[[1,2,3],[8,0,4],[7,6,5]]\n"

VIOLATIONS = {
    "empty": " \n",
    "not a non-negative integer": "[[2,8,3],[1,0,-4],[7,6,5]]\n" + GOAL,
    "out of range": "[[2,8,3],[1,0,9],[7,6,5]]\n" + GOAL,
    "not a list": "[[2,8,3],[1,0,4],[7,6,5]\n" + GOAL,
    "after its end": "[[2,8,3],[1,0,4],[7,6,5]]\n" + GOAL + "[[1]]\n",
    "two boards": "[[2,8,3],[1,0,4],[7,6,5]]\n",
    "three rows": "[[2,8,3],[1,0,4]]\n" + GOAL,
    "three numbers a row": "[[2,8,3,1],[0,4],[7,6,5]]\n" + GOAL,
    "once each": "[[2,8,3],[1,0,4],[7,6,6]]\n" + GOAL,
    "lone carriage return": "[[2,8,3],\r[1,0,4],[7,6,5]]\n" + GOAL,
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
    """Reads lists `[[a,...],...]` from tokens: brackets, and a comma between items, none after
    the last; Invalid naming the line where a list breaks."""

    def __init__(self, tokens: List[Token]) -> None:
        self.tokens = tokens
        self.position = 0

    def at_end(self) -> bool:
        return self.position == len(self.tokens)

    def next_is(self, word: str) -> bool:
        return not self.at_end() and self.tokens[self.position][0] == word

    def take(self, wanted: str) -> Token:
        """The next token: wanted itself for a bracket or comma, else a word (a number)."""
        if self.at_end():
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

    def items(self, item: Callable[[], Any]) -> List[Any]:
        """`[x,y,...]`, each item read by item()."""
        found: List[Any] = []
        self.take("[")
        while not found or self.next_is(","):
            if found:
                self.take(",")
            elif self.next_is("]"):
                break
            found.append(item())
        self.take("]")
        return found

    def matrix(self) -> List[List[Token]]:
        """`[[a,...],...]`: the rows, each the numbers as written."""
        return self.items(lambda: self.items(lambda: self.take("a number")))


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"[[2,8,3],[1,0,4],[7,6,5]]\n",
    b"[[2,8,3],[1,0,4],[7,6,5]]\n[[1,2,3],[8,0,4],[7,6]]\n",
    b"[[2,8,3],[1,0,4],[7,6,5]]\n[[1,2,3],[8,0,4],[7,6,6]]\n",
    b"[[2,8,3],[1,0,4],[7,6,5]]\n[[1,2,3],[8,0,4],[7,6,a]]\n",
]


# How this problem's inputs and answers are written and read (keys: problems/_format.py).
FORMAT = {
    "shapes": [[3, 3]],
    "goal": "given",
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
        raise Invalid("empty: the input holds no board; two 3x3 lists are wanted")
    reader = ListReader(tokens)
    for what in ("the start", "the goal"):
        if reader.at_end():
            raise Invalid(
                "line %d: two boards are wanted, the start and the goal; %s is missing"
                % (tokens[-1][1], what)
            )
        first = tokens[reader.position][1]
        rows = reader.matrix()
        if len(rows) != 3:
            raise Invalid(
                "line %d: %s: three rows are wanted (a 3x3 matrix), found %d"
                % (first, what, len(rows))
            )
        for index, row in enumerate(rows):
            if len(row) != 3:
                raise Invalid(
                    "line %d: %s, row %d: three numbers a row are wanted, found %d"
                    % (row[0][1] if row else first, what, index + 1, len(row))
                )
        numbers = [number for row in rows for number in row]
        board = [integer(word, "line %d" % number, 0, 8) for word, number in numbers]
        permutation(board, "%s: %s" % (span_of(numbers), what))
    if not reader.at_end():
        word, number = tokens[reader.position]
        raise Invalid("line %d: not a list: %r after its end (two boards)" % (number, word))
