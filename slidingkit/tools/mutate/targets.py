"""What `make mutate` mutates, and with which tests: each target is a module and a selection,
the pytest arguments that pick the tests that exercise it (run with -x).

Targets come from pyproject.toml's [tool.mutate] (`targets = [{ module, tests }]`), then from
the MUTATE dictionary (`{"module": ..., "tests": ...}`) of each problem's package whose module
is that problem's alone (its special judge). A selection names test files (tests/**/test_*.py
that exist) and, where a file holds tests marked slow, `-m` with an expression of the markers
pyproject.toml registers: never tests by their names (`-k`, `::`), so that renaming a test cannot
shrink a selection unseen. selection_problems says what breaks that rule; collected counts the
tests pytest finds on a selection (tests/tools/test_mutate.py holds every target to both).

Standard library only (tomllib, or tomli before Python 3.11), so the tests can read it without the
`mutate` extra.

Usage:
    >>> from slidingkit.tools.mutate.targets import targets, selection_problems
    >>> [selection_problems(tests) for _, tests in targets()] == [[] for _ in targets()]
    True
"""

import re
import shlex
import subprocess
import sys
from typing import Any, Dict, List, Tuple

from slidingkit import problems
from slidingkit.tools.common import ROOT

if sys.version_info >= (3, 11):
    import tomllib
else:  # the test extra installs tomli, what became tomllib
    import tomli as tomllib

Target = Tuple[str, str]  # (the module's path from the root, its selection)


def settings() -> Dict[str, Any]:
    """pyproject.toml's [tool] table."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]


def targets() -> List[Target]:
    """Every target: pyproject.toml's, then each problem's MUTATE, in name order."""
    found = [(entry["module"], entry["tests"]) for entry in settings()["mutate"]["targets"]]
    for name in problems.names():
        own = getattr(problems.load(name), "MUTATE", None)
        if own is not None:
            found.append((own["module"], own["tests"]))
    return found


def session_name(module: str) -> str:
    """The name of a target's files under .mutate/ (its session, config and logs): the module's
    path, dotted, for the problems' special judges share a file name (checker.py)."""
    return module[: -len(".py")].replace("/", ".")


def markers() -> List[str]:
    """The markers pyproject.toml registers for pytest."""
    return [line.split(":")[0] for line in settings()["pytest"]["ini_options"]["markers"]]


def selection_problems(tests: str) -> List[str]:
    """What is wrong with a selection: each word that is neither an existing test file or folder
    of tests nor `-m` with an expression of registered markers."""
    words = shlex.split(tests)
    known = set(markers()) | {"not", "and", "or"}
    problems_found = []
    while words:
        word = words.pop(0)
        if word == "-m" and words:
            expression = words.pop(0)
            unknown = sorted(set(re.findall(r"\w+", expression)) - known)
            if unknown:
                problems_found.append("-m %r: no such marker %s" % (expression, unknown))
        elif re.fullmatch(r"tests(/\w+)*", word) and (ROOT / word).is_dir():
            continue
        elif not (re.fullmatch(r"tests/(\w+/)*test_\w+\.py", word) and (ROOT / word).is_file()):
            problems_found.append("%r is neither a test file or folder nor -m MARKERS" % word)
    return problems_found


def collected(tests: str) -> int:
    """How many tests pytest collects on the selection, run from the repository's root as the
    mutation run runs it; RuntimeError when pytest cannot collect them."""
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
        + shlex.split(tests),
        cwd=str(ROOT),
        capture_output=True,
        text=True,
        timeout=300,
    )
    if completed.returncode not in (0, 5):  # 5: pytest collected nothing
        raise RuntimeError(completed.stdout[-2000:] + completed.stderr[-2000:])
    return sum(1 for line in completed.stdout.splitlines() if "::" in line)
