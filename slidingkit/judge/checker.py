"""Run a special judge: a checker decides whether an output is accepted, in place of a comparison.

A special judge (``Checker``; ``run_checker``) is called as ``CHECKER input actual expected``,
online-judge-tools' convention: ``input`` and ``expected`` are the case's files, ``actual`` a
file holding the output. Its exit status decides: 0 accepts; 1 or 2 (testlib's wrong answer and
presentation error, and what a failed ``assert`` in Python gives, as in oj's example checkers)
reject, and its first lines of stdout and stderr are the WA's message. Anything else is the
checker's own failure, a JudgeError naming it, never a verdict: status 3 or more (testlib's
"fail"), death by a signal, an uncaught exception whatever the status (a Python traceback that
does not end in AssertionError, a JVM's ``Exception in thread "main"``), a checker that cannot
start, or one that runs past ``CHECKER_TIMEOUT`` (CPU, idle or wall-clock seconds), uses more
than ``CHECKER_MEMORY_LIMIT`` or writes more than ``CHECKER_OUTPUT_LIMIT``. It runs like a
solution, in its own session (whatever it starts is killed with it), with stdin empty; a
``.py`` checker runs under the judge's own interpreter. Its environment names the folder where
the oracle keeps its tables for the judge's run (slidingkit/oracle/shared_tables.py), so the
kit's checkers build each table once per run, not once per case.

Cost: the checker's own run, and writing the output to a temporary file.
"""

import os
import shlex
import shutil
import sys
import tempfile
from typing import List, Optional, Tuple, Union

from slidingkit.judge import JudgeError
from slidingkit.judge.explanation import indent, preview
from slidingkit.judge.run import Limits, MiB, run_program
from slidingkit.oracle import shared_tables

CHECKER_TIMEOUT = 10.0  # seconds of CPU, of idleness and of wall clock, each
CHECKER_MEMORY_LIMIT = 2048 * MiB
CHECKER_OUTPUT_LIMIT = 1 * MiB  # bytes on stdout, and again on stderr
CHECKER_FAILURE = 3  # testlib: 1 wrong answer, 2 presentation error, 3 checker failure


class Checker:
    """A special judge: ``command``, the words that run it (INPUT ACTUAL EXPECTED follow);
    ``shown``, how reports name it (the settings' path, or --checker's text); ``program``, the
    file it runs (the script of a ``.py`` checker), which must exist when it runs."""

    def __init__(self, command: List[str], shown: str, program: str) -> None:
        self.command = command
        self.shown = shown
        self.program = program

    def __repr__(self) -> str:
        return "Checker(%r, %r)" % (self.command, self.shown)


def checker_from_path(path: str, flag: str = "checker") -> Checker:
    """The settings' checker: a ``.py`` file runs under the judge's interpreter, any other
    file as it is, which must then be executable (JudgeError naming ``flag`` otherwise)."""
    if not path.endswith(".py"):
        check_executable(path, flag)
    return Checker([sys.executable, path] if path.endswith(".py") else [path], path, path)


def check_executable(path: str, flag: str) -> None:
    """JudgeError when ``path`` is a file that cannot be run as it is (no run bit)."""
    if os.path.isfile(path) and not os.access(path, os.X_OK):
        raise JudgeError(
            "%s %s is not executable: chmod +x it, or run it through its interpreter "
            "(a .py checker runs under the judge's own)" % (flag, path)
        )


SHELL_OPERATORS = "();<>|&"  # what a shell reads as syntax outside quotes
SHELL_EXPANSIONS = "$`"  # what it expands outside single quotes


def shell_syntax(text: str) -> str:
    """The characters a shell would read as syntax in ``text``, in order: ``( ) ; < > | &``
    outside quotes, ``$`` and backquotes outside single quotes, none escaped by a backslash."""
    found = []  # type: List[str]
    quote = ""
    escaped = False
    for character in text:
        if escaped:
            escaped = False
        elif character == "\\" and quote != "'":
            escaped = True
        elif character in "'\"" and quote in ("", character):
            quote = "" if quote else character
        elif (character in SHELL_EXPANSIONS and quote != "'") or (
            character in SHELL_OPERATORS and not quote
        ):
            found.append(character)
    return "".join(found)


def checker_from_command(text: str, flag: str = "--checker") -> Checker:
    """--checker CMD: CMD split like a shell would, and run without a shell: one that holds
    shell syntax (a pipe, a redirection, ``;``, ``&&``, a subshell, ``$`` or a backquote outside
    quotes) is refused, for a shell would give INPUT ACTUAL EXPECTED to its last command. A first
    word ending in ``.py`` runs under the judge's interpreter, any other is found on PATH like
    a shell would. JudgeError (naming ``flag``) when CMD cannot be read, is empty, holds shell
    syntax, or its program is not found or not executable."""
    try:
        words = shlex.split(text)
    except ValueError as error:
        raise JudgeError("cannot read %s %r: %s" % (flag, text, error)) from None
    if not words:
        raise JudgeError("%s is empty" % flag)
    shell = shell_syntax(text)
    if shell:
        raise JudgeError(
            "%s %r holds shell syntax (%s): the checker runs without a shell, given INPUT ACTUAL "
            "EXPECTED; put the command in a script and name the script" % (flag, text, shell)
        )
    if words[0].endswith(".py"):
        if not os.path.isfile(words[0]):
            raise JudgeError("%s: %s not found" % (flag, words[0]))
        return Checker([sys.executable] + words, text, words[0])
    check_executable(words[0], flag)
    found = shutil.which(words[0])
    if found is None:
        raise JudgeError("%s: %s not found (nor an executable file)" % (flag, words[0]))
    return Checker([found] + words[1:], text, found)


def run_checker(
    checker: Union[str, Checker],
    input_path: str,
    actual: bytes,
    expected_path: str,
    timeout: float = CHECKER_TIMEOUT,
) -> Tuple[bool, str]:
    """(accepted, what it said): run the special judge (a Checker, or a path as the settings
    give it) on one case. Exit status 0 accepts, saying nothing; 1 and 2 reject, with its
    first lines of stdout then stderr; anything else raises JudgeError (see the module
    docstring): a failing checker is the judge's problem, not a WA."""
    if not isinstance(checker, Checker):
        checker = checker_from_path(checker)
    if not os.path.isfile(checker.program):
        raise JudgeError("cannot run checker %s: %s not found" % (checker.shown, checker.program))
    folder = tempfile.mkdtemp(prefix="judge-checker-")
    actual_path = os.path.join(folder, "actual.out")
    limits = Limits(
        timeout,
        CHECKER_MEMORY_LIMIT,
        stdout_limit=CHECKER_OUTPUT_LIMIT,
        stderr_limit=CHECKER_OUTPUT_LIMIT,
        wall_limit=timeout,
        idle_limit=timeout,
    )
    try:
        with open(actual_path, "wb") as file:
            file.write(actual)
        try:
            command = checker.command + [input_path, actual_path, expected_path]
            run = run_program(command, b"", limits, shared_tables.checker_environment())
        except JudgeError as error:
            raise JudgeError("checker %s: %s" % (checker.shown, error)) from None
    finally:
        try:
            os.unlink(actual_path)
        except OSError:
            pass
        os.rmdir(folder)
    said = preview(run.stdout + run.stderr, max_lines=5, max_chars=500)
    failure = checker_failure(run.killed_for, run.exit_status, run.signal_name, timeout)
    crashed = None if failure is not None else crash(run.stderr)
    if crashed is not None:
        raise JudgeError("checker %s crashed on %s: %s" % (checker.shown, input_path, crashed))
    if failure is not None:
        if failure.startswith("timed out"):
            raise JudgeError("checker %s %s on %s" % (checker.shown, failure, input_path))
        raise JudgeError(
            "checker %s failed on %s (%s): %s"
            % (checker.shown, input_path, failure, said.replace("\n", " "))
        )
    assert run.exit_status is not None  # a signal is a failure
    if run.exit_status == 0:
        return True, ""
    return False, "checker rejected the output (exit status %d):\n%s" % (
        run.exit_status,
        indent(said),
    )


PYTHON_TRACEBACK = "Traceback (most recent call last):"
JAVA_EXCEPTION = 'Exception in thread "main"'


def crash(stderr: bytes) -> Optional[str]:
    """The uncaught exception a checker's stderr shows, in one line, or None: a Python traceback
    that does not end in AssertionError (the rejection of oj's own example checkers), with the
    line it was raised at, or a JVM's uncaught exception."""
    text = stderr.decode("utf-8", "replace")
    if JAVA_EXCEPTION in text:
        return text[text.index(JAVA_EXCEPTION) :].splitlines()[0].strip()
    if PYTHON_TRACEBACK not in text:
        return None
    lines = [line.strip() for line in text[text.rindex(PYTHON_TRACEBACK) :].strip().split("\n")]
    if lines[-1].startswith("AssertionError"):
        return None
    frames = [line for line in lines if line.startswith('File "')]
    return lines[-1] + (" (%s)" % frames[-1] if frames else "")


def checker_failure(
    killed_for: Optional[str], exit_status: Optional[int], signal: Optional[str], timeout: float
) -> Optional[str]:
    """Why a checker's run is its own failure, in words, or None for an exit status 0, 1 or 2."""
    if killed_for in ("time", "idle", "wall"):
        return "timed out after %g s" % timeout
    if killed_for == "memory":
        return "it used more than %d MB" % (CHECKER_MEMORY_LIMIT // MiB)
    if killed_for == "output":
        return "it wrote more than %d MiB" % (CHECKER_OUTPUT_LIMIT // MiB)
    if killed_for == "processes":
        return "it started too many processes"
    if signal is not None:
        return "killed by %s" % signal
    if exit_status is not None and exit_status >= CHECKER_FAILURE:
        return (
            "exit status %d; 0 accepts, 1 or 2 rejects, anything else is the checker's own "
            "failure" % exit_status
        )
    return None
