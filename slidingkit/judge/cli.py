"""The command line of the local judge.

    python3 -m slidingkit.judge SOLUTION CASES_DIR [CASE ...] [--python EXE] [--time-limit SECONDS]
                     [--idle-limit SECONDS] [--wall-limit SECONDS] [--memory-limit MB]
                     [--process-limit N] [--strict | -N] [-e ERROR] [--checker CMD]
                     [-j N] [--json FILE] [--junit FILE] [--fail-fast] [-q] [--color WHEN]
    python3 -m slidingkit.judge --command "CMD ..." CASES_DIR [CASE ...] (same flags)
    python3 -m slidingkit.judge --all [--solutions DIR] [--cases DIR] [--python EXE ...]
                     (same flags)
                     (with --solutions DIR, the problems DIR has no solution for are skipped)
    python3 -m slidingkit.judge stress SOLUTION PROBLEM [-n N] [--seed S] ...  (see judge.stress)

SOLUTION is a .py file (byte-compiled first by the interpreter that runs it), or a .c, .cpp,
.java, .go, .rs, .js or .kt file compiled and run as judges do (the table is in
judge.languages), or any executable file. CASE names or glob patterns after the folder run only
the cases they match (``judge.verdict.select_cases``). How outputs are compared (``--strict``,
``-N``, ``-e``) is ``judge.comparison.Comparison``; ``--checker CMD`` (oj's ``--judge-command``) is
a special judge that decides instead, in place of the settings' (``judge.checker.Checker``).

Sample run (a solution that gets one case wrong)::

    $ python3 -m slidingkit.judge solutions/sum.py judge_cases/sum
    judging solutions/sum.py on judge_cases/sum (2 cases) with CPython 3.11.7
    time limit 1 s of CPU, idle limit 2 s, wall limit 10 s, memory limit 64 MB, default comparison
    compiled with CPython 3.11.7 (byte-compiled, no .pyc written): ok
    AC  sample-1           0.019 s (wall  0.021 s)     9.6 MB
    WA  sample-2           0.018 s (wall  0.020 s)     9.5 MB
        first difference at line 1, column 2:
          expected: "60"
          actual:   "61"
        input:
          10 20 30
        side by side (· is a space, → a tab; > marks the first difference):
              line | expected                             | actual
            > 1    | 60                                   | 61
              2    | (end)                                | (end)
    verdicts: 1 AC, 1 WA
    slowest: sample-1 0.019 s of CPU; largest memory: sample-1 9.6 MB
    1 passed, 1 failed

Exit status (``judge.console``, the same for ``stress``): 0 when every case passes (AC, a
known-slow case's TLE, "no answer"; with --all, every solution pairs with a case folder);
1 otherwise or on bad input or a judge error (one line ``judge: error: ...`` on stderr);
2 for bad usage (argparse); 130 on Ctrl-C.
"""

import argparse
import os
import sys
from typing import Dict, List, Optional, Set, Tuple

from slidingkit.judge import JudgeError
from slidingkit.judge.case_folder import (
    CaseFolder,
    find_case_folder,
    load_case_folder,
    natural_key,
    settings_path,
    warn,
)
from slidingkit.judge.checker import Checker, checker_from_command
from slidingkit.judge.comparison import Comparison
from slidingkit.judge.console import (
    console,
    guarded,
    not_offered,
    say,
    short_name,
    warn_if_not_offered,
)
from slidingkit.judge.flags import build_parser, check_comparison_flags, comparison_of
from slidingkit.judge.interpreters import Interpreter, probe_interpreter
from slidingkit.judge.languages import (
    Runner,
    is_solution_file,
    language_label,
    prepare,
    python_runner,
)
from slidingkit.judge.report import (
    all_to_json,
    case_block,
    case_line,
    check_writable,
    deciding_text,
    error_row,
    name_width,
    not_offered_row,
    problem_line,
    run_header,
    run_to_json,
    skipped_row,
    summary,
    table,
    table_row,
    write_json,
    write_junit,
)
from slidingkit.judge.sandbox import find_sandbox
from slidingkit.judge.verdict import (
    CaseResult,
    FolderRun,
    idle_limit_for,
    is_failure,
    judge_case_folder,
    select_cases,
    wall_limit_for,
)


def main(argv: Optional[List[str]] = None) -> int:
    arguments = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser()
    args = parser.parse_intermixed_args(arguments)
    if args.all and (args.solution or args.cases_dir or args.command or args.case_patterns):
        parser.error("--all takes no SOLUTION, CASES_DIR, CASE or --command")
    if args.command is not None:
        given = [word for word in (args.solution, args.cases_dir) if word] + args.case_patterns
        if given and os.path.isfile(given[0]):
            parser.error("--command takes the place of SOLUTION: give CASES_DIR, then any CASE")
        args.solution = None
        args.cases_dir, args.case_patterns = (given[0], given[1:]) if given else (None, [])
    check_comparison_flags(parser, args)
    if not args.all:
        if not args.cases_dir:
            parser.error("give SOLUTION and CASES_DIR, or --all")
        if args.solutions or args.cases:
            parser.error("--solutions and --cases go with --all")
        if args.python and len(args.python) > 1:
            parser.error("several --python go with --all")
    console.set_colour(args.color)
    return guarded(lambda: judge_as_asked(args))


def warn_if_checker_decides(problem: CaseFolder, args: argparse.Namespace) -> None:
    """A warning when the settings name a checker and comparison flags were given: the checker
    decides, the flags are not used."""
    flags = comparison_of(args).flags
    if problem.checker is not None and args.checker is None and flags:
        warn(
            "%s names a checker, which decides: %s not used"
            % (settings_path(problem.folder), flags)
        )


def judge_as_asked(args: argparse.Namespace) -> int:
    """Check the report files, then judge in --all or single mode; the exit status."""
    check_reports(args)
    if args.sandbox:
        find_sandbox(os.curdir)  # one line, before anything runs, where there is none
    return judge_all(args) if args.all else judge_one(args)


def check_reports(args: argparse.Namespace) -> None:
    """A --json or --junit file that cannot be written is an error before anything runs."""
    for flag, path in (("--json", args.json), ("--junit", args.junit)):
        if path:
            check_writable(path, flag)


def solution_not_found(solution: str, cases: str) -> JudgeError:
    """The error for a solution that is no file, saying so when the two arguments are the
    wrong way round (a case folder first, a file second)."""
    try:
        folder = find_case_folder(solution)
    except JudgeError:
        return JudgeError("solution not found: %s" % solution)
    return JudgeError(
        "solution not found: %s is a case folder (%s); the solution comes first, SOLUTION CASES%s"
        % (solution, folder, ": %s %s" % (cases, solution) if os.path.isfile(cases) else "")
    )


def judge_one(args: argparse.Namespace) -> int:
    """Single mode: every case printed, then the summary."""
    if args.solution is not None and not os.path.isfile(args.solution):
        raise solution_not_found(args.solution, args.cases_dir)
    problem = load_case_folder(find_case_folder(args.cases_dir))
    patterns = args.case_patterns or None
    chosen = problem.cases if patterns is None else select_cases(problem, patterns)
    checker = None  # type: Optional[Checker]
    if args.checker is not None:
        checker = checker_from_command(args.checker)
    warn_if_checker_decides(problem, args)
    time_limit = args.time_limit or problem.time_limit
    idle_limit = idle_limit_for(problem, time_limit, args.idle_limit)
    wall_limit = wall_limit_for(problem, time_limit, args.wall_limit)
    memory_limit = args.memory_limit or problem.memory_limit
    sandbox = find_sandbox(problem.folder) if args.sandbox else None
    runner = prepare(
        args.solution, args.python[0] if args.python else None, args.command, memory_limit, sandbox
    )
    warn_if_not_offered(problem, runner, "judging")
    try:
        shown = args.solution if args.solution is not None else args.command
        if not args.quiet:
            header = run_header(
                shown,
                args.cases_dir,
                len(chosen),
                runner.name,
                time_limit,
                idle_limit,
                wall_limit,
                memory_limit,
                header_deciding(problem, checker, comparison_of(args, problem.comparison)),
                None if patterns is None else len(problem.cases),
            )
            say(header + compiled_line(runner))
        width = name_width([case.name for case in chosen])
        judged = judge_case_folder(
            shown,
            problem,
            runner,
            time_limit,
            memory_limit,
            comparison_of(args, problem.comparison),
            on_case=CaseShower(width, quiet=args.quiet).show,
            jobs=args.jobs,
            process_limit=args.process_limit,
            wall_limit=wall_limit,
            idle_limit=idle_limit,
            fail_fast=args.fail_fast,
            checker=checker,
            patterns=patterns,
        )
    finally:
        runner.close()
    return report_one(judged, args)


def compiled_line(runner: Runner) -> str:
    """The header's last line for a compiled solution (newline first): how it compiled."""
    if runner.compile_command is None:
        return ""
    return "\ncompiled with %s: %s" % (
        runner.compile_label,
        "failed (CE)" if runner.compile_error else "ok",
    )


def header_deciding(problem: CaseFolder, checker: Optional[Checker], comparison: Comparison) -> str:
    """What decides WA / AC, for the run header: --checker (naming the settings' checker it
    replaces), else the settings' checker, else the comparison."""
    if checker is not None:
        return deciding_text(comparison, checker, problem.checker)
    if problem.checker is not None:
        return "checker %s" % problem.checker
    return deciding_text(comparison, None)


def report_one(judged: FolderRun, args: argparse.Namespace) -> int:
    """Write --json and --junit, then print the summary; returns the exit status: 0 when no
    case failed."""
    if args.json:
        write_json(args.json, run_to_json(judged, args.jobs))
    if args.junit:
        write_junit(args.junit, [judged], [])
    say(
        summary(
            [(case.name, case) for case in judged.cases],
            judged.passed,
            judged.failed,
            not_run=judged.not_run if args.fail_fast and judged.failed else None,
            quiet=args.quiet,
        )
    )
    return 0 if judged.failed == 0 else 1


class CaseShower:
    """Prints each case as it is judged (``failures_only``: all but AC; ``quiet``: only the
    failed ones); a compiler message repeated on every case (CE) is printed in full once, then
    named."""

    def __init__(
        self, width: int, label: str = "", failures_only: bool = False, quiet: bool = False
    ) -> None:
        self.width = width
        self.label = label
        self.failures_only = failures_only
        self.quiet = quiet
        self.last_message = None  # type: Optional[str]

    def show(self, result: CaseResult) -> None:
        if self.failures_only and result.verdict == "AC":
            return
        if self.quiet and not is_failure(result):
            return
        if result.verdict == "CE" and result.message == self.last_message:
            block = case_line(result, self.width) + "\n    (the same compiler message)"
        else:
            block = case_block(result, self.width)
        self.last_message = result.message
        say(self.label + block)


def judge_all(args: argparse.Namespace) -> int:
    """--all: pair every SOLUTIONS/NAME.EXT (Python or a language of the table) with
    CASES/NAME/, one progress line per problem, failures in detail, then the table and the
    summary. A Python file is judged under each --python, any other once. With --solutions,
    a case folder with no solution there is skipped (named, not failed); without it, that is
    a pairing error."""
    targets = discover_targets(args.solutions, args.cases)
    interpreters = probe_interpreters(args.python or [sys.executable])
    if not args.quiet:
        say(judging_line(targets, interpreters))
    pairs = pair_solutions(targets, interpreters)
    tally = judge_pairs(pairs, targets, interpreters, args)
    return report_all(tally, targets, args)


class Targets:
    """What --all judges: the solutions folder and its solution files by problem name (each
    name's files sorted), the folder of case folders and their names, every problem name in
    natural order, and the names skipped for want of a solution (only with --solutions)."""

    def __init__(
        self,
        solutions_dir: str,
        cases_root: str,
        solution_files: Dict[str, List[str]],
        case_names: Set[str],
        skip_unsolved: bool,
    ) -> None:
        self.solutions_dir = solutions_dir
        self.cases_root = cases_root
        self.solution_files = solution_files
        self.case_names = case_names
        self.names = sorted(set(solution_files) | case_names, key=natural_key)
        self.unsolved = (
            [name for name in self.names if name not in solution_files] if skip_unsolved else []
        )


def discover_targets(solutions: Optional[str], cases: Optional[str]) -> Targets:
    """List the solution files of ``solutions`` (default: solutions) and the case folders of
    ``cases`` (default: judge_cases), leaving out names starting with "_" or "."; a missing
    folder, or nothing to judge, is a JudgeError. Giving ``solutions`` skips the case folders
    it has no solution for."""
    solutions_dir = solutions or "solutions"
    cases_root = cases or "judge_cases"
    for folder in (solutions_dir, cases_root):
        if not os.path.isdir(folder):
            raise JudgeError("folder not found: %s" % folder)
    solution_files = {}  # type: Dict[str, List[str]]  # NAME -> its files, sorted
    for entry in sorted(os.listdir(solutions_dir)):
        path = os.path.join(solutions_dir, entry)
        if is_solution_file(entry) and not entry.startswith(("_", ".")) and os.path.isfile(path):
            solution_files.setdefault(os.path.splitext(entry)[0], []).append(path)
    case_names = {
        entry
        for entry in os.listdir(cases_root)
        if not entry.startswith((".", "_")) and os.path.isdir(os.path.join(cases_root, entry))
    }
    if not solution_files and (solutions or not case_names):
        raise JudgeError(
            "nothing to judge: no solutions in %s%s"
            % (
                solutions_dir,
                "" if solutions or case_names else " and no case folders in %s" % cases_root,
            )
        )
    return Targets(solutions_dir, cases_root, solution_files, case_names, bool(solutions))


def probe_interpreters(names: List[str]) -> List[Interpreter]:
    """Probe each interpreter named, in order, keeping one of those that share an executable."""
    interpreters = []  # type: List[Interpreter]
    for name in names:
        interpreter = probe_interpreter(name)
        if all(known.executable != interpreter.executable for known in interpreters):
            interpreters.append(interpreter)
    return interpreters


def judging_line(targets: Targets, interpreters: List[Interpreter]) -> str:
    """The first line of --all: how many problems are judged, with which interpreters and
    languages."""
    count = len(targets.names) - len(targets.unsolved)
    languages = sorted(
        {language_label(path) for paths in targets.solution_files.values() for path in paths}
        - {"Python"}
    )
    return "judging %d problem%s with %s" % (
        count,
        "" if count == 1 else "s",
        " and ".join([each.name for each in interpreters] + languages),
    )


class Pair:
    """One --all step: a problem's name, its solution file (None: it has none) and the
    interpreter a Python file runs under (None for any other file, and for no file)."""

    def __init__(
        self, name: str, solution: Optional[str], interpreter: Optional[Interpreter]
    ) -> None:
        self.name = name
        self.solution = solution
        self.interpreter = interpreter


def pair_solutions(targets: Targets, interpreters: List[Interpreter]) -> List[Pair]:
    """Every step of the run in problem order: each Python file once per interpreter, any
    other file once, and a problem without a solution once (with no file)."""
    pairs = []  # type: List[Pair]
    for name in targets.names:
        for path in targets.solution_files.get(name, [None]):
            if path is not None and path.endswith(".py"):
                pairs.extend(Pair(name, path, interpreter) for interpreter in interpreters)
            else:
                pairs.append(Pair(name, path, None))
    return pairs


def pair_label(pair: Pair, targets: Targets, interpreters: List[Interpreter]) -> str:
    """How output names a pair: the problem's name, followed by "(CPython)", "(C++)", ... when
    it is judged more than once (several interpreters or several solution files)."""
    several = len(interpreters) > 1 or len(targets.solution_files.get(pair.name, [])) > 1
    if pair.interpreter is not None:
        tag = pair.interpreter.name
    elif pair.solution is not None:
        tag = language_label(pair.solution)
    else:
        tag = ""
    return "%s (%s)" % (pair.name, tag.split(" ")[0]) if several and tag else pair.name


class Tally:
    """What --all found so far, in pair order: the runs judged, the judge errors (each
    once), why pairs were skipped, the pairs left out for their interpreter, the table's
    rows, every case labelled "problem/case", and (once --fail-fast stopped the run) how
    many cases were not run. Each ``add_`` method records one pair and prints its progress
    line (a judge error's line even when quiet)."""

    def __init__(self, quiet: bool = False) -> None:
        self.quiet = quiet
        self.runs = []  # type: List[FolderRun]
        self.errors = []  # type: List[str]
        self.skipped = []  # type: List[str]  # "NAME: why it was not judged"
        self.not_offered = []  # type: List[str]  # "NAME under INTERPRETER": limits cannot hold
        self.rows = []  # type: List[List[str]]  # the table, in problem order
        self.cases = []  # type: List[Tuple[str, CaseResult]]  # ("problem/case", result)
        self.not_run = None  # type: Optional[int]  # with --fail-fast, once it stops

    @property
    def passed(self) -> int:
        return sum(judged.passed for judged in self.runs)

    @property
    def failed(self) -> int:
        """Failed cases, plus one per judge error."""
        return sum(judged.failed for judged in self.runs) + len(self.errors)

    def add_unsolved(self, name: str, solutions_dir: str) -> None:
        """A case folder with no solution in the --solutions folder: skipped."""
        self.skipped.append("%s: no solution in %s" % (name, solutions_dir))
        self.rows.append(skipped_row(name))
        if not self.quiet:
            say("%s: skipped: no solution in %s" % (name, solutions_dir))

    def add_not_offered(
        self, name: str, solution: str, interpreter: Interpreter, problem: CaseFolder, label: str
    ) -> None:
        """A Python pair whose problem's settings leave its interpreter out: not judged."""
        why = not_offered(problem, interpreter)
        self.rows.append(not_offered_row(name, solution, interpreter.name))
        self.not_offered.append("%s under %s" % (name, short_name(interpreter)))
        self.skipped.append("%s under %s: %s" % (name, short_name(interpreter), why))
        if not self.quiet:
            say("%s: not judged: %s" % (label, why))

    def add_error(self, pair: Pair, error: JudgeError, shown: str) -> None:
        """A pair that could not be judged, its line labelled ``shown``; an error already
        recorded (a pairing error under another interpreter) is not repeated."""
        if str(error) not in self.errors:
            self.errors.append(str(error))
            self.rows.append(error_row(pair.name, pair.solution or "(none)"))
            say("%s: error: %s" % (shown, error))

    def add_run(self, judged: FolderRun, label: str) -> None:
        """A judged pair: its row, its cases labelled ``label/case``, its progress line."""
        self.runs.append(judged)
        self.rows.append(table_row(judged))
        self.cases.extend(("%s/%s" % (label, case.name), case) for case in judged.cases)
        if not self.quiet:
            say(problem_line(judged, label))


def judge_pairs(
    pairs: List[Pair],
    targets: Targets,
    interpreters: List[Interpreter],
    args: argparse.Namespace,
) -> Tally:
    """Judge the pairs in order into a Tally, up to the first failure with --fail-fast."""
    tally = Tally(quiet=args.quiet)
    for number in range(1, len(pairs) + 1):
        if judge_step(number, pairs, targets, interpreters, tally, args):
            break
    return tally


def judge_step(
    number: int,
    pairs: List[Pair],
    targets: Targets,
    interpreters: List[Interpreter],
    tally: Tally,
    args: argparse.Namespace,
) -> bool:
    """Judge pair ``number`` (counted from 1) of ``pairs`` into ``tally``: skipped, left out
    for its interpreter, a judge error, or judged. Returns True when --fail-fast stops the run
    there (a judge error or a failed case), the cases of the later pairs counted as not run."""
    pair = pairs[number - 1]
    label = pair_label(pair, targets, interpreters)
    if pair.name in targets.unsolved:
        tally.add_unsolved(pair.name, targets.solutions_dir)
        return False
    try:
        solution = paired_solution(pair, targets)
        problem = load_case_folder(os.path.join(targets.cases_root, pair.name))
        interpreter = pair.interpreter
        if interpreter is not None and short_name(interpreter) not in problem.interpreters:
            tally.add_not_offered(pair.name, solution, interpreter, problem, label)
            return False
        status = "[%d/%d] %s" % (number, len(pairs), label)
        judged = judge_pair(label, status, solution, problem, interpreter, args)
    except JudgeError as error:
        paired = pair.name in targets.case_names and pair.solution is not None
        tally.add_error(pair, error, label if paired else pair.name)
        if args.fail_fast:
            tally.not_run = cases_left(pairs[number:], targets)
            return True
        return False
    tally.add_run(judged, label)
    if args.fail_fast and judged.failed:
        tally.not_run = judged.not_run + cases_left(pairs[number:], targets)
        return True
    return False


def paired_solution(pair: Pair, targets: Targets) -> str:
    """The pair's solution file; a JudgeError when the problem has no solution or the
    solution has no case folder."""
    cases_dir = os.path.join(targets.cases_root, pair.name)
    if pair.solution is None:
        raise JudgeError(
            "%s has no solution %s"
            % (cases_dir, os.path.join(targets.solutions_dir, pair.name + ".py"))
        )
    if pair.name not in targets.case_names:
        raise JudgeError("%s has no case folder %s" % (pair.solution, cases_dir))
    return pair.solution


def cases_left(pairs: List[Pair], targets: Targets) -> int:
    """How many cases ``pairs`` would have run (each CASE.in of each pair with a solution and
    a case folder), for --fail-fast's summary."""
    count = 0
    for pair in pairs:
        if pair.solution is not None and pair.name in targets.case_names:
            folder = os.path.join(targets.cases_root, pair.name)
            count += sum(1 for entry in os.listdir(folder) if entry.endswith(".in"))
    return count


def report_all(tally: Tally, targets: Targets, args: argparse.Namespace) -> int:
    """Write --json and --junit, print the table and its notes (unless quiet), then the
    summary; returns the exit status: 0 when nothing failed."""
    if args.json:
        write_json(
            args.json,
            all_to_json(tally.runs, tally.errors, args.jobs, tally.skipped, tally.not_run),
        )
    if args.junit:
        write_junit(args.junit, tally.runs, tally.errors)
    if not args.quiet:
        say("")
        say(table(tally.rows))
        say("")
        if tally.errors:
            say("%d error(s), counted as failures" % len(tally.errors))
        if tally.not_offered:
            say(
                'not judged (the settings\' "interpreters" leave them out): '
                + ", ".join(tally.not_offered)
            )
        if targets.unsolved:
            say(
                "skipped (no solution in %s): %s"
                % (targets.solutions_dir, ", ".join(targets.unsolved))
            )
    say(summary(tally.cases, tally.passed, tally.failed, not_run=tally.not_run, quiet=args.quiet))
    return 0 if tally.failed == 0 else 1


def judge_pair(
    label: str,
    status: str,
    solution: str,
    problem: CaseFolder,
    interpreter: Optional[Interpreter],
    args: argparse.Namespace,
) -> FolderRun:
    """Judge one --all pair (a Python file under ``interpreter``, any other file compiled as
    its language wants), printing only the failed cases (prefixed by ``label``), with a
    status line while it runs."""
    warn_if_checker_decides(problem, args)
    width = name_width([case.name for case in problem.cases])
    done = [0]
    console.status.show("%s: 0/%d cases" % (status, len(problem.cases)))
    shower = CaseShower(width, label + ": ", failures_only=True, quiet=args.quiet)

    def show_case(result: CaseResult) -> None:
        done[0] += 1
        shower.show(result)
        console.status.show("%s: %d/%d cases" % (status, done[0], len(problem.cases)))

    sandbox = find_sandbox(problem.folder) if args.sandbox else None
    if interpreter is not None:
        console.status.show("%s: byte-compiling" % status)
        runner = python_runner(solution, interpreter, sandbox)
    else:
        console.status.show("%s: compiling" % status)
        memory_limit = args.memory_limit or problem.memory_limit
        runner = prepare(solution, memory_limit=memory_limit, sandbox=sandbox)
    try:
        judged = judge_case_folder(
            solution,
            problem,
            runner,
            args.time_limit,
            args.memory_limit,
            comparison_of(args, problem.comparison),
            on_case=show_case,
            jobs=args.jobs,
            process_limit=args.process_limit,
            wall_limit=args.wall_limit,
            idle_limit=args.idle_limit,
            fail_fast=args.fail_fast,
        )
    finally:
        runner.close()
        console.status.clear()
    return judged
