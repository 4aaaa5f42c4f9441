"""Korf's 100 random 15-puzzles, solved optimally by the explorer (`make korf`).

What it does, in one run:
1. builds the pattern databases for Korf's goal afresh (the first-run cost; --use-cache skips it),
   with NumPy when it is installed, and stores them in the cache;
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
generated, seconds on CPython and on PyPy; then the totals, with CPU time and the load average,
since the machine may be shared.

Korf's goal is the blank first, then 1..15 (`0 1 2 ... 15`); the explorer solves the instances
against that goal as they are. The peer knows only the blank-last goal, so its boards are turned
180 degrees and each tile t renamed 16 - t, a symmetry that keeps every distance.

Usage: python -m slidingkit.tools.korf [--partition 6-6-3] [--builder numpy|python] [--use-cache]
                           [--instances 1-100] [--compare 3] [--compare-timeout 30]
                           [--no-pypy] [--json FILE]
       (from the repository's root; the PyPy run starts `pypy3 -m slidingkit.tools.korf` there)
Sample (the first line of the table):
    instance  moves  optimum    expanded    generated  CPython s  PyPy s
           1     57       57     ...
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

from slidingkit import core
from slidingkit.explorer import algorithms, pattern_database
from slidingkit.tools.common import ROOT

KORF_FILE = ROOT / "slidingkit" / "tools" / "data" / "korf100.tsv"
KORF_GOAL = tuple(range(16))  # the blank first, then 1..15
EXIT_WRONG = 3

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


def solve_all(options: argparse.Namespace, log) -> Dict[str, Any]:
    """Build (or load) the tables, then solve every chosen instance; the figures as a dict."""
    instances = read_instances(KORF_FILE)
    chosen = parse_range(options.instances)
    began, began_cpu = time.perf_counter(), time.process_time()
    load_before = load_average()
    pattern_database.load(
        KORF_GOAL,
        options.partition,
        progress=None,
        use_cache=options.use_cache,
        builder=options.builder,
    )
    build = time.perf_counter() - began
    rows = []
    for number in chosen:
        board, optimum = instances[number]
        result = algorithms.solve(board, KORF_GOAL, "idastar", "pdb", partition=options.partition)
        if result.path is None or core.replay(board, result.path)[-1] != KORF_GOAL:
            raise SystemExit(
                "korf: instance %d: no path that replays to the goal (%s)" % (number, result.status)
            )
        moves = len(result.path)
        rows.append(
            {
                "instance": number,
                "moves": moves,
                "optimum": optimum,
                "expanded": result.expanded,
                "generated": result.generated,
                "seconds": result.seconds,
            }
        )
        log(
            "  #%d: %d moves (optimum %d), %s expanded, %.2f s"
            % (number, moves, optimum, format(result.expanded, ","), result.seconds)
        )
        if moves != optimum:
            log(
                "korf: instance %d: %d moves, but the published optimum is %d"
                % (number, moves, optimum)
            )
            sys.exit(EXIT_WRONG)
    return {
        "interpreter": "%s %s"
        % (sys.implementation.name, ".".join(map(str, sys.version_info[:3]))),
        "builder": options.builder or ("numpy" if pattern_database.numpy_available() else "python"),
        "build_seconds": build if not options.use_cache else 0.0,
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


# Long: one table row per instance, each cell a run of ours or of the peer with its own way of
# failing (stopped, not installed, not optimal), written where it is decided.
def compare(options: argparse.Namespace, figures: Dict[str, Any], log) -> List[str]:
    """Lines of the comparison table on the first instances (walking-distance IDA*, the peer)."""
    instances = read_instances(KORF_FILE)
    ours = {row["instance"]: row for row in figures["rows"]}
    has_peer = peer_installed()
    lines = [
        "",
        "On the first %d instances, %g s each at most, as a ratio to IDA* + pattern databases "
        "(CPython, same run); the peer is %s, its A* with its default heuristic and with Manhattan "
        "distance:" % (options.compare, options.compare_timeout, PEER),
        "",
        "%8s  %7s  %8s  %-30s  %-30s  %-30s"
        % (
            "instance",
            "optimum",
            "PDB s",
            "IDA* + walking distance",
            "peer A* (default)",
            "peer A* + Manhattan",
        ),
    ]
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
        lines.append(
            "%8d  %7d  %8.2f  %-30s  %-30s  %-30s" % ((number, optimum, base) + tuple(texts))
        )
    return lines


def ratio(seconds: float, base: float) -> str:
    return "%.2gx" % (seconds / base) if seconds < 10 * base else "%.0fx" % (seconds / base)


def table(figures: Dict[str, Any], pypy: Optional[Dict[str, Any]]) -> List[str]:
    rows = figures["rows"]  # type: List[Dict[str, float]]
    pypy_seconds = {row["instance"]: row["seconds"] for row in pypy["rows"]} if pypy else {}
    lines = [
        "%8s  %5s  %7s  %12s  %13s  %9s  %7s"
        % ("instance", "moves", "optimum", "expanded", "generated", "CPython s", "PyPy s")
    ]
    for row in rows:
        lines.append(
            "%8d  %5d  %7d  %12s  %13s  %9.2f  %7s"
            % (
                row["instance"],
                row["moves"],
                row["optimum"],
                format(row["expanded"], ","),
                format(row["generated"], ","),
                row["seconds"],
                "%.2f" % pypy_seconds[row["instance"]] if row["instance"] in pypy_seconds else "-",
            )
        )
    expanded = sum(row["expanded"] for row in rows)
    generated = sum(row["generated"] for row in rows)
    searched = sum(row["seconds"] for row in rows)
    lines.append(
        "%8s  %5s  %7s  %12s  %13s  %9.1f  %7s"
        % (
            "all",
            "",
            "",
            format(expanded, ","),
            format(generated, ","),
            searched,
            "%.1f" % sum(pypy_seconds.values()) if pypy else "-",
        )
    )
    lines.append("")
    for name, run in (("CPython", figures), ("PyPy", pypy)):
        if run is None:
            continue
        lines.append(
            "%s (%s): %d instances, all of the published length; tables built in %.1f s (%s); "
            "total %.1f s wall (%.1f min), %.1f s CPU; load average %s before, %s after"
            % (
                name,
                run["interpreter"],
                len(run["rows"]),
                run["build_seconds"],
                run["builder"],
                run["total_seconds"],
                run["total_seconds"] / 60,
                run["cpu_seconds"],
                run["load_before"],
                run["load_after"],
            )
        )
    lines.append(
        "CPython searched %s generated nodes a second"
        % format(int(generated / max(searched, 1e-9)), ",")
    )
    return lines


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--partition", default="6-6-3", help="pattern-database partition (default 6-6-3)"
    )
    parser.add_argument(
        "--builder",
        choices=("numpy", "python"),
        help="how to build the tables (default: numpy when installed)",
    )
    parser.add_argument(
        "--use-cache", action="store_true", help="load the tables from the cache if they are there"
    )
    parser.add_argument(
        "--instances", default="1-100", help="which instances, e.g. 1-10,60 (default 1-100)"
    )
    parser.add_argument(
        "--compare", type=int, default=3, help="instances for the comparison (default 3)"
    )
    parser.add_argument(
        "--compare-timeout", type=float, default=30.0, help="seconds per comparison run"
    )
    parser.add_argument("--no-pypy", action="store_true", help="do not run the PyPy column")
    parser.add_argument("--json", help="write the figures to this file")
    options = parser.parse_args(argv)

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

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
    if options.compare:
        lines += compare(options, figures, log)
    print("\n".join(line.rstrip() for line in lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
