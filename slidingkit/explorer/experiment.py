"""python3 -m slidingkit.explorer experiment: the search cost of algorithms x heuristics, averaged
over random boards at each solution depth, laid out as Russell & Norvig's table of IDS against A*
with h1 and h2 (Artificial Intelligence: A Modern Approach, 3rd edition, Figure 3.29).

Boards: at each depth d, `instances` boards, each a random walk of d moves from the goal that never
undoes its last move, kept only when its distance to the goal is proved to be d (by the core's BFS
table on boards of up to 10 cells, by the core's optimal IDA* above), else drawn again. The walks
of depth d come from their own generator, seeded by (seed, d), so a depth's boards do not depend
on the other depths asked for or on the algorithms. Every chosen algorithm x heuristic runs on
the same boards.

Counting: a row's means are over its boards of the counts slidingkit/explorer/algorithms.py defines
(expanded: boards whose successors were generated; generated: successors created, duplicates
included, the start not counted). The effective branching factor b* solves
N + 1 = 1 + b* + b*^2 + ... + b*^d for the mean N of nodes generated (effective_branching_factor).

A run that reaches a limit (--max-nodes, --timeout) ends its row there: the row is "stopped" and
has no means (a mean of the boards that finished would favour the easy ones), and its pair is not
run at greater depths ("skipped"). Ctrl-C ends the experiment with the rows already finished.
Cost: the runs themselves; IDDFS without pruning grows about 2.8x a move on 3x3.
"""

import random
from typing import Callable, Dict, List, NamedTuple, Optional, Sequence, Set, Tuple

from slidingkit import core
from slidingkit.core import Tiles
from slidingkit.explorer import algorithms
from slidingkit.explorer.counters import Counters

DEFAULT_ALGORITHMS = ("iddfs", "astar")  # with DEFAULT_HEURISTICS: AIMA's IDS, A*(h1), A*(h2)
DEFAULT_HEURISTICS = ("hamming", "manhattan")
MAX_WALKS = 100000  # walks drawn for one board before the depth is declared out of reach
_UNDO = {"U": "D", "D": "U", "L": "R", "R": "L"}


def effective_branching_factor(nodes: float, depth: int, tolerance: float = 1e-12) -> float:
    """b* with nodes + 1 = 1 + b* + b*^2 + ... + b*^depth, by bisection on [0, max(1, nodes)]
    (the sum grows with b*, and at b* = nodes its first term alone reaches nodes). 0 for no
    nodes; below 1 when nodes < depth. ValueError for depth < 1 or negative nodes."""
    if depth < 1:
        raise ValueError(
            "the effective branching factor needs a depth of at least 1, not %d" % depth
        )
    if nodes < 0:
        raise ValueError("a number of nodes is never negative, not %s" % nodes)

    def reaches(branching: float) -> bool:  # b + b^2 + ... + b^depth >= nodes, without overflow
        total, term = 0.0, 1.0
        for _ in range(depth):
            term *= branching
            total += term
            if total >= nodes:
                return True
        return False

    low, high = 0.0, max(1.0, float(nodes))
    while high - low > tolerance * high:
        middle = (low + high) / 2
        if reaches(middle):
            high = middle
        else:
            low = middle
    return (low + high) / 2


def depth_prover(goal: Tiles) -> Tuple[Callable[[Tiles], int], str]:
    """(board -> its distance to goal, how it is proved): the core's BFS table for boards of up to
    core.TABLE_MAX_CELLS cells (O(N!) to build: docs/performance.md measures it), the core's
    optimal IDA* above."""
    if len(goal) <= core.TABLE_MAX_CELLS:
        table = core.distance_table(goal)
        return table.distance, "BFS"
    return (lambda board: core.distance(board, goal)), "IDA*"


def farthest_depth(goal: Tiles) -> Optional[int]:
    """The greatest distance of any board from goal, where it is known (a BFS table, or the known
    diameters of 2x2 to 4x4); None otherwise."""
    if len(goal) <= core.TABLE_MAX_CELLS:
        return max(
            distance for distance in set(core.distance_table(goal).distances) if distance != 255
        )
    return algorithms.KNOWN_DIAMETERS.get(core.side_of(goal))


def draw_boards(
    goal: Tiles, depth: int, count: int, seed: int, distance: Callable[[Tiles], int]
) -> List[Tiles]:
    """count boards exactly depth moves from goal: random walks of depth moves that never undo the
    last move, each kept when distance(board) == depth (see the module's docstring). Boards may
    repeat (a 3x3 goal has 4 boards at depth 2). ValueError when MAX_WALKS walks give none."""
    generator = random.Random(
        "%d:%d" % (seed, depth)
    )  # a string seed: the same boards on every platform
    boards = []
    for _ in range(count):
        for _ in range(MAX_WALKS):
            board, last = goal, ""
            for _ in range(depth):
                last, board = generator.choice(
                    [
                        (move, after)
                        for move, after in core.neighbors(board)
                        if move != _UNDO.get(last)
                    ]
                )
            if distance(board) == depth:
                boards.append(board)
                break
        else:
            raise ValueError(
                "no board %d moves from the goal in %d random walks" % (depth, MAX_WALKS)
            )
    return boards


class Row(NamedTuple):
    """One depth x algorithm x heuristic: the totals over the boards it ran."""

    depth: int
    algorithm: str  # as typed (iddfs, astar, ...)
    heuristic: Optional[str]  # None for the uninformed algorithms
    prune: Optional[str]  # IDDFS and IDA*: the move sequences skipped; None for the others
    runs: int  # boards run to the end
    expanded: int  # totals over those boards
    generated: int
    seconds: float
    status: str  # complete, stopped (a run reached a limit), skipped (stopped at a smaller depth)
    reason: str = ""  # what stopped it, or at which depth its pair stopped

    @property
    def complete(self) -> bool:
        return self.status == "complete"

    @property
    def mean_expanded(self) -> Optional[float]:
        return self.expanded / self.runs if self.complete and self.runs else None

    @property
    def mean_generated(self) -> Optional[float]:
        return self.generated / self.runs if self.complete and self.runs else None

    @property
    def mean_seconds(self) -> Optional[float]:
        return self.seconds / self.runs if self.complete and self.runs else None

    @property
    def ebf(self) -> Optional[float]:
        mean = self.mean_generated
        return None if mean is None else effective_branching_factor(mean, self.depth)

    @property
    def title(self) -> str:
        return title(self.algorithm, self.heuristic)


def title(algorithm: str, heuristic: Optional[str]) -> str:
    """How a pair is printed: IDDFS, A* + manhattan."""
    return algorithms.lookup(algorithm).title + ("" if heuristic is None else " + " + heuristic)


class Progress(NamedTuple):
    """What the experiment reports as it goes (see run)."""

    done: int  # runs finished or skipped so far
    total: int  # runs in the whole experiment
    depth: int
    pair: str  # the pair running, as title() prints it
    board: int  # the board it is on, from 1
    boards: int
    expanded: int  # the current run's expansions so far (0 between runs)


def run(
    goal: Tiles,
    depths: Sequence[int],
    instances: int,
    seed: int,
    pairs: Sequence[Tuple[str, Optional[str]]],
    prune: str = "none",
    max_nodes: Optional[int] = None,
    timeout: Optional[float] = None,
    partition: Optional[str] = None,
    depth_limit: Optional[int] = None,
    progress: Optional[Callable[[Progress], None]] = None,
    finished: Optional[Callable[[Row, int, int], None]] = None,
) -> Tuple[List[Row], bool]:
    """Run every pair on `instances` boards at each depth; return (rows in depth, then pair order,
    interrupted?). A pair's tree searches skip what prune names. Ctrl-C (KeyboardInterrupt) ends the
    experiment: the rows finished so far are returned, the one under way is dropped.
    progress(Progress) is called before each run and during long ones; finished(row, rows done,
    rows in all) after each row. ValueError for a depth no board has."""
    rows = []  # type: List[Row]
    stopped_at = {}  # type: Dict[Tuple[str, Optional[str]], int]
    total = len(depths) * len(pairs) * instances
    done = 0
    distance, _ = depth_prover(goal)
    try:
        for depth in depths:
            boards = draw_boards(goal, depth, instances, seed, distance)
            for algorithm, heuristic in pairs:
                row = _run_row(
                    goal,
                    depth,
                    boards,
                    algorithm,
                    heuristic,
                    prune,
                    max_nodes,
                    timeout,
                    partition,
                    depth_limit,
                    stopped_at.get((algorithm, heuristic)),
                    done,
                    total,
                    progress,
                )
                done += len(boards)
                if row.status == "stopped":
                    stopped_at[algorithm, heuristic] = depth
                rows.append(row)
                if finished is not None:
                    finished(row, len(rows), len(depths) * len(pairs))
    except KeyboardInterrupt:
        return rows, True
    return rows, False


# Long: one loop over the boards with its progress callback; each way a row ends returns a Row.
def _run_row(
    goal: Tiles,
    depth: int,
    boards: Sequence[Tiles],
    algorithm: str,
    heuristic: Optional[str],
    prune: str,
    max_nodes: Optional[int],
    timeout: Optional[float],
    partition: Optional[str],
    depth_limit: Optional[int],
    stopped_at: Optional[int],
    done: int,
    total: int,
    progress: Optional[Callable[[Progress], None]],
) -> Row:
    """One row; KeyboardInterrupt if Ctrl-C ends a run."""
    chosen = algorithms.lookup(algorithm)
    row_prune = prune if chosen.tree else None
    if stopped_at is not None:
        return Row(
            depth,
            chosen.name,
            heuristic,
            row_prune,
            0,
            0,
            0,
            0.0,
            "skipped",
            "stopped at depth %d" % stopped_at,
        )
    if max_nodes is None and chosen.keeps_nodes:
        max_nodes = algorithms.DEFAULT_MAX_NODES
    pair = title(algorithm, heuristic)
    runs = expanded = generated = 0
    seconds = 0.0
    for number, board in enumerate(boards, 1):
        report = None
        if progress is not None:
            progress(Progress(done + number - 1, total, depth, pair, number, len(boards), 0))

            def report(counters: Counters, number: int = number) -> None:
                progress(
                    Progress(
                        done + number - 1,
                        total,
                        depth,
                        pair,
                        number,
                        len(boards),
                        counters.expanded,
                    )
                )

        result = algorithms.solve(
            board,
            goal,
            algorithm,
            heuristic,
            max_nodes=max_nodes,
            timeout=timeout,
            depth_limit=depth_limit,
            report=report,
            partition=partition,
            prune=row_prune,
        )
        if result.status == "interrupted":
            raise KeyboardInterrupt
        if result.status != "solved":
            return Row(
                depth,
                chosen.name,
                heuristic,
                row_prune,
                runs,
                expanded,
                generated,
                seconds,
                "stopped",
                "board %d: %s" % (number, result.reason or result.status),
            )
        if result.optimal and result.moves != depth:
            raise RuntimeError(
                "%s found %s moves on a board proved %d moves from the goal: %s"
                % (pair, result.moves, depth, board)
            )
        runs += 1
        expanded += result.expanded
        generated += result.generated
        seconds += result.seconds
    return Row(
        depth, chosen.name, heuristic, row_prune, runs, expanded, generated, seconds, "complete"
    )


# --- output ---------------------------------------------------------------------------------------

CSV_COLUMNS = (
    "depth",
    "algorithm",
    "heuristic",
    "prune",
    "instances",
    "mean_expanded",
    "mean_generated",
    "ebf",
    "mean_seconds",
    "status",
    "reason",
)


def row_record(row: Row) -> Dict[str, object]:
    """The row as CSV and JSON give it: instances is the number of boards its means cover; the means
    and ebf are None (empty in CSV) unless the row is complete."""
    return {
        "depth": row.depth,
        "algorithm": row.algorithm,
        "heuristic": row.heuristic,
        "prune": row.prune,
        "instances": row.runs,
        "mean_expanded": _rounded(row.mean_expanded, 3),
        "mean_generated": _rounded(row.mean_generated, 3),
        "ebf": _rounded(row.ebf, 4),
        "mean_seconds": _rounded(row.mean_seconds, 6),
        "status": row.status,
        "reason": row.reason,
    }


def _rounded(value: Optional[float], places: int) -> Optional[float]:
    return None if value is None else round(value, places)


def pairs_in(rows: Sequence[Row]) -> List[Tuple[str, Optional[str]]]:
    """The pairs of the rows, in their first order."""
    pairs = []  # type: List[Tuple[str, Optional[str]]]
    for row in rows:
        if (row.algorithm, row.heuristic) not in pairs:
            pairs.append((row.algorithm, row.heuristic))
    return pairs


def _nodes(value: Optional[float]) -> str:
    if value is None:
        return "-"
    return format(value, ",.0f") if value >= 100 else "%.1f" % value


def _factor(value: Optional[float]) -> str:
    return "-" if value is None else "%.2f" % value


def table_cells(rows: Sequence[Row]) -> Tuple[List[str], List[str], List[List[str]]]:
    """(group of each column, pair of each column, one list of cells per depth): the depth, then the
    mean nodes generated, the effective branching factor and the mean nodes expanded, one column per
    pair in each group (Figure 3.29's layout, with expanded added)."""
    pairs = pairs_in(rows)
    by_key = {(row.depth, row.algorithm, row.heuristic): row for row in rows}
    groups = [
        ("search cost (mean nodes generated)", lambda row: _nodes(row.mean_generated)),
        ("effective branching factor b*", lambda row: _factor(row.ebf)),
        ("mean nodes expanded", lambda row: _nodes(row.mean_expanded)),
    ]
    group_of = ["d"] + [name for name, _ in groups for _ in pairs]
    pair_of = ["d"] + [title(*pair) for _ in groups for pair in pairs]
    lines = []
    for depth in sorted({row.depth for row in rows}):
        cells = [str(depth)]
        for _, cell in groups:
            for pair in pairs:
                row = by_key.get((depth,) + pair)
                cells.append("" if row is None else cell(row))
        lines.append(cells)
    return group_of, pair_of, lines


def text_table(rows: Sequence[Row], width: Optional[int] = None) -> str:
    """The table for a terminal: the groups side by side (a line of group titles, a line of pairs,
    a line per depth), or, when that is wider than width, one block per group."""
    group_of, pair_of, lines = table_cells(rows)
    count = max(len(pairs_in(rows)), 1)
    starts = range(1, len(pair_of), count)
    widths = [
        max(len(cells[column]) for cells in [pair_of] + lines) for column in range(len(pair_of))
    ]

    def block(columns: Sequence[int]) -> List[str]:
        return [
            "  ".join(cells[column].rjust(widths[column]) for column in columns)
            for cells in [pair_of] + lines
        ]

    blocks = [block(range(start, start + count)) for start in starts]
    depth = [cells[0].rjust(widths[0]) for cells in [pair_of] + lines]
    spans = [
        max(len(blocks[number][0]), len(group_of[start])) for number, start in enumerate(starts)
    ]
    side_by_side = [
        " " * widths[0]
        + "    "
        + "    ".join(group_of[start].ljust(span) for start, span in zip(starts, spans))
    ]
    for line, first in enumerate(depth):
        side_by_side.append(
            first
            + "    "
            + "    ".join(
                blocks[number][line].rjust(spans[number]) for number in range(len(blocks))
            )
        )
    side_by_side = [line.rstrip() for line in side_by_side]
    if width is None or max(len(line) for line in side_by_side) <= width:
        return "\n".join(side_by_side) + "\n"
    stacked = []  # type: List[str]
    for number, start in enumerate(starts):
        stacked.append(group_of[start])
        stacked.extend(
            (first + "    " + text).rstrip() for first, text in zip(depth, blocks[number])
        )
        stacked.append("")
    return "\n".join(stacked[:-1]) + "\n"


def markdown_table(rows: Sequence[Row]) -> str:
    """The same table in Markdown: one header row naming group and pair per column."""
    group_of, pair_of, lines = table_cells(rows)
    short = {
        "search cost (mean nodes generated)": "generated",
        "effective branching factor b*": "b*",
        "mean nodes expanded": "expanded",
    }
    header = ["d"] + [
        "%s %s" % (pair, short[group]) for group, pair in zip(group_of[1:], pair_of[1:])
    ]
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---:" for _ in header) + "|"]
    out.extend("| " + " | ".join(cells) + " |" for cells in lines)
    return "\n".join(out) + "\n"


def notes(rows: Sequence[Row]) -> List[str]:
    """A line for each row that has no means: what stopped it, or that it was skipped."""
    return [
        "d=%d %s: %s (%s)" % (row.depth, row.title, row.status, row.reason)
        for row in rows
        if not row.complete
    ]


def drawn_points(rows: Sequence[Row], pair: Tuple[str, Optional[str]]) -> List[Tuple[int, float]]:
    """The (depth, mean nodes generated) a chart draws for pair: its rows that have a mean."""
    return [
        (row.depth, row.mean_generated)
        for row in rows
        if (row.algorithm, row.heuristic) == pair and row.mean_generated
    ]


def chart_title(rows: Sequence[Row], shape: str, instances: int, seed: int, prune: str) -> str:
    """A chart's title, naming only what it draws: the boards, and the pruning of the tree
    searches (IDDFS, IDA*) among the lines drawn, if any."""
    trees = []  # type: List[str]
    for pair in pairs_in(rows):
        chosen = algorithms.lookup(pair[0])
        if chosen.tree and drawn_points(rows, pair) and chosen.title not in trees:
            trees.append(chosen.title)
    title = "%s: %d boards per depth, seed %d" % (shape, instances, seed)
    return title + ("\n%s --prune %s" % (" and ".join(trees), prune) if trees else "")


def plot(rows: Sequence[Row], path: str, heading: str) -> None:
    """Draw the mean nodes generated per depth on a log scale, a line per pair, into path (.png or
    .svg). ImportError when matplotlib is missing."""
    import matplotlib  # the optional extra `plot`: see pyproject.toml

    matplotlib.use("Agg")  # files only: no display needed
    from matplotlib import pyplot

    figure, axes = pyplot.subplots(figsize=(7, 4.5), dpi=100)
    try:
        markers = "osD^v<>ph*"
        for number, pair in enumerate(pairs_in(rows)):
            points = drawn_points(rows, pair)
            if points:
                axes.plot(
                    [depth for depth, _ in points],
                    [mean for _, mean in points],
                    marker=markers[number % len(markers)],
                    label=title(*pair),
                )
        axes.set_yscale("log")
        axes.set_xlabel("solution depth d (moves)")
        axes.set_ylabel("mean nodes generated (log scale)")
        axes.set_title(heading, fontsize=10)
        depths = sorted({row.depth for row in rows})
        if depths:
            axes.set_xticks(depths)
        axes.grid(True, which="major", alpha=0.4)
        if axes.lines:
            axes.legend()
        figure.tight_layout()
        figure.savefig(path)
    finally:
        pyplot.close(figure)


def parse_depths(text: str) -> List[int]:
    """Depths written as 2,4,6 or as ranges 2-12 (every depth) and 2-24:2 (every second one);
    sorted, each once. ValueError for anything else or a depth below 1."""
    depths = set()  # type: Set[int]
    for part in text.split(","):
        part = part.strip()
        try:
            if "-" in part:
                span, _, step = part.partition(":")
                first, _, last = span.partition("-")
                depths.update(range(int(first), int(last) + 1, int(step) if step else 1))
            else:
                depths.add(int(part))
        except ValueError:
            raise ValueError(
                "--depths takes numbers and ranges such as 2,4,6 or 2-24:2, not %r" % text
            ) from None
    if not depths or min(depths) < 1:
        raise ValueError("--depths must name depths of at least 1, not %r" % text)
    return sorted(depths)
