"""slidingkit/judge/console.py: what the judge does on the terminal: colour and warnings.

What it proves: colour comes on request and never into a pipe; by default it follows whether
stdout is a terminal, and NO_COLOR turns it off; a single run under an interpreter the settings do
not list warns and judges anyway (when PyPy is installed). A limit flag takes a number above 0 and
up to 1,000,000, the same range as the settings, and refuses inf, nan and anything larger with
the range in its message; a count flag takes a whole number from 1 up, however large, and says
"too large" of one with more digits than Python reads.
"""

import argparse
import os
import shutil
import subprocess
import sys

import pytest

from slidingkit.judge.console import positive_integer, positive_number
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
            [sys.executable, "-m", "slidingkit.judge", solution("accepted"), str(FIXTURE_CASES)],
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


@pytest.mark.parametrize(
    "text, value",
    [("1e6", 1e6), ("1000000", 1e6), ("0.001", 0.001), ("5e-324", 5e-324), (" 2 ", 2.0)],
)
def test_positive_number__takes_a_limit_in_its_range(text, value):
    assert positive_number(text) == value


@pytest.mark.parametrize(
    "text, message",
    [
        ("inf", "must be a positive number, at most 1000000, got 'inf'"),
        ("-inf", "must be a positive number, at most 1000000, got '-inf'"),
        ("nan", "must be a positive number, at most 1000000, got 'nan'"),
        ("1e309", "must be a positive number, at most 1000000, got '1e309'"),
        ("1e20", "must be a positive number, at most 1000000, got '1e20'"),
        ("1000000.5", "must be a positive number, at most 1000000, got '1000000.5'"),
        ("0", "must be a positive number, at most 1000000, got '0'"),
        ("1e-400", "must be a positive number, at most 1000000, got '1e-400'"),
        ("-1", "must be a positive number, at most 1000000, got '-1'"),
        ("junk", "not a number: 'junk'"),
    ],
)
def test_positive_number__refuses_anything_else_with_the_range(text, message):
    with pytest.raises(argparse.ArgumentTypeError) as error:
        positive_number(text)
    assert str(error.value) == message


def test_positive_integer__takes_any_whole_number_from_1_and_says_which_it_refuses():
    assert positive_integer("1") == 1
    assert positive_integer("9" * 30) == int("9" * 30)
    for text, message in (
        ("0", "must be at least 1, got '0'"),
        ("-3", "must be at least 1, got '-3'"),
        ("1e3", "not a whole number: '1e3'"),
        ("9" * 5000, "too large: '999999999999...9999999999999'"),
    ):
        with pytest.raises(argparse.ArgumentTypeError) as error:
            positive_integer(text)
        assert str(error.value) == message
