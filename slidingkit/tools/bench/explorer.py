"""Section "explorer" of `make bench`: every algorithm x heuristic of slidingkit/explorer/ on fixed
instances, and the explorer's IDA* against the core's.

Every combination of explorer.algorithms.combinations on fixed 3x3 and 4x4 instances, in-process on
CPython, `rounds` alternating rounds (each round runs every combination once on every instance):
per combination, the geometric mean over the instances of its median time and of its nodes
expanded, each as a ratio to A* + Manhattan on the same instance in the same run; how many
instances it solved within the caps (EXPLORER_TIMEOUT a run, algorithms.DEFAULT_MAX_NODES for the
algorithms that keep every board) and whether its paths are shortest. A run that stops is not
repeated, and an uninformed search that stops in round 1 is not run on the farther instances of
that size.

Every path must replay to its goal and be no shorter than the distance; every shortest-path claim
must give the distance (3x3: the plain BFS of slidingkit/oracle/reference.py; 4x4: the recorded
one). A failure stops the bench.

Then IDA* + walking distance on the 4x4 cases a problem's BENCH names under "ida": the core's
AutomatonSearch (walking distance and the automaton of duplicate move sequences, as the explorer's
loop: both expand the same boards) and `explorer solve -a idastar -H walking`
(slidingkit/explorer/incremental.py), alternately, `rounds` rounds: median time, nodes expanded
(the core's counted once with a profiler, untimed), and the time per node as a ratio. Both must
find paths of the same length, and the explorer's path must replay to the goal.

Usage: python -m slidingkit.tools.bench --only explorer [--explorer-rounds N]
"""

import functools
import os
import statistics
import sys

from slidingkit import core
from slidingkit.explorer import algorithms, heuristics
from slidingkit.explorer.algorithms import combinations
from slidingkit.oracle import reference
from slidingkit.tools.bench.page import intro, markdown_table, plural
from slidingkit.tools.bench.timing import SKIP, alternate, medians, timed
from slidingkit.tools.bench.workloads import bench_of, case_board, digits, names_text
from slidingkit.tools.bench.workloads import measured as measured_problems
from slidingkit.tools.common import CASES

TITLE = "Explorer: every algorithm x heuristic"


# The explorer's fixed instances, (start, goal, distance), nearest first within each size.
EXPLORER_3X3 = [
    # the course report's instance (docs/explorer.md, "The course reports' instances"):
    # 541203786 -> 123804765
    ((5, 4, 1, 2, 0, 3, 7, 8, 6), (1, 2, 3, 8, 0, 4, 7, 6, 5), 20),
    # random.Random(2026).choice(sorted(boards d moves from 123456780 by
    # slidingkit/oracle/reference.py)) for
    # d = 22 and 24 (distances checked against that BFS on every run). Not 25 or 26: IDDFS, the
    # slowest here (its time at 24: docs/performance.md), grows exponentially with the distance,
    # and runs five times a run.
    ((0, 7, 4, 6, 3, 2, 8, 1, 5), (1, 2, 3, 4, 5, 6, 7, 8, 0), 22),
    ((0, 7, 5, 4, 6, 2, 8, 3, 1), (1, 2, 3, 4, 5, 6, 7, 8, 0), 24),
]
EXPLORER_4X4 = [
    # Random walks from the standard goal: rng = random.Random(seed), rng.randint(30, 40) moves of
    # the blank, each rng.choice of the legal moves in U, D, L, R order but the one straight back;
    # seeds 13, 28 and 41 of 0-59, picked for distances 30-32 where A* + Manhattan (the baseline)
    # is quick and each run ends the same way in every round, at a cap or well within it: A* and
    # IDA* + Hamming stop on most, every other informed run and bidirectional BFS finishes (which
    # runs stop: docs/performance.md). Distances from core.shortest_path (IDA* +
    # walking distance); every combination that claims a shortest path must give the same (checked
    # on every run).
    (
        (1, 2, 4, 7, 5, 12, 11, 0, 14, 13, 6, 3, 10, 9, 15, 8),
        core.standard_goal(4),
        30,
    ),  # seed 13, 34 moves
    (
        (7, 9, 1, 3, 13, 5, 0, 4, 14, 6, 2, 12, 10, 15, 8, 11),
        core.standard_goal(4),
        31,
    ),  # seed 28, 31 moves
    (
        (14, 9, 1, 3, 7, 5, 6, 4, 0, 2, 11, 8, 10, 12, 13, 15),
        core.standard_goal(4),
        32,
    ),  # seed 41, 36 moves
]
# Seconds per run (the node cap is algorithms.DEFAULT_MAX_NODES for the algorithms that keep every
# board). 3x3: only a guard, every run finishes well within it, with room for a loaded machine.
# 4x4: a cap close to what A* and IDA* + Hamming need on these would let noise decide whether
# they finish; 5 s stops them in round 1 where they run out and keeps the section short (its time
# in all: docs/performance.md).
EXPLORER_TIMEOUT = {3: 10.0, 4: 5.0}
EXPLORER_BASELINE = ("astar", "manhattan")


def explorer_title(algorithm, heuristic):
    return algorithms.ALGORITHMS[algorithm].title + ("" if heuristic is None else " + " + heuristic)


def explorer_run(start, goal, algorithm, heuristic):
    """Return (wall seconds, Result) of one explorer run within the section's caps."""
    max_nodes = (
        algorithms.DEFAULT_MAX_NODES if algorithms.ALGORITHMS[algorithm].keeps_nodes else None
    )
    timeout = EXPLORER_TIMEOUT[core.side_of(start)]
    return timed(
        lambda: algorithms.solve(
            start, goal, algorithm, heuristic, max_nodes=max_nodes, timeout=timeout
        )
    )


def side_of(instances):
    return core.side_of(instances[0][0])


def board_text(board):
    return digits(board) if len(board) <= 9 else " ".join(map(str, board))


def explorer_check(start, goal, distance, algorithm, heuristic, result):
    """Stop the bench on a path that does not replay to the goal or is shorter than the distance,
    and on any end but solved or stopped. (Shortest-path claims are checked per instance,
    all together.)"""
    where = "%s on %s -> %s" % (
        explorer_title(algorithm, heuristic),
        board_text(start),
        board_text(goal),
    )
    if result.status == "stopped":
        return
    if result.status != "solved":
        raise SystemExit("bench: %s ended %s: %s" % (where, result.status, result.reason))
    try:
        reached = core.replay(start, result.path)[-1]
    except ValueError as error:
        raise SystemExit(
            "bench: %s returned %r, which does not replay: %s" % (where, result.path, error)
        ) from None
    if reached != goal:
        raise SystemExit(
            "bench: %s returned %r, which ends on %s" % (where, result.path, board_text(reached))
        )
    if result.moves < distance:
        raise SystemExit(
            "bench: %s returned %d moves; the distance is %d" % (where, result.moves, distance)
        )


def explorer_instances():
    """Per size: (its instances, nearest first, and its combinations); the 3x3 distances checked
    against the plain BFS, the heuristics' tables (walking distance) built outside the timings."""
    sizes = []
    for instances in (EXPLORER_3X3, EXPLORER_4X4):
        instances = sorted(instances, key=lambda instance: instance[2])
        side = side_of(instances)
        for start, goal, distance in instances if side == 3 else ():
            if reference.distance(start, goal) != distance:
                raise SystemExit(
                    "bench: %s -> %s is %s moves by the plain BFS, not %d"
                    % (digits(start), digits(goal), reference.distance(start, goal), distance)
                )
        pairs = combinations(side, None, None)
        if EXPLORER_BASELINE not in pairs:
            raise SystemExit(
                "bench: %s is not among the %dx%d combinations"
                % (explorer_title(*EXPLORER_BASELINE), side, side)
            )
        for _, goal, _ in instances:
            for heuristic in {heuristic for _, heuristic in pairs if heuristic is not None}:
                heuristics.estimate_for(heuristic, goal)(goal)
        sizes.append((instances, pairs))
    return sizes


class Trials:
    """The runs of one size's combinations, round after round: trial((index, pair)) runs one,
    checks it, and returns its seconds, or SKIP for a run that stopped at a cap (it keeps the
    round and seconds in `stopped` and is never run again) or one not run (`not_run`: an
    uninformed algorithm that stopped in round 1 on a nearer instance of that size, whose work
    grows with the distance). `results` keeps each key's first Result (the stopping one if it
    stopped)."""

    def __init__(self, instances):
        self.instances = instances
        self.results, self.stopped, self.not_run = {}, {}, set()
        self.rounds = {}  # key -> the rounds it was called in so far

    def trial(self, key):
        index, pair = key
        round_number = self.rounds.get(key, 0)
        self.rounds[key] = round_number + 1
        if key in self.stopped or key in self.not_run:
            return SKIP
        start, goal, distance = self.instances[index]
        elapsed, result = explorer_run(start, goal, *pair)
        explorer_check(start, goal, distance, pair[0], pair[1], result)
        if result.optimal and result.moves != distance:
            raise SystemExit(
                "bench: on %s -> %s (%d moves by %s) %s claims a shortest path of %d moves"
                % (
                    board_text(start),
                    board_text(goal),
                    distance,
                    "the plain BFS" if len(start) == 9 else "the recorded distance",
                    explorer_title(*pair),
                    result.moves,
                )
            )
        self.results.setdefault(key, result)
        if result.status != "stopped":
            return elapsed
        self.stopped[key], self.results[key] = (round_number, elapsed), result
        if round_number == 0 and not algorithms.ALGORITHMS[pair[0]].informed:
            self.not_run.update((later, pair) for later in range(index + 1, len(self.instances)))
        return SKIP


def explorer_measure(rounds, progress=lambda text: None):
    """Run every combination on every instance, `rounds` times alternately; return, per side,
    (instances, pairs, medians, results, stopped, not_run), keyed by (instance index, pair):
    medians the median seconds of each pair that never stopped; results, stopped and not_run as
    Trials keeps them."""
    sizes = [(instances, pairs, Trials(instances)) for instances, pairs in explorer_instances()]
    calls = [
        ((side_of(instances), index, pair), functools.partial(trials.trial, (index, pair)))
        for instances, pairs, trials in sizes
        for index in range(len(instances))
        for pair in pairs
    ]

    def label(key):
        return "%dx%d instance %d, %s" % (key[0], key[0], key[1] + 1, explorer_title(*key[2]))

    samples = alternate(calls, rounds, progress, label=label)
    measured = []
    for instances, pairs, trials in sizes:
        for index, (start, goal, _) in enumerate(instances):
            if (index, EXPLORER_BASELINE) in trials.stopped:
                raise SystemExit(
                    "bench: the baseline %s stopped on %s -> %s: pick easier instances"
                    % (explorer_title(*EXPLORER_BASELINE), board_text(start), board_text(goal))
                )
        side = side_of(instances)
        times = medians(
            {(index, pair): samples[side, index, pair] for index, pair in trials.rounds}
        )
        medians_kept = {key: value for key, value in times.items() if key not in trials.stopped}
        measured.append(
            (instances, pairs, medians_kept, trials.results, trials.stopped, trials.not_run)
        )
    return measured


def ratio_text(ratio, at_least):
    text = "%.0fx" % ratio if ratio >= 100 else "%.1fx" % ratio if ratio >= 10 else "%.2fx" % ratio
    return (">= " if at_least else "") + text


def explorer_rows(instances, pairs, medians, results, stopped, not_run):
    """Table rows (algorithm, heuristic, solved, moves, expanded ratio, time ratio, total expanded).
    A run stopped at a cap counts with the work and time it took up to the cap, so its ratios are
    lower bounds (">="); instances never run are left out of the means."""
    count = len(instances)
    base_seconds = [medians[index, EXPLORER_BASELINE] for index in range(count)]
    base_expanded = [results[index, EXPLORER_BASELINE].expanded for index in range(count)]
    rows = []
    for pair in pairs:
        ran = [index for index in range(count) if (index, pair) not in not_run]
        solved = [index for index in ran if (index, pair) not in stopped]
        time_ratios, expanded_ratios, total = [], [], 0
        for index in ran:
            result = results[index, pair]
            seconds = medians[index, pair] if index in solved else stopped[index, pair][1]
            time_ratios.append(seconds / base_seconds[index])
            expanded_ratios.append(max(result.expanded, 1) / base_expanded[index])
            total += result.expanded
        partial = len(solved) < len(ran)
        solved_text = "%d/%d" % (len(solved), count)
        notes = []
        if partial:
            notes.append("stopped on %d" % (len(ran) - len(solved)))
        if len(ran) < count:
            notes.append("%d not run" % (count - len(ran)))
        if notes:
            solved_text += " (" + ", ".join(notes) + ")"
        longer = [
            results[index, pair].moves - instances[index][2]
            for index in solved
            if results[index, pair].moves > instances[index][2]
        ]
        if not solved:
            moves_text = "-"
        elif longer:
            moves_text = "longer on %d (up to +%d)" % (len(longer), max(longer))
        else:
            moves_text = "all optimal"
        rows.append(
            (
                algorithms.ALGORITHMS[pair[0]].title,
                pair[1] or "-",
                solved_text,
                moves_text,
                ratio_text(statistics.geometric_mean(expanded_ratios), partial),
                ratio_text(statistics.geometric_mean(time_ratios), partial),
                (">= " if partial else "") + format(total, ","),
            )
        )
    return rows


def size_markdown(instances, pairs, medians, results, stopped, not_run):
    """One size's paragraph and table, and its runs that stopped after round 1 (near a cap)."""
    side, baseline = side_of(instances), explorer_title(*EXPLORER_BASELINE)
    base = ", ".join(
        "%d moves %.2f ms (%s expanded)"
        % (
            moves,
            medians[index, EXPLORER_BASELINE] * 1e3,
            format(results[index, EXPLORER_BASELINE].expanded, ","),
        )
        for index, (_, _, moves) in enumerate(instances)
    )
    paragraph = (
        "**%dx%d**, %d instances; caps %g s a run and %s nodes (for the algorithms that keep "
        "every board); %s, median: %s.\n"
        % (
            side,
            side,
            len(instances),
            EXPLORER_TIMEOUT[side],
            format(algorithms.DEFAULT_MAX_NODES, ","),
            baseline,
            base,
        )
    )
    header = ["algorithm", "heuristic", "solved", "moves optimal?"]
    header += ["expanded (x %s)" % baseline, "time (x %s)" % baseline, "total expanded"]
    table = markdown_table(
        header, explorer_rows(instances, pairs, medians, results, stopped, not_run)
    )
    near_cap = [
        "%s on the %d-move %dx%d (round %d)"
        % (explorer_title(*pair), instances[index][2], side, side, round_number + 1)
        for (index, pair), (round_number, _) in sorted(
            stopped.items(), key=lambda item: (item[1][0], item[0][0])
        )
        if round_number > 0
    ]
    return [paragraph, table], near_cap


def section(options, progress):
    """The section's Markdown (see the module docstring); options: explorer_rounds."""
    rounds = options.explorer_rounds
    seconds, measured = timed(lambda: explorer_measure(rounds, progress))
    out = [
        intro(
            "explorer",
            rounds=plural(rounds, "alternating round"),
            seconds=seconds,
            baseline=explorer_title(*EXPLORER_BASELINE),
        )
    ]
    near_cap = []
    for size in measured:
        parts, stopped_late = size_markdown(*size)
        out += parts
        near_cap += stopped_late
    out.append(intro("explorer marks"))
    if near_cap:
        out.append(
            "Near a cap (solved in an earlier round, then stopped; counted as stopped): "
            + "; ".join(near_cap)
            + ".\n"
        )
    out += ida_markdown(rounds, progress)
    return "\n".join(out)


def ida_boards():
    """(case, board) of every case named by a problem's BENCH "ida", in the order named."""
    return [
        (case, case_board(CASES / name / (case + ".in"), 16))
        for name in measured_problems("ida")
        for case in bench_of(name)["ida"]
    ]


def walking_search(board, goal):
    """The core's IDA* + walking distance with the automaton of duplicate move sequences
    (core.AutomatonSearch): the explorer's loop prunes with the same automaton and estimates
    with the same walking distance, so both expand the same boards. (FifteenSearch, what the 4x4
    files ship, adds the inversion distance, a different heuristic.)"""
    return core.AutomatonSearch(board, goal)


def core_expansions(board, goal):
    """Nodes the core's Search expands on board: calls of its recursive search (the function named
    `search` in slidingkit/core/, which Search.advance runs), counted once with a profiler, untimed.
    None if the core searches without such calls (then only the time ratio is meaningful)."""
    package = os.path.dirname(core.__file__) + os.sep  # slidingkit/core/ is a package of modules
    calls = [0]

    def count(frame, event, argument):
        if (
            event == "call"
            and frame.f_code.co_name == "search"
            and frame.f_code.co_filename.startswith(package)
        ):
            calls[0] += 1

    search = walking_search(board, goal)
    sys.setprofile(count)
    try:
        while not search.advance():
            pass
    finally:
        sys.setprofile(None)
    return calls[0] or None


def core_run(board, goal):
    """(wall seconds, path) of the core's walking_search to its end."""

    def run():
        search = walking_search(board, goal)
        while not search.advance():
            pass
        return search.path

    return timed(run)


def ida_speed(rounds, progress=lambda text: None):
    """Per board: (name, moves, core expanded, core median s, explorer expanded,
    explorer median s)."""
    goal = core.standard_goal(4)
    core.walking_distance(goal, goal)  # both use the core's tables: build them before the clock
    rows = []
    for name, board in ida_boards():
        calls = [
            ("the core", functools.partial(core_run, board, goal)),
            (
                "the explorer",
                lambda board=board: timed(
                    lambda: algorithms.solve(board, goal, "idastar", "walking")
                ),
            ),
        ]
        samples = alternate(calls, rounds, progress, name)
        for (_, path), (_, result) in zip(samples["the core"], samples["the explorer"]):
            if core.replay(board, result.path)[-1] != goal or len(path) != result.moves:
                raise SystemExit(
                    "bench: %s: the core found %d moves, the explorer %s"
                    % (name, len(path), result.moves)
                )
        times = medians(samples, of=lambda sample: sample[0])
        result = samples["the explorer"][-1][1]
        rows.append(
            (
                name,
                result.moves,
                core_expansions(board, goal),
                times["the core"],
                result.expanded,
                times["the explorer"],
            )
        )
    return rows


def ida_markdown(rounds, progress):
    """The explorer's IDA* against the core's: the paragraph and the table."""
    rows = []
    for name, moves, core_nodes, core_seconds, nodes, seconds in ida_speed(rounds, progress):
        per_node = seconds / nodes * 1e6
        if core_nodes:
            core_per_node = core_seconds / core_nodes * 1e6
            core_text, ratio = "%.2f" % core_per_node, "%.2fx" % (per_node / core_per_node)
        else:
            core_text, ratio = "-", "%.2fx (time)" % (seconds / core_seconds)
        rows.append(
            (name, moves, format(core_nodes or 0, ","), "%.1f" % (core_seconds * 1e3), core_text)
            + (format(nodes, ","), "%.1f" % (seconds * 1e3), "%.2f" % per_node, ratio)
        )
    header = ["board", "moves", "core expanded", "core ms", "core us/node", "explorer expanded"]
    header += ["explorer ms", "explorer us/node", "explorer / core per node"]
    return [
        intro(
            "explorer ida",
            problems=names_text(measured_problems("ida")),
            rounds=plural(rounds, "round"),
        ),
        markdown_table(header, rows),
    ]
