"""What each lever of the core's search buys on the hard 4x4 files (`make bench`, section "search").

For every 4x4 Princeton file of 40 moves or more (the known_slow 78 and 80 left out), three searches
take turns, round after round, each as a fresh process would run it (table caches emptied first,
so the tables' build is in its time), CPU time in-process on CPython:

- baseline: the core as it was before the levers (commit BASELINE, read with `git show`): IDA* with
  walking distance, undoing the last move pruned, the smallest exceeding total tracked per node;
- cheaper node: today's core with only undone moves pruned: moves + heuristic keep their parity,
  so the bound rises by 2 and a node at the bound enters only children whose estimate drops; the
  moves per (automaton state, blank) and the rise of each transition are tabled;
- + duplicate words: today's core with the automaton of duplicate move sequences of up to
  DUPLICATE_WORD_LENGTH moves (Taylor & Korf), inversion distance switched off: the search as
  it was before that lever;
- + inversion distance: today's core as it ships: a probe in the third iteration picks, per board,
  max(walking, inversion distance) per axis when it visits few enough nodes to pay for its dearer
  node. Its last two ratio columns are to "+ duplicate words" (the search before this lever).

Nodes (calls of the recursive search) are counted in a separate pass with a profiling hook, so the
timed runs are not slowed. Every answer's length is checked against the index of the files.
Without git history (not a clone), the baseline column is left out.
"""

import statistics
import subprocess
import sys
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import puzzle  # noqa: E402

BASELINE = "0db8604"  # the last commit before issue 10's search levers
INDEX = ROOT / "tests" / "data" / "princeton_8puzzle_index.tsv"
CASES = ROOT / "judge_cases" / "princeton_8puzzle"
KNOWN_SLOW = {"puzzle4x4-78", "puzzle4x4-80"}


def baseline_core():
    """The core at BASELINE as a module, or None without git history."""
    try:
        source = subprocess.run(["git", "-C", str(ROOT), "show", "%s:core/puzzle.py" % BASELINE],
                                capture_output=True, check=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    module = types.ModuleType("baseline_puzzle")
    exec(compile(source, "baseline core/puzzle.py", "exec"), module.__dict__)
    return module


def hard_files(least_moves=40):
    """(name, board, moves) of the 4x4 files of at least least_moves moves, known_slow left out."""
    files = []
    for line in INDEX.read_text().splitlines():
        name, side, moves = line.split("\t")[:3]
        name = name[:-len(".txt")]
        if side == "4" and moves.isdigit() and int(moves) >= least_moves and name not in KNOWN_SLOW:
            numbers = puzzle.integers_in((CASES / (name + ".in")).read_text())
            files.append((name, tuple(numbers[1:]), int(moves)))
    return sorted(files, key=lambda item: item[2])


def run_fresh(module, board, long_words, inversions=False):
    """CPU seconds for one shortest_path as a fresh process would run it, and the path."""
    module._tables_by_goal.clear()
    for cache in ("_automata", "_walking_distances"):
        getattr(module, cache, {}).clear()
    saved = {name: getattr(module, name) for name in ("LONG_WORD_CELLS", "INVERSION_CELLS") if hasattr(module, name)}
    if "LONG_WORD_CELLS" in saved and not long_words:
        module.LONG_WORD_CELLS = (0, 0)
    if "INVERSION_CELLS" in saved and not inversions:
        module.INVERSION_CELLS = (0, 0)
    try:
        started = time.process_time()
        path = module.shortest_path(board, puzzle.standard_goal(4))
        return time.process_time() - started, path
    finally:
        for name, value in saved.items():
            setattr(module, name, value)


def count_nodes(module, board, long_words, inversions=False):
    """Calls of the search's recursive function, counted with a profiling hook (slow; untimed)."""
    calls = [0]

    def hook(frame, event, argument):
        if event == "call" and frame.f_code.co_name == "search":
            calls[0] += 1

    sys.setprofile(hook)
    try:
        run_fresh(module, board, long_words, inversions)
    finally:
        sys.setprofile(None)
    return calls[0]


def measure(rounds):
    """Rows (name, moves, {config: (median s, nodes)}), and the configs in column order."""
    baseline = baseline_core()
    configs = [("cheaper node", puzzle, False, False), ("+ duplicate words", puzzle, True, False),
               ("+ inversion distance", puzzle, True, True)]
    if baseline is not None:
        configs.insert(0, ("baseline", baseline, False, False))
    rows = []
    for name, board, moves in hard_files():
        times = {label: [] for label, _, _, _ in configs}
        for _ in range(rounds):
            for label, module, long_words, inversions in configs:
                seconds, path = run_fresh(module, board, long_words, inversions)
                if len(path) != moves or puzzle.replay(board, path)[-1] != puzzle.standard_goal(4):
                    raise SystemExit("bench: %s on %s gave %d moves, expected %d" % (label, name, len(path), moves))
                times[label].append(seconds)
        figures = {label: (statistics.median(times[label]), count_nodes(module, board, long_words, inversions))
                   for label, module, long_words, inversions in configs}
        rows.append((name, moves, figures))
        print("  %s done" % name, file=sys.stderr, flush=True)
    return rows, [label for label, _, _, _ in configs]


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
    started = time.process_time()
    puzzle._automata.clear()
    puzzle._move_automaton(4, 4, puzzle.MOVES, puzzle.DUPLICATE_WORD_LENGTH)
    eight = time.process_time() - started
    started = time.process_time()
    puzzle._move_automaton(4, 4, puzzle.MOVES, 10)
    ten = time.process_time() - started
    print("\nThe 4x4 automaton's build: words of up to %d moves %.0f ms (%d states); up to 10 moves %.0f ms "
          "(%d states)" % (puzzle.DUPLICATE_WORD_LENGTH, eight * 1e3,
                           len(puzzle._move_automaton(4, 4, puzzle.MOVES, puzzle.DUPLICATE_WORD_LENGTH)) // 4,
                           ten * 1e3, len(puzzle._move_automaton(4, 4, puzzle.MOVES, 10)) // 4))


def bench_large_board(rounds=3, side=999, seed=2026):
    """check_board and is_solvable on a shuffled side x side board (10^6 cells): O(cells)."""
    import random
    board = list(range(side * side))
    random.Random(seed).shuffle(board)
    board = tuple(board)
    goal = puzzle.standard_goal(side, side)
    checks, parities = [], []
    for _ in range(rounds):
        started = time.process_time()
        puzzle.check_board(board, side)
        checks.append(time.process_time() - started)
        started = time.process_time()
        puzzle.is_solvable(board, goal, side)
        parities.append(time.process_time() - started)
    print("\nA %dx%d board (%s cells), CPython, median of %d: check_board %.3f s, is_solvable %.3f s"
          % (side, side, format(side * side, ","), rounds, statistics.median(checks), statistics.median(parities)))
