"""Independent reference for the 3x3 sliding puzzle: plain BFS distances.

What it does
    The tests and the problems' cases (slidingkit/problems/NAME/cases.py) take expected answers from
    here, never from the code under test, so this module imports nothing from slidingkit/core/ or
    solutions/ and keeps each step plain enough to check by reading.

Representation
    A board is a flat tuple of 9 ints in row-major order, 0 is the blank:
    (1, 2, 3, 8, 0, 4, 7, 6, 5) is the grid 1 2 3 / 8 0 4 / 7 6 5. Digit strings such as
    "123804765" appear only at the edges (board_from_digits, board_to_digits).
    A move slides a tile orthogonally adjacent to the blank into the blank.

Cost
    bfs_distances(goal) visits all 181,440 boards that can reach the goal: O(boards) time and
    memory (a dict entry per board), once per goal per process (cached). Everything else is
    O(size of its input).

Usage
    >>> from slidingkit.oracle.reference import LUOGU_GOAL, bfs_distances, board_from_digits
    >>> bfs_distances(LUOGU_GOAL)[board_from_digits("283104765")]
    4
"""

from __future__ import annotations

import functools
import math
import types
from typing import Dict, Iterable, List, Mapping, Optional, Tuple

from slidingkit.oracle import shared_tables

Board = Tuple[int, ...]

SIDE = 3
CELLS = SIDE * SIDE

LUOGU_GOAL: Board = (1, 2, 3, 8, 0, 4, 7, 6, 5)  # Luogu P1379: 1 2 3 / 8 0 4 / 7 6 5
HIHOCODER_GOAL: Board = (1, 2, 3, 4, 5, 6, 7, 8, 0)  # HihoCoder 1312: 1 2 3 / 4 5 6 / 7 8 0


def check_board(board: Iterable[int]) -> Board:
    """Return board as a tuple if it holds each of 0..n*n-1 exactly once (n >= 2);
    raise ValueError otherwise. O(N)."""
    board = tuple(board)
    side = math.isqrt(len(board))
    if side < 2 or side * side != len(board) or sorted(board) != list(range(len(board))):
        raise ValueError(f"a board must hold each of 0..n*n-1 exactly once, got {board!r}")
    return board


def board_from_digits(digits: str) -> Board:
    """Return the board written as nine digits, e.g. "283104765". O(1)."""
    if len(digits) != CELLS or not digits.isdigit():
        raise ValueError(f"expected nine digits, got {digits!r}")
    return check_board(int(digit) for digit in digits)


def board_to_digits(board: Board) -> str:
    """Return the board as nine digits, e.g. "283104765". O(1)."""
    return "".join(str(tile) for tile in check_board(board))


def neighbors(board: Board) -> List[Board]:
    """Return every board one move away from board (any n*n board). O(N)."""
    blank = board.index(0)
    result = []
    for _, tile_cell in blank_steps(len(board), math.isqrt(len(board)))[blank]:
        cells = list(board)
        cells[blank], cells[tile_cell] = cells[tile_cell], 0  # the tile slides into the blank
        result.append(tuple(cells))
    return result


def bfs_distances(goal: Board) -> Mapping[Board, int]:
    """Return a read-only mapping from every board that can reach goal to its distance
    (minimum moves).

    Plain breadth-first search from goal; moves are reversible, so distance from goal equals
    distance to goal. Boards missing from the mapping cannot reach goal. Exactly 181,440 entries for
    any 3x3 goal (12 for 2x2; larger boards are out of reach for a plain BFS).
    Cost: O(boards) the first time per goal, then O(1) (cached for the life of the process).
    """
    goal = check_board(goal)
    return shape_distances(goal, math.isqrt(len(goal)))


def distance(board: Board, goal: Board) -> Optional[int]:
    """Return the minimum number of moves from board to goal, or None if goal cannot be reached.
    O(1) after the BFS."""
    return bfs_distances(goal).get(check_board(board))


def distance_between(board: Board, goal: Board) -> Optional[int]:
    """Return the minimum moves from board to any goal of the same size (2x2 or 3x3), or None.

    Renaming tiles does not change which moves are legal, so board is first rewritten in the
    names of a canonical goal with the blank on the same cell (tiles 1..n*n-1 in order around
    it). That keeps the plain BFS to at most nine tables, however many goals the tests draw.
    O(1) after the BFS of that canonical goal.
    """
    board, goal = check_board(board), check_board(goal)
    canonical = canonical_goal(goal)
    name_in_canonical = {tile: canonical[cell] for cell, tile in enumerate(goal)}
    return distance(tuple(name_in_canonical[tile] for tile in board), canonical)


def canonical_goal(goal: Board) -> Board:
    """Return tiles 1..n*n-1 in order with the blank on the cell where goal has it. O(N)."""
    canonical = list(range(1, len(goal)))
    canonical.insert(goal.index(0), 0)
    return tuple(canonical)


def distance_within(board: Board, goal: Board, limit: int) -> Optional[int]:
    """Return the minimum moves from board to goal if it is at most limit, else None (any n).

    Plain BFS from board, one layer at a time, stopping after layer limit; for the random walks
    on 4x4 and 5x5 boards, where no table of all boards fits. O(boards within limit moves).
    """
    board, goal = check_board(board), check_board(goal)
    steps = blank_steps(len(board), math.isqrt(len(board)))
    seen = {board}
    layer = {board}
    for moves in range(limit + 1):
        if goal in layer:
            return moves
        next_layer = set()
        for current in layer:
            blank = current.index(0)
            for _, tile_cell in steps[blank]:  # neighbors(current), inlined
                cells = list(current)
                cells[blank], cells[tile_cell] = cells[tile_cell], 0
                neighbor = tuple(cells)
                if neighbor not in seen:
                    seen.add(neighbor)
                    next_layer.add(neighbor)
        layer = next_layer
    return None


def distance_counts(goal: Board) -> List[int]:
    """Return counts[d] = how many boards are exactly d moves from goal, d = 0..max.
    O(181,440) after the BFS."""
    distances = bfs_distances(goal)
    counts = [0] * (max(distances.values()) + 1)
    for board_distance in distances.values():
        counts[board_distance] += 1
    return counts


# --- boards of any shape (rows x columns) ---------------------------------------------------------

BLANK_STEPS = {
    "U": (-1, 0),
    "D": (1, 0),
    "L": (0, -1),
    "R": (0, 1),
}  # the direction the blank travels


def moves_in(board: Board, columns: int) -> List[Tuple[str, Board]]:
    """Return (letter, board) for every move of a rows x columns board, U D L R naming the
    direction the blank travels. O(N)."""
    blank = board.index(0)
    result = []
    for letter, tile_cell in blank_steps(len(board), columns)[blank]:
        cells = list(board)
        cells[blank], cells[tile_cell] = cells[tile_cell], 0  # the tile slides into the blank
        result.append((letter, tuple(cells)))
    return result


@functools.lru_cache(maxsize=None)
def blank_steps(cells: int, columns: int) -> Tuple[Tuple[Tuple[str, int], ...], ...]:
    """For each cell of a board of `cells` cells in rows of `columns`: (letter, cell) for each
    cell next to it (up, down, left, right, as BLANK_STEPS), where a blank there can move.
    O(N) the first time per shape, then O(1) (cached: the searches ask it for every board)."""
    rows = cells // columns
    result = []
    for cell in range(cells):
        row, column = divmod(cell, columns)
        result.append(
            tuple(
                (letter, (row + down) * columns + column + across)
                for letter, (down, across) in BLANK_STEPS.items()
                if 0 <= row + down < rows and 0 <= column + across < columns
            )
        )
    return tuple(result)


def blank_cells(cells: int, columns: int) -> List[List[int]]:
    """For each cell of a board of `cells` cells in rows of `columns`: the cells next to it (up,
    down, left, right), where a blank there can move. O(N)."""
    return [[cell for _, cell in steps] for steps in blank_steps(cells, columns)]


@functools.lru_cache(maxsize=None)
def shape_distances(goal: Board, columns: int) -> Mapping[Board, int]:
    """Plain BFS from goal, one layer at a time, over every board of its shape that can reach it
    (2x2, 2x3, 3x2, 2x4 ... 3x3: 181,440 boards; 2x5: 1,814,400); moves are reversible, so the
    distance from goal is the distance to it. Cached per (goal, columns), and from 9 cells up
    shared with the run's other processes where the run sets a folder for them
    (slidingkit/oracle/shared_tables.py)."""
    kept = shared_tables.load(goal, columns)
    if kept is not None:
        return types.MappingProxyType(kept)
    next_to = blank_cells(len(goal), columns)
    distances = {goal: 0}
    layer = [goal]
    moves = 0
    while layer:
        moves += 1
        next_layer = []
        for board in layer:
            blank = board.index(0)
            for cell in next_to[blank]:
                tiles = list(board)
                tiles[blank], tiles[cell] = tiles[cell], 0  # the tile slides into the blank
                neighbor = tuple(tiles)
                if neighbor not in distances:  # first seen in BFS order: the shortest
                    distances[neighbor] = moves
                    next_layer.append(neighbor)
        layer = next_layer
    shared_tables.save(goal, columns, distances)
    return types.MappingProxyType(distances)


def first_shortest_path(board: Board, goal: Board, columns: int, order: str) -> Optional[str]:
    """Return the first shortest path from board to goal when paths are compared letter by
    letter in `order` (a permutation of "UDLR"), or None: walk down the BFS distances, always
    taking the first move in order that brings the goal one move nearer. O(distance * N)."""
    distances = shape_distances(goal, columns)
    if board not in distances:
        return None
    path = []
    while board != goal:
        options = dict(moves_in(board, columns))
        letter = next(
            letter
            for letter in order
            if letter in options and distances.get(options[letter]) == distances[board] - 1
        )
        path.append(letter)
        board = options[letter]
    return "".join(path)


OPPOSITE = {"U": "D", "D": "U", "L": "R", "R": "L"}


@functools.lru_cache(maxsize=None)
def shortest_route(board: Board, goal: Board, columns: int, limit: int) -> Optional[str]:
    """Return a shortest path (U D L R: the blank's directions) from board to goal if one has at
    most limit moves, else None; any shape. Plain BFS from both ends at once, one whole layer
    of the smaller side at a time; a layer that meets the other side ends the search with the
    shortest meeting of that layer. For the 4x4 boards of the stress tester: a board 30 moves
    out costs two searches of 15 moves (about 10^5 boards each) instead of one of 30.
    O(boards within limit / 2 moves of either end) the first time, then O(1) (cached: the
    stress tester and the tests prove the same walked boards more than once)."""
    # each side maps a board to (the board before it, the letter that led there from it)
    start_side: Dict[Board, Optional[Tuple[Board, str]]] = {board: None}
    goal_side: Dict[Board, Optional[Tuple[Board, str]]] = {goal: None}
    sides = (start_side, goal_side)
    layers = ([board], [goal])
    depths = [0, 0]
    if board == goal:
        return ""
    steps = blank_steps(len(board), columns)
    while depths[0] + depths[1] < limit and layers[0] and layers[1]:
        side = 0 if len(layers[0]) <= len(layers[1]) else 1
        seen, other = sides[side], sides[1 - side]
        meetings = []
        following = []
        for current in layers[side]:
            blank = current.index(0)
            for letter, tile_cell in steps[blank]:  # moves_in(current, columns), inlined
                cells = list(current)
                cells[blank], cells[tile_cell] = cells[tile_cell], 0
                neighbor = tuple(cells)
                if neighbor in seen:
                    continue
                seen[neighbor] = (current, letter)
                following.append(neighbor)
                if neighbor in other:
                    meetings.append(neighbor)
        layers = (following, layers[1]) if side == 0 else (layers[0], following)
        depths[side] += 1
        if meetings:
            return min((_route_through(meeting, sides) for meeting in meetings), key=len)
    return None


def _route_through(meeting: Board, sides) -> str:
    """The path from the start through meeting to the goal, from both sides' parent links."""
    forward, backward = sides
    first = []
    board = meeting
    while forward[board] is not None:
        board, letter = forward[board]
        first.append(letter)
    second = []
    board = meeting
    while backward[board] is not None:
        board, letter = backward[board]
        second.append(OPPOSITE[letter])
    return "".join(reversed(first)) + "".join(second)
