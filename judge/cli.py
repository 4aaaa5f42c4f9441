"""The command line of the local judge.

    python3 -m judge SOLUTION CASES_DIR [--python EXE] [--time-limit SECONDS]
                     [--memory-limit MB] [--strict] [--json FILE]
    python3 -m judge --all [--solutions DIR] [--cases DIR] [--python EXE] [--json FILE]
                     [--time-limit SECONDS] [--memory-limit MB] [--strict]

Sample run (a solution that gets one case wrong)::

    $ python3 -m judge solutions/sum.py judge_cases/sum
    judging solutions/sum.py on judge_cases/sum (2 cases) with CPython 3.11.7
    time limit 1 s, memory limit 64 MB, default comparison
    AC  sample-1           0.021 s     9.6 MB
    WA  sample-2           0.020 s     9.5 MB
        first difference at line 1:
          expected: "60"
          actual:   "61"
        input:
          10 20 30
        ...
    verdicts: 1 AC, 1 WA
    slowest: sample-1 0.021 s; largest memory: sample-1 9.6 MB
    1 passed, 1 failed

Exit status: 0 when every case is AC (and, with --all, every solution pairs with a case
folder); 1 otherwise or on a judge error (one line ``judge: error: ...`` on stderr);
2 for bad usage (argparse).
"""

import argparse
import math
import os
import sys
from typing import List, Optional, Tuple

from judge import JudgeError
from judge.problem import load_problem, natural_key
from judge.report import (all_to_json, case_block, error_row, name_width, problem_line,
                          run_header, run_to_json, summary, table, table_row, write_json)
from judge.run import Interpreter, probe_interpreter
from judge.verdict import CaseResult, ProblemRun, judge_problem


def positive_number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("not a number: %r" % text)
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError("must be a positive number, got %r" % text)
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python3 -m judge",
        description="Run a judge-submission solution on a folder of CASE.in / CASE.out pairs "
                    "(plus optional settings in CASES_DIR.json beside it) in a fresh interpreter per case, under "
                    "time and memory limits; verdicts AC, WA, RE, TLE, MLE.",
        epilog="The last line printed is always 'N passed, M failed'. Exit status: 0 if "
               "every case is AC, 1 otherwise or on a judge error (missing .out, bad "
               "settings, ...), 2 for bad usage.")
    parser.add_argument("solution", nargs="?", metavar="SOLUTION",
                        help="the solution file, e.g. solutions/luogu_p1379.py")
    parser.add_argument("cases_dir", nargs="?", metavar="CASES_DIR",
                        help="the case folder, e.g. judge_cases/luogu_p1379")
    parser.add_argument("--all", action="store_true",
                        help="judge every SOLUTIONS/NAME.py on CASES/NAME/ and print a table")
    parser.add_argument("--solutions", metavar="DIR",
                        help="with --all: the solutions folder (default: solutions)")
    parser.add_argument("--cases", metavar="DIR",
                        help="with --all: the folder of case folders (default: judge_cases)")
    parser.add_argument("--python", metavar="EXE",
                        help="interpreter to run solutions with, found on PATH like a shell "
                             "would (e.g. pypy3); default: the one running the judge")
    parser.add_argument("--time-limit", type=positive_number, metavar="SECONDS",
                        help="time limit per case; overrides the settings' time_limit "
                             "(2 when absent)")
    parser.add_argument("--memory-limit", type=positive_number, metavar="MB",
                        help="memory limit per case, in MB meaning MiB (2**20 bytes); "
                             "overrides the settings' memory_limit (256 when absent)")
    parser.add_argument("--strict", action="store_true",
                        help="compare outputs byte for byte (CRLF still equals LF) instead of "
                             "ignoring trailing spaces and trailing blank lines")
    parser.add_argument("--json", metavar="FILE",
                        help="also write the results as JSON to FILE")
    return parser


def main(argv: Optional[List[str]] = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.all and (args.solution or args.cases_dir):
        parser.error("--all takes no SOLUTION or CASES_DIR")
    if not args.all:
        if not args.cases_dir:
            parser.error("give SOLUTION and CASES_DIR, or --all")
        if args.solutions or args.cases:
            parser.error("--solutions and --cases go with --all")
    try:
        return judge_all(args) if args.all else judge_one(args)
    except JudgeError as error:
        print("judge: error: %s" % error, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("judge: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. piped into `head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def say(text: str) -> None:
    print(text, flush=True)


def judge_one(args: argparse.Namespace) -> int:
    """Single mode: every case printed, then the summary."""
    if not os.path.isfile(args.solution):
        raise JudgeError("solution not found: %s" % args.solution)
    problem = load_problem(args.cases_dir)
    interpreter = probe_interpreter(args.python or sys.executable)
    time_limit = args.time_limit or problem.time_limit
    memory_limit = args.memory_limit or problem.memory_limit
    say(run_header(args.solution, args.cases_dir, len(problem.cases), interpreter.name,
                   time_limit, memory_limit, problem.checker, args.strict))
    width = name_width([case.name for case in problem.cases])
    judged = judge_problem(args.solution, problem, interpreter, time_limit, memory_limit,
                           args.strict, on_case=lambda result: say(case_block(result, width)))
    if args.json:
        write_json(args.json, run_to_json(judged))
    say(summary([(case.name, case) for case in judged.cases], judged.passed, judged.failed))
    return 0 if judged.failed == 0 else 1


def judge_all(args: argparse.Namespace) -> int:
    """--all: pair SOLUTIONS/NAME.py with CASES/NAME/, one progress line per problem,
    failures in detail, then the table and the summary."""
    solutions_dir = args.solutions or "solutions"
    cases_root = args.cases or "judge_cases"
    for folder in (solutions_dir, cases_root):
        if not os.path.isdir(folder):
            raise JudgeError("folder not found: %s" % folder)
    solution_names = {entry[:-3] for entry in os.listdir(solutions_dir)
                      if entry.endswith(".py") and not entry.startswith(("_", "."))
                      and os.path.isfile(os.path.join(solutions_dir, entry))}
    case_names = {entry for entry in os.listdir(cases_root)
                  if not entry.startswith((".", "_"))
                  and os.path.isdir(os.path.join(cases_root, entry))}
    if not solution_names and not case_names:
        raise JudgeError("nothing to judge: no %s/*.py and no case folders in %s"
                         % (solutions_dir, cases_root))
    interpreter = probe_interpreter(args.python or sys.executable)
    count = len(solution_names | case_names)
    say("judging %d problem%s with %s" % (count, "" if count == 1 else "s", interpreter.name))

    runs = []  # type: List[ProblemRun]
    errors = []  # type: List[str]
    rows = []  # type: List[List[str]]  # the table, in problem order
    all_cases = []  # type: List[Tuple[str, CaseResult]]  # ("problem/case", result)
    for name in sorted(solution_names | case_names, key=natural_key):
        solution = os.path.join(solutions_dir, name + ".py")
        cases_dir = os.path.join(cases_root, name)
        try:
            if name not in case_names:
                raise JudgeError("%s has no case folder %s" % (solution, cases_dir))
            if name not in solution_names:
                raise JudgeError("%s has no solution %s" % (cases_dir, solution))
            judged = judge_pair(name, solution, cases_dir, interpreter, args)
        except JudgeError as error:
            errors.append(str(error))
            rows.append(error_row(name, solution if name in solution_names else "(none)"))
            say("%s: error: %s" % (name, error))
            continue
        runs.append(judged)
        rows.append(table_row(judged))
        all_cases.extend((name + "/" + case.name, case) for case in judged.cases)
        say(problem_line(judged))

    passed = sum(judged.passed for judged in runs)
    failed = sum(judged.failed for judged in runs) + len(errors)
    if args.json:
        write_json(args.json, all_to_json(runs, errors))
    say("")
    say(table(rows))
    say("")
    if errors:
        say("%d error(s), counted as failures" % len(errors))
    say(summary(all_cases, passed, failed))
    return 0 if failed == 0 else 1



def judge_pair(name: str, solution: str, cases_dir: str, interpreter: Interpreter,
               args: argparse.Namespace) -> ProblemRun:
    """Judge one --all pair, printing only the failed cases (prefixed by ``name``)."""
    problem = load_problem(cases_dir)
    width = name_width([case.name for case in problem.cases])

    def show_failure(result: CaseResult) -> None:
        if result.verdict != "AC":
            say("%s: %s" % (name, case_block(result, width)))

    return judge_problem(solution, problem, interpreter, args.time_limit, args.memory_limit,
                         args.strict, on_case=show_failure)
