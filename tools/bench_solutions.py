"""Section "3x3" of `make bench`: the submissions as a judge runs them, against naive peers.

- In-process (CPython): Luogu P1379's solve() (goal 123804765) and HihoCoder 1312's (goal
  123456780) per query, on the farthest boards of each goal (Luogu's 148 at 30 moves, HihoCoder's
  2 at 31) and on 1,000 random solvable boards (seeded), the four workloads taking turns query by
  query, the tables warmed first (the first call per goal, which builds them, is reported apart);
  median and max per workload. Targets: the slowest query at most 5 ms, the median on the
  farthest boards at most 1.5 ms.
- Whole process, as a judge runs it: every Python submission on its hardest case (the case, not
  known_slow, its solve() takes longest on), next to a bare start of the same interpreter, and
  the three naive peers of tools/naive_peers.py (plain BFS, bidirectional BFS, A* with Manhattan
  distance) on the hardest cases of the three problems they answer. Every process starts with
  `-I -S` (tools/imports.py): this machine's site-packages hold a `.pth` file that imports certifi,
  and with it typing, at every start, which would make a bare start dear and a file's own imports
  look free; a judge's interpreter runs no such thing. `rounds` alternating rounds, wall time and
  peak memory as the judge measures them (judge.run.run_program); medians, the ratio to the bare
  start and to the best peer on the same case, and the modules each program loads beyond a bare
  start. Targets for Luogu P1379, HihoCoder 1312 and AcWing 845: at most 1.25x a bare start and at
  most 0.6x the best peer; for every file with a peer, no slower than the best peer. CPython, and
  PyPy when installed.

Every answer is checked (the in-process ones against the plain BFS of oracle/reference.py, the
processes' output against the case's answer file, or the problem's checker where it has one):
a wrong one stops the bench.

Usage: python3 tools/bench.py --only 3x3 [--rounds N] [--seed N]
"""

import random
import statistics
import time
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from judge.compare import compare_outputs, run_checker
from judge.problem import load_problem
from judge.run import Limits, MiB, run_program
from oracle import reference
from tools.bench_page import PYPY_MISSING, markdown_table, plural, python_interpreters
from tools.common import CASES, ROOT, SOLUTIONS, load_solution
from tools.imports import JUDGE_START, loaded_beyond_bare

TITLE = "The submissions as a judge runs them"
TARGET_QUERY_MS, TARGET_FARTHEST_MEDIAN_MS = 5.0, 1.5  # in-process: the slowest query, the farthest boards' median
TARGET_RATIO, TARGET_PEER_RATIO = 1.25, 0.6  # whole process: x a bare start, x the best peer
PEERS = ROOT / "tools" / "naive_peers.py"
PEER_ALGORITHMS = ("bfs", "bidirectional", "astar")
# The problems the peers answer: solution -> the peers' name for its input and output format.
PEER_PROBLEMS = {"luogu_p1379": "luogu", "hihocoder_1312": "hihocoder", "acwing_845": "acwing"}


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


def hardest_case(name: str, progress=lambda text: None) -> Path:
    """The case, not known_slow, that solutions/NAME.py's solve() takes longest on (one pass)."""
    problem = load_problem(str(CASES / name))
    solve = load_solution(name).solve
    timed = []
    for case in problem.cases:
        if case.name in problem.known_slow or case.answer_path is None:
            continue
        progress("the hardest case of %s: %s" % (name, case.name))
        with open(case.input_path, encoding="utf-8") as source:
            text = source.read()
        try:
            elapsed = time_query(solve, text)[0]
        except SystemExit:  # a case of bad input: the file says so and stops
            continue
        timed.append((elapsed, case.input_path))
    return Path(max(timed)[1])


def answer_is_right(case: Path, output: bytes) -> bool:
    """output is what the judge accepts on case: its answer file, or its problem's checker."""
    checker = load_problem(str(case.parent)).checker
    if checker is not None:
        return run_checker(checker, str(case), output, str(case.with_suffix(".out")))[0]
    return compare_outputs(case.with_suffix(".out").read_bytes(), output) is None


def run_once(command: List[str], case: Path, checked: bool = True) -> Tuple[float, float]:
    """Return (wall seconds, peak RSS in MB) of one process run on case, measured as the judge
    measures; when checked, its output must be right (answer_is_right)."""
    result = run_program(command, case.read_bytes(), Limits(time_limit=30.0, memory_limit_bytes=1024 * MiB))
    if result.exit_status != 0 or result.killed_for:
        raise SystemExit("bench: %s failed (%s)" % (" ".join(command), result.killed_for or result.exit_status))
    if checked and not answer_is_right(case, result.stdout):
        raise SystemExit("bench: %s on %s printed %r, which the judge does not accept"
                         % (" ".join(command), case.name, result.stdout[:200]))
    return result.wall_time, result.peak_memory_bytes / MiB


class Program:
    """One whole-process measurement: a label, the command after the interpreter, its case."""

    def __init__(self, label: str, arguments: List[str], case: Path, solution: Optional[str] = None,
                 peer_of: Optional[str] = None) -> None:
        self.label, self.arguments, self.case = label, arguments, case
        self.solution = solution  # the submission's name, for a file of solutions/
        self.peer_of = peer_of  # the submission whose case a peer runs on


def programs(progress=lambda text: None) -> List[Program]:
    """The bare start, every Python submission on its hardest case, and the peers on theirs."""
    listed = [Program("bare start (`-c pass`)", ["-c", "pass"], CASES / "luogu_p1379" / "sample-1.in")]
    for path in sorted(SOLUTIONS.glob("*.py")):
        case = hardest_case(path.stem, progress)
        listed.append(Program(path.name, [str(path)], case, solution=path.stem))
        if path.stem in PEER_PROBLEMS:
            listed.extend(Program("peer: %s" % algorithm, [str(PEERS), algorithm, PEER_PROBLEMS[path.stem]],
                                  case, peer_of=path.stem) for algorithm in PEER_ALGORITHMS)
    return listed


def whole_process_table(rounds: int, progress=lambda text: None) -> List[tuple]:
    """Rows of (interpreter, Program, median ms, x bare start, x best peer or None, peak MB,
    modules beyond a bare start)."""
    listed = programs(progress)
    rows = []
    for label, interpreter in python_interpreters():
        commands = [[interpreter.executable] + JUDGE_START + program.arguments for program in listed]
        for index, (command, program) in enumerate(zip(commands, listed)):  # warm the file cache
            progress("whole process, %s, warming %s" % (label, program.label))
            run_once(command, program.case, checked=index > 0)
        samples = [[] for _ in commands]  # type: List[List[Tuple[float, float]]]
        for round_number in range(rounds):  # alternate: each program once per round
            progress("whole process, %s, round %d of %d" % (label, round_number + 1, rounds))
            for index, (command, program) in enumerate(zip(commands, listed)):
                samples[index].append(run_once(command, program.case, checked=index > 0))
        medians = [statistics.median(elapsed for elapsed, _ in runs) for runs in samples]
        best_peer = {}  # type: Dict[str, float]
        for program, median in zip(listed, medians):
            if program.peer_of is not None:
                best_peer[program.peer_of] = min(best_peer.get(program.peer_of, median), median)
        for index, (program, runs) in enumerate(zip(listed, samples)):
            progress("modules beyond a bare start, %s, %s" % (label, program.label))
            modules = (sorted(loaded_beyond_bare(interpreter.executable, ROOT / program.arguments[0],
                                                 program.case.read_bytes()))
                       if program.solution is not None else None)
            peer = best_peer.get(program.solution or "")
            rows.append((label, program, medians[index] * 1e3, medians[index] / medians[0],
                         None if peer is None else medians[index] / peer, max(memory for _, memory in runs), modules))
    return rows


def whole_process_target(program: Program, ratio: float, peer_ratio: Optional[float]) -> str:
    """'met' / 'missed' for the three headline files and a file beside its peers, '-' otherwise."""
    if program.solution in PEER_PROBLEMS:
        met = ratio <= TARGET_RATIO and peer_ratio is not None and peer_ratio <= TARGET_PEER_RATIO
        return "met" if met else "missed"
    if peer_ratio is not None:
        return "met" if peer_ratio <= 1 else "missed"
    return "-"


def section(options, progress):
    """The section's Markdown (see the module docstring); options: seed, rounds."""
    rows, first_calls = in_process_table(options.seed, progress)
    whole = whole_process_table(options.rounds, progress)
    interpreters = sorted({label for label, *_ in whole}, key=["CPython", "PyPy"].index)
    out = ["**In-process**, CPython: Luogu P1379's `solve()` (goal 123804765) and HihoCoder 1312's (goal "
           "123456780) per query, on the farthest boards of each goal and on 1,000 random solvable boards "
           "(seed %d), the four workloads taking turns query by query, the tables warmed first; every answer "
           "checked against the plain BFS of oracle/reference.py. Targets: the slowest query at most %.0f ms, "
           "the median on the farthest boards at most %.1f ms.\n"
           % (options.seed, TARGET_QUERY_MS, TARGET_FARTHEST_MEDIAN_MS)]
    out.append(markdown_table(
        ["solution", "boards", "queries", "median ms", "max ms", "target"],
        [(name, workload, format(count, ","), "%.2f" % median, "%.2f" % longest,
          "met" if longest <= TARGET_QUERY_MS and (not workload.endswith("moves)")
                                                   or median <= TARGET_FARTHEST_MEDIAN_MS) else "missed")
         for name, workload, count, median, longest in rows]))
    out.append("The first call per goal builds the search tables, outside the timings above: "
               + ", ".join("%s %.2f ms" % (name, ms) for name, ms in first_calls) + ".\n")
    out.append("**Whole process, as a judge runs it**: every Python submission on its hardest case (the case, "
               "not known_slow, its `solve()` takes longest on), a bare start of the same interpreter, and the "
               "naive peers of tools/naive_peers.py (plain BFS, bidirectional BFS, A* with Manhattan distance: "
               "strings and dicts, as contest write-ups have them) on the hardest cases of the problems they "
               "answer; %s. Every process starts with `%s`, the bare start too: this machine's site-packages "
               "hold a `.pth` file that imports certifi, and with it typing, at every start, which would make "
               "a bare start dear and a file's own imports look free. Wall time and peak memory as the judge "
               "measures them, medians; every output checked (the answer file, or the problem's checker). "
               "\"x bare\" is the ratio to the bare start and \"x peer\" to the best peer on the same case, "
               "both in the same run; \"imports\" are the modules a run loads beyond a bare start "
               "(tools/imports.py). Targets: Luogu P1379, HihoCoder 1312 and AcWing 845 at most %.2fx a "
               "bare start and at most %.1fx the best peer (%s).\n"
               % (plural(options.rounds, "alternating round"), " ".join(JUDGE_START), TARGET_RATIO,
                  TARGET_PEER_RATIO, " and ".join(interpreters)))
    for interpreter in interpreters:
        out.append("%s:\n" % interpreter)
        out.append(markdown_table(
            ["program", "case", "median ms", "x bare", "x peer", "peak MB", "imports", "target"],
            [(program.label, "%s/%s" % (program.case.parent.name, program.case.name), "%.1f" % ms, "%.2f" % ratio,
              "-" if peer_ratio is None else "%.2f" % peer_ratio, "%.1f" % peak,
              "-" if modules is None else (", ".join(modules) or "none"),
              whole_process_target(program, ratio, peer_ratio))
             for label, program, ms, ratio, peer_ratio, peak, modules in whole if label == interpreter]))
    if "PyPy" not in interpreters:
        out.append(PYPY_MISSING + "\n")
    return "\n".join(out)
