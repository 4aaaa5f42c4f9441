"""Section "margin" of `make bench`: each problem's slowest case as a share of its time limit.

The margin rule: every judged case not listed as `known_slow` finishes within half its time limit
(judge.report.MARGIN), so that a slower judge machine does not turn it into a TLE. This section
measures it the way the judge decides TLE, by CPU time (user + system of the whole process tree):
for every judge_cases/NAME/ with a solutions/NAME.py, under CPython (the interpreter running the
bench) and PyPy (when `pypy3` is on PATH), and for every solutions/NAME.cpp (compiled once by the
judge's g++ command, when g++ is installed), `judge.verdict.judge_problem` runs every case not
listed as known_slow, `rounds` times, the runs taking turns problem by problem (an interpreter
the problem's settings leave out, "interpreters", gets no row). Per case the median CPU time of
the rounds; per row the slowest case, its median, its share of the limit, and a mark over half;
every case the judge did not accept is named. The wall limit is 10x the time limit, so a busy
machine cannot cut a run short.

Usage: python -m slidingkit.tools.bench --only margin [--margin-rounds N]
Cost: `rounds` passes of every case under each interpreter and for each C++ file; Princeton's 4x4
files take most of it.
"""

import copy
import statistics
from typing import Dict, List, Tuple, Union

from slidingkit.judge.case_folder import INTERPRETERS, load_problem
from slidingkit.judge.interpreters import Interpreter
from slidingkit.judge.languages import BY_EXTENSION, Runner, missing_tool, prepare
from slidingkit.judge.report import MARGIN
from slidingkit.judge.verdict import judge_problem
from slidingkit.tools.bench.page import markdown_table, plural
from slidingkit.tools.bench.runs import PYPY_MISSING, python_interpreters
from slidingkit.tools.bench.workloads import problem_of, short_name
from slidingkit.tools.common import CASES, SOLUTIONS

TITLE = "Margin: every problem's slowest case against its time limit"
WALL_LIMIT_FACTOR = 10  # the wall limit, in time limits: only CPU time ends a run here


def measure(rounds: int, progress=lambda text: None) -> Tuple[List[tuple], List[str]]:
    """Rows (problem, label, time limit, slowest case, its median CPU s, share of the limit, cases
    not AC in some round as 'name VERDICT' texts, known-slow cases not run), and the labels run."""
    problems = sorted(
        path.name
        for path in CASES.iterdir()
        if path.is_dir()
        and (
            (SOLUTIONS / (path.name + ".py")).is_file()
            or (SOLUTIONS / (path.name + ".cpp")).is_file()
        )
    )
    pythons = python_interpreters()
    cxx = missing_tool(BY_EXTENSION[".cpp"]) is None
    loaded = {}
    # problem -> [(label, solution path, interpreter or Runner)]
    runners: Dict[str, List[Tuple[str, str, Union[Interpreter, Runner]]]] = {}
    try:
        for name in problems:
            problem = load_problem(str(CASES / name))
            judged = copy.copy(problem)
            judged.cases = [case for case in problem.cases if case.name not in problem.known_slow]
            loaded[name] = (problem, judged)
            runners[name] = []
            if (SOLUTIONS / (name + ".py")).is_file():
                runners[name] += [
                    (label, str(SOLUTIONS / (name + ".py")), interpreter)
                    for label, interpreter in pythons
                    if label in problem.interpreters
                ]  # its limits cannot hold elsewhere
            source = SOLUTIONS / (name + ".cpp")
            if cxx and source.is_file():
                progress("compiling %s" % source.name)
                compiled = prepare(str(source), memory_limit=problem.memory_limit)
                runners[name].append((compiled.name, str(source), compiled))
                if compiled.compile_error:
                    raise SystemExit(
                        "bench: %s does not compile: %s" % (source.name, compiled.compile_error)
                    )
        # (problem, label) -> case -> CPU s, and -> case -> verdicts other than AC
        times = {}  # type: Dict[Tuple[str, str], Dict[str, List[float]]]
        not_ac = {}  # type: Dict[Tuple[str, str], Dict[str, set]]
        for round_number in range(
            rounds
        ):  # alternate: each problem under each interpreter once per round
            for name in problems:
                problem, judged = loaded[name]
                for label, solution, runner in runners[name]:
                    progress("round %d of %d: %s, %s" % (round_number + 1, rounds, name, label))
                    result = judge_problem(
                        solution, judged, runner, wall_limit=WALL_LIMIT_FACTOR * problem.time_limit
                    )
                    for case in result.cases:
                        times.setdefault((name, label), {}).setdefault(case.name, []).append(
                            case.cpu_time
                        )
                        if case.verdict != "AC":
                            not_ac.setdefault((name, label), {}).setdefault(case.name, set()).add(
                                case.verdict
                            )
    finally:
        for entries in runners.values():
            for _, _, runner in entries:
                if hasattr(runner, "close"):
                    runner.close()
    rows = []
    labels = []
    for name in problems:
        problem, _ = loaded[name]
        for label, _, _ in runners[name]:
            medians = {
                case: statistics.median(samples) for case, samples in times[name, label].items()
            }
            slowest = max(medians, key=lambda case: medians[case])
            failures = [
                "%s %s" % (case, "/".join(sorted(verdicts)))
                for case, verdicts in sorted(not_ac.get((name, label), {}).items())
            ]
            rows.append(
                (
                    name,
                    label,
                    problem.time_limit,
                    slowest,
                    medians[slowest],
                    medians[slowest] / problem.time_limit,
                    failures,
                    sorted(problem.known_slow),
                )
            )
            if label not in labels:
                labels.append(label)
    return rows, labels


def section(options, progress):
    """The section's Markdown (see the module docstring); options: margin_rounds."""
    rounds = options.margin_rounds
    rows, labels = measure(rounds, progress)
    limited = sorted({name for name, *_ in rows if problem_of(name).interpreters != INTERPRETERS})
    out = [
        "Each problem's slowest case through the judge (judge.verdict.judge_problem, the problem's "
        "own limits and checker), by CPU time (user + system of the process tree: what decides "
        "TLE), median of %s, as a share of its time limit. The rule: every case not listed as "
        "known_slow within %.0f%% of its limit, so that a slower judge machine does not turn it "
        "into a TLE. Runs: %s; the C++ files compiled once by the judge's `g++ -O2 -std=c++17`. An "
        'interpreter a problem\'s settings leave out ("interpreters"%s) gets no row. The wall '
        "limit is %dx the time limit, so a busy machine cannot cut a run short; every case the "
        "judge did not accept is named.\n"
        % (
            plural(rounds, "alternating round"),
            100 * MARGIN,
            ", ".join(labels),
            "".join(
                "; %s: %s only" % (short_name(name), " and ".join(problem_of(name).interpreters))
                for name in limited
            ),
            WALL_LIMIT_FACTOR,
        )
    ]
    header = [
        "problem",
        "run",
        "time limit",
        "slowest case",
        "CPU s (median)",
        "% of limit",
        "margin",
        "not AC",
    ]
    cells = [
        (
            name,
            label,
            "%g s" % limit,
            case,
            "%.3f" % seconds,
            ("%.0f%%" if share >= 0.095 else "%.1f%%") % (100 * share),
            "ok" if share <= MARGIN else "OVER HALF",
            ", ".join(failures) or "-",
        )
        for name, label, limit, case, seconds, share, failures, _ in rows
    ]
    out.append(markdown_table(header, cells))
    skipped = sorted({"%s/%s" % (row[0], case) for row in rows for case in row[7]})
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
