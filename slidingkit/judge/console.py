"""What the judge's two commands (``python3 -m slidingkit.judge`` and ``python3 -m slidingkit.judge
stress``) share on the terminal: colour, a status line, one-line errors and warnings, exit statuses,
argument types.

Exit statuses, the same for both commands (``EXIT_STATUSES`` ends both ``--help`` texts)::

    0    every case passed (stress: every input)
    1    a case failed (stress: a counterexample was found), or bad input or a judge error:
         a missing file, bad settings, a report that cannot be written (one line
         ``judge: error: ...``, or ``judge stress: error: ...``, on stderr)
    2    bad usage: an unknown flag, a missing argument (argparse's message on stderr)
    130  interrupted (Ctrl-C): every run in progress is killed first

``console.set_colour(when)`` decides colour once per command (``--color auto|always|never``;
auto: stdout is a terminal and NO_COLOR is unset); ``say`` prints a line through it, clearing
the status line first.
"""

import argparse
import os
import sys
from typing import Callable

from slidingkit.judge import JudgeError
from slidingkit.judge.case_folder import MAX_LIMIT, CaseFolder, shown, warn
from slidingkit.judge.report import colourise
from slidingkit.judge.run import kill_all_runs
from slidingkit.statusline import StatusLine

EXIT_STATUSES = (
    "Exit status, the same for the judge and its stress command: 0 every "
    "case passed (stress: every input); 1 a case failed (stress: a counterexample "
    "was found), or bad input (a missing file, bad settings, a report that cannot "
    "be written: one line 'judge: error: ...' on stderr); 2 bad usage (argparse); "
    "130 interrupted (Ctrl-C)."
)


class Console:
    """The judge's stdout: whether to colour it, its status line, and how the user calls the judge
    (``puzzle-judge`` when installed, else ``python3 -m slidingkit.judge``), for the commands it
    suggests."""

    def __init__(self) -> None:
        self.colour = False
        self.status = StatusLine(sys.stdout)
        installed = os.path.basename(sys.argv[0] if sys.argv else "") == "puzzle-judge"
        self.command = "puzzle-judge" if installed else "python3 -m slidingkit.judge"

    def set_colour(self, when: str) -> None:
        """Colour always, never, or (auto) when stdout is a terminal and NO_COLOR is unset; and
        never stop a report for output that is not UTF-8."""
        self.colour = when == "always" or (
            when == "auto" and sys.stdout.isatty() and not os.environ.get("NO_COLOR")
        )
        if hasattr(sys.stdout, "reconfigure"):
            sys.stdout.reconfigure(errors="backslashreplace")


console = Console()


def say(text: str) -> None:
    """Print a line of the report (coloured when the console is)."""
    console.status.clear()
    print(colourise(text) if console.colour else text, flush=True)


def guarded(
    body: Callable[[], int],
    name: str = "judge",
    interrupted: Callable[[], str] = lambda: "interrupted",
) -> int:
    """Run ``body`` and return its exit status; a JudgeError becomes one line
    ``NAME: error: ...`` on stderr and status 1, Ctrl-C kills every run in progress and
    returns 130 after the line ``NAME: `` + ``interrupted()``, a closed stdout returns 1."""
    try:
        return body()
    except JudgeError as error:
        kill_all_runs()
        console.status.clear()
        print("%s: error: %s" % (name, error), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        kill_all_runs()
        console.status.clear()
        print("%s: %s" % (name, interrupted()), file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. piped into `head`
        kill_all_runs()
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def positive_number(text: str) -> float:
    """A limit flag's value (``--time-limit``, ``--idle-limit``, ``--wall-limit`` in seconds,
    ``--memory-limit`` in MB): a number above 0 and at most MAX_LIMIT, as in the settings, so
    never inf nor nan."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("not a number: %s" % shown(text)) from None
    if not 0 < value <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(
            "must be a positive number, at most %d, got %s" % (MAX_LIMIT, shown(text))
        )
    return value


def positive_integer(text: str) -> int:
    """A count flag's value (``-j``, ``--process-limit``, ...): a whole number, at least 1."""
    try:
        value = int(text)
    except ValueError:
        digits = text.strip().lstrip("+")
        if digits.isascii() and digits.isdigit():  # more digits than int() reads
            raise argparse.ArgumentTypeError("too large: %s" % shown(text)) from None
        raise argparse.ArgumentTypeError("not a whole number: %s" % shown(text)) from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1, got %s" % shown(text))
    return value


def short_name(interpreter) -> str:
    """'CPython' or 'PyPy' (or 'C++', 'Java', ...): enough to tell the table's rows apart."""
    return interpreter.name.split(" ")[0]


def not_offered(problem: CaseFolder, interpreter) -> str:
    """Why ``problem`` is not judged under ``interpreter``: its settings leave it out (their
    limits_note says why: limits that cannot hold under it, or a version below the file's)."""
    return '%s\'s settings list %s only ("interpreters"), not %s; their limits_note says why' % (
        problem.title,
        " and ".join(problem.interpreters),
        short_name(interpreter),
    )


def warn_if_not_offered(problem: CaseFolder, runner, doing: str) -> None:
    """A warning when a Python runner is an interpreter the problem's settings leave out."""
    if runner.language == "Python" and short_name(runner) not in problem.interpreters:
        warn("%s; %s anyway" % (not_offered(problem, runner), doing))
