"""HDU 1043's special judge, slidingkit/problems/hdu_1043/checker.py (the rule "any valid path",
built on slidingkit/problems/_checks.py), on boards until the end of the input.

What it proves: an answer wants one line a board, each board's fault named by its number, the
last empty lines optional (also when every path is empty); a bad board of the input file, or
symbols that are not a whole number of boards, are judge errors naming it. The expected verdicts
and messages are written out by hand.
"""

import pytest

from slidingkit.problems import _checks as SLIDING
from slidingkit.problems.hdu_1043.cases import SAMPLES
from tests.conftest import load_checker

CHECKER = load_checker("hdu_1043")
SAMPLE, SAMPLE_ANSWER = SAMPLES[0]
SAMPLE_PATH = SAMPLE_ANSWER.rstrip("\n")
UNSOLVABLE_BOARD = "1 2 3 4 5 6 8 7 x\n"


def test_checker__hdu_1043_names_the_board_and_wants_one_line_each():
    text = SAMPLE + UNSOLVABLE_BOARD + "1 2 3 4 5 6 7 8 x\n"
    expected = SAMPLE_PATH + "\nunsolvable\n\n"
    assert CHECKER.check(text, expected, expected) is None
    assert CHECKER.check(text, SAMPLE_PATH + "\nunsolvable\n", expected) is None  # last line empty
    assert "board 3: move 1 ('d') is illegal" in CHECKER.check(
        text, SAMPLE_PATH + "\nunsolvable\nd\n", expected
    )
    assert "expected 3 lines" in CHECKER.check(text, SAMPLE_PATH + "\n\nunsolvable\nx\n", expected)


# --- what mutation testing found untested (make mutate, docs/mutation.md) -------------------------
# Each test below kills mutants of slidingkit/problems/_checks.py or of a checker that the tests
# above let survive; the expected verdicts and messages are written out by hand.


def test_sliding_checks_output_lines__an_answer_of_empty_lines_is_padded_like_any_other():
    """Empty paths may be left out at the end, also when every path is empty: two solved boards
    answered with nothing, or one empty line, are accepted as one solved board is; two boards
    that need moves, answered with one empty line, are judged board by board."""
    solved = "1 2 3 4 5 6 7 8 x\n"
    for answer in ("", "\n", "\n\n"):
        assert CHECKER.check(solved + solved, answer, "\n\n") is None
        assert CHECKER.check(solved, answer, "\n") is None
    expected = SAMPLE_PATH + "\n" + SAMPLE_PATH + "\n"
    assert (
        CHECKER.check(SAMPLE + SAMPLE, "\n", expected)
        == "board 1: the path ends on 23415x768, not on the goal 12345678x"
    )


def test_sliding_checks_input_boards__any_number_of_boards_is_read():
    """HDU 1043 reads any number of boards: 18 symbols are two."""
    expected = SAMPLE_PATH + "\n" + SAMPLE_PATH + "\n"
    assert CHECKER.check(SAMPLE + SAMPLE, expected, expected) is None


def test_sliding_checks_input_boards__names_the_board_that_is_not_one():
    """A bad board among several is named by its place in the input file."""
    with pytest.raises(
        SLIDING.JudgeDataError,
        match=r"^the input file: board 2: not a tile: 'y'$",
    ):
        CHECKER.check(SAMPLE + "1 2 3 4 5 6 7 8 y\n", "\n\n", "\n\n")


def test_sliding_checks_check_x_paths__a_bad_symbol_count_is_a_judge_error():
    """An input whose symbols are not a whole number of boards, or that holds none, is a judge
    error with its own message."""
    with pytest.raises(
        SLIDING.JudgeDataError,
        match=r"^the input file: board 2: a board of 9 tiles is wanted, found 1$",
    ):
        CHECKER.check(SAMPLE + "1\n", "\n", "\n")
    for text in ("", "\n", "\ufeff\n"):
        with pytest.raises(SLIDING.JudgeDataError, match=r"^the input file is empty$"):
            CHECKER.check(text, "\n", "\n")


def test_sliding_checks_check_x_paths__two_boards_are_named_by_number():
    """With more than one board each message names its board, from two boards on."""
    expected = SAMPLE_PATH + "\n" + SAMPLE_PATH + "\n"
    assert CHECKER.check(SAMPLE + SAMPLE, SAMPLE_PATH + "\nr\n", expected) == (
        "board 2: move 1 ('r') is illegal: the blank at row 2, column 3 cannot go that way"
    )
