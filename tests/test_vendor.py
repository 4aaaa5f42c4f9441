"""The vendored copies of core/puzzle.py in solutions/ must equal the source.

What it proves: every solution file holds the core verbatim between its markers (the message says
which file drifted and how to fix it); tools/vendor.py finds a drifted copy, rewrites it, and
refuses a file whose markers are missing; no solution runs code from strings.
"""

import shutil

import pytest

from tests.conftest import ROOT, SOLUTIONS
from tools import vendor


def test_vendored_copies__equal_the_source():
    drifted = vendor.drifted()
    assert drifted == [], ("%s differ(s) from %s: run `make vendor` and commit the result"
                           % (", ".join(drifted), vendor.SOURCE))


def test_vendored_copies__every_solution_has_the_markers_once():
    for path in SOLUTIONS.glob("*.py"):
        text = path.read_text("utf-8")
        assert text.count(vendor.BEGIN) == 1 and text.count(vendor.END) == 1, path.name


def test_solutions__do_not_exec_strings():
    for path in SOLUTIONS.glob("*.py"):
        text = path.read_text("utf-8")
        assert "exec(" not in text and "eval(" not in text and "compile(" not in text, path.name


@pytest.fixture
def copy_of_repo(tmp_path):
    (tmp_path / "core").mkdir()
    shutil.copy(ROOT / vendor.SOURCE, tmp_path / vendor.SOURCE)
    shutil.copytree(SOLUTIONS, tmp_path / "solutions")
    return tmp_path


def test_vendor__finds_and_rewrites_a_drifted_copy(copy_of_repo):
    victim = copy_of_repo / "solutions" / "luogu_p1379.py"
    original = victim.read_text("utf-8")
    victim.write_text(original.replace("def is_solvable", "def is_solvable_edited_by_hand"), "utf-8")
    assert vendor.drifted(copy_of_repo) == ["solutions/luogu_p1379.py"]
    assert vendor.vendor(copy_of_repo) == ["solutions/luogu_p1379.py"]
    assert victim.read_text("utf-8") == original
    assert vendor.drifted(copy_of_repo) == []


def test_vendor__follows_a_change_of_the_source(copy_of_repo):
    source = copy_of_repo / vendor.SOURCE
    source.write_text(source.read_text("utf-8") + "\n# a new line in the core\n", "utf-8")
    assert len(vendor.drifted(copy_of_repo)) == len(list(SOLUTIONS.glob("*.py")))
    vendor.vendor(copy_of_repo)
    for path in (copy_of_repo / "solutions").glob("*.py"):
        assert "# a new line in the core\n" + vendor.END in path.read_text("utf-8")


def test_vendor__refuses_a_file_without_markers(copy_of_repo):
    (copy_of_repo / "solutions" / "stray.py").write_text("print('no core here')\n", "utf-8")
    with pytest.raises(vendor.VendorError, match="stray.py"):
        vendor.drifted(copy_of_repo)


def test_vendor_check__exits_1_and_names_the_file(copy_of_repo, capsys):
    victim = copy_of_repo / "solutions" / "hihocoder_1312.py"
    victim.write_text(victim.read_text("utf-8").replace("O(N)", "O(n)", 1), "utf-8")
    assert vendor.main(["--check"], root=copy_of_repo) == 1
    assert "solutions/hihocoder_1312.py" in capsys.readouterr().err
