"""How the bench runs a program and checks what it prints, and the interpreters it runs under.

measured_run runs one whole process as the judge runs a case (judge.run.run_program: CPU and
wall time, peak memory), and stops the bench on a run that does not exit 0; run_once runs one on
a case's input and, unless told otherwise, stops the bench on an answer the judge would not
accept (the case's answer file, or its problem's checker). Every section that times a process
uses these two.

Usage (from a section):
    result = run_once([sys.executable, "solutions/NAME.py"], case)   # a judge.run.RunResult
    result.wall_time, result.cpu_time, result.peak_memory_bytes, result.stdout
"""

import shutil
import sys
from pathlib import Path
from typing import List, Optional, Tuple

from slidingkit.judge import JudgeError
from slidingkit.judge.case_folder import load_case_folder
from slidingkit.judge.checker import run_checker
from slidingkit.judge.explanation import compare_outputs
from slidingkit.judge.interpreters import Interpreter, probe_interpreter
from slidingkit.judge.languages import BY_EXTENSION, missing_tool, toolchain_version
from slidingkit.judge.run import Limits, MiB, RunResult, run_program

PYPY_MISSING = (
    "PyPy is not installed on the machine of this run (no `pypy3` on PATH), so this section has no "
    "PyPy rows."
)
MEMORY_LIMIT = 1 << 30  # bytes: what a measured run may take, far above any of the kit's files


def measured_run(command: List[str], input_bytes: bytes, time_limit: float = 60.0) -> RunResult:
    """One whole process on input_bytes, measured as the judge measures a case
    (judge.run.run_program, 1 GiB of memory); a run that does not exit 0 stops the bench."""
    result = run_program(
        command, input_bytes, Limits(time_limit=time_limit, memory_limit_bytes=MEMORY_LIMIT)
    )
    if result.exit_status != 0 or result.killed_for:
        raise SystemExit(
            "bench: %s: exit %s (%s), %s"
            % (
                " ".join(command),
                result.exit_status,
                result.killed_for,
                result.stderr[-200:].decode("utf-8", "replace"),
            )
        )
    return result


def answer_is_right(case: Path, output: bytes) -> bool:
    """output is what the judge accepts on case: its answer file, or its problem's checker."""
    checker = load_case_folder(str(case.parent)).checker
    if checker is not None:
        return run_checker(checker, str(case), output, str(case.with_suffix(".out")))[0]
    return compare_outputs(case.with_suffix(".out").read_bytes(), output) is None


def run_once(
    command: List[str], case: Path, checked: bool = True, time_limit: float = 60.0
) -> RunResult:
    """One process (measured_run) on case's input; when checked, its output must be right
    (answer_is_right), or the bench stops."""
    result = measured_run(command, case.read_bytes(), time_limit)
    if checked and not answer_is_right(case, result.stdout):
        raise SystemExit(
            "bench: %s on %s printed %r, which the judge does not accept"
            % (" ".join(command), case.name, result.stdout[:200])
        )
    return result


def megabytes(result: RunResult) -> float:
    """A run's peak memory in MiB (the judge's MB)."""
    return result.peak_memory_bytes / MiB


def pypy() -> Optional[Interpreter]:
    """PyPy (`pypy3` on PATH), probed once per call, or None when it is not installed."""
    if shutil.which("pypy3") is None:
        return None
    try:
        return probe_interpreter("pypy3")
    except JudgeError:
        return None


def python_interpreters() -> List[Tuple[str, Interpreter]]:
    """(label, interpreter): CPython (the one running the bench), then PyPy when installed."""
    found = [("CPython", probe_interpreter(sys.executable))]
    other = pypy()
    if other is not None:
        found.append(("PyPy", other))
    return found


def gxx_version() -> Optional[str]:
    """g++'s version (e.g. '12.2.0'), or None when g++ is not installed."""
    language = BY_EXTENSION[".cpp"]
    if missing_tool(language) is not None:
        return None
    return toolchain_version(language).split(" ", 1)[-1]
