"""UVa 10085's special judge, slidingkit/problems/uva_10085/checker.py (the rule "any farthest
board and a shortest path to it", built on slidingkit/problems/_checks.py).

What it proves: the sample's answer is accepted with or without its last empty line, so is the other
farthest board with a shortest path, and so is the reference answer for two puzzles; every fault is
named with its line (a wrong title, a board that is not farthest, a path that does not lead to it or
is not shortest, a row that is not three digits, a letter in the wrong case, a missing path, a line
too many, a non-empty separator); a board of the input file that is not one is a judge error. The
expected verdicts and messages are written out by hand.
"""

import pytest

from slidingkit.problems import _checks as sliding_checks
from slidingkit.problems.uva_10085.cases import SAMPLES, expected
from tests.conftest import load_checker

FARTHEST = load_checker("uva_10085")
SAMPLE = SAMPLES[0]


@pytest.mark.parametrize(
    "answer, said",
    [
        (SAMPLE[1], None),
        (SAMPLE[1].rstrip("\n"), None),
        (
            "Puzzle #1\n8 7 1\n0 3 5\n4 6 2\nRULURRDLLURRDLDLUURDDRULDLURULD\n\n",
            None,
        ),  # the other farthest board, by a shortest path (the checker replays it)
        (
            "Puzzle #2\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n",
            "should be 'Puzzle #1'",
        ),
        (
            "Puzzle #1\n8 1 5\n7 3 6\n4 2 0\nUURDDRULLURRDLLDRRULULDDRUULDDRR\n\n",
            "is 30 moves from the start",
        ),
        (
            "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDU\n\n",
            "does not lead to the board printed",
        ),
        (
            "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDRLR\n\n",
            "the path has 33 moves; the shortest has 31",
        ),
        (
            "Puzzle #1\n8 1 5\n7 3  6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n",
            "line 3 should be three digits",
        ),
        ("Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nuurddrullurrdlldrrululddruulddr\n\n", "move 1 is 'u'"),
        (
            "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\n",
            "the path on line 5 does not lead",
        ),  # no path: an empty one
        (SAMPLE[1] + "Puzzle #2\n", "expected 5 lines"),
    ],
)
def test_farthest_board_checker__uva_10085(answer, said):
    verdict = FARTHEST.check(SAMPLE[0], answer, SAMPLE[1])
    assert verdict is None if said is None else (verdict is not None and said in verdict), verdict


# --- what mutation testing found untested (make mutate, docs/mutation.md) -------------------------
# Each test below kills mutants of slidingkit/problems/_checks.py or of a checker that the tests
# above let survive; the expected verdicts and messages are written out by hand.


def test_sliding_checks_input_boards__a_repeated_tile_is_a_judge_error():
    """A board of the input file that does not hold 0..8 once is named by its number."""
    with pytest.raises(
        sliding_checks.JudgeDataError,
        match=r"^the input file: board 2: its tiles are not its goal's, each once$",
    ):
        FARTHEST.check("2\n1 2 3 4 5 6 7 8 0\n1 1 3 4 5 6 7 8 0\n", "", "")


TWO_PUZZLES = "2\n2 6 4 1 3 7 0 5 8\n1 2 3 4 5 6 7 8 0\n"


def test_farthest_board_checker__two_puzzles_six_lines_apart():
    """Two puzzles: the reference answer (slidingkit/problems/uva_10085/cases.py's expected, by BFS)
    is accepted, with or without its last empty line; puzzle 2's lines are numbered from 7, the
    empty line between the puzzles must be empty, and lines past the twelfth are counted."""
    answer = expected(TWO_PUZZLES)
    lines = answer.split("\n")
    assert FARTHEST.check(TWO_PUZZLES, answer, answer) is None
    assert FARTHEST.check(TWO_PUZZLES, answer.rstrip("\n") + "\n", answer) is None
    wrong_title = "\n".join(lines[:6] + ["Puzzle #3"] + lines[7:])
    assert (
        FARTHEST.check(TWO_PUZZLES, wrong_title, answer)
        == "line 7 should be 'Puzzle #2', found 'Puzzle #3'"
    )
    not_empty = "\n".join(lines[:5] + ["x"] + lines[6:])
    assert FARTHEST.check(TWO_PUZZLES, not_empty, answer) == "line 6 should be empty, found 'x'"
    not_a_board = "\n".join(lines[:8] + ["1 1 1"] + lines[9:])
    assert FARTHEST.check(TWO_PUZZLES, not_a_board, answer) == (
        "lines 8-10 are not a board: each of 0-8 once"
    )
    assert FARTHEST.check(TWO_PUZZLES, answer + "x\n", answer) == (
        "expected 11 lines (6 per puzzle, the last empty line optional), found 13"
    )


@pytest.mark.parametrize("row", ["7 3 66", "7 3 6 1", "7 36", "7 3 x"])
def test_farthest_board_checker__a_board_row_is_three_single_digits(row):
    """Each of a board's three rows is exactly three one-digit numbers separated by single
    spaces; a longer number, a fourth number or a missing one is named as a bad row."""
    answer = SAMPLE[1].replace("7 3 6", row)
    assert FARTHEST.check(SAMPLE[0], answer, SAMPLE[1]) == (
        "line 3 should be three digits separated by single spaces, found %r" % row
    )
