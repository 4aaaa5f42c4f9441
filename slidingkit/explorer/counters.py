"""What every search of the explorer counts and the limits it keeps: Counters, and Stopped when a
limit is reached. Shared by slidingkit/explorer/algorithms.py and
slidingkit/explorer/incremental.py.
"""

import time
from typing import Callable, List, Optional, Tuple


class Stopped(Exception):
    """Raised inside a search when a limit is reached; the message says which."""


class Counters:
    """Counts one search's nodes and enforces its limits (checked every 1,024 expansions).

    lower_bound, when not None, is what the search has proved about the distance so far
    (the BFS depth reached, the IDA* bound, A*'s smallest f on the open list). passes: an
    iterative-deepening search's passes so far, each (its bound, expanded and generated when it
    began), in order.
    """

    def __init__(
        self,
        max_nodes: Optional[int] = None,
        timeout: Optional[float] = None,
        report: Optional[Callable[["Counters"], None]] = None,
        report_every: float = 0.5,
    ) -> None:
        self.expanded = self.generated = self.max_frontier = 0
        self.lower_bound = None  # type: Optional[float]
        self.passes = []  # type: List[Tuple[float, int, int]]
        self.max_nodes = max_nodes
        self.started = time.perf_counter()
        self.deadline = None if timeout is None else self.started + timeout
        self.report = report
        self.report_every = report_every
        self.next_report = self.started + report_every
        self.next_check = self._next_check()

    def _next_check(self) -> int:
        step = self.expanded + 1024
        return step if self.max_nodes is None else min(step, self.max_nodes + 1)

    def begin_pass(self, bound: float) -> None:
        """An iterative-deepening pass under bound begins: bound is proved a lower bound."""
        self.lower_bound = bound
        self.passes.append((bound, self.expanded, self.generated))

    def expand(self) -> None:
        """Count one expansion; raise Stopped if it would pass --max-nodes or the time is up."""
        self.expanded += 1
        if self.expanded >= self.next_check:
            self.check()

    def check(self) -> None:
        if self.max_nodes is not None and self.expanded > self.max_nodes:
            self.expanded -= 1
            raise Stopped("stopped at --max-nodes %d" % self.max_nodes)
        now = time.perf_counter()
        if self.deadline is not None and now >= self.deadline:
            raise Stopped("stopped at --timeout %g s" % (self.deadline - self.started))
        if self.report is not None and now >= self.next_report:
            self.next_report = now + self.report_every
            self.report(self)
        self.next_check = self._next_check()

    def elapsed(self) -> float:
        return time.perf_counter() - self.started
