"""Every 3x3 position through the submitted solution files, each answer checked against plain BFS.

What it proves
    For each check, all 9! = 362,880 boards go through the solve() of a file in solutions/ (the
    file users submit, with its vendored core; never core/puzzle.py), and every answer is compared
    with oracle/reference.py (a plain BFS that shares no code with the solutions):
      luogu      solutions/luogu_p1379.py, goal 123804765, one board per solve() call: the 181,440
                 boards that can reach the goal print their BFS distance, the 181,440 that cannot
                 print -1, exactly ("D\\n").
      hihocoder  solutions/hihocoder_1312.py, goal 123456780, one input of t = up to 1,000 boards
                 per solve() call: one line per board, the BFS distance or exactly `No Solution!`.
      princeton  solutions/princeton_8puzzle.py, goal 123456780, one board per solve() call: the
                 special judge (judge_cases/princeton_8puzzle_checker.py, check()) accepts the
                 output against `Minimum number of moves = D` from BFS, so the path is printed
                 exactly, replays slide by slide from the input to the goal and has the BFS length;
                 the boards that cannot reach the goal print exactly `No solution possible`.
    The family's 3x3 files that answer with a count or a path go through the same check
    over every board: poj_1077, acwing_179, acwing_845, hdu_1043, uva_652, lightoj_1139 (goal
    123456780, written 12345678x). Two have no single goal, so they take a seeded sample instead:
      hdu_3567   solutions/hdu_3567.py, any goal: 20,250 random (start, goal) pairs, 250 for each of
                 the 81 pairs of blank cells (start, goal), plus the 9 starts that are their goal
                 (`Case x: 0` and an empty line) and the 164 farthest starts of one goal per blank
                 cell (30 and 31 moves); T = 200 cases per solve() call. Each answer must be exactly
                 `Case x: d` and the smallest shortest path in ASCII order d < l < r < u, from one
                 plain BFS per goal (canonical relabelling: nine in all) and a walk from the start
                 that takes the smallest letter lowering the BFS distance (smallest_shortest_path
                 says why that is the smallest). Unsolvable pairs are left out: the statement rules
                 them out and the file refuses them as bad input.
      uva_10085  solutions/uva_10085.py, no goal: 225 random starts, 25 per blank cell, one solve()
                 call each; every answer is judged by the special judge's own check()
                 (judge_cases/farthest_board_checker.py, its own BFS from the start) and by the
                 plain BFS from the start (reference.shape_distances of the canonical start,
                 renamed): the printed board is one of the farthest, the path replays to it and has
                 the farthest distance.
    A solve() that raises counts as a mismatch for that board; nothing stops the run early.

Usage (from the repo root; `make verify` runs the first line, with the .venv's python)
    python3 tools/verify.py
    python3 tools/verify.py [--only NAME] [--sample N] [--seed N] [--jobs N]
    --only     run one check (repeat it for several): luogu, hihocoder, princeton, poj_1077,
               acwing_179, acwing_845, hdu_1043, uva_652, lightoj_1139, hdu_3567, uva_10085;
               default all of them
    --sample   check a seeded random sample of N of the 181,440 boards that reach the goal instead
               of all of them (the 181,440 that cannot are always all checked, a parity test
               each); for hdu_3567, N random pairs instead of 20,250, for uva_10085 N random starts
               instead of 225 (the extra pairs of hdu_3567 always go in)
    --seed     the sample's seed (default 1379)
    --jobs     worker processes (default os.cpu_count()); 1 runs everything in this process
    On a terminal, stderr shows one progress line per check, rewritten in place (positions checked
    / total, rate, time left); nothing when stderr is not a terminal. Then one summary line per
    check on stdout, the first 10 mismatches of each (board, expected, got), and exit status 1 if
    there was any mismatch (2 for bad usage).

    $ python3 tools/verify.py
    luogu      362,880 positions (181,440 reach 123804765, 181,440 cannot): 0 mismatches,
               T s (C s CPU)
    hihocoder  362,880 positions (181,440 reach 123456780, 181,440 cannot): 0 mismatches,
               T s (C s CPU)
    princeton  362,880 positions (181,440 reach 123456780, 181,440 cannot): 0 mismatches,
               T s (C s CPU)
    $ python3 tools/verify.py --only hdu_3567 --only uva_10085
    hdu_3567   20,423 positions (pairs of a start and a goal: 20,250 random (seed 1379), every
               blank cell of the start with every one of the goal; the 9 starts that are their
               goal; the 164 farthest starts of 9 goals): 0 mismatches, T s (C s CPU)
    uva_10085  225 positions (random starts (seed 1379), every blank cell; each answer judged by
               the special judge and by BFS from its start): 0 mismatches, T s (C s CPU)

As a library (tests/test_exhaustive.py)
    verify_luogu(jobs, progress=None), verify_hihocoder(...), verify_princeton(...), or
    verify(name, jobs, ...), return a Report: checked, reachable, unreachable, mismatches (a list
    of Mismatch(board, expected, got), sorted by board), seconds, cpu_seconds. Options: sample=,
    seed=, positions= (check exactly these (board, BFS distance) pairs; for hdu_3567 ((start,
    goal), expected path), for uva_10085 (start, (farthest distance, farthest boards))) and
    solve= (replaces the solution's solve(); any picklable callable when jobs > 1), so a test can
    show that a wrong answer is reported. hdu_3567_positions and uva_10085_positions draw the
    samples; smallest_shortest_path is HDU 3567's reference path.

Cost: each check first runs a BFS (181,440 boards) and starts its workers; nearly all the
    rest is the solutions' own IDA* on the reachable boards, an unreachable board costing a
    parity check. HDU 3567 adds nine reference BFS runs and a reference path per pair in this
    process; UVa 10085's cost is nearly all the special judge's own BFS (181,440 boards a start).
    Memory: the BFS maps in this process (O(boards) each, nine of them for HDU 3567) and each
    worker's own. `make verify` prints each check's time.
    Needs the repo root on sys.path (it adds it); the standard library only.
"""

from __future__ import annotations

import argparse
import itertools
import math
import multiprocessing
import os
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from oracle import family_reference, reference  # noqa: E402  # needs the sys.path entry above
from statusline import StatusLine  # noqa: E402  # needs the sys.path entry above
from tools.common import load_checker, load_solution  # noqa: E402  # needs the sys.path entry above

Board = Tuple[int, ...]
# A board and its BFS distance to the goal, None if it cannot reach it; for hdu_3567 a (start, goal)
# pair and its expected path, for uva_10085 a start and
# (its farthest distance, every farthest board).
Position = Tuple[Any, Any]
Solve = Callable[[str], str]
Progress = Callable[[int, int], None]  # progress(positions checked so far, total)

ALL_BOARDS = math.factorial(9)  # 362,880: half can reach any given goal, half cannot
DEFAULT_SEED = 1379
CHUNK_SIZE = 1000  # positions per task (and boards per HihoCoder solve() call)
SHOWN_MISMATCHES = 10
# Workers start as fresh interpreters, so the solutions' recursive search runs at the same shallow
# stack depth whoever calls verify(). A worker forked from deep inside pytest inherits ~70 frames,
# and CPython 3.11's frame stack then crosses a 16 KiB chunk boundary inside the search over and
# over (an mmap and a munmap each time, python/cpython#142183), which costs CPU, most of it system
# time. Starting a worker costs an interpreter's start and importing tests/conftest.py.
START_METHOD = "spawn"

PRINCETON_HEADER = "Minimum number of moves = %d\n"
PRINCETON_NO_SOLUTION = "No solution possible\n"


@dataclass(frozen=True)
class Mismatch:
    """One wrong answer: the board as nine digits, what BFS says the output must be,
    what came out."""

    board: str
    expected: str
    got: str


@dataclass
class Report:
    """What one check found. reachable + unreachable = checked:
    the boards that can and cannot reach the goal."""

    name: str
    checked: int = 0
    reachable: int = 0
    unreachable: int = 0
    mismatches: List[Mismatch] = field(default_factory=list)
    seconds: float = 0.0  # wall time of the whole check
    # CPU time of the chunks summed over the workers: other load on the machine barely moves it
    cpu_seconds: float = 0.0
    sample: Optional[int] = None  # None: every board
    seed: Optional[int] = None
    split: Optional[str] = (
        None  # how the positions were chosen, for the checks that draw their own (Check.positions)
    )

    def summary(self) -> str:
        """One line: positions, how they split, mismatches, wall and CPU seconds."""
        goal = CHECKS[self.name].goal
        if goal is None:
            split = self.split or "given positions"
        elif self.sample is None:
            split = "%s reach %s, %s cannot" % (
                format(self.reachable, ","),
                board_digits(goal),
                format(self.unreachable, ","),
            )
        else:
            split = "%s sampled (seed %s) of the %s that reach %s; all %s that cannot" % (
                format(self.reachable, ","),
                self.seed,
                format(ALL_BOARDS // 2, ","),
                board_digits(goal),
                format(self.unreachable, ","),
            )
        return "%-10s %s positions (%s): %d mismatch%s, %.1f s (%.1f s CPU)" % (
            self.name,
            format(self.checked, ","),
            split,
            len(self.mismatches),
            "" if len(self.mismatches) == 1 else "es",
            self.seconds,
            self.cpu_seconds,
        )


@dataclass
class ChunkResult:
    reachable: int
    unreachable: int
    mismatches: List[Mismatch]
    cpu_seconds: float


# ---- inputs and expected outputs, one problem at a time ----


def board_digits(board: Board) -> str:
    return "".join(map(str, board))


def grid_rows(board: Board) -> str:
    """The board as three lines of space-separated tiles, each ending in a newline."""
    return "".join("%d %d %d\n" % board[start : start + 3] for start in (0, 3, 6))


def described_failure(error: BaseException) -> str:
    return "solve() raised %s: %s" % (type(error).__name__, error)


def check_luogu(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per board: input `283104765\\n`,
    output exactly the distance or -1 and a newline."""
    mismatches = []
    for board, moves in positions:
        expected = "%d\n" % (-1 if moves is None else moves)
        try:
            got = solve(board_digits(board) + "\n")
        except Exception as error:  # a crash on one board is that board's mismatch
            got = described_failure(error)
        if got != expected:
            mismatches.append(Mismatch(board_digits(board), expected, got))
    return mismatches


def hihocoder_line(moves: Optional[int]) -> str:
    return reference.HIHOCODER_NO_SOLUTION if moves is None else str(moves)


def hihocoder_input(boards: Sequence[Board]) -> str:
    return "%d\n" % len(boards) + "".join(grid_rows(board) for board in boards)


def check_hihocoder(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """All the positions in one solve() call (t = len(positions)): one exact line per board.

    If the batch raises or has the wrong number of lines, that is reported as a mismatch of the
    batch (named by its first board), and every board is then tried alone (t = 1) to name the
    boards that fail.
    """
    boards = [board for board, _ in positions]
    expected_lines = [hihocoder_line(moves) for _, moves in positions]
    expected = "".join(line + "\n" for line in expected_lines)
    try:
        got = solve(hihocoder_input(boards))
    except Exception as error:
        got = described_failure(error)
    if got == expected:
        return []
    got_lines = got.split("\n")
    if got.endswith("\n") and len(got_lines) == len(boards) + 1:  # a line per board, then ""
        return [
            Mismatch(board_digits(board), want + "\n", have + "\n")
            for board, want, have in zip(boards, expected_lines, got_lines)
            if want != have
        ]
    if len(boards) == 1:
        return [Mismatch(board_digits(boards[0]), expected, shortened(got))]
    first = "%s (first of a batch of t = %d)" % (board_digits(boards[0]), len(boards))
    mismatches = [Mismatch(first, "%d lines" % len(boards), shortened(got))]
    for position in positions:  # now name the boards that fail on their own
        mismatches.extend(check_hihocoder(solve, [position]))
    return mismatches


def shortened(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[:limit] + "... (%d characters)" % len(text)


def check_princeton(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per board (`3`, then three rows); the special judge decides each output."""
    checker = load_checker("princeton_8puzzle")
    mismatches = []
    for board, moves in positions:
        input_text = "3\n" + grid_rows(board)
        expected = PRINCETON_NO_SOLUTION if moves is None else PRINCETON_HEADER % moves
        try:
            got = solve(input_text)
        except Exception as error:
            mismatches.append(Mismatch(board_digits(board), expected, described_failure(error)))
            continue
        try:
            problem = checker.check(input_text, got, expected)
        except checker.JudgeDataError as error:  # e.g. a valid path shorter than BFS's: say so
            problem = "judge error: %s" % error
        if problem is not None:
            first_line = got.split("\n", 1)[0]
            mismatches.append(
                Mismatch(
                    board_digits(board),
                    expected,
                    "%s (special judge: %s)" % (shortened(first_line, 60), problem),
                )
            )
    return mismatches


# ---- the family: the 3x3 problems that answer with a count or a path ----

X_GOAL = reference.HIHOCODER_GOAL  # 1 2 3 / 4 5 6 / 7 8 x
LOWER = {"u": "U", "d": "D", "l": "L", "r": "R"}


def x_tokens(board: Board) -> str:
    """The board as the tokens 1-8 and x, separated by spaces."""
    return " ".join("x" if tile == 0 else str(tile) for tile in board)


def path_problem(board: Board, moves: Optional[int], line: str) -> Optional[str]:
    """None if line is the right answer for board: `unsolvable` exactly when BFS says so, else a
    path over u, d, l, r that replays (reference moves) to the goal in exactly the BFS distance."""
    if moves is None:
        return None if line == "unsolvable" else "expected unsolvable"
    if len(line) != moves:
        return "a path of %d moves, the shortest has %d" % (len(line), moves)
    for letter in line:
        if letter not in LOWER:
            return "%r is not a move" % letter
        options = dict(reference.moves_in(board, 3))
        if LOWER[letter] not in options:
            return "an illegal move %r" % letter
        board = options[LOWER[letter]]
    return None if board == X_GOAL else "the path does not reach the goal"


def batch_lines(
    solve: Solve, positions: Sequence[Position], text: str, separator: str = "\n"
) -> List[str]:
    """The answer lines of one solve() call for all positions, or a one-line failure per board."""
    try:
        got = solve(text)
    except Exception as error:
        return [described_failure(error)] * len(positions)
    lines = got[:-1].split(separator) if got.endswith("\n") else []
    if len(lines) != len(positions):
        return [
            "%d lines for %d boards: %s" % (len(lines), len(positions), shortened(got, 80))
        ] * len(positions)
    return lines


def check_paths(
    solve: Solve, positions: Sequence[Position], text: str, separator: str = "\n"
) -> List[Mismatch]:
    mismatches = []
    for (board, moves), line in zip(positions, batch_lines(solve, positions, text, separator)):
        problem = path_problem(board, moves, line)
        if problem is not None:
            expected = "unsolvable" if moves is None else "a path of %d moves" % moves
            mismatches.append(
                Mismatch(board_digits(board), expected, "%s (%s)" % (shortened(line, 60), problem))
            )
    return mismatches


def check_poj_1077(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per board; the line is judged by path_problem."""
    mismatches = []
    for position in positions:
        mismatches.extend(check_paths(solve, [position], x_tokens(position[0]) + "\n"))
    return mismatches


def check_hdu_1043(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """All the positions in one solve() call, one board a line until the end of input."""
    return check_paths(solve, positions, "".join(x_tokens(board) + "\n" for board, _ in positions))


def check_uva_652(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """All the positions in one solve() call (N boards, blank lines between);
    answers separated by an empty line."""
    text = "%d\n\n" % len(positions) + "\n".join(x_tokens(board) + "\n" for board, _ in positions)
    return check_paths(solve, positions, text, "\n\n")


def check_counts(
    solve: Solve,
    positions: Sequence[Position],
    text: str,
    wanted: Callable[[int, Optional[int]], str],
    separator: str = "\n",
) -> List[Mismatch]:
    mismatches = []
    for number, ((board, moves), line) in enumerate(
        zip(positions, batch_lines(solve, positions, text, separator)), 1
    ):
        if line != wanted(number, moves):
            mismatches.append(
                Mismatch(board_digits(board), wanted(number, moves), shortened(line, 80))
            )
    return mismatches


def check_acwing_845(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per board: the BFS distance, or -1."""
    mismatches = []
    for position in positions:
        mismatches.extend(
            check_counts(
                solve,
                [position],
                x_tokens(position[0]) + "\n",
                lambda number, moves: "%d" % (-1 if moves is None else moves),
            )
        )
    return mismatches


def check_lightoj_1139(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """All the positions in one solve() call: `Case i: D` or `Case i: impossible`."""
    text = "%d\n" % len(positions) + "".join("\n" + grid_rows(board) for board, _ in positions)
    return check_counts(
        solve,
        positions,
        text,
        lambda number, moves: "Case %d: %s" % (number, "impossible" if moves is None else moves),
    )


# ---- HDU 3567 (any goal) and UVa 10085 (no goal): seeded samples instead of every board ----

# random (start, goal) pairs by default: 250 for each blank cell of the start with each of the goal
HDU_3567_PAIRS = 81 * 250
HDU_3567_BATCH = 200  # the statement's T <= 200: the cases of one solve() call
UVA_10085_STARTS = 9 * 25  # random starts by default: 25 for each blank cell
UVA_10085_BATCH = 10  # starts per task (one solve() call each): a special judge's BFS apiece
ORDER_3567 = "DLRU"  # the blank's moves in the ASCII order of HDU 3567's letters, d < l < r < u


def random_board(rng: random.Random, blank: int) -> Board:
    """A random permutation of 1..8 with the blank inserted on cell `blank`."""
    tiles = list(range(1, 9))
    rng.shuffle(tiles)
    tiles.insert(blank, 0)
    return tuple(tiles)


def smallest_shortest_path(start: Board, goal: Board) -> Optional[str]:
    """The path HDU 3567 wants (U, D, L, R), or None if start cannot reach goal: from one plain
    BFS per goal (of the canonical goal with the same blank cell; renaming tiles changes no move),
    walking from start and taking at each step the first letter in D, L, R, U whose move lowers the
    BFS distance (reference.first_shortest_path).

    Why that is the smallest shortest path: a shortest path of d moves must lower the distance by
    one at every move (a move changes it by at most one, and it has to reach 0 in d moves), and
    every move that lowers it can be finished into a shortest path. Paths of equal length compare
    at their first differing letter, so the smallest one starts with the smallest letter that
    lowers the distance, and continues with the smallest shortest path from there: by induction,
    the walk's path."""
    return family_reference.shortest_path(start, goal, 3, ORDER_3567)


def swapped_tiles(board: Board) -> Board:
    """The board with its first two tiles (never the blank) exchanged: the other parity,
    same blank cell."""
    cells = list(board)
    first, second = [cell for cell, tile in enumerate(cells) if tile][:2]
    cells[first], cells[second] = cells[second], cells[first]
    return tuple(cells)


def hdu_3567_positions(sample: Optional[int], seed: int) -> Tuple[List[Position], str]:
    """((start, goal), the smallest shortest path) for `sample` random pairs (default
    HDU_3567_PAIRS), cycling through the 81 pairs of blank cells of the start and the goal, each
    start made solvable to its goal by a swap of two tiles where the BFS says it cannot reach it;
    the 9 starts that are their goal (one per blank cell); and every farthest start of one random
    goal per blank cell (2 boards at 31 moves for 8 cells, 148 at 30 for the centre). Pairs that
    cannot be solved are left out: the statement rules them out, and the file refuses them as bad
    input (tests/test_family.py, tests/test_fuzz.py).
    Shuffled, so every batch costs about the same."""
    count = HDU_3567_PAIRS if sample is None else sample
    rng = random.Random(seed)
    positions = []
    for index in range(count):
        goal_blank, start_blank = divmod(index % 81, 9)
        goal, start = random_board(rng, goal_blank), random_board(rng, start_blank)
        path = smallest_shortest_path(start, goal)
        if path is None:
            start = swapped_tiles(start)
            path = smallest_shortest_path(start, goal)
        positions.append(((start, goal), path))
    same = [(goal, goal) for goal in (random_board(rng, blank) for blank in range(9))]
    farthest = []  # type: List[Tuple[Board, Board]]  # (start, goal)
    for blank in range(9):
        goal = random_board(rng, blank)
        farthest.extend((start, goal) for start in family_reference.farthest_boards(goal)[1])
    positions += [(pair, smallest_shortest_path(*pair)) for pair in same + farthest]
    rng.shuffle(positions)
    split = (
        "pairs of a start and a goal: %s random (seed %d), every blank cell of the start with "
        "every one of the goal; the %d starts that are their goal; the %d farthest starts of %d "
        "goals" % (format(count, ","), seed, len(same), len(farthest), 9)
    )
    return positions, split


def hdu_symbols(board: Board) -> str:
    """The board as HDU 3567 writes it: nine characters, X the blank."""
    return "".join("X" if tile == 0 else str(tile) for tile in board)


def pair_digits(pair: Tuple[Board, Board]) -> str:
    return "%s to %s" % (board_digits(pair[0]), board_digits(pair[1]))


def check_hdu_3567(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """All the positions in one solve() call (T = len(positions), at most 200): exactly `Case x: d`
    and the smallest shortest path in d, l, r, u on the next line, for each pair."""
    text = "%d\n" % len(positions) + "".join(
        "%s\n%s\n" % (hdu_symbols(start), hdu_symbols(goal)) for (start, goal), _ in positions
    )
    expected = [
        "Case %d: %d\n%s\n" % (number, len(path), path.lower())
        for number, (_, path) in enumerate(positions, 1)
    ]
    try:
        got = solve(text)
    except Exception as error:
        got = described_failure(error)
    lines = got.split("\n")
    if got.endswith("\n") and len(lines) == 2 * len(positions) + 1:
        answers = [
            "%s\n%s\n" % (lines[2 * index], lines[2 * index + 1]) for index in range(len(positions))
        ]
    else:
        answers = [
            "%d lines for %d cases: %s" % (len(lines) - 1, len(positions), shortened(got, 80))
        ] * len(positions)
    return [
        Mismatch(pair_digits(pair), want, shortened(answer, 80))
        for (pair, _), want, answer in zip(positions, expected, answers)
        if answer != want
    ]


def uva_10085_positions(sample: Optional[int], seed: int) -> Tuple[List[Position], str]:
    """(start, (the farthest distance, every board at it)) for `sample` random starts (default
    UVA_10085_STARTS), cycling through the 9 blank cells. Every start is solvable to something, so
    all count as reachable; the farthest boards come from one plain BFS per blank cell
    (family_reference.farthest_boards: from the canonical start with that blank cell, renamed)."""
    count = UVA_10085_STARTS if sample is None else sample
    rng = random.Random(seed)
    starts = [random_board(rng, index % 9) for index in range(count)]
    positions = [(start, family_reference.farthest_boards(start)) for start in starts]
    return (
        positions,
        "random starts (seed %d), every blank cell; each answer judged by the special judge "
        "and by BFS from its start" % seed,
    )


def uva_10085_problem(
    start: Board, farthest: Tuple[int, Sequence[Board]], answer: str
) -> Optional[str]:
    """None if answer (one puzzle's output, exactly as printed) is right by the BFS from start: the
    block `Puzzle #1`, a board in three rows, a path over U, D, L, R, an empty line; the path
    replays (reference moves) from start to the board, the board is one of the farthest, and the
    path is as long as the farthest distance."""
    lines = answer.split("\n")
    if len(lines) != 7 or lines[0] != "Puzzle #1" or lines[5:] != ["", ""]:
        return "not `Puzzle #1`, three rows, a path and an empty line"
    cells = " ".join(lines[1:4]).split(" ")
    if not all(len(cell) == 1 and cell.isdigit() for cell in cells) or sorted(
        map(int, cells)
    ) != list(range(9)):
        return "the three rows are not a board printed as `a b c`"
    board, path = tuple(map(int, cells)), lines[4]
    distance, boards = farthest
    at = start
    for letter in path:
        options = dict(reference.moves_in(at, 3))
        if letter not in options:
            return "%r is not a legal move" % letter
        at = options[letter]
    if at != board:
        return "the path does not lead to the board printed"
    if board not in boards:
        return "the board printed is not one of the farthest (%d moves away)" % distance
    if len(path) != distance:
        return "a path of %d moves, the shortest has %d" % (len(path), distance)
    return None


def check_uva_10085(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per start (N = 1): the special judge's own check() and the BFS from the
    start (uva_10085_problem) must both accept the output."""
    checker = load_checker("farthest_board")
    mismatches = []
    for start, farthest in positions:
        text = "1\n\n%s\n" % grid_rows(start)
        try:
            got = solve(text)
        except Exception as error:
            got = described_failure(error)
        problems = []
        independent = uva_10085_problem(start, farthest, got)
        if independent is not None:
            problems.append("BFS: %s" % independent)
        try:
            verdict = checker.check("uva_10085", text, got, "")
        except checker.JudgeDataError as error:
            verdict = "judge error: %s" % error
        if verdict is not None:
            problems.append("special judge: %s" % verdict)
        if problems:
            expected = "a board %d moves away and a path of %d moves to it" % (
                farthest[0],
                farthest[0],
            )
            mismatches.append(
                Mismatch(
                    board_digits(start),
                    expected,
                    "%s (%s)" % (shortened(got, 80), "; ".join(problems)),
                )
            )
    return mismatches


@dataclass(frozen=True)
class Check:
    solution: str  # solutions/SOLUTION.py
    goal: Optional[Board]  # None: the check draws its own goals (or has none), see positions
    check_positions: Callable[[Solve, Sequence[Position]], List[Mismatch]]
    # For a check of a seeded sample instead of every board: positions(sample, seed) -> (positions,
    # how they were chosen, for the summary line).
    positions: Optional[Callable[[Optional[int], int], Tuple[List[Position], str]]] = None
    chunk_size: int = CHUNK_SIZE  # positions per task


CHECKS = {
    "luogu": Check("luogu_p1379", reference.LUOGU_GOAL, check_luogu),
    "hihocoder": Check("hihocoder_1312", reference.HIHOCODER_GOAL, check_hihocoder),
    "princeton": Check("princeton_8puzzle", reference.HIHOCODER_GOAL, check_princeton),
    "poj_1077": Check("poj_1077", X_GOAL, check_poj_1077),
    "acwing_179": Check("acwing_179", X_GOAL, check_poj_1077),
    "acwing_845": Check("acwing_845", X_GOAL, check_acwing_845),
    "hdu_1043": Check("hdu_1043", X_GOAL, check_hdu_1043),
    "uva_652": Check("uva_652", X_GOAL, check_uva_652),
    "lightoj_1139": Check("lightoj_1139", X_GOAL, check_lightoj_1139),
    "hdu_3567": Check("hdu_3567", None, check_hdu_3567, hdu_3567_positions, HDU_3567_BATCH),
    "uva_10085": Check("uva_10085", None, check_uva_10085, uva_10085_positions, UVA_10085_BATCH),
}


# ---- positions, chunks and the pool ----


def positions_of(
    goal: Board, sample: Optional[int] = None, seed: int = DEFAULT_SEED
) -> List[Position]:
    """Every board with its BFS distance, in lexicographic order (so reachable and unreachable
    boards interleave and every chunk costs about the same). With `sample`, only a seeded random
    sample of that many of the reachable boards, but still every unreachable one: those cost a
    parity check each (O(N) a board), the reachable ones a search."""
    distances = reference.bfs_distances(goal)
    boards = list(itertools.permutations(range(9)))
    if sample is not None and sample < len(distances):
        chosen = set(random.Random(seed).sample(sorted(distances), sample))
        boards = [board for board in boards if board in chosen or board not in distances]
    return [(board, distances.get(board)) for board in boards]


def run_chunk(task: Tuple[str, Optional[Solve], List[Position]]) -> ChunkResult:
    """Check one chunk of positions (in a worker process, or in this one)."""
    start = time.process_time()
    name, solve, positions = task
    check = CHECKS[name]
    if solve is None:
        solve = load_solution(check.solution).solve
    reachable = sum(1 for _, moves in positions if moves is not None)
    mismatches = check.check_positions(solve, positions)
    return ChunkResult(
        reachable, len(positions) - reachable, mismatches, time.process_time() - start
    )


def chunks_of(
    positions: List[Position], jobs: int, chunk_size: int = CHUNK_SIZE
) -> List[List[Position]]:
    """Chunks of at most chunk_size positions, and at least 4 per worker so none sits idle at the
    end."""
    size = max(1, min(chunk_size, -(-len(positions) // (4 * jobs))))
    return [positions[start : start + size] for start in range(0, len(positions), size)]


def verify(
    name: str,
    jobs: Optional[int] = None,
    progress: Optional[Progress] = None,
    sample: Optional[int] = None,
    seed: int = DEFAULT_SEED,
    solve: Optional[Solve] = None,
    positions: Optional[List[Position]] = None,
) -> Report:
    """Run one check (a name in CHECKS) over every board, or `sample` of them, or the given
    `positions`; jobs worker processes (default os.cpu_count(); 1 = this process). For hdu_3567
    and uva_10085, sample is the number of random pairs or starts (default HDU_3567_PAIRS,
    UVA_10085_STARTS). solve replaces the solution file's solve()
    (a test's deliberately wrong one)."""
    check = CHECKS[name]
    jobs = jobs or os.cpu_count() or 1
    start = time.perf_counter()
    split = None
    if (
        check.goal is not None
        and sample is not None
        and sample >= len(reference.bfs_distances(check.goal))
    ):
        sample = None  # a sample of every reachable board is the full check
    if positions is None and check.positions is not None:
        positions, split = check.positions(sample, seed)
    elif positions is None:
        assert check.goal is not None  # a check without a goal draws its own positions
        positions = positions_of(check.goal, sample, seed)
    load_solution(check.solution)  # a file that does not load fails here, once, not in every worker
    if name == "princeton":
        load_checker("princeton_8puzzle")
    if name == "uva_10085":
        load_checker("farthest_board")
    chunks = chunks_of(positions, jobs, check.chunk_size)
    tasks = [(name, solve, chunk) for chunk in chunks]
    report = Report(name, sample=sample, seed=seed if sample is not None else None, split=split)
    if jobs == 1:
        results = map(run_chunk, tasks)  # type: Iterable[ChunkResult]
        report = collect(report, results, len(positions), progress)
    else:
        with multiprocessing.get_context(START_METHOD).Pool(min(jobs, len(tasks)) or 1) as pool:
            report = collect(
                report, pool.imap_unordered(run_chunk, tasks), len(positions), progress
            )
    report.seconds = time.perf_counter() - start
    return report


def collect(
    report: Report, results: Iterable[ChunkResult], total: int, progress: Optional[Progress]
) -> Report:
    if progress:
        progress(0, total)
    for result in results:
        report.reachable += result.reachable
        report.unreachable += result.unreachable
        report.checked = report.reachable + report.unreachable
        report.mismatches.extend(result.mismatches)
        report.cpu_seconds += result.cpu_seconds
        if progress:
            progress(report.checked, total)
    report.mismatches.sort(key=lambda mismatch: mismatch.board)  # chunks finish in any order
    return report


def verify_luogu(
    jobs: Optional[int] = None, progress: Optional[Progress] = None, **options
) -> Report:
    """Every board through solutions/luogu_p1379.py against BFS to 123804765. See verify()."""
    return verify("luogu", jobs, progress, **options)


def verify_hihocoder(
    jobs: Optional[int] = None, progress: Optional[Progress] = None, **options
) -> Report:
    """Every board through solutions/hihocoder_1312.py
    (t = 1,000 per call) against BFS to 123456780."""
    return verify("hihocoder", jobs, progress, **options)


def verify_princeton(
    jobs: Optional[int] = None, progress: Optional[Progress] = None, **options
) -> Report:
    """Every board through solutions/princeton_8puzzle.py,
    each output judged by the special judge."""
    return verify("princeton", jobs, progress, **options)


# ---- the command ----


class TerminalProgress:
    """progress(done, total) on stderr's status line: positions checked, their rate,
    the time left."""

    def __init__(self, label: str, status: StatusLine) -> None:
        self.label, self.status = label, status
        self.start = time.perf_counter()

    def __call__(self, done: int, total: int) -> None:
        elapsed = time.perf_counter() - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        left = "%d s left" % round((total - done) / rate) if rate > 0 else "time left unknown"
        self.status.show(
            "%-10s %s / %s positions, %s/s, %s"
            % (self.label, format(done, ","), format(total, ","), format(round(rate), ","), left),
            force=done >= total,
        )

    def clear(self) -> None:
        self.status.clear()


def main(arguments: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description="Every 3x3 position through the submitted solution files, against BFS."
    )
    parser.add_argument(
        "--only", action="append", choices=sorted(CHECKS), help="run this check (repeatable)"
    )
    parser.add_argument(
        "--sample",
        type=int,
        metavar="N",
        help="a seeded random sample of N of the reachable boards instead of all "
        "(hdu_3567: N random pairs, uva_10085: N random starts)",
    )
    parser.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help="the sample's seed (default %(default)s)"
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        metavar="N",
        help="worker processes (default: the number of CPUs, %(default)s)",
    )
    options = parser.parse_args(arguments)
    if options.jobs < 1 or (options.sample is not None and options.sample < 1):
        parser.error("--jobs and --sample must be at least 1")
    names = [name for name in CHECKS if name in (options.only or CHECKS)]
    on_terminal = sys.stderr.isatty()
    failed = False
    for name in names:
        progress = TerminalProgress(name, StatusLine(sys.stderr)) if on_terminal else None
        report = verify(name, options.jobs, progress, sample=options.sample, seed=options.seed)
        if progress:
            progress.clear()
        print(report.summary(), flush=True)
        for mismatch in report.mismatches[:SHOWN_MISMATCHES]:
            print(
                "    board %s: expected %r, got %r"
                % (mismatch.board, mismatch.expected, mismatch.got)
            )
        if len(report.mismatches) > SHOWN_MISMATCHES:
            print("    ... and %d more" % (len(report.mismatches) - SHOWN_MISMATCHES))
        failed = failed or bool(report.mismatches)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
