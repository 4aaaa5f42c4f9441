"""Princeton algs4 8puzzle (the n-by-n slider puzzle): one board from a puzzle file; print a
shortest solution to 1 .. n*n - 1 with the blank last, or `No solution possible`.

The assignment allows a puzzle file holding n (2 <= n < 128), then the n-by-n board's n*n
integers, the tiles 0 .. n*n - 1 once each (0 the blank), and nothing after them. It does not
promise a solvable board (`No solution possible` is an answer; its own files include
puzzle2x2-unsolvable1 and puzzle3x3-unsolvable), so parity is no rule here; nor does it bound
a board's moves.

The assignment's files write n on a line of its own, then a row a line, each tile
right-aligned in two columns and most rows with a space after every tile (so a row may start
and end in spaces), and 36 of its 153 files end in an empty line. Its client reads them with
In.readInt, tokens separated by any whitespace, and so does this validator: numbers separated
by any run of spaces, tabs and line ends (LF or CRLF, with or without a final newline).
Whatever the lines, the board is the n*n numbers after n.
"""

from slidingkit.problems import Invalid, _faults
from slidingkit.problems._boards import permutation
from slidingkit.problems._format import Format
from slidingkit.problems._text import NumberStream, span

LARGEST_SIDE = 127

VIOLATIONS = {
    "empty": "  \n",
    "not a non-negative integer": "2\n 1  2 \n 3  _ \n",
    "out of range": "2\n 1  2 \n 3  4 \n",
    "the side n": "1\n 0 \n",
    "before the end of the input": "3\n 1  2  3 \n 4  5  6 \n",
    "after the board": "2\n 1  2 \n 3  0 \n 4 \n",
    "once each": "2\n 1  2 \n 2  0 \n",
    "lone carriage return": "2\r 1  2 \n 3  0 \n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"1\n0\n",
    b"128\n",
    b"0\n",
    b"2\n1 2 3\n",
    b"2\n1 2 3 0 4\n",
    b"2\n1 2 3 3\n",
    b"2\n1 2 3 4\n",
    b"2\n1 2 3 x\n",
    b"-3\n1 2 3 4 5 6 7 8 0\n",
    b"3.0\n1 2 3 4 5 6 7 8 0\n",
    b"\xff\xfe",
    b"99999999999999999999\n",
    b"127\n" + b"1 " * 16129,
    b"2 " * 200000,
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    shapes=((2, 2), (3, 3)),
    unsolvable=True,
    board_header="side",
    layouts=("padded", "single"),
    answer="Minimum number of moves = {distance}",
    no_answer="No solution possible",
)

# The statement's own faults, beside the kinds its format has (problems.faults; tests/test_fuzz.py).
OWN_FAULTS = {"n out of range": _faults.shape_out_of_range(FORMAT, 2, LARGEST_SIDE)}


def validate(text: str) -> None:
    numbers = NumberStream(text)
    if numbers.at_end():
        raise Invalid("empty: the input holds no numbers; n, then n*n tiles, are wanted")
    (side,) = numbers.take(1, 2, LARGEST_SIDE, "the side n")
    first = numbers.next_line()
    cells = side * side
    what = "the %dx%d board" % (side, side)
    board = numbers.take(cells, 0, cells - 1, what + ", its tiles")
    permutation(board, "%s: %s" % (span(first, numbers.line), what))
    if not numbers.at_end():
        raise Invalid("line %d: numbers after the board, which ends the file" % numbers.next_line())


# Its file: 900 lines, 42,000 bytes (slidingkit/tools/vendor/budgets.py), for the 4x4 search and the
# large boards; what `make bench` measures of it besides its margin (keys:
# slidingkit/tools/bench/__init__.py); its special judge's mutation testing, module and tests (`make
# mutate`, slidingkit/tools/mutate/targets.py).
BUDGET = (900, 42000)
BENCH = {
    "solver": True,
    "search": 40,
    "ida": ("puzzle4x4-32", "puzzle4x4-36", "puzzle4x4-38", "puzzle4x4-42"),
}
MUTATE = {
    "module": "slidingkit/problems/princeton_8puzzle/checker.py",
    "tests": "tests/problems/princeton_8puzzle/test_checker.py"
    " tests/problems/princeton_8puzzle/test_published.py",
}
