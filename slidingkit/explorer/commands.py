"""The solve and compare commands, on either board kind: one flow over a Puzzle.

solve runs one algorithm on the instance (slidingkit/explorer/instance.py reads it into a grid or
a graph Puzzle, slidingkit/explorer/puzzle.py) and prints its path board by board, or as moves
with --moves, or JSON with --json; compare runs every algorithm x heuristic that makes sense on
it and prints one table. Each run has the command line's limits and shows its progress on
stderr's status line (a terminal only; compare off a terminal: a line per finished run).
"""

import argparse
import json
import sys
from typing import Callable, Dict, List, Optional, Sequence, TextIO, Tuple

from slidingkit.core import InputError
from slidingkit.explorer import algorithms, pages
from slidingkit.explorer.counters import Counters
from slidingkit.explorer.instance import read_puzzle
from slidingkit.explorer.parser import (
    EXIT_INTERRUPTED,
    EXIT_NO_ANSWER,
    EXIT_SOLVED,
    EXIT_UNREACHABLE,
    split_names,
)
from slidingkit.explorer.puzzle import Algorithm, Puzzle, Result, shortest_proved, solve
from slidingkit.statusline import StatusLine


def run_command(arguments: argparse.Namespace) -> int:
    """solve or compare, as arguments.command says: read, check, run, print; the exit status."""
    puzzle = read_puzzle(arguments)
    if arguments.command == "solve":
        return solve_command(arguments, puzzle)
    return compare_command(arguments, puzzle)


def solve_command(arguments: argparse.Namespace, puzzle: Puzzle) -> int:
    """solve: one algorithm on puzzle, its path as text or JSON; the exit status."""
    algorithm = puzzle.algorithm(arguments.algorithm)
    heuristic = solve_heuristic(arguments, algorithm, puzzle.heuristic)
    if arguments.partition is not None and heuristic != "pdb":
        raise InputError("--partition goes with -H pdb")
    if arguments.prune is not None and not algorithm.tree:
        raise InputError("--prune goes with %s, not %s" % (puzzle.PRUNE_GOES_WITH, algorithm.title))
    result = run_one(puzzle, algorithm.name, heuristic, arguments)
    if arguments.json:
        write_json(puzzle.result_json(result))
    else:
        print_solve(puzzle, result, arguments.moves, sys.stdout)
    if arguments.html is not None:
        lines = puzzle.checks(result) + puzzle.notes(result)
        write_html(arguments.html, pages.solve_record(puzzle, result, optimality(result), lines))
    return exit_status(result)


def compare_command(arguments: argparse.Namespace, puzzle: Puzzle) -> int:
    """compare: the reachability check once, then every algorithm x heuristic on puzzle, as one
    table or JSON; the exit status."""
    pairs = puzzle.combinations(
        split_names(arguments.algorithms), split_names(arguments.heuristics)
    )
    puzzle = puzzle.checked(None, None)
    reason = puzzle.unreachable_reason()
    if reason is not None:
        return answer_unreachable(arguments, puzzle, reason)
    results = compare_runs(
        pairs,
        arguments,
        lambda algorithm_name, heuristic, place: run_one(
            puzzle, algorithm_name, heuristic, arguments, place
        ),
    )
    heading = puzzle.compare_heading(results, arguments.prune)
    if arguments.json:
        record = puzzle.instance_json()
        record["status"] = "compared"
        record.update(puzzle.check_json())
        record["runs"] = [puzzle.result_json(result) for result in results]
        write_json(record)
    else:
        sys.stdout.write(heading)
        print_table(results, sys.stdout)
    if arguments.html is not None:
        write_html(arguments.html, pages.compare_record(puzzle, results, heading.splitlines()[1:]))
    return compare_exit_status(results)


def run_one(
    puzzle: Puzzle,
    algorithm: str,
    heuristic: Optional[str],
    arguments: argparse.Namespace,
    place: str = "",
) -> Result:
    """One search with the command line's limits, its progress on stderr's status line (a terminal
    only), prefixed by place (e.g. "[3/22] ")."""
    chosen = puzzle.algorithm(algorithm)
    title = chosen.title + (
        "" if not chosen.informed else " + " + (heuristic or puzzle.heuristic(None))
    )
    return _run_search(
        chosen,
        arguments,
        place + title,
        lambda max_nodes, report: solve(
            puzzle,
            algorithm,
            heuristic,
            max_nodes=max_nodes,
            timeout=arguments.timeout,
            depth_limit=arguments.depth_limit,
            report=report,
            prune=arguments.prune if chosen.tree else None,
        ),
    )


def compare_runs(
    pairs: Sequence[Tuple[str, Optional[str]]],
    arguments: argparse.Namespace,
    run: Callable[[str, Optional[str], str], Result],
) -> List[Result]:
    """run(algorithm, heuristic, place) for each pair in turn, until one is interrupted; place
    (e.g. "[3/22] ") heads its progress, "" with --quiet. Off a terminal, a line per finished run
    on stderr (none with --quiet)."""
    results = []  # type: List[Result]
    log = None if arguments.quiet or sys.stderr.isatty() else sys.stderr
    for number, (algorithm_name, heuristic) in enumerate(pairs, 1):
        place = "[%d/%d] " % (number, len(pairs))
        result = run(algorithm_name, heuristic, "" if arguments.quiet else place)
        results.append(result)
        if log is not None:
            log.write("compare %s%s: %s\n" % (place, result.title, _row_summary(result)))
            log.flush()
        if result.status == "interrupted":
            break
    return results


def compare_exit_status(results: Sequence[Result]) -> int:
    """compare's exit status: interrupted if its last run was, else solved (every run ended)."""
    return EXIT_INTERRUPTED if results and results[-1].status == "interrupted" else EXIT_SOLVED


def solve_heuristic(
    arguments: argparse.Namespace,
    algorithm: Algorithm,
    lookup: Callable[[str], str],
) -> Optional[str]:
    """solve's --heuristic by its full name (lookup: a name or alias to the full name), None
    without it; InputError for an algorithm that takes none."""
    if arguments.heuristic is None:
        return None
    if not algorithm.informed:
        raise InputError("%s takes no heuristic" % algorithm.title)
    return lookup(arguments.heuristic)


def answer_unreachable(arguments: argparse.Namespace, puzzle: Puzzle, reason: str) -> int:
    """compare's answer for a goal out of reach: the instance, its status and reason with no runs
    as JSON with --json, else one line; EXIT_UNREACHABLE."""
    if arguments.json:
        record = puzzle.instance_json()
        record.update({"status": "unreachable", "reason": reason})
        record.update(puzzle.check_json())
        record["runs"] = []
        write_json(record)
    else:
        sys.stdout.write("unreachable: %s\n" % reason)
    if arguments.html is not None:
        write_html(arguments.html, pages.compare_record(puzzle, [], ["unreachable: %s" % reason]))
    return EXIT_UNREACHABLE


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


def _row_summary(result: Result) -> str:
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


def _run_search(
    chosen: Algorithm,
    arguments: argparse.Namespace,
    title: str,
    search: Callable[[Optional[int], Optional[Callable[[Counters], None]]], Result],
) -> Result:
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


def write_html(path: str, record: Dict[str, object]) -> None:
    """The page of record into path (--html); InputError if it cannot be written."""
    try:
        pages.write_page(path, record)
    except OSError as error:
        raise InputError("cannot write %s: %s" % (path, error.strerror)) from None


def write_json(record: Dict[str, object]) -> None:
    """record as one line of JSON on stdout."""
    json.dump(record, sys.stdout)
    sys.stdout.write("\n")


def exit_status(result: Result) -> int:
    return {
        "solved": EXIT_SOLVED,
        "unreachable": EXIT_UNREACHABLE,
        "interrupted": EXIT_INTERRUPTED,
    }.get(result.status, EXIT_NO_ANSWER)


def optimality(result: Result) -> str:
    """Whether the path is proved shortest, in words, and if not, why not."""
    if result.optimal:
        return "optimal (proved)"
    chosen = algorithms.lookup(result.algorithm)
    if chosen.optimal == "never":
        return "not proved optimal (%s is not an optimal algorithm)" % result.algorithm
    return "not proved optimal (the %s heuristic is not admissible)" % result.heuristic


def print_solve(puzzle: Puzzle, result: Result, as_moves: bool, out: TextIO) -> None:
    """solve's text: the instance and the algorithm (or why the goal is out of reach), the path
    and whether it is proved shortest (or why there is none), the counts, the loop or pruning."""
    unreachable = result.status == "unreachable"
    if unreachable:
        out.write("unreachable: %s\n" % result.reason)
    else:
        out.write("%s%s%s\n" % (puzzle.heading(), puzzle.TITLE_SEPARATOR, result.title))
        out.writelines(line + "\n" for line in puzzle.checks(result))
    if result.path is not None:
        out.write(puzzle.path_text(result.path, as_moves, getattr(out, "encoding", None)))
        out.write("%d moves, %s\n" % (len(result.path), optimality(result)))
    elif not unreachable:
        write_no_answer(result, out)
    if result.expanded or not unreachable:
        write_counts(result, out)
    if not unreachable:
        out.writelines(line + "\n" for line in puzzle.notes(result))


def write_no_answer(result: Result, out: TextIO) -> None:
    """The line for a run that ended without a path: why, and the distance proved so far."""
    known = (
        ""
        if result.lower_bound is None
        else "; proved so far: at least %s moves" % _number(result.lower_bound)
    )
    out.write("no answer: %s%s\n" % (result.reason, known))


def write_counts(result: Result, out: TextIO) -> None:
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


def print_table(results: Sequence[Result], out: TextIO) -> None:
    shortest = shortest_proved(results)
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
