"""Section "margin" of `make bench`: each problem's slowest case as a share of its time limit.

The margin rule: every judged case not listed as `known_slow` finishes within half its time limit
(judge.report.MARGIN), so that a slower judge machine does not turn it into a TLE. This section
measures it the way the judge decides TLE, by CPU time (user + system of the whole process tree):
for every judge_cases/NAME/ with a solutions/NAME.py, under CPython (the interpreter running the
bench) and PyPy (when `pypy3` is on PATH), and for every solutions/NAME.cpp (compiled once by the
judge's g++ command, when g++ is installed), `judge.verdict.judge_case_folder` runs every case not
listed as known_slow, `rounds` times, the interpreters taking turns round by round (an interpreter
the problem's settings leave out, "interpreters", gets no row). Per case the median CPU time of
the rounds; per row the slowest case, its median, its share of the limit, its peak memory, and a
mark over half; every case the judge did not accept is named. A case a problem's BENCH names
("case") gets a line of its CPU time and memory against the limits.

The judged runs are the one whole-run measurement of every submission on its cases: judged()
keeps them for the run, and the princeton section reads its file's from there. The wall limit is
10x the time limit, so a busy machine cannot cut a run short.

Usage: python -m slidingkit.tools.bench --only margin [--margin-rounds N]
Cost: `rounds` passes of every case under each interpreter and for each C++ file; Princeton's 4x4
files take most of it.
"""

import copy
import functools
from typing import Dict, List, Tuple, Union

from slidingkit.judge.case_folder import INTERPRETERS, CaseFolder, load_case_folder
from slidingkit.judge.interpreters import Interpreter
from slidingkit.judge.languages import BY_EXTENSION, Runner, missing_tool, prepare
from slidingkit.judge.report import MARGIN
from slidingkit.judge.verdict import CaseResult, judge_case_folder
from slidingkit.tools.bench.page import intro, markdown_table, plural
from slidingkit.tools.bench.runs import PYPY_MISSING, python_interpreters
from slidingkit.tools.bench.timing import alternate, medians
from slidingkit.tools.bench.workloads import bench_of, measured, problem_of, short_name
from slidingkit.tools.common import CASES, SOLUTIONS

TITLE = "Margin: every problem's slowest case against its time limit"
WALL_LIMIT_FACTOR = 10  # the wall limit, in time limits: only CPU time ends a run here
Runs = Dict[str, Dict[str, List[CaseResult]]]  # label -> case -> its results, a round each
JUDGED = {}  # type: Dict[Tuple[str, int], Tuple[CaseFolder, Runs]]


def judged_problems() -> List[str]:
    """The problems with a case folder and a solutions/NAME.py or .cpp, in name order."""
    return sorted(
        path.name
        for path in CASES.iterdir()
        if path.is_dir()
        and any((SOLUTIONS / (path.name + suffix)).is_file() for suffix in (".py", ".cpp"))
    )


def runners(
    name: str, problem: CaseFolder, progress
) -> List[Tuple[str, str, Union[Interpreter, Runner]]]:
    """(label, solution, interpreter or compiled Runner) of the problem's files: its Python file
    under each interpreter its settings admit, its C++ file compiled once (when g++ is there)."""
    found = []  # type: List[Tuple[str, str, Union[Interpreter, Runner]]]
    if (SOLUTIONS / (name + ".py")).is_file():
        found += [
            (label, str(SOLUTIONS / (name + ".py")), interpreter)
            for label, interpreter in python_interpreters()
            if label in problem.interpreters
        ]  # its limits cannot hold elsewhere
    source = SOLUTIONS / (name + ".cpp")
    if missing_tool(BY_EXTENSION[".cpp"]) is None and source.is_file():
        progress("compiling %s" % source.name)
        compiled = prepare(str(source), memory_limit=problem.memory_limit)
        found.append((compiled.name, str(source), compiled))
        if compiled.compile_error:
            raise SystemExit(
                "bench: %s does not compile: %s" % (source.name, compiled.compile_error)
            )
    return found


def judged(name: str, rounds: int, progress=lambda text: None) -> Tuple[CaseFolder, Runs]:
    """The problem, and every run of its files through the judge on its cases (known_slow left
    out), `rounds` rounds, the runs taking turns: measured once per (name, rounds) in a process,
    so the sections that read them (this one, princeton) share one measurement."""
    if (name, rounds) in JUDGED:
        return JUDGED[name, rounds]
    problem = load_case_folder(str(CASES / name))
    cases = copy.copy(problem)
    cases.cases = [case for case in problem.cases if case.name not in problem.known_slow]
    found = runners(name, problem, progress)
    wall_limit = WALL_LIMIT_FACTOR * problem.time_limit
    try:
        samples = alternate(
            [
                (
                    label,
                    functools.partial(
                        judge_case_folder, solution, cases, runner, wall_limit=wall_limit
                    ),
                )
                for label, solution, runner in found
            ],
            rounds,
            progress,
            name,
        )
    finally:
        for _, _, runner in found:
            if hasattr(runner, "close"):
                runner.close()
    runs = {}  # type: Runs
    for label, results in samples.items():
        for result in results:
            for case in result.cases:
                runs.setdefault(label, {}).setdefault(case.name, []).append(case)
    JUDGED[name, rounds] = (problem, runs)
    return problem, runs


def measure(rounds: int, progress=lambda text: None) -> Tuple[List[tuple], List[str]]:
    """Rows (problem, label, time limit, slowest case, its median CPU s, share of the limit, its
    peak MB, cases not AC in some round as 'name VERDICT' texts, known-slow cases not run), and
    the labels run."""
    rows, labels = [], []  # type: List[tuple], List[str]
    for name in judged_problems():
        problem, runs = judged(name, rounds, progress)
        for label, cases in runs.items():
            times = medians(cases, of=lambda case: case.cpu_time)
            slowest = max(times, key=lambda case: times[case])
            failures = [
                "%s %s" % (case, "/".join(sorted({run.verdict for run in results})))
                for case, results in sorted(cases.items())
                if any(run.verdict != "AC" for run in results)
            ]
            peak = max(run.memory_mb for run in cases[slowest])
            rows.append(
                (name, label, problem.time_limit, slowest, times[slowest])
                + (times[slowest] / problem.time_limit, peak, failures, sorted(problem.known_slow))
            )
            if label not in labels:
                labels.append(label)
    return rows, labels


def named_cases(rounds: int, progress) -> List[str]:
    """For each problem whose BENCH names a "case": that case's CPU time and peak memory under
    CPython against the problem's limits, from its judged runs."""
    lines = []
    for name in measured("case"):
        problem, runs = judged(name, rounds, progress)
        case = str(bench_of(name)["case"])
        results = runs["CPython"][case]
        cpu = medians({case: results}, of=lambda run: run.cpu_time)[case]
        memory = max(run.memory_mb for run in results)
        limit_s, limit_mb = problem.time_limit, problem.memory_limit
        figures = (cpu, 100 * cpu / limit_s, limit_s, memory, 100 * memory / limit_mb, limit_mb)
        lines.append(
            "**%s**, its case %s, `solutions/%s.py` on CPython: " % (short_name(name), case, name)
            + "CPU %.3f s (median), %.0f%% of %g s; peak %.1f MB, %.0f%% of %g MB.\n" % figures
        )
    return lines


def section(options, progress):
    """The section's Markdown (see the module docstring); options: margin_rounds."""
    rounds = options.margin_rounds
    rows, labels = measure(rounds, progress)
    limited = sorted({name for name, *_ in rows if problem_of(name).interpreters != INTERPRETERS})
    out = [
        intro(
            "margin",
            rounds=plural(rounds, "alternating round"),
            margin=100 * MARGIN,
            labels=", ".join(labels),
            limited="".join(
                "; %s: %s only" % (short_name(name), " and ".join(problem_of(name).interpreters))
                for name in limited
            ),
            factor=WALL_LIMIT_FACTOR,
        )
    ]
    header = ["problem", "run", "time limit", "slowest case", "CPU s (median)", "% of limit"]
    header += ["peak MB", "margin", "not AC"]
    cells = [
        (name, label, "%g s" % limit, case, "%.3f" % seconds)
        + (("%.0f%%" if share >= 0.095 else "%.1f%%") % (100 * share), "%.1f" % peak)
        + ("ok" if share <= MARGIN else "OVER HALF", ", ".join(failures) or "-")
        for name, label, limit, case, seconds, share, peak, failures, _ in rows
    ]
    out.append(markdown_table(header, cells))
    out += named_cases(rounds, progress)
    skipped = sorted({"%s/%s" % (row[0], case) for row in rows for case in row[-1]})
    if skipped:
        out.append(
            "Not run, listed as known_slow (they run out of time by design): "
            + ", ".join(skipped)
            + ".\n"
        )
    if "PyPy" not in labels:
        out.append(PYPY_MISSING + "\n")
    if not any(label.startswith("C++") for label in labels):
        out.append(
            "g++ is not installed on the machine of this run, so the C++ files have no rows.\n"
        )
    return "\n".join(out)
