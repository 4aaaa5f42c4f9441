"""The instance solve and compare are given, read into a Puzzle: a grid board or a graph board.

The boards come from the command line or --file (any notation slidingkit/explorer/notation.py
reads); --edges, --graph or edges in the file make them boards on a graph (GraphPuzzle,
slidingkit/explorer/graph.py), else they are grid boards (GridPuzzle,
slidingkit/explorer/algorithms.py). Anything that is not an instance, or a flag the board kind
does not take, is an InputError naming the fault.
"""

import argparse
import sys
from typing import List, Optional, Tuple

from slidingkit import core
from slidingkit.core import InputError, Tiles
from slidingkit.explorer import algorithms, graph, heuristics, notation
from slidingkit.explorer.graph import Graph
from slidingkit.explorer.parser import split_names
from slidingkit.explorer.puzzle import Puzzle


def read_puzzle(arguments: argparse.Namespace) -> Puzzle:
    """The puzzle solve or compare was given (a graph's with --edges, --graph or edges in
    --file, else a grid's); InputError if it is none, or a flag does not go with its kind."""
    text = read_file(arguments)
    if (
        arguments.edges is not None
        or arguments.graph is not None
        or (text is not None and notation.edges_in(text)[0])
    ):
        board_graph, start, goal = read_graph_instance(arguments, text)
        check_graph_options(arguments)
        return graph.GraphPuzzle(board_graph, start, goal)
    refuse_graph_heuristics(arguments)
    start, goal = read_instance(arguments, text)
    return algorithms.GridPuzzle(start, goal, arguments.partition)


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


def refuse_graph_heuristics(arguments: argparse.Namespace) -> None:
    """InputError for a heuristic named on a grid board that only a graph has."""
    asked = (
        [arguments.heuristic]
        if arguments.command == "solve"
        else (split_names(arguments.heuristics) or [])
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
