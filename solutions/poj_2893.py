"""POJ 2893 M x N Puzzle (is the board solvable?): http://poj.org/problem?id=2893

Judge      POJ, problem 2893, exact comparison; submit this file as is. Limits: 4 s, 128 MB.
Input      cases `M N` (2 <= M, N <= 999), then M rows of N integers (0 the blank, 1..MN-1 the
           tiles), until the line `0 0`; any whitespace.
Output     per case YES if the goal 1..MN-1 with the blank last can be reached, else NO.
Bad input  M or N out of range, too few numbers, numbers after `0 0`, a repeated or out-of-range
           tile, anything but integers: one line on stderr naming the problem, exit status 1,
           nothing on stdout.
Algorithm  the input is read at C speed (one split, one isdigit test, map(int)); a board is
           checked with a set and decided by parity in O(cells): the permutation's parity from
           its cycles against the blank's distance to its goal cell (see is_solvable in the core).
           A 999x999 board (10^6 numbers) takes about 1 s on CPython 3.11, most of it reading.
Usage      python3 solutions/poj_2893.py < judge_cases/poj_2893/sample-1.in
           $ printf '2 2\\n1 2\\n3 0\\n0 0\\n' | python3 solutions/poj_2893.py
           YES
"""

# ---- BEGIN core/puzzle.py (vendored by `make vendor`: edit core/puzzle.py, not this copy) ----
# What this file uses of core/puzzle.py, verbatim and in order; the core's docstring explains the model.
import math
import sys
from array import array
from typing import Callable, List, Optional, Sequence, Tuple

Tiles = Tuple[int, ...]  # a board: its tiles in row-major order, 0 is the blank


class InputError(ValueError):
    """Input that is not a board: the solutions turn it into one line on stderr and exit status 1."""


def side_of(board: Sequence[int]) -> int:
    """Return n for a board of n*n cells; raise InputError if the length is not a square of n >= 2. O(1)."""
    side = math.isqrt(len(board))
    if side < 2 or side * side != len(board):
        raise InputError("a board needs n*n cells with n >= 2, got %d" % len(board))
    return side


def _dimensions(board: Sequence[int], columns: Optional[int] = None) -> Tuple[int, int]:
    """Return (rows, columns) of a board: n x n when columns is None, else len(board) // columns rows;
    InputError unless both are at least 2 and columns divides the cells. O(1)."""
    if columns is None:
        side = side_of(board)
        return side, side
    if columns < 2 or len(board) % columns or len(board) // columns < 2:
        raise InputError("a board of %d cells cannot have %d columns and at least 2 rows" % (len(board), columns))
    return len(board) // columns, columns


def check_board(board: Sequence[int], columns: Optional[int] = None) -> int:
    """Return the number of columns (n for a square board) if board holds each of 0..cells-1
    exactly once; raise InputError naming the fault. O(N)."""
    side = _dimensions(board, columns)[1]
    if min(board) >= 0 and max(board) < len(board) and _cycles(board) is not None:
        return side  # the common case: no set, so a million cells in an array need only 1 MB more
    seen = [False] * len(board)
    for tile in board:
        if not 0 <= tile < len(board):
            raise InputError("tile %d is out of range 0..%d" % (tile, len(board) - 1))
        if seen[tile]:
            raise InputError("tile %d appears twice" % tile)
        seen[tile] = True
    return side


def standard_goal(side: int, columns: Optional[int] = None) -> Tiles:
    """Return the goal 1..cells-1 in row-major order with the blank last, for a side x side
    board, or side rows x columns. O(N)."""
    return tuple(range(1, side * (side if columns is None else columns))) + (0,)


def is_solvable(board: Tiles, goal: Tiles, columns: Optional[int] = None) -> bool:
    """Return True if goal can be reached from board. Both must be checked boards of one shape. O(N).

    Every move swaps the blank with a neighbour, so it flips the parity of the permutation that
    takes board to goal and moves the blank one step. The parity of the permutation and of the
    blank's taxicab distance to its goal cell therefore stay equal along any path; on any board
    of at least 2x2 that condition is also sufficient (square or not, any goal).
    """
    side = _dimensions(board, columns)[1]
    blank_row, blank_column = divmod(board.index(0), side)
    goal_row, goal_column = divmod(goal.index(0), side)
    # The permutation taking board to goal is goal^-1 after board (both read as cell -> tile), so
    # its parity is the sum of theirs: two walks that index the boards directly (no where-table).
    odd = (_cycles(board) + _cycles(goal)) % 2  # type: ignore  # checked boards are permutations
    return odd == (abs(blank_row - goal_row) + abs(blank_column - goal_column)) % 2


def _cycles(permutation: Sequence[int]) -> Optional[int]:
    """Return the number of cycles of a map of 0..N-1 into itself (cell -> value), or None if it
    is not a permutation: then the walk from a cell no value names ends on an earlier walk, not
    on its start. O(N): one step a cell, C-speed jumps to the next unvisited cell."""
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


def _shorten(token: str) -> str:
    return repr(token if len(token) <= 20 else token[:20] + "...")


def integers_in(text: str) -> List[int]:
    """Return the whitespace-separated non-negative integers of text; InputError names the first
    token that is not one (a number of more than 9 digits counts as out of range). O(len(text))."""
    numbers = []
    for place, token in enumerate(text.split(), 1):
        if not (token.isascii() and token.isdigit()):
            raise InputError("item %d is %s, not a non-negative integer" % (place, _shorten(token)))
        digits = token.lstrip("0") or "0"  # int() refuses over 4,300 digits, leading zeros too
        if len(digits) > 9:
            raise InputError("item %d is %s, far out of range" % (place, _shorten(token)))
        numbers.append(int(digits))
    return numbers


def run_solution(solve: Callable[[str], str], problem: str, arguments: Optional[List[str]] = None) -> None:
    """Run a solution as a judge does: solve(all of stdin, or of the file named by the first of
    arguments, default sys.argv[1:]) is written to stdout. Bad input gets one line on stderr
    naming the problem and exit status 1."""
    if arguments is None:
        arguments = sys.argv[1:]
    source_name = arguments[0] if arguments else "standard input"
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
        sys.stderr.write("%s: cannot read %s: %s\n" % (problem, source_name, error.strerror))
        sys.exit(1)
    sys.stdout.write(output)
# ---- END core/puzzle.py ----

import re  # noqa: E402  (the I/O layer's own import, after the vendored core)

PROBLEM = "POJ 2893"
LARGEST_SIDE = 999


def read_numbers(text: str) -> Sequence[int]:
    """All the numbers of the input. The common case, ASCII digits and whitespace only, is read
    at C speed into an array of machine integers (10^6 numbers in about 0.3 s and 8 MB, where a
    list would hold 36 MB), a line at a time, so that only one row's tokens exist at once (PyPy
    would hold 50 MB of them); anything else goes through integers_in, which names the first
    bad token."""
    if not re.search(r"[^0-9\s]", text):
        numbers = array("q")
        try:
            for line in text.splitlines():
                numbers.extend(map(int, line.split()))
            return numbers
        except (ValueError, OverflowError):  # over 4,300 digits, or past 2^63: integers_in says which
            pass
    return integers_in(text)


def parse_cases(text: str) -> List[Tuple[int, int, Sequence[int]]]:
    """Return (M, N, tiles) for each case before `0 0`."""
    numbers = read_numbers(text)
    cases = []
    at = 0
    while True:
        if at + 2 > len(numbers):
            raise InputError("the input ends before `0 0`" if numbers else "the input is empty")
        rows, columns = numbers[at], numbers[at + 1]
        at += 2
        if rows == 0 and columns == 0:
            break
        if not (2 <= rows <= LARGEST_SIDE and 2 <= columns <= LARGEST_SIDE):
            raise InputError("case %d: M and N must be 2..%d, got %d %d" % (len(cases) + 1, LARGEST_SIDE, rows, columns))
        cells = rows * columns
        if at + cells > len(numbers):
            raise InputError("case %d: %d x %d needs %d numbers, but only %d follow"
                             % (len(cases) + 1, rows, columns, cells, len(numbers) - at))
        cases.append((rows, columns, numbers[at:at + cells]))
        at += cells
    if at != len(numbers):
        raise InputError("%d numbers follow `0 0`" % (len(numbers) - at))
    return cases


def solve(text: str) -> str:
    """Return the whole output: YES or NO per case, by parity in O(cells)."""
    lines = []
    for number, (rows, columns, tiles) in enumerate(parse_cases(text), 1):
        try:
            check_board(tiles, columns)
        except InputError as error:
            raise InputError("case %d: %s" % (number, error)) from None
        lines.append("YES" if is_solvable(tiles, standard_goal(rows, columns), columns) else "NO")
    return "\n".join(lines) + "\n"


def main() -> None:
    run_solution(solve, PROBLEM)


if __name__ == "__main__":
    main()
