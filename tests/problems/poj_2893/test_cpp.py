"""POJ 2893's C++ file: YES or NO for M x N boards; its bad input and the variants its Python
file tolerates.

What it proves
    - YES exactly for the boards the plain BFS of their shape finds from the standard goal, on
      every 2x2, 2x3 and 3x2 board and 2,000 sampled 3x3 boards in one input (every 3x3 board in
      the slow tier); the Python file prints the same.
    - Each bad input below is refused as the Python file refuses it (one line on stderr, exit
      status 1, nothing on stdout), and each input the Python file tolerates (a byte order mark,
      Unicode spaces, leading zeros, one line, CRLF) gets its output. A number of 10 to 19 digits
      is bad input to both, worded otherwise (as the file's header says).
Skipped, naming the package, without g++.
"""

import itertools
import random
import shutil

import pytest

from slidingkit.oracle import reference
from tests.conftest import load_solution, run_solution_file
from tests.running import refused_alike, run_binary, tolerated_alike

pytestmark = pytest.mark.skipif(
    shutil.which("g++") is None, reason="needs g++ (install the package g++)"
)

NAME = "poj_2893"
ALL_BOARDS = list(itertools.permutations(range(9)))
BAD_INPUTS = [
    ("empty", b""),
    ("only-spaces", b" \n"),
    ("no-end-line", b"2 2\n1 2\n3 0\n"),
    ("half-an-end-line", b"2 2\n1 2\n3 0\n0\n"),
    ("too-few-numbers", b"2 2\n1 2\n3\n"),
    ("numbers-after-the-end", b"2 2\n1 2\n3 0\n0 0\n5\n"),
    ("m-is-1", b"1 2\n1 0\n0 0\n"),
    ("m-is-1000", b"1000 2\n"),
    ("tile-out-of-range", b"2 2\n1 2\n3 4\n0 0\n"),
    ("repeated-tile", b"2 2\n1 2\n2 0\n0 0\n"),
    ("repeated-tile-in-case-2", b"2 2\n1 2\n3 0\n2 2\n1 1\n0 0\n0 0\n"),
    ("shape-before-an-earlier-board", b"2 2\n1 1 2 0\n1000 2\n"),
    ("count-before-the-board", b"5 5\n1 1\n"),
    ("letter", b"2 2\n1 2\n3 x\n0 0\n"),
    ("minus-zero", b"2 2\n1 2\n3 -0\n0 0\n"),
    ("quote", b"2 2\n1 2\n3 '0\n0 0\n"),
    ("non-ascii-digit", "2 2\n1 2\n3 \u0663\n0 0\n".encode()),
    ("past-2-to-the-63", b"2 2\n1 2\n3 99999999999999999999\n0 0\n"),
    ("float-after-the-end", b"2 2\n1 2 3 0\n0 0 1.5\n"),
    ("not-utf8", b"2 2\n1 2\n3 0\n0 0\xff"),
]
TOLERATED_INPUTS = [
    ("byte-order-mark-and-unicode-spaces", "\ufeff2\u00a02\n1 2\u30003 0\n0 0\n".encode()),
    ("leading-zeros-and-one-line", b"2 2 1 2 3 0 000 0000"),
    ("only-the-end-line", b"0 0\n"),
    ("two-shapes-crlf", b"2 2\r\n0 1\r\n2 3\r\n3 3\r\n1 2 3 4 5 6 7 8 0\r\n0 0\r\n"),
]


def check_on(shaped_boards, cpp_program):
    """shaped_boards: (rows, columns, board) triples, all in one input; YES exactly for the boards
    the plain BFS of their shape finds from the standard goal."""
    text = (
        "".join(
            "%d %d\n" % (rows, columns)
            + "".join(
                " ".join(map(str, board[row * columns : (row + 1) * columns])) + "\n"
                for row in range(rows)
            )
            for rows, columns, board in shaped_boards
        )
        + "0 0\n"
    )
    expected = "".join(
        "YES\n"
        if board in reference.shape_distances(tuple(range(1, rows * columns)) + (0,), columns)
        else "NO\n"
        for rows, columns, board in shaped_boards
    )
    completed = run_binary(cpp_program(NAME), text.encode())
    assert completed.returncode == 0 and completed.stderr == b"", completed.stderr
    assert completed.stdout.decode() == expected
    assert load_solution(NAME).solve(text) == expected


def test_cpp__answers_every_small_board_and_sampled_3x3_boards(cpp_program):
    small = [
        (rows, columns, board)
        for rows, columns in ((2, 2), (2, 3), (3, 2))
        for board in itertools.permutations(range(rows * columns))
    ]
    sampled = [(3, 3, board) for board in random.Random(2893).sample(ALL_BOARDS, 2000)]
    check_on(small + sampled, cpp_program)


@pytest.mark.slow
def test_cpp__answers_every_3x3_board(cpp_program):
    check_on([(3, 3, board) for board in ALL_BOARDS], cpp_program)


@pytest.mark.parametrize("data", [data for _, data in BAD_INPUTS], ids=[n for n, _ in BAD_INPUTS])
def test_cpp__bad_input_is_refused_as_the_python_file_refuses_it(data, cpp_program):
    refused_alike(cpp_program(NAME), NAME, data)


def test_cpp__a_number_of_10_to_19_digits_is_bad_input_though_worded_otherwise(cpp_program):
    """The Python file reads input of digits and whitespace only as numbers up to 2**63 and
    names the case the big one spoils; the C++ file calls the number far out of range."""
    data = b"2 2\n1 2\n3 12345678901\n0 0\n"
    completed = run_binary(cpp_program(NAME), data)
    python = run_solution_file(NAME, data)
    for each in (completed, python):
        assert (each.returncode, each.stdout, each.stderr.count(b"\n")) == (1, b"", 1), each
    assert completed.stderr == b"POJ 2893: bad input: item 6 is '12345678901', far out of range\n"
    assert python.stderr == b"POJ 2893: bad input: case 1: tile 12345678901 is out of range 0..3\n"


@pytest.mark.parametrize(
    "data", [data for _, data in TOLERATED_INPUTS], ids=[n for n, _ in TOLERATED_INPUTS]
)
def test_cpp__input_the_python_file_tolerates_gives_its_output(data, cpp_program):
    tolerated_alike(cpp_program(NAME), NAME, data)
