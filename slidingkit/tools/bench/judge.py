"""Section "judge" of `make bench`: the judge's clock under load, what a busy CPU does to a run's
CPU time and wall time.

A program that spins until its own CPU clock reads BURN seconds runs through judge.run alone on
one CPU, then on that CPU beside two busy loops, alternately, --judge-rounds rounds. The table
gives each condition's median CPU time and wall time and their ratios to the run alone. The tests
assert only the verdicts this implies (tests/judge/test_run.py);
the figures are on the performance page.

Usage: python -m slidingkit.tools.bench --only judge [--judge-rounds N]
"""

import functools
import os
import subprocess
import sys
from typing import Callable, List

from slidingkit.judge.run import Limits, MiB, run_program
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
    )
