"""How the judge starts a program under its rlimits (for slidingkit/judge/run.py's
start_program): in its own session, with three pipes and the environment it is given.

Two ways, the same rlimits (``rlimit_settings``: no core dumps, RLIMIT_CPU and, with a cap,
RLIMIT_AS; backstops, since the judge's polls keep every limit):

- through util-linux's prlimit(1) (``spawn_program``), which sets them and then executes the
  program. subprocess gets no preexec_fn, so it starts prlimit with vfork: the judge is not
  copied, which a fork costs whatever it does (about 2 ms of CPU at 50 MB of the judge's memory
  and 12 ms at 270 MB, spent partly as the program's own CPU time, tearing the copy down);
- from a fork of the judge that sets them before it executes the program (``fork_program``,
  with ``child_setup`` as preexec_fn): in a sandbox, whose hard limits must be set before bwrap
  starts, where prlimit is missing, and where the calling thread holds Ctrl-C back (a program
  started by vfork would inherit the block; the fork unblocks it).

Either way a program that cannot be started is a JudgeError ("cannot run PROGRAM: why").
"""

import math
import os
import resource
import shutil
import signal
import subprocess
from typing import Callable, Dict, List, Optional, Tuple

from slidingkit.judge import JudgeError

INTERRUPTS = {signal.SIGINT}  # held back while a program starts from a fork (fork_program)
PRLIMIT = shutil.which("prlimit")  # util-linux's: sets the rlimits, then executes the program
PRLIMIT_NAMES = {resource.RLIMIT_CORE: "core", resource.RLIMIT_CPU: "cpu", resource.RLIMIT_AS: "as"}
RLIMIT_MOST = 2**63 - 1  # the largest finite value setrlimit takes (RLIM_INFINITY is 2**64 - 1)

Rlimits = List[Tuple[int, int, int]]  # (kind, soft, hard)


def start(
    command: List[str],
    environment: Dict[str, str],
    time_limit: float,
    address_space_cap: Optional[int],
    sandboxed: bool,
) -> "subprocess.Popen[bytes]":
    """Start ``command`` under the rlimits of a run of ``time_limit`` CPU seconds (and
    ``address_space_cap`` bytes), the one way or the other (see the module docstring)."""
    settings = rlimit_settings(time_limit, address_space_cap, sandboxed)
    wrapper = rlimit_command(settings, sandboxed)
    if wrapper is None:
        return fork_program(command, settings, environment)
    return spawn_program(command, wrapper, environment)


def cpu_backstop(time_limit: float) -> int:
    """RLIMIT_CPU for every process of a run: whole seconds, always more than the time limit
    (one process's CPU time is part of the tree's, which the polls kill at the limit)."""
    return int(math.ceil(time_limit)) + 1


def soft_limit(value: int, hard: int) -> int:
    """``value`` as a soft rlimit that setrlimit takes whatever the hard limit: at most the
    hard limit and at most RLIMIT_MOST (a larger number does not fit setrlimit's C type)."""
    most = RLIMIT_MOST if hard == resource.RLIM_INFINITY else min(hard, RLIMIT_MOST)
    return max(0, min(value, most))


def rlimit_settings(
    time_limit: float, address_space_cap: Optional[int], sandboxed: bool
) -> Rlimits:
    """(kind, soft, hard) of each rlimit a program starts under: no core dumps, RLIMIT_CPU
    (``cpu_backstop``) and, with a cap, RLIMIT_AS. Each value is one setrlimit takes
    (``soft_limit``: never above the hard limit); the hard limit stays as it is, but in a
    sandbox, where it is set to the soft one, which a program without capabilities cannot raise
    again."""
    wanted = [(resource.RLIMIT_CORE, 0), (resource.RLIMIT_CPU, cpu_backstop(time_limit))]
    if address_space_cap is not None:
        wanted.append((resource.RLIMIT_AS, address_space_cap))
    settings = []  # type: Rlimits
    for kind, value in wanted:
        _, hard = resource.getrlimit(kind)
        soft = soft_limit(value, hard)
        settings.append((kind, soft, soft if sandboxed else hard))
    return settings


def rlimit_command(settings: Rlimits, sandboxed: bool) -> Optional[List[str]]:
    """The prlimit(1) words that start a program under ``settings``' soft limits, or None
    where the judge forks and sets them itself: in a sandbox, where prlimit is missing, and
    where this thread holds Ctrl-C back."""
    if sandboxed or PRLIMIT is None:
        return None
    if INTERRUPTS & signal.pthread_sigmask(signal.SIG_BLOCK, set()):
        return None
    words = [PRLIMIT]
    for kind, soft, _ in settings:
        words.append("--%s=%d:" % (PRLIMIT_NAMES[kind], soft))
    return words + ["--"]


def spawn_program(
    command: List[str], wrapper: List[str], environment: Dict[str, str]
) -> "subprocess.Popen[bytes]":
    """Start ``command`` through ``wrapper`` (prlimit's words) with no preexec_fn. What would
    make prlimit fail to execute it, ``cannot_start`` finds first."""
    reason = cannot_start(command[0], environment.get("PATH", os.defpath))
    if reason is not None:
        raise JudgeError("cannot run %s: %s" % (command[0], reason))
    try:
        return subprocess.Popen(
            wrapper + command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            env=environment,
        )
    except (OSError, subprocess.SubprocessError) as error:
        raise JudgeError("cannot run %s: %s" % (command[0], error)) from None


def cannot_start(program: str, path: str) -> Optional[str]:
    """Why ``program`` (a path, or a name looked up in ``path``) cannot be executed, or None:
    missing, not executable, or a script whose ``#!`` names a missing interpreter. (What only
    the kernel's exec finds, prlimit reports as the run's exit status 126 or 127.)"""
    found = shutil.which(program, path=path)
    if found is None:
        return "not executable" if os.path.exists(program) else "no such program"
    try:
        with open(found, "rb") as file:
            first = file.readline(256)
    except OSError as error:
        return error.strerror
    words = first[2:].split() if first.startswith(b"#!") else []
    if words and not os.access(words[0], os.X_OK):
        return "its interpreter %s: No such file or directory" % os.fsdecode(words[0])
    return None


def fork_program(
    command: List[str], settings: Rlimits, environment: Dict[str, str]
) -> "subprocess.Popen[bytes]":
    """Start ``command`` from a fork of the judge that sets ``settings`` before it executes the
    program (``child_setup``)."""
    # Ctrl-C waits until the program is started: a KeyboardInterrupt raised inside fork's
    # handlers (logging's re-releases its lock there) would leave a lock held and hang the next
    # fork. (One raised once it is started, before the judge knows the run, start_program meets.)
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, INTERRUPTS)
    try:
        return subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            env=environment,
            preexec_fn=child_setup(settings),
        )
    except (OSError, subprocess.SubprocessError) as error:
        raise JudgeError("cannot run %s: %s" % (command[0], error)) from None
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


def child_setup(settings: Rlimits) -> Callable[[], None]:
    """The preexec_fn of ``fork_program``: Ctrl-C unblocked, then the rlimits. Every value is
    made before the fork, so the child does nothing that can fail on a value; should the
    system still refuse one, the child keeps the limit it had."""

    def setup() -> None:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, INTERRUPTS)  # blocked only while it forks
        for kind, soft, hard in settings:
            try:
                resource.setrlimit(kind, (soft, hard))
            except (ValueError, OSError):
                pass

    return setup
