"""The classic search algorithms on a grid board: their catalogue, and the grid as a Puzzle.

A grid puzzle (GridPuzzle, a slidingkit/explorer/puzzle.py Puzzle) is a start and a goal
board (slidingkit/core/: flat tuples, 0 the blank); its moves come from core.neighbors and its
estimates from explorer.heuristics. Every path is a string of U/D/L/R (the direction the blank
moves) that callers replay with core.replay. puzzle.solve runs any algorithm of ALGORITHMS on
it; solve here is that for a start and a goal.

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

BFS, bidirectional BFS, greedy and A* are slidingkit/explorer/search.py's, which serve any board
kind; DFS, IDDFS and IDA* are written for the grid here (and in slidingkit/explorer/incremental.py).
"""

import math
import shutil
from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from slidingkit import core
from slidingkit.core import Tiles
from slidingkit.explorer import heuristics, incremental, notation, puzzle
from slidingkit.explorer.counters import Counters, Stopped  # noqa: F401  # what a search is given, and raises
from slidingkit.explorer.puzzle import Algorithm, Pairs, Result
from slidingkit.explorer.search import FOUND, deepen

_REVERSE = {"U": "D", "D": "U", "L": "R", "R": "L"}
PRUNES = {
    "none": "no move is skipped, not even the one that undoes the previous move",
    "undo": "the move that undoes the previous move is skipped",
    "automaton": (
        "every move sequence with an earlier equivalent is skipped (the core's move automaton)"
    ),
}
KNOWN_DIAMETERS = {2: 6, 3: 31, 4: 80}  # the largest distance between two boards of that size

MOVES_SHORT = "U/D/L/R: the direction the blank moves"

# heuristics.Estimate, which the loops below also call on a list of cells
CellsEstimate = Callable[..., float]


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


ALGORITHMS = {
    algorithm.name: algorithm
    for algorithm in (
        Algorithm("bfs", "BFS", False, "always", True, "breadth-first search"),
        Algorithm(
            "dfs",
            "DFS",
            False,
            "never",
            True,
            "depth-first search down to --depth-limit (NOT optimal)",
        ),
        Algorithm(
            "iddfs",
            "IDDFS",
            False,
            "always",
            False,
            "iterative-deepening DFS",
            True,
        ),
        Algorithm(
            "greedy",
            "greedy",
            True,
            "never",
            True,
            "greedy best-first search (NOT optimal)",
        ),
        Algorithm("astar", "A*", True, "admissible", True, "A* search"),
        Algorithm(
            "idastar",
            "IDA*",
            True,
            "admissible",
            False,
            "iterative-deepening A*",
            True,
        ),
        Algorithm(
            "bidirectional",
            "bidirectional BFS",
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


def combinations(
    side: int, only_algorithms: Optional[Sequence[str]], only_heuristics: Optional[Sequence[str]]
) -> Pairs:
    """Every algorithm x heuristic pair that makes sense for an n-by-n board, in table order."""
    chosen = (
        [lookup(name).name for name in only_algorithms]
        if only_algorithms
        else ["bfs", "bidirectional", "iddfs", "dfs", "astar", "idastar", "greedy"]
    )
    names = (
        [heuristics.lookup(name).name for name in only_heuristics]
        if only_heuristics
        else [
            heuristic.name
            for heuristic in heuristics.HEURISTICS.values()
            if heuristic.name != "none" and heuristic.in_compare
        ]
    )
    names = [
        name
        for name in names
        if heuristics.lookup(name).min_side <= side <= (heuristics.lookup(name).max_side or side)
    ]
    return algorithm_pairs(chosen, names)


def algorithm_pairs(chosen: Sequence[str], names: Sequence[str]) -> Pairs:
    """Each algorithm of chosen in turn: with each heuristic of names if informed, else alone."""
    pairs = []  # type: Pairs
    for name in chosen:
        if lookup(name).informed:
            pairs.extend((name, heuristic) for heuristic in names)
        else:
            pairs.append((name, None))
    return pairs


@dataclass(frozen=True)
class GridPuzzle(puzzle.Puzzle):
    """An n-by-n board's start and goal (checked boards of one size); partition: the pattern
    databases' for -H pdb (None: the default)."""

    start: Tiles
    goal: Tiles
    partition: Optional[str] = None
    PRUNE_GOES_WITH = "the tree searches (-a iddfs or idastar)"
    TITLE_SEPARATOR = ", "  # between the heading and the algorithm in solve's first line

    def moves(self, board: Tiles) -> List[Tuple[str, Tiles]]:
        return core.neighbors(board)

    def undo(self, move: str) -> str:
        return _REVERSE[move]

    def path_of(self, moves: Sequence[str]) -> str:
        return "".join(moves)

    def algorithm(self, name: str) -> Algorithm:
        return lookup(name)

    def heuristic(self, name: Optional[str]) -> str:
        return heuristics.lookup(name or heuristics.strongest(core.side_of(self.start))).name

    def admissible(self, heuristic: str) -> bool:
        return heuristics.lookup(heuristic).admissible

    def estimate(self, heuristic: str) -> puzzle.Estimate:
        """The estimate, its tables built (walking distance; pattern databases:
        slidingkit/explorer/pattern_database.py); ValueError if heuristic is not available for
        this size."""
        heuristics.check_side(heuristic, core.side_of(self.start))
        estimate = heuristics.estimate_for(heuristic, self.goal, self.partition)
        estimate(self.goal)  # builds the heuristic's tables before a search's clock starts
        return estimate

    def combinations(
        self, only_algorithms: Optional[Sequence[str]], only_heuristics: Optional[Sequence[str]]
    ) -> Pairs:
        return combinations(core.side_of(self.start), only_algorithms, only_heuristics)

    def prunes(self) -> Sequence[str]:
        return tuple(PRUNES)

    def loop(
        self, chosen: Algorithm, heuristic: Optional[str], prune: Optional[str]
    ) -> Tuple[Optional[str], Optional[str]]:
        """prune None: the fastest loop, slidingkit/explorer/incremental.py's for IDA* with
        walking distance or pattern databases (automaton pruning, bounds of the wrong parity
        skipped), the generic loop (iterative_deepening) with undo pruning otherwise. prune
        given: the generic loop with it, whatever the heuristic, so that runs that differ only
        in the heuristic compare."""
        if not chosen.tree:
            return None, None
        if chosen.name == "idastar" and heuristic in incremental.HEURISTICS and prune is None:
            return "automaton", "incremental"
        return prune or "undo", "generic"

    def checked(self, chosen: Optional[Algorithm], timeout: Optional[float]) -> "GridPuzzle":
        return self  # parity decides at once

    def unreachable_reason(self) -> Optional[str]:
        return unreachable_reason(self.start, self.goal)

    def own_search(
        self,
        chosen: Algorithm,
        heuristic: Optional[str],
        estimate: puzzle.Estimate,
        counters: Counters,
        depth_limit: Optional[int],
        prune: Optional[str],
        loop: Optional[str],
    ) -> Optional[str]:
        side = core.side_of(self.start)
        limit = default_depth_limit(side) if depth_limit is None else depth_limit
        if loop == "incremental":
            assert heuristic is not None  # one of incremental.HEURISTICS
            return incremental.ida_star(self.start, self.goal, heuristic, counters, self.partition)
        if chosen.tree:
            return iterative_deepening(
                self.start, self.goal, estimate, counters, limit, prune or "undo"
            )
        return depth_first(self.start, self.goal, estimate, counters, limit)

    def no_path(self, chosen: Algorithm, counters: Counters) -> Tuple[str, str]:
        assert counters.lower_bound is not None  # a search that gives up has set it
        return "not found", "no path of at most %d moves (raise --depth-limit)" % (
            counters.lower_bound - 1
        )

    def heading(self) -> str:
        side = core.side_of(self.start)
        return "%dx%d: %s to %s" % (
            side,
            side,
            notation.digit_string(self.start),
            notation.digit_string(self.goal),
        )

    def path_text(self, path: str, as_moves: bool, encoding: Optional[str]) -> str:
        if as_moves:
            return "%s   (%s)\n" % (path or "(no moves: the start is the goal)", MOVES_SHORT)
        return notation.path_picture(
            core.replay(self.start, path),
            path,
            shutil.get_terminal_size((80, 24)).columns,
            notation.arrow_for(encoding),
        )

    def boards(self, path: str) -> List[Tiles]:
        return core.replay(self.start, path)

    def move_names(self, path: str) -> List[str]:
        return list(path)

    def drawing(self) -> Dict[str, object]:
        return {"kind": "grid", "side": core.side_of(self.start), "moves": MOVES_SHORT}

    def checks(self, result: Result) -> List[str]:
        return []

    def notes(self, result: Result) -> List[str]:
        if result.loop is None:
            return []
        return [
            "%s loop, --prune %s: %s%s"
            % (
                result.loop,
                result.prune,
                PRUNES[result.prune or "undo"],
                "; bounds of the wrong parity are skipped" if result.loop == "incremental" else "",
            )
        ]

    def compare_heading(self, results: Sequence[Result], prune: str) -> str:
        loop = (
            ""
            if not any(result.loop for result in results)
            else "; IDDFS and IDA* rows: one loop, --prune %s" % prune
        )
        return "%s%s\n" % (self.heading(), loop)

    def instance_json(self) -> Dict[str, object]:
        return {"start": list(self.start), "goal": list(self.goal)}

    def check_json(self) -> Dict[str, object]:
        return {}

    def result_json(self, result: Result) -> Dict[str, object]:
        record = self.instance_json()
        record["side"] = core.side_of(self.start)
        record.update(puzzle.run_json(result, result.path))
        record["loop"] = result.loop
        return record


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
    """puzzle.solve on the grid puzzle of start and goal (checked boards of one size; partition:
    the pattern databases'): one algorithm, with heuristic for the informed ones (default: the
    strongest for the size, heuristics.strongest). The time reported leaves out building the
    heuristic's tables. prune None: GridPuzzle.loop's fastest loop."""
    return puzzle.solve(
        GridPuzzle(start, goal, partition),
        algorithm,
        heuristic,
        max_nodes,
        timeout,
        depth_limit,
        report,
        prune,
    )
