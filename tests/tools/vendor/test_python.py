"""The vendored copies of slidingkit/core/ in solutions/: only what each file uses, verbatim, module
by module (slidingkit/tools/vendor/python.py, run by `python -m slidingkit.tools.vendor`,
slidingkit/tools/vendor/cli.py).

What it proves: every solution file holds, between its markers, exactly the core definitions it
needs (the globals its own code reads, followed through the globals those read in turn, read with
symtable, so a local that shares a core name pulls in nothing), each equal to its module's text,
modules in slidingkit/tools/vendor/python.py's order and each named, the standard-library imports
once; the solution's own code comes first, after its header, and the `__main__` guard last. The tool
finds a copy that differs and says which module's definition differs, is missing or is surplus; it
rewrites it; it follows a change of the core into exactly the files that use the changed definition;
it refuses a file without markers, a core name defined twice, a module missing from its order; no
solution runs code from strings; the check fails, naming the line, when a file's own code rebinds a
name its copy defines or imports (an assignment, a def, an import, a loop target, a `global`).
Independently of the tool's own reading of names, the compiled files load no global that they do not
define (nothing needed is left out) and every vendored definition is mentioned elsewhere in its file
(nothing unused is carried). The files the tests edit are found by what they hold (the first file
whose copy defines a name), never named.
"""

import ast
import builtins
import re
import shutil
import subprocess
import symtable
import sys
from typing import Set

import pytest

from slidingkit.tools.vendor import cli, python
from slidingkit.tools.vendor.budgets import DEFAULT, budget
from tests.conftest import ROOT, SOLUTIONS


def test_vendored_copies__equal_the_source():
    problems = python.drift_report()
    assert problems == [], "\n".join(problems)


def test_vendored_copies__every_solution_has_the_markers_once():
    for path in SOLUTIONS.glob("*.py"):
        text = path.read_text("utf-8")
        assert text.count(python.BEGIN) == 1 and text.count(python.END) == 1, path.name


def test_solutions__do_not_exec_strings():
    for path in SOLUTIONS.glob("*.py"):
        text = path.read_text("utf-8")
        assert "exec(" not in text and "eval(" not in text and "compile(" not in text, path.name


def globals_loaded(table: symtable.SymbolTable) -> Set[str]:
    """Every global name some scope of the module loads without binding it there
    (the compiler's view)."""
    names = set()
    for symbol in table.get_symbols():
        if symbol.is_referenced() and (
            symbol.is_global()
            if table.get_type() != "module"
            else not (symbol.is_assigned() or symbol.is_imported())
        ):
            names.add(symbol.get_name())
    for child in table.get_children():
        names |= globals_loaded(child)
    return names


@pytest.mark.parametrize("path", sorted(SOLUTIONS.glob("*.py")), ids=lambda path: path.stem)
def test_vendored_copies__leave_out_nothing_the_file_loads(path):
    module = symtable.symtable(path.read_text("utf-8"), str(path), "exec")
    bound = {
        symbol.get_name()
        for symbol in module.get_symbols()
        if symbol.is_assigned() or symbol.is_imported()
    }
    assert globals_loaded(module) - bound - set(dir(builtins)) == set()


@pytest.mark.parametrize("path", sorted(SOLUTIONS.glob("*.py")), ids=lambda path: path.stem)
def test_vendored_copies__carry_nothing_the_file_does_not_use(path):
    before, copy, after = python.split_at_markers(path.read_text("utf-8"), path.name)
    chunks = re.split(r"\n(?=\S)", copy)  # each top-level statement with its lines
    for chunk in chunks:
        if chunk.startswith(("#", "import ", "from ")):
            continue
        name = re.match(r"(?:def |class )?(\w+)", chunk).group(1)
        elsewhere = before + after + "".join(other for other in chunks if other is not chunk)
        assert re.search(r"\b%s\b" % name, elsewhere), (
            "%s carries %s, which nothing else in it mentions" % (path.name, name)
        )


def test_vendored_copies__start_with_the_pointer_and_name_each_module():
    for path in SOLUTIONS.glob("*.py"):
        _, copy, _ = python.split_at_markers(path.read_text("utf-8"), path.name)
        assert copy.startswith(python.POINTER), path.name
        modules = re.findall(r"^# -- slidingkit/core/(\w+)\.py --$", copy, flags=re.MULTILINE)
        assert modules == sorted(modules, key=python.MODULES.index) and len(set(modules)) == len(
            modules
        ), path.name
        assert "import core" not in copy and "from core" not in copy, path.name


@pytest.mark.parametrize("path", sorted(SOLUTIONS.glob("*.py")), ids=lambda path: path.stem)
def test_solution__reads_header_own_code_core_then_main_guard(path):
    text = path.read_text("utf-8")
    before, copy, after = python.split_at_markers(text, path.name)
    tree = ast.parse(text)
    assert isinstance(tree.body[0], ast.Expr) and text.startswith('r"""'), (
        "a raw docstring header comes first"
    )
    assert after.strip() == 'if __name__ == "__main__":\n    main()'.replace(
        "\n", "\n"
    ) or after.strip().startswith('# ---- END core ----\n\n\nif __name__ == "__main__":'), after[
        :80
    ]
    own = before[: -len(python.BEGIN)]
    assert "def solve(" in own or "class Solution" in own, (
        "the problem's own code comes before the core"
    )
    most_lines = budget(path.stem)[0] or DEFAULT[0]
    assert own.count("\n") < most_lines / 3, "the solution is near the top: a third of its budget"


@pytest.fixture
def copy_of_repo(tmp_path):
    shutil.copytree(ROOT / python.CORE, tmp_path / python.CORE)
    shutil.copytree(SOLUTIONS, tmp_path / "solutions")
    return tmp_path


def stub(root, name, code):
    """Write solutions/NAME.py whose own code is code, with empty markers; return its path."""
    path = root / "solutions" / (name + ".py")
    path.write_text('"""A stub."""\n\n' + code + python.BEGIN + python.END + "\nmain()\n", "utf-8")
    return path


def vendoring(root, name):
    """The first solution file under root whose copy defines name, and how the tool names it."""
    for path in sorted((root / "solutions").glob("*.py")):
        if re.search(r"^(?:def |class )?%s\b" % name, path.read_text("utf-8"), re.MULTILINE):
            return path, "solutions/" + path.name
    raise AssertionError("no solution file vendors %s" % name)


def vendored_names(path):
    _, copy, _ = python.split_at_markers(path.read_text("utf-8"), path.name)
    return re.findall(r"^(?:    )?(?:def |class )?(\w+)", copy, flags=re.MULTILINE)


def test_vendor__carries_the_imports_of_the_modules_it_copies_from(copy_of_repo):
    path = stub(
        copy_of_repo,
        "stub",
        "def main():\n    print(round(euclidean((0, 3, 2, 1), (1, 2, 3, 0)), 3))\n\n\n",
    )
    python.vendor(copy_of_repo)
    _, copy, _ = python.split_at_markers(path.read_text("utf-8"), path.name)
    assert "import math" in copy.splitlines()  # heuristics.py's, for euclidean's math.hypot
    completed = subprocess.run(
        [sys.executable, "-I", "-S", str(path)], capture_output=True, text=True, timeout=60
    )
    assert completed.stdout == "4.243\n", (
        completed.stderr
    )  # three tiles a diagonal step away: 3 * 2**0.5


def test_vendor__follows_what_a_definition_uses_in_turn(copy_of_repo):
    path = stub(
        copy_of_repo,
        "stub",
        "def main():\n    print(Search.distance((0, 3, 2, 1), (1, 2, 3, 0)))\n\n\n",
    )
    python.vendor(copy_of_repo)
    names = vendored_names(path)
    # Search -> IterativeDeepening -> is_solvable -> _cycles, dimensions -> InputError, and the
    # search's tables -> WalkingDistance; annotations and type comments name Tiles, Dict, ...
    for name in (
        "Search",
        "IterativeDeepening",
        "SearchTables",
        "WalkingDistance",
        "is_solvable",
        "_cycles",
        "dimensions",
        "InputError",
        "Tiles",
        "MOVES",
        "WALKING_DISTANCE_MAX_SIDE",
    ):
        assert name in names, name
    for name in (
        "hamming",
        "twin_search",
        "run_solution",
        "DistanceTable",
        "parity_counts",
        "FifteenSearch",
        "move_automaton",
        "ManhattanSearch",
        "goal_cells",
    ):
        assert name not in names, name
    _, copy, _ = python.split_at_markers(path.read_text("utf-8"), path.name)
    imports = [line for line in copy.splitlines() if line.lstrip().startswith(("import ", "from "))]
    assert imports == ["    from typing import Any, Dict, List, Optional, Sequence, Tuple"]
    # the typing names and the Tiles alias are the type checker's alone:
    # a run imports nothing for them
    assert (
        python.TYPE_CHECKING_LINE + python.TYPE_CHECKING_GUARD + imports[0] + "\n\n    Tiles = "
    ) in copy
    assert re.findall(r"^# -- (slidingkit/core/\w+\.py) --$", copy, flags=re.MULTILINE) == [
        "slidingkit/core/board.py",
        "slidingkit/core/walking_distance.py",
        "slidingkit/core/search.py",
    ]
    completed = subprocess.run(
        [sys.executable, str(path)], capture_output=True, text=True, timeout=60
    )
    assert completed.stdout == "6\n", completed.stderr


def test_vendor__a_local_or_a_parameter_that_shares_a_core_name_pulls_in_nothing(copy_of_repo):
    path = stub(
        copy_of_repo,
        "stub",
        "def main(distance=0):\n    hamming = 1\n    print(distance + hamming)\n\n\n",
    )
    python.vendor(copy_of_repo)
    _, copy, _ = python.split_at_markers(path.read_text("utf-8"), path.name)
    assert copy == python.POINTER  # nothing else
    assert (
        subprocess.run(
            [sys.executable, str(path)], capture_output=True, text=True, timeout=60
        ).stdout
        == "1\n"
    )


def test_vendor__skips_an_import_the_own_code_makes(copy_of_repo):
    path = stub(
        copy_of_repo, "stub", "import sys\n\n\ndef main():\n    run_solution(str, 'stub', [])\n\n\n"
    )
    python.vendor(copy_of_repo)
    _, copy, _ = python.split_at_markers(path.read_text("utf-8"), path.name)
    assert "import sys" not in copy and "def run_solution" in copy


def test_vendor__refuses_a_core_statement_that_defines_nothing(copy_of_repo):
    source = copy_of_repo / "slidingkit" / "core" / "board.py"
    source.write_text(source.read_text("utf-8") + "\nprint('side effect')\n", "utf-8")
    with pytest.raises(python.VendorError, match="neither an import nor a definition"):
        python.vendor(copy_of_repo)


def test_vendor__refuses_a_name_defined_in_two_modules(copy_of_repo):
    source = copy_of_repo / "slidingkit" / "core" / "symmetry.py"
    source.write_text(source.read_text("utf-8") + "\n\ndef check_board():\n    pass\n", "utf-8")
    with pytest.raises(python.VendorError, match="both define check_board"):
        python.vendor(copy_of_repo)


def test_vendor__refuses_a_module_missing_from_its_order(copy_of_repo):
    (copy_of_repo / "slidingkit" / "core" / "extra.py").write_text('"""More."""\n', "utf-8")
    with pytest.raises(python.VendorError, match="MODULES must list every module"):
        python.vendor(copy_of_repo)


def test_vendor__finds_and_rewrites_a_drifted_copy(copy_of_repo):
    victim, name = vendoring(copy_of_repo, "is_solvable")
    original = victim.read_text("utf-8")
    victim.write_text(
        original.replace("def is_solvable", "def is_solvable_edited_by_hand"), "utf-8"
    )
    assert python.drifted(copy_of_repo) == [name]
    assert python.drift_report(copy_of_repo) == [
        "%s: missing slidingkit/core/board.py is_solvable; run `make vendor`" % name,
        "%s: surplus slidingkit/core/board.py is_solvable_edited_by_hand (the file does "
        "not use it); run `make vendor`" % name,
    ]
    assert python.vendor(copy_of_repo) == [name]
    assert victim.read_text("utf-8") == original
    assert python.drifted(copy_of_repo) == []


def test_vendor__follows_a_change_of_the_source_into_the_files_that_use_it(copy_of_repo):
    source = copy_of_repo / "slidingkit" / "core" / "board.py"
    text = source.read_text("utf-8")
    signature = 'def check_board(board: "Sequence[int]", columns: "Optional[int]" = None) -> int:\n'
    assert signature in text
    source.write_text(
        text.replace(signature, signature + "    # a new line in check_board\n"), "utf-8"
    )
    checking = [
        path for path in SOLUTIONS.glob("*.py") if "def check_board(" in path.read_text("utf-8")
    ]
    assert len(python.drifted(copy_of_repo)) == len(checking)  # every file that checks grids
    assert all(
        problem.endswith(
            "slidingkit/core/board.py check_board differs from the core's text; run `make vendor`"
        )
        for problem in python.drift_report(copy_of_repo)
    )
    python.vendor(copy_of_repo)
    for path in checking:
        assert "# a new line in check_board\n" in (
            copy_of_repo / "solutions" / path.name
        ).read_text("utf-8")
    heuristics = copy_of_repo / "slidingkit" / "core" / "heuristics.py"
    heuristics.write_text(
        heuristics.read_text("utf-8").replace(
            '"""Return the sum over tiles of |index in board',
            '"""Return the total over tiles of |index in board',
        ),
        "utf-8",
    )
    assert python.drifted(copy_of_repo) == []  # no file uses string_distance


def test_vendor__adds_and_drops_definitions_as_a_file_starts_and_stops_using_them(copy_of_repo):
    # a file that holds MOVES but does not use path_to_letters starts to, after its PROBLEM line,
    # then stops
    victim = next(
        path
        for path in sorted((copy_of_repo / "solutions").glob("*.py"))
        if "path_to_letters" not in path.read_text("utf-8")
        and "\nMOVES = " in path.read_text("utf-8")
    )
    name = "solutions/" + victim.name
    original = victim.read_text("utf-8")
    using = 'LETTERS = lambda: path_to_letters("UD", "udlr")\n'
    problem_line = re.search(r"^PROBLEM = .*\n", original, re.MULTILINE).group(0)
    victim.write_text(original.replace(problem_line, problem_line + using, 1), "utf-8")
    assert python.drift_report(copy_of_repo) == [
        "%s: missing slidingkit/core/judge_io.py path_to_letters; run `make vendor`" % name
    ]
    python.vendor(copy_of_repo)
    assert "def path_to_letters" in victim.read_text("utf-8")
    victim.write_text(victim.read_text("utf-8").replace(using, ""), "utf-8")
    assert python.drift_report(copy_of_repo) == [
        "%s: surplus slidingkit/core/judge_io.py path_to_letters (the file does not use it); "
        "run `make vendor`" % name
    ]
    python.vendor(copy_of_repo)
    assert victim.read_text("utf-8") == original


def test_vendor__refuses_a_file_without_markers(copy_of_repo):
    (copy_of_repo / "solutions" / "stray.py").write_text("print('no core here')\n", "utf-8")
    with pytest.raises(python.VendorError, match="stray.py"):
        python.drifted(copy_of_repo)


def test_vendor_check__exits_1_and_names_the_file_and_the_definition(copy_of_repo, capsys):
    victim, name = vendoring(copy_of_repo, "check_board")
    text = victim.read_text("utf-8")
    copy_start = text.index(python.BEGIN)
    victim.write_text(
        text[:copy_start] + text[copy_start:].replace("def check_board(", "def check_board( ", 1),
        "utf-8",
    )
    assert cli.main(["--check"], root=copy_of_repo) == 1
    assert capsys.readouterr().err == (
        "%s: slidingkit/core/board.py check_board differs from the core's text; run `make vendor`\n"
        % name
    )
    assert cli.main([], root=copy_of_repo) == 0
    assert cli.main(["--check"], root=copy_of_repo) == 0


REBINDINGS = {  # own code appended after the markers -> (the name it rebinds, on its line number)
    "an assignment": ("WALKING_DISTANCE_MAX_SIDE = 2\n", "WALKING_DISTANCE_MAX_SIDE", 1),
    "a def": ("def is_solvable(board, goal, columns=None):\n    return True\n", "is_solvable", 1),
    "a loop target": ("for MOVES in ['DURL']:\n    pass\n", "MOVES", 1),
    "an import": ("from os import sep as InputError\n", "InputError", 1),
    "a global in a function": (
        "def patch():\n    global check_board\n    check_board = None\n",
        "check_board",
        3,
    ),
    "inside an if": ("if True:\n    is_solvable = lambda *args: True\n", "is_solvable", 2),
}


@pytest.mark.parametrize("kind", sorted(REBINDINGS))
def test_vendor_check__fails_on_own_code_that_rebinds_a_vendored_name(copy_of_repo, kind, capsys):
    code, name, line_in_code = REBINDINGS[kind]
    victim, named = vendoring(copy_of_repo, name)
    text = victim.read_text("utf-8")
    victim.write_text(
        text.replace(
            '\n\nif __name__ == "__main__":', "\n\n" + code + '\n\nif __name__ == "__main__":'
        ),
        "utf-8",
    )
    line = victim.read_text("utf-8").splitlines().index(code.splitlines()[0]) + line_in_code
    expected = (
        "%s: line %d rebinds %s, which the vendored core defines; rename it, "
        "or change the core" % (named, line, name)
    )
    assert expected in python.drift_report(copy_of_repo)
    assert cli.main(["--check"], root=copy_of_repo) == 1
    assert expected in capsys.readouterr().err


def test_vendor_check__a_local_or_an_attribute_that_shares_a_core_name_is_no_rebinding(
    copy_of_repo,
):
    victim, _ = vendoring(copy_of_repo, "is_solvable")
    own = (
        "def helper(distance=1):\n    MOVES = 'x'\n    return distance, MOVES\n\n\n"
        "class Holder:\n    is_solvable = True\n"
    )
    victim.write_text(
        victim.read_text("utf-8").replace(
            '\n\nif __name__ == "__main__":', "\n\n" + own + '\n\nif __name__ == "__main__":'
        ),
        "utf-8",
    )
    assert python.drift_report(copy_of_repo) == []


def test_core_modules__import_for_the_type_checker_only_names_they_use():
    # ruff does not read type comments, so pyproject lets typing's names go unused; this holds
    # them to what the annotations, type comments and type aliases of each module name
    unused = []
    for path in sorted((ROOT / "slidingkit" / "core").glob("*.py")):
        if path.name == "__init__.py":
            continue
        text = path.read_text("utf-8")
        tree = ast.parse(text, type_comments=True)
        imports, definitions = python.parse_module(text, "slidingkit/core/" + path.name, True)
        used = python.string_annotation_names(tree) | python.type_comment_names(tree)
        used |= {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
        for statement in imports:
            unused.extend(
                "%s: %s" % (path.name, bound)
                for bound, _ in statement.names
                if statement.type_only and bound not in used
            )
    assert unused == []


def test_core_modules__the_type_only_import_check_can_fail():
    text = (
        "TYPE_CHECKING = False\nif TYPE_CHECKING:\n    from typing import Dict, List\n\n"
        "x = []  # type: List[int]\n"
    )
    tree = ast.parse(text, type_comments=True)
    imports, _ = python.parse_module(text, "slidingkit/core/sample.py", True)
    used = python.string_annotation_names(tree) | python.type_comment_names(tree)
    assert [
        bound
        for statement in imports
        for bound, _ in statement.names
        if statement.type_only and bound not in used
    ] == ["Dict"]
