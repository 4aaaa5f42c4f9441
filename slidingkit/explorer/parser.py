"""The explorer's command line as it is typed: its commands, flags, help and exit statuses.

build_parser declares solve, compare and experiment (python3 -m slidingkit.explorer --help shows
them); check_limits checks the limits a search is given, check_output_folder the folder of an
output file. Usage errors are one line on stderr and exit status 1; the commands themselves are
slidingkit/explorer/commands.py (solve and compare) and slidingkit/explorer/experiment_command.py
(experiment).
"""

import argparse
import os
import sys
from typing import List, Optional

from slidingkit.core import InputError
from slidingkit.explorer import algorithms, experiment, graph, heuristics

EXIT_SOLVED, EXIT_BAD_INPUT, EXIT_UNREACHABLE, EXIT_NO_ANSWER, EXIT_INTERRUPTED = 0, 1, 2, 3, 130
EXIT_OUTPUT_CLOSED = 141  # 128 + SIGPIPE: what a shell reports for a program a closed pipe ended

MOVES_HELP = "U/D/L/R name the direction the blank moves (the tile beside it slides the other way)"
COMPARE_TIMEOUT = 10.0  # seconds per run, unless --timeout says otherwise


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


HTML_HELP = (
    "also write the run as one page to FILE (.html), to open in a browser: no network, nothing "
    "beside it"
)


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
        add_board_options(command)
    add_solve_options(solve)
    add_compare_options(compare)
    add_experiment(commands)
    return parser


def add_board_options(command: argparse.ArgumentParser) -> None:
    """The flags solve and compare share: the boards, the graph, the output and the limits."""
    command.add_argument(
        "boards",
        nargs="*",
        metavar="START [GOAL]",
        help="the start, then optionally the goal (default: blank last)",
    )
    command.add_argument("-f", "--file", help="read the start (and goal) from FILE; - for stdin")
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
    command.add_argument("--html", metavar="FILE", help=HTML_HELP)
    command.add_argument(
        "--max-nodes",
        type=int,
        metavar="N",
        help="stop after N expansions (default: %s for the algorithms that keep every "
        "board they reach, none for IDDFS and IDA*)" % format(algorithms.DEFAULT_MAX_NODES, ","),
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


def add_solve_options(command: argparse.ArgumentParser) -> None:
    """The flags of solve alone."""
    command.add_argument(
        "-a",
        "--algorithm",
        default="idastar",
        metavar="NAME",
        help="bfs, dfs, iddfs, greedy, astar, idastar, bidirectional (default: idastar; dfs and "
        "iddfs on grid boards only)",
    )
    command.add_argument(
        "-H",
        "--heuristic",
        metavar="NAME",
        help="for greedy, astar and idastar (default: the strongest: walking up to 4x4, "
        "linear-conflict above; graph on a graph)",
    )
    command.add_argument(
        "--moves",
        action="store_true",
        help="print the path as move letters (%s); on a graph as A>B cell pairs" % MOVES_HELP,
    )
    command.add_argument("--timeout", type=float, metavar="SECONDS", help="stop after SECONDS")
    command.add_argument(
        "--prune",
        choices=tuple(algorithms.PRUNES),
        help="iddfs and idastar: run the generic loop, as compare does, skipping these move "
        "sequences (default: the fastest loop: automaton pruning and "
        "slidingkit/explorer/incremental.py's "
        "loop for idastar with walking or pdb, undo otherwise)",
    )


def add_compare_options(command: argparse.ArgumentParser) -> None:
    """The flags of compare alone."""
    command.add_argument(
        "-a", "--algorithms", metavar="A,B", help="only these algorithms (comma-separated)"
    )
    command.add_argument(
        "-H", "--heuristics", metavar="H,I", help="only these heuristics (comma-separated)"
    )
    command.add_argument(
        "--timeout",
        type=float,
        metavar="SECONDS",
        default=COMPARE_TIMEOUT,
        help="stop each run after SECONDS (default: %g)" % COMPARE_TIMEOUT,
    )
    command.add_argument(
        "--prune",
        choices=tuple(algorithms.PRUNES),
        default="undo",
        help="the move sequences every iddfs and idastar row skips, all in one loop "
        "(default: undo)",
    )
    command.add_argument("-q", "--quiet", action="store_true", help="no progress on stderr")


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
    command.add_argument("--html", metavar="FILE", help=HTML_HELP)
    command.add_argument("--json", action="store_true", help="print JSON instead of the table")
    command.add_argument("-q", "--quiet", action="store_true", help="no progress on stderr")


def check_output_folder(option: str, path: Optional[str]) -> None:
    """InputError, before anything runs, for an output file whose folder does not exist."""
    folder = os.path.dirname(os.path.abspath(path)) if path is not None else None
    if folder is not None and not os.path.isdir(folder):
        raise InputError("%s %s: no folder %s" % (option, path, folder))


def check_limits(arguments: argparse.Namespace) -> None:
    """InputError unless the limits given are ones a search can honour."""
    for name, value, least in (
        ("--max-nodes", arguments.max_nodes, 0),
        ("--depth-limit", arguments.depth_limit, 0),
        ("--timeout", arguments.timeout, 0),
    ):
        if value is not None and (value < least or value != value):
            raise InputError("%s must be at least %d, not %s" % (name, least, value))


def split_names(names: Optional[str]) -> Optional[List[str]]:
    """The names of a comma-separated flag (-a A,B), None without it."""
    return None if names is None else [name.strip() for name in names.split(",") if name.strip()]
