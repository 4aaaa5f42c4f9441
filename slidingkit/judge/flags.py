"""The judge's command-line flags: the parser (``build_parser``, its flags added in ``--help``
order, one group of them per function) and the checks and meanings of those that combine
(``check_comparison_flags``, ``comparison_of``). What the command does with them is
``judge.cli``'s.
"""

import argparse
from typing import Any, Dict, List, Tuple

from slidingkit.judge.checker import CHECKER_TIMEOUT
from slidingkit.judge.comparison import (
    AS_THE_JUDGE,
    DEFAULT,
    STRICT,
    TOKENS,
    Comparison,
    error_bound,
)
from slidingkit.judge.console import EXIT_STATUSES, console, positive_integer, positive_number
from slidingkit.judge.run import PROCESS_LIMIT


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=console.command,
        description="Run a judge-submission solution on a folder of CASE.in / CASE.out pairs "
        "(plus optional settings in CASES_DIR.json beside it) in a fresh interpreter per case, "
        "under time, memory, output and process limits; verdicts AC, WA, RE, TLE, MLE, OLE. Time "
        "is CPU time, as on real judges: TLE when the user + system time of the solution and every "
        "process it starts passes the time limit (other processes sharing the CPU cost it "
        "wall-clock time, not CPU time; a solution waiting for a CPU counts as running). A "
        "solution that does not run (asleep, blocked) for the idle limit in a row is stopped (TLE, "
        "'idleness limit exceeded'); a wall-clock cap, a large multiple of the time limit, "
        "ends every run. The time reported is the CPU time that decides, the wall time beside "
        "it.",
        epilog="Stress testing against the independent BFS: python3 -m slidingkit.judge stress "
        "--help. "
        "With --all, the final table shows each problem's slowest case as a share of "
        "its time limit, marked '!' over 50% (a warning, not a failure). "
        "A CASE.in without its CASE.out runs and shows its output (verdict 'no "
        "answer', not counted). The last line printed is always 'N passed, M "
        "failed'. " + EXIT_STATUSES,
    )
    add_target_flags(parser)
    add_limit_flags(parser)
    add_comparison_flags(parser)
    add_run_flags(parser)
    return parser


def add_target_flags(parser: argparse.ArgumentParser) -> None:
    """What to judge: SOLUTION, CASES_DIR, CASE, --command, --all and its folders, --python."""
    parser.add_argument(
        "solution",
        nargs="?",
        metavar="SOLUTION",
        help="the solution file, e.g. solutions/NAME.py (byte-compiled "
        "first: a syntax error is CE), or a .c, .cpp, .java, .go, .rs, "
        ".js or .kt file (compiled once, as judges do; see docs/judge.md's "
        "languages), or an executable",
    )
    parser.add_argument(
        "cases_dir",
        nargs="?",
        metavar="CASES_DIR",
        help="the case folder, e.g. judge_cases/NAME, or a problem's name, e.g. "
        "luogu_p1379 (./judge_cases/NAME, else the kit's own)",
    )
    parser.add_argument(
        "case_patterns",
        nargs="*",
        metavar="CASE",
        help="run only these cases of CASES_DIR: names or glob patterns, e.g. sample-1 "
        "'random-*' (quoted, so that the shell leaves the * alone); a pattern that "
        "matches no case is an error",
    )
    parser.add_argument(
        "--command",
        metavar="CMD",
        help="instead of SOLUTION: run CMD (split like a shell would) on each "
        'case, e.g. --command "java -Xss64m -cp build Main"',
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help="judge every SOLUTIONS/NAME.py on CASES/NAME/ and print a table",
    )
    parser.add_argument(
        "--solutions",
        metavar="DIR",
        help="with --all: the solutions folder (default: solutions); "
        "NAME.py and NAME.EXT in any language of the table pair with "
        "CASES/NAME/",
    )
    parser.add_argument(
        "--cases",
        metavar="DIR",
        help="with --all: the folder of case folders (default: judge_cases)",
    )
    parser.add_argument(
        "--python",
        metavar="EXE",
        action="append",
        help="interpreter to run solutions with, found on PATH like a shell "
        "would (e.g. pypy3); default: the one running the judge. With "
        "--all it may be given several times: every solution is judged "
        "under each, one table row per interpreter",
    )


def add_limit_flags(parser: argparse.ArgumentParser) -> None:
    """The limits that override the settings': time, idleness, the wall clock, memory."""
    parser.add_argument(
        "--time-limit",
        type=positive_number,
        metavar="SECONDS",
        help="time limit per case, in seconds of CPU time (user + system, "
        "every process of the case); overrides the settings' time_limit "
        "(2 when absent)",
    )
    parser.add_argument(
        "--idle-limit",
        type=positive_number,
        metavar="SECONDS",
        help="seconds in a row a case may go without running (asleep or "
        "blocked: TLE, 'idleness limit exceeded'); overrides the settings' idle_limit "
        "(default: max(2 x time limit, time limit + 1 s))",
    )
    parser.add_argument(
        "--wall-limit",
        type=positive_number,
        metavar="SECONDS",
        help="the wall-clock cap that ends every case, running or not (TLE); "
        "overrides the settings' wall_limit (default: max(10 x time "
        "limit, 10 s)); not below the time limit",
    )
    parser.add_argument(
        "--memory-limit",
        type=positive_number,
        metavar="MB",
        help="memory limit per case, in MB meaning MiB (2**20 bytes); "
        "overrides the settings' memory_limit (256 when absent)",
    )


def error_flag(text: str) -> str:
    """-e's value, checked (a number of at least 0) and kept as written."""
    try:
        error_bound(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text.strip()


# How outputs are compared, the judge's and stress's alike (names, argparse keywords).
COMPARISON_FLAGS = [
    (
        ("--strict",),
        dict(
            action="store_true",
            help="compare outputs byte for byte (CRLF still equals LF) instead of "
            "ignoring trailing spaces and trailing blank lines; not with -N or -e",
        ),
    ),
    (
        ("-N", "--ignore-spaces-and-newlines"),
        dict(
            dest="tokens",
            action="store_true",
            help="compare tokens (the output split at spaces, tabs and newlines), as oj's -N: "
            "how many spaces or newlines stand between them does not count",
        ),
    ),
    (
        ("-e", "--error"),
        dict(
            type=error_flag,
            metavar="ERROR",
            help="accept a number within absolute or relative error ERROR of the expected "
            "one, as oj's -e: |actual - expected| <= ERROR x max(1, |expected|, |actual|), "
            "e.g. -e 1e-6; without -N the lines are kept (each line must hold as many "
            "tokens as the expected one)",
        ),
    ),
]  # type: List[Tuple[Tuple[str, ...], Dict[str, Any]]]


def add_comparison_flags(parser: argparse.ArgumentParser) -> None:
    """What decides WA / AC: --strict, -N, -e, or a special judge (--checker). Each of the
    first three replaces its part of the settings' comparison."""
    for names, keywords in COMPARISON_FLAGS:
        parser.add_argument(*names, **keywords)
    parser.add_argument(
        "--checker",
        "--judge-command",
        dest="checker",
        metavar="CMD",
        help="a special judge, run as CMD INPUT ACTUAL EXPECTED (CMD split like a shell "
        "would; a .py file runs under the judge's Python), in place of the settings' "
        "checker: exit status 0 accepts, 1 or 2 is WA (its output shown), anything "
        "else, a crash or over %g s is a judge error" % CHECKER_TIMEOUT,
    )


def add_run_flags(parser: argparse.ArgumentParser) -> None:
    """How the cases run and what is reported: the sandbox, processes, jobs, --json, --junit,
    --fail-fast, --quiet, --color."""
    parser.add_argument(
        "--sandbox",
        action="store_true",
        help="run the solution inside bubblewrap (bwrap): no network, none of your files (not "
        "the case folder: no answer, no other case), a scratch /tmp of its own, its own "
        "process namespace; for code you do not trust (docs/judge.md, Sandbox)",
    )
    parser.add_argument(
        "--process-limit",
        type=positive_integer,
        metavar="N",
        default=PROCESS_LIMIT,
        help="processes of one case alive at once, the solution included "
        "(default %d); past it the case is killed (RE)" % PROCESS_LIMIT,
    )
    parser.add_argument(
        "-j",
        "--jobs",
        type=positive_integer,
        metavar="N",
        default=1,
        help="run N cases at once (default 1); output stays in case order. "
        "CPU times are measured per case and hardly change, but with "
        "more jobs than idle cores wall times grow: judge with -j 1 "
        "when times matter",
    )
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON to FILE")
    parser.add_argument(
        "--junit", metavar="FILE", help="also write the results as JUnit XML to FILE (for CI)"
    )
    parser.add_argument(
        "--fail-fast",
        action="store_true",
        help="stop at the first case that fails (any verdict but AC, 'no "
        "answer' and a known-slow case's TLE); with --all, stop the whole "
        "run there; the summary says how many cases were not run",
    )
    parser.add_argument(
        "-q",
        "--quiet",
        action="store_true",
        help="print only the failed cases (with their diffs and messages), "
        "judge errors and the final line 'N passed, M failed'",
    )
    parser.add_argument(
        "--color",
        "--colour",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour the verdicts: auto (default) when the output is a "
        "terminal and NO_COLOR is unset",
    )


def check_comparison_flags(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Bad usage (exit status 2): --strict with -N or -e (bytes are not tokens), --checker with
    any of them (the checker decides alone), --checker with --all (one checker, one folder)."""
    if args.strict and (args.tokens or args.error is not None):
        parser.error("--strict compares bytes: it does not go with -N or -e")
    if args.checker is not None:
        if args.strict or args.tokens or args.error is not None:
            parser.error("--checker decides alone: it does not go with --strict, -N or -e")
        if args.all:
            parser.error("--checker goes with one case folder, not with --all")


def comparison_of(args: argparse.Namespace, settled: Comparison = AS_THE_JUDGE) -> Comparison:
    """The comparison of a run: the settings' (``settled``), each part the flags give replacing
    its own: --strict or -N the mode, -e the bound (checked by check_comparison_flags). An -e
    over strict settings compares as the default does, within the bound; --strict drops the
    settings' bound."""
    mode = STRICT if args.strict else TOKENS if args.tokens else settled.mode
    error = args.error if args.error is not None else settled.error
    if args.error is not None and mode == STRICT:
        mode = DEFAULT
    return Comparison(mode, None if mode == STRICT else error)
