"""Shared test set-up: Hypothesis profiles, access to the submitted solution files, and the small
independent board helpers the property tests share (no code from slidingkit/core/ or solutions/).

Profiles, chosen by HYPOTHESIS_PROFILE: `quick` (the default, for a quick local run), `ci` (what
.ci/run uses) and `thorough` (by hand, before a release). Tests that need more or fewer examples
than the profile's default scale it with examples(): e.g. the fuzzing runs 300 inputs per
solution under `ci`.
Solutions are loaded from solutions/*.py as modules, so the tests exercise the files users submit,
with their vendored copy of the core, not slidingkit/core/ (slidingkit/tools/common.py loads them).
The run keeps the oracle's 3x3 tables in one folder of its own (slidingkit/oracle/shared_tables.py),
so that its workers and every process they start build each table once.
Each test process runs the cyclic garbage collector less often than Python does by default
(GC_THRESHOLDS): the tests build millions of small tuples, and at the default thresholds the
collector's passes over them take a large share of the in-process tests' CPU time.
"""

import contextlib
import fcntl
import gc
import importlib
import io
import json
import math
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
from types import ModuleType
from typing import (
    Any,
    Callable,
    Dict,
    Iterator,
    List,
    NamedTuple,
    Optional,
    Sequence,
    Set,
    Tuple,
)

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from slidingkit.oracle import reference, reference_paths, shared_tables
from slidingkit.tools.common import (  # noqa: F401  # the tests import these from tests.conftest
    CASES,
    ROOT,
    SOLUTIONS,
    load_program,
    load_solution,
)


def load_checker(problem: str) -> ModuleType:
    """The special judge of PROBLEM, slidingkit/problems/PROBLEM/checker.py (the module its
    launcher judge_cases/PROBLEM_checker.py runs)."""
    return importlib.import_module("slidingkit.problems.%s.checker" % problem)


TABLES_FOLDER = pytest.StashKey[str]()

# a young collection every 100,000 new objects (Python's default: 700), and an old one almost
# never: no test leaves cycles enough to need it
GC_THRESHOLDS = (100000, 50, 1000)
gc.set_threshold(*GC_THRESHOLDS)


def pytest_configure(config):
    """The process that starts the run (xdist's controller, or the only one) makes the folder of
    the oracle's shared tables; the workers and the processes the tests start inherit it."""
    if not os.environ.get(shared_tables.VARIABLE):
        folder = tempfile.mkdtemp(prefix="slidingkit-tables-")
        os.environ[shared_tables.VARIABLE] = folder
        config.stash[TABLES_FOLDER] = folder


def pytest_unconfigure(config):
    folder = config.stash.get(TABLES_FOLDER, None)
    if folder is not None:
        os.environ.pop(shared_tables.VARIABLE, None)
        shutil.rmtree(folder, ignore_errors=True)


# No deadline in any profile: Hypothesis's default fails an example that takes over 200 ms, a
# test of the machine's speed (a first example that builds a cached BFS, on a busy machine).
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "quick")
settings.register_profile("quick", max_examples=100, deadline=None)
settings.register_profile(
    "ci", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "thorough", max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(PROFILE)


def examples(quick: int, ci: int, thorough: int) -> int:
    """The number of examples a test should run under the current profile."""
    return {"quick": quick, "ci": ci, "thorough": thorough}.get(PROFILE, quick)


def slow_where(values, slow, ids=None):
    """``values`` as parameters for ``pytest.mark.parametrize``, those in ``slow`` marked slow
    (``make test-all`` runs them, ``make test`` leaves them out); ``ids`` names each one."""
    params = []
    for index, value in enumerate(values):
        marks = [pytest.mark.slow] if value in slow else []
        arguments = value if isinstance(value, tuple) else (value,)
        params.append(pytest.param(*arguments, marks=marks, id=ids[index] if ids else None))
    return params


def default_ctrl_c() -> None:
    """Popen's preexec_fn for a child a test interrupts: restore SIGINT's default action. A
    shell without job control starts background commands with SIGINT ignored (`make test &`),
    children inherit that, and Python then installs no KeyboardInterrupt handler at all."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def run_solution_file(
    name: str, stdin: bytes, python: str = sys.executable, timeout: float = 60.0
) -> subprocess.CompletedProcess:
    """Run solutions/NAME.py as a process with stdin; return the completed process (bytes). The
    timeout is a bound that proves the run ends, on a busy machine too, never a speed test."""
    return subprocess.run(
        [python, str(SOLUTIONS / (name + ".py"))],
        input=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=timeout,
    )


@contextlib.contextmanager
def process_streams(
    argv: List[str], stdin: bytes
) -> Iterator[Tuple[io.TextIOWrapper, io.TextIOWrapper]]:
    """sys.argv, stdin, stdout and stderr as a process started with argv and fed stdin has them
    (UTF-8 text over bytes, none a terminal), for a program's main run in the test's process;
    yields its (stdout, stderr), whose bytes ``written`` reads back. All four are restored."""
    saved = sys.argv, sys.stdin, sys.stdout, sys.stderr
    out, err = (io.TextIOWrapper(io.BytesIO(), encoding="utf-8") for _ in range(2))
    sys.argv = list(argv)
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        yield out, err
    finally:
        sys.argv, sys.stdin, sys.stdout, sys.stderr = saved


def written(stream: io.TextIOWrapper) -> bytes:
    """The bytes written to a stream of process_streams."""
    stream.flush()
    return stream.buffer.getvalue()  # type: ignore[attr-defined]  # a BytesIO


def exit_status(leaving: SystemExit) -> int:
    """The exit status a process ends with on this SystemExit (a message's is 1)."""
    code = leaving.code
    return code if isinstance(code, int) else (0 if code is None else 1)


def run_solution_main(name: str, stdin: bytes) -> subprocess.CompletedProcess:
    """main() of solutions/NAME.py in this process, as ``python3 solutions/NAME.py`` runs it with
    stdin (process_streams): its stdout and stderr (bytes) and exit status (its SystemExit's,
    else 0). An exception main lets out fails the test, as its traceback would in a process."""
    path = str(SOLUTIONS / (name + ".py"))
    status = 0
    with process_streams([path], stdin) as (out, err):
        try:
            load_solution(name).main()
        except SystemExit as leaving:
            status = exit_status(leaving)
            if isinstance(leaving.code, str):
                err.write(leaving.code + "\n")
    return subprocess.CompletedProcess([path], status, written(out), written(err))


def example_problem() -> str:
    """The problem a test judges whole as an example of any: of those whose settings name no
    special judge and submit a Python file, the one with the fewest cases (then by name)."""
    candidates = []
    for name in sorted(path.stem for path in SOLUTIONS.glob("*.py")):
        settings = json.loads((CASES / (name + ".json")).read_text("utf-8"))
        files = [entry["file"] for entry in settings["judge"]["submit"]]
        if settings["checker"] is None and files == ["solutions/%s.py" % name]:
            candidates.append((len(list((CASES / name).glob("*.in"))), name))
    assert candidates, "no problem submits a Python file judged without a special judge"
    return min(candidates)[1]


@pytest.fixture(scope="session")
def cpp_program(tmp_path_factory):
    """cpp_program(NAME): the path of solutions/NAME.cpp built as the judges build it (C++98,
    with the strict flags of tests/running.py), compiled once per run: the workers of a parallel
    run share one folder of the run's, each build under a lock, so the first worker to need a
    file compiles it for all. What the compiler printed is beside it, in PATH.stderr."""
    from tests.running import compile_cpp  # running imports this module: import it when used

    base = tmp_path_factory.getbasetemp()  # a worker's is a folder of the run's
    folder = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "cpp_solutions"
    folder.mkdir(exist_ok=True)

    def build(name):
        binary = folder / name
        with open(str(folder / (name + ".lock")), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # released as the file closes
            if not binary.exists():
                partial = folder / (name + ".partial")
                completed = compile_cpp(name, "c++98", partial)
                assert completed.returncode == 0, completed.stderr
                (folder / (name + ".stderr")).write_text(completed.stderr)
                partial.replace(binary)
        return binary

    return build


# --- independent board helpers the property tests share (no code from slidingkit/core/ or
# solutions/) ----

Board = Tuple[int, ...]
# The direction the blank travels for each move: (rows, columns).
BLANK_STEP = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}


def standard_goal(rows: int, columns: Optional[int] = None) -> Board:
    """1..N-1 in row-major order, then the blank, on a board of rows x columns cells (square when
    columns is left out)."""
    return tuple(range(1, rows * (rows if columns is None else columns))) + (0,)


def side_of(board: Sequence[int]) -> int:
    return math.isqrt(len(board))


def grid(board: Board) -> List[List[int]]:
    """The board's rows."""
    side = side_of(board)
    return [list(board[start : start + side]) for start in range(0, len(board), side)]


def boards_of_side(side: int) -> st.SearchStrategy:
    """Any arrangement of the tiles 0..n*n-1, reachable or not from any goal."""
    return st.permutations(range(side * side)).map(tuple)


def with_first_two_tiles_swapped(board: Board) -> Board:
    """The board with its first two tiles (row-major, never the blank) exchanged: one transposition,
    so exactly one of the two can reach any goal."""
    first, second = [cell for cell, tile in enumerate(board) if tile][:2]
    cells = list(board)
    cells[first], cells[second] = cells[second], cells[first]
    return tuple(cells)


def boards_along(board: Board, path: str) -> List[Board]:
    """Every board along path (moves of the blank), board first;
    AssertionError on an illegal move."""
    side = side_of(board)
    boards = [board]
    for move in path:  # each move made by the oracle's (slidingkit/oracle/reference_paths.py)
        after = reference_paths.move(boards[-1], side, move)
        assert after is not None, "move %r takes the blank off %r" % (move, boards[-1])
        boards.append(after)
    return boards


def out_and_back(board: Board) -> str:
    """Two moves that leave board and come back to it: the blank's first legal move of U, D, L, R
    and its opposite."""
    side, blank = side_of(board), board.index(0)
    out = next(
        move
        for move, (row, column) in BLANK_STEP.items()
        if 0 <= blank // side + row < side and 0 <= blank % side + column < side
    )
    return out + {"U": "D", "D": "U", "L": "R", "R": "L"}[out]


def slide(board: Board, path: str) -> Board:
    """The board at the end of path (moves of the blank); AssertionError on an illegal move."""
    return boards_along(board, path)[-1]


def random_walk(board: Board, steps: int, seed: int) -> Board:
    """Where `steps` random moves from board end, each drawn by random.Random(seed) (a move may
    undo the one before)."""
    rng = random.Random(seed)
    for _ in range(steps):
        board = rng.choice(reference.neighbors(board))
    return board


def hamming_of_tiles(board: Board, goal: Board) -> int:
    """Tiles 1..N-1 (never the blank) not on their goal cell."""
    return sum(1 for tile in range(1, len(board)) if board.index(tile) != goal.index(tile))


def manhattan_of_tiles(board: Board, goal: Board) -> int:
    """Sum over tiles 1..N-1 (never the blank) of their row and column distance to their goal
    cell."""
    side = side_of(board)
    total = 0
    for tile in range(1, len(board)):
        row, column = divmod(board.index(tile), side)
        goal_row, goal_column = divmod(goal.index(tile), side)
        total += abs(row - goal_row) + abs(column - goal_column)
    return total


class Walk(NamedTuple):
    steps: int  # k, the number of moves walked from the goal
    board: Board  # where the walk ended: at most k moves from the goal, with the parity of k
    goal: Board  # where the walk started


LONGEST_WALK = {2: 12, 3: 40, 4: 25, 5: 20, 6: 20}  # 4x4 and up: a few ms per search


@st.composite
def walks(
    draw,
    sides: Sequence[int] = (2, 3, 4, 5, 6),
    longest: Optional[int] = None,
    any_goal: bool = False,
) -> Walk:
    """A walk of k moves from a goal, never straight back to the board just left (so it strays
    further): from the standard goal, or from any arrangement with any_goal; k up to longest, or
    LONGEST_WALK[n] when it is left out."""
    side = draw(st.sampled_from(sides))
    goal = draw(boards_of_side(side)) if any_goal else standard_goal(side)
    steps = draw(st.integers(0, LONGEST_WALK[side] if longest is None else longest))
    board, previous = goal, None
    for _ in range(steps):
        choices = [neighbor for neighbor in reference.neighbors(board) if neighbor != previous]
        previous, board = board, draw(st.sampled_from(choices))
    return Walk(steps, board, goal)


def property_tests(namespace: Dict[str, Any]) -> Set[Any]:
    """The property tests (test_* functions under Hypothesis' @given) of a module, given its
    globals(): what a module's check that every property has its broken counterpart counts."""
    return {
        value
        for name, value in namespace.items()
        if name.startswith("test_") and getattr(value, "is_hypothesis_test", False)
    }


def first_failure(
    check: Callable[[Any], None], strategy: st.SearchStrategy, most: int = 200
) -> Optional[str]:
    """The first case drawn from strategy on which check fails (AssertionError), as text, or None
    when `most` cases pass: how a test shows that a property fails on a broken solver. No
    shrinking and no example database: the first failure is enough; the draws are the same on
    every run (derandomized), so such a test cannot pass or fail by chance."""
    failures = []  # type: List[str]

    @settings(
        max_examples=most,
        derandomize=True,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(case=strategy)
    def run(case):
        try:
            check(case)
        except AssertionError:
            failures.append(repr(case))
            raise

    try:
        run()
    except AssertionError:
        return failures[0]
    return None
