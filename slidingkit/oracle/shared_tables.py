"""The oracle's largest distance tables, shared between the processes of one run: a table the
plain BFS of slidingkit/oracle/reference.py built in one process, the next process loads.

What it does
    ``SLIDINGKIT_TABLES`` (``VARIABLE``) names a folder where ``reference.shape_distances`` keeps
    each table of ``SHARED_FROM_CELLS`` cells or more that it builds (3x3: 181,440 boards, about
    0.2 s each in CPython), and where it looks before it builds one. The judge gives it to
    every special judge it runs (``checker_environment``: one folder for the judge's process,
    removed when it exits), so that a checker run once per case builds its tables once per run;
    the tests set it for the whole test run (tests/conftest.py), so that the workers and every
    process they start share them.

    The folder is one a run makes for itself and removes at its end, so a table there is never
    older than the code that reads it. A table is written whole under a temporary name and then
    renamed, so a process that reads it finds it whole or not at all; a file that is not a table
    of the goal it is named after is ignored (the table is built again).

Format
    marshal of (boards, moves): every board's cells, one byte each, in the BFS's order, and each
    board's distance, one byte each. Loading it (about 0.05 s) rebuilds the same mapping, in the
    same order, as the BFS.

Usage
    >>> load((1, 2, 3, 4, 5, 6, 7, 8, 0), 3) is None or True  # None without SLIDINGKIT_TABLES
    True
"""

from __future__ import annotations

import atexit
import itertools
import marshal
import os
import shutil
import tempfile
import threading
from typing import Dict, List, Mapping, Optional, Tuple

Board = Tuple[int, ...]

VARIABLE = "SLIDINGKIT_TABLES"
SHARED_FROM_CELLS = 9  # smaller tables build faster than a file is read

_own_folder: List[str] = []  # the folder checker_environment made for this process, once it has
_own_folder_lock = threading.Lock()


def path(goal: Board, columns: int) -> Optional[str]:
    """Where the table of (goal, columns) is kept, or None when no folder is set or the table
    is too small to share."""
    folder = os.environ.get(VARIABLE)
    if not folder or len(goal) < SHARED_FROM_CELLS:
        return None
    return os.path.join(folder, "%s_%d.table" % ("-".join(map(str, goal)), columns))


def load(goal: Board, columns: int) -> Optional[Dict[Board, int]]:
    """The table of (goal, columns) another process of the run kept, or None."""
    where = path(goal, columns)
    if where is None:
        return None
    try:
        with open(where, "rb") as file:
            boards, moves = marshal.load(file)
    except (OSError, EOFError, ValueError, TypeError):
        return None
    cells = len(goal)
    if not (
        isinstance(boards, bytes)
        and isinstance(moves, bytes)
        and len(boards) == cells * len(moves)
        and tuple(boards[:cells]) == goal
        and moves[:1] == b"\0"
    ):
        return None
    rows = iter(boards)
    return dict(zip(zip(*[rows] * cells), moves))


def save(goal: Board, columns: int, distances: Mapping[Board, int]) -> None:
    """Keep the table of (goal, columns) for the run's other processes (nothing without a
    folder; a folder that cannot be written to only costs them the build)."""
    where = path(goal, columns)
    if where is None:
        return
    data = marshal.dumps(
        (bytes(itertools.chain.from_iterable(distances)), bytes(distances.values()))
    )
    try:
        handle, partial = tempfile.mkstemp(dir=os.path.dirname(where), suffix=".partial")
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.replace(partial, where)
    except OSError:
        pass


def checker_environment() -> Dict[str, str]:
    """``{VARIABLE: folder}`` for a special judge's process: the run's folder where one is set,
    else one made for this process (removed when it exits)."""
    folder = os.environ.get(VARIABLE)
    if not folder:
        with _own_folder_lock:  # the judge's -j runs checkers from several threads
            if not _own_folder:
                _own_folder.append(tempfile.mkdtemp(prefix="slidingkit-tables-"))
                atexit.register(shutil.rmtree, _own_folder[0], True)
        folder = _own_folder[0]
    return {VARIABLE: folder}
