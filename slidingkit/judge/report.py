"""Show results: one line per case, details under failures, summaries, the ``--all`` table,
colour on a terminal, and the ``--json`` and ``--junit`` files.

Text output ends, in both modes, with exactly one line ``N passed, M failed``: N counts AC
cases, M every other case plus (in ``--all``) each pairing or judge error, less the known-slow
cases that timed out as expected and the cases with no answer (``CASE.in`` without
``CASE.out``), which the line above it names and the line itself counts after M (``, K known
slow (timed out as expected)``, ``, K with no answer``), ``-q`` included.

``--json FILE`` schema. Single mode writes one object::

    {
      "solution": "solutions/NAME.py",          # as given on the command line
      "cases_dir": "judge_cases/NAME",
      "language": "Python",                     # or "C", "C++", "Java", "Go", "Rust",
                                                # "JavaScript", "Kotlin", "executable", "command"
      "python": "/usr/bin/pypy3.9",             # the Python interpreter that ran it; null
                                                # for any other language
      "interpreter": "PyPy 7.3.11 (Python 3.9.16)",   # or "CPython 3.11.7", "C++ (g++ 12.2.0)"
      "command": ["/usr/bin/pypy3.9", "/abs/solutions/NAME.py"],  # the command each
                                                # case ran (C++: the compiled binary, in a
                                                # folder removed after the run; Java: java
                                                # and its flags; --command: CMD split)
      "compile_command": null,                  # the compiler's command, or null
      "time_limit": 1.0,                        # CPU seconds, after --time-limit
      "idle_limit": 2.0,                        # seconds in a row without running, after
                                                # --idle-limit
      "wall_limit": 10.0,                       # the wall-clock cap, after --wall-limit
      "memory_limit": 125.0,                    # MB (MiB, 2**20 bytes), after --memory-limit
      "checker": null,                          # the special judge: --checker's command as
                                                # given, else the settings' path; or null
      "comparison": "default",                  # how outputs were compared when no checker
                                                # decides: "default", "strict" (--strict) or
                                                # "tokens" (-N); "checker" when one decides
      "error": null,                            # -e's bound, e.g. 1e-06, or null
      "case_patterns": null,                    # the case names or patterns given after
                                                # CASES_DIR, e.g. ["sample-1", "random-*"];
                                                # null: every case of the folder
      "process_limit": 16,                      # processes alive at once, the solution included
      "stdout_limit": 67108864,                 # bytes read from stdout before OLE
      "stderr_limit": 1048576,                  # bytes read from stderr before OLE
      "address_space_limit": 4580380672,        # RLIMIT_AS in bytes (see judge.run), or
                                                # null (JVM, Go, Node, --command: see
                                                # judge.languages)
      "jobs": 1,                                # cases run at once (-j)
      "cases": [
        {"name": "sample-1",
         "verdict": "AC",                       # AC | WA | RE | TLE | MLE | OLE | CE, or
                                                # "no answer": no CASE.out, the output is in
                                                # "message" (neither passed nor failed)
         "time": 0.031,                         # CPU seconds (user + system, every process
                                                # of the run, interpreter start-up included):
                                                # what the time limit judges
         "wall_time": 0.034,                    # wall-clock seconds, start to exit
         "memory_mb": 9.7,                      # peak resident set, MiB
         "exit_status": 0,                      # null when a signal ended the run
         "signal": null,                        # e.g. "SIGKILL" when killed (TLE/MLE)
         "message": "",                         # "" for AC, else the explanation shown
         "known_slow": false,                   # listed in the settings' known_slow
         "killed_for": null,                    # why the judge killed it: "time" (CPU),
                                                # "idle" (not running: a TLE whose case line
                                                # says "idleness limit exceeded"), "wall" (the
                                                # cap), "memory", "output", "processes", or null
         "stream": null,                        # an OLE: the stream that passed its cap,
                                                # "stdout" or "stderr" ("stdout or stderr"
                                                # when both were at their caps); else null
         "processes": 1,                        # the most processes alive at once
         "leftovers": 0,                        # processes still running at its exit (killed)
         "first_difference": null}              # a WA without a checker: the first line
                                                # that differs, {"line": 2, "expected": "1 2",
                                                # "actual": "2 1"}, as compared (trailing
                                                # spaces dropped unless --strict; under -e the
                                                # line of the first token that differs);
                                                # under -N the first token that differs,
                                                # {"token": 3, "expected": "2", "actual": "1"};
                                                # escaped and cut after 200 characters; a side
                                                # with no such line or token is null. null for
                                                # any other verdict, a checker's WA, and a
                                                # final newline missing under --strict
      ],
      "passed": 1,                              # AC cases
      "failed": 0,                              # all other cases but expected timeouts
                                                # and cases with no answer
      "expected_timeouts": 0,                   # TLEs on known_slow cases
      "no_answer": 0,                           # cases whose verdict is "no answer"
      "not_run": 0                              # cases left out by --fail-fast after a failure
    }

``--all`` writes::

    {"runs": [ ...one object as above per problem judged... ],
     "errors": ["solutions/foo.py has no case folder judge_cases/foo", ...],
     "skipped": ["bar: no solution in mine/", # problems not judged, and why: no solution
                 "baz under PyPy: ..."],        # in --solutions DIR, or "interpreters"
     "passed": 31,                              # AC cases over all runs
     "failed": 1,                               # other cases plus one per error
     "stopped": false,                          # --fail-fast stopped the run at a failure
     "not_run": 0}                              # cases it left out then (in every problem)

``--junit FILE`` writes JUnit XML (the format CI systems show as test results): one
``<testsuite>`` per problem and interpreter (its ``language`` and ``toolchain`` as
``<properties>``), one ``<testcase>`` per case with its CPU time, a
``<failure type="WA">`` (or RE, TLE, MLE, OLE) holding the message (its ``message`` attribute
starts with the verdict and, for an idle or wall-clock TLE, the limit: "TLE (idleness limit
exceeded): ..."), ``<skipped>`` for a
known-slow case that timed out as expected and for a case with no answer, and an ``<error>`` per
``--all`` pairing error.

Cost: linear in the number of cases.
"""

import json
import os
import re
from typing import TYPE_CHECKING, Dict, List, Optional, Sequence, Tuple

from slidingkit.judge import JudgeError
from slidingkit.judge.checker import Checker
from slidingkit.judge.comparison import Comparison
from slidingkit.judge.verdict import NO_ANSWER, VERDICTS, CaseResult, FolderRun

if TYPE_CHECKING:  # loaded where --junit asks for it
    import xml.etree.ElementTree as ElementTree

DETAIL_INDENT = "    "
MARGIN = 0.5  # a case not listed as known_slow should take at most this share of its limit
OVER_MARGIN = "!"  # marks such a case in the --all table


LIMIT_TAGS = {"idle": "idleness limit exceeded", "wall": "wall-clock limit reached"}


def limit_tag(result: CaseResult) -> Optional[str]:
    """For a TLE that the CPU time did not decide, the limit that did: "idleness limit
    exceeded" (it did not run: Codeforces' name) or "wall-clock limit reached"; else None."""
    if result.verdict != "TLE":
        return None
    return LIMIT_TAGS.get(result.killed_for or "")


def case_line(result: CaseResult, width: int) -> str:
    """``AC  dist-17            0.031 s (wall  0.034 s)    9.7 MB``, the name padded to
    ``width``; the first time is CPU time, the one the limit judges. A TLE the CPU time did not
    decide ends with its limit (``limit_tag``)."""
    line = "%-3s %-*s %7.3f s (wall %6.3f s) %7.1f MB" % (
        result.verdict,
        width,
        result.name,
        result.cpu_time,
        result.wall_time,
        result.memory_mb,
    )
    tag = limit_tag(result)
    if tag is not None:
        line += "  (%s)" % tag
    if result.known_slow:
        line += (
            "  (known slow: expected)"
            if result.verdict == "TLE"
            else "  (listed as known slow: remove it from known_slow)"
            if result.verdict == "AC"
            else "  (listed as known slow)"
        )
    return line


def case_block(result: CaseResult, width: int) -> str:
    """The case line, then its message indented below it (failures only)."""
    lines = [case_line(result, width)]
    if result.message:
        lines.extend(DETAIL_INDENT + line for line in result.message.split("\n"))
    return "\n".join(lines)


def name_width(names: Sequence[str]) -> int:
    """The column width for case names: the longest, but at least 16."""
    return max([16] + [len(name) for name in names])


def run_header(
    judged_solution: str,
    cases_dir: str,
    case_count: int,
    interpreter: str,
    time_limit: float,
    idle_limit: float,
    wall_limit: float,
    memory_limit: float,
    deciding: str,
    folder_count: Optional[int] = None,
) -> str:
    """The two lines that open a single run: what is judged on how many cases (``case_count``
    of ``folder_count`` when cases were chosen) with what, then the limits and ``deciding``,
    what decides WA / AC (see ``deciding_text``)."""
    count = "%d case%s" % (case_count, "" if case_count == 1 else "s")
    if folder_count is not None:
        count = "%d of %d cases" % (case_count, folder_count)
    return (
        "judging %s on %s (%s) with %s\ntime limit %g s of CPU, idle limit %g s, "
        "wall limit %g s, memory limit %g MB, %s"
        % (
            judged_solution,
            cases_dir,
            count,
            interpreter,
            time_limit,
            idle_limit,
            wall_limit,
            memory_limit,
            deciding,
        )
    )


def deciding_text(
    comparison: Comparison, checker: Optional[Checker], overridden: Optional[str] = None
) -> str:
    """What decides WA / AC, as the header says it: ``checker CMD`` (with ``overridden``, the
    settings' checker that --checker replaces, named), else the comparison's description."""
    if checker is None:
        return comparison.describe()
    text = "checker %s" % checker.shown
    if overridden is not None:
        text += " (--checker, in place of the settings' %s)" % overridden
    return text


def verdict_counts(results: Sequence[CaseResult]) -> str:
    """e.g. ``2 AC, 1 WA``, in the order AC WA RE TLE MLE."""
    counts = [
        (verdict, sum(1 for result in results if result.verdict == verdict)) for verdict in VERDICTS
    ]
    return ", ".join("%d %s" % (count, verdict) for verdict, count in counts if count)


def slowest(results: Sequence[CaseResult]) -> CaseResult:
    """The case with the most CPU time, known-slow cases aside unless every case is one
    (``results`` is never empty: a problem has cases)."""
    return max(
        [result for result in results if not result.known_slow] or results,
        key=lambda result: result.cpu_time,
    )


def slowest_text(judged: FolderRun) -> str:
    """``puzzle4x4-50 2.104 s 42%``: the slowest case, its CPU time and its share of the time
    limit, marked OVER_MARGIN when a case not listed as known_slow takes over MARGIN of it."""
    slow = slowest(judged.cases)
    share = slow.cpu_time / judged.time_limit
    marked = share > MARGIN and not slow.known_slow
    return "%s %.3f s %.0f%%%s" % (
        slow.name,
        slow.cpu_time,
        100 * share,
        " " + OVER_MARGIN if marked else "",
    )


def largest(results: Sequence[CaseResult]) -> CaseResult:
    """The case with the largest peak memory."""
    return max(results, key=lambda result: result.memory_bytes)


def summary(
    labelled: Sequence[Tuple[str, CaseResult]],
    passed: int,
    failed: int,
    not_run: Optional[int] = None,
    quiet: bool = False,
) -> str:
    """Verdict counts, slowest case, largest memory, expected timeouts, cases with no answer,
    then ``N passed, M failed``. ``labelled`` pairs each result with the name to show for it.
    ``not_run``: the run stopped at a failure (--fail-fast) with that many cases not run.
    ``quiet``: without the verdict counts and the slowest case."""
    lines = []
    if labelled and not quiet:
        results = [result for _, result in labelled]
        slow = max(labelled, key=lambda pair: pair[1].cpu_time)
        big = max(labelled, key=lambda pair: pair[1].memory_bytes)
        lines.append("verdicts: %s" % verdict_counts(results))
        lines.append(
            "slowest: %s %.3f s of CPU; largest memory: %s %.1f MB"
            % (slow[0], slow[1].cpu_time, big[0], big[1].memory_mb)
        )
    expected = [name for name, result in labelled if result.known_slow and result.verdict == "TLE"]
    if expected:
        lines.append("known slow, timed out as expected (not counted): %s" % ", ".join(expected))
    unanswered = [name for name, result in labelled if result.verdict == NO_ANSWER]
    if unanswered:
        lines.append(
            "no answer to compare with, output shown (not counted): %s" % ", ".join(unanswered)
        )
    if not_run is not None:
        lines.append(
            "stopped at the first failure (--fail-fast): %d case%s not run"
            % (not_run, "" if not_run == 1 else "s")
        )
    lines.append(final_line(passed, failed, len(expected), len(unanswered)))
    return "\n".join(lines)


def final_line(passed: int, failed: int, known_slow: int = 0, unanswered: int = 0) -> str:
    """``N passed, M failed``, then the cases neither counts: known-slow timeouts and cases
    with no answer, so that the line accounts for every case."""
    return "%d passed, %d failed%s%s" % (
        passed,
        failed,
        ", %d known slow (timed out as expected)" % known_slow if known_slow else "",
        ", %d with no answer" % unanswered if unanswered else "",
    )


def problem_line(judged: FolderRun, name: str) -> str:
    """The ``--all`` progress line for one finished problem, labelled ``name``."""
    expected = len(judged.expected_timeouts)
    unanswered = len(judged.unanswered)
    return "%s: %d/%d AC%s%s%s, time limit %g s, slowest %s, peak %.1f MB" % (
        name,
        judged.passed,
        len(judged.cases) + judged.not_run,
        " (+%d known slow, timed out as expected)" % expected if expected else "",
        " (+%d with no answer)" % unanswered if unanswered else "",
        " (%d not run)" % judged.not_run if judged.not_run else "",
        judged.time_limit,
        slowest_text(judged),
        largest(judged.cases).memory_mb,
    )


def problem_name(judged: FolderRun) -> str:
    return os.path.basename(os.path.normpath(judged.problem.folder))


TABLE_HEADER = [
    "problem",
    "solution",
    "language",
    "AC",
    "slowest case (CPU, % of limit)",
    "peak memory",
]


def table_row(judged: FolderRun) -> List[str]:
    """One ``--all`` table row for a judged problem."""
    expected = len(judged.expected_timeouts)
    unanswered = len(judged.unanswered)
    return [
        problem_name(judged),
        judged.solution,
        judged.interpreter.name,
        "%d/%d" % (judged.passed, len(judged.cases) + judged.not_run)
        + (" (+%d known slow)" % expected if expected else "")
        + (" (+%d no answer)" % unanswered if unanswered else "")
        + (" (%d not run)" % judged.not_run if judged.not_run else ""),
        slowest_text(judged),
        "%.1f MB" % largest(judged.cases).memory_mb,
    ]


def error_row(problem: str, solution: str) -> List[str]:
    """A table row for a problem that could not be judged."""
    return [problem, solution, "-", "error", "-", "-"]


def skipped_row(problem: str) -> List[str]:
    """A table row for a case folder with no solution in the --solutions folder."""
    return [problem, "(none)", "-", "skipped", "-", "-"]


def not_offered_row(problem: str, solution: str, interpreter: str) -> List[str]:
    """A table row for a pair the problem's settings leave out ("interpreters")."""
    return [problem, solution, interpreter, "not judged", "-", "-"]


def table(rows: Sequence[List[str]]) -> str:
    """The ``--all`` table: problem | solution | interpreter | AC | slowest case | peak memory,
    with columns padded to fit, and a note under it when a row is marked OVER_MARGIN."""
    marked = any(row[4].endswith(" " + OVER_MARGIN) for row in rows)
    rows = [TABLE_HEADER] + list(rows)
    widths = [max(len(row[column]) for row in rows) for column in range(len(TABLE_HEADER))]
    rows.insert(1, ["-" * width for width in widths])
    right_aligned = {3, 5}  # counts and sizes line up on the right
    lines = []
    for row in rows:
        cells = [
            cell.rjust(width) if column in right_aligned else cell.ljust(width)
            for column, (cell, width) in enumerate(zip(row, widths))
        ]
        lines.append("  ".join(cells).rstrip())
    if marked:
        lines.append(
            "%s over %.0f%% of its time limit: every case not listed as known_slow "
            "should finish within %.0f%% (not counted as a failure)"
            % (OVER_MARGIN, 100 * MARGIN, 100 * MARGIN)
        )
    return "\n".join(lines)


def run_to_json(judged: FolderRun, jobs: int = 1) -> Dict[str, object]:
    """One ``--json`` object (schema in the module docstring)."""
    limits = judged.limits
    return {
        "solution": judged.solution,
        "cases_dir": judged.problem.folder,
        "language": judged.interpreter.language,
        "python": (
            judged.interpreter.executable if judged.interpreter.language == "Python" else None
        ),
        "interpreter": judged.interpreter.name,
        "command": judged.interpreter.command,
        "compile_command": judged.interpreter.compile_command,
        "time_limit": judged.time_limit,
        "idle_limit": judged.idle_limit,
        "wall_limit": judged.wall_limit,
        "memory_limit": judged.memory_limit,
        "checker": judged.checker.shown if judged.checker is not None else None,
        "comparison": "checker" if judged.checker is not None else judged.comparison.mode,
        "error": (
            float(judged.comparison.error)
            if judged.comparison.error is not None and judged.checker is None
            else None
        ),
        "case_patterns": judged.patterns,
        "process_limit": limits.process_limit if limits else None,
        "stdout_limit": limits.stdout_limit if limits else None,
        "stderr_limit": limits.stderr_limit if limits else None,
        "address_space_limit": limits.address_space_cap if limits else None,
        "jobs": jobs,
        "cases": [
            {
                "name": case.name,
                "verdict": case.verdict,
                "time": round(case.cpu_time, 3),
                "wall_time": round(case.wall_time, 3),
                "memory_mb": round(case.memory_mb, 1),
                "exit_status": case.exit_status,
                "signal": case.signal_name,
                "message": case.message,
                "known_slow": case.known_slow,
                "killed_for": case.killed_for,
                "stream": case.stream,
                "processes": case.processes,
                "leftovers": case.leftovers,
                "first_difference": case.first_difference,
            }
            for case in judged.cases
        ],
        "passed": judged.passed,
        "failed": judged.failed,
        "expected_timeouts": len(judged.expected_timeouts),
        "no_answer": len(judged.unanswered),
        "not_run": judged.not_run,
    }


def all_to_json(
    runs: Sequence[FolderRun],
    errors: Sequence[str],
    jobs: int = 1,
    skipped: Sequence[str] = (),
    not_run: Optional[int] = None,
) -> Dict[str, object]:
    return {
        "runs": [run_to_json(judged, jobs) for judged in runs],
        "errors": list(errors),
        "skipped": list(skipped),
        "passed": sum(judged.passed for judged in runs),
        "failed": sum(judged.failed for judged in runs) + len(errors),
        "stopped": not_run is not None,
        "not_run": not_run or 0,
    }


def check_writable(path: str, flag: str) -> None:
    """Raise JudgeError (naming ``flag``) unless ``path`` can be written, so a report that
    cannot be saved stops the judge before any case runs. The test opens it for appending,
    and removes it again when it did not exist."""
    if os.path.isdir(path):
        raise JudgeError("cannot write the %s file %s: it is a folder" % (flag, path))
    existed = os.path.exists(path)
    try:
        open(path, "ab").close()
    except OSError as error:
        raise JudgeError(
            "cannot write the %s file %s: %s" % (flag, path, error.strerror or error)
        ) from None
    if not existed:
        try:
            os.remove(path)
        except OSError:
            pass


def write_json(path: str, document: Dict[str, object]) -> None:
    """document as JSON in UTF-8; a path that is not UTF-8 (a file name's bytes, as the
    command line gives them) is written with those bytes escaped (\\udcff)."""
    try:
        with open(path, "w", encoding="utf-8", errors="backslashreplace") as file:
            json.dump(document, file, ensure_ascii=False, indent=2)
            file.write("\n")
    except OSError as error:
        raise JudgeError("cannot write %s: %s" % (path, error)) from None


# --- JUnit XML ------------------------------------------------------------------------------

NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_text(text: str) -> str:
    """``text`` with the characters XML 1.0 cannot hold escaped as ``\\xNN``."""
    return NOT_XML.sub(lambda match: "\\x%02x" % (ord(match.group()) & 0xFF), text)


# Long: one XML document top-down (a suite per run, its cases, the error suite) with its totals.
def junit_document(runs: Sequence[FolderRun], errors: Sequence[str]) -> "ElementTree.Element":
    """The ``--junit`` tree (see the module docstring)."""
    import xml.etree.ElementTree as ElementTree

    root = ElementTree.Element("testsuites", name="judge")
    totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    for judged in runs:
        suite_name = "%s (%s)" % (problem_name(judged), judged.interpreter.name)
        suite = ElementTree.SubElement(root, "testsuite", name=suite_name)
        properties = ElementTree.SubElement(suite, "properties")
        ElementTree.SubElement(
            properties, "property", name="language", value=xml_text(judged.interpreter.language)
        )
        ElementTree.SubElement(
            properties, "property", name="toolchain", value=xml_text(judged.interpreter.name)
        )
        counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
        for case in judged.cases:
            element = ElementTree.SubElement(
                suite,
                "testcase",
                classname=xml_text("%s.%s" % (problem_name(judged), judged.solution)),
                name=xml_text(case.name),
                time="%.3f" % case.cpu_time,
            )
            counts["tests"] += 1
            if case.verdict == "TLE" and case.known_slow:
                ElementTree.SubElement(
                    element, "skipped", message="known slow: timed out as expected"
                )
                counts["skipped"] += 1
            elif case.verdict == NO_ANSWER:
                skipped = ElementTree.SubElement(
                    element, "skipped", message="no answer to compare with"
                )
                skipped.text = xml_text(case.message)
                counts["skipped"] += 1
            elif case.verdict != "AC":
                first = case.message.split("\n", 1)[0]
                tag = limit_tag(case)
                label = case.verdict + (" (%s)" % tag if tag else "")
                failure = ElementTree.SubElement(
                    element,
                    "failure",
                    type=case.verdict,
                    message=xml_text("%s: %s" % (label, first)),
                )
                failure.text = xml_text(case.message)
                counts["failures"] += 1
        suite.set("time", "%.3f" % sum(case.cpu_time for case in judged.cases))
        for key, value in counts.items():
            suite.set(key, str(value))
            totals[key] += value
    if errors:
        suite = ElementTree.SubElement(
            root,
            "testsuite",
            name="judge errors",
            tests=str(len(errors)),
            errors=str(len(errors)),
            failures="0",
            skipped="0",
        )
        for error in errors:
            element = ElementTree.SubElement(
                suite, "testcase", classname="judge", name=xml_text(error)
            )
            ElementTree.SubElement(element, "error", message=xml_text(error))
        totals["tests"] += len(errors)
        totals["errors"] += len(errors)
    for key, value in totals.items():
        root.set(key, str(value))
    return root


def write_junit(path: str, runs: Sequence[FolderRun], errors: Sequence[str]) -> None:
    import xml.etree.ElementTree as ElementTree

    tree = ElementTree.ElementTree(junit_document(runs, errors))
    try:
        with open(path, "wb") as file:
            tree.write(file, encoding="utf-8", xml_declaration=True)
            file.write(b"\n")
    except OSError as error:
        raise JudgeError("cannot write %s: %s" % (path, error)) from None


# --- colour -----------------------------------------------------------------------------------

COLOURS = {
    "AC": "32",
    "WA": "31",
    "RE": "35",
    "TLE": "33",
    "MLE": "33",
    "OLE": "33",
    "CE": "36",
    NO_ANSWER: "34",
}
VERDICT_AT_START = re.compile(
    r"^((?:[\w.-]+(?: \([^)]*\))?: )?)(AC|WA|RE|TLE|MLE|OLE|CE|no answer)(?= )", re.MULTILINE
)
MARKED_ROW = re.compile(r"^(\s*)(> .*)$", re.MULTILINE)
FINAL_LINE = re.compile(r"^(\d+) passed, (\d+) failed(?=,|$)", re.MULTILINE)


def colourise(text: str) -> str:
    """``text`` with ANSI colours: verdicts at line starts, the ``>`` row of a side-by-side
    diff, and the final line (green when nothing failed, red otherwise)."""
    text = VERDICT_AT_START.sub(
        lambda match: (
            "%s\033[1;%sm%s\033[0m" % (match.group(1), COLOURS[match.group(2)], match.group(2))
        ),
        text,
    )
    text = MARKED_ROW.sub(lambda match: "%s\033[1m%s\033[0m" % match.groups(), text)
    return FINAL_LINE.sub(
        lambda match: (
            "\033[1;%sm%s\033[0m" % ("32" if match.group(2) == "0" else "31", match.group(0))
        ),
        text,
    )
