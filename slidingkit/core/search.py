"""IDA* guided by walking distance: the optimal search of every board whose sides are at most 4.

Search advances one bound at a time (so two searches can run in lockstep, as twin_search does);
shortest_path and distance run one to the end. Each advance() searches, depth first in move order,
every path whose moves + estimate stay within the bound; if none reaches the goal, the bound rises
by 2. The estimate changes by exactly 1 a move and is updated in O(1) (see
walking_distance.py), so moves + estimate keep their parity, and a node whose total
already equals the bound enters only the children that bring the estimate down. On a board that
cannot reach the goal, advance() never succeeds. A search never makes the move that undoes the one
before, so the path found is the first shortest path in the move order. A move writes only the tile
into the blank's cell: the cell the tile left keeps a stale copy, never read while it is the blank,
and the blank's own stale value is written back when the move is undone.

The tables are built once per (shape, goal's blank cell, move order) and kept: a search toward any
goal renames the tiles so that the goal becomes the one goal of its blank cell, which changes
neither the moves nor any estimate. Their fields (SearchTables), named here once:
    rows, columns        the board's shape
    order                the move order, a permutation of MOVES
    goal_row[tile], goal_column[tile], row_of_cell[cell], column_of_cell[cell]
    row_walking, column_walking
                         each axis's walking-distance table (walking_distance.py)
    keys[move][tile]     added to an axis's pattern when tile moves so, the place in its
                         next_pattern of the pattern after the move
    legal[blank]         each move the blank can make from its cell, in move order:
                         (target cell, the move's place in order, vertical?, keys[move])
    allowed[state]       each move a search makes in a state, built from legal by
                         allowed_moves: (target cell, the state after it, vertical?, keys[move]),
                         then any fields a subclass's legal moves carry
    start                a search's first state is start + the blank's cell
A state is what a search knows of the moves before: here the last move's place in order (4
before any) times the cells, plus the blank's cell; FifteenTables and AutomatonTables use the
state of the move automaton instead (fifteen.py).

Other searches reuse this one's parts: FifteenSearch (fifteen.py) adds the
15-puzzle's levers, ManhattanSearch (large_boards.py) takes boards beyond walking
distance's tables.

Cost: O(1) per node, time exponential in (distance - walking distance), memory O(distance).
Tables: O(walking-distance patterns + states * cells) once per goal's blank cell (measured in
docs/performance.md).
"""

from slidingkit.core.board import MOVES, dimensions, is_solvable, twin
from slidingkit.core.walking_distance import WALKING_DISTANCE_MAX_SIDE, WalkingDistance

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Any, Dict, List, Optional, Tuple

    from slidingkit.core.board import Tiles

    Move = Tuple[Any, ...]  # an entry of legal or allowed: (target cell, place or state, ...)


class SearchTables:
    """A search's tables per (shape, goal, move order); the module's docstring names the fields."""

    def __init__(self, rows: int, columns: int, goal: "Tiles", order: str) -> None:
        self.rows, self.columns, self.order = rows, columns, order
        where_in_goal = sorted(range(len(goal)), key=goal.__getitem__)  # each tile's cell in goal
        self.goal_row = [cell // columns for cell in where_in_goal]
        self.goal_column = [cell % columns for cell in where_in_goal]
        self.row_of_cell = [cell // columns for cell in range(rows * columns)]
        self.column_of_cell = [cell % columns for cell in range(rows * columns)]
        self.axes(rows, columns)
        step = {"U": -columns, "D": columns, "L": -1, "R": 1}
        self.legal = []  # type: List[Tuple[Tuple[int, int, bool, List[int]], ...]]
        for blank in range(rows * columns):
            row, column = divmod(blank, columns)
            legal = {"U": row > 0, "D": row < rows - 1, "L": column > 0, "R": column < columns - 1}
            self.legal.append(tuple((blank + step[move], index, move in "UD", self.keys[move])
                                         for index, move in enumerate(order) if legal[move]))
        self.allowed, self.start = self.allowed_moves()

    def axes(self, rows: int, columns: int) -> None:
        """Both axes' walking-distance tables; keys[move][tile] + pattern indexes next_pattern."""
        if max(rows, columns) > WALKING_DISTANCE_MAX_SIDE:
            raise ValueError("no walking distance for %dx%d: use ManhattanSearch" % (rows, columns))
        self.row_walking = WalkingDistance.table(rows, columns, self.goal_row[0])
        self.column_walking = WalkingDistance.table(columns, rows, self.goal_column[0])
        self.keys = {"U": self.goal_row, "D": [rows + line for line in self.goal_row],
                     "L": self.goal_column, "R": [columns + line for line in self.goal_column]}

    def allowed_moves(self) -> "Tuple[List[Tuple[Move, ...]], int]":
        """moves[(last move's place in order, 4 first) * cells + blank]: all but the undoing one."""
        cells, order = len(self.legal), self.order
        undoes = [order.index("DURL"["UDLR".index(move)]) for move in order] + [-1]
        return [tuple((target, index * cells + target, vertical, keys)
                      for target, index, vertical, keys in self.legal[blank]
                      if index != undoes[last])
                for last in range(5) for blank in range(cells)], 4 * cells

    def line_states(self, board: "Tiles") -> "Tuple[int, int]":
        """Return the (row, column) walking-distance patterns of board."""
        return (self.row_walking.pattern_of(board, self.goal_row, self.row_of_cell),
                self.column_walking.pattern_of(board, self.goal_column, self.column_of_cell))

    def estimate(self, row_state: int, column_state: int) -> int:
        return self.row_walking.cost[row_state] + self.column_walking.cost[column_state]


class IterativeDeepening:
    """IDA* from board to goal, one bound at a time; each search is a subclass with its tables."""

    tables_class = SearchTables
    built = {}  # type: Dict[Tuple[type, Tiles, Optional[int], str], SearchTables]

    def __init__(self, board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None,
                 order: str = MOVES) -> None:
        if sorted(order) != sorted(MOVES):
            raise ValueError("a move order names each of U, D, L, R once, got %r" % order)
        blank = goal.index(0)  # rename the tiles: goals with one blank cell share tables
        shared = tuple(range(1, blank + 1)) + (0,) + tuple(range(blank + 1, len(goal)))
        key = (self.tables_class, shared, columns, order)
        if key not in self.built:
            try:  # PyPy: JIT-compile through the recursion (docs/performance.md)
                __import__("pypyjit").set_param("max_unroll_recursion=-1")
            except ImportError:
                pass
            self.built[key] = self.tables_class(*dimensions(goal, columns), shared, order)
        self.tables = tables = self.built[key]
        name = dict(zip(goal, shared))
        self.board = board = tuple([name[tile] for tile in board])
        self.row_state, self.column_state = tables.line_states(board)
        self.bound = tables.estimate(self.row_state, self.column_state)
        self.path = "" if self.bound == 0 else None  # type: Optional[str]

    def advance(self) -> bool:  # each search's own: search one bound, True once path is found
        raise NotImplementedError

    @classmethod
    def shortest_path(cls, board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None,
                      order: str = MOVES) -> "Optional[str]":
        """Return the first shortest path from board to goal in `order` (checked boards of one
        shape), or None when is_solvable says there is none."""
        if not is_solvable(board, goal, columns):
            return None
        search = cls(board, goal, columns, order)
        while not search.advance():
            pass
        return search.path

    @classmethod
    def distance(cls, board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None) -> int:
        """Return the fewest moves from board to goal, or -1."""
        path = cls.shortest_path(board, goal, columns)
        return -1 if path is None else len(path)

    def path_through(self, blank: int, cells_along: "List[int]") -> str:
        """The blank's moves from cell blank through cells_along."""
        step = {-self.tables.columns: "U", self.tables.columns: "D", -1: "L", 1: "R"}
        cells_along = [blank] + cells_along
        return "".join(step[after - before] for before, after in zip(cells_along, cells_along[1:]))


class Search(IterativeDeepening):
    """IDA* guided by walking distance, never undoing the last move: any board up to 4x4."""

    def advance(self) -> bool:
        if self.path is not None:
            return True
        tables = self.tables
        row_next, column_next = tables.row_walking.signed_next, tables.column_walking.signed_next
        moves = tables.allowed
        cells = list(self.board)
        targets = []  # type: List[int]  # the blank's cells along the path found, last first

        def search(blank: int, state: int, slack: int, row_state: int, column_state: int) -> bool:
            # slack = bound - (moves so far + estimate), even; signed_next < 0 if the estimate rises
            if row_state == 0 and column_state == 0:
                return True
            stale = cells[blank]  # a tile's old cell keeps a stale copy, never read as the blank
            for target, following, vertical, keys in moves[state]:
                tile = cells[target]
                if vertical:
                    after = row_next[row_state + keys[tile]]
                    if after < 0 and not slack:
                        continue
                    cells[blank] = tile
                    found = (search(target, following, slack - 2, -after, column_state) if after < 0
                             else search(target, following, slack, after, column_state))
                else:
                    after = column_next[column_state + keys[tile]]
                    if after < 0 and not slack:
                        continue
                    cells[blank] = tile
                    found = (search(target, following, slack - 2, row_state, -after) if after < 0
                             else search(target, following, slack, row_state, after))
                if found:
                    targets.append(target)
                    return True
            cells[blank] = stale
            return False

        blank = self.board.index(0)
        slack = self.bound - tables.estimate(self.row_state, self.column_state)
        if search(blank, tables.start + blank, slack, self.row_state, self.column_state):
            self.path = self.path_through(blank, targets[::-1])
            return True
        self.bound += 2
        return False


def twin_search(search: type, board: "Tiles", goal: "Tiles",
                columns: "Optional[int]" = None) -> "Optional[str]":
    """Return a shortest path, or None: search board and its twin in lockstep, the lower bound first
    (the Princeton assignment's way to decide solvability)."""
    searches = [search(board, goal, columns), search(twin(board), goal, columns)]
    while True:
        index = 0 if searches[0].bound <= searches[1].bound else 1
        if searches[index].advance():
            return searches[0].path if index == 0 else None
