"""Benchmark the submitted solutions and print the tables the README quotes (`make bench`).

The sections, each measured alternately in one run (the workloads take turns, so machine noise
falls on all of them alike) and reported as medians:

1. In-process time per query of each solution file's solve(): the 148 farthest boards for goal
   123804765 (Luogu), the 2 farthest for goal 123456780 (HihoCoder), and 1,000 random solvable
   boards for each goal. Tables are warmed first; the one-off table build is reported apart.
2. Whole-process time of each solution on its hardest judge case (the case its solve() takes
   longest on), next to `python -c pass` on the same interpreter, with the ratio and peak memory;
   under CPython and, when installed, PyPy.
3. Princeton: every public file through the judge itself (5 s, 200,000,000 bytes, the special
   judge), median of --princeton-rounds passes: how many are answered correctly within the
   budget, and the per-file time and peak memory; then the cost of the two solvability methods
   (parity, twin) in-process, alternately; then what walking distance bought over Manhattan
   distance on the 4x4 files (each file once per heuristic, 5 s cap).
4. Explorer: every algorithm x heuristic of explorer/ (explorer.cli.combinations) on fixed 3x3
   and 4x4 instances, in-process, --explorer-rounds alternating rounds (each round runs every
   combination once on every instance): per combination, the geometric mean over the instances
   of its median time and of its nodes expanded, each as a ratio to A* + Manhattan on the same
   instance in the same run; how many instances it solved within the caps (10 s a 3x3 run, 5 s a
   4x4 one, 2,000,000 nodes for the algorithms that keep every board) and whether its paths are
   shortest. A run that stops is not repeated, and an uninformed search that stops in round 1 is
   not run on the farther instances of that size.

5. Distance tables (tools/bench_tables.py): build time and memory on 3x3 and 2x4, the number of
   queries at which the table beats IDA*, each solution's lines and compile time, and the
   issue's targets (whole process within 1.10x a bare start, 5 ms a query).
6. Search: what each lever of the core's search buys on the hard 4x4 files, and a 999x999 board's
   check and parity (tools/bench_search.py).
7. Margin: each problem's slowest case as a share of its time limit, by CPU time, under CPython
   and PyPy (tools/bench_margin.py).
8. The explorer's IDA* against the core's: IDA* + walking distance on Princeton 4x4 files, the
   core's Search and `explorer solve -a idastar -H walking` (explorer/incremental.py) alternately,
   --ida-rounds rounds: median time, nodes expanded, and the time per node as a ratio.
9. The family: HDU 1043 on 1, 100 and 10,000 boards by search, by table and as shipped, and POJ
   2893's 999x999 case (tools/bench_family.py).
10. The judge's clock under load: CPU time and wall time of a judged run alone and beside two busy
   loops on its CPU, alternating (tools/bench_judge.py).

Usage: python3 tools/bench.py [--rounds N] [--seed N] [--princeton-rounds N] [--explorer-rounds N]
                              [--search-rounds N] [--ida-rounds N]
                              [--judge-rounds N]
                              [--only 3x3|princeton|explorer|tables|search|margin|ida|family|judge].
Needs the repo root on sys.path (it adds it).
Expected answers come from oracle/reference.py (plain BFS), so a wrong answer stops the bench; so
does an explorer path that does not replay to its goal, or a shortest-path claim of the wrong
length (3x3: the plain BFS; 4x4: the recorded distance, which every optimal combination must give).
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

import core  # noqa: E402
from explorer import algorithms, heuristics  # noqa: E402
from explorer.cli import combinations  # noqa: E402
from judge.problem import load_problem  # noqa: E402
from judge.run import Limits, MiB, probe_interpreter, run_program  # noqa: E402
from judge.verdict import judge_problem  # noqa: E402
from oracle import reference  # noqa: E402
from tools.common import CASES, SOLUTIONS, load_checker, load_solution  # noqa: E402
from tools import bench_tables  # noqa: E402
from tools.bench_solutions import digits, farthest, in_process_table, print_table, whole_process_table  # noqa: E402
from tools.bench_family import print_family_tables  # noqa: E402
from tools.bench_judge import print_judge_table  # noqa: E402
from tools.bench_margin import print_margin_table  # noqa: E402
from tools.bench_search import bench_large_board, bench_search  # noqa: E402


PRINCETON = "princeton_8puzzle"
SEARCH_DRIVER = """
import sys
sys.path.insert(0, sys.argv[1])
import core
numbers = [int(word) for word in open(sys.argv[3]).read().split()]
path = getattr(core, sys.argv[2]).shortest_path(tuple(numbers[1:]), core.standard_goal(numbers[0]))
print(len(path))
"""


def princeton_judged(rounds):
    """Rows (case, verdict, median s, peak MB) and the count answered within budget; the judge's
    own run of the whole folder, repeated `rounds` times so every file is timed in each pass."""
    problem = load_problem(str(CASES / PRINCETON))
    interpreter = probe_interpreter(sys.executable)
    passes = [judge_problem(str(SOLUTIONS / (PRINCETON + ".py")), problem, interpreter).cases
              for _ in range(rounds)]
    rows = []
    for results in zip(*passes):
        verdicts = {result.verdict for result in results}
        verdict = verdicts.pop() if len(verdicts) == 1 else "/".join(sorted(verdicts | {results[0].verdict}))
        rows.append((results[0].name, verdict, statistics.median(r.wall_time for r in results),
                     max(r.memory_mb for r in results)))
    return rows, problem


def princeton_methods(rounds):
    """Rows (group, boards, parity median ms, twin median ms, parity total ms, twin total ms, ratio
    of totals): Solver(board, method) in-process, each board timed `rounds` times per method."""
    module = load_solution(PRINCETON)
    groups = {"3x3 solvable": [], "4x4 solvable, up to 40 moves": [], "unsolvable (2x2 to 4x4)": []}
    for case in sorted((CASES / PRINCETON).glob("*.in")):
        board = module.parse_board(case.read_text())
        answer = case.with_suffix(".out")
        if not answer.exists():
            continue
        header = answer.read_text().split("\n", 1)[0]
        if header == "No solution possible":
            groups["unsolvable (2x2 to 4x4)"].append(board)
        elif board.dimension() == 3:
            groups["3x3 solvable"].append(board)
        elif board.dimension() == 4 and int(header.rsplit(" ", 1)[1]) <= 40:
            groups["4x4 solvable, up to 40 moves"].append(board)
    module.Solver(groups["3x3 solvable"][0])  # build the tables outside the timings
    module.Solver(groups["4x4 solvable, up to 40 moves"][0])
    rows = []
    for group, boards in groups.items():
        times = {"parity": [], "twin": []}
        for _ in range(rounds):
            for board in boards:
                for method in ("parity", "twin"):  # alternate, board by board
                    start = time.perf_counter()
                    module.Solver(board, method)
                    times[method].append(time.perf_counter() - start)
        parity, twin = statistics.median(times["parity"]), statistics.median(times["twin"])
        parity_total, twin_total = sum(times["parity"]) / rounds, sum(times["twin"]) / rounds
        rows.append((group, len(boards), parity * 1e3, twin * 1e3, parity_total * 1e3, twin_total * 1e3,
                     twin_total / parity_total))
    return rows


def princeton_heuristics(problem):
    """Rows (search, 4x4 files answered in their published moves within 5 s of CPU, total s): the core's
    ManhattanSearch, Search (walking distance) and FifteenSearch (what the file ships), one process a file."""
    cases = [case for case in problem.cases
             if open(case.input_path).read().split()[0] == "4" and os.path.exists(case.answer_path)
             and open(case.answer_path).read().startswith("Minimum")]
    limits = Limits(time_limit=problem.time_limit, memory_limit_bytes=int(problem.memory_limit * MiB))
    rows = []
    for label in ("ManhattanSearch", "Search", "FifteenSearch"):
        answered, total = 0, 0.0
        for case in cases:
            result = run_program([sys.executable, "-c", SEARCH_DRIVER, str(ROOT), label, case.input_path], b"", limits)
            total += result.cpu_time
            published = open(case.answer_path).read().split("\n", 1)[0].rsplit(" ", 1)[1]
            answered += result.exit_status == 0 and not result.killed_for and result.stdout.decode().strip() == published
        rows.append((label, "%d/%d" % (answered, len(cases)), total))
    return rows


def princeton_scaling(seed):
    """Rows (n, moves, ms, microseconds per cell per board printed): solve() on near-goal boards."""
    module = load_solution(PRINCETON)
    rng = random.Random(seed)
    rows = []
    for side in (8, 16, 32, 64, 127):
        cells = list(range(1, side * side)) + [0]
        blank, last = side * side - 1, None
        for _ in range(12):  # a 12-step walk of the blank that never steps straight back
            options = [step for step in (-1, 1, -side, side)
                       if 0 <= blank + step < side * side and (step in (-side, side) or (blank + step) // side == blank // side)
                       and step != -(last or 0)]
            step = rng.choice(options)
            cells[blank], cells[blank + step] = cells[blank + step], 0
            blank, last = blank + step, step
        text = "%d\n%s\n" % (side, " ".join(map(str, cells)))
        module.solve(text)  # build the tables for this n first
        times = []
        for _ in range(3):
            start = time.perf_counter()
            output = module.solve(text)
            times.append(time.perf_counter() - start)
        moves = int(output.split("\n", 1)[0].rsplit(" ", 1)[1])
        elapsed = statistics.median(times)
        rows.append((side, moves, elapsed * 1e3, elapsed * 1e6 / (side * side * (moves + 1))))
    return rows


# The explorer's fixed instances, (start, goal, distance), nearest first within each size.
EXPLORER_3X3 = [
    # the course report's instance (README, "The course reports' instances"): 541203786 -> 123804765
    ((5, 4, 1, 2, 0, 3, 7, 8, 6), (1, 2, 3, 8, 0, 4, 7, 6, 5), 20),
    # random.Random(2026).choice(sorted(boards d moves from 123456780 by oracle/reference.py)) for
    # d = 22 and 24 (distances checked against that BFS on every run). Not 25 or 26: IDDFS, the
    # slowest here (2.6 s at 24), takes 3.4 to 6.7 s there, five times a run.
    ((0, 7, 4, 6, 3, 2, 8, 1, 5), (1, 2, 3, 4, 5, 6, 7, 8, 0), 22),
    ((0, 7, 5, 4, 6, 2, 8, 3, 1), (1, 2, 3, 4, 5, 6, 7, 8, 0), 24),
]
EXPLORER_4X4 = [
    # Random walks from the standard goal: rng = random.Random(seed), rng.randint(30, 40) moves of the
    # blank, each rng.choice of the legal moves in U, D, L, R order but the one straight back; seeds
    # 13, 28 and 41 of 0-59, picked for distances 30-32 where A* and IDA* + Manhattan take under
    # 0.2 s and each run ends the same way in every round: measured alone, A* and IDA* + Hamming
    # take 9-19 s (far past the cap), every other informed run and bidirectional BFS under 1.5 s.
    # Distances from core/core.shortest_path (IDA* + walking distance); every combination that
    # claims a shortest path must give the same (checked on every run).
    ((1, 2, 4, 7, 5, 12, 11, 0, 14, 13, 6, 3, 10, 9, 15, 8), core.standard_goal(4), 30),   # seed 13, 34 moves
    ((7, 9, 1, 3, 13, 5, 0, 4, 14, 6, 2, 12, 10, 15, 8, 11), core.standard_goal(4), 31),   # seed 28, 31 moves
    ((14, 9, 1, 3, 7, 5, 6, 4, 0, 2, 11, 8, 10, 12, 13, 15), core.standard_goal(4), 32),   # seed 41, 36 moves
]
# Seconds per run (the node cap is algorithms.DEFAULT_MAX_NODES for the algorithms that keep every
# board). 3x3: only a guard, every run finishes (the slowest, IDDFS, in 2.6 s), with room for a
# loaded machine. 4x4: A* and IDA* + Hamming need 9-19 s on these, so a 10 s cap would let noise
# decide whether they finish; 5 s stops them in round 1 and keeps the section near 2 minutes.
EXPLORER_TIMEOUT = {3: 10.0, 4: 5.0}
EXPLORER_BASELINE = ("astar", "manhattan")


def explorer_title(algorithm, heuristic):
    return algorithms.ALGORITHMS[algorithm].title + ("" if heuristic is None else " + " + heuristic)


def explorer_run(start, goal, algorithm, heuristic):
    """Return (wall seconds, Result) of one explorer run within the section's caps."""
    max_nodes = algorithms.DEFAULT_MAX_NODES if algorithms.ALGORITHMS[algorithm].keeps_nodes else None
    begin = time.perf_counter()
    result = algorithms.solve(start, goal, algorithm, heuristic, max_nodes=max_nodes,
                              timeout=EXPLORER_TIMEOUT[core.side_of(start)])
    return time.perf_counter() - begin, result


def side_of(instances):
    return core.side_of(instances[0][0])


def board_text(board):
    return digits(board) if len(board) <= 9 else " ".join(map(str, board))


def explorer_check(start, goal, distance, algorithm, heuristic, result):
    """Stop the bench on a path that does not replay to the goal or is shorter than the distance, and
    on any end but solved or stopped. (Shortest-path claims are checked per instance, all together.)"""
    where = "%s on %s -> %s" % (explorer_title(algorithm, heuristic), board_text(start), board_text(goal))
    if result.status == "stopped":
        return
    if result.status != "solved":
        raise SystemExit("bench: %s ended %s: %s" % (where, result.status, result.reason))
    try:
        reached = core.replay(start, result.path)[-1]
    except ValueError as error:
        raise SystemExit("bench: %s returned %r, which does not replay: %s" % (where, result.path, error))
    if reached != goal:
        raise SystemExit("bench: %s returned %r, which ends on %s" % (where, result.path, board_text(reached)))
    if result.moves < distance:
        raise SystemExit("bench: %s returned %d moves; the distance is %d" % (where, result.moves, distance))


def explorer_measure(rounds):
    """Run every combination on every instance, `rounds` times alternately; return, per side,
    (instances, pairs, medians, results, stopped, not_run), keyed by (instance index, pair):
    medians the median seconds of each pair that never stopped; results its first Result (the
    stopping one if it stopped); stopped (round, seconds) of the run that hit a cap (never run
    again); not_run the keys skipped because an uninformed algorithm stopped in round 1 on a
    nearer instance of that size (its work grows with the distance, so it would stop again)."""
    sizes = []
    for instances in (EXPLORER_3X3, EXPLORER_4X4):
        instances = sorted(instances, key=lambda instance: instance[2])
        side = side_of(instances)
        if side == 3:
            for start, goal, distance in instances:
                if reference.distance(start, goal) != distance:
                    raise SystemExit("bench: %s -> %s is %s moves by the plain BFS, not %d"
                                     % (digits(start), digits(goal), reference.distance(start, goal), distance))
        pairs = combinations(side, None, None)
        if EXPLORER_BASELINE not in pairs:
            raise SystemExit("bench: %s is not among the %dx%d combinations" % (explorer_title(*EXPLORER_BASELINE),
                                                                               side, side))
        for _, goal, _ in instances:  # build the heuristics' tables (walking distance) outside the timings
            for heuristic in {heuristic for _, heuristic in pairs if heuristic is not None}:
                heuristics.estimate_for(heuristic, goal)(goal)
        sizes.append((instances, pairs, {}, {}, {}, set()))
    for round_number in range(rounds):  # alternate: every combination once on every instance per round
        for instances, pairs, samples, results, stopped, not_run in sizes:
            for index, (start, goal, distance) in enumerate(instances):
                shortest = {}  # the answers that claim to be shortest, by combination
                for pair in pairs:
                    key = (index, pair)
                    if key in stopped or key in not_run:
                        continue
                    elapsed, result = explorer_run(start, goal, *pair)
                    explorer_check(start, goal, distance, pair[0], pair[1], result)
                    if result.optimal:
                        shortest[explorer_title(*pair)] = result.moves
                    if result.status == "stopped":
                        stopped[key] = (round_number, elapsed)
                        results[key] = result
                        if round_number == 0 and not algorithms.ALGORITHMS[pair[0]].informed:
                            not_run.update((later, pair) for later in range(index + 1, len(instances)))
                        continue
                    samples.setdefault(key, []).append(elapsed)
                    results.setdefault(key, result)
                if set(shortest.values()) - {distance}:
                    raise SystemExit("bench: on %s -> %s (%d moves by %s) the combinations that claim a "
                                     "shortest path answered %s" % (
                                         board_text(start), board_text(goal), distance,
                                         "the plain BFS" if side_of(instances) == 3 else "the recorded distance",
                                         ", ".join("%s %d" % item for item in sorted(shortest.items()))))
    measured = []
    for instances, pairs, samples, results, stopped, not_run in sizes:
        for index, (start, goal, _) in enumerate(instances):
            if (index, EXPLORER_BASELINE) in stopped:
                raise SystemExit("bench: the baseline %s stopped on %s -> %s: pick easier instances"
                                 % (explorer_title(*EXPLORER_BASELINE), board_text(start), board_text(goal)))
        medians = {key: statistics.median(times) for key, times in samples.items() if key not in stopped}
        measured.append((instances, pairs, medians, results, stopped, not_run))
    return measured


def ratio_text(ratio, at_least):
    text = "%.0fx" % ratio if ratio >= 100 else "%.1fx" % ratio if ratio >= 10 else "%.2fx" % ratio
    return (">= " if at_least else "") + text


def explorer_rows(instances, pairs, medians, results, stopped, not_run):
    """Table rows (algorithm, heuristic, solved, moves, expanded ratio, time ratio, total expanded).
    A run stopped at a cap counts with the work and time it took up to the cap, so its ratios are
    lower bounds (">="); instances never run are left out of the means."""
    count = len(instances)
    base_seconds = [medians[index, EXPLORER_BASELINE] for index in range(count)]
    base_expanded = [results[index, EXPLORER_BASELINE].expanded for index in range(count)]
    rows = []
    for pair in pairs:
        ran = [index for index in range(count) if (index, pair) not in not_run]
        solved = [index for index in ran if (index, pair) not in stopped]
        time_ratios, expanded_ratios, total = [], [], 0
        for index in ran:
            result = results[index, pair]
            seconds = medians[index, pair] if index in solved else stopped[index, pair][1]
            time_ratios.append(seconds / base_seconds[index])
            expanded_ratios.append(max(result.expanded, 1) / base_expanded[index])
            total += result.expanded
        partial = len(solved) < len(ran)
        solved_text = "%d/%d" % (len(solved), count)
        notes = []
        if partial:
            notes.append("stopped on %d" % (len(ran) - len(solved)))
        if len(ran) < count:
            notes.append("%d not run" % (count - len(ran)))
        if notes:
            solved_text += " (" + ", ".join(notes) + ")"
        longer = [results[index, pair].moves - instances[index][2] for index in solved
                  if results[index, pair].moves > instances[index][2]]
        if not solved:
            moves_text = "-"
        elif longer:
            moves_text = "longer on %d (up to +%d)" % (len(longer), max(longer))
        else:
            moves_text = "all optimal"
        rows.append((algorithms.ALGORITHMS[pair[0]].title, pair[1] or "-", solved_text, moves_text,
                     ratio_text(statistics.geometric_mean(expanded_ratios), partial),
                     ratio_text(statistics.geometric_mean(time_ratios), partial),
                     (">= " if partial else "") + format(total, ",")))
    return rows


IDA_BOARDS = ["puzzle4x4-32", "puzzle4x4-36", "puzzle4x4-38", "puzzle4x4-42"]


def princeton_board(name):
    numbers = [int(word) for word in (CASES / "princeton_8puzzle" / (name + ".in")).read_text().split()]
    return tuple(numbers[1:])


def walking_search(board, goal):
    """The core's Search held to walking distance alone (its 4x4 search may switch to the
    inversion distance as well), so that both sides search under the same heuristic."""
    search = core.Search(board, goal)
    search.inversions = False
    return search


def core_expansions(board, goal):
    """Nodes the core's Search expands on board: calls of the functions core/ runs inside
    Search.advance (its recursive search), counted once with a profiler, untimed. None if the core
    searches without such calls (then only the time ratio is meaningful)."""
    source = core.__file__
    calls = [0]

    def count(frame, event, argument):
        if event == "call" and frame.f_code.co_filename == source and frame.f_code.co_name != "advance":
            calls[0] += 1
    search = walking_search(board, goal)
    sys.setprofile(count)
    try:
        while not search.advance():
            pass
    finally:
        sys.setprofile(None)
    return calls[0] or None


def ida_speed(rounds):
    """Per board: (name, moves, core expanded, core median s, explorer expanded, explorer median s)."""
    goal = core.standard_goal(4)
    core.walking_distance(goal, goal)  # both use the core's tables: build them before the clock
    rows = []
    for name in IDA_BOARDS:
        board = princeton_board(name)
        core_times, explorer_times = [], []
        result = None
        for _ in range(rounds):
            begin = time.perf_counter()
            search = walking_search(board, goal)
            while not search.advance():
                pass
            core_times.append(time.perf_counter() - begin)
            begin = time.perf_counter()
            result = algorithms.solve(board, goal, "idastar", "walking")
            explorer_times.append(time.perf_counter() - begin)
            if len(search.path) != result.moves:
                raise SystemExit("bench: %s: the core found %d moves, the explorer %s"
                                 % (name, len(search.path), result.moves))
        rows.append((name, result.moves, core_expansions(board, goal), statistics.median(core_times),
                     result.expanded, statistics.median(explorer_times)))
    return rows


def bench_ida(options):
    print("\nThe explorer's IDA* (explorer/incremental.py) against the core's Search, IDA* + walking distance, "
          "in-process on CPython, %d alternating rounds, medians; nodes = expansions (the core's counted once "
          "with a profiler, untimed)\n" % options.ida_rounds)
    table_rows = []
    for name, moves, core_nodes, core_seconds, nodes, seconds in ida_speed(options.ida_rounds):
        per_node = seconds / nodes * 1e6
        if core_nodes:
            core_per_node = core_seconds / core_nodes * 1e6
            core_text, ratio = "%.2f" % core_per_node, "%.2fx" % (per_node / core_per_node)
        else:
            core_text, ratio = "-", "%.2fx (time)" % (seconds / core_seconds)
        table_rows.append((name, moves, format(core_nodes or 0, ","), "%.1f" % (core_seconds * 1e3), core_text,
                           format(nodes, ","), "%.1f" % (seconds * 1e3), "%.2f" % per_node, ratio))
    print_table(["board", "moves", "core expanded", "core ms", "core us/node", "explorer expanded", "explorer ms",
                 "explorer us/node", "explorer / core per node"], table_rows)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=25, help="whole-process runs per program (default 25)")
    parser.add_argument("--seed", type=int, default=2026, help="seed for the random boards (default 2026)")
    parser.add_argument("--princeton-rounds", type=int, default=3,
                        help="passes of the judge over the Princeton files (default 3)")
    parser.add_argument("--explorer-rounds", type=int, default=5,
                        help="alternating rounds of the explorer's algorithm x heuristic table (default 5)")
    parser.add_argument("--search-rounds", type=int, default=3,
                        help="alternating rounds of the search-lever table (default 3)")
    parser.add_argument("--ida-rounds", type=int, default=5,
                        help="alternating rounds of the explorer's IDA* against the core's (default 5)")
    parser.add_argument("--judge-rounds", type=int, default=5,
                        help="alternating rounds of the judge-under-load table (default 5)")
    parser.add_argument("--only", choices=["3x3", "princeton", "explorer", "tables", "search", "margin", "ida", "family",
                                           "judge"],
                        help="run one section")
    options = parser.parse_args(argv)

    print("Machine: %d cores; CPython %s; %s" % (os.cpu_count(), sys.version.split()[0],
                                                  "PyPy installed" if shutil.which("pypy3") else "no PyPy"))
    if options.only in (None, "3x3"):
        bench_3x3(options)
    if options.only in (None, "princeton"):
        bench_princeton(options)
    if options.only in (None, "search"):
        bench_search(options.search_rounds, print_table)
        bench_large_board()
    if options.only in (None, "explorer"):
        bench_explorer(options)
    if options.only in (None, "tables"):
        bench_tables.report(options)
    if options.only in (None, "margin"):
        print_margin_table(print_table)
    if options.only in (None, "ida"):
        bench_ida(options)
    if options.only in (None, "family"):
        print_family_tables(print_table)
    if options.only in (None, "judge"):
        print_judge_table(options.judge_rounds, print_table)
    return 0


def bench_princeton(options):
    rows, problem = princeton_judged(options.princeton_rounds)
    answered = sum(1 for _, verdict, _, _ in rows if verdict == "AC")
    print("\nPrinceton 8puzzle through the judge on CPython (5 s, 200,000,000 bytes, special judge), "
          "median of %d passes: %d of %d answered correctly within the budget\n"
          % (options.princeton_rounds, answered, len(rows)))
    slowest_first = sorted(rows, key=lambda row: -row[2])
    print_table(["file", "verdict", "median s", "peak MB"],
                [(name, verdict, "%.3f" % seconds, "%.1f" % peak) for name, verdict, seconds, peak in slowest_first])
    print("\nSolvability methods, Solver(board, method) in-process on CPython, alternating, median per board\n")
    print_table(["boards", "count", "parity median ms", "twin median ms", "parity total ms", "twin total ms",
                 "twin / parity (totals)"],
                [(group, count, "%.2f" % parity, "%.2f" % twin, "%.1f" % parity_total, "%.1f" % twin_total,
                  "%.1fx" % ratio)
                 for group, count, parity, twin, parity_total, twin_total, ratio in princeton_methods(3)])
    print("\nNear-goal n-by-n boards (12-step walks), solve() in-process on CPython, median of 3\n")
    print_table(["n", "moves", "ms", "us per cell per board"],
                [(side, moves, "%.1f" % ms, "%.3f" % per_cell) for side, moves, ms, per_cell in princeton_scaling(options.seed)])
    print("\nWhat the 4x4 levers bought: the 4x4 files, one whole process each, 5 s cap, CPython\n")
    print_table(["search", "answered in 5 s", "total s"],
                [(label, answered, "%.1f" % total) for label, answered, total in princeton_heuristics(problem)])


def bench_3x3(options):
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


def bench_explorer(options):
    started = time.perf_counter()
    measured = explorer_measure(options.explorer_rounds)
    seconds = time.perf_counter() - started
    baseline = explorer_title(*EXPLORER_BASELINE)
    rounds = "%d alternating round%s" % (options.explorer_rounds, "" if options.explorer_rounds == 1 else "s")
    print("\nExplorer: every algorithm x heuristic in-process on CPython, %s (%.0f s in all); per combination the "
          "geometric mean over the instances of its median time and of its nodes expanded, each as a ratio to %s "
          "on the same instance" % (rounds, seconds, baseline))
    near_cap = []
    for instances, pairs, medians, results, stopped, not_run in measured:
        side = side_of(instances)
        base = ", ".join("%d moves %.2f ms (%s expanded)" % (moves, medians[index, EXPLORER_BASELINE] * 1e3,
                                                           format(results[index, EXPLORER_BASELINE].expanded, ","))
                         for index, (_, _, moves) in enumerate(instances))
        print("\n%dx%d, %d instances; caps %g s a run and %s nodes (for the algorithms that keep every board); "
              "%s median: %s\n" % (side, side, len(instances), EXPLORER_TIMEOUT[side],
                                   format(algorithms.DEFAULT_MAX_NODES, ","), baseline, base))
        print_table(["algorithm", "heuristic", "solved", "moves optimal?", "expanded (x %s)" % baseline,
                     "time (x %s)" % baseline, "total expanded"],
                    explorer_rows(instances, pairs, medians, results, stopped, not_run))
        for (index, pair), (round_number, _) in sorted(stopped.items(), key=lambda item: (item[1][0], item[0][0])):
            if round_number > 0:
                near_cap.append("%s on the %d-move %dx%d (round %d)"
                                % (explorer_title(*pair), instances[index][2], side, side, round_number + 1))
    print("\n>= : stopped at a cap on some instance; its work up to the cap counts, so the true ratio is higher. "
          "not run: an uninformed search that stopped in round 1 is not run on the farther instances. moves "
          "optimal?: each path against the distance (3x3: the plain BFS of oracle/reference.py; 4x4: the recorded "
          "one, which every shortest-path claim matched). Walking distance's tables are built before the timings.")
    if near_cap:
        print("Near a cap (solved in an earlier round, then stopped; counted as stopped): " + "; ".join(near_cap))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
