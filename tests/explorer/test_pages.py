"""The explorer's --html pages as files (slidingkit/explorer/pages.py); how they draw in a browser:
tests/explorer/test_browser.py.

What it proves:
- solve's record holds the path as boards that replay, each a legal move from the one before, from
  the start to the goal in exactly the moves the run reports (the reference BFS's distance), with
  g, h (a Manhattan distance written here) and f at each; IDA*'s passes rise to the distance and
  their nodes add up to the run's; a graph's record holds its cells' places and its path's boards.
- The page needs nothing beside it: no script, style, image or font from a file or the network,
  and a "</script>" inside the record cannot end its script early; the record reads back whole.
- --html on solve, compare and experiment writes the page and leaves stdout (text and JSON) as
  it is without it; a folder that does not exist is one line and exit status 1 before any search.
"""

import contextlib
import io
import json
import re

import pytest

from slidingkit.explorer import graph, pages
from slidingkit.explorer.algorithms import GridPuzzle
from slidingkit.explorer.cli import main
from slidingkit.explorer.puzzle import solve
from slidingkit.oracle import graph_reference, reference
from tests.explorer.conftest import REPORT_GOAL, REPORT_START
from tests.running import explorer


def manhattan(board, goal, side=3):
    """The tiles' summed row and column distances to their goal cells, written for this test."""
    total = 0
    for cell, tile in enumerate(board):
        if tile:
            home = goal.index(tile)
            total += abs(cell // side - home // side) + abs(cell % side - home % side)
    return total


def record_in(text):
    """The record a page holds, read back as the page's script reads it."""
    found = re.search(r'<script type="application/json" id="run">(.*?)</script>', text, re.S)
    assert found, "the page holds no record"
    return json.loads(found.group(1))


def masked(output):
    """output with its times (and the spaces that align them) made alike: they vary run to run."""
    output = re.sub(r"[\d.]+ (ms|s)\b|\"(mean_)?seconds\": [\d.e-]+", "T", output)
    return re.sub(r" +", " ", output)


def quiet_main(arguments):
    """main(arguments) with its stdout captured: (status, stdout)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(arguments)
    return status, out.getvalue()


def test_solve_record__steps_replay_the_path_to_the_goal_with_g_h_and_f():
    puzzle = GridPuzzle(REPORT_START, REPORT_GOAL)
    result = solve(puzzle, "idastar", "manhattan", prune="undo")
    record = pages.solve_record(puzzle, result, "optimal (proved)", [])
    steps = record["steps"]
    distance = reference.distance(REPORT_START, REPORT_GOAL)
    assert record["moves"] == distance == len(steps) - 1 == 20
    assert tuple(steps[0]["board"]) == REPORT_START and tuple(steps[-1]["board"]) == REPORT_GOAL
    for before, after in zip(steps, steps[1:]):
        assert tuple(after["board"]) in reference.neighbors(tuple(before["board"]))
    for moves, step in enumerate(steps):
        assert step["g"] == moves and step["h"] == manhattan(step["board"], REPORT_GOAL)
        assert step["f"] == step["g"] + step["h"]
    assert [step["move"] for step in steps[1:]] == list(result.path)


def test_solve_record__idastar_passes_rise_to_the_distance_and_add_up_to_the_runs_nodes():
    puzzle = GridPuzzle(REPORT_START, REPORT_GOAL)
    result = solve(puzzle, "idastar", "manhattan", prune="undo")
    passes = pages.solve_record(puzzle, result, "", [])["passes"]
    bounds = [each["bound"] for each in passes]
    assert bounds == sorted(set(bounds)) and bounds[0] == manhattan(REPORT_START, REPORT_GOAL)
    assert bounds[-1] == 20
    assert sum(each["expanded"] for each in passes) == result.expanded
    assert sum(each["generated"] for each in passes) == result.generated
    fast = solve(puzzle, "idastar", "walking")  # the incremental loop: its own tally
    assert fast.loop == "incremental" and len(fast.passes) > 1
    fast_passes = pages.solve_record(puzzle, fast, "", [])["passes"]
    assert sum(each["expanded"] for each in fast_passes) == fast.expanded
    assert all(each["expanded"] > 0 for each in fast_passes)
    bfs = solve(puzzle, "bfs")
    assert pages.solve_record(puzzle, bfs, "", [])["passes"] == []


def test_solve_record__a_graph_board_has_its_places_and_its_paths_boards():
    cells, edges, goal = graph.diamond()
    start = (3, 1, 2, 0, 4, 5, 6, 7, 8, 9, 10, 11, 0)
    puzzle = graph.GraphPuzzle(graph.make_graph(cells, edges, "diamond"), start, goal)
    result = solve(puzzle, "astar")
    record = pages.solve_record(puzzle, result, "optimal (proved)", [])
    drawing = record["board"]
    assert drawing["kind"] == "graph" and drawing["edges"] == [list(edge) for edge in edges]
    assert len(drawing["places"]) == cells == len(set(map(tuple, drawing["places"])))
    assert all(0 <= x <= 1 and 0 <= y <= 1 for x, y in drawing["places"])
    boards = [tuple(step["board"]) for step in record["steps"]]
    assert boards[0] == start and boards[-1] == goal
    assert len(boards) - 1 == record["moves"] == graph_reference.distance(start, goal, edges)
    around = graph_reference.neighbours(cells, edges)
    assert all(
        after in graph_reference.moves(before, around) for before, after in zip(boards, boards[1:])
    )
    assert record["steps"][-1]["h"] == 0


def test_page__needs_nothing_beside_it_and_a_record_cannot_end_its_script(tmp_path):
    record = {
        "kind": "compare",
        "title": "a </script><script>alert(1)</script> title",
        "odd": "</script><!-- & \u2192",
    }
    text = pages.page_text(record)
    assert record_in(text) == record
    assert text.count("</script>") == 2  # the record's and the script's own ends, no other
    assert "<title>a &lt;/script&gt;" in text
    assert not re.search(r"""\b(src|href)\s*=|<link\b|@import|url\(""", text, re.I)
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg\b)", text)  # the SVG namespace only


@pytest.mark.parametrize(
    "arguments",
    [
        ["solve", "541203786", "123804765", "-a", "astar", "-H", "manhattan"],
        ["solve", "--graph", "diamond", "3 1 2 0 4 5 6 7 8 9 10 11 0", "-a", "bfs"],
        ["compare", "-q", "541203786", "123804765", "-a", "astar,idastar", "-H", "manhattan"],
        ["experiment", "-q", "--depths", "2,4", "--instances", "3", "--seed", "1"],
    ],
    ids=["solve", "graph", "compare", "experiment"],
)
def test_html__writes_the_page_and_leaves_stdout_as_it_is(tmp_path, arguments):
    for extra in ([], ["--json"]):
        status, plain = quiet_main(arguments + extra)
        target = tmp_path / "page.html"
        status_with, with_page = quiet_main(arguments + extra + ["--html", str(target)])
        assert status == status_with == 0
        assert masked(with_page) == masked(plain)
        record = record_in(target.read_text("utf-8"))
        assert record["kind"] == arguments[0]
    if arguments[0] == "experiment":
        json_rows = json.loads(plain)["rows"]
        shown = [point for series in record["series"] for point in series["points"]]
        assert len(shown) == len(json_rows)
        assert sorted(point["generated"] for point in shown) == sorted(
            row["mean_generated"] for row in json_rows
        )
    elif arguments[0] == "compare":
        runs = json.loads(plain)["runs"]
        assert [(row["algorithm"], row["expanded"]) for row in record["rows"]] == [
            (run["algorithm"], run["expanded"]) for run in runs
        ]
    else:
        run = json.loads(plain)
        assert record["moves"] == run["moves"] == len(record["steps"]) - 1
        assert record["start"] == run["start"] and record["steps"][-1]["board"] == run["goal"]


@pytest.mark.parametrize("command", ["solve", "compare", "experiment"])
def test_html__into_a_folder_that_does_not_exist_is_one_line_and_status_1(command):
    boards = [] if command == "experiment" else ["541203786", "123804765"]
    run = explorer(command, *boards, "--html", "/nonexistent/folder/page.html")
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr == (
        "explorer: bad input: --html /nonexistent/folder/page.html: no folder /nonexistent/folder\n"
    )
