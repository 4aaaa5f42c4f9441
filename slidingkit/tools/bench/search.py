"""Section "search" of `make bench`: what each lever of the core's search buys on the hard 4x4
files.

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
its path replayed: a wrong one stops the bench. Then the automaton's build time, and a 999x999
board's check and parity.

Usage: python -m slidingkit.tools.bench --only search [--search-rounds N]
"""

import random
import statistics
import sys
import time
from pathlib import Path

from slidingkit import core
from slidingkit.core import fifteen
from slidingkit.tools.bench.page import markdown_table, plural
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
    """CPU seconds for one search.shortest_path as a fresh process would run it, and the path."""
    core.forget_tables()
    started = time.process_time()
    path = search.shortest_path(board, core.standard_goal(4))
    return time.process_time() - started, path


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
        times = {search.__name__: [] for search in SEARCHES}
        for round_number in range(rounds):
            progress(
                "%s (%d of %d), round %d of %d"
                % (name, number, len(files), round_number + 1, rounds)
            )
            for search in SEARCHES:
                seconds, path = run_fresh(search, board)
                if len(path) != moves or core.replay(board, path)[-1] != core.standard_goal(4):
                    raise SystemExit(
                        "bench: %s on %s gave %d moves, expected %d"
                        % (search.__name__, name, len(path), moves)
                    )
                times[search.__name__].append(seconds)
        figures = {
            search.__name__: (statistics.median(times[search.__name__]), count_nodes(search, board))
            for search in SEARCHES
        }
        rows.append((name, moves, figures))
    return rows, [search.__name__ for search in SEARCHES]


def section(options, progress):
    """The section's Markdown (see the module docstring); options: search_rounds."""
    rounds = options.search_rounds
    rows, labels = measure(rounds, progress)
    base = labels[0]
    header = ["file", "moves", "%s s" % base, "%s nodes" % base]
    last, before = labels[-1], labels[-2]  # the newest lever, against the search before it
    for label in labels[1:]:
        header += ["%s s" % label, "x time", "x nodes"]
    header += ["x time vs %s" % before, "x nodes vs %s" % before]
    table = []
    for name, moves, figures in rows:
        seconds, nodes = figures[base]
        row = [name, moves, "%.3f" % seconds, format(nodes, ",")]
        for label in labels[1:]:
            row += [
                "%.3f" % figures[label][0],
                "%.2f" % (figures[label][0] / seconds),
                "%.2f" % (figures[label][1] / nodes),
            ]
        row += [
            "%.2f" % (figures[last][0] / figures[before][0]),
            "%.2f" % (figures[last][1] / figures[before][1]),
        ]
        table.append(row)
    total = [
        "all %d" % len(rows),
        "",
        "%.2f" % sum(f[base][0] for _, _, f in rows),
        format(sum(f[base][1] for _, _, f in rows), ","),
    ]
    for label in labels[1:]:
        total += [
            "%.2f" % sum(f[label][0] for _, _, f in rows),
            "%.2f (geo)"
            % statistics.geometric_mean([f[label][0] / f[base][0] for _, _, f in rows]),
            "%.2f (geo)"
            % statistics.geometric_mean([f[label][1] / f[base][1] for _, _, f in rows]),
        ]
    total += [
        "%.2f (geo)" % statistics.geometric_mean([f[last][0] / f[before][0] for _, _, f in rows]),
        "%.2f (geo)" % statistics.geometric_mean([f[last][1] / f[before][1] for _, _, f in rows]),
    ]
    table.append(total)
    out = [
        "What each lever of the core's search buys on the hard 4x4 files: those of %s whose answer "
        "is %s moves or more (the known_slow %s left out). Three searches take turns, file by "
        "file, %s, each run as a fresh process would run it (the table caches emptied first, so "
        "the tables' build is in its time), CPU time in-process on CPython, medians:\n"
        % (
            names_text(measured("search")),
            " and ".join(str(bench_of(name)["search"]) for name in measured("search")),
            " and ".join(known_slow()),
            plural(rounds, "alternating round"),
        )
    ]
    out.append(
        "- `Search`: IDA* with walking distance; the move that undoes the last is never made; "
        "moves + estimate keep their parity, so the bound rises by 2 and a node at the bound "
        "enters only the children whose estimate drops;\n"
        "- `AutomatonSearch`: + the automaton of duplicate move sequences of up to %d moves "
        "(Taylor & Korf);\n"
        "- `FifteenSearch`: + max(walking, inversion distance) per axis: what the 4x4 files ship.\n"
        % fifteen.DUPLICATE_WORD_LENGTH
    )
    out.append(
        "Nodes are calls of the recursive search, counted in a separate pass with a profiling hook "
        "(so the timed runs are not slowed). Ratios are to `%s` on the same file in the same run; "
        "the last two columns compare `%s` with `%s`. Every answer's length is checked against the "
        "case's answer file, and every path replayed.\n" % (base, last, before)
    )
    out.append(markdown_table(header, table))
    progress("the automaton's build")
    lengths = {}
    for longest in (fifteen.DUPLICATE_WORD_LENGTH, 10):
        core.forget_tables()
        started = time.process_time()
        states = len(fifteen.move_automaton(4, 4, core.MOVES, longest)) // 4
        lengths[longest] = (time.process_time() - started, states)
    out.append(
        "The 4x4 automaton's build, CPU time in-process: words of up to %d moves (what the files "
        "use) %.0f ms, %s states; up to 10 moves %.0f ms, %s states.\n"
        % (
            fifteen.DUPLICATE_WORD_LENGTH,
            lengths[fifteen.DUPLICATE_WORD_LENGTH][0] * 1e3,
            format(lengths[fifteen.DUPLICATE_WORD_LENGTH][1], ","),
            lengths[10][0] * 1e3,
            format(lengths[10][1], ","),
        )
    )
    progress("a 999x999 board")
    out.append(large_board())
    return "\n".join(out)


def large_board(rounds=3, side=999, seed=2026):
    """check_board and is_solvable on a shuffled side x side board (10^6 cells): O(cells)."""
    board = list(range(side * side))
    random.Random(seed).shuffle(board)
    board = tuple(board)
    goal = core.standard_goal(side, side)
    checks, parities = [], []
    for _ in range(rounds):
        started = time.process_time()
        core.check_board(board, side)
        checks.append(time.process_time() - started)
        started = time.process_time()
        core.is_solvable(board, goal, side)
        parities.append(time.process_time() - started)
    return (
        "A %dx%d board (%s cells, shuffled with seed %d), CPU time in-process, median of %d: "
        "`check_board` %.3f s, `is_solvable` %.3f s (both O(cells)).\n"
        % (
            side,
            side,
            format(side * side, ","),
            seed,
            rounds,
            statistics.median(checks),
            statistics.median(parities),
        )
    )
