"""The margin table of `make bench`: each problem's slowest case as a share of its time limit.

The margin rule: every judged case not listed as `known_slow` finishes within half its time limit
on CPython, so that a slower judge machine does not turn it into a TLE. This section measures it
the way the judge decides TLE, by CPU time (user + system of the whole process tree): for every
judge_cases/NAME/ with a solutions/NAME.py, under CPython (the interpreter running the bench) and
PyPy (when `pypy3` is on PATH), `judge.verdict.judge_problem` runs every case not listed as
known_slow, `rounds` times, the interpreters taking turns problem by problem (an interpreter the
problem's settings leave out, "interpreters", gets no row). Per case the median
CPU time of the rounds; per row the slowest case, its median, its share of the limit, and a mark
over half. The wall limit is 10x the time limit, so a busy machine cannot cut a run short.

Usage: python3 tools/bench.py --only margin
Cost: `rounds` passes of every case under each interpreter: 10 minutes of CPU for 3 rounds on
the dev machine (most of it Princeton's 4x4 files), 20 minutes of wall clock beside other work.

Sample output (2 cores under other work, 2026-11-23; every row in README, Performance)::

    | problem           | interpreter | time limit | slowest case | CPU s (median) | % of limit | margin    | not AC           |
    |-------------------|-------------|------------|--------------|----------------|------------|-----------|------------------|
    | luogu_p1379       | CPython     | 1 s        | dist-28      | 0.125          | 13%        | ok        | -                |
    | princeton_8puzzle | CPython     | 5 s        | puzzle4x4-50 | 4.985          | 100%       | OVER HALF | puzzle4x4-50 TLE |

    Not run, listed as known_slow (they run out of time by design): princeton_8puzzle/puzzle4x4-78, ...
"""

import copy
import shutil
import statistics
import sys
from typing import Callable, Dict, List, Tuple

from judge.problem import load_problem
from judge.report import MARGIN
from judge.run import Interpreter, probe_interpreter
from judge.verdict import judge_problem
from tools.common import CASES, SOLUTIONS

WALL_LIMIT_FACTOR = 10  # the wall limit, in time limits: only CPU time ends a run here


def interpreters() -> List[Tuple[str, Interpreter]]:
    """(label, interpreter): CPython running the bench, then PyPy when it is on PATH."""
    found = [("CPython", probe_interpreter(sys.executable))]
    if shutil.which("pypy3"):
        found.append(("PyPy", probe_interpreter("pypy3")))
    return found


def measure(rounds: int) -> List[tuple]:
    """Rows (problem, label, time limit, slowest case, its median CPU s, share of the limit,
    cases not AC in some round as 'name VERDICT' texts, known-slow cases not run)."""
    problems = sorted(path.name for path in CASES.iterdir()
                      if path.is_dir() and (SOLUTIONS / (path.name + ".py")).is_file())
    runs = interpreters()
    times = {}  # type: Dict[Tuple[str, str], Dict[str, List[float]]]  # (problem, label) -> case -> CPU s
    not_ac = {}  # type: Dict[Tuple[str, str], Dict[str, set]]  # (problem, label) -> case -> verdicts
    loaded = {}
    for name in problems:
        problem = load_problem(str(CASES / name))
        judged = copy.copy(problem)
        judged.cases = [case for case in problem.cases if case.name not in problem.known_slow]
        loaded[name] = (problem, judged)
    for _ in range(rounds):  # alternate: each problem under each interpreter once per round
        for name in problems:
            problem, judged = loaded[name]
            for label, interpreter in runs:
                if label not in problem.interpreters:  # its limits cannot hold there ("interpreters")
                    continue
                result = judge_problem(str(SOLUTIONS / (name + ".py")), judged, interpreter,
                                       wall_limit=WALL_LIMIT_FACTOR * problem.time_limit)
                for case in result.cases:
                    times.setdefault((name, label), {}).setdefault(case.name, []).append(case.cpu_time)
                    if case.verdict != "AC":
                        not_ac.setdefault((name, label), {}).setdefault(case.name, set()).add(case.verdict)
    rows = []
    for name in problems:
        problem, _ = loaded[name]
        for label, _ in runs:
            if (name, label) not in times:
                continue
            medians = {case: statistics.median(samples) for case, samples in times[name, label].items()}
            slowest = max(medians, key=medians.get)
            failures = ["%s %s" % (case, "/".join(sorted(verdicts)))
                        for case, verdicts in sorted(not_ac.get((name, label), {}).items())]
            rows.append((name, label, problem.time_limit, slowest, medians[slowest],
                         medians[slowest] / problem.time_limit, failures, sorted(problem.known_slow)))
    return rows


def print_margin_table(print_table: Callable[[list, list], None], rounds: int = 3) -> None:
    """Measure (see the module docstring) and print the table with ``print_table(header,
    rows)`` (tools/bench.py's), then the known-slow note."""
    rows = measure(rounds)
    print("\nMargin: each problem's slowest case through the judge, by CPU time (what decides TLE), "
          "median of %d alternating rounds, as a share of its time limit (rule: at most %.0f%% on "
          "CPython for every case not listed as known_slow)\n" % (rounds, 100 * MARGIN))
    header = ["problem", "interpreter", "time limit", "slowest case", "CPU s (median)", "% of limit",
              "margin", "not AC"]
    cells = [(name, label, "%g s" % limit, case, "%.3f" % seconds, "%.0f%%" % (100 * share),
              "ok" if share <= MARGIN else "OVER HALF", ", ".join(failures) or "-")
             for name, label, limit, case, seconds, share, failures, _ in rows]
    print_table(header, cells)
    skipped = sorted({"%s/%s" % (row[0], case) for row in rows for case in row[7]})
    if skipped:
        print("\nNot run, listed as known_slow (they run out of time by design): " + ", ".join(skipped))
