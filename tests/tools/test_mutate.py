"""What `make mutate` mutates and with which tests (slidingkit/tools/mutate/targets.py).

What it proves: every target's module is a file of the kit, each once; its selection names test
files (tests/**/test_*.py that exist) and at most a marker expression of the markers
pyproject.toml registers, never tests by their names (`-k`, `::`); and pytest, run on the
selection as the mutation run runs it, collects at least one test, so a selection that matches
nothing (a file moved, a marker gone) fails here rather than leaving a module untested. The checks
themselves fail on a selection by names, of a missing file, of an unknown marker, of nothing.
The run itself (cosmic-ray, slidingkit/tools/mutate/cli.py) is `make mutate`'s, not the tests'.
"""

import re

import pytest

from slidingkit import problems
from slidingkit.tools.mutate.targets import (
    collected,
    selection_problems,
    session_name,
    settings,
    targets,
)
from tests.conftest import ROOT

TARGETS = targets()


def test_targets__each_module_is_a_file_of_the_kit_once():
    modules = [module for module, _ in TARGETS]
    assert modules and len(set(modules)) == len(modules)
    assert all((ROOT / module).is_file() for module in modules), modules


def test_targets__each_has_files_of_its_own_under_mutate():
    names = [session_name(module) for module, _ in TARGETS]
    assert len(set(names)) == len(names)
    assert session_name("slidingkit/problems/uva_652/checker.py") != session_name(
        "slidingkit/problems/uva_10181/checker.py"
    )


def test_targets__a_module_of_one_problem_is_its_packages_mutate():
    """pyproject.toml names the modules several problems share; one problem's own special judge
    is its package's MUTATE, beside the rest of what the kit knows of it."""
    shared = [entry["module"] for entry in settings()["mutate"]["targets"]]
    own = [module for module in shared if re.fullmatch(r"slidingkit/problems/\w+/.*", module)]
    assert own == []
    for module, _ in TARGETS:
        if module not in shared:
            name = module.split("/")[2]
            assert problems.load(name).MUTATE["module"] == module


@pytest.mark.parametrize("module, tests", TARGETS, ids=[module for module, _ in TARGETS])
def test_target__names_test_files_or_markers(module, tests):
    assert selection_problems(tests) == []


# Each selection once: targets that share one are collected by one pytest run.
@pytest.mark.parametrize("tests", sorted({tests for _, tests in TARGETS}))
def test_selection__of_a_target_selects_tests(tests):
    assert collected(tests) > 0


def test_selection_checks__take_files_folders_and_markers_and_fail_on_anything_else():
    assert selection_problems("tests/judge/test_comparison.py -k compare") == [
        "'-k' is neither a test file or folder nor -m MARKERS",
        "'compare' is neither a test file or folder nor -m MARKERS",
    ]
    assert selection_problems("tests/judge -m 'not slow'") == []
    assert selection_problems("tests/no_such_folder")
    assert selection_problems("tests/judge/test_explanation.py::test_preview__truncates_long_text")
    assert selection_problems("tests/test_no_such_file.py")
    assert selection_problems("tests/judge/test_comparison.py -m 'not heavy'") == [
        "-m 'not heavy': no such marker ['heavy']"
    ]
    assert collected("tests/judge/test_comparison.py -m slow") == 0
