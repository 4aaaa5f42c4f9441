"""Tests for the judge cases, the reference they come from, and the generator that writes them.

What it proves
    - oracle/reference.py is right: it reproduces every 3x3 fact in the project's facts sheet
      (181,440 boards per goal, the 31- and 30-move extremes, the full distance counts, the
      statement samples) and its parsers accept the layouts the cases use and reject malformed
      input.
    - judge_cases/ is consistent: every .in has a .out and vice versa, every .out agrees with the
      reference on its .in, the samples are the statements' own bytes, and each generated case is
      what its name says (dist-07 is 7 moves away, farthest-* are 30 moves away, ...).
    - tools/make_cases.py is reproducible: run as a script with the default seed it rewrites the
      committed generated files byte for byte, and it leaves the settings files alone.

How to run
    python3 -m pytest -q tests/test_cases.py

Cost
    About 5 s: two BFS runs over 181,440 boards (once per session, cached), one
    neighbour-consistency sweep per goal, and one run of the generator in a subprocess.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Callable, Dict, List, Mapping

import pytest

from oracle.reference import (
    HIHOCODER_GOAL,
    LUOGU_GOAL,
    Board,
    bfs_distances,
    board_from_digits,
    board_to_digits,
    distance_counts,
    expected_hihocoder_output,
    expected_luogu_output,
    neighbors,
    parse_hihocoder_input,
    parse_luogu_input,
)
from tests.conftest import load_program

REPO_ROOT = Path(__file__).resolve().parent.parent
CASES_ROOT = REPO_ROOT / "judge_cases"
MAKE_CASES = REPO_ROOT / "tools" / "make_cases.py"

EXPECTED_OUTPUT: Dict[str, Callable[[str], str]] = {
    "luogu_p1379": expected_luogu_output,
    "hihocoder_1312": expected_hihocoder_output,
}
PROBLEMS = sorted(EXPECTED_OUTPUT)

HIHOCODER_GOAL_DISTANCE_COUNTS = [
    1,
    2,
    4,
    8,
    16,
    20,
    39,
    62,
    116,
    152,
    286,
    396,
    748,
    1024,
    1893,
    2512,
    4485,
    5638,
    9529,
    10878,
    16993,
    17110,
    23952,
    20224,
    24047,
    15578,
    14560,
    6274,
    3910,
    760,
    221,
    2,
]

STATEMENT_SAMPLES = {  # problem -> (input, output), byte for byte as the statements give them
    "luogu_p1379": ("283104765\n", "4\n"),
    "hihocoder_1312": (
        "3\n1 2 3\n4 5 6\n7 8 0\n1 2 3\n4 5 6\n8 7 0\n8 0 1\n5 7 4\n3 6 2\n",
        "0\nNo Solution!\n25\n",
    ),
}


def case_inputs() -> List[Path]:
    """Every committed .in file, sorted, so parametrized test ids are stable."""
    return sorted(path for problem in PROBLEMS for path in (CASES_ROOT / problem).glob("*.in"))


def case_id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def normalized_lines(text: str) -> List[str]:
    """The text's lines with trailing whitespace stripped and trailing empty lines dropped."""
    lines = [line.rstrip() for line in text.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def read_text(path: Path) -> str:
    return path.read_bytes().decode("utf-8")


def read_output(problem: str, name: str) -> str:
    return read_text(CASES_ROOT / problem / f"{name}.out")


# --- session-scoped fixtures: each BFS runs once per test session ---------------------------------


@pytest.fixture(scope="session")
def hihocoder_distances() -> Mapping[Board, int]:
    return bfs_distances(HIHOCODER_GOAL)


@pytest.fixture(scope="session")
def luogu_distances() -> Mapping[Board, int]:
    return bfs_distances(LUOGU_GOAL)


@pytest.fixture(scope="session")
def make_cases() -> ModuleType:
    """tools/make_cases.py imported in-process (it shares the reference's BFS cache with these
    tests)."""
    return load_program(MAKE_CASES, "make_cases")


# --- the reference against the facts sheet --------------------------------------------------------


@pytest.mark.parametrize("goal", [HIHOCODER_GOAL, LUOGU_GOAL], ids=board_to_digits)
def test_bfs_distances__reaches_181440_boards_from_each_goal(goal: Board) -> None:
    assert len(bfs_distances(goal)) == 181_440  # 9!/2


@pytest.mark.parametrize("goal", [HIHOCODER_GOAL, LUOGU_GOAL], ids=board_to_digits)
def test_bfs_distances__neighbors_differ_by_one_and_every_board_has_a_closer_neighbor(
    goal: Board,
) -> None:
    distances = bfs_distances(goal)
    for board, board_distance in distances.items():
        neighbor_distances = [
            distances[neighbor] for neighbor in neighbors(board)
        ]  # KeyError if not closed
        assert all(abs(d - board_distance) == 1 for d in neighbor_distances), board
        assert board_distance == 0 or board_distance - 1 in neighbor_distances, board


def test_bfs_distances__swapping_two_tiles_leaves_the_reachable_half(
    hihocoder_distances, luogu_distances
) -> None:
    for distances in (hihocoder_distances, luogu_distances):
        for board in list(distances)[:1000]:
            tiles = [cell for cell in range(9) if board[cell] != 0]
            swapped = list(board)
            swapped[tiles[0]], swapped[tiles[1]] = swapped[tiles[1]], swapped[tiles[0]]
            assert tuple(swapped) not in distances


def test_distance_counts__hihocoder_goal_matches_facts(hihocoder_distances) -> None:
    assert distance_counts(HIHOCODER_GOAL) == HIHOCODER_GOAL_DISTANCE_COUNTS


def test_bfs_distances__hihocoder_goal_farthest_are_the_two_31_move_boards(
    hihocoder_distances,
) -> None:
    farthest = max(hihocoder_distances.values())
    assert farthest == 31
    assert sorted(
        board_to_digits(board) for board, d in hihocoder_distances.items() if d == farthest
    ) == [
        "647850321",
        "867254301",
    ]


def test_bfs_distances__luogu_goal_farthest_are_148_boards_at_30(luogu_distances) -> None:
    assert max(luogu_distances.values()) == 30
    assert distance_counts(LUOGU_GOAL)[30] == 148


def test_bfs_distances__luogu_sample_is_4_moves(luogu_distances) -> None:
    assert luogu_distances[board_from_digits("283104765")] == 4


def test_bfs_distances__result_is_read_only(luogu_distances) -> None:
    with pytest.raises(TypeError):
        luogu_distances[LUOGU_GOAL] = 5


def test_bfs_distances__rejects_a_goal_that_is_not_a_permutation() -> None:
    with pytest.raises(ValueError):
        bfs_distances((1, 2, 3, 4, 5, 6, 7, 8, 8))


@pytest.mark.parametrize("problem", PROBLEMS)
def test_expected_output__statement_sample(problem: str) -> None:
    sample_input, sample_output = STATEMENT_SAMPLES[problem]
    assert EXPECTED_OUTPUT[problem](sample_input) == sample_output


def test_neighbors__blank_in_corner_edge_and_center() -> None:
    assert sorted(neighbors(board_from_digits("012345678"))) == sorted(
        [board_from_digits("102345678"), board_from_digits("312045678")]
    )
    assert len(neighbors(board_from_digits("102345678"))) == 3
    assert len(neighbors(board_from_digits("123405678"))) == 4


# --- the reference's parsers ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "283104765\n",
        "283104765",
        "283104765\r\n",
        "  283104765  \n",
        "2 8 3 1 0 4 7 6 5\n",
        "2 8 3\n1 0 4\n7 6 5\n",
        "283\r\n104\r\n765\r\n",
        "\n283104765\n\n",
    ],
    ids=repr,
)
def test_parse_luogu_input__accepts_digits_in_any_whitespace_layout(text: str) -> None:
    assert parse_luogu_input(text) == (2, 8, 3, 1, 0, 4, 7, 6, 5)


@pytest.mark.parametrize(
    "text",
    ["", "28310476\n", "2831047655\n", "283104769\n", "283104766\n", "2831O4765\n"],
    ids=repr,
)
def test_parse_luogu_input__rejects_anything_but_a_permutation_of_0_to_8(text: str) -> None:
    with pytest.raises(ValueError):
        parse_luogu_input(text)


def test_parse_hihocoder_input__accepts_blank_lines_extra_spaces_and_crlf() -> None:
    text = "2 \r\n\r\n 1  2 3\r\n4 5 6 \r\n7 8 0\r\n\r\n\r\n8 0 1\r\n5 7 4\r\n  3 6 2\r\n\r\n"
    assert parse_hihocoder_input(text) == [(1, 2, 3, 4, 5, 6, 7, 8, 0), (8, 0, 1, 5, 7, 4, 3, 6, 2)]


@pytest.mark.parametrize(
    "text", ["", "2\n1 2 3\n4 5 6\n7 8 0\n", "1\n1 2 3\n4 5 6\n7 8 8\n", "0\n"], ids=repr
)
def test_parse_hihocoder_input__rejects_wrong_count_or_bad_board(text: str) -> None:
    with pytest.raises(ValueError):
        parse_hihocoder_input(text)


# --- the committed cases --------------------------------------------------------------------------


@pytest.mark.parametrize("problem", PROBLEMS)
def test_case_folder__every_in_has_an_out(problem: str) -> None:
    folder = CASES_ROOT / problem
    missing = [
        path.name for path in sorted(folder.glob("*.in")) if not path.with_suffix(".out").is_file()
    ]
    assert not missing, f"{folder}: inputs without an answer file: {missing}"


@pytest.mark.parametrize("problem", PROBLEMS)
def test_case_folder__every_out_has_an_in(problem: str) -> None:
    folder = CASES_ROOT / problem
    missing = [
        path.name for path in sorted(folder.glob("*.out")) if not path.with_suffix(".in").is_file()
    ]
    assert not missing, f"{folder}: answer files without an input: {missing}"


@pytest.mark.parametrize("problem", PROBLEMS)
def test_case_folder__samples_are_the_statements_bytes(problem: str) -> None:
    sample_input, sample_output = STATEMENT_SAMPLES[problem]
    assert read_text(CASES_ROOT / problem / "sample-1.in") == sample_input
    assert read_text(CASES_ROOT / problem / "sample-1.out") == sample_output


@pytest.mark.parametrize("input_path", case_inputs(), ids=case_id)
def test_case__output_agrees_with_reference(
    input_path: Path, hihocoder_distances, luogu_distances
) -> None:
    expected = EXPECTED_OUTPUT[input_path.parent.name](read_text(input_path))
    actual = read_text(input_path.with_suffix(".out"))
    assert normalized_lines(actual) == normalized_lines(expected)
    assert actual.endswith("\n"), "every answer file ends with a newline"


@pytest.mark.parametrize("board_distance", range(31))
def test_luogu_case__dist_nn_is_nn_moves_away(board_distance: int) -> None:
    assert read_output("luogu_p1379", f"dist-{board_distance:02d}") == f"{board_distance}\n"


def test_luogu_case__farthest_cases_are_20_distinct_30_move_boards() -> None:
    inputs = {
        read_text(CASES_ROOT / "luogu_p1379" / f"farthest-{number:02d}.in")
        for number in range(1, 21)
    }
    assert len(inputs) == 20
    assert all(
        read_output("luogu_p1379", f"farthest-{number:02d}") == "30\n" for number in range(1, 21)
    )


def test_luogu_case__extension_unsolvable_answers_minus_one() -> None:
    assert read_output("luogu_p1379", "extension-unsolvable") == "-1\n"


def test_hihocoder_case__every_case_has_1_to_8_boards() -> None:
    for input_path in sorted((CASES_ROOT / "hihocoder_1312").glob("*.in")):
        assert 1 <= len(parse_hihocoder_input(read_text(input_path))) <= 8, input_path.name


def test_hihocoder_case__farthest_31_holds_both_31_move_boards() -> None:
    boards = parse_hihocoder_input(read_text(CASES_ROOT / "hihocoder_1312" / "farthest-31.in"))
    assert sorted(board_to_digits(board) for board in boards) == ["647850321", "867254301"]


def test_hihocoder_case__mixed_unsolvable_has_both_kinds() -> None:
    answers = read_output("hihocoder_1312", "mixed-unsolvable").splitlines()
    assert "No Solution!" in answers and any(answer.isdigit() for answer in answers)


def test_hihocoder_case__spread_cases_cover_every_distance_0_to_31() -> None:
    answers = set()
    for number in range(1, 6):
        answers.update(read_output("hihocoder_1312", f"spread-{number}").split())
    assert answers == {str(d) for d in range(32)}


# --- the generator --------------------------------------------------------------------------------


def test_make_cases__default_seed_reproduces_committed_files_byte_for_byte(tmp_path: Path) -> None:
    completed = subprocess.run(
        [sys.executable, str(MAKE_CASES), "--out", str(tmp_path / "cases")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode == 0, completed.stderr
    generated = sorted(path for path in (tmp_path / "cases").rglob("*") if path.is_file())
    assert {path.parent.name for path in generated} == set(PROBLEMS)
    for path in generated:
        committed = CASES_ROOT / path.relative_to(tmp_path / "cases")
        assert committed.is_file(), (
            f"{committed} is generated but not committed: rerun tools/make_cases.py"
        )
        assert committed.read_bytes() == path.read_bytes(), (
            f"{committed} differs: rerun tools/make_cases.py"
        )


def test_make_cases__leaves_the_settings_files_alone(
    make_cases: ModuleType, tmp_path: Path
) -> None:
    for problem in PROBLEMS:
        (tmp_path / (problem + ".json")).write_text("sentinel")
    assert make_cases.main(["--out", str(tmp_path)]) == 0
    for problem in PROBLEMS:
        assert (tmp_path / (problem + ".json")).read_text() == "sentinel"
        assert (tmp_path / problem / "sample-1.in").is_file()


def test_make_cases__another_seed_changes_random_cases_but_not_samples(
    make_cases: ModuleType,
) -> None:
    default, other = make_cases.build_cases(make_cases.DEFAULT_SEED), make_cases.build_cases(7)
    for problem in PROBLEMS:
        assert default[problem].keys() == other[problem].keys()
        assert default[problem]["sample-1.in"] == other[problem]["sample-1.in"]
        assert default[problem]["sample-1.out"] == other[problem]["sample-1.out"]
        assert default[problem] != other[problem]
