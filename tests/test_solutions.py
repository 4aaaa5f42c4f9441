"""The submitted files in solutions/, in-process and as processes, for every problem of
slidingkit/problems/.

What it proves: each file's solve() gives the committed expected output on every case of its
problem (the .out files are themselves checked against the reference BFS in test_cases.py);
each file run as a process answers the case its header's usage line runs, under CPython and,
when installed, PyPy, and ends through quick_exit (no teardown) once the answer is written; it
reads the file its first argument names and refuses a missing one in one line (each problem's bad
inputs are in slidingkit/problems/NAME/, run by tests/test_problems.py); a
file whose input starts with a count reads one padded with 5,000 zeros; each Python file needs
nothing newer than the oldest Python its judge runs (its settings' "judge" facts say which;
vermin names any construct too new and its line), the core nothing newer than the oldest any
judge runs (3.5), and each problem's settings say what its judge accepts and what to submit.
Where a problem's settings name a special judge, the judge's own runner
(judge.checker.run_checker) asks it.

Modules tested here: slidingkit/tools/common.py, which loads each file as a module.
"""

import functools
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from slidingkit import problems
from slidingkit.judge.checker import run_checker
from tests.conftest import CASES, ROOT, SOLUTIONS, load_solution, run_solution_file

# Every problem (slidingkit/problems/), by the name its file's messages start with.
PROBLEMS = {name: load_solution(name).PROBLEM for name in problems.names()}
# Problems whose answers are not unique, judged by the checker their settings name (tested in
# tests/test_family.py and each problem's tests/problems/NAME/): left out of the exact comparison.
SPECIAL_JUDGE = {
    name
    for name in PROBLEMS
    if json.loads((CASES / (name + ".json")).read_text("utf-8"))["checker"] is not None
}


def normalised(text):
    """Text as a judge compares it: CRLF as LF, trailing spaces and trailing blank lines ignored."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def cases_of(problem):
    return sorted(CASES.glob(problem + "/*.in"))


ALL_CASES = [
    (problem, case)
    for problem in PROBLEMS
    if problem not in SPECIAL_JUDGE
    for case in cases_of(problem)
]


@pytest.mark.parametrize("problem, case", ALL_CASES, ids=[p + "/" + c.stem for p, c in ALL_CASES])
def test_solve__matches_the_expected_output_of_every_case(problem, case):
    solve = load_solution(problem).solve
    expected = case.with_suffix(".out").read_text("utf-8")
    actual = solve(case.read_bytes().decode("utf-8"))
    assert normalised(actual) == normalised(expected)
    assert actual.endswith("\n")


def test_every_problem_has_a_solution_and_cases():
    assert sorted(path.stem for path in SOLUTIONS.glob("*.py")) == sorted(PROBLEMS)
    for problem in PROBLEMS:
        assert len(cases_of(problem)) >= 10


INTERPRETERS = [sys.executable] + ([shutil.which("pypy3")] if shutil.which("pypy3") else [])


def sample_of(problem: str) -> Path:
    """The case the file's header runs in its usage line: the one a user tries first."""
    header = (SOLUTIONS / (problem + ".py")).read_text("utf-8")
    found = re.search(r"judge_cases/%s/([^\s/]+)\.in" % re.escape(problem), header)
    assert found, "solutions/%s.py runs none of its cases in its usage line" % problem
    return CASES / problem / (found.group(1) + ".in")


def check_answer(problem: str, case: Path, output: bytes) -> None:
    """Assert output answers case: its special judge accepts it (the settings name one), or it
    is the case's .out as a judge compares them."""
    if problem in SPECIAL_JUDGE:
        checker = CASES / json.loads((CASES / (problem + ".json")).read_text("utf-8"))["checker"]
        accepted, said = run_checker(str(checker), str(case), output, str(case.with_suffix(".out")))
        assert accepted, said
    else:
        expected = case.with_suffix(".out").read_text("utf-8")
        assert normalised(output.decode("utf-8")) == normalised(expected)


@functools.lru_cache(maxsize=None)
def version_of(python: str) -> str:
    """The Python version an interpreter runs, "3.11" (asked once per interpreter)."""
    return subprocess.run(
        [python, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
        stdout=subprocess.PIPE,
        universal_newlines=True,
        check=True,
    ).stdout.strip()


@pytest.mark.parametrize("python", INTERPRETERS, ids=lambda path: path.rsplit("/", 1)[-1])
@pytest.mark.parametrize("problem", sorted(PROBLEMS))
def test_solution_file__answers_the_sample_as_a_process(problem, python):
    version = version_of(python)
    if tuple(map(int, version.split("."))) < tuple(map(int, guard_version(problem).split("."))):
        pytest.skip("%s is Python %s, older than the file's guard" % (python, version))
    case = sample_of(problem)
    result = run_solution_file(problem, case.read_bytes(), python=python)
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    check_answer(problem, case, result.stdout)


@pytest.mark.parametrize("problem", sorted(PROBLEMS))
def test_solution_file__reads_the_file_named_by_its_first_argument(problem):
    case = sample_of(problem)
    result = subprocess.run(
        [sys.executable, str(SOLUTIONS / (problem + ".py")), str(case)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=60,  # proves the run ends, on a busy machine too
    )
    assert result.returncode == 0 and result.stderr == b"", result.stderr
    check_answer(problem, case, result.stdout)


# Runs a file as __main__ after registering an atexit handler, which a normal exit runs.
ATEXIT_DRIVER = (
    "import atexit, sys\n"
    "atexit.register(lambda: sys.stderr.write('teardown'))\n"
    "path = sys.argv[1]\n"
    "sys.argv = [path]\n"
    "exec(compile(open(path, 'rb').read(), path, 'exec'), {'__name__': '__main__'})\n"
)


@pytest.mark.parametrize("problem", sorted(PROBLEMS))
def test_solution_file__ends_through_quick_exit_once_its_answer_is_written(problem):
    case = sample_of(problem)
    result = subprocess.run(
        [sys.executable, "-c", ATEXIT_DRIVER, str(SOLUTIONS / (problem + ".py"))],
        input=case.read_bytes(),
        capture_output=True,
        timeout=60,  # proves the run ends, on a busy machine too
    )
    assert (result.returncode, result.stderr) == (0, b"")  # no teardown ran
    check_answer(problem, case, result.stdout)


@pytest.mark.parametrize("problem", sorted(PROBLEMS))
def test_solution_file__missing_file_argument_is_one_line_and_exit_1(problem):
    result = subprocess.run(
        [sys.executable, str(SOLUTIONS / (problem + ".py")), "/no/such/file.in"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=60,  # proves the run ends, on a busy machine too
    )
    assert result.returncode == 1 and result.stdout == b""
    assert result.stderr.decode().splitlines() == [
        "%s: cannot read /no/such/file.in: No such file or directory" % PROBLEMS[problem]
    ]


# The problems whose input starts with the number of boards (their FORMAT says so).
COUNTED = sorted(name for name in PROBLEMS if problems.load(name).FORMAT.count_line)


def test_counted__the_selection_is_not_empty():
    assert COUNTED, "no problem's FORMAT has a count line: the next test selects nothing"


@pytest.mark.parametrize("problem", COUNTED)
def test_solution_file__accepts_a_count_padded_with_thousands_of_zeros(problem):
    # A valid input: int() alone refuses a string of over 4,300 digits, leading zeros included.
    case = sample_of(problem)
    padded = b"0" * 5000 + case.read_bytes().lstrip()
    result = run_solution_file(problem, padded)
    assert result.returncode == 0 and result.stderr == b"", result.stderr
    check_answer(problem, case, result.stdout)


KIT_FLOOR = (
    "3.5"  # the oldest Python any judge of the kit runs (UVa's CPython 3.5.1): the core keeps to it
)
VERMIN = shutil.which("vermin") or str(ROOT / ".venv" / "bin" / "vermin")


def vermin(target: str, *paths: str) -> subprocess.CompletedProcess:
    """vermin's check that paths need nothing newer than target:
    each violation named with its line."""
    return subprocess.run(
        [VERMIN, "--target=%s-" % target, "--violations", "--no-tips", "--eval-annotations", "-vvv"]
        + ["--processes=1"]  # one file or folder: a pool of workers costs more than it saves
        + list(paths),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        universal_newlines=True,
    )


def judge_facts(problem: str) -> dict:
    return json.loads((CASES / (problem + ".json")).read_text("utf-8"))["judge"]


@pytest.mark.parametrize("problem", sorted(path.stem for path in SOLUTIONS.glob("*.py")))
def test_solution_file__needs_nothing_newer_than_its_judges_python(problem):
    """Its guard names no Python newer than its judge's oldest, and vermin holds the file to its
    guard (test_solution_file__needs_nothing_newer_than_its_guard_says): so to its judge's too."""
    oldest = (
        judge_facts(problem)["oldest_python"] or KIT_FLOOR
    )  # a judge without Python: the kit's floor
    guard = re.search(
        r"if sys.version_info < \((\d), (\d+)\):",
        (SOLUTIONS / (problem + ".py")).read_text("utf-8"),
    )
    assert guard and (int(guard.group(1)), int(guard.group(2))) <= tuple(
        map(int, oldest.split("."))
    ), problem


def test_core__needs_nothing_newer_than_the_oldest_python_a_judge_runs():
    result = vermin(KIT_FLOOR, "slidingkit/core")
    assert result.returncode == 0, result.stdout


def test_explorer_judge_and_tools__need_nothing_newer_than_python_3_8():
    result = vermin(
        "3.8",
        "slidingkit/explorer",
        "slidingkit/judge",
        "slidingkit/oracle",
        "slidingkit/statusline.py",
        "slidingkit/__init__.py",
    )
    assert result.returncode == 0, result.stdout


def test_vermin__names_the_construct_and_the_line_a_file_is_too_new_for(tmp_path):
    (tmp_path / "too_new.py").write_text("name = 'x'\nprint(f'{name}')\n")
    result = vermin("3.5", str(tmp_path / "too_new.py"))
    assert result.returncode != 0 and "L2: f-strings require !2, 3.6" in result.stdout, (
        result.stdout
    )


@pytest.mark.parametrize("problem", sorted(path.stem for path in SOLUTIONS.glob("*.py")))
def test_settings__say_what_the_judge_accepts_and_what_to_submit(problem):
    facts = judge_facts(problem)
    assert facts["languages"] and facts["source"]
    assert (facts["python"] is None) == (facts["oldest_python"] is None)
    assert facts["oldest_python"] is None or re.fullmatch(r"3\.\d+", facts["oldest_python"])
    for entry in facts["submit"]:
        assert (ROOT / entry["file"]).is_file() and entry["language"], entry
        assert entry["file"].endswith(".py") == (facts["python"] is not None), entry
    if facts["python"] is None:  # no Python there: the C++ file, or nothing (a study aid)
        cpp = SOLUTIONS / (problem + ".cpp")
        assert [entry["file"] for entry in facts["submit"]] == (
            ["solutions/%s.cpp" % problem] if cpp.is_file() else []
        )


def guard_version(problem: str) -> str:
    """The version a file's guard names: `if sys.version_info < (3, 5):` is 3.5."""
    text = (SOLUTIONS / (problem + ".py")).read_text("utf-8")
    guard = re.search(r"if sys.version_info < \((\d), (\d+)\):", text)
    assert guard, "%s has no version guard" % problem
    return "%s.%s" % guard.groups()


def oldest_python_from(version: str):
    """The oldest CPython of pyenv's at version or newer, as (version, path), or None."""
    found = []
    for path in (Path.home() / ".pyenv" / "versions").glob("3.*/bin/python3"):
        numbers = tuple(int(part) for part in path.parent.parent.name.split(".")[:2])
        if numbers >= tuple(map(int, version.split("."))):
            found.append((numbers, path))
    return min(found) if found else None


@pytest.mark.parametrize("problem", sorted(PROBLEMS))
def test_solution_file__needs_nothing_newer_than_its_guard_says(problem):
    result = vermin(guard_version(problem), "solutions/%s.py" % problem)
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize("problem", sorted(PROBLEMS))
def test_solution_file__answers_its_sample_on_the_oldest_python_at_its_guard(problem):
    found = oldest_python_from(guard_version(problem))
    if found is None:
        pytest.skip("no pyenv CPython at %s or newer on this machine" % guard_version(problem))
    test_solution_file__answers_the_sample_as_a_process(problem, str(found[1]))
