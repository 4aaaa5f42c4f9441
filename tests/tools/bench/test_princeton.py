"""The bench's princeton section (slidingkit/tools/bench/princeton.py), on small boards.

What it proves
    - near_goal_text writes an n-by-n board a few moves from the goal that the file solves, its
      last board printed the goal.
    - method_groups sorts the files with an answer into solvable 3x3, solvable 4x4 and unsolvable
      boards, and solver_run gives the same answer by parity and by twin.
"""

import random

from slidingkit.tools.bench import princeton
from slidingkit.tools.bench.workloads import measured
from slidingkit.tools.common import load_solution

NAME = measured("solver")[0]


def test_near_goal_text__a_board_the_file_solves():
    text = princeton.near_goal_text(8, random.Random(3))
    cells = [int(word) for word in text.split()[1:]]
    assert text.split()[0] == "8" and sorted(cells) == list(range(64))
    assert cells != list(range(1, 64)) + [0]
    output = load_solution(NAME).solve(text)
    assert output.strip().split("\n\n")[-1].split()[1:] == [str(n) for n in range(1, 64)] + ["0"]


def test_method_groups__and_both_methods_agree():
    module = load_solution(NAME)
    groups = princeton.method_groups(NAME, module)
    assert all(groups.values())
    assert all(board.dimension() == 3 for board in groups["3x3 solvable"])
    for group in ("3x3 solvable", "unsolvable (2x2 to 4x4)"):
        board = groups[group][0]
        parity = princeton.solver_run(module, board, "parity")[1]
        assert parity == princeton.solver_run(module, board, "twin")[1]
        assert parity[0] == (group == "3x3 solvable")
