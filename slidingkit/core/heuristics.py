"""The simple heuristics: estimates of a board's distance to a goal, none of which counts the blank.

hamming, manhattan, euclidean and linear_conflict never overestimate the distance (admissible);
string_distance, which some course reports use, can. Walking distance, the strongest, has its
own module (walking_distance.py).

Cost (N = rows*columns cells): O(N) each; linear_conflict O(N * max(rows, columns)).
"""

import math

from slidingkit.core.board import dimensions, goal_cells

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import List, Optional, Sequence, Tuple

    from slidingkit.core.board import Tiles


def hamming(board: "Tiles", goal: "Tiles") -> int:
    """Return the number of tiles not on their goal cell (the blank is not counted). O(N)."""
    return sum(1 for tile, wanted in zip(board, goal) if tile and tile != wanted)


def manhattan(board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None) -> int:
    """Return the sum over tiles (not the blank) of rows and columns from their goal cells. O(N)."""
    return sum(abs(down) + abs(across) for down, across in _offsets(board, goal, columns))


def euclidean(board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None) -> float:
    """Return the sum over tiles of the straight-line distance to their goal cell: admissible,
    since it never exceeds Manhattan distance, and weaker than it. O(N)."""
    return sum(math.hypot(down, across) for down, across in _offsets(board, goal, columns))


def _offsets(board: "Sequence[int]", goal: "Tiles",
             columns: "Optional[int]" = None) -> "List[Tuple[int, int]]":
    """(rows, columns) from each tile's cell to its goal cell, the blank left out. O(N)."""
    side = dimensions(board, columns)[1]
    where_in_goal = goal_cells(goal)
    offsets = []
    for cell, tile in enumerate(board):
        if tile:
            row, column = divmod(cell, side)
            goal_row, goal_column = divmod(where_in_goal[tile], side)
            offsets.append((row - goal_row, column - goal_column))
    return offsets


def linear_conflict(board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None) -> int:
    """Return Manhattan distance plus 2 for every tile that must leave its line (Hansson, Mayer
    and Yung): admissible, and >= Manhattan. O(N * max(rows, columns)).

    Tiles that stand in their goal row but in the wrong order among themselves block one another:
    all but a longest run already in order must step out of the row and back, two moves Manhattan
    does not count. Rows and columns are counted apart, so no move is counted twice.
    """
    rows, side = dimensions(board, columns)
    where_in_goal = goal_cells(goal)
    lines = [(range(row * side, row * side + side), row, 0) for row in range(rows)]
    lines += [(range(column, len(board), side), column, 1) for column in range(side)]
    extra = 0
    for cells, line, axis in lines:
        # goal positions along the line of the tiles whose goal lies in this same line
        order = []
        for cell in cells:
            tile = board[cell]
            if tile and divmod(where_in_goal[tile], side)[axis] == line:
                order.append(divmod(where_in_goal[tile], side)[1 - axis])
        extra += 2 * (len(order) - _longest_increasing_run(order))
    return manhattan(board, goal, columns) + extra


def _longest_increasing_run(values: "List[int]") -> int:
    """Length of the longest strictly increasing subsequence of values (at most n of them).
    O(n^2)."""
    longest = []  # type: List[int]
    for index, value in enumerate(values):
        longest.append(1 + max([longest[before] for before in range(index)
                                if values[before] < value], default=0))
    return max(longest, default=0)


def string_distance(board: "Tiles", goal: "Tiles") -> int:
    """Return the sum over tiles of |index in board - index in goal| with both read as one string
    (a heuristic some course reports use). NOT admissible: one vertical move shifts a tile's index
    by n, so it can overestimate, and A* guided by it can return a longer path. O(N)."""
    where_in_goal = goal_cells(goal)
    return sum(abs(cell - where_in_goal[tile]) for cell, tile in enumerate(board) if tile)
