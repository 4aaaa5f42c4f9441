"""python3 -m slidingkit.explorer solve|compare|experiment: the command line of the explorer.

solve and compare take a grid board (n-by-n, slidingkit/explorer/algorithms.py) or, with --edges or
--graph, a board on any graph with any number of blanks (slidingkit/explorer/graph.py).

Exit status: 0 solved (compare: every run ended), 1 bad input or usage, 2 the goal is unreachable
(parity; on a graph, a search that ran out of boards), 3 no answer within a limit (--max-nodes,
--timeout, DFS's --depth-limit), 130 Ctrl-C, 141 the output was closed before it was all written
(`... | head -1`): nothing more is printed.
"""

import argparse
import csv
import json
import os
import shutil
import sys
import time
from typing import Callable, Dict, List, Optional, Sequence, TextIO, Tuple, TypeVar, Union

from slidingkit import core
from slidingkit.core import InputError, Tiles
from slidingkit.explorer import algorithms, experiment, graph, heuristics, notation
from slidingkit.explorer.algorithms import Result
from slidingkit.explorer.counters import Counters
from slidingkit.explorer.graph import Graph, GraphResult
from slidingkit.statusline import StatusLine

EXIT_SOLVED, EXIT_BAD_INPUT, EXIT_UNREACHABLE, EXIT_NO_ANSWER, EXIT_INTERRUPTED = 0, 1, 2, 3, 130
EXIT_OUTPUT_CLOSED = 141  # 128 + SIGPIPE: what a shell reports for a program a closed pipe ended

MOVES_HELP = "U/D/L/R name the direction the blank moves (the tile beside it slides the other way)"
MOVES_SHORT = "U/D/L/R: the direction the blank moves"
COMPARE_TIMEOUT = 10.0  # seconds per run, unless --timeout says otherwise
GRAPH_MOVES_SHORT = "A>B: a tile slides from cell A into the empty cell B"
AnyResult = Union[Result, GraphResult]
AnyResultType = TypeVar("AnyResultType", Result, GraphResult)


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr and exit status 1 (bad input)."""

    def error(self, message: str) -> "None":  # type: ignore[override]
        sys.stderr.write("explorer: %s (see --help)\n" % message)
        sys.exit(EXIT_BAD_INPUT)


def _algorithm_list() -> str:
    lines = []
    for algorithm in algorithms.ALGORITHMS.values():
        lines.append("  %-14s %s" % (algorithm.name, algorithm.summary))
    return "\n".join(lines)


def _heuristic_list() -> str:
    return "\n".join(
        "  %-16s %s" % (heuristic.name, heuristic.summary)
        for heuristic in heuristics.HEURISTICS.values()
    )


EPILOG = """boards: a digit string (283104765), or numbers separated by spaces, commas, slashes or
newlines (quote them: "2 8 3 / 1 -1 4 / 7 6 5"); the blank is 0, -1, n*n (9 on 3x3) or _,
found per board (_ if present, else -1, else 0, else n*n) unless --blank names it. Give the
start and then the goal; the default goal is 1..n*n-1 with the blank last.

algorithms:
%s

heuristics (for greedy, astar and idastar; the blank is never counted):
%s

pruning (--prune, for the tree searches iddfs and idastar; the same for every heuristic):
%s

moves: %s.

boards on a graph: --edges "0-1 1-2 0-2" (cells numbered from 0, an edge A-B joins cells A and B;
the board's length is the number of cells), or --graph NAME, or a --file holding the A-B edges
and the boards. A board: numbers, one per cell, 0 for a blank (any number of blanks), the tiles
1..K once each, or digits, one per cell (210). The default goal: tiles 1..K on cells 0..K-1, the
blanks last (a named graph's own goal).
  algorithms       %s (IDA*: --prune none or undo)
  reachability     BFS and bidirectional BFS run out of boards; greedy, A* and IDA* first ask the
                   core's breadth-first search from both ends (up to %s boards)
  moves            printed "tile T: cell A -> cell B"; with --moves, A>B
named graphs:
%s
heuristics on a graph (all admissible):
%s

exit status: 0 solved, 1 bad input, 2 unreachable (parity; on a graph, a search ran out of boards),
3 no answer within a limit, 130 Ctrl-C, 141 the output was closed early (e.g. by `| head`).
""" % (
    _algorithm_list(),
    _heuristic_list(),
    "\n".join("  %-16s %s" % (name, text) for name, text in algorithms.PRUNES.items()),
    MOVES_HELP,
    ", ".join(graph.ALGORITHMS),
    format(graph.CHECK_MOST_BOARDS, ","),
    "\n".join("  %-16s %s" % (name, text) for name, text in graph.NAMED_SUMMARY.items()),
    "\n".join("  %-16s %s" % (name, item.summary) for name, item in graph.HEURISTICS.items()),
)


# Long: one add_argument per solve and compare flag, in --help order; it only declares.
def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python3 -m slidingkit.explorer",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Solve and compare sliding puzzles with every classic search algorithm.",
        epilog=EPILOG,
    )
    commands = parser.add_subparsers(dest="command", metavar="solve|compare|experiment")
    commands.required = True
    solve = commands.add_parser(
        "solve",
        help="solve one instance with one algorithm",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Solve START (to GOAL) with one algorithm and print the path.",
    )
    compare = commands.add_parser(
        "compare",
        help="one instance through every algorithm x heuristic",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Run one instance through every algorithm x heuristic "
        "combination and print one table.",
    )
    for command in (solve, compare):
        command.add_argument(
            "boards",
            nargs="*",
            metavar="START [GOAL]",
            help="the start, then optionally the goal (default: blank last)",
        )
        command.add_argument(
            "-f", "--file", help="read the start (and goal) from FILE; - for stdin"
        )
        command.add_argument(
            "--blank",
            default="auto",
            choices=("auto", "0", "-1", "9", "n*n", "_"),
            help="how the blank is written (default: auto)",
        )
        command.add_argument(
            "--edges",
            metavar="EDGES",
            help="the board is a graph: its cells 0, 1, ... joined by these edges, written A-B "
            '(e.g. "0-1 1-2 0-2"); boards are numbers, 0 for each blank',
        )
        command.add_argument(
            "--graph",
            metavar="NAME",
            choices=tuple(graph.NAMED),
            help="the board is a named graph: %s" % ", ".join(graph.NAMED),
        )
        command.add_argument("--json", action="store_true", help="print JSON instead of text")
        command.add_argument(
            "--max-nodes",
            type=int,
            metavar="N",
            help="stop after N expansions (default: %s for the algorithms that keep every "
            "board they reach, none for IDDFS and IDA*)"
            % format(algorithms.DEFAULT_MAX_NODES, ","),
        )
        command.add_argument(
            "--partition",
            metavar="NAME",
            help="the pattern databases' partition for -H pdb: 6-6-3 (the default), 5-5-5 or "
            "4-4-4-3 on 4x4; 4-4 (the default) or 2-2-2-2 on 3x3",
        )
        command.add_argument(
            "--depth-limit",
            type=int,
            metavar="N",
            help="DFS searches no deeper than N moves (default: 6, 31, 80 for 2x2, 3x3, "
            "4x4 (the diameters), n**3 above)",
        )
    solve.add_argument(
        "-a",
        "--algorithm",
        default="idastar",
        metavar="NAME",
        help="bfs, dfs, iddfs, greedy, astar, idastar, bidirectional (default: idastar; dfs and "
        "iddfs on grid boards only)",
    )
    solve.add_argument(
        "-H",
        "--heuristic",
        metavar="NAME",
        help="for greedy, astar and idastar (default: the strongest: walking up to 4x4, "
        "linear-conflict above; graph on a graph)",
    )
    solve.add_argument(
        "--moves",
        action="store_true",
        help="print the path as move letters (%s); on a graph as A>B cell pairs" % MOVES_HELP,
    )
    solve.add_argument("--timeout", type=float, metavar="SECONDS", help="stop after SECONDS")
    solve.add_argument(
        "--prune",
        choices=tuple(algorithms.PRUNES),
        help="iddfs and idastar: run the generic loop, as compare does, skipping these move "
        "sequences (default: the fastest loop: automaton pruning and "
        "slidingkit/explorer/incremental.py's "
        "loop for idastar with walking or pdb, undo otherwise)",
    )
    compare.add_argument(
        "-a", "--algorithms", metavar="A,B", help="only these algorithms (comma-separated)"
    )
    compare.add_argument(
        "-H", "--heuristics", metavar="H,I", help="only these heuristics (comma-separated)"
    )
    compare.add_argument(
        "--timeout",
        type=float,
        metavar="SECONDS",
        default=COMPARE_TIMEOUT,
        help="stop each run after SECONDS (default: %g)" % COMPARE_TIMEOUT,
    )
    compare.add_argument(
        "--prune",
        choices=tuple(algorithms.PRUNES),
        default="undo",
        help="the move sequences every iddfs and idastar row skips, all in one loop "
        "(default: undo)",
    )
    compare.add_argument("-q", "--quiet", action="store_true", help="no progress on stderr")
    add_experiment(commands)
    return parser


EXPERIMENT_EPILOG = """\
Boards: at each depth, INSTANCES random walks of d moves from the goal (never undoing the
last move), each kept only when it is proved d moves away (by BFS up to 3x3, by the core's optimal
IDA* above), else walked again. Every pair runs on the same boards; --seed fixes them.

Counting: expanded = boards whose successors were generated; generated = successors created,
duplicates included, the start not counted. b* solves N + 1 = 1 + b* + ... + b*^d for the mean N
of nodes generated. A run that reaches --max-nodes or --timeout stops its row (no means) and its
pair is not run deeper. Ctrl-C prints the rows finished so far (exit status 130).

pruning (--prune, for iddfs and idastar):
%s

exit status: 0 done, 1 bad input, 130 Ctrl-C, 141 the output was closed early.
""" % "\n".join("  %-16s %s" % (name, text) for name, text in algorithms.PRUNES.items())


# Long: one add_argument per experiment flag, in --help order; it only declares.
def add_experiment(commands: "argparse._SubParsersAction") -> None:
    command = commands.add_parser(
        "experiment",
        help="random boards at each depth through algorithms x heuristics: mean cost, b*",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=EXPERIMENT_EPILOG,
        description="Draw random boards at each solution depth, run every algorithm x heuristic on "
        "them, and print the mean nodes expanded and generated and the effective branching factor "
        "per depth (the layout of Russell & Norvig's Figure 3.29).",
    )
    command.add_argument(
        "--depths",
        default="2,4,6,8",
        metavar="LIST",
        help="solution depths: 2,4,6 or ranges 2-12 and 2-24:2 (default: 2,4,6,8)",
    )
    command.add_argument(
        "--instances", type=int, default=100, metavar="N", help="boards per depth (default: 100)"
    )
    command.add_argument(
        "--seed", type=int, default=1, metavar="N", help="the random walks' seed (default: 1)"
    )
    command.add_argument(
        "--side", type=int, metavar="N", help="n-by-n boards (default: 3; or the goal's side)"
    )
    command.add_argument(
        "--goal", metavar="BOARD", help="the goal, in any notation (default: 1..n*n-1, blank last)"
    )
    command.add_argument(
        "--blank",
        default="auto",
        choices=("auto", "0", "-1", "9", "n*n", "_"),
        help="how the goal's blank is written (default: auto)",
    )
    command.add_argument(
        "-a",
        "--algorithms",
        metavar="A,B",
        help="algorithms, comma-separated (default: %s)" % ",".join(experiment.DEFAULT_ALGORITHMS),
    )
    command.add_argument(
        "-H",
        "--heuristics",
        metavar="H,I",
        help="heuristics for the informed algorithms (default: %s)"
        % ",".join(experiment.DEFAULT_HEURISTICS),
    )
    command.add_argument(
        "--prune",
        choices=tuple(algorithms.PRUNES),
        default="none",
        help="the move sequences iddfs and idastar skip (default: none, as a textbook tree search)",
    )
    command.add_argument(
        "--max-nodes",
        type=int,
        metavar="N",
        help="stop a run after N expansions (default: %s for the algorithms that keep every "
        "board they reach, none for IDDFS and IDA*)" % format(algorithms.DEFAULT_MAX_NODES, ","),
    )
    command.add_argument(
        "--timeout", type=float, metavar="SECONDS", help="stop a run after SECONDS"
    )
    command.add_argument(
        "--partition", metavar="NAME", help="the pattern databases' partition for -H pdb"
    )
    command.add_argument(
        "--depth-limit", type=int, metavar="N", help="DFS searches no deeper than N moves"
    )
    command.add_argument(
        "--csv", metavar="FILE", help="also write one row per depth x algorithm x heuristic to FILE"
    )
    command.add_argument(
        "--markdown", metavar="FILE", help="also write the table as Markdown to FILE"
    )
    command.add_argument(
        "--plot",
        metavar="FILE",
        help="also draw the mean nodes generated per depth, log scale, to FILE (.png or .svg; "
        "needs matplotlib: pip install '.[plot]')",
    )
    command.add_argument("--json", action="store_true", help="print JSON instead of the table")
    command.add_argument("-q", "--quiet", action="store_true", help="no progress on stderr")


def check_limits(arguments: argparse.Namespace) -> None:
    """InputError unless the limits given are ones a search can honour."""
    for name, value, least in (
        ("--max-nodes", arguments.max_nodes, 0),
        ("--depth-limit", arguments.depth_limit, 0),
        ("--timeout", arguments.timeout, 0),
    ):
        if value is not None and (value < least or value != value):
            raise InputError("%s must be at least %d, not %s" % (name, least, value))


def read_file(arguments: argparse.Namespace) -> Optional[str]:
    """The text of --file (stdin for -), or None without it; InputError if it cannot be read."""
    if arguments.file is None:
        return None
    if arguments.boards:
        raise InputError("give the boards on the command line or in --file, not both")
    try:
        if arguments.file == "-":
            return sys.stdin.read()
        with open(arguments.file, encoding="utf-8") as source:
            return source.read()
    except OSError as error:
        raise InputError("cannot read %s: %s" % (arguments.file, error.strerror)) from None
    except UnicodeDecodeError:
        raise InputError("%s is not UTF-8 text" % arguments.file) from None


def read_instance(arguments: argparse.Namespace, text: Optional[str]) -> Tuple[Tiles, Tiles]:
    """Return (start, goal) from the command line or text (--file's); InputError if they are not
    boards."""
    if text is not None:
        boards = notation.parse_boards(text, arguments.blank)
    elif len(arguments.boards) == 2:  # START GOAL, each in any notation
        boards = [notation.parse_board(board, arguments.blank) for board in arguments.boards]
    else:
        boards = notation.parse_boards(" ".join(arguments.boards), arguments.blank)
    start = boards[0]
    goal = boards[1] if len(boards) > 1 else core.standard_goal(core.side_of(start))
    if len(start) != len(goal):
        raise InputError("the start has %d cells and the goal %d" % (len(start), len(goal)))
    return start, goal


def _progress_reporter(status: StatusLine, title: str) -> Optional[Callable[[Counters], None]]:
    """A report(counters) that shows a search's progress on the status line (a terminal only)."""
    if not status.on_terminal():
        return None

    def report(counters: Counters) -> None:
        seconds = counters.elapsed()
        bound = "" if counters.lower_bound is None else "bound %s, " % _number(counters.lower_bound)
        status.show(
            "%s: %s%s expanded, %s/s, frontier %s, %.0f s"
            % (
                title,
                bound,
                format(counters.expanded, ","),
                format(int(counters.expanded / max(seconds, 1e-9)), ","),
                format(counters.max_frontier, ","),
                seconds,
            ),
            force=True,
        )

    return report


def _row_summary(result: AnyResult) -> str:
    """One finished run in a few words: how it ended, its length, its nodes and time."""
    ended = (
        "%d moves" % result.moves if result.moves is not None else result.reason or result.status
    )
    return "%s, expanded %s, generated %s, %s" % (
        ended,
        format(result.expanded, ","),
        format(result.generated, ","),
        _seconds(result.seconds),
    )


def _number(value: Optional[float]) -> str:
    if value is None:
        return "-"
    return str(int(value)) if float(value).is_integer() else "%.2f" % value


def _seconds(value: float) -> str:
    return "%.2f ms" % (value * 1000) if value < 1 else "%.2f s" % value


def _title(result: AnyResult) -> str:
    return result.algorithm + ("" if result.heuristic is None else " + " + result.heuristic)


def run_one(
    start: Tiles,
    goal: Tiles,
    algorithm: str,
    heuristic: Optional[str],
    arguments: argparse.Namespace,
    place: str = "",
) -> Result:
    """One search with the command line's limits, its progress on stderr's status line (a terminal
    only), prefixed by place (e.g. "[3/22] ")."""
    chosen = algorithms.lookup(algorithm)
    title = chosen.title + (
        ""
        if not chosen.informed
        else " + " + (heuristic or heuristics.strongest(core.side_of(start)))
    )
    return _run_search(
        chosen,
        arguments,
        place + title,
        lambda max_nodes, report: algorithms.solve(
            start,
            goal,
            algorithm,
            heuristic,
            max_nodes=max_nodes,
            timeout=arguments.timeout,
            depth_limit=arguments.depth_limit,
            report=report,
            partition=arguments.partition,
            prune=arguments.prune if chosen.tree else None,
        ),
    )


def _run_search(
    chosen: algorithms.Algorithm,
    arguments: argparse.Namespace,
    title: str,
    search: Callable[[Optional[int], Optional[Callable[[Counters], None]]], AnyResultType],
) -> AnyResultType:
    """search(max_nodes, report) with the command line's --max-nodes (the default for an algorithm
    that keeps every board it reaches) and its progress, headed by title, on stderr's status line
    (a terminal only, never with --quiet)."""
    max_nodes = arguments.max_nodes
    if max_nodes is None and chosen.keeps_nodes:
        max_nodes = algorithms.DEFAULT_MAX_NODES
    status = StatusLine(sys.stderr)
    report = None if getattr(arguments, "quiet", False) else _progress_reporter(status, title)
    if report is not None:
        status.show(title, force=True)
    try:
        return search(max_nodes, report)
    finally:
        status.clear()


def result_json(start: Tiles, goal: Tiles, result: Result) -> Dict[str, object]:
    record = {
        "start": list(start),
        "goal": list(goal),
        "side": core.side_of(start),
    }  # type: Dict[str, object]
    record.update(run_json(result, result.path))
    record["loop"] = result.loop
    return record


def run_json(result: AnyResult, path: object) -> Dict[str, object]:
    """A run's fields as the JSON outputs write them, in their order; path: the path's JSON form
    (a board kind writes its moves its own way)."""
    return {
        "algorithm": result.algorithm,
        "heuristic": result.heuristic,
        "status": result.status,
        "moves": result.moves,
        "path": path,
        "optimal": result.optimal,
        "expanded": result.expanded,
        "generated": result.generated,
        "max_frontier": result.max_frontier,
        "seconds": round(result.seconds, 6),
        "lower_bound": result.lower_bound,
        "reason": result.reason,
        "prune": result.prune,
    }


def write_json(record: Dict[str, object]) -> None:
    """record as one line of JSON on stdout."""
    json.dump(record, sys.stdout)
    sys.stdout.write("\n")


def exit_status(result: AnyResult) -> int:
    return {
        "solved": EXIT_SOLVED,
        "unreachable": EXIT_UNREACHABLE,
        "interrupted": EXIT_INTERRUPTED,
    }.get(result.status, EXIT_NO_ANSWER)


def _optimality(result: AnyResult) -> str:
    if result.optimal:
        return "optimal (proved)"
    chosen = algorithms.lookup(result.algorithm)
    if chosen.optimal == "never":
        return "not proved optimal (%s is not an optimal algorithm)" % result.algorithm
    return "not proved optimal (the %s heuristic is not admissible)" % result.heuristic


def print_solve(start: Tiles, goal: Tiles, result: Result, as_moves: bool, out: TextIO) -> None:
    side = core.side_of(start)
    if result.status == "unreachable":
        out.write("unreachable: %s\n" % result.reason)
        return
    out.write(
        "%dx%d: %s to %s, %s\n"
        % (side, side, notation.digit_string(start), notation.digit_string(goal), _title(result))
    )
    if result.path is not None:
        if as_moves:
            out.write(
                "%s   (%s)\n" % (result.path or "(no moves: the start is the goal)", MOVES_SHORT)
            )
        else:
            width = shutil.get_terminal_size((80, 24)).columns
            out.write(
                notation.path_picture(
                    core.replay(start, result.path),
                    result.path,
                    width,
                    notation.arrow_for(getattr(out, "encoding", None)),
                )
            )
        out.write("%d moves, %s\n" % (len(result.path), _optimality(result)))
    else:
        write_no_answer(result, out)
    write_counts(result, out)
    if result.loop is not None:
        out.write(
            "%s loop, --prune %s: %s%s\n"
            % (
                result.loop,
                result.prune,
                algorithms.PRUNES[result.prune or "undo"],
                "; bounds of the wrong parity are skipped" if result.loop == "incremental" else "",
            )
        )


def write_no_answer(result: AnyResult, out: TextIO) -> None:
    """The line for a run that ended without a path: why, and the distance proved so far."""
    known = (
        ""
        if result.lower_bound is None
        else "; proved so far: at least %s moves" % _number(result.lower_bound)
    )
    out.write("no answer: %s%s\n" % (result.reason, known))


def write_counts(result: AnyResult, out: TextIO) -> None:
    """The line with a run's nodes and time."""
    out.write(
        "expanded %s, generated %s, largest frontier %s, time %s\n"
        % (
            format(result.expanded, ","),
            format(result.generated, ","),
            format(result.max_frontier, ","),
            _seconds(result.seconds),
        )
    )


def combinations(
    side: int, only_algorithms: Optional[Sequence[str]], only_heuristics: Optional[Sequence[str]]
) -> List[Tuple[str, Optional[str]]]:
    """Every algorithm x heuristic pair that makes sense for an n-by-n board, in table order."""
    chosen = (
        [algorithms.lookup(name).name for name in only_algorithms]
        if only_algorithms
        else ["bfs", "bidirectional", "iddfs", "dfs", "astar", "idastar", "greedy"]
    )
    names = (
        [heuristics.lookup(name).name for name in only_heuristics]
        if only_heuristics
        else [
            heuristic.name
            for heuristic in heuristics.HEURISTICS.values()
            if heuristic.name != "none" and heuristic.in_compare
        ]
    )
    names = [
        name
        for name in names
        if heuristics.lookup(name).min_side <= side <= (heuristics.lookup(name).max_side or side)
    ]
    return algorithm_pairs(chosen, names)


def algorithm_pairs(chosen: Sequence[str], names: Sequence[str]) -> List[Tuple[str, Optional[str]]]:
    """Each algorithm of chosen in turn: with each heuristic of names if informed, else alone."""
    pairs = []  # type: List[Tuple[str, Optional[str]]]
    for name in chosen:
        if algorithms.lookup(name).informed:
            pairs.extend((name, heuristic) for heuristic in names)
        else:
            pairs.append((name, None))
    return pairs


def print_table(results: Sequence[AnyResult], out: TextIO) -> None:
    shortest = min(
        (result.moves for result in results if result.optimal and result.moves is not None),
        default=None,
    )
    header = (
        "algorithm",
        "heuristic",
        "prune",
        "moves",
        "optimal?",
        "expanded",
        "generated",
        "frontier",
        "time",
    )
    rows = []
    for result in results:
        if result.moves is None:
            moves = "-"
            optimal = (
                result.status
                if result.lower_bound is None
                else "%s (>= %s)" % (result.status, _number(result.lower_bound))
            )
        else:
            moves = str(result.moves)
            if shortest is not None and result.moves > shortest:
                moves += " (+%d)" % (result.moves - shortest)
            optimal = "proved" if result.optimal else "no"
        rows.append(
            (
                result.algorithm,
                result.heuristic or "-",
                result.prune or "-",
                moves,
                optimal,
                format(result.expanded, ","),
                format(result.generated, ","),
                format(result.max_frontier, ","),
                _seconds(result.seconds),
            )
        )
    widths = [
        max(len(str(row[column])) for row in [header] + rows) for column in range(len(header))
    ]
    for row in [header] + rows:
        out.write(
            "  ".join(
                cell.ljust(width) if column < 3 or column == 4 else cell.rjust(width)
                for column, (cell, width) in enumerate(zip(row, widths))
            ).rstrip()
            + "\n"
        )


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run the command line; return the exit status. A reader that closes the output early (a pipe
    into `head`) ends the run quietly with EXIT_OUTPUT_CLOSED."""
    try:
        try:
            return _main(argv)
        finally:
            sys.stdout.flush()  # also after --help, whose SystemExit passes through
    except BrokenPipeError:
        _discard_output()
        return EXIT_OUTPUT_CLOSED


def _discard_output() -> None:
    """Point stdout and stderr at the null device, so that the interpreter's last flush of what is
    still buffered for a closed pipe raises nothing and prints nothing."""
    null = os.open(os.devnull, os.O_WRONLY)
    for stream in (sys.stdout, sys.stderr):
        try:
            os.dup2(null, stream.fileno())
        except (OSError, ValueError, AttributeError):  # a stream without a file descriptor
            pass
    os.close(null)


# Long: the solve and compare commands end to end, each printing text or JSON, one error handler.
def _main(argv: Optional[Sequence[str]] = None) -> int:
    arguments = build_parser().parse_args(argv)
    try:
        check_limits(arguments)
        if arguments.command == "experiment":
            return run_experiment(arguments)
        text = read_file(arguments)
        if (
            arguments.edges is not None
            or arguments.graph is not None
            or (text is not None and notation.edges_in(text)[0])
        ):
            return run_graph(arguments, text)
        refuse_graph_heuristics(arguments)
        start, goal = read_instance(arguments, text)
        if arguments.command == "solve":
            algorithm = algorithms.lookup(arguments.algorithm)
            heuristic = solve_heuristic(
                arguments, algorithm, lambda name: heuristics.lookup(name).name
            )
            if arguments.partition is not None and heuristic != "pdb":
                raise InputError("--partition goes with -H pdb")
            if arguments.prune is not None and not algorithm.tree:
                raise InputError(
                    "--prune goes with the tree searches (-a iddfs or idastar), not %s"
                    % algorithm.title
                )
            result = run_one(start, goal, algorithm.name, heuristic, arguments)
            return answer_solve(
                arguments,
                result,
                lambda: result_json(start, goal, result),
                lambda out: print_solve(start, goal, result, arguments.moves, out),
            )
        pairs = combinations(
            core.side_of(start), _split(arguments.algorithms), _split(arguments.heuristics)
        )
        reason = algorithms.unreachable_reason(start, goal)
        if reason is not None:
            return answer_unreachable(
                arguments,
                {
                    "start": list(start),
                    "goal": list(goal),
                    "status": "unreachable",
                    "reason": reason,
                },
                reason,
            )
        results = compare_runs(
            pairs,
            arguments,
            lambda algorithm_name, heuristic, place: run_one(
                start, goal, algorithm_name, heuristic, arguments, place
            ),
        )
        if arguments.json:
            write_json(
                {
                    "start": list(start),
                    "goal": list(goal),
                    "status": "compared",
                    "runs": [result_json(start, goal, result) for result in results],
                }
            )
        else:
            side = core.side_of(start)
            loop = (
                ""
                if not any(result.loop for result in results)
                else "; IDDFS and IDA* rows: one loop, --prune %s" % arguments.prune
            )
            sys.stdout.write(
                "%dx%d: %s to %s%s\n"
                % (side, side, notation.digit_string(start), notation.digit_string(goal), loop)
            )
            print_table(results, sys.stdout)
        return compare_exit_status(results)
    except (InputError, KeyError, ValueError) as error:
        message = error.args[0] if isinstance(error, KeyError) else str(error)
        if isinstance(error, KeyError):
            message = "no algorithm or heuristic called %r" % message
        sys.stderr.write("explorer: bad input: %s\n" % message)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        sys.stderr.write("explorer: interrupted\n")
        return EXIT_INTERRUPTED


def compare_runs(
    pairs: Sequence[Tuple[str, Optional[str]]],
    arguments: argparse.Namespace,
    run: Callable[[str, Optional[str], str], AnyResultType],
) -> List[AnyResultType]:
    """run(algorithm, heuristic, place) for each pair in turn, until one is interrupted; place
    (e.g. "[3/22] ") heads its progress, "" with --quiet. Off a terminal, a line per finished run
    on stderr (none with --quiet)."""
    results = []  # type: List[AnyResultType]
    log = None if arguments.quiet or sys.stderr.isatty() else sys.stderr
    for number, (algorithm_name, heuristic) in enumerate(pairs, 1):
        place = "[%d/%d] " % (number, len(pairs))
        result = run(algorithm_name, heuristic, "" if arguments.quiet else place)
        results.append(result)
        if log is not None:
            log.write("compare %s%s: %s\n" % (place, _title(result), _row_summary(result)))
            log.flush()
        if result.status == "interrupted":
            break
    return results


def compare_exit_status(results: Sequence[AnyResult]) -> int:
    """compare's exit status: interrupted if its last run was, else solved (every run ended)."""
    return EXIT_INTERRUPTED if results and results[-1].status == "interrupted" else EXIT_SOLVED


def solve_heuristic(
    arguments: argparse.Namespace,
    algorithm: algorithms.Algorithm,
    lookup: Callable[[str], str],
) -> Optional[str]:
    """solve's --heuristic by its full name (lookup: a name or alias to the full name), None
    without it; InputError for an algorithm that takes none."""
    if arguments.heuristic is None:
        return None
    if not algorithm.informed:
        raise InputError("%s takes no heuristic" % algorithm.title)
    return lookup(arguments.heuristic)


def answer_solve(
    arguments: argparse.Namespace,
    result: AnyResult,
    record: Callable[[], Dict[str, object]],
    print_text: Callable[[TextIO], None],
) -> int:
    """solve's answer on stdout: record() as JSON with --json, else print_text(stdout); the exit
    status."""
    if arguments.json:
        write_json(record())
    else:
        print_text(sys.stdout)
    return exit_status(result)


def answer_unreachable(
    arguments: argparse.Namespace, record: Dict[str, object], reason: str
) -> int:
    """compare's answer for a goal out of reach: record (the instance, its status and reason) with
    no runs as JSON with --json, else one line; EXIT_UNREACHABLE."""
    if arguments.json:
        record["runs"] = []
        write_json(record)
    else:
        sys.stdout.write("unreachable: %s\n" % reason)
    return EXIT_UNREACHABLE


def _split(names: Optional[str]) -> Optional[List[str]]:
    return None if names is None else [name.strip() for name in names.split(",") if name.strip()]


# --- boards on a graph ---------------------------------------------------------------------------


def refuse_graph_heuristics(arguments: argparse.Namespace) -> None:
    """InputError for a heuristic named on a grid board that only a graph has."""
    asked = (
        [arguments.heuristic]
        if arguments.command == "solve"
        else (_split(arguments.heuristics) or [])
    )
    for name in asked:
        if name in graph.HEURISTICS and name not in heuristics.HEURISTICS:
            raise InputError(
                "the %s heuristic is for boards on a graph (--edges or --graph), not grid boards"
                % name
            )


def read_graph_instance(
    arguments: argparse.Namespace, text: Optional[str]
) -> Tuple[Graph, Tiles, Tiles]:
    """The graph (--edges, --graph or the A-B edges of text, --file's) and the start and goal
    boards on it; InputError for an edge that joins no two cells of the board, boards of other
    sizes or tiles, or the graph given twice."""
    if arguments.blank not in ("auto", "0"):
        raise InputError("--blank goes with grid boards: on a graph a blank is 0")
    file_edges = []  # type: List[Tuple[int, int]]
    if text is not None:
        file_edges, text = notation.edges_in(text)
    given = [
        option
        for option, value in (
            ("--edges", arguments.edges),
            ("--graph", arguments.graph),
            ("the edges in %s" % arguments.file, file_edges),
        )
        if value
    ]
    if len(given) > 1:
        raise InputError("the graph is given twice: by %s" % " and ".join(given))
    cells = None  # type: Optional[int]
    if arguments.graph is not None:
        cells, edges, _ = graph.NAMED[arguments.graph]()
    else:
        edges = file_edges or notation.parse_edges(arguments.edges)
    if text is not None:
        boards = notation.parse_graph_boards(text, cells)
    elif len(arguments.boards) == 2:  # START GOAL
        boards = [notation.parse_graph_boards(board, cells, 1)[0] for board in arguments.boards]
    else:
        boards = notation.parse_graph_boards(" ".join(arguments.boards), cells)
    start = boards[0]
    for first, second in edges:
        if first == second:
            raise InputError("edge %d-%d joins a cell to itself" % (first, second))
        if max(first, second) >= len(start):
            raise InputError(
                "edge %d-%d does not join two cells of a board of %d cells (0..%d)"
                % (first, second, len(start), len(start) - 1)
            )
    board_graph = graph.make_graph(len(start), edges, arguments.graph or "")
    goal = boards[1] if len(boards) > 1 else graph.default_goal(board_graph, start)
    if len(start) != len(goal):
        raise InputError("the start has %d cells and the goal %d" % (len(start), len(goal)))
    if sorted(start) != sorted(goal):
        raise InputError(
            "the start and the goal hold different tiles: %s and %s (0 for a blank)"
            % (notation.graph_board_text(start), notation.graph_board_text(goal))
        )
    return board_graph, start, goal


def check_graph_options(arguments: argparse.Namespace) -> None:
    """InputError for an option that only a grid board takes."""
    for option, value in (
        ("--partition", arguments.partition),
        ("--depth-limit", arguments.depth_limit),
    ):
        if value is not None:
            raise InputError(
                "%s works on grid boards only (%s), not on a graph"
                % (option, "-H pdb" if option == "--partition" else "-a dfs")
            )
    if arguments.prune is not None and arguments.prune not in graph.PRUNES:
        raise InputError(
            "--prune %s works on grid boards only; on a graph: %s"
            % (arguments.prune, " or ".join(graph.PRUNES))
        )


def run_graph(arguments: argparse.Namespace, text: Optional[str]) -> int:
    """solve or compare on a graph: read, check, run, print; the exit status."""
    board_graph, start, goal = read_graph_instance(arguments, text)
    check_graph_options(arguments)
    if arguments.command == "solve":
        algorithm = graph.lookup_algorithm(arguments.algorithm)
        heuristic = solve_heuristic(
            arguments, algorithm, lambda name: graph.lookup_heuristic(name).name
        )
        if arguments.prune is not None and algorithm.name != "idastar":
            raise InputError("--prune goes with -a idastar on a graph, not %s" % algorithm.title)
        result = run_graph_one(board_graph, start, goal, algorithm.name, heuristic, arguments)
        return answer_solve(
            arguments,
            result,
            lambda: graph_result_json(board_graph, start, goal, result),
            lambda out: print_graph_solve(board_graph, start, goal, result, arguments.moves, out),
        )
    return compare_graph(arguments, board_graph, start, goal)


def run_graph_one(
    board_graph: Graph,
    start: Tiles,
    goal: Tiles,
    algorithm: str,
    heuristic: Optional[str],
    arguments: argparse.Namespace,
    place: str = "",
    reach: Optional[graph.Reach] = None,
) -> GraphResult:
    """One search on a graph with the command line's limits and progress, as run_one."""
    chosen = graph.lookup_algorithm(algorithm)
    title = chosen.title + (
        " + " + (heuristic or graph.DEFAULT_HEURISTIC) if chosen.informed else ""
    )
    return _run_search(
        chosen,
        arguments,
        place + title,
        lambda max_nodes, report: graph.solve(
            board_graph,
            start,
            goal,
            algorithm,
            heuristic,
            max_nodes=max_nodes,
            timeout=arguments.timeout,
            report=report,
            prune=arguments.prune if chosen.name == "idastar" else None,
            reach=reach,
        ),
    )


def graph_json(board_graph: Graph, start: Tiles, goal: Tiles) -> Dict[str, object]:
    """The instance on a graph, as the JSON outputs open."""
    return {
        "start": list(start),
        "goal": list(goal),
        "graph": board_graph.name or None,
        "cells": board_graph.cells,
        "edges": [list(edge) for edge in board_graph.edges],
    }


def reach_json(reach: Optional[graph.Reach]) -> Optional[Dict[str, object]]:
    if reach is None:
        return None
    return {
        "decided": reach.decided,
        "distance": reach.distance,
        "boards": reach.boards,
        "seconds": round(reach.seconds, 6),
        "beyond": None if reach.decided else reach.beyond,
    }


def graph_result_json(
    board_graph: Graph, start: Tiles, goal: Tiles, result: GraphResult
) -> Dict[str, object]:
    record = graph_json(board_graph, start, goal)
    path = (
        None
        if result.path is None
        else [{"tile": tile, "from": leaves, "to": enters} for tile, leaves, enters in result.path]
    )
    record.update(run_json(result, path))
    record["check"] = reach_json(result.check)
    return record


def graph_heading(board_graph: Graph, start: Tiles, goal: Tiles) -> str:
    """The instance on a graph in one line: the graph, its blanks, start and goal."""
    blanks = start.count(0)
    if board_graph.name:
        shape = "graph %s, %d cells" % (board_graph.name, board_graph.cells)
    else:
        edges = " ".join("%d-%d" % edge for edge in board_graph.edges)
        shape = "graph of %d cells, edges %s" % (
            board_graph.cells,
            edges if len(edges) <= 60 else "%d of them" % len(board_graph.edges),
        )
    return "%s, %d blank%s: %s to %s" % (
        shape,
        blanks,
        "" if blanks == 1 else "s",
        notation.graph_board_text(start),
        notation.graph_board_text(goal),
    )


def print_graph_solve(
    board_graph: Graph, start: Tiles, goal: Tiles, result: GraphResult, as_moves: bool, out: TextIO
) -> None:
    if result.status == "unreachable":
        out.write("unreachable: %s\n" % result.reason)
    else:
        out.write("%s; %s\n" % (graph_heading(board_graph, start, goal), _title(result)))
    if result.check is not None and result.status != "unreachable":
        out.write("checked first: %s\n" % graph.check_summary(result.check))
        if not result.check.decided and result.prune is not None:
            out.write("IDA* keeps no boards: on a goal out of reach it ends only at a limit\n")
    if result.path is not None:
        if as_moves:
            out.write(
                "%s   (%s)\n"
                % (
                    notation.graph_move_pairs(result.path) or "(no moves: the start is the goal)",
                    GRAPH_MOVES_SHORT,
                )
            )
        else:
            out.writelines(line + "\n" for line in notation.graph_path_lines(start, result.path))
        out.write("%d moves, %s\n" % (len(result.path), _optimality(result)))
    elif result.status != "unreachable":
        write_no_answer(result, out)
    if result.expanded or result.status != "unreachable":
        write_counts(result, out)
    if result.prune is not None and result.status != "unreachable":
        out.write("--prune %s: %s\n" % (result.prune, algorithms.PRUNES[result.prune]))


def graph_combinations(
    only_algorithms: Optional[Sequence[str]], only_heuristics: Optional[Sequence[str]]
) -> List[Tuple[str, Optional[str]]]:
    """Every algorithm x heuristic pair on a graph (default: all of them), in table order;
    InputError for one that works on grid boards only."""
    chosen = [graph.lookup_algorithm(name).name for name in only_algorithms or graph.ALGORITHMS]
    names = [graph.lookup_heuristic(name).name for name in only_heuristics or graph.HEURISTICS]
    return algorithm_pairs(chosen, names)


# Long: the check, the unreachable answer, the rows with their progress, then JSON or the table.
def compare_graph(
    arguments: argparse.Namespace, board_graph: Graph, start: Tiles, goal: Tiles
) -> int:
    """compare on a graph: the reachability check once, then every algorithm x heuristic."""
    pairs = graph_combinations(_split(arguments.algorithms), _split(arguments.heuristics))
    reach = graph.check(board_graph, start, goal)
    if reach.decided and reach.distance is None:
        reason = graph.unreachable_reason(graph.check_summary(reach))
        record = graph_json(board_graph, start, goal)
        record.update({"status": "unreachable", "reason": reason, "check": reach_json(reach)})
        return answer_unreachable(arguments, record, reason)
    results = compare_runs(
        pairs,
        arguments,
        lambda algorithm_name, heuristic, place: run_graph_one(
            board_graph, start, goal, algorithm_name, heuristic, arguments, place, reach
        ),
    )
    if arguments.json:
        record = graph_json(board_graph, start, goal)
        record.update(
            {
                "status": "compared",
                "check": reach_json(reach),
                "runs": [graph_result_json(board_graph, start, goal, result) for result in results],
            }
        )
        write_json(record)
    else:
        pruned = any(result.prune for result in results)
        sys.stdout.write(
            "%s%s\n"
            % (
                graph_heading(board_graph, start, goal),
                "; IDA* rows: --prune %s" % arguments.prune if pruned else "",
            )
        )
        sys.stdout.write("checked first: %s\n" % graph.check_summary(reach))
        print_table(results, sys.stdout)
    return compare_exit_status(results)


# --- experiment -----------------------------------------------------------------------------------


def experiment_goal(arguments: argparse.Namespace) -> Tiles:
    """The experiment's goal: --goal, or the standard goal of --side (default 3); InputError if
    they disagree or name no board."""
    if arguments.goal is not None:
        goal = notation.parse_board(arguments.goal, arguments.blank)
        if arguments.side is not None and arguments.side != core.side_of(goal):
            raise InputError(
                "--goal is %dx%d but --side is %d"
                % (core.side_of(goal), core.side_of(goal), arguments.side)
            )
        return goal
    side = 3 if arguments.side is None else arguments.side
    if side < 2:
        raise InputError("--side must be at least 2, not %d" % side)
    return core.standard_goal(side)


def check_outputs(arguments: argparse.Namespace) -> None:
    """InputError, before anything runs, for an output that could not be written at the end."""
    for option, path in (
        ("--csv", arguments.csv),
        ("--markdown", arguments.markdown),
        ("--plot", arguments.plot),
    ):
        if path is not None and not os.path.isdir(os.path.dirname(os.path.abspath(path))):
            raise InputError(
                "%s %s: no folder %s" % (option, path, os.path.dirname(os.path.abspath(path)))
            )
    if arguments.plot is not None:
        if os.path.splitext(arguments.plot)[1].lower() not in (".png", ".svg"):
            raise InputError("--plot writes .png or .svg files, not %s" % arguments.plot)
        try:
            import matplotlib  # noqa: F401  # the optional extra `plot`
        except ImportError:
            raise InputError(
                "--plot needs matplotlib: pip install '.[plot]' (or pip install matplotlib)"
            ) from None


# Long: checks the arguments, then runs with progress and log closures that share its clock.
def run_experiment(arguments: argparse.Namespace) -> int:
    goal = experiment_goal(arguments)
    side = core.side_of(goal)
    depths = experiment.parse_depths(arguments.depths)
    if arguments.instances < 1:
        raise InputError("--instances must be at least 1, not %d" % arguments.instances)
    pairs = combinations(
        side,
        _split(arguments.algorithms) or list(experiment.DEFAULT_ALGORITHMS),
        _split(arguments.heuristics) or list(experiment.DEFAULT_HEURISTICS),
    )
    if not pairs:
        raise InputError("no heuristic named is available for %dx%d boards" % (side, side))
    if arguments.partition is not None and all(heuristic != "pdb" for _, heuristic in pairs):
        raise InputError("--partition goes with -H pdb")
    check_outputs(arguments)
    farthest = experiment.farthest_depth(goal)
    if farthest is not None and depths[-1] > farthest:
        raise InputError(
            "no %dx%d board is %d moves from the goal: the farthest are %d"
            % (side, side, depths[-1], farthest)
        )
    _, proof = experiment.depth_prover(goal)
    heading = (
        "%dx%d, goal %s: %d boards per depth (random walks of d moves, each proved d moves from "
        "the goal by %s), seed %d; IDDFS and IDA* --prune %s"
        % (
            side,
            side,
            notation.digit_string(goal),
            arguments.instances,
            proof,
            arguments.seed,
            arguments.prune,
        )
    )
    began = time.monotonic()
    status = StatusLine(sys.stderr)
    show = not arguments.quiet and status.on_terminal()
    log = None if arguments.quiet or status.on_terminal() else sys.stderr

    def progress(now: experiment.Progress) -> None:
        share = now.done / max(now.total, 1)
        filled = int(round(24 * share))
        status.show(
            "[%s%s] %3d%%  d=%d  %s  board %d/%d%s  %.0f s"
            % (
                "#" * filled,
                "." * (24 - filled),
                int(100 * share),
                now.depth,
                now.pair,
                now.board,
                now.boards,
                ", expanded %s" % format(now.expanded, ",") if now.expanded else "",
                time.monotonic() - began,
            )
        )

    def finished(row: experiment.Row, done: int, total: int) -> None:
        if log is not None:
            mean, ebf = row.mean_generated, row.ebf  # both None unless complete (with runs)
            summary = (
                "mean generated %s, b* %.2f" % (format(mean, ",.1f"), ebf)
                if mean is not None and ebf is not None
                else "%s (%s)" % (row.status, row.reason)
            )
            log.write(
                "experiment [%d/%d] d=%d %s: %s, %.0f s\n"
                % (done, total, row.depth, row.title, summary, time.monotonic() - began)
            )
            log.flush()

    try:
        rows, interrupted = experiment.run(
            goal,
            depths,
            arguments.instances,
            arguments.seed,
            pairs,
            arguments.prune,
            arguments.max_nodes,
            arguments.timeout,
            arguments.partition,
            arguments.depth_limit,
            progress if show else None,
            finished,
        )
    finally:
        status.clear()
    if interrupted:
        sys.stderr.write(
            "explorer: interrupted: %d of %d rows finished\n"
            % (len(rows), len(depths) * len(pairs))
        )
    write_experiment(rows, arguments, goal, heading, interrupted)
    return EXIT_INTERRUPTED if interrupted else EXIT_SOLVED


# Long: one block per output asked for (JSON or the table, CSV, Markdown, plot), in order.
def write_experiment(
    rows: Sequence[experiment.Row],
    arguments: argparse.Namespace,
    goal: Tiles,
    heading: str,
    interrupted: bool,
) -> None:
    """The table on stdout (or JSON), and the files asked for."""
    if arguments.json:
        json.dump(
            {
                "side": core.side_of(goal),
                "goal": list(goal),
                "seed": arguments.seed,
                "instances": arguments.instances,
                "depths": experiment.parse_depths(arguments.depths),
                "prune": arguments.prune,
                "max_nodes": arguments.max_nodes,
                "timeout": arguments.timeout,
                "interrupted": interrupted,
                "rows": [experiment.row_record(row) for row in rows],
            },
            sys.stdout,
        )
        sys.stdout.write("\n")
    else:
        sys.stdout.write(heading + "\n")
        sys.stdout.write(
            "nodes: expanded = boards whose successors were generated; generated = successors "
            "created, the start not counted; b* from the mean generated\n\n"
        )
        if rows:
            width = (
                shutil.get_terminal_size().columns if sys.stdout.isatty() else None
            )  # a file: side by side
            sys.stdout.write(experiment.text_table(rows, width))
        for line in experiment.notes(rows):
            sys.stdout.write(line + "\n")
    try:
        if arguments.csv is not None:
            with open(arguments.csv, "w", encoding="utf-8", newline="") as target:
                writer = csv.DictWriter(target, experiment.CSV_COLUMNS)
                writer.writeheader()
                for row in rows:
                    writer.writerow(
                        {
                            key: "" if value is None else value
                            for key, value in experiment.row_record(row).items()
                        }
                    )
        if arguments.markdown is not None:
            with open(arguments.markdown, "w", encoding="utf-8") as target:
                target.write(heading + "\n\n" + (experiment.markdown_table(rows) if rows else ""))
                for line in experiment.notes(rows):
                    target.write("\n- " + line)
                target.write("\n" if experiment.notes(rows) else "")
        if arguments.plot is not None:
            experiment.plot(
                rows,
                arguments.plot,
                "%s: %d boards per depth, seed %d\nIDDFS and IDA* --prune %s"
                % (heading.split(":")[0], arguments.instances, arguments.seed, arguments.prune),
            )
    except OSError as error:
        raise InputError("cannot write %s: %s" % (error.filename, error.strerror)) from None
