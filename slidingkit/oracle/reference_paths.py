"""Independent reference for paths on any rectangle: one move, and path replay.

What it does
    The one replay of a path outside slidingkit/core/: the tests, the special judges
    (slidingkit/problems/_checks.py) and the oracle's 4x4 solver check a path by replaying it
    here, never by the code under test, so this module imports nothing from slidingkit/core/ or
    solutions/ and keeps each step plain enough to check by reading. The distances and the
    smallest shortest paths are slidingkit/oracle/reference.py's plain BFS.

Representation
    A board is a flat tuple of rows * columns ints in row-major order, 0 is the blank. A move is
    named by the direction the blank travels: U, D, L or R (the core's convention); the tile next
    to the blank slides the other way.

Cost
    move: O(N) for a board of N cells; replay: O(N) a move.

Usage
    >>> replay((1, 2, 3, 4, 0, 5), 3, "R")
    (1, 2, 3, 4, 5, 0)
    >>> replay((1, 2, 3, 4, 0, 5), 3, "RR")
    Traceback (most recent call last):
    ...
    slidingkit.oracle.reference_paths.IllegalMove: move 2 (R) leaves the board
"""

from __future__ import annotations

from typing import Optional, Tuple

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


class IllegalMove(ValueError):
    """A path's move that is no move or leaves the board: its place in the path (from 1), its
    letter, and the board before it."""

    def __init__(self, place: int, letter: str, board: Board) -> None:
        reason = "leaves the board" if letter in STEPS else "is not one of U, D, L, R"
        super().__init__(f"move {place} ({letter}) {reason}")
        self.place, self.letter, self.board = place, letter, board


def replay(board: Board, columns: int, path: str) -> Board:
    """Return the board at the end of path (the blank's moves U, D, L, R); IllegalMove (a
    ValueError) at the first letter that is no move or leaves the board."""
    for place, letter in enumerate(path, 1):
        after = move(board, columns, letter) if letter in STEPS else None
        if after is None:
            raise IllegalMove(place, letter, board)
        board = after
    return board
