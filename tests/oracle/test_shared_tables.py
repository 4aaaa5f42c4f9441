"""slidingkit/oracle/shared_tables.py: the oracle's 3x3 tables, built once per run.

What it proves: without a folder nothing is written and the BFS runs as ever; with one, the
first build of a 3x3 table writes it, and shape_distances in a later process loads it: the same
mapping, in the same order, as the BFS run without a folder; a file that is damaged, cut short
or holds another goal's table is ignored, and shape_distances builds the table again and keeps
it; each goal has its own file and a small shape none; a special judge's environment names the
run's folder where one is set, else one folder for the judge's process. (That the judge gives it
to special judges and not to solutions: tests/judge/test_run.py.)
"""

import marshal
import math
import os
import subprocess
import sys

import pytest

from slidingkit.oracle import reference, shared_tables
from tests.conftest import ROOT

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
OTHER_GOAL = (1, 2, 3, 8, 0, 4, 7, 6, 5)
GOAL_FILE = "1-2-3-4-5-6-7-8-0_3.table"


def build(goal, columns):
    """shape_distances as a new process runs it: without this process's cache."""
    return reference.shape_distances.__wrapped__(goal, columns)


@pytest.fixture(scope="module")
def bfs():
    """The BFS's table of GOAL, built without any folder (once for the module)."""
    kept = os.environ.pop(shared_tables.VARIABLE, None)
    try:
        return build(GOAL, 3)
    finally:
        if kept is not None:
            os.environ[shared_tables.VARIABLE] = kept


@pytest.fixture
def folder(monkeypatch, tmp_path):
    monkeypatch.setenv(shared_tables.VARIABLE, str(tmp_path))
    return tmp_path


def test_no_folder__nothing_is_kept_or_loaded(monkeypatch, tmp_path, bfs):
    monkeypatch.delenv(shared_tables.VARIABLE, raising=False)
    assert shared_tables.path(GOAL, 3) is None
    shared_tables.save(GOAL, 3, bfs)
    assert shared_tables.load(GOAL, 3) is None and list(tmp_path.iterdir()) == []
    assert len(bfs) == 181440 and max(bfs.values()) == 31


def test_folder__the_first_build_keeps_the_table_and_a_later_one_loads_the_bfs_mapping(folder, bfs):
    built = build(GOAL, 3)
    assert [path.name for path in folder.iterdir()] == [GOAL_FILE]
    assert list(built.items()) == list(bfs.items())
    loaded = build(GOAL, 3)  # from the file now
    assert list(loaded.items()) == list(bfs.items())


def test_folder__another_process_of_the_run_answers_from_the_kept_table(folder, bfs):
    """A process started with the folder (as a checker is) reads the kept table: poisoned, its
    answer shows it read it; without the folder it builds its own."""
    shared_tables.save(GOAL, 3, bfs)
    boards, moves = marshal.loads((folder / GOAL_FILE).read_bytes())
    # the table's last board is a farthest one (31 moves): poisoned, a process that loads the
    # table answers 30 for it, one that builds its own 31
    (folder / GOAL_FILE).write_bytes(marshal.dumps((boards, moves[:-1] + bytes([30]))))
    script = (
        "from slidingkit.oracle import reference\nprint(reference.shape_distances(%r, 3)[%r])"
        % (
            GOAL,
            tuple(boards[-9:]),
        )
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    loads = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert loads.stdout == "30\n", loads.stderr
    env.pop(shared_tables.VARIABLE)
    builds = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert builds.stdout == "31\n", builds.stderr


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: b"",
        lambda data: data[: len(data) // 2],
        lambda data: b"not a table",
        lambda data: marshal.dumps(("boards", "moves")),
        lambda data: marshal.dumps((bytes(range(9)), b"\0")),  # another goal's first board
        lambda data: marshal.dumps((bytes(GOAL) * 2, b"\0")),  # more boards than distances
    ],
    ids=["empty", "cut-short", "not-marshal", "not-bytes", "another-goal", "lengths"],
)
def test_load__a_file_that_is_not_the_goals_table_is_none(folder, bfs, damage):
    shared_tables.save(GOAL, 3, bfs)
    path = folder / GOAL_FILE
    path.write_bytes(damage(path.read_bytes()))
    assert shared_tables.load(GOAL, 3) is None


def test_folder__a_damaged_table_is_built_again_and_kept(folder, bfs):
    (folder / GOAL_FILE).write_bytes(b"not a table")
    assert list(build(GOAL, 3).items()) == list(bfs.items())
    assert shared_tables.load(GOAL, 3) == dict(bfs)


def test_folder__each_goal_its_own_table_and_small_shapes_none(folder, bfs):
    shared_tables.save(GOAL, 3, bfs)
    other = build(OTHER_GOAL, 3)
    assert other != bfs and shared_tables.load(OTHER_GOAL, 3) == dict(other)
    for small in ((1, 2, 3, 4, 5, 0), (1, 2, 3, 4, 5, 6, 7, 0)):  # 2x3 and 2x4
        assert len(build(small, len(small) // 2)) == math.factorial(len(small)) // 2
    assert sorted(path.name for path in folder.iterdir()) == [
        GOAL_FILE,
        "1-2-3-8-0-4-7-6-5_3.table",
    ]


def test_checker_environment__the_runs_folder_or_one_of_this_process(monkeypatch, folder):
    assert shared_tables.checker_environment() == {shared_tables.VARIABLE: str(folder)}
    monkeypatch.delenv(shared_tables.VARIABLE)
    monkeypatch.setattr(shared_tables, "_own_folder", [])
    own = shared_tables.checker_environment()[shared_tables.VARIABLE]
    assert os.path.isdir(own) and own != str(folder)
    assert shared_tables.checker_environment() == {shared_tables.VARIABLE: own}
    os.rmdir(own)
