"""Regenerate the judge cases of the twelve family problems from a seed.

Usage
    python3 tools/make_family_cases.py [--seed N] [--out DIR] [--only PROBLEM ...]

    --seed N   seed for every random choice (default 1043); string-seeded per case group, so the
               same seed gives byte-identical files under CPython 3.8+ and PyPy
    --out DIR  folder holding the case folders (default: judge_cases/ in the repo root)
    --only     regenerate only these problems

What it writes
    judge_cases/NAME/CASE.in + CASE.out for each problem. The statements' samples (sample-*) are
    written exactly as the statements give them, and the reference must agree with them (or, for
    problems with a special judge, the rule's checker must accept them). Every other expected
    output comes from oracle/family_reference.py (plain BFS, an inversion count, or the Princeton
    assignment's published 4x4 answers), never from a solution. For problems judged by a special
    judge the .out holds one reference answer, which the checker accepts. Settings files
    (judge_cases/NAME.json) and the checkers are left alone.

Cost
    Nine 3x3 BFS runs (181,440 boards each), a handful of 2x3 to 3x3 shape BFS runs, O(boards)
    each; the inversion count of one 999x999 board, O(N log N) for its 10^6 tiles, and the writing
    of its 7 MB.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Tuple

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from oracle import family_reference as ref  # noqa: E402  # after the sys.path entry above
from oracle.reference import Board  # noqa: E402  # after the sys.path entry above

DEFAULT_SEED = 1043
DEFAULT_OUT = REPO_ROOT / "judge_cases"

# The statements' samples, byte for byte (the inputs as the statements lay them out).
X_SAMPLE_BOARD = "2  3  4  1  5  x  7  6  8\n"
X_SAMPLE_PATH = "ullddrurdllurdruldr\n"
SAMPLES: Dict[str, List[Tuple[str, str]]] = {
    "poj_1077": [(X_SAMPLE_BOARD, X_SAMPLE_PATH)],
    "hdu_1043": [(X_SAMPLE_BOARD, X_SAMPLE_PATH)],
    "acwing_179": [(X_SAMPLE_BOARD, X_SAMPLE_PATH)],
    "acwing_845": [(X_SAMPLE_BOARD, "19\n")],
    "uva_652": [("1\n\n" + X_SAMPLE_BOARD, X_SAMPLE_PATH)],
    "lightoj_1139": [
        (
            "3\n\n1 2 3\n4 5 6\n8 7 0\n\n1 2 3\n4 5 6\n7 0 8\n\n1 3 2\n4 6 5\n7 8 0\n",
            "Case 1: impossible\nCase 2: 1\nCase 3: 18\n",
        )
    ],
    "hdu_3567": [
        ("2\n12X453786\n12345678X\n564178X23\n7568X4123\n", "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n")
    ],
    "uva_10085": [
        (
            "1\n\n2 6 4\n1 3 7\n0 5 8\n\n",
            "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n",
        )
    ],
    "leetcode_773": [
        ("[[1,2,3],[4,0,5]]\n", "1\n"),
        ("[[1,2,3],[5,4,0]]\n", "-1\n"),
        ("[[4,1,2],[5,0,3]]\n", "5\n"),
        ("[[3,2,4],[1,5,0]]\n", "14\n"),
    ],
    "poj_2893": [
        ("3 3\n1 0 3\n4 2 5\n7 8 6\n4 3\n1 2 5\n4 6 9\n11 8 10\n3 7 0\n0 0\n", "YES\nNO\n")
    ],
    "uva_10181": [
        (
            "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n13 1 2 4\n5 0 3 7\n9 6 10 12\n"
            "15 8 11 14\n",
            "LLLDRDRDR\nThis puzzle is not solvable.\n",
        )
    ],
    "aoj_alds1_13_c": [("1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n", "8\n")],
}
PROBLEMS = sorted(SAMPLES)
SPECIAL_JUDGE = {"poj_1077", "hdu_1043", "uva_652", "acwing_179", "uva_10085", "uva_10181"}

LIGHTOJ_MAX_CASES = 1000
HDU_3567_MAX_CASES = 200
POJ_2893_LARGEST = 999


def random_for(seed: int, group: str) -> random.Random:
    return random.Random("%d/%s" % (seed, group))


# --- boards ---------------------------------------------------------------------------------------


def swapped(board: Board, rng: random.Random) -> Board:
    """board with two random tiles (never the blank) exchanged: the other parity class."""
    cells = [cell for cell, tile in enumerate(board) if tile]
    first, second = rng.sample(cells, 2)
    result = list(board)
    result[first], result[second] = result[second], result[first]
    return tuple(result)


def shuffled(cells: int, rng: random.Random) -> Board:
    tiles = list(range(cells))
    rng.shuffle(tiles)
    return tuple(tiles)


class Pool3:
    """Boards of the 3x3 goal 1..8, 0 by BFS layer."""

    def __init__(self) -> None:
        self.layers = ref.bfs_layers(ref.GOAL_3, 3)
        self.farthest = self.layers[-1]  # the two 31-move boards

    def solvable(self, rng: random.Random, low: int = 1) -> Board:
        return rng.choice(self.layers[rng.randrange(low, len(self.layers))])

    def unsolvable(self, rng: random.Random) -> Board:
        return swapped(self.solvable(rng), rng)

    def with_blank_at(self, cell: int, rng: random.Random) -> Board:
        while True:
            board = self.solvable(rng, 10)
            if board.index(0) == cell:
                return board

    def mixed(self, count: int, rng: random.Random) -> List[Board]:
        return [shuffled(9, rng) for _ in range(count)]  # about half cannot reach the goal


def rows_text(
    board: Board, columns: int, symbol: Callable[[int], str] = str, separator: str = " "
) -> str:
    return "".join(
        separator.join(symbol(tile) for tile in board[start : start + columns]) + "\n"
        for start in range(0, len(board), columns)
    )


def x_line(board: Board, separator: str = " ") -> str:
    return separator.join(ref.x_symbols(board)) + "\n"


# --- the problems' inputs -------------------------------------------------------------------------


def single_x_inputs(pool: Pool3, seed: int, group: str) -> Dict[str, str]:
    """One board per case (POJ 1077, AcWing 179, AcWing 845)."""
    rng = random_for(seed, group)
    inputs = {"solved": x_line(ref.GOAL_3)}
    for number, board in enumerate(pool.farthest, 1):
        inputs["farthest-%d" % number] = x_line(board)
    for number in range(1, 3):
        inputs["unsolvable-%d" % number] = x_line(pool.unsolvable(rng))
    for cell in range(9):
        inputs["blank-cell-%d" % cell] = x_line(pool.with_blank_at(cell, rng))
    for number in range(1, 6):
        inputs["random-%d" % number] = x_line(pool.solvable(rng))
    inputs["format-grid"] = rows_text(
        pool.solvable(rng, 20), 3, lambda tile: "x" if tile == 0 else str(tile)
    )
    inputs["format-compact"] = ref.x_symbols(pool.solvable(rng, 20)) + "\n"
    inputs["format-crlf-tabs"] = "\t".join(ref.x_symbols(pool.solvable(rng, 20))) + "\r\n"
    inputs["format-no-final-newline"] = " ".join(ref.x_symbols(pool.solvable(rng, 20)))
    return inputs


def hdu_1043_inputs(pool: Pool3, seed: int) -> Dict[str, str]:
    rng = random_for(seed, "hdu_1043")
    inputs = {
        "farthest-and-solved": "".join(x_line(board) for board in pool.farthest + [ref.GOAL_3])
    }
    inputs["every-blank-cell"] = "".join(x_line(pool.with_blank_at(cell, rng)) for cell in range(9))
    inputs["unsolvable"] = "".join(x_line(pool.unsolvable(rng)) for _ in range(5))
    inputs["many-1000"] = "".join(x_line(board) for board in pool.mixed(1000, rng))
    inputs["hard-200"] = "".join(x_line(pool.solvable(rng, 26)) for _ in range(200))
    inputs["format-mixed-layout"] = (
        ref.x_symbols(pool.solvable(rng))
        + "\n\n"
        + rows_text(pool.solvable(rng), 3, lambda t: "x" if t == 0 else str(t))
        + "  "
        + x_line(pool.unsolvable(rng), "   ").rstrip("\n")
    )
    inputs["format-crlf"] = "".join(
        x_line(pool.solvable(rng)).replace("\n", "\r\n") for _ in range(3)
    )
    for number in range(1, 4):
        inputs["random-10-%d" % number] = "".join(x_line(board) for board in pool.mixed(10, rng))
    return inputs


def uva_652_inputs(pool: Pool3, seed: int) -> Dict[str, str]:
    rng = random_for(seed, "uva_652")

    def case(boards: Sequence[Board], compact: bool = False) -> str:
        body = "\n".join((ref.x_symbols(b) + "\n") if compact else x_line(b) for b in boards)
        return "%d\n\n%s" % (len(boards), body)

    inputs = {"solved-among-others": case([pool.solvable(rng), ref.GOAL_3, pool.unsolvable(rng)])}
    inputs["farthest"] = case(pool.farthest)
    inputs["every-blank-cell"] = case([pool.with_blank_at(cell, rng) for cell in range(9)])
    inputs["compact-symbols"] = case([pool.solvable(rng) for _ in range(3)], compact=True)
    inputs["many-500"] = case(pool.mixed(500, rng))
    inputs["grid-layout"] = "2\n\n" + "\n".join(
        rows_text(pool.solvable(rng, 20), 3, lambda t: "x" if t == 0 else str(t)) for _ in range(2)
    )
    inputs["single-solved"] = case([ref.GOAL_3])
    for number in range(1, 4):
        inputs["random-10-%d" % number] = case(pool.mixed(10, rng))
    return inputs


def lightoj_inputs(pool: Pool3, seed: int) -> Dict[str, str]:
    rng = random_for(seed, "lightoj_1139")

    def case(boards: Sequence[Board]) -> str:
        return "%d\n" % len(boards) + "".join("\n" + rows_text(board, 3) for board in boards)

    inputs = {
        "farthest-solved-unsolvable": case(pool.farthest + [ref.GOAL_3, pool.unsolvable(rng)])
    }
    inputs["every-blank-cell"] = case([pool.with_blank_at(cell, rng) for cell in range(9)])
    inputs["max-1000-random"] = case(pool.mixed(LIGHTOJ_MAX_CASES, rng))
    inputs["max-1000-hard"] = case([pool.solvable(rng, 26) for _ in range(LIGHTOJ_MAX_CASES)])
    inputs["format-crlf"] = case([pool.solvable(rng) for _ in range(3)]).replace("\n", "\r\n")
    for number in range(1, 6):
        inputs["random-10-%d" % number] = case(pool.mixed(10, rng))
    return inputs


def hdu_3567_inputs(seed: int) -> Dict[str, str]:
    rng = random_for(seed, "hdu_3567")

    def solvable_pair(
        start_blank: Optional[int] = None, goal_blank: Optional[int] = None
    ) -> Tuple[Board, Board]:
        while True:
            start, goal = shuffled(9, rng), shuffled(9, rng)
            if start_blank is not None and start.index(0) != start_blank:
                continue
            if goal_blank is not None and goal.index(0) != goal_blank:
                continue
            if ref.shortest_path(start, goal, 3) is None:
                start = swapped(start, rng)
            return start, goal

    def case(pairs: Sequence[Tuple[Board, Board]]) -> str:
        return "%d\n" % len(pairs) + "".join(
            ref.x_symbols(s, "X") + "\n" + ref.x_symbols(g, "X") + "\n" for s, g in pairs
        )

    inputs = {
        "every-blank-cell-pair": case([solvable_pair(s, g) for s in range(9) for g in range(9)])
    }
    inputs["max-200"] = case([solvable_pair() for _ in range(HDU_3567_MAX_CASES)])
    start = shuffled(9, rng)
    inputs["start-is-goal"] = case([(start, start), solvable_pair()])
    farthest = []
    for cell in range(9):  # a farthest pair for every blank cell of the goal
        goal = shuffled(9, rng)
        while goal.index(0) != cell:
            goal = shuffled(9, rng)
        _, boards = ref.farthest_boards(goal)
        farthest.append((boards[-1], goal))
    inputs["farthest-pairs"] = case(farthest)
    inputs["format-crlf"] = case([solvable_pair() for _ in range(3)]).replace("\n", "\r\n")
    for number in range(1, 6):
        inputs["random-10-%d" % number] = case([solvable_pair() for _ in range(10)])
    return inputs


def uva_10085_inputs(seed: int) -> Dict[str, str]:
    rng = random_for(seed, "uva_10085")

    def case(boards: Sequence[Board]) -> str:
        return "%d\n\n" % len(boards) + "".join(rows_text(board, 3) + "\n" for board in boards)

    starts = []
    for cell in range(9):
        board = shuffled(9, rng)
        while board.index(0) != cell:
            board = shuffled(9, rng)
        starts.append(board)
    inputs = {
        "every-blank-cell-%d" % part: case(starts[part * 3 : part * 3 + 3]) for part in range(3)
    }
    inputs["goal-start"] = case([ref.GOAL_3])
    for cell in range(0, 9, 2):
        inputs["single-blank-cell-%d" % cell] = case([starts[cell]])
    return inputs


def leetcode_inputs(seed: int) -> Dict[str, str]:
    rng = random_for(seed, "leetcode_773")
    layers = ref.bfs_layers(ref.GOAL_2X3, 3)

    def as_list(board: Board) -> str:
        return "[[%d,%d,%d],[%d,%d,%d]]\n" % board

    inputs = {"solved": as_list(ref.GOAL_2X3)}
    for number, board in enumerate(layers[-1], 1):
        inputs["farthest-%d" % number] = as_list(board)
    for cell in range(6):
        while True:
            board = rng.choice(layers[rng.randrange(1, len(layers))])
            if board.index(0) == cell:
                break
        inputs["blank-cell-%d" % cell] = as_list(board)
    inputs["unsolvable"] = as_list(swapped(rng.choice(layers[10]), rng))
    inputs["format-six-numbers"] = "%d %d %d\n%d %d %d\n" % rng.choice(layers[12])
    inputs["format-spaces"] = "[ [ %d , %d , %d ] , [ %d , %d , %d ] ]\n" % rng.choice(layers[15])
    return inputs


def poj_2893_inputs(seed: int) -> Dict[str, str]:
    rng = random_for(seed, "poj_2893")

    def case(boards: Sequence[Tuple[int, int, Board]]) -> str:
        return (
            "".join(
                "%d %d\n%s" % (rows, columns, rows_text(board, columns))
                for rows, columns, board in boards
            )
            + "0 0\n"
        )

    small = [
        (rows, columns, shuffled(rows * columns, rng))
        for rows, columns in [(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (4, 2), (2, 5)]
        for _ in range(6)
    ]
    inputs = {"small-shapes-bfs": case(small)}
    mid = [
        (rows, columns, shuffled(rows * columns, rng))
        for rows, columns in [(4, 4), (5, 7), (7, 5), (10, 10), (2, 999), (999, 2), (31, 32)]
        for _ in range(3)
    ]
    inputs["mixed-shapes"] = case(mid)
    inputs["solved-boards"] = case(
        [(r, c, tuple(range(1, r * c)) + (0,)) for r, c in [(2, 2), (3, 4), (50, 40)]]
    )
    inputs["largest-999x999"] = case(
        [(POJ_2893_LARGEST, POJ_2893_LARGEST, shuffled(POJ_2893_LARGEST * POJ_2893_LARGEST, rng))]
    )
    inputs["format-odd-spacing"] = "  3   3 \r\n1 0\t3\n 4 2 5 7\n8 6\n\n2 2  0 1 3 2\n0 0"
    for number in range(1, 5):
        shapes = [(rng.randrange(2, 40), rng.randrange(2, 40)) for _ in range(10)]
        inputs["random-shapes-%d" % number] = case(
            [(r, c, shuffled(r * c, rng)) for r, c in shapes]
        )
    return inputs


def uva_10181_inputs(seed: int) -> Tuple[Dict[str, str], Dict[Board, str]]:
    """The inputs, and the reference path of each solvable board (published or walked)."""
    rng = random_for(seed, "uva_10181")
    paths: Dict[Board, str] = {}

    def published(name: str) -> Board:
        board, path = ref.princeton_4x4_path(name)
        if path is not None:
            paths[board] = path
        return board

    def walked(moves: int, blank_cell: Optional[int] = None) -> Board:
        while True:  # the blank's cell parity follows the walk's length: vary it by one
            end, walk = ref.walk(ref.GOAL_4, 4, moves - rng.randrange(2), rng)
            if blank_cell is None or end.index(0) == blank_cell:
                back = "".join(ref.OPPOSITE[move] for move in reversed(walk))
                paths[end] = paths.get(end, back)
                return end

    def case(boards: Sequence[Board]) -> str:
        return "%d\n" % len(boards) + "".join(rows_text(board, 4) for board in boards)

    inputs = {}
    for part, names in enumerate([range(40, 46), range(30, 40), range(20, 30), range(0, 20)], 1):
        inputs["published-%d" % part] = case(
            [published("puzzle4x4-%02d" % number) for number in names]
        )
    inputs["every-blank-cell"] = case([walked(rng.randrange(20, 51), cell) for cell in range(16)])
    unsolvable = [swapped(walked(30), rng) for _ in range(4)] + [published("puzzle4x4-unsolvable")]
    inputs["unsolvable"] = case(unsolvable)
    paths[ref.GOAL_4] = ""
    inputs["solved"] = case([ref.GOAL_4])
    inputs["walks-up-to-50"] = case([walked(rng.randrange(30, 51)) for _ in range(10)])
    inputs["format-odd-spacing"] = (
        "3\r\n"
        + rows_text(walked(25), 4, separator="  ").replace("\n", " \r\n")
        + "\n"
        + rows_text(walked(40), 4, separator="\t")
        + " ".join(str(t) for t in swapped(walked(10), rng))
    )
    return inputs, paths


def aoj_inputs(seed: int) -> Dict[str, str]:
    rng = random_for(seed, "aoj_alds1_13_c")
    inputs = {}
    for number in (0, 10, 20, 30, 35, 40, 41, 42, 43, 44, 45):
        board, _ = ref.princeton_4x4_path("puzzle4x4-%02d" % number)
        inputs["published-%02d" % number] = rows_text(board, 4)
    board, _ = ref.princeton_4x4_path("puzzle4x4-hard1")
    inputs["published-hard1"] = rows_text(board, 4)
    for cell in range(16):
        while True:
            end, _ = ref.walk(ref.GOAL_4, 4, rng.randrange(6, 15), rng)
            if end.index(0) == cell:
                break
        inputs["blank-cell-%02d" % cell] = rows_text(end, 4)
    inputs["solved"] = rows_text(ref.GOAL_4, 4)
    end, _ = ref.walk(ref.GOAL_4, 4, 12, rng)
    inputs["format-odd-spacing"] = (
        "  " + rows_text(end, 4, separator="   ").replace("\n", " \r\n").rstrip()
    )
    return inputs


# --- putting it together --------------------------------------------------------------------------


def build_cases(
    seed: int = DEFAULT_SEED, only: Optional[Sequence[str]] = None
) -> Dict[str, Dict[str, str]]:
    """Return folder -> file name -> exact text of every .in and .out."""
    wanted = list(only or PROBLEMS)
    pool = (
        Pool3()
        if set(wanted)
        & {"poj_1077", "acwing_179", "acwing_845", "hdu_1043", "uva_652", "lightoj_1139"}
        else None
    )
    cases: Dict[str, Dict[str, str]] = {}
    for problem in wanted:
        paths: Dict[Board, str] = {}
        if problem in ("poj_1077", "acwing_179", "acwing_845"):
            assert pool is not None  # made above for this problem
            inputs = single_x_inputs(pool, seed, problem)
        elif problem == "hdu_1043":
            assert pool is not None  # made above for this problem
            inputs = hdu_1043_inputs(pool, seed)
        elif problem == "uva_652":
            assert pool is not None  # made above for this problem
            inputs = uva_652_inputs(pool, seed)
        elif problem == "lightoj_1139":
            assert pool is not None  # made above for this problem
            inputs = lightoj_inputs(pool, seed)
        elif problem == "hdu_3567":
            inputs = hdu_3567_inputs(seed)
        elif problem == "uva_10085":
            inputs = uva_10085_inputs(seed)
        elif problem == "leetcode_773":
            inputs = leetcode_inputs(seed)
        elif problem == "poj_2893":
            inputs = poj_2893_inputs(seed)
        elif problem == "uva_10181":
            inputs, paths = uva_10181_inputs(seed)
        else:
            inputs = aoj_inputs(seed)
        files = {}
        for number, (sample_in, sample_out) in enumerate(SAMPLES[problem], 1):
            files["sample-%d.in" % number], files["sample-%d.out" % number] = sample_in, sample_out
        for name, text in inputs.items():
            files[name + ".in"] = text
            files[name + ".out"] = expected_output(problem, text, paths)
        cases[problem] = files
    return cases


def expected_output(problem: str, text: str, paths: Dict[Board, str]) -> str:
    """The reference answer for one input (see oracle/family_reference.py)."""
    if problem in ref.EXACT:
        return ref.EXACT[problem](text)
    if problem == "uva_10181":
        return ref.expected_uva_10181(text, paths)
    return getattr(ref, "expected_" + problem)(text)


def write_cases(cases: Dict[str, Dict[str, str]], out_dir: Path) -> None:
    for folder, files in cases.items():
        (out_dir / folder).mkdir(parents=True, exist_ok=True)
        for name, text in files.items():
            (out_dir / folder / name).write_bytes(text.encode("utf-8"))


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description="Regenerate the family problems' judge cases from a seed."
    )
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--only", nargs="+", choices=PROBLEMS)
    arguments = parser.parse_args(argv)
    cases = build_cases(arguments.seed, arguments.only)
    write_cases(cases, arguments.out)
    for folder, files in cases.items():
        print("%s: %d cases written" % (folder, len(files) // 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
