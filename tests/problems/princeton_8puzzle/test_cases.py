"""Princeton 8puzzle's cases module (slidingkit/problems/princeton_8puzzle/cases.py): reading the
published files and printing an answer from a known path, as python -m slidingkit.tools.cases
--published uses them.

What it proves: answer_from_path prints, from the path each committed 4x4 answer shows, that
answer byte for byte (the format of the assignment's client: how puzzle4x4-78 and -80 were
written); published() pairs each puzzle file with the index's answer, reads the committed index
copy when the source has none, and refuses a file the index does not list; the tool writes an
answer from a given path (--paths) only when the checker accepts it. The published test of the
solution's answers is in test_checker.py.
"""

import subprocess
import sys
from pathlib import Path

import pytest

from slidingkit.oracle.family_reference import princeton_4x4_path
from slidingkit.problems.princeton_8puzzle import cases
from tests.conftest import CASES, ROOT

FOLDER = CASES / "princeton_8puzzle"
PUZZLE04 = "3\n0 1 3\n4 2 5\n7 8 6\n"  # the assignment's example: 4 moves, R D R D


SOLVED_4X4 = sorted(
    path.stem
    for path in FOLDER.glob("puzzle4x4-*.in")
    if path.with_suffix(".out").read_text("ascii").startswith("Minimum")
)


@pytest.mark.parametrize("name", SOLVED_4X4)
def test_answer_from_path__prints_every_committed_4x4_answer_from_its_path(name: str) -> None:
    _, path = princeton_4x4_path(name)
    assert path is not None
    answer = (FOLDER / (name + ".out")).read_text("ascii")
    assert cases.answer_from_path((FOLDER / (name + ".in")).read_text("ascii"), path) == answer


def test_answer_from_path__an_illegal_move_is_named() -> None:
    with pytest.raises(ValueError, match=r"^move 1 \('U'\) is illegal$"):
        cases.answer_from_path(PUZZLE04, "UD")


def test_published__pairs_each_file_with_the_index_and_refuses_an_unlisted_one(
    tmp_path: Path,
) -> None:
    (tmp_path / "puzzle04.txt").write_text(PUZZLE04)
    assert cases.published(tmp_path) == {  # no INDEX.tsv here: the committed copy
        "puzzle04": (PUZZLE04.encode(), "Minimum number of moves = 4\n")
    }
    (tmp_path / "INDEX.tsv").write_text("file\tn\texpected_moves\npuzzle04.txt\t3\tunsolvable\n")
    assert cases.published(tmp_path)["puzzle04"][1] == "No solution possible\n"
    (tmp_path / "mine.txt").write_text(PUZZLE04)
    with pytest.raises(ValueError, match="not in the index, so they cannot be checked: mine$"):
        cases.published(tmp_path)


def test_tools_cases_published__writes_an_answer_from_a_given_path_the_checker_accepts(
    tmp_path: Path,
) -> None:
    source, out = tmp_path / "source", tmp_path / "out"
    source.mkdir()
    (source / "puzzle04.txt").write_text(PUZZLE04)
    (source / "INDEX.tsv").write_text("file\tn\texpected_moves\npuzzle04.txt\t3\t4\n")

    def run(path: str) -> subprocess.CompletedProcess:
        (tmp_path / "paths").write_text("puzzle04.txt 4 %s\n" % path)
        command = ["--only", "princeton_8puzzle", "--published", str(source), "--out", str(out)]
        return subprocess.run(
            [sys.executable, "-m", "slidingkit.tools.cases"]
            + command
            + ["--paths", str(tmp_path / "paths"), "--force"],
            cwd=str(ROOT),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            universal_newlines=True,
            timeout=120,
        )

    result = run("RDRD")
    assert result.returncode == 0 and "written from the given path" in result.stdout, result.stdout
    written = (out / "princeton_8puzzle" / "puzzle04.out").read_text()
    assert written == cases.answer_from_path(PUZZLE04, "RDRD")
    result = run("RDRDLR")
    assert result.returncode == 1 and "header says 6 moves, the shortest is 4" in result.stdout
    assert (out / "princeton_8puzzle" / "puzzle04.out").read_text() == written
