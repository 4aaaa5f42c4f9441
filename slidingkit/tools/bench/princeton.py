"""Section "princeton" of `make bench`: the file whose BENCH holds "solver" (a Solver(board,
method) with two solvability methods) through the judge, and what its parts cost.

1. Every public file through the judge itself (judge.verdict.judge_problem: the problem's limits,
   its special judge), `rounds` passes over the folder: per file the verdicts, the median CPU and
   wall time and the peak memory, slowest first; how many are answered correctly.
2. The two solvability methods (parity, twin): Solver(board, method) in-process, alternating
   board by board, on the solvable 3x3 files, the solvable 4x4 files of up to 40 moves and the
   unsolvable ones, the tables built first.
3. Near-goal n-by-n boards (a seeded 12-step walk of the blank from the goal, n = 8 to 127):
   solve() in-process, median of 3, the tables for each n built first.
4. What the 4x4 levers buy: each 4x4 file with a published answer, one whole process per file
   and search (the core's ManhattanSearch, Search with walking distance, FifteenSearch: what the
   file ships), under the problem's limits; the moves printed must be the published count.

The judge's verdicts are its checker's (a wrong answer is a WA row, and the count says so); the
parity and twin methods must agree on every board; a scaled board's answer must replay to its goal.
Each 4x4 search runs in a fresh process (slidingkit/tools/bench/child.py), from the repository's
root.

Usage: python -m slidingkit.tools.bench --only princeton [--princeton-rounds N] [--seed N]
"""

import random
import statistics
import sys
import time
from pathlib import Path

from slidingkit.judge.interpreters import probe_interpreter
from slidingkit.judge.run import Limits, MiB, run_program
from slidingkit.judge.verdict import judge_problem
from slidingkit.tools.bench.page import markdown_table, plural
from slidingkit.tools.bench.workloads import answered_moves, measured, problem_of
from slidingkit.tools.common import SOLUTIONS, load_solution

TITLE = "Princeton 8puzzle"
METHOD_ROUNDS = 3
SCALING_ROUNDS = 3


def princeton_judged(name, rounds, progress):
    """Rows (case, verdicts, median CPU s, median wall s, peak MB, known slow), and the problem:
    the judge's own run of the whole folder, `rounds` times."""
    problem = problem_of(name)
    interpreter = probe_interpreter(sys.executable)
    passes = []
    for number in range(rounds):
        done = [0]

        def on_case(result, number=number, done=done):
            done[0] += 1
            progress(
                "judge pass %d of %d: %d of %d files"
                % (number + 1, rounds, done[0], len(problem.cases))
            )

        passes.append(
            judge_problem(
                str(SOLUTIONS / (name + ".py")), problem, interpreter, on_case=on_case
            ).cases
        )
    rows = []
    for results in zip(*passes):
        verdicts = "/".join(sorted({result.verdict for result in results}))
        rows.append(
            (
                results[0].name,
                verdicts,
                statistics.median(r.cpu_time for r in results),
                statistics.median(r.wall_time for r in results),
                max(r.memory_mb for r in results),
                results[0].known_slow,
            )
        )
    return rows, problem


def princeton_methods(name, rounds):
    """Rows (group, boards, parity median ms, twin median ms, parity total ms, twin total ms, ratio
    of totals): Solver(board, method) in-process, each board timed `rounds` times per method."""
    module = load_solution(name)
    groups = {"3x3 solvable": [], "4x4 solvable, up to 40 moves": [], "unsolvable (2x2 to 4x4)": []}
    for case in sorted(Path(problem_of(name).folder).glob("*.in")):
        board = module.parse_board(case.read_text())
        if not case.with_suffix(".out").exists():
            continue
        moves = answered_moves(name, case)
        if moves is None:
            groups["unsolvable (2x2 to 4x4)"].append(board)
        elif board.dimension() == 3:
            groups["3x3 solvable"].append(board)
        elif board.dimension() == 4 and moves <= 40:
            groups["4x4 solvable, up to 40 moves"].append(board)
    module.Solver(groups["3x3 solvable"][0])  # build the tables outside the timings
    module.Solver(groups["4x4 solvable, up to 40 moves"][0])
    rows = []
    for group, boards in groups.items():
        times = {"parity": [], "twin": []}
        for _ in range(rounds):
            for board in boards:
                answers = []
                for method in ("parity", "twin"):  # alternate, board by board
                    start = time.perf_counter()
                    solver = module.Solver(board, method)
                    times[method].append(time.perf_counter() - start)
                    answers.append((solver.is_solvable(), solver.moves()))
                if answers[0] != answers[1]:
                    raise SystemExit(
                        "bench: Princeton's parity and twin methods disagree on %s: %s"
                        % (board, answers)
                    )
        parity, twin = statistics.median(times["parity"]), statistics.median(times["twin"])
        parity_total, twin_total = sum(times["parity"]) / rounds, sum(times["twin"]) / rounds
        rows.append(
            (
                group,
                len(boards),
                parity * 1e3,
                twin * 1e3,
                parity_total * 1e3,
                twin_total * 1e3,
                twin_total / parity_total,
            )
        )
    return rows


def princeton_heuristics(name, problem, progress):
    """Rows (search, 4x4 files answered in their published moves within the limits, total CPU s):
    the core's ManhattanSearch, Search (walking distance) and FifteenSearch (what the file ships),
    one process a file (slidingkit/tools/bench/child.py, started from the repository's root)."""
    cases = [
        case
        for case in problem.cases
        if open(case.input_path).read().split()[0] == "4"
        and answered_moves(name, Path(case.input_path)) is not None
    ]
    limits = Limits(
        time_limit=problem.time_limit, memory_limit_bytes=int(problem.memory_limit * MiB)
    )
    labels = ("ManhattanSearch", "Search", "FifteenSearch")
    answered, total = dict.fromkeys(labels, 0), dict.fromkeys(labels, 0.0)
    for number, case in enumerate(cases, 1):
        published = str(answered_moves(name, Path(case.input_path)))
        for label in labels:  # alternate: the three searches file by file
            progress("4x4 files, %d of %d, %s" % (number, len(cases), label))
            result = run_program(
                [
                    sys.executable,
                    "-m",
                    "slidingkit.tools.bench.child",
                    "search",
                    label,
                    case.input_path,
                ],
                b"",
                limits,
            )
            total[label] += result.cpu_time
            if result.killed_for:  # out of time (or memory): not answered within the limits
                continue
            if result.exit_status != 0 or result.stdout.decode().strip() != published:
                raise SystemExit(
                    "bench: %s on %s: exit %s, printed %r; the published answer is %s moves: %s"
                    % (
                        label,
                        case.name,
                        result.exit_status,
                        result.stdout[:100],
                        published,
                        result.stderr[-300:].decode("utf-8", "replace"),
                    )
                )
            answered[label] += 1
    return [(label, "%d/%d" % (answered[label], len(cases)), total[label]) for label in labels]


def princeton_scaling(name, seed, rounds):
    """Rows (n, moves, ms, microseconds per cell per board printed): solve() on near-goal boards."""
    module = load_solution(name)
    rng = random.Random(seed)
    rows = []
    for side in (8, 16, 32, 64, 127):
        cells = list(range(1, side * side)) + [0]
        blank, last = side * side - 1, None
        for _ in range(12):  # a 12-step walk of the blank that never steps straight back
            options = [
                step
                for step in (-1, 1, -side, side)
                if 0 <= blank + step < side * side
                and (step in (-side, side) or (blank + step) // side == blank // side)
                and step != -(last or 0)
            ]
            step = rng.choice(options)
            cells[blank], cells[blank + step] = cells[blank + step], 0
            blank, last = blank + step, step
        text = "%d\n%s\n" % (side, " ".join(map(str, cells)))
        module.solve(text)  # build the tables for this n first
        times = []
        for _ in range(rounds):
            start = time.perf_counter()
            output = module.solve(text)
            times.append(time.perf_counter() - start)
        moves = int(output.split("\n", 1)[0].rsplit(" ", 1)[1])
        last_board = [int(word) for word in output.strip().split("\n\n")[-1].split()[1:]]
        if last_board != list(range(1, side * side)) + [0]:
            raise SystemExit(
                "bench: Princeton's %dx%d answer does not end on the goal" % (side, side)
            )
        elapsed = statistics.median(times)
        rows.append((side, moves, elapsed * 1e3, elapsed * 1e6 / (side * side * (moves + 1))))
    return rows


def section(options, progress):
    """The section's Markdown (see the module docstring); options: princeton_rounds, seed."""
    return "\n".join(
        part for name in measured("solver") for part in problem_parts(name, options, progress)
    )


def problem_parts(name, options, progress):
    """The section's paragraphs and tables for the problem called name."""
    rounds = options.princeton_rounds
    rows, problem = princeton_judged(name, rounds, progress)
    answered = sum(1 for _, verdict, _, _, _, _ in rows if verdict == "AC")
    out = ["`solutions/%s.py` on CPython.\n" % name]
    out.append(
        "**Through the judge**: every public file with the problem's limits (%g s of CPU, %g MiB) "
        "and its special judge, %s over the folder; per file the verdicts of the passes, the "
        "median CPU and wall time, and the peak memory, slowest first. %d of %d answered correctly "
        "in every pass%s.\n"
        % (
            problem.time_limit,
            problem.memory_limit,
            plural(rounds, "pass", "passes"),
            answered,
            len(rows),
            "; the known_slow files (%s) run out of time by design"
            % ", ".join(sorted(problem.known_slow))
            if problem.known_slow
            else "",
        )
    )
    out.append(
        markdown_table(
            ["file", "verdict", "CPU s", "wall s", "peak MB"],
            [
                (
                    case + (" (known_slow)" if slow else ""),
                    verdict,
                    "%.3f" % cpu,
                    "%.3f" % wall,
                    "%.1f" % peak,
                )
                for case, verdict, cpu, wall, peak, slow in sorted(rows, key=lambda row: -row[2])
            ],
        )
    )
    progress("solvability methods")
    out.append(
        "**Solvability methods**: `Solver(board, method)` in-process, parity against twin (the "
        "assignment's search on the board and its twin in lockstep), alternating board by board, "
        "%d rounds, the tables built first; both must give the same answer.\n" % METHOD_ROUNDS
    )
    methods = princeton_methods(name, METHOD_ROUNDS)
    out.append(
        markdown_table(
            [
                "boards",
                "count",
                "parity median ms",
                "twin median ms",
                "parity total ms",
                "twin total ms",
                "twin / parity (totals)",
            ],
            [
                (
                    group,
                    count,
                    "%.2f" % parity,
                    "%.2f" % twin,
                    "%.1f" % parity_total,
                    "%.1f" % twin_total,
                    "%.1fx" % ratio,
                )
                for group, count, parity, twin, parity_total, twin_total, ratio in methods
            ],
        )
    )
    progress("near-goal n-by-n boards")
    out.append(
        "**Large boards**: near-goal n-by-n boards (a 12-step walk of the blank from the goal, "
        "seed %d), `solve()` in-process, median of %d, the tables for each n built first; the last "
        "board printed must be the goal.\n" % (options.seed, SCALING_ROUNDS)
    )
    out.append(
        markdown_table(
            ["n", "moves", "ms", "us per cell per board printed"],
            [
                (side, moves, "%.1f" % ms, "%.3f" % per_cell)
                for side, moves, ms, per_cell in princeton_scaling(
                    name, options.seed, SCALING_ROUNDS
                )
            ],
        )
    )
    out.append(
        "**What the 4x4 levers buy**: every 4x4 file with a published answer, one whole process "
        "per file and search under the problem's limits (the searches taking turns file by file), "
        "the core's `ManhattanSearch`, `Search` (walking distance) and `FifteenSearch` (what the "
        "file ships); answered = within the limits (every answer must be the published number of "
        "moves). Total CPU time includes the runs stopped at the limit.\n"
    )
    out.append(
        markdown_table(
            ["search", "answered", "total CPU s"],
            [
                (label, count, "%.1f" % total)
                for label, count, total in princeton_heuristics(name, problem, progress)
            ],
        )
    )
    return out
