"""Every problem has every part, and a missing one is named.

A problem is known by any of its parts: a package in slidingkit/problems/, a case folder in
judge_cases/, a file in solutions/. For each, the test lists what it lacks of
docs/adding-a-problem.md's steps:
    package     slidingkit/problems/NAME/__init__.py
    validator   validate() in it
    settings    slidingkit/problems/NAME/settings.json
    reference   slidingkit/problems/NAME/cases.py, with expected() (or answer_from_path() for
    published files) cases       judge_cases/NAME/ with CASE.in + CASE.out pairs, and
    judge_cases/NAME.json solution    solutions/NAME.py, and every file the settings give to submit
    docs row    the settings' name in README.md's and docs/submitting.md's tables (make docs)
It reads files only, so that the last test can show it on a tree with parts left out.
"""

import json
from pathlib import Path
from typing import List, Set

import pytest

from slidingkit.tools.common import ROOT

DOCS_PAGES = ["README.md", "docs/submitting.md"]


def known_problems(root: Path) -> Set[str]:
    """Every name that any part of a problem uses."""
    packages = {
        path.name
        for path in (root / "slidingkit" / "problems").iterdir()
        if path.is_dir() and not path.name.startswith("_") and path.name != "__pycache__"
    }
    folders = {
        path.name
        for path in (root / "judge_cases").iterdir()
        if path.is_dir() and any(path.glob("*.in"))
    }
    solutions = {path.stem for path in (root / "solutions").glob("*.py")}
    return packages | folders | solutions


def missing_parts(name: str, root: Path) -> List[str]:
    """What the problem called name lacks, each as `part (where)`."""
    missing = []
    package = root / "slidingkit" / "problems" / name
    statement = package / "__init__.py"
    if not statement.is_file():
        missing.append("package (slidingkit/problems/%s/__init__.py)" % name)
    elif "def validate(" not in statement.read_text(encoding="utf-8"):
        missing.append("validator (validate() in slidingkit/problems/%s/__init__.py)" % name)
    cases_module = package / "cases.py"
    if not cases_module.is_file() or not any(
        "def %s(" % function in cases_module.read_text(encoding="utf-8")
        for function in ("expected", "answer_from_path")
    ):
        missing.append("reference (expected() in slidingkit/problems/%s/cases.py)" % name)
    folder = root / "judge_cases" / name
    inputs = sorted(folder.glob("*.in")) if folder.is_dir() else []
    if not inputs or any(not path.with_suffix(".out").is_file() for path in inputs):
        missing.append("cases (judge_cases/%s/: CASE.in with CASE.out; make cases)" % name)
    if not (root / "judge_cases" / (name + ".json")).is_file():
        missing.append("settings beside the cases (judge_cases/%s.json; make cases)" % name)
    if not (root / "solutions" / (name + ".py")).is_file():
        missing.append("solution (solutions/%s.py)" % name)
    settings_file = package / "settings.json"
    if not settings_file.is_file():
        missing.append("settings (slidingkit/problems/%s/settings.json)" % name)
        return missing
    settings = json.loads(settings_file.read_text(encoding="utf-8"))
    for entry in settings["judge"]["submit"]:
        if not (root / entry["file"]).is_file():
            missing.append("solution (%s, which the settings submit)" % entry["file"])
    for page in DOCS_PAGES:
        path = root / page
        if not path.is_file() or settings["name"] not in path.read_text(encoding="utf-8"):
            missing.append("docs row (%s; make docs)" % page)
    return missing


@pytest.mark.parametrize("name", sorted(known_problems(ROOT)))
def test_problem__has_every_part(name: str) -> None:
    missing = missing_parts(name, ROOT)
    assert not missing, "%s lacks: %s" % (name, "; ".join(missing))


def test_missing_parts__names_each_part_a_problem_lacks(tmp_path: Path) -> None:
    """A problem with only a solution file lacks everything else; adding parts removes them."""
    for folder in ("slidingkit/problems", "judge_cases", "solutions", "docs"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "solutions" / "new_problem.py").write_text("")
    assert known_problems(tmp_path) == {"new_problem"}
    lacks = missing_parts("new_problem", tmp_path)
    assert [part.split(" (")[0] for part in lacks] == [
        "package",
        "reference",
        "cases",
        "settings beside the cases",
        "settings",
    ]
    package = tmp_path / "slidingkit" / "problems" / "new_problem"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "cases.py").write_text("def expected(text):\n    return text\n")
    settings = {"name": "Judge 1 New", "judge": {"submit": [{"file": "solutions/new.cpp"}]}}
    (package / "settings.json").write_text(json.dumps(settings))
    assert [part.split(" (")[0] for part in missing_parts("new_problem", tmp_path)] == [
        "validator",
        "cases",
        "settings beside the cases",
        "solution",
        "docs row",
        "docs row",
    ]
