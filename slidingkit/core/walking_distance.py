"""Walking distance (Takahashi): per axis, the fewest moves along that axis alone.

A pattern counts, for each line (row or column), how many of its tiles belong to each goal line,
and records the blank's line. A move along the axis carries one tile from the blank's neighbouring
line into the blank's line; every pattern's distance is found by BFS from the goal pattern. The
row and column parts count disjoint moves, so their sum never exceeds the true distance, and it
is at least the Manhattan distance. Each move changes the blank's line by one, so the pattern graph
is bipartite and a move changes the distance by exactly 1.

Inside, a pattern's counts are packed into one int, `width` bits a count (entry line * lines + goal
line), above the blank's line, so a move adds a fixed difference to that key. Patterns are numbered
id * stride, the goal pattern 0, so a transition is one list lookup:
next_pattern[pattern + direction * lines + goal line of the tile], direction 0 when the blank moves
to the lower-numbered line, 1 to the higher; cost[pattern] is its distance, and signed_next is
next_pattern negated where the move adds 1 to the distance (a move into the goal pattern 0 always
takes 1 away, so no sign is lost). The searches (search.py) carry a board's two
patterns from move to move this way, in O(1).

Cost: O(patterns * lines) to build, once per (lines, line length, the blank's goal line) and kept
(a square board's two axes share one table): 105 patterns for 3x3, 24,964 for 4x4, millions for
5x5, so it is tabled only up to WALKING_DISTANCE_MAX_SIDE. O(N) per board after that.
"""

from slidingkit.core.board import dimensions, goal_cells

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Dict, List, Optional, Sequence, Tuple

    from slidingkit.core.board import Tiles


WALKING_DISTANCE_MAX_SIDE = 4  # a longer side needs Manhattan distance (large_boards.py)


class WalkingDistance:
    """One axis's tables (see the module's docstring); table() builds each once."""

    _built = {}  # type: Dict[Tuple[int, int, int], WalkingDistance]

    @classmethod
    def table(cls, lines: int, line_length: int, blank_goal_line: int) -> "WalkingDistance":
        key = (lines, line_length, blank_goal_line)
        if key not in cls._built:
            cls._built[key] = cls(lines, line_length, blank_goal_line)
        return cls._built[key]

    def __init__(self, lines: int, line_length: int, blank_goal_line: int) -> None:
        self.lines = lines
        self.stride = stride = 2 * lines
        self._width = width = line_length.bit_length()
        self._blank_bits = blank_bits = lines.bit_length()
        mask = (1 << width) - 1
        unit = [1 << blank_bits + width * entry for entry in range(lines * lines)]
        # steps[blank line]: (place in next_pattern's row, shift of the count read, key difference)
        steps = [[(direction * lines + goal_line, blank_bits + width * (line * lines + goal_line),
                   unit[blank_line * lines + goal_line] - unit[line * lines + goal_line]
                   + line - blank_line)
                  for direction, line in ((0, blank_line - 1), (1, blank_line + 1))
                  if 0 <= line < lines for goal_line in range(lines)]
                 for blank_line in range(lines)]
        first = sum(line_length * unit[line * lines + line] for line in range(lines))
        first += blank_goal_line - unit[blank_goal_line * lines + blank_goal_line]
        self.number = number = {first: 0}  # packed counts and blank line -> pattern
        depth = [0]  # indexed by pattern // stride
        self.next_pattern = next_pattern = []  # type: List[int]  # indexed by pattern + offset
        queue = [first]  # breadth first: the list grows while it is read
        blank_mask = (1 << blank_bits) - 1
        for here, key in enumerate(queue):
            farther = depth[here] + 1
            row = [-1] * stride
            for place, shift, difference in steps[key & blank_mask]:
                if key >> shift & mask:
                    pattern = number.get(key + difference)
                    if pattern is None:
                        pattern = number[key + difference] = len(depth) * stride
                        depth.append(farther)
                        queue.append(key + difference)
                    row[place] = pattern
            next_pattern.extend(row)
        self.cost = spread = [0] * len(next_pattern)  # the distances, spread over the stride
        for index, moves in enumerate(depth):
            spread[index * stride] = moves
        self.signed_next = [-following
                            if following >= 0 and spread[following] > spread[at - at % stride]
                            else following for at, following in enumerate(next_pattern)]

    def pattern_of(self, board: "Tiles", goal_line: "Sequence[int]",
                   line_of_cell: "Sequence[int]") -> int:
        """Return the pattern of board, given each tile's goal line and each cell's line. O(N)."""
        lines, width, blank_bits = self.lines, self._width, self._blank_bits
        key = 0
        for cell, tile in enumerate(board):
            if tile:
                key += 1 << blank_bits + width * (line_of_cell[cell] * lines + goal_line[tile])
            else:
                key += line_of_cell[cell]
        return self.number[key]


def walking_distance(board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None) -> int:
    """Return the walking distance of board to goal (both sides at most WALKING_DISTANCE_MAX_SIDE):
    admissible, and >= Manhattan. O(N) after the tables."""
    rows, columns = dimensions(goal, columns)
    if max(rows, columns) > WALKING_DISTANCE_MAX_SIDE:
        raise ValueError("walking distance is tabled only up to %dx%d"
                         % ((WALKING_DISTANCE_MAX_SIDE,) * 2))
    where_in_goal = goal_cells(goal)
    goal_row = [cell // columns for cell in where_in_goal]
    goal_column = [cell % columns for cell in where_in_goal]
    row_of_cell = [cell // columns for cell in range(len(goal))]
    column_of_cell = [cell % columns for cell in range(len(goal))]
    by_rows = WalkingDistance.table(rows, columns, goal_row[0])
    by_columns = WalkingDistance.table(columns, rows, goal_column[0])
    return (by_rows.cost[by_rows.pattern_of(board, goal_row, row_of_cell)]
            + by_columns.cost[by_columns.pattern_of(board, goal_column, column_of_cell)])
