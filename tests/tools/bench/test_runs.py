"""How the bench runs a program (slidingkit/tools/bench/runs.py).

What it proves
    - measured_run returns a run's output and its measured figures, and stops the bench (one
      line, SystemExit) on a run that does not exit 0.
    - run_once accepts a case's answer and stops the bench on an output the judge would not
      accept; answer_is_right says which is which.
    - python_interpreters starts with the CPython running the bench.
"""

import sys
from pathlib import Path

import pytest

from slidingkit.tools.bench import runs
from slidingkit.tools.bench.workloads import measured, problem_of

CASE = Path(problem_of(measured("queries")[0]).cases[0].input_path)


def test_measured_run__output_and_figures_or_a_stop():
    result = runs.measured_run([sys.executable, "-c", "print(6 * 7)"], b"")
    assert result.stdout.strip() == b"42" and result.cpu_time >= 0
    assert runs.megabytes(result) >= 0
    with pytest.raises(SystemExit, match="exit 3"):
        runs.measured_run([sys.executable, "-c", "raise SystemExit(3)"], b"")


def test_run_once__accepts_the_answer_and_stops_on_a_wrong_one():
    answer = CASE.with_suffix(".out").read_bytes()
    assert runs.answer_is_right(CASE, answer)
    assert not runs.answer_is_right(CASE, b"-5\n")
    echo = "import sys; sys.stdout.write(%r)" % answer.decode()
    assert runs.run_once([sys.executable, "-c", echo], CASE).stdout == answer
    with pytest.raises(SystemExit, match="does not accept"):
        runs.run_once([sys.executable, "-c", "print(-5)"], CASE)


def test_python_interpreters__cpython_first():
    (label, interpreter), *others = runs.python_interpreters()
    assert label == "CPython" and interpreter.executable == sys.executable
    assert [label for label, _ in others] in ([], ["PyPy"])
