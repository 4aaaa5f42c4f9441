"""``python3 -m slidingkit.judge stress SOLUTION --generator GEN --reference REF``: stress for any
problem, with the user's generator, brute force and checker
(slidingkit/judge/stress/any_problem.py), and its failure report
(slidingkit/judge/stress/counterexample.py).

What it proves
    - A wrong solution is caught: the failing input, the reference's output and the solution's
      are written, the judge replays the case to the same failure, and the command printed
      runs that input alone to the same failure again.
    - A right solution passes N inputs, in Python and in C++ (a C++ generator as well).
    - ``--sizes A..B`` runs the sizes in turn, smallest first, so the first failure is on the
      smallest size that fails; ``size_for`` spreads N inputs evenly over the sizes.
    - A generator or a reference that crashes, hangs, fails the time limit or prints nothing,
      or that does not compile, is one error line naming it (and the seed), exit status 1,
      and no verdict.
    - ``--checker`` (a file, or a command; ``--judge-command`` too) judges instead of the
      comparison; ``--strict`` compares byte for byte.
    - docs/stress.md's failing example prints what the page shows.

The maximum subarray programs of tests/stress_programs/ are the example; each test's expected
answers come from ``largest_sum``, written here, never from the programs under test. Time
limits are raised where a verdict is wanted (GENEROUS_TIME): these tests prove verdicts, never
speed; a hang is stopped by the idle limit of a one-second time limit.
"""

import doctest
import json
import re
import shlex
import shutil

import pytest

from slidingkit.judge.stress.any_problem import size_for
from tests.conftest import ROOT
from tests.judge.stress.conftest import BRUTE, CHECKER, GENERATOR, PYTHON
from tests.running import GENEROUS_TIME, PROGRAMS, STRESS_TIMEOUT, needs_gpp, run_judge, stress

REPEAT = re.compile(r"; python3 -m slidingkit.judge stress (.*) repeats it\)$")

pytestmark = pytest.mark.timeout(2 * STRESS_TIMEOUT)


def largest_sum(input_text: str) -> int:
    """The answer of the maximum subarray problem: the largest sum over every run."""
    numbers = [int(token) for token in input_text.split()[1:]]
    return max(
        sum(numbers[start:stop])
        for start in range(len(numbers))
        for stop in range(start + 1, len(numbers) + 1)
    )


def stress_any(solution, *flags, out=None):
    """Stress ``solution`` with the Python generator and brute force, generous time."""
    arguments = [solution, "--generator", GENERATOR, "--reference", BRUTE]
    arguments += ["--time-limit", GENEROUS_TIME] + list(flags)
    if out is not None:
        arguments += ["--out", out]
    return stress(*arguments)


def repeated(completed):
    """The arguments of the command the last line says repeats the failing input."""
    match = REPEAT.search(completed.stdout.rstrip("\n").split("\n")[-1])
    assert match, completed.stdout
    return shlex.split(match.group(1))


def test_stress_any__a_wrong_solution_is_caught_with_the_input_both_outputs_and_the_repeat(
    tmp_path,
):
    program = PROGRAMS / "max_subarray_zero.py"
    completed = stress_any(program, "--seed", "1", "-n", "100", out=tmp_path)
    assert completed.returncode == 1, completed.stdout + completed.stderr
    case = tmp_path / "max_subarray_zero"
    input_text = (case / "counterexample.in").read_text()
    numbers = [int(token) for token in input_text.split()[1:]]
    assert numbers and all(number < 0 for number in numbers)  # the mistake: no number taken
    assert (case / "counterexample.out").read_text() == "%d\n" % largest_sum(input_text)
    assert (tmp_path / "max_subarray_zero.actual").read_text() == "0\n"
    assert sorted(path.name for path in case.iterdir()) == [
        "counterexample.in",
        "counterexample.out",
    ]
    settings = json.loads((tmp_path / "max_subarray_zero.json").read_text())
    assert (settings["time_limit"], settings["checker"]) == (float(GENEROUS_TIME), None)
    assert "WA  counterexample" in completed.stdout
    replayed = run_judge(program, case)  # the judge replays the case
    assert replayed.returncode == 1 and "WA" in replayed.stdout
    # the command printed runs the failing input alone (its seed, -n 1) and fails the same way
    again = stress(*repeated(completed))
    assert again.returncode == 1, again.stdout + again.stderr
    assert "input 1 of 1 " in again.stdout
    assert (case / "counterexample.in").read_text() == input_text


def test_stress_any__a_right_solution_passes_n_inputs(tmp_path):
    completed = stress_any(PROGRAMS / "max_subarray.py", "--seed", "3", "-n", "15", out=tmp_path)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert completed.stdout.rstrip("\n").split("\n")[-1] == "15 passed, 0 failed (seed 3)"
    assert list(tmp_path.iterdir()) == []  # no counterexample


@needs_gpp
def test_stress_any__cpp_programs_a_wrong_one_caught_and_a_right_one_passing(tmp_path):
    flags = ["--generator", PROGRAMS / "max_subarray_gen.cpp", "--reference", BRUTE]
    flags += ["--sizes", "1..5", "-n", "20", "--seed", "3", "--time-limit", GENEROUS_TIME]
    wrong = stress(PROGRAMS / "max_subarray_zero.cpp", *flags, "--out", tmp_path)
    assert wrong.returncode == 1, wrong.stdout + wrong.stderr
    assert "C++ (g++" in wrong.stdout.split("\n")[0]  # the solution and the generator compiled
    input_text = (tmp_path / "max_subarray_zero" / "counterexample.in").read_text()
    assert input_text.split()[0] == "1" and int(input_text.split()[1]) < 0  # the smallest size
    expected = (tmp_path / "max_subarray_zero" / "counterexample.out").read_text()
    assert expected == "%d\n" % largest_sum(input_text)
    assert (tmp_path / "max_subarray_zero.actual").read_text() == "0\n"
    right = stress(PROGRAMS / "max_subarray.cpp", *flags, "--out", tmp_path / "right")
    assert right.returncode == 0, right.stdout + right.stderr
    assert "20 passed, 0 failed (seed 3)" in right.stdout


def test_size_for__spreads_the_inputs_evenly_over_the_sizes_smallest_first():
    sizes = [size_for(index, 100, (1, 10)) for index in range(100)]
    assert sizes == sorted(sizes)
    assert [sizes.count(size) for size in range(1, 11)] == [10] * 10
    uneven = [size_for(index, 7, (2, 4)) for index in range(7)]
    assert uneven == sorted(uneven) and set(uneven) == {2, 3, 4}
    assert max(uneven.count(size) for size in (2, 3, 4)) <= 3  # 7 over 3 sizes: 3, 2, 2 or so
    fewer = [size_for(index, 3, (0, 99)) for index in range(3)]
    assert fewer[0] == 0 and fewer == sorted(fewer) and len(set(fewer)) == 3
    assert size_for(5, 10, None) is None


def test_stress_any__sizes_put_the_smallest_failing_size_first(tmp_path):
    # right on every input of one or two numbers: sizes 1 and 2 cannot fail
    program = PROGRAMS / "max_subarray_pairs.py"
    completed = stress_any(program, "--sizes", "1..6", "-n", "60", "--seed", "1", out=tmp_path)
    assert completed.returncode == 1, completed.stdout + completed.stderr
    failure = re.search(
        r"^input (\d+) of 60 \(seed (\d+), size (\d+)\): WA$", completed.stdout, re.M
    )
    assert failure, completed.stdout
    index, size = int(failure.group(1)), int(failure.group(3))
    input_text = (tmp_path / "max_subarray_pairs" / "counterexample.in").read_text()
    assert int(input_text.split()[0]) == size == len(input_text.split()) - 1
    assert size >= 3
    assert index > 10 * (size - 1)  # every input of a smaller size (ten each) ran and passed first
    assert "--sizes %d..%d" % (size, size) in completed.stdout.split("\n")[-2]


CRASH = "%s -c 'raise SystemExit(3)'" % PYTHON
BUSY = "%s -c 'while True: pass'" % PYTHON


@pytest.mark.parametrize(
    "role, program, said",
    [
        ("generator", CRASH, "RE, exit status 3"),
        ("generator", "sleep 60", "TLE, idle"),  # asleep: stopped by the idle limit
        ("generator", BUSY, "TLE, time limit 1 s exceeded"),
        ("generator", "true", "printed nothing"),
        ("reference", CRASH, "RE, exit status 3"),
        ("reference", "sleep 60", "TLE, idle"),
        ("reference", BUSY, "TLE, time limit 1 s exceeded"),
        ("reference", "true", "printed nothing"),
    ],
)
def test_stress_any__a_failing_generator_or_reference_is_one_error_line(role, program, said):
    generator = program if role == "generator" else str(GENERATOR)
    reference = program if role == "reference" else str(BRUTE)
    completed = stress(
        PROGRAMS / "max_subarray.py",
        "--generator",
        generator,
        "--reference",
        reference,
        "--seed",
        "5",
        "--time-limit",
        "1",
    )
    assert completed.returncode == 1, completed.stdout + completed.stderr
    lines = completed.stderr.strip().split("\n")
    assert len(lines) == 1, completed.stderr
    assert lines[0].startswith("judge stress: error: %s %s " % (role, program))
    assert "seed 5" in lines[0] and said in lines[0]
    assert not re.search(r"^(AC|WA|RE|TLE|MLE|OLE)\b", completed.stdout, re.M)  # no verdict


@needs_gpp
def test_stress_any__a_generator_that_does_not_compile_is_one_error_line(tmp_path):
    broken = tmp_path / "gen.cpp"
    broken.write_text("int main() { return }\n")
    completed = stress(
        PROGRAMS / "max_subarray.py", "--generator", broken, "--reference", BRUTE, "-n", "1"
    )
    assert completed.returncode == 1 and completed.stdout == ""
    assert completed.stderr.count("\n") == 1
    assert completed.stderr.startswith(
        "judge stress: error: --generator %s does not compile" % broken
    )


def test_stress_any__a_checker_file_accepts_what_the_comparison_rejects(tmp_path):
    program = PROGRAMS / "max_subarray_float.py"  # "7.0" where the brute force prints "7"
    compared = stress_any(program, "-n", "5", "--seed", "2", out=tmp_path / "compared")
    assert compared.returncode == 1 and "WA  counterexample" in compared.stdout
    checked = stress_any(program, "-n", "5", "--seed", "2", "--checker", CHECKER, out=tmp_path)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "5 passed, 0 failed" in checked.stdout


def test_stress_any__a_checker_rejects_a_wrong_solution_and_the_replay_uses_it(tmp_path):
    program = PROGRAMS / "max_subarray_zero.py"
    completed = stress_any(program, "--seed", "1", "--checker", CHECKER, out=tmp_path)
    assert completed.returncode == 1, completed.stdout + completed.stderr
    assert "checker rejected the output (exit status 1)" in completed.stdout
    settings = json.loads((tmp_path / "max_subarray_zero.json").read_text())
    assert settings["checker"] == str(CHECKER)  # the judge replays the case with it
    replayed = run_judge(PROGRAMS / "max_subarray_float.py", tmp_path / "max_subarray_zero")
    assert replayed.returncode == 0, replayed.stdout  # "-2.0" for "-2": only the checker accepts


def test_stress_any__a_checker_command_is_run_with_the_three_paths(tmp_path):
    command = "%s %s" % (PYTHON, shlex.quote(str(CHECKER)))
    program = PROGRAMS / "max_subarray_float.py"
    completed = stress_any(program, "-n", "5", "--seed", "2", "--judge-command", command)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    wrong = stress_any(PROGRAMS / "max_subarray_zero.py", "--checker", command, out=tmp_path)
    assert wrong.returncode == 1 and "checker rejected the output" in wrong.stdout
    settings = json.loads((tmp_path / "max_subarray_zero.json").read_text())
    assert settings["checker"] is None  # a command: the replay line gives it again
    assert "--checker %s" % shlex.quote(command) in wrong.stdout


def test_stress_any__a_failing_checker_is_one_error_line_naming_it():
    failing = "%s -c 'raise SystemExit(3)'" % PYTHON  # testlib's "checker failure"
    completed = stress_any(PROGRAMS / "max_subarray.py", "--seed", "4", "--checker", failing)
    assert completed.returncode == 1
    assert completed.stderr.count("\n") == 1
    assert "checker %s failed on the input of seed 4" % failing in completed.stderr


def test_stress_any__a_crashing_checker_stops_the_run_and_saves_no_counterexample(tmp_path):
    """A checker that raises (exit status 1, as a rejection would) is the checker's fault: one
    line naming it, and no counterexample of a right solution."""
    crashing = tmp_path / "crashing.py"
    crashing.write_text("import sys\nanswers = {}\nprint(answers[sys.argv[1]])\n")
    out = tmp_path / "out"
    completed = stress_any(PROGRAMS / "max_subarray.py", "--checker", crashing, out=out)
    assert completed.returncode == 1, completed.stdout + completed.stderr
    assert completed.stderr.count("\n") == 1
    assert "checker %s crashed on the input of seed" % crashing in completed.stderr
    assert ": KeyError: " in completed.stderr
    assert "WA" not in completed.stdout and not list(out.glob("*"))


def test_stress_any__takes_the_judges_comparison_flags_and_its_counterexample_keeps_them(
    tmp_path,
):
    """-N and -e compare as the judge does; a failure's settings hold the comparison, so the
    judge replays it under the same rule, and the repeat command gives the flags again."""
    flags = ["--generator", "echo 1", "--reference", "%s -c \"print('2 3')\"" % PYTHON]
    flags += ["--command", "%s -c 'print(2.0000001, 3, sep=chr(10))'" % PYTHON, "-n", "2"]
    flags += ["--seed", "1", "--out", str(tmp_path)]
    assert stress(*flags, "-N", "-e", "1e-6").returncode == 0
    assert (
        "token comparison (-N), numbers within 1e-6 (-e)"
        in stress(*flags, "-N", "-e", "1e-6").stdout
    )
    failed = stress(*flags, "-N", "-e", "1e-9")
    assert failed.returncode == 1 and "WA" in failed.stdout
    settings = json.loads((tmp_path / "command.json").read_text())
    assert (settings["comparison"], settings["error"]) == ("tokens", "1e-9")
    assert "-N -e 1e-9 --out" in failed.stdout.rstrip("\n").split("\n")[-1]
    assert stress(*flags, "-e", "1e-6").returncode == 1  # the lines are kept without -N
    usage = stress(*flags, "--strict", "-N")
    assert usage.returncode == 2 and "--strict compares bytes" in usage.stderr


def test_stress_any__strict_compares_byte_for_byte():
    flags = ["--generator", "echo 1", "--reference", "%s -c \"print('7 ')\"" % PYTHON]
    flags += ["--command", "%s -c 'print(7)'" % PYTHON, "-n", "2", "--seed", "1"]
    assert stress(*flags).returncode == 0  # a trailing space is no difference to the judge
    strict = stress(*flags, "--strict")
    assert strict.returncode == 1 and "WA" in strict.stdout


def docs_failing_example():
    """The ``$ python3 -m slidingkit.judge stress ... --generator ...`` block of docs/stress.md: its
    command's arguments and the output it shows."""
    text = (ROOT / "docs" / "stress.md").read_text("utf-8")
    for block in re.findall(r"```text\n(.*?)```", text, re.S):
        first, _, shown = block.partition("\n")
        if first.startswith("$ python3 -m slidingkit.judge stress ") and "--generator" in first:
            return shlex.split(first)[5:], shown
    pytest.fail("docs/stress.md shows no failing run of --generator")


def test_docs__the_failing_example_prints_what_the_page_shows(tmp_path):
    arguments, shown = docs_failing_example()
    shutil.copytree(str(PROGRAMS), str(tmp_path / "tests" / "stress_programs"))
    completed = stress(*arguments, cwd=tmp_path)  # its paths, and stress_failures/, under tmp
    assert completed.returncode == 1, completed.stderr
    checker = doctest.OutputChecker()
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    assert checker.check_output(shown, completed.stdout, flags), completed.stdout
    assert (tmp_path / "stress_failures" / "max_subarray_zero.actual").read_text() == "0\n"


def test_stress_any__a_solution_that_does_not_compile_is_ce(tmp_path):
    broken = tmp_path / "broken.py"
    broken.write_text("print(\n")
    completed = stress_any(broken, "--seed", "1", out=tmp_path)
    assert completed.returncode == 1, completed.stdout + completed.stderr
    assert "\nCE  " in completed.stdout
    assert completed.stdout.rstrip("\n").split("\n")[-1] == (
        "0 passed, 1 failed (compilation error; seed 1)"
    )
