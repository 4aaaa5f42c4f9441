"""The C++ files for the judges that take no Python (HDU, POJ): solutions/NAME.cpp beside NAME.py.

What it proves, for each C++ file
    - it compiles without a single warning under g++ -std=c++98 -O2 -Wall -pedantic-errors (the
      judges' G++ predates C++11) and under -std=c++17 (what the local judge compiles with);
    - the local judge accepts it on every case of judge_cases/NAME/, with peak memory within half
      the problem's limit (CPU time is left to `make judge`'s table: tests never time);
    - `python3 -m judge stress` passes it on 200 generated inputs, answered by oracle/reference.py;
    - its output is byte for byte the Python file's on every case of judge_cases/NAME/, and both
      equal the independent reference: the first shortest path in the order u, d, l, r for a
      seeded sample of 3x3 boards (HDU 1043: 2,000 in one input, every board in the slow tier;
      POJ 1077, one board a run: boards whose shortest path is unique, 100, or 1,000 in the slow
      tier). POJ 1077's board and BFS code is HDU 1043's: both hold core/cpp/board.h and
      distances.h byte for byte (tests/test_vendor_cpp.py), so HDU 1043's every-board run covers
      it too. HDU 3567: 300 seeded (start, goal) pairs covering every pair of blank cells, the
      smallest shortest path in d < l < r < u. POJ 2893: YES or NO for every 2x2, 2x3 and 3x2
      board and 2,000 sampled 3x3 boards, every 3x3 board in the slow tier;
    - bad input: exit status 1, nothing on stdout and one line on stderr, the very line the
      Python file writes (POJ 2893 words one fault otherwise, as its header says); the input
      variants the Python file tolerates (a byte order mark, Unicode spaces, CRLF, a file named
      on the command line) give its output too.
Cost: most of it the four stress runs; the slow tier (every 3x3 board through HDU 1043 and
    POJ 2893, 1,000 POJ 1077 runs) runs only under make test-all.
Expected answers come from oracle/reference.py (plain BFS), never from the code under test.
Every test here is skipped, naming the package to install, when g++ is missing.
"""

import functools
import itertools
import json
import random
import shutil
import subprocess
import sys

import pytest

from oracle import family_reference, reference
from oracle.family_reference import x_symbols
from tests.conftest import CASES, SOLUTIONS, load_solution, run_solution_file
from tests.running import GENEROUS_TIME, run_judge, stress

pytestmark = pytest.mark.skipif(
    shutil.which("g++") is None, reason="needs g++ (install the package g++)"
)

NAMES = ["hdu_1043", "poj_1077", "hdu_3567", "poj_2893"]
PROBLEM_TITLES = {
    "hdu_1043": "HDU 1043",
    "poj_1077": "POJ 1077",
    "hdu_3567": "HDU 3567",
    "poj_2893": "POJ 2893",
}
STRICT = ["-O2", "-Wall", "-pedantic-errors"]
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
ALL_BOARDS = list(itertools.permutations(range(9)))
RUN_TIMEOUT = 60  # seconds: a bound that proves a run ends on a busy machine, not a speed test


def source(name):
    return SOLUTIONS / (name + ".cpp")


def compile_file(name, standard, binary):
    """g++ -std=STANDARD with the strict flags; returns the CompletedProcess (text)."""
    return subprocess.run(
        ["g++", "-std=" + standard] + STRICT + ["-o", str(binary), str(source(name))],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        universal_newlines=True,
        timeout=120,
    )


@pytest.fixture(scope="session")
def program(tmp_path_factory):
    """program(NAME): the path of solutions/NAME.cpp built as the judges build it (C++98),
    compiled once per session."""
    folder = tmp_path_factory.mktemp("cpp_solutions")
    built = {}

    def build(name):
        if name not in built:
            binary = folder / name
            completed = compile_file(name, "c++98", binary)
            assert completed.returncode == 0, completed.stderr
            built[name] = binary
        return built[name]

    return build


def run(binary, data, *arguments):
    return subprocess.run(
        [str(binary)] + [str(argument) for argument in arguments],
        input=data,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=RUN_TIMEOUT,
    )


def case_inputs(name):
    return sorted((CASES / name).glob("*.in"))


# --- every file: warnings, the judge, stress, the Python file's output ---------------------------


@pytest.mark.parametrize("standard", ["c++98", "c++17"])
@pytest.mark.parametrize("name", NAMES)
def test_cpp_file__compiles_without_a_warning_under_pedantic_errors(name, standard, tmp_path):
    completed = compile_file(name, standard, tmp_path / name)
    assert completed.returncode == 0 and completed.stderr == "", completed.stderr


@pytest.mark.parametrize("name", NAMES)
def test_cpp_file__is_accepted_on_every_judge_case_within_half_the_memory_limit(name, tmp_path):
    report_path = tmp_path / "report.json"
    completed = run_judge(source(name), CASES / name, "--json", report_path)
    assert "Traceback" not in completed.stderr, completed.stderr
    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert report["language"] == "C++", report["interpreter"]
    assert [case["verdict"] for case in report["cases"]] == ["AC"] * len(case_inputs(name)), (
        completed.stdout[-3000:]
    )
    peak = max(case["memory_mb"] for case in report["cases"])
    assert peak <= report["memory_limit"] / 2, "%.1f MB of %g MB" % (peak, report["memory_limit"])


@pytest.mark.slow  # 200 inputs a problem through the judge: make test-all
@pytest.mark.parametrize("name", NAMES)
def test_cpp_file__passes_200_stress_inputs_against_the_reference(name):
    completed = stress(
        source(name), name, "-n", "200", "--seed", "98", "--time-limit", GENEROUS_TIME
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "200 passed, 0 failed" in completed.stdout


@pytest.mark.parametrize("name", NAMES)
def test_cpp_file__prints_what_the_python_file_prints_on_every_judge_case(name, program):
    solve = load_solution(name).solve
    for path in case_inputs(name):
        data = path.read_bytes()
        completed = run(program(name), data)
        assert completed.returncode == 0 and completed.stderr == b"", (path.name, completed.stderr)
        assert completed.stdout.decode("utf-8") == solve(data.decode("utf-8").lstrip("\ufeff")), (
            path.name
        )


# --- HDU 1043: the first shortest path in the order u, d, l, r ----------------------------------


@functools.lru_cache(maxsize=None)
def first_paths():
    """Every board that reaches GOAL -> its first shortest path in the order U, D, L, R: what
    reference.first_shortest_path gives, for all boards at once (walking outward from the goal
    over the plain BFS distances, each board's path is its first move down plus the path of the
    board that move leads to)."""
    distances = reference.shape_distances(GOAL, 3)
    paths = {GOAL: ""}
    for board in sorted(distances, key=distances.get):
        if board != GOAL:
            options = dict(reference.moves_in(board, 3))
            letter = next(
                letter
                for letter in "UDLR"
                if letter in options and distances[options[letter]] == distances[board] - 1
            )
            paths[board] = letter + paths[options[letter]]
    return paths


def expected_path_lines(boards):
    paths = first_paths()
    return "".join(
        (paths[board].lower() if board in paths else "unsolvable") + "\n" for board in boards
    )


def board_lines(boards):
    return "".join(x_symbols(board) + "\n" for board in boards)


def farthest_boards():
    distances = reference.shape_distances(GOAL, 3)
    return sorted(board for board, moves in distances.items() if moves >= 30)


def check_hdu_1043_on(boards, program):
    text = board_lines(boards)
    completed = run(program("hdu_1043"), text.encode())
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
    assert load_solution("hdu_1043").solve(text) == output


def test_first_paths__are_the_references_first_shortest_paths():
    rng = random.Random(7)
    for board in rng.sample(sorted(first_paths()), 300) + farthest_boards():
        assert first_paths()[board] == reference.first_shortest_path(board, GOAL, 3, "UDLR")


def test_hdu_1043_cpp__prints_the_first_shortest_path_in_udlr_on_sampled_boards(program):
    rng = random.Random(1043)
    check_hdu_1043_on(rng.sample(ALL_BOARDS, 2000) + farthest_boards() + [GOAL], program)


@pytest.mark.slow
def test_hdu_1043_cpp__prints_the_first_shortest_path_in_udlr_on_every_board(program):
    check_hdu_1043_on(ALL_BOARDS, program)


# --- POJ 1077: one board a run ------------------------------------------------------------------


@functools.lru_cache(maxsize=None)
def unique_path_boards():
    """The boards with exactly one shortest path to GOAL (78,033 of them), by counting shortest
    paths over the plain BFS distances: a board's count is the sum of its neighbours' one move
    nearer."""
    distances = reference.shape_distances(GOAL, 3)
    counts = {}
    for board in sorted(distances, key=distances.get):
        counts[board] = (
            1
            if board == GOAL
            else sum(
                counts[neighbour]
                for _, neighbour in reference.moves_in(board, 3)
                if distances[neighbour] == distances[board] - 1
            )
        )
    return sorted(board for board, count in counts.items() if count == 1)


def check_poj_1077_on(boards, program):
    solve = load_solution("poj_1077").solve
    for board in boards:
        text = " ".join(x_symbols(board)) + "\n"
        completed = run(program("poj_1077"), text.encode())
        assert completed.returncode == 0 and completed.stderr == b"", (board, completed.stderr)
        assert completed.stdout.decode() == expected_path_lines([board]) == solve(text), board


@pytest.mark.slow
def test_poj_1077_cpp__prints_the_path_on_sampled_boards_whose_shortest_path_is_unique(program):
    rng = random.Random(1077)
    unique = unique_path_boards()
    farthest_unique = [board for board in unique if len(first_paths()[board]) == 29]
    unsolvable = [board for board in rng.sample(ALL_BOARDS, 40) if board not in first_paths()][:5]
    check_poj_1077_on(rng.sample(unique, 100) + farthest_unique + unsolvable + [GOAL], program)


@pytest.mark.slow
def test_poj_1077_cpp__prints_the_path_on_1000_more_boards_whose_shortest_path_is_unique(program):
    check_poj_1077_on(random.Random(1078).sample(unique_path_boards(), 1000), program)


# --- HDU 3567: any goal, the smallest shortest path in d < l < r < u ------------------------------


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
def test_hdu_3567_cpp__prints_the_smallest_shortest_path_on_300_sampled_pairs(program):
    rng = random.Random(3567)
    pairs = random_pairs(300, rng)
    solve = load_solution("hdu_3567").solve
    for first in (0, 150):  # T = 150: the statement allows 200 at most
        text = "150\n" + "".join(
            "%s\n%s\n" % (x_symbols(start, "X"), x_symbols(goal, "X"))
            for start, goal in pairs[first : first + 150]
        )
        completed = run(program("hdu_3567"), text.encode())
        assert completed.returncode == 0 and completed.stderr == b"", completed.stderr
        output = completed.stdout.decode()
        assert output == family_reference.expected_hdu_3567(text)
        assert output == solve(text)


# --- POJ 2893: YES or NO for M x N boards ---------------------------------------------------------


def check_poj_2893_on(shaped_boards, program):
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
    completed = run(program("poj_2893"), text.encode())
    assert completed.returncode == 0 and completed.stderr == b"", completed.stderr
    assert completed.stdout.decode() == expected
    assert load_solution("poj_2893").solve(text) == expected


def test_poj_2893_cpp__answers_every_small_board_and_sampled_3x3_boards(program):
    small = [
        (rows, columns, board)
        for rows, columns in ((2, 2), (2, 3), (3, 2))
        for board in itertools.permutations(range(rows * columns))
    ]
    sampled = [(3, 3, board) for board in random.Random(2893).sample(ALL_BOARDS, 2000)]
    check_poj_2893_on(small + sampled, program)


@pytest.mark.slow
def test_poj_2893_cpp__answers_every_3x3_board(program):
    check_poj_2893_on([(3, 3, board) for board in ALL_BOARDS], program)


# --- bad input and the variants the Python files tolerate ---------------------------------------

BAD_INPUTS = {
    "hdu_1043": [
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
    ],
    "poj_1077": [
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
    ],
    "hdu_3567": [
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
    ],
    "poj_2893": [
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
    ],
}
TOLERATED_INPUTS = {
    "hdu_1043": [
        ("byte-order-marks", b"\xef\xbb\xbf\xef\xbb\xbf2 3 4 1 5 x 7 6 8\n"),
        ("unicode-spaces", "1\u00a02\u30003 4\u20285 6\x1c7 8 x\u0085 23415x768".encode()),
        ("crlf", b"2 3 4\r\n1 5 x\r\n7 6 8\r\n"),
        ("no-final-newline", b"23415x768"),
    ],
    "poj_1077": [
        ("byte-order-marks", b"\xef\xbb\xbf\xef\xbb\xbf2 3 4 1 5 x 7 6 8\n"),
        ("unicode-spaces", "2\u00a03\u30004 1\u20285 x\x1c7 6 8\u0085".encode()),
        ("grid-crlf-tabs", b"2\t3\t4\r\n1\t5\tx\r\n7\t6\t8\r\n"),
        ("unsolvable", b"1 2 3 4 5 6 8 7 x\n"),
        ("solved", b"1 2 3 4 5 6 7 8 x\n"),
    ],
    "hdu_3567": [
        ("byte-order-mark-and-unicode-spaces", "\ufeff1\u00a012X453786\u300012345678X".encode()),
        ("t-with-leading-zeros", b"0000000001\n12X453786\n12345678X\n"),
        ("boards-on-one-line", b"1\n12X453786 12X453786\n"),
        ("crlf", b"1\r\n564178X23\r\n7568X4123\r\n"),
    ],
    "poj_2893": [
        ("byte-order-mark-and-unicode-spaces", "\ufeff2\u00a02\n1 2\u30003 0\n0 0\n".encode()),
        ("leading-zeros-and-one-line", b"2 2 1 2 3 0 000 0000"),
        ("only-the-end-line", b"0 0\n"),
        ("two-shapes-crlf", b"2 2\r\n0 1\r\n2 3\r\n3 3\r\n1 2 3 4 5 6 7 8 0\r\n0 0\r\n"),
    ],
}
BAD_CASES = [(name, data) for name in NAMES for _, data in BAD_INPUTS[name]]
BAD_IDS = ["%s/%s" % (name, label) for name in NAMES for label, _ in BAD_INPUTS[name]]
TOLERATED_CASES = [(name, data) for name in NAMES for _, data in TOLERATED_INPUTS[name]]
TOLERATED_IDS = ["%s/%s" % (name, label) for name in NAMES for label, _ in TOLERATED_INPUTS[name]]


@pytest.mark.parametrize("name, data", BAD_CASES, ids=BAD_IDS)
def test_cpp_file__bad_input_is_one_stderr_line_exit_1_and_nothing_on_stdout(name, data, program):
    completed = run(program(name), data)
    python = run_solution_file(name, data)
    for each in (completed, python):
        assert (each.returncode, each.stdout) == (1, b""), each
        lines = each.stderr.decode("utf-8").splitlines()
        assert len(lines) == 1 and lines[0].startswith(PROBLEM_TITLES[name] + ": bad input: "), (
            lines
        )
    assert completed.stderr == python.stderr


def test_poj_2893_cpp__a_number_of_10_to_19_digits_is_bad_input_though_worded_otherwise(program):
    """The Python file reads input of digits and whitespace only as numbers up to 2**63 and
    names the case the big one spoils; the C++ file calls the number far out of range."""
    data = b"2 2\n1 2\n3 12345678901\n0 0\n"
    completed = run(program("poj_2893"), data)
    python = run_solution_file("poj_2893", data)
    for each in (completed, python):
        assert (each.returncode, each.stdout, each.stderr.count(b"\n")) == (1, b"", 1), each
    assert completed.stderr == b"POJ 2893: bad input: item 6 is '12345678901', far out of range\n"
    assert python.stderr == b"POJ 2893: bad input: case 1: tile 12345678901 is out of range 0..3\n"


@pytest.mark.parametrize("name, data", TOLERATED_CASES, ids=TOLERATED_IDS)
def test_cpp_file__input_the_python_file_tolerates_gives_its_output(name, data, program):
    completed = run(program(name), data)
    python = run_solution_file(name, data)
    assert (completed.returncode, completed.stderr) == (0, b""), completed.stderr
    assert completed.stdout == python.stdout and python.returncode == 0


@pytest.mark.parametrize("name", NAMES)
def test_cpp_file__reads_a_file_named_on_the_command_line_like_the_python_file(
    name, program, tmp_path
):
    path = case_inputs(name)[0]
    assert run(program(name), b"", path).stdout == run(program(name), path.read_bytes()).stdout
    missing = tmp_path / "missing.in"
    completed = run(program(name), b"", missing)
    python = subprocess.run(
        [sys.executable, str(SOLUTIONS / (name + ".py")), str(missing)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=RUN_TIMEOUT,
    )
    assert (completed.returncode, completed.stdout) == (1, b"")
    assert (
        completed.stderr
        == python.stderr
        == (
            "%s: cannot read %s: No such file or directory\n" % (PROBLEM_TITLES[name], missing)
        ).encode()
    )
