"""Malformed inputs the fuzzer pinned for Princeton's 8puzzle (tests/test_fuzz.py draws the
rest): the submitted file refuses each with one line on stderr naming the problem, exit status
1 and nothing on stdout."""

import pytest

from tests.conftest import load_solution, run_solution_file

NAME = "princeton_8puzzle"
LONG = 100_000  # a long line has at least this many characters
PINNED = [
    b"",
    "\ufeff".encode(),
    b"128\n",
    # n = 128 with all its tiles in goal order: valid but for n, and answered at once if taken
    ("128 " + " ".join(str(tile) for tile in list(range(1, 128 * 128)) + [0])).encode(),
    b"0\n",
    b"1\n0\n",
    b"9" * 300 + b"\n1 2 3 0\n",
    b"2\n1 2\n3 \xc0\n",
    b"3\n1 2 3\n4 5 6\n7 8 8\n",
    b"2\n1 2 3 -0\n",
    # More than 4,300 digits, leading zeros included: more than int() converts.
    b"0" * 4298 + b"128",
    b"2\n" + b"0" * 4300 + b"4 1 2 3\n",
    b"3 1 2 3 4 5 6 7 8 0 " + b"0" * LONG + b"\n",
]


@pytest.mark.parametrize("data", PINNED, ids=range(len(PINNED)))
def test_solution_file__refuses_each_pinned_input_with_one_stderr_line_and_exit_1(data):
    result = run_solution_file(NAME, data)
    lines = result.stderr.decode("utf-8", "replace").splitlines()
    assert result.returncode == 1 and result.stdout == b"", lines
    assert len(lines) == 1 and lines[0].startswith(load_solution(NAME).PROBLEM + ": "), lines
