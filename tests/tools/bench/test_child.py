"""What the bench measures in a fresh process (slidingkit/tools/bench/child.py), run as the bench
runs it: `python -m slidingkit.tools.bench.child KIND ...` from the repository's root.

What it proves
    - automaton: reports a build and a search for each word length (and 2, the plain search),
      through the 3x3 section's own call (solutions.automaton_trial); an automaton of any word
      length keeps the distances of the oracle's BFS, so what it times is a search that answers.
    - search: prints the length of a shortest path, the plain BFS's distance on a 3x3 case.
    - table: builds a distance table that reaches every board of the goal's class.
    - an unknown kind is one line on stderr and a failing exit status.
"""

import random
import subprocess
import sys

import pytest

from slidingkit import core
from slidingkit.oracle import reference
from slidingkit.tools.bench import solutions
from slidingkit.tools.bench.workloads import digits, farthest
from tests.conftest import ROOT

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)


def child(*arguments):
    return subprocess.run(
        [sys.executable, "-m", "slidingkit.tools.bench.child"] + list(arguments),
        cwd=str(ROOT),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_automaton_trial__reports_each_length():
    found = solutions.automaton_trial(digits(farthest(GOAL)[0]), digits(GOAL))
    assert sorted(found) == [2, 6, 8, 10]
    assert all(len(figures) == 2 and figures[1] > 0 for figures in found.values())


@pytest.mark.parametrize("length", [4, 6])
def test_automaton__of_any_word_length_keeps_the_distances(length):
    tables = type("Tables", (core.AutomatonTables,), {"word_length": length})
    search = type("Trial", (core.AutomatonSearch,), {"tables_class": tables})
    distances = reference.bfs_distances(GOAL)
    for board in random.Random(length).sample(sorted(distances), 40):
        assert search.distance(board, GOAL) == distances[board]


def test_search__prints_the_length_of_a_shortest_path(tmp_path):
    board = farthest(GOAL)[0]
    case = tmp_path / "case.in"
    case.write_text("3\n%s\n" % " ".join(map(str, board)))
    completed = child("search", "Search", str(case))
    assert completed.returncode == 0, completed.stderr
    assert int(completed.stdout) == reference.distance(board, GOAL)


def test_table__reaches_every_board_of_the_goals_class():
    completed = child("table", ",".join(map(str, GOAL)), "0")
    assert completed.returncode == 0, completed.stderr
    seconds, boards = completed.stdout.split()
    assert float(seconds) > 0 and int(boards) == len(reference.bfs_distances(GOAL))


def test_unknown_kind__is_one_line_on_stderr():
    completed = child("nothing")
    assert completed.returncode == 1 and completed.stdout == ""
    assert completed.stderr == "slidingkit.tools.bench.child: no measurement 'nothing'\n"
