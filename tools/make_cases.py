"""Regenerate the generated judge cases for Luogu P1379 and HihoCoder 1312 from a seed.

Usage
    python3 tools/make_cases.py [--seed N] [--out DIR]

    --seed N   seed for every random choice (default 1312); the same seed gives byte-identical files
               under CPython 3.8-3.13 and PyPy (only Random.choice/randrange/shuffle on lists are
               used, seeded per case group with a string, all stable across those versions).
    --out DIR  folder holding luogu_p1379/ and hihocoder_1312/
               (default: judge_cases/ in the repo root).

What it writes
    NAME.in + NAME.out pairs, every expected output computed by oracle/reference.py (plain BFS) from
    the .in text itself. The statement samples (sample-1) are written exactly as the statements give
    them, and the reference must agree with them or nothing is written. The settings files beside
    the folders (judge_cases/NAME.json) and any other file are left alone; stale cases from older
    versions of this script are not deleted.

Cost
    Two BFS runs over 181,440 boards each: O(boards) time and memory.

Sample run
    $ python3 tools/make_cases.py
    luogu_p1379: 59 cases written to judge_cases/luogu_p1379
    hihocoder_1312: 12 cases written to judge_cases/hihocoder_1312
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path
from typing import Dict, List, Optional, Sequence

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))  # so "oracle.reference" imports when run as a script

from oracle.reference import (  # noqa: E402  # needs the sys.path entry above
    HIHOCODER_GOAL,
    LUOGU_GOAL,
    Board,
    bfs_distances,
    board_to_digits,
    distance,
    expected_hihocoder_output,
    expected_luogu_output,
)

DEFAULT_SEED = 1312
DEFAULT_OUT = REPO_ROOT / "judge_cases"

LUOGU_FOLDER = "luogu_p1379"
HIHOCODER_FOLDER = "hihocoder_1312"

# The statements' samples, byte for byte.
LUOGU_SAMPLE_INPUT = "283104765\n"
LUOGU_SAMPLE_OUTPUT = "4\n"
HIHOCODER_SAMPLE_INPUT = "3\n1 2 3\n4 5 6\n7 8 0\n1 2 3\n4 5 6\n8 7 0\n8 0 1\n5 7 4\n3 6 2\n"
HIHOCODER_SAMPLE_OUTPUT = "0\nNo Solution!\n25\n"

HIHOCODER_MAX_BOARDS = 8  # the statement's bound on t

# Three boards (27 tiles fill the braces in order) with blank lines and extra spaces everywhere a
# whitespace-tolerant reader should accept them: after t, between boards, inside and around rows.
EXTRA_WHITESPACE_LAYOUT = (
    "3  \n"
    "\n"
    "{}  {} {}\n"
    " {} {}   {} \n"
    "{} {} {}\n"
    "\n"
    "\n"
    "  {} {} {}\n"
    "\n"
    "{}    {} {}\n"
    "{} {} {}   \n"
    " \n"
    "{} {} {}\n"
    "{}  {}  {}\n"
    "{} {} {}\n"
    "\n"
)


# --------------------------------------------------------------------------------------------------
# Helpers: layers of the BFS, seeded generators, board formats
# --------------------------------------------------------------------------------------------------


def layers_by_distance(goal: Board) -> List[List[Board]]:
    """Return layers[d] = the boards exactly d moves from goal, sorted
    (so choices do not depend on dict order)."""
    distances = bfs_distances(goal)
    layers: List[List[Board]] = [[] for _ in range(max(distances.values()) + 1)]
    for board, board_distance in distances.items():
        layers[board_distance].append(board)
    return [sorted(layer) for layer in layers]


def random_for(seed: int, group: str) -> random.Random:
    """Return a generator for one case group, so adding or changing a group leaves the others'
    choices alone."""
    return random.Random(
        f"{seed}/{group}"
    )  # str seeds hash with SHA-512: stable across Python versions


def unsolvable_twin(board: Board, rng: random.Random) -> Board:
    """Return board with two randomly chosen tiles (never the blank) exchanged:
    the other parity class."""
    cells = list(board)
    tile_cells = [cell for cell in range(len(cells)) if cells[cell] != 0]
    rng.shuffle(tile_cells)
    first, second = tile_cells[0], tile_cells[1]
    cells[first], cells[second] = cells[second], cells[first]
    return tuple(cells)


def grid_lines(board: Board, separator: str = " ") -> List[str]:
    """Return the board as three rows of tiles joined by separator, without line ends."""
    return [separator.join(str(tile) for tile in board[row * 3 : row * 3 + 3]) for row in range(3)]


def hihocoder_input(boards: Sequence[Board], line_end: str = "\n") -> str:
    """Return a plain HihoCoder 1312 input: t, then each board as three rows of space-separated
    tiles."""
    assert 1 <= len(boards) <= HIHOCODER_MAX_BOARDS, (
        f"t must be 1..{HIHOCODER_MAX_BOARDS}, got {len(boards)}"
    )
    lines = [str(len(boards))]
    for board in boards:
        lines.extend(grid_lines(board))
    return "".join(line + line_end for line in lines)


# --------------------------------------------------------------------------------------------------
# Luogu P1379: goal 123804765, one board per case
# --------------------------------------------------------------------------------------------------


def luogu_inputs(seed: int) -> Dict[str, str]:
    """Return case name -> input text for Luogu P1379 (the sample first)."""
    layers = layers_by_distance(LUOGU_GOAL)
    farthest = len(layers) - 1  # 30 for this goal
    inputs = {"sample-1": LUOGU_SAMPLE_INPUT}

    rng = random_for(seed, "luogu/dist")
    for board_distance in range(farthest + 1):
        inputs[f"dist-{board_distance:02d}"] = (
            board_to_digits(rng.choice(layers[board_distance])) + "\n"
        )

    rng = random_for(seed, "luogu/farthest")
    pool = list(layers[farthest])
    rng.shuffle(pool)
    for number, board in enumerate(sorted(pool[:20]), start=1):
        inputs[f"farthest-{number:02d}"] = board_to_digits(board) + "\n"

    rng = random_for(seed, "luogu/format")

    def mid_board() -> Board:
        return rng.choice(layers[rng.randrange(15, farthest + 1)])

    inputs["format-spaces"] = " ".join(board_to_digits(mid_board())) + "\n"
    inputs["format-grid"] = "".join(line + "\n" for line in grid_lines(mid_board()))
    inputs["format-grid-digits"] = "".join(
        line + "\n" for line in grid_lines(mid_board(), separator="")
    )
    inputs["format-no-final-newline"] = board_to_digits(mid_board())
    inputs["format-crlf"] = board_to_digits(mid_board()) + "\r\n"
    inputs["format-surrounding-spaces"] = "  " + board_to_digits(mid_board()) + "   \n"

    rng = random_for(seed, "luogu/extension")
    board = unsolvable_twin(mid_board(), rng)
    assert distance(board, LUOGU_GOAL) is None
    inputs["extension-unsolvable"] = board_to_digits(board) + "\n"
    return inputs


# --------------------------------------------------------------------------------------------------
# HihoCoder 1312: goal 123456780, t <= 8 boards per case
# --------------------------------------------------------------------------------------------------


def hihocoder_inputs(seed: int) -> Dict[str, str]:
    """Return case name -> input text for HihoCoder 1312 (the sample first)."""
    layers = layers_by_distance(HIHOCODER_GOAL)
    farthest = len(layers) - 1  # 31 for this goal
    all_tiles = list(range(9))
    inputs = {"sample-1": HIHOCODER_SAMPLE_INPUT}

    rng = random_for(seed, "hihocoder/single")
    inputs["single-board"] = hihocoder_input([rng.choice(layers[rng.randrange(1, farthest + 1)])])

    rng = random_for(seed, "hihocoder/random")
    boards = []
    for _ in range(HIHOCODER_MAX_BOARDS):
        tiles = list(all_tiles)
        rng.shuffle(tiles)  # any permutation: about half cannot reach the goal
        boards.append(tuple(tiles))
    inputs["random-t8"] = hihocoder_input(boards)

    inputs["farthest-31"] = hihocoder_input(layers[farthest])  # both 31-move boards, sorted

    rng = random_for(seed, "hihocoder/unsolvable")
    solvable = [rng.choice(layers[rng.randrange(farthest + 1)]) for _ in range(4)]
    unsolvable = [
        unsolvable_twin(rng.choice(layers[rng.randrange(farthest + 1)]), rng) for _ in range(4)
    ]
    boards = solvable + unsolvable
    rng.shuffle(boards)
    inputs["mixed-unsolvable"] = hihocoder_input(boards)
    boards = [
        unsolvable_twin(rng.choice(layers[rng.randrange(farthest + 1)]), rng)
        for _ in range(HIHOCODER_MAX_BOARDS)
    ]
    inputs["all-unsolvable"] = hihocoder_input(boards)

    rng = random_for(seed, "hihocoder/format")
    first, second, third = (rng.choice(layers[rng.randrange(10, farthest + 1)]) for _ in range(3))
    inputs["format-extra-whitespace"] = EXTRA_WHITESPACE_LAYOUT.format(*(first + second + third))
    boards = [rng.choice(layers[rng.randrange(10, farthest + 1)]) for _ in range(2)]
    boards.append(unsolvable_twin(rng.choice(layers[rng.randrange(farthest + 1)]), rng))
    inputs["format-crlf"] = hihocoder_input(boards, line_end="\r\n")

    # Five t = 8 cases whose 40 boards together cover every distance 0..31 at least once.
    rng = random_for(seed, "hihocoder/spread")
    distances = list(range(farthest + 1))
    distances += [
        rng.randrange(farthest + 1) for _ in range(5 * HIHOCODER_MAX_BOARDS - len(distances))
    ]
    rng.shuffle(distances)
    for number in range(1, 6):
        chunk = distances[(number - 1) * HIHOCODER_MAX_BOARDS : number * HIHOCODER_MAX_BOARDS]
        inputs[f"spread-{number}"] = hihocoder_input([rng.choice(layers[d]) for d in chunk])
    return inputs


# --------------------------------------------------------------------------------------------------
# Putting it together
# --------------------------------------------------------------------------------------------------


def build_cases(seed: int = DEFAULT_SEED) -> Dict[str, Dict[str, str]]:
    """Return folder -> file name -> exact text of every generated .in and .out file. Two BFS
    runs, O(boards) each."""
    cases: Dict[str, Dict[str, str]] = {}
    for folder, inputs, expected_output, sample_output in (
        (LUOGU_FOLDER, luogu_inputs(seed), expected_luogu_output, LUOGU_SAMPLE_OUTPUT),
        (
            HIHOCODER_FOLDER,
            hihocoder_inputs(seed),
            expected_hihocoder_output,
            HIHOCODER_SAMPLE_OUTPUT,
        ),
    ):
        if expected_output(inputs["sample-1"]) != sample_output:
            raise AssertionError(
                f"{folder}: the reference disagrees with the statement's sample output"
            )
        files = {}
        for name, input_text in inputs.items():
            files[name + ".in"] = input_text
            files[name + ".out"] = expected_output(input_text)
        cases[folder] = files
    return cases


def write_cases(cases: Dict[str, Dict[str, str]], out_dir: Path) -> None:
    """Write every file of cases under out_dir/<folder>/, bytes exactly as given
    (no newline translation)."""
    for folder, files in cases.items():
        folder_path = out_dir / folder
        folder_path.mkdir(parents=True, exist_ok=True)
        for name, text in files.items():
            assert name.endswith((".in", ".out")), f"refusing to write {name}: only .in/.out files"
            (folder_path / name).write_bytes(text.encode("utf-8"))


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description="Regenerate the generated judge cases from a seed."
    )
    parser.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help=f"seed (default {DEFAULT_SEED})"
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help="folder holding luogu_p1379/ and hihocoder_1312/ (default: the repo's judge_cases/)",
    )
    arguments = parser.parse_args(argv)

    cases = build_cases(arguments.seed)
    write_cases(cases, arguments.out)
    for folder, files in cases.items():
        shown = os.path.relpath(
            arguments.out / folder, REPO_ROOT if arguments.out == DEFAULT_OUT else os.curdir
        )
        print(f"{folder}: {len(files) // 2} cases written to {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
