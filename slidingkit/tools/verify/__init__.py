"""Every problem's exhaustive check, through the submitted solution files.

What it proves
    A problem with an exhaustive check holds it in slidingkit/problems/NAME/exhaustive.py (CHECK, a
    problems._exhaustive.Exhaustive); this package runs them all, finding them among
    problems.names(). Each check sends its positions through the solve() of solutions/NAME.py
    (the file users submit, with its vendored core; never slidingkit/core/) and judges every answer
    against an independent reference: plain BFS (slidingkit/oracle/), or the problem's special
    judge. A check with a goal takes every board of the goal's shape: for 3x3, all 9! = 362,880, the
    181,440 that can reach the goal with their BFS distance and the 181,440 that cannot with None;
    for 2x4, 8! = 40,320, half each. A check whose statement rules out the boards that cannot reach
    the goal takes only those that can. A check without a single goal draws its own seeded positions
    (`python -m slidingkit.tools.verify --list` says what each check takes). A solve() that raises
    counts as a mismatch for its positions; nothing stops the run early.

Usage: `python -m slidingkit.tools.verify --help` (slidingkit/tools/verify/cli.py); `make verify`
runs every check.

As a library (tests/test_exhaustive.py)
    names() lists the problems that have a check, check_of(name) gives it, and
    verify(name, jobs, progress=None, **options) runs it and returns a Report: checked,
    reachable, unreachable, mismatches (a list of Mismatch(board, expected, got), sorted by
    board), seconds, cpu_seconds. Options: sample=, seed=, positions= (check exactly these
    positions) and solve= (replaces the solution's solve(); any picklable callable when
    jobs > 1), so a test can show that a wrong answer is reported. positions_of(check, sample,
    seed) gives the positions a check with a goal takes; positions_near(goal, board, columns,
    unreachable) a few around a board, with their BFS distances; reachable_boards(check) how many
    boards reach a check's goal.

Cost: a check with a goal first runs a BFS (the boards that reach it: 181,440 for 3x3) and
    starts its workers; nearly all the rest is the solutions' own search on the reachable boards,
    an unreachable board costing a parity check. A check that draws its own positions adds what
    its positions() costs.
    Memory: the BFS maps in this process (O(boards) each) and each worker's own.
Standard library only.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import itertools
import math
import multiprocessing
import os
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Collection, Iterable, List, Optional, Tuple

from slidingkit import problems
from slidingkit.oracle import reference
from slidingkit.problems._exhaustive import (
    Board,
    Exhaustive,
    Mismatch,
    Position,
    Solve,
    board_digits,
)
from slidingkit.tools.common import load_solution

__all__ = [
    "Mismatch",
    "Report",
    "check_of",
    "names",
    "positions_near",
    "positions_of",
    "reachable_boards",
    "verify",
]

Progress = Callable[[int, int], None]  # progress(positions checked so far, total)

DEFAULT_SEED = 1379
# Workers start as fresh interpreters, so the solutions' recursive search runs at the same shallow
# stack depth whoever calls verify(). A worker forked from deep inside pytest inherits ~70 frames,
# and CPython 3.11's frame stack then crosses a 16 KiB chunk boundary inside the search over and
# over (an mmap and a munmap each time, python/cpython#142183), which costs CPU, most of it system
# time. Starting a worker costs an interpreter's start and importing the check's modules.
START_METHOD = "spawn"


def names() -> List[str]:
    """The problems that have an exhaustive check (slidingkit/problems/NAME/exhaustive.py), in name
    order."""
    return [
        name
        for name in problems.names()
        if importlib.util.find_spec("slidingkit.problems.%s.exhaustive" % name) is not None
    ]


@functools.lru_cache(maxsize=None)
def check_of(name: str) -> Exhaustive:
    """The problem's exhaustive check: CHECK of slidingkit/problems/NAME/exhaustive.py (KeyError if
    none). Imported once per process: a worker asks for it once per chunk."""
    if name not in names():
        raise KeyError("no exhaustive check for %r: the checks are %s" % (name, ", ".join(names())))
    return importlib.import_module("slidingkit.problems.%s.exhaustive" % name).CHECK


def reachable_boards(check: Exhaustive) -> int:
    """How many boards reach the check's goal: half of the boards of its shape (the parity rule
    of a rectangle with one blank), e.g. 181,440 of 3x3's 362,880."""
    assert check.goal is not None, "a check that draws its own positions has no goal"
    return math.factorial(len(check.goal)) // 2


@dataclass
class Report:
    """What one check found. reachable + unreachable = checked: the positions that have an
    answer (a board that can reach the goal) and those that have none. For a check with a goal,
    shape_reachable is how many boards of its shape reach it, as many cannot, and
    every_unreachable says whether those were checked."""

    name: str
    goal: Optional[Board] = None  # None: the check drew its own positions (see split)
    shape_reachable: int = 0
    every_unreachable: bool = True
    checked: int = 0
    reachable: int = 0
    unreachable: int = 0
    mismatches: List[Mismatch] = field(default_factory=list)
    seconds: float = 0.0  # wall time of the whole check
    # CPU time of the chunks summed over the workers: other load on the machine barely moves it
    cpu_seconds: float = 0.0
    sample: Optional[int] = None  # None: every board
    seed: Optional[int] = None
    split: Optional[str] = None  # how a check without a goal chose its positions

    def summary(self, width: int = 0) -> str:
        """One line: positions, how they split, mismatches, wall and CPU seconds; the name is
        padded to `width`."""
        shape = format(self.shape_reachable, ",")
        if self.goal is None:
            split = self.split or "given positions"
        elif self.sample is None and self.every_unreachable:
            split = "%s reach %s, %s cannot" % (
                format(self.reachable, ","),
                board_digits(self.goal),
                format(self.unreachable, ","),
            )
        elif self.sample is None:
            split = "%s reach %s; the %s that cannot are left out" % (
                format(self.reachable, ","),
                board_digits(self.goal),
                shape,
            )
        else:
            split = "%s sampled (seed %s) of the %s that reach %s; %s that cannot" % (
                format(self.reachable, ","),
                self.seed,
                shape,
                board_digits(self.goal),
                "all %s" % format(self.unreachable, ",")
                if self.every_unreachable
                else "none of the %s" % shape,
            )
        return "%-*s %s positions (%s): %d mismatch%s, %.1f s (%.1f s CPU)" % (
            width,
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


# ---- positions ----


def positions_of(
    check: Exhaustive, sample: Optional[int] = None, seed: int = DEFAULT_SEED
) -> List[Position]:
    """Every board of the check's goal's shape with its BFS distance, in lexicographic order (so
    reachable and unreachable boards interleave and every chunk costs about the same), without
    the unreachable ones if the check leaves them out. With `sample`, only a seeded random sample
    of that many of the reachable boards, but still every unreachable one the check takes: those
    cost a parity check each (O(N) a board), the reachable ones a search."""
    assert check.goal is not None, "a check that draws its own positions has no goal"
    distances = reference.shape_distances(check.goal, check.columns)
    boards = itertools.permutations(range(len(check.goal)))
    chosen = distances.keys()  # type: Collection[Board]
    if sample is not None and sample < len(distances):
        chosen = set(random.Random(seed).sample(sorted(distances), sample))
    return [
        (board, distances.get(board))
        for board in boards
        if board in chosen or (check.unreachable and board not in distances)
    ]


def positions_near(
    goal: Board, board: Board, columns: int = 3, unreachable: bool = True
) -> List[Position]:
    """The board, its neighbours and, unless unreachable is False, two boards that cannot reach
    the goal (the goal and the board with two tiles exchanged), each with its BFS distance to the
    goal; boards of len(goal) cells in rows of `columns`."""
    distances = reference.shape_distances(goal, columns)
    boards = [board] + [neighbour for _, neighbour in reference.moves_in(board, columns)]
    if unreachable:
        boards += [tiles_swapped(goal), tiles_swapped(board)]  # a swap changes the parity
    return [(each, distances.get(each)) for each in boards]


def tiles_swapped(board: Board) -> Board:
    """The board with its first two tiles (never the blank) exchanged."""
    cells = list(board)
    first, second = [cell for cell, tile in enumerate(cells) if tile != 0][:2]
    cells[first], cells[second] = cells[second], cells[first]
    return tuple(cells)


# ---- chunks and the pool ----


def run_chunk(task: Tuple[str, Optional[Solve], List[Position]]) -> ChunkResult:
    """Check one chunk of positions (in a worker process, or in this one)."""
    start = time.process_time()
    name, solve, positions = task
    if solve is None:
        solve = load_solution(name).solve
    reachable = sum(1 for _, moves in positions if moves is not None)
    mismatches = check_of(name).check(solve, positions)
    return ChunkResult(
        reachable, len(positions) - reachable, mismatches, time.process_time() - start
    )


def chunks_of(positions: List[Position], jobs: int, chunk_size: int) -> List[List[Position]]:
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
    """Run the problem's check over every board, or `sample` of the reachable ones, or the given
    `positions`; jobs worker processes (default os.cpu_count(); 1 = this process). For a check
    without a goal, sample is the number of positions it draws (default: its default_sample).
    solve replaces the solution file's solve() (a test's deliberately wrong one)."""
    check = check_of(name)  # imports the check, and the special judge it reads, once, here
    jobs = jobs or os.cpu_count() or 1
    start = time.perf_counter()
    split = None
    if check.goal is not None and sample is not None and sample >= reachable_boards(check):
        sample = None  # a sample of every reachable board is the full check
    if positions is None and check.positions is not None:
        assert check.default_sample is not None  # Exhaustive insists on it
        positions, split = check.positions(sample or check.default_sample, seed)
    elif positions is None:
        assert check.goal is not None  # Exhaustive has a goal or positions()
        positions = positions_of(check, sample, seed)
    load_solution(name)  # a file that does not load fails here, once, not in every worker
    tasks = [(name, solve, chunk) for chunk in chunks_of(positions, jobs, check.batch)]
    report = Report(
        name,
        check.goal,
        shape_reachable=reachable_boards(check) if check.goal is not None else 0,
        every_unreachable=check.unreachable,
        sample=sample,
        seed=seed if sample is not None else None,
        split=split,
    )
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
