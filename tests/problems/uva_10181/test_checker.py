"""UVa 10181's special judge, slidingkit/problems/uva_10181/checker.py (the rule "any path of at
most 50 moves", built on slidingkit/problems/_checks.py).

What it proves: any legal path to the goal of at most 50 moves is accepted (exactly 50 too), 51
or 52 are not; every fault is named with its board (an illegal move, a letter in the wrong case,
the wrong end, a path for an unsolvable board or the unsolvable line for a solvable one, a line
too many), boards after an unsolvable one are checked too; N = 0 wants no line; a board of the
input file that is not one is a judge error. The expected verdicts and messages are written out
by hand.
"""

import pytest

from slidingkit.problems import _checks as sliding_checks
from slidingkit.problems.uva_10181.cases import SAMPLES
from tests.conftest import load_checker

WITHIN_50 = load_checker("uva_10181")
SAMPLE = SAMPLES[0]


@pytest.mark.parametrize(
    "answer, said",
    [
        ("LLLDRDRDR\nThis puzzle is not solvable.\n", None),
        ("LLLDRDRDRLR\nThis puzzle is not solvable.\n", None),
        (
            "LLLDRDRDR" + "LR" * 21 + "\nThis puzzle is not solvable.\n",
            "board 1: the path has 51 moves; at most 50",
        ),
        ("LLLDRDRD\nThis puzzle is not solvable.\n", "board 1: the path does not end on the goal"),
        ("lllDRDRDR\nThis puzzle is not solvable.\n", "board 1: move 1 is 'l'"),
        ("RLLDRDRDR\nThis puzzle is not solvable.\n", "board 1: move 1 ('R') is illegal"),
        ("LLLDRDRDR\nLLLDRDRDR\n", "board 2: the goal cannot be reached"),
        (
            "This puzzle is not solvable.\nThis puzzle is not solvable.\n",
            "board 1: says not solvable",
        ),
        (
            "LLLDRDRDR\n",
            "board 2: the goal cannot be reached, so the answer is",
        ),  # a missing line is empty
        ("LLLDRDRDR\nThis puzzle is not solvable.\nLR\n", "expected 2 lines"),
    ],
)
def test_path_within_50_checker__uva_10181(answer, said):
    verdict = WITHIN_50.check(SAMPLE[0], answer, SAMPLE[1])
    assert verdict is None if said is None else (verdict is not None and said in verdict), verdict


# --- what mutation testing found untested (make mutate, docs/mutation.md) -------------------------
# Each test below kills mutants of slidingkit/problems/_checks.py or of a checker that the tests
# above let survive; the expected verdicts and messages are written out by hand.


def test_sliding_checks_output_lines__an_answer_of_empty_lines_is_padded_like_any_other():
    """Two solved boards answered with nothing are accepted: their empty paths left out."""
    text = "2\n" + (" ".join(map(str, range(1, 16))) + " 0\n") * 2
    assert WITHIN_50.check(text, "", "\n\n") is None


def test_sliding_checks_input_boards__a_repeated_tile_is_a_judge_error():
    """A board of the input file that does not hold 0..15 once is named by its number."""
    with pytest.raises(
        sliding_checks.JudgeDataError,
        match=r"^the input file: board 1: its tiles are not its goal's, each once$",
    ):
        WITHIN_50.check("1\n" + "1 " * 16 + "\n", "\n", "\n")


def test_path_within_50_checker__boards_after_an_unsolvable_one_are_checked_too():
    """The sample's boards in the other order: the answer for the board after the unsolvable
    one is still replayed, and a wrong one is rejected."""
    solvable, unsolvable = SAMPLE[0].split("\n")[1:5], SAMPLE[0].split("\n")[5:9]
    text = "2\n" + "\n".join(unsolvable + solvable) + "\n"
    expected = "This puzzle is not solvable.\nLLLDRDRDR\n"
    assert WITHIN_50.check(text, expected, expected) is None
    assert WITHIN_50.check(text, "This puzzle is not solvable.\nRLLDRDRDR\n", expected) == (
        "board 2: move 1 ('R') is illegal: the blank at row 1, column 4 cannot go that way"
    )
    assert WITHIN_50.check(text, "This puzzle is not solvable.\nLU\n", expected) == (
        "board 2: move 2 ('U') is illegal: the blank at row 1, column 3 cannot go that way"
    )


def test_path_within_50_checker__exactly_50_moves_are_allowed():
    """A path of exactly 50 moves is accepted (the goal, then LR 25 times); 52 are not."""
    text = "1\n" + " ".join(map(str, range(1, 16))) + " 0\n"
    assert WITHIN_50.check(text, "LR" * 25 + "\n", "\n") is None
    assert WITHIN_50.check(text, "LR" * 26 + "\n", "\n") == (
        "board 1: the path has 52 moves; at most 50 are allowed"
    )


def test_path_within_50_checker__no_puzzles_want_no_lines():
    """An input of N = 0 wants an empty answer, with or without empty lines, and nothing else."""
    assert WITHIN_50.check("0\n", "", "") is None
    assert WITHIN_50.check("0\n", "\n\n", "") is None
    assert WITHIN_50.check("0\n", "LR\n", "") == "expected 0 lines, one per board, found 1"
