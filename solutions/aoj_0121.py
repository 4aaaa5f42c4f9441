r"""AOJ 0121 Seven Puzzle (2x4, many boards, fewest moves): https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=0121

Judge      AOJ, problem 0121, exact comparison; submit this file as is (Python3).
           Limits: 1 s, 65536 KB.
Input      boards until the end of input, one a line: the 8 integers 0-7 of 2 rows of 4, row by
           row, 0 the blank; any whitespace. The statement promises at most 1,000 boards, each
           one that can reach the goal.
Output     one line per board: the fewest moves to 0 1 2 3 / 4 5 6 7 (the blank top-left), or -1
           for a board that cannot reach it, which the statement rules out.
Bad input  no numbers, a count of numbers that is not a multiple of 8, a repeated or out-of-range
           tile, anything but integers: one line on stderr naming the problem, exit status 1,
           nothing on stdout.
Algorithm  one distance table from the goal: a BFS over the 20,160 boards that reach it,
           O(boards) time and memory, built once; then O(N) a board, a lookup at its rank.
Usage      python3 solutions/aoj_0121.py < judge_cases/aoj_0121/sample-1.in
           $ printf '1 0 2 3 4 5 6 7\n7 6 5 4 3 2 1 0\n' | python3 solutions/aoj_0121.py
           1
           28
"""

import sys

if sys.version_info < (3, 6):  # the oldest Python its judge runs; vermin checks the file
    sys.exit("aoj_0121.py needs Python 3.6 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "AOJ 0121"
GOAL = (0, 1, 2, 3, 4, 5, 6, 7)
COLUMNS = 4


def parse_boards(text: str) -> "List[Tiles]":
    """Return every board of the input: runs of 8 integers 0-7 to the end, any whitespace."""
    numbers = integers_in(text)
    if not numbers:
        raise InputError("the input is empty; expected boards of 8 integers 0-7")
    if len(numbers) % 8:
        raise InputError("found %d numbers, not a whole number of boards of 8" % len(numbers))
    boards = []
    for start in range(0, len(numbers), 8):
        board = tuple(numbers[start:start + 8])
        try:
            check_board(board, COLUMNS)
        except InputError as error:
            raise InputError("board %d: %s" % (start // 8 + 1, error)) from None
        boards.append(board)
    return boards


def solve(text: str) -> str:
    """Return the whole output for the whole input text: one line per board."""
    boards = parse_boards(text)
    table = distance_table(GOAL, COLUMNS)  # O(boards) once, then O(N) a board
    return "".join("%d\n" % table.distance(board) for board in boards)


def main() -> None:
    run_solution(solve, PROBLEM)


# ---- BEGIN core (vendored by `make vendor`: edit slidingkit/core/, not this copy) ----
# What this file runs of slidingkit/core/, verbatim; each part's module docstring explains it.
import math
from itertools import repeat

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Callable, Dict, List, Optional, Sequence, Set, Tuple

    Tiles = Tuple[int, ...]  # a board, row-major; 0 is the blank


# -- slidingkit/core/board.py --
MOVES = "UDLR"  # the direction the blank travels


class InputError(ValueError):
    """Input that is not a board: one line on stderr and exit status 1 (see run_solution)."""

def dimensions(board: "Sequence[int]", columns: "Optional[int]" = None) -> "Tuple[int, int]":
    """Return (rows, columns): n x n when columns is None; InputError unless both are at least 2."""
    if columns is None:
        columns = int(len(board) ** 0.5 + 0.5)
        if columns < 2 or columns * columns != len(board):
            raise InputError("a board needs n*n cells with n >= 2, got %d" % len(board))
    elif columns < 2 or len(board) % columns or len(board) // columns < 2:
        raise InputError("a board of %d cells cannot have %d columns and at least 2 rows"
                         % (len(board), columns))
    return len(board) // columns, columns


def check_board(board: "Sequence[int]", columns: "Optional[int]" = None) -> int:
    """Return the number of columns if board holds 0..cells-1 once each, else InputError. O(N)."""
    side = dimensions(board, columns)[1]
    if min(board) < 0 or max(board) >= len(board) or _cycles(board) is None:
        check_tiles(board)  # names the fault
    return side


def check_tiles(board: "Sequence[int]") -> None:
    """InputError, naming the first tile at fault, unless board holds 0..len(board)-1 once each;
    for a board whose shape is already known. O(N)."""
    seen = [False] * len(board)
    for tile in board:
        if not 0 <= tile < len(board):
            raise InputError("tile %d is out of range 0..%d" % (tile, len(board) - 1))
        if seen[tile]:
            raise InputError("tile %d appears twice" % tile)
        seen[tile] = True


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


# -- slidingkit/core/tables.py --
# A table holds N! bytes: 362,880 for 3x3, 3,628,800 for 2x5; 3x4 would need 479,001,600.
TABLE_MAX_CELLS = 10


class DistanceTable:
    """The distance from every board to one goal, by BFS from the goal (the method of the Luogu and
    HihoCoder write-ups), for boards of at most TABLE_MAX_CELLS cells: 3x3, 2x3, 2x4, 2x5 and so on.

    distances is a bytearray of N! entries indexed by permutation_rank(board): the fewest moves to
    the goal, or 255 for a board that cannot reach it. Inside, a board is packed 4 bits a cell
    (cell i in bits 4i..4i+3), and its rank is prefix_rank[low half] + suffix_rank[high half]:
    a Lehmer digit of the first half depends only on the first half (the tile, less the smaller
    tiles before it) and one of the second half only on the second half (the smaller tiles after
    it). The BFS keeps the boards of the last two layers in sets, one per blank cell, and makes
    each layer with map() over bound methods, so the interpreter runs no bytecode per board.
    Build: O(N! / 2) boards in time and memory (measured in docs/performance.md).
    Query: O(N) for distance, O(N + moves) for path.
    """

    def __init__(self, goal: "Tiles", columns: "Optional[int]" = None) -> None:
        rows, columns = dimensions(goal, columns)
        cells = len(goal)
        if cells > TABLE_MAX_CELLS:
            raise ValueError("a distance table has N! entries; %d cells is more than %d"
                             % (cells, TABLE_MAX_CELLS))
        self.goal, self.columns, self.cells = goal, columns, cells
        half = cells // 2
        self._half_mask, self._half_shift = (1 << 4 * half) - 1, 4 * half
        self._prefix_rank, self._suffix_rank = self._rank_parts(cells, half)
        # moves_from[blank]: (move, target cell, target's shift, (1 << 4*blank) - (1 << 4*target)),
        # so the board after the move is key + tile * difference, tile = (key >> shift) & 15.
        self.moves_from = []  # type: List[List[Tuple[str, int, int, int]]]
        for blank in range(cells):
            row, column = divmod(blank, columns)
            moves = []
            for move, target, legal in (("U", blank - columns, row > 0),
                                        ("D", blank + columns, row < rows - 1),
                                        ("L", blank - 1, column > 0),
                                        ("R", blank + 1, column < columns - 1)):
                if legal:
                    moves.append((move, target, 4 * target, (1 << 4 * blank) - (1 << 4 * target)))
            self.moves_from.append(moves)
        self.distances = self._breadth_first(self._key(goal), goal.index(0))

    @staticmethod
    def _rank_parts(cells: int, half: int) -> "Tuple[Dict[int, int], Dict[int, int]]":
        """Each half's share of the rank, keyed by the half's packed tiles: built one cell at a time
        from the shorter halves, O(N! / (N - half)! + N! / half!)."""
        weight = [math.factorial(cells - 1 - cell) for cell in range(cells)]
        below = [(1 << tile) - 1 for tile in range(cells)]
        prefix = [(0, 0, 0)]  # (packed key, share of the rank, set of tiles as bits)
        for cell in range(half):
            prefix = [(key | tile << 4 * cell,
                       share + (tile - bin(used & below[tile]).count("1")) * weight[cell],
                       used | 1 << tile)
                      for key, share, used in prefix for tile in range(cells)
                      if not used >> tile & 1]
        suffix = [(0, 0, 0)]
        for cell in range(cells - 1, half - 1, -1):
            suffix = [(key << 4 | tile, share + bin(used & below[tile]).count("1") * weight[cell],
                       used | 1 << tile)
                      for key, share, used in suffix for tile in range(cells)
                      if not used >> tile & 1]
        return {key: share for key, share, _ in prefix}, {key: share for key, share, _ in suffix}

    def _key(self, board: "Sequence[int]") -> int:
        key = 0
        for tile in reversed(board):
            key = key << 4 | tile
        return key

    def _rank(self, key: int) -> int:
        return self._prefix_rank[key & self._half_mask] + self._suffix_rank[key >> self._half_shift]

    def _breadth_first(self, goal_key: int, goal_blank: int) -> bytearray:
        """Fill the table layer by layer. A move changes the parity of the permutation, so a board's
        neighbours lie in the layer before it or the next: a new layer is the last one's neighbours
        less the layer before it."""
        distances = bytearray(b"\xff") * math.factorial(self.cells)
        add, low, high = int.__add__, self._half_mask.__and__, self._half_shift.__rrshift__
        prefix_rank, suffix_rank, tile_bits = (self._prefix_rank.__getitem__,
                                               self._suffix_rank.__getitem__, (15).__and__)
        store = distances.__setitem__
        steps = [[(target, (shift).__rrshift__, difference.__mul__)
                  for _, target, shift, difference in moves]
                 for moves in self.moves_from]
        before = [set() for _ in range(self.cells)]  # type: List[Set[int]]
        layer = [set() for _ in range(self.cells)]  # type: List[Set[int]]
        layer[goal_blank].add(goal_key)
        moves = 0
        while any(layer):
            for keys in layer:  # distances[rank(key)] = moves for every key, without a Python loop:
                # store returns None, so any() runs the whole map at C speed
                any(map(store, map(add, map(prefix_rank, map(low, keys)),
                                   map(suffix_rank, map(high, keys))), repeat(moves)))
            after = [set() for _ in range(self.cells)]  # type: List[Set[int]]
            for blank, keys in enumerate(layer):
                for target, shift, times in steps[blank]:
                    after[target].update(map(add, keys,
                                             map(times, map(tile_bits, map(shift, keys)))))
            for blank, keys in enumerate(after):
                keys -= before[blank]
            before, layer, moves = layer, after, moves + 1
        return distances

    def distance(self, board: "Tiles") -> int:
        """Return the fewest moves from board to the goal, or -1 if it cannot reach it. O(N)."""
        if len(board) != self.cells:
            raise ValueError("the table is for boards of %d cells, not %d"
                             % (self.cells, len(board)))
        moves = self.distances[self._rank(self._key(board))]
        return -1 if moves == 255 else moves

    def path(self, board: "Tiles", order: str = MOVES) -> "Optional[str]":
        """Return the shortest path from board to the goal that comes first when moves are compared
        in the given order (a permutation of U, D, L, R), or None if there is none: from each board,
        the first move in that order to a board one move nearer. O(N + moves)."""
        if sorted(order) != sorted(MOVES):
            raise ValueError("order must hold U, D, L and R once each, not %r" % order)
        total = self.distance(board)
        if total < 0:
            return None
        place = {move: index for index, move in enumerate(order)}
        moves_from = [sorted(steps, key=lambda step: place[step[0]]) for steps in self.moves_from]
        key, blank, path = self._key(board), board.index(0), []
        for remaining in range(total - 1, -1, -1):
            for move, target, shift, difference in moves_from[blank]:
                after = key + (key >> shift & 15) * difference
                if self.distances[self._rank(after)] == remaining:
                    key, blank = after, target
                    path.append(move)
                    break
        return "".join(path)


_tables_by_goal_and_columns = {}  # type: Dict[Tuple[Tiles, Optional[int]], DistanceTable]


def distance_table(goal: "Tiles", columns: "Optional[int]" = None) -> "DistanceTable":
    """Return the DistanceTable of goal (built on the first call, then kept for the process)."""
    table = _tables_by_goal_and_columns.get((goal, columns))
    if table is None:
        table = _tables_by_goal_and_columns[goal, columns] = DistanceTable(goal, columns)
    return table


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
    sys.argv[1:]); bad input is one line on stderr and exit status 1 (sys.exit's message)."""
    arguments = sys.argv[1:] if arguments is None else arguments
    try:
        with open(arguments[0], "rb") if arguments else sys.stdin.buffer as source:
            text = source.read().decode("utf-8")
        output = solve(text.lstrip("\ufeff"))
    except UnicodeDecodeError:
        sys.exit("%s: bad input: the input is not UTF-8 text" % problem)
    except InputError as error:
        sys.exit("%s: bad input: %s" % (problem, error))
    except OSError as error:
        sys.exit("%s: cannot read %s: %s"
                 % (problem, (arguments or ["standard input"])[0], error.strerror))
    sys.stdout.write(output)


def quick_exit() -> None:
    """Flush the output and end the process with status 0 at once: no atexit handlers, no
    teardown. Only as a program's last statement."""
    sys.stdout.flush()
    sys.stderr.flush()
    __import__("nt" if sys.platform == "win32" else "posix")._exit(0)  # -S loads no os
# ---- END core ----


if __name__ == "__main__":
    main()
    quick_exit()
