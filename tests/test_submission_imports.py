"""Each submission imports only what its answer uses, as a judge's interpreter runs it.

What it proves
    - Run as a judge runs it (`python -I -S`, so no site customization hides an import or adds
      one), each file in solutions/ loads, beyond a bare start, exactly the modules it imports by
      name and what the interpreter loads for those: nothing drags in more behind its back.
    - Each module a file imports by name is on REASONS, with what the answer uses it for. typing,
      and everything it drags in (re, enum, functools, contextlib, ...), is not: annotations are
      strings and their names are imported under `if TYPE_CHECKING:`, which a run skips.
    - The check can fail: it reports a program that imports typing, and one that loads a module
      it does not name.

Modules tested here: slidingkit/tools/vendor/imports.py, the harness that runs a file as a judge
starts it.
"""

import ast
import subprocess
import sys
from pathlib import Path
from typing import List, Set

import pytest

from slidingkit.tools.vendor.imports import JUDGE_START, loaded_beyond_bare
from slidingkit.tools.vendor.python import is_type_checking_guard
from tests.conftest import CASES, SOLUTIONS


def named_imports(program: Path) -> List[str]:
    """The top-level modules program imports by name at run time: its import statements at any
    depth, less those under `if TYPE_CHECKING:` (the type checker's alone)."""
    tree = ast.parse(program.read_text("utf-8"))
    skipped = set()  # type: Set[int]
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and is_type_checking_guard(node):
            skipped.update(id(inner) for statement in node.body for inner in ast.walk(statement))
    names = []  # type: List[str]
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found = [alias.name.split(".")[0] for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found = [node.module.split(".")[0]]
        else:
            continue
        names.extend(name for name in found if name not in names)
    return names


def loaded_by_importing(python: str, modules: List[str]) -> Set[str]:
    """What importing modules (by name, nothing else) adds to a bare `-I -S` start of python."""
    code = (
        "import sys\nbare = set(sys.modules)\n%s\n"
        "print(' '.join(sorted(set(sys.modules) - bare)))\n"
        % "".join("import %s\n" % module for module in modules)
    )
    result = subprocess.run(
        [python] + JUDGE_START + ["-c", code], stdout=subprocess.PIPE, check=True
    )
    return set(result.stdout.decode("ascii").split())


# Every module a submission may import by name, with what its answer uses it for. `sys` is loaded
# by every start, so it costs nothing.
REASONS = {
    "sys": "stdin, stdout and the exit status",
    "math": "the side of an n x n board (sqrt) and a table's size (factorial)",
    "itertools": "repeat, so that a breadth-first layer runs at C speed",
    "array": (
        "compact machine-integer tables: the 4x4 move automaton's boards, "
        "POJ 2893's million numbers"
    ),
}
NEVER = {"typing", "re", "enum", "functools", "contextlib"}  # typing, and what it drags in

FILES = sorted(SOLUTIONS.glob("*.py"))


def first_case(path: Path) -> bytes:
    return sorted((CASES / path.stem).glob("*.in"))[0].read_bytes()


def import_problems(path: Path, stdin: bytes) -> List[str]:
    """What is wrong with the imports of program path run on stdin (empty: nothing)."""
    named = named_imports(path)
    loaded = loaded_beyond_bare(sys.executable, path, stdin)
    expected = loaded_by_importing(sys.executable, named)
    problems = [
        "imports %s, which REASONS does not list" % name for name in named if name not in REASONS
    ]
    problems.extend(
        "loads %s, which no module it names brings in" % module
        for module in sorted(loaded - expected)
    )
    problems.extend("loads %s at run time" % module for module in sorted(loaded & NEVER))
    return problems


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_submission__loads_only_what_it_names_and_names_only_what_its_answer_uses(path):
    assert import_problems(path, first_case(path)) == []


def test_import_check__reports_typing_and_a_module_loaded_unnamed(tmp_path):
    typed = tmp_path / "typed.py"
    typed.write_text("from typing import List\nprint(1)\n", "utf-8")
    problems = import_problems(typed, b"")
    assert "imports typing, which REASONS does not list" in problems
    assert "loads typing at run time" in problems
    hidden = tmp_path / "hidden.py"
    hidden.write_text("import math\nprint(__import__('json').dumps(math.pi))\n", "utf-8")
    assert "loads json, which no module it names brings in" in import_problems(hidden, b"")


def test_import_check__type_checking_imports_are_not_named(tmp_path):
    program = tmp_path / "guarded.py"
    program.write_text(
        "import math\nTYPE_CHECKING = False\nif TYPE_CHECKING:\n    from typing import List\n"
        "print(math.pi)\n",
        "utf-8",
    )
    assert named_imports(program) == ["math"]
    assert import_problems(program, b"") == []
