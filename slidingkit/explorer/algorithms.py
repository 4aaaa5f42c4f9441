"""The classic search algorithms, over the core's board model, each counting its work the same way.

A problem is a start and a goal board (slidingkit/core/: flat tuples, 0 the blank); its moves come
from core.neighbors and its estimates from explorer.heuristics. Every algorithm returns a path
(a string of U/D/L/R, the direction the blank moves) that callers replay with core.replay.

What counts as a node (the same for every algorithm, so the numbers compare):
    expanded   boards whose successors were generated (the goal, once found, is not expanded)
    generated  successor boards created, duplicates included (tree searches skip the move that
               undoes the previous one, so they never create the parent again)
    frontier   the most boards waiting at once: the open list of BFS, greedy and A* (stale
               entries included), both layers of bidirectional BFS, the unexplored siblings
               along the path for DFS, and the path itself for IDDFS and IDA*

Cost: BFS, bidirectional BFS, greedy and A* keep every board they reach (memory O(nodes));
DFS keeps a depth per board it reached; IDDFS and IDA* keep only the path (memory O(depth)).

IDDFS and IDA* are tree searches: they do not remember boards, so they may reach one board by
many move sequences. prune names which sequences they skip, the same for every heuristic
(PRUNES): none, undo (the move that undoes the previous one) or automaton (every sequence the
core's move automaton knows to have an earlier equivalent; core.move_automaton). All three keep
IDA* optimal. IDDFS is IDA* with the zero estimate: one loop, iterative_deepening.

breadth_first_path, bidirectional_path, best_first_path and deepen (the passes of IDA*) serve any
board kind: they read its moves from a function (Moves: board -> (move, child) pairs) and return a
list of moves; the grid's searches give them core.neighbors, graph.py a graph's moves.
"""

import heapq
import math
import sys
from typing import (
    Callable,
    Container,
    Dict,
    Iterable,
    List,
    NamedTuple,
    Optional,
    Tuple,
    TypeVar,
)

from slidingkit import core
from slidingkit.core import Tiles
from slidingkit.explorer import heuristics, incremental
from slidingkit.explorer.counters import Counters, Stopped  # noqa: F401  # what a search is given, and raises

_REVERSE = {"U": "D", "D": "U", "L": "R", "R": "L"}
PRUNES = {
    "none": "no move is skipped, not even the one that undoes the previous move",
    "undo": "the move that undoes the previous move is skipped",
    "automaton": (
        "every move sequence with an earlier equivalent is skipped (the core's move automaton)"
    ),
}
KNOWN_DIAMETERS = {2: 6, 3: 31, 4: 80}  # the largest distance between two boards of that size


# heuristics.Estimate, which the loops below also call on a list of cells
CellsEstimate = Callable[..., float]
SearchFunction = Callable[[Tiles, Tiles, CellsEstimate, Counters, int], Optional[str]]
# The searches that serve any board kind read its moves as a Moves: board -> (move, child) pairs.
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


def breadth_first(
    start: Tiles, goal: Tiles, estimate: CellsEstimate, counters: Counters, depth_limit: int
) -> Optional[str]:
    """Breadth-first graph search, layer by layer, goal tested when a board is generated."""
    path = breadth_first_path(start, goal, core.neighbors, counters)
    return None if path is None else "".join(path)


def bidirectional(
    start: Tiles, goal: Tiles, estimate: CellsEstimate, counters: Counters, depth_limit: int
) -> Optional[str]:
    """Breadth-first from both ends, a whole layer at a time from the smaller side (see
    bidirectional_path for why the first meeting closes a shortest path)."""
    path = bidirectional_path(start, goal, core.neighbors, _REVERSE.__getitem__, counters)
    return None if path is None else "".join(path)


def depth_first(
    start: Tiles, goal: Tiles, estimate: CellsEstimate, counters: Counters, depth_limit: int
) -> Optional[str]:
    """Depth-first graph search down to depth_limit; NOT optimal (it returns the first path found).

    A board is searched again only when reached by a shorter path than before, so every path of
    at most depth_limit moves is considered: returning None proves the distance > depth_limit.
    """
    if depth_limit < 1:
        counters.lower_bound = depth_limit + 1
        return None
    best_depth = {start: 0}
    moves = []  # type: List[str]
    pending = [core.neighbors(start)[::-1]]  # successors not yet examined, U first
    counters.expand()
    frontier = len(pending[0])
    counters.max_frontier = frontier
    while pending:
        if not pending[-1]:
            pending.pop()
            if moves:
                moves.pop()
            continue
        move, child = pending[-1].pop()
        frontier -= 1
        counters.generated += 1
        if child == goal:
            return "".join(moves) + move
        depth = len(pending)
        if depth >= depth_limit or best_depth.get(child, depth_limit + 1) <= depth:
            continue
        best_depth[child] = depth
        counters.expand()
        moves.append(move)
        pending.append(core.neighbors(child)[::-1])
        frontier += len(pending[-1])
        if frontier > counters.max_frontier:
            counters.max_frontier = frontier
    counters.lower_bound = depth_limit + 1
    return None


def prune_automaton(side: int, prune: str) -> List[int]:
    """following[state * 4 + "UDLR".index(move)]: the state after move, -1 where prune skips it;
    the start state is 0. none: one state, nothing skipped; undo: the last move is the state;
    automaton: the core's move automaton for n-by-n boards. ValueError for another prune."""
    if prune == "none":
        return [0, 0, 0, 0]
    if prune == "undo":  # state 0: no move yet; state 1 + m: the last move was "UDLR"[m]
        return [
            -1 if state and index == (state - 1) ^ 1 else index + 1
            for state in range(5)
            for index in range(4)
        ]
    if prune == "automaton":
        if core.MOVES != "UDLR":
            raise ValueError("the automaton's move order is %s, not UDLR" % core.MOVES)
        return list(core.move_automaton(side, side, core.MOVES, core.DUPLICATE_WORD_LENGTH))
    raise ValueError("no prune called %r (known: %s)" % (prune, ", ".join(PRUNES)))


# Long: the recursive search is a closure over the move tables built above it, read in its hot loop.
def iterative_deepening(
    start: Tiles,
    goal: Tiles,
    estimate: CellsEstimate,
    counters: Counters,
    depth_limit: int,
    prune: str = "undo",
) -> Optional[str]:
    """IDA*: depth-first passes under a rising bound on moves + estimate; with the zero estimate
    it is iterative-deepening DFS (IDDFS). Tree search: the moves prune names are skipped (see
    PRUNES), whatever the estimate. A board whose depth has reached the bound is not expanded,
    since each child would pass it (moves + 1 + an estimate >= 0); only a zero estimate lets a
    board other than the goal get there, so the pass of bound b is then the textbook depth-limited
    search: boards down to depth b generated, those above it expanded. Optimal when the estimate
    is admissible. Memory O(depth).
    """
    side = core.side_of(start)
    following = prune_automaton(side, prune)
    moves_from = []
    for blank in range(side * side):
        row, column = divmod(blank, side)
        moves_from.append(
            tuple(
                (target, move, "UDLR".index(move))
                for target, move, legal in (
                    (blank - side, "U", row > 0),
                    (blank + side, "D", row < side - 1),
                    (blank - 1, "L", column > 0),
                    (blank + 1, "R", column < side - 1),
                )
                if legal
            )
        )
    cells = list(start)
    goal_cells = list(goal)
    path = []  # type: List[str]
    found_mark = FOUND
    bound = estimate(cells)
    expand = counters.expand

    def search(blank: int, depth: int, state: int) -> float:
        # Returns found_mark once the goal is reached (path holds the moves, last first),
        # otherwise the smallest depth + estimate that exceeded the bound below this node.
        if depth + 1 > bound:
            return depth + 1  # every child passes the bound: nothing to expand
        expand()
        if depth + 1 > counters.max_frontier:
            counters.max_frontier = depth + 1
        smallest = math.inf
        state *= 4
        for target, move, index in moves_from[blank]:
            after = following[state + index]
            if after < 0:
                continue
            counters.generated += 1
            tile = cells[target]
            cells[blank], cells[target] = tile, 0
            total = depth + 1 + estimate(cells)
            if total > bound:
                result = total
            elif cells == goal_cells:
                result = found_mark
            else:
                result = search(target, depth + 1, after)
            cells[blank], cells[target] = 0, tile
            if result == found_mark:
                path.append(move)
                return found_mark
            if result < smallest:
                smallest = result
        return smallest

    def search_pass(pass_bound: float) -> float:
        nonlocal bound
        bound = pass_bound
        return search(start.index(0), 0, 0)

    if deepen(search_pass, bound, counters):
        return "".join(reversed(path))
    return None  # no board within reach: only on a board that cannot move


def deepen(search_pass: Callable[[float], float], bound: float, counters: Counters) -> bool:
    """The passes of an iterative-deepening search: search_pass(bound) under a rising bound, the
    recursion limit raised to fit; True once a pass returns FOUND, False once one finds nothing
    past its bound (it returns infinity: every path was searched). A pass that does neither
    returns the smallest total past its bound, and the next bound is that rounded up."""
    recursion_limit = sys.getrecursionlimit()
    try:
        while True:
            counters.lower_bound = bound
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


def a_star(
    start: Tiles, goal: Tiles, estimate: CellsEstimate, counters: Counters, depth_limit: int
) -> Optional[str]:
    """A*: best-first by moves + estimate; optimal when the estimate is admissible."""
    path = best_first_path(start, goal, core.neighbors, estimate, counters, 1)
    return None if path is None else "".join(path)


def greedy(
    start: Tiles, goal: Tiles, estimate: CellsEstimate, counters: Counters, depth_limit: int
) -> Optional[str]:
    """Greedy best-first: by estimate alone; fast, NOT optimal."""
    path = best_first_path(start, goal, core.neighbors, estimate, counters, 0)
    return None if path is None else "".join(path)


class Algorithm(NamedTuple):
    name: str  # as typed on the command line
    title: str  # as printed
    search: SearchFunction
    informed: bool  # takes a heuristic
    optimal: str  # "always", "admissible" (when the heuristic is) or "never"
    keeps_nodes: bool  # memory grows with the nodes reached (so a default node limit applies)
    summary: str
    tree: bool = False  # a tree search (IDDFS, IDA*): prune says which move sequences it skips


ALGORITHMS = {
    algorithm.name: algorithm
    for algorithm in (
        Algorithm("bfs", "BFS", breadth_first, False, "always", True, "breadth-first search"),
        Algorithm(
            "dfs",
            "DFS",
            depth_first,
            False,
            "never",
            True,
            "depth-first search down to --depth-limit (NOT optimal)",
        ),
        Algorithm(
            "iddfs",
            "IDDFS",
            iterative_deepening,
            False,
            "always",
            False,
            "iterative-deepening DFS",
            True,
        ),
        Algorithm(
            "greedy",
            "greedy",
            greedy,
            True,
            "never",
            True,
            "greedy best-first search (NOT optimal)",
        ),
        Algorithm("astar", "A*", a_star, True, "admissible", True, "A* search"),
        Algorithm(
            "idastar",
            "IDA*",
            iterative_deepening,
            True,
            "admissible",
            False,
            "iterative-deepening A*",
            True,
        ),
        Algorithm(
            "bidirectional",
            "bidirectional BFS",
            bidirectional,
            False,
            "always",
            True,
            "breadth-first from both ends",
        ),
    )
}  # type: Dict[str, Algorithm]

ALIASES = {
    "a*": "astar",
    "a-star": "astar",
    "ida*": "idastar",
    "ida-star": "idastar",
    "bibfs": "bidirectional",
    "bidirectional-bfs": "bidirectional",
    "bidirectional bfs": "bidirectional",
    "best-first": "greedy",
    "id": "iddfs",
    "ids": "iddfs",
}

DEFAULT_MAX_NODES = 2000000  # for the algorithms that keep every board they reach


def lookup(name: str) -> Algorithm:
    """Return the algorithm called name (or an alias, or its printed title, any case);
    KeyError if none."""
    name = name.lower()
    return ALGORITHMS[ALIASES.get(name, name)]


def default_depth_limit(side: int) -> int:
    """DFS's default depth limit: the diameter where it is known, so DFS is complete; else n**3."""
    return KNOWN_DIAMETERS.get(side, side**3)


class Result(NamedTuple):
    algorithm: str
    heuristic: Optional[str]  # None for the uninformed algorithms
    status: str  # solved, unreachable, not found, stopped, interrupted
    path: Optional[str]
    optimal: bool  # proved shortest (by the algorithm and, for A*/IDA*, an admissible heuristic)
    expanded: int
    generated: int
    max_frontier: int
    seconds: float
    lower_bound: Optional[
        float
    ]  # proved: the distance is at least this (None when nothing is proved)
    reason: str  # why there is no path, or what stopped the search
    prune: Optional[str] = (
        None  # IDDFS and IDA*: the move sequences skipped (PRUNES); None for the others
    )
    loop: Optional[str] = None  # IDDFS and IDA*: "generic" (iterative_deepening) or "incremental"

    @property
    def moves(self) -> Optional[int]:
        return None if self.path is None else len(self.path)


def unreachable_reason(start: Tiles, goal: Tiles) -> Optional[str]:
    """Return why goal cannot be reached from start, or None if it can (the parity test). O(N)."""
    transpositions, blank_steps = core.parity_counts(start, goal)
    if transpositions % 2 == blank_steps % 2:
        return None
    return (
        "the goal is %s exchanges of two cells away (%s) but the blank is %d step(s) from its goal "
        "cell (%s); every move changes both parities, so they can never match"
        % (
            transpositions,
            "odd" if transpositions % 2 else "even",
            blank_steps,
            "odd" if blank_steps % 2 else "even",
        )
    )


# Long: one dispatch: check the arguments, pick the loop, run it, turn each ending into a Result.
def solve(
    start: Tiles,
    goal: Tiles,
    algorithm: str,
    heuristic: Optional[str] = None,
    max_nodes: Optional[int] = None,
    timeout: Optional[float] = None,
    depth_limit: Optional[int] = None,
    report: Optional[Callable[[Counters], None]] = None,
    partition: Optional[str] = None,
    prune: Optional[str] = None,
) -> Result:
    """Run one algorithm (with heuristic, for the informed ones) from start to goal.

    start and goal must be checked boards of one size. Unreachable goals are answered by the
    parity test without searching. KeyboardInterrupt ends the search with what is known so far
    (status "interrupted"); so do max_nodes expansions and timeout seconds ("stopped").
    The time reported leaves out building the heuristic's tables (walking distance: see
    slidingkit/core/walking_distance.py; pattern databases:
    slidingkit/explorer/pattern_database.py); partition names the
    pattern databases'.
    prune (IDDFS and IDA* only; see PRUNES): given, the search runs the generic loop
    (iterative_deepening) with that pruning, whatever the heuristic, so runs that differ only in
    the heuristic compare; None, the fastest loop: slidingkit/explorer/incremental.py's for IDA*
    with walking distance or pattern databases (automaton pruning, bounds of the wrong parity
    skipped), the generic loop with undo pruning otherwise. ValueError for prune with another
    algorithm.
    """
    chosen = lookup(algorithm)
    if prune is not None and not chosen.tree:
        raise ValueError(
            "pruning goes with the tree searches (iddfs, idastar), not %s" % chosen.title
        )
    if prune is not None and prune not in PRUNES:
        raise ValueError("no prune called %r (known: %s)" % (prune, ", ".join(PRUNES)))
    side = core.side_of(start)
    if chosen.informed:
        heuristic_name = heuristics.lookup(heuristic or heuristics.strongest(side)).name
        heuristics.check_side(heuristic_name, side)
        admissible = heuristics.lookup(heuristic_name).admissible
        estimate = heuristics.estimate_for(heuristic_name, goal, partition)
        estimate(goal)  # builds the heuristic's tables (walking distance) before the clock starts
    else:
        heuristic_name, admissible = None, True
        estimate = heuristics.estimate_for("none", goal)
    proves = chosen.optimal == "always" or (chosen.optimal == "admissible" and admissible)
    incremental_loop = (
        chosen.name == "idastar" and heuristic_name in incremental.HEURISTICS and prune is None
    )
    loop = None if not chosen.tree else "incremental" if incremental_loop else "generic"
    if chosen.tree and prune is None:
        prune = "automaton" if incremental_loop else "undo"
    counters = Counters(max_nodes, timeout, report)
    reason = unreachable_reason(start, goal)
    path = None  # type: Optional[str]
    if reason is not None:
        status = "unreachable"
    elif start == goal:
        status, path = "solved", ""
    else:
        try:
            if incremental_loop:
                assert heuristic_name is not None  # one of incremental.HEURISTICS
                path = incremental.ida_star(start, goal, heuristic_name, counters, partition)
            elif chosen.tree:
                path = iterative_deepening(
                    start,
                    goal,
                    estimate,
                    counters,
                    default_depth_limit(side) if depth_limit is None else depth_limit,
                    prune or "undo",
                )
            else:
                path = chosen.search(
                    start,
                    goal,
                    estimate,
                    counters,
                    default_depth_limit(side) if depth_limit is None else depth_limit,
                )
            if path is None:
                status = "not found"
                assert counters.lower_bound is not None  # a search that gives up has set it
                reason = "no path of at most %d moves (raise --depth-limit)" % (
                    counters.lower_bound - 1
                )
            else:
                status = "solved"
        except Stopped as stop:
            status, reason = "stopped", str(stop)
        except KeyboardInterrupt:
            status, reason = "interrupted", "interrupted (Ctrl-C)"
    lower_bound = counters.lower_bound if proves or status == "not found" else None
    if status == "solved":
        lower_bound = len(path) if proves else None  # type: ignore[arg-type]
    return Result(
        chosen.title,
        heuristic_name,
        status,
        path,
        status == "solved" and proves,
        counters.expanded,
        counters.generated,
        counters.max_frontier,
        counters.elapsed(),
        lower_bound,
        reason or "",
        prune,
        loop,
    )
