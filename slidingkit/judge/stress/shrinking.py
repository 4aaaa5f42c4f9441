"""Shrinking a failing input to a simplest one that still fails: each board alone, each board
one move nearer the goal, fewer boards, the nearest failing board of each board's class, then
the statement's first spacing.

Tested by tests/judge/stress/test_shrinking.py. Cost: one run of the solution per candidate,
at most ``SHRINK_RUNS`` in all; every candidate is run at most once.
"""

from typing import Callable, List, Optional, Tuple

from slidingkit.judge.stress.boards import DrawnBoard, Reference, Trial
from slidingkit.judge.verdict import CaseResult

SHRINK_RUNS = 600  # runs of the solution spent shrinking, at most


class Attempts:
    """The runs of the solution one shrinking may spend: ``still_fails`` runs a candidate
    while runs are left (``budget``), and says False for every candidate after."""

    def __init__(self, fails: Callable[[Trial], Optional[CaseResult]], budget: int) -> None:
        self.fails = fails
        self.budget = budget
        self.spent = 0

    def left(self) -> bool:
        return self.spent < self.budget

    def still_fails(self, candidate: Trial) -> bool:
        if not self.left():
            return False
        self.spent += 1
        return self.fails(candidate) is not None


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
    attempts = Attempts(fails, budget)
    trial = alone_first(trial, reference, attempts)
    trial = nearer_and_fewer(trial, reference, attempts)
    trial = nearest_failing(trial, reference, attempts)
    if trial.layout != first_layout:
        candidate = Trial(trial.queries, first_layout, trial.kind)
        if attempts.still_fails(candidate):
            trial = candidate
    return trial, attempts.spent


def alone_first(trial: Trial, reference: Reference, attempts: Attempts) -> Trial:
    """The first board of ``trial`` (fewest moves first) that fails alone, as an input of its
    own; ``trial`` itself when it holds one board or none fails alone."""
    if len(trial.queries) > 1:
        for query in sorted(trial.queries, key=reference.moves):
            alone = Trial([query], trial.layout, trial.kind)
            if attempts.still_fails(alone):
                return alone
    return trial


def nearer_and_fewer(trial: Trial, reference: Reference, attempts: Attempts) -> Trial:
    """``trial`` with, while it still fails, each board moved one move nearer the goal and
    boards dropped, until neither fails any more."""
    improved = True
    while improved:
        improved = False
        for index, query in enumerate(trial.queries):
            for nearer in reference.nearer(query):
                candidate = replaced(trial, index, nearer)
                if attempts.still_fails(candidate):
                    trial, improved = candidate, True
                    break
        for index in range(len(trial.queries)):
            if len(trial.queries) > 1:
                candidate = Trial(
                    trial.queries[:index] + trial.queries[index + 1 :], trial.layout, trial.kind
                )
                if attempts.still_fails(candidate):
                    trial, improved = candidate, True
                    break
    return trial


def nearest_failing(trial: Trial, reference: Reference, attempts: Attempts) -> Trial:
    """``trial`` with each board replaced by the nearest board of its class that still fails.
    A neighbour one move nearer may pass where boards nearer still fail (a greedy search goes
    wrong on some boards and not their neighbours), so the boards nearer the goal are scanned,
    nearest first."""
    for index in range(len(trial.queries)):
        for nearer in reference.nearest_first(trial.queries[index]):
            if not attempts.left():
                break
            candidate = replaced(trial, index, nearer)
            if attempts.still_fails(candidate):
                trial = candidate
                break
    return trial


def replaced(trial: Trial, index: int, query: DrawnBoard) -> Trial:
    """``trial`` with its board ``index`` replaced by ``query``."""
    queries = trial.queries[:index] + [query] + trial.queries[index + 1 :]  # type: List[DrawnBoard]
    return Trial(queries, trial.layout, trial.kind)
