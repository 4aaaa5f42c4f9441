"""The cases of a problem made from published files: each input byte for byte, and an answer
that the problem's checker accepts against the published one.

A problem's package (slidingkit/problems/NAME/cases.py) holds published(source), its cases as (input
bytes, the expected file the checker judges an answer against), answer_from_path(input, path) and
record_index(source). The answer comes from the problem's solution (solutions/NAME.py run as a
process on the input) or from a known path; the published answer, not the solution, is the truth:
the checker (judge_cases/NAME.json's) proves the answer legal and as good as it says.

Cost: one solution process a case; one checker process a case.
"""

import concurrent.futures
import os
import subprocess
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Dict, List, NamedTuple, Optional, Sequence

from slidingkit.judge import JudgeError
from slidingkit.judge.checker import run_checker
from slidingkit.tools.cases.generated import checker_of
from slidingkit.tools.common import SOLUTIONS

WRITTEN, KEPT, FAILED = "written", "kept", "FAILED"


class Options(NamedTuple):
    """How to make the answers (the command line's options, slidingkit/tools/cases/__init__.py)."""

    cases: Optional[Sequence[str]]  # just these cases, or all
    jobs: int
    python: str
    timeout: Optional[float]
    force: bool
    paths: Dict[str, str]  # case -> a known path of blank moves


class Made(NamedTuple):
    case: str
    status: str  # WRITTEN, KEPT, or FAILED and why
    seconds: float


def read_paths(path: Optional[Path]) -> Dict[str, str]:
    """CASE -> path of blank moves, from `SOURCE_FILE MOVES PATH` lines (empty without a file)."""
    paths: Dict[str, str] = {}
    if path is not None:
        for line in path.read_text("utf-8").splitlines():
            fields = line.split()
            if len(fields) == 3 and fields[1].isdigit():
                paths[Path(fields[0]).stem] = fields[2]
    return paths


def write_atomically(path: Path, data: bytes) -> None:
    """Write data to path through a temporary file in the same folder, then rename it."""
    handle, temporary = tempfile.mkstemp(dir=str(path.parent), prefix="." + path.name + ".")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.chmod(temporary, 0o644)  # mkstemp makes 0600; cases are ordinary readable files
        os.replace(temporary, str(path))
    except BaseException:
        os.unlink(temporary)
        raise


def judged(checker: Path, input_path: Path, answer: bytes, expected: str) -> Optional[str]:
    """None if the checker accepts answer against the expected file's text, else what it says
    is wrong (a judge error too: the published answer contradicting the input, or an answer
    better than the published one)."""
    handle, expected_path = tempfile.mkstemp(prefix="cases-expected-", suffix=".out")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(expected.encode("utf-8"))
        accepted, said = run_checker(str(checker), str(input_path), answer, expected_path)
    except JudgeError as error:
        return "against the published answer (%s): %s" % (expected.split("\n")[0], error)
    finally:
        os.unlink(expected_path)
    return None if accepted else said.split(":\n", 1)[-1].strip()  # the checker's own words


# Long: one case's way from the published file to its checked answer, each step (kept, answered
# from a given path or solved, refused by the checker) ending in the one line the tool prints.
def make_case(
    name: str,
    cases: ModuleType,
    case: str,
    puzzle: bytes,
    expected: str,
    folder: Path,
    options: Options,
) -> Made:
    """Copy CASE.in, then answer, check and write CASE.out."""
    checker = checker_of(name)
    if checker is None:
        return Made(case, "%s: judge_cases/%s.json names no checker" % (FAILED, name), 0.0)
    input_path, answer_path = folder / (case + ".in"), folder / (case + ".out")
    if not input_path.exists() or input_path.read_bytes() != puzzle:
        write_atomically(input_path, puzzle)
    if answer_path.exists() and not options.force:
        problem = judged(checker, input_path, answer_path.read_bytes(), expected)
        if problem:
            return Made(
                case,
                "%s: the existing .out is rejected (%s); rerun with --force" % (FAILED, problem),
                0.0,
            )
        return Made(case, KEPT, 0.0)
    started = time.monotonic()
    if case in options.paths:
        answer = cases.answer_from_path(puzzle.decode("utf-8"), options.paths[case]).encode("utf-8")
        source = "the given path"
    else:
        try:
            completed = subprocess.run(
                [options.python, str(SOLUTIONS / (name + ".py"))],
                input=puzzle,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                timeout=options.timeout,
            )
        except subprocess.TimeoutExpired:
            allowed = options.timeout or 0.0  # never None here: only a timeout raises this
            return Made(
                case, "%s: no answer within %g s; nothing written" % (FAILED, allowed), allowed
            )
        if completed.returncode != 0:
            said = completed.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]
            return Made(
                case,
                "%s: exit status %d %s" % (FAILED, completed.returncode, said),
                time.monotonic() - started,
            )
        answer, source = completed.stdout, "the output"
    seconds = time.monotonic() - started
    problem = judged(checker, input_path, answer, expected)
    if problem:
        return Made(
            case,
            "%s: the checker rejects %s (%s); nothing written" % (FAILED, source, problem),
            seconds,
        )
    write_atomically(answer_path, answer)
    return Made(
        case, WRITTEN if source == "the output" else WRITTEN + " from the given path", seconds
    )


def make(name: str, cases: ModuleType, source: Path, folder: Path, options: Options) -> List[Made]:
    """Make the chosen cases of the published files in source into folder, options.jobs at once,
    printing each as it is done. ValueError for a chosen case that source does not hold."""
    found = cases.published(source)
    chosen = sorted(found)
    if options.cases is not None:
        unknown = [case for case in options.cases if case not in found]
        if unknown:
            raise ValueError("no such case in %s: %s" % (source, " ".join(unknown)))
        chosen = [case for case in chosen if case in options.cases]
    folder.mkdir(parents=True, exist_ok=True)
    results: List[Made] = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(options.jobs, 1)) as pool:
        futures = [
            pool.submit(
                make_case, name, cases, case, found[case][0], found[case][1], folder, options
            )
            for case in chosen
        ]
        for future in concurrent.futures.as_completed(futures):
            made = future.result()
            results.append(made)
            expected = found[made.case][1].split("\n")[0]
            print(
                "%s: %s, %.2f s, %s" % (made.case, expected, made.seconds, made.status), flush=True
            )
    return results


def summary(results: Sequence[Made], seconds: float) -> str:
    """`W written, K kept, F failed in T s`, then each failure on its own line."""
    failed = [made for made in results if made.status.startswith(FAILED)]
    lines = [
        "%d written, %d kept, %d failed in %.1f s"
        % (
            sum(made.status.startswith(WRITTEN) for made in results),
            sum(made.status == KEPT for made in results),
            len(failed),
            seconds,
        )
    ]
    lines.extend("  %s: %s" % (made.case, made.status) for made in failed)
    return "\n".join(lines)
