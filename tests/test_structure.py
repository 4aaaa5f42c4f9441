"""How the kit's parts depend on one another, and how it installs.

What it proves
    - No import circle between the kit's modules (core, judge, explorer, oracle, problems, tools,
      judge_cases, statusline), counting imports inside functions too: every dependency goes one
      way.
    - The problems' packages (slidingkit/problems/ and every slidingkit/problems/NAME/) import
      nothing from slidingkit/core/, slidingkit/judge/, slidingkit/explorer/ or slidingkit/tools/
      (which loads solutions/): they check the inputs independently.
    - The oracles (slidingkit/oracle/) import nothing from slidingkit/core/ or solutions/, so they
      can catch the core's mistakes; no package or tool imports tests/, so a tool does not load
      pytest or Hypothesis.
    - Sizes, outside tests/: no function over MOST_FUNCTION_LINES (the submitted files
      included), none over LONG_FUNCTION lines without a comment right above it that starts
      `# Long: why`, no module of the kit over MOST_MODULE_LINES; no test module over
      MOST_TEST_MODULE_LINES; every suppression (`# type: ignore[...]`, `# noqa: ...`) names
      its code.
    - One status-line helper (slidingkit/statusline.py) draws every progress line: no other module
      writes the terminal's erase sequence.
    - The judge finds a problem by its name from any directory, and `pip install .` (not editable)
      puts one name at the top of site-packages, slidingkit (its case folders inside it), and
      gives the commands puzzle-judge (with `stress`) and puzzle-explorer, which work from any
      directory of an installed copy (both on conftest's example_problem).
"""

import ast
import io
import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path
from typing import Dict, List, Set

import pytest

from slidingkit import problems
from slidingkit.statusline import ERASE, StatusLine
from tests.conftest import CASES, ROOT, SOLUTIONS, example_problem

PACKAGES = ("slidingkit", "judge_cases")  # the kit's one import name, and its case folders


def module_files() -> Dict[str, Path]:
    """Dotted name -> file, for every module of the kit (tests and solutions aside), those of
    the packages inside its packages (slidingkit/problems/NAME/) included."""
    files = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if "__pycache__" in parts:
                continue
            files[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return files


def imports_of(path: Path, known: Set[str]) -> Set[str]:
    """The kit's modules a file imports anywhere in it (inside functions too)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] + [node.module + "." + alias.name for alias in node.names]
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name:
                found.add(name)
    return found


def import_graph() -> Dict[str, Set[str]]:
    files = module_files()
    graph = {name: imports_of(path, set(files)) - {name} for name, path in files.items()}
    for name in graph:  # a package's __init__ is not a dependency of its own modules
        graph[name] = {other for other in graph[name] if not name.startswith(other + ".")}
    return graph


def test_imports__go_one_way_with_no_circle():
    graph = import_graph()
    circles = []

    def visit(name, path):
        for other in sorted(graph[name]):
            if other in path:
                circles.append(" -> ".join(path[path.index(other) :] + [other]))
            elif other not in done:
                visit(other, path + [other])
        done.add(name)

    done = set()  # type: Set[str]
    for name in sorted(graph):
        if name not in done:
            visit(name, [name])
    assert circles == []


def test_imports__the_oracles_import_nothing_of_what_they_check():
    graph = import_graph()
    for name, imported in graph.items():
        if name.startswith("slidingkit.oracle"):
            outside = {other for other in imported if not other.startswith("slidingkit.oracle")}
            assert outside <= {"slidingkit"}, name  # the package's own __init__: where cases are


# what the problems' packages check, or load
CHECKED = [["core"], ["judge"], ["explorer"], ["tools"]]


def test_imports__the_problems_import_nothing_of_what_they_check():
    graph = import_graph()
    packages = [
        name for name in graph if name.startswith("slidingkit.problems.") and name.count(".") == 2
    ]
    assert set(problems.names()) <= {name.split(".")[2] for name in packages}
    for name, imported in graph.items():
        if name.startswith("slidingkit.problems"):
            checked = {other for other in imported if other.split(".")[1:2] in CHECKED}
            assert checked == set(), name


def test_imports__nothing_outside_the_tests_imports_them():
    for path in module_files().values():
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("tests"), path
            if isinstance(node, ast.Import):
                assert not any(alias.name.startswith("tests") for alias in node.names), path


def test_status_line__is_drawn_by_one_helper():
    erase = "\\033[K"
    writers = [
        str(path.relative_to(ROOT))
        for path in module_files().values()
        if erase in path.read_text("utf-8") and path.name != "statusline.py"
    ]
    assert writers == []


@pytest.mark.slow
def test_judge__finds_a_problem_by_its_name_from_another_directory(tmp_path):
    name = example_problem()
    environment = dict(os.environ, PYTHONPATH=str(ROOT))
    completed = subprocess.run(
        [sys.executable, "-m", "slidingkit.judge", str(SOLUTIONS / (name + ".py")), name],
        cwd=str(tmp_path),
        env=environment,
        capture_output=True,
        text=True,
        timeout=600,
    )
    passed = "%d passed, 0 failed\n" % len(list((CASES / name).glob("*.in")))
    assert completed.returncode == 0 and completed.stdout.endswith(passed), completed.stdout[-500:]
    missing = subprocess.run(
        [
            sys.executable,
            "-m",
            "slidingkit.judge",
            str(SOLUTIONS / (name + ".py")),
            "no_such_problem",
        ],
        cwd=str(tmp_path),
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert missing.returncode == 1 and missing.stdout == ""
    assert missing.stderr.startswith(
        "judge: error: no case folder no_such_problem, nor a problem of that name"
    )


@pytest.mark.slow
@pytest.mark.timeout(900)  # a fresh venv, a wheel build, then the commands
def test_install__gives_commands_that_work_from_any_directory(tmp_path):
    prefix = tmp_path / "venv"
    venv.create(str(prefix), with_pip=True)
    python = prefix / "bin" / "python"
    source = tmp_path / "source"  # a clean copy: no .venv or build leftovers in the wheel
    shutil.copytree(
        str(ROOT),
        str(source),
        ignore=shutil.ignore_patterns(
            ".venv", ".git", "*.egg-info", "build", "__pycache__", ".pytest_cache"
        ),
    )
    (site_packages,) = prefix.glob("lib/python*/site-packages")
    before = set(os.listdir(str(site_packages)))
    installed = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", str(source)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert installed.returncode == 0, installed.stderr[-2000:]
    added = set(os.listdir(str(site_packages))) - before
    assert {name for name in added if not name.endswith(".dist-info")} == {"slidingkit"}
    assert (site_packages / "slidingkit" / "judge_cases" / (example_problem() + ".json")).is_file()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    name = example_problem()
    shutil.copy(str(SOLUTIONS / (name + ".py")), str(elsewhere / "mine.py"))
    environment = {
        "PATH": str(prefix / "bin") + os.pathsep + os.environ.get("PATH", ""),
        "HOME": str(tmp_path),
    }

    def run(*command):
        return subprocess.run(
            list(command),
            cwd=str(elsewhere),
            env=environment,
            capture_output=True,
            text=True,
            timeout=600,
        )

    judged = run("puzzle-judge", "mine.py", name)
    passed = "%d passed, 0 failed\n" % len(list((CASES / name).glob("*.in")))
    assert judged.returncode == 0 and judged.stdout.endswith(passed), judged.stdout[-500:]
    stressed = run("puzzle-judge", "stress", "mine.py", name, "-n", "20", "--seed", "1")
    assert stressed.returncode == 0 and "20 passed, 0 failed (seed 1)" in stressed.stdout, (
        stressed.stdout[-500:]
    )
    solved = run("puzzle-explorer", "solve", "283104765", "123804765")
    assert solved.returncode == 0 and "4 moves, optimal" in solved.stdout, solved.stdout
    assert "usage: puzzle-judge" in run("puzzle-judge", "--help").stdout


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self):
        return True


def test_status_line__rewrites_in_place_on_a_terminal_and_clears_before_a_line():
    stream = Terminal()
    status = StatusLine(stream, interval=0)
    status.show("1/3")
    status.show("2/3")
    status.write("a line\n")
    status.show("3/3")
    status.clear()
    status.clear()  # nothing shown: nothing written
    assert (
        stream.getvalue()
        == ERASE + "1/3" + ERASE + "2/3" + ERASE + "a line\n" + ERASE + "3/3" + ERASE
    )


def test_status_line__skips_a_rewrite_within_its_interval_unless_forced():
    stream = Terminal()
    status = StatusLine(stream, interval=3600)
    status.show("first")
    status.show("skipped")
    status.show("forced", force=True)
    assert stream.getvalue() == ERASE + "first" + ERASE + "forced"


def test_status_line__writes_nothing_to_a_file_unless_asked_for_every_nth_line():
    quiet, logged = io.StringIO(), io.StringIO()
    for text in ("1", "2", "3", "4"):
        StatusLine(quiet).show(text)
    log = StatusLine(logged, every=2)
    for text in ("1", "2", "3", "4"):
        log.show(text)
    log.clear()
    assert quiet.getvalue() == "" and logged.getvalue() == "2\n4\n"


LONG_FUNCTION = 60  # lines, the def included: longer ones say why on the line above


def unexplained_long_functions(text: str, name: str):
    """'name:function (lines)' for each function of text over LONG_FUNCTION lines whose comment
    right above it (or above its decorators) does not start with `# Long:`."""
    lines = text.splitlines()
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = min([node.lineno] + [decorator.lineno for decorator in node.decorator_list])
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            comments = []  # type: List[str]  # the comment lines right above it
            at = first - 2
            while at >= 0 and lines[at].strip().startswith("#"):
                comments.insert(0, lines[at].strip())
                at -= 1
            if length > LONG_FUNCTION and not (comments and comments[0].startswith("# Long:")):
                found.append("%s:%s (%d lines)" % (name, node.name, length))
    return found


def test_long_functions__the_check_can_fail():
    body = "".join("    x = %d\n" % line for line in range(LONG_FUNCTION))
    assert unexplained_long_functions("def f():\n" + body, "m.py") == ["m.py:f (61 lines)"]
    explained = "# Long: one table, written out\ndef f():\n" + body
    assert unexplained_long_functions(explained, "m.py") == []


# --- sizes: one idea a module, short functions ---------------------------------------------------

MOST_MODULE_LINES = 800  # a module of the kit (slidingkit/, judge_cases/)
MOST_TEST_MODULE_LINES = 700
MOST_FUNCTION_LINES = 100  # anywhere outside tests/, the submitted files included


def kit_sources() -> List[Path]:
    """Every Python file outside tests/: the kit's package, its case folders' launchers and the
    submitted files."""
    return sorted(
        path
        for folder in ("slidingkit", "judge_cases", "solutions")
        for path in (ROOT / folder).rglob("*.py")
        if "__pycache__" not in path.parts
    )


def test_long_functions__say_why_everywhere_outside_the_tests():
    found = []
    for path in kit_sources():
        found += unexplained_long_functions(path.read_text("utf-8"), str(path.relative_to(ROOT)))
    assert found == []


def functions_over(text: str, name: str, most: int) -> List[str]:
    """`name:function (N lines)` for every function of text longer than most lines."""
    return [
        "%s:%s (%d lines)" % (name, node.name, node.end_lineno - node.lineno + 1)
        for node in ast.walk(ast.parse(text))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.end_lineno is not None
        and node.end_lineno - node.lineno + 1 > most
    ]


def test_functions__none_over_100_lines_outside_the_tests():
    found = []
    for path in kit_sources():
        found += functions_over(
            path.read_text("utf-8"), str(path.relative_to(ROOT)), MOST_FUNCTION_LINES
        )
    assert found == []
    assert functions_over("def f():\n" + "    x = 1\n" * 100, "m.py", 100) == ["m.py:f (101 lines)"]


def lines_over(paths: List[Path], most: int) -> List[str]:
    return [
        "%s (%d lines)" % (path.relative_to(ROOT), count)
        for path in paths
        for count in [len(path.read_text("utf-8").splitlines())]
        if count > most
    ]


def test_modules__none_over_800_lines_outside_the_tests_and_the_submitted_files():
    kit = [path for path in kit_sources() if path.parts[len(ROOT.parts)] != "solutions"]
    assert lines_over(kit, MOST_MODULE_LINES) == []


def test_test_modules__none_over_700_lines():
    assert lines_over(sorted((ROOT / "tests").rglob("*.py")), MOST_TEST_MODULE_LINES) == []


# A suppression names what it suppresses, so that it hides nothing else: mypy's type-ignore
# comment with its [code], ruff's noqa with its codes after a colon.
BARE_SUPPRESSION = re.compile(r"#\s*(type:\s*ignore(?!\[)|noqa(?!:))")


def bare_suppressions(text: str, name: str) -> List[str]:
    return [
        "%s:%d" % (name, number)
        for number, line in enumerate(text.splitlines(), 1)
        if BARE_SUPPRESSION.search(line)
    ]


def test_suppressions__each_names_its_code():
    found = []
    for path in kit_sources() + sorted((ROOT / "tests").rglob("*.py")):
        if path.name != "test_structure.py":  # this module names the patterns it looks for
            found += bare_suppressions(path.read_text("utf-8"), str(path.relative_to(ROOT)))
    assert found == []
    bare = "x = 1  # type: " + "ignore\ny = 2  # no" + "qa\n"  # split: no tool reads them as such
    assert bare_suppressions(bare, "m.py") == ["m.py:1", "m.py:2"]
    assert bare_suppressions("x = 1  # type: ignore[misc]\ny = 2  # noqa: E501\n", "m.py") == []
