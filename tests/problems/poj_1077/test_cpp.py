"""POJ 1077's C++ file: one board a run, answered with the path the plain BFS proves; its bad
input and the variants its Python file tolerates.

What it proves
    - Slow tier (finding the 78,033 boards whose shortest path is unique takes seconds): on such
      boards (so any right answer is that path), 100 sampled, the farthest of them, a few
      unsolvable boards and the goal, then 1,000 more sampled, one board a run: the answer is that
      path in u, d, l, r (running.expected_path_lines, from the plain BFS), or `unsolvable`, and
      the Python file prints the same. The quick tier runs the file on the judge cases only
      (tests/test_cpp_solutions.py); HDU 1043's every-board run covers its board and BFS code.
    - Each bad input below is refused as the Python file refuses it (one line on stderr, exit
      status 1, nothing on stdout), and each input the Python file tolerates (byte order marks,
      Unicode spaces, a grid with CRLF and tabs, an unsolvable or solved board) gets its output.
Skipped, naming the package, without g++.
"""

import itertools
import random
import shutil

import pytest

from slidingkit.problems._cases import x_symbols
from tests.conftest import load_solution
from tests.running import (
    GOAL_3X3,
    expected_path_lines,
    first_paths,
    refused_alike,
    run_binary,
    tolerated_alike,
    unique_path_boards,
)

pytestmark = pytest.mark.skipif(
    shutil.which("g++") is None, reason="needs g++ (install the package g++)"
)

NAME = "poj_1077"
BAD_INPUTS = [
    ("empty", b""),
    ("only-spaces", b" \n"),
    ("8-symbols", b"1 2 3 4 5 6 7 8\n"),
    ("two-boards", b"12345678x 12345678x\n"),
    ("repeated-tile", b"1 2 3 4 5 6 7 x x\n"),
    ("letter", b"1 2 3 4 5 6 7 8 y\n"),
    ("upper-case-blank", b"1 2 3 4 5 6 7 8 X\n"),
    ("quote", b"1234567'x\n"),
    ("control-character", b"12345678\x01\n"),
    ("non-ascii-symbol", "12345678\u00e9\n".encode()),
    ("not-utf8", b"1 2 3 4 5 6 7 8 x\xff\n"),
    ("truncated-utf8", b"1 2 3 4 5 6 7 8 x\xe2\x82"),
]
TOLERATED_INPUTS = [
    ("byte-order-marks", b"\xef\xbb\xbf\xef\xbb\xbf2 3 4 1 5 x 7 6 8\n"),
    ("unicode-spaces", "2\u00a03\u30004 1\u20285 x\x1c7 6 8\u0085".encode()),
    ("grid-crlf-tabs", b"2\t3\t4\r\n1\t5\tx\r\n7\t6\t8\r\n"),
    ("unsolvable", b"1 2 3 4 5 6 8 7 x\n"),
    ("solved", b"1 2 3 4 5 6 7 8 x\n"),
]


def check_on(boards, cpp_program):
    solve = load_solution(NAME).solve
    for board in boards:
        text = " ".join(x_symbols(board)) + "\n"
        completed = run_binary(cpp_program(NAME), text.encode())
        assert completed.returncode == 0 and completed.stderr == b"", (board, completed.stderr)
        assert completed.stdout.decode() == expected_path_lines([board]) == solve(text), board


@pytest.mark.slow
def test_cpp__prints_the_path_on_the_farthest_and_100_sampled_boards_whose_path_is_unique(
    cpp_program,
):
    rng = random.Random(1077)
    unique = unique_path_boards()
    farthest_unique = [board for board in unique if len(first_paths()[board]) == 29]
    unsolvable = [
        board
        for board in rng.sample(list(itertools.permutations(range(9))), 40)
        if board not in first_paths()
    ][:5]
    sampled = rng.sample(unique, 100)
    check_on(sampled + farthest_unique + unsolvable + [GOAL_3X3], cpp_program)


@pytest.mark.slow
def test_cpp__prints_the_path_on_1000_more_boards_whose_shortest_path_is_unique(cpp_program):
    check_on(random.Random(1078).sample(unique_path_boards(), 1000), cpp_program)


@pytest.mark.parametrize("data", [data for _, data in BAD_INPUTS], ids=[n for n, _ in BAD_INPUTS])
def test_cpp__bad_input_is_refused_as_the_python_file_refuses_it(data, cpp_program):
    refused_alike(cpp_program(NAME), NAME, data)


@pytest.mark.parametrize(
    "data", [data for _, data in TOLERATED_INPUTS], ids=[n for n, _ in TOLERATED_INPUTS]
)
def test_cpp__input_the_python_file_tolerates_gives_its_output(data, cpp_program):
    tolerated_alike(cpp_program(NAME), NAME, data)
