"""Section "family" of `make bench`: a file on many boards in one input, and a file's largest case.

For each problem whose BENCH holds "boards" (counts), its Python file runs as a whole process on
inputs of that many random solvable boards (seeded), written as its statement writes them, and
the section reports its CPU time (user + system, median of `rounds` runs, the inputs taking
turns) and peak memory, as the judge measures them (judge.run.run_program). Every answer must be
a shortest path: it replays to the goal (slidingkit/oracle/reference_paths.py) in the plain BFS's
number of moves (slidingkit/oracle/reference.py). For each problem whose BENCH names a "case", its
Python file runs on that case the same way, its output checked as the judge checks it. A wrong
answer stops the bench.

Usage: python -m slidingkit.tools.bench --only family [--family-rounds N]
Cost: about 15 runs of at most a few seconds each, for 3 rounds.
"""

import os
import statistics
import sys
import tempfile
from typing import List, Sequence, Tuple

from slidingkit import problems
from slidingkit.oracle import reference, reference_paths
from slidingkit.tools.bench.page import markdown_table, plural
from slidingkit.tools.bench.runs import measured_run, megabytes, run_once
from slidingkit.tools.bench.workloads import (
    Board,
    bench_of,
    goal_of,
    input_text,
    measured,
    names_text,
    problem_of,
    random_solvable_boards,
    short_name,
)
from slidingkit.tools.common import CASES, SOLUTIONS


def title() -> str:
    return "The family: %s" % names_text(measured("boards") + measured("case"))


TITLE = title()
SEED = 1043


def check_path_answers(name: str, boards: Sequence[Board], output: str) -> None:
    """Stop the bench unless output has, per board, a path (in the problem's letters) that
    replays to the goal in the plain BFS's number of moves."""
    goal = goal_of(name)
    letters = problems.load(name).FORMAT.letters
    to_moves = str.maketrans(letters, "UDLR")
    lines = output.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) != len(boards):
        raise SystemExit(
            "bench: %s printed %d lines for %d boards" % (name, len(lines), len(boards))
        )
    distances = reference.bfs_distances(goal)
    for number, (board, line) in enumerate(zip(boards, lines), 1):
        path = line.strip()
        try:
            reached = reference_paths.replay(board, 3, path.translate(to_moves))
        except (ValueError, KeyError) as error:
            raise SystemExit(
                "bench: %s's answer %d, %r, does not replay: %s" % (name, number, path, error)
            ) from None
        if reached != goal or len(path) != distances[board]:
            raise SystemExit(
                "bench: %s's answer %d, %r (%d moves), is not a shortest path to the goal "
                "(%d moves)" % (name, number, path, len(path), distances[board])
            )


def many_boards(name: str, rounds: int, progress) -> List[Tuple[str, str, str]]:
    """Rows (boards, median CPU s, peak MB) of the file on each count of its BENCH's "boards"."""
    command = [sys.executable, str(SOLUTIONS / (name + ".py"))]
    counts = [int(count) for count in bench_of(name)["boards"]]
    samples = {count: [] for count in counts}  # type: dict
    with tempfile.TemporaryDirectory() as folder:
        inputs = {}
        for count in counts:
            boards = random_solvable_boards(goal_of(name), count, SEED)
            inputs[count] = (os.path.join(folder, "boards-%d.in" % count), boards)
            with open(inputs[count][0], "w") as file:
                file.write(input_text(name, boards))
        for round_number in range(rounds):  # alternate: each input once per round
            for count in counts:
                progress(
                    "%s, %s boards, round %d of %d"
                    % (name, format(count, ","), round_number + 1, rounds)
                )
                path, boards = inputs[count]
                with open(path, "rb") as source:
                    result = measured_run(command, source.read())
                check_path_answers(name, boards, result.stdout.decode("utf-8", "replace"))
                samples[count].append((result.cpu_time, megabytes(result)))
    return [
        (
            format(count, ","),
            "%.3f" % statistics.median(cpu for cpu, _ in samples[count]),
            "%.1f" % max(memory for _, memory in samples[count]),
        )
        for count in counts
    ]


def one_case(name: str, rounds: int, progress) -> Tuple[float, float]:
    """(median CPU s, peak MB) of the file on its BENCH's "case", its output checked."""
    case = CASES / name / (str(bench_of(name)["case"]) + ".in")
    samples = []
    for round_number in range(rounds):
        progress("%s's %s, round %d of %d" % (name, case.stem, round_number + 1, rounds))
        result = run_once([sys.executable, str(SOLUTIONS / (name + ".py"))], case)
        samples.append((result.cpu_time, megabytes(result)))
    return statistics.median(cpu for cpu, _ in samples), max(memory for _, memory in samples)


def section(options, progress):
    """The section's Markdown (see the module docstring); options: family_rounds."""
    rounds = options.family_rounds
    out = []
    for name in measured("boards"):
        problem = problem_of(name)
        out.append(
            "**%s** (%g s, %g MB): `solutions/%s.py` as a whole process on CPython on random "
            "solvable boards (seed %d) in one input, the inputs taking turns, %s: CPU time "
            "(user + system, median) and peak memory (the largest), as the judge measures them. "
            "Every answer must be a shortest path: it replays to the goal in the plain BFS's "
            "number of moves.\n"
            % (
                short_name(name),
                problem.time_limit,
                problem.memory_limit,
                name,
                SEED,
                plural(rounds, "round"),
            )
        )
        out.append(
            markdown_table(["boards", "CPU s", "peak MB"], many_boards(name, rounds, progress))
        )
    for name in measured("case"):
        problem = problem_of(name)
        case = str(bench_of(name)["case"])
        cpu, memory = one_case(name, rounds, progress)
        limit_s, limit_mb = problem.time_limit, problem.memory_limit
        out.append(
            "**%s**: its case %s (%g s, %g MB), `solutions/%s.py` as a whole process on CPython, "
            "%s, the output checked as the judge checks it.\n"
            % (short_name(name), case, limit_s, limit_mb, name, plural(rounds, "run"))
        )
        out.append(
            markdown_table(
                [
                    "case",
                    "CPU s (median)",
                    "%% of %g s" % limit_s,
                    "peak MB",
                    "%% of %g MB" % limit_mb,
                ],
                [
                    (
                        case,
                        "%.3f" % cpu,
                        "%.0f%%" % (100 * cpu / limit_s),
                        "%.1f" % memory,
                        "%.0f%%" % (100 * memory / limit_mb),
                    )
                ],
            )
        )
    return "\n".join(out)
