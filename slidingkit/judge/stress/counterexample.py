"""The failure report: the first failing input written as a case the judge replays
(``OUT/NAME/counterexample.in`` and ``.out``, the settings ``OUT/NAME.json`` beside the folder,
which hold the limits and the comparison it failed under, and for ``--generator`` the solution's
output ``OUT/NAME.actual``), the failure shown as the judge shows a case, and the commands that
replay it and repeat the run.

Tested through tests/judge/stress/test_kit_problem.py and test_any_problem.py (each failing run
there is replayed by the judge and repeated by the printed command). Cost: three small files
written.
"""

import argparse
import json
import os
import shlex
from typing import Dict, List, Optional, Sequence, Tuple

from slidingkit.judge import JudgeError
from slidingkit.judge.comparison import Comparison
from slidingkit.judge.console import console, say
from slidingkit.judge.flags import comparison_of
from slidingkit.judge.report import case_block
from slidingkit.judge.stress.session import KitSession, StressLimits
from slidingkit.judge.verdict import CaseResult

COUNTEREXAMPLE = "counterexample"
DEFAULT_OUT = "stress_failures"  # where counterexamples go


def counterexample_settings(
    title: str,
    url: Optional[str],
    checker: Optional[str],
    limits: StressLimits,
    comparison: Comparison,
) -> Dict[str, object]:
    """The settings the judge replays a counterexample under: its ``title`` and ``url``, the
    ``checker``'s absolute path (or None), ``limits`` and the ``comparison`` it failed under."""
    return {
        "name": "%s (stress counterexample)" % title,
        "url": url,
        "time_limit": limits.time_limit,
        "idle_limit": limits.idle_limit,
        "wall_limit": limits.wall_limit,
        "memory_limit": limits.memory_limit,
        "checker": checker,
        "comparison": comparison.mode,
        "error": comparison.error,
    }


def write_counterexample(
    out: str,
    texts: Tuple[bytes, bytes],
    settings: Dict[str, object],
    actual: Optional[bytes] = None,
) -> None:
    """``OUT/counterexample.in`` and ``.out`` (``texts``: the input and the expected output),
    ``OUT.json`` with ``settings`` (see ``counterexample_settings``), and, when given, the
    solution's ``actual`` output as ``OUT.actual``: beside the case folder, which holds only
    the case (oj refuses any other file in it)."""
    try:
        os.makedirs(out, exist_ok=True)
        base = os.path.join(out, COUNTEREXAMPLE)
        with open(base + ".in", "wb") as file:
            file.write(texts[0])
        with open(base + ".out", "wb") as file:
            file.write(texts[1])
        with open(os.path.normpath(out) + ".json", "w", encoding="utf-8") as file:
            json.dump(settings, file, ensure_ascii=False, indent=2)
            file.write("\n")
        if actual is not None:
            with open(os.path.normpath(out) + ".actual", "wb") as file:
                file.write(actual)
    except OSError as error:
        raise JudgeError("cannot write the counterexample to %s: %s" % (out, error)) from None


# ---- a problem of the kit ------------------------------------------------------------------


def report_kit_failure(
    session: KitSession, texts: Tuple[str, str], result: CaseResult, note: str, passed: str
) -> int:
    """Write a failing input of the kit's problem and its expected output (``texts``) as the
    counterexample, then say ``note`` (how it was shrunk, or that it was not), the failure as
    the judge shows a case, and the commands that replay it and repeat the run (``passed``:
    what passed before it). Returns the exit status, 1."""
    result.name = COUNTEREXAMPLE
    out = os.path.join(session.args.out, session.name)
    checker = session.settings.checker
    write_counterexample(
        out,
        (texts[0].encode(), texts[1].encode()),
        counterexample_settings(
            session.settings.title,
            session.settings.url,
            os.path.abspath(checker) if checker else None,
            session.limits,
            comparison_of(session.args, session.settings.comparison),
        ),
    )
    say(note)
    say(case_block(result, 16))
    say_replay(session, out, passed)
    return 1


def say_replay(session: KitSession, out: str, passed: str) -> None:
    """Where the counterexample went, the command that replays it and the one that repeats
    the run."""
    args = session.args
    shown = args.solution if args.solution is not None else '--command "%s"' % args.command
    say(
        "written to %s/%s.in and .out; replay: %s %s %s%s"
        % (out, COUNTEREXAMPLE, console.command, shown, out, " --sandbox" if args.sandbox else "")
    )
    say(
        "%s, 1 failed (seed %d; %s stress %s %s -n %d --seed %d%s%s%s%s repeats it)"
        % (
            passed,
            session.seed,
            console.command,
            shown,
            session.name,
            args.n,
            session.seed,
            "" if args.cases is None else " --cases %s" % args.cases,
            "" if args.case_seeds is None else " --case-seeds %d" % args.case_seeds,
            "".join(" " + word for word in comparison_of(args).flags.split()),
            " --sandbox" if args.sandbox else "",
        )
    )


# ---- any problem: the user's generator and reference ------------------------------------------


def counterexample_name(args: argparse.Namespace) -> str:
    """The counterexample's folder name: the solution's file name without its extension, or
    ``command`` for ``--command``."""
    if args.solution is None:
        return "command"
    return os.path.splitext(os.path.basename(os.path.normpath(args.solution)))[0]


def report_any_failure(
    args: argparse.Namespace,
    result: CaseResult,
    outputs: Tuple[bytes, bytes, bytes],
    settings: Dict[str, object],
    seed: int,
    failed: Tuple[int, Optional[int]],
) -> int:
    """Write the failing input, the reference's output and the solution's (``outputs``) as
    the counterexample, show the failure as the judge shows a case, and say the commands that
    replay it and repeat it (``failed``: the input's index and size). Returns the exit status,
    1."""
    index, size = failed
    input_bytes, expected, actual = outputs
    result.name = COUNTEREXAMPLE
    out = os.path.join(args.out, counterexample_name(args))
    write_counterexample(out, (input_bytes, expected), settings, actual)
    say(case_block(result, 16))
    replay = [args.solution] if args.solution is not None else ["--command", args.command]
    replay.append(out)
    if args.python is not None:
        replay += ["--python", args.python]
    if args.sandbox:
        replay.append("--sandbox")
    if args.checker is not None and settings["checker"] is None:
        replay += ["--checker", args.checker]
    say(
        "written to %s/%s.in and .out (the reference's output), and %s.actual (the "
        "solution's output); replay: %s %s"
        % (out, COUNTEREXAMPLE, os.path.normpath(out), console.command, shell_words(replay))
    )
    say(
        "%d passed, 1 failed (seed %d; %s stress %s repeats it)"
        % (index, seed, console.command, shell_words(repeat_arguments(args, seed + index, size)))
    )
    return 1


def repeat_arguments(args: argparse.Namespace, input_seed: int, size: Optional[int]) -> List[str]:
    """The arguments of ``stress`` that run the input of ``input_seed`` (and ``size``) alone,
    under the same programs, limits and comparison."""
    words = [args.solution] if args.solution is not None else ["--command", args.command]
    words += ["--generator", args.generator, "--reference", args.reference]
    if args.checker is not None:
        words += ["--checker", args.checker]
    words += ["--seed", str(input_seed), "-n", "1"]
    if size is not None:
        words += ["--sizes", "%d..%d" % (size, size)]
    for flag, value in (("--time-limit", args.time_limit), ("--memory-limit", args.memory_limit)):
        if value is not None:
            words += [flag, repr(value)]
    if args.python is not None:
        words += ["--python", args.python]
    words += comparison_of(args).flags.split() + (["--sandbox"] if args.sandbox else [])
    if args.out != DEFAULT_OUT:
        words += ["--out", args.out]
    return words


def shell_words(words: Sequence[str]) -> str:
    """``words`` as one shell command line, each quoted where it needs it."""
    return " ".join(shlex.quote(word) for word in words)
