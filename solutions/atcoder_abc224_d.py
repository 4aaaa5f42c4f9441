r"""AtCoder ABC224 D 8 Puzzle on Graph (any graph on 9 vertices, fewest moves): https://atcoder.jp/contests/abc224/tasks/abc224_d

Judge      AtCoder, ABC224 D, exact comparison; submit this file as is ("Python (CPython
           3.11.4)", or the newest CPython AtCoder lists). Limits: 4 s, 1024 MB.
Input      M (0-36); M lines `u v`, an edge between two different vertices of 1-9, none twice;
           then p_1 ... p_8, the distinct vertices pieces 1-8 start on (one vertex is empty).
           Also accepted: the numbers in any layout (any whitespace between or around them).
Output     one line: the fewest moves (a piece next to the empty vertex slides into it) that put
           piece j on vertex j, or -1 if no moves do.
Bad input  a count of numbers that does not match M, M over 36, an edge that is a loop, repeated
           or off 1-9, a vertex off 1-9 or holding two pieces, anything but integers: one line on
           stderr naming the problem, exit status 1, nothing on stdout.
Algorithm  breadth-first search from both ends, one layer at a time at C speed (see the core
           below); parity decides nothing on a graph, so -1 is an end running out of boards.
           O(boards within reach x edges): at most 9! = 362,880 boards; a board out of reach on
           the 3x3 grid meets its 181,440 from each end.
Usage      python3 solutions/atcoder_abc224_d.py < judge_cases/atcoder_abc224_d/sample-1.in
           $ python3 solutions/atcoder_abc224_d.py judge_cases/atcoder_abc224_d/sample-4.in
           16
           $ printf '1\n8 9\n1 2 3 4 5 6 7 9\n' | python3 solutions/atcoder_abc224_d.py
           1
           $ printf '0\n1 2 3 4 5 6 7 9\n' | python3 solutions/atcoder_abc224_d.py
           -1
"""

import sys

if sys.version_info < (3, 11):  # the oldest CPython its judge runs; vermin checks the file
    sys.exit("atcoder_abc224_d.py needs Python 3.11 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "AtCoder ABC224 D"
VERTICES = 9
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)  # piece j on vertex j, vertex 9 empty


def parse_puzzle(text: str) -> "Tuple[List[Tuple[int, int]], Tiles]":
    """Return the graph's edges (vertices from 0) and the board: the piece on each vertex, 0 on
    the empty one."""
    numbers = integers_in(text)
    if not numbers:
        raise InputError("the input is empty; expected M, M edges and the 8 pieces' vertices")
    count = numbers[0]
    if count > 36:
        raise InputError("M is %d, out of range 0..36" % count)
    if len(numbers) != 1 + 2 * count + 8:
        raise InputError("M is %d: expected %d numbers (M, %d edges, 8 vertices), found %d"
                         % (count, 1 + 2 * count + 8, count, len(numbers)))
    edges = []
    for index in range(count):
        first, second = numbers[1 + 2 * index], numbers[2 + 2 * index]
        if not (1 <= first <= VERTICES and 1 <= second <= VERTICES) or first == second:
            raise InputError("edge %d, %d %d, is not two different vertices of 1..9"
                             % (index + 1, first, second))
        if (first - 1, second - 1) in edges or (second - 1, first - 1) in edges:
            raise InputError("edge %d, %d %d, is there twice" % (index + 1, first, second))
        edges.append((first - 1, second - 1))
    board = [0] * VERTICES
    for piece, vertex in enumerate(numbers[1 + 2 * count:], 1):
        if not 1 <= vertex <= VERTICES:
            raise InputError("piece %d is on vertex %d, out of range 1..9" % (piece, vertex))
        if board[vertex - 1]:
            raise InputError("pieces %d and %d are both on vertex %d"
                             % (board[vertex - 1], piece, vertex))
        board[vertex - 1] = piece
    return edges, tuple(board)


def solve(text: str) -> str:
    """Return the whole output for the whole input text."""
    edges, board = parse_puzzle(text)
    moves = GraphSearch(GraphBoard(VERTICES, edges), GOAL).distance(board)
    return "%d\n" % (-1 if moves is None else moves)


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
