"""The puzzle every search of the explorer takes, and the one solve that runs an algorithm on it.

As aima-python keeps the puzzle apart from the searches, a Puzzle holds what the searches and
the command line read of one instance: its start and goal, the moves from a board (moves: board
-> (move, child) pairs, the function slidingkit/explorer/search.py's searches take), the
algorithms and heuristics that run on it, whether its goal can be reached, and how its boards and
paths are shown. Two board kinds provide it: a grid board (GridPuzzle,
slidingkit/explorer/algorithms.py) and a board on any graph with any number of blanks
(GraphPuzzle, slidingkit/explorer/graph.py). solve runs one algorithm on either and returns a
Result; the command line (slidingkit/explorer/commands.py) solves and compares either through it.
"""

import abc
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Sequence, Tuple

from slidingkit.core import InputError, Tiles
from slidingkit.explorer import search
from slidingkit.explorer.counters import Counters, Stopped

# board -> estimate of the moves to the goal; the tree searches also call it on a list of cells
Estimate = Callable[..., float]
Pairs = List[Tuple[str, Optional[str]]]  # (algorithm, heuristic or None), in table order


class Algorithm(NamedTuple):
    name: str  # as typed on the command line
    title: str  # as printed
    informed: bool  # takes a heuristic
    optimal: str  # "always", "admissible" (when the heuristic is) or "never"
    keeps_nodes: bool  # memory grows with the nodes reached (so a default node limit applies)
    summary: str
    tree: bool = False  # a tree search (IDDFS, IDA*): prune says which move sequences it skips


class Reach(NamedTuple):
    """What a reachability check run before a search found (slidingkit/explorer/graph.py)."""

    distance: Optional[int]  # the fewest moves; None when out of reach or not decided
    decided: bool  # False: stopped at its limit before either end ran out or they met
    boards: int  # boards the check held, both ends together
    seconds: float
    beyond: int  # not decided: proved, the goal is more than this many moves away (if in reach)


class Result(NamedTuple):
    """One run: how it ended, its path (the board kind's: a string of U/D/L/R on a grid, a list
    of (tile, cell left, cell entered) on a graph) and what it counted."""

    algorithm: str
    heuristic: Optional[str]  # None for the uninformed algorithms
    status: str  # solved, unreachable, not found, stopped, interrupted
    path: Any  # None, or the board kind's path (see above)
    optimal: bool  # proved shortest (by the algorithm and, for A*/IDA*, an admissible heuristic)
    expanded: int
    generated: int
    max_frontier: int
    seconds: float  # the search's; building a heuristic's tables and a check left out
    lower_bound: Optional[float]  # proved: the distance is at least this (None: nothing proved)
    reason: str  # why there is no path, or what stopped the search
    prune: Optional[str] = None  # the tree searches: the move sequences skipped; else None
    loop: Optional[str] = None  # IDDFS and IDA* on a grid: "generic" or "incremental"
    check: Optional[Reach] = None  # on a graph: the reachability check run before, if any
    # IDDFS and IDA*: each pass's (bound, expanded and generated before it), in order
    passes: Tuple[Tuple[float, int, int], ...] = ()

    @property
    def moves(self) -> Optional[int]:
        return None if self.path is None else len(self.path)

    @property
    def title(self) -> str:
        """The run's algorithm and heuristic as printed: IDDFS, A* + manhattan."""
        return self.algorithm + ("" if self.heuristic is None else " + " + self.heuristic)


def shortest_proved(results: Sequence[Result]) -> Optional[int]:
    """The fewest moves among the runs whose answer is proved shortest, None if there is none."""
    return min(
        (result.moves for result in results if result.optimal and result.moves is not None),
        default=None,
    )


class Puzzle(abc.ABC):
    """One instance of a board kind: what solve and the command line read of it."""

    start: Tiles
    goal: Tiles
    reach: Optional[Reach] = None  # a check's finding, once run (a graph's); None on a grid
    PRUNE_GOES_WITH = ""  # the algorithms --prune goes with, as the command line says it

    # --- the moves ---
    @abc.abstractmethod
    def moves(self, board: Tiles) -> List[Tuple[Any, Tiles]]:
        """The (move, board after it) pairs from board, in the order the searches try them."""

    @abc.abstractmethod
    def undo(self, move: Any) -> Any:
        """The move that undoes move."""

    @abc.abstractmethod
    def path_of(self, moves: Sequence[Any]) -> Any:
        """The board kind's path of a list of moves."""

    # --- the algorithms and heuristics ---
    @abc.abstractmethod
    def algorithm(self, name: str) -> Algorithm:
        """The algorithm called name (or an alias); KeyError if none, InputError if it does not
        run on this board kind."""

    @abc.abstractmethod
    def heuristic(self, name: Optional[str]) -> str:
        """The full name of the heuristic called name (None: the default); KeyError if none,
        InputError or ValueError if it does not work on this board."""

    @abc.abstractmethod
    def admissible(self, heuristic: str) -> bool:
        """Whether the heuristic never overestimates (A* and IDA* then prove their answers)."""

    @abc.abstractmethod
    def estimate(self, heuristic: str) -> Estimate:
        """board -> the heuristic's estimate of the moves to the goal, its tables built."""

    @abc.abstractmethod
    def combinations(
        self, only_algorithms: Optional[Sequence[str]], only_heuristics: Optional[Sequence[str]]
    ) -> Pairs:
        """compare's algorithm x heuristic pairs (default: every one that makes sense here)."""

    @abc.abstractmethod
    def prunes(self) -> Sequence[str]:
        """The prunes the tree searches take on this board kind."""

    @abc.abstractmethod
    def loop(
        self, chosen: Algorithm, heuristic: Optional[str], prune: Optional[str]
    ) -> Tuple[Optional[str], Optional[str]]:
        """A tree search's (prune, loop) for the prune asked (None: the board kind's default);
        (None, None) for the other algorithms."""

    # --- reachability and the searches of the board kind ---
    @abc.abstractmethod
    def checked(self, chosen: Optional[Algorithm], timeout: Optional[float]) -> "Puzzle":
        """The puzzle with the reachability check chosen (None: every algorithm, as compare
        runs them) needs before it runs done (Stopped at timeout seconds); itself if none is
        needed or it has run."""

    @abc.abstractmethod
    def unreachable_reason(self) -> Optional[str]:
        """Why the goal cannot be reached, if that is known without a search; else None."""

    @abc.abstractmethod
    def own_search(
        self,
        chosen: Algorithm,
        heuristic: Optional[str],
        estimate: Estimate,
        counters: Counters,
        depth_limit: Optional[int],
        prune: Optional[str],
        loop: Optional[str],
    ) -> Optional[Sequence[Any]]:
        """The moves found by a search written for this board kind (DFS, IDDFS, IDA*), or None."""

    @abc.abstractmethod
    def no_path(self, chosen: Algorithm, counters: Counters) -> Tuple[str, str]:
        """(status, reason) for a search that ended without a path."""

    # --- how it is shown ---
    TITLE_SEPARATOR = ""  # between the heading and the algorithm in solve's first line

    @abc.abstractmethod
    def heading(self) -> str:
        """The instance in one line: the board's shape, the start and the goal."""

    @abc.abstractmethod
    def path_text(self, path: Any, as_moves: bool, encoding: Optional[str]) -> str:
        """The path as printed (lines, each ending in a newline): the moves on one line, or
        each board after each move (encoding: the output's, for the arrows)."""

    @abc.abstractmethod
    def boards(self, path: Any) -> List[Tiles]:
        """The boards along path, the start first and the board after each move."""

    @abc.abstractmethod
    def move_names(self, path: Any) -> List[str]:
        """Each move of path in a few words, as a page shows it."""

    @abc.abstractmethod
    def drawing(self) -> Dict[str, object]:
        """What a page needs to draw a board of this kind (slidingkit/explorer/pages.py)."""

    @abc.abstractmethod
    def checks(self, result: Result) -> List[str]:
        """The lines solve prints before the path: the reachability check's finding, if any."""

    @abc.abstractmethod
    def notes(self, result: Result) -> List[str]:
        """The lines solve prints after the counts: the loop or the pruning the search ran."""

    @abc.abstractmethod
    def compare_heading(self, results: Sequence[Result], prune: str) -> str:
        """compare's lines above its table (prune: --prune's)."""

    @abc.abstractmethod
    def instance_json(self) -> Dict[str, object]:
        """The instance as the JSON outputs open."""

    @abc.abstractmethod
    def check_json(self) -> Dict[str, object]:
        """compare's JSON fields after its status: the check's finding, if the kind runs one."""

    @abc.abstractmethod
    def result_json(self, result: Result) -> Dict[str, object]:
        """One run as solve's JSON and compare's runs write it (run_json's fields inside)."""

    def search(
        self,
        chosen: Algorithm,
        heuristic: Optional[str],
        estimate: Estimate,
        counters: Counters,
        depth_limit: Optional[int],
        prune: Optional[str],
        loop: Optional[str],
    ) -> Any:
        """The path chosen finds from the start to the goal, or None: breadth-first,
        bidirectional, greedy and A* read self.moves; the others are the board kind's own."""
        start, goal = self.start, self.goal
        moves = None  # type: Optional[Sequence[Any]]
        if chosen.name == "bfs":
            moves = search.breadth_first_path(start, goal, self.moves, counters)
        elif chosen.name == "bidirectional":
            moves = search.bidirectional_path(start, goal, self.moves, self.undo, counters)
        elif chosen.name in ("astar", "greedy"):
            weight = 1 if chosen.name == "astar" else 0
            moves = search.best_first_path(start, goal, self.moves, estimate, counters, weight)
        else:
            moves = self.own_search(chosen, heuristic, estimate, counters, depth_limit, prune, loop)
        return None if moves is None else self.path_of(moves)


# Long: one run: the check, the search, each way it ends, and the Result's fields in order.
def solve(
    puzzle: Puzzle,
    algorithm: str,
    heuristic: Optional[str] = None,
    max_nodes: Optional[int] = None,
    timeout: Optional[float] = None,
    depth_limit: Optional[int] = None,
    report: Optional[Callable[[Counters], None]] = None,
    prune: Optional[str] = None,
) -> Result:
    """Run one algorithm (with heuristic, for the informed ones; None: the board kind's default)
    from puzzle's start to its goal.

    A goal the puzzle knows to be out of reach (parity on a grid; on a graph, the check greedy,
    A* and IDA* run first) is answered without a search. KeyboardInterrupt ends the search with
    what is known so far (status "interrupted"); so do max_nodes expansions and timeout seconds
    ("stopped"). The time reported leaves out building the heuristic's tables and the check.
    depth_limit: DFS's (a grid's). prune: the tree searches' (see algorithms.PRUNES). InputError
    for a prune with another algorithm, a prune the board kind does not take, or a heuristic
    with an uninformed algorithm. Cost: the algorithm's.
    """
    chosen = puzzle.algorithm(algorithm)
    heuristic_name, admissible = _checked_choice(puzzle, chosen, heuristic, prune)
    estimate = puzzle.estimate(heuristic_name or "none")
    proves = chosen.optimal == "always" or (chosen.optimal == "admissible" and admissible)
    prune, loop = puzzle.loop(chosen, heuristic_name, prune)
    counters = Counters(max_nodes, timeout, report)
    path = None  # type: Any
    status, reason = "solved", None  # type: Tuple[str, Optional[str]]
    try:
        puzzle = puzzle.checked(chosen, timeout)
        counters = Counters(max_nodes, timeout, report)  # the search's own clock
        reason = puzzle.unreachable_reason()
        if reason is not None:
            status = "unreachable"
        elif puzzle.start == puzzle.goal:
            path = puzzle.path_of([])
        else:
            path = puzzle.search(
                chosen, heuristic_name, estimate, counters, depth_limit, prune, loop
            )
            if path is None:
                status, reason = puzzle.no_path(chosen, counters)
    except Stopped as stop:
        status, reason = "stopped", str(stop)
    except KeyboardInterrupt:
        status, reason = "interrupted", "interrupted (Ctrl-C)"
    keeps_bound = (proves and status in ("stopped", "interrupted")) or status == "not found"
    lower_bound = counters.lower_bound if keeps_bound else None
    if path is not None:
        lower_bound = len(path) if proves else None
    return Result(
        chosen.title,
        heuristic_name,
        status,
        path,
        path is not None and proves,
        counters.expanded,
        counters.generated,
        counters.max_frontier,
        counters.elapsed(),
        lower_bound,
        reason or "",
        prune,
        loop,
        puzzle.reach,
        tuple(counters.passes),
    )


def _checked_choice(
    puzzle: Puzzle, chosen: Algorithm, heuristic: Optional[str], prune: Optional[str]
) -> Tuple[Optional[str], bool]:
    """The full name of the heuristic chosen runs with (None for an uninformed one) and whether
    it is admissible; InputError for a heuristic or a prune chosen does not take."""
    if prune is not None and not chosen.tree:
        raise InputError("--prune goes with %s, not %s" % (puzzle.PRUNE_GOES_WITH, chosen.title))
    if prune is not None and prune not in puzzle.prunes():
        raise InputError(
            "no prune called %r on this board (known: %s)" % (prune, ", ".join(puzzle.prunes()))
        )
    heuristic_name = None  # type: Optional[str]
    admissible = True
    if chosen.informed:
        heuristic_name = puzzle.heuristic(heuristic)
        admissible = puzzle.admissible(heuristic_name)
    elif heuristic is not None:
        raise InputError("%s takes no heuristic" % chosen.title)
    return heuristic_name, admissible


def run_json(result: Result, path: object) -> Dict[str, object]:
    """A run's fields as the JSON outputs write them, in their order; path: the path's JSON form
    (a board kind writes its moves its own way)."""
    return {
        "algorithm": result.algorithm,
        "heuristic": result.heuristic,
        "status": result.status,
        "moves": result.moves,
        "path": path,
        "optimal": result.optimal,
        "expanded": result.expanded,
        "generated": result.generated,
        "max_frontier": result.max_frontier,
        "seconds": round(result.seconds, 6),
        "lower_bound": result.lower_bound,
        "reason": result.reason,
        "prune": result.prune,
    }
