"""Judge a solution on a problem's cases: one run per case, one verdict per run.

Verdicts, decided in this order (as online judges do):

- CE:  compilation error: the solution did not compile (see ``judge.languages``; a Python file
  is byte-compiled by the interpreter that runs it); every case gets it, with the compiler's
  first lines, and nothing runs;
- TLE: its CPU time (user + system, the whole process tree) passed the time limit, as on real
  judges; or it did not run for the idle limit in a row (asleep or blocked: Codeforces'
  "idleness limit exceeded"; ``killed_for`` is "idle", the case line says so and the message
  starts ``idle:``); or it reached the wall-clock cap still running (a machine too busy to give
  it its CPU time: the message says so). The time verdict is decided on the final CPU figure,
  the one reported as its time, so an AC never shows a time over the limit and a CPU TLE never
  one under it;
- MLE: the watchdog killed it for memory, or its peak resident size passed the limit, or it
  failed with a MemoryError / out-of-memory message on stderr;
- OLE: output limit exceeded: more than 64 MiB on stdout or 1 MiB on stderr (the judge stops
  reading and kills it there); the message names the stream and its cap, and
  ``CaseResult.stream`` holds the stream ("stdout", "stderr", or "stdout or stderr" when both
  were at their caps);
- RE:  non-zero exit status, killed by a signal, or more processes alive at once than the
  process limit (16 by default); the message ends with the last lines of stderr;
- WA / AC: from the checker (``--checker``, else the settings'), else from
  ``explanation.compare_outputs`` under the run's ``comparison.Comparison``;
- no answer: the case has no ``.out`` (and the run ended normally in time): its output is
  shown, and it counts neither as passed nor as failed.

``judge_case_folder`` returns a ``FolderRun`` (what one ``--json`` object describes) and calls
``on_case`` after each case, so the caller can print as it goes. With ``fail_fast`` it stops at
the first case that fails (any verdict but AC, "no answer" and a known-slow case's TLE): the
cases after it are not run (``FolderRun.not_run`` counts them; under ``-j`` the runs already
started are killed and their results dropped).
Cost: one fresh interpreter per case, run to completion or to its limits.
"""

import fnmatch
import os
import re
from typing import Callable, Dict, List, Optional, Set, Tuple, Union

from slidingkit.judge import JudgeError
from slidingkit.judge.case_folder import Case, CaseFolder, settings_path
from slidingkit.judge.checker import Checker, checker_from_path, run_checker
from slidingkit.judge.comparison import Comparison, as_comparison
from slidingkit.judge.explanation import (
    compare_outputs,
    difference_fields,
    indent,
    last_lines,
    preview,
    side_by_side,
)
from slidingkit.judge.interpreters import Interpreter
from slidingkit.judge.languages import Runner
from slidingkit.judge.run import (
    PROCESS_LIMIT,
    Limits,
    MiB,
    RunResult,
    default_idle_limit,
    default_wall_limit,
    kill_all_runs,
    run_program,
)

NO_ANSWER = "no answer"  # the verdict of a case without a .out that ran well
VERDICTS = ("AC", "WA", "RE", "TLE", "MLE", "OLE", "CE", NO_ANSWER)
SHOWN_LINES = 40  # lines of a no-answer case's output shown
SHOWN_CHARS = 4000  # characters of it shown
IDLE_NOTE = 0.1  # seconds without running at the wall-clock cap that the message mentions
OUT_OF_MEMORY = re.compile(rb"MemoryError|out of memory|Cannot allocate memory|bad_alloc")


class CaseResult:
    """The verdict on one case and what the run cost. ``message`` is empty for AC."""

    def __init__(
        self,
        name: str,
        verdict: str,
        wall_time: float,
        cpu_time: float,
        memory_bytes: int,
        exit_status: Optional[int],
        signal_name: Optional[str],
        message: str,
        known_slow: bool = False,
        killed_for: Optional[str] = None,
        processes: int = 1,
        leftovers: int = 0,
    ) -> None:
        self.name = name
        self.verdict = verdict
        self.wall_time = wall_time
        self.cpu_time = cpu_time
        self.memory_bytes = memory_bytes
        self.exit_status = exit_status
        self.signal_name = signal_name
        self.message = message
        self.known_slow = known_slow  # the settings expect this case to run out of time
        # 'time' (CPU), 'idle' (not running), 'wall' (the wall-clock cap), 'memory', 'output',
        # 'processes' or None
        self.killed_for = killed_for
        self.processes = processes  # the most processes of the run alive at once
        self.leftovers = leftovers  # processes still running when the program exited (killed)
        # a WA without a checker: {"line": N, "expected": ..., "actual": ...} (see
        # explanation.difference_fields), else None
        self.first_difference = None  # type: Optional[Dict[str, object]]
        # an OLE: the stream that passed its cap ("stdout", "stderr", "stdout or stderr"), else None
        self.stream = None  # type: Optional[str]

    @property
    def memory_mb(self) -> float:
        return self.memory_bytes / MiB


class FolderRun:
    """One solution judged on one problem folder, with the limits actually used;
    ``interpreter`` is the ``judge.languages.Runner`` that ran it (its ``name``, ``language``);
    ``comparison`` how outputs were compared (a bool: --strict or not); ``checker`` the special
    judge that decided instead, if any; ``patterns`` the case names or patterns that chose the
    cases (None: every case of the folder)."""

    def __init__(
        self,
        solution: str,
        problem: CaseFolder,
        interpreter: Runner,
        time_limit: float,
        memory_limit: float,
        comparison: Union[Comparison, bool],
        limits: Optional[Limits] = None,
        wall_limit: Optional[float] = None,
        idle_limit: Optional[float] = None,
        checker: Optional[Checker] = None,
        patterns: Optional[List[str]] = None,
    ) -> None:
        self.solution = solution
        self.problem = problem
        self.interpreter = interpreter
        self.time_limit = time_limit  # CPU seconds
        self.idle_limit = default_idle_limit(time_limit) if idle_limit is None else idle_limit
        self.wall_limit = default_wall_limit(time_limit) if wall_limit is None else wall_limit
        self.memory_limit = memory_limit  # MiB
        self.comparison = as_comparison(comparison)
        self.checker = checker
        self.patterns = patterns
        self.limits = limits  # everything else the runs were held to (see run.Limits)
        self.cases = []  # type: List[CaseResult]
        self.not_run = 0  # cases left out after a failure, with fail_fast

    @property
    def passed(self) -> int:
        return sum(1 for case in self.cases if case.verdict == "AC")

    @property
    def expected_timeouts(self) -> List[CaseResult]:
        """TLEs on cases the settings list as known slow: shown, but not failures."""
        return [case for case in self.cases if case.verdict == "TLE" and case.known_slow]

    @property
    def unanswered(self) -> List[CaseResult]:
        """Cases without a ``.out`` that ran well: their output is shown, not judged."""
        return [case for case in self.cases if case.verdict == NO_ANSWER]

    @property
    def failed(self) -> int:
        return len(self.cases) - self.passed - len(self.expected_timeouts) - len(self.unanswered)


def as_runner(solution: str, interpreter: Union[Runner, Interpreter]) -> Runner:
    """``interpreter`` as a Runner: a Runner as it is, or a Python ``Interpreter`` made into the
    command ``[interpreter, solution]`` (what the tools pass)."""
    if isinstance(interpreter, Runner):
        return interpreter
    return Runner(
        "Python",
        interpreter.name,
        [interpreter.executable, os.path.abspath(solution)],
        interpreter.executable,
        interpreter.startup_vm_peak_bytes,
        interpreter.implementation,
    )


# Long: the limits resolved once, then one set of closures run the cases in order or in a pool.
def judge_case_folder(
    solution: str,
    problem: CaseFolder,
    interpreter: Union[Runner, Interpreter],
    time_limit: Optional[float] = None,
    memory_limit: Optional[float] = None,
    comparison: Union[Comparison, bool] = False,
    on_case: Optional[Callable[[CaseResult], None]] = None,
    jobs: int = 1,
    process_limit: int = PROCESS_LIMIT,
    wall_limit: Optional[float] = None,
    idle_limit: Optional[float] = None,
    fail_fast: bool = False,
    checker: Optional[Checker] = None,
    patterns: Optional[List[str]] = None,
) -> FolderRun:
    """Run ``solution`` on the cases of ``problem`` with ``interpreter`` (a
    ``judge.languages.Runner``, or a Python ``Interpreter``); ``time_limit`` (CPU s),
    ``memory_limit`` (MiB), ``idle_limit`` and ``wall_limit`` (s) override the settings when given
    (see ``idle_limit_for`` and ``wall_limit_for``), and so does ``checker`` (--checker).
    ``comparison``: how outputs are compared when no checker decides (True: --strict).
    ``patterns``: run only the cases they name (see ``select_cases``); None: every case.
    ``jobs`` cases run at once; ``on_case`` is still called in case order, one case at a time.
    ``fail_fast``: stop after the first failing case (see the module docstring).
    Raises JudgeError on the judge's own trouble."""
    runner = as_runner(solution, interpreter)
    if runner.language not in ("command",) and not os.path.isfile(solution):
        raise JudgeError("solution not found: %s" % solution)
    cases = problem.cases if patterns is None else select_cases(problem, patterns)
    if checker is None and problem.checker is not None:
        checker = checker_from_path(problem.checker)
    time_limit = time_limit if time_limit is not None else problem.time_limit
    judged = FolderRun(
        solution,
        problem,
        runner,
        time_limit,
        memory_limit if memory_limit is not None else problem.memory_limit,
        comparison,
        wall_limit=wall_limit_for(problem, time_limit, wall_limit),
        idle_limit=idle_limit_for(problem, time_limit, idle_limit),
        checker=checker,
        patterns=patterns,
    )
    memory_limit_bytes = int(judged.memory_limit * MiB)
    limits = Limits(
        judged.time_limit,
        memory_limit_bytes,
        runner.address_space_cap(memory_limit_bytes),
        process_limit=process_limit,
        wall_limit=judged.wall_limit,
        idle_limit=judged.idle_limit,
        helpers=runner.helpers,
    )
    judged.limits = limits
    command = runner.command

    def report(result: CaseResult) -> None:
        judged.cases.append(result)
        if on_case is not None:
            on_case(result)

    def one(case: Case) -> CaseResult:
        if runner.compile_error is not None:
            result = CaseResult(case.name, "CE", 0.0, 0.0, 0, None, None, runner.compile_error)
        else:
            result = judge_case(case, command, limits, judged.comparison, checker)
        result.known_slow = case.name in problem.known_slow
        return result

    def stops(result: CaseResult) -> bool:
        return fail_fast and is_failure(result)

    if jobs <= 1:
        for case in cases:
            result = one(case)
            report(result)
            if stops(result):
                break
        judged.not_run = len(cases) - len(judged.cases)
        return judged
    from concurrent.futures import ThreadPoolExecutor  # only here: it loads threading and logging

    pool = ThreadPoolExecutor(max_workers=jobs)
    futures = [pool.submit(one, case) for case in cases]
    try:
        for future in futures:  # in case order, whichever finishes first
            result = future.result()
            report(result)
            if stops(result):
                break
    finally:
        for future in futures:
            future.cancel()  # after an error, Ctrl-C or a failure with fail_fast: start no more
        if len(judged.cases) < len(cases):
            kill_all_runs()  # the runs already started are not waited for
        pool.shutdown(wait=False)
    judged.not_run = len(cases) - len(judged.cases)
    return judged


def is_failure(result: CaseResult) -> bool:
    """Whether a case counts as failed: any verdict but AC and "no answer", and for a case
    listed as known slow any but TLE."""
    return result.verdict not in ("AC", NO_ANSWER) and not (
        result.verdict == "TLE" and result.known_slow
    )


def select_cases(problem: CaseFolder, patterns: List[str]) -> List[Case]:
    """The cases of ``problem`` that ``patterns`` choose, in the folder's order, each once. A
    pattern is a case name or a glob (``*``, ``?``, ``[...]``, case-sensitive, as fnmatch
    reads it); a case's file names it too (``sample-1.in``, ``judge_cases/NAME/sample-1.out``).
    JudgeError naming the first pattern that matches no case."""
    chosen = set()  # type: Set[str]
    for pattern in patterns:
        matched = matching_names(problem, pattern)
        if not matched:
            names = [case.name for case in problem.cases]
            raise JudgeError(
                "no case of %s matches %r (its cases: %s%s)"
                % (
                    problem.folder,
                    pattern,
                    ", ".join(names[:SHOWN_NAMES]),
                    ", ... %d in all" % len(names) if len(names) > SHOWN_NAMES else "",
                )
            )
        chosen |= matched
    return [case for case in problem.cases if case.name in chosen]


SHOWN_NAMES = 6  # case names an unmatched pattern's error lists


def matching_names(problem: CaseFolder, pattern: str) -> Set[str]:
    """The names of the cases ``pattern`` matches: as a name or glob, else (for a file name)
    without its ``.in`` / ``.out``; a path must lead into the case folder."""
    folder, base = os.path.split(pattern)
    if folder:
        if not (os.path.isdir(folder) and os.path.samefile(folder, problem.folder)):
            return set()
        pattern = base
    tries = [pattern] + [
        pattern[: -len(suffix)] for suffix in (".in", ".out") if pattern.endswith(suffix)
    ]
    for each in tries:
        matched = {case.name for case in problem.cases if fnmatch.fnmatchcase(case.name, each)}
        if matched:
            return matched
    return set()


def idle_limit_for(problem: CaseFolder, time_limit: float, idle_limit: Optional[float]) -> float:
    """The idle limit: ``idle_limit`` (the command line's) if given, else the settings'
    ``idle_limit``, else ``default_idle_limit(time_limit)``."""
    if idle_limit is not None:
        return idle_limit
    if problem.idle_limit is not None:
        return problem.idle_limit
    return default_idle_limit(time_limit)


def wall_limit_for(problem: CaseFolder, time_limit: float, wall_limit: Optional[float]) -> float:
    """The wall-clock cap: ``wall_limit`` (the command line's) if given, else the settings'
    ``wall_limit``, else ``default_wall_limit(time_limit)``. Raises JudgeError when it is below
    the time limit (the settings' may be, under a larger ``--time-limit``)."""
    if wall_limit is not None:
        source = "--wall-limit"
    elif problem.wall_limit is not None:
        wall_limit, source = problem.wall_limit, "wall_limit in %s" % settings_path(problem.folder)
    else:
        return default_wall_limit(time_limit)
    if wall_limit < time_limit:
        raise JudgeError(
            "the wall limit %g s (%s) is below the time limit %g s"
            % (wall_limit, source, time_limit)
        )
    return wall_limit


def judge_case(
    case: Case,
    command: List[str],
    limits: Limits,
    comparison: Union[Comparison, bool],
    checker: Union[None, str, Checker],
) -> CaseResult:
    """Run ``command`` on one case and decide its verdict (see the module docstring): the
    output goes to ``checker`` (a Checker, or a path as the settings give it) if there is one,
    else it is compared under ``comparison`` (a bool: --strict or not)."""
    comparison = as_comparison(comparison)
    if isinstance(checker, str):
        checker = checker_from_path(checker)
    input_bytes = read_bytes(case.input_path)
    expected = read_bytes(case.answer_path) if case.answer_path is not None else None
    run = run_program(command, input_bytes, limits)
    decided = run_verdict(run, limits)
    if decided is None:
        if expected is None:
            decided = (
                NO_ANSWER,
                (
                    "no %s.out to compare with; the output:\n%s"
                    % (case.name, indent(preview(run.stdout, SHOWN_LINES, SHOWN_CHARS)))
                ),
            )
        else:
            decided = answer_verdict(case, input_bytes, expected, run.stdout, comparison, checker)
    verdict, message = decided
    if run.leftovers:
        message += ("\n" if message else "") + (
            "note: %s it started %s still running when it exited; the judge killed %s"
            % (
                "1 process" if run.leftovers == 1 else "%d processes" % run.leftovers,
                "was" if run.leftovers == 1 else "were",
                "it" if run.leftovers == 1 else "them",
            )
        )
    result = CaseResult(
        case.name,
        verdict,
        run.wall_time,
        run.cpu_time,
        run.peak_memory_bytes,
        run.exit_status,
        run.signal_name,
        message,
        killed_for=run.killed_for,
        processes=run.peak_processes,
        leftovers=run.leftovers,
    )
    if verdict == "WA" and checker is None and expected is not None:
        result.first_difference = difference_fields(expected, run.stdout, comparison)
    if verdict == "OLE":
        result.stream = " or ".join(overflowed_streams(run, limits))
    return result


# Long: one branch per verdict, in the order that decides which one wins, each with its message.
def run_verdict(run: RunResult, limits: Limits) -> Optional[Tuple[str, str]]:
    """TLE, MLE or RE with its message, or None when the run ended normally in time."""
    failed = run.exit_status != 0  # also when a signal ended it
    # CPU first: a run killed for time has cpu_time over the limit (see judge.run), and one
    # that was also stopped for idleness or by the wall clock is reported by what decides,
    # its CPU time.
    if run.killed_for == "time" or run.cpu_time > limits.time_limit:
        return "TLE", (
            "time limit %g s exceeded: %.3f s of CPU (wall %.3f s)"
            % (limits.time_limit, run.cpu_time, run.wall_time)
        )
    if run.killed_for == "idle":
        return "TLE", (
            "idle: not running for %.1f s (idle limit %g s): it slept or waited, "
            "with %.3f s of CPU in %.1f s of wall clock (the time limit %g s counts "
            "CPU time)"
            % (run.idle_time, limits.idle_limit, run.cpu_time, run.wall_time, limits.time_limit)
        )
    if run.killed_for == "wall":
        share = run.cpu_time / run.wall_time if run.wall_time > 0 else 0.0
        return "TLE", (
            "wall-clock limit %g s reached with %.3f s of CPU (time limit %g s): it "
            "got %.0f%% of a CPU%s (--wall-limit raises the cap)"
            % (
                limits.wall_limit,
                run.cpu_time,
                limits.time_limit,
                100 * share,
                "; it had not run for the last %.1f s" % run.idle_time
                if run.idle_time >= IDLE_NOTE
                else ", so the machine was too busy to give it its CPU time",
            )
        )
    limit_mb, peak_mb = limits.memory_limit_bytes / MiB, run.peak_memory_bytes / MiB
    if run.killed_for == "memory" or run.peak_memory_bytes > limits.memory_limit_bytes:
        return "MLE", (
            "memory limit %g MB exceeded (peak %.1f MB)" % (limit_mb, peak_mb)
            + stderr_tail(run.stderr)
        )
    if failed and OUT_OF_MEMORY.search(run.stderr):
        return "MLE", (
            "out of memory: failed with a memory error (peak resident %.1f MB, "
            "memory limit %g MB)" % (peak_mb, limit_mb) + stderr_tail(run.stderr)
        )
    if run.killed_for == "output":
        caps = {"stdout": limits.stdout_limit, "stderr": limits.stderr_limit}
        streams = overflowed_streams(run, limits)
        return "OLE", (
            "output limit exceeded: %s, %s; the judge stopped reading there and killed it"
            % (
                " or ".join("%s over %s" % (stream, size_text(caps[stream])) for stream in streams),
                "its cap" if len(streams) == 1 else "their caps",
            )
            + stderr_tail(run.stderr)
        )
    if run.killed_for == "processes":
        return "RE", (
            "process limit exceeded: more than %d processes alive at once" % limits.process_limit
            + stderr_tail(run.stderr)
        )
    if run.signal_name is not None:
        return "RE", "killed by signal %s" % run.signal_name + stderr_tail(run.stderr)
    if failed:
        return "RE", "exit status %s" % run.exit_status + stderr_tail(run.stderr)
    return None


def overflowed_streams(run: RunResult, limits: Limits) -> List[str]:
    """For a run killed for its output: the streams that may have passed their caps, those kept
    up to the cap ("stdout", "stderr", or both when each reached its cap exactly)."""
    streams = [
        stream
        for stream, kept, cap in (
            ("stdout", run.stdout, limits.stdout_limit),
            ("stderr", run.stderr, limits.stderr_limit),
        )
        if len(kept) >= cap
    ]
    return streams or ["stdout", "stderr"]


def answer_verdict(
    case: Case,
    input_bytes: bytes,
    expected: bytes,
    actual: bytes,
    comparison: Comparison,
    checker: Optional[Checker],
) -> Tuple[str, str]:
    """AC or WA (with its explanation), from the checker if there is one."""
    if checker is not None:
        assert case.answer_path is not None  # judge_case asks only when the .out exists
        accepted, said = run_checker(checker, case.input_path, actual, case.answer_path)
        if accepted:
            return "AC", ""
        return "WA", said + wrong_answer_context(input_bytes, None, actual)
    difference = compare_outputs(expected, actual, comparison)
    if difference is None:
        return "AC", ""
    return "WA", difference + wrong_answer_context(input_bytes, expected, actual, comparison)


def wrong_answer_context(
    input_bytes: bytes,
    expected: Optional[bytes],
    actual: bytes,
    comparison: Union[Comparison, bool] = False,
) -> str:
    """The input (truncated), then the expected and actual output side by side around the
    first difference, or, with a checker (no one right answer to diff), the actual output."""
    text = "\ninput:\n%s" % indent(preview(input_bytes))
    if expected is None:
        return text + "\nactual output:\n%s" % indent(preview(actual))
    return text + "\n" + side_by_side(expected, actual, comparison)


def size_text(size: int) -> str:
    return "%d MiB" % (size // MiB) if size % MiB == 0 else "%d bytes" % size


def stderr_tail(stderr: bytes) -> str:
    tail = last_lines(stderr)
    return "\nstderr (last lines):\n%s" % indent(tail) if tail else ""


def read_bytes(path: str) -> bytes:
    try:
        with open(path, "rb") as file:
            return file.read()
    except OSError as error:
        raise JudgeError("cannot read %s: %s" % (path, error)) from None
