"""HDU 1043's C++ file: the first shortest path in the order u, d, l, r, for many boards in one
input, as the plain BFS gives it; its bad input and the variants its Python file tolerates.

What it proves
    - 2,000 seeded boards, the farthest ones and the goal in one input: each answer is the first
      shortest path in u, d, l, r (running.first_paths, checked here against
      slidingkit/oracle/reference.py's first_shortest_path), or `unsolvable`; the Python file prints
      the same. Every board of the 3x3 puzzle in the slow tier. POJ 1077's C++ board and BFS code is
      this file's (both hold slidingkit/core/cpp/board.h and distances.h byte for byte:
      tests/tools/vendor/test_cpp.py), so the every-board run covers it too.
    - Each bad input below is refused as the Python file refuses it (one line on stderr, exit
      status 1, nothing on stdout), and each input the Python file tolerates (byte order marks,
      Unicode spaces, CRLF, no final newline) gets its output.
Skipped, naming the package, without g++.
"""

import itertools
import random
import shutil

import pytest

from slidingkit.oracle import reference
from slidingkit.problems._cases import x_symbols
from tests.conftest import load_solution
from tests.running import (
    GOAL_3X3,
    expected_path_lines,
    farthest_boards,
    first_paths,
    refused_alike,
    run_binary,
    tolerated_alike,
)

pytestmark = pytest.mark.skipif(
    shutil.which("g++") is None, reason="needs g++ (install the package g++)"
)

NAME = "hdu_1043"
ALL_BOARDS = list(itertools.permutations(range(9)))
BAD_INPUTS = [
    ("empty", b""),
    ("only-spaces", b"  \r\n\t "),
    ("8-symbols", b"12345678\n"),
    ("10-symbols", b"12345678x1\n"),
    ("repeated-tile", b"1234567xx\n"),
    ("second-board-repeats", b"12345678x 11345678x\n"),
    ("letter", b"12345678y\n"),
    ("upper-case-blank", b"12345678X\n"),
    ("quote", b"1234567'x\n"),
    ("backslash", b"1234567\\x\n"),
    ("control-character", b"12345678\x01\n"),
    ("non-ascii-symbol", "12345678\u00e9\n".encode()),
    ("count-before-boards", "12345678x\n1234567\u00e9x\n11345678x\n1234".encode()),
    ("byte-order-mark-not-first", b" \xef\xbb\xbf12345678x"),
    ("not-utf8", b"12345678x\xff\n"),
    ("surrogate", b"12345678x\xed\xa0\x80\n"),
    ("overlong", b"\xc0\xaf12345678x\n"),
    ("past-u10ffff", b"12345678x\xf4\x90\x80\x80\n"),
    ("truncated-utf8", b"12345678x\xe2\x82"),
]
TOLERATED_INPUTS = [
    ("byte-order-marks", b"\xef\xbb\xbf\xef\xbb\xbf2 3 4 1 5 x 7 6 8\n"),
    ("unicode-spaces", "1\u00a02\u30003 4\u20285 6\x1c7 8 x\u0085 23415x768".encode()),
    ("crlf", b"2 3 4\r\n1 5 x\r\n7 6 8\r\n"),
    ("no-final-newline", b"23415x768"),
]


def check_on(boards, cpp_program):
    text = "".join(x_symbols(board) + "\n" for board in boards)
    completed = run_binary(cpp_program(NAME), text.encode())
    assert completed.returncode == 0 and completed.stderr == b"", completed.stderr
    output = completed.stdout.decode()
    expected = expected_path_lines(boards)
    if output != expected:
        mismatches = [
            (board, want, got)
            for board, want, got in zip(boards, expected.splitlines(), output.splitlines())
            if want != got
        ]
        pytest.fail("%d boards differ, the first: %r" % (len(mismatches), mismatches[:3]))
    assert load_solution(NAME).solve(text) == output


def test_first_paths__are_the_references_first_shortest_paths():
    rng = random.Random(7)
    for board in rng.sample(sorted(first_paths()), 300) + farthest_boards():
        assert first_paths()[board] == reference.first_shortest_path(board, GOAL_3X3, 3, "UDLR")


def test_cpp__prints_the_first_shortest_path_in_udlr_on_sampled_boards(cpp_program):
    rng = random.Random(1043)
    check_on(rng.sample(ALL_BOARDS, 2000) + farthest_boards() + [GOAL_3X3], cpp_program)


@pytest.mark.slow
def test_cpp__prints_the_first_shortest_path_in_udlr_on_every_board(cpp_program):
    check_on(ALL_BOARDS, cpp_program)


@pytest.mark.parametrize("data", [data for _, data in BAD_INPUTS], ids=[n for n, _ in BAD_INPUTS])
def test_cpp__bad_input_is_refused_as_the_python_file_refuses_it(data, cpp_program):
    refused_alike(cpp_program(NAME), NAME, data)


@pytest.mark.parametrize(
    "data", [data for _, data in TOLERATED_INPUTS], ids=[n for n, _ in TOLERATED_INPUTS]
)
def test_cpp__input_the_python_file_tolerates_gives_its_output(data, cpp_program):
    tolerated_alike(cpp_program(NAME), NAME, data)
