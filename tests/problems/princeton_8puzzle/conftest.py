"""What the tests of the Princeton problem (tests/problems/princeton_8puzzle/test_*.py) share: the
committed copy of the assignment's index of move counts
(slidingkit/problems/princeton_8puzzle/index.tsv),
read here with the csv module rather than by the package's own reader; and what the tests of its
special judge share: the `checker` and `files` fixtures, answers written by hand in the format of
the assignment's Java client, and the puzzle04 example. Imported by name, as
`from tests.problems.princeton_8puzzle.conftest import read_index`.
"""

import csv
from typing import Dict, List, Optional, Sequence, Tuple

import pytest

from slidingkit.oracle import reference
from tests.conftest import CASES, ROOT, load_checker, side_of, standard_goal

INDEX = ROOT / "slidingkit" / "problems" / "princeton_8puzzle" / "index.tsv"


def read_index() -> Dict[str, Tuple[int, Optional[int]]]:
    """NAME -> (n, published moves or None for unsolvable), from the committed index."""
    with open(str(INDEX), newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file, delimiter="\t"))
    assert rows[0] == ["file", "n", "expected_moves"]
    return {
        row[0][: -len(".txt")]: (int(row[1]), None if row[2] == "unsolvable" else int(row[2]))
        for row in rows[1:]
    }


CASE_FOLDER = CASES / "princeton_8puzzle"
SETTINGS = CASES / "princeton_8puzzle.json"
CHECKER = CASES / "princeton_8puzzle_checker.py"  # the launcher oj runs
JUDGE = ROOT / "slidingkit" / "problems" / "princeton_8puzzle" / "checker.py"

Board = Tuple[int, ...]


INDEX_ENTRIES = read_index()
NAMES = sorted(INDEX_ENTRIES)


@pytest.fixture(scope="module")
def checker():
    return load_checker("princeton_8puzzle")


# ---- writing answers by hand (the format of the assignment's Java client) ----


def board_block(board: Board) -> str:
    """Board.toString() and the empty line println adds: n, n rows of "%2d " per tile, ""."""
    side = side_of(board)
    rows = [
        "".join("%2d " % tile for tile in board[start : start + side])
        for start in range(0, len(board), side)
    ]
    return "%d\n%s\n\n" % (side, "\n".join(rows))


def solution_text(boards: Sequence[Board], moves: Optional[int] = None) -> str:
    """The header (with `moves`, by default the path's own length) and every board."""
    count = len(boards) - 1 if moves is None else moves
    return "Minimum number of moves = %d\n" % count + "".join(
        board_block(board) for board in boards
    )


def puzzle_text(board: Board) -> str:
    side = side_of(board)
    return "%d\n" % side + "".join(
        " ".join(map(str, board[start : start + side])) + "\n"
        for start in range(0, len(board), side)
    )


def expected_text(moves: Optional[int]) -> str:
    return "No solution possible\n" if moves is None else "Minimum number of moves = %d\n" % moves


def replace_line(text: str, line_number: int, new_line: Optional[str]) -> str:
    """Text with line `line_number` (1-based) replaced, or removed when new_line is None."""
    lines = text.split("\n")
    lines[line_number - 1 : line_number] = [] if new_line is None else [new_line]
    return "\n".join(lines)


def tiles_of(text: str) -> List[int]:
    return [int(token) for token in text.split()]


def boards_of_output(text: str) -> List[Board]:
    """The boards of an output in the exact format (used on the committed references)."""
    lines = text.split("\n")[1:]
    side = int(lines[0])
    return [
        tuple(tiles_of(" ".join(lines[start + 1 : start + 1 + side])))
        for start in range(0, len(lines) - 1, side + 2)
    ]


# puzzle04.txt, the assignment's example: 4 moves, one shortest path (checked against BFS below).
START = (0, 1, 3, 4, 2, 5, 7, 8, 6)
STEP1 = (1, 0, 3, 4, 2, 5, 7, 8, 6)
STEP2 = (1, 2, 3, 4, 0, 5, 7, 8, 6)
STEP3 = (1, 2, 3, 4, 5, 0, 7, 8, 6)
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
PATH = [START, STEP1, STEP2, STEP3, GOAL]
INPUT = puzzle_text(START)
EXPECTED = expected_text(4)
RIGHT = solution_text(PATH)  # lines: 1 header, board k on lines 5k-3 .. 5k+1 (its empty line)

UNSOLVABLE = (1, 2, 3, 4, 5, 6, 8, 7, 0)  # the goal with tiles 7 and 8 exchanged
UNSOLVABLE_INPUT = puzzle_text(UNSOLVABLE)
NO_SOLUTION = expected_text(None)


def shortest_paths(start: Board, limit: int) -> List[List[Board]]:
    """Up to `limit` shortest paths from start to its goal, by the reference BFS (n = 2 or 3)."""
    distances = reference.bfs_distances(standard_goal(side_of(start)))
    paths = [[start]]
    for _ in range(distances[start]):
        paths = [
            path + [after]
            for path in paths
            for after in reference.neighbors(path[-1])
            if distances.get(after) == distances[path[-1]] - 1
        ][:limit]
    return paths


@pytest.fixture
def files(tmp_path):
    """Write named texts (or bytes) into tmp_path; return their paths."""

    def write(**contents):
        paths = {}
        for name, content in contents.items():
            path = tmp_path / name
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content, "utf-8")
            paths[name] = path
        return paths

    return write
