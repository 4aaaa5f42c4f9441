"""HDU 3567 Eight II: T cases, each a start and a goal board (1-8 and X, the blank); print the
fewest moves and, of the shortest paths from start to goal, the first in ASCII order.

The statement allows: the first line T, 1 <= T <= 200; then for each case two lines, state A
(the start) and state B (the goal), each the nine symbols 1-8 and X written together, each once
(`12X453786`). It promises that B can be reached from A, so a pair of opposite permutation parity
(oracle.family_reference.solvable) is outside it. A start equal to its goal is allowed (0 moves).

The judges' data is looser only in whitespace, and so is this validator: CRLF line ends, no
final newline, spaces or tabs around a line's content and blank lines at the end of the input.
Every case writes a board as nine symbols together on its own line, and so must an input here:
a board spaced out or split over lines is not the statement's.
"""

from slidingkit.oracle.family_reference import solvable
from slidingkit.problems import Invalid, _faults
from slidingkit.problems._boards import board_of_symbols, symbols_of
from slidingkit.problems._format import Format
from slidingkit.problems._text import SPACES, count_on_first_line, located_lines

BLANK = "X"
MOST = 200  # T <= 200

SAMPLE = "12X453786\n12345678X\n564178X23\n7568X4123\n"  # the statement's two cases

VIOLATIONS = {
    "empty": "",
    "alone on the first line": "2 1\n" + SAMPLE,
    "not a non-negative integer": "two\n" + SAMPLE,
    "out of range": "0\n",
    "should follow": "2\n12X453786\n12345678X\n",
    "found a blank line": "1\n\n12345678X\n",
    "written together": "1\n1 2 X 4 5 3 7 8 6\n12345678X\n",
    "not a symbol": "1\n12x453786\n12345678X\n",
    "nine symbols": "1\n12X45378\n12345678X\n",
    "once each": "1\n12X453787\n12345678X\n",
    "unreachable": "1\n21X453786\n12345678X\n",
    "lone carriage return": "1\n12X453786\r12345678X\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b"1\n12X453786\n",
    b"1\n12X453786\n12345678\n",
    b"1\n12X453786\n21345678X\n",
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    goal="given",
    cases=(1, 20),
    count_line=True,
    board="digits",
    blank="X",
    answer="Case {case}: {distance}\n{path}",
    letters="udlr",
    path_order="DLRU",
)

# The statement's own faults, beside the kinds its format has (problems.faults; tests/test_fuzz.py).
OWN_FAULTS = {"unreachable goal": _faults.unreachable_goal(FORMAT)}


def validate(text: str) -> None:
    found = located_lines(text)
    if not any(line.strip(SPACES) for line in found):
        raise Invalid("empty: the input holds nothing; T and then T pairs of boards are wanted")
    count = count_on_first_line(found[0], "T", MOST)
    body = found[1:]
    while body and not body[-1].strip(SPACES):  # blank lines may end the input
        body.pop()
    if len(body) != 2 * count:
        raise Invalid(
            "line 1: T is %d, so %d boards should follow, one a line, but %d lines do"
            % (count, 2 * count, len(body))
        )
    for index in range(count):
        boards = []
        for offset, what in enumerate(("the start", "the goal")):
            number = 2 + 2 * index + offset
            line = body[2 * index + offset].strip(SPACES)
            where = "line %d: case %d, %s" % (number, index + 1, what)
            if not line:
                raise Invalid("%s: a board is wanted, found a blank line" % where)
            if any(char in SPACES for char in line):
                raise Invalid("%s: a board is nine symbols written together" % where)
            boards.append(
                board_of_symbols(
                    symbols_of([line], number), BLANK, "case %d, %s" % (index + 1, what)
                )
            )
        if not solvable(boards[0], boards[1], 3):
            raise Invalid(
                "lines %d-%d: case %d: unreachable: the statement promises the goal can be "
                "reached from the start" % (number - 1, number, index + 1)
            )
