"""What the bench's sections measure: the problems they find by BENCH
(slidingkit/tools/bench/__init__.py
lists its keys), and those problems' names, goals, inputs, cases and boards, read from their
packages (slidingkit/problems/NAME/) and case folders (judge_cases/NAME/).

Usage (from a section):
    for name in measured("queries"):          # the problems whose BENCH holds "queries"
        goal = goal_of(name)
        text = input_text(name, [goal])       # the goal itself, written as the problem's input
"""

import functools
import gc
import random
import re
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from slidingkit import core, problems
from slidingkit.judge.case_folder import CaseFolder, load_case_folder
from slidingkit.oracle import reference
from slidingkit.problems._format import Query
from slidingkit.tools.bench.timing import timed
from slidingkit.tools.common import CASES, load_solution

Board = Tuple[int, ...]


def bench_of(name: str) -> Dict[str, Any]:
    """The problem's BENCH (empty when it has none)."""
    return dict(getattr(problems.load(name), "BENCH", {}))


def measured(key: str) -> List[str]:
    """The problems whose BENCH holds key, in name order."""
    return [name for name in problems.names() if key in bench_of(name)]


def problem_of(name: str) -> CaseFolder:
    """judge_cases/NAME/ as the judge loads it: its settings and its cases."""
    return load_case_folder(str(CASES / name))


def short_name(name: str) -> str:
    """The problem as the page names it: its settings' name up to the judge's number
    ("Luogu P1379 八数码难题" -> "Luogu P1379")."""
    return " ".join(problem_of(name).title.split()[:2])


def names_text(names: Sequence[str]) -> str:
    """The problems' short names as a list in prose: 'A', 'A and B', 'A, B and C'."""
    shown = [short_name(name) for name in names]
    return ", ".join(shown[:-1]) + " and " + shown[-1] if len(shown) > 1 else "".join(shown)


def goal_of(name: str) -> Board:
    """The problem's goal (its FORMAT's, or the blank last on its first shape)."""
    written = problems.load(name).FORMAT
    return written.goal_of(written.shapes[0])


def digits(board: Board) -> str:
    return "".join(map(str, board))


def input_text(name: str, boards: Sequence[Board], columns: int = 3) -> str:
    """boards (each of `columns` columns) as one input of the problem, as its statement writes it
    (its FORMAT, written by slidingkit/problems/_format.py)."""
    goal = goal_of(name)
    rows = len(goal) // columns
    return problems.load(name).FORMAT.input_text(
        [Query(board, goal, rows, columns) for board in boards], "single"
    )


def farthest(goal: Board) -> List[Board]:
    """The 3x3 boards farthest from goal (slidingkit/oracle/reference.py's BFS), in order."""
    distances = reference.bfs_distances(goal)
    top = max(distances.values())
    return sorted(board for board, moves in distances.items() if moves == top)


def random_solvable_boards(goal: Board, count: int, seed: int) -> List[Board]:
    """count random 3x3 boards that reach goal (a tile swap fixes parity), seeded."""
    generator = random.Random(seed)
    boards = []  # type: List[Board]
    while len(boards) < count:
        board = list(range(9))
        generator.shuffle(board)
        if not core.is_solvable(tuple(board), goal):
            first, second = [cell for cell, tile in enumerate(board) if tile][:2]
            board[first], board[second] = board[second], board[first]
        boards.append(tuple(board))
    return boards


HARDEST = {}  # type: Dict[str, Path]


# solve() calls a case, the fastest of which ranks it (hardest_case): at least the first, and
# more until the calls have taken the second (seconds) or made the third
CALLS_A_CASE = (5, 0.02, 50)


def fastest_call(call: Callable[[], object]) -> float:
    """The fewest seconds of call's runs, as many as CALLS_A_CASE says."""
    least, enough, most = CALLS_A_CASE
    times = []  # type: List[float]
    while len(times) < least or (sum(times) < enough and len(times) < most):
        times.append(timed(call)[0])
    return min(times)


def hardest_case(name: str, progress: Callable[[str], None] = lambda text: None) -> Path:
    """The case, not known_slow, that solutions/NAME.py's solve() takes longest on (in-process,
    the fastest of CALLS_A_CASE calls a case, the garbage collector held off while they run: a
    file whose cases all take about as long, as a walk down a table does, gets the farthest case
    rather than the one a stray pause slowed, such as a collection of the bench's own objects
    (so a case of a fraction of a millisecond gets dozens of calls, a long one a few);
    found once per name in a process, so every section that needs it shares it)."""
    if name in HARDEST:
        return HARDEST[name]
    problem = problem_of(name)
    solve = load_solution(name).solve
    found = []
    for case in problem.cases:
        if case.name in problem.known_slow or case.answer_path is None:
            continue
        progress("the hardest case of %s: %s" % (name, case.name))
        with open(case.input_path, encoding="utf-8") as source:
            text = source.read()
        collecting = gc.isenabled()
        gc.disable()
        try:
            seconds = fastest_call(functools.partial(solve, text))
        except SystemExit:  # a case of bad input: the file says so and stops
            continue
        finally:
            if collecting:
                gc.enable()
        found.append((seconds, case.input_path))
    HARDEST[name] = Path(max(found)[1])
    return HARDEST[name]


def case_board(path: Path, cells: int) -> Board:
    """The board of a one-board case: the last `cells` numbers of its input."""
    return tuple(core.integers_in(path.read_text("utf-8"))[-cells:])


def answered_moves(name: str, case: Path) -> Optional[int]:
    """The distance the case's answer file states, by the problem's FORMAT (its answer's
    {distance}); None when it states none (no answer file, an unsolvable board)."""
    answer = case.with_suffix(".out")
    template = problems.load(name).FORMAT.answer
    if "{distance}" not in template or not answer.exists():
        return None
    pattern = re.escape(template).replace(re.escape("{distance}"), r"(\d+)")
    found = re.match(pattern, answer.read_text("utf-8"))
    return int(found.group(1)) if found else None
