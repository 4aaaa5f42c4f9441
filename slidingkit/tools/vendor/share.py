"""How much of what each submission vendors it runs: the executed share of its copy of the core.

For each file in solutions/, coverage.py (its C tracer) watches the file while it is imported and
its solve() answers every case of judge_cases/NAME/ (known_slow ones left out) in-process under
CPython, then the first case through run_solution from standard input, and a few bad inputs
through it (a repeated tile, a wrong token, text that is not UTF-8, a file that does not exist),
then quick_exit, whose end of the process is a SystemExit here. The
share is the statements between the markers that ran, over all the statements there; the file's own
code is not counted. A submission should run at least SHARE_FLOOR of what it carries: what it never
runs should not ride along (see slidingkit/tools/vendor/python.py).

Usage: python -m slidingkit.tools.vendor.share [NAME ...]   prints one line per file, exit 1 below
the floor Cost: every judge case of the file, under a tracer (about 2x): Princeton's 4x4 files
dominate.
"""

import contextlib
import importlib.util
import io
import os
import posix
import sys
import tempfile
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple
from unittest import mock

import coverage

from slidingkit.judge.case_folder import load_case_folder
from slidingkit.tools.common import CASES, ROOT
from slidingkit.tools.vendor import python

SHARE_FLOOR = 0.75


def copy_lines(path: Path) -> range:
    """The line numbers (1-based) of the vendored copy in a solution file."""
    text = path.read_text("utf-8")
    first = text[: text.index(python.BEGIN)].count("\n") + 2
    return range(first, text[: text.index(python.END)].count("\n") + 1)


def bad_inputs(first_case: bytes) -> List[bytes]:
    """A few inputs a judge never sends: the first case with its last 1 made a 2 (a repeated tile,
    in any of the family's formats), a wrong token, and text that is not UTF-8."""
    at = first_case.rfind(b"1")
    return [first_case[:at] + b"2" + first_case[at + 1 :], b"1 2 x\n", b"\xff\xfe not UTF-8\n"]


def run_every_case(path: Path, folder: str) -> None:
    """Import the file and run its solve() on each case (known_slow ones left out), then the first
    case through run_solution from standard input, the bad inputs and a missing file through it,
    and quick_exit with its end of the process a SystemExit."""
    spec = importlib.util.spec_from_file_location("measured_" + path.stem, str(path))
    if spec is None or spec.loader is None:
        raise ImportError("cannot load %s as a module" % path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    problem = load_case_folder(folder)
    for case in problem.cases:
        if case.name not in problem.known_slow:
            with open(case.input_path, "rb") as source:
                module.solve(source.read().decode("utf-8").lstrip("\ufeff"))
    with open(problem.cases[0].input_path, "rb") as source:
        first_case = source.read()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        stdin = sys.stdin
        sys.stdin = io.TextIOWrapper(io.BytesIO(first_case))
        try:
            module.run_solution(module.solve, module.PROBLEM, [])
        finally:
            sys.stdin = stdin
        with tempfile.TemporaryDirectory() as scratch:
            names = [os.path.join(scratch, "missing.in")]
            for number, data in enumerate(bad_inputs(first_case)):
                names.append(os.path.join(scratch, "bad-%d.in" % number))
                with open(names[-1], "wb") as file:
                    file.write(data)
            for name in names:
                with contextlib.suppress(SystemExit):
                    module.run_solution(module.solve, module.PROBLEM, [name])
        ending = mock.patch.object(posix, "_exit", side_effect=SystemExit)
        with ending, contextlib.suppress(SystemExit):
            module.quick_exit()


def executed_share(path: Path) -> Tuple[int, int]:
    """(statements of the vendored copy that ran, statements in it) for one solution file."""
    measured = coverage.Coverage(data_file=None, include=[str(path)], branch=False)
    measured.start()
    try:
        run_every_case(path, str(CASES / path.stem))
    finally:
        measured.stop()
    _, statements, _, missing, _ = measured.analysis2(str(path))
    inside = copy_lines(path)
    vendored = [line for line in statements if line in inside]
    return len([line for line in vendored if line not in set(missing)]), len(vendored)


def shares(names: Optional[Sequence[str]] = None) -> Dict[str, Tuple[int, int]]:
    """name -> (executed, statements) for the named solutions (default: all of them)."""
    paths = python.solution_files(ROOT)
    return {path.stem: executed_share(path) for path in paths if not names or path.stem in names}


def main(argv: List[str]) -> int:
    below = 0
    for name, (executed, statements) in shares(argv).items():
        share = executed / statements if statements else 1.0
        below += share < SHARE_FLOOR
        print(
            "%-20s %4d of %4d vendored statements run  %5.1f%%%s"
            % (
                name,
                executed,
                statements,
                100 * share,
                "  below %.0f%%" % (100 * SHARE_FLOOR) if share < SHARE_FLOOR else "",
            )
        )
    return 1 if below else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
