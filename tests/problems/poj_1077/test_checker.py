"""POJ 1077's special judge, slidingkit/problems/poj_1077/checker.py (the rule "any valid path",
built on slidingkit/problems/_checks.py), on one x board an input.

What it proves: any legal path to the goal is accepted, whatever its length, with or without a
final newline or with CRLF; every fault is rejected with a message naming it (an illegal move, a
letter that is not a move, the wrong end board, `unsolvable` for a solvable board or a wrong
word for an unsolvable one, a line too many); a wrong answer is quoted up to 40 characters; an
expected file that contradicts the input or has the wrong line count, and an input of 18 symbols,
are judge errors; run() exits 0, 1 or 3 with one line, and reads the problem from the input
file's folder. The expected verdicts and messages are written out by hand.
"""

import pytest

from slidingkit.problems import _checks as SLIDING
from slidingkit.problems.poj_1077.cases import SAMPLES
from tests.conftest import load_checker

CHECKER = load_checker("poj_1077")
SAMPLE, SAMPLE_ANSWER = SAMPLES[0]
SAMPLE_PATH = SAMPLE_ANSWER.rstrip("\n")
UNSOLVABLE_BOARD = "1 2 3 4 5 6 8 7 x\n"


@pytest.mark.parametrize(
    "answer, said",
    [
        (SAMPLE_PATH + "\n", None),
        (SAMPLE_PATH + "lr\n", None),  # any valid path: two more moves are fine
        (SAMPLE_PATH, None),  # no final newline
        (SAMPLE_PATH + "\r\n", None),
        (
            "r" + SAMPLE_PATH + "\n",
            "move 1 ('r') is illegal: the blank at row 2, column 3 cannot go that way",
        ),
        ("ullddrurdllurdrul\n", "ends on"),
        ("ullddrurdllurdrulXr\n", "move 18 is 'X', not one of u, d, l, r"),
        ("ULLDDRURDLLURDRULDR\n", "move 1 is 'U'"),
        ("unsolvable\n", "answered 'unsolvable', but the goal can be reached"),
        (SAMPLE_PATH + "\n" + SAMPLE_PATH + "\n", "expected 1 line"),
        ("", "the path ends on 23415x768"),  # an empty output is an empty path
    ],
)
def test_checker__poj_1077(answer, said):
    verdict = CHECKER.check(SAMPLE, answer, SAMPLE_PATH + "\n")
    assert verdict is None if said is None else (verdict is not None and said in verdict), verdict


def test_checker__unsolvable_boards_need_the_exact_word():
    assert CHECKER.check(UNSOLVABLE_BOARD, "unsolvable\n", "unsolvable\n") is None
    verdict = CHECKER.check(UNSOLVABLE_BOARD, "Unsolvable\n", "unsolvable\n")
    assert "the goal cannot be reached" in verdict


def test_checker__a_contradicting_expected_file_is_a_judge_error():
    with pytest.raises(SLIDING.JudgeDataError):
        CHECKER.check(SAMPLE, "unsolvable\n", "unsolvable\n")


# --- what mutation testing found untested (make mutate, docs/mutation.md) -------------------------
# Each test below kills mutants of slidingkit/problems/_checks.py or of a checker that the tests
# above let survive; the expected verdicts and messages are written out by hand.


def test_sliding_checks_input_boards__one_board_is_read_so_two_are_a_judge_error():
    """POJ 1077 reads exactly one board, so an input of two is a judge error."""
    with pytest.raises(SLIDING.JudgeDataError, match=r"^the input file holds 2 boards, not one$"):
        CHECKER.check(SAMPLE + SAMPLE, SAMPLE_PATH + "\n", SAMPLE_PATH + "\n")


def write_files(folder, input_text, actual, expected):
    """INPUT ACTUAL EXPECTED paths for a checker's command line, in folder (bytes or text)."""
    paths = []
    for name, content in (("case.in", input_text), ("actual.out", actual), ("case.out", expected)):
        path = folder / name
        path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
        paths.append(str(path))
    return paths


def test_sliding_checks_run__exit_status_and_the_one_line_it_prints(tmp_path, capsys):
    """run() in-process, as the checkers' command lines call it: 0 and silence on accept; 1 and
    the problem on stdout on reject, also for output that is not UTF-8; 3 and one line on stderr
    for a wrong argument count, an unreadable file, or a judge file that is not UTF-8."""
    folder = tmp_path / "poj_1077"
    folder.mkdir()
    check = CHECKER.check
    assert (
        SLIDING.run(check, write_files(folder, SAMPLE, SAMPLE_PATH + "\n", SAMPLE_PATH + "\n")) == 0
    )
    assert capsys.readouterr() == ("", "")
    assert SLIDING.run(check, write_files(folder, SAMPLE, "r\n", SAMPLE_PATH + "\n")) == 1
    said = capsys.readouterr()
    assert said.out.startswith("move 1 ('r') is illegal") and said.err == ""
    assert SLIDING.run(check, write_files(folder, SAMPLE, b"\xff\n", SAMPLE_PATH + "\n")) == 1
    assert capsys.readouterr() == ("the output is not UTF-8 text\n", "")
    assert SLIDING.run(check, write_files(folder, SAMPLE, SAMPLE_PATH + "\n", b"\xff\n")) == 3
    said = capsys.readouterr()
    assert said.out == "" and said.err.startswith("cannot read %s: " % (folder / "case.out"))
    assert SLIDING.run(check, write_files(folder, SAMPLE, SAMPLE_PATH + "\n", "unsolvable\n")) == 3
    said = capsys.readouterr()
    assert said.out == "" and said.err.startswith(
        "judge error: the expected file says the goal is unreachable"
    )
    assert (
        SLIDING.run(
            check, [str(folder / "case.in"), str(folder / "missing.out"), str(folder / "case.out")]
        )
        == 3
    )
    assert capsys.readouterr().err.startswith("cannot read %s: " % (folder / "missing.out"))
    assert SLIDING.run(check, [str(folder / "case.in")]) == 3
    assert capsys.readouterr() == ("", "usage: CHECKER INPUT ACTUAL EXPECTED\n")


def test_sliding_checks_shown__answers_longer_than_40_characters_are_cut():
    """A wrong answer is quoted whole up to 40 characters, and cut to 40 and '...' past that."""
    wanted = "the goal cannot be reached, so the answer is 'unsolvable', not "
    assert CHECKER.check(UNSOLVABLE_BOARD, "u" * 40 + "\n", "unsolvable\n") == wanted + repr(
        "u" * 40
    )
    assert CHECKER.check(UNSOLVABLE_BOARD, "u" * 41 + "\n", "unsolvable\n") == wanted + repr(
        "u" * 40 + "..."
    )


def test_sliding_checks_check_x_paths__an_expected_file_of_the_wrong_line_count_is_a_judge_error():
    """An expected file with the wrong number of lines is a judge error that counts them."""
    with pytest.raises(
        SLIDING.JudgeDataError,
        match=r"^the expected file: expected 1 line, one per board, found 2$",
    ):
        CHECKER.check(SAMPLE, SAMPLE_PATH + "\n", SAMPLE_PATH + "\nlr\n")


def test_sliding_checks_run__the_problem_comes_from_the_input_files_folder(tmp_path, capsys):
    """The problem (the input's layout) is the name of the input file's folder, wherever the
    output and expected files are."""
    folder = tmp_path / "poj_1077"
    elsewhere = tmp_path / "outputs"
    folder.mkdir()
    elsewhere.mkdir()
    (folder / "case.in").write_text(SAMPLE)
    (elsewhere / "actual.out").write_text(SAMPLE_PATH + "\n")
    (elsewhere / "case.out").write_text(SAMPLE_PATH + "\n")
    argv = [str(folder / "case.in"), str(elsewhere / "actual.out"), str(elsewhere / "case.out")]
    assert SLIDING.run(CHECKER.check, argv) == 0
    assert capsys.readouterr() == ("", "")
