"""The Princeton 8puzzle special judge, slidingkit/problems/princeton_8puzzle/checker.py (its
published cases and the tool that makes them are test_published.py's).

What it proves
    - Right answers are accepted, including shortest paths other than the committed ones (found
      here by BFS on 2x2 and 3x3 boards), CRLF output and a 127x127 board.
    - Wrong answers of every kind are rejected with a message naming the first problem and its
      line: longer paths, illegal slides, wrong first or last boards, missing or extra boards,
      every kind of format slip, and the wrong verdict on (un)solvability.
    - Malformed or contradictory judge files are judge errors, not wrong answers.
    - As a process (its launcher, judge_cases/princeton_8puzzle_checker.py) the checker exits
      0 / 1 (message on stdout) / 3 (message on stderr); it needs Python 3.8 and nothing of
      slidingkit/core/ (slidingkit/problems/princeton_8puzzle/checker.py is the judge).
    Every expected answer here is written out by hand or found by slidingkit/oracle/reference.py's
    BFS.

How to run
    python3 -m pytest -q tests/problems/princeton_8puzzle/test_checker.py

Cost
    About a second: one 3x3 BFS (0.5 s), half a dozen checker processes, and vermin on the
    checker.
"""

import ast
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

import pytest

from slidingkit.oracle import family_reference, reference
from tests.conftest import ROOT, standard_goal
from tests.problems.princeton_8puzzle.conftest import (
    CASE_FOLDER,
    CHECKER,
    EXPECTED,
    GOAL,
    INDEX_ENTRIES,
    INPUT,
    JUDGE,
    NAMES,
    NO_SOLUTION,
    PATH,
    RIGHT,
    START,
    STEP1,
    STEP2,
    STEP3,
    UNSOLVABLE,
    UNSOLVABLE_INPUT,
    Board,
    board_block,
    boards_of_output,
    expected_text,
    puzzle_text,
    replace_line,
    shortest_paths,
    solution_text,
    tiles_of,
)

# ---- right answers ----


def test_check__the_puzzle04_path_is_accepted_and_is_the_only_shortest_one(checker):
    assert shortest_paths(START, 100) == [PATH]
    assert checker.check(INPUT, RIGHT, EXPECTED) is None


def test_check__crlf_and_the_input_layout_do_not_matter(checker):
    assert checker.check(INPUT, RIGHT.replace("\n", "\r\n"), EXPECTED) is None
    assert checker.check(INPUT, RIGHT, EXPECTED.replace("\n", "\r\n")) is None
    assert checker.check("3\r\n 0  1  3 \r\n 4 2 5\n\n7 8 6", RIGHT, EXPECTED) is None


def test_check__shortest_paths_other_than_the_reference_are_accepted_on_every_2x2_and_3x3_file(
    checker,
):
    with_alternatives = 0
    for name in NAMES:
        side, moves = INDEX_ENTRIES[name]
        if side > 3 or moves is None:
            continue
        input_text = (CASE_FOLDER / (name + ".in")).read_text("ascii")
        committed = boards_of_output((CASE_FOLDER / (name + ".out")).read_text("ascii"))
        others = [path for path in shortest_paths(committed[0], 20) if path != committed]
        with_alternatives += bool(others)
        for path in others[:3]:
            assert checker.check(input_text, solution_text(path), expected_text(moves)) is None, (
                name
            )
    assert with_alternatives == 29  # of the 61 solvable ones; the other 32 have one shortest path


def test_check__every_shortest_path_of_an_8_move_board_is_accepted(checker):
    start = tuple(tiles_of((CASE_FOLDER / "puzzle3x3-08.in").read_text("ascii"))[1:])
    paths = shortest_paths(start, 1000)
    assert 1 < len(paths) < 1000
    for path in paths:
        assert checker.check(puzzle_text(start), solution_text(path), expected_text(8)) is None


def test_check__both_ways_around_a_2x2_board_six_moves_from_the_goal_are_accepted(checker):
    start = tuple(tiles_of((CASE_FOLDER / "puzzle2x2-06.in").read_text("ascii"))[1:])
    paths = shortest_paths(start, 10)
    assert len(paths) == 2 and paths[0][1] != paths[1][1]
    for path in paths:
        assert checker.check(puzzle_text(start), solution_text(path), expected_text(6)) is None


@pytest.mark.parametrize(
    "output", ["No solution possible", "No solution possible\n", "No solution possible\r\n"]
)
def test_check__no_solution_possible_is_accepted_for_an_unsolvable_board(checker, output):
    assert checker.check(UNSOLVABLE_INPUT, output, NO_SOLUTION) is None


def blank_walk(side: int, steps: List[int]) -> List[Board]:
    """The boards met when the blank leaves the goal by `steps` (cell offsets), latest first."""
    cells = list(standard_goal(side))
    blank = len(cells) - 1
    boards = [tuple(cells)]
    for step in steps:
        cells[blank], cells[blank + step] = cells[blank + step], 0
        blank += step
        boards.append(tuple(cells))
    return boards[::-1]


def test_check__a_127x127_board_with_a_short_path_is_accepted(checker):
    side = 127
    path = blank_walk(side, [-1, -side, -side, -1])  # 4 tiles one cell from home: 4 moves at least
    assert checker.check(puzzle_text(path[0]), solution_text(path), expected_text(4)) is None
    row = board_block(path[0]).split("\n")[5]  # row 5 (tiles 509..635), on line 7
    slip = solution_text(path).replace(row, row.replace(" 521 ", " 521  ", 1), 1)
    assert checker.check(puzzle_text(path[0]), slip, expected_text(4)) == (
        "line 7: column 53: "
        'expected "...9 520 521 522 523 524 525 526 527 528 529 530 531 532 533...",'
        ' got "...9 520 521  522 523 524 525 526 527 528 529 530 531 532 53..."'
    )


# ---- wrong answers ----

SWAPPED = (0, 3, 1, 4, 2, 5, 7, 8, 6)  # START with tiles 1 and 3 exchanged, blank untouched
DIAGONAL = (2, 1, 3, 4, 0, 5, 7, 8, 6)  # tile 2 from the centre to the corner
JUMP = (3, 1, 0, 4, 2, 5, 7, 8, 6)  # tile 3 two cells along the top row
THREE_CHANGED = (1, 3, 0, 4, 2, 5, 7, 8, 6)
NOT_GOAL = (1, 2, 0, 4, 5, 3, 7, 8, 6)  # STEP3 with the blank moved up instead of down

WRONG_ANSWERS = {
    # a longer legal path: out and back, then the shortest path
    "longer path, its own count": (
        solution_text([START, STEP1, START] + PATH[1:]),
        "line 1: header says 6 moves, the shortest is 4",
    ),
    "longer path, the shortest count": (
        solution_text([START, STEP1, START] + PATH[1:], 4),
        "line 27: expected 5 boards, found 7",
    ),
    # illegal slides
    "two tiles swapped": (
        solution_text([START, SWAPPED, STEP2, STEP3, GOAL]),
        "line 7: board 2 does not follow from board 1 by one slide (tiles 1 and 3 changed places)",
    ),
    "diagonal move": (
        solution_text([START, DIAGONAL, STEP2, STEP3, GOAL]),
        "line 7: board 2 does not follow from board 1 by one slide (tile 2 moved diagonally)",
    ),
    "non-adjacent jump": (
        solution_text([START, JUMP, STEP2, STEP3, GOAL]),
        "line 7: board 2 does not follow from board 1 by one slide "
        "(tile 3 is not next to the blank)",
    ),
    "three cells changed": (
        solution_text([START, THREE_CHANGED, STEP2, STEP3, GOAL]),
        "line 7: board 2 does not follow from board 1 by one slide (3 cells changed; "
        "one slide changes 2)",
    ),
    "a board repeated": (
        solution_text([START, START, STEP1, STEP2, STEP3], 4),
        "line 7: board 2 does not follow from board 1 by one slide (it is the same board)",
    ),
    # wrong ends, missing and extra boards
    "wrong first board": (
        solution_text([STEP1, STEP2, STEP3, GOAL, STEP3]),
        "line 2: board 1 is not the input board",
    ),
    "wrong last board": (
        solution_text([START, STEP1, STEP2, STEP3, NOT_GOAL]),
        "line 22: the last board is not the goal",
    ),
    "missing last board": (solution_text(PATH[:-1], 4), "expected 5 boards, found 4"),
    "missing middle board": (
        solution_text([START, STEP1, STEP3, GOAL], 4),
        "line 12: board 3 does not follow from board 2 by one slide (3 cells changed; "
        "one slide changes 2)",
    ),
    "extra board": (solution_text(PATH + [STEP3], 4), "line 27: expected 5 boards, found 6"),
    # format
    "missing trailing space": (
        replace_line(RIGHT, 3, " 0  1  3"),
        'line 3: expected " 0  1  3 ", got " 0  1  3"',
    ),
    "single spaces": (replace_line(RIGHT, 8, "1 0 3"), 'line 8: expected " 1  0  3 ", got "1 0 3"'),
    "tabs instead of spaces": (
        replace_line(RIGHT, 4, "\t4\t2\t5\t"),
        'line 4: expected " 4  2  5 ", got "\\t4\\t2\\t5\\t"',
    ),
    "a row short of a tile": (
        replace_line(RIGHT, 5, " 7  8 "),
        'line 5: expected a row of 3 tiles, got " 7  8 "',
    ),
    "a tile that is not a number": (
        replace_line(RIGHT, 5, " 7  x  6 "),
        'line 5: "x" is not a tile, in " 7  x  6 "',
    ),
    "a negative tile": (
        replace_line(RIGHT, 5, " 7 -8  6 "),
        'line 5: "-8" is not a tile, in " 7 -8  6 "',
    ),
    "missing empty line": (
        replace_line(RIGHT, 6, None),
        'line 6: expected an empty line after board 1, got "3"',
    ),
    "missing final empty line": (
        RIGHT[:-1],
        "line 26: expected an empty line after board 5, found the end of the output",
    ),
    "extra blank line between boards": (
        replace_line(RIGHT, 6, "\n"),
        'line 7: expected "3", the first line of board 2, got ""',
    ),
    "extra blank line at the end": (
        RIGHT + "\n",
        'line 27: expected the end of the output after board 5, got ""',
    ),
    "wrong n line": (
        replace_line(RIGHT, 12, "4"),
        'line 12: expected "3", the first line of board 3, got "4"',
    ),
    "output ends inside a board": (
        "\n".join(RIGHT.split("\n")[:8]) + "\n",
        "line 9: board 2 ends after 1 of its 3 rows",
    ),
    "trailing garbage": (
        RIGHT + "done\n",
        'line 27: expected the end of the output after board 5, got "done"',
    ),
    "header typo": (
        replace_line(RIGHT, 1, "Minimum number of move = 4"),
        'line 1: expected "Minimum number of moves = 4", got "Minimum number of move = 4"',
    ),
    "header with a trailing space": (
        replace_line(RIGHT, 1, "Minimum number of moves = 4 "),
        'line 1: expected "Minimum number of moves = 4", got "Minimum number of moves = 4 "',
    ),
    "header with a leading zero": (
        replace_line(RIGHT, 1, "Minimum number of moves = 04"),
        'line 1: expected "Minimum number of moves = 4", got "Minimum number of moves = 04"',
    ),
    "header -1": (
        replace_line(RIGHT, 1, "Minimum number of moves = -1"),
        "line 1: header says -1 moves, the shortest is 4",
    ),
    "a byte-order mark": (
        "\ufeff" + RIGHT,
        'line 1: expected "Minimum number of moves = 4", got "\ufeffMinimum number of moves = 4"',
    ),
    "no solution for a solvable board": (
        "No solution possible\n",
        'line 1: got "No solution possible", but the board is solvable in 4 moves',
    ),
    "empty output": ("", 'the output is empty; expected "Minimum number of moves = 4"'),
    "only a newline": ("\n", 'line 1: expected "Minimum number of moves = 4", got ""'),
}


@pytest.mark.parametrize("kind", sorted(WRONG_ANSWERS))
def test_check__wrong_answer_is_rejected_naming_the_first_problem(checker, kind):
    output, message = WRONG_ANSWERS[kind]
    assert checker.check(INPUT, output, EXPECTED) == message


# ---- slides that wrap around the board's edge ----
# Each kind is the blank's first move, from cell X to cell Y (row, column on an n x n board): a
# move that only a checker comparing cell numbers (|X - Y| == 1) or ignoring the edge would take.
WRAPS = {
    "end of a row to the start of the next": (lambda n: (0, n - 1), lambda n: (1, 0)),
    "start of a row to the end of the one above": (lambda n: (1, 0), lambda n: (0, n - 1)),
    "last column to the first, in one row": (lambda n: (1, n - 1), lambda n: (1, 0)),
    "first column to the last, in one row": (lambda n: (1, 0), lambda n: (1, n - 1)),
    "bottom row to the top, in one column": (lambda n: (n - 1, 1), lambda n: (0, 1)),
    "top row to the bottom, in one column": (lambda n: (0, 1), lambda n: (n - 1, 1)),
}


def route(side: int, start: Tuple[int, int], end: Tuple[int, int]) -> List[int]:
    """Cell offsets of legal blank moves from start to end: along the column, then along the row."""
    (row, column), (end_row, end_column) = start, end
    return [side if end_row > row else -side] * abs(end_row - row) + [
        1 if end_column > column else -1
    ] * abs(end_column - column)


def wrapping_path(side: int, kind: str) -> List[Board]:
    """Boards from a start to the goal whose first step is the wrap `kind`, made twice (so the
    start keeps the goal's solvability whatever the wrap does to the parity), every other step
    a legal slide. Built backwards from the goal with blank_walk."""
    first, second = (place(side) for place in WRAPS[kind])
    cell = lambda place: place[0] * side + place[1]  # noqa: E731  # a one-line formula beside its uses
    wrap = cell(first) - cell(second)  # walking backwards, the blank goes from second to first
    steps = route(side, (side - 1, side - 1), second) + [wrap] + route(side, first, second) + [wrap]
    return blank_walk(side, steps)


@pytest.mark.parametrize("kind", sorted(WRAPS))
@pytest.mark.parametrize("side", [3, 4])
def test_check__a_slide_that_wraps_around_an_edge_is_rejected(checker, side, kind):
    path = wrapping_path(side, kind)
    start, second = path[0], path[1]
    solvable = (
        start in reference.bfs_distances(standard_goal(3))
        if side == 3
        else family_reference.solvable(start, standard_goal(4), 4)
    )
    assert solvable, "the path must start on a solvable board, or the checker would not look at it"
    first_cell, target_cell = start.index(0), second.index(0)
    assert abs(first_cell - target_cell) in (1, side - 1, side * (side - 1))  # a wrap, not a slide
    message = checker.check(puzzle_text(start), solution_text(path), expected_text(len(path) - 1))
    assert message == (
        "line %d: board 2 does not follow from board 1 by one slide (tile %d is not next "
        "to the blank)" % (side + 4, start[target_cell])
    )


def test_check__the_wrap_around_that_a_planted_bug_let_through_is_rejected(checker):
    # 1 2 3 / 7 4 8 / 0 6 5 is 8 moves from the goal (BFS); tile 8 "slides" from the end of row
    # 2 to the start of row 3, then a shortest path follows: 8 moves in all, the true count.
    start = (1, 2, 3, 7, 4, 8, 0, 6, 5)
    distances = reference.bfs_distances(GOAL)
    assert distances[start] == 8
    wrapped = (1, 2, 3, 7, 4, 0, 8, 6, 5)
    assert distances[wrapped] == 7
    path = [start] + shortest_paths(wrapped, 1)[0]
    assert checker.check(puzzle_text(start), solution_text(path), expected_text(8)) == (
        "line 7: board 2 does not follow from board 1 by one slide "
        "(tile 8 is not next to the blank)"
    )


WRONG_FOR_UNSOLVABLE = {
    "a path": (
        solution_text([UNSOLVABLE, UNSOLVABLE]),
        'line 1: the board is unsolvable: expected "No solution possible", '
        'got "Minimum number of moves = 1"',
    ),
    "lower case": (
        "no solution possible\n",
        'line 1: the board is unsolvable: expected "No solution possible", '
        'got "no solution possible"',
    ),
    "a trailing space": (
        "No solution possible \n",
        'line 1: the board is unsolvable: expected "No solution possible", '
        'got "No solution possible "',
    ),
    "an extra blank line": (
        "No solution possible\n\n",
        'line 2: expected the end of the output, got ""',
    ),
    "an extra line": (
        "No solution possible\n-1\n",
        'line 2: expected the end of the output, got "-1"',
    ),
    "empty output": ("", 'the output is empty; expected "No solution possible"'),
}


@pytest.mark.parametrize("kind", sorted(WRONG_FOR_UNSOLVABLE))
def test_check__wrong_answer_for_an_unsolvable_board_is_rejected(checker, kind):
    output, message = WRONG_FOR_UNSOLVABLE[kind]
    assert checker.check(UNSOLVABLE_INPUT, output, NO_SOLUTION) == message


# ---- judge errors ----

JUDGE_ERRORS = {
    "empty input": ("", EXPECTED, "the input file is empty"),
    "input with a word": ("3\n0 1 3\n4 2 x\n7 8 6\n", EXPECTED, "board 1: not a tile: 'x'"),
    "input short of a tile": (
        "3\n0 1 3\n4 2 5\n7 8\n",
        EXPECTED,
        "board 1: a board of 9 tiles is wanted, found 8",
    ),
    "input with a repeated tile": (
        "3\n0 1 3\n4 2 5\n7 8 8\n",
        EXPECTED,
        "board 1: its tiles are not its goal's, each once",
    ),
    "input with n = 1": ("1\n0\n", EXPECTED, "n must be at least 2"),
    "malformed expected file": (INPUT, "Minimum moves: 4\n", 'starts with "Minimum moves: 4"'),
    "expected says unsolvable, input is solvable": (
        INPUT,
        NO_SOLUTION,
        "but the input board is solvable",
    ),
    "expected has a path, input is unsolvable": (
        UNSOLVABLE_INPUT,
        EXPECTED,
        "but the input board is unsolvable",
    ),
    "expected count too high": (
        INPUT,
        expected_text(6),
        "shows a valid 4-move solution, but the expected file says the shortest takes 6",
    ),
}


@pytest.mark.parametrize("kind", sorted(JUDGE_ERRORS))
def test_check__malformed_or_contradictory_judge_files_are_judge_errors(checker, kind):
    input_text, expected, message = JUDGE_ERRORS[kind]
    with pytest.raises(checker.JudgeDataError) as error:
        checker.check(input_text, RIGHT, expected)
    assert message in str(error.value)


# ---- the checker as a process ----


def run_checker(*paths: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(CHECKER)] + [str(path) for path in paths],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        universal_newlines=True,
        timeout=30,
    )


def test_checker_process__exit_0_and_silent_on_accept(files):
    paths = files(input=INPUT, actual=RIGHT, expected=RIGHT)
    result = run_checker(paths["input"], paths["actual"], paths["expected"])
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_checker_process__exit_1_and_one_line_on_stdout_on_reject(files):
    paths = files(input=INPUT, actual=WRONG_ANSWERS["diagonal move"][0], expected=RIGHT)
    result = run_checker(paths["input"], paths["actual"], paths["expected"])
    assert (result.returncode, result.stderr) == (1, "")
    assert result.stdout == WRONG_ANSWERS["diagonal move"][1] + "\n"


def test_checker_process__output_that_is_not_utf8_is_rejected_not_an_error(files):
    paths = files(
        input=INPUT, actual=RIGHT.encode().replace(b" 4  2  5 ", b"\xff 4  2  5 "), expected=RIGHT
    )
    result = run_checker(paths["input"], paths["actual"], paths["expected"])
    assert result.returncode == 1 and result.stdout.startswith("line 4: ")


def test_checker_process__exit_3_on_an_unreadable_file(files, tmp_path):
    paths = files(input=INPUT, actual=RIGHT, expected=RIGHT)
    result = run_checker(paths["input"], tmp_path / "missing.out", paths["expected"])
    assert result.returncode == 3 and result.stdout == ""
    assert "cannot read the actual file" in result.stderr and "No such file" in result.stderr


def test_checker_process__exit_3_on_a_judge_error_or_wrong_arguments(files):
    paths = files(input=INPUT, actual=RIGHT, expected="No solution possible\n")
    result = run_checker(paths["input"], paths["actual"], paths["expected"])
    assert result.returncode == 3 and result.stdout == "" and "judge error" in result.stderr
    result = run_checker(paths["input"], paths["actual"])
    assert result.returncode == 3 and result.stderr.startswith("usage: ")


def test_checker__imports_only_the_standard_library():
    """The judge imports the standard library, and of the kit only the oracle's parity rule, its
    problem's format and the judges' reader of it: nothing of slidingkit/core/ or solutions/."""
    tree = ast.parse(JUDGE.read_text("utf-8"))
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    }
    imported |= {
        node.module.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module
    }
    assert imported == {"json", "re", "sys", "typing", "slidingkit"}
    kit = {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("slidingkit")
    }
    assert kit <= {
        "slidingkit.oracle.family_reference",
        "slidingkit.problems._checks",
        "slidingkit.problems.princeton_8puzzle",
    }


def test_checker__needs_nothing_newer_than_python_3_8():
    vermin = shutil.which("vermin") or str(ROOT / ".venv" / "bin" / "vermin")
    result = subprocess.run(
        [
            vermin,
            "--target=3.8-",
            "--violations",
            "--no-tips",
            "--eval-annotations",
            str(CHECKER),
            str(JUDGE),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        universal_newlines=True,
    )
    assert result.returncode == 0, result.stdout


# ---- what mutation testing found untested (make mutate, docs/mutation.md) ----
# Each test below kills mutants of slidingkit/problems/princeton_8puzzle/checker.py that the tests
# above let survive; boards and messages are written out by hand.


def test_check__a_contradicting_expected_file_is_quoted_in_the_judge_error(checker):
    """The judge error for an expected file that contradicts the input quotes its first line."""
    with pytest.raises(checker.JudgeDataError) as error:
        checker.check(INPUT, RIGHT, "No solution possible")
    assert (
        str(error.value)
        == 'the expected file says "No solution possible", but the input board is solvable'
    )
    with pytest.raises(checker.JudgeDataError) as error:
        checker.check(UNSOLVABLE_INPUT, RIGHT, "Minimum number of moves = 4\r\nmore\n")
    assert (
        str(error.value)
        == 'the expected file says "Minimum number of moves = 4", but the input board is unsolvable'
    )


def test_check__a_valid_0_move_answer_against_a_positive_count_is_a_judge_error(checker):
    """The input is the goal, so the answer `0 moves` and the goal alone is right and the expected
    file's 2 is wrong: a judge error, not a wrong answer."""
    with pytest.raises(checker.JudgeDataError) as error:
        checker.check(puzzle_text(GOAL), solution_text([GOAL]), expected_text(2))
    assert "shows a valid 0-move solution, but the expected file says the shortest takes 2" in str(
        error.value
    )


def test_check__a_slide_that_is_not_an_exchange_or_jumps_a_row_and_two_columns(checker):
    """Two cells changed without exchanging their tiles is not one slide; a tile one row and two
    columns from the blank (not a wrap-around: cells 0 and 5 of a 3x3 board) is not next to it."""
    start = (1, 2, 0, 3)  # one slide from the 2x2 goal
    broken = solution_text([start, (1, 2, 3, 2)], moves=1)
    assert checker.check(puzzle_text(start), broken, expected_text(1)) == (
        "line 6: board 2 does not follow from board 1 by one slide (2 cells changed; "
        "one slide changes 2)"
    )
    jumped = (
        5,
        1,
        3,
        4,
        2,
        0,
        7,
        8,
        6,
    )  # START with its blank (cell 0) and tile 5 (cell 5) exchanged
    assert checker.check(INPUT, solution_text([START, jumped], moves=4), EXPECTED) == (
        "line 7: board 2 does not follow from board 1 by one slide "
        "(tile 5 is not next to the blank)"
    )


def test_check__a_long_row_that_differs_in_its_first_columns_is_shown_from_its_start(checker):
    """On a 21x21 board a row is 63 characters: a format slip in its first columns is shown from
    column 1 with no leading `...`, and the column is counted from 1."""
    goal = standard_goal(21)
    right = solution_text([goal])
    row = "".join("%2d " % tile for tile in goal[:21])
    slipped = "1 " + row[2:]  # tile 1 written "1 " instead of " 1 "
    answer = right.replace(row + "\n", slipped + " \n", 1)
    message = checker.check(puzzle_text(goal), answer, expected_text(0))
    assert message == 'line 3: column 1: expected "%s", got "%s"' % (
        row[:60] + "...",
        (slipped + " ")[:60] + "...",
    )


def test_main__an_input_file_that_is_not_utf8_is_a_judge_error(checker, files, capsys):
    """main() in-process: the input (and expected) file must be UTF-8 (exit 3, saying so), while
    output that is not UTF-8 is only a wrong answer."""
    paths = files(input=INPUT.encode() + b"\xff\n", actual=RIGHT, expected=EXPECTED)
    assert checker.main([str(paths["input"]), str(paths["actual"]), str(paths["expected"])]) == 3
    said = capsys.readouterr()
    assert (
        said.out == ""
        and said.err
        == "princeton_8puzzle_checker: judge error: the input file %s is not UTF-8 text\n"
        % paths["input"]
    )


def test_check__text_after_the_last_board_and_a_60_character_header_are_named_exactly(checker):
    """A line after the last board that does not start another board is named as the end that
    was expected; a header of exactly 60 characters is quoted whole, not cut."""
    assert checker.check(INPUT, RIGHT + "junk\n", EXPECTED) == (
        'line 27: expected the end of the output after board 5, got "junk"'
    )
    header = "X" * 60
    assert checker.check(INPUT, header + "\n" + RIGHT.split("\n", 1)[1], EXPECTED) == (
        'line 1: expected "Minimum number of moves = 4", got "%s"' % header
    )


def test_check__a_malformed_expected_file_is_named_with_both_accepted_forms(checker):
    """The judge error for an expected file that is neither form names both."""
    with pytest.raises(checker.JudgeDataError) as error:
        checker.check(INPUT, RIGHT, "Minimum moves: 4\n")
    assert str(error.value) == (
        'the expected file starts with "Minimum moves: 4", neither '
        '"No solution possible" nor "Minimum number of moves = 0"'
    )


def test_main__an_expected_file_that_is_not_utf8_is_a_judge_error(checker, files, capsys):
    """main() in-process: an expected file that is not UTF-8 is a judge error that says so."""
    paths = files(input=INPUT, actual=RIGHT, expected=EXPECTED.encode() + b"\xff\n")
    assert checker.main([str(paths["input"]), str(paths["actual"]), str(paths["expected"])]) == 3
    assert capsys.readouterr() == (
        "",
        "princeton_8puzzle_checker: judge error: the expected file %s is not UTF-8 text\n"
        % paths["expected"],
    )


def test_check__a_size_line_after_the_last_board_that_starts_no_whole_board(checker):
    """After the last board, a size line followed by less than a board is not counted as an
    extra board: the end of the output was expected there."""
    assert checker.check(INPUT, RIGHT + "3\n1 2 3\n", EXPECTED) == (
        'line 27: expected the end of the output after board 5, got "3"'
    )
