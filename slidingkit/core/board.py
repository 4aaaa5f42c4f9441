"""Boards, moves and solvability: the model every other part of the core builds on.

A board is a flat tuple of rows*columns ints in row-major order (Tiles), 0 is the blank; rows and
columns are both at least 2, and any goal permutation works. Functions that need the shape take
`columns` (None, the default, means a square board, n = sqrt(cells)). A move is named by the
direction the blank travels: U, D, L or R (the tile next to the blank slides the other way). A
path is a string of moves.

Solvability: every move swaps the blank with a neighbour, so it flips the parity of the
permutation that takes board to goal and moves the blank one step. The parity of the permutation
and of the blank's taxicab distance to its goal cell therefore stay equal along any path; on any
board of at least 2x2 that condition is also sufficient (square or not, any goal). The permutation
taking board to goal is goal^-1 after board (both read as cell -> tile), so its parity is the sum
of theirs, each counted by walking its cycles.

Cost (N = rows*columns cells): O(N) each, replay O(N * moves).
"""

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import List, Optional, Sequence, Tuple

    Tiles = Tuple[int, ...]  # a board, row-major; 0 is the blank


MOVES = "UDLR"  # the direction the blank travels


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


def standard_goal(side: int, columns: "Optional[int]" = None) -> "Tiles":
    """Return 1..cells-1, then the blank, for side x side cells (or side x columns). O(N)."""
    return tuple(range(1, side * (side if columns is None else columns))) + (0,)


def goal_cells(goal: "Sequence[int]") -> "List[int]":
    """Return where[tile], the cell of each tile in goal. O(N log N) at C speed."""
    return sorted(range(len(goal)), key=goal.__getitem__)


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


def parity_counts(board: "Tiles", goal: "Tiles",
                  columns: "Optional[int]" = None) -> "Tuple[int, int]":
    """Return (transpositions, blank steps): the fewest exchanges of two cells that turn board into
    goal, and the blank's taxicab distance to its goal cell. See is_solvable. O(N)."""
    side = dimensions(board, columns)[1]
    where_in_goal = goal_cells(goal)
    # where each cell's tile belongs (C speed)
    goal_cell = list(map(where_in_goal.__getitem__, board))
    transpositions = len(board) - _cycles(goal_cell)  # type: ignore[operator]  # k-1 swaps a k-cycle
    blank_row, blank_column = divmod(board.index(0), side)
    goal_row, goal_column = divmod(where_in_goal[0], side)
    return transpositions, abs(blank_row - goal_row) + abs(blank_column - goal_column)


def neighbors(board: "Tiles", columns: "Optional[int]" = None) -> "List[Tuple[str, Tiles]]":
    """Return (move, board) for each board one move away, in the order U, D, L, R. O(N) each."""
    rows, side = dimensions(board, columns)
    blank = board.index(0)
    row, column = divmod(blank, side)
    result = []
    for move, target, legal in (("U", blank - side, row > 0), ("D", blank + side, row < rows - 1),
                                ("L", blank - 1, column > 0), ("R", blank + 1, column < side - 1)):
        if legal:
            cells = list(board)
            cells[blank], cells[target] = cells[target], 0
            result.append((move, tuple(cells)))
    return result


def slide(board: "Tiles", move: str, columns: "Optional[int]" = None) -> "Tiles":
    """Return the board after the blank moves one cell in direction move, else ValueError. O(N)."""
    for name, after in neighbors(board, columns):
        if name == move:
            return after
    raise ValueError("the blank at cell %d cannot move %r" % (board.index(0), move))


def replay(board: "Tiles", path: str, columns: "Optional[int]" = None) -> "List[Tiles]":
    """Return boards along path, board first; ValueError at an illegal move. O(N * len(path))."""
    boards = [board]
    for move in path:
        boards.append(slide(boards[-1], move, columns))
    return boards


def twin(board: "Tiles") -> "Tiles":
    """Return board with its first two tiles exchanged: exactly one of the two reaches a goal.
    O(N)."""
    first, second = [cell for cell, tile in enumerate(board) if tile][:2]
    cells = list(board)
    cells[first], cells[second] = cells[second], cells[first]
    return tuple(cells)
