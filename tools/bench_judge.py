"""The judge's clock under load, for `make bench`: what a busy CPU does to a run's CPU time and wall time.

A program that spins until its own CPU clock reads BURN seconds runs through judge.run alone on
one CPU, then on that CPU beside two busy loops, alternately, --judge-rounds rounds. The table
gives each condition's median CPU time and wall time and their ratios to the run alone. CPU time,
which decides TLE, barely moves; the wall clock stretches about three times. The tests assert
only the verdicts this implies (tests/test_judge.py); the figures live here.
"""

import os
import statistics
import subprocess
import sys
from typing import Callable, List, Sequence

from judge.run import Limits, MiB, run_program

BURN = 0.5  # CPU seconds the program needs
PROGRAM = "import time\nwhile time.process_time() < %r:\n    pass\n" % BURN


def busy_loop(cpu: int) -> subprocess.Popen:
    """A process that loops on CPU `cpu` alone, in its own session."""
    return subprocess.Popen([sys.executable, "-c", "while True: pass"],
                            preexec_fn=lambda: os.sched_setaffinity(0, {cpu}), start_new_session=True)


def judged_run(cpu: int, loops: int) -> tuple:
    """(CPU seconds, wall seconds) of one judged run of PROGRAM pinned to `cpu` beside `loops` busy loops."""
    others = [busy_loop(cpu) for _ in range(loops)]
    try:
        command = ["taskset", "-c", str(cpu), sys.executable, "-c", PROGRAM]
        result = run_program(command, b"", Limits(time_limit=10.0, memory_limit_bytes=256 * MiB, wall_limit=60.0))
    finally:
        for other in others:
            other.kill()
            other.wait()
    return result.cpu_time, result.wall_time


def judge_under_load(rounds: int) -> List[tuple]:
    """Rows (condition, median CPU s, x alone, median wall s, x alone), the conditions alternating."""
    cpu = min(os.sched_getaffinity(0))
    conditions = (("alone on one CPU", 0), ("beside two busy loops on that CPU", 2))
    times = {name: ([], []) for name, _ in conditions}
    for _ in range(rounds):
        for name, loops in conditions:
            cpu_time, wall_time = judged_run(cpu, loops)
            times[name][0].append(cpu_time)
            times[name][1].append(wall_time)
    alone_cpu = statistics.median(times[conditions[0][0]][0])
    alone_wall = statistics.median(times[conditions[0][0]][1])
    rows = []
    for name, _ in conditions:
        cpu_median, wall_median = statistics.median(times[name][0]), statistics.median(times[name][1])
        rows.append((name, cpu_median, cpu_median / alone_cpu, wall_median, wall_median / alone_wall))
    return rows


def print_judge_table(rounds: int, print_table: Callable[[Sequence[str], List[Sequence]], None]) -> None:
    print("\nThe judge's clock under load: a program needing %.1f s of CPU, judged alone and beside two busy "
          "loops on its CPU, %d alternating rounds, medians\n" % (BURN, rounds))
    print_table(["condition", "CPU s", "CPU x alone", "wall s", "wall x alone"],
                [(name, "%.3f" % cpu_time, "%.2f" % cpu_ratio, "%.3f" % wall_time, "%.2f" % wall_ratio)
                 for name, cpu_time, cpu_ratio, wall_time, wall_ratio in judge_under_load(rounds)])
