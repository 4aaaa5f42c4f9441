"""HDU 3567's C++ file: any goal, the smallest shortest path in d < l < r < u; its bad input and
the variants its Python file tolerates.

What it proves
    - Slow tier (each expected answer is a BFS of its own): 300 seeded (start, goal) pairs in two
      inputs of 150 (the statement allows 200), covering every pair of blank cells: the output is
      the package's reference answer (slidingkit/problems/hdu_3567/cases.py: the smallest shortest
      path in d < l < r < u, by plain BFS), and the Python file prints the same. The quick tier runs
      the file on the judge cases only (tests/test_cpp_solutions.py).
    - Each bad input below is refused as the Python file refuses it (one line on stderr, exit
      status 1, nothing on stdout), and each input the Python file tolerates (a byte order mark,
      Unicode spaces, a padded count, boards on one line, CRLF) gets its output.
Skipped, naming the package, without g++.
"""

import random
import shutil

import pytest

from slidingkit.oracle import reference
from slidingkit.problems._cases import x_symbols
from slidingkit.problems.hdu_3567 import cases
from tests.conftest import load_solution
from tests.running import refused_alike, run_binary, tolerated_alike

pytestmark = pytest.mark.skipif(
    shutil.which("g++") is None, reason="needs g++ (install the package g++)"
)

NAME = "hdu_3567"
BAD_INPUTS = [
    ("empty", b""),
    ("t-is-a-letter", b"x\n12X453786\n12345678X\n"),
    ("t-is-negative", b"-1\n12X453786\n12345678X\n"),
    ("t-far-out-of-range", b"12345678901\n12X453786\n12345678X\n"),
    ("t-long-token-shortened", b"abcdefghijklmnopqrstuvwxyz\n12X453786\n"),
    ("t-is-0", b"0\n"),
    ("too-few-boards", b"2\n12X453786\n12345678X\n"),
    ("too-many-boards", b"1\n12X453786\n12345678X\n12345678X\n"),
    ("board-with-spaces", b"1\n1 2 X 4 5 3 7 8 6\n12345678X\n"),
    ("short-start", b"1\n12X45378\n12345678X\n"),
    ("long-start-shortened", b"1\n12X4537860123456789012345\n12345678X\n"),
    ("lower-case-blank", b"1\n12X453786\n12345678x\n"),
    ("repeated-tile", b"1\n12X453786\n1234567XX\n"),
    ("quote-in-case-2", b"2\n12X453786\n12345678X\n12X453786\n1234'678X\n"),
    ("unreachable-goal", b"1\n21X453786\n12345678X\n"),
    ("unreachable-before-a-short-board", b"2\n21X453786\n12345678X\n12X453786\n12345678\n"),
    ("count-before-cases", b"3\n12X453786\n21345678X\n12X453786\n12345678X\n"),
    ("non-ascii-symbol", "1\n12X453786\n1234567\u00e9X\n".encode()),
    ("not-utf8", b"1\n12X453786\n12345678X\xff"),
]
TOLERATED_INPUTS = [
    ("byte-order-mark-and-unicode-spaces", "\ufeff1\u00a012X453786\u300012345678X".encode()),
    ("t-with-leading-zeros", b"0000000001\n12X453786\n12345678X\n"),
    ("boards-on-one-line", b"1\n12X453786 12X453786\n"),
    ("crlf", b"1\r\n564178X23\r\n7568X4123\r\n"),
]


def random_pairs(count, rng):
    """count (start, goal) pairs, the start able to reach the goal; pair i has its start's blank
    in cell i % 9 and its goal's in cell i // 9 % 9, so 81 pairs cover every pair of cells."""
    pairs = []
    for index in range(count):
        boards = []
        for blank in (index % 9, index // 9 % 9):
            tiles = list(range(1, 9))
            rng.shuffle(tiles)
            tiles.insert(blank, 0)
            boards.append(tuple(tiles))
        start, goal = boards
        if reference.distance_between(start, goal) is None:  # the other class: swap two tiles
            first, second = [cell for cell in range(9) if start[cell]][:2]
            cells = list(start)
            cells[first], cells[second] = cells[second], cells[first]
            start = tuple(cells)
        pairs.append((start, goal))
    return pairs


@pytest.mark.slow
def test_cpp__prints_the_smallest_shortest_path_on_300_sampled_pairs(cpp_program):
    rng = random.Random(3567)
    pairs = random_pairs(300, rng)
    solve = load_solution(NAME).solve
    for first in (0, 150):  # T = 150: the statement allows 200 at most
        text = "150\n" + "".join(
            "%s\n%s\n" % (x_symbols(start, "X"), x_symbols(goal, "X"))
            for start, goal in pairs[first : first + 150]
        )
        completed = run_binary(cpp_program(NAME), text.encode())
        assert completed.returncode == 0 and completed.stderr == b"", completed.stderr
        output = completed.stdout.decode()
        assert output == cases.expected(text)
        assert output == solve(text)


@pytest.mark.parametrize("data", [data for _, data in BAD_INPUTS], ids=[n for n, _ in BAD_INPUTS])
def test_cpp__bad_input_is_refused_as_the_python_file_refuses_it(data, cpp_program):
    refused_alike(cpp_program(NAME), NAME, data)


@pytest.mark.parametrize(
    "data", [data for _, data in TOLERATED_INPUTS], ids=[n for n, _ in TOLERATED_INPUTS]
)
def test_cpp__input_the_python_file_tolerates_gives_its_output(data, cpp_program):
    tolerated_alike(cpp_program(NAME), NAME, data)
