"""The kit's inputs of one problem, drawn and written in its format (``FORMAT`` of
``slidingkit/problems/NAME/``, through ``problems._format``), with their expected answers: a
board at each distance from the goal, random walks, random solvable and unsolvable boards,
farthest boards, several boards an input; on a board that is a graph, walks on its graph and
random arrangements. ``generator_for(name)`` gives a problem's generator and the distances
(``stress.boards``) that shrinking needs.

Tested by tests/judge/stress/test_drawing.py. Cost: a trial is a few random choices; a routed
board of a problem that wants the distance is proved shortest by the two-ended BFS (about a
second for 30 moves); the package's ``expected()`` is called once per distinct input.
"""

import random
from typing import Callable, Dict, List, Optional, Tuple

from slidingkit import problems
from slidingkit.judge import JudgeError
from slidingkit.judge.stress.boards import (
    TABLE_CELLS,
    Board,
    DrawnBoard,
    GraphReference,
    Reference,
    Trial,
    swapped,
)
from slidingkit.oracle import graph_reference
from slidingkit.oracle import reference as oracle_reference
from slidingkit.problems import _format
from slidingkit.problems._format import Answer, Format

LONGEST_WALK = 40
LONGEST_EXACT_WALK = 30  # larger boards: the longest walk the two-ended BFS proves in time
SCRAMBLE_MOVES_PER_CELL = 10  # a random larger board, where no distance is needed
PACKAGE = "package"  # an expected answer from the package's expected(text)
DRAWN = "drawn"  # an expected answer from the drawing: a board's route, or the BFS table


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

    def query(self, kind: str, rng: random.Random, turn: int) -> Tuple[DrawnBoard, str]:
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
                DrawnBoard(self.reference.renamed(rng.choice(layers[moves]), goal), goal, columns),
                "%sboard %d moves from the goal" % (size, moves),
            )
        if kind == "walk":
            length = (turn // len(self.shapes)) % (LONGEST_WALK + 1)
            board = goal
            for _ in range(length):
                board = rng.choice(self.reference.reference.moves_in(board, columns))[1]
            return DrawnBoard(board, goal, columns), "%srandom walk of %d moves" % (size, length)
        if kind == "farthest":
            return (
                DrawnBoard(self.reference.renamed(rng.choice(layers[-1]), goal), goal, columns),
                "%sfarthest board (%d moves)" % (size, len(layers) - 1),
            )
        solvable = kind == "random" or not self.format.unsolvable
        while True:
            tiles = list(goal)
            rng.shuffle(tiles)
            if self.reference.solvable(tuple(tiles), goal, columns) == solvable:
                return (
                    DrawnBoard(tuple(tiles), goal, columns),
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
    ) -> Tuple[DrawnBoard, str]:
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
                    DrawnBoard(board, goal, columns, route, goal, True),
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
        return DrawnBoard(board, goal, columns, route, target, exact), label

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

    def query(self, kind: str, rng: random.Random, turn: int) -> Tuple[DrawnBoard, str]:
        rows, columns = self.shapes[turn % len(self.shapes)]
        goal = self.format.goal_of((rows, columns))
        if self.format.goal_given:
            goal = tuple(rng.sample(goal, len(goal)))
        edges = None
        if self.format.edges_given:
            edges = tuple(graph_reference.random_edges(rows * columns, rng))
        if kind == "random":
            board = tuple(rng.sample(goal, len(goal)))
            return DrawnBoard(board, goal, columns, edges=edges), "random board"
        length = turn % (LONGEST_WALK + 1)
        graph = self.format.edges_of(_format.Query(goal, goal, rows, columns, edges))
        board = graph_reference.walk(goal, graph, length, rng)
        return DrawnBoard(board, goal, columns, edges=edges), "random walk of %d moves" % length

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
