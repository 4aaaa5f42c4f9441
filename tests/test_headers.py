"""Every solution file's header says what it does, and its usage lines run as shown.

What it proves
    - Each Python file opens with a raw docstring (so a usage line reads as it is typed: `\\n`
      inside printf stays two characters), each C++ file with a block comment, and each header has
      the fields a contestant reads: Judge, Input, Output, Bad input, Algorithm, Usage.
    - Every usage line runs from the repository root as shown: a `$ command` line prints exactly
      the lines below it (up to a note in parentheses, after which the output may go on), and a
      plain command line (no `[...]` placeholders) exits 0 with output.
    - On a Python older than the one a file keeps to, the file prints one line saying which it
      needs, and exits 1, before anything else runs.
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import List, Optional, Tuple

import pytest

from tests.conftest import ROOT, SOLUTIONS

FIELDS = ("Judge", "Input", "Output", "Bad input", "Algorithm", "Usage")
FILES = sorted(SOLUTIONS.glob("*.py")) + sorted(SOLUTIONS.glob("*.cpp"))


def header_of(path: Path) -> str:
    text = path.read_text("utf-8")
    if path.suffix == ".py":
        assert text.startswith('r"""'), "%s: the header is a raw docstring" % path.name
        return text[4 : text.index('"""', 4)]
    assert text.startswith("/*"), "%s: the header is a block comment" % path.name
    return text[2 : text.index("*/")]


def usage_lines(header: str) -> List[str]:
    """The Usage field's lines, the label removed and the indentation kept relative."""
    lines = header.split("\n")
    start = next(index for index, line in enumerate(lines) if line.startswith("Usage"))
    block = [lines[start][len("Usage") :]] + lines[start + 1 :]
    return [
        line[11:] if line.startswith(" " * 11) else line.strip() for line in block if line.strip()
    ]


def examples(header: str) -> Tuple[List[str], List[Tuple[str, List[str]]]]:
    """(plain commands, [($ command, the lines it must print first)])."""
    plain, shown = [], []  # type: List[str], List[Tuple[str, List[str]]]
    expecting = None  # type: Optional[List[str]]
    in_note = False
    for line in usage_lines(header):
        if in_note or line.startswith("("):
            in_note = not line.endswith(
                ")"
            )  # a note, over one or more lines: not output, not a command
            expecting = None
        elif line.startswith("$ "):
            shown.append((line[2:], []))
            expecting = shown[-1][1]
        elif expecting is not None:
            expecting.append(line)
        elif "[" not in line:
            plain.append(line)
    return plain, shown


def run(command: str, tmp_path: Path) -> subprocess.CompletedProcess:
    environment = dict(
        os.environ, PATH=str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]
    )
    command = command.replace(
        "/tmp/", str(tmp_path) + "/"
    )  # compiled files go to the test's folder
    return subprocess.run(
        ["bash", "-c", command],
        cwd=str(ROOT),
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_header__names_every_field(path):
    header = header_of(path)
    missing = [
        field for field in FIELDS if not re.search(r"^%s\b" % field, header, flags=re.MULTILINE)
    ]
    assert missing == []


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_header__usage_lines_run_as_shown(path, tmp_path):
    if path.suffix == ".cpp" and shutil.which("g++") is None:
        pytest.skip("needs g++ (install the package g++)")
    plain, shown = examples(header_of(path))
    assert plain or shown, "%s shows no usage" % path.name
    for command in plain:
        completed = run(command, tmp_path)
        assert completed.returncode == 0 and completed.stdout, (command, completed.stderr[-500:])
    for command, expected in shown:
        completed = run(command, tmp_path)
        assert completed.returncode == 0, (command, completed.stderr[-500:])
        printed = [line.rstrip() for line in completed.stdout.split("\n")]
        assert printed[: len(expected)] == [line.rstrip() for line in expected], command


def old_python(path: Path, version: Tuple[int, int]) -> subprocess.CompletedProcess:
    """Run the file as the interpreter would if sys.version_info said `version`."""
    driver = (
        "import sys; sys.version_info = %r; path = sys.argv[1]; "
        "exec(compile(open(path).read(), path, 'exec'), {'__name__': '__main__'})"
        % (version + (0, "final", 0),)
    )
    return subprocess.run(
        [sys.executable, "-c", driver, str(path)],
        input="1 2 3\n",
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize("path", sorted(SOLUTIONS.glob("*.py")), ids=lambda path: path.name)
def test_solution__an_older_python_gets_one_line_saying_what_it_needs(path):
    needed = re.search(r"if sys.version_info < \((\d), (\d+)\):", path.read_text("utf-8"))
    assert needed, "%s does not check its Python" % path.name
    major, minor = int(needed.group(1)), int(needed.group(2))
    completed = old_python(path, (major, minor - 1))
    assert (completed.returncode, completed.stdout) == (1, "")
    assert completed.stderr == "%s needs Python %d.%d or newer, not %d.%d\n" % (
        path.name,
        major,
        minor,
        major,
        minor - 1,
    )
    assert (
        old_python(path, (major, minor)).stderr != completed.stderr
    )  # the version it needs passes the check
