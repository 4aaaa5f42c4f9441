"""A case folder as the judge reads it (``CaseFolder``): its ``CASE.in`` / ``CASE.out`` pairs and
its settings from ``NAME.json`` beside it. (A problem's package, ``slidingkit/problems/NAME``, is
what makes them: ``make cases``.)

A case folder is named by its path, or by its problem's bare name: ``find_case_folder`` looks in
``./judge_cases/`` and then in the kit's own ``judge_cases/`` (a checkout's, or the one installed
with the kit), so the commands work from any directory.

Layout: the case folder holds nothing but ``CASE.in`` / ``CASE.out`` pairs, because
online-judge-tools' ``oj test -d DIR`` refuses any other file in it; the settings sit beside it::

    judge_cases/NAME.json              optional; every key optional
    judge_cases/NAME/sample-1.in       input, fed on stdin
    judge_cases/NAME/sample-1.out      expected output (optional: see below)

``NAME.json``::

    {"name": "Luogu P1379 八数码难题", "url": "https://www.luogu.com.cn/problem/P1379",
     "time_limit": 1.0, "idle_limit": 2.0, "wall_limit": 10.0, "memory_limit": 125,
     "checker": null, "known_slow": [], "comparison": "default", "error": null}

``time_limit`` is in seconds of CPU time; ``idle_limit`` in seconds a run may go without running
(asleep or blocked; absent: max(2 x time_limit, time_limit + 1 s)); ``wall_limit`` the wall-clock
cap in seconds that ends every run (absent: max(10 x time_limit, 10 s); never below ``time_limit``);
``memory_limit`` in MB (read as MiB, 2**20 bytes), ``checker`` is null or a special judge's path
relative to the settings file's folder (so it, too, stays out of the case folder). ``known_slow``
names cases the solution is known not to finish in time (like pytest's xfail): they still run, but a
TLE on one of them is reported as expected instead of failed, and an AC says the list can shrink.
``comparison`` and ``error`` are how outputs are compared where no checker decides, as the flags say
it: "default", "strict" (--strict) or "tokens" (-N), and -e's bound (``1e-6``, or the string
``"1e-6"``); a flag given on the command line replaces its part (--strict or -N the mode, -e the
bound). ``limits_note`` is free text saying where the limits come from (the judge ignores it).
``interpreters`` lists the Python interpreters ("CPython", "PyPy") under which the limits can hold,
for a judge whose memory limit is below what an interpreter takes at start (PyPy alone needs about
49 MB): ``--all`` skips the others and says so, a single run warns. ``judge`` records what the
online judge accepts (the judge itself ignores it; tests/test_solutions.py holds each Python file to
it): ``languages``, ``python`` (its interpreter and version, or null when it takes no Python),
``oldest_python`` (the version the kit's Python file for it must run on), ``submit`` (which file to
paste, and which language to choose) and ``source`` (where each fact comes from, or what was assumed
and why). Missing keys take the defaults below.

Every value the judge acts on is checked, and a bad one is a JudgeError naming the file, the key
and what it may be: ``time_limit``, ``idle_limit`` and ``wall_limit`` a number of seconds,
``memory_limit`` a number of MB, each above 0 and at most ``MAX_LIMIT`` (1,000,000; so never
infinite nor NaN); ``checker``, ``known_slow`` and ``interpreters`` as above (``name`` and
``url`` are only shown).
A settings file that is not a regular file (a folder, a named pipe, a broken link), is not
UTF-8, is not JSON, or holds anything but a JSON object is an error too. The flags that
override the limits take the same ranges (``judge.console.positive_number``).

A ``.in`` without its ``.out`` is a case with no answer: it runs under the same limits and its
output is shown, with the verdict "no answer" (see ``judge.verdict``), so a new input can be
tried before anyone knows its answer. A folder without any ``.in`` is an error; a ``.out``
without its ``.in`` only earns a warning. A case's ``.in`` or ``.out`` that is not a readable
regular file (a folder named ``x.in``, a broken link, a named pipe, a device, a file without
read permission) is an error naming it, before anything runs. A file name that is not UTF-8 is
shown with its odd bytes escaped (``a\\xff``). Cases are returned in natural order (sample-2
before sample-10). Cost: one directory listing, a ``stat`` of each case file and one small
JSON read.
"""

import json
import os
import re
import reprlib
import stat
import sys
from typing import FrozenSet, List, Optional, Tuple, overload

import slidingkit
from slidingkit.judge import JudgeError
from slidingkit.judge.comparison import AS_THE_JUDGE, DEFAULT, MODES, Comparison

DEFAULT_TIME_LIMIT = 2.0  # seconds
DEFAULT_MEMORY_LIMIT = 256.0  # MB, meaning MiB
# The largest limit, in settings and flags alike: 1,000,000 seconds (time, idle and wall
# limits: eleven days) or MB (the memory limit: about a tebibyte, more than a machine gives one
# run). It keeps every limit finite and every rlimit made from it within what setrlimit takes.
MAX_LIMIT = 1e6
KNOWN_KEYS = (
    "name",
    "url",
    "time_limit",
    "idle_limit",
    "wall_limit",
    "memory_limit",
    "checker",
    "known_slow",
    "judge",
    "limits_note",
    "interpreters",
    "comparison",
    "error",
)
INTERPRETERS = ("CPython", "PyPy")  # the names "interpreters" may list


class Case:
    """One test: a name and the paths of its input and expected output (``answer_path`` is None
    for an input without a ``.out``)."""

    def __init__(self, name: str, input_path: str, answer_path: Optional[str]) -> None:
        self.name = name
        self.input_path = input_path
        self.answer_path = answer_path


class CaseFolder:
    """A loaded case folder: its settings plus its cases in natural order."""

    def __init__(
        self,
        folder: str,
        title: str,
        url: Optional[str],
        time_limit: float,
        memory_limit: float,
        checker: Optional[str],
        cases: List[Case],
        known_slow: FrozenSet[str] = frozenset(),
        wall_limit: Optional[float] = None,
        interpreters: Tuple[str, ...] = INTERPRETERS,
        idle_limit: Optional[float] = None,
        comparison: Comparison = AS_THE_JUDGE,
    ) -> None:
        self.folder = folder
        self.title = title
        self.url = url
        self.time_limit = time_limit  # CPU seconds
        self.idle_limit = idle_limit  # seconds without running, or None for the default
        self.wall_limit = wall_limit  # the wall-clock cap in seconds, or None for the default
        self.memory_limit = memory_limit  # MiB
        self.checker = checker  # path of the special judge, or None
        self.cases = cases
        self.known_slow = known_slow  # names of cases whose TLE is expected
        self.interpreters = interpreters  # the interpreters the limits can hold for
        self.comparison = comparison  # how outputs are compared where no checker decides


def natural_key(name: str) -> list:
    """Sort key that orders digit runs by value: sample-2 < sample-10."""
    parts = re.split(r"(\d+)", name)
    # re.split with a group alternates text, number, text, ...; so positions compare like with like.
    return [int(part) if index % 2 else part for index, part in enumerate(parts)]


def kit_cases() -> str:
    """The kit's own judge_cases/: beside the kit's package in a checkout, or installed in it."""
    return slidingkit.CASES


def find_case_folder(folder_or_name: str, cases_root: Optional[str] = None) -> str:
    """The case folder meant: folder_or_name itself when it is a folder; else, for a bare name,
    CASES_ROOT/NAME, or without cases_root ./judge_cases/NAME, then the kit's own.
    JudgeError names where it looked."""
    if os.path.isdir(folder_or_name) or os.sep in folder_or_name or cases_root is not None:
        folder = folder_or_name if cases_root is None else os.path.join(cases_root, folder_or_name)
        check_folder(folder)
        return folder
    places = [
        os.path.join("judge_cases", folder_or_name),
        os.path.join(kit_cases(), folder_or_name),
    ]
    for folder in places:
        if os.path.isdir(folder):
            return folder
    raise JudgeError(
        "no case folder %s, nor a problem of that name (looked in %s)"
        % (folder_or_name, " and ".join(places))
    )


def check_folder(folder: str) -> None:
    """JudgeError unless ``folder`` is a folder, saying what it is instead."""
    if os.path.isdir(folder):
        return
    if os.path.lexists(folder):
        raise JudgeError("the case folder %s is %s, not a folder" % (folder, file_kind(folder)))
    raise JudgeError("case folder not found: %s" % folder)


def file_kind(path: str) -> str:
    """What ``path`` is, for a message: "a folder", "a file", "a broken link", ..."""
    if os.path.islink(path) and not os.path.exists(path):
        return "a broken link (or a loop of links)"
    if os.path.isdir(path):
        return "a folder"
    if os.path.isfile(path):
        return "a file"
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return "not to be found"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def load_case_folder(folder: str) -> CaseFolder:
    """Read the settings beside ``folder`` (if any) and its cases.
    Raises JudgeError on bad input."""
    check_folder(folder)
    settings = read_settings(folder)
    time_limit = seconds(settings, "time_limit", DEFAULT_TIME_LIMIT, folder)
    idle_limit = seconds(settings, "idle_limit", None, folder)
    wall_limit = seconds(settings, "wall_limit", None, folder)
    if wall_limit is not None and wall_limit < time_limit:
        raise JudgeError(
            '%s: "wall_limit" %g is below "time_limit" %g'
            % (settings_path(folder), wall_limit, time_limit)
        )
    memory_limit = in_range(settings, "memory_limit", DEFAULT_MEMORY_LIMIT, folder, "MB")
    title = settings.get("name") or os.path.basename(os.path.normpath(folder))
    checker = settings.get("checker")
    if checker is not None:
        if not isinstance(checker, str) or not checker:
            raise JudgeError('%s: "checker" must be null or a path' % settings_path(folder))
        checker = os.path.join(os.path.dirname(settings_path(folder)), checker)
        if not os.path.isfile(checker):
            raise JudgeError("%s: checker not found: %s" % (settings_path(folder), checker))
    cases = find_cases(folder)
    return CaseFolder(
        folder,
        str(title),
        settings.get("url"),
        time_limit,
        memory_limit,
        checker,
        cases,
        known_slow_cases(settings, cases, folder),
        wall_limit,
        interpreters_offered(settings, folder),
        idle_limit,
        settled_comparison(settings, folder),
    )


def settings_path(folder: str) -> str:
    """``judge_cases/NAME/`` has its settings in ``judge_cases/NAME.json``."""
    return os.path.normpath(folder) + ".json"


def read_settings(folder: str) -> dict:
    """The parsed settings file, or {} when the folder has none."""
    path = settings_path(folder)
    if not os.path.lexists(path):
        return {}
    if not os.path.isfile(path):  # a named pipe would block the read for ever
        raise JudgeError("cannot read %s: it is %s, not a file" % (path, file_kind(path)))
    try:
        with open(path, encoding="utf-8") as file:
            settings = json.load(file)
    except (OSError, UnicodeDecodeError) as error:
        raise JudgeError("cannot read %s: %s" % (path, error)) from None
    except ValueError as error:
        raise JudgeError("%s is not valid JSON: %s" % (path, error)) from None
    except RecursionError:
        raise JudgeError("%s is not valid settings: its JSON nests too deep" % path) from None
    if not isinstance(settings, dict):
        raise JudgeError("%s must hold a JSON object" % path)
    for key in settings:
        if key not in KNOWN_KEYS:
            warn("%s: unknown key %s ignored" % (path, shown(key)))
    return settings


@overload
def seconds(settings: dict, key: str, default: float, folder: str) -> float: ...
@overload
def seconds(settings: dict, key: str, default: None, folder: str) -> Optional[float]: ...
def seconds(settings: dict, key: str, default: Optional[float], folder: str) -> Optional[float]:
    """The settings' ``key``: a number of seconds in (0, MAX_LIMIT], or ``default`` when it
    is absent or null."""
    return in_range(settings, key, default, folder, "seconds")


@overload
def in_range(settings: dict, key: str, default: float, folder: str, unit: str) -> float: ...
@overload
def in_range(
    settings: dict, key: str, default: None, folder: str, unit: str
) -> Optional[float]: ...
def in_range(
    settings: dict, key: str, default: Optional[float], folder: str, unit: str
) -> Optional[float]:
    """The settings' ``key``: a JSON number above 0 and at most MAX_LIMIT (so never infinite
    nor NaN), as a float; ``default`` when it is absent or null. JudgeError otherwise, naming
    the file, the key, the unit and the range."""
    value = settings.get(key)
    if value is None:
        return default
    if not is_number(value) or not 0 < value <= MAX_LIMIT:
        raise JudgeError(
            '%s: "%s" must be a number of %s above 0 and at most %d, got %s'
            % (settings_path(folder), key, unit, MAX_LIMIT, shown(value))
        )
    return float(value)


def is_number(value: object) -> bool:
    """A JSON number: an int or a float, never a bool (true and false are not numbers)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def shown(value: object) -> str:
    """A settings value for a message, cut short when long (a 400-digit number, a long list);
    JSON's 1e999 and NaN show as inf and nan."""
    return reprlib.repr(value)


def settled_comparison(settings: dict, folder: str) -> Comparison:
    """The settings' ``comparison`` ("default", "strict" or "tokens", as --strict and -N) and
    ``error`` (-e's bound: a number of at least 0, or a string of one, kept as written)."""
    mode = settings.get("comparison")
    mode = DEFAULT if mode is None else mode
    if not isinstance(mode, str) or mode not in MODES:
        raise JudgeError(
            '%s: "comparison" must be one of %s, got %s'
            % (settings_path(folder), ", ".join(map(repr, MODES)), shown(mode))
        )
    error = settings.get("error")
    if error is not None:
        if isinstance(error, bool) or not isinstance(error, (int, float, str)):
            raise JudgeError(
                '%s: "error" must be a number, got %s'
                % (settings_path(folder), json.dumps(error)[:40])
            )
        error = str(error)
    try:
        return Comparison(mode, error)
    except ValueError as problem:
        raise JudgeError('%s: "error": %s' % (settings_path(folder), problem)) from None


def known_slow_cases(settings: dict, cases: List[Case], folder: str) -> FrozenSet[str]:
    """The settings' ``known_slow`` list, checked: every name must be one of the cases."""
    names = settings.get("known_slow") or []
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise JudgeError('%s: "known_slow" must be a list of case names' % settings_path(folder))
    unknown = sorted(set(names) - {case.name for case in cases})
    if unknown:
        raise JudgeError(
            '%s: "known_slow" names no such case: %s' % (settings_path(folder), ", ".join(unknown))
        )
    return frozenset(names)


def interpreters_offered(settings: dict, folder: str) -> Tuple[str, ...]:
    """The settings' ``interpreters`` list, checked against INTERPRETERS (absent: all of them)."""
    names = settings.get("interpreters", list(INTERPRETERS))
    if (
        not isinstance(names, list)
        or not names
        or not all(isinstance(name, str) and name in INTERPRETERS for name in names)
    ):
        raise JudgeError(
            '%s: "interpreters" must be a non-empty list drawn from %s'
            % (settings_path(folder), ", ".join(INTERPRETERS))
        )
    return tuple(names)


def find_cases(folder: str) -> List[Case]:
    """The folder's cases in natural order: each ``.in`` with its ``.out``, or with no answer
    (``answer_path`` None) when the ``.out`` is missing. JudgeError when the folder cannot be
    listed or a case's file is not a readable regular file."""
    try:
        names = os.listdir(folder)
    except OSError as error:
        raise JudgeError("cannot list %s: %s" % (folder, error.strerror or error)) from None
    inputs = {name[:-3] for name in names if name.endswith(".in")}
    answers = {name[:-4] for name in names if name.endswith(".out")}
    if not inputs:
        raise JudgeError("no cases (*.in files) in %s" % folder)
    for orphan in sorted(answers - inputs, key=natural_key):
        warn("%s has no matching .in; ignored" % printable(os.path.join(folder, orphan + ".out")))
    cases = []
    for name in sorted(inputs, key=natural_key):
        input_path = os.path.join(folder, name + ".in")
        answer_path = os.path.join(folder, name + ".out") if name in answers else None
        for path in (input_path, answer_path):
            if path is not None:
                check_case_file(path)
        cases.append(Case(printable(name), input_path, answer_path))
    return cases


def check_case_file(path: str) -> None:
    """JudgeError unless ``path`` is a regular file (after links) that may be read: a folder
    named like a case, a broken link, a named pipe (whose read would wait for ever) or a
    device (``/dev/zero`` never ends) is not a case file."""
    if not os.path.isfile(path):
        raise JudgeError("%s is %s, not a case file" % (printable(path), file_kind(path)))
    if not os.access(path, os.R_OK):
        raise JudgeError("cannot read %s: permission denied" % printable(path))


def printable(name: str) -> str:
    """A file name or path as text that any report can hold: bytes that are not UTF-8 (which
    ``os.listdir`` keeps as lone surrogates) written as ``\\xff``."""
    return os.fsencode(name).decode("utf-8", "backslashreplace")


def warn(message: str) -> None:
    print("judge: warning: %s" % message, file=sys.stderr, flush=True)
