"""What the bench's sections measure (slidingkit/tools/bench/workloads.py), read from the problems'
packages.

What it proves
    - Every BENCH a problem's package sets uses only the keys slidingkit/tools/bench/__init__.py
      lists, and what it names is there: a "case" and every "ida" case are cases of the problem, a
      "peer" format is one slidingkit/tools/naive_peers.py reads; every key but margin's is held by
      some problem, so no section measures nothing.
    - input_text writes boards as the problem's statement does: the problem's validator accepts
      what it writes, and one board per input of a one-board problem is that board's case text.
    - answered_moves reads the distance a case's answer states (the plain BFS's, on 3x3 boards)
      and None where it states none.
    - short_name and names_text name problems as the page does.
    - fastest_call makes at least its first number of calls, then more until they take its
      second number of seconds, never more than its third (the clock is a stub here).
"""

import re
from pathlib import Path

import pytest

from slidingkit import problems
from slidingkit.oracle import reference
from slidingkit.tools import bench, naive_peers
from slidingkit.tools.bench import workloads

KEYS = re.findall(r"^    (\w+) +", bench.__doc__.split("whose keys are")[1], re.MULTILINE)


def test_bench_keys__are_the_documented_ones_and_name_what_is_there():
    assert KEYS == ["queries", "peer", "boards", "case", "solver", "search", "ida"]
    held = set()
    for name in problems.names():
        bench = workloads.bench_of(name)
        assert set(bench) <= set(KEYS), name
        held |= set(bench)
        cases = {case.name for case in workloads.problem_of(name).cases}
        if "case" in bench:
            assert bench["case"] in cases, name
        assert set(bench.get("ida", ())) <= cases, name
        if "peer" in bench:
            assert bench["peer"] in naive_peers.FORMATS, name
    assert held == set(KEYS)


@pytest.mark.parametrize("name", workloads.measured("queries") + workloads.measured("boards"))
def test_input_text__is_an_input_the_problems_statement_allows(name):
    goal = workloads.goal_of(name)
    most = problems.load(name).FORMAT.cases[1]
    boards = [goal] + workloads.random_solvable_boards(goal, min(3, most), seed=len(name))
    for chosen in [boards[:1]] + [boards[1:]] * (most > 1) + [[board] for board in boards[1:]]:
        problems.load(name).validate(workloads.input_text(name, chosen))


def test_answered_moves__the_distance_a_3x3_answer_states_or_none():
    (name,) = [name for name in workloads.measured("queries")][:1]
    goal = workloads.goal_of(name)
    stated = []
    for case in workloads.problem_of(name).cases:
        path = Path(case.input_path)
        moves = workloads.answered_moves(name, path)
        if moves is not None:
            stated.append(moves)
    assert stated, "no case of %s states a distance" % name
    assert all(0 <= moves <= max(reference.bfs_distances(goal).values()) for moves in stated)
    assert workloads.answered_moves(name, Path("no-such-case.in")) is None


def test_short_name__the_judge_and_the_number():
    for name in problems.names():
        title = workloads.problem_of(name).title
        assert title.startswith(workloads.short_name(name))
        assert len(workloads.short_name(name).split()) == 2
    two = problems.names()[:2]
    shown = [workloads.short_name(name) for name in two]
    assert workloads.names_text(two) == "%s and %s" % tuple(shown)
    assert workloads.names_text(two[:1]) == shown[0]


# Each call takes `seconds` on the stub clock, the first a quarter of a second more: binary
# fractions, so that the sums are exact.
@pytest.mark.parametrize("seconds, calls", [(0.5, 5), (0.0625, 12), (0.0, 50)])
def test_fastest_call__calls_until_enough_time_or_calls(seconds, calls, monkeypatch):
    made = []

    def clock(call):
        return seconds + (0.25 if not made else 0.0), call()

    monkeypatch.setattr(workloads, "CALLS_A_CASE", (5, 1.0, 50))
    monkeypatch.setattr(workloads, "timed", clock)
    assert workloads.fastest_call(lambda: made.append(1)) == seconds
    assert len(made) == calls
