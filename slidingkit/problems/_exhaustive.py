"""What the problems' exhaustive checks share: the shape of a check, and the answer checks that
several problems use.

A problem with an exhaustive check has a module slidingkit/problems/NAME/exhaustive.py holding
CHECK, an Exhaustive: how many positions it checks and how each answer is judged. `python -m
slidingkit.tools.verify` runs every CHECK (slidingkit/tools/verify/ says how); a problem without
that module has no exhaustive check.

A position is what one answer is checked against: for a check with a goal, a board of the goal's
shape (3x3 unless the check gives other columns) and its distance to the goal by plain BFS
(slidingkit/oracle/reference.py), None if it cannot reach it; a check that draws its own positions
says what its are. A check function takes the solution's solve() (text in, text out) and a batch of
positions and returns the Mismatches, one per wrong answer; a solve() that raises is a mismatch of
the boards it was given, never an error of the check. Expected answers come from slidingkit/oracle/
or a special judge in judge_cases/, never from solutions/.

Usage (a problem's exhaustive.py)
    CHECK = Exhaustive(check, "every 3x3 board ...", goal=GOAL)
Standard library and slidingkit/oracle/ only.
"""

from dataclasses import dataclass
from typing import Any, Callable, List, Optional, Sequence, Tuple

from slidingkit.oracle import reference

Board = Tuple[int, ...]  # a board, row-major, 0 the blank: 3x3 unless a check says otherwise
Position = Tuple[Any, Any]  # (board, BFS distance or None), or what a check's positions() draws
Solve = Callable[[str], str]  # a solution's solve(): the whole input in, the whole output out

STANDARD_GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)  # 1 2 3 / 4 5 6 / 7 8 blank
BATCH = 1000  # positions per task by default (and boards per solve() call where a check batches)
MOVES = {"u": "U", "d": "D", "l": "L", "r": "R"}  # the family's lower-case letters, as U, D, L, R


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


# ---- how boards are written and failures shown ----


def board_digits(board: Board) -> str:
    return "".join(map(str, board))


def grid_rows(board: Board) -> str:
    """The board as three lines of space-separated tiles, each ending in a newline."""
    return "".join("%d %d %d\n" % board[start : start + 3] for start in (0, 3, 6))


def x_tokens(board: Board) -> str:
    """The board as the tokens 1-8 and x, separated by spaces."""
    return " ".join("x" if tile == 0 else str(tile) for tile in board)


def described_failure(error: BaseException) -> str:
    return "solve() raised %s: %s" % (type(error).__name__, error)


def shortened(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[:limit] + "... (%d characters)" % len(text)


# ---- answers of one line per board: a path, or a count ----


def batch_lines(
    solve: Solve, positions: Sequence[Position], text: str, separator: str = "\n"
) -> List[str]:
    """The answer lines of one solve() call for all positions, or a one-line failure per board."""
    try:
        got = solve(text)
    except Exception as error:  # a crash is the mismatch of every board in the call
        return [described_failure(error)] * len(positions)
    lines = got[:-1].split(separator) if got.endswith("\n") else []
    if len(lines) != len(positions):
        return [
            "%d lines for %d boards: %s" % (len(lines), len(positions), shortened(got, 80))
        ] * len(positions)
    return lines


def path_problem(board: Board, moves: Optional[int], line: str) -> Optional[str]:
    """None if line is the right answer for board: `unsolvable` exactly when BFS says so, else a
    path over u, d, l, r that replays (reference moves) to the standard goal in exactly the BFS
    distance."""
    if moves is None:
        return None if line == "unsolvable" else "expected unsolvable"
    if len(line) != moves:
        return "a path of %d moves, the shortest has %d" % (len(line), moves)
    for letter in line:
        if letter not in MOVES:
            return "%r is not a move" % letter
        options = dict(reference.moves_in(board, 3))
        if MOVES[letter] not in options:
            return "an illegal move %r" % letter
        board = options[MOVES[letter]]
    return None if board == STANDARD_GOAL else "the path does not reach the goal"


def check_paths(
    solve: Solve, positions: Sequence[Position], text: str, separator: str = "\n"
) -> List[Mismatch]:
    """One solve() call on text (the positions' boards); each answer line judged by
    path_problem."""
    mismatches = []
    for (board, moves), line in zip(positions, batch_lines(solve, positions, text, separator)):
        problem = path_problem(board, moves, line)
        if problem is not None:
            expected = "unsolvable" if moves is None else "a path of %d moves" % moves
            mismatches.append(
                Mismatch(board_digits(board), expected, "%s (%s)" % (shortened(line, 60), problem))
            )
    return mismatches


def check_x_paths_one_at_a_time(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per board, written as the tokens 1-8 and x on one line; the answer line
    judged by path_problem."""
    mismatches = []
    for position in positions:
        mismatches.extend(check_paths(solve, [position], x_tokens(position[0]) + "\n"))
    return mismatches


def check_counts(
    solve: Solve,
    positions: Sequence[Position],
    text: str,
    wanted: Callable[[int, Optional[int]], str],
    separator: str = "\n",
) -> List[Mismatch]:
    """One solve() call on text; answer line i must be exactly wanted(i, BFS distance or None),
    i counted from 1."""
    mismatches = []
    for number, ((board, moves), line) in enumerate(
        zip(positions, batch_lines(solve, positions, text, separator)), 1
    ):
        if line != wanted(number, moves):
            mismatches.append(
                Mismatch(board_digits(board), wanted(number, moves), shortened(line, 80))
            )
    return mismatches


def distance_or_minus_one(number: int, moves: Optional[int]) -> str:
    """A count's answer line: the BFS distance, or -1 where the goal cannot be reached."""
    return "%d" % (-1 if moves is None else moves)


class CountOneACall:
    """The check of a file that answers one board a call with its distance or -1: each board,
    written by write(board), goes to its own solve() call (check_counts). A class rather than a
    closure, so that the check pickles into the verify workers."""

    def __init__(self, write: Callable[[Board], str]) -> None:
        self.write = write

    def __call__(self, solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
        mismatches = []
        for position in positions:
            text = self.write(position[0])
            mismatches.extend(check_counts(solve, [position], text, distance_or_minus_one))
        return mismatches


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
