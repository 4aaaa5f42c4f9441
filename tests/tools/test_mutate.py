"""The mutation targets of `make mutate` (pyproject.toml's [tool.mutate], run by tools/mutate.py).

What it proves: every target's module is a file of the kit; its selection names test files
(tests/**/test_*.py that exist) and at most a marker expression of the markers pyproject.toml
registers, never tests by their names (`-k`, `::`); and pytest, run on the selection as
tools/mutate.py runs it, collects at least one test, so a selection that matches nothing (a file
moved, a marker gone) fails here rather than leaving a module untested. The check itself fails on
a selection that selects nothing.
"""

import re
import shlex
import subprocess
import sys
from typing import List

import pytest

from tests.conftest import ROOT

if sys.version_info >= (3, 11):
    import tomllib
else:  # the test extra installs tomli, what became tomllib
    import tomli as tomllib

SETTINGS = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]
TARGETS = SETTINGS["mutate"]["targets"]
MARKERS = {line.split(":")[0] for line in SETTINGS["pytest"]["ini_options"]["markers"]}


def selection_problems(tests: str) -> List[str]:
    """What is wrong with a selection: a word that is neither an existing test file nor `-m`
    with an expression of registered markers."""
    words = shlex.split(tests)
    problems = []
    while words:
        word = words.pop(0)
        if word == "-m" and words:
            expression = words.pop(0)
            unknown = set(re.findall(r"\w+", expression)) - MARKERS - {"not", "and", "or"}
            if unknown:
                problems.append("-m %r: no such marker %s" % (expression, sorted(unknown)))
        elif re.fullmatch(r"tests/(\w+/)*test_\w+\.py", word) and (ROOT / word).is_file():
            continue
        else:
            problems.append("%r is neither a test file nor -m MARKERS" % word)
    return problems


def collected(tests: str) -> int:
    """How many tests pytest collects on the selection, from the repository's root."""
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
        + shlex.split(tests),
        cwd=str(ROOT),
        capture_output=True,
        text=True,
        timeout=300,
    )
    if completed.returncode not in (0, 5):  # 5: pytest collected nothing
        raise AssertionError(completed.stdout[-2000:] + completed.stderr[-2000:])
    return sum(1 for line in completed.stdout.splitlines() if "::" in line)


def test_targets__each_module_is_a_file_of_the_kit():
    assert TARGETS
    modules = [target["module"] for target in TARGETS]
    assert len(set(modules)) == len(modules)
    assert all((ROOT / module).is_file() for module in modules), modules


@pytest.mark.parametrize("target", TARGETS, ids=lambda target: target["module"])
def test_target__names_test_files_or_markers_and_selects_tests(target):
    assert selection_problems(target["tests"]) == []
    assert collected(target["tests"]) > 0


def test_selection_check__fails_on_names_and_on_a_selection_of_nothing():
    assert selection_problems("tests/judge/test_compare.py -k compare") == [
        "'-k' is neither a test file nor -m MARKERS",
        "'compare' is neither a test file nor -m MARKERS",
    ]
    assert selection_problems("tests/judge/test_compare.py::test_preview__truncates_long_text")
    assert selection_problems("tests/test_no_such_file.py")
    assert selection_problems("tests/judge/test_compare.py -m 'not heavy'") == [
        "-m 'not heavy': no such marker ['heavy']"
    ]
    assert collected("tests/judge/test_compare.py -m slow") == 0
