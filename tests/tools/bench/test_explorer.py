"""The bench's explorer section (slidingkit/tools/bench/explorer.py), on near boards.

What it proves
    - explorer_check passes a solved path that replays to the goal and stops the bench on one
      that does not reach it or is shorter than the distance.
    - Trials runs a combination and returns its seconds; a run stopped at a cap is kept with its
      round and never run again, and an uninformed one that stops in round 1 leaves the farther
      instances not run.
    - ida_boards names the cases of the BENCH's "ida"; core_run and the explorer's IDA* find
      paths of the same length on a near 4x4 board.
"""

import types

import pytest

from slidingkit import core
from slidingkit.explorer import algorithms
from slidingkit.tools.bench import explorer
from slidingkit.tools.bench.timing import SKIP
from slidingkit.tools.bench.workloads import bench_of, measured

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
START = core.replay(GOAL, "LLUR")[-1]  # four moves away


def result(status, path="", optimal=False):
    return types.SimpleNamespace(
        status=status, path=path, moves=len(path), optimal=optimal, reason="", expanded=1
    )


def test_explorer_check__a_replayed_path_or_a_stop():
    explorer.explorer_check(START, GOAL, 4, "astar", "manhattan", result("solved", "LDRR"))
    explorer.explorer_check(START, GOAL, 4, "bfs", None, result("stopped"))
    with pytest.raises(SystemExit, match="which ends on"):
        explorer.explorer_check(START, GOAL, 4, "astar", "manhattan", result("solved", "LD"))
    with pytest.raises(SystemExit, match="the distance is 6"):
        explorer.explorer_check(START, GOAL, 6, "astar", "manhattan", result("solved", "LDRR"))


def test_trials__times_a_run_and_never_repeats_a_stopped_one(monkeypatch):
    instances = [(START, GOAL, 4), (START, GOAL, 4)]
    trials = explorer.Trials(instances)
    assert trials.trial((0, ("astar", "manhattan"))) >= 0
    assert trials.results[0, ("astar", "manhattan")].moves == 4
    monkeypatch.setattr(explorer, "explorer_run", lambda *arguments: (9.0, result("stopped")))
    assert not algorithms.ALGORITHMS["bfs"].informed
    assert trials.trial((0, ("bfs", None))) is SKIP
    assert trials.stopped[0, ("bfs", None)] == (0, 9.0)
    assert (1, ("bfs", None)) in trials.not_run
    assert trials.trial((0, ("bfs", None))) is SKIP and trials.trial((1, ("bfs", None))) is SKIP
    assert trials.rounds[0, ("bfs", None)] == 2


def test_ida__the_bench_cases_and_the_same_length_as_the_core():
    names = [case for name in measured("ida") for case in bench_of(name)["ida"]]
    assert [name for name, _ in explorer.ida_boards()] == names
    goal = core.standard_goal(4)
    board = core.replay(goal, "LLUURD")[-1]
    _, path = explorer.core_run(board, goal)
    found = algorithms.solve(board, goal, "idastar", "walking")
    assert len(path) == found.moves == core.distance(board, goal)
