"""Stress-test a solution (对拍): generated inputs, answers from an independent reference,
and the first failure written as a case the judge replays (for the kit's problems, shrunk to
a simplest input first).

Usage (from the repository root)::

    python3 -m slidingkit.judge stress SOLUTION PROBLEM [-n N] [--seed S] [--out OUT]
                            [--case-seeds K]
                            [--python EXE] [--command CMD] [--time-limit SECONDS]
                            [--memory-limit MB] [--strict]
    python3 -m slidingkit.judge stress SOLUTION --generator GEN --reference REF [--checker CMD]
                            [--sizes A..B] [-n N] [--seed S] [--out OUT] [...]

The second form is for any problem (``stress_any``, at the end of this module): GEN and REF
are files in any language the judge takes (compiled once, by ``judge.languages.prepare``) or
commands. Input i (from 0) is what ``GEN SEED`` prints for the seed S + i (``GEN SEED SIZE``
with ``--sizes A..B``: the N inputs spread evenly over the sizes, smallest first, so the first
failure is on a small input); REF's output on it is the expected one. The solution is judged on
the pair by ``judge.verdict.judge_case``, under the judge's default limits or the flags (GEN
and REF run under the same limits), compared as the judge compares (``--strict`` too) or by
``--checker CMD`` (run as ``CMD INPUT ACTUAL EXPECTED``, as a settings' checker). The first
failure is written as ``OUT/NAME/counterexample.in`` and ``.out`` (REF's output), with
``OUT/NAME.json`` and the solution's output in ``OUT/NAME.actual`` (NAME: the solution's file
name without its extension), and the command that repeats it alone is printed (``--seed S+i
-n 1``). A generator or a reference that fails a limit, crashes or prints nothing is one
error line naming it and the seed (a judge error, exit status 1). Cost: three runs per input
(GEN, REF, the solution), and one more run of the solution at a failure, to keep its output.

The first form, for a problem of the kit, follows.

SOLUTION is anything ``python3 -m slidingkit.judge`` takes (a .py, .c, .cpp, .java, ... file,
compiled once; or ``--command``). PROBLEM names a problem of ``judge_cases/`` (its settings give the
limits and the special judge). Each of the N inputs (default 100) is one of, in turn:

- a board at each exact distance from the goal, 0 up to the farthest, in turn;
- a random walk from the goal, of each length from 0 to 40 in turn;
- a random solvable board; a random unsolvable one (where the statement allows them);
- a farthest board;
- several boards in one input (where the statement allows more than one), mixing the above;

written in each shape and spacing the statement allows, through the problem's format
(``FORMAT`` in ``slidingkit/problems/NAME/``, written and read by ``problems._format``). The
expected answer is the one the problem's cases are made with: ``expected(text)`` of
``slidingkit/problems/NAME/cases.py`` (computed with slidingkit/oracle/ only); a problem whose
settings name a special judge is checked by it (the expected file is then one right answer, from
which the special judge reads what it needs).

Boards larger than 3x3 (the 15-puzzle, larger rectangles) are out of a full BFS's reach, so
each is made by walking from the goal (never straight back), which gives a route back to it:
walks of each length up to 30, or up to the statement's promise (``most_moves``) where any path
is accepted; longer walks for random boards; the same with two tiles renamed for an unsolvable
one (renaming changes no move, only the class); and, where the format says
``published_boards``, the boards of the Princeton assignment's 4x4 puzzle files for the
farthest, with the paths of their committed answers (whose lengths the tests hold to the
assignment's published move counts). Where the answer is a distance,
``slidingkit/oracle/reference.py``'s plain BFS from both ends turns each walk into a shortest route
(about a second for 30 moves). Where ``expected()`` cannot answer an input holding such a board (it
raises ValueError: the board is beyond its search), the answer is the drawn one, from the routes. A
package without ``expected()`` (cases that are published files) is answered the drawn way too: by
the routes, and a smaller board's distance from the BFS table.

A board that is a graph (a format with ``edges``: AOJ 0190's diamond, or a graph each input
gives) is drawn by walks of each length on its graph and as random arrangements of its tiles, on
a random graph where the input gives one, and every answer is the package's ``expected()``;
shrinking walks each board one move nearer the goal (by ``slidingkit/oracle/graph_reference.py``'s
BFS) and drops boards.

With ``--case-seeds K`` it then runs every case ``generate(seed)`` of the package makes, for
the seeds 1 to K, each whole, against ``expected()`` or the special judge; the first failure is
written as it is (a whole case is not shrunk).

Every input runs under the problem's limits with the judge's verdicts, so a crash, a time-out
or too much memory fails just like a wrong answer.

At the first failure it shrinks the input: first to the fewest moves from the goal (each
board replaced by a neighbour one move nearer, from the BFS table or one step along its
route, while it still fails; an unsolvable board walks toward the goal with two tiles
swapped), then to the fewest boards, then to the statement's first spacing. The result is
written as ``OUT/PROBLEM/counterexample.in`` and ``.out`` (OUT defaults to
``stress_failures``) with ``OUT/PROBLEM.json`` beside it holding the limits and the checker, so
``python3 -m slidingkit.judge SOLUTION OUT/PROBLEM`` replays it (the folder keeps the problem's
name, which some special judges read).

Output: the seed first (a run is reproduced by ``--seed``), a status line on a terminal,
then either ``N passed (seed S)`` and exit status 0, or the failure, the shrunk
counterexample and how to replay it, and exit status 1. Ctrl-C stops cleanly (exit 130)
and prints the seed. A name that is no problem of ``slidingkit/problems/`` is one line
``no generator for PROBLEM``.

Cost: one run of the solution per input, plus one per shrinking step (at most
``SHRINK_RUNS``), plus one per generated case; the reference BFS over 181,440 boards takes
about a second per goal.
"""

import argparse
import contextlib
import importlib
import json
import os
import random
import shlex
import shutil
import tempfile
from typing import Callable, Dict, Iterator, List, Optional, Sequence, Tuple

from slidingkit import problems
from slidingkit.judge import JudgeError, compare
from slidingkit.judge.compare import last_lines
from slidingkit.judge.console import (
    EXIT_STATUSES,
    console,
    guarded,
    positive_integer,
    positive_number,
    say,
    warn_if_not_offered,
)
from slidingkit.judge.languages import Runner, prepare
from slidingkit.judge.problem import (
    DEFAULT_MEMORY_LIMIT,
    DEFAULT_TIME_LIMIT,
    Case,
    find_problem,
    load_problem,
)
from slidingkit.judge.report import case_block
from slidingkit.judge.run import Limits, MiB, default_idle_limit, default_wall_limit, run_program
from slidingkit.judge.verdict import (
    CaseResult,
    idle_limit_for,
    judge_case,
    run_verdict,
    wall_limit_for,
)
from slidingkit.oracle import graph_reference
from slidingkit.oracle import reference as oracle_reference
from slidingkit.problems import _format
from slidingkit.problems._format import Answer, Format, blank_last_goal

Board = Tuple[int, ...]
DEFAULT_COUNT = 100
LONGEST_WALK = 40
TABLE_CELLS = 9  # boards of at most 9 cells are answered from a BFS over all of them
LONGEST_EXACT_WALK = 30  # larger boards: the longest walk the two-ended BFS proves in time
SCRAMBLE_MOVES_PER_CELL = 10  # a random larger board, where no distance is needed
SHRINK_RUNS = 600  # runs of the solution spent shrinking, at most
LAYER_SAMPLE = 128  # boards tried at each distance when scanning for a nearer failing board
COUNTEREXAMPLE = "counterexample"
DEFAULT_OUT = "stress_failures"  # where counterexamples go
PACKAGE = "package"  # an expected answer from the package's expected(text)
DRAWN = "drawn"  # an expected answer from the drawing: a board's route, or the BFS table


class Query:
    """One board of an input, with its goal and its number of columns. A board too large for
    the BFS table (``TABLE_CELLS``) carries a ``route`` instead: the blank's moves that take it
    to ``target`` (the goal, or for an unsolvable board the goal with two tiles swapped), known
    because the board was made by walking from there. ``shortest`` says whether the route was
    proved a shortest one (by ``slidingkit/oracle/reference.py``'s two-ended BFS, or by the
    committed answer of the puzzle file it comes from, held to the published move count); every tail
    of a shortest route is shortest too."""

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
    """One generated input: its boards, its spacing and what kind of input it is."""

    def __init__(self, queries: List[Query], layout: str, kind: str) -> None:
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
        self.layers = {}  # type: Dict[Tuple[Board, int], List[List[Board]]]
        self.boards_published = {}  # type: Dict[int, List[Tuple[Board, str]]]

    def canonical(self, board: Board, goal: Board) -> Tuple[Board, Board]:
        target = self.reference.canonical_goal(goal)
        name = {tile: target[cell] for cell, tile in enumerate(goal)}
        return tuple(name[tile] for tile in board), target

    def table(self, goal: Board, columns: int):
        return self.reference.shape_distances(goal, columns)

    def distance(self, query: Query) -> Optional[int]:
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
        order (``renamed`` turns one into ``goal``'s names)."""
        target = self.reference.canonical_goal(goal)
        key = (target, columns)
        if key not in self.layers:
            layers = []  # type: List[List[Board]]
            for board, moves in self.table(target, columns).items():
                while len(layers) <= moves:
                    layers.append([])
                layers[moves].append(board)
            self.layers[key] = layers
        return self.layers[key]

    def renamed(self, canonical_board: Board, goal: Board) -> Board:
        """A board of ``by_distance(goal)`` in the names of ``goal``."""
        target = self.reference.canonical_goal(goal)
        name = {target[cell]: tile for cell, tile in enumerate(goal)}
        return tuple(name[tile] for tile in canonical_board)

    def solvable(self, board: Board, goal: Board, columns: int) -> bool:
        return self.distance(Query(board, goal, columns)) is not None

    def target(self, query: Query) -> Board:
        """The goal, or for an unsolvable board the goal with two tiles swapped."""
        if query.route is not None:
            assert query.target is not None  # a routed board always has its target
            return query.target
        return query.goal if self.distance(query) is not None else swapped(query.goal)

    def moves(self, query: Query) -> int:
        """Moves from the goal, or, for an unsolvable board, from the swapped goal (for a
        routed board: its route's length, exact when the route is a shortest one)."""
        if query.route is not None:
            return len(query.route)
        board, goal = self.canonical(query.board, self.target(query))
        return self.table(goal, query.columns)[board]

    def nearer(self, query: Query) -> List[Query]:
        """The boards one move nearer the goal (or the swapped goal), in a fixed order."""
        if query.route is not None:
            return [self.along(query, 1)] if query.route else []
        target = self.target(query)
        here = self.moves(query)
        found = []
        for _, board in self.reference.moves_in(query.board, query.columns):
            renamed, goal = self.canonical(board, target)
            if self.table(goal, query.columns).get(renamed) == here - 1:
                found.append(Query(board, query.goal, query.columns))
        return found

    def along(self, query: Query, moves: int) -> Query:
        """The board ``moves`` steps along ``query``'s route, with the rest of the route."""
        assert query.route is not None  # only a routed board has a route to walk
        board = query.board
        for letter in query.route[:moves]:
            board = dict(self.reference.moves_in(board, query.columns))[letter]
        return Query(
            board, query.goal, query.columns, query.route[moves:], query.target, query.shortest
        )

    def nearest_first(self, query: Query) -> Iterator[Query]:
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
                yield Query(self.renamed(board, target), query.goal, query.columns)


def swapped(goal: Board) -> Board:
    """``goal`` with its first two tiles (not the blank) exchanged: an unsolvable board."""
    cells = [cell for cell, tile in enumerate(goal) if tile != 0][:2]
    board = list(goal)
    board[cells[0]], board[cells[1]] = board[cells[1]], board[cells[0]]
    return tuple(board)


class Generator:
    """Makes the inputs of one problem, written in its format (``problems._format``), and their
    expected answers: ``expected`` (the package's ``cases.expected``) where it answers the input,
    else the answer the drawing knows (``drawn_text``)."""

    def __init__(
        self,
        written: Format,
        reference: Reference,
        expected: Optional[Callable[[str], str]] = None,
    ) -> None:
        self.format = written
        self.reference = reference
        self.expected = expected
        self.answers = {}  # type: Dict[str, Tuple[str, str]]
        self.shapes = written.shapes
        kinds = ["distance", "walk", "random"]
        if written.unsolvable:
            kinds.append("unsolvable")
        kinds.append("farthest")
        if written.cases[1] > 1:
            kinds.append("several")
        self.kinds = kinds

    def source(self) -> str:
        """Where the expected answers come from, for the header."""
        routed = any(rows * columns > TABLE_CELLS for rows, columns in self.shapes)
        walks = (
            "walks from the goal, measured by a plain BFS from both ends "
            "(slidingkit/oracle/reference.py)%s"
            % (
                " or by the Princeton puzzle files' answers (of the published move counts)"
                if self.format.published_boards
                else ""
            )
        )
        if self.expected is None:
            if not routed:
                return "a plain BFS (slidingkit/oracle/reference.py)"
            return (
                "a plain BFS (slidingkit/oracle/reference.py) up to %d cells; larger boards are %s"
                % (
                    TABLE_CELLS,
                    walks,
                )
            )
        return "the package's expected() (cases.py, from slidingkit/oracle/)%s" % (
            "; a board it cannot answer is one of the " + walks if routed else ""
        )

    def trial(self, seed: int, index: int) -> Trial:
        """Input ``index`` (from 0) of the run with ``seed``: the same every time."""
        rng = random.Random("%d/%d" % (seed, index))
        kind = self.kinds[index % len(self.kinds)]
        turn = index // len(self.kinds)  # how many inputs of this kind came before
        layouts = self.format.layouts
        layout = layouts[(index // len(self.kinds)) % len(layouts)]
        if kind == "several":
            low, high = self.format.cases
            count = rng.randint(max(2, low), high)
            queries = [
                self.query(rng.choice(self.kinds[:-1]), rng, rng.randrange(1000))[0]
                for _ in range(count)
            ]
            return Trial(queries, layout, "%d boards" % count)
        query, label = self.query(kind, rng, turn)
        return Trial([query], layout, label)

    def query(self, kind: str, rng: random.Random, turn: int) -> Tuple[Query, str]:
        shape = self.shapes[turn % len(self.shapes)]
        rows, columns = shape
        goal = self.format.goal_of(shape)
        if self.format.goal_given:  # any goal, drawn like a board
            tiles = list(goal)
            rng.shuffle(tiles)
            goal = tuple(tiles)
        size = "%dx%d " % shape if len(self.shapes) > 1 else ""
        if rows * columns > TABLE_CELLS:
            return self.routed(kind, rng, turn, shape, goal, size)
        layers = self.reference.by_distance(goal, columns)
        if kind == "distance":
            moves = (turn // len(self.shapes)) % len(layers)
            return (
                Query(self.reference.renamed(rng.choice(layers[moves]), goal), goal, columns),
                "%sboard %d moves from the goal" % (size, moves),
            )
        if kind == "walk":
            length = (turn // len(self.shapes)) % (LONGEST_WALK + 1)
            board = goal
            for _ in range(length):
                board = rng.choice(self.reference.reference.moves_in(board, columns))[1]
            return Query(board, goal, columns), "%srandom walk of %d moves" % (size, length)
        if kind == "farthest":
            return (
                Query(self.reference.renamed(rng.choice(layers[-1]), goal), goal, columns),
                "%sfarthest board (%d moves)" % (size, len(layers) - 1),
            )
        solvable = kind == "random" or not self.format.unsolvable
        while True:
            tiles = list(goal)
            rng.shuffle(tiles)
            if self.reference.solvable(tuple(tiles), goal, columns) == solvable:
                return (
                    Query(tuple(tiles), goal, columns),
                    "%srandom %s board" % (size, "solvable" if solvable else "unsolvable"),
                )

    def routed(
        self,
        kind: str,
        rng: random.Random,
        turn: int,
        shape: Tuple[int, int],
        goal: Board,
        size: str,
    ) -> Tuple[Query, str]:
        """A board too large for the BFS table, made by walking from the goal (never straight
        back) so that its route is known: a walk of each length in turn, a longer walk for a
        random board, that walk with two tiles swapped for an unsolvable one, and for the
        farthest, where the format says ``published_boards``, a published board (the Princeton
        assignment's 4x4 files, with their shortest paths). No walk is longer than the
        statement's ``most_moves``, so every board keeps its promise. Where the answer is a
        distance, the route is replaced by a shortest one from the two-ended BFS, which is why
        such walks stop at LONGEST_EXACT_WALK moves."""
        rows, columns = shape
        exact = self.format.wants_distance
        most = self.format.most_moves  # the statement's bound on the distance
        if kind == "farthest" and self.format.published_boards and most is not None:
            published = self.reference.published(goal, columns, most)
            if published:
                board, route = rng.choice(published)
                return (
                    Query(board, goal, columns, route, goal, True),
                    "%spublished board (%d moves)" % (size, len(route)),
                )
        longest = LONGEST_EXACT_WALK if exact else most or LONGEST_WALK
        if kind in ("distance", "walk"):
            length = (turn // len(self.shapes)) % (longest + 1)
            label = "%srandom walk of %d moves" % (size, length)
        else:
            length = longest if exact or most else SCRAMBLE_MOVES_PER_CELL * rows * columns
            label = "%srandom %s board (a walk of %d moves)" % (
                size,
                "unsolvable" if kind == "unsolvable" else "solvable",
                length,
            )
        board, route = goal, ""
        for _ in range(length):
            letter, board = rng.choice(
                [
                    (letter, after)
                    for letter, after in self.reference.reference.moves_in(board, columns)
                    if not route or letter != route[0]
                ]
            )
            route = self.reference.reference.OPPOSITE[letter] + route  # the way back to the goal
        target = goal
        if kind == "unsolvable":  # renaming two tiles changes no move, only the class
            first, second = [tile for tile in goal if tile][:2]
            board = tuple(
                second if tile == first else first if tile == second else tile for tile in board
            )
            target = swapped(goal)
        if exact:
            route = self.reference.reference.shortest_route(board, target, columns, len(route))
        return Query(board, goal, columns, route, target, exact), label

    def input_text(self, trial: Trial) -> str:
        """The input file for ``trial``, as the statement writes it."""
        return self.format.input_text([query.written() for query in trial.queries], trial.layout)

    def expected_text(self, trial: Trial) -> str:
        """The expected output (for a problem with a checker: a right answer, which the
        checker reads for what it needs)."""
        return self.answered(trial)[0]

    def answered(self, trial: Trial) -> Tuple[str, str]:
        """(the expected output, where it comes from: PACKAGE or DRAWN). The package's
        ``expected(text)`` answers every input it can; it raises ValueError for one it cannot
        (a 4x4 board beyond its search), and then a trial holding a routed board takes the
        answer of its routes. Remembered per input, so a shrinking candidate seen twice costs
        one call."""
        text = self.input_text(trial)
        if text not in self.answers:
            if self.expected is None:
                self.answers[text] = (self.drawn_text(trial), DRAWN)
            else:
                try:
                    self.answers[text] = (self.expected(text), PACKAGE)
                except ValueError as error:
                    if all(query.route is None for query in trial.queries):
                        raise JudgeError(
                            "the package's expected() cannot answer a generated input: %s\n%s"
                            % (error, text)
                        ) from None
                    self.answers[text] = (self.drawn_text(trial), DRAWN)
        return self.answers[text]

    def drawn_text(self, trial: Trial) -> str:
        """The expected output as the drawing knows it: a routed board's route (its length the
        distance: a shortest one where a distance is wanted), a smaller board's distance from
        the BFS table. A path or a farthest board of a board of at most TABLE_CELLS cells comes
        only from the package's expected(): JudgeError where there is none."""
        answers = []  # type: List[Optional[Answer]]
        for query in trial.queries:
            if query.route is None and (self.format.wants_path or self.format.wants_farthest):
                raise JudgeError(
                    "no expected(text) in the problem's cases.py: stress needs it for the "
                    "paths and farthest boards of boards of at most %d cells" % TABLE_CELLS
                )
            found = self.reference.distance(query)
            if found is None:
                answers.append(None)
            else:
                answers.append(Answer(distance=found, path=query.route))
        return self.format.answer_text([query.written() for query in trial.queries], answers)


class GraphReference:
    """Distances on a board that is a graph (``Format.on_graph``), from the plain BFS of
    ``slidingkit/oracle/graph_reference.py``, for shrinking: a board is measured from its goal, and
    one out of reach is not moved."""

    def __init__(self, written: Format) -> None:
        self.format = written

    def edges(self, query: Query) -> List[Tuple[int, int]]:
        return self.format.edges_of(query.written())

    def distance(self, query: Query) -> Optional[int]:
        return graph_reference.distance(query.board, query.goal, self.edges(query))

    def moves(self, query: Query) -> int:
        """Moves from the goal; 0 for a board out of its reach (it is not moved)."""
        return self.distance(query) or 0

    def nearer(self, query: Query) -> List[Query]:
        """The boards one move nearer the goal, in a fixed order."""
        here = self.moves(query)
        if here == 0:
            return []
        edges = self.edges(query)
        around = graph_reference.neighbours(len(query.board), edges)
        return [
            Query(board, query.goal, query.columns, edges=query.edges)
            for board in graph_reference.moves(query.board, around)
            if graph_reference.distance(board, query.goal, edges) == here - 1
        ]

    def nearest_first(self, query: Query) -> Iterator[Query]:
        """No scan of the layers on a graph: the walk one move nearer does the shrinking."""
        return iter(())


class GraphGenerator(Generator):
    """Makes the inputs of a problem whose board is a graph (``Format.on_graph``): walks of each
    length from the goal on its graph (a random graph, where each input gives its own), random
    arrangements of the tiles, several boards where the statement allows them. Every answer
    is the package's ``expected(text)``."""

    def __init__(self, written: Format, expected: Optional[Callable[[str], str]]) -> None:
        if expected is None:
            raise JudgeError("no expected(text) in the problem's cases.py: stress needs it")
        self.format = written
        self.expected = expected
        self.answers = {}
        self.shapes = written.shapes
        self.kinds = ["walk", "random"] + (["several"] if written.cases[1] > 1 else [])

    def source(self) -> str:
        return "the package's expected() (cases.py, from slidingkit/oracle/graph_reference.py)"

    def query(self, kind: str, rng: random.Random, turn: int) -> Tuple[Query, str]:
        rows, columns = self.shapes[turn % len(self.shapes)]
        goal = self.format.goal_of((rows, columns))
        if self.format.goal_given:
            goal = tuple(rng.sample(goal, len(goal)))
        edges = None
        if self.format.edges_given:
            edges = tuple(graph_reference.random_edges(rows * columns, rng))
        if kind == "random":
            board = tuple(rng.sample(goal, len(goal)))
            return Query(board, goal, columns, edges=edges), "random board"
        length = turn % (LONGEST_WALK + 1)
        graph = self.format.edges_of(_format.Query(goal, goal, rows, columns, edges))
        board = graph_reference.walk(goal, graph, length, rng)
        return Query(board, goal, columns, edges=edges), "random walk of %d moves" % length

    def answered(self, trial: Trial) -> Tuple[str, str]:
        """(the package's expected output, PACKAGE)."""
        assert self.expected is not None  # __init__ refuses a package without expected()
        return self.expected(self.input_text(trial)), PACKAGE


def generator_for(name: str, expected: Optional[Callable[[str], str]] = None):
    """The generator and the reference stress uses for the problem ``name``: answers from
    ``expected`` (the package's cases.expected) where given."""
    written = problems.load(name).FORMAT
    if written.on_graph:
        return GraphGenerator(written, expected), GraphReference(written)
    reference = Reference(oracle_reference)
    return Generator(written, reference, expected), reference


# Long: four shrinking passes in order, sharing one run budget through still_fails.
def shrink(
    trial: Trial,
    reference: Reference,
    fails: Callable[[Trial], Optional[CaseResult]],
    first_layout: str,
    budget: int = SHRINK_RUNS,
) -> Tuple[Trial, int]:
    """A simplest input that still fails: each board alone first (fewest moves first), then
    each board one move nearer while it fails, then fewer boards, then for each board the
    nearest failing board of its class (scanning the distances from 0 up, LAYER_SAMPLE boards
    each), then the first spacing.
    Returns (the trial, runs spent). Every candidate is run at most once."""
    spent = 0

    def still_fails(candidate: Trial) -> bool:
        nonlocal spent
        if spent >= budget:
            return False
        spent += 1
        return fails(candidate) is not None

    if len(trial.queries) > 1:
        for query in sorted(trial.queries, key=reference.moves):
            alone = Trial([query], trial.layout, trial.kind)
            if still_fails(alone):
                trial = alone
                break
    improved = True
    while improved:
        improved = False
        for index, query in enumerate(trial.queries):
            for nearer in reference.nearer(query):
                candidate = Trial(
                    trial.queries[:index] + [nearer] + trial.queries[index + 1 :],
                    trial.layout,
                    trial.kind,
                )
                if still_fails(candidate):
                    trial, improved = candidate, True
                    break
        for index in range(len(trial.queries)):
            if len(trial.queries) > 1:
                candidate = Trial(
                    trial.queries[:index] + trial.queries[index + 1 :], trial.layout, trial.kind
                )
                if still_fails(candidate):
                    trial, improved = candidate, True
                    break
    # A neighbour one move nearer may pass where boards nearer still fail (a greedy search
    # goes wrong on some boards and not their neighbours): scan the boards nearer the goal,
    # nearest first, for one that fails.
    for index in range(len(trial.queries)):
        for nearer in reference.nearest_first(trial.queries[index]):
            if spent >= budget:
                break
            candidate = Trial(
                trial.queries[:index] + [nearer] + trial.queries[index + 1 :],
                trial.layout,
                trial.kind,
            )
            if still_fails(candidate):
                trial = candidate
                break
    if trial.layout != first_layout:
        candidate = Trial(trial.queries, first_layout, trial.kind)
        if still_fails(candidate):
            trial = candidate
    return trial, spent


# Long: one add_argument per flag, in --help order; it only declares, nothing branches.
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=console.command + " stress",
        usage="%(prog)s SOLUTION PROBLEM [options]\n"
        "       %(prog)s SOLUTION --generator GEN --reference REF [--checker CMD] "
        "[--sizes A..B] [options]",
        description="Stress-test SOLUTION on generated inputs. With PROBLEM (a folder name in "
        "judge_cases/): the kit's inputs of that problem, checked against the answers its "
        "cases are made with (expected() of slidingkit/problems/PROBLEM/cases.py, from "
        "slidingkit/oracle/) or by "
        "the problem's special judge; the first failure is shrunk and written as a case the "
        "judge replays. With --generator and --reference, for any problem: GEN SEED (or GEN "
        "SEED SIZE) writes each input, REF's output on it is the expected one, compared as "
        "the judge compares or by --checker; the first difference is written as a case, with "
        "the command that repeats it.",
        epilog="The limits are the problem's (its settings' time_limit, idle_limit, "
        "wall_limit and memory_limit, as python3 -m slidingkit.judge keeps them); with "
        "--generator, the "
        "judge's defaults (%g s, %g MB) or the flags, for GEN and REF as for SOLUTION. "
        % (DEFAULT_TIME_LIMIT, DEFAULT_MEMORY_LIMIT)
        + EXIT_STATUSES,
    )
    parser.add_argument(
        "solution",
        nargs="?",
        metavar="SOLUTION",
        help="the solution file (any language python3 -m slidingkit.judge takes)",
    )
    parser.add_argument(
        "problem",
        nargs="?",
        metavar="PROBLEM",
        help="the problem: a name in judge_cases/, e.g. luogu_p1379 (not with --generator)",
    )
    parser.add_argument(
        "--generator",
        metavar="GEN",
        help="instead of PROBLEM: the program that writes each input, run as GEN SEED (GEN "
        "SEED SIZE with --sizes); a file in any language the judge takes (compiled once), or "
        "a command",
    )
    parser.add_argument(
        "--reference",
        metavar="REF",
        help="with --generator: the program whose output on each input is the expected one "
        "(a brute force); a file or a command, as GEN",
    )
    parser.add_argument(
        "--checker",
        "--judge-command",
        metavar="CMD",
        help="with --generator: a special judge, run as CMD INPUT ACTUAL EXPECTED (EXPECTED: "
        "REF's output); exit status 0 accepts, 1 or 2 reject; a .py file runs with the "
        "judge's interpreter, another file as it is, anything else as a command",
    )
    parser.add_argument(
        "--sizes",
        type=size_range,
        metavar="A..B",
        help="with --generator: run GEN SEED SIZE, the N inputs spread evenly over the sizes "
        "A to B, smallest first",
    )
    parser.add_argument(
        "-n",
        type=positive_integer,
        default=DEFAULT_COUNT,
        metavar="N",
        help="how many inputs (default %d)" % DEFAULT_COUNT,
    )
    parser.add_argument(
        "--seed",
        type=int,
        metavar="S",
        help="seed of the inputs (default: a new one, printed); with --generator, input i "
        "(from 0) is GEN's output for the seed S + i",
    )
    parser.add_argument(
        "--out",
        metavar="DIR",
        default=DEFAULT_OUT,
        help="where the counterexample goes: DIR/NAME/counterexample.in "
        "and .out, and DIR/NAME.json (NAME: the problem, or with --generator the "
        "solution's file name without its extension, and DIR/NAME.actual its output); "
        "default stress_failures",
    )
    parser.add_argument(
        "--cases",
        metavar="DIR",
        help="the folder of problems (default: ./judge_cases, else the kit's own)",
    )
    parser.add_argument(
        "--case-seeds",
        type=positive_integer,
        metavar="K",
        help="after the N inputs, also every case the problem's own generator makes "
        "(generate(seed) of slidingkit/problems/PROBLEM/cases.py) for the seeds 1 to K, whole, "
        "answered by its expected() or judged by its special judge; not shrunk",
    )
    parser.add_argument(
        "--python",
        metavar="EXE",
        help="interpreter for a .py solution (default: the judge's own; a .py GEN or REF "
        "always runs with the judge's own)",
    )
    parser.add_argument(
        "--command", metavar="CMD", help="instead of SOLUTION: run CMD on each input"
    )
    parser.add_argument(
        "--time-limit",
        type=positive_number,
        metavar="SECONDS",
        help="CPU seconds per input (default: the problem's; with --generator %g, for GEN "
        "and REF as well)" % DEFAULT_TIME_LIMIT,
    )
    parser.add_argument(
        "--memory-limit",
        type=positive_number,
        metavar="MB",
        help="MiB per input (default: the problem's; with --generator %g, for GEN and REF as "
        "well)" % DEFAULT_MEMORY_LIMIT,
    )
    parser.add_argument(
        "--strict",
        action="store_true",
        help="compare outputs byte for byte (CRLF still equals LF) instead of ignoring "
        "trailing spaces and trailing blank lines, as python3 -m slidingkit.judge --strict",
    )
    parser.add_argument(
        "--color",
        "--colour",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour the verdicts: auto (default) when the output is a terminal",
    )
    return parser


def size_range(text: str) -> Tuple[int, int]:
    """``A..B`` (or ``A``, meaning ``A..A``) as (A, B), whole numbers with 0 <= A <= B."""
    low, dots, high = text.partition("..")
    try:
        first = int(low)
        last = int(high) if dots else first
    except ValueError:
        raise argparse.ArgumentTypeError(
            "expected A..B, two whole numbers, got %r" % text
        ) from None
    if not 0 <= first <= last:
        raise argparse.ArgumentTypeError("expected A..B with 0 <= A <= B, got %r" % text)
    return first, last


# Long: which mode the flags ask for, each rule of usage one line, then the mode's body.
def main(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_intermixed_args(list(argv))
    if args.command is not None and args.problem is None and args.generator is None:
        args.problem, args.solution = args.solution, None  # --command CMD PROBLEM
    if args.command is None and args.solution is None:
        parser.error("give SOLUTION, or --command")
    if args.command is not None and args.solution is not None:
        parser.error("--command takes the place of SOLUTION")
    if args.generator is not None:
        if args.problem is not None:
            parser.error(
                "PROBLEM and --generator do not go together: PROBLEM draws the kit's inputs "
                "of that problem, --generator yours"
            )
        if args.reference is None:
            parser.error("--generator needs --reference REF, the program whose output is right")
        for flag, value in (("--cases", args.cases), ("--case-seeds", args.case_seeds)):
            if value is not None:
                parser.error("%s goes with PROBLEM, not with --generator" % flag)
    else:
        for flag, value in (
            ("--reference", args.reference),
            ("--checker", args.checker),
            ("--sizes", args.sizes),
        ):
            if value is not None:
                parser.error("%s goes with --generator" % flag)
        if args.problem is None:
            parser.error("give PROBLEM, or --generator GEN and --reference REF")
    console.set_colour(args.color)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    done = [0]  # inputs passed so far, for the Ctrl-C line

    def body() -> int:
        if args.generator is not None:
            return stress_any(args, seed, done)
        name = os.path.basename(os.path.normpath(args.problem))
        if name not in problems.names():
            raise JudgeError(
                "no generator for %s (stress knows %s)" % (name, ", ".join(problems.names()))
            )
        problem = load_problem(find_problem(name, args.cases))
        cases = importlib.import_module("slidingkit.problems.%s.cases" % name)
        if args.case_seeds is not None and not hasattr(cases, "generate"):
            raise JudgeError(
                "--case-seeds: %s's cases are not generated (its cases.py has no generate)" % name
            )
        time_limit = args.time_limit or problem.time_limit
        memory_limit = args.memory_limit or problem.memory_limit
        idle_limit = idle_limit_for(problem, time_limit, None)
        wall_limit = wall_limit_for(problem, time_limit, None)
        runner = prepare(args.solution, args.python, args.command, memory_limit)
        warn_if_not_offered(problem, runner, "stress-testing")
        try:
            return stress(
                args,
                name,
                problem,
                cases,
                runner,
                seed,
                time_limit,
                memory_limit,
                (idle_limit, wall_limit),
                done,
            )
        finally:
            runner.close()

    return guarded(
        body,
        "judge stress",
        lambda: (
            "interrupted after %d inputs passed; seed %d (--seed %d repeats them)"
            % (done[0], seed, seed)
        ),
    )


# Long: the header lines, then the input loop and its closures over one temporary case folder.
def stress(
    args: argparse.Namespace,
    name: str,
    problem,
    cases,
    runner,
    seed: int,
    time_limit: float,
    memory_limit: float,
    clock_limits: Tuple[float, float],
    done: List[int],
) -> int:
    """Run the N inputs (``clock_limits``: the idle limit and the wall-clock cap); at the
    first failure, shrink it and write the counterexample. Then, with ``--case-seeds K``, the
    cases of the package's generate(1) to generate(K), each whole; the first failure is written
    as it is."""
    generator, reference = generator_for(name, getattr(cases, "expected", None))
    shown = args.solution if args.solution is not None else args.command
    say(
        "stress-testing %s (%s) on %s: %d inputs, seed %d%s"
        % (
            shown,
            runner.name,
            name,
            args.n,
            seed,
            ""
            if args.case_seeds is None
            else "; then the cases of its generate(seed), seeds 1 to %d" % args.case_seeds,
        )
    )
    checker = problem.checker
    idle_limit, wall_limit = clock_limits
    say(
        "time limit %g s of CPU, idle limit %g s, wall limit %g s, memory limit %g MB; answers "
        "from %s%s"
        % (
            time_limit,
            idle_limit,
            wall_limit,
            memory_limit,
            generator.source(),
            ", judged by %s" % checker if checker else "",
        )
    )
    if runner.compile_error is not None:
        say("CE  %s" % runner.compile_error.replace("\n", "\n    "))
        say("0 passed, 1 failed (compilation error; seed %d)" % seed)
        return 1
    limits = Limits(
        time_limit,
        int(memory_limit * MiB),
        runner.address_space_cap(int(memory_limit * MiB)),
        wall_limit=wall_limit,
        idle_limit=idle_limit,
    )
    work = tempfile.mkdtemp(prefix="judge-stress-")
    folder = os.path.join(work, name)  # checkers may read the problem from the folder's name
    os.mkdir(folder)
    try:

        def run_text(input_text: str, expected_text: str, label: str) -> CaseResult:
            base = os.path.join(folder, label)
            with open(base + ".in", "w", encoding="utf-8", newline="") as file:
                file.write(input_text)
            with open(base + ".out", "w", encoding="utf-8", newline="") as file:
                file.write(expected_text)
            return judge_case(
                Case(label, base + ".in", base + ".out"),
                runner.command,
                limits,
                args.strict,
                checker,
            )

        def run(trial: Trial, label: str) -> CaseResult:
            return run_text(generator.input_text(trial), generator.expected_text(trial), label)

        def fails(trial: Trial) -> Optional[CaseResult]:
            result = run(trial, "shrinking")
            return None if result.verdict == "AC" else result

        for index in range(args.n):
            trial = generator.trial(seed, index)
            console.status.show("[%d/%d] %s: %s" % (index + 1, args.n, name, trial.kind))
            result = run(trial, "input-%d" % (index + 1))
            if result.verdict != "AC":
                say("input %d of %d (%s): %s" % (index + 1, args.n, trial.kind, result.verdict))
                return report_failure(
                    args,
                    name,
                    problem,
                    generator,
                    reference,
                    trial,
                    result,
                    fails,
                    seed,
                    runner,
                    time_limit,
                    memory_limit,
                    clock_limits,
                )
            done[0] = index + 1
        if args.case_seeds is None:
            say("%d passed, 0 failed (seed %d)" % (args.n, seed))
            return 0
        inputs = "%d input%s" % (args.n, "" if args.n == 1 else "s")
        say("%s passed (seed %d)" % (inputs, seed))
        passed = 0
        for case_seed in range(1, args.case_seeds + 1):
            console.status.show("generate(%d) of %s ..." % (case_seed, name))
            generated = cases.generate(case_seed)
            for case_name, text in generated.items():
                label = "generate(%d) %s" % (case_seed, case_name)
                console.status.show("[seed %d/%d] %s" % (case_seed, args.case_seeds, label))
                answer = cases.expected(text)
                result = run_text(text, answer, "case-%d-%s" % (case_seed, case_name))
                if result.verdict != "AC":
                    say("case %s of its cases.py: %s" % (label, result.verdict))
                    return report_case_failure(
                        args,
                        name,
                        problem,
                        (text, answer),
                        result,
                        "%s and %d cases" % (inputs, passed),
                        seed,
                        time_limit,
                        memory_limit,
                        clock_limits,
                    )
                passed += 1
                done[0] += 1
            say("generate(%d): %d cases passed" % (case_seed, len(generated)))
        say(
            "%s and %d cases passed, 0 failed (seed %d; cases of generate(1) to "
            "generate(%d))" % (inputs, passed, seed, args.case_seeds)
        )
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


def report_failure(
    args,
    name,
    problem,
    generator: Generator,
    reference: Reference,
    trial: Trial,
    result: CaseResult,
    fails,
    seed: int,
    runner,
    time_limit: float,
    memory_limit: float,
    clock_limits: Tuple[float, float],
) -> int:
    console.status.show("shrinking ...")
    small, spent = shrink(trial, reference, fails, generator.format.layouts[0])
    final = fails(small)  # the shrunk input's own verdict and message
    if final is None:  # it passed this time (a flaky failure): keep the input that failed
        small, final = trial, result
    final.name = COUNTEREXAMPLE
    out = os.path.join(args.out, name)
    write_counterexample(
        out,
        (generator.input_text(small).encode(), generator.expected_text(small).encode()),
        counterexample_settings(
            problem.title,
            problem.url,
            os.path.abspath(problem.checker) if problem.checker else None,
            (time_limit, memory_limit) + clock_limits,
        ),
    )
    moves = max(reference.moves(query) for query in small.queries)
    say(
        "shrunk in %d runs to %d board%s, at most %d move%s from the goal%s:"
        % (
            spent,
            len(small.queries),
            "" if len(small.queries) == 1 else "s",
            moves,
            "" if moves == 1 else "s",
            " (unsolvable boards count from the goal with two tiles swapped)"
            if any(reference.distance(query) is None for query in small.queries)
            else "",
        )
    )
    say(case_block(final, 16))
    say_replay(args, name, out, "0 passed", seed)
    return 1


def report_case_failure(
    args,
    name,
    problem,
    texts: Tuple[str, str],
    result: CaseResult,
    passed: str,
    seed: int,
    time_limit: float,
    memory_limit: float,
    clock_limits: Tuple[float, float],
) -> int:
    """A failing case of the package's generator, written whole (``texts``: its input and
    expected output) as the counterexample: such a case is not shrunk."""
    result.name = COUNTEREXAMPLE
    out = os.path.join(args.out, name)
    write_counterexample(
        out,
        (texts[0].encode(), texts[1].encode()),
        counterexample_settings(
            problem.title,
            problem.url,
            os.path.abspath(problem.checker) if problem.checker else None,
            (time_limit, memory_limit) + clock_limits,
        ),
    )
    say("not shrunk (a whole case of the problem's generator):")
    say(case_block(result, 16))
    say_replay(args, name, out, passed + " passed", seed)
    return 1


def say_replay(args, name: str, out: str, passed: str, seed: int) -> None:
    """Where the counterexample went, the command that replays it and the one that repeats
    the run."""
    shown = args.solution if args.solution is not None else '--command "%s"' % args.command
    say(
        "written to %s/%s.in and .out; replay: %s %s %s%s"
        % (out, COUNTEREXAMPLE, console.command, shown, out, " --strict" if args.strict else "")
    )
    say(
        "%s, 1 failed (seed %d; %s stress %s %s -n %d --seed %d%s%s%s repeats it)"
        % (
            passed,
            seed,
            console.command,
            shown,
            name,
            args.n,
            seed,
            "" if args.cases is None else " --cases %s" % args.cases,
            "" if args.case_seeds is None else " --case-seeds %d" % args.case_seeds,
            " --strict" if args.strict else "",
        )
    )


def counterexample_settings(
    title: str, url: Optional[str], checker: Optional[str], limits: Tuple[float, ...]
) -> Dict[str, object]:
    """The settings the judge replays a counterexample under: its ``title`` and ``url``, the
    ``checker``'s absolute path (or None), and ``limits``: the time limit, the memory limit,
    the idle limit and the wall-clock cap."""
    time_limit, memory_limit, idle_limit, wall_limit = limits
    return {
        "name": "%s (stress counterexample)" % title,
        "url": url,
        "time_limit": time_limit,
        "idle_limit": idle_limit,
        "wall_limit": wall_limit,
        "memory_limit": memory_limit,
        "checker": checker,
    }


def write_counterexample(
    out: str,
    texts: Tuple[bytes, bytes],
    settings: Dict[str, object],
    actual: Optional[bytes] = None,
) -> None:
    """``OUT/counterexample.in`` and ``.out`` (``texts``: the input and the expected output),
    ``OUT.json`` with ``settings`` (see ``counterexample_settings``), and, when given, the
    solution's ``actual`` output as ``OUT.actual``: beside the case folder, which holds only
    the case (oj refuses any other file in it)."""
    try:
        os.makedirs(out, exist_ok=True)
        base = os.path.join(out, COUNTEREXAMPLE)
        with open(base + ".in", "wb") as file:
            file.write(texts[0])
        with open(base + ".out", "wb") as file:
            file.write(texts[1])
        with open(os.path.normpath(out) + ".json", "w", encoding="utf-8") as file:
            json.dump(settings, file, ensure_ascii=False, indent=2)
            file.write("\n")
        if actual is not None:
            with open(os.path.normpath(out) + ".actual", "wb") as file:
                file.write(actual)
    except OSError as error:
        raise JudgeError("cannot write the counterexample to %s: %s" % (out, error)) from None


# ---- any problem: the user's generator, reference and checker ----------------------------------


def stress_any(args: argparse.Namespace, seed: int, done: List[int]) -> int:
    """``--generator GEN --reference REF``: prepare the solution, GEN, REF and the checker, run
    the N inputs (``run_inputs``) and remove every build folder after."""
    time_limit = args.time_limit or DEFAULT_TIME_LIMIT
    memory_limit = args.memory_limit or DEFAULT_MEMORY_LIMIT
    with contextlib.ExitStack() as stack:
        solution = prepare(args.solution, args.python, args.command, memory_limit)
        stack.callback(solution.close)
        generator = ready_program("--generator", args.generator, memory_limit)
        stack.callback(generator.close)
        reference = ready_program("--reference", args.reference, memory_limit)
        stack.callback(reference.close)
        work = tempfile.mkdtemp(prefix="judge-stress-")
        stack.callback(shutil.rmtree, work, True)
        checker = checker_for(args.checker)
        return run_inputs(
            args,
            (solution, generator, reference),
            checker,
            work,
            seed,
            (time_limit, memory_limit),
            done,
        )


def ready_program(flag: str, text: str, memory_limit: float) -> Runner:
    """GEN or REF ready to run: a file compiled as the judge compiles a solution (a .py file
    runs with the judge's own interpreter), or else a command, split like a shell would.
    JudgeError, naming ``flag``, for a file that is missing or does not compile."""
    try:
        if os.path.isfile(text):
            runner = prepare(text, None, None, memory_limit)
        else:
            try:
                words = shlex.split(text)
            except ValueError as error:
                raise JudgeError("cannot read %r: %s" % (text, error)) from None
            if not words or shutil.which(words[0]) is None:
                raise JudgeError("%s is no file, nor a command on PATH" % text)
            runner = prepare(None, None, text, memory_limit)
    except JudgeError as error:
        raise JudgeError("%s: %s" % (flag, error)) from None
    if runner.compile_error is not None:
        runner.close()
        lines = runner.compile_error.split("\n")
        raise JudgeError("%s %s does not compile: %s" % (flag, text, "; ".join(lines[:2])))
    return runner


class Checker:
    """``--checker CMD`` as the judge runs it (``judge.compare``: one contract for both):
    ``runs`` is the judge's Checker, ``settings_path`` what a counterexample's settings may name
    (a checker file's absolute path, or None for a command, which its replay gives as
    ``--checker``)."""

    def __init__(self, text: str, runs: compare.Checker, settings_path: Optional[str]) -> None:
        self.text = text
        self.runs = runs
        self.settings_path = settings_path

    def own_words(self, error: JudgeError, input_path: str, where: str) -> JudgeError:
        """``error`` (of the checker run on ``input_path``) with the checker named as the user
        wrote it, and the input by its seed (``where``)."""
        said = str(error).replace(self.runs.shown, self.text)
        return JudgeError(said.replace(input_path, "the input of %s" % where))


def checker_for(text: Optional[str]) -> Optional[Checker]:
    """The checker of ``--checker TEXT``: a .py file (run with the judge's interpreter) or an
    executable file, as a settings' checker; anything else a command, as the judge's
    ``--checker`` takes it (``judge.compare.checker_from_command``)."""
    if text is None:
        return None
    if os.path.isfile(text):
        path = os.path.abspath(text)
        if not text.endswith(".py") and not os.access(text, os.X_OK):
            raise JudgeError(
                "--checker %s is not executable (a .py checker runs with the judge's "
                "interpreter; compile any other)" % text
            )
        return Checker(text, compare.checker_from_path(path), path)
    return Checker(text, compare.checker_from_command(text), None)


def described(text: str, runner: Runner) -> str:
    """A program as the header shows it: what the user wrote, with its language."""
    return text if runner.language == "command" else "%s (%s)" % (text, runner.name)


def size_for(index: int, count: int, sizes: Optional[Tuple[int, int]]) -> Optional[int]:
    """The size of input ``index`` (from 0) of ``count``: the sizes A to B in turn, each for
    an equal share of the inputs (the smaller sizes one more when they do not divide evenly),
    smallest first; with fewer inputs than sizes, sizes spread from A up. None without
    ``--sizes``."""
    if sizes is None:
        return None
    first, last = sizes
    return first + index * (last - first + 1) // count


def program_limits(runner: Runner, time_limit: float, memory_limit: float) -> Limits:
    """The limits of one run of ``runner``: the judge's, its address-space cap its own."""
    memory_bytes = int(memory_limit * MiB)
    return Limits(
        time_limit,
        memory_bytes,
        runner.address_space_cap(memory_bytes),
        wall_limit=default_wall_limit(time_limit),
        idle_limit=default_idle_limit(time_limit),
    )


def output_of(
    role: str, text: str, command: List[str], input_bytes: bytes, limits: Limits, where: str
) -> bytes:
    """What the generator or the reference (``role``, written ``text``) printed on
    ``input_bytes``; JudgeError in one line, naming it and ``where`` (the seed), when it
    fails a limit, crashes or prints nothing."""
    run = run_program(command, input_bytes, limits)
    failed = run_verdict(run, limits)
    if failed is not None:
        verdict, message = failed
        tail = last_lines(run.stderr, 1)
        raise JudgeError(
            "%s %s failed on %s: %s, %s%s"
            % (
                role,
                text,
                where,
                verdict,
                message.split("\n")[0],
                "; its last line on stderr: %s" % tail if tail else "",
            )
        )
    if not run.stdout.strip():
        raise JudgeError("%s %s printed nothing on %s" % (role, text, where))
    return run.stdout


# Long: the header lines, then the loop: generate, answer, judge, and the report of a failure.
def run_inputs(
    args: argparse.Namespace,
    runners: Tuple[Runner, Runner, Runner],
    checker: Optional[Checker],
    work: str,
    seed: int,
    limits: Tuple[float, float],
    done: List[int],
) -> int:
    """Input i (from 0) is GEN's output for the seed ``seed + i`` (and its size, with
    ``--sizes``); REF's output on it is the expected one; the solution is judged on the pair as
    the judge judges a case. Stops at the first failure (``report_any_failure``)."""
    solution, generator, reference = runners
    time_limit, memory_limit = limits
    idle_limit, wall_limit = default_idle_limit(time_limit), default_wall_limit(time_limit)
    shown = args.solution if args.solution is not None else args.command
    say(
        "stress-testing %s on inputs from %s: %d inputs%s, seed %d"
        % (
            described(shown, solution),
            described(
                args.generator + (" SEED" if args.sizes is None else " SEED SIZE"), generator
            ),
            args.n,
            "" if args.sizes is None else " of sizes %d to %d" % args.sizes,
            seed,
        )
    )
    if checker is not None:
        comparison = "judged by the checker %s" % checker.text
    else:
        comparison = "compared %s" % (
            "byte for byte (--strict)" if args.strict else "as the judge compares"
        )
    say("expected outputs from %s, %s" % (described(args.reference, reference), comparison))
    say(
        "time limit %g s of CPU, idle limit %g s, wall limit %g s, memory limit %g MB, for "
        "each program" % (time_limit, idle_limit, wall_limit, memory_limit)
    )
    if solution.compile_error is not None:
        say("CE  %s" % solution.compile_error.replace("\n", "\n    "))
        say("0 passed, 1 failed (compilation error; seed %d)" % seed)
        return 1
    solution_limits = program_limits(solution, time_limit, memory_limit)
    generator_limits = program_limits(generator, time_limit, memory_limit)
    reference_limits = program_limits(reference, time_limit, memory_limit)
    for index in range(args.n):
        input_seed = seed + index
        size = size_for(index, args.n, args.sizes)
        arguments = [str(input_seed)] + ([] if size is None else [str(size)])
        where = "seed %d" % input_seed + ("" if size is None else ", size %d" % size)
        console.status.show("[%d/%d] %s" % (index + 1, args.n, where))
        input_bytes = output_of(
            "generator", args.generator, generator.command + arguments, b"", generator_limits, where
        )
        expected = output_of(
            "reference",
            args.reference,
            reference.command,
            input_bytes,
            reference_limits,
            "the input of %s (%s %s)" % (where, args.generator, " ".join(arguments)),
        )
        base = os.path.join(work, "input-%d" % (index + 1))
        for suffix, data in ((".in", input_bytes), (".out", expected)):
            with open(base + suffix, "wb") as file:
                file.write(data)
        case = Case("input-%d" % (index + 1), base + ".in", base + ".out")
        try:
            result = judge_case(
                case,
                solution.command,
                solution_limits,
                args.strict,
                None if checker is None else checker.runs,
            )
        except JudgeError as error:
            raise (
                error if checker is None else checker.own_words(error, case.input_path, where)
            ) from None
        if result.verdict != "AC":
            say("input %d of %d (%s): %s" % (index + 1, args.n, where, result.verdict))
            actual = run_program(solution.command, input_bytes, solution_limits).stdout
            settings = counterexample_settings(
                counterexample_name(args),
                None,
                None if checker is None else checker.settings_path,
                (time_limit, memory_limit, idle_limit, wall_limit),
            )
            return report_any_failure(
                args, result, (input_bytes, expected, actual), settings, seed, (index, size)
            )
        done[0] = index + 1
    say("%d passed, 0 failed (seed %d)" % (args.n, seed))
    return 0


def counterexample_name(args: argparse.Namespace) -> str:
    """The counterexample's folder name: the solution's file name without its extension, or
    ``command`` for ``--command``."""
    if args.solution is None:
        return "command"
    return os.path.splitext(os.path.basename(os.path.normpath(args.solution)))[0]


def report_any_failure(
    args: argparse.Namespace,
    result: CaseResult,
    outputs: Tuple[bytes, bytes, bytes],
    settings: Dict[str, object],
    seed: int,
    failed: Tuple[int, Optional[int]],
) -> int:
    """Write the failing input, the reference's output and the solution's (``outputs``) as
    the counterexample, show the failure as the judge shows a case, and say the commands that
    replay it and repeat it (``failed``: the input's index and size)."""
    index, size = failed
    input_bytes, expected, actual = outputs
    result.name = COUNTEREXAMPLE
    out = os.path.join(args.out, counterexample_name(args))
    write_counterexample(out, (input_bytes, expected), settings, actual)
    say(case_block(result, 16))
    replay = [args.solution] if args.solution is not None else ["--command", args.command]
    replay.append(out)
    if args.python is not None:
        replay += ["--python", args.python]
    if args.strict:
        replay.append("--strict")
    if args.checker is not None and settings["checker"] is None:
        replay += ["--checker", args.checker]
    say(
        "written to %s/%s.in and .out (the reference's output), and %s.actual (the "
        "solution's output); replay: %s %s"
        % (out, COUNTEREXAMPLE, os.path.normpath(out), console.command, shell_words(replay))
    )
    say(
        "%d passed, 1 failed (seed %d; %s stress %s repeats it)"
        % (index, seed, console.command, shell_words(repeat_arguments(args, seed + index, size)))
    )
    return 1


def repeat_arguments(args: argparse.Namespace, input_seed: int, size: Optional[int]) -> List[str]:
    """The arguments of ``stress`` that run the input of ``input_seed`` (and ``size``) alone,
    under the same programs, limits and comparison."""
    words = [args.solution] if args.solution is not None else ["--command", args.command]
    words += ["--generator", args.generator, "--reference", args.reference]
    if args.checker is not None:
        words += ["--checker", args.checker]
    words += ["--seed", str(input_seed), "-n", "1"]
    if size is not None:
        words += ["--sizes", "%d..%d" % (size, size)]
    for flag, value in (("--time-limit", args.time_limit), ("--memory-limit", args.memory_limit)):
        if value is not None:
            words += [flag, repr(value)]
    if args.python is not None:
        words += ["--python", args.python]
    if args.strict:
        words.append("--strict")
    if args.out != DEFAULT_OUT:
        words += ["--out", args.out]
    return words


def shell_words(words: Sequence[str]) -> str:
    """``words`` as one shell command line, each quoted where it needs it."""
    return " ".join(shlex.quote(word) for word in words)
