"""The explorer's solve and compare commands on grid boards (python3 -m slidingkit.explorer,
slidingkit/explorer/commands.py; on a graph: tests/explorer/test_graph.py). They also test the
command line's entry (slidingkit/explorer/cli.py), its flags (slidingkit/explorer/parser.py) and
the reading of the instance (slidingkit/explorer/instance.py).

What it proves:
- solve prints the path board by board and says it is optimal; --moves replay to the goal in every
  notation; --json holds the path and the counters; the default goal is blank last and the default
  search optimal; an unreachable goal is reported by parity with exit status 2, in solve and
  compare; --file holds the boards or comes on stdin; --max-nodes and DFS's --depth-limit end
  with exit status 3 and what was proved; --help says what the move letters mean.
- Bad input is one line that names the fault and exit status 1; a closed output (`| head -1`)
  ends a run quietly: no traceback, exit status 141; Ctrl-C stops cleanly with progress on a
  terminal.
- compare reproduces the course report's instance, its JSON has one run per combination, every
  IDDFS and IDA* row runs one loop with the pruning --prune names; progress: a status line on a
  terminal, a line per finished row otherwise. solve --prune names the loop and goes with the tree
  searches only.
"""

import json
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
from typing import List, Sequence, Tuple

import pytest

from slidingkit.explorer import algorithms, heuristics
from slidingkit.explorer.algorithms import combinations
from slidingkit.oracle import reference
from tests.conftest import (
    ROOT,
    default_ctrl_c,
    slide,
)
from tests.explorer.conftest import (
    HARD_4X4,
    REPORT_GOAL,
    REPORT_START,
    boards_in_picture,
)
from tests.running import explorer, run_into_closed_pipe, run_on_terminal

# --- the command line -----------------------------------------------------------------------------


def test_solve__prints_the_path_as_boards_and_says_it_is_optimal():
    run = explorer("solve", "541203786", "123804765", "-a", "astar", "-H", "manhattan")
    assert run.returncode == 0 and run.stderr == ""
    picture = run.stdout.split("\n", 1)[1].rsplit("\n20 moves", 1)[0] + "\n"
    boards = boards_in_picture(picture, 3)
    assert boards[0] == REPORT_START and boards[-1] == REPORT_GOAL and len(boards) == 21
    assert all(boards[step + 1] in reference.neighbors(boards[step]) for step in range(20))
    assert "20 moves, optimal (proved)" in run.stdout and "expanded 265" in run.stdout


@pytest.mark.parametrize(
    "notations",
    [
        ("283104765", "123804765"),
        ("2 8 3 / 1 -1 4 / 7 6 5", "1 2 3 / 8 -1 4 / 7 6 5"),
        ("2", "8", "3", "1", "0", "4", "7", "6", "5", "1", "2", "3", "8", "0", "4", "7", "6", "5"),
    ],
)
def test_solve__moves_replay_to_the_goal_in_every_notation(notations):
    run = explorer("solve", "--moves", *notations)
    assert run.returncode == 0, run.stderr
    path = run.stdout.splitlines()[1].split()[0]
    assert slide((2, 8, 3, 1, 0, 4, 7, 6, 5), path) == REPORT_GOAL and len(path) == 4


def test_solve__json_holds_the_path_and_the_counters():
    run = explorer("solve", "--json", "-a", "bfs", "541203786", "123804765")
    result = json.loads(run.stdout)
    assert run.returncode == 0
    assert slide(tuple(result["start"]), result["path"]) == tuple(result["goal"]) == REPORT_GOAL
    assert (result["moves"], result["optimal"], result["status"], result["heuristic"]) == (
        20,
        True,
        "solved",
        None,
    )
    assert (
        result["expanded"] > 0
        and result["generated"] > result["expanded"]
        and result["max_frontier"] > 0
    )


def test_solve__default_goal_is_blank_last_and_default_search_is_optimal():
    run = explorer("solve", "--json", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15")
    result = json.loads(run.stdout)
    assert result["goal"] == list(range(1, 16)) + [0] and result["path"] == "R"
    assert (result["algorithm"], result["heuristic"], result["optimal"]) == (
        "IDA*",
        "walking",
        True,
    )


@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_unreachable__reported_by_parity_with_exit_status_2(json_flag):
    run = explorer("solve", *json_flag, "2 8 3 / 1 -1 4 / 7 6 5", "2 4 3 / 1 8 -1 / 7 6 5")
    assert run.returncode == 2 and run.stderr == ""
    text = run.stdout if not json_flag else json.loads(run.stdout)["reason"]
    assert "parities" in text and "odd" in text and "even" in text


def test_compare__unreachable_goal_prints_the_reason_and_no_table():
    run = explorer("compare", "2 8 3 / 1 -1 4 / 7 6 5", "2 4 3 / 1 8 -1 / 7 6 5")
    assert (
        run.returncode == 2
        and run.stdout.startswith("unreachable: ")
        and "algorithm" not in run.stdout
    )


@pytest.mark.parametrize(
    "arguments, fault",
    [
        (["solve", "12345678"], "8 digits"),
        (["solve", "283104765", "-a", "dijkstra"], "no algorithm or heuristic called 'dijkstra'"),
        (["solve", "283104765", "-a", "bfs", "-H", "manhattan"], "BFS takes no heuristic"),
        (
            [
                "solve",
                "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0",
                "-H",
                "walking",
            ],
            "up to 4x4",
        ),
        (
            ["solve", "283104765", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"],
            "9 cells and the goal 16",
        ),
        (["solve", "--file", "/nonexistent/boards.txt"], "cannot read /nonexistent/boards.txt"),
        (["solve", "--file", "-", "283104765"], "not both"),
        (["solve"], "no board given"),
        (["solve", "283104765", "--max-nodes", "many"], "invalid int value"),
        (["compare", "283104765", "--algorithms", "bfs,quantum"], "'quantum'"),
        ([], "required"),
    ],
)
def test_bad_input__one_line_on_stderr_and_exit_status_1(arguments, fault):
    run = explorer(*arguments)
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and fault in run.stderr and "Traceback" not in run.stderr


@pytest.mark.parametrize(
    "board, fault",
    [
        (
            "1 2 3 / 4 5 6 / 7 8",
            "8 numbers, one short of a 3x3 board (9 cells): the blank is missing",
        ),
        ("123456788", "tile 8 appears twice"),
    ],
)
def test_bad_board__the_fault_named_on_one_line(board, fault):
    run = explorer("solve", board)
    assert (
        run.returncode == 1
        and run.stdout == ""
        and run.stderr.count("\n") == 1
        and fault in run.stderr
    )


@pytest.mark.parametrize(
    "arguments",
    [
        ["solve", "541203786", "123804765", "-a", "bfs"],
        ["solve", "--json", "541203786", "123804765"],
        [
            "compare",
            "-q",
            "541203786",
            "123804765",
            "--algorithms",
            "bfs,astar",
            "--heuristics",
            "manhattan",
        ],
        ["compare", "-q", "--json", "541203786", "123804765", "--algorithms", "bfs"],
        ["--help"],
    ],
)
def test_closed_output__ends_quietly_without_a_traceback(arguments):
    run = run_into_closed_pipe(*arguments)
    assert run.stderr == ""
    # argparse writes the help itself and ignores a failed write, so --help may still end in 0
    assert run.returncode == 141 or (arguments == ["--help"] and run.returncode == 0)


def test_file__holds_start_and_goal_or_comes_on_stdin(tmp_path):
    boards = tmp_path / "instance.txt"
    boards.write_text("2 8 3\n1 0 4\n7 6 5\n\n1 2 3\n8 0 4\n7 6 5\n")
    from_file = explorer("solve", "--moves", "--file", str(boards))
    from_stdin = explorer("solve", "--moves", "--file", "-", stdin=boards.read_text())
    assert from_file.returncode == from_stdin.returncode == 0
    assert (
        from_file.stdout.splitlines()[1].split()[0] == from_stdin.stdout.splitlines()[1].split()[0]
    )
    assert len(from_file.stdout.splitlines()[1].split()[0]) == 4


def test_max_nodes__exit_status_3_with_what_was_proved():
    run = explorer("solve", "-a", "bfs", "--max-nodes", "10", "867254301", "123456780")
    assert run.returncode == 3
    assert re.search(
        r"no answer: stopped at --max-nodes 10; proved so far: at least \d+ moves", run.stdout
    )
    assert "expanded 10," in run.stdout


def test_dfs_depth_limit__not_found_is_exit_status_3():
    run = explorer("solve", "-a", "dfs", "--depth-limit", "19", "541203786", "123804765")
    assert run.returncode == 3 and "no path of at most 19 moves" in run.stdout


def test_help__says_what_the_move_letters_mean():
    run = explorer("solve", "--help")
    assert run.returncode == 0 and "direction the blank moves" in run.stdout
    for name in list(algorithms.ALGORITHMS) + list(heuristics.HEURISTICS):
        assert name in run.stdout


@pytest.mark.parametrize(
    "arguments, status",
    [
        (["solve", "283104765", "123804765", "--moves"], 0),
        (["solve", "12345678", "123456780"], 1),
        (["solve", "123456708", "123456870"], 2),
        (["solve", "--no-such-flag"], 1),
        (["compare", "--help"], 0),
    ],
    ids=["solved", "bad-input", "unreachable", "usage", "help"],
)
def test_cli__as_a_process_prints_and_exits_as_the_tests_in_process_run(arguments, status):
    """python3 -m slidingkit.explorer as a process, against the explorer() the other tests use
    (its main in the test's process): the same exit status, stdout (but the time taken) and
    stderr."""
    process = subprocess.run(
        [sys.executable, "-m", "slidingkit.explorer"] + arguments,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,  # proves the run ends, on a busy machine too
    )
    assert process.returncode == status, process.stderr
    in_process = explorer(*arguments)
    untimed = [re.sub(r"time [0-9.]+ ms", "time", run.stdout) for run in (in_process, process)]
    assert in_process.returncode == process.returncode and untimed[0] == untimed[1]
    assert in_process.stderr == process.stderr.replace("__main__.py", "slidingkit.explorer")


def test_ctrl_c__stops_cleanly_with_progress_on_a_terminal():
    # stderr is a terminal (a pseudo-terminal), so progress lines appear; SIGINT then ends the run.
    goal = " ".join(map(str, range(1, 16))) + " 0"
    primary, secondary = pty.openpty()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "slidingkit.explorer",
            "solve",
            "-a",
            "iddfs",
            " ".join(map(str, HARD_4X4)),
            goal,
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=secondary,
        text=True,
        preexec_fn=default_ctrl_c,
    )
    os.close(secondary)
    progress = b""
    deadline = time.monotonic() + 60  # generous: a busy machine starts it late
    while b"expanded" not in progress and time.monotonic() < deadline:
        ready, _, _ = select.select([primary], [], [], 0.5)
        if ready:
            progress += os.read(primary, 4096)
    process.send_signal(signal.SIGINT)
    # Keep draining the terminal until it exits: a full pseudo-terminal would block its writes.
    # A read can fail (EIO) while it still runs, so a failed read does not end the draining.
    deadline = time.monotonic() + 60
    while process.poll() is None and time.monotonic() < deadline:
        ready, _, _ = select.select([primary], [], [], 0.2)
        if ready:
            try:
                progress += os.read(primary, 4096)
            except OSError:
                time.sleep(0.01)
    stdout, _ = process.communicate(timeout=60)
    os.close(primary)
    assert b"IDDFS: bound " in progress and b"/s" in progress
    assert process.returncode == 130
    assert (
        "no answer: interrupted (Ctrl-C); proved so far: at least" in stdout
        and "expanded" in stdout
    )


def test_compare__reproduces_the_course_report_instance():
    run = explorer("compare", "541203786", "123804765")
    assert run.returncode == 0
    rows = {
        tuple(re.split(r"\s{2,}", line.strip())[:2]): re.split(r"\s{2,}", line.strip())
        for line in run.stdout.splitlines()[2:]
    }
    assert len(rows) == len(combinations(3, None, None))
    for (algorithm, _heuristic), row in rows.items():
        if row[4] == "proved":
            assert row[3] == "20"
        assert row[2] == (
            "undo" if algorithm in ("IDDFS", "IDA*") else "-"
        )  # the default pruning, on all alike
    assert rows["A*", "string"][3:5] == ["24 (+4)", "no"]
    assert rows["BFS", "-"][3:5] == ["20", "proved"] and rows["DFS", "-"][4] == "no"
    assert run.stdout.splitlines()[0].endswith("IDDFS and IDA* rows: one loop, --prune undo")


def test_compare__json_has_one_run_per_combination():
    run = explorer(
        "compare",
        "--json",
        "--algorithms",
        "bfs,astar",
        "--heuristics",
        "manhattan,string",
        "2 8 3 / 1 6 4 / 7 -1 5",
        "1 2 3 / 8 -1 4 / 7 6 5",
    )
    runs = json.loads(run.stdout)["runs"]
    assert [(each["algorithm"], each["heuristic"]) for each in runs] == [
        ("BFS", None),
        ("A*", "manhattan"),
        ("A*", "string"),
    ]
    assert all(slide(tuple(each["start"]), each["path"]) == tuple(each["goal"]) for each in runs)
    assert [each["moves"] for each in runs] == [5, 5, 5]


# --- a fair comparison: one IDA* loop, pruning named ----------------------------------------------


@pytest.mark.parametrize("prune", ["none", "undo", "automaton"])
def test_compare__every_iddfs_and_ida_star_row_runs_one_loop_with_the_pruning_asked(
    prune, tmp_path
):
    run = explorer(
        "compare",
        "--json",
        "--prune",
        prune,
        "-a",
        "iddfs,idastar,astar",
        "-H",
        "none,walking,pdb,manhattan",
        "283164705",
        "123804765",
        cache=tmp_path,
    )
    assert run.returncode == 0, run.stderr
    runs = {(each["algorithm"], each["heuristic"]): each for each in json.loads(run.stdout)["runs"]}
    for (algorithm, _heuristic), each in runs.items():
        tree = algorithm in ("IDDFS", "IDA*")
        assert (each["prune"], each["loop"]) == ((prune, "generic") if tree else (None, None))
        assert each["moves"] == reference.distance_between((2, 8, 3, 1, 6, 4, 7, 0, 5), REPORT_GOAL)
    # IDDFS is IDA* with the zero estimate: the same loop counts the same nodes
    assert [runs["IDDFS", None][key] for key in ("expanded", "generated", "path")] == [
        runs["IDA*", "none"][key] for key in ("expanded", "generated", "path")
    ]


def test_compare__a_progress_line_per_finished_row_when_stderr_is_no_terminal():
    run = explorer(
        "compare", "-a", "bfs,astar", "-H", "manhattan,hamming", "283104765", "123804765"
    )
    assert run.returncode == 0
    assert [line.split(":")[0] for line in run.stderr.splitlines()] == [
        "compare [1/3] BFS",
        "compare [2/3] A* + manhattan",
        "compare [3/3] A* + hamming",
    ]
    assert all("4 moves, expanded" in line for line in run.stderr.splitlines())
    quiet = explorer(
        "compare", "-q", "-a", "bfs,astar", "-H", "manhattan,hamming", "283104765", "123804765"
    )
    assert quiet.returncode == 0 and quiet.stderr == "" and len(quiet.stdout.splitlines()) == 2 + 3


def test_compare__a_status_line_names_the_row_on_a_terminal():
    goal = " ".join(map(str, range(1, 16))) + " 0"
    status, stdout, shown = run_on_terminal(
        "compare",
        "-a",
        "iddfs,idastar",
        "-H",
        "hamming",
        "--timeout",
        "1",
        " ".join(map(str, HARD_4X4)),
        goal,
    )
    assert status == 0 and b"[1/2] IDDFS" in shown and b"[2/2] IDA* + hamming" in shown
    assert b"compare [" not in shown  # the lines per row are for logs, not for terminals
    assert stdout.count("stopped (>=") == 2  # both rows end at --timeout on the 80-move board


def test_solve__prune_names_the_loop_and_goes_with_the_tree_searches_only():
    run = explorer("solve", "--prune", "none", "-a", "iddfs", "283104765", "123804765")
    assert run.returncode == 0 and "generic loop, --prune none" in run.stdout
    fast = explorer("solve", "283104765", "123804765")
    assert "incremental loop, --prune automaton" in fast.stdout
    wrong = explorer("solve", "--prune", "undo", "-a", "astar", "283104765")
    assert (
        wrong.returncode == 1
        and wrong.stderr.count("\n") == 1
        and "--prune goes with the tree searches" in wrong.stderr
    )
