"""Run one program on one input under a time and memory limit, and measure it (Linux only).

``run_program(command, input_bytes, limits)`` starts ``command`` in its own session (so its
whole process group can be killed), feeds ``input_bytes`` on stdin and closes it, drains stdout
and stderr in threads, and waits for it in the calling thread. It returns a ``RunResult``:
output, wall and CPU time, peak resident memory, exit status or signal, and why the judge
killed it ('time', 'memory', 'output' or None).

How the limits are kept:

- time: a watchdog thread kills the group once the wall clock passes the limit; CPU time
  (user + sys) comes from the child's rusage. The caller decides TLE from both.
- memory: the watchdog polls ``/proc/PID/status`` every few ms and kills the group once the
  peak resident set (VmHWM) passes the limit, so a memory hog stops early. The peak reported
  comes from ``os.wait4``'s ``ru_maxrss`` where that number is trustworthy (see
  ``peak_memory``), else from the watchdog's last sample. For CPython a generous RLIMIT_AS
  is a safety net against one huge allocation; PyPy gets none (see ``address_space_cap``).
- output: at most ``stdout_limit`` / ``stderr_limit`` bytes are kept; past that the group is
  killed (killed_for='output').

``probe_interpreter(name)`` runs an interpreter once to learn its real path (which also sees
through pyenv's shim scripts), its name ("CPython 3.11.7", "PyPy 7.3.11 (Python 3.9.16)") and
its virtual size at start-up.

Cost: the program's own run plus ~1 ms of judge overhead; the watchdog wakes every 5 ms.
"""

import os
import resource
import shutil
import signal
import subprocess
import threading
import time
from typing import List, Optional

from judge import JudgeError

MiB = 2 ** 20
POLL_INTERVAL = 0.005  # seconds between watchdog checks
STDOUT_LIMIT = 64 * MiB
STDERR_LIMIT = 1 * MiB
READ_CHUNK = 64 * 1024
PIPE_DRAIN_TIMEOUT = 2.0  # seconds to wait for pipes to close after the group was killed


class Limits:
    """What one run may use. ``address_space_cap`` is RLIMIT_AS in bytes, or None for none."""

    def __init__(self, time_limit: float, memory_limit_bytes: int,
                 address_space_cap: Optional[int] = None, stdout_limit: int = STDOUT_LIMIT,
                 stderr_limit: int = STDERR_LIMIT) -> None:
        self.time_limit = time_limit
        self.memory_limit_bytes = memory_limit_bytes
        self.address_space_cap = address_space_cap
        self.stdout_limit = stdout_limit
        self.stderr_limit = stderr_limit


class RunResult:
    """What one run did. ``exit_status`` is None when a signal ended it (see ``signal_name``)."""

    def __init__(self) -> None:
        self.stdout = b""
        self.stderr = b""
        self.wall_time = 0.0  # seconds, from start to exit
        self.cpu_time = 0.0  # seconds, user + system
        self.peak_memory_bytes = 0  # peak resident set size
        self.exit_status = None  # type: Optional[int]
        self.signal_name = None  # type: Optional[str]
        self.killed_for = None  # type: Optional[str]  # 'time', 'memory', 'output' or None


class Interpreter:
    """A Python interpreter as found by ``probe_interpreter``; ``implementation`` is
    ``sys.implementation.name`` ('cpython', 'pypy', ...)."""

    def __init__(self, executable: str, name: str, implementation: str,
                 startup_vm_peak_bytes: int) -> None:
        self.executable = executable
        self.name = name
        self.implementation = implementation
        self.startup_vm_peak_bytes = startup_vm_peak_bytes


def address_space_cap(interpreter: Interpreter, memory_limit_bytes: int) -> Optional[int]:
    """RLIMIT_AS for a run, or None for no cap.

    RLIMIT_AS limits *virtual* size, which is not what the memory limit is about (resident
    size is), so it is only a safety net that turns one enormous allocation into a
    MemoryError at once; the watchdog and ru_maxrss do the judging. It must never break a
    fair program. Measured on the dev machine (VmPeak):

    - CPython 3.11.7: 16 MiB right after start; 272 MiB with the deep-recursion trick
      (``sys.setrecursionlimit(10**6)`` plus a thread with ``threading.stack_size(2**27)``:
      the stack and glibc's 64 MiB per-thread malloc arena are reserved, not used).
    - PyPy 7.3.11: 68 MiB right after start, but 1.3 GiB after
      ``sys.setrecursionlimit(10**6)`` alone and 2.7 GiB with the thread as well; under a
      2 GiB cap that program hangs in ``join`` after its thread fails to start.

    So CPython gets its start-up size + 4 x the limit + 4 GiB (room for stacks up to a few
    GiB), and PyPy (or any other implementation) gets no cap: its reservations grow with
    settings a fair solution may use.
    """
    if interpreter.implementation != "cpython":
        return None
    return interpreter.startup_vm_peak_bytes + 4 * memory_limit_bytes + 4096 * MiB


def run_program(command: List[str], input_bytes: bytes, limits: Limits) -> RunResult:
    """Run ``command`` on ``input_bytes`` under ``limits``; see the module docstring."""
    result = RunResult()
    judge_floor_kib = reset_own_peak_memory()
    started = time.monotonic()
    try:
        process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            start_new_session=True, preexec_fn=child_setup(limits.address_space_cap))
    except (OSError, subprocess.SubprocessError) as error:
        raise JudgeError("cannot run %s: %s" % (command[0], error))
    group = ProcessGroup(process.pid)
    stdout_chunks = []  # type: List[bytes]
    stderr_chunks = []  # type: List[bytes]
    feeder = start_thread(feed_input, process.stdin, input_bytes)
    readers = [start_thread(drain, process.stdout, stdout_chunks, limits.stdout_limit, group),
               start_thread(drain, process.stderr, stderr_chunks, limits.stderr_limit, group)]
    watchdog = Watchdog(process.pid, started, limits, group)
    watchdog.start()

    # Wait for the exit without reaping, so the pid (and so the group id) stays ours
    # while the watchdog stops and any leftover members of the group are killed.
    try:
        os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOWAIT)
    except BaseException:  # Ctrl-C: the child is in its own session and would outlive us
        group.kill(None)
        raise
    result.wall_time = time.monotonic() - started
    watchdog.stop()
    group.kill(None)
    for thread in [feeder] + readers:
        thread.join(PIPE_DRAIN_TIMEOUT)
    # Reap it ourselves: Popen.wait() would reap it first and lose the rusage.
    _, status, usage = os.wait4(process.pid, 0)
    group.reaped()
    process.returncode = status_to_returncode(status)
    for pipe, thread in zip((process.stdout, process.stderr), readers):
        if not thread.is_alive():  # a pipe held open by an escaped process stays with its reader
            close_quietly(pipe)

    result.stdout = b"".join(stdout_chunks)
    result.stderr = b"".join(stderr_chunks)
    del stdout_chunks[:], stderr_chunks[:]
    result.cpu_time = usage.ru_utime + usage.ru_stime
    result.peak_memory_bytes = peak_memory(usage.ru_maxrss, judge_floor_kib,
                                           watchdog.peak_kib) * 1024
    if os.WIFSIGNALED(status):
        result.signal_name = signal_name(os.WTERMSIG(status))
    else:
        result.exit_status = os.WEXITSTATUS(status)
    result.killed_for = group.killed_for
    return result


def peak_memory(rusage_kib: int, judge_floor_kib: int, sampled_kib: int) -> int:
    """The child's peak resident size in KiB.

    Linux folds the parent's resident size at fork time into the child's ru_maxrss (the
    child starts as a copy of the judge, and exec keeps the larger mark), so ru_maxrss is
    max(judge's peak, child's peak). Above the judge's own peak it is exact; at or below it,
    it says nothing, and the watchdog's last VmHWM sample (exact for the child's own memory,
    but possibly a few ms stale) is used instead.
    """
    if rusage_kib > judge_floor_kib + 1024:  # 1 MiB margin for what Popen itself allocates
        return max(rusage_kib, sampled_kib)
    return sampled_kib


def reset_own_peak_memory() -> int:
    """Reset the judge's own VmHWM to its current resident size (so one earlier flood of
    output does not raise every later floor) and return it in KiB."""
    try:
        with open("/proc/self/clear_refs", "w") as file:
            file.write("5")
    except OSError:
        pass
    return read_status_kib(os.getpid(), "VmHWM") or 0


def read_status_kib(pid: int, field: str) -> Optional[int]:
    """A ``kB`` field of ``/proc/PID/status``, or None if the process (or its memory) is gone."""
    try:
        with open("/proc/%d/status" % pid, "rb") as file:
            for line in file:
                if line.startswith(field.encode() + b":"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return None


def child_setup(cap: Optional[int]):
    """The preexec_fn: no core dumps, and RLIMIT_AS (never above the hard limit)."""
    def setup() -> None:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if cap is not None:
            soft, hard = resource.getrlimit(resource.RLIMIT_AS)
            limit = cap if hard == resource.RLIM_INFINITY else min(cap, hard)
            resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    return setup


class ProcessGroup:
    """Kills the child's process group, remembering the first reason given, and never after
    the reap (after which the group id could belong to someone else)."""

    def __init__(self, pgid: int) -> None:
        self.pgid = pgid
        self.killed_for = None  # type: Optional[str]
        self.lock = threading.Lock()
        self.is_reaped = False

    def kill(self, reason: Optional[str]) -> None:
        with self.lock:
            if self.is_reaped:
                return
            if reason is not None and self.killed_for is None:
                self.killed_for = reason
            try:
                os.killpg(self.pgid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass

    def reaped(self) -> None:
        with self.lock:
            self.is_reaped = True


class Watchdog(threading.Thread):
    """Kills the group when the wall clock or the peak resident size passes the limit;
    remembers the largest VmHWM it saw (KiB)."""

    def __init__(self, pid: int, started: float, limits: Limits, group: ProcessGroup) -> None:
        super().__init__(daemon=True)
        self.pid = pid
        self.started = started
        self.limits = limits
        self.group = group
        self.peak_kib = 0
        self.stopping = threading.Event()

    def run(self) -> None:
        memory_limit_kib = self.limits.memory_limit_bytes // 1024
        while True:
            peak = read_status_kib(self.pid, "VmHWM")
            if peak is not None:
                self.peak_kib = max(self.peak_kib, peak)
                if peak > memory_limit_kib:
                    self.group.kill("memory")
                    return
            if time.monotonic() - self.started > self.limits.time_limit:
                self.group.kill("time")
                return
            if self.stopping.wait(POLL_INTERVAL):
                return

    def stop(self) -> None:
        self.stopping.set()
        self.join()


def start_thread(target, *args) -> threading.Thread:
    thread = threading.Thread(target=target, args=args, daemon=True)
    thread.start()
    return thread


def feed_input(pipe, data: bytes) -> None:
    """Write all of ``data`` then close; a child that exits without reading is fine."""
    try:
        pipe.write(data)
    except OSError:  # BrokenPipeError included
        pass
    close_quietly(pipe)


def drain(pipe, chunks: List[bytes], limit: int, group: ProcessGroup) -> None:
    """Read ``pipe`` to EOF into ``chunks``; past ``limit`` bytes kill the group and stop."""
    received = 0
    descriptor = pipe.fileno()
    while True:
        try:
            chunk = os.read(descriptor, READ_CHUNK)
        except OSError:
            return
        if not chunk:
            return
        if received + len(chunk) > limit:
            chunks.append(chunk[:limit - received])
            group.kill("output")
            return
        chunks.append(chunk)
        received += len(chunk)


def close_quietly(pipe) -> None:
    try:
        pipe.close()
    except OSError:
        pass


def status_to_returncode(status: int) -> int:
    """Popen's convention: the exit code, or minus the signal number."""
    if os.WIFSIGNALED(status):
        return -os.WTERMSIG(status)
    return os.WEXITSTATUS(status)


def signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return "signal %d" % number


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
        completed = subprocess.run([found, "-c", PROBE_SCRIPT], stdin=subprocess.DEVNULL,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise JudgeError("cannot run interpreter %s: %s" % (found, error))
    lines = completed.stdout.decode("utf-8", "replace").splitlines()
    if completed.returncode != 0 or len(lines) != 4 or not lines[3].isdigit():
        raise JudgeError("%s does not look like a Python 3 interpreter" % found)
    executable, implementation, display_name, peak_kib = lines
    # sys.executable is the real binary even when `found` is a shim script (pyenv) that
    # would cost a shell start-up on every case; it can be empty in odd embeddings.
    if not executable or not os.path.isfile(executable):
        executable = found
    return Interpreter(executable, display_name, implementation, int(peak_kib) * 1024)
