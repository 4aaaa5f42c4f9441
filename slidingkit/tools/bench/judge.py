"""Section "judge" of `make bench`: the judge's clock under load, what a busy CPU does to a run's
CPU time and wall time, and what --sandbox costs a run.

A program that spins until its own CPU clock reads BURN seconds runs through judge.run alone on
one CPU, then on that CPU beside two busy loops, alternately, --judge-rounds rounds. The table
gives each condition's median CPU time and wall time and their ratios to the run alone. The tests
assert only the verdicts this implies (tests/judge/test_run.py);
the figures are on the performance page. A second table times a short run without and inside
the sandbox (judge.sandbox), alternately, the same rounds: the difference is its cost per case
(where bubblewrap cannot run, the section says so instead).

Usage: python -m slidingkit.tools.bench --only judge [--judge-rounds N]
"""

import functools
import os
import subprocess
import sys
from typing import Callable, List

from slidingkit.judge import JudgeError
from slidingkit.judge.run import Limits, MiB, run_program
from slidingkit.judge.sandbox import asked, find_sandbox
from slidingkit.tools.bench.page import intro, markdown_table, plural
from slidingkit.tools.bench.timing import alternate, medians, ratios

TITLE = "The judge's clock under load"

BURN = 0.5  # CPU seconds the program needs
PROGRAM = "import time\nwhile time.process_time() < %r:\n    pass\n" % BURN


def busy_loop(cpu: int) -> subprocess.Popen:
    """A process that loops on CPU `cpu` alone, in its own session."""
    return subprocess.Popen(
        [sys.executable, "-c", "while True: pass"],
        preexec_fn=lambda: os.sched_setaffinity(0, {cpu}),
        start_new_session=True,
    )


def judged_run(cpu: int, loops: int) -> tuple:
    """(CPU seconds, wall seconds) of one judged run of PROGRAM pinned to `cpu` beside `loops` busy
    loops."""
    others = [busy_loop(cpu) for _ in range(loops)]
    try:
        command = ["taskset", "-c", str(cpu), sys.executable, "-c", PROGRAM]
        result = run_program(
            command, b"", Limits(time_limit=10.0, memory_limit_bytes=256 * MiB, wall_limit=60.0)
        )
    finally:
        for other in others:
            other.kill()
            other.wait()
    return result.cpu_time, result.wall_time


def judge_under_load(
    rounds: int, progress: Callable[[str], None] = lambda text: None
) -> List[tuple]:
    """Rows (condition, median CPU s, x alone, median wall s, x alone),
    the conditions alternating."""
    cpu = min(os.sched_getaffinity(0))
    conditions = (("alone on one CPU", 0), ("beside two busy loops on that CPU", 2))
    samples = alternate(
        [(name, functools.partial(judged_run, cpu, loops)) for name, loops in conditions],
        rounds,
        progress,
    )
    cpu_times = medians(samples, of=lambda sample: sample[0])
    wall_times = medians(samples, of=lambda sample: sample[1])
    alone = conditions[0][0]
    cpu_ratios, wall_ratios = ratios(cpu_times, alone), ratios(wall_times, alone)
    return [
        (name, cpu_times[name], cpu_ratios[name], wall_times[name], wall_ratios[name])
        for name, _ in conditions
    ]


SHORT = [sys.executable, "-I", "-S", "-c", "print(1)"]  # a run that is mostly its start


def short_run(command: List[str], helpers: int) -> tuple:
    """(wall seconds,) of one judged run of ``command``."""
    result = run_program(command, b"", Limits(10.0, 256 * MiB, helpers=helpers))
    return (result.wall_time,)


def sandbox_cost(rounds: int, progress: Callable[[str], None]) -> str:
    """The sandbox's table (see the module docstring), or the line saying why it is missing."""
    try:
        sandbox = find_sandbox(os.curdir)
    except JudgeError as error:
        return "`--sandbox` is not measured here: %s\n" % error
    inside = sandbox.wrap(SHORT, sys.executable)
    conditions = (("without --sandbox", SHORT, 0), ("inside --sandbox", inside, sandbox.helpers))
    samples = alternate(
        [
            (name, functools.partial(short_run, command, helpers))
            for name, command, helpers in conditions
        ],
        rounds,
        progress,
        "sandbox",
    )
    walls = medians(samples, of=lambda sample: sample[0])
    version = asked([sandbox.bwrap, "--version"])  # "bubblewrap 0.8.0"
    extra = walls["inside --sandbox"] - walls["without --sandbox"]
    return (
        intro(
            "judge-sandbox",
            python=os.path.basename(sys.executable),
            bwrap=version.split()[-1] if version else "",
            rounds=plural(rounds, "round"),
        )
        + "\n"
        + markdown_table(
            ["run", "wall ms", "wall x without"],
            [
                (
                    name,
                    "%.1f" % (walls[name] * 1000),
                    "%.2f" % (walls[name] / walls["without --sandbox"]),
                )
                for name, _, _ in conditions
            ],
        )
        + "\nThe sandbox's cost: %.1f ms of wall time per case.\n" % (extra * 1000)
    )


def section(options, progress) -> str:
    """The section's Markdown (see the module docstring); options: judge_rounds."""
    rounds = options.judge_rounds
    rows = judge_under_load(rounds, progress)
    return (
        intro("judge", burn=BURN, rounds=plural(rounds, "round"))
        + "\n"
        + markdown_table(
            ["condition", "CPU s", "CPU x alone", "wall s", "wall x alone"],
            [
                (name, "%.3f" % cpu, "%.2f" % cpu_ratio, "%.3f" % wall, "%.2f" % wall_ratio)
                for name, cpu, cpu_ratio, wall, wall_ratio in rows
            ],
        )
        + "\n"
        + sandbox_cost(max(rounds, 10), progress)
    )
