"""Section "submissions" of `make bench`: every submitted file's size, compile time, the share of
its vendored core it runs, and the modules it loads.

- lines and bytes of each file in solutions/ as submitted;
- compile time: a Python file is compiled on every run (a script's bytecode is never cached), so
  `compile()` in-process on CPython, the files taking turns, median of `rounds` rounds; a C++ file
  is compiled once by the judge (`g++ -O2 -std=c++17`, judge.languages), so that command's CPU
  time (user + system of the compiler's processes), median of `cxx_rounds` alternating rounds;
- executed share (slidingkit/tools/vendor/share.py): of the statements between a Python file's
  vendored markers, the share that runs while its solve() answers every judge case of its problem
  (known_slow ones left out) and run_solution() reads the first case and a few bad inputs, then
  quick_exit() runs, under coverage.py; the floor is tools.vendor.share.SHARE_FLOOR. C++ files
  vendor nothing;
- imports: the modules a Python file loads beyond a bare start of each interpreter its settings
  admit, on its hardest case (slidingkit/tools/vendor/imports.py).

Every compiler run must succeed; the share's runs are the solutions' own (a wrong answer there is
the tests' business, not a figure's).

Usage: python -m slidingkit.tools.bench --only submissions
"""

import functools
import os
import shutil
import tempfile
from pathlib import Path
from typing import Dict, List, Tuple

from slidingkit.judge.languages import (
    BY_EXTENSION,
    COMPILE_MEMORY_LIMIT,
    COMPILE_PROCESS_LIMIT,
    fill,
)
from slidingkit.judge.run import Limits, MiB, run_program
from slidingkit.tools.bench.page import intro, markdown_table
from slidingkit.tools.bench.runs import gxx_version, python_interpreters
from slidingkit.tools.bench.timing import alternate, medians, timed
from slidingkit.tools.bench.workloads import hardest_case, problem_of
from slidingkit.tools.common import ROOT, SOLUTIONS
from slidingkit.tools.vendor.imports import loaded_beyond_bare

TITLE = "Submissions: size, compile time, executed share"
PYTHON_ROUNDS = 15
CXX_ROUNDS = 3


def python_compile_ms(paths: List[Path], rounds: int) -> Dict[Path, float]:
    """path -> median ms of compile() of its text, the files taking turns."""
    calls = [
        (path, functools.partial(compile_seconds, path.read_text("utf-8"), str(path)))
        for path in paths
    ]
    return {path: ms * 1e3 for path, ms in medians(alternate(calls, rounds)).items()}


def compile_seconds(text: str, name: str) -> float:
    """Seconds compile() takes on text."""
    return timed(lambda: compile(text, name, "exec"))[0]


def gxx_seconds(path: Path, folder: str) -> float:
    """CPU seconds of the judge's g++ command on a copy of path in folder; a failure stops the
    bench."""
    language = BY_EXTENSION[".cpp"]
    assert language.compile is not None  # C++ has a compile step
    limits = Limits(
        60.0, COMPILE_MEMORY_LIMIT * MiB, process_limit=COMPILE_PROCESS_LIMIT, wall_limit=120.0
    )
    source = os.path.join(folder, path.name)
    shutil.copyfile(str(path), source)
    names = {"source": source, "binary": os.path.join(folder, "solution"), "folder": folder}
    result = run_program([fill(word, names) for word in language.compile], b"", limits)
    if result.exit_status != 0 or result.killed_for:
        raise SystemExit(
            "bench: %s failed on %s: %s"
            % (
                " ".join(language.compile[:1]),
                path.name,
                result.stderr[-300:].decode("utf-8", "replace"),
            )
        )
    return result.cpu_time


def cxx_compile_seconds(paths: List[Path], rounds: int, progress) -> Dict[Path, float]:
    """path -> median CPU seconds of the judge's g++ command on it, the files taking turns."""
    folder = tempfile.mkdtemp(prefix="bench-cxx-")
    try:
        calls = [(path, functools.partial(gxx_seconds, path, folder)) for path in paths]
        samples = alternate(calls, rounds, progress, "g++", label=lambda path: path.name)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return medians(samples)


def imports(paths: List[Path], progress) -> Dict[Tuple[str, Path], str]:
    """(interpreter, path) -> the modules the file loads beyond a bare start on its hardest case
    (slidingkit/tools/vendor/imports.py), under each interpreter its settings admit."""
    found = {}
    for label, interpreter in python_interpreters():
        for path in paths:
            if label in problem_of(path.stem).interpreters:
                progress("modules beyond a bare start, %s, %s" % (label, path.name))
                case = hardest_case(path.stem, progress)
                loaded = loaded_beyond_bare(interpreter.executable, path, case.read_bytes())
                found[label, path] = ", ".join(sorted(loaded)) or "none"
    return found


def python_rows(paths: List[Path], labels: List[str], progress) -> List[tuple]:
    """A row per Python file: lines, bytes, compile time, executed share, floor, imports."""
    from slidingkit.tools.vendor import (
        share,  # needs coverage.py (the test extras, `make bench` installs)
    )

    progress("compiling the Python files")
    python_ms = python_compile_ms(paths, PYTHON_ROUNDS)
    loaded = imports(paths, progress)
    rows = []
    for path in paths:
        progress("executed share of %s" % path.name)
        executed, statements = share.executed_share(path)
        part = executed / statements if statements else 1.0
        text = path.read_text("utf-8")
        rows.append(
            (path.relative_to(ROOT), len(text.splitlines()), format(len(text.encode("utf-8")), ","))
            + ("%.2f ms (compile())" % python_ms[path], "%d of %d" % (executed, statements))
            + ("%.1f%%" % (100 * part), "ok" if part >= share.SHARE_FLOOR else "BELOW")
            + tuple(loaded.get((label, path), "-") for label in labels)
        )
    return rows


def section(options, progress):
    """The section's Markdown (see the module docstring)."""
    from slidingkit.tools.vendor.share import SHARE_FLOOR

    python_files = sorted(SOLUTIONS.glob("*.py"))
    cxx_files = sorted(SOLUTIONS.glob("*.cpp"))
    labels = [label for label, _ in python_interpreters()]
    rows = python_rows(python_files, labels, progress)
    gxx = gxx_version()
    cxx_seconds = {} if gxx is None else cxx_compile_seconds(cxx_files, CXX_ROUNDS, progress)
    for path in cxx_files:
        text = path.read_text("utf-8")
        compiled = (
            "%.2f s (g++ %s)" % (cxx_seconds[path], gxx) if path in cxx_seconds else "- (no g++)"
        )
        rows.append(
            (path.relative_to(ROOT), len(text.splitlines()), format(len(text.encode("utf-8")), ","))
            + (compiled, "-", "-", "-")
            + ("-",) * len(labels)
        )
    header = ["file", "lines", "bytes", "compile", "vendored statements run", "share"]
    header += ["floor (%.0f%%)" % (100 * SHARE_FLOOR)]
    header += ["imports (%s)" % label for label in labels]
    out = [
        intro(
            "submissions",
            python_rounds=PYTHON_ROUNDS,
            cxx_rounds=CXX_ROUNDS,
            floor=100 * SHARE_FLOOR,
        ),
        markdown_table(header, rows),
    ]
    if gxx is None:
        out.append(
            "g++ is not installed on the machine of this run, so the C++ files were not compiled.\n"
        )
    return "\n".join(out)
