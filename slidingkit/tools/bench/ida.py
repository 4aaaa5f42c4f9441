"""Section "ida" of `make bench`: the explorer's IDA* against the core's.

IDA* + walking distance on the 4x4 cases a problem's BENCH names under "ida", the core's
AutomatonSearch (walking
distance and the automaton of duplicate move sequences, as the explorer's loop: both expand the
same boards) and `explorer solve -a idastar -H walking` (slidingkit/explorer/incremental.py),
alternately, `rounds` rounds, in-process on CPython: median time, nodes expanded (the core's counted
once with a profiler, untimed), and the time per node as a ratio. Both must find paths of the same
length (a difference stops the bench), and the explorer's path must replay to the goal.

Usage: python -m slidingkit.tools.bench --only ida [--ida-rounds N]
"""

import os
import statistics
import sys
import time

from slidingkit import core
from slidingkit.explorer import algorithms
from slidingkit.tools.bench.page import markdown_table, plural
from slidingkit.tools.bench.workloads import bench_of, case_board, measured, names_text
from slidingkit.tools.common import CASES

TITLE = "The explorer's IDA* against the core's"


def ida_boards():
    """(case, board) of every case named by a problem's BENCH "ida", in the order named."""
    return [
        (case, case_board(CASES / name / (case + ".in"), 16))
        for name in measured("ida")
        for case in bench_of(name)["ida"]
    ]


def walking_search(board, goal):
    """The core's IDA* + walking distance with the automaton of duplicate move sequences
    (core.AutomatonSearch): the explorer's loop prunes with the same automaton and estimates
    with the same walking distance, so both expand the same boards. (FifteenSearch, what the 4x4
    files ship, adds the inversion distance, a different heuristic.)"""
    return core.AutomatonSearch(board, goal)


def core_expansions(board, goal):
    """Nodes the core's Search expands on board: calls of its recursive search (the function named
    `search` in slidingkit/core/, which Search.advance runs), counted once with a profiler, untimed.
    None if the core searches without such calls (then only the time ratio is meaningful)."""
    package = os.path.dirname(core.__file__) + os.sep  # slidingkit/core/ is a package of modules
    calls = [0]

    def count(frame, event, argument):
        if (
            event == "call"
            and frame.f_code.co_name == "search"
            and frame.f_code.co_filename.startswith(package)
        ):
            calls[0] += 1

    search = walking_search(board, goal)
    sys.setprofile(count)
    try:
        while not search.advance():
            pass
    finally:
        sys.setprofile(None)
    return calls[0] or None


def ida_speed(rounds, progress=lambda text: None):
    """Per board: (name, moves, core expanded, core median s, explorer expanded,
    explorer median s)."""
    goal = core.standard_goal(4)
    core.walking_distance(goal, goal)  # both use the core's tables: build them before the clock
    rows = []
    for name, board in ida_boards():
        core_times, explorer_times = [], []
        result = None
        for round_number in range(rounds):
            progress("%s, round %d of %d" % (name, round_number + 1, rounds))
            begin = time.perf_counter()
            search = walking_search(board, goal)
            while not search.advance():
                pass
            core_times.append(time.perf_counter() - begin)
            begin = time.perf_counter()
            result = algorithms.solve(board, goal, "idastar", "walking")
            explorer_times.append(time.perf_counter() - begin)
            if core.replay(board, result.path)[-1] != goal or len(search.path) != result.moves:
                raise SystemExit(
                    "bench: %s: the core found %d moves, the explorer %s"
                    % (name, len(search.path), result.moves)
                )
        rows.append(
            (
                name,
                result.moves,
                core_expansions(board, goal),
                statistics.median(core_times),
                result.expanded,
                statistics.median(explorer_times),
            )
        )
    return rows


def section(options, progress):
    """The section's Markdown (see the module docstring); options: ida_rounds."""
    rounds = options.ida_rounds
    rows = []
    for name, moves, core_nodes, core_seconds, nodes, seconds in ida_speed(rounds, progress):
        per_node = seconds / nodes * 1e6
        if core_nodes:
            core_per_node = core_seconds / core_nodes * 1e6
            core_text, ratio = "%.2f" % core_per_node, "%.2fx" % (per_node / core_per_node)
        else:
            core_text, ratio = "-", "%.2fx (time)" % (seconds / core_seconds)
        rows.append(
            (
                name,
                moves,
                format(core_nodes or 0, ","),
                "%.1f" % (core_seconds * 1e3),
                core_text,
                format(nodes, ","),
                "%.1f" % (seconds * 1e3),
                "%.2f" % per_node,
                ratio,
            )
        )
    out = [
        "IDA* + walking distance on 4x4 files of %s, in-process on CPython: the core's "
        "`AutomatonSearch` (walking distance and the automaton of duplicate move sequences, as the "
        "explorer's loop, so both expand the same boards) and `explorer solve -a idastar -H "
        "walking` (slidingkit/explorer/incremental.py), alternately, %s, medians. Nodes are "
        "expansions; the "
        "core's are counted once with a profiler (calls of its recursive search), untimed. Both "
        "must find paths of the same length. The last column is the explorer's time per node as a "
        "ratio to the core's in the same run.\n"
        % (names_text(measured("ida")), plural(rounds, "round"))
    ]
    out.append(
        markdown_table(
            [
                "board",
                "moves",
                "core expanded",
                "core ms",
                "core us/node",
                "explorer expanded",
                "explorer ms",
                "explorer us/node",
                "explorer / core per node",
            ],
            rows,
        )
    )
    return "\n".join(out)
