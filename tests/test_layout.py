"""The repository layout the tools rely on: solutions/NAME.py, judge_cases/NAME/ and NAME.json.

What it proves: every case folder holds only CASE.in / CASE.out pairs (online-judge-tools'
`oj test -d DIR` refuses any other file), every problem has its settings beside its folder, and
`oj test` itself finds the same cases as our judge and accepts every solution on them. That is
a test of formats and verdicts, not of speed: `oj` times by the wall clock, so it gets a limit
no solution comes near (OJ_TIME_LIMIT); speed is measured by `make bench` and enforced by
`make judge`, which times by CPU.
The test modules share their helpers through helper modules that are not tests (tests/running.py,
a package's conftest.py): no test module (tests/**/test_*.py) imports another. The tests mirror
the code: every folder of tests/ that holds test modules has the same path in the kit
(tests/core/ for slidingkit/core/, tests/tools/vendor/ for slidingkit/tools/vendor/,
tests/problems/NAME/ for slidingkit/problems/NAME/); the top of tests/ holds the tests of the
submitted files and of what spans packages. Every module of slidingkit/ with code of its own has
its test module at the mirrored path (slidingkit/X/Y.py: tests/X/test_Y.py), or a test module's
docstring names it (a pattern, such as slidingkit/problems/*/cases.py, for what one test module
holds of every problem).
"""

import ast
import fnmatch
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, List

import pytest

from slidingkit.judge.case_folder import load_case_folder
from tests.conftest import CASES, SOLUTIONS

PROBLEMS = sorted(
    path.name for path in CASES.iterdir() if path.is_dir() and not path.name.startswith((".", "_"))
)
OJ = shutil.which("oj") or str(Path(sys.executable).parent / "oj")
OJ_TIME_LIMIT = 60  # seconds per case for `oj test --tle`: a hang stops, a busy machine never does


def test_layout__every_solution_has_a_case_folder_and_settings_and_back():
    assert PROBLEMS == sorted(path.stem for path in SOLUTIONS.glob("*.py"))
    for problem in PROBLEMS:
        settings = json.loads((CASES / (problem + ".json")).read_text("utf-8"))
        assert settings["time_limit"] > 0 and settings["memory_limit"] > 0 and settings["name"]


@pytest.mark.parametrize("problem", PROBLEMS)
def test_layout__case_folder_holds_only_in_out_pairs(problem):
    names = [path.name for path in (CASES / problem).iterdir()]
    strays = [name for name in names if not re.fullmatch(r"[^.].*\.(in|out)", name)]
    assert strays == [], "oj test refuses these files in judge_cases/%s: %s" % (problem, strays)
    stems = [name.rsplit(".", 1)[0] for name in names]
    unpaired = sorted(stem for stem in set(stems) if stems.count(stem) != 2)
    assert unpaired == [], "cases without both .in and .out: %s" % unpaired


@pytest.mark.slow  # runs every case again, as make judge does
@pytest.mark.skipif(not Path(OJ).exists(), reason="online-judge-tools (oj) is not installed")
@pytest.mark.timeout(1800)  # oj runs every case of a problem, each with a generous wall-clock limit
@pytest.mark.parametrize("problem", PROBLEMS)
def test_oj_test__finds_the_same_cases_and_accepts_the_solution(problem, tmp_path):
    command = "%s %s" % (sys.executable, SOLUTIONS / (problem + ".py"))
    settings = load_case_folder(str(CASES / problem))
    oj_test = [OJ, "test", "-c", command, "-d", str(CASES / problem), "--tle", str(OJ_TIME_LIMIT)]
    if settings.checker:  # shortest paths are not unique: oj must use the same special judge
        oj_test += ["--judge-command", "%s %s" % (sys.executable, settings.checker)]
    cases = [case for case in settings.cases if case.name not in settings.known_slow]
    if settings.known_slow:  # name the others: oj would report the known-slow ones as TLE
        oj_test += [case.input_path for case in cases] + [case.answer_path for case in cases]
    result = subprocess.run(
        oj_test,
        cwd=str(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        universal_newlines=True,
        timeout=1800,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    cases_found = re.search(r"(\d+) cases found", result.stdout)
    assert cases_found, result.stdout[-2000:]
    assert int(cases_found.group(1)) == len(cases)
    assert result.returncode == 0 and "test success" in result.stdout, result.stdout[-2000:]


def imports_of_test_modules(source: str, package: str = "tests") -> List[str]:
    """The test modules (tests.test_*, tests.PACKAGE.test_*) that ``source``, a module of
    ``package``, imports, whichever way: `import tests.test_x`, `from tests.judge.test_x import
    ...`, `from tests import test_x`, or relatively (`from . import test_x`, `from ..test_x`)."""

    def is_test_module(name: str) -> bool:
        parts = name.split(".")
        return len(parts) > 1 and parts[0] == "tests" and parts[-1].startswith("test_")

    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if is_test_module(alias.name)]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                package_name = ".".join(base + ([node.module] if node.module else []))
            else:
                package_name = node.module or ""
            if is_test_module(package_name):
                found.append(package_name)
            else:
                names = [package_name + "." + alias.name for alias in node.names]
                found += [name for name in names if is_test_module(name)]
    return found


def check_no_imports_of_test_modules(sources: Dict[str, str]) -> None:
    """Fail naming each file of ``sources`` (its path under tests/, as tests/PATH: its text) that
    imports a test module."""
    found = {
        name: imports_of_test_modules(text, ".".join(Path(name).parent.parts))
        for name, text in sorted(sources.items())
    }
    found = {name: modules for name, modules in found.items() if modules}
    assert found == {}, (
        "a test module imports another (move the helper to tests/running.py): %s"
        % "; ".join("%s imports %s" % (name, ", ".join(modules)) for name, modules in found.items())
    )


def test_layout__no_test_module_imports_another():
    root = Path(__file__).resolve().parent.parent
    modules = sorted((root / "tests").rglob("test_*.py"))
    assert any(path.parent != root / "tests" for path in modules)  # the packages' too
    check_no_imports_of_test_modules(
        {str(path.relative_to(root)): path.read_text("utf-8") for path in modules}
    )


def test_layout__an_import_of_a_test_module_is_named():
    clean = (
        "import tests.conftest\nfrom tests import running\nfrom tests.running import stress\n"
        "from tests.conftest import CASES\nfrom . import running\nimport testsuite.test_x\n"
        "from tests.judge.conftest import judge_with_json\nfrom .conftest import verdicts\n"
    )
    check_no_imports_of_test_modules(
        {"tests/test_clean.py": clean, "tests/judge/test_clean.py": clean}
    )
    importing = (
        "import os, tests.test_judge\n"
        "from tests.test_languages import needs_gpp\n"
        "from tests import running, test_stress as stress_tests\n"
        "def helper():\n    from .test_explorer import explorer\n"
        "from . import test_headers\n"
    )
    assert sorted(imports_of_test_modules(importing)) == [
        "tests.test_explorer",
        "tests.test_headers",
        "tests.test_judge",
        "tests.test_languages",
        "tests.test_stress",
    ]
    nested = (
        "from tests.judge.test_run import program\nfrom .test_cli import all_args\n"
        "from ..test_docs import README\nfrom tests.tools import bench\n"
    )
    assert sorted(imports_of_test_modules(nested, "tests.judge")) == [
        "tests.judge.test_cli",
        "tests.judge.test_run",
        "tests.test_docs",
    ]
    with pytest.raises(AssertionError) as failure:
        check_no_imports_of_test_modules(
            {
                "tests/test_clean.py": clean,
                "tests/test_bad.py": importing,
                "tests/judge/test_worse.py": nested,
            }
        )
    message = str(failure.value)
    assert "tests/test_bad.py imports tests.test_judge, tests.test_languages" in message
    assert "tests/judge/test_worse.py imports tests.judge.test_run, tests.judge.test_cli" in message
    assert "test_clean.py" not in message


def unmirrored_folders(test_modules: List[Path], root: Path) -> List[str]:
    """The folders of tests/ (paths from root) holding one of test_modules whose path below tests/
    is no folder of the kit's package (slidingkit/); the top of tests/ itself is not one."""
    folders = {path.parent.relative_to(root / "tests") for path in test_modules}
    return sorted(
        "tests/%s" % folder
        for folder in folders
        if folder != Path(".") and not (root / "slidingkit" / folder).is_dir()
    )


def test_layout__each_folder_of_tests_mirrors_a_folder_of_the_kit():
    root = Path(__file__).resolve().parent.parent
    modules = sorted((root / "tests").rglob("test_*.py"))
    assert {"core", "explorer", "judge", "oracle", "tools"} <= {
        path.relative_to(root / "tests").parts[0] for path in modules
    }
    assert unmirrored_folders(modules, root) == []


def test_layout__a_folder_of_tests_that_mirrors_nothing_is_named(tmp_path):
    (tmp_path / "slidingkit" / "core").mkdir(parents=True)
    modules = [
        tmp_path / "tests" / "test_across.py",
        tmp_path / "tests" / "core" / "test_board.py",
        tmp_path / "tests" / "nowhere" / "test_thing.py",
        tmp_path / "tests" / "core" / "deeper" / "test_more.py",
    ]
    assert unmirrored_folders(modules, tmp_path) == ["tests/core/deeper", "tests/nowhere"]


# --- the tests mirror the code --------------------------------------------------------------------


def named_in_docstrings(test_modules: List[Path]) -> List[str]:
    """Every path of slidingkit/ (or pattern, such as slidingkit/problems/*/cases.py) that a test
    module's docstring names: where a module is tested when not at its mirrored path."""
    named = []
    for path in test_modules:
        docstring = ast.get_docstring(ast.parse(path.read_text("utf-8"))) or ""
        named += re.findall(r"slidingkit/[\w/*.]+\.py", docstring)
    return named


def untested_modules(root: Path) -> List[str]:
    """The modules of slidingkit/ that define a function or a class and have neither a test
    module at the mirrored path (slidingkit/X/Y.py: tests/X/test_Y.py; a package's __init__.py,
    slidingkit/X/Y/__init__.py: tests/X/Y/test_Y.py) nor a test module's docstring naming them."""
    test_modules = sorted((root / "tests").rglob("test_*.py"))
    named = named_in_docstrings(test_modules)
    untested = []
    for module in sorted((root / "slidingkit").rglob("*.py")):
        relative = module.relative_to(root / "slidingkit")
        tree = ast.parse(module.read_text("utf-8"))
        if not any(isinstance(node, (ast.FunctionDef, ast.ClassDef)) for node in tree.body):
            continue  # nothing of its own to test: a docstring, imports, data
        if relative.name == "__init__.py":
            folder, stem = relative.parent, relative.parent.name
        else:
            folder, stem = relative.parent, relative.stem
        mirrored = root / "tests" / folder / ("test_%s.py" % stem.lstrip("_"))
        path = "slidingkit/%s" % relative.as_posix()
        if not mirrored.is_file() and not any(fnmatch.fnmatch(path, name) for name in named):
            untested.append(path)
    return untested


def test_layout__every_module_has_its_tests_at_the_mirrored_path_or_says_where():
    root = Path(__file__).resolve().parent.parent
    assert untested_modules(root) == []


def test_layout__a_module_without_tests_is_named(tmp_path):
    for name, text in [
        ("slidingkit/core/board.py", "def slide():\n    pass\n"),
        ("slidingkit/core/data.py", "TABLE = 1\n"),
        ("slidingkit/core/search.py", "class Search:\n    pass\n"),
        ("slidingkit/problems/one/cases.py", "def expected():\n    pass\n"),
        ("tests/core/test_board.py", '"""The board."""\n'),
        ("tests/test_cases.py", '"""Every slidingkit/problems/*/cases.py."""\n'),
    ]:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    assert untested_modules(tmp_path) == ["slidingkit/core/search.py"]
