"""judge/languages.py: how the judge prepares and runs a Python solution.

What it proves: a .py file is byte-compiled once, by the interpreter that runs it, before any
case: a syntax error is CE on every case with the compiler's message shown once and no .pyc left
beside the file; a file that compiles says so and runs; --python pypy3 runs it under PyPy (when
installed). The other languages' toolchains are tests/test_languages.py's.
"""

import json
import shutil

import pytest

from tests.judge.conftest import (
    judge_with_json,
    verdicts,
)
from tests.running import (
    FIXTURE_CASES,
    last_line,
    run_judge,
)


def test_judge__python_syntax_error_is_ce_on_every_case_shown_once(tmp_path):
    """A .py file is byte-compiled once, by the interpreter that runs it, before any case: a
    syntax error is CE on every case with the interpreter's message shown once (as for C++),
    and no .pyc is left beside the file."""
    source = tmp_path / "broken.py"
    source.write_text("import sys\nprint(sum(map(int, sys.stdin.read().split()))\n")
    report_path = tmp_path / "report.json"
    completed = run_judge(source, FIXTURE_CASES, "--json", report_path)
    assert completed.returncode == 1 and "Traceback" not in completed.stdout + completed.stderr
    report = json.loads(report_path.read_text())
    assert verdicts(report) == ["CE"] * 3
    message = report["cases"][0]["message"]
    assert message.startswith("compilation failed (exit status 1): ")
    assert 'broken.py", line 2' in message and "SyntaxError: " in message
    assert completed.stdout.count("SyntaxError") == 1
    assert completed.stdout.count("(the same compiler message)") == 2
    assert "failed (CE)" in completed.stdout and last_line(completed) == "0 passed, 3 failed"
    assert report["compile_command"][0] == report["python"]  # the interpreter that runs it
    assert sorted(path.name for path in tmp_path.iterdir()) == ["broken.py", "report.json"]


def test_judge__python_that_compiles_says_so_and_runs(tmp_path):
    completed, report = judge_with_json(tmp_path, "accepted")
    assert "compiled with CPython " in completed.stdout and ": ok" in completed.stdout
    assert report["compile_command"][0] == report["python"]
    assert verdicts(report) == ["AC"] * 3


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")
def test_judge__runs_solutions_with_pypy3(tmp_path):
    completed, report = judge_with_json(
        tmp_path, "accepted", FIXTURE_CASES, "--python", "pypy3", "--memory-limit", "256"
    )
    assert completed.returncode == 0, completed.stdout
    assert report["interpreter"].startswith("PyPy ")
    assert verdicts(report) == ["AC"] * 3
