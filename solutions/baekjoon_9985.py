r"""Baekjoon 9985 Missing Piece 2001 (fewest moves within a bound, any goal, D x D boards):
https://www.acmicpc.net/problem/9985 (also POJ 2224)

Judge      Baekjoon Online Judge, problem 9985 (South Central USA 2001), exact comparison; submit
           this file as is ("Python 3"). Limits: 1 s, 128 MB.
Input      up to 10 data sets: a line `START D N` (3 <= D <= 10, 0 <= N <= 15), the start board
           and the goal board (each D lines of D tokens: 1 .. D*D - 1 and X, the blank), a line
           `END`. Also accepted: blank lines between data sets, any whitespace between and around
           the tokens, CRLF line ends, more than 10 data sets.
Output     per data set one line: `SOLVABLE WITHIN k MOVES`, k the fewest moves from the start to
           the goal where k <= N, else `NOT SOLVABLE WITHIN N MOVES`.
Bad input  a missing START or END, D or N out of range, too few tokens, a repeated or
           out-of-range tile, anything but integers and X: one line on stderr naming the problem,
           exit status 1, nothing on stdout.
Algorithm  permutation parity first (a board of the other class is NOT SOLVABLE at once), then
           breadth-first search from both ends on the board's grid (GraphSearch on grid_board, in
           the core below), one layer of the smaller end at a time, stopped once the two ends'
           depths add up to N: O(boards within N/2 moves of either end), each made at C speed;
           on 10x10 a side holds some 10^4 boards at 8 moves. See docs/performance.md.
Usage      $ python3 solutions/baekjoon_9985.py < judge_cases/baekjoon_9985/sample-1.in
           SOLVABLE WITHIN 4 MOVES
           NOT SOLVABLE WITHIN 3 MOVES
"""

import sys

if sys.version_info < (3, 5):  # the oldest Python its judges run; vermin checks the file
    sys.exit("baekjoon_9985.py needs Python 3.5 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "Baekjoon 9985"
BLANK = "X"
SIDES = (3, 10)  # 3 <= D <= 10
LARGEST_BOUND = 15  # 0 <= N <= 15


def read_board(tokens: "List[str]", at: int, side: int, what: str) -> "Tiles":
    """Return the board of side*side tokens at tokens[at:] (X the blank, as 0)."""
    written = tokens[at:at + side * side]
    if len(written) != side * side:
        raise InputError("%s: %d tokens are wanted, the input ends after %d"
                         % (what, side * side, len(written)))
    board = tuple(0 if token == BLANK else integers_in(token)[0] for token in written)
    if BLANK not in written:
        raise InputError("%s: no %s, the blank" % (what, BLANK))
    try:
        check_board(board, side)
    except InputError as error:
        raise InputError("%s: %s" % (what, error)) from None
    return board


def parse_data_sets(text: str) -> "List[Tuple[int, int, Tiles, Tiles]]":
    """Return (D, N, start, goal) for each data set `START D N`, start, goal, `END`."""
    tokens = text.split()
    if not tokens:
        raise InputError("the input is empty; expected data sets `START D N` ... `END`")
    sets = []  # type: List[Tuple[int, int, Tiles, Tiles]]
    at = 0
    while at < len(tokens):
        what = "data set %d" % (len(sets) + 1)
        if tokens[at] != "START" or at + 3 > len(tokens):
            raise InputError("%s: expected `START D N`, found %r"
                             % (what, " ".join(tokens[at:at + 3])))
        side, bound = integers_in(" ".join(tokens[at + 1:at + 3]))
        if not (SIDES[0] <= side <= SIDES[1] and 0 <= bound <= LARGEST_BOUND):
            raise InputError("%s: D must be %d..%d and N 0..%d, got %d %d"
                             % (what, SIDES[0], SIDES[1], LARGEST_BOUND, side, bound))
        at += 3
        start = read_board(tokens, at, side, what + ", the start")
        goal = read_board(tokens, at + side * side, side, what + ", the goal")
        at += 2 * side * side
        if at >= len(tokens) or tokens[at] != "END":
            raise InputError("%s: expected END after the goal, found %r"
                             % (what, tokens[at] if at < len(tokens) else "the end of the input"))
        at += 1
        sets.append((side, bound, start, goal))
    return sets


def solve(text: str) -> str:
    """Return the whole output for the whole input text: a line a data set."""
    grids = {}  # type: Dict[int, GraphBoard]
    lines = []
    for side, bound, start, goal in parse_data_sets(text):
        moves = None
        if is_solvable(start, goal, side):
            if side not in grids:
                grids[side] = grid_board(side, side)
            moves = GraphSearch(grids[side], goal).distance(start, bound)
        lines.append("NOT SOLVABLE WITHIN %d MOVES" % bound if moves is None
                     else "SOLVABLE WITHIN %d MOVES" % moves)
    return "".join(line + "\n" for line in lines)


def main() -> None:
    run_solution(solve, PROBLEM)


# ---- BEGIN core (vendored by `make vendor`: edit slidingkit/core/, not this copy) ----
# What this file runs of slidingkit/core/, verbatim; each part's module docstring explains it.
from itertools import repeat

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Callable, Dict, List, Optional, Sequence, Set, Tuple

    Tiles = Tuple[int, ...]  # a board, row-major; 0 is the blank

    Layer = Dict[Tuple[int, ...], Set[bytes]]  # the boards of one distance, by their empty cells


# -- slidingkit/core/board.py --
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


# -- slidingkit/core/graph.py --
class GraphBoard:
    """A graph whose vertices are a board's cells (see the module's docstring)."""

    def __init__(self, cells: int, edges: "Sequence[Tuple[int, int]]") -> None:
        self.cells = cells
        self.around = [[] for _ in range(cells)]  # type: List[List[int]]
        for first, second in edges:
            if not (0 <= first < cells and 0 <= second < cells) or first == second:
                raise InputError("edge %r is not between two cells of 0..%d"
                                 % ((first, second), cells - 1))
            if second not in self.around[first]:
                self.around[first].append(second)
                self.around[second].append(first)
        self.tables = {}  # type: Dict[Tuple[int, int], bytes]  # (empty, tile's cell): translate

    def check(self, board: "Sequence[int]") -> None:
        """InputError unless board holds a tile or 0 on each cell, the tiles 1, 2, ... once each."""
        if len(board) != self.cells:
            raise InputError("a board has %d cells, not %d" % (self.cells, len(board)))
        tiles = sorted(tile for tile in board if tile)
        if tiles != list(range(1, len(tiles) + 1)):
            raise InputError("the tiles are not 1 to %d once each: %s"
                             % (len(tiles), " ".join(map(str, board))))

    def key(self, board: "Sequence[int]") -> bytes:
        """bytes(the cell of each tile 1, 2, ...): how the layers hold a board."""
        self.check(board)
        where = bytearray(sum(1 for tile in board if tile))
        for cell, tile in enumerate(board):
            if tile:
                where[tile - 1] = cell
        return bytes(where)

    @staticmethod
    def empty_cells(board: "Sequence[int]") -> "Tuple[int, ...]":
        return tuple(cell for cell, tile in enumerate(board) if not tile)

    def table(self, empty: int, target: int) -> bytes:
        """The translate table that slides the tile on target into empty."""
        pair = (empty, target)
        if pair not in self.tables:
            swap = bytearray(range(256))
            swap[target], swap[empty] = empty, target
            self.tables[pair] = bytes(swap)
        return self.tables[pair]

    def neighbours(self, layer: "Layer") -> "Layer":
        """Every board one move from a board of layer, by empty cells."""
        after = {}  # type: Layer
        for empty_cells, boards in layer.items():
            for index, empty in enumerate(empty_cells):
                for target in self.around[empty]:
                    if target in empty_cells:
                        continue
                    moved = tuple(sorted(empty_cells[:index] + (target,) + empty_cells[index + 1:]))
                    after.setdefault(moved, set()).update(
                        map(bytes.translate, boards, repeat(self.table(empty, target))))
        return after


def grid_board(rows: int, columns: int) -> GraphBoard:
    """Return the graph of a rows x columns rectangle, cells in row-major order: each joined to
    the cells beside, above and below it. O(cells)."""
    cells = rows * columns
    edges = [(cell, cell + 1) for cell in range(cells) if (cell + 1) % columns]
    edges += [(cell, cell + columns) for cell in range(cells - columns)]
    return GraphBoard(cells, edges)


class Layers:
    """The boards at distance 0, 1, ... from one board, grown one layer at a time."""

    def __init__(self, graph: GraphBoard, board: "Sequence[int]") -> None:
        self.graph = graph
        self.layers = [{graph.empty_cells(board): {graph.key(board)}}]  # type: List[Layer]
        self.size = 1  # boards in the last layer

    def grow(self) -> "Layer":
        """Add the next layer (empty once every board within reach is found) and return it."""
        after = self.graph.neighbours(self.layers[-1])
        for empty_cells, boards in after.items():
            for layer in self.layers[-2:]:
                boards -= layer.get(empty_cells, set())
        self.layers.append(after)
        self.size = sum(map(len, after.values()))
        return after

    def depth(self, layer: "Layer") -> "Optional[int]":
        """The distance of the nearest of layer's boards found here, or None."""
        for moves, here in enumerate(self.layers):
            for empty_cells, boards in layer.items():
                if not boards.isdisjoint(here.get(empty_cells, ())):
                    return moves
        return None


class GraphSearch:
    """Fewest moves to one goal on a graph board (see the module's docstring)."""

    def __init__(self, graph: GraphBoard, goal: "Sequence[int]", depth: int = 0) -> None:
        self.graph = graph
        self.tiles = sorted(goal)
        self.goal = Layers(graph, goal)
        while len(self.goal.layers) <= depth and self.goal.size:
            self.goal.grow()

    def distance(self, start: "Sequence[int]", limit: "Optional[int]" = None) -> "Optional[int]":
        """Return the fewest moves from start to the goal, or None if it cannot be reached (within
        limit moves, given a limit)."""
        if sorted(start) != self.tiles:
            raise InputError("the board holds other tiles than the goal: %s"
                             % " ".join(map(str, start)))
        sides = [Layers(self.graph, start), self.goal]
        meeting = self.goal.depth(sides[0].layers[0])
        while meeting is None:
            reached = len(sides[0].layers) + len(sides[1].layers) - 2
            if not (sides[0].size and sides[1].size) or (limit is not None and reached >= limit):
                return None  # an end ran out of boards, or a meeting would be past limit
            side = 0 if sides[0].size <= sides[1].size else 1
            meeting = sides[1 - side].depth(sides[side].grow())
            if meeting is not None:
                meeting += len(sides[side].layers) - 1
        return meeting if limit is None or meeting <= limit else None


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
