"""The C++ core (slidingkit/core/cpp/) and its verbatim copies in the C++ solutions
(slidingkit/tools/vendor/cpp.py).

What it proves: every part of slidingkit/core/cpp/ opens with a comment that says what it is and
what it costs, and some C++ file holds it; each C++ file holds its parts between marker lines that
name them, each copy equal to its part byte for byte and none twice (read with a regular expression
of its own, not with the tool's reading); `python -m slidingkit.tools.vendor --check`, run on a copy
of the tree, exits 1 and names the file and the part for a block that differs, a block that is
missing, a block that names no part, a surplus block, a block before a part it uses and a marker
line without its pair, and `python -m slidingkit.tools.vendor` rewrites a block that differs and
leaves the Python files alone. The reading of declarations that decides what a file needs is checked
on its own. Whether the files compile and behave is tests/test_cpp_solutions.py's.
"""

import re
import shutil
import subprocess
import sys

import pytest

from slidingkit import problems
from slidingkit.tools.vendor import cpp
from tests.conftest import ROOT, SOLUTIONS

CORE_CPP = ROOT / "slidingkit" / "core" / "cpp"
CPP_FILES = sorted(SOLUTIONS.glob("*.cpp"))
BLOCK = re.compile(
    r"^// ---- BEGIN (slidingkit/core/cpp/\S+) "
    r"\(vendored by make vendor: edit slidingkit/core/cpp/, not this copy\) "
    r"----\n(.*?)^// ---- END \1 ----\n",
    re.DOTALL | re.MULTILINE,
)


def blocks_of(text):
    """[(part, its copy)] of a C++ file's text, in order."""
    return BLOCK.findall(text)


def holding(root, part):
    """The C++ files under root/solutions that hold a block of part, in name order."""
    return [
        path
        for path in sorted((root / "solutions").glob("*.cpp"))
        if part in [name for name, _ in blocks_of(path.read_text("utf-8"))]
    ]


def test_cpp_files__each_is_the_file_of_a_problem():
    assert {path.stem for path in CPP_FILES} <= set(problems.names())


def test_core_parts__each_is_held_and_opens_with_what_it_is_and_what_it_costs():
    names = sorted(path.name for path in CORE_CPP.glob("*.h"))
    held = {part for path in CPP_FILES for part, _ in blocks_of(path.read_text("utf-8"))}
    assert held == {"slidingkit/core/cpp/" + name for name in names}
    for name in names:
        text = (CORE_CPP / name).read_text("utf-8")
        opening = text[: text.index("\n\n")]
        assert all(line.startswith("// ") for line in opening.splitlines()), name
        assert "Cost:" in opening, name


@pytest.mark.parametrize("path", CPP_FILES, ids=lambda path: path.stem)
def test_cpp_file__holds_each_of_its_parts_byte_for_byte_once(path):
    text = path.read_text("utf-8")
    found = blocks_of(text)
    assert found, "%s holds no part of slidingkit/core/cpp/" % path.name
    parts = [part for part, _ in found]
    assert len(set(parts)) == len(parts), parts
    for part, copy in found:
        assert copy == (ROOT / part).read_text("utf-8"), "%s: %s differs" % (path.name, part)
    assert text.count("// ---- BEGIN ") == text.count("// ---- END ") == len(found)


def test_drift_report__finds_no_drift_in_the_tree():
    assert cpp.drift_report() == []


@pytest.fixture
def tree(tmp_path):
    """A copy of what `python -m slidingkit.tools.vendor` reads and runs: slidingkit/core/,
    solutions/ and slidingkit/tools/."""
    for folder in ("slidingkit/core", "solutions", "slidingkit/tools"):
        shutil.copytree(
            str(ROOT / folder),
            str(tmp_path / folder),
            ignore=shutil.ignore_patterns("__pycache__"),
        )
    shutil.copy(str(ROOT / "slidingkit" / "__init__.py"), str(tmp_path / "slidingkit"))
    return tmp_path


def run_vendor(root, *arguments):
    return subprocess.run(
        [sys.executable, "-m", "slidingkit.tools.vendor"] + list(arguments),
        cwd=str(root),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        universal_newlines=True,
        timeout=120,
    )


def edit(path, old, new):
    text = path.read_text("utf-8")
    assert text.count(old) >= 1, old
    path.write_text(text.replace(old, new, 1), "utf-8")


def line_of(path, fragment):
    return next(
        number
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if fragment in line
    )


def named(path):
    """How the tool names a file of the tree: solutions/NAME.cpp."""
    return "solutions/" + path.name


def test_vendor_check__names_the_file_and_the_part_of_a_drifted_block_and_vendor_mends_it(tree):
    victim = holding(tree, "slidingkit/core/cpp/reader.h")[0]
    original = victim.read_text("utf-8")
    edit(victim, "if (buffered == 0) return END_OF_INPUT;", "if (buffered == 0) return 0;")
    line = line_of(victim, "if (buffered == 0) return 0;")
    python_files = {path.name: path.read_bytes() for path in (tree / "solutions").glob("*.py")}
    checked = run_vendor(tree, "--check")
    assert (checked.returncode, checked.stdout) == (1, "")
    assert checked.stderr == (
        "%s: slidingkit/core/cpp/reader.h differs from the core's text (line %d); "
        "run `make vendor`\n" % (named(victim), line)
    )
    vendored = run_vendor(tree)
    assert (vendored.returncode, vendored.stderr) == (0, ""), vendored.stderr
    assert vendored.stdout == "vendored the parts of slidingkit/core/cpp/ that %s holds\n" % named(
        victim
    )
    assert victim.read_text("utf-8") == original
    assert {path.name: path.read_bytes() for path in (tree / "solutions").glob("*.py")} == (
        python_files
    )
    assert run_vendor(tree, "--check").returncode == 0


def test_vendor__follows_a_change_of_a_part_into_every_file_that_holds_it(tree):
    holders = holding(tree, "slidingkit/core/cpp/tokens.h")
    assert holders
    edit(tree / "slidingkit" / "core" / "cpp" / "tokens.h", 'then "..."', "then an ellipsis")
    checked = run_vendor(tree, "--check")
    assert checked.returncode == 1
    assert [line.split(":")[0] for line in checked.stderr.splitlines()] == [
        named(path) for path in holders
    ]
    assert "slidingkit/core/cpp/tokens.h differs" in checked.stderr
    assert run_vendor(tree).stdout.count("vendored the parts") == len(holders)
    for path in holders:
        assert "then an ellipsis" in path.read_text("utf-8")
    assert run_vendor(tree, "--check").returncode == 0


def remove_block(path, part):
    text = path.read_text("utf-8")
    begin, end = cpp.BEGIN % part, cpp.END % part
    path.write_text(text[: text.index(begin)] + text[text.index(end) + len(end) :], "utf-8")


def test_vendor_check__names_a_missing_block_and_what_needs_it(tree):
    victim = holding(tree, "slidingkit/core/cpp/text.h")[0]
    remove_block(victim, "slidingkit/core/cpp/text.h")
    checked = run_vendor(tree, "--check")
    assert checked.returncode == 1
    (line,) = checked.stderr.splitlines()
    needs = re.fullmatch(
        re.escape(named(victim)) + r": missing slidingkit/core/cpp/text\.h "
        r"\((?:the file's own code|slidingkit/core/cpp/\w+\.h) uses (\w+)\); "
        r"write its marker lines where the file needs it, then run `make vendor`",
        line,
    )
    assert needs, line
    assert re.search(r"\b%s\b" % needs.group(1), (CORE_CPP / "text.h").read_text("utf-8"))
    assert run_vendor(tree).returncode == 1  # vendoring adds no block: the file must say where


def test_vendor_check__names_a_block_that_names_no_part(tree):
    victim = holding(tree, "slidingkit/core/cpp/text.h")[0]
    text = victim.read_text("utf-8")
    victim.write_text(
        text.replace("slidingkit/core/cpp/text.h", "slidingkit/core/cpp/texts.h"), "utf-8"
    )
    line = line_of(victim, "BEGIN slidingkit/core/cpp/texts.h")
    problems = cpp.drift_report(tree)
    assert (
        "%s: line %d names slidingkit/core/cpp/texts.h, which is no part of slidingkit/core/cpp/"
        % (named(victim), line)
        in problems
    )
    assert any(
        problem.startswith("%s: missing slidingkit/core/cpp/text.h" % named(victim))
        for problem in problems
    )


def test_vendor_check__names_a_surplus_block_and_one_before_a_part_it_uses(tree):
    # a file that holds tokens.h (which uses reader.h) and not distances.h: its reader.h block
    # moved after tokens.h's, and an empty distances.h block after that
    victim = [
        path
        for path in holding(tree, "slidingkit/core/cpp/tokens.h")
        if path not in holding(tree, "slidingkit/core/cpp/distances.h")
    ][0]
    reader = cpp.BEGIN % "slidingkit/core/cpp/reader.h"
    reader += (tree / "slidingkit" / "core" / "cpp" / "reader.h").read_text("utf-8")
    reader += cpp.END % "slidingkit/core/cpp/reader.h"
    remove_block(victim, "slidingkit/core/cpp/reader.h")
    distances = (
        cpp.BEGIN % "slidingkit/core/cpp/distances.h" + cpp.END % "slidingkit/core/cpp/distances.h"
    )
    tokens_end = cpp.END % "slidingkit/core/cpp/tokens.h"
    edit(victim, tokens_end, tokens_end + "\n" + reader + "\n" + distances)
    found = cpp.drift_report(tree)
    assert len(found) == 3, found
    assert re.fullmatch(
        re.escape(named(victim)) + r": slidingkit/core/cpp/tokens\.h comes before "
        r"slidingkit/core/cpp/reader\.h, whose \w+ it uses",
        found[0],
    ), found[0]
    assert found[1:] == [
        "%s: surplus slidingkit/core/cpp/distances.h (the file does not use it)" % named(victim),
        "%s: slidingkit/core/cpp/distances.h differs from the core's text (line %d); "
        "run `make vendor`"
        % (named(victim), line_of(victim, "BEGIN slidingkit/core/cpp/distances.h") + 1),
    ]


def test_vendor_check__names_a_marker_line_without_its_pair_and_vendor_writes_nothing(tree):
    victim = holding(tree, "slidingkit/core/cpp/tokens.h")[0]
    edit(victim, cpp.END % "slidingkit/core/cpp/tokens.h", "")
    edit(victim, "consumed = 0;\n", "consumed  = 0;\n")  # inside reader.h's block: left as it is
    before = victim.read_text("utf-8")
    line = line_of(victim, "BEGIN slidingkit/core/cpp/tokens.h")
    expected = "%s: line %d: the block of slidingkit/core/cpp/tokens.h has no END line" % (
        named(victim),
        line,
    )
    assert cpp.drift_report(tree) == [expected]
    vendored = run_vendor(tree)
    assert (vendored.returncode, vendored.stderr) == (1, expected + "\n")
    assert victim.read_text("utf-8") == before


def test_declarations__are_read_outside_braces_comments_and_literals():
    code = (
        "// int commented_out();\n"
        "#include <cstdio>\n"
        "const int SIDE = 3;  // not_a_name\n"
        "std::size_t first = 0, second = sizeof(int);\n"
        "unsigned char buffer[1 << 16];\n"
        'const char* TEXT = "int in_a_string;";\n'
        "enum Level { LOW, HIGH = 2, NONE };\n"
        "typedef unsigned int Packed;\n"
        "struct Holder {\n    int field;\n    Holder() : field(0) {}\n};\n"
        "const Holder HELD;\n"
        "const int TABLE[2] = {1, 2};\n"
        "std::string shown(const int* points, int count) {\n    int local = count;\n"
        "    return std::string(1, static_cast<char>(points[local]));\n}\n"
    )
    assert cpp.top_level_names(code) == {
        "SIDE",
        "first",
        "second",
        "buffer",
        "TEXT",
        "Level",
        "LOW",
        "HIGH",
        "NONE",
        "Packed",
        "Holder",
        "HELD",
        "TABLE",
        "shown",
    }
    assert "not_a_name" not in cpp.identifiers(code)
    assert "in_a_string" not in cpp.identifiers(code)
