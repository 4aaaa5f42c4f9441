"""Stress on a problem of the kit (``stress SOLUTION PROBLEM``): the N drawn inputs
(``stress.drawing``) judged one by one under the problem's limits and checker, the first failure
shrunk (``stress.shrinking``) and written (``stress.counterexample``); then, with
``--case-seeds K``, every case of the package's ``generate(1)`` to ``generate(K)``, each whole.

Tested by tests/judge/stress/test_kit_problem.py, which runs it as a user does. Cost: one run of
the solution per input, plus one per shrinking step, plus one per generated case.
"""

import argparse
import importlib
import os
import shutil
import tempfile
from typing import List, Optional

from slidingkit import problems
from slidingkit.judge import JudgeError
from slidingkit.judge.case_folder import Case, find_case_folder, load_case_folder
from slidingkit.judge.console import console, say, warn_if_not_offered
from slidingkit.judge.flags import comparison_of
from slidingkit.judge.languages import prepare
from slidingkit.judge.run import Limits, MiB
from slidingkit.judge.sandbox import find_sandbox
from slidingkit.judge.stress.boards import Reference, Trial
from slidingkit.judge.stress.counterexample import report_kit_failure
from slidingkit.judge.stress.drawing import Generator, generator_for
from slidingkit.judge.stress.session import KitSession, StressLimits
from slidingkit.judge.stress.shrinking import shrink
from slidingkit.judge.verdict import (
    CaseResult,
    idle_limit_for,
    judge_case,
    wall_limit_for,
)


def stress_kit(args: argparse.Namespace, seed: int, done: List[int]) -> int:
    """``SOLUTION PROBLEM``: read the problem's settings and its package's cases, prepare the
    solution, run the inputs (``stress``) and remove the solution's build folder after.
    JudgeError for a name that is no problem of ``slidingkit/problems/``."""
    name = os.path.basename(os.path.normpath(args.problem_name))
    if name not in problems.names() and args.solution in problems.names():
        raise JudgeError(
            "%s is a problem, not a solution: the solution comes first, SOLUTION PROBLEM: %s %s"
            % (args.solution, args.problem_name, args.solution)
        )
    if name not in problems.names():
        raise JudgeError(
            "no generator for %s (stress knows %s)" % (name, ", ".join(problems.names()))
        )
    settings = load_case_folder(find_case_folder(name, args.cases))
    package_cases = importlib.import_module("slidingkit.problems.%s.cases" % name)
    if args.case_seeds is not None and not hasattr(package_cases, "generate"):
        raise JudgeError(
            "--case-seeds: %s's cases are not generated (its cases.py has no generate)" % name
        )
    time_limit = args.time_limit or settings.time_limit
    memory_limit = args.memory_limit or settings.memory_limit
    limits = StressLimits(
        time_limit,
        memory_limit,
        idle_limit_for(settings, time_limit, None),
        wall_limit_for(settings, time_limit, None),
    )
    sandbox = find_sandbox(settings.folder) if args.sandbox else None
    runner = prepare(args.solution, args.python, args.command, memory_limit, sandbox)
    warn_if_not_offered(settings, runner, "stress-testing")
    try:
        return stress(KitSession(args, name, settings, package_cases, runner, seed, limits, done))
    finally:
        runner.close()


def stress(session: KitSession) -> int:
    """Run the N inputs; at the first failure, shrink it and write the counterexample. Then,
    with ``--case-seeds K``, the cases of the package's generate(1) to generate(K), each whole;
    the first failure is written as it is. Returns the exit status."""
    package_cases = session.package_cases
    generator, reference = generator_for(session.name, getattr(package_cases, "expected", None))
    say_header(session, generator.source())
    if session.runner.compile_error is not None:
        say("CE  %s" % session.runner.compile_error.replace("\n", "\n    "))
        say("0 passed, 1 failed (compilation error; seed %d)" % session.seed)
        return 1
    work = tempfile.mkdtemp(prefix="judge-stress-")
    try:
        judge = TrialJudge(session, os.path.join(work, session.name), generator)
        failed = run_drawn(session, judge, reference)
        if failed is not None:
            return failed
        if session.args.case_seeds is None:
            say("%d passed, 0 failed (seed %d)" % (session.args.n, session.seed))
            return 0
        return run_case_seeds(session, judge)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def say_header(session: KitSession, source: str) -> None:
    """The run's first lines: the solution, the problem, the seed, the limits and where the
    answers come from (``source``)."""
    args = session.args
    shown = args.solution if args.solution is not None else args.command
    say(
        "stress-testing %s (%s) on %s: %d inputs, seed %d%s"
        % (
            shown,
            session.runner.name,
            session.name,
            args.n,
            session.seed,
            ""
            if args.case_seeds is None
            else "; then the cases of its generate(seed), seeds 1 to %d" % args.case_seeds,
        )
    )
    checker = session.settings.checker
    limits = session.limits
    say(
        "time limit %g s of CPU, idle limit %g s, wall limit %g s, memory limit %g MB; answers "
        "from %s%s"
        % (
            limits.time_limit,
            limits.idle_limit,
            limits.wall_limit,
            limits.memory_limit,
            source,
            ", judged by %s" % checker
            if checker
            else ", %s" % comparison_of(args, session.settings.comparison).describe(),
        )
    )


class TrialJudge:
    """Judges inputs as cases of one temporary ``folder`` named after the problem (special
    judges may read the problem from the folder's name), under the run's limits and the
    problem's checker, as the judge judges a case. Cost: one run of the solution a call."""

    def __init__(self, session: KitSession, folder: str, generator: Generator) -> None:
        os.mkdir(folder)
        self.session = session
        self.folder = folder
        self.generator = generator
        memory_bytes = int(session.limits.memory_limit * MiB)
        self.limits = Limits(
            session.limits.time_limit,
            memory_bytes,
            session.runner.address_space_cap(memory_bytes),
            wall_limit=session.limits.wall_limit,
            idle_limit=session.limits.idle_limit,
            helpers=session.runner.helpers,
        )

    def text(self, input_text: str, expected_text: str, label: str) -> CaseResult:
        """The verdict on ``input_text`` with ``expected_text``, written as the case ``label``."""
        base = os.path.join(self.folder, label)
        with open(base + ".in", "w", encoding="utf-8", newline="") as file:
            file.write(input_text)
        with open(base + ".out", "w", encoding="utf-8", newline="") as file:
            file.write(expected_text)
        return judge_case(
            Case(label, base + ".in", base + ".out"),
            self.session.runner.command,
            self.limits,
            comparison_of(self.session.args, self.session.settings.comparison),
            self.session.settings.checker,
        )

    def trial(self, trial: Trial, label: str) -> CaseResult:
        """The verdict on a drawn input and its expected answer."""
        return self.text(
            self.generator.input_text(trial), self.generator.expected_text(trial), label
        )

    def fails(self, trial: Trial) -> Optional[CaseResult]:
        """The failing verdict on a shrinking candidate, or None where it passes."""
        result = self.trial(trial, "shrinking")
        return None if result.verdict == "AC" else result


def run_drawn(session: KitSession, judge: TrialJudge, reference: Reference) -> Optional[int]:
    """Judge the N drawn inputs in turn; at the first failure shrink it and report it
    (``report_shrunk``), returning the exit status; None when every input passed."""
    args = session.args
    for index in range(args.n):
        trial = judge.generator.trial(session.seed, index)
        console.status.show("[%d/%d] %s: %s" % (index + 1, args.n, session.name, trial.kind))
        result = judge.trial(trial, "input-%d" % (index + 1))
        if result.verdict != "AC":
            say("input %d of %d (%s): %s" % (index + 1, args.n, trial.kind, result.verdict))
            return report_shrunk(session, judge, reference, trial, result)
        session.done[0] = index + 1
    return None


def report_shrunk(
    session: KitSession, judge: TrialJudge, reference: Reference, trial: Trial, result: CaseResult
) -> int:
    """Shrink the failing ``trial`` (its verdict ``result``) and write the simplest input that
    still fails; a shrunk input that passes when run again (a flaky failure) leaves the input
    that failed. Returns the exit status, 1."""
    console.status.show("shrinking ...")
    small, spent = shrink(trial, reference, judge.fails, judge.generator.format.layouts[0])
    final = judge.fails(small)  # the shrunk input's own verdict and message
    if final is None:  # it passed this time (a flaky failure): keep the input that failed
        small, final = trial, result
    texts = (judge.generator.input_text(small), judge.generator.expected_text(small))
    moves = max(reference.moves(query) for query in small.queries)
    note = "shrunk in %d runs to %d board%s, at most %d move%s from the goal%s:" % (
        spent,
        len(small.queries),
        "" if len(small.queries) == 1 else "s",
        moves,
        "" if moves == 1 else "s",
        " (unsolvable boards count from the goal with two tiles swapped)"
        if any(reference.distance(query) is None for query in small.queries)
        else "",
    )
    return report_kit_failure(session, texts, final, note, "0 passed")


def run_case_seeds(session: KitSession, judge: TrialJudge) -> int:
    """After the N inputs: every case of the package's generate(1) to generate(K), each whole,
    answered by its expected(); the first failure is written as it is. Returns the exit
    status."""
    args, package_cases = session.args, session.package_cases
    inputs = "%d input%s" % (args.n, "" if args.n == 1 else "s")
    say("%s passed (seed %d)" % (inputs, session.seed))
    passed = 0
    for case_seed in range(1, args.case_seeds + 1):
        console.status.show("generate(%d) of %s ..." % (case_seed, session.name))
        generated = package_cases.generate(case_seed)
        for case_name, text in generated.items():
            label = "generate(%d) %s" % (case_seed, case_name)
            console.status.show("[seed %d/%d] %s" % (case_seed, args.case_seeds, label))
            answer = package_cases.expected(text)
            result = judge.text(text, answer, "case-%d-%s" % (case_seed, case_name))
            if result.verdict != "AC":
                say("case %s of its cases.py: %s" % (label, result.verdict))
                return report_kit_failure(
                    session,
                    (text, answer),
                    result,
                    "not shrunk (a whole case of the problem's generator):",
                    "%s and %d cases passed" % (inputs, passed),
                )
            passed += 1
            session.done[0] += 1
        say("generate(%d): %d cases passed" % (case_seed, len(generated)))
    say(
        "%s and %d cases passed, 0 failed (seed %d; cases of generate(1) to "
        "generate(%d))" % (inputs, passed, session.seed, args.case_seeds)
    )
    return 0
