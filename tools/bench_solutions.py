"""The solutions' own timings for `make bench`, shared by tools/bench.py and tools/bench_tables.py:
in-process time per query of the 3x3 files, whole-process time on each file's hardest case against
a bare interpreter start, and the table printer.
"""

import random
import shutil
import statistics
import sys
import time

import core
from judge.run import Limits, MiB, probe_interpreter, run_program
from oracle import reference
from tools.common import CASES, SOLUTIONS, load_solution


def digits(board):
    return "".join(map(str, board))


def luogu_input(board):
    return digits(board) + "\n"


def hihocoder_input(board):
    rows = [" ".join(map(str, board[row * 3:row * 3 + 3])) for row in range(3)]
    return "1\n" + "\n".join(rows) + "\n"


SOLUTION_SPECS = [
    # (solution, goal, input writer, expected output for a distance)
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


def in_process_table(seed):
    """Rows of (solution, workload, queries, median ms, max ms); workloads alternate query by query."""
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


def run_once(command, stdin_path):
    """Return (wall seconds, peak RSS in MB) of one process run, measured as the judge measures."""
    result = run_program(command, stdin_path.read_bytes(), Limits(time_limit=10.0, memory_limit_bytes=1024 * MiB))
    if result.exit_status != 0 or result.killed_for:
        raise SystemExit("bench: %s failed (%s)" % (" ".join(command), result.killed_for or result.exit_status))
    return result.wall_time, result.peak_memory_bytes / MiB


def whole_process_table(rounds):
    """Rows of (interpreter, program, case, median ms, ratio to bare start, peak MB)."""
    interpreters = [("CPython", sys.executable)]
    if shutil.which("pypy3"):
        interpreters.append(("PyPy", probe_interpreter("pypy3").executable))
    empty = CASES / "luogu_p1379" / "sample-1.in"
    programs = [("python -c pass", None, empty)]
    for name, _, _ in SOLUTION_SPECS:
        programs.append((name, SOLUTIONS / (name + ".py"), hardest_case(name)))
    rows = []
    for label, executable in interpreters:
        commands = [([executable, "-c", "pass"] if path is None else [executable, str(path)], case)
                    for _, path, case in programs]
        for command, case in commands:  # warm the file cache
            run_once(command, case)
        samples = [[] for _ in commands]
        for _ in range(rounds):  # alternate: each program once per round
            for index, (command, case) in enumerate(commands):
                samples[index].append(run_once(command, case))
        bare = statistics.median(elapsed for elapsed, _ in samples[0])
        for (program, _, case), runs in zip(programs, samples):
            median = statistics.median(elapsed for elapsed, _ in runs)
            peak = max(memory for _, memory in runs)
            case_name = "-" if program.startswith("python") else case.parent.name + "/" + case.name
            rows.append((label, program, case_name, median * 1e3, median / bare, peak))
    return rows


def print_table(header, rows):
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *rows)]
    print("| " + " | ".join(str(cell).ljust(width) for cell, width in zip(header, widths)) + " |")
    print("|" + "|".join("-" * (width + 2) for width in widths) + "|")
    for row in rows:
        print("| " + " | ".join(str(cell).ljust(width) for cell, width in zip(row, widths)) + " |")


# Section 5: the explorer's IDA* against the core's Search, same boards, same heuristic (walking
# distance). Princeton 4x4 files the core solves in 0.1-0.5 s on CPython.
