"""Boards beyond walking distance's tables (a side of 5 or more, up to Princeton's 127x127): IDA*
guided by Manhattan distance.

Walking distance has millions of patterns on 5x5, so ManhattanSearch carries the Manhattan
distance instead, split into its row and column parts and updated in O(1) a move: the moved
tile's part along its axis rises or falls by 1. The boards judges give at these sizes lie near
their Manhattan distance, so the search stays small (docs/performance.md has Princeton's files).

Cost: O(1) per node, memory O(distance); the tables O(N).
"""

from slidingkit.core.search import IterativeDeepening, SearchTables

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Dict, List, Tuple

    from slidingkit.core.board import Tiles


class ManhattanTables(SearchTables):
    """SearchTables with the Manhattan distance's row and column parts as the line states."""

    def axes(self, rows: int, columns: int) -> None:
        self.keys = {move: [] for move in "UDLR"}  # type: Dict[str, List[int]]  # no patterns

    def line_states(self, board: "Tiles") -> "Tuple[int, int]":
        """Return the (row, column) parts of board's Manhattan distance."""
        row_part = column_part = 0
        for cell, tile in enumerate(board):
            if tile:
                row_part += abs(self.row_of_cell[cell] - self.goal_row[tile])
                column_part += abs(self.column_of_cell[cell] - self.goal_column[tile])
        return row_part, column_part

    def estimate(self, row_state: int, column_state: int) -> int:
        return row_state + column_state


class ManhattanSearch(IterativeDeepening):
    """IDA* under Manhattan distance, never undoing the last move: any board, up to 127x127."""

    tables_class = ManhattanTables

    def advance(self) -> bool:
        if self.path is not None:
            return True
        tables = self.tables
        goal_row, goal_column = tables.goal_row, tables.goal_column
        row_of_cell, column_of_cell = tables.row_of_cell, tables.column_of_cell
        moves = tables.allowed
        cells = list(self.board)
        targets = []  # type: List[int]

        def search(blank: int, state: int, slack: int, row_state: int, column_state: int) -> bool:
            # as in Search; a move changes its axis's part by 1, up or down
            if row_state == 0 and column_state == 0:
                return True
            stale = cells[blank]
            for target, following, vertical, _ in moves[state]:
                tile = cells[target]
                if vertical:
                    wanted = goal_row[tile]
                    change = (1 if abs(row_of_cell[blank] - wanted)
                              > abs(row_of_cell[target] - wanted) else -1)
                else:
                    wanted = goal_column[tile]
                    change = (1 if abs(column_of_cell[blank] - wanted)
                              > abs(column_of_cell[target] - wanted) else -1)
                if change > 0 and not slack:
                    continue
                cells[blank] = tile
                if search(target, following, slack - 1 - change,
                          row_state + change if vertical else row_state,
                          column_state if vertical else column_state + change):
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
