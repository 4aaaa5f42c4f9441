"""Independent reference for the problems' expected outputs: distances, paths and parity.

What it does
    The problems' cases (slidingkit/problems/NAME/cases.py) read each input and write each
    expected output through the problem's format, and take its distances and paths from here;
    the tests check every committed .out against them. This module imports nothing from
    slidingkit/core/ or solutions/. Distances come from the plain BFS of
    slidingkit/oracle/reference.py (3x3, 2x3 and every other shape of at most 181,440 reachable
    boards), from an inversion count (boards too large for a BFS), or, for 4x4 boards, from the
    Princeton assignment's own published answers (its 4x4 puzzle files among the committed
    cases) or a plain BFS of bounded depth.

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
from typing import Dict, List, Optional, Sequence, Tuple

import slidingkit
from slidingkit.oracle import reference
from slidingkit.oracle.reference import OPPOSITE, Board, moves_in, shape_distances

CASES = Path(slidingkit.CASES)

GOAL_3 = (1, 2, 3, 4, 5, 6, 7, 8, 0)
GOAL_2X3 = (1, 2, 3, 4, 5, 0)
GOAL_4 = tuple(range(1, 16)) + (0,)


def integers(text: str) -> List[int]:
    return [int(token) for token in text.split()]


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


def solvable(board: Sequence[int], goal: Sequence[int], columns: int) -> bool:
    """Whether board can reach goal (the same tiles on a rectangle of `columns` columns), by the
    textbook rule: the inversions of board's tiles counted in goal's order, plus (columns - 1)
    for each row between the blank's row and its row in goal, must be even. The one parity rule
    of the kit outside slidingkit/core/: the validators, the special judges, the oracle's own
    solvers and the tests use it. Inversions by merge sort, O(N log N)."""
    place = {tile: cell for cell, tile in enumerate(goal)}
    values = [place[tile] for tile in board if tile]
    inversions = 0
    width = 1
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
    row_gap = board.index(0) // columns - goal.index(0) // columns
    return (inversions + (columns - 1) * row_gap) % 2 == 0


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
