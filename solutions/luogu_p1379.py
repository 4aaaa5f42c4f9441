r"""Luogu P1379 八数码难题 (the 8-puzzle): https://www.luogu.com.cn/problem/P1379

Judge      Luogu, problem P1379; submit this file as is ("Python 3" or "PyPy 3").
           Limits: 1 s, 125 MB.
Input      nine digits 0-8 on one line, 0 is the blank, e.g. 283104765. Also accepted: the digits
           separated by spaces or split over lines (a pasted 3x3 grid), CRLF line ends.
Output     one line: the fewest moves that reach the goal 123804765 (1 2 3 / 8 0 4 / 7 6 5).
           The statement promises a solvable board; for one that is not, this prints -1.
Bad input  a wrong number of digits, a repeated digit, a 9, anything but digits: one line on
           stderr naming the problem, exit status 1, nothing on stdout.
Algorithm  solvability by permutation parity, then IDA* guided by pattern databases (see the core
           below): time exponential in (distance - estimate), memory O(moves); see
           docs/performance.md.
Usage      python3 solutions/luogu_p1379.py < judge_cases/luogu_p1379/sample-1.in
           $ echo 283104765 | python3 solutions/luogu_p1379.py
           4
"""

import sys

if sys.version_info < (3, 5):  # the oldest Python its judges run; vermin checks the file
    sys.exit("luogu_p1379.py needs Python 3.5 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "Luogu P1379"
GOAL = (1, 2, 3, 8, 0, 4, 7, 6, 5)


def parse_board(text: str) -> "Tiles":
    """Return the board written as nine digits, with any whitespace between or around them."""
    digits = "".join(text.split())
    if not digits:
        raise InputError("the input is empty; expected 9 digits")
    if digits.strip("0123456789"):  # anything but ASCII digits
        bad = next(char for char in digits if not ("0" <= char <= "9"))
        raise InputError("expected the digits 0-8, found %r" % bad)
    if len(digits) != 9:
        raise InputError("expected 9 digits, found %d" % len(digits))
    board = tuple(int(digit) for digit in digits)
    check_board(board)
    return board


def solve(text: str) -> str:
    """Return the whole output for the whole input text."""
    return "%d\n" % eight_distance(parse_board(text), GOAL, BLANK_CENTRE)


def main() -> None:
    run_solution(solve, PROBLEM)


# ---- BEGIN core (vendored by `make vendor`: edit slidingkit/core/, not this copy) ----
# What this file runs of slidingkit/core/, verbatim; each part's module docstring explains it.
import math

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Callable, Dict, List, Optional, Sequence, Tuple

    Tiles = Tuple[int, ...]  # a board, row-major; 0 is the blank

    # (the blank's goal cell, each pattern's labels, the patterns' tables in the same order)
    Patterns = Tuple[int, Tuple[Tuple[int, ...], ...], Tuple[str, ...]]

    # per tile: its pattern and its weight in that pattern's index; the tables as numbers
    Lookups = Tuple[List[int], List[int], List[bytes]]


# -- slidingkit/core/board.py --
class InputError(ValueError):
    """Input that is not a board: one line on stderr and exit status 1 (see run_solution)."""

def dimensions(board: "Sequence[int]", columns: "Optional[int]" = None) -> "Tuple[int, int]":
    """Return (rows, columns): n x n when columns is None; InputError unless both are at least 2."""
    if columns is None:
        columns = int(math.sqrt(len(board)) + 0.5)
        if columns < 2 or columns * columns != len(board):
            raise InputError("a board needs n*n cells with n >= 2, got %d" % len(board))
    elif columns < 2 or len(board) % columns or len(board) // columns < 2:
        raise InputError("a board of %d cells cannot have %d columns and at least 2 rows"
                         % (len(board), columns))
    return len(board) // columns, columns


def check_board(board: "Sequence[int]", columns: "Optional[int]" = None) -> int:
    """Return the number of columns if board holds 0..cells-1 once each, else InputError. O(N)."""
    side = dimensions(board, columns)[1]
    if min(board) >= 0 and max(board) < len(board) and _cycles(board) is not None:
        return side  # the common case, without the list below
    seen = [False] * len(board)
    for tile in board:
        if not 0 <= tile < len(board):
            raise InputError("tile %d is out of range 0..%d" % (tile, len(board) - 1))
        if seen[tile]:
            raise InputError("tile %d appears twice" % tile)
        seen[tile] = True
    return side


def is_solvable(board: "Sequence[int]", goal: "Sequence[int]",
                columns: "Optional[int]" = None) -> bool:
    """Return True if goal can be reached from board, checked boards of one shape. O(N)."""
    side = dimensions(board, columns)[1]
    blank_row, blank_column = divmod(board.index(0), side)
    goal_row, goal_column = divmod(goal.index(0), side)
    odd = (_cycles(board) + _cycles(goal)) % 2  # type: ignore[operator]  # checked: permutations
    return odd == (abs(blank_row - goal_row) + abs(blank_column - goal_column)) % 2


def _cycles(permutation: "Sequence[int]") -> "Optional[int]":
    """Return the number of cycles of a map of 0..N-1 into itself, or None if it is not a
    permutation (then some walk ends on an earlier walk, not on its start). O(N)."""
    visited = bytearray(len(permutation))
    cycles = 0
    start = visited.find(0)
    while start >= 0:
        cycles += 1
        cell = start
        while not visited[cell]:
            visited[cell] = 1
            cell = permutation[cell]
        if cell != start:
            return None
        start = visited.find(0, start)
    return cycles


# -- slidingkit/core/eight.py --
BLANK_CENTRE = (4, ((0, 1, 3), (2, 5, 8), (6, 7)), (
    "00000000000565676703054767804505676703470787804565078905676707804585690905676787000745656700"
    "000000030045656760606767850560678940656067850767808960656780:5076787800705676785006787890000"
    "0000056007878947050789856067078967078909:56067890;670789890067056567006067678120056767000000"
    "00012500878923606087856707808923606780:34707878007830747810720858923030767856700856900000000"
    "034540078945870907836740890945650769008945056920836067:34045056965806067:3496007890000000005"
    "6967008;65856080:567670780056347078107256067230347078345056067236307078345450089000000000345"
    "45600945656707006745850920836760834045850945606760834740850945656060:56767800900000000056767"
    "8700078567670307478780450567670567078780456509670567670780678789090567678700000000000",
    "0000000000089:9:9:0808789890980:9:;:0878089:9076980:98087:980:9076987:08065876980006987:9800"
    "0000000600787898707076;87606707:987058709878069870987058769076047658900608789896007678780000"
    "00000850069:7854080898965076087:760878089650767:08760876980076087:98705076987650067878000000"
    "000876007878765070987876087098765076907654065870065806987604705876540606767874005:7600000000"
    "0656700876965806087654705:065436047800547608785036507674305406567430509696327008780000000008"
    "54760078743650907656760870087898087606767076540656067:98087078765806065654760076000000000654"
    "76500654365406007676580650565470543054560696507490567670380454165070587676500600000000043254"
    "3800065654760404543650320436540854043870561602760410560650765654060654543800000000000",
    "067456345406345234560456345456045234345204123456340234345234045456145004345234120"))
# -- end of generated --

_lookups = {}  # type: Dict[Tuple[Tiles, int], Lookups]


def eight_lookups(goal: "Tiles", patterns: "Patterns") -> "Lookups":
    """Return (pattern of each tile, weight of each tile, the tables as bytes) for goal,
    built once per goal; ValueError if the patterns are for another blank cell."""
    blank_cell, labels, tables = patterns
    key = (goal, blank_cell)
    if key not in _lookups:
        if len(goal) != 9 or goal.index(0) != blank_cell:
            raise ValueError("these tables are for a 3x3 goal with its blank in cell %d"
                             % blank_cell)
        try:  # PyPy: JIT-compile through eight_path's recursion (docs/performance.md)
            __import__("pypyjit").set_param("max_unroll_recursion=-1")
        except ImportError:
            pass
        pattern_of, weight_of = [0] * 9, [0] * 9
        for number, pattern in enumerate(labels):
            for slot, label in enumerate(pattern):
                pattern_of[goal[label]] = number
                weight_of[goal[label]] = 9 ** slot
        _lookups[key] = pattern_of, weight_of, [table.encode("ascii") for table in tables]
    return _lookups[key]


def eight_path(board: "Tiles", goal: "Tiles", patterns: "Patterns") -> "Optional[str]":
    """Return the first shortest path (MOVES order) from board to goal, checked 3x3 boards whose
    goal has its blank where patterns say, or None when is_solvable says there is none."""
    if not is_solvable(board, goal):
        return None
    pattern_of, weight_of, tables = eight_lookups(goal, patterns)
    cells = list(board)
    index = [0] * len(tables)
    for cell, tile in enumerate(cells):
        if tile:
            index[pattern_of[tile]] += cell * weight_of[tile]
    steps = _STEPS
    targets = []  # type: List[int]  # the blank's cells along the path found, last first

    def search(blank: int, previous: int, budget: int, estimate: int) -> bool:
        # budget = bound - moves so far; estimate is 0 exactly at the goal
        if not estimate:
            return True
        budget -= 1
        for target in steps[blank]:
            if target == previous:
                continue
            tile = cells[target]
            number = pattern_of[tile]
            table, before = tables[number], index[number]
            after = before + (blank - target) * weight_of[tile]
            following = estimate + table[after] - table[before]  # their 48s cancel
            if following > budget:
                continue
            cells[blank], cells[target], index[number] = tile, 0, after
            found = search(target, blank, budget, following)
            cells[blank], cells[target], index[number] = 0, tile, before
            if found:
                targets.append(target)
                return True
        return False

    blank = cells.index(0)
    estimate = sum(table[at] - 48 for table, at in zip(tables, index))  # 48 is "0"
    # every move moves the blank one cell: the distance has the parity of its taxicab distance
    row, column = divmod(blank, 3)
    home_row, home_column = divmod(patterns[0], 3)
    bound = estimate + (estimate + abs(row - home_row) + abs(column - home_column)) % 2
    while not search(blank, -1, bound, estimate):
        bound += 2
    path = [blank] + targets[::-1]
    return "".join(_STEP_MOVE[after - before] for before, after in zip(path, path[1:]))


def eight_distance(board: "Tiles", goal: "Tiles", patterns: "Patterns") -> int:
    """Return the fewest moves from board to goal (as eight_path takes them), or -1."""
    path = eight_path(board, goal, patterns)
    return -1 if path is None else len(path)


# Per cell, the cells the blank can move to, in MOVES order; each step's move by its offset.
_STEPS = ((3, 1), (4, 0, 2), (5, 1), (0, 6, 4), (1, 7, 3, 5), (2, 8, 4), (3, 7), (4, 6, 8), (5, 7))
_STEP_MOVE = {-3: "U", 3: "D", -1: "L", 1: "R"}  # the blank's step -> the move (see MOVES)


# -- slidingkit/core/judge_io.py --
def run_solution(solve: "Callable[[str], str]", problem: str,
                 arguments: "Optional[List[str]]" = None) -> None:
    """Write solve(the whole input: stdin, or the file named by the first of arguments, default
    sys.argv[1:]); bad input is one line on stderr and exit status 1."""
    arguments = sys.argv[1:] if arguments is None else arguments
    try:
        if arguments:
            with open(arguments[0], "rb") as source:
                data = source.read()
        else:
            data = sys.stdin.buffer.read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError("the input is not UTF-8 text") from None
        output = solve(text.lstrip("\ufeff"))
    except InputError as error:
        sys.stderr.write("%s: bad input: %s\n" % (problem, error))
        sys.exit(1)
    except OSError as error:
        sys.stderr.write("%s: cannot read %s: %s\n" % (problem, arguments[0], error.strerror))
        sys.exit(1)
    sys.stdout.write(output)
# ---- END core ----


if __name__ == "__main__":
    main()
