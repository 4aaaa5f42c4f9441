"""What each lever of the core's search buys on the hard 4x4 files (`make bench`, section "search").

For every 4x4 Princeton file of 40 moves or more (the known_slow 78 and 80 left out), three kinds of
search take turns, round after round, each as a fresh process would run it (table caches emptied
first, so the tables' build is in its time), CPU time in-process on CPython:

- Search: IDA* with walking distance; the move that undoes the last is never made; moves +
  estimate keep their parity, so the bound rises by 2 and a node at the bound enters only the
  children whose estimate drops;
- AutomatonSearch: + the automaton of duplicate move sequences of up to DUPLICATE_WORD_LENGTH moves
  (Taylor & Korf);
- FifteenSearch: + max(walking, inversion distance) per axis: what the 4x4 files ship.
The last two columns compare FifteenSearch with AutomatonSearch (the search before that lever).

Nodes (calls of the recursive search) are counted in a separate pass with a profiling hook, so the
timed runs are not slowed. Every answer's length is checked against the index of the files.
"""

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import core  # noqa: E402
from core import fifteen  # noqa: E402

INDEX = ROOT / "tests" / "data" / "princeton_8puzzle_index.tsv"
CASES = ROOT / "judge_cases" / "princeton_8puzzle"
KNOWN_SLOW = {"puzzle4x4-78", "puzzle4x4-80"}
SEARCHES = (core.Search, core.AutomatonSearch, core.FifteenSearch)


def forget_tables():
    """Empty every table cache of the core, as a fresh process starts."""
    core.IterativeDeepening.built.clear()
    core.WalkingDistance._built.clear()
    fifteen._automata.clear()


def hard_files(least_moves=40):
    """(name, board, moves) of the 4x4 files of at least least_moves moves, known_slow left out."""
    files = []
    for line in INDEX.read_text().splitlines():
        name, side, moves = line.split("\t")[:3]
        name = name[:-len(".txt")]
        if side == "4" and moves.isdigit() and int(moves) >= least_moves and name not in KNOWN_SLOW:
            numbers = core.integers_in((CASES / (name + ".in")).read_text())
            files.append((name, tuple(numbers[1:]), int(moves)))
    return sorted(files, key=lambda item: item[2])


def run_fresh(search, board):
    """CPU seconds for one search.shortest_path as a fresh process would run it, and the path."""
    forget_tables()
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


def measure(rounds):
    """Rows (name, moves, {search name: (median s, nodes)}), and the search names in column order."""
    rows = []
    for name, board, moves in hard_files():
        times = {search.__name__: [] for search in SEARCHES}
        for _ in range(rounds):
            for search in SEARCHES:
                seconds, path = run_fresh(search, board)
                if len(path) != moves or core.replay(board, path)[-1] != core.standard_goal(4):
                    raise SystemExit("bench: %s on %s gave %d moves, expected %d"
                                     % (search.__name__, name, len(path), moves))
                times[search.__name__].append(seconds)
        figures = {search.__name__: (statistics.median(times[search.__name__]), count_nodes(search, board))
                   for search in SEARCHES}
        rows.append((name, moves, figures))
        print("  %s done" % name, file=sys.stderr, flush=True)
    return rows, [search.__name__ for search in SEARCHES]


def geometric_mean(values):
    product = 1.0
    for value in values:
        product *= value
    return product ** (1.0 / len(values))


def bench_search(rounds, print_table):
    rows, labels = measure(rounds)
    base = labels[0]
    print("\nThe search's levers on the 4x4 files of 40+ moves (known_slow left out): CPU s in-process "
          "on CPython with the table build, median of %d alternating rounds; nodes = calls of the "
          "recursive search; ratios to %s on the same file\n" % (rounds, base))
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
            row += ["%.3f" % figures[label][0], "%.2f" % (figures[label][0] / seconds),
                    "%.2f" % (figures[label][1] / nodes)]
        row += ["%.2f" % (figures[last][0] / figures[before][0]), "%.2f" % (figures[last][1] / figures[before][1])]
        table.append(row)
    total = ["all %d" % len(rows), "", "%.2f" % sum(f[base][0] for _, _, f in rows),
             format(sum(f[base][1] for _, _, f in rows), ",")]
    for label in labels[1:]:
        total += ["%.2f" % sum(f[label][0] for _, _, f in rows),
                  "%.2f (geo)" % geometric_mean([f[label][0] / f[base][0] for _, _, f in rows]),
                  "%.2f (geo)" % geometric_mean([f[label][1] / f[base][1] for _, _, f in rows])]
    total += ["%.2f (geo)" % geometric_mean([f[last][0] / f[before][0] for _, _, f in rows]),
              "%.2f (geo)" % geometric_mean([f[last][1] / f[before][1] for _, _, f in rows])]
    table.append(total)
    print_table(header, table)
    lengths = {}
    for longest in (fifteen.DUPLICATE_WORD_LENGTH, 10):
        fifteen._automata.clear()
        started = time.process_time()
        states = len(fifteen.move_automaton(4, 4, core.MOVES, longest)) // 4
        lengths[longest] = (time.process_time() - started, states)
    print("\nThe 4x4 automaton's build: words of up to %d moves %.0f ms (%d states); up to 10 moves %.0f ms "
          "(%d states)" % (fifteen.DUPLICATE_WORD_LENGTH, lengths[fifteen.DUPLICATE_WORD_LENGTH][0] * 1e3,
                           lengths[fifteen.DUPLICATE_WORD_LENGTH][1], lengths[10][0] * 1e3, lengths[10][1]))


def bench_large_board(rounds=3, side=999, seed=2026):
    """check_board and is_solvable on a shuffled side x side board (10^6 cells): O(cells)."""
    import random
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
    print("\nA %dx%d board (%s cells), CPython, median of %d: check_board %.3f s, is_solvable %.3f s"
          % (side, side, format(side * side, ","), rounds, statistics.median(checks), statistics.median(parities)))
