"""The distance-table section of `make bench` (tools/bench.py --only tables).

What it measures, each workload alternately in one run, medians:
1. DistanceTable build time on 3x3 (181,440 boards) and 2x4 (20,160), each in a fresh process as a
   judge run pays it, under CPython and PyPy (when installed); under CPython also the peak memory
   of the build (tracemalloc) and what the table keeps.
2. Break-even on CPython: per query, the table's path (DistanceTable.path) against IDA*
   (core.shortest_path), alternating query by query, on the 148 farthest boards for Luogu's
   goal and on 200 random solvable ones; the table pays for its build after
   build / (IDA* mean - table mean) queries. 2x4 too once shortest_path takes columns.
3. The start-up lever, vendoring by need: each solution file's lines and the median time to compile
   it (what every run of a submitted script pays, no .pyc being kept), then the issue's targets
   (1.10x a bare start, 5 ms a query) with the whole-process ratios and the slowest in-process
   query, both from tools/bench.py's own measurements (whole_process_table, in_process_table).

Every answer is checked against oracle/reference.py (plain BFS) or replayed, so a wrong one stops
the bench. Usage: python3 tools/bench.py --only tables [--rounds N] [--seed N].
"""

import random
import shutil
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import core  # noqa: E402
from oracle import reference  # noqa: E402
from tools import bench_solutions as bench  # noqa: E402
from tools.common import SOLUTIONS  # noqa: E402

SHAPES = [  # (label, goal, columns)
    ("3x3", reference.LUOGU_GOAL, None),
    ("2x4", (1, 2, 3, 4, 5, 6, 7, 0), 4),
]
BUILD_DRIVER = """
import sys, time
sys.path.insert(0, sys.argv[1])
import core
goal, columns = tuple(map(int, sys.argv[2].split(","))), (int(sys.argv[3]) or None)
start = time.perf_counter()
table = core.DistanceTable(goal, columns)
print(time.perf_counter() - start, sum(1 for moves in table.distances if moves != 255))
"""
BOARDS = {"3x3": 181440, "2x4": 20160}  # half of 9! and of 8!: the boards of one permutation parity
TARGET_RATIO, TARGET_QUERY_MS = 1.10, 5.0


def interpreters():
    found = [("CPython", sys.executable)]
    if shutil.which("pypy3"):
        found.append(("PyPy", shutil.which("pypy3")))
    return found


def build_times(rounds):
    """{(shape, interpreter): median seconds}: one fresh process per build, alternating."""
    samples = {}
    for _ in range(rounds):
        for label, goal, columns in SHAPES:
            for name, executable in interpreters():
                completed = subprocess.run([executable, "-c", BUILD_DRIVER, str(ROOT), ",".join(map(str, goal)),
                                            str(columns or 0)], capture_output=True, text=True, timeout=120)
                if completed.returncode != 0:
                    raise SystemExit("bench: building the %s table under %s failed: %s"
                                     % (label, name, completed.stderr.strip()[-300:]))
                seconds, boards = completed.stdout.split()
                if int(boards) != BOARDS[label]:
                    raise SystemExit("bench: the %s table reaches %s boards, not %d" % (label, boards, BOARDS[label]))
                samples.setdefault((label, name), []).append(float(seconds))
    return {key: statistics.median(values) for key, values in samples.items()}


def build_memory(goal, columns):
    """(peak MB during the build, MB the table keeps) under CPython, by tracemalloc."""
    tracemalloc.start()
    table = core.DistanceTable(goal, columns)
    kept, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del table
    return peak / 2 ** 20, kept / 2 ** 20


def query_times(goal, columns, boards):
    """(table mean s, IDA* mean s, slowest table s, slowest IDA* s) per query, alternating board by
    board; each path checked against the plain BFS distance and replayed."""
    table = core.distance_table(goal, columns)
    distances = reference.bfs_distances(goal)
    core.shortest_path(goal, goal)  # the search's own tables, outside the timings
    by_table, by_search = [], []
    for board in boards:
        for method, times in ((lambda: table.path(board), by_table),
                              (lambda: core.shortest_path(board, goal), by_search)):
            start = time.perf_counter()
            path = method()
            times.append(time.perf_counter() - start)
            if len(path) != distances[board] or core.replay(board, path)[-1] != goal:
                raise SystemExit("bench: a wrong path %r for %r" % (path, board))
    return statistics.mean(by_table), statistics.mean(by_search), max(by_table), max(by_search)


def compile_times(rounds):
    """Rows (file, lines, median ms to compile it): each solution file."""
    rows = []
    files = sorted(SOLUTIONS.glob("*.py"))
    samples = {path: [] for path in files}
    texts = {path: path.read_text("utf-8") for path in files}
    for _ in range(rounds):
        for path in files:
            start = time.perf_counter()
            compile(texts[path], str(path), "exec")
            samples[path].append(time.perf_counter() - start)
    for path in files:
        rows.append((str(path.relative_to(ROOT)), len(texts[path].splitlines()), statistics.median(samples[path]) * 1e3))
    return rows


def report(options):
    """Print the section; options carries rounds and seed (tools/bench.py's)."""
    rounds = max(3, options.rounds // 5)
    builds = build_times(rounds)
    print("\nDistance table (DistanceTable): build in a fresh process, median of %d alternating runs\n" % rounds)
    rows = []
    for label, goal, columns in SHAPES:
        peak, kept = build_memory(goal, columns)
        row = [label, format(BOARDS[label], ",")]
        row += ["%.0f" % (builds[label, name] * 1e3) for name, _ in interpreters()]
        rows.append(row + ["%.1f" % peak, "%.2f" % kept])
    bench.print_table(["board", "boards", *("%s build ms" % name for name, _ in interpreters()),
                       "CPython peak MB", "kept MB"], rows)

    rng = random.Random(options.seed)
    goal = reference.LUOGU_GOAL
    distances = reference.bfs_distances(goal)
    top = max(distances.values())
    workloads = [("%d farthest (%d moves)" % (len(bench.farthest(goal)), top), bench.farthest(goal)),
                 ("200 random solvable", rng.sample(sorted(distances), 200))]
    build = builds["3x3", "CPython"]
    print("\nBreak-even on CPython, goal 123804765: a path per query, the table (built once, %.0f ms) against "
          "IDA* + walking distance (core.shortest_path), alternating board by board\n" % (build * 1e3))
    rows = []
    for workload, boards in workloads:
        table_mean, search_mean, table_max, search_max = query_times(goal, None, boards)
        even = build / (search_mean - table_mean) if search_mean > table_mean else float("inf")
        rows.append((workload, "%.3f" % (table_mean * 1e3), "%.2f" % (search_mean * 1e3), "%.3f" % (table_max * 1e3),
                     "%.2f" % (search_max * 1e3), "%.0f" % even))
    bench.print_table(["boards", "table mean ms", "IDA* mean ms", "table max ms", "IDA* max ms",
                       "queries to break even"], rows)

    print("\nThe start-up lever, vendoring by need: each solution file as submitted, compiled in-process "
          "(median of %d)\n" % (rounds * 5))
    bench.print_table(["file", "lines", "compile ms"],
                      [(name, lines, "%.2f" % ms) for name, lines, ms in compile_times(rounds * 5)])
    whole = bench.whole_process_table(options.rounds)
    queries, _ = bench.in_process_table(options.seed)
    slowest = max(longest for name, workload, _, _, longest in queries
                  if name == "luogu_p1379" and "farthest" in workload)
    print("\nTargets: whole process within %.2fx a bare start, slowest in-process query under %.0f ms "
          "(Luogu's %d farthest boards: %.2f ms, %s)\n" % (TARGET_RATIO, TARGET_QUERY_MS, len(bench.farthest(goal)),
                                                           slowest, "met" if slowest < TARGET_QUERY_MS else "missed"))
    bench.print_table(["interpreter", "program", "case", "median ms", "x bare start", "target"],
                      [(label, program, case, "%.1f" % ms, "%.2f" % ratio,
                        "-" if program.startswith("python") else "met" if ratio <= TARGET_RATIO else "missed")
                       for label, program, case, ms, ratio, _ in whole])

