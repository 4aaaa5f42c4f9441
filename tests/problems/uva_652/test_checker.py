"""UVa 652's special judge, slidingkit/problems/uva_652/checker.py (the rule "any valid path",
built on slidingkit/problems/_checks.py), on N and then N boards.

What it proves: the answers are separated by empty lines, the trailing ones optional (also when
every path is empty), and a line count or a non-empty separator is named; an input whose N does
not match its symbols, or that does not start with N, is a judge error that says so. The
expected verdicts and messages are written out by hand.
"""

import pytest

from slidingkit.problems import _checks as SLIDING
from slidingkit.problems.uva_652.cases import SAMPLES
from tests.conftest import load_checker

CHECKER = load_checker("uva_652")
SAMPLE_PATH = SAMPLES[0][1].rstrip("\n")
BOARD = "2  3  4  1  5  x  7  6  8\n"  # the sample's board, SAMPLE_PATH from the goal


def test_checker__uva_652_wants_empty_lines_between_answers():
    text = "2\n\n" + BOARD + "\n123456" + "78x\n"
    expected = SAMPLE_PATH + "\n\n\n"
    assert CHECKER.check(text, expected, expected) is None
    assert CHECKER.check(text, SAMPLE_PATH + "\n", expected) is None  # trailing empty lines
    assert "expected 3 lines" in CHECKER.check(text, SAMPLE_PATH + "\n\n\n\nlr\n", expected)
    assert "line 2 should be the empty line" in CHECKER.check(
        text, SAMPLE_PATH + "\nlr\n\n", expected
    )


# --- what mutation testing found untested (make mutate, docs/mutation.md) -------------------------
# Each test below kills mutants of slidingkit/problems/_checks.py or of a checker that the tests
# above let survive; the expected verdicts and messages are written out by hand.


def test_sliding_checks_output_lines__an_answer_of_empty_lines_is_padded_like_any_other():
    """Two solved boards answered with nothing, one empty line or two are accepted."""
    solved = "1 2 3 4 5 6 7 8 x\n"
    for answer in ("", "\n", "\n\n"):
        assert CHECKER.check("2\n" + solved + solved, answer, "\n\n\n") is None


def test_sliding_checks_input_boards__n_must_match_the_symbols():
    """UVa 652's N must match the symbols that follow."""
    with pytest.raises(
        SLIDING.JudgeDataError, match=r"^the input file: the count is 2, the boards are 1$"
    ):
        CHECKER.check("2\n" + BOARD, SAMPLE_PATH + "\n", SAMPLE_PATH + "\n")


def test_sliding_checks_input_boards__a_uva_652_input_must_start_with_n():
    """UVa 652's input is N, then N boards: an empty input, or one that starts with anything but
    a number, is a judge error that says so."""
    for text in ("", "\n"):
        with pytest.raises(SLIDING.JudgeDataError, match=r"^the input file is empty$"):
            CHECKER.check(text, "\n", "\n")
    with pytest.raises(
        SLIDING.JudgeDataError, match=r"^the input file: the count is wanted at token 1$"
    ):
        CHECKER.check("x 1 2 3 4 5 6 7 8\n", "\n", "\n")
