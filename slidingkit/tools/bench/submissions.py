"""Section "submissions" of `make bench`: every submitted file's size, compile time, and the share
of its vendored core it runs.

- lines and bytes of each file in solutions/ as submitted;
- compile time: a Python file is compiled on every run (a script's bytecode is never cached), so
  `compile()` in-process on CPython, the files taking turns, median of `rounds` rounds; a C++ file
  is compiled once by the judge (`g++ -O2 -std=c++17`, judge.languages), so that command's CPU
  time (user + system of the compiler's processes), median of `cxx_rounds` alternating rounds;
- executed share (slidingkit/tools/vendor/share.py): of the statements between a Python file's
  vendored markers, the share that runs while its solve() answers every judge case of its problem
  (known_slow ones left out) and run_solution() reads the first case and a few bad inputs, under
  coverage.py; the floor is tools.vendor.share.SHARE_FLOOR. C++ files vendor nothing.

Every compiler run must succeed; the share's runs are the solutions' own (a wrong answer there is
the tests' business, not a figure's).

Usage: python -m slidingkit.tools.bench --only submissions
"""

import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Dict, List

from slidingkit.judge.languages import (
    BY_EXTENSION,
    COMPILE_MEMORY_LIMIT,
    COMPILE_PROCESS_LIMIT,
    fill,
)
from slidingkit.judge.run import Limits, MiB, run_program
from slidingkit.tools.bench.page import markdown_table
from slidingkit.tools.bench.runs import gxx_version
from slidingkit.tools.common import ROOT, SOLUTIONS

TITLE = "Submissions: size, compile time, executed share"
PYTHON_ROUNDS = 15
CXX_ROUNDS = 3


def python_compile_ms(paths: List[Path], rounds: int) -> Dict[Path, float]:
    """path -> median ms of compile() of its text, the files taking turns."""
    texts = {path: path.read_text("utf-8") for path in paths}
    samples = {path: [] for path in paths}  # type: Dict[Path, List[float]]
    for _ in range(rounds):
        for path in paths:
            start = time.perf_counter()
            compile(texts[path], str(path), "exec")
            samples[path].append(time.perf_counter() - start)
    return {path: statistics.median(values) * 1e3 for path, values in samples.items()}


def cxx_compile_seconds(paths: List[Path], rounds: int, progress) -> Dict[Path, float]:
    """path -> median CPU seconds of the judge's g++ command on it, the files taking turns."""
    language = BY_EXTENSION[".cpp"]
    assert language.compile is not None  # C++ has a compile step
    limits = Limits(
        60.0, COMPILE_MEMORY_LIMIT * MiB, process_limit=COMPILE_PROCESS_LIMIT, wall_limit=120.0
    )
    samples = {path: [] for path in paths}  # type: Dict[Path, List[float]]
    folder = tempfile.mkdtemp(prefix="bench-cxx-")
    try:
        for round_number in range(rounds):
            for path in paths:
                progress("g++ %s, round %d of %d" % (path.name, round_number + 1, rounds))
                source = os.path.join(folder, path.name)
                shutil.copyfile(str(path), source)
                command = [
                    fill(
                        word,
                        {
                            "source": source,
                            "binary": os.path.join(folder, "solution"),
                            "folder": folder,
                        },
                    )
                    for word in language.compile
                ]
                result = run_program(command, b"", limits)
                if result.exit_status != 0 or result.killed_for:
                    raise SystemExit(
                        "bench: %s failed on %s: %s"
                        % (
                            " ".join(language.compile[:1]),
                            path.name,
                            result.stderr[-300:].decode("utf-8", "replace"),
                        )
                    )
                samples[path].append(result.cpu_time)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return {path: statistics.median(values) for path, values in samples.items()}


def section(options, progress):
    """The section's Markdown (see the module docstring)."""
    from slidingkit.tools.vendor import (
        share,  # needs coverage.py (the test extras, `make bench` installs)
    )

    python_files = sorted(SOLUTIONS.glob("*.py"))
    cxx_files = sorted(SOLUTIONS.glob("*.cpp"))
    progress("compiling the Python files")
    python_ms = python_compile_ms(python_files, PYTHON_ROUNDS)
    gxx = gxx_version()
    cxx_seconds = {} if gxx is None else cxx_compile_seconds(cxx_files, CXX_ROUNDS, progress)
    shares = {}
    for path in python_files:
        progress("executed share of %s" % path.name)
        shares[path] = share.executed_share(path)
    floor = share.SHARE_FLOOR
    rows = []
    for path in python_files:
        text = path.read_text("utf-8")
        executed, statements = shares[path]
        part = executed / statements if statements else 1.0
        rows.append(
            (
                path.relative_to(ROOT),
                len(text.splitlines()),
                format(len(text.encode("utf-8")), ","),
                "%.2f ms (compile())" % python_ms[path],
                "%d of %d" % (executed, statements),
                "%.1f%%" % (100 * part),
                "ok" if part >= floor else "BELOW",
            )
        )
    for path in cxx_files:
        text = path.read_text("utf-8")
        compiled = (
            "%.2f s (g++ %s)" % (cxx_seconds[path], gxx) if path in cxx_seconds else "- (no g++)"
        )
        rows.append(
            (
                path.relative_to(ROOT),
                len(text.splitlines()),
                format(len(text.encode("utf-8")), ","),
                compiled,
                "-",
                "-",
                "-",
            )
        )
    out = [
        "Every file in solutions/ as submitted: its lines and bytes; its compile time (a Python "
        "file is compiled on every run, since a script's bytecode is never cached: `compile()` "
        "in-process on CPython, the files taking turns, median of %d; a C++ file is compiled once "
        "by the judge: CPU time of `g++ -O2 -std=c++17`, median of %d alternating runs); and, for "
        "a Python file, the share of its vendored core (the statements between its markers) that "
        "runs while its `solve()` answers every judge case of its problem (known_slow ones left "
        "out) and `run_solution()` reads the first case and a few bad inputs, under coverage.py "
        "(slidingkit/tools/vendor/share.py). Floor: %.0f%%; C++ files vendor nothing.\n"
        % (PYTHON_ROUNDS, CXX_ROUNDS, 100 * floor)
    ]
    out.append(
        markdown_table(
            [
                "file",
                "lines",
                "bytes",
                "compile",
                "vendored statements run",
                "share",
                "floor (%.0f%%)" % (100 * floor),
            ],
            rows,
        )
    )
    if gxx is None:
        out.append(
            "g++ is not installed on the machine of this run, so the C++ files were not compiled.\n"
        )
    return "\n".join(out)
