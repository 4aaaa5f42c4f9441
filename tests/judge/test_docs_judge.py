"""docs/judge.md's console examples: the runs it shows failing on purpose (an idle run, an OLE),
which tests/test_docs.py leaves out (it runs the sh blocks, each expected to pass).

What it proves: each `$ puzzle-judge ...` line of a console block runs, and prints the lines shown
under it, in order, numbers aside (times and sizes vary from run to run) and runs of spaces
counted as one.
"""

import os
import re
import shlex
import subprocess
import sys
from typing import List, Tuple

import pytest

from tests.conftest import ROOT

PAGE = ROOT / "docs" / "judge.md"
NUMBER = re.compile(r"\d+(?:\.\d+)?")


def console_examples() -> List[Tuple[str, List[str]]]:
    """(command, the lines shown under it) for each `$ ` line of the page's console blocks."""
    examples = []  # type: List[Tuple[str, List[str]]]
    inside = False
    for line in PAGE.read_text("utf-8").splitlines():
        if line.startswith("```"):
            inside = line.strip() == "```console"
            continue
        if inside and line.startswith("$ "):
            examples.append((line[2:], []))
        elif inside and examples:
            examples[-1][1].append(line)
    return examples


def shape(line: str) -> str:
    """A line with its numbers replaced and its runs of spaces made one."""
    return " ".join(NUMBER.sub("N", line).split())


EXAMPLES = console_examples()


def test_console_examples__are_found():
    assert len(EXAMPLES) >= 2
    assert any("idleness limit exceeded" in "\n".join(shown) for _, shown in EXAMPLES)


@pytest.mark.parametrize("command, shown", EXAMPLES, ids=[command for command, _ in EXAMPLES])
def test_console_example__prints_what_the_page_shows(command, shown):
    words = shlex.split(command)
    assert words[0] == "puzzle-judge"
    completed = subprocess.run(
        [sys.executable, "-m", "slidingkit.judge"] + words[1:],
        cwd=str(ROOT),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        universal_newlines=True,
        timeout=120,
        env=dict(os.environ, NO_COLOR="1"),
    )
    assert "Traceback" not in completed.stderr, completed.stderr
    assert [shape(line) for line in completed.stdout.splitlines()] == [
        shape(line) for line in shown
    ], completed.stdout
