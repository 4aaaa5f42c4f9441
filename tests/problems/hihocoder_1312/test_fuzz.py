"""Malformed inputs the fuzzer pinned for HihoCoder 1312 (tests/test_fuzz.py draws the rest):
the submitted file refuses each with one line on stderr naming the problem, exit status 1 and
nothing on stdout."""

import pytest

from tests.conftest import load_solution, run_solution_file

NAME = "hihocoder_1312"
PINNED = [
    b"",
    "\ufeff".encode(),
    b"128\n",
    b"9" * 300 + b"\n1 2 3 4 5 6 7 8 0\n",
    b"1\n1 2 3\n4 5 6\n7 8 \xff\n",
    b"0\n",
    b"2\n1 2 3 4 5 6 7 8 0\n",
    b"1\n+1 2 3 4 5 6 7 8 0\n",
    # More than 4,300 digits, leading zeros included, are more than int() converts (CPython's
    # limit on integer string conversion): bad input, never a ValueError's traceback.
    b"0" * 4301 + b" 6",
    b"1\n" + b"0" * 4300 + b"9 1 2 3 4 5 6 7 8\n",
]


@pytest.mark.parametrize("data", PINNED, ids=range(len(PINNED)))
def test_solution_file__refuses_each_pinned_input_with_one_stderr_line_and_exit_1(data):
    result = run_solution_file(NAME, data)
    lines = result.stderr.decode("utf-8", "replace").splitlines()
    assert result.returncode == 1 and result.stdout == b"", lines
    assert len(lines) == 1 and lines[0].startswith(load_solution(NAME).PROBLEM + ": "), lines
