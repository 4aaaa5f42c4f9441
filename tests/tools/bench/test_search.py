"""The bench's search section (slidingkit/tools/bench/search.py), on small boards.

What it proves
    - hard_files holds one-board 4x4 cases of at least the BENCH's least moves, fewest first, no
      known_slow one.
    - checked_run accepts a search's shortest path and stops the bench on a wrong move count;
      process_run does the same for a search in a fresh process (slidingkit/tools/bench/child.py).
    - lever_table gives each search's ratios to the first and the newest lever against the one
      before it, and their geometric means in the last row.
"""

import pytest

from slidingkit import core
from slidingkit.judge.run import Limits, MiB
from slidingkit.tools.bench import search
from slidingkit.tools.bench.workloads import bench_of, measured, problem_of

NEAR = core.replay(core.standard_goal(4), "LLU")[-1]  # three moves from the goal


def test_hard_files__at_least_the_least_moves_fewest_first():
    files = search.hard_files()
    least = min(bench_of(name)["search"] for name in measured("search"))
    slow = {case for name in measured("search") for case in problem_of(name).known_slow}
    assert files and all(moves >= least and len(board) == 16 for _, board, moves in files)
    assert [moves for _, _, moves in files] == sorted(moves for _, _, moves in files)
    assert not {name for name, _, _ in files} & slow


def test_checked_run__a_shortest_path_or_a_stop():
    assert search.checked_run(core.Search, "near", NEAR, 3) >= 0
    with pytest.raises(SystemExit, match="gave 3 moves, expected 5"):
        search.checked_run(core.Search, "near", NEAR, 5)


def test_process_run__answers_in_the_published_moves_or_stops(tmp_path):
    case = tmp_path / "near.in"
    case.write_text("4\n%s\n" % " ".join(map(str, NEAR)))
    limits = Limits(time_limit=30.0, memory_limit_bytes=512 * MiB)
    cpu, answered = search.process_run("FifteenSearch", str(case), limits, 3)
    assert answered and cpu >= 0
    with pytest.raises(SystemExit, match="published answer is 4 moves"):
        search.process_run("Search", str(case), limits, 4)


def test_lever_table__ratios_and_geometric_means():
    rows = [
        ("a", 40, {"S": (1.0, 100), "A": (0.5, 50), "F": (0.25, 10)}),
        ("b", 41, {"S": (2.0, 100), "A": (2.0, 50), "F": (0.5, 25)}),
    ]
    lines = search.lever_table(rows, ["S", "A", "F"]).splitlines()
    cells = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines]
    assert cells[0][-2:] == ["x time vs A", "x nodes vs A"]
    assert cells[2] == ["a", "40", "1.000", "100", "0.500", "0.50", "0.50", "0.250", "0.25"] + [
        "0.10",
        "0.50",
        "0.20",
    ]
    assert (
        cells[-1][:3] == ["all 2", "", "3.00"] and cells[-1][-2] == "0.35 (geo)"
    )  # sqrt(0.5 x 0.25)
