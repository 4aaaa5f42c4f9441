"""Section "princeton" of `make bench`: the file whose BENCH holds "solver" (a Solver(board,
method) with two solvability methods) through the judge, and what its parts cost.

1. Every public file through the judge itself (judge.verdict.judge_case_folder: the problem's
   limits, its special judge): the margin section's runs (margin.judged, --margin-rounds passes, the
   known_slow files left out), read here file by file under CPython: the verdicts, the median CPU
   and wall time and the peak memory, slowest first; how many are answered correctly.
2. The two solvability methods (parity, twin): Solver(board, method) in-process, alternating
   board by board, on the solvable 3x3 files, the solvable 4x4 files of up to 40 moves and the
   unsolvable ones, the tables built first.
3. Near-goal n-by-n boards (a seeded 12-step walk of the blank from the goal, n = 8 to 127):
   solve() in-process, median of 3, the tables for each n built first.
(What the core's 4x4 searches buy on its 4x4 files, each a whole process: the search section.)

The judge's verdicts are its checker's (a wrong answer is a WA row, and the count says so); the
parity and twin methods must agree on every board; a scaled board's answer must replay to its goal.

Usage: python -m slidingkit.tools.bench --only princeton [--margin-rounds N] [--seed N]
"""

import functools
import random
import statistics
from pathlib import Path

from slidingkit.tools.bench.margin import judged
from slidingkit.tools.bench.page import intro, markdown_table, plural
from slidingkit.tools.bench.timing import alternate, medians, timed
from slidingkit.tools.bench.workloads import answered_moves, measured, problem_of
from slidingkit.tools.common import load_solution

TITLE = "Princeton 8puzzle"
METHOD_ROUNDS = 3
SCALING_ROUNDS = 3
METHODS = ("parity", "twin")


def princeton_judged(name, rounds, progress):
    """Rows (case, verdicts, median CPU s, median wall s, peak MB), and the problem: the margin
    section's judged runs of the file under CPython (margin.judged), `rounds` of them."""
    problem, runs = judged(name, rounds, progress)
    rows = []
    for case, results in runs["CPython"].items():
        verdicts = "/".join(sorted({result.verdict for result in results}))
        rows.append(
            (
                case,
                verdicts,
                statistics.median(result.cpu_time for result in results),
                statistics.median(result.wall_time for result in results),
                max(result.memory_mb for result in results),
            )
        )
    return rows, problem


def method_groups(name, module):
    """{group: boards} of the problem's files with an answer: solvable 3x3, solvable 4x4 of up to
    40 moves, unsolvable."""
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
    return groups


def solver_run(module, board, method):
    """(seconds, (solvable, moves)) of one Solver(board, method)."""
    seconds, solver = timed(lambda: module.Solver(board, method))
    return seconds, (solver.is_solvable(), solver.moves())


def princeton_methods(name, rounds):
    """Rows (group, boards, parity median ms, twin median ms, parity total ms, twin total ms, ratio
    of totals): Solver(board, method) in-process, each board timed `rounds` times per method."""
    module = load_solution(name)
    groups = method_groups(name, module)
    module.Solver(groups["3x3 solvable"][0])  # build the tables outside the timings
    module.Solver(groups["4x4 solvable, up to 40 moves"][0])
    rows = []
    for group, boards in groups.items():
        calls = [
            ((index, method), functools.partial(solver_run, module, board, method))
            for index, board in enumerate(boards)
            for method in METHODS  # alternate, board by board
        ]
        samples = alternate(calls, rounds)
        for index, board in enumerate(boards):
            answers = [sample[1] for method in METHODS for sample in samples[index, method]]
            if len(set(answers)) > 1:
                raise SystemExit(
                    "bench: Princeton's parity and twin methods disagree on %s: %s"
                    % (board, answers)
                )
        times = {
            method: [
                sample[0]
                for (_, each), runs in samples.items()
                if each == method
                for sample in runs
            ]
            for method in METHODS
        }
        parity, twin = (statistics.median(times[method]) for method in METHODS)
        parity_total, twin_total = (sum(times[method]) / rounds for method in METHODS)
        rows.append(
            (group, len(boards), parity * 1e3, twin * 1e3, parity_total * 1e3, twin_total * 1e3)
            + (twin_total / parity_total,)
        )
    return rows


def near_goal_text(side, rng):
    """The input of a side x side board a 12-step walk of the blank (never straight back) away
    from the goal."""
    cells = list(range(1, side * side)) + [0]
    blank, last = side * side - 1, None
    for _ in range(12):
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
    return "%d\n%s\n" % (side, " ".join(map(str, cells)))


def princeton_scaling(name, seed, rounds):
    """Rows (n, moves, ms, microseconds per cell per board printed): solve() on near-goal boards."""
    module = load_solution(name)
    rng = random.Random(seed)
    rows = []
    for side in (8, 16, 32, 64, 127):
        text = near_goal_text(side, rng)
        module.solve(text)  # build the tables for this n first
        samples = alternate([(side, lambda text=text: timed(lambda: module.solve(text)))], rounds)
        output = samples[side][-1][1]
        moves = int(output.split("\n", 1)[0].rsplit(" ", 1)[1])
        last_board = [int(word) for word in output.strip().split("\n\n")[-1].split()[1:]]
        if last_board != list(range(1, side * side)) + [0]:
            raise SystemExit(
                "bench: Princeton's %dx%d answer does not end on the goal" % (side, side)
            )
        elapsed = medians(samples, of=lambda sample: sample[0])[side]
        rows.append((side, moves, elapsed * 1e3, elapsed * 1e6 / (side * side * (moves + 1))))
    return rows


def section(options, progress):
    """The section's Markdown (see the module docstring); options: margin_rounds, seed."""
    return "\n".join(
        part for name in measured("solver") for part in problem_parts(name, options, progress)
    )


def judged_parts(name, rounds, progress):
    """The paragraph and table of the file's judged runs."""
    rows, problem = princeton_judged(name, rounds, progress)
    answered = sum(1 for _, verdict, _, _, _ in rows if verdict == "AC")
    slow = sorted(problem.known_slow)
    return [
        intro(
            "princeton judged",
            seconds=problem.time_limit,
            megabytes=problem.memory_limit,
            passes=plural(rounds, "pass", "passes"),
            answered=answered,
            files=len(rows),
            slow="; the known_slow files (%s) are not run: they run out of time by design"
            % ", ".join(slow)
            if slow
            else "",
        ),
        markdown_table(
            ["file", "verdict", "CPU s", "wall s", "peak MB"],
            [
                (case, verdict, "%.3f" % cpu, "%.3f" % wall, "%.1f" % peak)
                for case, verdict, cpu, wall, peak in sorted(rows, key=lambda row: -row[2])
            ],
        ),
    ]


def problem_parts(name, options, progress):
    """The section's paragraphs and tables for the problem called name."""
    out = ["`solutions/%s.py` on CPython.\n" % name]
    out += judged_parts(name, options.margin_rounds, progress)
    progress("solvability methods")
    out.append(intro("princeton methods", rounds=METHOD_ROUNDS))
    header = ["boards", "count", "parity median ms", "twin median ms", "parity total ms"]
    header += ["twin total ms", "twin / parity (totals)"]
    methods = princeton_methods(name, METHOD_ROUNDS)
    out.append(
        markdown_table(
            header,
            [
                (group, count, "%.2f" % parity, "%.2f" % twin, "%.1f" % parity_total)
                + ("%.1f" % twin_total, "%.1fx" % ratio)
                for group, count, parity, twin, parity_total, twin_total, ratio in methods
            ],
        )
    )
    progress("near-goal n-by-n boards")
    out.append(intro("princeton large", seed=options.seed, rounds=SCALING_ROUNDS))
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
        "What the core's 4x4 searches buy on these files, each run a whole process under the "
        "problem's limits: the search section.\n"
    )
    return out
