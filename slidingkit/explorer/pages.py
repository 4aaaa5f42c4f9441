"""The explorer's pages: `--html FILE` on solve, compare and experiment writes one HTML page of
the run that opens from disk in any current browser, with nothing beside it and no network.

The page shows what the run recorded; it searches nothing. This module turns a run into a record
(solve_record, compare_record, experiment_record: plain JSON, every figure computed here, in
Python) and writes the page: the frame web/page.html with the style web/page.css, the script
web/page.js and the record copied into it. The script draws the record by its "kind": the boards
and the path played move by move (solve), the sortable table and the bars (compare), the table
and the charts (experiment). How each is tested in a browser: tests/explorer/test_browser.py.
"""

import html
import json
import math
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Sequence

from slidingkit.explorer import experiment
from slidingkit.explorer.puzzle import Puzzle, Result, run_json, shortest_proved

WEB = Path(__file__).with_name("web")  # the page's frame, style and script
Record = Dict[str, Any]


def write_page(path: str, record: Record) -> None:
    """The page of record into path; OSError if it cannot be written."""
    with open(path, "w", encoding="utf-8") as target:
        target.write(page_text(record))


def page_text(record: Record) -> str:
    """The whole page: the frame with the style, the script and record (as JSON) inside."""
    frame = (WEB / "page.html").read_text("utf-8")
    data = json.dumps(record, allow_nan=False, separators=(",", ":"))
    parts = {
        "title": html.escape(record["title"]),
        "kind": record["kind"],
        "style": (WEB / "page.css").read_text("utf-8").rstrip("\n"),
        "script": (WEB / "page.js").read_text("utf-8").rstrip("\n"),
        # Inside a script element only "</" could end it early; JSON allows \u003c for "<".
        "record": data.replace("<", "\\u003c"),
    }
    for name, text in parts.items():
        frame = frame.replace("{{%s}}" % name, text)
    return frame


def _finite(value: Optional[float]) -> Optional[float]:
    """value rounded for the page; None for none or for infinity (a goal out of a tile's reach)."""
    if value is None or math.isinf(value):
        return None
    return int(value) if float(value).is_integer() else round(value, 3)


def _instance(puzzle: Puzzle) -> Record:
    return {
        "heading": puzzle.heading(),
        "board": puzzle.drawing(),
        "start": list(puzzle.start),
        "goal": list(puzzle.goal),
    }


def _counts(result: Result) -> Record:
    """The run's fields as its JSON writes them (puzzle.run_json), but for the path, which the
    page shows as boards, and with a bound the page can hold (JSON has no infinity)."""
    record = run_json(result, None)
    del record["path"]
    record["lower_bound"] = _finite(result.lower_bound)
    return record


def solve_record(puzzle: Puzzle, result: Result, optimality: str, lines: Sequence[str]) -> Record:
    """solve's page: the instance, the run's counts and each step of its path (the move, the
    board after it, g, h and f of the run's heuristic, or of the board kind's default heuristic
    for a search that takes none), IDA*'s passes. optimality: the words on whether the path is
    proved shortest; lines: what solve prints about the check, the loop and the pruning."""
    shown = result.heuristic or puzzle.heuristic(None)
    steps = []  # type: List[Record]
    if result.path is not None:
        estimate = puzzle.estimate(shown)  # type: Callable[..., float]
        names = [None] + puzzle.move_names(result.path)  # type: List[Optional[str]]
        for moves, (name, board) in enumerate(zip(names, puzzle.boards(result.path))):
            estimated = _finite(estimate(board))
            steps.append(
                {
                    "move": name,
                    "board": list(board),
                    "g": moves,
                    "h": estimated,
                    "f": None if estimated is None else moves + estimated,
                }
            )
    record = {"kind": "solve", "title": "%s: %s" % (result.title, puzzle.heading())}  # type: Record
    record.update(_instance(puzzle))
    record.update(_counts(result))
    record.update(
        {
            "shown_heuristic": shown,
            "optimality": optimality if result.path is not None else None,
            "lines": list(lines),
            "steps": steps,
            "passes": _passes(result),
        }
    )
    return record


def _passes(result: Result) -> List[Record]:
    """Each iterative-deepening pass: its bound and the nodes it expanded and generated."""
    ends = [(expanded, generated) for _, expanded, generated in result.passes[1:]]
    ends.append((result.expanded, result.generated))
    return [
        {"bound": _finite(bound), "expanded": end[0] - expanded, "generated": end[1] - generated}
        for (bound, expanded, generated), end in zip(result.passes, ends)
    ]


def compare_record(puzzle: Puzzle, results: Sequence[Result], lines: Sequence[str]) -> Record:
    """compare's page: the instance and a row per run, each with how many moves longer than the
    shortest proved answer it is (None where that is not known); lines: what compare prints
    above its table after the instance (the pruning, the check, or why the goal is out of
    reach)."""
    shortest = shortest_proved(results)
    rows = []
    for result in results:
        row = _counts(result)
        row["extra"] = None if shortest is None or result.moves is None else result.moves - shortest
        rows.append(row)
    record = {"kind": "compare", "title": "compare: %s" % puzzle.heading()}  # type: Record
    record.update(_instance(puzzle))
    record.update({"lines": list(lines), "shortest": shortest, "rows": rows})
    return record


def experiment_record(rows: Sequence[experiment.Row], heading: str, title: str) -> Record:
    """experiment's page: the table as the command prints it (experiment.table_cells) and a
    series per algorithm x heuristic of its complete rows' means, for the charts; title: the
    charts' (experiment.chart_title)."""
    groups, pairs, lines = experiment.table_cells(rows)
    series = []
    for pair in experiment.pairs_in(rows):
        points = [
            {
                "depth": row.depth,
                "generated": _finite(row.mean_generated),
                "expanded": _finite(row.mean_expanded),
                "ebf": None if row.ebf is None else round(row.ebf, 4),
                "seconds": None if row.mean_seconds is None else round(row.mean_seconds, 6),
                "instances": row.runs,
            }
            for row in rows
            if (row.algorithm, row.heuristic) == pair and row.complete and row.runs
        ]
        series.append({"pair": experiment.title(*pair), "points": points})
    return {
        "kind": "experiment",
        "title": "experiment: %s" % heading.split(" (")[0],
        "chart_title": title,
        "heading": heading,
        "table": {"groups": groups, "pairs": pairs, "lines": lines},
        "series": series,
        "notes": experiment.notes(rows),
    }
