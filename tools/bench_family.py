"""The family section of `make bench`: HDU 1043 on many boards, and POJ 2893's largest case.

HDU 1043 reads boards until the end of input (5 s, 32 MB) and answers them all from one distance
table (a BFS over all 181,440 boards, then O(moves) a board). This section runs the file as a whole
process on 1, 100 and 10,000 random solvable boards and reports its CPU time (user + system,
median of `rounds` runs) and peak memory. POJ 2893's 999x999 case (10^6 numbers) is measured the
same way.

Usage: python3 tools/bench.py --only family
Cost: about 30 runs of at most a few seconds each.
"""

import os
import random
import statistics
import sys
import tempfile
from typing import Callable, List, Tuple

import core
from judge.run import Limits, run_program
from tools.common import CASES, SOLUTIONS

BOARD_COUNTS = (1, 100, 10000)


def random_solvable_boards(count: int, seed: int = 1043) -> List[Tuple[int, ...]]:
    """``count`` random 3x3 boards that reach 1..8 with the blank last (a tile swap fixes parity)."""
    generator = random.Random(seed)
    goal = core.standard_goal(3)
    boards = []
    while len(boards) < count:
        board = list(range(9))
        generator.shuffle(board)
        if not core.is_solvable(tuple(board), goal):
            first, second = [cell for cell, tile in enumerate(board) if tile][:2]
            board[first], board[second] = board[second], board[first]
        boards.append(tuple(board))
    return boards


def hdu_input(boards: List[Tuple[int, ...]]) -> str:
    return "".join(" ".join(str(tile) if tile else "x" for tile in board) + "\n" for board in boards)


def run_once(command: List[str], input_path: str) -> Tuple[float, float]:
    """(CPU seconds, peak MB) of one whole process reading ``input_path``, measured as the judge
    measures a case (judge.run.run_program, generous limits); it must exit 0."""
    with open(input_path, "rb") as source:
        result = run_program(command, source.read(), Limits(time_limit=60, memory_limit_bytes=1 << 30))
    if result.exit_status != 0:
        raise RuntimeError("%s: exit %s, %s" % (" ".join(command), result.exit_status, result.stderr[-200:]))
    return result.cpu_time, result.peak_memory_bytes / (1 << 20)


def print_family_tables(print_table: Callable[[list, list], None], rounds: int = 3) -> None:
    """Measure (see the module docstring) and print both tables with ``print_table(header, rows)``."""
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for count in BOARD_COUNTS:
            path = os.path.join(folder, "boards-%d.in" % count)
            with open(path, "w") as file:
                file.write(hdu_input(random_solvable_boards(count)))
            samples = [run_once([sys.executable, str(SOLUTIONS / "hdu_1043.py")], path) for _ in range(rounds)]
            rows.append(("{:,}".format(count), "%.3f" % statistics.median(cpu for cpu, _ in samples),
                         "%.1f" % max(memory for _, memory in samples)))
    print("\nHDU 1043: whole-process CPU s (median of %d runs) and peak MB on random solvable boards\n" % rounds)
    print_table(["boards", "CPU s", "peak MB"], rows)

    largest = str(CASES / "poj_2893" / "largest-999x999.in")
    samples = [run_once([sys.executable, str(SOLUTIONS / "poj_2893.py")], largest) for _ in range(rounds)]
    print("\nPOJ 2893: the 999x999 case (10^6 numbers), whole process, median of %d runs\n" % rounds)
    print_table(["case", "CPU s", "% of 4 s", "peak MB", "% of 128 MB"],
                [("largest-999x999", "%.3f" % statistics.median(cpu for cpu, _ in samples),
                  "%.0f%%" % (100 * statistics.median(cpu for cpu, _ in samples) / 4),
                  "%.1f" % max(mb for _, mb in samples), "%.0f%%" % (100 * max(mb for _, mb in samples) / 128))])
