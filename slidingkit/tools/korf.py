"""Korf's 100 random 15-puzzles, solved optimally by the explorer (`make korf`).

What it does, in one run:
1. builds the pattern databases for Korf's goal afresh (the first-run cost; --use-cache skips it),
   with NumPy when it is installed (pattern_database.build_table_numpy: a level of the
   breadth-first search at a time, each placement's blank regions as bit masks), and stores them
   in the cache; it records the build's CPU and wall time and the process's peak memory
   (peak_memory_mb);
2. solves each instance of slidingkit/tools/data/korf100.tsv with IDA* + pattern databases
   (explorer.algorithms.solve, the code `python3 -m slidingkit.explorer solve -H pdb` runs), replays
   every path and checks its length against the published optimum (a mismatch stops the run, exit
   3);
3. runs the same under PyPy (`pypy3`, when on PATH; its own fresh build, pure Python);
4. measures, on the first --compare instances with --compare-timeout seconds each, our IDA* with
   walking distance and one peer (the PyPI package fifteen-puzzle-solvers: its A* with its default
   heuristic, then with Manhattan distance, each in a child process), as ratios to the
   pattern-database time on the same instance;
and prints one table: per instance the length, the published optimum, nodes expanded and
generated, CPU seconds on CPython and on PyPy; then the totals, with CPU and wall time and the load
average, since the machine may be shared. With --page PAGE (what `make korf` passes:
docs/performance.md) it also writes the figures as the page's section "Korf's 100"
(slidingkit/tools/bench/page.py: the rest of the page as the bench wrote it, sealed anew), with
whether CPython met the target: all 100, the build included, within TARGET_CPU_SECONDS of CPU.
--page takes only the whole run (all 100 instances, the tables built afresh).

Korf's goal is the blank first, then 1..15 (`0 1 2 ... 15`); the explorer solves the instances
against that goal as they are. The peer knows only the blank-last goal, so its boards are turned
180 degrees and each tile t renamed 16 - t, a symmetry that keeps every distance.

Usage: python -m slidingkit.tools.korf [--partition 6-6-3] [--builder numpy|python] [--use-cache]
                           [--instances 1-100] [--compare 3] [--compare-timeout 30]
                           [--no-pypy] [--json FILE] [--page docs/performance.md]
       (from the repository's root; the PyPy run starts `pypy3 -m slidingkit.tools.korf` there)
Sample (the first line of the table):
    instance  moves  optimum    expanded    generated  CPython CPU s  PyPy CPU s
           1     57       57     ...
"""

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Dict, List, NamedTuple, Optional, Sequence, Tuple

from slidingkit import core
from slidingkit.explorer import algorithms, pattern_database
from slidingkit.tools.bench import page
from slidingkit.tools.common import ROOT

KORF_FILE = ROOT / "slidingkit" / "tools" / "data" / "korf100.tsv"
KORF_GOAL = tuple(range(16))  # the blank first, then 1..15
EXIT_WRONG = 3
TARGET_CPU_SECONDS = 90  # all 100 on CPython, the build included
SLOWEST = 5  # the instances the page lists one by one
LENGTHS = ((41, 50), (51, 55), (56, 60), (61, 66))  # the page's bands of optimal length

PEER = "fifteen-puzzle-solvers"
# Run in a child process (so a time limit can stop it): the peer's documented entry points.
PEER_DRIVER = """
import json, sys, time
from fifteen_puzzle_solvers.domain import Puzzle
from fifteen_puzzle_solvers.services.algorithms import AStar
from fifteen_puzzle_solvers.services.solver import PuzzleSolver
tiles = [int(word) for word in sys.argv[1].split()]
heuristic = sys.argv[2] or None  # None: the package's default (its "total" heuristic)
solver = PuzzleSolver(AStar(Puzzle([tiles[row * 4:row * 4 + 4] for row in range(4)]), heuristic))
began = time.perf_counter()
solver.run()
print(json.dumps({"moves": len(solver.get_solution()) - 1, "seconds": time.perf_counter() - began}))
"""


def read_instances(path: Path) -> Dict[int, Tuple[Tuple[int, ...], int]]:
    """Korf's instances by id: (board for KORF_GOAL, published optimal length)."""
    instances = {}
    for line in path.read_text().splitlines()[1:]:
        if line.strip():
            number, tiles, length = line.split("\t")
            instances[int(number)] = (tuple(int(word) for word in tiles.split()), int(length))
    return instances


def for_blank_last_goal(board: Tuple[int, ...]) -> Tuple[int, ...]:
    """The board turned 180 degrees with tile t renamed 16 - t: as far from 1..15 + blank as board
    is from KORF_GOAL."""
    return tuple(16 - tile if tile else 0 for tile in reversed(board))


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def parse_range(text: str) -> List[int]:
    numbers = []  # type: List[int]
    for part in text.split(","):
        first, _, last = part.partition("-")
        numbers.extend(range(int(first), int(last or first) + 1))
    return numbers


def peak_memory_mb() -> float:
    """The process's own peak resident memory so far, in MB: VmHWM of /proc/self/status where
    there is one (Linux), since getrusage's ru_maxrss carries a parent's peak over into the
    program a child process runs (the PyPy run's parent has built its tables); else ru_maxrss
    (KiB on Linux, bytes on macOS)."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024  # in kB
    except OSError:
        pass
    import resource  # POSIX only, like the rest of the measurement

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1 << 20) if sys.platform == "darwin" else peak / 1024


def interpreter_name() -> str:
    """'CPython 3.11.7', 'PyPy 7.3.11 (Python 3.9.16)'."""
    name = platform.python_implementation()
    if name == "CPython":
        return "CPython %s" % platform.python_version()
    version = sys.implementation.version
    return "%s %d.%d.%d (Python %s)" % (
        name,
        version.major,
        version.minor,
        version.micro,
        platform.python_version(),
    )


def solve_one(
    number: int, board: Tuple[int, ...], optimum: int, partition: str, log
) -> Dict[str, Any]:
    """Solve Korf's instance number, replay its path and check its length against optimum (the
    run stops otherwise); its row of figures."""
    cpu = time.process_time()
    result = algorithms.solve(board, KORF_GOAL, "idastar", "pdb", partition=partition)
    cpu = time.process_time() - cpu
    if result.path is None or core.replay(board, result.path)[-1] != KORF_GOAL:
        raise SystemExit(
            "korf: instance %d: no path that replays to the goal (%s)" % (number, result.status)
        )
    moves = len(result.path)
    log(
        "  #%d: %d moves (optimum %d), %s expanded, %.2f s CPU"
        % (number, moves, optimum, format(result.expanded, ","), cpu)
    )
    if moves != optimum:
        log(
            "korf: instance %d: %d moves, but the published optimum is %d"
            % (number, moves, optimum)
        )
        sys.exit(EXIT_WRONG)
    return {
        "instance": number,
        "moves": moves,
        "optimum": optimum,
        "expanded": result.expanded,
        "generated": result.generated,
        "seconds": result.seconds,
        "cpu_seconds": cpu,
    }


def solve_all(options: argparse.Namespace, log) -> Dict[str, Any]:
    """Build (or load) the tables, then solve every chosen instance; the figures as a dict."""
    instances = read_instances(KORF_FILE)
    chosen = parse_range(options.instances)
    began, began_cpu = time.perf_counter(), time.process_time()
    load_before = load_average()
    memory_before = peak_memory_mb()
    databases = pattern_database.load(
        KORF_GOAL,
        options.partition,
        progress=None,
        use_cache=options.use_cache,
        builder=options.builder,
    )
    build, build_cpu = time.perf_counter() - began, time.process_time() - began_cpu
    memory_built = peak_memory_mb()
    rows = [solve_one(number, *instances[number], options.partition, log) for number in chosen]
    return {
        "interpreter": interpreter_name(),
        "builder": options.builder or ("numpy" if pattern_database.numpy_available() else "python"),
        "built": not options.use_cache,
        "partition": options.partition,
        "build_seconds": build if not options.use_cache else 0.0,
        "build_cpu_seconds": build_cpu if not options.use_cache else 0.0,
        "tables_mb": sum(len(table) for table in databases.tables) / (1 << 20),
        "memory_before_build_mb": memory_before,
        "peak_memory_build_mb": memory_built,
        "rows": rows,
        "total_seconds": time.perf_counter() - began,
        "cpu_seconds": time.process_time() - began_cpu,
        "load_before": load_before,
        "load_after": load_average(),
    }


def run_pypy(options: argparse.Namespace, log) -> Optional[Dict[str, Any]]:
    pypy = shutil.which("pypy3")
    if pypy is None:
        log("PyPy: pypy3 is not on PATH; no PyPy column")
        return None
    with tempfile.TemporaryDirectory() as folder:
        target = os.path.join(folder, "pypy.json")
        command = [
            pypy,
            "-m",
            "slidingkit.tools.korf",
            "--no-pypy",
            "--compare",
            "0",
            "--builder",
            "python",
            "--partition",
            options.partition,
            "--instances",
            options.instances,
            "--json",
            target,
        ]
        if options.use_cache:
            command.append("--use-cache")
        log("PyPy: %s" % " ".join(command[:3]))
        finished = subprocess.run(
            command, cwd=str(ROOT), stdout=subprocess.DEVNULL, stderr=sys.stderr
        )
        if finished.returncode != 0:
            log("PyPy: the run failed (exit status %d); no PyPy column" % finished.returncode)
            return None
        with open(target) as source:
            return json.load(source)


def run_peer(
    board: Tuple[int, ...], heuristic: str, timeout: float
) -> Tuple[Optional[int], Optional[float], str]:
    """(moves, seconds, note) of the peer's A* with heuristic ("" for its default) on board
    (blank-last goal), or (None, None, why)."""
    tiles = " ".join(map(str, for_blank_last_goal(board)))
    try:
        finished = subprocess.run(
            [sys.executable, "-c", PEER_DRIVER, tiles, heuristic],
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return None, None, "stopped at %g s" % timeout
    if finished.returncode != 0:
        last = (finished.stderr.strip().splitlines() or ["?"])[-1]
        return None, None, "failed: %s" % last
    answer = json.loads(finished.stdout)
    return answer["moves"], answer["seconds"], ""


def peer_installed() -> bool:
    finished = subprocess.run(
        [sys.executable, "-c", "import fifteen_puzzle_solvers"], capture_output=True
    )
    return finished.returncode == 0


class Comparison(NamedTuple):
    """The comparison's table: what it measured (a sentence), its column names and its rows."""

    sentence: str
    header: List[str]
    rows: List[List[str]]


# Long: one table row per instance, each cell a run of ours or of the peer with its own way of
# failing (stopped, not installed, not optimal), written where it is decided.
def compare(options: argparse.Namespace, figures: Dict[str, Any], log) -> Comparison:
    """The comparison on the first instances (walking-distance IDA*, the peer), as ratios to
    IDA* + pattern databases (its wall time in this run)."""
    instances = read_instances(KORF_FILE)
    ours = {row["instance"]: row for row in figures["rows"]}
    has_peer = peer_installed()
    sentence = (
        "On the first %d instances, %g s each at most, as a ratio to IDA* + pattern databases "
        "(CPython, same run, wall time); the peer is %s, its A* with its default heuristic and "
        "with Manhattan distance:" % (options.compare, options.compare_timeout, PEER)
    )
    header = [
        "instance",
        "optimum",
        "PDB s",
        "IDA* + walking distance",
        "peer A* (default)",
        "peer A* + Manhattan",
    ]
    rows = []
    for number in sorted(ours)[: options.compare]:
        board, optimum = instances[number]
        base = ours[number]["seconds"]
        log("  comparing on #%d" % number)
        walking = algorithms.solve(
            board, KORF_GOAL, "idastar", "walking", timeout=options.compare_timeout
        )
        if walking.status == "solved":
            assert walking.moves is not None  # solved: there is a path
            texts = [
                "%d moves, %.1f s, %s"
                % (walking.moves, walking.seconds, ratio(walking.seconds, base))
            ]
        else:
            texts = [
                "stopped at %g s: >= %s"
                % (options.compare_timeout, ratio(options.compare_timeout, base))
            ]
        for heuristic in ("", "manhattan_distance"):
            if not has_peer:
                texts.append("not installed (make korf does)")
                continue
            moves, seconds, note = run_peer(board, heuristic, options.compare_timeout)
            if moves is None or seconds is None:  # both None or neither
                texts.append(
                    note
                    + (
                        ": >= %s" % ratio(options.compare_timeout, base)
                        if note.startswith("stopped")
                        else ""
                    )
                )
            else:
                texts.append(
                    "%d moves%s, %.1f s, %s"
                    % (
                        moves,
                        "" if moves == optimum else " (NOT optimal)",
                        seconds,
                        ratio(seconds, base),
                    )
                )
        rows.append([str(number), str(optimum), "%.2f" % base] + texts)
    return Comparison(sentence, header, rows)


def comparison_lines(comparison: Comparison) -> List[str]:
    """The comparison as plain text, for stdout."""
    line = "%8s  %7s  %8s  %-30s  %-30s  %-30s"
    return ["", comparison.sentence, "", line % tuple(comparison.header)] + [
        line % tuple(row) for row in comparison.rows
    ]


def ratio(seconds: float, base: float) -> str:
    return "%.2gx" % (seconds / base) if seconds < 10 * base else "%.0fx" % (seconds / base)


def table(figures: Dict[str, Any], pypy: Optional[Dict[str, Any]]) -> List[str]:
    """The per-instance table and the totals, as plain text, for stdout."""
    rows = figures["rows"]  # type: List[Dict[str, float]]
    pypy_seconds = {row["instance"]: row["cpu_seconds"] for row in pypy["rows"]} if pypy else {}
    lines = [
        "%8s  %5s  %7s  %12s  %13s  %13s  %10s"
        % ("instance", "moves", "optimum", "expanded", "generated", "CPython CPU s", "PyPy CPU s")
    ]
    for row in rows:
        lines.append(
            "%8d  %5d  %7d  %12s  %13s  %13.2f  %10s"
            % (
                row["instance"],
                row["moves"],
                row["optimum"],
                format(row["expanded"], ","),
                format(row["generated"], ","),
                row["cpu_seconds"],
                "%.2f" % pypy_seconds[row["instance"]] if row["instance"] in pypy_seconds else "-",
            )
        )
    expanded = sum(row["expanded"] for row in rows)
    generated = sum(row["generated"] for row in rows)
    lines.append(
        "%8s  %5s  %7s  %12s  %13s  %13.1f  %10s"
        % (
            "all",
            "",
            "",
            format(expanded, ","),
            format(generated, ","),
            search_cpu(figures),
            "%.1f" % sum(pypy_seconds.values()) if pypy else "-",
        )
    )
    return lines + [""] + summary_lines(figures, pypy)


def summary_lines(figures: Dict[str, Any], pypy: Optional[Dict[str, Any]]) -> List[str]:
    """A line per interpreter's run (build, memory, totals, load), then CPython's node rate."""
    lines = []
    for run in (figures, pypy):
        if run is None:
            continue
        lines.append(
            "%s: %d instances, all of the published length; tables built in %.1f s CPU, "
            "%.1f s wall (%s), peak memory %.0f MB; total %.1f s CPU, %.1f s wall (%.1f min); "
            "load average %s before, %s after"
            % (
                run["interpreter"],
                len(run["rows"]),
                run["build_cpu_seconds"],
                run["build_seconds"],
                run["builder"],
                run["peak_memory_build_mb"],
                run["cpu_seconds"],
                run["total_seconds"],
                run["total_seconds"] / 60,
                run["load_before"],
                run["load_after"],
            )
        )
    lines.append(
        "%s searched %s generated nodes a second of CPU"
        % (figures["interpreter"], format(nodes_per_second(figures), ","))
    )
    return lines


def search_cpu(run: Dict[str, Any]) -> float:
    """CPU seconds of a run's searches (the build aside)."""
    return sum(row["cpu_seconds"] for row in run["rows"])


def nodes_per_second(run: Dict[str, Any]) -> int:
    """Generated nodes a second of the searches' CPU time."""
    return int(sum(row["generated"] for row in run["rows"]) / max(search_cpu(run), 1e-9))


def target_met(run: Dict[str, Any]) -> bool:
    """Whether a run on CPython solved all 100 with the tables built afresh within
    TARGET_CPU_SECONDS of CPU."""
    return (
        run["interpreter"].startswith("CPython ")
        and run["built"]
        and len(run["rows"]) == 100
        and run["cpu_seconds"] <= TARGET_CPU_SECONDS
    )


def section(
    figures: Dict[str, Any],
    pypy: Optional[Dict[str, Any]],
    comparison: Optional[Comparison],
    context: Sequence[Tuple[str, str]],
) -> str:
    """The page's section "Korf's 100" (its Markdown, the title aside): what was run and how it
    was measured, context's (field, value) rows (machine, duration, command), a row per interpreter,
    whether CPython met the target, the instances by optimal length, the slowest ones, and the
    comparison when there is one."""
    runs = [run for run in (figures, pypy) if run is not None]
    parts = [
        "Written by `make korf` (slidingkit/tools/korf.py), not by the bench's run: a run of the "
        "bench keeps this section as it finds it. Korf's 100 random 15-puzzles "
        "(slidingkit/tools/data/korf100.tsv) solved by the explorer's IDA* with the %s "
        "additive pattern databases and their mirror lookup (what `python3 -m "
        "slidingkit.explorer solve -H pdb` runs), each path replayed and its length checked "
        "against the published optimum. Under each interpreter one process first builds the "
        "databases afresh (the builder column says how: NumPy or pure Python), then solves the "
        "100 in turn. CPU time is the process's own (time.process_time), which a shared machine's "
        "load stretches less than the wall clock; peak memory is the process's largest resident "
        "set by the end of the build (VmHWM of /proc/self/status), in MB of 2^20 bytes; the "
        "tables themselves take %.1f MB. Target: all 100 on CPython, the build included, within "
        "%d s of CPU.\n" % (figures["partition"], figures["tables_mb"], TARGET_CPU_SECONDS),
        page.markdown_table(["", "this run"], context),
        runs_table(runs),
        "**Target %s**: %s solved all %d, the build included, in %.1f s of CPU (%.1f s wall); "
        "the target is %d s of CPU on CPython.%s\n"
        % (
            "met" if target_met(figures) else "missed",
            figures["interpreter"],
            len(figures["rows"]),
            figures["cpu_seconds"],
            figures["total_seconds"],
            TARGET_CPU_SECONDS,
            "" if pypy else " PyPy did not run (no `pypy3` on PATH, --no-pypy, or its run failed).",
        ),
        "By optimal length (every instance's path is of its published length):\n\n"
        + length_table(runs),
        "The %d slowest on %s:\n\n" % (SLOWEST, figures["interpreter"]) + slowest_table(runs),
    ]
    if comparison is not None:
        parts.append(
            comparison.sentence + "\n\n" + page.markdown_table(comparison.header, comparison.rows)
        )
    return "\n".join(parts)


def runs_table(runs: Sequence[Dict[str, Any]]) -> str:
    """A row per interpreter's run: build, memory, search, totals, node rate, instances."""
    return page.markdown_table(
        [
            "interpreter",
            "builder",
            "build CPU s",
            "build wall s",
            "peak memory MB (before the build)",
            "search CPU s",
            "total CPU s",
            "total wall s",
            "generated nodes/s of CPU",
            "per instance CPU s: median, max",
        ],
        [
            [
                run["interpreter"],
                run["builder"],
                "%.1f" % run["build_cpu_seconds"],
                "%.1f" % run["build_seconds"],
                "%.0f (%.0f)" % (run["peak_memory_build_mb"], run["memory_before_build_mb"]),
                "%.1f" % search_cpu(run),
                "%.1f" % run["cpu_seconds"],
                "%.1f" % run["total_seconds"],
                format(nodes_per_second(run), ","),
                "%.2f, %.2f"
                % (
                    statistics.median(row["cpu_seconds"] for row in run["rows"]),
                    max(row["cpu_seconds"] for row in run["rows"]),
                ),
            ]
            for run in runs
        ],
    )


def length_table(runs: Sequence[Dict[str, Any]]) -> str:
    """The first run's instances in bands of optimal length (LENGTHS): how many, their generated
    nodes, and every run's CPU seconds on them."""
    bands = [
        [row["instance"] for row in runs[0]["rows"] if low <= row["optimum"] <= high]
        for low, high in LENGTHS
    ]
    return page.markdown_table(
        ["optimal moves", "instances", "generated"] + cpu_columns(runs),
        [
            ["%d-%d" % length, len(numbers), format(sum_of(runs[0], numbers, "generated"), ",")]
            + ["%.1f" % sum_of(run, numbers, "cpu_seconds") for run in runs]
            for length, numbers in zip(LENGTHS, bands)
        ],
    )


def slowest_table(runs: Sequence[Dict[str, Any]]) -> str:
    """The first run's SLOWEST slowest instances, slowest first, with every run's CPU seconds."""
    slowest = sorted(runs[0]["rows"], key=lambda row: -row["cpu_seconds"])[:SLOWEST]
    return page.markdown_table(
        ["instance", "moves", "expanded", "generated"] + cpu_columns(runs),
        [
            [
                row["instance"],
                row["moves"],
                format(row["expanded"], ","),
                format(row["generated"], ","),
            ]
            + ["%.2f" % sum_of(run, [row["instance"]], "cpu_seconds") for run in runs]
            for row in slowest
        ],
    )


def cpu_columns(runs: Sequence[Dict[str, Any]]) -> List[str]:
    return ["%s CPU s" % run["interpreter"].split()[0] for run in runs]  # CPython, PyPy


def sum_of(run: Dict[str, Any], numbers: Sequence[int], field: str) -> float:
    """The sum of field over the run's rows of the instances numbers."""
    return sum(row[field] for row in run["rows"] if row["instance"] in numbers)


def context_rows(
    seconds: float, figures: Dict[str, Any], argv: Sequence[str]
) -> List[Tuple[str, str]]:
    """(field, value) of the section's own header: machine, duration, load, command."""
    cores = os.cpu_count() or 0
    return [
        (
            "machine",
            "%s, %d core%s (%s %s)"
            % (
                page.cpu_model(),
                cores,
                "" if cores == 1 else "s",
                platform.system(),
                platform.machine(),
            ),
        ),
        ("run", "it took %s (both interpreters and the comparison)" % page.duration(seconds)),
        (
            "load average",
            "%s before CPython's run, %s after it"
            % (figures["load_before"], figures["load_after"]),
        ),
        ("command", page.command_line(argv, "slidingkit.tools.korf", "make korf")),
    ]


def parser() -> argparse.ArgumentParser:
    """The command line's options (--help)."""
    described = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    described.add_argument(
        "--partition", default="6-6-3", help="pattern-database partition (default 6-6-3)"
    )
    described.add_argument(
        "--builder",
        choices=("numpy", "python"),
        help="how to build the tables (default: numpy when installed)",
    )
    described.add_argument(
        "--use-cache", action="store_true", help="load the tables from the cache if they are there"
    )
    described.add_argument(
        "--instances", default="1-100", help="which instances, e.g. 1-10,60 (default 1-100)"
    )
    described.add_argument(
        "--compare", type=int, default=3, help="instances for the comparison (default 3)"
    )
    described.add_argument(
        "--compare-timeout", type=float, default=30.0, help="seconds per comparison run"
    )
    described.add_argument("--no-pypy", action="store_true", help="do not run the PyPy column")
    described.add_argument("--json", help="write the figures to this file")
    described.add_argument(
        "--page",
        type=Path,
        help='write the figures as the section "%s" of this page, which the bench wrote '
        "(make korf: docs/performance.md); only for the whole run" % page.KORF.title,
    )
    return described


def main(argv: Optional[List[str]] = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    described = parser()
    options = described.parse_args(arguments)
    if options.page and (
        sorted(parse_range(options.instances)) != list(range(1, 101)) or options.use_cache
    ):
        described.error("--page takes only the whole run: all 100 instances, no --use-cache")

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    begun = time.perf_counter()
    log(
        "Korf's 100 on %s, %d cores, load average %s"
        % (sys.executable, os.cpu_count() or 0, load_average())
    )
    figures = solve_all(options, log)
    if options.json:
        with open(options.json, "w") as target:
            json.dump(figures, target)
    pypy = None if options.no_pypy else run_pypy(options, log)
    lines = table(figures, pypy)
    comparison = compare(options, figures, log) if options.compare else None
    if comparison is not None:
        lines += comparison_lines(comparison)
    print("\n".join(line.rstrip() for line in lines))
    if options.page:
        context = context_rows(time.perf_counter() - begun, figures, arguments)
        try:
            page.write_section(options.page, page.KORF, section(figures, pypy, comparison, context))
        except (OSError, ValueError) as error:
            log(
                "korf: cannot write the section into %s: %s (run make bench first)"
                % (options.page, getattr(error, "strerror", None) or error)
            )
            return 1
        log('korf: wrote the section "%s" of %s' % (page.KORF.title, options.page))
    return 0


if __name__ == "__main__":
    sys.exit(main())
