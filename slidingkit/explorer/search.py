"""The searches that serve any board kind, each reading the board kind's moves from a function.

A puzzle (slidingkit/explorer/puzzle.py) gives its moves as a Moves: board -> (move, child)
pairs; a grid gives core.neighbors (U/D/L/R, the direction the blank moves), a graph its tile
moves (slidingkit/explorer/graph.py). breadth_first_path, bidirectional_path and best_first_path
(greedy and A*) return the list of moves from the start to the goal, or None once the boards
within reach run out; deepen runs the passes of an iterative-deepening search (IDDFS and IDA*).
Each counts its work in a Counters as slidingkit/explorer/algorithms.py defines it.

Cost: breadth-first, bidirectional and best-first keep every board they reach (memory O(nodes)).
"""

import heapq
import math
import sys
from typing import Callable, Container, Dict, Iterable, List, Optional, Tuple, TypeVar

from slidingkit.core import Tiles
from slidingkit.explorer.counters import Counters

Move = TypeVar("Move")  # what a board kind records of a move: a letter on a grid
Moves = Callable[[Tiles], Iterable[Tuple[Move, Tiles]]]
FOUND = -1.0  # what a pass of an iterative-deepening search returns once it reaches the goal


def path_to(parents: Dict[Tiles, Optional[Tuple[Tiles, Move]]], board: Tiles) -> List[Move]:
    """The moves from the root of the search that recorded parents (board: (parent, move)) to
    board. O(moves)."""
    moves = []
    step = parents[board]
    while step is not None:
        board, move = step
        moves.append(move)
        step = parents[board]
    moves.reverse()
    return moves


def path_from(
    parents: Dict[Tiles, Optional[Tuple[Tiles, Move]]],
    board: Tiles,
    reverse: Callable[[Move], Move],
) -> List[Move]:
    """The moves from board back to the root of a search that grew from the goal; reverse(move)
    is the move that undoes move."""
    return [reverse(move) for move in reversed(path_to(parents, board))]


def grow_layer(
    layer: List[Tiles],
    parents: Dict[Tiles, Optional[Tuple[Tiles, Move]]],
    targets: Container[Tiles],
    counters: Counters,
    also_waiting: int,
    moves: Moves[Move],
) -> Tuple[List[Tiles], Optional[Tiles]]:
    """Expand every board of layer, recording each new board's parent; return the next layer and
    the first new board found in targets (None if none was). also_waiting: boards of the frontier
    outside this layer (the other side of a bidirectional search)."""
    next_layer = []  # type: List[Tiles]
    waiting = len(layer) + also_waiting
    for board in layer:
        waiting -= 1
        counters.expand()
        for move, child in moves(board):
            counters.generated += 1
            if child in parents:
                continue
            parents[child] = (board, move)
            if child in targets:
                counters.max_frontier = max(counters.max_frontier, waiting + len(next_layer) + 1)
                return next_layer, child
            next_layer.append(child)
        if waiting + len(next_layer) > counters.max_frontier:
            counters.max_frontier = waiting + len(next_layer)
    return next_layer, None


def breadth_first_path(
    start: Tiles, goal: Tiles, moves: Moves[Move], counters: Counters
) -> Optional[List[Move]]:
    """Breadth-first graph search, layer by layer, goal tested when a board is generated; None
    once every board within reach is seen."""
    parents = {start: None}  # type: Dict[Tiles, Optional[Tuple[Tiles, Move]]]
    layer = [start]
    depth = 0
    while layer:
        counters.lower_bound = depth + 1
        layer, found = grow_layer(layer, parents, (goal,), counters, 0, moves)
        if found is not None:
            return path_to(parents, found)
        depth += 1
    return None


def bidirectional_path(
    start: Tiles,
    goal: Tiles,
    moves: Moves[Move],
    reverse: Callable[[Move], Move],
    counters: Counters,
) -> Optional[List[Move]]:
    """Breadth-first from both ends, a whole layer at a time from the smaller side; reverse(move)
    undoes move (moves must be undoable); None once either side runs out of boards.

    The first board generated that the other side has reached closes a shortest path: before
    the layer, no board within depth f of the start was within depth b of the goal, so the
    distance is at least f + b + 1, and the meeting board lies exactly that far.
    """
    sides = ({start: None}, {goal: None})  # type: Tuple[Dict[Tiles, Optional[Tuple[Tiles, Move]]], ...]
    layers = [[start], [goal]]
    depths = [0, 0]
    while layers[0] and layers[1]:
        counters.lower_bound = depths[0] + depths[1] + 1
        side = 0 if len(layers[0]) <= len(layers[1]) else 1
        layers[side], meeting = grow_layer(
            layers[side], sides[side], sides[1 - side], counters, len(layers[1 - side]), moves
        )
        if meeting is not None:
            return path_to(sides[0], meeting) + path_from(sides[1], meeting, reverse)
        depths[side] += 1
    return None


def deepen(search_pass: Callable[[float], float], bound: float, counters: Counters) -> bool:
    """The passes of an iterative-deepening search: search_pass(bound) under a rising bound, the
    recursion limit raised to fit; True once a pass returns FOUND, False once one finds nothing
    past its bound (it returns infinity: every path was searched). A pass that does neither
    returns the smallest total past its bound, and the next bound is that rounded up."""
    recursion_limit = sys.getrecursionlimit()
    try:
        while True:
            counters.begin_pass(bound)
            if bound + 100 > sys.getrecursionlimit():
                sys.setrecursionlimit(int(bound) + 1000)
            result = search_pass(bound)
            if result == FOUND:
                return True
            if result == math.inf:
                return False
            # Paths have whole lengths, so no goal lies below the next whole number: rounding up
            # keeps a real-valued estimate (Euclidean) from creeping up by fractions.
            bound = math.ceil(result)
    finally:
        sys.setrecursionlimit(recursion_limit)


def best_first_path(
    start: Tiles,
    goal: Tiles,
    moves: Moves[Move],
    estimate: Callable[[Tiles], float],
    counters: Counters,
    moves_weight: int,
) -> Optional[List[Move]]:
    """Best-first graph search ordered by moves_weight * moves + estimate, then by the smaller
    estimate (the deeper board), then first come first served. A board reached again by a
    shorter path is searched again (so A* stays optimal with any admissible estimate); greedy
    search (moves_weight 0) never reopens a board. A board whose estimate is infinite (the goal
    is out of its reach) is never queued. None once the open list is empty."""
    infinity = math.inf
    first = estimate(start)
    # (priority, estimate, arrival, moves, board)
    open_list = [(first, first, 0, 0, start)] if first < infinity else []
    best_moves = {start: 0}
    parents = {start: None}  # type: Dict[Tiles, Optional[Tuple[Tiles, Move]]]
    arrivals = 0
    admissible_bound = 0.0
    while open_list:
        priority, _, _, depth, board = heapq.heappop(open_list)
        if depth > best_moves[board]:
            continue  # a stale entry: the board was reached again by a shorter path
        if moves_weight and priority > admissible_bound:
            admissible_bound = counters.lower_bound = priority
        if board == goal:
            return path_to(parents, board)
        counters.expand()
        for move, child in moves(board):
            counters.generated += 1
            known = best_moves.get(child)
            if known is not None and (moves_weight == 0 or known <= depth + 1):
                continue
            best_moves[child] = depth + 1
            child_estimate = estimate(child)
            if child_estimate == infinity:
                continue
            parents[child] = (board, move)
            arrivals += 1
            heapq.heappush(
                open_list,
                (
                    moves_weight * (depth + 1) + child_estimate,
                    child_estimate,
                    arrivals,
                    depth + 1,
                    child,
                ),
            )
        if len(open_list) > counters.max_frontier:
            counters.max_frontier = len(open_list)
    return None
