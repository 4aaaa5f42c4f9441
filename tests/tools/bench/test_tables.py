"""The bench's tables section (slidingkit/tools/bench/tables.py), on the small 2x4 table.

What it proves
    - build_run builds a table in a fresh process (slidingkit/tools/bench/child.py) and stops the
      bench when it reaches other than the boards it must.
    - query_times answers every board by the table and by IDA*, each path checked, and gives
      means no larger than the slowest.
"""

import sys

import pytest

from slidingkit.tools.bench import tables
from slidingkit.tools.bench.workloads import farthest

GOAL = tables.SHAPES[0][1]


def test_build_run__a_fresh_build_of_the_right_size_or_a_stop(monkeypatch):
    label, goal, columns = tables.SHAPES[1]
    assert tables.build_run(label, "CPython", sys.executable, goal, columns) >= 0
    monkeypatch.setitem(tables.BOARDS, label, 7)
    with pytest.raises(SystemExit, match="reaches 20160 boards, not 7"):
        tables.build_run(label, "CPython", sys.executable, goal, columns)


def test_query_times__means_within_the_slowest():
    table_mean, search_mean, table_max, search_max = tables.query_times(
        GOAL, None, farthest(GOAL)[:3]
    )
    assert 0 <= table_mean <= table_max and 0 <= search_mean <= search_max
