"""judge/console.py: what the judge does on the terminal: colour and warnings.

What it proves: colour comes on request and never into a pipe; by default it follows whether
stdout is a terminal, and NO_COLOR turns it off; a single run under an interpreter the settings do
not list warns and judges anyway (when PyPy is installed).
"""

import os
import shutil
import subprocess
import sys

import pytest

from tests.conftest import ROOT
from tests.judge.conftest import (
    judge_with_json,
)
from tests.running import (
    FIXTURE_CASES,
    one_case_folder,
    run_judge,
    solution,
)


def test_judge__colour_on_request_and_never_into_a_pipe(tmp_path):
    completed, _ = judge_with_json(tmp_path, "wrong_answer")
    assert "\033[" not in completed.stdout  # a pipe: plain text
    coloured = run_judge(solution("wrong_answer"), FIXTURE_CASES, "--color", "always").stdout
    assert "\033[1;31mWA\033[0m  sample-1" in coloured
    assert coloured.rstrip("\n").endswith("\033[1;31m0 passed, 3 failed\033[0m")


def test_judge__colour_auto_follows_a_terminal_and_no_color(tmp_path):
    import pty

    for no_color, coloured in (("", True), ("1", False)):
        leader, follower = pty.openpty()
        env = dict(os.environ, PYTHONPATH=str(ROOT), NO_COLOR=no_color)
        process = subprocess.Popen(
            [sys.executable, "-m", "judge", solution("accepted"), str(FIXTURE_CASES)],
            cwd=str(ROOT),
            env=env,
            stdout=follower,
            stderr=subprocess.DEVNULL,
        )
        os.close(follower)
        output = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # EIO: the other side closed
                break
            if not chunk:
                break
            output += chunk
        process.wait(timeout=60)
        os.close(leader)
        assert (b"\033[1;32mAC\033[0m" in output) == coloured, output


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")
def test_judge__single_run_under_an_unlisted_interpreter_warns_and_judges(tmp_path):
    folder = one_case_folder(tmp_path, interpreters=["CPython"])
    completed = run_judge(solution("accepted"), str(folder), "--python", "pypy3")
    assert completed.returncode == 0, completed.stdout
    assert "list CPython only" in completed.stderr and "judging anyway" in completed.stderr
