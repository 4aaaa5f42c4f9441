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

from slidingkit.problems import Invalid
from slidingkit.problems._boards import permutation
from slidingkit.problems._format import Format
from slidingkit.problems._lists import ListReader, list_tokens
from slidingkit.problems._text import integer, span_of

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


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"[[2,8,3],[1,0,4],[7,6,5]]\n",
    b"[[2,8,3],[1,0,4],[7,6,5]]\n[[1,2,3],[8,0,4],[7,6]]\n",
    b"[[2,8,3],[1,0,4],[7,6,5]]\n[[1,2,3],[8,0,4],[7,6,6]]\n",
    b"[[2,8,3],[1,0,4],[7,6,5]]\n[[1,2,3],[8,0,4],[7,6,a]]\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    goal="given",
    unsolvable=True,
    board="list",
    no_answer="-1",
)


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
    reader.rest()


# Its file: 460 lines, 31,000 bytes (slidingkit/tools/vendor/budgets.py), for the two tables of
# distances it carries, any goal's blank cell coming to one of theirs (the last corner's 10,080
# characters and the centre's 5,040: slidingkit/core/eight_any.py).
BUDGET = (460, 31000)
