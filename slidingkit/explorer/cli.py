"""python3 -m slidingkit.explorer solve|compare|experiment: the command line of the explorer.

solve and compare take a grid board (n-by-n, slidingkit/explorer/algorithms.py) or, with --edges
or --graph, a board on any graph with any number of blanks (slidingkit/explorer/graph.py); one
flow serves both (slidingkit/explorer/commands.py). The experiment:
slidingkit/explorer/experiment_command.py. The flags and help: slidingkit/explorer/parser.py.

Exit status: 0 solved (compare: every run ended), 1 bad input or usage, 2 the goal is unreachable
(parity; on a graph, a search that ran out of boards), 3 no answer within a limit (--max-nodes,
--timeout, DFS's --depth-limit), 130 Ctrl-C, 141 the output was closed before it was all written
(`... | head -1`): nothing more is printed.
"""

import os
import sys
from typing import Optional, Sequence

from slidingkit.core import InputError
from slidingkit.explorer.commands import run_command
from slidingkit.explorer.experiment_command import run_experiment
from slidingkit.explorer.parser import (
    EXIT_BAD_INPUT,
    EXIT_INTERRUPTED,
    EXIT_OUTPUT_CLOSED,
    build_parser,
    check_limits,
    check_output_folder,
)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run the command line; return the exit status. A reader that closes the output early (a pipe
    into `head`) ends the run quietly with EXIT_OUTPUT_CLOSED."""
    try:
        try:
            return _main(argv)
        finally:
            sys.stdout.flush()  # also after --help, whose SystemExit passes through
    except BrokenPipeError:
        _discard_output()
        return EXIT_OUTPUT_CLOSED


def _discard_output() -> None:
    """Point stdout and stderr at the null device, so that the interpreter's last flush of what is
    still buffered for a closed pipe raises nothing and prints nothing."""
    null = os.open(os.devnull, os.O_WRONLY)
    for stream in (sys.stdout, sys.stderr):
        try:
            os.dup2(null, stream.fileno())
        except (OSError, ValueError, AttributeError):  # a stream without a file descriptor
            pass
    os.close(null)


def _main(argv: Optional[Sequence[str]] = None) -> int:
    """The command arguments name, run; bad input is one line on stderr and EXIT_BAD_INPUT."""
    arguments = build_parser().parse_args(argv)
    try:
        check_limits(arguments)
        check_output_folder("--html", arguments.html)
        if arguments.command == "experiment":
            return run_experiment(arguments)
        return run_command(arguments)
    except (InputError, KeyError, ValueError) as error:
        message = error.args[0] if isinstance(error, KeyError) else str(error)
        if isinstance(error, KeyError):
            message = "no algorithm or heuristic called %r" % message
        sys.stderr.write("explorer: bad input: %s\n" % message)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        sys.stderr.write("explorer: interrupted\n")
        return EXIT_INTERRUPTED
