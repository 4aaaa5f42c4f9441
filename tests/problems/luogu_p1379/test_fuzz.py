"""Malformed inputs the fuzzer pinned for Luogu P1379 (tests/test_fuzz.py draws the rest): the
submitted file refuses each with one line on stderr naming the problem, exit status 1 and
nothing on stdout."""

import pytest

from tests.conftest import load_solution, run_solution_file

NAME = "luogu_p1379"
PINNED = [
    b"",
    "\ufeff".encode(),
    b"128\n",
    b"9" * 300 + b"\n",
    b"283104765\xff\n",
    b"2831\x0004765\n",
    b"2 8 3 1 -0 4 7 6 5\n",
    "２８３１０４７６５".encode(),
]


@pytest.mark.parametrize("data", PINNED, ids=range(len(PINNED)))
def test_solution_file__refuses_each_pinned_input_with_one_stderr_line_and_exit_1(data):
    result = run_solution_file(NAME, data)
    lines = result.stderr.decode("utf-8", "replace").splitlines()
    assert result.returncode == 1 and result.stdout == b"", lines
    assert len(lines) == 1 and lines[0].startswith(load_solution(NAME).PROBLEM + ": "), lines
