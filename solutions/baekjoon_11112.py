r"""Baekjoon 11112 Eight Puzzle (n boards, fewest moves): https://www.acmicpc.net/problem/11112

Judge      Baekjoon Online Judge, problem 11112 (IDI Open 2008 E), exact comparison; submit this
           file as is ("Python 3"). Limits: 1 s, 256 MB.
Input      n (1 <= n <= 100), a blank line, then n boards, each 3 lines of 3 symbols written
           together (1-8 and #, the blank) and a blank line between two. Also accepted: any
           whitespace between and around the symbols (a board on one line, no blank lines),
           CRLF line ends.
Output     per board one line: the fewest moves to the goal 123 / 456 / 78#, or `impossible`.
Bad input  n missing or 0, a count of symbols that does not match n, a repeated symbol or one
           that is not 1-8 or #: one line on stderr naming the problem, exit status 1, nothing
           on stdout.
Algorithm  one BreadthFirst from the goal: every board that reaches it, layer by layer (181,440
           boards, O(boards) time and memory, once); then a board's distance is the layer that
           holds it, O(N + layers), and a board in no layer is impossible. Measured in
           docs/performance.md.
Usage      python3 solutions/baekjoon_11112.py < judge_cases/baekjoon_11112/sample-1.in
           $ printf '2\n\n123\n4#5\n786\n\n123\n456\n87#\n' | python3 solutions/baekjoon_11112.py
           2
           impossible
"""

import sys

if sys.version_info < (3, 5):  # the oldest Python its judges run; vermin checks the file
    sys.exit("baekjoon_11112.py needs Python 3.5 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "Baekjoon 11112"
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
BLANK = "#"


def parse_boards(text: str) -> "List[Tiles]":
    """Return the n boards of the input: n, then n runs of 9 symbols 1-8 and #, any whitespace
    (blank lines between boards, a board's rows written together)."""
    tokens = text.split()
    if not tokens:
        raise InputError("the input is empty; expected n and then n boards")
    count = integers_in(tokens[0])[0]
    if count < 1:
        raise InputError("n is %d; expected at least 1 board" % count)
    symbols = "".join(tokens[1:])
    if len(symbols) != 9 * count:
        raise InputError("n is %d, so %d symbols should follow, but %d do"
                         % (count, 9 * count, len(symbols)))
    tiles = {str(tile): tile for tile in range(1, 9)}
    tiles[BLANK] = 0
    boards = []
    for start in range(0, len(symbols), 9):
        board = []
        for symbol in symbols[start:start + 9]:
            if symbol not in tiles:
                raise InputError("board %d: expected the symbols 1-8 and %s, found %r"
                                 % (start // 9 + 1, BLANK, symbol))
            board.append(tiles[symbol])
        try:
            check_board(board)
        except InputError as error:
            raise InputError("board %d: %s" % (start // 9 + 1, error)) from None
        boards.append(tuple(board))
    return boards


def solve(text: str) -> str:
    """Return the whole output for the whole input text: a line a board."""
    boards = parse_boards(text)
    every_board = BreadthFirst(GOAL)  # O(boards) once: n may be 100 boards, each 31 moves out
    moves = [every_board.distance(board) for board in boards]
    return "".join("%s\n" % ("impossible" if distance < 0 else distance) for distance in moves)


def main() -> None:
    run_solution(solve, PROBLEM)


# ---- BEGIN core (vendored by `make vendor`: edit slidingkit/core/, not this copy) ----
# What this file runs of slidingkit/core/, verbatim; each part's module docstring explains it.
import math
from itertools import repeat

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Callable, List, Optional, Sequence, Set, Tuple

    Tiles = Tuple[int, ...]  # a board, row-major; 0 is the blank


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


# -- slidingkit/core/breadth_first.py --
class BreadthFirst:
    """Every board start can reach, by distance from start (see the module's docstring)."""

    def __init__(self, start: "Tiles", columns: "Optional[int]" = None) -> None:
        rows, columns = dimensions(start, columns)
        self.cells = cells = rows * columns
        # swaps[blank]: (target cell, the translate table that moves the blank there, the move)
        self.swaps = []  # type: List[List[Tuple[int, bytes, str]]]
        for blank in range(cells):
            row, column = divmod(blank, columns)
            self.swaps.append([])
            for move, target, legal in (("U", blank - columns, row > 0),
                                        ("D", blank + columns, row < rows - 1),
                                        ("L", blank - 1, column > 0),
                                        ("R", blank + 1, column < columns - 1)):
                if legal:
                    swap = bytearray(range(256))
                    swap[blank], swap[target] = target, blank
                    self.swaps[blank].append((target, bytes(swap), move))
        self.layers = []  # type: List[List[Set[bytes]]]  # layers[distance][blank cell]
        before = [set() for _ in range(cells)]  # type: List[Set[bytes]]
        layer = [set() for _ in range(cells)]  # type: List[Set[bytes]]
        key = self.key(start)
        layer[key[0]].add(key)
        while any(layer):
            self.layers.append(layer)
            after = [set() for _ in range(cells)]  # type: List[Set[bytes]]
            for blank, boards_here in enumerate(layer):
                for target, table, _ in self.swaps[blank]:
                    after[target].update(map(bytes.translate, boards_here, repeat(table)))
            for blank, boards_here in enumerate(after):
                boards_here -= before[blank]
            before, layer = layer, after

    @staticmethod
    def key(board: "Sequence[int]") -> bytes:
        """bytes(the cell of each tile): how the layers hold a board."""
        where = bytearray(len(board))
        for cell, tile in enumerate(board):
            where[tile] = cell
        return bytes(where)

    def distance(self, board: "Tiles") -> int:
        """Return the fewest moves between board and start, or -1 if start cannot reach it."""
        key = self.key(board)
        for moves, layer in enumerate(self.layers):
            if key in layer[key[0]]:
                return moves
        return -1


# -- slidingkit/core/judge_io.py --
def integers_in(text: str) -> "List[int]":
    """Return text's non-negative integers, at most 9 digits each; InputError names a bad one."""
    numbers = []
    for place, token in enumerate(text.split(), 1):
        digits = token.lstrip("0") or "0"  # int() refuses over 4,300 digits, leading zeros too
        if token.strip("0123456789") or len(digits) > 9:  # anything but ASCII digits, or too many
            fault = ("not a non-negative integer" if token.strip("0123456789")
                     else "far out of range")
            raise InputError("item %d is %r, %s"
                             % (place, token if len(token) <= 20 else token[:20] + "...", fault))
        numbers.append(int(digits))
    return numbers


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
