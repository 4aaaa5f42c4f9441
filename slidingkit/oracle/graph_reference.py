"""Plain BFS on a board that is any graph, with any number of blanks.

A board is a tuple with one entry per cell (vertex) of the graph: the tile on it, 0 where the
cell is empty. A move slides a tile into an empty neighbouring cell, along one edge; tiles of the
same number are alike (only what lies where matters). Parity decides nothing here (on a triangle
every arrangement can be reached), so a board that cannot reach the goal is found by running out
of boards: `distance` returns None then.

Usage
    >>> triangle = [(0, 1), (1, 2), (0, 2)]
    >>> distance((2, 1, 0), (1, 2, 0), triangle)
    3
    >>> path = [(0, 1), (1, 2)]
    >>> distance((1, 0, 0), (0, 0, 1), path)  # two blanks
    2
    >>> distance((1, 2, 0), (2, 1, 0), path) is None  # tiles cannot pass each other on a path
    True

Cost: O(boards reached x edges) time and O(boards reached) memory; with a limit, both searches
stop at half of it each (from the board and from the goal), which keeps a depth of 20 on 13
cells within reach.
"""

from collections import deque
from typing import Dict, List, Optional, Sequence, Tuple

Board = Tuple[int, ...]
Edge = Tuple[int, int]


def neighbours(cells: int, edges: Sequence[Edge]) -> List[List[int]]:
    """For each cell, the cells one edge away (edges are undirected, cells 0 .. cells-1)."""
    around: List[List[int]] = [[] for _ in range(cells)]
    for first, second in edges:
        if not (0 <= first < cells and 0 <= second < cells) or first == second:
            raise ValueError("edge %r is not between two cells of 0..%d" % ((first, second), cells))
        around[first].append(second)
        around[second].append(first)
    return around


def moves(board: Board, around: List[List[int]]) -> List[Board]:
    """Every board one slide away: a tile moved into an empty neighbouring cell."""
    result = []
    empty = -1
    for _ in range(board.count(0)):
        empty = board.index(0, empty + 1)
        for cell in around[empty]:
            tile = board[cell]
            if tile:
                after = list(board)
                after[empty], after[cell] = tile, 0
                result.append(tuple(after))
    return result


def walk(board: Board, edges: Sequence[Edge], steps: int, rng) -> Board:
    """The board after `steps` random slides from board (fewer where no slide is left)."""
    around = neighbours(len(board), edges)
    for _ in range(steps):
        options = list(moves(board, around))
        if not options:
            break
        board = rng.choice(options)
    return board


def random_edges(cells: int, rng) -> List[Edge]:
    """A random graph on cells: each pair of cells joined with one probability, itself drawn."""
    chance = rng.random()
    return [
        (first, second)
        for first in range(cells)
        for second in range(first + 1, cells)
        if rng.random() < chance
    ]


def distances(goal: Board, edges: Sequence[Edge]) -> Dict[Board, int]:
    """Every board that can reach goal, with its fewest moves (moves are reversible)."""
    around = neighbours(len(goal), edges)
    found = {goal: 0}
    queue = deque([goal])
    while queue:
        board = queue.popleft()
        for after in moves(board, around):
            if after not in found:
                found[after] = found[board] + 1
                queue.append(after)
    return found


def distance(
    start: Board, goal: Board, edges: Sequence[Edge], limit: Optional[int] = None
) -> Optional[int]:
    """The fewest moves from start to goal, or None when goal cannot be reached (or, with a limit,
    not within limit moves). A BFS from each end, one layer at a time from the smaller side."""
    if sorted(start) != sorted(goal):
        raise ValueError("start and goal hold different tiles: %r, %r" % (start, goal))
    around = neighbours(len(goal), edges)
    if start == goal:
        return 0
    seen: List[Dict[Board, int]] = [{start: 0}, {goal: 0}]
    layers = [[start], [goal]]
    reached = [0, 0]  # the depth of each side's last layer
    while layers[0] and layers[1]:
        if limit is not None and reached[0] + reached[1] >= limit:
            return None  # any meeting now would take more than limit moves
        side = 0 if len(layers[0]) <= len(layers[1]) else 1
        other = seen[1 - side]
        reached[side] += 1
        best = None
        following = []
        for board in layers[side]:
            for after in moves(board, around):
                if after in other:
                    total = reached[side] + other[after]
                    best = total if best is None else min(best, total)
                elif after not in seen[side]:
                    seen[side][after] = reached[side]
                    following.append(after)
        if best is not None:
            return best
        layers[side] = following
    return None
