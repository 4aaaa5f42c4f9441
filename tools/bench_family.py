"""Section "family" of `make bench`: HDU 1043 on many boards, and POJ 2893's largest case.

HDU 1043 reads boards until the end of input (5 s, 32 MB) and answers them all. This section runs
the file as a whole process on 1, 100 and 10,000 random solvable boards (seeded) and reports its
CPU time (user + system, median of `rounds` runs, the three inputs taking turns) and peak memory,
as the judge measures them (judge.run.run_program). Every answer must be a shortest path: it
replays to the goal (oracle/reference_paths.py) in the plain BFS's number of moves
(oracle/reference.py). POJ 2893's 999x999 case (10^6 numbers) is measured the same way, its output
compared with the case's answer file. A wrong answer stops the bench.

Usage: python3 tools/bench.py --only family [--family-rounds N]
Cost: about 15 runs of at most a few seconds each, for 3 rounds.
"""

import os
import random
import statistics
import sys
import tempfile
from typing import List, Tuple

import core
from judge.problem import load_problem
from oracle import reference, reference_paths
from tools.bench_page import markdown_table, measured_run, plural
from tools.common import CASES, SOLUTIONS

TITLE = "The family: HDU 1043 and POJ 2893"
BOARD_COUNTS = (1, 100, 10000)
HDU_GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
POJ_CASE = CASES / "poj_2893" / "largest-999x999.in"


def random_solvable_boards(count: int, seed: int = 1043) -> List[Tuple[int, ...]]:
    """``count`` random 3x3 boards that reach 1..8 with the blank last
    (a tile swap fixes parity)."""
    generator = random.Random(seed)
    goal = core.standard_goal(3)
    boards = []  # type: List[Tuple[int, ...]]
    while len(boards) < count:
        board = list(range(9))
        generator.shuffle(board)
        if not core.is_solvable(tuple(board), goal):
            first, second = [cell for cell, tile in enumerate(board) if tile][:2]
            board[first], board[second] = board[second], board[first]
        boards.append(tuple(board))
    return boards


def hdu_input(boards: List[Tuple[int, ...]]) -> str:
    return "".join(
        " ".join(str(tile) if tile else "x" for tile in board) + "\n" for board in boards
    )


def run_once(command: List[str], input_path: str) -> Tuple[float, float, str]:
    """(CPU seconds, peak MB, output) of one whole process reading ``input_path``, measured as the
    judge measures a case (judge.run.run_program, generous limits); it must exit 0."""
    with open(input_path, "rb") as source:
        result = measured_run(command, source.read(), 60)
    return (
        result.cpu_time,
        result.peak_memory_bytes / (1 << 20),
        result.stdout.decode("utf-8", "replace"),
    )


def check_hdu_answers(boards: List[Tuple[int, ...]], output: str) -> None:
    """Stop the bench unless output has, per board, a path that replays to the goal in the plain
    BFS's number of moves."""
    lines = output.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) != len(boards):
        raise SystemExit(
            "bench: HDU 1043 printed %d lines for %d boards" % (len(lines), len(boards))
        )
    distances = reference.bfs_distances(HDU_GOAL)
    for number, (board, line) in enumerate(zip(boards, lines), 1):
        path = line.strip()
        try:
            reached = reference_paths.replay(board, 3, path.upper())
        except (ValueError, KeyError) as error:
            raise SystemExit(
                "bench: HDU 1043's answer %d, %r, does not replay: %s" % (number, path, error)
            ) from None
        if reached != HDU_GOAL or len(path) != distances[board]:
            raise SystemExit(
                "bench: HDU 1043's answer %d, %r (%d moves), is not a shortest path to the goal "
                "(%d moves)" % (number, path, len(path), distances[board])
            )


def section(options, progress):
    """The section's Markdown (see the module docstring); options: family_rounds."""
    rounds = options.family_rounds
    command = [sys.executable, str(SOLUTIONS / "hdu_1043.py")]
    samples = {count: [] for count in BOARD_COUNTS}
    with tempfile.TemporaryDirectory() as folder:
        inputs = {}
        for count in BOARD_COUNTS:
            boards = random_solvable_boards(count)
            inputs[count] = (os.path.join(folder, "boards-%d.in" % count), boards)
            with open(inputs[count][0], "w") as file:
                file.write(hdu_input(boards))
        for round_number in range(rounds):  # alternate: each input once per round
            for count in BOARD_COUNTS:
                progress(
                    "HDU 1043, %s boards, round %d of %d"
                    % (format(count, ","), round_number + 1, rounds)
                )
                path, boards = inputs[count]
                cpu, memory, output = run_once(command, path)
                check_hdu_answers(boards, output)
                samples[count].append((cpu, memory))
    hdu_rows = [
        (
            format(count, ","),
            "%.3f" % statistics.median(cpu for cpu, _ in samples[count]),
            "%.1f" % max(memory for _, memory in samples[count]),
        )
        for count in BOARD_COUNTS
    ]

    expected = POJ_CASE.with_suffix(".out").read_text("utf-8").split()
    poj = []
    for round_number in range(rounds):
        progress("POJ 2893's 999x999 case, round %d of %d" % (round_number + 1, rounds))
        cpu, memory, output = run_once(
            [sys.executable, str(SOLUTIONS / "poj_2893.py")], str(POJ_CASE)
        )
        if output.split() != expected:
            raise SystemExit(
                "bench: POJ 2893 printed %r on %s, not its answer" % (output[:200], POJ_CASE.name)
            )
        poj.append((cpu, memory))
    cpu, memory = statistics.median(cpu for cpu, _ in poj), max(memory for _, memory in poj)
    hdu = load_problem(str(CASES / "hdu_1043"))
    poj_problem = load_problem(str(CASES / "poj_2893"))
    limit_s, limit_mb = poj_problem.time_limit, poj_problem.memory_limit

    out = [
        "**HDU 1043** (boards until the end of input; %g s, %g MB): `solutions/hdu_1043.py` as a "
        "whole process on CPython on random solvable boards (seeded), the three inputs taking "
        "turns, %s: CPU time (user + system, median) and peak memory (the largest), as the judge "
        "measures them. Every answer must be a shortest path: it replays to the goal in the plain "
        "BFS's number of moves.\n" % (hdu.time_limit, hdu.memory_limit, plural(rounds, "round"))
    ]
    out.append(markdown_table(["boards", "CPU s", "peak MB"], hdu_rows))
    out.append(
        "**POJ 2893**: the 999x999 case (10^6 numbers; %g s, %g MB), `solutions/poj_2893.py` as a "
        "whole process on CPython, %s, the output compared with the case's answer.\n"
        % (limit_s, limit_mb, plural(rounds, "run"))
    )
    out.append(
        markdown_table(
            ["case", "CPU s (median)", "%% of %g s" % limit_s, "peak MB", "%% of %g MB" % limit_mb],
            [
                (
                    POJ_CASE.stem,
                    "%.3f" % cpu,
                    "%.0f%%" % (100 * cpu / limit_s),
                    "%.1f" % memory,
                    "%.0f%%" % (100 * memory / limit_mb),
                )
            ],
        )
    )
    return "\n".join(out)
