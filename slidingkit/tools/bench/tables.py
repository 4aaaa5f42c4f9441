"""Section "tables" of `make bench`: distance tables' build and break-even.

What it measures, each workload alternately in one run, medians:
1. DistanceTable build time on 3x3 (181,440 boards) and 2x4 (20,160), each in a fresh process as a
   judge run pays it, under CPython and PyPy (when installed); under CPython also the peak memory
   of the build (tracemalloc) and what the table keeps.
2. Break-even on CPython: per query, the table's path (DistanceTable.path) against IDA*
   (core.shortest_path), alternating query by query, on the 148 farthest boards of the 3x3 goal
   with the blank in the centre and on 200 random solvable ones; the table pays for its build
   after build / (IDA* mean - table mean) queries.
Each build runs in a fresh process (slidingkit/tools/bench/child.py), started from the repository's
root.

Every answer is checked against slidingkit/oracle/reference.py (plain BFS) or replayed, so a wrong
one stops the bench. Usage: python -m slidingkit.tools.bench --only tables [--rounds N] [--seed N].
"""

import functools
import random
import statistics
import subprocess
import tracemalloc

from slidingkit import core
from slidingkit.oracle import reference
from slidingkit.tools.bench.page import intro, markdown_table
from slidingkit.tools.bench.runs import PYPY_MISSING, python_interpreters
from slidingkit.tools.bench.timing import alternate, medians, timed
from slidingkit.tools.bench.workloads import digits, farthest
from slidingkit.tools.common import ROOT

TITLE = "Distance tables"


# The tables built: 3x3 with the blank in the centre (its farthest layer holds 148 boards, the
# break-even's first workload), and 2x4.
SHAPES = [  # (label, goal, columns)
    ("3x3", (1, 2, 3, 8, 0, 4, 7, 6, 5), None),
    ("2x4", (1, 2, 3, 4, 5, 6, 7, 0), 4),
]
BOARDS = {"3x3": 181440, "2x4": 20160}  # half of 9! and of 8!: the boards of one permutation parity


def build_run(label, name, executable, goal, columns):
    """Seconds one fresh process of executable takes to build the shape's table (child.py, from
    the repository's root); a failure, or a table of the wrong size, stops the bench."""
    completed = subprocess.run(
        [executable, "-m", "slidingkit.tools.bench.child", "table"]
        + [",".join(map(str, goal)), str(columns or 0)],
        cwd=str(ROOT),
        capture_output=True,
        text=True,
        timeout=120,
    )
    if completed.returncode != 0:
        raise SystemExit(
            "bench: building the %s table under %s failed: %s"
            % (label, name, completed.stderr.strip()[-300:])
        )
    seconds, boards = completed.stdout.split()
    if int(boards) != BOARDS[label]:
        raise SystemExit(
            "bench: the %s table reaches %s boards, not %d" % (label, boards, BOARDS[label])
        )
    return float(seconds)


def build_times(rounds, progress=None):
    """{(shape, interpreter): median seconds}: one fresh process per build, alternating."""
    calls = [
        (
            (label, name),
            functools.partial(build_run, label, name, interpreter.executable, goal, columns),
        )
        for label, goal, columns in SHAPES
        for name, interpreter in python_interpreters()
    ]
    return medians(alternate(calls, rounds, progress, "table builds"))


def build_memory(goal, columns):
    """(peak MB during the build, MB the table keeps) under CPython, by tracemalloc."""
    tracemalloc.start()
    table = core.DistanceTable(goal, columns)
    kept, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del table
    return peak / 2**20, kept / 2**20


def query_times(goal, columns, boards):
    """(table mean s, IDA* mean s, slowest table s, slowest IDA* s) per query, alternating board by
    board; each path checked against the plain BFS distance and replayed."""
    table = core.distance_table(goal, columns)
    distances = reference.bfs_distances(goal)
    core.shortest_path(goal, goal)  # the search's own tables, outside the timings

    def query(method, board):
        seconds, path = timed(lambda: method(board))
        if len(path) != distances[board] or core.replay(board, path)[-1] != goal:
            raise SystemExit("bench: a wrong path %r for %r" % (path, board))
        return seconds

    calls = [
        ((method, index), functools.partial(query, solve, board))
        for index, board in enumerate(boards)
        for method, solve in (
            ("table", table.path),
            ("IDA*", lambda board: core.shortest_path(board, goal)),
        )
    ]
    samples = alternate(calls, 1)
    by_table = [seconds for (method, _), (seconds,) in samples.items() if method == "table"]
    by_search = [seconds for (method, _), (seconds,) in samples.items() if method == "IDA*"]
    return statistics.mean(by_table), statistics.mean(by_search), max(by_table), max(by_search)


def build_markdown(rounds, progress):
    """The build paragraph and table, and the builds' medians."""
    builds = build_times(rounds, progress)
    names = sorted({name for _, name in builds}, key=["CPython", "PyPy"].index)
    rows = []
    for label, goal, columns in SHAPES:
        peak, kept = build_memory(goal, columns)
        row = [label, format(BOARDS[label], ",")]
        row += ["%.0f" % (builds[label, name] * 1e3) for name in names]
        rows.append(row + ["%.1f" % peak, "%.2f" % kept])
    header = ["board", "boards", *("%s build ms" % name for name in names)]
    out = [
        intro("tables", rounds=rounds, interpreters=" and ".join(names)),
        markdown_table(header + ["CPython peak MB", "kept MB"], rows),
    ]
    if "PyPy" not in names:
        out.append(PYPY_MISSING + "\n")
    return out, builds


def section(options, progress):
    """The section's Markdown (see the module docstring); options: tables_rounds and seed."""
    out, builds = build_markdown(options.tables_rounds, progress)
    progress("break-even against IDA*")
    rng = random.Random(options.seed)
    goal = SHAPES[0][1]
    distances = reference.bfs_distances(goal)
    top = max(distances.values())
    workloads = [
        ("%d farthest (%d moves)" % (len(farthest(goal)), top), farthest(goal)),
        ("200 random solvable", rng.sample(sorted(distances), 200)),
    ]
    build = builds["3x3", "CPython"]
    rows = []
    for workload, boards in workloads:
        table_mean, search_mean, table_max, search_max = query_times(goal, None, boards)
        even = build / (search_mean - table_mean) if search_mean > table_mean else float("inf")
        rows.append(
            (workload, "%.3f" % (table_mean * 1e3), "%.2f" % (search_mean * 1e3))
            + ("%.3f" % (table_max * 1e3), "%.2f" % (search_max * 1e3), "%.0f" % even)
        )
    out.append(intro("tables break-even", goal=digits(goal), build=build * 1e3, seed=options.seed))
    header = ["boards", "table mean ms", "IDA* mean ms", "table max ms", "IDA* max ms"]
    out.append(markdown_table(header + ["queries to break even"], rows))
    return "\n".join(out)
