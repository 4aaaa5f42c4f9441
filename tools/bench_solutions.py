"""Section "3x3" of `make bench`: the 3x3 files that answer one board, in-process and as a whole process.

Luogu P1379 (goal 123804765) and HihoCoder 1312 (goal 123456780):

- in-process: each file's solve() per query on the farthest boards of its goal (Luogu's 148 at 30
  moves, HihoCoder's 2 at 31) and on 1,000 random solvable boards (seeded), the four workloads
  taking turns query by query, the tables warmed first (the first call per goal, which builds
  them, is reported apart); median and max per workload. Target: the slowest query under 5 ms.
- whole process: each file on its hardest case (the case its solve() takes longest on) next to a
  bare start of the same interpreter (`python -c pass`), `rounds` alternating rounds, wall time
  and peak memory as the judge measures them (judge.run.run_program); medians, and the ratio to
  the bare start. Target: within 1.10x of a bare start. CPython, and PyPy when installed.

Every answer is checked (the in-process ones against the plain BFS of oracle/reference.py, the
processes' output against the case's answer file): a wrong one stops the bench.

Usage: python3 tools/bench.py --only 3x3 [--rounds N] [--seed N]
"""

import random
import statistics
import time

from judge.run import Limits, MiB, run_program
from oracle import reference
from tools.bench_page import PYPY_MISSING, markdown_table, plural, python_interpreters
from tools.common import CASES, SOLUTIONS, load_solution

TITLE = "The 3x3 solutions"
TARGET_RATIO, TARGET_QUERY_MS = 1.10, 5.0


def digits(board):
    return "".join(map(str, board))


def luogu_input(board):
    return digits(board) + "\n"


def hihocoder_input(board):
    rows = [" ".join(map(str, board[row * 3:row * 3 + 3])) for row in range(3)]
    return "1\n" + "\n".join(rows) + "\n"


SOLUTION_SPECS = [
    # (solution, goal, input writer); each answers with the board's distance
    ("luogu_p1379", reference.LUOGU_GOAL, luogu_input),
    ("hihocoder_1312", reference.HIHOCODER_GOAL, hihocoder_input),
]


def farthest(goal):
    distances = reference.bfs_distances(goal)
    top = max(distances.values())
    return sorted(board for board, moves in distances.items() if moves == top)


def time_query(solve, text):
    start = time.perf_counter()
    output = solve(text)
    return time.perf_counter() - start, output


def in_process_table(seed, progress=lambda text: None):
    """Rows of (solution, workload, queries, median ms, max ms), and (solution, first call ms) per
    goal; the workloads alternate query by query."""
    rng = random.Random(seed)
    workloads = []  # (solution, workload name, solve, [(text, expected)])
    first_calls = []
    for name, goal, write in SOLUTION_SPECS:
        module = load_solution(name)
        distances = reference.bfs_distances(goal)
        start = time.perf_counter()
        module.solve(write(goal))  # builds the tables for this goal
        first_calls.append((name, (time.perf_counter() - start) * 1e3))
        boards_by_workload = [
            ("%d farthest (%d moves)" % (len(farthest(goal)), max(distances.values())), farthest(goal)),
            ("1,000 random solvable", rng.sample(sorted(distances), 1000)),
        ]
        for workload, boards in boards_by_workload:
            queries = [(write(board), str(distances[board])) for board in boards]
            workloads.append((name, workload, module.solve, queries))
    times = {index: [] for index in range(len(workloads))}
    longest = max(len(queries) for _, _, _, queries in workloads)
    for position in range(longest):  # alternate: one query of each workload in turn
        if position % 50 == 0:
            progress("in-process query %d of %d" % (position, longest))
        for index, (name, workload, solve, queries) in enumerate(workloads):
            if position < len(queries):
                text, expected = queries[position]
                elapsed, output = time_query(solve, text)
                if output.strip() != expected:
                    raise SystemExit("bench: %s answered %r for %r, expected %s" % (name, output, text, expected))
                times[index].append(elapsed)
    rows = []
    for index, (name, workload, _, queries) in enumerate(workloads):
        rows.append((name, workload, len(queries), statistics.median(times[index]) * 1e3, max(times[index]) * 1e3))
    return rows, first_calls


def hardest_case(name):
    solve = load_solution(name).solve
    timed = []
    for case in sorted((CASES / name).glob("*.in")):
        text = case.read_text("utf-8")
        elapsed = min(time_query(solve, text)[0] for _ in range(3))
        timed.append((elapsed, case))
    return max(timed)[1]


def run_once(command, stdin_path, checked=True):
    """Return (wall seconds, peak RSS in MB) of one process run, measured as the judge measures;
    when checked, its output must be the case's answer (stdin_path with .out)."""
    result = run_program(command, stdin_path.read_bytes(), Limits(time_limit=10.0, memory_limit_bytes=1024 * MiB))
    if result.exit_status != 0 or result.killed_for:
        raise SystemExit("bench: %s failed (%s)" % (" ".join(command), result.killed_for or result.exit_status))
    answer = stdin_path.with_suffix(".out")
    if checked and result.stdout.decode("utf-8", "replace").split() != answer.read_text("utf-8").split():
        raise SystemExit("bench: %s on %s printed %r, not the answer in %s"
                         % (" ".join(command), stdin_path.name, result.stdout[:200], answer.name))
    return result.wall_time, result.peak_memory_bytes / MiB


def whole_process_table(rounds, progress=lambda text: None):
    """Rows of (interpreter, program, case, median ms, ratio to bare start, peak MB)."""
    empty = CASES / "luogu_p1379" / "sample-1.in"
    programs = [("python -c pass", None, empty)]
    for name, _, _ in SOLUTION_SPECS:
        programs.append((name, SOLUTIONS / (name + ".py"), hardest_case(name)))
    rows = []
    for label, interpreter in python_interpreters():
        executable = interpreter.executable
        commands = [([executable, "-c", "pass"] if path is None else [executable, str(path)], case)
                    for _, path, case in programs]
        for index, (command, case) in enumerate(commands):  # warm the file cache
            run_once(command, case, checked=index > 0)
        samples = [[] for _ in commands]
        for round_number in range(rounds):  # alternate: each program once per round
            progress("whole process, %s, round %d of %d" % (label, round_number + 1, rounds))
            for index, (command, case) in enumerate(commands):
                samples[index].append(run_once(command, case, checked=index > 0))
        bare = statistics.median(elapsed for elapsed, _ in samples[0])
        for (program, _, case), runs in zip(programs, samples):
            median = statistics.median(elapsed for elapsed, _ in runs)
            peak = max(memory for _, memory in runs)
            case_name = "-" if program.startswith("python") else case.parent.name + "/" + case.name
            rows.append((label, program, case_name, median * 1e3, median / bare, peak))
    return rows


def section(options, progress):
    """The section's Markdown (see the module docstring); options: seed, rounds."""
    rows, first_calls = in_process_table(options.seed, progress)
    whole = whole_process_table(options.rounds, progress)
    interpreters = sorted({label for label, *_ in whole}, key=["CPython", "PyPy"].index)
    out = ["Luogu P1379 (goal 123804765) and HihoCoder 1312 (goal 123456780), the 3x3 files that answer "
           "one board.\n"]
    out.append("**In-process**, CPython: each file's `solve()` per query, on the farthest boards of its goal and "
               "on 1,000 random solvable boards (seed %d), the four workloads taking turns query by query, the "
               "tables warmed first; every answer checked against the plain BFS of oracle/reference.py. "
               "Target: the slowest query under %.0f ms.\n" % (options.seed, TARGET_QUERY_MS))
    out.append(markdown_table(
        ["solution", "boards", "queries", "median ms", "max ms", "target (max < %.0f ms)" % TARGET_QUERY_MS],
        [(name, workload, format(count, ","), "%.2f" % median, "%.2f" % longest,
          "met" if longest < TARGET_QUERY_MS else "missed")
         for name, workload, count, median, longest in rows]))
    out.append("The first call per goal builds the search tables, outside the timings above: "
               + ", ".join("%s %.2f ms" % (name, ms) for name, ms in first_calls) + ".\n")
    out.append("**Whole process** on each file's hardest case (the case its `solve()` takes longest on), next to "
               "a bare start of the same interpreter (`python -c pass`), %s; wall time and "
               "peak memory as the judge measures them, medians; the output checked against the case's answer. "
               "The ratio is to the bare start in the same run. Target: within %.2fx of a bare start (%s).\n"
               % (plural(options.rounds, "alternating round"), TARGET_RATIO, " and ".join(interpreters)))
    out.append(markdown_table(
        ["interpreter", "program", "case", "median ms", "x bare start", "peak MB", "target (%.2fx)" % TARGET_RATIO],
        [(label, program, case, "%.1f" % ms, "%.2f" % ratio, "%.1f" % peak,
          "-" if program.startswith("python") else "met" if ratio <= TARGET_RATIO else "missed")
         for label, program, case, ms, ratio, peak in whole]))
    if "PyPy" not in interpreters:
        out.append(PYPY_MISSING + "\n")
    return "\n".join(out)
