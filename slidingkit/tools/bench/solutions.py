"""Section "3x3" of `make bench`: the submissions as a judge runs them, against naive peers.

- In-process (CPython): the solve() of each file whose problem's BENCH holds "queries", per query,
  on the farthest boards of its goal and on 1,000 random solvable boards (seeded), the workloads
  taking turns query by query, the tables warmed first (the first call per goal, which builds
  them, is reported apart); median and max per workload. Targets: the slowest query at most 5 ms,
  the median on the farthest boards at most 1.5 ms.
- Whole process, as a judge runs it: every Python submission on its hardest case (the case, not
  known_slow, its solve() takes longest on), next to a bare start of the same interpreter, and
  the three naive peers of slidingkit/tools/naive_peers.py (plain BFS, bidirectional BFS, A* with
  Manhattan distance) on the hardest cases of the problems whose BENCH names their "peer" format.
  Every process starts with `-I -S` (slidingkit/tools/vendor/imports.py): this machine's
  site-packages hold a `.pth` file that imports certifi, and with it typing, at every start, which
  would make a bare start dear and a file's own imports look free; a judge's interpreter runs no
  such thing. `rounds` alternating rounds, wall time and peak memory as the judge measures them
  (judge.run.run_program); medians, the ratio to the bare start and to the best peer on the same
  case, and the modules each program loads beyond a bare start. Targets for the files with peers
  (the headline files): at most 1.25x a bare start and at most 0.6x the best peer; for every file
  with a peer, no slower than the best peer. CPython, and PyPy when installed.
- What costs what: the headline files' hardest cases run in stages (a bare start, + read and
  compile, + run the definitions, + answer), each a whole process, the answer split from inside
  into table building and search, and what `import typing` adds to a bare start; then what the
  targets leave. What was tried, measured in the same run on the first "queries" file: compiling
  without docstrings, comments and annotations; the 15-puzzle's move automaton on 3x3 (its build
  and its search, in a fresh process: slidingkit/tools/bench/child.py); the size of a table of every
  board's distance.

Every answer is checked (the in-process ones against the plain BFS of
slidingkit/oracle/reference.py, the
processes' output against the case's answer file, or the problem's checker where it has one):
a wrong one stops the bench.

Usage: python -m slidingkit.tools.bench --only 3x3 [--rounds N] [--seed N]
"""

import ast
import json
import math
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from slidingkit.oracle import reference
from slidingkit.tools.bench.page import markdown_table, plural
from slidingkit.tools.bench.runs import (
    PYPY_MISSING,
    measured_run,
    megabytes,
    python_interpreters,
    run_once,
)
from slidingkit.tools.bench.workloads import (
    bench_of,
    digits,
    farthest,
    goal_of,
    hardest_case,
    input_text,
    measured,
    names_text,
    problem_of,
)
from slidingkit.tools.common import ROOT, SOLUTIONS, load_solution
from slidingkit.tools.vendor.budgets import budget
from slidingkit.tools.vendor.imports import JUDGE_START, loaded_beyond_bare

TITLE = "The submissions as a judge runs them"
TARGET_QUERY_MS, TARGET_FARTHEST_MEDIAN_MS = (
    5.0,
    1.5,
)  # in-process: the slowest query, the farthest boards' median
TARGET_RATIO, TARGET_PEER_RATIO = 1.25, 0.6  # whole process: x a bare start, x the best peer
PEERS = (
    ROOT / "slidingkit" / "tools" / "naive_peers.py"
)  # run as a file, as a judge runs a submission
PEER_ALGORITHMS = ("bfs", "bidirectional", "astar")


def peer_formats() -> Dict[str, str]:
    """The problems the peers answer: name -> the peers' name for its input and output format."""
    return {name: str(bench_of(name)["peer"]) for name in measured("peer")}


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
    for name in measured("queries"):
        goal = goal_of(name)
        module = load_solution(name)
        distances = reference.bfs_distances(goal)
        start = time.perf_counter()
        module.solve(input_text(name, [goal]))  # builds the tables for this goal
        first_calls.append((name, (time.perf_counter() - start) * 1e3))
        boards_by_workload = [
            (
                "%d farthest (%d moves)" % (len(farthest(goal)), max(distances.values())),
                farthest(goal),
            ),
            ("1,000 random solvable", rng.sample(sorted(distances), 1000)),
        ]
        for workload, boards in boards_by_workload:
            queries = [(input_text(name, [board]), str(distances[board])) for board in boards]
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
    formats = peer_formats()
    first = problem_of(measured("queries")[0]).cases[0]
    listed = [Program("bare start (`-c pass`)", ["-c", "pass"], Path(first.input_path))]
    for path in sorted(SOLUTIONS.glob("*.py")):
        case = hardest_case(path.stem, progress)
        listed.append(Program(path.name, [str(path)], case, solution=path.stem))
        if path.stem in formats:
            listed.extend(
                Program(
                    "peer: %s" % algorithm,
                    [str(PEERS), algorithm, formats[path.stem]],
                    case,
                    peer_of=path.stem,
                )
                for algorithm in PEER_ALGORITHMS
            )
    return listed


def timing(command: List[str], program: Program, checked: bool) -> Tuple[float, float]:
    """(wall seconds, peak MB) of one run of command on the program's case (runs.run_once)."""
    result = run_once(command, program.case, checked)
    return result.wall_time, megabytes(result)


def whole_process_table(rounds: int, progress=lambda text: None) -> List[tuple]:
    """Rows of (interpreter, Program, median ms, x bare start, x best peer or None, peak MB,
    modules beyond a bare start)."""
    every = programs(progress)
    rows = []
    for label, interpreter in python_interpreters():
        listed = [  # a submission runs only under the interpreters its settings admit
            program
            for program in every
            if program.solution is None or label in problem_of(program.solution).interpreters
        ]
        commands = [
            [interpreter.executable] + JUDGE_START + program.arguments for program in listed
        ]
        for index, (command, program) in enumerate(zip(commands, listed)):  # warm the file cache
            progress("whole process, %s, warming %s" % (label, program.label))
            timing(command, program, checked=index > 0)
        samples = [[] for _ in commands]  # type: List[List[Tuple[float, float]]]
        for round_number in range(rounds):  # alternate: each program once per round
            progress("whole process, %s, round %d of %d" % (label, round_number + 1, rounds))
            for index, (command, program) in enumerate(zip(commands, listed)):
                samples[index].append(timing(command, program, checked=index > 0))
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
        for name in peer_formats():
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
                        run_once(command, case, checked=index == len(STAGES) - 1).wall_time
                    )
                result = measured_run(split, case.read_bytes(), 30.0)
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


def automaton_trial(board: str, goal: str) -> Dict[int, List[float]]:
    """{word length: [build ms, search ms]} of the move automaton on 3x3, in a fresh process of
    the bench's interpreter started as the other runs are (`-S`, no environment, no user site),
    from the repository's root (slidingkit/tools/bench/child.py); 2 is core.search.Search."""
    completed = subprocess.run(
        [
            sys.executable,
            "-E",
            "-s",
            "-S",
            "-m",
            "slidingkit.tools.bench.child",
            "automaton",
            board,
            goal,
        ],
        cwd=str(ROOT),
        capture_output=True,
        text=True,
        timeout=120,
    )
    if completed.returncode != 0:
        raise SystemExit("bench: the automaton trial failed: %s" % completed.stderr[-300:])
    return {int(length): figures for length, figures in json.loads(completed.stdout).items()}


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
    name = measured("queries")[0]
    path = SOLUTIONS / (name + ".py")
    source = path.read_text(encoding="utf-8")
    lean = stripped_source(source)
    goal = goal_of(name)
    board = farthest(goal)[0]
    trial = automaton_trial(digits(board), digits(goal))
    boards = math.factorial(9) // 2
    out = [
        "**What was tried** to bring the 3x3 files nearer the floor, each measured in this run "
        "(CPython, in-process, `solutions/%s.py`; the automaton on %s, a board farthest from its "
        "goal %s):\n" % (name, digits(board), digits(goal))
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
                        format(budget(name)[1], ","),
                    ),
                    "no",
                ),
            ],
        )
    )
    return out


def whole_process_target(program: Program, ratio: float, peer_ratio: Optional[float]) -> str:
    """'met' / 'missed' for the headline files and a file beside its peers, '-' otherwise."""
    if program.solution in peer_formats():
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
    queried = measured("queries")
    out = [
        "**In-process**, CPython: the `solve()` of %s per query (goal %s), on the farthest boards "
        "of each goal and on 1,000 random solvable boards (seed %d), the %d workloads taking turns "
        "query by query, the tables warmed first; every answer checked against the plain BFS of "
        "slidingkit/oracle/reference.py. Targets: the slowest query at most %.0f ms, the median on "
        "the "
        "farthest boards at most %.1f ms.\n"
        % (
            names_text(queried),
            " and ".join(digits(goal_of(name)) for name in queried),
            options.seed,
            2 * len(queried),
            TARGET_QUERY_MS,
            TARGET_FARTHEST_MEDIAN_MS,
        )
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
        "interpreter, and the naive peers of slidingkit/tools/naive_peers.py (plain BFS, "
        "bidirectional BFS, "
        "A* with Manhattan distance: strings and dicts, as contest write-ups have them) on the "
        "hardest cases of the problems they answer; %s. Every process starts with `%s`, the bare "
        "start too: this machine's site-packages hold a `.pth` file that imports certifi, and with "
        "it typing, at every start, which would make a bare start dear and a file's own imports "
        "look free. Wall time and peak memory as the judge measures them, medians; every output "
        "checked (the answer file, or the problem's checker). "
        '"x bare" is the ratio to the bare start and "x peer" to the best peer on the same case, '
        'both in the same run; "imports" are the modules a run loads beyond a bare start '
        "(slidingkit/tools/vendor/imports.py). Targets: %s at most %.2fx a "
        "bare start and at most %.1fx the best peer (%s).\n"
        % (
            plural(options.rounds, "alternating round"),
            " ".join(JUDGE_START),
            names_text(list(peer_formats())),
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
    for interpreter in interpreters:
        left_out = [
            path.name
            for path in sorted(SOLUTIONS.glob("*.py"))
            if interpreter not in problem_of(path.stem).interpreters
        ]
        if left_out:
            out.append(
                'Not run under %s (their settings\' "interpreters" leave it out): %s.\n'
                % (interpreter, ", ".join(left_out))
            )
    out.extend(cost_markdown(cost_table(options.rounds, progress), whole))
    out.extend(tried_markdown(progress))
    if "PyPy" not in interpreters:
        out.append(PYPY_MISSING + "\n")
    return "\n".join(out)
