"""What the problems' exhaustive checks share: the shape of a check, and the check of a problem
whose inputs and answers its format writes.

A problem with an exhaustive check has a module slidingkit/problems/NAME/exhaustive.py holding
CHECK, an Exhaustive: how many positions it checks and how each answer is judged. `python -m
slidingkit.tools.verify` runs every CHECK (slidingkit/tools/verify/ says how); a problem without
that module has no exhaustive check.

A position is what one answer is checked against: for a check with a goal, a board of the goal's
shape (3x3 unless the check gives other columns) and its distance to the goal by plain BFS
(slidingkit/oracle/reference.py), None if it cannot reach it; a check that draws its own positions
says what its are. A check function takes the solution's solve() (text in, text out) and a batch of
positions and returns the Mismatches, one per wrong answer; a solve() that raises is a mismatch of
the boards it was given, never an error of the check. Inputs are written, and answers read and
expected, by the problem's FORMAT (slidingkit/problems/_format.py); the distances and paths come
from slidingkit/oracle/ or a special judge in judge_cases/, never from solutions/.

Usage (a problem's exhaustive.py)
    CHECK = Exhaustive.of_format(FORMAT, "every 3x3 board, one a call: ...")
Standard library, slidingkit/oracle/ and the problems' formats (_format, _cases) only.
"""

from dataclasses import dataclass
from typing import Any, Callable, List, Optional, Sequence, Tuple, Type, Union

from slidingkit.oracle import reference, reference_paths
from slidingkit.problems._cases import distance_answer
from slidingkit.problems._format import Format, Query

Board = Tuple[int, ...]  # a board, row-major, 0 the blank: 3x3 unless a check says otherwise
Position = Tuple[Any, Any]  # (board, BFS distance or None), or what a check's positions() draws
Solve = Callable[[str], str]  # a solution's solve(): the whole input in, the whole output out

STANDARD_GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)  # 1 2 3 / 4 5 6 / 7 8 blank
BATCH = 1000  # positions per task by default (and boards per solve() call where a check batches)
LAYOUT = "single"  # the spacing every check writes its inputs in (one space between tiles)


@dataclass(frozen=True)
class Mismatch:
    """One wrong answer: the position (a board as its digits, or what the check names it by),
    what the answer must be, what came out."""

    board: str
    expected: str
    got: str


@dataclass(frozen=True)
class Exhaustive:
    """One problem's exhaustive check: the answers to check and how to judge them.

    check(solve, positions) judges a batch of positions (at most `batch` of them) and returns the
    mismatches. The positions are either every board of `goal`'s shape (its cells in rows of
    `columns`) with its BFS distance to `goal`, leaving out the boards that cannot reach it when
    `unreachable` is False (where the statement rules them out), or, for a check with no single
    goal, positions(sample, seed) -> (positions, how they were chosen, for the summary line),
    `sample` positions drawn from `seed` (by default `default_sample`), plus `extra` positions it
    always adds. `describe` says what the check proves, in one sentence.
    `test_samples` are the samples tests/test_exhaustive.py checks under the quick and ci
    Hypothesis profiles (the thorough profile checks what `python -m slidingkit.tools.verify` does);
    None checks every position under every profile.
    """

    check: Callable[[Solve, Sequence[Position]], List[Mismatch]]
    describe: str
    goal: Optional[Board] = None
    columns: int = 3
    unreachable: bool = True
    positions: Optional[Callable[[int, int], Tuple[List[Position], str]]] = None
    default_sample: Optional[int] = None
    extra: int = 0
    batch: int = BATCH
    test_samples: Optional[Tuple[int, int]] = None

    def __post_init__(self) -> None:
        if (self.goal is None) == (self.positions is None):
            raise ValueError("an exhaustive check has either a goal or its own positions()")
        if self.positions is not None and self.default_sample is None:
            raise ValueError("a check that draws its own positions needs a default_sample")
        if self.goal is not None and (
            self.columns < 2 or len(self.goal) % self.columns or len(self.goal) < 2 * self.columns
        ):
            raise ValueError(
                "a goal of %d cells is no board of %d columns" % (len(self.goal), self.columns)
            )

    @classmethod
    def of_format(
        cls,
        written: Format,
        describe: str,
        goal: Optional[Board] = None,
        kind: Optional[Type["FormatCheck"]] = None,
        **options: Any,
    ) -> "Exhaustive":
        """The check of every board of written's one shape against goal (by default written's
        own), its inputs written and its answers judged by written: kind (a FormatCheck, the
        default) does it. options are the other fields (unreachable, batch, test_samples).
        ValueError if written has several shapes, or no no_answer for the boards that cannot
        reach the goal where the check takes them."""
        if len(written.shapes) != 1:
            raise ValueError("a check of every board takes a format of one shape")
        [(rows, columns)] = written.shapes
        goal = written.goal_of((rows, columns)) if goal is None else goal
        if options.get("unreachable", True) and written.no_answer is None:
            raise ValueError("the boards that cannot reach the goal need the format's no_answer")
        check = (kind or FormatCheck)(written, goal, columns)
        return cls(check, describe, goal=goal, columns=columns, **options)


# ---- how boards are named and failures shown ----


def board_digits(board: Board) -> str:
    return "".join(map(str, board))


def described_failure(error: BaseException) -> str:
    return "solve() raised %s: %s" % (type(error).__name__, error)


def shortened(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[:limit] + "... (%d characters)" % len(text)


# ---- answers as a format writes them ----


def answers_in(written: Format, text: str, count: int) -> Optional[List[str]]:
    """text cut into count answers as written writes them, each with its final newline (as many
    lines as written's answer, written's between_answers between two), or None if text is not
    count such answers. O(len(text) + count)."""
    size = written.answer.count("\n") + 1  # lines of one answer
    step = size + written.between_answers.count("\n")
    lines = text.split("\n")
    answers = [
        "\n".join(lines[start : start + size]) + "\n" for start in range(0, count * step, step)
    ]
    return answers if written.between_answers.join(answers) == text else None


def solved(solve: Solve, written: Format, queries: Sequence[Query]) -> Union[List[str], str]:
    """The answers (answers_in) of one solve() call on queries written by written, or what went
    wrong: solve() raised, or did not print one answer per query."""
    try:
        text = solve(written.input_text(queries, LAYOUT))
    except Exception as error:  # a crash is the mismatch of every board in the call
        return described_failure(error)
    answers = answers_in(written, text, len(queries))
    if answers is None:
        return "not %d answers: %s" % (len(queries), shortened(text, 80))
    return answers


class FormatCheck:
    """The check of boards against one goal whose inputs and answers the problem's format writes.

    Each board is a query of the goal, written in LAYOUT; a format of one board an input (its
    cases (1, 1)) gets one solve() call per board, any other one call for the whole batch. Where
    the format's answer is a count, each answer must be exactly what the format writes for the
    board's BFS distance; where it is a path (an answer of {path} alone), the format's no_answer
    exactly where BFS finds none, else a path in the format's letters as long as the BFS distance
    that replays (reference_paths.replay) to the goal. A class rather than a closure, so that the
    check pickles into the verify workers. Costs O(the input) beside the solve() calls."""

    def __init__(self, written: Format, goal: Board, columns: int) -> None:
        no_answer = written.no_answer
        if written.wants_path and (written.answer != "{path}" or "{" in (no_answer or "")):
            raise ValueError("a path check takes a format whose answer is {path} alone")
        if no_answer is not None and no_answer.count("\n") != written.answer.count("\n"):
            raise ValueError("the format's no_answer and answer have different numbers of lines")
        self.written = written
        self.goal = goal
        self.columns = columns

    def __call__(self, solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
        if self.written.cases[1] == 1:
            return [wrong for position in positions for wrong in self.batch(solve, [position])]
        return self.batch(solve, positions)

    def batch(self, solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
        """The mismatches of one solve() call on positions' boards."""
        rows = len(self.goal) // self.columns
        queries = [Query(board, self.goal, rows, self.columns) for board, _ in positions]
        expected = self.expected(positions, queries)
        got = solved(solve, self.written, queries)
        if isinstance(got, str):
            return self.failed(solve, positions, expected, got)
        mismatches = []
        for (board, moves), want, answer in zip(positions, expected, got):
            if self.written.wants_path:
                problem = self.path_problem(board, moves, answer[:-1])
                if problem is not None:
                    shown = "%s (%s)" % (shortened(answer[:-1], 60), problem)
                    mismatches.append(Mismatch(board_digits(board), want, shown))
            elif answer != want:
                mismatches.append(Mismatch(board_digits(board), want, shortened(answer, 80)))
        return mismatches

    def expected(self, positions: Sequence[Position], queries: Sequence[Query]) -> List[str]:
        """What each position's answer must be: for a count, what the format writes for its BFS
        distance (with its final newline); for a path, the format's no_answer or the path's
        length."""
        if self.written.wants_path:
            return [
                str(self.written.no_answer) if moves is None else "a path of %d moves" % moves
                for _, moves in positions
            ]
        text = self.written.answer_text(queries, [distance_answer(moves) for _, moves in positions])
        answers = answers_in(self.written, text, len(queries))
        assert answers is not None  # the format cuts what it writes
        return answers

    def failed(
        self, solve: Solve, positions: Sequence[Position], expected: Sequence[str], failure: str
    ) -> List[Mismatch]:
        """The mismatches of a solve() call that raised or did not print an answer per board:
        every board's, with failure."""
        return [
            Mismatch(board_digits(board), want, failure)
            for (board, _), want in zip(positions, expected)
        ]

    def path_problem(self, board: Board, moves: Optional[int], line: str) -> Optional[str]:
        """None if line is the right answer for board: the format's no_answer exactly when BFS
        finds no path, else a path in the format's letters that replays to the goal in exactly
        the BFS distance. O(the path)."""
        no_answer = self.written.no_answer
        if moves is None:
            return None if line == no_answer else "expected %s" % no_answer
        if len(line) != moves:
            return "a path of %d moves, the shortest has %d" % (len(line), moves)
        for letter in line:
            if letter not in self.written.letters:
                return "%r is not a move" % letter
        path = line.translate(str.maketrans(self.written.letters, "UDLR"))
        try:
            end = reference_paths.replay(board, self.columns, path)
        except ValueError as error:
            return "an illegal move: %s" % error
        return None if end == self.goal else "the path does not reach the goal"


class FirstPathCheck(FormatCheck):
    """FormatCheck for a file that promises the first shortest path in the order of its format's
    letters (their order is U, D, L, R's): a right path must also be the one the BFS walk of
    reference.first_shortest_path takes. O(the path x the cells) more a board."""

    def path_problem(self, board: Board, moves: Optional[int], line: str) -> Optional[str]:
        problem = super().path_problem(board, moves, line)
        if problem is not None or moves is None:
            return problem
        first = reference.first_shortest_path(board, self.goal, self.columns, "UDLR") or ""
        written = first.translate(str.maketrans("UDLR", self.written.letters))
        if line == written:
            return None
        order = self.written.letters
        return "not the first shortest path in %s order, %s" % (order, shortened(written, 60))


# ---- positions drawn at random ----


def random_board(rng, blank: int) -> Board:
    """A random permutation of 1..8 with the blank inserted on cell `blank`."""
    tiles = list(range(1, 9))
    rng.shuffle(tiles)
    tiles.insert(blank, 0)
    return tuple(tiles)


def swapped_tiles(board: Board) -> Board:
    """The board with its first two tiles (never the blank) exchanged: the other parity,
    same blank cell."""
    cells = list(board)
    first, second = [cell for cell, tile in enumerate(cells) if tile][:2]
    cells[first], cells[second] = cells[second], cells[first]
    return tuple(cells)
