"""Independent reference for paths on any rectangle: plain BFS, move by move, and path replay.

What it does
    tests/core/test_tables.py takes its expected distances and paths from here, never from the code
    under test, so this module imports nothing from slidingkit/core/ or solutions/ and keeps each
    step plain enough to check by reading.

Representation
    A board is a flat tuple of rows * columns ints in row-major order, 0 is the blank. A move is
    named by the direction the blank travels: U, D, L or R (the core's convention); the tile next
    to the blank slides the other way.

Cost
    distances_from(goal, columns): every reachable board, O(boards) time and memory (360 for 2x3,
    20,160 for 2x4). smallest_shortest_path: a BFS from the start that stops at the goal, up to
    181,440 boards on 3x3 (about a second).

Usage
    >>> smallest_shortest_path((1, 2, 3, 4, 0, 5), (1, 2, 3, 4, 5, 0), 3, "UDLR")
    'R'
"""

from __future__ import annotations

from collections import deque
from typing import Dict, Optional, Tuple

Board = Tuple[int, ...]

# The blank's (row, column) step for each move.
STEPS = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
OPPOSITE = {"U": "D", "D": "U", "L": "R", "R": "L"}


def move(board: Board, columns: int, letter: str) -> Optional[Board]:
    """Return the board after the blank travels one cell in direction letter,
    or None if it can't."""
    rows = len(board) // columns
    blank = board.index(0)
    row, column = divmod(blank, columns)
    step_row, step_column = STEPS[letter]
    to_row, to_column = row + step_row, column + step_column
    if not (0 <= to_row < rows and 0 <= to_column < columns):
        return None
    tile_cell = to_row * columns + to_column
    cells = list(board)
    cells[blank], cells[tile_cell] = cells[tile_cell], 0  # the tile slides into the blank
    return tuple(cells)


def replay(board: Board, columns: int, path: str) -> Board:
    """Return the board at the end of path (the blank's moves); ValueError at an illegal move."""
    for place, letter in enumerate(path, 1):
        after = move(board, columns, letter)
        if after is None:
            raise ValueError(f"move {place} ({letter}) leaves the board")
        board = after
    return board


def distances_from(goal: Board, columns: int) -> Dict[Board, int]:
    """Return the fewest moves from every board that can reach goal (plain BFS from goal)."""
    distances = {goal: 0}
    queue = deque([goal])
    while queue:
        board = queue.popleft()
        for letter in "UDLR":
            after = move(board, columns, letter)
            if after is not None and after not in distances:
                distances[after] = distances[board] + 1
                queue.append(after)
    return distances


def smallest_shortest_path(start: Board, goal: Board, columns: int, order: str) -> Optional[str]:
    """Return the shortest path from start to goal that comes first when moves are compared in
    order, or None if there is none.

    BFS from start that tries moves in order and keeps the first path found to each board. By
    induction on the layers, each layer's boards leave the queue in the order of their paths, so
    the first path found to a board is the smallest of its shortest paths.
    """
    paths = {start: ""}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        if board == goal:
            return paths[board]
        for letter in order:
            after = move(board, columns, letter)
            if after is not None and after not in paths:
                paths[after] = paths[board] + letter
                queue.append(after)
    return None
