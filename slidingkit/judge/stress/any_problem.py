"""Stress on any problem (``stress SOLUTION --generator GEN --reference REF``): input i (from 0)
is what ``GEN SEED`` prints for the seed S + i (``GEN SEED SIZE`` with ``--sizes A..B``), REF's
output on it is the expected one, and the solution is judged on the pair as the judge judges a
case (``judge.verdict.judge_case``), compared as the judge compares or by ``--checker CMD``. GEN
and REF are files in any language the judge takes (compiled once, by ``judge.languages.prepare``)
or commands, run under the solution's limits. The first failure is written by
``stress.counterexample``.

Tested by tests/judge/stress/test_any_problem.py. Cost: three runs per input (GEN, REF, the
solution), and one more run of the solution at a failure, to keep its output.
"""

import argparse
import contextlib
import os
import shlex
import shutil
import tempfile
from typing import List, NamedTuple, Optional, Tuple

from slidingkit.judge import JudgeError
from slidingkit.judge.case_folder import DEFAULT_MEMORY_LIMIT, DEFAULT_TIME_LIMIT, Case
from slidingkit.judge.checker import Checker, checker_from_command, checker_from_path
from slidingkit.judge.comparison import AS_THE_JUDGE, STRICT
from slidingkit.judge.console import console, say
from slidingkit.judge.explanation import last_lines
from slidingkit.judge.flags import comparison_of
from slidingkit.judge.languages import Runner, prepare
from slidingkit.judge.run import Limits, MiB, default_idle_limit, default_wall_limit, run_program
from slidingkit.judge.sandbox import find_sandbox
from slidingkit.judge.stress.counterexample import (
    counterexample_name,
    counterexample_settings,
    report_any_failure,
)
from slidingkit.judge.stress.session import StressLimits
from slidingkit.judge.verdict import judge_case, run_verdict


class GivenChecker:
    """``--checker CMD`` as the judge runs it (``judge.checker``: one contract for both):
    ``text`` is what the user wrote, ``runs`` the judge's Checker, ``settings_path`` what a
    counterexample's settings may name (a checker file's absolute path, or None for a command,
    which its replay gives as ``--checker``)."""

    def __init__(self, text: str, runs: Checker, settings_path: Optional[str]) -> None:
        self.text = text
        self.runs = runs
        self.settings_path = settings_path

    def own_words(self, error: JudgeError, input_path: str, where: str) -> JudgeError:
        """``error`` (of the checker run on ``input_path``) with the checker named as the user
        wrote it, and the input by its seed (``where``)."""
        said = str(error).replace(self.runs.shown, self.text)
        return JudgeError(said.replace(input_path, "the input of %s" % where))


class AnySession(NamedTuple):
    """One stress run with the user's generator and reference: the command line (``args``),
    the three programs ready to run, the checker (or None), the ``work`` folder the inputs are
    written to, the run's ``seed`` and ``limits``, and ``done``: the inputs passed so far, for
    the line Ctrl-C prints."""

    args: argparse.Namespace
    solution: Runner
    generator: Runner
    reference: Runner
    checker: Optional[GivenChecker]
    work: str
    seed: int
    limits: StressLimits
    done: List[int]


class ProgramLimits(NamedTuple):
    """The limits of each program's runs: the same limits, each with its own address-space
    cap (``program_limits``)."""

    solution: Limits
    generator: Limits
    reference: Limits


def stress_any(args: argparse.Namespace, seed: int, done: List[int]) -> int:
    """``--generator GEN --reference REF``: prepare the solution, GEN, REF and the checker, run
    the N inputs (``run_inputs``) and remove every build folder after."""
    time_limit = args.time_limit or DEFAULT_TIME_LIMIT
    memory_limit = args.memory_limit or DEFAULT_MEMORY_LIMIT
    limits = StressLimits(
        time_limit, memory_limit, default_idle_limit(time_limit), default_wall_limit(time_limit)
    )
    sandbox = find_sandbox(os.curdir) if args.sandbox else None
    with contextlib.ExitStack() as stack:
        solution = prepare(args.solution, args.python, args.command, memory_limit, sandbox)
        stack.callback(solution.close)
        generator = ready_program("--generator", args.generator, memory_limit)
        stack.callback(generator.close)
        reference = ready_program("--reference", args.reference, memory_limit)
        stack.callback(reference.close)
        work = tempfile.mkdtemp(prefix="judge-stress-")
        stack.callback(shutil.rmtree, work, True)
        checker = checker_for(args.checker)
        return run_inputs(
            AnySession(args, solution, generator, reference, checker, work, seed, limits, done)
        )


def ready_program(flag: str, text: str, memory_limit: float) -> Runner:
    """GEN or REF ready to run: a file compiled as the judge compiles a solution (a .py file
    runs with the judge's own interpreter), or else a command, split like a shell would.
    JudgeError, naming ``flag``, for a file that is missing or does not compile."""
    try:
        if os.path.isfile(text):
            runner = prepare(text, None, None, memory_limit)
        else:
            try:
                words = shlex.split(text)
            except ValueError as error:
                raise JudgeError("cannot read %r: %s" % (text, error)) from None
            if not words or shutil.which(words[0]) is None:
                raise JudgeError("%s is no file, nor a command on PATH" % text)
            runner = prepare(None, None, text, memory_limit)
    except JudgeError as error:
        raise JudgeError("%s: %s" % (flag, error)) from None
    if runner.compile_error is not None:
        runner.close()
        lines = runner.compile_error.split("\n")
        raise JudgeError("%s %s does not compile: %s" % (flag, text, "; ".join(lines[:2])))
    return runner


def checker_for(text: Optional[str]) -> Optional[GivenChecker]:
    """The checker of ``--checker TEXT``: a .py file (run with the judge's interpreter) or an
    executable file, as a settings' checker; anything else a command, as the judge's
    ``--checker`` takes it (``judge.checker.checker_from_command``)."""
    if text is None:
        return None
    if os.path.isfile(text):
        checker_from_path(text, "--checker")  # an error names it as the user wrote it
        path = os.path.abspath(text)
        return GivenChecker(text, checker_from_path(path), path)
    return GivenChecker(text, checker_from_command(text), None)


def described(text: str, runner: Runner) -> str:
    """A program as the header shows it: what the user wrote, with its language."""
    return text if runner.language == "command" else "%s (%s)" % (text, runner.name)


def size_for(index: int, count: int, sizes: Optional[Tuple[int, int]]) -> Optional[int]:
    """The size of input ``index`` (from 0) of ``count``: the sizes A to B in turn, each for
    an equal share of the inputs (the smaller sizes one more when they do not divide evenly),
    smallest first; with fewer inputs than sizes, sizes spread from A up. None without
    ``--sizes``."""
    if sizes is None:
        return None
    first, last = sizes
    return first + index * (last - first + 1) // count


def program_limits(runner: Runner, limits: StressLimits) -> Limits:
    """The limits of one run of ``runner``: the judge's, its address-space cap its own."""
    memory_bytes = int(limits.memory_limit * MiB)
    return Limits(
        limits.time_limit,
        memory_bytes,
        runner.address_space_cap(memory_bytes),
        wall_limit=limits.wall_limit,
        idle_limit=limits.idle_limit,
        helpers=runner.helpers,
    )


def output_of(
    role: str, text: str, command: List[str], input_bytes: bytes, limits: Limits, where: str
) -> bytes:
    """What the generator or the reference (``role``, written ``text``) printed on
    ``input_bytes``; JudgeError in one line, naming it and ``where`` (the seed), when it
    fails a limit, crashes or prints nothing."""
    run = run_program(command, input_bytes, limits)
    failed = run_verdict(run, limits)
    if failed is not None:
        verdict, message = failed
        tail = last_lines(run.stderr, 1)
        raise JudgeError(
            "%s %s failed on %s: %s, %s%s"
            % (
                role,
                text,
                where,
                verdict,
                message.split("\n")[0],
                "; its last line on stderr: %s" % tail if tail else "",
            )
        )
    if not run.stdout.strip():
        raise JudgeError("%s %s printed nothing on %s" % (role, text, where))
    return run.stdout


def say_header(session: AnySession) -> None:
    """The run's first lines: the programs, the count and sizes, the seed, the comparison and
    the limits."""
    args, limits = session.args, session.limits
    shown = args.solution if args.solution is not None else args.command
    say(
        "stress-testing %s on inputs from %s: %d inputs%s, seed %d"
        % (
            described(shown, session.solution),
            described(
                args.generator + (" SEED" if args.sizes is None else " SEED SIZE"),
                session.generator,
            ),
            args.n,
            "" if args.sizes is None else " of sizes %d to %d" % args.sizes,
            session.seed,
        )
    )
    if session.checker is not None:
        comparison = "judged by the checker %s" % session.checker.text
    else:
        asked = comparison_of(args)
        comparison = (
            "compared as the judge compares"
            if asked == AS_THE_JUDGE
            else "compared byte for byte (--strict)"
            if asked.mode == STRICT and asked.error is None
            else "compared by the judge's %s" % asked.describe()
        )
    say("expected outputs from %s, %s" % (described(args.reference, session.reference), comparison))
    say(
        "time limit %g s of CPU, idle limit %g s, wall limit %g s, memory limit %g MB, for "
        "each program"
        % (limits.time_limit, limits.idle_limit, limits.wall_limit, limits.memory_limit)
    )


def run_inputs(session: AnySession) -> int:
    """Input i (from 0) is GEN's output for the seed ``seed + i`` (and its size, with
    ``--sizes``); REF's output on it is the expected one; the solution is judged on the pair as
    the judge judges a case. Stops at the first failure (``report_any_failure``). Returns the
    exit status."""
    say_header(session)
    solution = session.solution
    if solution.compile_error is not None:
        say("CE  %s" % solution.compile_error.replace("\n", "\n    "))
        say("0 passed, 1 failed (compilation error; seed %d)" % session.seed)
        return 1
    limits = ProgramLimits(
        program_limits(solution, session.limits),
        program_limits(session.generator, session.limits),
        program_limits(session.reference, session.limits),
    )
    for index in range(session.args.n):
        failed = run_input(session, limits, index)
        if failed is not None:
            return failed
        session.done[0] = index + 1
    say("%d passed, 0 failed (seed %d)" % (session.args.n, session.seed))
    return 0


def run_input(session: AnySession, limits: ProgramLimits, index: int) -> Optional[int]:
    """Generate, answer and judge input ``index`` under each program's ``limits``;
    at a failure, report it and return the exit status; None when it passes."""
    args, checker = session.args, session.checker
    input_seed = session.seed + index
    size = size_for(index, args.n, args.sizes)
    arguments = [str(input_seed)] + ([] if size is None else [str(size)])
    where = "seed %d" % input_seed + ("" if size is None else ", size %d" % size)
    console.status.show("[%d/%d] %s" % (index + 1, args.n, where))
    input_bytes = output_of(
        "generator",
        args.generator,
        session.generator.command + arguments,
        b"",
        limits.generator,
        where,
    )
    expected = output_of(
        "reference",
        args.reference,
        session.reference.command,
        input_bytes,
        limits.reference,
        "the input of %s (%s %s)" % (where, args.generator, " ".join(arguments)),
    )
    base = os.path.join(session.work, "input-%d" % (index + 1))
    for suffix, data in ((".in", input_bytes), (".out", expected)):
        with open(base + suffix, "wb") as file:
            file.write(data)
    case = Case("input-%d" % (index + 1), base + ".in", base + ".out")
    try:
        result = judge_case(
            case,
            session.solution.command,
            limits.solution,
            comparison_of(args),
            None if checker is None else checker.runs,
        )
    except JudgeError as error:
        raise (
            error if checker is None else checker.own_words(error, case.input_path, where)
        ) from None
    if result.verdict == "AC":
        return None
    say("input %d of %d (%s): %s" % (index + 1, args.n, where, result.verdict))
    actual = run_program(session.solution.command, input_bytes, limits.solution).stdout
    settings = counterexample_settings(
        counterexample_name(args),
        None,
        None if checker is None else checker.settings_path,
        session.limits,
        comparison_of(args),
    )
    return report_any_failure(
        args, result, (input_bytes, expected, actual), settings, session.seed, (index, size)
    )
