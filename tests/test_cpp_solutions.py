"""The C++ files for the judges that take no Python: solutions/NAME.cpp beside NAME.py, for every
problem that has one (running.CPP_PROBLEMS).

What it proves, for each C++ file
    - it compiles without a single warning under g++ -std=c++98 -O2 -Wall -pedantic-errors (the
      judges' G++ predates C++11) and under -std=c++17 (what the local judge compiles with);
    - the local judge accepts it on every case of judge_cases/NAME/, with peak memory within half
      the problem's limit (CPU time is left to `make judge`'s table: tests never time);
    - its output is byte for byte the Python file's on every case of judge_cases/NAME/ (whose
      answers tests/test_cases.py and tests/test_family.py prove against the references);
    - it refuses each of its problem's bad inputs (slidingkit/problems/NAME/'s BAD_INPUTS) as the
      Python file does: exit status 1, nothing on stdout and one line on stderr, the very line the
      Python file writes; it reads a file named on the command line, and names a missing one, as the
      Python file does;
    - slow tier (make test-all): `python3 -m slidingkit.judge stress` passes it on 200 generated
      inputs, answered by slidingkit/oracle/reference.py.
Each file's own checks (its answers against the plain BFS on many boards, the input variants its
Python file tolerates, more bad inputs) are in tests/problems/NAME/test_cpp.py.
Every test here is skipped, naming the package to install, when g++ is missing.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from slidingkit import problems
from tests.conftest import CASES, SOLUTIONS, load_solution
from tests.running import (
    CPP_PROBLEMS,
    GENEROUS_TIME,
    RUN_TIMEOUT,
    compile_cpp,
    refused_alike,
    run_binary,
    run_judge,
    stress,
)

pytestmark = pytest.mark.skipif(
    shutil.which("g++") is None, reason="needs g++ (install the package g++)"
)

BAD_CASES = [
    (name, data) for name in CPP_PROBLEMS for data in getattr(problems.load(name), "BAD_INPUTS", [])
]


def case_inputs(name):
    return sorted((CASES / name).glob("*.in"))


def test_cpp_problems__are_found():
    assert CPP_PROBLEMS, "no solutions/NAME.cpp: every test here would select nothing"
    assert all(load_solution(name).PROBLEM for name in CPP_PROBLEMS)
    assert {name for name, _ in BAD_CASES} == set(CPP_PROBLEMS)


@pytest.mark.parametrize("standard", ["c++98", "c++17"])
@pytest.mark.parametrize("name", CPP_PROBLEMS)
def test_cpp_file__compiles_without_a_warning_under_pedantic_errors(
    name, standard, tmp_path, cpp_program
):
    if standard == "c++98":  # the build the other tests run, made once a run with these flags
        binary = cpp_program(name)
        assert Path(str(binary) + ".stderr").read_text() == ""
        return
    completed = compile_cpp(name, standard, tmp_path / name)
    assert completed.returncode == 0 and completed.stderr == "", completed.stderr


@pytest.mark.parametrize("name", CPP_PROBLEMS)
def test_cpp_file__is_accepted_on_every_judge_case_within_half_the_memory_limit(name, tmp_path):
    report_path = tmp_path / "report.json"
    completed = run_judge(SOLUTIONS / (name + ".cpp"), CASES / name, "--json", report_path)
    assert "Traceback" not in completed.stderr, completed.stderr
    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert report["language"] == "C++", report["interpreter"]
    assert [case["verdict"] for case in report["cases"]] == ["AC"] * len(case_inputs(name)), (
        completed.stdout[-3000:]
    )
    peak = max(case["memory_mb"] for case in report["cases"])
    assert peak <= report["memory_limit"] / 2, "%.1f MB of %g MB" % (peak, report["memory_limit"])


@pytest.mark.slow  # 200 inputs a problem through the judge: make test-all
@pytest.mark.parametrize("name", CPP_PROBLEMS)
def test_cpp_file__passes_200_stress_inputs_against_the_reference(name):
    completed = stress(
        SOLUTIONS / (name + ".cpp"),
        name,
        "-n",
        "200",
        "--seed",
        "98",
        "--time-limit",
        GENEROUS_TIME,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "200 passed, 0 failed" in completed.stdout


@pytest.mark.parametrize("name", CPP_PROBLEMS)
def test_cpp_file__prints_what_the_python_file_prints_on_every_judge_case(name, cpp_program):
    solve = load_solution(name).solve
    for path in case_inputs(name):
        data = path.read_bytes()
        completed = run_binary(cpp_program(name), data)
        assert completed.returncode == 0 and completed.stderr == b"", (path.name, completed.stderr)
        assert completed.stdout.decode("utf-8") == solve(data.decode("utf-8").lstrip("\ufeff")), (
            path.name
        )


@pytest.mark.parametrize(
    "name, data",
    BAD_CASES,
    ids=["%s-%d" % (name, index) for index, (name, _) in enumerate(BAD_CASES)],
)
def test_cpp_file__refuses_its_problems_bad_input_as_the_python_file_does(name, data, cpp_program):
    refused_alike(cpp_program(name), name, data)


@pytest.mark.parametrize("name", CPP_PROBLEMS)
def test_cpp_file__reads_a_file_named_on_the_command_line_like_the_python_file(
    name, cpp_program, tmp_path
):
    path = case_inputs(name)[0]
    binary = cpp_program(name)
    assert run_binary(binary, b"", path).stdout == run_binary(binary, path.read_bytes()).stdout
    missing = tmp_path / "missing.in"
    completed = run_binary(binary, b"", missing)
    python = subprocess.run(
        [sys.executable, str(SOLUTIONS / (name + ".py")), str(missing)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=RUN_TIMEOUT,
    )
    assert (completed.returncode, completed.stdout) == (1, b"")
    assert (
        completed.stderr
        == python.stderr
        == (
            "%s: cannot read %s: No such file or directory\n"
            % (load_solution(name).PROBLEM, missing)
        ).encode()
    )
