"""The Princeton 8puzzle's published cases: the committed puzzle files agree with the
assignment's INDEX, every committed answer is accepted by the special judge, and
python -m slidingkit.tools.cases --published makes them.

What it proves
    - The cases are the public files and agree with the INDEX: every INDEX entry has its NAME.in,
      which holds nothing but n and n*n tiles; the INDEX itself agrees with a plain BFS on every
      2x2 and 3x3 file and with the oracle's parity rule on every file; every committed NAME.out
      is accepted by the checker against the INDEX's move count (the INDEX, read from
      slidingkit/problems/princeton_8puzzle/index.tsv, is the truth; the reference outputs are not).
    - The settings name the problem, its limits and its checker.
    - python -m slidingkit.tools.cases --published writes checked cases
      (slidingkit/problems/princeton_8puzzle/cases.py reads the INDEX), keeps existing ones, and
      refuses to write an output whose move count disagrees with the INDEX.

Cost
    About a second: one 3x3 BFS, every committed output checked in-process, and four runs of the
    case tool on two small puzzles.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from slidingkit.oracle import family_reference, reference
from tests.conftest import ROOT, standard_goal
from tests.problems.princeton_8puzzle.conftest import (
    CASE_FOLDER,
    EXPECTED,
    INDEX_ENTRIES,
    INPUT,
    NAMES,
    SETTINGS,
    UNSOLVABLE_INPUT,
    expected_text,
    tiles_of,
)

# ---- the cases and the INDEX ----


def test_cases__every_index_entry_has_its_input_holding_only_n_and_its_tiles():
    for name in NAMES:
        side, _ = INDEX_ENTRIES[name]
        text = (CASE_FOLDER / (name + ".in")).read_text("ascii")
        assert set(text) <= set("0123456789 \n"), name
        numbers = tiles_of(text)
        assert numbers[0] == side and sorted(numbers[1:]) == list(range(side * side)), name


def test_cases__the_folder_holds_exactly_the_index_entries():
    stems = {path.stem for path in CASE_FOLDER.iterdir()}
    assert stems == set(NAMES)


def test_index__agrees_with_bfs_on_2x2_and_3x3_and_with_parity_on_every_file():
    checked_by_bfs = 0
    for name in NAMES:
        side, moves = INDEX_ENTRIES[name]
        board = tuple(tiles_of((CASE_FOLDER / (name + ".in")).read_text("ascii"))[1:])
        assert family_reference.solvable(board, standard_goal(side), side) == (moves is not None), (
            name
        )
        if side <= 3:
            assert reference.bfs_distances(standard_goal(side)).get(board) == moves, name
            checked_by_bfs += 1
    assert checked_by_bfs == 68  # 12 files with n = 2 and 56 with n = 3


@pytest.mark.parametrize("name", NAMES)
def test_reference_output__is_accepted_and_as_long_as_the_index_says(checker, name):
    answer = CASE_FOLDER / (name + ".out")
    if not answer.exists():
        pytest.skip(
            "%s.out is not made yet (see slidingkit/problems/princeton_8puzzle/cases.py)" % name
        )
    _, moves = INDEX_ENTRIES[name]
    input_text = (CASE_FOLDER / (name + ".in")).read_text("ascii")
    output = answer.read_text("ascii")
    assert output.split("\n", 1)[0] == expected_text(moves).rstrip("\n")
    assert checker.check(input_text, output, expected_text(moves)) is None
    assert checker.check(input_text, output, output) is None  # what the judge does


def test_settings__name_limits_and_checker():
    settings = json.loads(SETTINGS.read_text("utf-8"))
    assert settings.pop("judge")["languages"] == [
        "Java"
    ]  # what the judge takes (tests/test_solutions.py)
    assert settings == {
        "name": "Princeton algs4 8puzzle",
        "url": "https://coursera.cs.princeton.edu/algs4/assignments/8puzzle/specification.php",
        "time_limit": 5.0,
        "memory_limit": 190.7,
        "checker": "princeton_8puzzle_checker.py",
        # beyond our search in 5 s (docs/performance.md); slidingkit/oracle/fifteen_puzzle.py made
        # their .out
        "known_slow": ["puzzle4x4-78", "puzzle4x4-80"],
    }
    assert 200000000 / 2**20 == pytest.approx(190.7, abs=0.05)  # the assignment's bytes in MiB


# ---- the case tool ----


def make_cases(source: Path, out: Path, *options: str) -> subprocess.CompletedProcess:
    """python -m slidingkit.tools.cases for this problem from the published files in source, into
    out."""
    return subprocess.run(
        [sys.executable, "-m", "slidingkit.tools.cases", "--only", "princeton_8puzzle"]
        + ["--published", str(source), "--out", str(out)]
        + list(options),
        cwd=str(ROOT),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        universal_newlines=True,
        timeout=120,
    )


def test_tools_cases_published__writes_checked_cases_keeps_them_and_refuses_a_wrong_count(
    checker, tmp_path
):
    source, out = tmp_path / "source", tmp_path / "out"
    cases = out / "princeton_8puzzle"
    source.mkdir()
    (source / "puzzle04.txt").write_text("3\n0 1 3\n4 2 5\n7 8 6\n")
    (source / "puzzle3x3-unsolvable.txt").write_text(UNSOLVABLE_INPUT)
    (source / "INDEX.tsv").write_text(
        "file\tn\texpected_moves\npuzzle04.txt\t3\t4\npuzzle3x3-unsolvable.txt\t3\tunsolvable\n"
    )
    result = make_cases(source, out)
    assert result.returncode == 0 and "2 written, 0 kept, 0 failed" in result.stdout, result.stdout
    assert (cases / "puzzle04.in").read_bytes() == (source / "puzzle04.txt").read_bytes()
    assert checker.check(INPUT, (cases / "puzzle04.out").read_text(), EXPECTED) is None
    assert (cases / "puzzle3x3-unsolvable.out").read_text() == "No solution possible\n"

    result = make_cases(source, out)
    assert result.returncode == 0 and "0 written, 2 kept, 0 failed" in result.stdout, result.stdout

    before = (cases / "puzzle04.out").read_bytes()
    for wrong_moves, message in (
        (2, "header says 4 moves, the shortest is 2"),
        (6, "shows a valid 4-move solution, but the expected file says the shortest takes 6"),
    ):
        (source / "INDEX.tsv").write_text(
            "file\tn\texpected_moves\npuzzle04.txt\t3\t%d\n"
            "puzzle3x3-unsolvable.txt\t3\tunsolvable\n" % wrong_moves
        )
        result = make_cases(source, out, "--cases", "puzzle04", "--force")
        assert result.returncode == 1 and message in result.stdout, result.stdout
        assert (cases / "puzzle04.out").read_bytes() == before
    assert sorted(path.name for path in cases.iterdir()) == [
        "puzzle04.in",
        "puzzle04.out",
        "puzzle3x3-unsolvable.in",
        "puzzle3x3-unsolvable.out",
    ]
