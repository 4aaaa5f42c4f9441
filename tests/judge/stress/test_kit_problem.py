"""``python3 -m slidingkit.judge stress SOLUTION PROBLEM`` on the kit's problems
(slidingkit/judge/stress/kit_problem.py), run as a user runs it.

What it proves
    - A name that is no problem is one error line; every problem of judge_cases/ has a
      generator.
    - A warning for an interpreter the settings leave out; Ctrl-C stops cleanly and prints the
      seed.
    - Every problem's own solution passes, the run's first and last lines naming the seed;
      --case-seeds runs and counts every case of the package's generate(1..K), and is one
      error line where there is no generator; --strict compares byte for byte; flags may come
      between SOLUTION and PROBLEM.

What only one problem has (a wrong program it catches) is in tests/problems/NAME/test_stress.py.
Time limits are raised (GENEROUS_TIME): these tests prove verdicts, never speed.

Also tested here: slidingkit/judge/stress/session.py, what a run of the stress tester carries.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from slidingkit import problems
from tests.conftest import CASES, ROOT, default_ctrl_c
from tests.judge.stress.conftest import (
    EXAMPLE,
    EXAMPLE_SOLUTION,
    FORMATS,
    NAMES,
    package_cases,
)
from tests.running import GENEROUS_TIME, STRESS_TIMEOUT, solution, stress

pytestmark = pytest.mark.timeout(2 * STRESS_TIMEOUT)  # a test runs stress once or twice


def test_stress__a_problem_without_a_generator_is_one_line(tmp_path):
    completed = stress(solution("accepted"), "no_such_problem")
    assert completed.returncode == 1 and completed.stdout == ""
    assert completed.stderr.count("\n") == 1
    assert "no generator for no_such_problem" in completed.stderr


def cpython_only():
    """A problem whose settings list CPython alone among the interpreters."""
    for name in NAMES:
        settings = json.loads((CASES / (name + ".json")).read_text("utf-8"))
        if settings.get("interpreters") == ["CPython"]:
            return name
    pytest.fail("no problem's settings leave PyPy out")


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed (apt: pypy3)")
def test_stress__an_interpreter_the_settings_leave_out_gets_a_warning():
    name = cpython_only()
    completed = stress(
        ROOT / "solutions" / (name + ".py"),
        name,
        "-n",
        "2",
        "--seed",
        "1",
        "--python",
        "pypy3",
        "--memory-limit",
        "256",
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "list CPython only" in completed.stderr and "stress-testing anyway" in completed.stderr


def test_stress__ctrl_c_stops_cleanly_and_prints_the_seed(tmp_path):
    # a right answer, slowly: wherever the interrupt lands, no input has failed before it
    slow = tmp_path / "slow.py"
    slow.write_text(
        "import runpy, time\ntime.sleep(0.2)\nrunpy.run_path(%r, run_name='__main__')\n"
        % str(EXAMPLE_SOLUTION)
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "slidingkit.judge",
            "stress",
            str(slow),
            EXAMPLE,
            "-n",
            "1000",
            "--seed",
            "9",
            "--time-limit",
            GENEROUS_TIME,
        ],
        cwd=str(ROOT),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        universal_newlines=True,
        preexec_fn=default_ctrl_c,
    )
    first = process.stdout.readline()  # the header: the run has started
    assert "seed 9" in first
    time.sleep(1.0)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert "Traceback" not in err and "interrupted" in err and "--seed 9" in err


def test_stress__every_problem_in_judge_cases_has_a_generator():
    folders = sorted(
        path.name
        for path in CASES.iterdir()
        if path.is_dir() and not path.name.startswith((".", "_"))
    )
    assert folders == [name for name in NAMES if hasattr(problems.load(name), "FORMAT")]


# Each problem's own Python file on its generated inputs, which come in the order of the kinds:
# the first three (a board at distance 0, a walk of 0 moves, a random solvable board) in the
# quick tier, a dozen (every kind twice) in make test-all.
OWN_RUNS = [pytest.param(name, 3, id="%s-3" % name) for name in NAMES] + [
    pytest.param(name, 12, id="%s-12" % name, marks=pytest.mark.slow) for name in NAMES
]


@pytest.mark.parametrize("name, count", OWN_RUNS)
def test_stress__our_own_solution_passes_every_problem_and_the_run_names_its_seed(name, count):
    """The formats write inputs our solutions read and expected answers that the checkers (or
    the plain comparison) accept; the run's first line and its last name the seed."""
    completed = stress(
        ROOT / "solutions" / (name + ".py"),
        name,
        "-n",
        str(count),
        "--seed",
        "11",
        "--time-limit",
        GENEROUS_TIME,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "seed 11" in completed.stdout.split("\n")[0]
    assert completed.stdout.rstrip().endswith("%d passed, 0 failed (seed 11)" % count)


# the problem of the smallest boards among those whose cases are generated: its own solution
# runs each generated case in a moment
GENERATED = sorted(
    (max(rows * columns for rows, columns in FORMATS[name].shapes), name)
    for name in NAMES
    if hasattr(package_cases(name), "generate")
)[0][1]


def test_stress__case_seeds_runs_the_packages_generated_cases_and_our_solution_passes(tmp_path):
    """--case-seeds 2: after the drawn inputs, every case of generate(1) and generate(2), each
    counted; our own solution passes them all."""
    completed = stress(
        ROOT / "solutions" / (GENERATED + ".py"),
        GENERATED,
        "-n",
        "1",
        "--seed",
        "3",
        "--case-seeds",
        "2",
        "--time-limit",
        GENEROUS_TIME,
        "--out",
        tmp_path,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    cases = package_cases(GENERATED)
    counts = [len(cases.generate(seed)) for seed in (1, 2)]
    assert "generate(1): %d cases passed" % counts[0] in completed.stdout
    assert completed.stdout.rstrip().endswith(
        "1 input and %d cases passed, 0 failed (seed 3; cases of generate(1) to generate(2))"
        % sum(counts)
    )


def test_stress__case_seeds_on_a_problem_without_a_generator_is_one_line():
    published = [name for name in NAMES if not hasattr(package_cases(name), "generate")]
    if not published:
        pytest.skip("every problem's cases are generated")
    completed = stress(solution("accepted"), published[0], "--case-seeds", "1")
    assert completed.returncode == 1 and completed.stdout == ""
    assert completed.stderr.count("\n") == 1 and "--case-seeds" in completed.stderr


def test_stress__strict_compares_a_problems_answers_byte_for_byte(tmp_path):
    # a problem its settings give no special judge (which would judge instead of comparing),
    # and its own solution with each line of its output ended by a space
    name = next(
        name
        for name in NAMES
        if json.loads((CASES / (name + ".json")).read_text("utf-8"))["checker"] is None
        and (ROOT / "solutions" / (name + ".py")).is_file()
    )
    spaced = tmp_path / "spaced.py"
    spaced.write_text(
        "import subprocess, sys\n"
        "out = subprocess.run([sys.executable, %r], stdin=sys.stdin, stdout=subprocess.PIPE)\n"
        "sys.stdout.write(out.stdout.decode().replace('\\n', ' \\n'))\n"
        % str(ROOT / "solutions" / (name + ".py"))
    )
    flags = ["-n", "2", "--seed", "1", "--time-limit", GENEROUS_TIME, "--out", tmp_path]
    assert stress(spaced, name, *flags).returncode == 0  # the judge ignores trailing spaces
    strict = stress(spaced, name, *flags, "--strict")
    assert strict.returncode == 1 and "WA" in strict.stdout
    assert "--strict repeats it)" in strict.stdout.rstrip("\n").split("\n")[-1]


def test_stress__flags_may_come_between_solution_and_problem(tmp_path):
    completed = stress(EXAMPLE_SOLUTION, "-n", "1", EXAMPLE, "--seed", "2", "--out", tmp_path)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "on %s: 1 inputs, seed 2" % EXAMPLE in completed.stdout.split("\n")[0]


def test_stress__a_problem_given_for_the_solution_says_the_order():
    completed = stress("luogu_p1379", "solutions/luogu_p1379.py", "-n", "1")
    assert completed.returncode == 1 and completed.stdout == ""
    assert completed.stderr.strip() == (
        "judge stress: error: luogu_p1379 is a problem, not a solution: the solution comes "
        "first, SOLUTION PROBLEM: solutions/luogu_p1379.py luogu_p1379"
    )
