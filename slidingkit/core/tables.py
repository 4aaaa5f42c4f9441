"""Distance tables: the distance from every board to one goal, for boards of at most 10 cells.

A DistanceTable is a BFS from the goal (the method of the Luogu and HihoCoder write-ups) stored
by permutation_rank in a bytearray of N! entries; then distance() is O(N) and path(board, order)
O(N + moves), the smallest shortest path in that move order. distance_table keeps one per goal
and shape.
"""

import math
from itertools import repeat

from slidingkit.core.board import MOVES, dimensions

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Dict, List, Optional, Sequence, Set, Tuple

    from slidingkit.core.board import Tiles


def permutation_rank(board: "Sequence[int]") -> int:
    """Return the board's rank among all permutations of its cells in lexicographic order (its
    Lehmer or Cantor code): 0 for (0, 1, ..., N-1), N! - 1 for the reverse. O(N^2)."""
    rank = 0
    for cell, tile in enumerate(board):
        smaller_after = sum(1 for later in board[cell + 1:] if later < tile)
        rank = rank * (len(board) - cell) + smaller_after
    return rank


def permutation_unrank(rank: int, cells: int) -> "Tiles":
    """Return the board of the given rank among the permutations of 0..cells-1: the inverse of
    permutation_rank. O(N^2)."""
    digits = []
    for base in range(1, cells + 1):  # the Lehmer code, last digit first
        rank, digit = divmod(rank, base)
        digits.append(digit)
    unused = list(range(cells))
    return tuple(unused.pop(digit) for digit in reversed(digits))


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
