"""Section "explorer" of `make bench`: every algorithm x heuristic of slidingkit/explorer/ on fixed
instances.

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

Usage: python -m slidingkit.tools.bench --only explorer [--explorer-rounds N]
"""

import statistics
import time

from slidingkit import core
from slidingkit.explorer import algorithms, heuristics
from slidingkit.explorer.algorithms import combinations
from slidingkit.oracle import reference
from slidingkit.tools.bench.page import markdown_table, plural
from slidingkit.tools.bench.workloads import digits

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
    # runs stop: docs/performance.md). Distances from slidingkit/core/core.shortest_path (IDA* +
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
    begin = time.perf_counter()
    result = algorithms.solve(
        start,
        goal,
        algorithm,
        heuristic,
        max_nodes=max_nodes,
        timeout=EXPLORER_TIMEOUT[core.side_of(start)],
    )
    return time.perf_counter() - begin, result


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


def explorer_measure(rounds, progress=lambda text: None):
    """Run every combination on every instance, `rounds` times alternately; return, per side,
    (instances, pairs, medians, results, stopped, not_run), keyed by (instance index, pair):
    medians the median seconds of each pair that never stopped; results its first Result (the
    stopping one if it stopped); stopped (round, seconds) of the run that hit a cap (never run
    again); not_run the keys skipped because an uninformed algorithm stopped in round 1 on a
    nearer instance of that size (its work grows with the distance, so it would stop again)."""
    sizes = []
    for instances in (EXPLORER_3X3, EXPLORER_4X4):
        instances = sorted(instances, key=lambda instance: instance[2])
        side = side_of(instances)
        if side == 3:
            for start, goal, distance in instances:
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
        for (
            _,
            goal,
            _,
        ) in instances:  # build the heuristics' tables (walking distance) outside the timings
            for heuristic in {heuristic for _, heuristic in pairs if heuristic is not None}:
                heuristics.estimate_for(heuristic, goal)(goal)
        sizes.append((instances, pairs, {}, {}, {}, set()))
    for round_number in range(
        rounds
    ):  # alternate: every combination once on every instance per round
        for instances, pairs, samples, results, stopped, not_run in sizes:
            for index, (start, goal, distance) in enumerate(instances):
                progress(
                    "round %d of %d, %dx%d instance %d of %d"
                    % (
                        round_number + 1,
                        rounds,
                        side_of(instances),
                        side_of(instances),
                        index + 1,
                        len(instances),
                    )
                )
                shortest = {}  # the answers that claim to be shortest, by combination
                for pair in pairs:
                    key = (index, pair)
                    if key in stopped or key in not_run:
                        continue
                    elapsed, result = explorer_run(start, goal, *pair)
                    explorer_check(start, goal, distance, pair[0], pair[1], result)
                    if result.optimal:
                        shortest[explorer_title(*pair)] = result.moves
                    if result.status == "stopped":
                        stopped[key] = (round_number, elapsed)
                        results[key] = result
                        if round_number == 0 and not algorithms.ALGORITHMS[pair[0]].informed:
                            not_run.update(
                                (later, pair) for later in range(index + 1, len(instances))
                            )
                        continue
                    samples.setdefault(key, []).append(elapsed)
                    results.setdefault(key, result)
                if set(shortest.values()) - {distance}:
                    raise SystemExit(
                        "bench: on %s -> %s (%d moves by %s) the combinations that claim a "
                        "shortest path answered %s"
                        % (
                            board_text(start),
                            board_text(goal),
                            distance,
                            "the plain BFS" if side_of(instances) == 3 else "the recorded distance",
                            ", ".join("%s %d" % item for item in sorted(shortest.items())),
                        )
                    )
    measured = []
    for instances, pairs, samples, results, stopped, not_run in sizes:
        for index, (start, goal, _) in enumerate(instances):
            if (index, EXPLORER_BASELINE) in stopped:
                raise SystemExit(
                    "bench: the baseline %s stopped on %s -> %s: pick easier instances"
                    % (explorer_title(*EXPLORER_BASELINE), board_text(start), board_text(goal))
                )
        medians = {
            key: statistics.median(times) for key, times in samples.items() if key not in stopped
        }
        measured.append((instances, pairs, medians, results, stopped, not_run))
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


def section(options, progress):
    """The section's Markdown (see the module docstring); options: explorer_rounds."""
    rounds = options.explorer_rounds
    started = time.perf_counter()
    measured = explorer_measure(rounds, progress)
    seconds = time.perf_counter() - started
    baseline = explorer_title(*EXPLORER_BASELINE)
    out = [
        "Every algorithm x heuristic of slidingkit/explorer/ in-process on CPython, %s (each round "
        "runs every combination once on every instance; %.0f s in all). Per combination: the "
        "geometric mean over the instances of its nodes expanded and of its median time, each **as "
        "a ratio to %s on the same instance in the same run**; how many instances it solved within "
        "the caps; whether its paths are shortest. Every path is replayed, and every shortest-path "
        "claim checked against the distance (3x3: the plain BFS of slidingkit/oracle/reference.py; "
        "4x4: the "
        "recorded one). Walking distance's tables are built before the timings.\n"
        % (plural(rounds, "alternating round"), seconds, baseline)
    ]
    near_cap = []
    for instances, pairs, medians, results, stopped, not_run in measured:
        side = side_of(instances)
        base = ", ".join(
            "%d moves %.2f ms (%s expanded)"
            % (
                moves,
                medians[index, EXPLORER_BASELINE] * 1e3,
                format(results[index, EXPLORER_BASELINE].expanded, ","),
            )
            for index, (_, _, moves) in enumerate(instances)
        )
        out.append(
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
        out.append(
            markdown_table(
                [
                    "algorithm",
                    "heuristic",
                    "solved",
                    "moves optimal?",
                    "expanded (x %s)" % baseline,
                    "time (x %s)" % baseline,
                    "total expanded",
                ],
                explorer_rows(instances, pairs, medians, results, stopped, not_run),
            )
        )
        for (index, pair), (round_number, _) in sorted(
            stopped.items(), key=lambda item: (item[1][0], item[0][0])
        ):
            if round_number > 0:
                near_cap.append(
                    "%s on the %d-move %dx%d (round %d)"
                    % (explorer_title(*pair), instances[index][2], side, side, round_number + 1)
                )
    out.append(
        "`>=`: stopped at a cap on some instance; its work up to the cap counts, so the true ratio "
        "is higher. not run: an uninformed search that stopped in round 1 is not run on the "
        "farther instances. moves optimal?: each path against the distance.\n"
    )
    if near_cap:
        out.append(
            "Near a cap (solved in an earlier round, then stopped; counted as stopped): "
            + "; ".join(near_cap)
            + ".\n"
        )
    return "\n".join(out)
