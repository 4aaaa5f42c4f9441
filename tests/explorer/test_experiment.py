"""The explorer's experiment (python3 -m slidingkit.explorer experiment,
slidingkit/explorer/experiment.py, and its command, slidingkit/explorer/experiment_command.py).

What it proves:
- The effective branching factor solves N + 1 = 1 + b* + ... + b*^d: hand-computed values, and
  any b* from 0.05 to 6 at depths 1 to 30 recovered from the N it gives.
- Every board drawn at depth d is exactly d moves from the goal by plain BFS
(slidingkit/oracle/reference.py),
  and the same seed draws the same boards.
- The counts mean what the docs say: BFS's mean expansions lie between the mean sizes of the balls
  around the boards (plain BFS), and IDDFS without pruning generates every legal move string of
  each finished pass plus part of the last one (move strings counted here, independently).
- AIMA's ordering holds from depth 6: IDS generates more than A* with misplaced tiles, which
  generates more than A* with Manhattan distance (Russell & Norvig's Figure 3.29).
- The command line: a table per depth in Figure 3.29's layout, CSV (a row per depth x algorithm x
  heuristic, its b* consistent with its mean), Markdown, JSON; AIMA's pairs by default; a limit
  stops a row and skips its pair deeper; Ctrl-C keeps the finished rows (exit status 130);
  progress as a bar on a terminal and a line per row otherwise; bad input is one line and exit
  status 1; a closed output ends it quietly.
- --plot writes a real PNG or SVG (skipped without matplotlib), and without matplotlib says in
  one line how to install it.
"""

import csv
import json
import math
import os
import re
import signal
import subprocess
import sys
import time
from typing import Dict, List

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from slidingkit.explorer import algorithms, experiment
from slidingkit.oracle import reference
from tests.conftest import ROOT, default_ctrl_c, examples, slow_where
from tests.running import explorer, run_into_closed_pipe, run_on_terminal

GOAL_3X3 = (1, 2, 3, 4, 5, 6, 7, 8, 0)


# --- the effective branching factor ---------------------------------------------------------------


@pytest.mark.parametrize(
    "nodes, depth, expected",
    [
        (6, 2, 2.0),  # 2 + 4
        (14, 3, 2.0),  # 2 + 4 + 8
        (30, 4, 2.0),  # 2 + 4 + 8 + 16
        (363, 5, 3.0),  # 3 + 9 + 27 + 81 + 243
        (12.1875, 4, 1.5),  # 1.5 + 2.25 + 3.375 + 5.0625
        (5, 1, 5.0),  # a tree of depth 1 holds b + 1 nodes
        (2, 2, 1.0),  # 1 + 1: a path
        (1.3125, 2, 0.75),  # 0.75 + 0.5625: fewer nodes than the depth
        (10, 2, (math.sqrt(41) - 1) / 2),  # b + b^2 = 10
        (0, 3, 0.0),
    ],
)
def test_effective_branching_factor__hand_computed_values(nodes, depth, expected):
    assert experiment.effective_branching_factor(nodes, depth) == pytest.approx(
        expected, rel=1e-9, abs=1e-9
    )


@settings(deadline=None, max_examples=examples(100, 300, 1500))
@given(branching=st.floats(0.05, 6.0), depth=st.integers(1, 30))
def test_effective_branching_factor__recovers_the_factor_of_a_uniform_tree(branching, depth):
    nodes = sum(branching**power for power in range(1, depth + 1))
    assert experiment.effective_branching_factor(nodes, depth) == pytest.approx(branching, rel=1e-7)


@pytest.mark.parametrize("nodes, depth", [(10, 0), (-1, 3)])
def test_effective_branching_factor__rejects_no_depth_and_negative_nodes(nodes, depth):
    with pytest.raises(ValueError):
        experiment.effective_branching_factor(nodes, depth)


# --- the boards -----------------------------------------------------------------------------------


@pytest.mark.parametrize("depth", [1, 2, 5, 8, 13, 20, 26])
def test_draw_boards__every_board_is_exactly_that_far_from_the_goal(depth):
    distance, proof = experiment.depth_prover(GOAL_3X3)
    boards = experiment.draw_boards(GOAL_3X3, depth, 30, 7, distance)
    assert proof == "BFS" and len(boards) == 30
    assert [reference.distance(board, GOAL_3X3) for board in boards] == [depth] * 30
    assert boards == experiment.draw_boards(GOAL_3X3, depth, 30, 7, distance)  # the seed decides


def test_draw_boards__on_4x4_proved_by_an_optimal_search():
    goal = tuple(range(1, 16)) + (0,)
    distance, proof = experiment.depth_prover(goal)
    boards = experiment.draw_boards(goal, 8, 10, 3, distance)
    assert proof == "IDA*"
    assert [reference.distance_within(board, goal, 8) for board in boards] == [8] * 10


# --- what the counts mean -------------------------------------------------------------------------


def string_counts(board, longest: int) -> List[int]:
    """counts[k]: the legal move strings of k moves from board's blank cell (none skipped)."""
    side = int(round(len(board) ** 0.5))
    ways = {board.index(0): 1}
    counts = [1]
    for _ in range(longest):
        following = {}  # type: Dict[int, int]
        for cell, number in ways.items():
            row, column = divmod(cell, side)
            for target, legal in (
                (cell - side, row > 0),
                (cell + side, row < side - 1),
                (cell - 1, column > 0),
                (cell + 1, column < side - 1),
            ):
                if legal:
                    following[target] = following.get(target, 0) + number
        ways = following
        counts.append(sum(ways.values()))
    return counts


@pytest.mark.parametrize("depth", [1, 3, 6, 9])
def test_iddfs_without_pruning__generates_every_string_of_each_finished_pass(depth):
    rows, interrupted = experiment.run(GOAL_3X3, [depth], 12, 5, [("iddfs", None)], prune="none")
    distance, _ = experiment.depth_prover(GOAL_3X3)
    boards = experiment.draw_boards(GOAL_3X3, depth, 12, 5, distance)
    low = high = 0
    for board in boards:
        counts = string_counts(board, depth)
        finished = sum(
            sum(counts[1 : bound + 1]) for bound in range(1, depth)
        )  # passes 1..d-1, all of each
        low += finished + depth  # the last pass makes at least the path
        high += finished + sum(counts[1 : depth + 1])
    (row,) = rows
    assert not interrupted and row.complete and row.runs == 12
    assert low / 12 <= row.mean_generated <= high / 12


@pytest.mark.parametrize("depth", slow_where([2, 5, 9], {5}))
def test_bfs__mean_expanded_lies_between_the_mean_balls_around_the_boards(depth):
    rows, _ = experiment.run(GOAL_3X3, [depth], 20, 11, [("bfs", None)])
    distance, _ = experiment.depth_prover(GOAL_3X3)
    boards = experiment.draw_boards(GOAL_3X3, depth, 20, 11, distance)
    balls = [reference.distance_counts(reference.canonical_goal(board)) for board in boards]
    # the goal is tested when generated: every board nearer than depth - 1 is expanded,
    # none at depth
    low = sum(sum(within[: depth - 1]) for within in balls) / 20
    high = sum(sum(within[:depth]) for within in balls) / 20
    assert low < rows[0].mean_expanded <= high


def test_experiment__aima_ordering_from_depth_6():
    rows, _ = experiment.run(
        GOAL_3X3, [6, 8, 10], 30, 1, [("iddfs", None), ("astar", "hamming"), ("astar", "manhattan")]
    )
    for depth in (6, 8, 10):
        ids, h1, h2 = [row.mean_generated for row in rows if row.depth == depth]
        assert ids > h1 > h2


# --- the command line -----------------------------------------------------------------------------


def read_csv(path) -> List[Dict[str, str]]:
    with open(str(path), encoding="utf-8", newline="") as source:
        return list(csv.DictReader(source))


def test_cli__table_csv_markdown_and_json_for_aima_pairs_by_default(tmp_path):
    table, markdown = tmp_path / "rows.csv", tmp_path / "table.md"
    run = explorer(
        "experiment",
        "--depths",
        "2,4",
        "--instances",
        "6",
        "--seed",
        "3",
        "--csv",
        str(table),
        "--markdown",
        str(markdown),
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert "6 boards per depth" in lines[0] and "--prune none" in lines[0]
    assert (
        "search cost (mean nodes generated)" in run.stdout
        and "effective branching factor b*" in run.stdout
    )
    assert re.match(r"\s*d\s+IDDFS\s+A\* \+ hamming\s+A\* \+ manhattan\s+IDDFS", lines[4])
    assert [line.split()[0] for line in lines[5:]] == ["2", "4"]
    rows = read_csv(table)
    assert list(rows[0]) == list(experiment.CSV_COLUMNS)
    assert [(row["depth"], row["algorithm"], row["heuristic"]) for row in rows] == [
        (depth, algorithm, heuristic)
        for depth in ("2", "4")
        for algorithm, heuristic in (("iddfs", ""), ("astar", "hamming"), ("astar", "manhattan"))
    ]
    for row in rows:
        assert (row["instances"], row["status"], row["prune"]) == (
            "6",
            "complete",
            "none" if row["algorithm"] == "iddfs" else "",
        )
        nodes, branching, depth = float(row["mean_generated"]), float(row["ebf"]), int(row["depth"])
        assert 1 + nodes == pytest.approx(
            sum(branching**power for power in range(depth + 1)), rel=1e-3
        )
        assert float(row["mean_expanded"]) <= nodes
    text = markdown.read_text()
    assert "| d | IDDFS generated | A* + hamming generated |" in text
    assert len([line for line in text.splitlines() if re.match(r"\| \d+ \|", line)]) == 2
    as_json = json.loads(
        explorer(
            "experiment", "--depths", "2,4", "--instances", "6", "--seed", "3", "--json"
        ).stdout
    )
    assert [
        (row["depth"], row["algorithm"], row["heuristic"], row["mean_generated"])
        for row in as_json["rows"]
    ] == [
        (
            int(row["depth"]),
            row["algorithm"],
            row["heuristic"] or None,
            float(row["mean_generated"]),
        )
        for row in rows
    ]
    assert (as_json["seed"], as_json["instances"], as_json["interrupted"]) == (3, 6, False)


def test_text_table__groups_side_by_side_or_stacked_when_too_wide():
    rows, _ = experiment.run(
        GOAL_3X3, [2, 4], 3, 1, [("iddfs", None), ("astar", "hamming"), ("astar", "manhattan")]
    )
    wide = experiment.text_table(rows).splitlines()
    assert len(wide) == 4 and re.split(r"\s{3,}", wide[0].strip()) == [
        "search cost (mean nodes generated)",
        "effective branching factor b*",
        "mean nodes expanded",
    ]
    narrow = experiment.text_table(rows, 60).splitlines()
    assert max(len(line) for line in narrow) <= 60
    assert [narrow[0], narrow[5], narrow[10]] == [
        "search cost (mean nodes generated)",
        "effective branching factor b*",
        "mean nodes expanded",
    ]
    for first in (
        1,
        6,
        11,
    ):  # each block: the pairs, then a line per depth, the same cells as the wide table
        assert narrow[first].split() == ["d", "IDDFS", "A*", "+", "hamming", "A*", "+", "manhattan"]
        assert [line.split()[0] for line in narrow[first + 1 : first + 3]] == ["2", "4"]
    assert [cell for line in wide[2:] for cell in line.split()] == [
        cell
        for depth in (2, 3)
        for cell in [narrow[depth].split()[0]]
        + narrow[depth].split()[1:]
        + narrow[depth + 5].split()[1:]
        + narrow[depth + 10].split()[1:]
    ]


def test_cli__the_same_seed_gives_the_same_counts_and_choices_pass_through(tmp_path):
    arguments = [
        "experiment",
        "--depths",
        "3-7:2",
        "--instances",
        "4",
        "--seed",
        "9",
        "-a",
        "idastar,bfs",
        "-H",
        "manhattan,walking",
        "--prune",
        "automaton",
        "--json",
    ]
    first, second = (json.loads(explorer(*arguments).stdout) for _ in range(2))
    counts = [
        [
            (
                row["depth"],
                row["algorithm"],
                row["heuristic"],
                row["prune"],
                row["mean_expanded"],
                row["mean_generated"],
            )
            for row in run["rows"]
        ]
        for run in (first, second)
    ]
    assert counts[0] == counts[1]
    assert [
        (depth, algorithm, heuristic, prune)
        for depth, algorithm, heuristic, prune, _, _ in counts[0]
    ] == [
        (depth, algorithm, heuristic, prune)
        for depth in (3, 5, 7)
        for algorithm, heuristic, prune in (
            ("idastar", "manhattan", "automaton"),
            ("idastar", "walking", "automaton"),
            ("bfs", None, None),
        )
    ]


def test_cli__a_limit_stops_the_row_and_skips_the_pair_deeper(tmp_path):
    table = tmp_path / "rows.csv"
    run = explorer(
        "experiment",
        "--depths",
        "2,6,8",
        "--instances",
        "5",
        "--max-nodes",
        "50",
        "--csv",
        str(table),
    )
    assert run.returncode == 0, run.stderr
    status = {(row["depth"], row["algorithm"], row["heuristic"]): row for row in read_csv(table)}
    assert status["2", "iddfs", ""]["status"] == "complete"
    assert (
        status["6", "iddfs", ""]["status"] == "stopped"
        and status["6", "iddfs", ""]["mean_generated"] == ""
    )
    assert (
        status["8", "iddfs", ""]["status"] == "skipped"
        and status["8", "iddfs", ""]["reason"] == "stopped at depth 6"
    )
    assert status["8", "astar", "manhattan"]["status"] == "complete"
    assert "d=6 IDDFS: stopped (board " in run.stdout and "--max-nodes 50" in run.stdout


def test_cli__ctrl_c_prints_the_finished_rows_and_exits_130(tmp_path):
    table = tmp_path / "rows.csv"
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "slidingkit.explorer",
            "experiment",
            "--depths",
            "2,4,16",
            "--instances",
            "3",
            "--csv",
            str(table),
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=default_ctrl_c,
    )
    seen = ""
    deadline = time.monotonic() + 120  # generous: a busy machine starts it late
    while "[6/9]" not in seen and time.monotonic() < deadline:
        seen += process.stderr.readline()  # a line per finished row: the rows of depths 2 and 4
    time.sleep(0.5)  # IDDFS at depth 16 runs for minutes
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 130 and "interrupted: 6 of 9 rows finished" in stderr
    assert [line.split()[0] for line in stdout.splitlines()[5:]] == ["2", "4"]
    assert [(row["depth"], row["status"]) for row in read_csv(table)] == [
        (depth, "complete") for depth in "222444"
    ]


def test_cli__a_progress_bar_on_a_terminal_and_a_line_per_row_in_a_log():
    status, stdout, shown = run_on_terminal(
        "experiment", "--depths", "2,10", "--instances", "20", "-a", "iddfs"
    )
    assert status == 0 and re.search(rb"\[#*\.*\] +\d+%  d=10  IDDFS  board \d+/20", shown)
    assert b"experiment [" not in shown and "10" in stdout
    logged = explorer("experiment", "--depths", "2,4", "--instances", "2", "-a", "iddfs")
    assert [line.split(":")[0] for line in logged.stderr.splitlines()] == [
        "experiment [1/2] d=2 IDDFS",
        "experiment [2/2] d=4 IDDFS",
    ]
    quiet = explorer("experiment", "-q", "--depths", "2", "--instances", "2")
    assert quiet.returncode == 0 and quiet.stderr == ""


@pytest.mark.parametrize(
    "arguments, fault",
    [
        (
            ["--depths", "2,x"],
            "--depths takes numbers and ranges such as 2,4,6 or 2-24:2, not '2,x'",
        ),
        (["--depths", "0,2"], "--depths must name depths of at least 1"),
        (["--depths", "32"], "no 3x3 board is 32 moves from the goal: the farthest are 31"),
        (["--instances", "0"], "--instances must be at least 1"),
        (["--side", "3", "--goal", "1230"], "--goal is 2x2 but --side is 3"),
        (["--goal", "123456788"], "tile 8 appears twice"),
        (["-a", "quantum"], "no algorithm or heuristic called 'quantum'"),
        (["--plot", "chart.jpg"], "--plot writes .png or .svg files, not chart.jpg"),
        (["--partition", "4-4"], "--partition goes with -H pdb"),
        (
            ["--csv", "/nonexistent/folder/rows.csv"],
            "--csv /nonexistent/folder/rows.csv: no folder",
        ),
    ],
)
def test_cli__bad_input_is_one_line_and_exit_status_1(arguments, fault):
    run = explorer("experiment", "--instances", "2", *arguments)
    assert run.returncode == 1 and run.stdout == "" and run.stderr.count("\n") == 1, run.stderr
    assert fault in run.stderr and "Traceback" not in run.stderr


def test_cli__a_closed_output_ends_quietly():
    run = run_into_closed_pipe("experiment", "-q", "--depths", "2,4", "--instances", "3", "--json")
    assert (run.returncode, run.stderr) == (141, "")


# --- the chart ------------------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", slow_where(["png", "svg"], {"svg"}))
def test_plot__writes_a_real_image(tmp_path, suffix):
    pytest.importorskip("matplotlib", reason="matplotlib (the plot extra) is not installed")
    chart = tmp_path / ("chart." + suffix)
    run = explorer(
        "experiment", "-q", "--depths", "2,4,6", "--instances", "3", "--plot", str(chart)
    )
    assert run.returncode == 0, run.stderr
    content = chart.read_bytes()
    if suffix == "png":
        assert content.startswith(b"\x89PNG\r\n\x1a\n") and b"IEND" in content[-16:]
    else:
        assert re.search(
            rb"<svg[^>]*xmlns=\"http://www.w3.org/2000/svg\"", content
        ) and content.rstrip().endswith(b"</svg>")


def test_plot__without_matplotlib_says_how_to_install_it(tmp_path):
    shadow = tmp_path / "shadow" / "matplotlib"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text("raise ImportError('No module named matplotlib')\n")
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "slidingkit.explorer",
            "experiment",
            "--plot",
            str(tmp_path / "chart.png"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, PYTHONPATH=str(shadow.parent)),
    )
    assert run.returncode == 1 and run.stdout == "" and run.stderr.count("\n") == 1
    assert (
        "--plot needs matplotlib: pip install '.[plot]'" in run.stderr
        and "Traceback" not in run.stderr
    )
    assert not (tmp_path / "chart.png").exists()


def test_default_pairs__are_aima_s():
    assert (experiment.DEFAULT_ALGORITHMS, experiment.DEFAULT_HEURISTICS) == (
        ("iddfs", "astar"),
        ("hamming", "manhattan"),
    )
    assert algorithms.lookup("ids").name == "iddfs"


def test_chart_title__names_the_pruning_of_only_the_tree_searches_it_draws():
    def row(algorithm, heuristic, status="complete"):
        return experiment.Row(4, algorithm, heuristic, None, 2, 10, 30, 0.1, status)

    def title(*rows):
        return experiment.chart_title(list(rows), "3x3", 100, 1, "none")

    plain = "3x3: 100 boards per depth, seed 1"
    assert title(row("astar", "hamming"), row("astar", "manhattan")) == plain
    assert title(row("iddfs", None), row("astar", "manhattan")) == plain + "\nIDDFS --prune none"
    assert title(row("idastar", "manhattan"), row("iddfs", None)) == (
        plain + "\nIDA* and IDDFS --prune none"
    )
    stopped = row("idastar", "manhattan", "stopped")  # no mean: not drawn, so not named
    assert title(stopped, row("astar", "manhattan")) == plain
