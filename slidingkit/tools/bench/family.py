"""Section "family" of `make bench`: a file on many boards in one input.

For each problem whose BENCH holds "boards" (counts), its Python file runs as a whole process on
inputs of that many random solvable boards (seeded), written as its statement writes them, and
the section reports its CPU time (user + system, median of `rounds` runs, the inputs taking
turns) and peak memory, as the judge measures them (judge.run.run_program). Every answer must be
a shortest path: it replays to the goal (slidingkit/oracle/reference_paths.py) in the plain BFS's
number of moves (slidingkit/oracle/reference.py). A wrong answer stops the bench. (A file on one of
its cases, such as the one a BENCH names under "case", is the margin section's measurement.)

Usage: python -m slidingkit.tools.bench --only family [--family-rounds N]
Cost: about 10 runs of at most a few seconds each, for 3 rounds.
"""

import functools
import os
import sys
import tempfile
from typing import List, Sequence, Tuple

from slidingkit import problems
from slidingkit.oracle import reference, reference_paths
from slidingkit.tools.bench.page import intro, markdown_table, plural
from slidingkit.tools.bench.runs import measured_run, megabytes
from slidingkit.tools.bench.timing import alternate, medians
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
from slidingkit.tools.common import SOLUTIONS


def title() -> str:
    return "The family: %s" % names_text(measured("boards"))


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


def boards_run(name: str, path: str, boards: Sequence[Board]) -> Tuple[float, float]:
    """(CPU s, peak MB) of one whole run of the file on the input at path, its answers checked."""
    with open(path, "rb") as source:
        result = measured_run([sys.executable, str(SOLUTIONS / (name + ".py"))], source.read())
    check_path_answers(name, boards, result.stdout.decode("utf-8", "replace"))
    return result.cpu_time, megabytes(result)


def many_boards(name: str, rounds: int, progress) -> List[Tuple[str, str, str]]:
    """Rows (boards, median CPU s, peak MB) of the file on each count of its BENCH's "boards"."""
    counts = [int(count) for count in bench_of(name)["boards"]]
    with tempfile.TemporaryDirectory() as folder:
        calls = []
        for count in counts:
            boards = random_solvable_boards(goal_of(name), count, SEED)
            path = os.path.join(folder, "boards-%d.in" % count)
            with open(path, "w") as file:
                file.write(input_text(name, boards))
            calls.append(
                (
                    "%s boards" % format(count, ","),
                    functools.partial(boards_run, name, path, boards),
                )
            )
        samples = alternate(calls, rounds, progress, name)
    cpu = medians(samples, of=lambda sample: sample[0])
    return [
        (key.split()[0], "%.3f" % cpu[key], "%.1f" % max(memory for _, memory in samples[key]))
        for key, _ in calls
    ]


def section(options, progress):
    """The section's Markdown (see the module docstring); options: family_rounds."""
    rounds = options.family_rounds
    out = []
    for name in measured("boards"):
        problem = problem_of(name)
        out.append(
            intro(
                "family",
                problem=short_name(name),
                seconds=problem.time_limit,
                megabytes=problem.memory_limit,
                name=name,
                seed=SEED,
                rounds=plural(rounds, "round"),
            )
        )
        out.append(
            markdown_table(["boards", "CPU s", "peak MB"], many_boards(name, rounds, progress))
        )
    return "\n".join(out)
