"""Independent reference for the problems' expected outputs: input parsers, distances and paths.

What it does
    The problems' cases (slidingkit/problems/NAME/cases.py) compute every expected output with these
    functions, and the tests check every committed .out against them; this module imports nothing
    from slidingkit/core/ or solutions/. Distances come from the plain BFS of
    slidingkit/oracle/reference.py (3x3, 2x3
    and every other shape of at most 181,440 reachable boards), from an inversion count (boards
    too large for a BFS), or, for 4x4 boards, from the Princeton assignment's own published
    answers (its 4x4 puzzle files among the committed cases) or a plain BFS of bounded depth.

Letters
    Every path here names the direction in which the blank travels, with U, D, L, R; a problem
    writes them in its own case and order at the edge.

Cost
    One BFS of 181,440 boards per 3x3 goal (cached, O(boards) each); farthest_boards runs one BFS
    per blank cell of its starts (canonical relabelling, at most 9); an inversion count is
    O(N log N) (a merge sort in pure Python, so a 999x999 board's 10^6 tiles are its slowest
    input).
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import slidingkit
from slidingkit.oracle import reference
from slidingkit.oracle.reference import OPPOSITE, Board, moves_in, shape_distances

CASES = Path(slidingkit.CASES)

GOAL_3 = (1, 2, 3, 4, 5, 6, 7, 8, 0)
GOAL_2X3 = (1, 2, 3, 4, 5, 0)
GOAL_4 = tuple(range(1, 16)) + (0,)


# --- reading symbols ------------------------------------------------------------------------------


def x_board(symbols: str, blank: str = "x") -> Board:
    """A board from nine symbols 1-8 and the blank letter, e.g. "23415x768"."""
    if len(symbols) != 9 or sorted(symbols) != sorted("12345678" + blank):
        raise ValueError("expected the symbols 1-8 and %r once each, got %r" % (blank, symbols))
    return tuple(0 if symbol == blank else int(symbol) for symbol in symbols)


def x_symbols(board: Board, blank: str = "x") -> str:
    return "".join(blank if tile == 0 else str(tile) for tile in board)


def integers(text: str) -> List[int]:
    return [int(token) for token in text.split()]


def parse_single_x_board(text: str) -> Board:
    """One board of nine symbols 1-8 and x, any whitespace between them."""
    return x_board("".join(text.split()))


def parse_x_boards_until_end(text: str) -> List[Board]:
    """Boards of nine symbols 1-8 and x each until the end of input, any whitespace."""
    symbols = "".join(text.split())
    if not symbols or len(symbols) % 9:
        raise ValueError("expected boards of 9 symbols, got %d symbols" % len(symbols))
    return [x_board(symbols[start : start + 9]) for start in range(0, len(symbols), 9)]


def parse_counted_x_boards(text: str) -> List[Board]:
    """N, then N boards of nine symbols 1-8 and x each (any whitespace, `123x46758` too)."""
    tokens = text.split()
    count, symbols = int(tokens[0]), "".join(tokens[1:])
    boards = parse_x_boards_until_end(symbols) if symbols else []
    if count != len(boards):
        raise ValueError("N is %s but %d boards follow" % (count, len(boards)))
    return boards


def parse_counted_boards(text: str, cells: int) -> List[Board]:
    """T (or N), then T boards of `cells` integers, 0 the blank."""
    numbers = integers(text)
    count, tiles = numbers[0], numbers[1:]
    if count < 1 or len(tiles) != count * cells:
        raise ValueError(
            "T is %d, so %d numbers should follow, got %d" % (count, count * cells, len(tiles))
        )
    boards = [tuple(tiles[start : start + cells]) for start in range(0, len(tiles), cells)]
    for board in boards:
        if sorted(board) != list(range(cells)):
            raise ValueError("not a board: %r" % (board,))
    return boards


def parse_x_board_pairs(text: str) -> List[Tuple[Board, Board]]:
    """T, then T pairs (start, goal) of boards written as nine symbols 1-8 and X each."""
    tokens = text.split()
    count = int(tokens[0])
    if len(tokens) != 1 + 2 * count:
        raise ValueError("T is %d, so %d lines should follow" % (count, 2 * count))
    boards = [x_board(token, "X") for token in tokens[1:]]
    return list(zip(boards[0::2], boards[1::2]))


def parse_shaped_boards(text: str) -> List[Tuple[int, int, Board]]:
    """(M, N, board) for each test of `M N` and M*N tiles, up to the line `0 0`."""
    numbers = integers(text)
    cases, at = [], 0
    while True:
        rows, columns = numbers[at], numbers[at + 1]
        at += 2
        if rows == 0 and columns == 0:
            break
        board = tuple(numbers[at : at + rows * columns])
        at += rows * columns
        cases.append((rows, columns, board))
    if at != len(numbers):
        raise ValueError("numbers after 0 0")
    return cases


def parse_bracketed_board(text: str) -> Board:
    """The board of a list of rows, `[[1,2,3],[4,0,5]]`: its integers, brackets and commas
    aside."""
    return tuple(integers(re.sub(r"[\[\],]", " ", text)))


# --- distances ------------------------------------------------------------------------------------


def distance_to(board: Board, goal: Board, columns: int) -> Optional[int]:
    """Plain BFS distance for a board of at most 181,440 reachable boards, or None."""
    return shape_distances(goal, columns).get(board)


def shortest_path(
    board: Board, goal: Board, columns: int = 3, order: str = "UDLR"
) -> Optional[str]:
    """The first shortest path in `order` (reference.first_shortest_path), via a canonical goal
    so that any 3x3 goal costs one of nine BFS runs."""
    if columns == 3 and len(goal) == 9:
        canonical = reference.canonical_goal(goal)
        rename = {tile: canonical[cell] for cell, tile in enumerate(goal)}
        return reference.first_shortest_path(
            tuple(rename[tile] for tile in board), canonical, 3, order
        )
    return reference.first_shortest_path(board, goal, columns, order)


def inversion_parity_solvable(rows: int, columns: int, board: Board) -> bool:
    """Solvable to 1..MN-1, 0 by the textbook rule: the tiles' inversions, plus (columns - 1) for
    each row the blank is above the bottom row, must be even. Inversions by merge sort,
    O(N log N)."""
    tiles = [tile for tile in board if tile]
    inversions = 0
    width = 1
    values = tiles
    while width < len(values):
        merged = []
        for start in range(0, len(values), 2 * width):
            left, right = values[start : start + width], values[start + width : start + 2 * width]
            i = j = 0
            while i < len(left) and j < len(right):
                if left[i] <= right[j]:
                    merged.append(left[i])
                    i += 1
                else:
                    merged.append(right[j])
                    inversions += len(left) - i
                    j += 1
            merged.extend(left[i:])
            merged.extend(right[j:])
        values = merged
        width *= 2
    blank_row = board.index(0) // columns
    return (inversions + (columns - 1) * (rows - 1 - blank_row)) % 2 == 0


def published_case(name: str) -> Path:
    """The committed case NAME.in of one of the assignment's puzzle files (puzzle4x4-05, ...),
    in whichever case folder of judge_cases/ holds it."""
    found = sorted(CASES.glob("*/%s.in" % name))
    if len(found) != 1:
        raise ValueError("expected one case %s.in in judge_cases/, found %d" % (name, len(found)))
    return found[0]


@functools.lru_cache(maxsize=None)
def princeton_4x4_answers() -> Dict[Board, int]:
    """Board -> optimal moves of the Princeton assignment's 4x4 puzzle files (their boards are the
    cases puzzle4x4-*.in of judge_cases/): the count is the first line of the committed .out, an
    answer whose move count the tests hold to the assignment's published index."""
    answers = {}
    for path in sorted(CASES.glob("*/puzzle4x4-*.in")):
        numbers = integers(path.read_text())
        header = path.with_suffix(".out").read_text().split("\n", 1)[0]
        match = re.fullmatch(r"Minimum number of moves = (\d+)", header)
        if match:
            answers[tuple(numbers[1:])] = int(match.group(1))
    return answers


def princeton_4x4_path(name: str) -> Tuple[Board, Optional[str]]:
    """(board, the path its committed .out, the solution's own answer, shows board by board, or
    None if unsolvable)."""
    case = published_case(name)
    numbers = integers(case.read_text())
    board = tuple(numbers[1:])
    lines = case.with_suffix(".out").read_text().split("\n")
    if not lines[0].startswith("Minimum"):
        return board, None
    boards = []
    block: List[str] = []
    for line in lines[1:]:
        if line.strip() == "":
            if block:
                boards.append(tuple(int(token) for token in " ".join(block[1:]).split()))
                block = []
        else:
            block.append(line)
    path = ""
    for before, after in zip(boards, boards[1:]):
        step = after.index(0) - before.index(0)
        path += {-4: "U", 4: "D", -1: "L", 1: "R"}[step]
    return board, path


def distance_4x4(board: Board, limit: int = 14) -> Optional[int]:
    """Optimal moves of a 4x4 board to 1..15, 0: the move count of its Princeton file's committed
    answer if it is one (princeton_4x4_answers), else a plain BFS to depth `limit`; None if
    neither knows (or the board is unsolvable)."""
    known = princeton_4x4_answers().get(board)
    return known if known is not None else reference.distance_within(board, GOAL_4, limit)


def solvable_4x4(board: Board) -> bool:
    return inversion_parity_solvable(4, 4, board)


# --- the farthest boards from a start -------------------------------------------------------------


@functools.lru_cache(maxsize=None)
def _farthest_from_canonical(start: Board) -> Tuple[int, List[Board]]:
    distances = shape_distances(start, 3)
    farthest = max(distances.values())
    return farthest, sorted(board for board, moves in distances.items() if moves == farthest)


def farthest_boards(start: Board) -> Tuple[int, List[Board]]:
    """(the largest distance from start, every board at it), by plain BFS from a canonical start
    with the blank on start's cell (renaming tiles changes no move)."""
    canonical = reference.canonical_goal(start)
    to_start = {canonical[cell]: tile for cell, tile in enumerate(start)}
    farthest, boards = _farthest_from_canonical(canonical)
    return farthest, sorted(tuple(to_start[tile] for tile in board) for board in boards)


def path_between(start: Board, end: Board) -> str:
    """A shortest path from start to end (3x3): the reverse of end's first shortest path to
    start."""
    back = shortest_path(end, start, 3)
    if back is None:
        raise ValueError("%s cannot reach %s" % (start, end))
    return "".join(OPPOSITE[move] for move in reversed(back))


def walk(board: Board, columns: int, moves: int, rng, avoid_back: bool = True) -> Tuple[Board, str]:
    """A random walk of `moves` blank moves from board (never straight back): (end board, path)."""
    path = ""
    for _ in range(moves):
        options = moves_in(board, columns)
        if avoid_back and path:
            options = [(letter, after) for letter, after in options if letter != OPPOSITE[path[-1]]]
        letter, board = rng.choice(options)
        path += letter
    return board, path


def bfs_layers(goal: Board, columns: int) -> List[List[Board]]:
    distances = shape_distances(goal, columns)
    layers: List[List[Board]] = [[] for _ in range(max(distances.values()) + 1)]
    for board, moves in distances.items():
        layers[moves].append(board)
    return [sorted(layer) for layer in layers]


__all__ = [name for name in dir() if not name.startswith("_") and name not in ("deque",)]
