"""The boards stress draws and how far each is from its goal: a drawn board (``DrawnBoard``), an
input of them (``Trial``), and the distances that drawing and shrinking need, from the plain BFS
of ``slidingkit/oracle/reference.py`` (``Reference``) or, on a board that is a graph, of
``slidingkit/oracle/graph_reference.py`` (``GraphReference``).

Tested through tests/judge/stress/test_drawing.py (what the boards are) and test_shrinking.py
(the boards one move nearer). Cost: a BFS table of at most 9 cells takes about a second per
goal, built once per canonical goal; everything else is a lookup or a short walk.
"""

import random
from typing import Dict, Iterator, List, Optional, Tuple

from slidingkit.oracle import graph_reference
from slidingkit.problems import _format
from slidingkit.problems._format import Format, blank_last_goal

Board = Tuple[int, ...]
TABLE_CELLS = 9  # boards of at most 9 cells are answered from a BFS over all of them
LAYER_SAMPLE = 128  # boards tried at each distance when scanning for a nearer failing board
# Reference.by_distance's layers, by (reference module, canonical goal, columns): shared by every
# Reference of a process, as the oracle's tables they are split from are.
LAYERS = {}  # type: Dict[Tuple[object, Board, int], List[List[Board]]]


class DrawnBoard:
    """One board stress drew for an input, with its goal and its number of columns, and what
    the drawing knows of it; ``written()`` is the query (board and goal) the format writes. A
    board too large for the BFS table (``TABLE_CELLS``) carries a ``route`` instead: the blank's
    moves that take it to ``target`` (the goal, or for an unsolvable board the goal with two
    tiles swapped), known because the board was made by walking from there. ``shortest`` says
    whether the route was proved a shortest one (by ``slidingkit/oracle/reference.py``'s
    two-ended BFS, or by the committed answer of the puzzle file it comes from, held to the
    published move count); every tail of a shortest route is shortest too."""

    def __init__(
        self,
        board: Board,
        goal: Board,
        columns: int,
        route: Optional[str] = None,
        target: Optional[Board] = None,
        shortest: bool = False,
        edges: Optional[Tuple[Tuple[int, int], ...]] = None,
    ) -> None:
        self.board = board
        self.goal = goal
        self.columns = columns
        self.route = route
        self.target = target
        self.shortest = shortest
        self.edges = edges  # the graph an input gives with the board, where it gives one

    def written(self) -> _format.Query:
        """The board, its goal and its shape, as the problem's format writes them."""
        return _format.Query(
            self.board, self.goal, len(self.board) // self.columns, self.columns, self.edges
        )


class Trial:
    """One generated input: its queries (each a ``DrawnBoard``), its spacing and what kind of
    input it is."""

    def __init__(self, queries: List[DrawnBoard], layout: str, kind: str) -> None:
        self.queries = queries
        self.layout = layout
        self.kind = kind


class Reference:
    """Distances from the plain BFS of ``slidingkit/oracle/reference.py``, for drawing boards and
    shrinking them. Any goal is first renamed to the canonical goal with its blank on the same cell
    (renaming tiles changes no move), so a 3x3 problem needs at most nine tables however many goals
    it draws. Unsolvable boards are measured from the goal with two tiles swapped (the other class).
    A board with a route (larger than ``TABLE_CELLS``) is measured along its route."""

    def __init__(self, reference) -> None:
        self.reference = reference
        self.boards_published = {}  # type: Dict[int, List[Tuple[Board, str]]]

    def canonical(self, board: Board, goal: Board) -> Tuple[Board, Board]:
        target = self.reference.canonical_goal(goal)
        name = {tile: target[cell] for cell, tile in enumerate(goal)}
        return tuple(name[tile] for tile in board), target

    def table(self, goal: Board, columns: int):
        return self.reference.shape_distances(goal, columns)

    def distance(self, query: DrawnBoard) -> Optional[int]:
        """Moves to the goal, or None for an unsolvable board. A routed board must have a
        shortest route (the generator proves one where the answer needs the distance)."""
        if query.route is not None:
            return len(query.route) if query.target == query.goal else None
        board, goal = self.canonical(query.board, query.goal)
        return self.table(goal, query.columns).get(board)

    def published(self, goal: Board, columns: int, most: int) -> List[Tuple[Board, str]]:
        """The boards of the Princeton assignment's 4x4 puzzle files
        (``judge_cases/*/puzzle4x4-*.in``) of at most ``most`` moves, with the shortest paths
        their committed answers show; none for another goal."""
        if goal != blank_last_goal(4, 4) or columns != 4:
            return []
        if most not in self.boards_published:
            from slidingkit.oracle import family_reference

            found = []
            for path in sorted(family_reference.CASES.glob("*/puzzle4x4-*.in")):
                board, route = family_reference.princeton_4x4_path(path.stem)
                if route is not None and len(route) <= most:
                    found.append((board, route))
            self.boards_published[most] = found
        return self.boards_published[most]

    def by_distance(self, goal: Board, columns: int) -> List[List[Board]]:
        """The boards at each distance from the canonical goal of ``goal``, in a fixed
        order (``renamed`` turns one into ``goal``'s names); split from the table once a
        process (LAYERS)."""
        target = self.reference.canonical_goal(goal)
        key = (self.reference, target, columns)
        if key not in LAYERS:
            layers = []  # type: List[List[Board]]
            for board, moves in self.table(target, columns).items():
                while len(layers) <= moves:
                    layers.append([])
                layers[moves].append(board)
            LAYERS[key] = layers
        return LAYERS[key]

    def renamed(self, canonical_board: Board, goal: Board) -> Board:
        """A board of ``by_distance(goal)`` in the names of ``goal``."""
        target = self.reference.canonical_goal(goal)
        name = {target[cell]: tile for cell, tile in enumerate(goal)}
        return tuple(name[tile] for tile in canonical_board)

    def solvable(self, board: Board, goal: Board, columns: int) -> bool:
        return self.distance(DrawnBoard(board, goal, columns)) is not None

    def target(self, query: DrawnBoard) -> Board:
        """The goal, or for an unsolvable board the goal with two tiles swapped."""
        if query.route is not None:
            assert query.target is not None  # a routed board always has its target
            return query.target
        return query.goal if self.distance(query) is not None else swapped(query.goal)

    def moves(self, query: DrawnBoard) -> int:
        """Moves from the goal, or, for an unsolvable board, from the swapped goal (for a
        routed board: its route's length, exact when the route is a shortest one)."""
        if query.route is not None:
            return len(query.route)
        board, goal = self.canonical(query.board, self.target(query))
        return self.table(goal, query.columns)[board]

    def nearer(self, query: DrawnBoard) -> List[DrawnBoard]:
        """The boards one move nearer the goal (or the swapped goal), in a fixed order."""
        if query.route is not None:
            return [self.along(query, 1)] if query.route else []
        target = self.target(query)
        here = self.moves(query)
        found = []
        for _, board in self.reference.moves_in(query.board, query.columns):
            renamed, goal = self.canonical(board, target)
            if self.table(goal, query.columns).get(renamed) == here - 1:
                found.append(DrawnBoard(board, query.goal, query.columns))
        return found

    def along(self, query: DrawnBoard, moves: int) -> DrawnBoard:
        """The board ``moves`` steps along ``query``'s route, with the rest of the route."""
        assert query.route is not None  # only a routed board has a route to walk
        board = query.board
        for letter in query.route[:moves]:
            board = dict(self.reference.moves_in(board, query.columns))[letter]
        return DrawnBoard(
            board, query.goal, query.columns, query.route[moves:], query.target, query.shortest
        )

    def nearest_first(self, query: DrawnBoard) -> Iterator[DrawnBoard]:
        """Boards of the same class as ``query`` and nearer the goal, nearest first: every
        distance from 0 up, LAYER_SAMPLE boards of each in a fixed order (a routed board: the
        boards along its route, from the target back)."""
        if query.route is not None:
            for moves in range(len(query.route)):
                yield self.along(query, len(query.route) - moves)
            return
        target = self.target(query)
        layers = self.by_distance(target, query.columns)
        for moves in range(self.moves(query)):
            boards = layers[moves]
            if len(boards) > LAYER_SAMPLE:
                boards = random.Random(moves).sample(boards, LAYER_SAMPLE)
            for board in boards:
                yield DrawnBoard(self.renamed(board, target), query.goal, query.columns)


def swapped(goal: Board) -> Board:
    """``goal`` with its first two tiles (not the blank) exchanged: an unsolvable board."""
    cells = [cell for cell, tile in enumerate(goal) if tile != 0][:2]
    board = list(goal)
    board[cells[0]], board[cells[1]] = board[cells[1]], board[cells[0]]
    return tuple(board)


class GraphReference:
    """Distances on a board that is a graph (``Format.on_graph``), from the plain BFS of
    ``slidingkit/oracle/graph_reference.py``, for shrinking: a board is measured from its goal, and
    one out of reach is not moved."""

    def __init__(self, written: Format) -> None:
        self.format = written

    def edges(self, query: DrawnBoard) -> List[Tuple[int, int]]:
        return self.format.edges_of(query.written())

    def distance(self, query: DrawnBoard) -> Optional[int]:
        return graph_reference.distance(query.board, query.goal, self.edges(query))

    def moves(self, query: DrawnBoard) -> int:
        """Moves from the goal; 0 for a board out of its reach (it is not moved)."""
        return self.distance(query) or 0

    def nearer(self, query: DrawnBoard) -> List[DrawnBoard]:
        """The boards one move nearer the goal, in a fixed order."""
        here = self.moves(query)
        if here == 0:
            return []
        edges = self.edges(query)
        around = graph_reference.neighbours(len(query.board), edges)
        return [
            DrawnBoard(board, query.goal, query.columns, edges=query.edges)
            for board in graph_reference.moves(query.board, around)
            if graph_reference.distance(board, query.goal, edges) == here - 1
        ]

    def nearest_first(self, query: DrawnBoard) -> Iterator[DrawnBoard]:
        """No scan of the layers on a graph: the walk one move nearer does the shrinking."""
        return iter(())
