"""Princeton 8puzzle's cases: the assignment's published puzzle files, byte for byte, each with
an answer its special judge accepts against the assignment's published move count.

The cases are not generated: `python -m slidingkit.tools.cases --published DIR` makes them from DIR,
the assignment's puzzle files (8puzzle.zip: puzzle04.txt, puzzle4x4-78.txt, ...) and its INDEX.tsv
(file, n, expected moves or `unsolvable`). The index, not the answer, is the truth: an answer (the
solution's output, or one printed from a known path by answer_from_path) is written only when the
checker proves it a legal path from the input to the goal as long as the index says. Without an
INDEX.tsv in DIR, the committed copy (INDEX_COPY) is read.

The committed answers come from two runs. The solution, for 151 puzzles (each one's seconds are
printed; the Princeton section of docs/performance.md measures the solution on these files):
    python -m slidingkit.tools.cases --only princeton_8puzzle --published DIR --python pypy3 --jobs
    2 \\
        --cases <every puzzle but puzzle4x4-78 and puzzle4x4-80>
and the independent pattern-database solver for puzzle4x4-78 and puzzle4x4-80 (78 and 80 moves,
beyond the solution's time limit: known_slow):
    pypy3 -m slidingkit.oracle.fifteen_puzzle DIR/puzzle4x4-78.txt DIR/puzzle4x4-80.txt > paths
    python -m slidingkit.tools.cases --only princeton_8puzzle --published DIR --paths paths --force
    \\
        --cases puzzle4x4-78 puzzle4x4-80
"""

import csv
import shutil
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from slidingkit.oracle.reference import moves_in

SAMPLES: List[Tuple[str, str]] = []  # the assignment's examples are among its published files

INDEX_NAME = "INDEX.tsv"
INDEX_COPY = Path(__file__).resolve().parent / "index.tsv"  # the committed copy
UNSOLVABLE = "unsolvable"
NO_SOLUTION = "No solution possible"

Board = Tuple[int, ...]


def read_index(path: Path) -> Dict[str, Optional[int]]:
    """NAME -> expected moves (None: unsolvable), from the index's columns file, n,
    expected_moves."""
    expected: Dict[str, Optional[int]] = {}
    with open(str(path), newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file, delimiter="\t"))
    if not rows or rows[0][:3] != ["file", "n", "expected_moves"]:
        raise ValueError("%s: expected the header file, n, expected_moves" % path)
    for row in rows[1:]:
        name, moves = row[0][: -len(".txt")], row[2]
        expected[name] = None if moves == UNSOLVABLE else int(moves)
    return expected


def expected_text(moves: Optional[int]) -> str:
    """What the checker needs from an expected file: its first line."""
    return NO_SOLUTION + "\n" if moves is None else "Minimum number of moves = %d\n" % moves


def published(source: Path) -> Dict[str, Tuple[bytes, str]]:
    """Case name -> (the puzzle file's bytes, the expected file the checker judges an answer
    against), for every puzzle file NAME.txt of source, by source's INDEX.tsv or else by
    INDEX_COPY. ValueError names the files the index does not list: they cannot be checked."""
    source_index = source / INDEX_NAME
    index = read_index(source_index if source_index.exists() else INDEX_COPY)
    names = sorted(path.stem for path in source.glob("*.txt"))
    unindexed = [name for name in names if name not in index]
    if unindexed:
        raise ValueError("not in the index, so they cannot be checked: %s" % " ".join(unindexed))
    return {
        name: (source.joinpath(name + ".txt").read_bytes(), expected_text(index[name]))
        for name in names
    }


def record_index(source: Path) -> None:
    """Copy source's INDEX.tsv, if it has one, to INDEX_COPY, where published() and the tests
    read it."""
    source_index = source / INDEX_NAME
    if source_index.exists() and (
        not INDEX_COPY.exists() or INDEX_COPY.read_bytes() != source_index.read_bytes()
    ):
        INDEX_COPY.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(str(source_index), str(INDEX_COPY))


def answer_from_path(input_text: str, path: str) -> str:
    """The answer for a puzzle whose path is known (the blank's moves U, D, L, R), as the
    assignment's client prints it: the move count, then every board along the path, each as n,
    its rows of right-aligned tiles (`%2d ` a tile) and an empty line. ValueError at an illegal
    move."""
    numbers = [int(token) for token in input_text.split()]
    side, board = numbers[0], tuple(numbers[1:])
    boards = [board]
    for move in path:
        after = dict(moves_in(boards[-1], side)).get(move)
        if after is None:
            raise ValueError("move %d (%r) is illegal" % (len(boards), move))
        boards.append(after)
    parts = ["Minimum number of moves = %d\n" % len(path)]
    for cells in boards:
        rows = [
            "".join("%2d " % tile for tile in cells[start : start + side])
            for start in range(0, side * side, side)
        ]
        parts.append("%d\n%s\n\n" % (side, "\n".join(rows)))
    return "".join(parts)
