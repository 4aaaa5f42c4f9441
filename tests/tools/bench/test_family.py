"""The bench's family section (slidingkit/tools/bench/family.py), on a few boards.

What it proves
    - check_path_answers accepts a shortest path per board in the problem's letters and stops the
      bench on a missing line or a path that misses the goal.
    - many_boards runs the file on inputs of each count (here 1 and 2 boards) and gives a row per
      count with its CPU time and peak memory.
"""

import pytest

from slidingkit import problems
from slidingkit.oracle import reference
from slidingkit.tools.bench import family
from slidingkit.tools.bench.workloads import goal_of, measured, random_solvable_boards

NAME = measured("boards")[0]


def answers(boards):
    goal = goal_of(NAME)
    letters = problems.load(NAME).FORMAT.letters
    paths = [reference.first_shortest_path(board, goal, 3, "UDLR") for board in boards]
    return "".join(path.translate(str.maketrans("UDLR", letters)) + "\n" for path in paths)


def test_check_path_answers__shortest_paths_or_a_stop():
    boards = random_solvable_boards(goal_of(NAME), 2, seed=5)
    family.check_path_answers(NAME, boards, answers(boards))
    with pytest.raises(SystemExit, match="printed 1 lines for 2 boards"):
        family.check_path_answers(NAME, boards, answers(boards[:1]))
    first, second = answers(boards).splitlines()
    with pytest.raises(SystemExit, match="not a shortest path|does not replay"):
        family.check_path_answers(NAME, boards, "%s\n%s\n" % (first[:-1], second))


def test_many_boards__a_row_per_count(monkeypatch):
    monkeypatch.setattr(family, "bench_of", lambda name: {"boards": (1, 2)})
    rows = family.many_boards(NAME, 1, lambda text: None)
    assert [row[0] for row in rows] == ["1", "2"]
    assert all(float(cpu) >= 0 and float(peak) >= 0 for _, cpu, peak in rows)
