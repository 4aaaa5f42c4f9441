"""Published optimal lengths: every 4x4 board whose shortest solution is published is answered in
exactly that many moves, by the submitted files that claim optimality.

What it proves
    - The INDEX (tests/data/princeton_8puzzle_index.tsv, the assignment's public list) agrees with
      the file names that carry the counts: puzzleNN, puzzleRxC-NN and puzzle4x4-NN need NN moves,
      puzzle4x4-hard1 and -hard2 need 38 and 47 (the assignment's checklist), and a name with
      "unsolvable" or "impossible" has no solution. Every entry is covered by one of these rules.
    - The Princeton file answers every 4x4 file (puzzle4x4-NN and the 4x4 puzzleNN alike) in
      exactly its published number of moves, and
      its output is accepted by the special judge (every board one slide from the last). A search
      that overshoots by two moves, or returns a path of the wrong parity, fails here by name.
      puzzle4x4-78 and -80 are left out: they are `known_slow` (no search the file can carry
      answers them within its 5 s budget; see the judge settings).
    - The AOJ ALDS1_13_C file answers every one of its cases in exactly the expected number of
      moves, and every expected number is proved independently: a published board's count is the
      Princeton INDEX's, any other's a plain BFS (at most 14 moves).
    Expected counts never come from the code under test.

Cost
    About 7 s of CPU: the 4x4 searches of the two files (puzzle4x4-50 is the longest, 1 s).
"""

import csv
import re
from typing import Dict, Optional, Tuple

import pytest

from oracle import family_reference
from tests.conftest import CASES, ROOT, load_checker, load_solution, slow_where

INDEX = ROOT / "tests" / "data" / "princeton_8puzzle_index.tsv"
PRINCETON_CASES = CASES / "princeton_8puzzle"
AOJ_CASES = CASES / "aoj_alds1_13_c"
CHECKLIST = {"puzzle4x4-hard1": 38, "puzzle4x4-hard2": 47}  # the assignment's checklist
BEYOND_THE_BUDGET = {
    "puzzle4x4-78",
    "puzzle4x4-80",
}  # known_slow in judge_cases/princeton_8puzzle.json


def read_index() -> Dict[str, Tuple[int, Optional[int]]]:
    """NAME -> (n, published moves or None for unsolvable)."""
    with open(str(INDEX), newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file, delimiter="\t"))
    assert rows[0] == ["file", "n", "expected_moves"]
    return {
        row[0][: -len(".txt")]: (int(row[1]), None if row[2] == "unsolvable" else int(row[2]))
        for row in rows[1:]
    }


INDEX_ENTRIES = read_index()
FOUR_BY_FOUR = sorted(
    name
    for name, (side, moves) in INDEX_ENTRIES.items()
    if side == 4 and moves is not None and name not in BEYOND_THE_BUDGET
)


def count_in_name(name: str) -> Optional[int]:
    """The count a file's name carries: puzzle36 -> 36, puzzle4x4-45 -> 45, puzzle3x3-unsolvable
    (or -impossible) -> None; CHECKLIST for the two named hard boards."""
    if name in CHECKLIST:
        return CHECKLIST[name]
    if "unsolvable" in name or "impossible" in name:
        return None
    match = re.fullmatch(r"puzzle(?:\d+x\d+-)?(\d+)", name)
    assert match, "%s carries no count in its name" % name
    return int(match.group(1))


def test_index__every_count_is_the_one_its_file_name_carries():
    assert len(INDEX_ENTRIES) == 153
    wrong = {
        name: (moves, count_in_name(name))
        for name, (_, moves) in INDEX_ENTRIES.items()
        if moves != count_in_name(name)
    }
    assert wrong == {}


def test_index__the_sides_in_the_names_are_the_files_sides():
    for name, (side, _) in INDEX_ENTRIES.items():
        match = re.fullmatch(r"puzzle(\d+)x(\d+)-.*", name)
        if match:
            assert int(match.group(1)) == int(match.group(2)) == side, name
        numbers = (PRINCETON_CASES / (name + ".in")).read_text("ascii").split()
        assert int(numbers[0]) == side and len(numbers) == side * side + 1, name


def puzzle_input(name: str) -> str:
    return (PRINCETON_CASES / (name + ".in")).read_text("ascii")


# The longest files (45 moves and more) take seconds each: make test-all runs them.
@pytest.mark.parametrize(
    "name",
    slow_where(
        FOUR_BY_FOUR,
        {
            name
            for name, (_, moves) in INDEX_ENTRIES.items()
            if name in FOUR_BY_FOUR and moves is not None and moves >= 45
        },
    ),
)
def test_princeton__answers_the_4x4_file_in_exactly_its_published_moves(name):
    moves = INDEX_ENTRIES[name][1]
    output = load_solution("princeton_8puzzle").solve(puzzle_input(name))
    assert output.split("\n", 1)[0] == "Minimum number of moves = %d" % moves
    checker = load_checker("princeton_8puzzle")
    assert (
        checker.check(puzzle_input(name), output, "Minimum number of moves = %d\n" % moves) is None
    )


def test_princeton__the_4x4_files_cover_every_published_count_up_to_50():
    counts = sorted(INDEX_ENTRIES[name][1] for name in FOUR_BY_FOUR)
    assert set(range(51)) <= set(counts) and len(FOUR_BY_FOUR) == 73


def aoj_board(name: str) -> Tuple[int, ...]:
    return tuple(int(token) for token in (AOJ_CASES / (name + ".in")).read_text("ascii").split())


def independent_count(board: Tuple[int, ...]) -> int:
    """The published count of a Princeton board, else a plain BFS of at most 14 moves."""
    moves = family_reference.distance_4x4(board)
    assert moves is not None, "no independent count for %r" % (board,)
    return moves


AOJ_NAMES = sorted(path.stem for path in AOJ_CASES.glob("*.in"))


@pytest.mark.parametrize("name", AOJ_NAMES)
def test_aoj__answers_the_case_in_exactly_its_proved_moves(name):
    board = aoj_board(name)
    moves = independent_count(board)
    assert (AOJ_CASES / (name + ".out")).read_text("ascii") == "%d\n" % moves
    published = re.fullmatch(r"published-(\d+)", name)
    if published:  # the name carries the count of the Princeton file it copies
        assert moves == int(published.group(1))
    text = (AOJ_CASES / (name + ".in")).read_text("ascii")
    assert load_solution("aoj_alds1_13_c").solve(text) == "%d\n" % moves


def test_aoj__its_published_boards_reach_the_longest_promised_distance():
    counts = [independent_count(aoj_board(name)) for name in AOJ_NAMES]
    assert max(counts) == 45 and len(AOJ_NAMES) == 31  # "solvable within 45 moves"
