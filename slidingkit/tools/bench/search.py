"""Section "search" of `make bench`: what each lever of the core's search buys on the 4x4 files.

For every one-board 4x4 case of a problem whose BENCH holds "search" (least moves) with an answer
of at least that many moves (its known_slow cases left out), three kinds of search take turns,
round after round, each as a fresh process would run it (table caches emptied first, so the
tables' build is in its time), CPU time in-process on CPython:

- Search: IDA* with walking distance; the move that undoes the last is never made; moves +
  estimate keep their parity, so the bound rises by 2 and a node at the bound enters only the
  children whose estimate drops;
- AutomatonSearch: + the automaton of duplicate move sequences of up to DUPLICATE_WORD_LENGTH moves
  (Taylor & Korf);
- FifteenSearch: + max(walking, inversion distance) per axis: what the 4x4 files ship.
The last two columns compare FifteenSearch with AutomatonSearch (the search before that lever).

Nodes (calls of the recursive search) are counted in a separate pass with a profiling hook, so the
timed runs are not slowed. Every answer's length is checked against the case's answer file, and
its path replayed: a wrong one stops the bench. Then every 4x4 case with a published answer, one
whole process per case and search (ManhattanSearch, Search, FifteenSearch; child.py) under the
problem's limits: how many each answers within them; then the automaton's build time, and a
999x999 board's check and parity.

Usage: python -m slidingkit.tools.bench --only search [--search-rounds N]
"""

import functools
import random
import statistics
import sys
from pathlib import Path
from typing import List, Tuple

from slidingkit import core
from slidingkit.core import fifteen
from slidingkit.judge.run import Limits, MiB, run_program
from slidingkit.tools.bench.page import intro, markdown_table, plural
from slidingkit.tools.bench.timing import alternate, medians, timed
from slidingkit.tools.bench.workloads import (
    answered_moves,
    bench_of,
    case_board,
    measured,
    names_text,
    problem_of,
)

TITLE = "The search's levers on the hard 4x4 files"

SEARCHES = (core.Search, core.AutomatonSearch, core.FifteenSearch)
PROCESS_SEARCHES = ("ManhattanSearch", "Search", "FifteenSearch")  # one whole process each


def hard_files():
    """(case, board, moves) of the one-board 4x4 cases of every problem whose BENCH holds "search",
    of at least that many moves, known_slow left out; fewest moves first."""
    files = []
    for name in measured("search"):
        problem = problem_of(name)
        for case in problem.cases:
            path = Path(case.input_path)
            moves = answered_moves(name, path)
            if (
                moves is not None
                and moves >= bench_of(name)["search"]
                and case.name not in problem.known_slow
                and len(core.integers_in(path.read_text("utf-8"))) == 1 + 16
            ):
                files.append((case.name, case_board(path, 16), moves))
    return sorted(files, key=lambda item: item[2])


def known_slow():
    """The known_slow cases of the problems measured here."""
    return sorted(case for name in measured("search") for case in problem_of(name).known_slow)


def run_fresh(search, board):
    """(CPU seconds, path) of one search.shortest_path as a fresh process would run it."""
    core.forget_tables()
    return timed(lambda: search.shortest_path(board, core.standard_goal(4)), cpu=True)


def checked_run(search, name, board, moves):
    """CPU seconds of run_fresh; a path of other than `moves` moves, or one that does not replay to
    the goal, stops the bench."""
    seconds, path = run_fresh(search, board)
    if len(path) != moves or core.replay(board, path)[-1] != core.standard_goal(4):
        raise SystemExit(
            "bench: %s on %s gave %d moves, expected %d" % (search.__name__, name, len(path), moves)
        )
    return seconds


def count_nodes(search, board):
    """Calls of the search's recursive function, counted with a profiling hook (slow; untimed)."""
    calls = [0]

    def hook(frame, event, argument):
        if event == "call" and frame.f_code.co_name == "search":
            calls[0] += 1

    sys.setprofile(hook)
    try:
        run_fresh(search, board)
    finally:
        sys.setprofile(None)
    return calls[0]


def measure(rounds, progress=lambda text: None):
    """Rows (name, moves, {search name: (median s, nodes)}),
    and the search names in column order."""
    rows = []
    files = hard_files()
    for number, (name, board, moves) in enumerate(files, 1):
        calls = [
            (search.__name__, functools.partial(checked_run, search, name, board, moves))
            for search in SEARCHES
        ]
        what = "%s (%d of %d)" % (name, number, len(files))
        times = medians(alternate(calls, rounds, progress, what))
        figures = {
            search.__name__: (times[search.__name__], count_nodes(search, board))
            for search in SEARCHES
        }
        rows.append((name, moves, figures))
    return rows, [search.__name__ for search in SEARCHES]


def geometric(rows, label, base, field):
    """'X.XX (geo)': the geometric mean over the rows of label's figure over base's."""
    mean = statistics.geometric_mean([f[label][field] / f[base][field] for _, _, f in rows])
    return "%.2f (geo)" % mean


def lever_table(rows, labels):
    """The levers' Markdown table: per file each search's time and nodes and their ratios to the
    first search's; the last two columns the newest lever against the search before it."""
    base, last, before = labels[0], labels[-1], labels[-2]
    header = ["file", "moves", "%s s" % base, "%s nodes" % base]
    for label in labels[1:]:
        header += ["%s s" % label, "x time", "x nodes"]
    header += ["x time vs %s" % before, "x nodes vs %s" % before]
    table = []
    for name, moves, figures in rows:
        seconds, nodes = figures[base]
        row = [name, moves, "%.3f" % seconds, format(nodes, ",")]
        for label in labels[1:]:
            row += ["%.3f" % figures[label][0]]
            row += ["%.2f" % (figures[label][field] / figures[base][field]) for field in (0, 1)]
        row += ["%.2f" % (figures[last][field] / figures[before][field]) for field in (0, 1)]
        table.append(row)
    total = ["all %d" % len(rows), "", "%.2f" % sum(f[base][0] for _, _, f in rows)]
    total += [format(sum(f[base][1] for _, _, f in rows), ",")]
    for label in labels[1:]:
        total += ["%.2f" % sum(f[label][0] for _, _, f in rows)]
        total += [geometric(rows, label, base, field) for field in (0, 1)]
    total += [geometric(rows, last, before, field) for field in (0, 1)]
    return markdown_table(header, table + [total])


def process_run(label, case, limits, published):
    """(CPU seconds, answered within the limits) of one child process running the search called
    label on case; an answer other than the published number of moves stops the bench."""
    command = [sys.executable, "-m", "slidingkit.tools.bench.child", "search", label, case]
    result = run_program(command, b"", limits)
    if result.killed_for:  # out of time (or memory): not answered within the limits
        return result.cpu_time, False
    if result.exit_status != 0 or result.stdout.decode().strip() != str(published):
        raise SystemExit(
            "bench: %s on %s: exit %s, printed %r; the published answer is %s moves: %s"
            % (
                label,
                case,
                result.exit_status,
                result.stdout[:100],
                published,
                result.stderr[-300:].decode("utf-8", "replace"),
            )
        )
    return result.cpu_time, True


def process_table(progress) -> List[Tuple[str, str, float]]:
    """Rows (search, 4x4 files answered in their published moves within the limits, total CPU s):
    each search of PROCESS_SEARCHES in one process a file (slidingkit/tools/bench/child.py, from
    the repository's root), the searches taking turns file by file."""
    calls = []
    for name in measured("search"):
        problem = problem_of(name)
        limits = Limits(
            time_limit=problem.time_limit, memory_limit_bytes=int(problem.memory_limit * MiB)
        )
        for case in problem.cases:
            published = answered_moves(name, Path(case.input_path))
            if open(case.input_path).read().split()[0] == "4" and published is not None:
                calls += [
                    (
                        "%s, %s" % (case.name, label),
                        functools.partial(process_run, label, case.input_path, limits, published),
                    )
                    for label in PROCESS_SEARCHES
                ]
    runs = alternate(calls, 1, progress, "4x4 files")
    files = len(calls) // len(PROCESS_SEARCHES)
    rows = []
    for label in PROCESS_SEARCHES:
        mine = [run for key, (run,) in runs.items() if key.rsplit(", ", 1)[1] == label]
        answered = sum(1 for _, done in mine if done)
        rows.append((label, "%d/%d" % (answered, files), sum(cpu for cpu, _ in mine)))
    return rows


def automaton_builds():
    """{longest word: (CPU seconds, states)} of the 4x4 automaton's build, tables forgotten
    first."""
    found = {}
    for longest in (fifteen.DUPLICATE_WORD_LENGTH, 10):
        core.forget_tables()
        seconds, automaton = timed(
            lambda longest=longest: fifteen.move_automaton(4, 4, core.MOVES, longest), cpu=True
        )
        found[longest] = (seconds, len(automaton) // 4)
    return found


def section(options, progress):
    """The section's Markdown (see the module docstring); options: search_rounds."""
    rounds = options.search_rounds
    rows, labels = measure(rounds, progress)
    out = [
        intro(
            "search",
            problems=names_text(measured("search")),
            least=" and ".join(str(bench_of(name)["search"]) for name in measured("search")),
            known_slow=" and ".join(known_slow()),
            rounds=plural(rounds, "alternating round"),
            word=fifteen.DUPLICATE_WORD_LENGTH,
            base=labels[0],
            last=labels[-1],
            before=labels[-2],
        ),
        lever_table(rows, labels),
        intro("search processes"),
        markdown_table(
            ["search", "answered", "total CPU s"],
            [(label, count, "%.1f" % total) for label, count, total in process_table(progress)],
        ),
    ]
    progress("the automaton's build")
    builds = automaton_builds()
    word = fifteen.DUPLICATE_WORD_LENGTH
    out.append(
        "The 4x4 automaton's build, CPU time in-process: words of up to %d moves (what the files "
        "use) %.0f ms, %s states; up to 10 moves %.0f ms, %s states.\n"
        % (
            word,
            builds[word][0] * 1e3,
            format(builds[word][1], ","),
            builds[10][0] * 1e3,
            format(builds[10][1], ","),
        )
    )
    progress("a 999x999 board")
    out.append(large_board())
    return "\n".join(out)


def large_board(rounds=3, side=999, seed=2026):
    """check_board and is_solvable on a shuffled side x side board (10^6 cells): O(cells)."""
    board = list(range(side * side))
    random.Random(seed).shuffle(board)
    shuffled, goal = tuple(board), core.standard_goal(side, side)
    calls = [
        ("check_board", lambda: timed(lambda: core.check_board(shuffled, side), cpu=True)[0]),
        ("is_solvable", lambda: timed(lambda: core.is_solvable(shuffled, goal, side), cpu=True)[0]),
    ]
    times = medians(alternate(calls, rounds))
    return (
        "A %dx%d board (%s cells, shuffled with seed %d), CPU time in-process, median of %d: "
        "`check_board` %.3f s, `is_solvable` %.3f s (both O(cells)).\n"
        % (
            side,
            side,
            format(side * side, ","),
            seed,
            rounds,
            times["check_board"],
            times["is_solvable"],
        )
    )
