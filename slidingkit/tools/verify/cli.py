"""`python -m slidingkit.tools.verify`: run the problems' exhaustive checks and say what they found.

Usage (from the repo root; `make verify` runs the first line, with the .venv's python)
    python -m slidingkit.tools.verify
    python -m slidingkit.tools.verify [--only NAME ...] [--sample N] [--seed N] [--jobs N] [--list]
    --only     run this problem's check (repeatable), e.g. --only luogu_p1379; default every
               problem that has one (slidingkit/problems/NAME/exhaustive.py)
    --sample   for a check with a goal, a seeded random sample of N of the boards that reach it
               (181,440 for 3x3) instead of all of them (those that cannot, if the check takes
               them, are always all checked, a parity test each); for a check that draws its own
               positions, N of them instead of its default
    --seed     the sample's seed (default 1379)
    --jobs     worker processes (default os.cpu_count()); 1 runs everything in this process
    --list     print each check's name and what it proves, and run nothing
    On a terminal, stderr shows one progress line per check, rewritten in place (positions
    checked / total, rate, time left); nothing when stderr is not a terminal. Then one summary
    line per check on stdout, the first 10 mismatches of each (board, expected, got), and exit
    status 1 if there was any mismatch (2 for bad usage).

    $ python -m slidingkit.tools.verify --only luogu_p1379
    luogu_p1379 362,880 positions (181,440 reach 123804765, 181,440 cannot): 0 mismatches,
                T s (C s CPU)
"""

import argparse
import os
import sys
import time
from typing import Optional, Sequence

from slidingkit.statusline import StatusLine
from slidingkit.tools import verify as library

SHOWN_MISMATCHES = 10


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
            "%s %s / %s positions, %s/s, %s"
            % (self.label, format(done, ","), format(total, ","), format(round(rate), ","), left),
            force=done >= total,
        )

    def clear(self) -> None:
        self.status.clear()


def parser_of(names: Sequence[str]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m slidingkit.tools.verify",
        description="Every problem's exhaustive check: every position of a board through the "
        "submitted solution files, against plain BFS or the special judge.",
    )
    parser.add_argument(
        "--only",
        action="append",
        choices=names,
        metavar="NAME",
        help="run this problem's check (repeatable), e.g. --only luogu_p1379; "
        "default every problem that has one",
    )
    parser.add_argument(
        "--sample",
        type=int,
        metavar="N",
        help="a seeded random sample of N of the boards that reach the goal instead of all "
        "(a check that draws its own positions: N of them, see --list)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=library.DEFAULT_SEED,
        help="the sample's seed (default %(default)s)",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        metavar="N",
        help="worker processes (default: the number of CPUs, %(default)s)",
    )
    parser.add_argument(
        "--list", action="store_true", help="print each check and what it proves, run nothing"
    )
    return parser


def main(arguments: Optional[Sequence[str]] = None) -> int:
    every = library.names()
    parser = parser_of(every)
    options = parser.parse_args(arguments)
    if options.jobs < 1 or (options.sample is not None and options.sample < 1):
        parser.error("--jobs and --sample must be at least 1")
    names = [name for name in every if name in (options.only or every)]
    width = max(len(name) for name in names)
    if options.list:
        for name in names:
            print("%-*s %s" % (width, name, library.check_of(name).describe))
        return 0
    on_terminal = sys.stderr.isatty()
    failed = False
    for name in names:
        progress = (
            TerminalProgress(name.ljust(width), StatusLine(sys.stderr)) if on_terminal else None
        )
        report = library.verify(
            name, options.jobs, progress, sample=options.sample, seed=options.seed
        )
        if progress:
            progress.clear()
        print(report.summary(width), flush=True)
        for mismatch in report.mismatches[:SHOWN_MISMATCHES]:
            print(
                "    board %s: expected %r, got %r"
                % (mismatch.board, mismatch.expected, mismatch.got)
            )
        if len(report.mismatches) > SHOWN_MISMATCHES:
            print("    ... and %d more" % (len(report.mismatches) - SHOWN_MISMATCHES))
        failed = failed or bool(report.mismatches)
    return 1 if failed else 0
