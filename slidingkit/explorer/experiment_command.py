"""The experiment command: random boards at each depth through algorithms x heuristics.

run_experiment checks the arguments, runs slidingkit/explorer/experiment.py's rows with their
progress on stderr (a status line on a terminal, a line per finished row otherwise), and
write_experiment prints the table (or JSON) and writes the files asked for (CSV, Markdown, plot).
"""

import argparse
import csv
import json
import os
import shutil
import sys
import time
from typing import Callable, Optional, Sequence, Tuple

from slidingkit import core
from slidingkit.core import InputError, Tiles
from slidingkit.explorer import algorithms, experiment, notation, pages
from slidingkit.explorer.parser import (
    EXIT_INTERRUPTED,
    EXIT_SOLVED,
    check_output_folder,
    split_names,
)
from slidingkit.statusline import StatusLine


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
    ):  # --html: every command's, checked by cli.py
        check_output_folder(option, path)
    if arguments.plot is not None:
        if os.path.splitext(arguments.plot)[1].lower() not in (".png", ".svg"):
            raise InputError("--plot writes .png or .svg files, not %s" % arguments.plot)
        try:
            import matplotlib  # noqa: F401  # the optional extra `plot`
        except ImportError:
            raise InputError(
                "--plot needs matplotlib: pip install '.[plot]' (or pip install matplotlib)"
            ) from None


def run_experiment(arguments: argparse.Namespace) -> int:
    """experiment: check the arguments, run every row with its progress, print and write the
    outputs; the exit status (EXIT_INTERRUPTED after Ctrl-C, with the rows finished so far)."""
    goal = experiment_goal(arguments)
    depths = experiment.parse_depths(arguments.depths)
    pairs = experiment_pairs(arguments, goal, depths)
    heading = experiment_heading(arguments, goal)
    status = StatusLine(sys.stderr)
    progress, finished = _reporters(arguments, status, time.monotonic())
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
            progress,
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


def experiment_pairs(
    arguments: argparse.Namespace, goal: Tiles, depths: Sequence[int]
) -> algorithms.Pairs:
    """The algorithm x heuristic pairs of the rows; InputError, before anything runs, for
    arguments the experiment cannot honour (the outputs included)."""
    side = core.side_of(goal)
    if arguments.instances < 1:
        raise InputError("--instances must be at least 1, not %d" % arguments.instances)
    pairs = algorithms.combinations(
        side,
        split_names(arguments.algorithms) or list(experiment.DEFAULT_ALGORITHMS),
        split_names(arguments.heuristics) or list(experiment.DEFAULT_HEURISTICS),
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
    return pairs


def experiment_heading(arguments: argparse.Namespace, goal: Tiles) -> str:
    """The line above the table: the boards, how they were proved, the seed and the pruning."""
    side = core.side_of(goal)
    _, proof = experiment.depth_prover(goal)
    return (
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


def _reporters(
    arguments: argparse.Namespace, status: StatusLine, began: float
) -> Tuple[
    Optional[Callable[[experiment.Progress], None]],
    Callable[[experiment.Row, int, int], None],
]:
    """(progress, finished) for experiment.run: the status line on a terminal (progress is None
    elsewhere or with --quiet), a line per finished row on stderr otherwise (none with
    --quiet); both count the seconds from began."""
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

    return (progress if show else None), finished


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
        write_files(rows, arguments, heading)
    except OSError as error:
        raise InputError("cannot write %s: %s" % (error.filename, error.strerror)) from None


def write_files(
    rows: Sequence[experiment.Row], arguments: argparse.Namespace, heading: str
) -> None:
    """The --csv, --markdown and --plot files asked for; OSError if one cannot be written."""
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
    title = experiment.chart_title(
        rows, heading.split(":")[0], arguments.instances, arguments.seed, arguments.prune
    )
    if arguments.plot is not None:
        experiment.plot(rows, arguments.plot, title)
    if arguments.html is not None:
        pages.write_page(arguments.html, pages.experiment_record(rows, heading, title))
