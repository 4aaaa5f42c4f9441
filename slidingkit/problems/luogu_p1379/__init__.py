"""Luogu P1379 八数码难题: nine digits 0-8, each once, 0 the blank; the statement promises that
the goal 123804765 can be reached.

The cases also write the digits spaced or as a 3x3 grid over three lines (judges' data varies):
the rule is nine digits in all, whitespace anywhere between them.
"""

from slidingkit.oracle.family_reference import solvable
from slidingkit.problems import Invalid
from slidingkit.problems._boards import permutation
from slidingkit.problems._format import Format
from slidingkit.problems._text import lines_of

GOAL = (1, 2, 3, 8, 0, 4, 7, 6, 5)

VIOLATIONS = {
    "empty": "",
    "not a digit": "28310476a\n",
    "nine digits": "28310476\n",
    "once each": "283104766\n",
    "unreachable": "213804765\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"  \n",
    b"12345678\n",
    b"1234567890\n",
    b"123456788\n",
    b"923456781\n",
    b"12345678x\n",
    b"1 2 3 4 5 6 7 8 -0\n",
    b"283104765\n283104765\n",
    b"\xff\xfe\x00garbage",
    "１２３４５６７８０".encode(),
    b"2,8,3,1,0,4,7,6,5\n",
    b"9" * 100000,
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    goal=(1, 2, 3, 8, 0, 4, 7, 6, 5),
    board="digits",
)


def validate(text: str) -> None:
    digits = "".join("".join(line.split()) for line in lines_of(text))
    if not digits:
        raise Invalid("empty: the input holds no digits")
    bad = [char for char in digits if not "0" <= char <= "9"]
    if bad:
        raise Invalid("not a digit: %r" % bad[0])
    if len(digits) != 9:
        raise Invalid("nine digits are wanted, found %d" % len(digits))
    board = tuple(int(digit) for digit in digits)
    if sorted(board) != list(range(9)):
        raise Invalid("the digits 0-8 once each are wanted, found %s" % digits)
    permutation(board, "the board")
    if not solvable(board, GOAL, 3):
        raise Invalid("unreachable: the statement promises the goal 123804765 can be reached")


# What `make bench` measures of its file besides its margin (keys:
# slidingkit/tools/bench/__init__.py).
BENCH = {"queries": True, "peer": "luogu"}
