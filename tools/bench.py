"""Benchmark the submitted solutions and print the tables the README quotes (`make bench`).

Two tables, each measured alternately in one run (the workloads take turns, so machine noise
falls on all of them alike) and reported as medians:

1. In-process time per query of each solution file's solve(): the 148 farthest boards for goal
   123804765 (Luogu), the 2 farthest for goal 123456780 (HihoCoder), and 1,000 random solvable
   boards for each goal. Tables are warmed first; the one-off table build is reported apart.
2. Whole-process time of each solution on its hardest judge case (the case its solve() takes
   longest on), next to `python -c pass` on the same interpreter, with the ratio and peak memory;
   under CPython and, when installed, PyPy.

Usage: python3 tools/bench.py [--rounds N] [--seed N]. Needs the repo root on sys.path (it adds it).
Expected answers come from tests/reference.py (plain BFS), so a wrong answer stops the bench.
"""

import argparse
import os
import random
import shutil
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.run import Limits, MiB, probe_interpreter, run_program  # noqa: E402
from tests import reference  # noqa: E402
from tests.conftest import CASES, SOLUTIONS, load_solution  # noqa: E402


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


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=25, help="whole-process runs per program (default 25)")
    parser.add_argument("--seed", type=int, default=2026, help="seed for the random boards (default 2026)")
    options = parser.parse_args(argv)

    print("Machine: %d cores; CPython %s; %s" % (os.cpu_count(), sys.version.split()[0],
                                                  "PyPy installed" if shutil.which("pypy3") else "no PyPy"))
    rows, first_calls = in_process_table(options.seed)
    print("\nIn-process solve() per query, CPython, tables warm (target: max < 5 ms)\n")
    print_table(["solution", "boards", "queries", "median ms", "max ms"],
                [(name, workload, count, "%.2f" % median, "%.2f" % longest)
                 for name, workload, count, median, longest in rows])
    print("\nFirst call per goal (builds the search tables): "
          + ", ".join("%s %.2f ms" % (name, ms) for name, ms in first_calls))

    print("\nWhole process on the hardest case, %d alternating rounds (target: within 1.15x of bare start, "
          "peak < 64 MB)\n" % options.rounds)
    print_table(["interpreter", "program", "case", "median ms", "x bare start", "peak MB"],
                [(label, program, case, "%.1f" % ms, "%.2f" % ratio, "%.1f" % peak)
                 for label, program, case, ms, ratio, peak in whole_process_table(options.rounds)])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
