"""The command line of ``python3 -m slidingkit.judge stress`` (``puzzle-judge stress``): its flags
(``FLAGS``, one row each, in --help order), the rules of which go together, and the choice of
mode: a problem of the kit (``stress.kit_problem``) or the user's generator and reference
(``stress.any_problem``).

Tested by tests/judge/stress/test_cli.py. Cost: parsing; the mode's own cost after.
"""

import argparse
import random
from typing import Any, Dict, List, Optional, Sequence, Tuple

from slidingkit.judge.case_folder import DEFAULT_MEMORY_LIMIT, DEFAULT_TIME_LIMIT
from slidingkit.judge.console import (
    EXIT_STATUSES,
    console,
    guarded,
    positive_integer,
    positive_number,
)
from slidingkit.judge.flags import COMPARISON_FLAGS
from slidingkit.judge.stress.any_problem import stress_any
from slidingkit.judge.stress.counterexample import DEFAULT_OUT
from slidingkit.judge.stress.kit_problem import stress_kit

DEFAULT_COUNT = 100

USAGE = (
    "%(prog)s SOLUTION PROBLEM [options]\n"
    "       %(prog)s SOLUTION --generator GEN --reference REF [--checker CMD] "
    "[--sizes A..B] [options]"
)
DESCRIPTION = (
    "Stress-test SOLUTION on generated inputs. With PROBLEM (a folder name in "
    "judge_cases/): the kit's inputs of that problem, checked against the answers its "
    "cases are made with (expected() of slidingkit/problems/PROBLEM/cases.py, from "
    "slidingkit/oracle/) or by "
    "the problem's special judge; the first failure is shrunk and written as a case the "
    "judge replays. With --generator and --reference, for any problem: GEN SEED (or GEN "
    "SEED SIZE) writes each input, REF's output on it is the expected one, compared as "
    "the judge compares (--strict, -N, -e as its flags) or by --checker; the first "
    "difference is written as a case, with the command that repeats it."
)
EPILOG = (
    "The limits are the problem's (its settings' time_limit, idle_limit, "
    "wall_limit and memory_limit, as python3 -m slidingkit.judge keeps them); with "
    "--generator, the "
    "judge's defaults (%g s, %g MB) or the flags, for GEN and REF as for SOLUTION. "
    % (DEFAULT_TIME_LIMIT, DEFAULT_MEMORY_LIMIT)
    + EXIT_STATUSES
)


def size_range(text: str) -> Tuple[int, int]:
    """``A..B`` (or ``A``, meaning ``A..A``) as (A, B), whole numbers with 0 <= A <= B."""
    low, dots, high = text.partition("..")
    try:
        first = int(low)
        last = int(high) if dots else first
    except ValueError:
        raise argparse.ArgumentTypeError(
            "expected A..B, two whole numbers, got %r" % text
        ) from None
    if not 0 <= first <= last:
        raise argparse.ArgumentTypeError("expected A..B with 0 <= A <= B, got %r" % text)
    return first, last


# Each flag: its names and argparse's keywords, in --help order. PROBLEM's value is the
# problem's name (args.problem_name).
FLAGS = [
    (
        ("solution",),
        dict(
            nargs="?",
            metavar="SOLUTION",
            help="the solution file (any language python3 -m slidingkit.judge takes)",
        ),
    ),
    (
        ("problem_name",),
        dict(
            nargs="?",
            metavar="PROBLEM",
            help="the problem: a name in judge_cases/, e.g. luogu_p1379 (not with --generator)",
        ),
    ),
    (
        ("--generator",),
        dict(
            metavar="GEN",
            help="instead of PROBLEM: the program that writes each input, run as GEN SEED (GEN "
            "SEED SIZE with --sizes); a file in any language the judge takes (compiled once), "
            "or a command",
        ),
    ),
    (
        ("--reference",),
        dict(
            metavar="REF",
            help="with --generator: the program whose output on each input is the expected "
            "one (a brute force); a file or a command, as GEN",
        ),
    ),
    (
        ("--checker", "--judge-command"),
        dict(
            metavar="CMD",
            help="with --generator: a special judge, run as CMD INPUT ACTUAL EXPECTED "
            "(EXPECTED: REF's output); exit status 0 accepts, 1 or 2 reject; a .py file runs "
            "with the judge's interpreter, another file as it is, anything else as a command",
        ),
    ),
    (
        ("--sizes",),
        dict(
            type=size_range,
            metavar="A..B",
            help="with --generator: run GEN SEED SIZE, the N inputs spread evenly over the "
            "sizes A to B, smallest first",
        ),
    ),
    (
        ("-n",),
        dict(
            type=positive_integer,
            default=DEFAULT_COUNT,
            metavar="N",
            help="how many inputs (default %d)" % DEFAULT_COUNT,
        ),
    ),
    (
        ("--seed",),
        dict(
            type=int,
            metavar="S",
            help="seed of the inputs (default: a new one, printed); with --generator, input i "
            "(from 0) is GEN's output for the seed S + i",
        ),
    ),
    (
        ("--out",),
        dict(
            metavar="DIR",
            default=DEFAULT_OUT,
            help="where the counterexample goes: DIR/NAME/counterexample.in "
            "and .out, and DIR/NAME.json (NAME: the problem, or with --generator the "
            "solution's file name without its extension, and DIR/NAME.actual its output); "
            "default stress_failures",
        ),
    ),
    (
        ("--cases",),
        dict(
            metavar="DIR",
            help="the folder of problems (default: ./judge_cases, else the kit's own)",
        ),
    ),
    (
        ("--case-seeds",),
        dict(
            type=positive_integer,
            metavar="K",
            help="after the N inputs, also every case the problem's own generator makes "
            "(generate(seed) of slidingkit/problems/PROBLEM/cases.py) for the seeds 1 to K, "
            "whole, answered by its expected() or judged by its special judge; not shrunk",
        ),
    ),
    (
        ("--python",),
        dict(
            metavar="EXE",
            help="interpreter for a .py solution (default: the judge's own; a .py GEN or REF "
            "always runs with the judge's own)",
        ),
    ),
    (("--command",), dict(metavar="CMD", help="instead of SOLUTION: run CMD on each input")),
    (
        ("--time-limit",),
        dict(
            type=positive_number,
            metavar="SECONDS",
            help="CPU seconds per input (default: the problem's; with --generator %g, for GEN "
            "and REF as well)" % DEFAULT_TIME_LIMIT,
        ),
    ),
    (
        ("--memory-limit",),
        dict(
            type=positive_number,
            metavar="MB",
            help="MiB per input (default: the problem's; with --generator %g, for GEN and REF "
            "as well)" % DEFAULT_MEMORY_LIMIT,
        ),
    ),
    (
        ("--sandbox",),
        dict(
            action="store_true",
            help="run SOLUTION (and its compiler) inside bubblewrap, as the judge's --sandbox: "
            "for code you do not trust; GEN, REF and the checker are yours and run outside",
        ),
    ),
    (
        ("--color", "--colour"),
        dict(
            choices=("auto", "always", "never"),
            default="auto",
            help="colour the verdicts: auto (default) when the output is a terminal",
        ),
    ),
]  # type: List[Tuple[Tuple[str, ...], Dict[str, Any]]]


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``FLAGS``."""
    parser = argparse.ArgumentParser(
        prog=console.command + " stress", usage=USAGE, description=DESCRIPTION, epilog=EPILOG
    )
    for names, keywords in FLAGS + COMPARISON_FLAGS:
        parser.add_argument(*names, **keywords)
    return parser


def usage_error(args: argparse.Namespace) -> Optional[str]:
    """What is wrong with the flags together (each rule of usage one line), or None. A
    ``--command CMD PROBLEM`` run has its PROBLEM moved to its place first."""
    if args.command is not None and args.problem_name is None and args.generator is None:
        args.problem_name, args.solution = args.solution, None  # --command CMD PROBLEM
    if args.command is None and args.solution is None:
        return "give SOLUTION, or --command"
    if args.strict and (args.tokens or args.error is not None):
        return "--strict compares bytes: it does not go with -N or -e"
    if args.checker is not None and (args.strict or args.tokens or args.error is not None):
        return "--checker decides alone: it does not go with --strict, -N or -e"
    if args.command is not None and args.solution is not None:
        return "--command takes the place of SOLUTION"
    if args.generator is None:
        for flag, value in (
            ("--reference", args.reference),
            ("--checker", args.checker),
            ("--sizes", args.sizes),
        ):
            if value is not None:
                return "%s goes with --generator" % flag
        if args.problem_name is None:
            return "give PROBLEM, or --generator GEN and --reference REF"
        return None
    if args.problem_name is not None:
        return (
            "PROBLEM and --generator do not go together: PROBLEM draws the kit's inputs "
            "of that problem, --generator yours"
        )
    if args.reference is None:
        return "--generator needs --reference REF, the program whose output is right"
    for flag, value in (("--cases", args.cases), ("--case-seeds", args.case_seeds)):
        if value is not None:
            return "%s goes with PROBLEM, not with --generator" % flag
    return None


def main(argv: Sequence[str]) -> int:
    """Run ``stress`` on the command line ``argv``; returns the exit status (usage errors exit
    with status 2, as argparse does)."""
    parser = build_parser()
    args = parser.parse_intermixed_args(list(argv))
    wrong = usage_error(args)
    if wrong is not None:
        parser.error(wrong)
    console.set_colour(args.color)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    done = [0]  # inputs passed so far, for the Ctrl-C line

    def body() -> int:
        if args.generator is not None:
            return stress_any(args, seed, done)
        return stress_kit(args, seed, done)

    return guarded(
        body,
        "judge stress",
        lambda: (
            "interrupted after %d inputs passed; seed %d (--seed %d repeats them)"
            % (done[0], seed, seed)
        ),
    )
