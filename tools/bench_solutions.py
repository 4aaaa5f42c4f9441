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
- What costs what: the three headline files' hardest cases run in stages (a bare start, + read and
  compile, + run the definitions, + answer), each a whole process, the answer split from inside
  into table building and search, and what `import typing` adds to a bare start; then what the
  targets leave. What was tried, measured in the same run: compiling without docstrings, comments
  and annotations; the 15-puzzle's move automaton on 3x3 (its build and its search); the size of a
  table of every board's distance.

Every answer is checked (the in-process ones against the plain BFS of oracle/reference.py, the
processes' output against the case's answer file, or the problem's checker where it has one):
a wrong one stops the bench.

Usage: python3 tools/bench.py --only 3x3 [--rounds N] [--seed N]
"""

import ast
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from judge.compare import compare_outputs, run_checker
from judge.problem import load_problem
from judge.run import Limits, MiB, run_program
from oracle import reference
from tools.bench_page import (
    PYPY_MISSING,
    markdown_table,
    measured_run,
    plural,
    python_interpreters,
)
from tools.common import CASES, ROOT, SOLUTIONS, load_solution
from tools.imports import JUDGE_START, loaded_beyond_bare
from tools.vendor import MOST_BYTES_3X3

TITLE = "The submissions as a judge runs them"
TARGET_QUERY_MS, TARGET_FARTHEST_MEDIAN_MS = (
    5.0,
    1.5,
)  # in-process: the slowest query, the farthest boards' median
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
    rows = [" ".join(map(str, board[row * 3 : row * 3 + 3])) for row in range(3)]
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
            (
                "%d farthest (%d moves)" % (len(farthest(goal)), max(distances.values())),
                farthest(goal),
            ),
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
        for index, (name, _workload, solve, queries) in enumerate(workloads):
            if position < len(queries):
                text, expected = queries[position]
                elapsed, output = time_query(solve, text)
                if output.strip() != expected:
                    raise SystemExit(
                        "bench: %s answered %r for %r, expected %s" % (name, output, text, expected)
                    )
                times[index].append(elapsed)
    rows = []
    for index, (name, workload, _, queries) in enumerate(workloads):
        rows.append(
            (
                name,
                workload,
                len(queries),
                statistics.median(times[index]) * 1e3,
                max(times[index]) * 1e3,
            )
        )
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
    result = measured_run(command, case.read_bytes(), 30.0)
    if checked and not answer_is_right(case, result.stdout):
        raise SystemExit(
            "bench: %s on %s printed %r, which the judge does not accept"
            % (" ".join(command), case.name, result.stdout[:200])
        )
    return result.wall_time, result.peak_memory_bytes / MiB


class Program:
    """One whole-process measurement: a label, the command after the interpreter, its case."""

    def __init__(
        self,
        label: str,
        arguments: List[str],
        case: Path,
        solution: Optional[str] = None,
        peer_of: Optional[str] = None,
    ) -> None:
        self.label, self.arguments, self.case = label, arguments, case
        self.solution = solution  # the submission's name, for a file of solutions/
        self.peer_of = peer_of  # the submission whose case a peer runs on


def programs(progress=lambda text: None) -> List[Program]:
    """The bare start, every Python submission on its hardest case, and the peers on theirs."""
    listed = [
        Program("bare start (`-c pass`)", ["-c", "pass"], CASES / "luogu_p1379" / "sample-1.in")
    ]
    for path in sorted(SOLUTIONS.glob("*.py")):
        case = hardest_case(path.stem, progress)
        listed.append(Program(path.name, [str(path)], case, solution=path.stem))
        if path.stem in PEER_PROBLEMS:
            listed.extend(
                Program(
                    "peer: %s" % algorithm,
                    [str(PEERS), algorithm, PEER_PROBLEMS[path.stem]],
                    case,
                    peer_of=path.stem,
                )
                for algorithm in PEER_ALGORITHMS
            )
    return listed


def whole_process_table(rounds: int, progress=lambda text: None) -> List[tuple]:
    """Rows of (interpreter, Program, median ms, x bare start, x best peer or None, peak MB,
    modules beyond a bare start)."""
    listed = programs(progress)
    rows = []
    for label, interpreter in python_interpreters():
        commands = [
            [interpreter.executable] + JUDGE_START + program.arguments for program in listed
        ]
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
            modules = (
                sorted(
                    loaded_beyond_bare(
                        interpreter.executable,
                        ROOT / program.arguments[0],
                        program.case.read_bytes(),
                    )
                )
                if program.solution is not None
                else None
            )
            peer = best_peer.get(program.solution or "")
            rows.append(
                (
                    label,
                    program,
                    medians[index] * 1e3,
                    medians[index] / medians[0],
                    None if peer is None else medians[index] / peer,
                    max(memory for _, memory in runs),
                    modules,
                )
            )
    return rows


# The stages of a run, each a whole process doing one thing more than the one before: the
# differences are what each stage costs. FILE is the submission; none of them runs its main().
READ_AND_COMPILE = (
    "import sys\nwith open(sys.argv[1], 'rb') as f: compile(f.read(), sys.argv[1], 'exec')"
)
DEFINE = (
    "import sys\nwith open(sys.argv[1], 'rb') as f: code = compile(f.read(), sys.argv[1], 'exec')\n"
    "exec(code, {'__name__': 'stage'})"
)
# A run that also times solve() twice on its input, from inside: the first call builds the tables
# and searches, the second only searches (PyPy's JIT is warmer by then).
SPLIT = DEFINE.replace(
    "exec(code, {'__name__': 'stage'})",
    (
        "names = {'__name__': 'stage'}\nexec(code, names)\nimport time\ntext = sys.stdin.read()\n"
        "calls = []\nfor _ in (0, 1):\n    begun = time.perf_counter()\n    names['solve'](text)\n"
        "    calls.append(time.perf_counter() - begun)\nprint(calls[0] * 1e3, calls[1] * 1e3)"
    ),
)
STAGES = [  # (label, arguments; FILE for the submission)
    ("bare start (`-c pass`)", ["-c", "pass"]),
    ("+ read and compile the file", ["-c", READ_AND_COMPILE, "FILE"]),
    ("+ run its definitions", ["-c", DEFINE, "FILE"]),
    ("+ answer: the whole run", ["FILE"]),
]
TYPING = ("bare start + `import typing`", ["-c", "import typing"])


def cost_table(rounds: int, progress=lambda text: None) -> List[tuple]:
    """Rows of (interpreter, submission, [(stage label, fastest ms)], tables ms, search ms, typing
    ms): the stages of STAGES as whole processes on the submission's hardest case, alternating
    round by round, and the in-process split of SPLIT; the typing row is measured beside them.
    The fastest of the rounds, not the median: a stage's cost is a difference of two, and the
    fastest run of a fixed amount of work is the one the machine disturbed least."""
    rows = []
    for label, interpreter in python_interpreters():
        for name in PEER_PROBLEMS:
            path = SOLUTIONS / ("%s.py" % name)
            case = hardest_case(name)
            commands = [
                [interpreter.executable]
                + JUDGE_START
                + [str(path) if part == "FILE" else part for part in arguments]
                for _, arguments in STAGES + [TYPING]
            ]
            split = [interpreter.executable] + JUDGE_START + ["-c", SPLIT, str(path)]
            samples = [[] for _ in commands]  # type: List[List[float]]
            calls = []  # type: List[Tuple[float, float]]
            for round_number in range(rounds):
                progress(
                    "what costs what, %s, %s, round %d of %d"
                    % (label, name, round_number + 1, rounds)
                )
                for index, command in enumerate(commands):
                    samples[index].append(
                        run_once(command, case, checked=index == len(STAGES) - 1)[0]
                    )
                result = run_program(
                    split, case.read_bytes(), Limits(time_limit=30.0, memory_limit_bytes=1024 * MiB)
                )
                first, second = map(float, result.stdout.split())
                calls.append((first, second))
            fastest = [min(runs) * 1e3 for runs in samples]
            first = min(first for first, _ in calls)
            second = min(second for _, second in calls)
            rows.append(
                (
                    label,
                    name,
                    list(zip([stage for stage, _ in STAGES], fastest)),
                    first - second,
                    second,
                    fastest[-1] - fastest[0],
                )
            )
    return rows


def cost_markdown(rows: List[tuple], whole: List[tuple]) -> List[str]:
    """The page's "what costs what" tables (cost_table's rows) and the floor the targets need."""
    out = [
        "**What costs what**: the hardest case of each headline file, run in stages, each stage a "
        "whole process (`%s`, as above) doing one thing more than the one before, in alternating "
        "rounds; the fastest of the rounds, each stage's cost being its time less the one before "
        "it. The answer's share is split from inside the process: `solve()` timed twice on the "
        "case, the first call building the tables and searching, the second only searching (on "
        "PyPy the first also warms the JIT). The last column is what `import typing` adds to a "
        "bare start, measured in the same rounds: what every file paid while its annotations "
        "imported their names.\n" % " ".join(JUDGE_START)
    ]
    table = []
    for label, name, stages, tables_ms, search_ms, typing_ms in rows:
        costs = ["%.1f" % stages[0][1]] + [
            "%+.1f" % (ms - before) for (_, before), (_, ms) in zip(stages, stages[1:])
        ]
        table.append(
            [label, name] + costs + ["%.1f" % tables_ms, "%.1f" % search_ms, "%+.1f" % typing_ms]
        )
    out.append(
        markdown_table(
            [
                "interpreter",
                "file",
                "bare start ms",
                "read, compile",
                "definitions",
                "answer",
                "of which tables",
                "of which search",
                "`import typing`",
            ],
            table,
        )
    )
    best_peer = {}  # type: Dict[Tuple[str, str], float]
    for label, program, ms, *_ in whole:
        if program.peer_of is not None:
            best_peer[label, program.peer_of] = min(best_peer.get((label, program.peer_of), ms), ms)
    out.append(
        "What the whole-process targets leave, against these stages: the time each target allows "
        "the whole run, and what a bare start and compiling the file take before anything runs.\n"
    )
    out.append(
        markdown_table(
            [
                "interpreter",
                "file",
                "%.1fx the best peer, ms" % TARGET_PEER_RATIO,
                "%.2fx a bare start, ms" % TARGET_RATIO,
                "bare start + compile, ms",
            ],
            [
                (
                    label,
                    name,
                    "%.1f" % (TARGET_PEER_RATIO * best_peer[label, name]),
                    "%.1f" % (TARGET_RATIO * stages[0][1]),
                    "%.1f" % stages[1][1],
                )
                for label, name, stages, *_ in rows
            ],
        )
    )
    return out


def automaton_verdict(build: float, search: float, plain: float) -> str:
    """Whether the automaton pays on one board: its build and search against the plain search."""
    if build + search < plain:
        return "not kept: it saves %.2f ms on one board, far from the targets" % (
            plain - build - search
        )
    return "no: build and search take %.2f ms against %.2f" % (build + search, plain)


# What trying the automaton on 3x3 measures, in a fresh process of the bench's interpreter: argv
# is the repository, the board and the goal (digits); prints JSON {length: [build ms, search ms]},
# length 2 being core.search.Search (only the undoing move skipped).
AUTOMATON_TRIAL = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from core.board import MOVES
from core.fifteen import AutomatonSearch, AutomatonTables, move_automaton
from core.search import Search
board, goal = (tuple(int(digit) for digit in text) for text in sys.argv[2:4])
def timed(call):
    begun = time.perf_counter()
    call()
    return (time.perf_counter() - begun) * 1e3
def searched(search):
    search.distance(board, goal)
    return min(timed(lambda: search.distance(board, goal)) for _ in range(5))
found = {2: [0.0, searched(Search)]}
for length in (6, 8, 10):
    build = timed(lambda: move_automaton(3, 3, MOVES, length))
    tables = type("Tables", (AutomatonTables,), {"word_length": length})
    found[length] = [build, searched(type("Trial", (AutomatonSearch,), {"tables_class": tables}))]
print(json.dumps(found))
"""


def stripped_source(source: str) -> str:
    """source without its docstrings, comments and annotations (ast.unparse)."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)):
            if (
                node.body
                and isinstance(node.body[0], ast.Expr)
                and isinstance(node.body[0].value, ast.Constant)
            ):
                node.body = node.body[1:] or [ast.Pass()]
        if isinstance(node, ast.FunctionDef):
            node.returns = None
            for argument in node.args.args:
                argument.annotation = None
    return ast.unparse(tree)


def fastest_compile(source: str, times: int = 30) -> float:
    """The fewest milliseconds compile() takes on source, of `times` tries."""
    best = float("inf")
    for _ in range(times):
        begun = time.perf_counter()
        compile(source, "submission", "exec")
        best = min(best, time.perf_counter() - begun)
    return best * 1e3


def tried_markdown(progress=lambda text: None) -> List[str]:
    """What was tried to bring the 3x3 files nearer the floor, each measured in this run."""
    progress("what was tried: compile, the automaton")
    path = SOLUTIONS / "luogu_p1379.py"
    source = path.read_text(encoding="utf-8")
    lean = stripped_source(source)
    case = hardest_case("luogu_p1379")
    board = case.read_text(encoding="utf-8").strip()
    goal = "".join(map(str, reference.LUOGU_GOAL))
    result = run_program(
        [sys.executable] + JUDGE_START + ["-c", AUTOMATON_TRIAL, str(ROOT), board, goal],
        b"",
        Limits(time_limit=60.0, memory_limit_bytes=1024 * MiB),
    )
    trial = {int(length): figures for length, figures in json.loads(result.stdout).items()}
    boards = math.factorial(9) // 2
    out = [
        "**What was tried** to bring the 3x3 files nearer the floor, each measured in this run "
        "(CPython, in-process, Luogu P1379 on %s):\n" % case.name
    ]
    out.append(
        markdown_table(
            ["step", "measured", "kept"],
            [
                (
                    "annotations as strings, their names imported only for the type checker",
                    "`import typing` costs the whole-process figure in the last column above, "
                    "every run",
                    "yes",
                ),
                (
                    "compile a file without docstrings, comments and annotations",
                    "%.2f ms for %s bytes, against %.2f ms for the file's %s"
                    % (
                        fastest_compile(lean),
                        format(len(lean.encode()), ","),
                        fastest_compile(source),
                        format(len(source.encode()), ","),
                    ),
                    "no: a file reads as a submission",
                ),
            ]
            + [
                (
                    "skip duplicate move sequences up to %d moves (the 15-puzzle's automaton)"
                    % length,
                    "build %.2f ms, then %.2f ms a search, against %.2f ms with only the undoing "
                    "move skipped" % (trial[length][0], trial[length][1], trial[2][1]),
                    automaton_verdict(trial[length][0], trial[length][1], trial[2][1]),
                )
                for length in (6, 8, 10)
            ]
            + [
                (
                    "a table of every board's distance in the file",
                    "%s boards at 2 bits each (the distance mod 3 leads the way down) are %s bytes "
                    "before any text encoding, against a budget of %s bytes for the whole file"
                    % (
                        format(boards, ","),
                        format(boards * 2 // 8, ","),
                        format(MOST_BYTES_3X3, ","),
                    ),
                    "no",
                ),
            ],
        )
    )
    return out


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
    out = [
        "**In-process**, CPython: Luogu P1379's `solve()` (goal 123804765) and HihoCoder 1312's "
        "(goal 123456780) per query, on the farthest boards of each goal and on 1,000 random "
        "solvable boards (seed %d), the four workloads taking turns query by query, the tables "
        "warmed first; every answer checked against the plain BFS of oracle/reference.py. Targets: "
        "the slowest query at most %.0f ms, the median on the farthest boards at most %.1f ms.\n"
        % (options.seed, TARGET_QUERY_MS, TARGET_FARTHEST_MEDIAN_MS)
    ]
    out.append(
        markdown_table(
            ["solution", "boards", "queries", "median ms", "max ms", "target"],
            [
                (
                    name,
                    workload,
                    format(count, ","),
                    "%.2f" % median,
                    "%.2f" % longest,
                    "met"
                    if longest <= TARGET_QUERY_MS
                    and (not workload.endswith("moves)") or median <= TARGET_FARTHEST_MEDIAN_MS)
                    else "missed",
                )
                for name, workload, count, median, longest in rows
            ],
        )
    )
    out.append(
        "The first call per goal builds the search tables, outside the timings above: "
        + ", ".join("%s %.2f ms" % (name, ms) for name, ms in first_calls)
        + ".\n"
    )
    out.append(
        "**Whole process, as a judge runs it**: every Python submission on its hardest case (the "
        "case, not known_slow, its `solve()` takes longest on), a bare start of the same "
        "interpreter, and the naive peers of tools/naive_peers.py (plain BFS, bidirectional BFS, "
        "A* with Manhattan distance: strings and dicts, as contest write-ups have them) on the "
        "hardest cases of the problems they answer; %s. Every process starts with `%s`, the bare "
        "start too: this machine's site-packages hold a `.pth` file that imports certifi, and with "
        "it typing, at every start, which would make a bare start dear and a file's own imports "
        "look free. Wall time and peak memory as the judge measures them, medians; every output "
        "checked (the answer file, or the problem's checker). "
        '"x bare" is the ratio to the bare start and "x peer" to the best peer on the same case, '
        'both in the same run; "imports" are the modules a run loads beyond a bare start '
        "(tools/imports.py). Targets: Luogu P1379, HihoCoder 1312 and AcWing 845 at most %.2fx a "
        "bare start and at most %.1fx the best peer (%s).\n"
        % (
            plural(options.rounds, "alternating round"),
            " ".join(JUDGE_START),
            TARGET_RATIO,
            TARGET_PEER_RATIO,
            " and ".join(interpreters),
        )
    )
    for interpreter in interpreters:
        out.append("%s:\n" % interpreter)
        out.append(
            markdown_table(
                [
                    "program",
                    "case",
                    "median ms",
                    "x bare",
                    "x peer",
                    "peak MB",
                    "imports",
                    "target",
                ],
                [
                    (
                        program.label,
                        "%s/%s" % (program.case.parent.name, program.case.name),
                        "%.1f" % ms,
                        "%.2f" % ratio,
                        "-" if peer_ratio is None else "%.2f" % peer_ratio,
                        "%.1f" % peak,
                        "-" if modules is None else (", ".join(modules) or "none"),
                        whole_process_target(program, ratio, peer_ratio),
                    )
                    for label, program, ms, ratio, peer_ratio, peak, modules in whole
                    if label == interpreter
                ],
            )
        )
    out.extend(cost_markdown(cost_table(options.rounds, progress), whole))
    out.extend(tried_markdown(progress))
    if "PyPy" not in interpreters:
        out.append(PYPY_MISSING + "\n")
    return "\n".join(out)
