"""Boards whose cells are the vertices of any graph, with any number of blanks: breadth-first search
from both ends at C speed.

A graph board has cells 0 .. cells-1 and undirected edges between them; a move slides a tile along
an edge into an empty cell. A board is a sequence with the tile on each cell, 0 where the cell is
empty; the tiles other than 0 are distinct. On a rectangle the permutation's parity decides
whether a board can reach a goal (core.board.is_solvable); on a graph in general it does not (on a
triangle every arrangement can be reached), so here search decides: a board cannot reach the goal
when one end runs out of boards.

GraphBoard(cells, edges) holds the graph; grid_board(rows, columns) is a rectangle's, on which
a board moves as a sliding puzzle's. A board is held as its key, bytes(the cell of each tile
1, 2, ...): the empty cells are those the key does not name, and boards are grouped by them (a
sorted tuple). A move from empty cell e to tile cell t maps the byte value t to e, one
bytes.translate for every board of a group: each layer of a search is made at C speed, with no
bytecode per board. A new layer is the last one's neighbours less the
last two layers (on a graph with odd cycles a move can stay within a layer).

GraphSearch(graph, goal, depth) answers distance(start, limit) for many starts and one goal: it
grows layers from the goal (kept between calls, and grown to `depth` at once where many boards
are asked about) and from each start, one layer at a time from the end whose last layer is
smaller, and stops at the first layer that meets the other end.

For searches that visit one board at a time (the explorer's): graph_moves(graph, board) lists a
board's moves, cell_distances(graph) the fewest edges between every two cells, and
graph_distance(board, goal, distances) the sum over tiles of the edges from each tile's cell to
its goal cell, a lower bound on the moves (each move carries one tile along one edge).

Usage
    >>> triangle = GraphBoard(3, [(0, 1), (1, 2), (0, 2)])
    >>> GraphSearch(triangle, (1, 2, 0)).distance((2, 1, 0))
    3
    >>> path = GraphBoard(3, [(0, 1), (1, 2)])
    >>> GraphSearch(path, (2, 1, 0)).distance((1, 2, 0)) is None  # tiles cannot pass on a path
    True
    >>> [move[:3] for move in graph_moves(path, (1, 0, 2))]  # (tile, from cell, to cell, board)
    [(1, 0, 1), (2, 2, 1)]
    >>> graph_distance((1, 0, 2), (0, 2, 1), cell_distances(path))  # tile 1: 2 edges, tile 2: 1
    3

Cost: O(boards within reach x edges) time and memory at C speed per board; a search that meets
after d moves holds about the boards within d/2 of each end.
"""

from itertools import repeat

from slidingkit.core.board import InputError

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Dict, Iterator, List, Optional, Sequence, Set, Tuple

    Layer = Dict[Tuple[int, ...], Set[bytes]]  # the boards of one distance, by their empty cells


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


def graph_moves(graph: GraphBoard,
                board: "Sequence[int]") -> "Iterator[Tuple[int, int, int, Tuple[int, ...]]]":
    """Every move from board: (tile, the cell it leaves, the empty cell it enters, the board after),
    by empty cell, then by its edges in the order given. O(cells) per move."""
    for empty, tile in enumerate(board):
        if tile:
            continue
        for cell in graph.around[empty]:
            moved = board[cell]
            if moved:
                after = list(board)
                after[empty], after[cell] = moved, 0
                yield moved, cell, empty, tuple(after)


def cell_distances(graph: GraphBoard) -> "List[List[Optional[int]]]":
    """distances[a][b]: the fewest edges from cell a to cell b, None where no path joins them. A
    breadth-first search from each cell: O(cells x (cells + edges))."""
    distances = []  # type: List[List[Optional[int]]]
    for source in range(graph.cells):
        row = [None] * graph.cells  # type: List[Optional[int]]
        row[source] = 0
        layer, steps = [source], 0
        while layer:
            steps += 1
            following = []  # type: List[int]
            for cell in layer:
                for neighbour in graph.around[cell]:
                    if row[neighbour] is None:
                        row[neighbour] = steps
                        following.append(neighbour)
            layer = following
        distances.append(row)
    return distances


def graph_distance(board: "Sequence[int]", goal: "Sequence[int]",
                   distances: "List[List[Optional[int]]]") -> "Optional[int]":
    """The sum over tiles (blanks not counted) of the fewest edges from each tile's cell to its
    goal cell (distances: cell_distances'), which never exceeds the moves to goal; None when a
    tile's goal cell is out of its reach, and so is goal. O(cells)."""
    goal_cell = {}  # type: Dict[int, int]
    for cell, tile in enumerate(goal):
        goal_cell[tile] = cell
    total = 0
    for cell, tile in enumerate(board):
        if tile:
            steps = distances[cell][goal_cell[tile]]
            if steps is None:
                return None
            total += steps
    return total
