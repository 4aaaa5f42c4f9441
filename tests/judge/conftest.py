"""What the tests of the judge (tests/judge/test_*.py) share: running the judge on the fixture
solutions with a JSON report, the fixture problem's case names and report keys, a one-case tree of
solutions and case folders, the hostile suite's runs, a program written to a file, a CaseFolder
built in memory, and the case folder with a checker and the note that names --strict, which
several test modules use.

The fixtures and the judge as a process live in tests/running.py (run_judge, solution,
one_case_folder, FIXTURE_CASES); these helpers build on them and are imported by name, as
`from tests.judge.conftest import judge_with_json`: no test module imports another.
"""

import json
import os
import shutil
import signal
import uuid
from pathlib import Path
from typing import List, Optional

from slidingkit.judge.case_folder import CaseFolder
from tests.running import (
    FIXTURE_CASES,
    FIXTURES,
    HOSTILE,
    one_case_folder,
    processes_carrying,
    run_judge,
    solution,
)

CASE_NAMES = ["sample-1", "sample-2", "sample-10"]  # natural order, not string order
CHECKER_CASES = FIXTURES / "cases_checker"  # a case folder whose settings name a checker
WITHOUT_STRICT_NOTE = (
    "(the answer would pass without --strict: it differs only in spaces at line ends, blank "
    "lines at the end or the final newline)"
)


RUN_KEYS = {
    "solution",
    "cases_dir",
    "language",
    "python",
    "interpreter",
    "command",
    "compile_command",
    "time_limit",
    "idle_limit",
    "wall_limit",
    "memory_limit",
    "checker",
    "process_limit",
    "stdout_limit",
    "stderr_limit",
    "address_space_limit",
    "jobs",
    "cases",
    "passed",
    "failed",
    "expected_timeouts",
    "no_answer",
    "not_run",
}


def problem_with(folder, cases, wall_limit=None, known_slow=frozenset(), checker=None):
    """A CaseFolder of ``cases`` in ``folder``: 2 s, 64 MB, the given checker, wall limit and
    known-slow names."""
    return CaseFolder(
        str(folder),
        "p",
        None,
        2.0,
        64.0,
        checker,
        cases,
        known_slow=known_slow,
        wall_limit=wall_limit,
    )


def program(tmp_path, name, source):
    """A Python program written as ``tmp_path/NAME.py`` from ``source``; returns its path."""
    path = tmp_path / (name + ".py")
    path.write_text(source)
    return path


def judge_with_json(tmp_path, fixture, cases=FIXTURE_CASES, *flags, extra_env=None):
    """Judge a fixture solution with --json; returns (CompletedProcess, parsed JSON)."""
    report = tmp_path / "report.json"
    completed = run_judge(solution(fixture), cases, "--json", report, *flags, extra_env=extra_env)
    assert "Traceback" not in completed.stderr, completed.stderr
    return completed, json.loads(report.read_text(encoding="utf-8"))


def verdicts(report):
    return [case["verdict"] for case in report["cases"]]


# Programs that burn CPU measure it themselves (time.process_time), so how long they take on
# the wall clock never matters; no test bounds how long the judge takes (run_judge's timeout
# proves it returns).
BURN_CPU = """import time
while time.process_time() < %r:
    pass
numbers = [int(token) for token in input().split()]
print(sum(numbers))
print(" ".join(map(str, sorted(numbers))))
"""


def assert_one_error_line(completed, *fragments):
    assert completed.returncode == 1, completed.stdout + completed.stderr
    lines = completed.stderr.strip().split("\n")
    assert len(lines) == 1 and lines[0].startswith("judge: error: "), completed.stderr
    for fragment in fragments:
        assert fragment in lines[0]


def unanswered_folder(tmp_path):
    """cases/a.in with no answer (a.out) beside it, and cases/b.in with its b.out."""
    folder = tmp_path / "cases"
    folder.mkdir()
    (folder / "a.in").write_text("5 4\n")
    (folder / "b.in").write_text("1 2\n")
    (folder / "b.out").write_text("3\n1 2\n")
    return folder


HOSTILE_TIME_LIMIT = 1.0


def run_hostile(tmp_path, name, *flags, program: Optional[Path] = None):
    """Judge hostile fixture ``name`` (tests/judge_fixtures/hostile/NAME.py, or ``program``, a
    twin in another language) on one case (1 s, 64 MB); returns (CompletedProcess, the JSON
    report, pids left carrying the run's marker)."""
    program = program or HOSTILE / (name + ".py")
    marker = "JUDGE_HOSTILE_MARKER=%s-%s-%s" % (name, program.suffix[1:], uuid.uuid4().hex)
    tmp_path = tmp_path / name
    tmp_path.mkdir()
    folder = one_case_folder(tmp_path, time_limit=HOSTILE_TIME_LIMIT, memory_limit=64)
    report_path = tmp_path / "report.json"
    try:
        completed = run_judge(
            program,
            folder,
            "--json",
            report_path,
            *flags,
            extra_env=dict([marker.split("=", 1)]),
        )
        left = processes_carrying(marker)
    finally:
        for pid in processes_carrying(marker):  # never leave a fork bomb behind, even on failure
            os.kill(pid, signal.SIGKILL)
    assert "Traceback" not in completed.stderr, completed.stderr
    return completed, json.loads(report_path.read_text(encoding="utf-8")), left


def fixture_solution(name: str) -> Path:
    return FIXTURES / "solutions" / name


def make_tree(root: Path, solutions: dict, case_folders: List[str]) -> None:
    """root/solutions/FILE copied from the fixture solutions ({FILE: fixture file}) and
    root/judge_cases/NAME/ copied from the fixture problem for each NAME in case_folders."""
    (root / "solutions").mkdir()
    (root / "judge_cases").mkdir()
    for name, fixture in solutions.items():
        shutil.copy(str(fixture_solution(fixture)), str(root / "solutions" / name))
    for name in case_folders:
        shutil.copytree(str(FIXTURE_CASES), str(root / "judge_cases" / name))
