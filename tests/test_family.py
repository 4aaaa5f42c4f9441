"""The special judges built on slidingkit/problems/_checks.py, on every problem they judge, and the
solution files of those problems.

The problems are found by their settings (judge_cases/NAME.json): those that name a checker
(slidingkit/problems/NAME/checker.py, run through the launcher judge_cases/NAME_checker.py) built
on it, whose check() takes the problem (the case folder's name) first. Each
checker's own faults, on its problem's layout, are tested in tests/problems/NAME/test_checker.py.

What it proves
    - each sliding checker accepts every committed answer of its problems, the statements'
      samples included (the .out files are the reference's answers: tests/test_cases.py);
    - as a process, every checker with a sample to run on exits 0 on the sample's answer, 1 on a
      wrong one and 3 on an input that is not one of its problem's, and those that read the
      expected file's answers exit 3 on a malformed one;
    - each solution file in-process: on every case of a problem judged by a sliding checker an
      answer its checker accepts, and on every case of a problem judged by comparison the exact
      bytes of the .out (make test-all; tests/test_solutions.py compares them as a judge does).
Cost: the checkers and the solutions on every case, in-process; eight checker processes.
"""

import json
import subprocess
import sys

import pytest

from slidingkit import problems
from slidingkit.problems import _checks
from slidingkit.tools.cases import cases_of
from tests.conftest import CASES, load_checker, load_solution, slow_where


def checker_name(problem):
    return json.loads((CASES / (problem + ".json")).read_text("utf-8"))["checker"]


def checker_of(problem):
    return load_checker(problem) if checker_name(problem) else None


def read(path):
    return path.read_bytes().decode("utf-8")


# Princeton's judge and its solution are proved in tests/problems/princeton_8puzzle/, beside its
# 4x4 and large boards (known slow, published answers).
JUDGED_APART = {"princeton_8puzzle"}
SLIDING_JUDGED = [
    name for name in problems.names() if checker_of(name) is not None and name not in JUDGED_APART
]
COMPARED = [name for name in problems.names() if checker_of(name) is None]
SAMPLED_CHECKERS = [
    name for name in problems.names() if checker_of(name) is not None and cases_of(name).SAMPLES
]
# The farthest-board rule reads the expected file for nothing but its size (any farthest board is
# right); the others read its answers, so a malformed one is a judge error.
FARTHEST = "uva_10085_checker.py"


def cases(problem):
    return sorted((CASES / problem).glob("*.in"))


JUDGED_CASES = [(problem, path) for problem in SLIDING_JUDGED for path in cases(problem)]
JUDGED_IDS = ["%s/%s" % (problem, path.stem) for problem, path in JUDGED_CASES]


def test_sliding_judged__every_sliding_checker_judges_a_problem_with_a_sample():
    checkers = {checker_name(name) for name in SLIDING_JUDGED}
    assert FARTHEST in checkers and "uva_10181_checker.py" in checkers
    assert len(checkers) == len(SLIDING_JUDGED), "each sliding-judged problem has its checker"
    assert set(SLIDING_JUDGED) <= set(SAMPLED_CHECKERS)


@pytest.mark.parametrize("problem, path", JUDGED_CASES, ids=JUDGED_IDS)
def test_sliding_checker__accepts_every_committed_answer(problem, path):
    answer = read(path.with_suffix(".out"))
    assert checker_of(problem).check(read(path), answer, answer) is None


# --- the checkers as processes --------------------------------------------------------------------


@pytest.mark.parametrize("problem", SAMPLED_CHECKERS)
def test_checker_process__exits_0_on_the_sample_1_on_a_wrong_answer_3_on_a_bad_input(
    problem, tmp_path
):
    """Exit 0 accepts the statement's answer, 1 rejects "RRRR", and 3 (a judge error) is an input
    file that is not an input of the problem; for the checkers that read the expected file's
    answers, 3 is also an expected file of nine lines of "x"."""
    folder = tmp_path / problem  # the checker reads the problem from the input's folder
    folder.mkdir()
    sample_in, sample_out = cases_of(problem).SAMPLES[0]
    (folder / "case.in").write_text(sample_in)
    (folder / "right.out").write_text(sample_out)
    (folder / "wrong.out").write_text("RRRR\n")
    (folder / "broken.out").write_text("\n".join(["x"] * 9) + "\n")

    def status(actual, expected):
        return subprocess.run(
            [
                sys.executable,
                str(CASES / checker_name(problem)),
                str(folder / "case.in"),
                str(folder / actual),
                str(folder / expected),
            ],
            capture_output=True,
            timeout=60,
        ).returncode

    assert status("right.out", "right.out") == 0
    assert status("wrong.out", "right.out") == 1
    if checker_name(problem) != FARTHEST:
        assert status("right.out", "broken.out") == 3
    (folder / "case.in").write_text("garbage\n")
    assert status("right.out", "right.out") == 3


# --- _checks itself ------------------------------------------------------------------------------

SLIDING = _checks


def test_sliding_checks_input_boards__a_short_count_is_a_judge_error():
    """The input file's N must match the numbers after it; the message gives N, the numbers
    wanted and the numbers found."""
    with pytest.raises(
        SLIDING.JudgeDataError,
        match=r"^the input file: the count is 2, the boards are 1$",
    ):
        SLIDING.input_boards(
            problems.load("uva_10181").FORMAT, "2\n" + " ".join(map(str, range(16)))
        )


# --- the solution files ---------------------------------------------------------------------------

SOLVED_CASES = [(problem, path) for problem in SLIDING_JUDGED + COMPARED for path in cases(problem)]
SOLVED_IDS = ["%s/%s" % (problem, path.stem) for problem, path in SOLVED_CASES]
# Judged by comparison, tests/test_solutions.py answers the same cases (compared as a judge
# compares); make test-all also holds them to the exact bytes here.
COMPARED_IN_TEST_SOLUTIONS = {case for case in SOLVED_CASES if case[0] in COMPARED}


@pytest.mark.parametrize(
    "problem, path", slow_where(SOLVED_CASES, COMPARED_IN_TEST_SOLUTIONS, SOLVED_IDS)
)
def test_solve__answers_every_case(problem, path):
    text, expected = read(path), read(path.with_suffix(".out"))
    actual = load_solution(problem).solve(text)
    checker = checker_of(problem)
    if checker is None:
        assert actual == expected
    else:
        assert checker.check(text, actual, expected) is None
