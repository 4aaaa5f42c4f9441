"""Find a Python interpreter and learn what the judge needs of it: its real executable, its name
and its virtual size at start-up, from which a run's address-space cap is set.

``probe_interpreter(name)`` runs an interpreter once to learn its real path (which also sees
through pyenv's shim scripts), its name ("CPython 3.11.7", "PyPy 7.3.11 (Python 3.9.16)") and
its virtual size at start-up. ``address_space_cap`` turns that size and a memory limit into
RLIMIT_AS for a run (``judge.run.Limits``).

Cost: one interpreter start-up per probe.
"""

import os
import shutil
import subprocess

from slidingkit.judge import JudgeError
from slidingkit.judge.run import MiB


class Interpreter:
    """A Python interpreter as found by ``probe_interpreter``; ``implementation`` is
    ``sys.implementation.name`` ('cpython', 'pypy', ...)."""

    def __init__(
        self, executable: str, name: str, implementation: str, startup_vm_peak_bytes: int
    ) -> None:
        self.executable = executable
        self.name = name
        self.implementation = implementation
        self.startup_vm_peak_bytes = startup_vm_peak_bytes


def address_space_cap(interpreter: Interpreter, memory_limit_bytes: int) -> int:
    """RLIMIT_AS for a run: the interpreter's start-up VmPeak + 4 x the limit + 4 GiB.

    RLIMIT_AS limits *virtual* size, which is not what the memory limit is about (resident
    size is), so it is a safety net that turns one enormous allocation into a MemoryError at
    once; the resident-size checks do the judging. It must never break a fair program, and
    interpreters reserve far more than they touch. Measured on the dev machine (VmPeak):

    - CPython 3.11.7: 16 MiB right after start; 272 MiB with the deep-recursion trick
      (``sys.setrecursionlimit(10**6)`` plus a thread with ``threading.stack_size(2**27)``:
      the stack and glibc's 64 MiB per-thread malloc arena are reserved, not used).
    - PyPy 7.3.11: 66 MiB right after start (``pypy3 -c pass``), but 1.3 GiB after
      ``sys.setrecursionlimit(10**6)`` alone and 2.7 GiB with the thread as well; under a
      2 GiB cap that program hangs in ``join`` after its thread fails to start.

    A cap equal to the memory limit would kill both of those fair programs, so the headroom
    is 4 GiB on top of 4 x the limit: 5.1 GiB for PyPy at 256 MB, still far below what a
    runaway ``bytearray(8 * 2**30)`` asks for.
    """
    return cap_over_startup(interpreter.startup_vm_peak_bytes, memory_limit_bytes)


def cap_over_startup(startup_vm_peak_bytes: int, memory_limit_bytes: int) -> int:
    """The cap's formula (address_space_cap says why): start-up VmPeak + 4 x limit + 4 GiB."""
    return startup_vm_peak_bytes + 4 * memory_limit_bytes + 4096 * MiB


PROBE_SCRIPT = r"""
import sys
version = '%d.%d.%d' % tuple(sys.version_info[:3])
kind = sys.implementation.name
if kind == 'pypy':
    name = 'PyPy %d.%d.%d (Python %s)' % (tuple(sys.pypy_version_info[:3]) + (version,))
elif kind == 'cpython':
    name = 'CPython ' + version
else:
    name = kind + ' ' + version
peak = 0
try:
    for line in open('/proc/self/status'):
        if line.startswith('VmPeak:'):
            peak = int(line.split()[1])
except Exception:
    pass
print(sys.executable)
print(kind)
print(name)
print(peak)
"""


def probe_interpreter(name: str) -> Interpreter:
    """Find ``name`` on PATH (or as a path), run it once, and return its real executable,
    display name and start-up VmPeak. Raises JudgeError if it is missing or not Python.
    Cost: one interpreter start-up."""
    found = shutil.which(name)
    if found is None:
        raise JudgeError("interpreter not found: %s" % name)
    try:
        completed = subprocess.run(
            [found, "-c", PROBE_SCRIPT],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise JudgeError("cannot run interpreter %s: %s" % (found, error)) from None
    lines = completed.stdout.decode("utf-8", "replace").splitlines()
    if completed.returncode != 0 or len(lines) != 4 or not lines[3].isdigit():
        raise JudgeError("%s does not look like a Python 3 interpreter" % found)
    executable, implementation, display_name, peak_kib = lines
    # sys.executable is the real binary even when `found` is a shim script (pyenv) that
    # would cost a shell start-up on every case; it can be empty in odd embeddings.
    if not executable or not os.path.isfile(executable):
        executable = found
    return Interpreter(executable, display_name, implementation, int(peak_kib) * 1024)
