"""The stress tester on LeetCode 773 alone: a program that reads the board as JSON passes every
drawn input (each written as a list) and is caught by --case-seeds on the package's case of six
numbers without brackets, written whole as the counterexample."""

from slidingkit.problems.leetcode_773.cases import expected, generate
from tests.running import GENEROUS_TIME, PROGRAMS, run_judge, stress

NAME = "leetcode_773"


def test_stress__json_only_reader_passes_the_drawn_inputs_and_is_caught_by_case_seeds(tmp_path):
    program = PROGRAMS / "leetcode_json_only.py"
    completed = stress(
        program,
        NAME,
        "-n",
        "20",
        "--seed",
        "1",
        "--case-seeds",
        "1",
        "--time-limit",
        GENEROUS_TIME,
        "--out",
        tmp_path,
    )
    assert completed.returncode == 1, completed.stdout[-3000:]
    assert "20 inputs passed (seed 1)" in completed.stdout
    assert "case generate(1) format-six-numbers of its cases.py: RE" in completed.stdout
    assert "--case-seeds 1 repeats it" in completed.stdout
    text = (tmp_path / NAME / "counterexample.in").read_text()
    assert text == generate(1)["format-six-numbers"]  # whole, not shrunk
    assert (tmp_path / NAME / "counterexample.out").read_text() == expected(text)
    assert run_judge(program, tmp_path / NAME).returncode == 1  # the judge replays the failure
