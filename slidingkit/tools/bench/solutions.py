"""Section "3x3" of `make bench`: the submissions as a judge runs them, against their peers.

- In-process (CPython): the solve() of each file whose problem's BENCH holds "queries", per query,
  on the farthest boards of its goal and on 1,000 random solvable boards (seeded), the workloads
  taking turns query by query, the tables warmed first (the first call per goal, which builds
  them, is reported apart); median and max per workload. Targets: the slowest query at most 5 ms,
  the median on the farthest boards at most 1 ms.
- Whole process, as a judge runs it: each file whose problem's BENCH names a "peer" format (the
  headline files) on its hardest case (the case, not known_slow, its solve() takes longest on),
  next to a bare start of the same interpreter, the three naive peers of
  slidingkit/tools/naive_peers.py (plain BFS, bidirectional BFS, A* with Manhattan distance) and
  the specialist peer of slidingkit/tools/specialist_peer.py (IDA* with walking distance, its
  tables as literals) on the same case. (Every submission's own whole runs are the margin
  section's; the modules each loads, the submissions section's.)
  Every process starts with `-I -S` (slidingkit/tools/vendor/imports.py): this machine's
  site-packages hold a `.pth` file that imports certifi, and with it typing, at every start, which
  would make a bare start dear and a file's own imports look free; a judge's interpreter runs no
  such thing. `rounds` alternating rounds, wall time and peak memory as the judge measures them
  (judge.run.run_program); medians, the ratio to the bare start and to the specialist peer on
  the same case. Targets for the headline files: at most 1.25x a bare start and no slower than
  the specialist peer. Then every other file of a 3x3 problem on its hardest case, in the same
  rounds, against the same 1.25x. CPython, and PyPy when installed.
- What costs what: the headline files' hardest cases run in stages (a bare start, + read and
  compile, + run the definitions, + answer with a normal exit, then quick_exit in place of that
  exit), each a whole process, the answer split from inside
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
import functools
import json
import math
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

from slidingkit import core, problems
from slidingkit.oracle import reference
from slidingkit.tools.bench.page import intro, markdown_table, plural
from slidingkit.tools.bench.runs import (
    PYPY_MISSING,
    measured_run,
    megabytes,
    python_interpreters,
    run_once,
)
from slidingkit.tools.bench.timing import SKIP, alternate, medians, ratios, round_ratios, timed
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
from slidingkit.tools.vendor.imports import JUDGE_START

TITLE = "The submissions as a judge runs them"
TARGET_QUERY_MS, TARGET_FARTHEST_MEDIAN_MS = (
    5.0,
    1.0,
)  # in-process: the slowest query, the farthest boards' median
TARGET_RATIO, TARGET_PEER_RATIO = 1.25, 1.0  # whole process: x a bare start, x the specialist
# The peers, each run as a file, as a judge runs a submission: label -> its arguments before the
# problem's format.
PEER_TOOLS = ROOT / "slidingkit" / "tools"
PEER_PROGRAMS = {
    "bfs": [str(PEER_TOOLS / "naive_peers.py"), "bfs"],
    "bidirectional": [str(PEER_TOOLS / "naive_peers.py"), "bidirectional"],
    "astar": [str(PEER_TOOLS / "naive_peers.py"), "astar"],
    "specialist": [str(PEER_TOOLS / "specialist_peer.py")],
}
TARGET_PEER = "peer: specialist"  # the peer "x peer" and the target compare with


def peer_formats() -> Dict[str, str]:
    """The problems the peers answer: name -> the peers' name for its input and output format."""
    return {name: str(bench_of(name)["peer"]) for name in measured("peer")}


def query_call(name, solve, queries):
    """A call that answers the next of queries with solve and returns its seconds (SKIP once
    they are all answered); a wrong answer stops the bench."""
    pending = iter(queries)

    def call():
        text, expected = next(pending, (None, None))
        if text is None:
            return SKIP
        seconds, output = timed(lambda: solve(text))
        if output.strip() != expected:
            raise SystemExit(
                "bench: %s answered %r for %r, expected %s" % (name, output, text, expected)
            )
        return seconds

    return call


def in_process_table(seed, progress=lambda text: None):
    """Rows of (solution, workload, queries, median ms, max ms), and (solution, first call ms) per
    goal; the workloads alternate query by query."""
    rng = random.Random(seed)
    calls, counts, first_calls = [], {}, []
    for name in measured("queries"):
        goal = goal_of(name)
        module = load_solution(name)
        distances = reference.bfs_distances(goal)
        # the first call builds the tables
        first, _ = timed(functools.partial(module.solve, input_text(name, [goal])))
        first_calls.append((name, first * 1e3))
        boards_by_workload = [
            (
                "%d farthest (%d moves)" % (len(farthest(goal)), max(distances.values())),
                farthest(goal),
            ),
            ("1,000 random solvable", rng.sample(sorted(distances), 1000)),
        ]
        for workload, boards in boards_by_workload:
            queries = [(input_text(name, [board]), str(distances[board])) for board in boards]
            calls.append(((name, workload), query_call(name, module.solve, queries)))
            counts[name, workload] = len(queries)
    samples = alternate(calls, max(counts.values()), every(50, progress), "in-process queries")
    rows = [
        (name, workload, counts[name, workload])
        + (statistics.median(samples[name, workload]) * 1e3, max(samples[name, workload]) * 1e3)
        for (name, workload), _ in calls
    ]
    return rows, first_calls


def every(count, progress):
    """progress, called on every count-th text only (a status line for thousands of calls)."""
    calls = [0]

    def shown(text):
        if calls[0] % count == 0:
            progress(text)
        calls[0] += 1

    return shown


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


def square_files() -> List[str]:
    """The Python files of the problems on 3x3 boards alone (no graph), in name order."""
    return [
        name
        for name in problems.names()
        if problems.load(name).FORMAT.shapes == ((3, 3),)
        and problems.load(name).FORMAT.edges is None
        and (SOLUTIONS / (name + ".py")).exists()
    ]


def programs(progress=lambda text: None) -> List[Program]:
    """The bare start, every submission whose problem's BENCH names a "peer" format on its
    hardest case with the peers on the same case, then every other 3x3 file on its hardest case
    (the other submissions' whole runs: the margin section)."""
    formats = peer_formats()
    first = problem_of(measured("queries")[0]).cases[0]
    listed = [Program("bare start (`-c pass`)", ["-c", "pass"], Path(first.input_path))]
    for name in sorted(formats):
        path = SOLUTIONS / (name + ".py")
        case = hardest_case(name, progress)
        listed.append(Program(path.name, [str(path)], case, solution=name))
        listed.extend(
            Program("peer: %s" % label, arguments + [formats[name]], case, peer_of=name)
            for label, arguments in PEER_PROGRAMS.items()
        )
    for name in square_files():
        if name not in formats:
            path = SOLUTIONS / (name + ".py")
            case = hardest_case(name, progress)
            listed.append(Program(path.name, [str(path)], case, solution=name))
    return listed


def timing(command: List[str], program: Program, checked: bool) -> Tuple[float, float, float]:
    """(CPU seconds, wall seconds, peak MB) of one run of command on the program's case
    (runs.run_once)."""
    result = run_once(command, program.case, checked)
    return result.cpu_time, result.wall_time, megabytes(result)


def whole_process_table(rounds: int, progress=lambda text: None) -> List[tuple]:
    """Rows of (interpreter, Program, median CPU ms, x bare start, x the specialist peer or None,
    peak MB, median wall ms, the middle half of the rounds' own ratios to the bare start): the
    ratios of CPU times, the judge's clock."""
    every_program = programs(progress)
    rows = []
    for label, interpreter in python_interpreters():
        listed = [  # a submission runs only under the interpreters its settings admit
            program
            for program in every_program
            if program.solution is None or label in problem_of(program.solution).interpreters
        ]
        calls = [
            (
                index,
                functools.partial(
                    timing,
                    [interpreter.executable] + JUDGE_START + program.arguments,
                    program,
                    index > 0,
                ),
            )
            for index, program in enumerate(listed)
        ]
        alternate(calls, 1, progress, "whole process, %s, warming" % label)  # the file cache
        samples = alternate(calls, rounds, progress, "whole process, %s" % label)
        middle = medians(samples, of=lambda sample: sample[0])
        walls = medians(samples, of=lambda sample: sample[1])
        bare = ratios(middle, 0)
        target_peer = {
            program.peer_of: middle[index]
            for index, program in enumerate(listed)
            if program.label == TARGET_PEER
        }
        cpu = {index: [sample[0] for sample in samples[index]] for index in samples}
        for index, program in enumerate(listed):
            peer = target_peer.get(program.solution or "")
            rows.append(
                (label, program, middle[index] * 1e3, bare[index])
                + (None if peer is None else middle[index] / peer,)
                + (max(memory for *_, memory in samples[index]), walls[index] * 1e3)
                + (round_ratios(cpu[index], cpu[0]),)
            )
    return rows


# The stages of a run, each a whole process doing one thing more than the one before: the
# differences are what each stage costs. Each runs a script as the judge does, so that its compile
# is the one a run pays: COMPILED is a copy of the submission that stops before its first
# statement, DEFINED a copy whose main guard never holds, ANSWERED a copy whose main guard leaves
# out quick_exit (the interpreter's normal exit), FILE the submission itself.
# A run that also times solve() twice on its input, from inside: the first call builds the tables
# and searches, the second only searches (PyPy's JIT is warmer by then).
SPLIT = (
    "import sys\nwith open(sys.argv[1], 'rb') as f: code = compile(f.read(), sys.argv[1], 'exec')\n"
    "names = {'__name__': 'stage'}\nexec(code, names)\nimport time\ntext = sys.stdin.read()\n"
    "calls = []\nfor _ in (0, 1):\n    begun = time.perf_counter()\n    names['solve'](text)\n"
    "    calls.append(time.perf_counter() - begun)\nprint(calls[0] * 1e3, calls[1] * 1e3)"
)
STAGES = [  # (label, arguments; COMPILED, DEFINED and FILE name the scripts above)
    ("bare start (`-c pass`)", ["-c", "pass"]),
    ("+ read and compile the file", ["COMPILED"]),
    ("+ run its definitions", ["DEFINED"]),
    ("+ answer, then the interpreter's normal exit", ["ANSWERED"]),
    ("+ quick_exit in place of that exit: the whole run", ["FILE"]),
]
MAIN_GUARD = 'if __name__ == "__main__":'
QUICK_EXIT = "\n    quick_exit()\n"  # the main guard's last line


def stage_scripts(path: Path, folder: Path) -> Dict[str, str]:
    """{COMPILED, DEFINED, ANSWERED, FILE: the script's path}: the submission at path and its
    three copies in folder (see STAGES)."""
    source = path.read_text(encoding="utf-8")
    first = ast.parse(source).body[1].lineno  # the first statement after the module docstring
    lines = source.splitlines(keepends=True)
    compiled, defined = folder / ("compiled_" + path.name), folder / ("defined_" + path.name)
    answered = folder / ("answered_" + path.name)
    compiled.write_text("".join(lines[: first - 1] + ["raise SystemExit\n"] + lines[first - 1 :]))
    if source.count(MAIN_GUARD) != 1:
        raise SystemExit("bench: %s has no single %r" % (path.name, MAIN_GUARD))
    if not source.endswith(QUICK_EXIT):
        raise SystemExit("bench: %s does not end with %r" % (path.name, QUICK_EXIT.strip()))
    defined.write_text(source.replace(MAIN_GUARD, 'if __name__ == "__stage__":'))
    answered.write_text(source[: -len(QUICK_EXIT)] + "\n")
    return {
        "COMPILED": str(compiled),
        "DEFINED": str(defined),
        "ANSWERED": str(answered),
        "FILE": str(path),
    }


TYPING = ("bare start + `import typing`", ["-c", "import typing"])


def stage_run(command: List[str], case: Path, checked: bool) -> float:
    """CPU seconds of one stage's process on case (runs.run_once)."""
    return run_once(command, case, checked=checked).cpu_time


def split_run(command: List[str], case: Path) -> Tuple[float, float]:
    """(first call ms, second call ms) that the SPLIT program prints on case."""
    result = measured_run(command, case.read_bytes(), 30.0)
    first, second = map(float, result.stdout.split())
    return first, second


def cost_table(rounds: int, progress=lambda text: None) -> List[tuple]:
    """Rows of (interpreter, submission, [(stage label, fastest ms)], tables ms, search ms, typing
    ms): the stages of STAGES as whole processes on the submission's hardest case, alternating
    round by round, and the in-process split of SPLIT; the typing row is measured beside them.
    The fastest of the rounds, not the median: a stage's cost is a difference of two, and the
    fastest run of a fixed amount of work is the one the machine disturbed least."""
    rows = []
    folder = tempfile.TemporaryDirectory(prefix="bench-stages-")
    for label, interpreter in python_interpreters():
        for name in peer_formats():
            path, case = SOLUTIONS / ("%s.py" % name), hardest_case(name)
            start = [interpreter.executable] + JUDGE_START
            scripts = stage_scripts(path, Path(folder.name))
            calls = [  # type: List[Tuple[str, Callable[[], object]]]
                (
                    stage,
                    functools.partial(
                        stage_run,
                        start + [scripts.get(part, part) for part in arguments],
                        case,
                        stage in (STAGES[-1][0], STAGES[-2][0]),
                    ),
                )
                for stage, arguments in STAGES + [TYPING]
            ]
            calls.append(
                ("split", functools.partial(split_run, start + ["-c", SPLIT, str(path)], case))
            )
            samples = alternate(calls, rounds, progress, "what costs what, %s, %s" % (label, name))
            fastest = [min(samples[stage]) * 1e3 for stage, _ in STAGES + [TYPING]]
            first = min(first for first, _ in samples["split"])
            second = min(second for _, second in samples["split"])
            rows.append(
                (label, name, list(zip([stage for stage, _ in STAGES], fastest)))
                + (first - second, second, fastest[-1] - fastest[0])
            )
    folder.cleanup()
    return rows


def cost_markdown(rows: List[tuple], whole: List[tuple]) -> List[str]:
    """The page's "what costs what" tables (cost_table's rows) and the floor the targets need."""
    table = []
    for label, name, stages, tables_ms, search_ms, typing_ms in rows:
        costs = ["%.1f" % stages[0][1]] + [
            "%+.1f" % (ms - before) for (_, before), (_, ms) in zip(stages, stages[1:])
        ]
        table.append(
            [label, name] + costs + ["%.1f" % tables_ms, "%.1f" % search_ms, "%+.1f" % typing_ms]
        )
    header = ["interpreter", "file", "bare start, CPU ms", "read, compile", "definitions", "answer"]
    header += ["quick_exit"]
    header += ["of which tables", "of which search", "`import typing`"]
    target_peer = {
        (label, program.peer_of): ms
        for label, program, ms, *_ in whole
        if program.label == TARGET_PEER
    }
    floor = [
        (label, name, "%.1f" % (TARGET_PEER_RATIO * target_peer[label, name]))
        + ("%.1f" % (TARGET_RATIO * stages[0][1]), "%.1f" % stages[1][1])
        for label, name, stages, *_ in rows
    ]
    floor_header = ["interpreter", "file", "%.1fx the specialist peer, CPU ms" % TARGET_PEER_RATIO]
    floor_header += ["%.2fx a bare start, CPU ms" % TARGET_RATIO, "bare start + compile, CPU ms"]
    return [
        intro("3x3 costs", start=" ".join(JUDGE_START)),
        markdown_table(header, table),
        intro("3x3 floor"),
        markdown_table(floor_header, floor),
    ]


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
    tries = alternate(
        [("compile", lambda: timed(lambda: compile(source, "submission", "exec"))[0])], times
    )
    return min(tries["compile"]) * 1e3


def pattern_trial(board: Tuple[int, ...], goal: Tuple[int, ...]) -> Tuple[float, float, float]:
    """(ms, ms, ms): the medians of core.eight_distance (the table walked down), of the length of
    core.eight_path (pattern databases) and of core.Search.distance (walking distance) on board,
    warm, 15 alternating rounds; each checked against the plain BFS."""
    last = goal.index(0) == 8
    patterns = core.BLANK_LAST if last else core.BLANK_CENTRE
    distances = core.DISTANCES_LAST if last else core.DISTANCES_CENTRE
    expected = reference.distance(board, goal)

    def path_length() -> int:
        return len(core.eight_path(board, goal, patterns) or "")

    calls: List[Tuple[str, Callable[[], int]]] = [
        ("walk", functools.partial(core.eight_distance, board, goal, distances)),
        ("pdb", path_length),
        ("walking", functools.partial(core.Search.distance, board, goal)),
    ]
    for _, call in calls:
        if call() != expected:
            raise SystemExit("bench: a search missed the distance of %s" % digits(board))

    def seconds(call: Callable[[], int]) -> float:
        return timed(call)[0]

    samples = alternate([(key, functools.partial(seconds, call)) for key, call in calls], 15)
    middle = medians(samples)
    return middle["walk"] * 1e3, middle["pdb"] * 1e3, middle["walking"] * 1e3


def table_figures(name: str, patterns: Tuple[float, float, float]) -> Tuple[str, str]:
    """What tried_rows says of the walked tables (pattern_trial's figures) and of a table of
    every board's distance, against solutions/NAME.py's budget."""
    boards = math.factorial(9) // 2
    table = "%s boards at 2 bits each (the distance mod 3 leads the way down) are %s bytes " % (
        format(boards, ","),
        format(boards * 2 // 8, ","),
    ) + "before any text encoding, against a budget of %s bytes for the whole file" % format(
        budget(name)[1], ","
    )
    walked = (
        "%.2f ms a distance, against %.2f ms for the pattern databases' search; %s and %s "
        "characters of table (the last corner, the centre)"
        % (
            patterns[0],
            patterns[1],
            format(len(core.DISTANCES_LAST[2]), ","),
            format(len(core.DISTANCES_CENTRE[2]), ","),
        )
    )
    return walked, table


# Long: one table's rows, each written out with its figures
def tried_rows(
    name: str, source: str, trial: Dict[int, List[float]], patterns: Tuple[float, float, float]
) -> List[tuple]:
    """(step, measured, kept) of each thing tried on solutions/NAME.py (source), the automaton's
    figures from automaton_trial, the pattern databases' from pattern_trial."""
    lean = stripped_source(source)
    compiled = "%.2f ms for %s bytes, against %.2f ms for the file's %s" % (
        fastest_compile(lean),
        format(len(lean.encode()), ","),
        fastest_compile(source),
        format(len(source.encode()), ","),
    )
    walked, table = table_figures(name, patterns)
    automaton = [
        (
            "skip duplicate move sequences up to %d moves (the 15-puzzle's automaton)" % length,
            "build %.2f ms, then %.2f ms a search, against %.2f ms with only the undoing move "
            "skipped" % (trial[length][0], trial[length][1], trial[2][1]),
            automaton_verdict(trial[length][0], trial[length][1], trial[2][1]),
        )
        for length in (6, 8, 10)
    ]
    return (
        [
            (
                "additive pattern databases (3, 3 and 2 tiles, text in the file: core/eight.py) "
                "in place of walking distance",
                "%.2f ms a search, against %.2f ms with walking distance" % patterns[1:],
                "no: the walk below answers those goals without a search",
            ),
            (
                "a table of every solvable board's distance mod 3 with the blank on an edge cell, "
                "up to the symmetries of the goal (core/eight_walk.py), walked down two moves at "
                "a time in place of a search",
                walked,
                "yes: every 3x3 file for a goal whose blank is in the last corner or the "
                "centre, but Baekjoon 11112 and LightOJ 1139 (the next row)",
            ),
            (
                "for the files that print only distances for many boards, a table of the same "
                "boards' exact distances (core/eight_lookup.py, 26,880 characters): at most four "
                "lookups a board in place of a walk",
                "Baekjoon 11112's and LightOJ 1139's rows in the whole-process table above",
                "yes: Baekjoon 11112 and LightOJ 1139",
            ),
            (
                "UVa 10085's farthest board and path from each of the nine canonical starts "
                "written into its file, in place of a breadth-first search per kind of blank cell",
                "UVa 10085's row in the whole-process table above",
                "yes: renaming the tiles carries each answer to any start with its blank there",
            ),
            (
                "annotations as strings, their names imported only for the type checker",
                "`import typing` costs the whole-process figure in the last column above, "
                "every run",
                "yes",
            ),
            (
                "end the process through quick_exit (flush the output, then posix._exit) in place "
                "of the interpreter's normal exit, which frees every module and object",
                "the whole-process figure in the quick_exit column above, every run",
                "yes: every file",
            ),
            (
                "compile a file without docstrings, comments and annotations",
                compiled,
                "no: a file reads as a submission",
            ),
        ]
        + automaton
        + [
            (
                "a table of every board's distance in the file",
                table,
                "no: the edge cells' table above holds 2/9 of it (1/9 for the centre)",
            )
        ]
    )


def tried_markdown(progress=lambda text: None) -> List[str]:
    """What was tried to bring the 3x3 files nearer the floor, each measured in this run."""
    progress("what was tried: compile, the automaton")
    name = measured("queries")[0]
    source = (SOLUTIONS / (name + ".py")).read_text(encoding="utf-8")
    goal = goal_of(name)
    board = farthest(goal)[0]
    trial = automaton_trial(digits(board), digits(goal))
    patterns = pattern_trial(board, goal)
    return [
        intro("3x3 tried", name=name, board=digits(board), goal=digits(goal)),
        markdown_table(["step", "measured", "kept"], tried_rows(name, source, trial, patterns)),
    ]


def whole_process_target(program: Program, ratio: float, peer_ratio: Optional[float]) -> str:
    """'met' / 'missed' for the headline files, every 3x3 file and a file beside its peers, '-'
    otherwise."""
    if program.solution in peer_formats():
        met = ratio <= TARGET_RATIO and peer_ratio is not None and peer_ratio <= TARGET_PEER_RATIO
        return "met" if met else "missed"
    if program.solution in square_files():
        return "met" if ratio <= TARGET_RATIO else "missed"
    if peer_ratio is not None:
        return "met" if peer_ratio <= 1 else "missed"
    return "-"


def in_process_markdown(seed: int, progress) -> List[str]:
    """The in-process paragraph, its table and the first calls' line."""
    rows, first_calls = in_process_table(seed, progress)
    queried = measured("queries")
    target = intro(
        "3x3 in-process",
        problems=names_text(queried),
        goals=" and ".join(digits(goal_of(name)) for name in queried),
        seed=seed,
        workloads=2 * len(queried),
        query_ms=TARGET_QUERY_MS,
        median_ms=TARGET_FARTHEST_MEDIAN_MS,
    )
    table = markdown_table(
        ["solution", "boards", "queries", "median ms", "max ms", "target"],
        [
            (name, workload, format(count, ","), "%.2f" % median, "%.2f" % longest)
            + (
                "met"
                if longest <= TARGET_QUERY_MS
                and (not workload.endswith("moves)") or median <= TARGET_FARTHEST_MEDIAN_MS)
                else "missed",
            )
            for name, workload, count, median, longest in rows
        ],
    )
    first = (
        "The first call per goal, outside the timings above (a search would build its tables "
        "there; the walk builds nothing): "
        + ", ".join("%s %.2f ms" % (name, ms) for name, ms in first_calls)
        + ".\n"
    )
    return [target, table, first]


def boards_in(program: Program) -> str:
    """How many boards the program's case asks about, by its problem's format; '-' for the bare
    start."""
    name = program.solution or program.peer_of
    if name is None:
        return "-"
    queries = problems.load(name).FORMAT.parse(program.case.read_text(encoding="utf-8"))
    return format(len(queries), ",")


def whole_process_markdown(whole: List[tuple], rounds: int, interpreters: List[str]) -> List[str]:
    """The whole-process paragraph and a table per interpreter (whole_process_table's rows)."""
    out = [
        intro(
            "3x3 whole process",
            rounds=plural(rounds, "alternating round"),
            start=" ".join(JUDGE_START),
            problems=names_text(list(peer_formats())),
            ratio=TARGET_RATIO,
            peer_ratio=TARGET_PEER_RATIO,
            interpreters=" and ".join(interpreters),
        )
    ]
    header = [
        "program",
        "case",
        "boards",
        "CPU ms",
        "x bare",
        "x peer",
        "wall ms",
        "peak MB",
        "target",
    ]
    for interpreter in interpreters:
        out.append("%s:\n" % interpreter)
        rows = [
            (program.label, "%s/%s" % (program.case.parent.name, program.case.name))
            + (boards_in(program), "%.1f" % ms, "%.2f (%.2f-%.2f)" % ((ratio,) + wander))
            + ("-" if peer_ratio is None else "%.2f" % peer_ratio,)
            + ("%.1f" % wall, "%.1f" % peak, whole_process_target(program, ratio, peer_ratio))
            for label, program, ms, ratio, peer_ratio, peak, wall, wander in whole
            if label == interpreter
        ]
        out.append(markdown_table(header, rows))
    for interpreter in interpreters:
        left_out = [
            name for name in peer_formats() if interpreter not in problem_of(name).interpreters
        ]
        if left_out:
            out.append(
                'Not run under %s (their settings\' "interpreters" leave it out): %s.\n'
                % (interpreter, ", ".join(name + ".py" for name in left_out))
            )
    return out


def section(options, progress):
    """The section's Markdown (see the module docstring); options: seed, rounds."""
    out = in_process_markdown(options.seed, progress)
    whole = whole_process_table(options.rounds, progress)
    interpreters = sorted({label for label, *_ in whole}, key=["CPython", "PyPy"].index)
    out += whole_process_markdown(whole, options.rounds, interpreters)
    out += cost_markdown(cost_table(options.rounds, progress), whole)
    out += tried_markdown(progress)
    if "PyPy" not in interpreters:
        out.append(PYPY_MISSING + "\n")
    return "\n".join(out)
