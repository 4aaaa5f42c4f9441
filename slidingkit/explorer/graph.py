"""The explorer's searches on a board that is any graph, with any number of blanks.

A graph board (slidingkit/core/graph.py) has cells 0 .. cells-1 joined by undirected edges; a board
is a tuple with the tile on each cell, 0 where the cell is empty (any number of them); a move slides
a tile along an edge into an empty cell. A move is written (tile, the cell it leaves, the cell it
enters), and a path is a list of moves. The moves come from core.graph_moves, the estimates from the
core's formulas: `graph` is core.graph_distance (the sum over tiles of the fewest edges from the
tile's cell to its goal cell: admissible, since each move carries one tile along one edge),
`hamming` the misplaced tiles, `none` zero.

A start and a goal on a graph are a GraphPuzzle (slidingkit/explorer/puzzle.py's Puzzle), which
puzzle.solve runs; solve here is that for a graph, a start and a goal. The algorithms are the
grid's (slidingkit/explorer/algorithms.py) that make sense on any graph, counting nodes the same
way: bfs, bidirectional, greedy and astar (slidingkit/explorer/search.py's, over
GraphPuzzle.moves) and idastar (ida_star here: its tree search skips the move that undoes the
previous one, or nothing: --prune undo or none).

Reachability: parity decides nothing on a graph (on a triangle every arrangement can be reached).
BFS and bidirectional BFS decide by running out of boards. Before greedy, A* and IDA*, check asks
the core's breadth-first search from both ends (core.graph's Layers, at C speed) whether the goal
can be reached at all, so that an unreachable goal is answered without a search and IDA*, which
keeps no boards and would never end on one, runs only towards a goal that can be reached. The
check holds at most CHECK_MOST_BOARDS boards; past them it stops undecided (the goal is then
farther than what it proved), and the search runs regardless: greedy and A* end by running out of
boards (or at --max-nodes), IDA* on an unreachable goal only at --timeout or Ctrl-C.

Cost: BFS, bidirectional BFS, greedy and A* keep every board they reach; IDA* keeps the path.
The check keeps the boards within about half the distance of each end.
"""

import dataclasses
import math
import time
from typing import Callable, Dict, Iterator, List, NamedTuple, Optional, Sequence, Tuple

from slidingkit import core
from slidingkit.core import InputError, Tiles
from slidingkit.explorer import algorithms, heuristics, notation, puzzle
from slidingkit.explorer.counters import Counters, Stopped
from slidingkit.explorer.puzzle import Algorithm, Pairs, Reach, Result
from slidingkit.explorer.search import FOUND, deepen

Move = Tuple[int, int, int]  # (tile, the cell it leaves, the empty cell it enters)
Path = List[Move]
Estimate = Callable[[Sequence[int]], float]

ALGORITHMS = ("bfs", "bidirectional", "greedy", "astar", "idastar")  # in compare's order
PRUNES = ("none", "undo")  # IDA*'s choices on a graph (algorithms.PRUNES says what each skips)
CHECK_MOST_BOARDS = 1000000  # the reachability check's boards, both ends together
MOVES_SHORT = "A>B: a tile slides from cell A into the empty cell B"


class Graph(NamedTuple):
    """A graph board with what the searches read: its cells' neighbours and distances."""

    board: core.GraphBoard
    edges: Tuple[Tuple[int, int], ...]  # as given, each once
    distances: List[List[Optional[int]]]  # core.cell_distances
    name: str  # a named graph's name (NAMED), or ""

    @property
    def cells(self) -> int:
        return self.board.cells


def make_graph(cells: int, edges: Sequence[Tuple[int, int]], name: str = "") -> Graph:
    """The graph of cells joined by edges; InputError for an edge that joins no two cells."""
    board = core.GraphBoard(cells, edges)
    unique = []  # type: List[Tuple[int, int]]
    for first, second in edges:
        if (first, second) not in unique and (second, first) not in unique:
            unique.append((first, second))
    return Graph(board, tuple(unique), core.cell_distances(board), name)


def diamond() -> Tuple[int, List[Tuple[int, int]], Tiles]:
    """AOJ 0190's board: rows of 1, 3, 5, 3, 1 cells centred on a 5x5 grid, numbered row by row,
    cells that share a side joined; (cells, edges, the problem's goal: 1..11 in order, a blank at
    the top and one at the bottom)."""
    places = diamond_places()
    edges = [
        (number, places.index(other))
        for number, (row, column) in enumerate(places)
        for other in ((row, column + 1), (row + 1, column))
        if other in places
    ]
    return len(places), edges, (0,) + tuple(range(1, 12)) + (0,)


def diamond_places() -> List[Tuple[int, int]]:
    """The (row, column) of each of the diamond's cells on its 5x5 grid, in the cells' order."""
    places = [(row, column) for row in range(5) for column in range(5)]
    return [(row, column) for row, column in places if abs(row - 2) + abs(column - 2) <= 2]


def places(graph: "Graph") -> List[Tuple[float, float]]:
    """Where a page draws each cell, (x, y) in the unit square, y downwards: a named graph's
    cells where its problem draws them, any other graph's on a circle, cell 0 at the top and
    the others clockwise."""
    if graph.name == "diamond":
        return [((column + 0.5) / 5, (row + 0.5) / 5) for row, column in diamond_places()]
    turn = 2 * math.pi / graph.cells
    return [
        (0.5 + 0.42 * math.sin(cell * turn), 0.5 - 0.42 * math.cos(cell * turn))
        for cell in range(graph.cells)
    ]


NAMED = {"diamond": diamond}  # name: () -> (cells, edges, default goal)
NAMED_SUMMARY = {
    "diamond": "AOJ 0190's: rows of 1, 3, 5, 3, 1 cells, numbered row by row; goal 0 1 ... 11 0",
}


def default_goal(graph: Graph, start: Tiles) -> Tiles:
    """The goal when none is given: a named graph's own, else tiles 1, 2, ... on cells 0, 1, ...
    and the blanks on the last cells."""
    if graph.name:
        return NAMED[graph.name]()[2]
    tiles = sorted(tile for tile in start if tile)
    return tuple(tiles) + (0,) * (len(start) - len(tiles))


# --- heuristics -----------------------------------------------------------------------------------


class GraphHeuristic(NamedTuple):
    name: str
    summary: str
    estimate_for: Callable[[Graph, Tiles], Estimate]  # (graph, goal) -> board -> estimate


def _graph_distance(graph: Graph, goal: Tiles) -> Estimate:
    def estimate(board: Sequence[int]) -> float:
        moves = core.graph_distance(board, goal, graph.distances)
        return math.inf if moves is None else moves  # a tile's goal cell is out of its reach

    return estimate


def _misplaced(graph: Graph, goal: Tiles) -> Estimate:
    return lambda board: core.hamming(tuple(board), goal)


HEURISTICS = {
    heuristic.name: heuristic
    for heuristic in (
        GraphHeuristic(
            "graph",
            "sum over tiles of the edges from the tile's cell to its goal cell (the default)",
            _graph_distance,
        ),
        GraphHeuristic("hamming", "misplaced tiles", _misplaced),
        GraphHeuristic("none", "zero: no guidance", lambda graph, goal: lambda board: 0),
    )
}  # type: Dict[str, GraphHeuristic]  # every one admissible: A* and IDA* prove their answers
DEFAULT_HEURISTIC = "graph"


# --- the reachability check -----------------------------------------------------------------------


def check(
    graph: Graph,
    start: Tiles,
    goal: Tiles,
    most_boards: int = CHECK_MOST_BOARDS,
    timeout: Optional[float] = None,
) -> Reach:
    """Whether goal can be reached from start: breadth-first layers from both ends (core.Layers,
    at C speed), the smaller end grown first, until they meet, an end runs out of boards, or the
    next layer could take the boards held past most_boards. Stopped at timeout seconds (checked
    between layers)."""
    began = time.perf_counter()
    sides = [core.Layers(graph.board, start), core.Layers(graph.board, goal)]
    blanks = len(start) - sum(1 for tile in start if tile)
    widest = sum(sorted(len(around) for around in graph.board.around)[len(start) - blanks :])
    held = 2
    meeting = sides[1].depth(sides[0].layers[0])
    while meeting is None:
        reached = len(sides[0].layers) + len(sides[1].layers) - 2
        if not (sides[0].size and sides[1].size):
            return Reach(None, True, held, time.perf_counter() - began, reached)
        side = 0 if sides[0].size <= sides[1].size else 1
        if held + sides[side].size * widest > most_boards:
            return Reach(None, False, held, time.perf_counter() - began, reached)
        if timeout is not None and time.perf_counter() - began >= timeout:
            raise Stopped("stopped at --timeout %g s in the reachability check" % timeout)
        meeting = sides[1 - side].depth(sides[side].grow())
        held += sides[side].size
        if meeting is not None:
            meeting += len(sides[side].layers) - 1
    return Reach(meeting, True, held, time.perf_counter() - began, meeting)


def check_summary(reach: Reach) -> str:
    """What the check found, in one sentence for the output."""
    how = "the core's breadth-first search from both ends"
    held = "%s boards, %s" % (format(reach.boards, ","), _seconds(reach.seconds))
    if not reach.decided:
        return (
            "%s stopped undecided (%s): if the goal can be reached, it is more than %d moves "
            "away" % (how, held, reach.beyond)
        )
    if reach.distance is None:
        return "%s ran out of boards (%s)" % (how, held)
    return "%s finds the goal %d moves away (%s)" % (how, reach.distance, held)


def _seconds(value: float) -> str:
    return "%.2f ms" % (value * 1000) if value < 1 else "%.2f s" % value


# --- the searches ---------------------------------------------------------------------------------


def undo(move: Move) -> Move:
    """The move that undoes move: the same tile back along the same edge."""
    tile, leaves, enters = move
    return tile, enters, leaves


# Long: the recursive search is a closure over the board and bound it reads in its hot loop.
def ida_star(
    graph: Graph, start: Tiles, goal: Tiles, estimate: Estimate, counters: Counters, prune: str
) -> Optional[Path]:
    """IDA*: depth-first passes under a rising bound on moves + estimate, as
    algorithms.iterative_deepening (a board whose depth has reached the bound is not expanded);
    prune "undo" skips the move that undoes the previous one, "none" nothing. Optimal when the
    estimate is admissible. Memory O(depth). None only when a pass finds no board past the bound
    (every path was searched); on an unreachable goal it otherwise runs until a limit."""
    around = graph.board.around
    cells = list(start)
    goal_cells = list(goal)
    path = []  # type: Path
    found_mark = FOUND
    bound = estimate(cells)
    expand = counters.expand
    skip_undo = prune == "undo"

    def search(depth: int, last: Tuple[int, int]) -> float:
        # Returns found_mark once the goal is reached (path holds the moves, last first),
        # otherwise the smallest depth + estimate that exceeded the bound below this node.
        # last: (the cell the previous move emptied, the cell it filled), or (-1, -1).
        if depth + 1 > bound:
            return depth + 1  # every child passes the bound: nothing to expand
        expand()
        if depth + 1 > counters.max_frontier:
            counters.max_frontier = depth + 1
        smallest = math.inf
        for empty, tile_here in enumerate(cells):
            if tile_here:
                continue
            for cell in around[empty]:
                tile = cells[cell]
                if not tile or (skip_undo and (empty, cell) == last):
                    continue
                counters.generated += 1
                cells[empty], cells[cell] = tile, 0
                total = depth + 1 + estimate(cells)
                if total > bound:
                    result = total
                elif cells == goal_cells:
                    result = found_mark
                else:
                    result = search(depth + 1, (cell, empty))
                cells[empty], cells[cell] = 0, tile
                if result == found_mark:
                    path.append((tile, cell, empty))
                    return found_mark
                if result < smallest:
                    smallest = result
        return smallest

    def search_pass(pass_bound: float) -> float:
        nonlocal bound
        bound = pass_bound
        return search(0, (-1, -1))

    if bound == math.inf:
        return None  # a tile's goal cell is out of its reach
    return path[::-1] if deepen(search_pass, bound, counters) else None


# --- a graph board as a puzzle ------------------------------------------------------------------


def lookup_algorithm(name: str) -> Algorithm:
    """The algorithm called name (algorithms.lookup's names and aliases) if it runs on a graph;
    InputError naming the ones that do for a grid-only one, KeyError for an unknown name."""
    chosen = algorithms.lookup(name)
    if chosen.name not in ALGORITHMS:
        raise InputError(
            "%s runs on grid boards only; on a graph: %s" % (chosen.title, ", ".join(ALGORITHMS))
        )
    return chosen


def lookup_heuristic(name: str) -> GraphHeuristic:
    """The graph heuristic called name (or an alias of the grid's); InputError naming the graph's
    for a grid-only one, KeyError for an unknown name."""
    name = {"misplaced": "hamming", "zero": "none"}.get(name, name)
    if name in HEURISTICS:
        return HEURISTICS[name]
    grid = heuristics.lookup(name).name
    raise InputError(
        "the %s heuristic works on grid boards only; on a graph: %s" % (grid, ", ".join(HEURISTICS))
    )


def unreachable_reason(how: str) -> str:
    """Why the goal is out of reach: how, the search that ran out of boards."""
    return "the goal cannot be reached from the start on this graph: %s" % how


def reach_json(reach: Optional[Reach]) -> Optional[Dict[str, object]]:
    """The check's finding as the JSON outputs write it (None: no check ran)."""
    if reach is None:
        return None
    return {
        "decided": reach.decided,
        "distance": reach.distance,
        "boards": reach.boards,
        "seconds": round(reach.seconds, 6),
        "beyond": None if reach.decided else reach.beyond,
    }


@dataclasses.dataclass(frozen=True)
class GraphPuzzle(puzzle.Puzzle):
    """A start and a goal on graph (checked boards with the same tiles); reach: the check's
    finding once it has run (compare runs it once for every row)."""

    graph: Graph
    start: Tiles
    goal: Tiles
    reach: Optional[Reach] = None
    PRUNE_GOES_WITH = "-a idastar on a graph"
    TITLE_SEPARATOR = "; "

    def moves(self, board: Tiles) -> List[Tuple[Move, Tiles]]:
        return [
            ((tile, leaves, enters), child)
            for tile, leaves, enters, child in core.graph_moves(self.graph.board, board)
        ]

    def undo(self, move: Move) -> Move:
        return undo(move)

    def path_of(self, moves: Sequence[Move]) -> Path:
        return list(moves)

    def algorithm(self, name: str) -> Algorithm:
        return lookup_algorithm(name)

    def heuristic(self, name: Optional[str]) -> str:
        return lookup_heuristic(name or DEFAULT_HEURISTIC).name

    def admissible(self, heuristic: str) -> bool:
        return True  # every graph heuristic is

    def estimate(self, heuristic: str) -> puzzle.Estimate:
        return HEURISTICS[heuristic].estimate_for(self.graph, self.goal)

    def combinations(
        self, only_algorithms: Optional[Sequence[str]], only_heuristics: Optional[Sequence[str]]
    ) -> Pairs:
        """InputError for an algorithm or heuristic that works on grid boards only."""
        chosen = [lookup_algorithm(name).name for name in only_algorithms or ALGORITHMS]
        names = [lookup_heuristic(name).name for name in only_heuristics or HEURISTICS]
        return algorithms.algorithm_pairs(chosen, names)

    def prunes(self) -> Sequence[str]:
        return PRUNES

    def loop(
        self, chosen: Algorithm, heuristic: Optional[str], prune: Optional[str]
    ) -> Tuple[Optional[str], Optional[str]]:
        return (prune or "undo", None) if chosen.tree else (None, None)

    def checked(self, chosen: Optional[Algorithm], timeout: Optional[float]) -> "GraphPuzzle":
        """Greedy, A* and IDA* (and compare) run check first."""
        if self.reach is not None or (chosen is not None and not chosen.informed):
            return self
        reach = check(self.graph, self.start, self.goal, timeout=timeout)
        return dataclasses.replace(self, reach=reach)

    def unreachable_reason(self) -> Optional[str]:
        if self.reach is not None and self.reach.decided and self.reach.distance is None:
            return unreachable_reason(check_summary(self.reach))
        return None

    def own_search(
        self,
        chosen: Algorithm,
        heuristic: Optional[str],
        estimate: puzzle.Estimate,
        counters: Counters,
        depth_limit: Optional[int],
        prune: Optional[str],
        loop: Optional[str],
    ) -> Optional[Path]:
        return ida_star(self.graph, self.start, self.goal, estimate, counters, prune or "undo")

    def no_path(self, chosen: Algorithm, counters: Counters) -> Tuple[str, str]:
        return "unreachable", unreachable_reason(
            "%s ran out of boards after %s expansions"
            % (chosen.title, format(counters.expanded, ","))
        )

    def heading(self) -> str:
        """The graph, its blanks, start and goal."""
        blanks = self.start.count(0)
        if self.graph.name:
            shape = "graph %s, %d cells" % (self.graph.name, self.graph.cells)
        else:
            edges = " ".join("%d-%d" % edge for edge in self.graph.edges)
            shape = "graph of %d cells, edges %s" % (
                self.graph.cells,
                edges if len(edges) <= 60 else "%d of them" % len(self.graph.edges),
            )
        return "%s, %d blank%s: %s to %s" % (
            shape,
            blanks,
            "" if blanks == 1 else "s",
            notation.graph_board_text(self.start),
            notation.graph_board_text(self.goal),
        )

    def path_text(self, path: Path, as_moves: bool, encoding: Optional[str]) -> str:
        if as_moves:
            return "%s   (%s)\n" % (
                notation.graph_move_pairs(path) or "(no moves: the start is the goal)",
                MOVES_SHORT,
            )
        return "".join(line + "\n" for line in notation.graph_path_lines(self.start, path))

    def boards(self, path: Path) -> List[Tiles]:
        return notation.graph_boards(self.start, path)

    def move_names(self, path: Path) -> List[str]:
        return [notation.graph_move_text(move) for move in path]

    def drawing(self) -> Dict[str, object]:
        return {
            "kind": "graph",
            "cells": self.graph.cells,
            "edges": [list(edge) for edge in self.graph.edges],
            "places": [[round(x, 4), round(y, 4)] for x, y in places(self.graph)],
            "moves": "tile T: cell A -> cell B: tile T slides from cell A into the empty cell B",
        }

    def checks(self, result: Result) -> List[str]:
        if result.check is None:
            return []
        lines = ["checked first: %s" % check_summary(result.check)]
        if not result.check.decided and result.prune is not None:
            lines.append("IDA* keeps no boards: on a goal out of reach it ends only at a limit")
        return lines

    def notes(self, result: Result) -> List[str]:
        if result.prune is None:
            return []
        return ["--prune %s: %s" % (result.prune, algorithms.PRUNES[result.prune])]

    def compare_heading(self, results: Sequence[Result], prune: str) -> str:
        pruned = any(result.prune for result in results)
        assert self.reach is not None  # compare runs the check first
        return "%s%s\nchecked first: %s\n" % (
            self.heading(),
            "; IDA* rows: --prune %s" % prune if pruned else "",
            check_summary(self.reach),
        )

    def instance_json(self) -> Dict[str, object]:
        return {
            "start": list(self.start),
            "goal": list(self.goal),
            "graph": self.graph.name or None,
            "cells": self.graph.cells,
            "edges": [list(edge) for edge in self.graph.edges],
        }

    def check_json(self) -> Dict[str, object]:
        return {"check": reach_json(self.reach)}

    def result_json(self, result: Result) -> Dict[str, object]:
        record = self.instance_json()
        path = (
            None
            if result.path is None
            else [
                {"tile": tile, "from": leaves, "to": enters} for tile, leaves, enters in result.path
            ]
        )
        record.update(puzzle.run_json(result, path))
        record["check"] = reach_json(result.check)
        return record


def solve(
    graph: Graph,
    start: Tiles,
    goal: Tiles,
    algorithm: str,
    heuristic: Optional[str] = None,
    max_nodes: Optional[int] = None,
    timeout: Optional[float] = None,
    report: Optional[Callable[[Counters], None]] = None,
    prune: Optional[str] = None,
    reach: Optional[Reach] = None,
) -> Result:
    """puzzle.solve on the GraphPuzzle of start and goal on graph: one algorithm (with
    heuristic, for the informed ones; default graph). Greedy, A* and IDA* first run check
    (unless reach gives its finding) and answer an unreachable goal from it. prune: IDA*'s (undo
    by default); InputError with another algorithm or another prune."""
    return puzzle.solve(
        GraphPuzzle(graph, start, goal, reach),
        algorithm,
        heuristic,
        max_nodes,
        timeout,
        None,
        report,
        prune,
    )
