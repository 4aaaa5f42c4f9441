"""Run one program on one input under limits, and measure it (Linux only).

``run_program(command, input_bytes, limits)`` starts ``command`` in its own session (so its
whole process group can be killed), under its rlimits (through util-linux's prlimit(1), which
spares a copy of the judge; from a fork where prlimit is missing or in a sandbox), feeds
``input_bytes`` on stdin and then closes it (a program that reads past the end sees EOF), reads
stdout and stderr, and returns a ``RunResult``: output, wall and CPU time, peak resident memory,
exit status or signal, the largest number of processes seen, and why the judge killed it
('time', 'idle', 'wall', 'memory', 'output', 'processes' or None).

One loop in the calling thread does all the I/O (non-blocking pipes and a selector) and, every
5 ms, checks the limits; a helper thread only waits for the exit and wakes the loop. How the
limits are kept:

- time, as real judges keep it: the group is killed ('time') once its CPU time (user +
  system, read from ``/proc/PID/stat``: the program and its processes together, reaped
  children included) passes the time limit, so other processes sharing the CPU cost a program
  wall-clock time but not CPU time. The final CPU time is the larger of that figure and
  ``os.wait4``'s rusage (which only ever grows), so a run killed for time always reports more than
  the limit.
  RLIMIT_CPU (the limit rounded up, plus 1 s, per process) is a backstop for a judge that
  cannot poll; each process's CPU time is part of the tree's, so it never fires first.
- idleness: a run is running while its CPU time grows or one of its processes is runnable
  (state R: on a CPU, or waiting for one); it is idle otherwise (asleep, blocked on a pipe or
  a lock). Once it has been idle for ``Limits.idle_limit`` seconds in a row (by default
  ``default_idle_limit``), and a last look at every thread finds none runnable, the group is
  killed ('idle'); ``RunResult.idle_time`` says how long it had not run. A program waiting for
  a CPU that other processes hold is runnable, so a busy machine never makes it idle.
- wall clock: a hard cap (``Limits.wall_limit``, by default ``default_wall_limit``, a large
  multiple of the time limit) ends every run, whatever it does ('wall'); it only fires for a
  run that keeps running without reaching its CPU limit, such as one starved of CPU on an
  overloaded machine.
- memory: the loop reads ``VmHWM`` from ``/proc/PID/status`` and kills the group once the
  peak resident set passes the limit, so a memory hog stops early. The input is held back
  until the program is found asleep on two looks in a row (typically: blocked reading its
  input, its libraries loaded) or exits, or ``FEED_WAIT`` passed, and ``VmHWM`` is read just
  before it is fed: a program that reads its input has a sample however short its run. It
  is read again whenever output arrives (programs often print last). The peak reported is
  the largest of the samples and, where it is trustworthy (see ``peak_memory``),
  ``os.wait4``'s ``ru_maxrss``. RLIMIT_AS (see ``judge.interpreters.address_space_cap``) turns
  one enormous allocation into a MemoryError at once.
- output: at most ``stdout_limit`` / ``stderr_limit`` bytes are kept; past that the group is
  killed (killed_for='output', the verdict OLE).
- processes: the loop walks the program's descendants (``/proc/PID/task/TID/children``) and
  kills the group once more than ``process_limit`` are alive at once. RLIMIT_NPROC is not
  used: it counts every process of the user (the judge's, the shell's, other cases' under
  ``-j``), and root ignores it entirely.
- leftovers: each run gets a token in its environment (``JUDGE_RUN_TOKEN``), inherited by
  everything it starts. When the program exits (or is killed), every process still in its
  group or its tree, and every process anywhere carrying the token (a grandchild that left
  the session with ``setsid``), is killed; the pipes are read for at most ``DRAIN_GRACE``
  more seconds, so a pipe held open by an escaped process that also scrubbed its environment
  costs that much, never a hang.

Cost: the program's own run plus O(1) of judge work per wake-up; the loop wakes every
POLL_INTERVAL (one or two small ``/proc`` reads per live process of the program), and every
FEED_POLL_INTERVAL (one read) until the input is fed.
"""

import itertools
import math
import os
import selectors
import signal
import subprocess
import threading
import time
from typing import IO, Callable, Dict, List, Optional, Set, Tuple

from slidingkit.judge import JudgeError, launch, sandbox
from slidingkit.oracle import shared_tables

MiB = 2**20
POLL_INTERVAL = 0.005  # seconds between limit checks
FEED_POLL_INTERVAL = 0.0005  # seconds between looks at the program's state until it is fed
FEED_WAIT = 0.05  # seconds at most the input waits for the program to sleep or exit
STDOUT_LIMIT = 64 * MiB
STDERR_LIMIT = 1 * MiB
PROCESS_LIMIT = 16  # processes of one run alive at once, the program itself included
READ_CHUNK = 64 * 1024
IDLE_LIMIT_FACTOR = 2.0  # the default idle limit: at least twice the time limit ...
IDLE_LIMIT_SLACK = 1.0  # ... and at least the time limit plus this many seconds
# PyPy's GC nursery, where new objects live until a minor collection, is by default half the
# CPU's last-level cache: a program's peak memory would then depend on the machine (some virtual
# machines report caches of hundreds of MB). Every run gets PyPy's own fallback size instead,
# unless the judge's environment names one; only PyPy reads the variable.
PYPY_NURSERY = ("PYPY_GC_NURSERY", "4M")
WALL_LIMIT_FACTOR = 10.0  # the default wall-clock cap: at least ten times the time limit ...
WALL_LIMIT_FLOOR = 10.0  # ... and at least this many seconds
DRAIN_GRACE = 0.5  # seconds to keep reading the pipes after the program exited
SWEEP_TIMEOUT = 2.0  # seconds to spend killing leftovers before giving up on them
TOKEN_VARIABLE = "JUDGE_RUN_TOKEN"
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")

_run_numbers = itertools.count(1)
_live_trees = set()  # type: Set[ProcessTree]  # the runs in progress (see kill_all_runs)
_live_trees_lock = threading.Lock()
_kill_calls = [0]  # how many times kill_all_runs ran: a run starting meanwhile is killed too


def default_idle_limit(time_limit: float) -> float:
    """The idle limit when none is given: max(2 x the time limit, the time limit + 1 s)."""
    return max(IDLE_LIMIT_FACTOR * time_limit, time_limit + IDLE_LIMIT_SLACK)


def default_wall_limit(time_limit: float) -> float:
    """The wall-clock cap when none is given: max(10 x the time limit, 10 s)."""
    return max(WALL_LIMIT_FACTOR * time_limit, WALL_LIMIT_FLOOR)


class Limits:
    """What one run may use. ``time_limit`` is CPU seconds; ``idle_limit`` seconds in a row
    without running (None: ``default_idle_limit``); ``wall_limit`` the wall-clock cap in
    seconds (None: ``default_wall_limit``); ``address_space_cap`` is RLIMIT_AS in bytes, or
    None. A time, idle or wall limit that is not a finite number above 0 is a JudgeError: an
    endless limit would let a run go on for ever."""

    def __init__(
        self,
        time_limit: float,
        memory_limit_bytes: int,
        address_space_cap: Optional[int] = None,
        stdout_limit: int = STDOUT_LIMIT,
        stderr_limit: int = STDERR_LIMIT,
        process_limit: int = PROCESS_LIMIT,
        wall_limit: Optional[float] = None,
        idle_limit: Optional[float] = None,
        helpers: int = 0,
    ) -> None:
        self.time_limit = time_limit
        self.idle_limit = default_idle_limit(time_limit) if idle_limit is None else idle_limit
        self.wall_limit = default_wall_limit(time_limit) if wall_limit is None else wall_limit
        for name, seconds in (
            ("time", self.time_limit),
            ("idle", self.idle_limit),
            ("wall", self.wall_limit),
        ):
            if not (seconds > 0 and math.isfinite(seconds)):  # nan fails both
                raise JudgeError(
                    "the %s limit must be a finite number of seconds above 0, got %r"
                    % (name, seconds)
                )
        self.memory_limit_bytes = memory_limit_bytes
        self.address_space_cap = address_space_cap
        self.stdout_limit = stdout_limit
        self.stderr_limit = stderr_limit
        self.process_limit = process_limit
        self.helpers = helpers  # a sandbox's processes around the program (judge.sandbox)


class RunResult:
    """What one run did. ``exit_status`` is None when a signal ended it (see ``signal_name``)."""

    def __init__(self) -> None:
        self.stdout = b""
        self.stderr = b""
        self.wall_time = 0.0  # seconds, from start to exit
        self.cpu_time = 0.0  # seconds, user + system of the whole tree: what decides TLE
        self.peak_memory_bytes = 0  # peak resident set size
        self.exit_status = None  # type: Optional[int]
        self.signal_name = None  # type: Optional[str]
        # 'time' (CPU), 'idle' (not running), 'wall' (the wall-clock cap), 'memory', 'output',
        # 'processes' or None
        self.killed_for = None  # type: Optional[str]
        self.idle_time = 0.0  # seconds it had not run when it was killed (idle or wall)
        self.peak_processes = 1  # the most processes of the run seen alive at once
        self.leftovers = 0  # processes still alive after the program exited (all killed)


def run_program(
    command: List[str],
    input_bytes: bytes,
    limits: Limits,
    variables: Optional[Dict[str, str]] = None,
) -> RunResult:
    """Run ``command`` on ``input_bytes`` under ``limits``, with ``variables`` added to its
    environment; see the module docstring."""
    result = RunResult()
    token = "%d.%d.%d" % (os.getpid(), next(_run_numbers), time.monotonic_ns())
    judge_floor_kib = reset_own_peak_memory()
    started = time.monotonic()
    process, tree = start_program(command, limits, token, variables)
    try:
        exit_time = exchange(process, tree, input_bytes, limits, started, result)
        result.wall_time = exit_time - started
        # Reap it ourselves: Popen.wait() would reap it first and lose the rusage.
        _, status, usage = os.wait4(process.pid, 0)
        tree.reaped()
        if result.leftovers:
            tree.sweep()  # a last look, now that the group id is gone: the token still works
    except BaseException:  # Ctrl-C: the program is in its own session and would outlive us
        tree.kill(None)
        tree.sweep()
        raise
    finally:
        with _live_trees_lock:
            _live_trees.discard(tree)
        for pipe in (process.stdin, process.stdout, process.stderr):
            close_quietly(pipe)
    process.returncode = status_to_returncode(status)
    # rusage covers the program and the children it reaped; the polls also saw children that
    # were killed with it (reaped by someone else). The larger is never below a figure that
    # made the judge kill it for time.
    result.cpu_time = max(usage.ru_utime + usage.ru_stime, tree.cpu_time)
    result.peak_memory_bytes = peak_memory(usage.ru_maxrss, judge_floor_kib, tree.peak_kib) * 1024
    if os.WIFSIGNALED(status):
        result.signal_name = signal_name(os.WTERMSIG(status))
    elif limits.helpers and 128 < os.WEXITSTATUS(status) < 128 + signal.NSIG:
        result.signal_name = signal_name(os.WEXITSTATUS(status) - 128)  # bwrap's report of it
    else:
        result.exit_status = os.WEXITSTATUS(status)
    result.killed_for = tree.killed_for
    result.idle_time = tree.idle_time
    result.peak_processes = tree.peak_processes
    return result


def start_program(
    command: List[str], limits: Limits, token: str, variables: Optional[Dict[str, str]] = None
) -> "Tuple[subprocess.Popen[bytes], ProcessTree]":
    """Start ``command`` in its own session with three pipes, ``limits``' rlimits and
    ``token``, ``variables`` and PyPy's nursery size (PYPY_NURSERY) in its environment
    (slidingkit/judge/launch.py), and register
    its ProcessTree with kill_all_runs. The oracle's shared tables (``shared_tables.VARIABLE``)
    reach only a program that ``variables`` gives them to. A program that cannot start is a
    JudgeError."""
    environment = sandbox.environment() if limits.helpers else dict(os.environ)
    environment.pop(shared_tables.VARIABLE, None)
    environment.update(variables or {})
    environment.setdefault(PYPY_NURSERY[0], os.environ.get(PYPY_NURSERY[0], PYPY_NURSERY[1]))
    environment[TOKEN_VARIABLE] = token
    with _live_trees_lock:
        kills_before = _kill_calls[0]
    try:
        process = launch.start(
            command, environment, limits.time_limit, limits.address_space_cap, limits.helpers > 0
        )
        tree = ProcessTree(process.pid, token)
        with _live_trees_lock:
            _live_trees.add(tree)
            killed_meanwhile = _kill_calls[0] != kills_before
    except JudgeError:
        raise
    except BaseException:  # Ctrl-C before the run is known to kill_all_runs: what started
        kill_carriers(tree_token(token))  # carries the token
        raise
    if killed_meanwhile:  # kill_all_runs ran while it started, before it could see it
        tree.kill(None)
    return process, tree


def exchange(
    process: "subprocess.Popen[bytes]",
    tree: "ProcessTree",
    input_bytes: bytes,
    limits: Limits,
    started: float,
    result: RunResult,
) -> float:
    """Feed stdin, read stdout and stderr, check the limits every POLL_INTERVAL, and return
    the monotonic time the program exited. Kills the tree as soon as the program exits."""
    return Exchange(process, tree, input_bytes, limits, started).run(result)


class Exchange:
    """The I/O loop of one run and its state. Each turn of ``run`` either tends the running
    program (``feed_when_ready``, ``check_limits``) or, once a helper thread saw it exit
    (``after_exit``), drains the pipes for at most DRAIN_GRACE (``drain_time_left``); then it
    waits on the pipes and handles what is ready (``write_input``, ``read_output``)."""

    def __init__(
        self,
        process: "subprocess.Popen[bytes]",
        tree: "ProcessTree",
        input_bytes: bytes,
        limits: Limits,
        started: float,
    ) -> None:
        stdin, stdout, stderr = process.stdin, process.stdout, process.stderr
        assert stdin is not None and stdout is not None and stderr is not None  # three PIPEs
        self.process = process
        self.tree = tree
        self.limits = limits
        self.started = started
        self.exited = {}  # type: Dict[str, float]  # "time": when it exited (the helper thread)
        self.wake_read, self.wake_write = os.pipe()  # the helper thread wakes the loop
        self.selector = selectors.DefaultSelector()
        self.outputs = {}  # type: Dict[int, Tuple[List[bytes], int]]  # open pipes only
        self.received = {}  # type: Dict[int, int]  # bytes read from each output pipe
        self.stdout_chunks = []  # type: List[bytes]
        self.stderr_chunks = []  # type: List[bytes]
        for pipe, chunks, limit in (
            (stdout, self.stdout_chunks, limits.stdout_limit),
            (stderr, self.stderr_chunks, limits.stderr_limit),
        ):
            os.set_blocking(pipe.fileno(), False)
            self.selector.register(pipe.fileno(), selectors.EVENT_READ)
            self.outputs[pipe.fileno()] = (chunks, limit)
            self.received[pipe.fileno()] = 0
        self.selector.register(self.wake_read, selectors.EVENT_READ)
        self.stdin_fd = stdin.fileno()
        self.pending = memoryview(input_bytes)  # the input not written yet
        self.fed = False  # the input is held back until the program sleeps or exits (or FEED_WAIT)
        self.asleep = 0  # consecutive looks that found it waiting (two: not a passing wait)
        self.exit_seen = False
        self.next_check = started
        self.leftovers = 0  # processes found alive when it exited (all killed)

    def run(self, result: RunResult) -> float:
        """The loop, until the pipes are drained after the exit; fills in ``result``'s output
        and leftovers and returns the monotonic time the program exited."""
        waiter = threading.Thread(
            target=wait_for_exit, args=(self.process.pid, self.exited, self.wake_write), daemon=True
        )
        waiter.start()
        try:
            while True:
                now = time.monotonic()
                self.after_exit()
                if self.exit_seen:
                    timeout = self.drain_time_left(now)
                    if timeout is None:
                        break
                else:
                    self.feed_when_ready(now)
                    self.check_limits(now)
                    timeout = self.select_timeout(now)
                for key, _ in self.selector.select(timeout):
                    self.handle(key.fd)
        finally:
            self.selector.close()
            os.close(self.wake_read)
        waiter.join()
        os.close(self.wake_write)
        result.leftovers = self.leftovers
        result.stdout = b"".join(self.stdout_chunks)[: self.limits.stdout_limit]
        result.stderr = b"".join(self.stderr_chunks)[: self.limits.stderr_limit]
        return self.exited["time"]

    def after_exit(self) -> None:
        """Once the helper thread has seen the exit (the first time only): kill what the
        program left running and count it."""
        if "time" in self.exited and not self.exit_seen:
            self.exit_seen = True
            # Whatever it started goes with it, and so the pipes reach EOF. In a sandbox its
            # PID namespace ends with it: what is left is the sandbox's own teardown.
            swept = self.tree.sweep()
            self.leftovers = 0 if self.limits.helpers else swept

    def drain_time_left(self, now: float) -> Optional[float]:
        """After the exit: how long to wait for more output, or None once every output pipe
        reached EOF (or was closed at its limit) or DRAIN_GRACE has passed since the exit."""
        if len(self.outputs) == 0 or now > self.exited["time"] + DRAIN_GRACE:
            return None
        return self.exited["time"] + DRAIN_GRACE - now

    def feed_when_ready(self, now: float) -> None:
        """Until the input is fed: look at the program; once it was found waiting on two looks
        in a row (or FEED_WAIT passed since the start), sample its memory, count it active
        from now, and start writing the input (or close stdin at once if there is none)."""
        if self.fed:
            return
        self.asleep = self.asleep + 1 if self.tree.waiting() else 0
        if self.asleep < 2 and now - self.started < FEED_WAIT:
            return
        # A sample of its memory while it surely lives, then its input.
        self.tree.sample_memory(self.limits)
        self.tree.last_active = now
        self.fed = True
        if self.pending:
            os.set_blocking(self.stdin_fd, False)
            self.selector.register(self.stdin_fd, selectors.EVENT_WRITE)
        else:
            close_quietly(self.process.stdin)

    def check_limits(self, now: float) -> None:
        """Every POLL_INTERVAL (the first time at the start): one look at the tree, which kills
        it when a limit is passed."""
        if now >= self.next_check:
            self.tree.check(self.limits, self.started, now)
            self.next_check = now + POLL_INTERVAL

    def select_timeout(self, now: float) -> float:
        """While it runs: how long to wait on the pipes, up to the next limit check, and at most
        FEED_POLL_INTERVAL until the input is fed."""
        timeout = max(0.0, self.next_check - now)
        if not self.fed:
            timeout = min(timeout, FEED_POLL_INTERVAL)
        return timeout

    def handle(self, descriptor: int) -> None:
        """A ready descriptor: the helper thread's wake-up (stop watching it), stdin (write
        more input), or an output pipe (read it)."""
        if descriptor == self.wake_read:
            self.selector.unregister(self.wake_read)
        elif descriptor == self.stdin_fd:
            self.write_input()
        else:
            self.read_output(descriptor)

    def write_input(self) -> None:
        """Write what stdin takes now; once all is written (or the pipe closed), close stdin so
        that the program sees EOF."""
        self.pending = feed(self.stdin_fd, self.pending)
        if not self.pending:
            self.selector.unregister(self.stdin_fd)
            close_quietly(self.process.stdin)

    def read_output(self, descriptor: int) -> None:
        """Read what an output pipe holds; at EOF stop watching it, and past its limit also
        kill the tree ('output')."""
        chunks, limit = self.outputs[descriptor]
        if not self.exit_seen:  # output often comes last: a late look at its memory
            self.tree.sample_memory(self.limits)
        if not drain(descriptor, chunks, limit, self.received):
            self.selector.unregister(descriptor)
            del self.outputs[descriptor]
            if self.received[descriptor] > limit:
                self.tree.kill("output")


def wait_for_exit(pid: int, exited: Dict[str, float], wake: int) -> None:
    """Wait for the exit without reaping, so the pid (and so the group id) stays ours while
    leftovers are killed; then record the time and wake the I/O loop."""
    while True:
        try:
            os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT)
            break
        except InterruptedError:
            continue
        except ChildProcessError:
            break
    exited["time"] = time.monotonic()
    try:
        os.write(wake, b"x")
    except OSError:
        pass


def feed(descriptor: int, pending: memoryview) -> memoryview:
    """Write what the pipe takes now; the rest is returned. A closed pipe takes nothing more."""
    try:
        written = os.write(descriptor, pending[:READ_CHUNK])
    except BlockingIOError:
        return pending
    except OSError:  # BrokenPipeError: the program exited or closed stdin without reading
        return pending[:0]
    return pending[written:]


def drain(descriptor: int, chunks: List[bytes], limit: int, received: Dict[int, int]) -> bool:
    """Read what is there; False at EOF or once more than ``limit`` bytes came."""
    try:
        chunk = os.read(descriptor, READ_CHUNK)
    except BlockingIOError:
        return True
    except OSError:
        return False
    if not chunk:
        return False
    received[descriptor] += len(chunk)
    if received[descriptor] > limit:
        chunks.append(chunk)
        return False
    chunks.append(chunk)
    return True


def peak_memory(rusage_kib: int, judge_floor_kib: int, sampled_kib: int) -> int:
    """The child's peak resident size in KiB.

    Linux folds the parent's resident size into the child's ru_maxrss (the child starts in
    the judge's memory, a copy after a fork and the judge's own after vfork, and exec keeps
    the larger mark), so ru_maxrss is
    max(judge's peak, child's peak). Above the judge's own peak it is exact; at or below it,
    it says nothing, and the largest VmHWM sample (the child's own memory, taken while it
    lived: exact, or a little under its final peak) is used instead.
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


def read_stat(pid: int) -> Optional[Tuple[str, int, float]]:
    """(state, start time in ticks, CPU seconds of the process and its reaped children) from
    ``/proc/PID/stat``, or None if it is gone."""
    try:
        with open("/proc/%d/stat" % pid, "rb") as file:
            fields = file.read().rsplit(b")", 1)[1].split()
    except (OSError, IndexError):
        return None
    # fields[0] is field 3 of proc(5): state; utime..cstime are 14..17, starttime is 22.
    try:
        ticks = int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])
        return fields[0].decode(), int(fields[19]), ticks / CLOCK_TICKS
    except (IndexError, ValueError):
        return None


def read_children(pid: int) -> List[int]:
    """The pids whose parent is ``pid`` (every thread's ``children`` file)."""
    found = []  # type: List[int]
    try:
        threads = os.listdir("/proc/%d/task" % pid)
    except OSError:
        return found
    for thread in threads:
        try:
            with open("/proc/%d/task/%s/children" % (pid, thread), "rb") as file:
                found.extend(int(word) for word in file.read().split())
        except (OSError, ValueError):
            pass
    return found


def carries_token(pid: int, token: bytes) -> bool:
    try:
        with open("/proc/%d/environ" % pid, "rb") as file:
            return token in file.read().split(b"\0")
    except OSError:
        return False


def tree_token(token: str) -> bytes:
    """The environment entry that marks every process of the run ``token``."""
    return (TOKEN_VARIABLE + "=" + token).encode()


def carriers(entry: bytes) -> List[int]:
    """Every live process (but the judge) whose environment holds ``entry``."""
    pids = []
    own = os.getpid()
    for name in os.listdir("/proc"):
        if name.isdigit() and int(name) != own and carries_token(int(name), entry):
            pids.append(int(name))
    return pids


def kill_carriers(entry: bytes) -> None:
    for pid in carriers(entry):
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


class ProcessTree:
    """Every process of one run: the program (leader of its own session and group), what it
    started (tracked by pid and start time, so a reused pid is never mistaken for one of
    ours) and, at the end, whatever carries the run's token. Kills remember the first reason
    given; the group is never signalled after the reap (its id could be someone else's)."""

    def __init__(self, pid: int, token: str) -> None:
        self.pid = pid
        self.token = tree_token(token)
        self.known = {}  # type: Dict[int, int]  # pid -> start time in ticks
        self.killed_for = None  # type: Optional[str]
        self.peak_kib = 0  # the largest VmHWM of the program seen
        self.peak_processes = 1
        self.cpu_time = 0.0  # the largest CPU time of the tree seen, seconds
        self.last_cpu = 0.0  # the tree's CPU time at the last look
        self.last_active = time.monotonic()  # when it was last seen running
        self.idle_time = 0.0  # seconds it had not run, when killed for idleness or the cap
        self.lock = threading.Lock()
        self.is_reaped = False
        stat = read_stat(pid)
        if stat is not None:
            self.known[pid] = stat[1]

    def check(self, limits: Limits, started: float, now: float) -> None:
        """One look at the tree: kill it if a limit is passed."""
        if self.sample_memory(limits):
            return
        alive, cpu, running = self.walk()
        self.peak_processes = max(self.peak_processes, alive - limits.helpers)
        self.cpu_time = max(self.cpu_time, cpu)
        if running or cpu != self.last_cpu:
            self.last_active, self.last_cpu = now, cpu
        if alive - limits.helpers > limits.process_limit:
            self.kill("processes")
        elif cpu > limits.time_limit:
            self.kill("time")
        elif now - started > limits.wall_limit:
            self.idle_time = now - self.last_active
            self.kill("wall")
        elif now - self.last_active > limits.idle_limit:
            if self.any_thread_runnable():  # a thread computes while the main one waits
                self.last_active = now
            else:
                self.idle_time = now - self.last_active
                self.kill("idle")

    def sample_memory(self, limits: Limits) -> bool:
        """Read the program's VmHWM (in a sandbox, the largest of its tree's: the leader is
        bwrap); kill the group and return True when it passed the limit."""
        pids = list(self.known) if limits.helpers else [self.pid]
        peaks = [read_status_kib(pid, "VmHWM") for pid in pids]
        peak = max((kib for kib in peaks if kib is not None), default=None)
        if peak is None:
            return False
        self.peak_kib = max(self.peak_kib, peak)
        if peak * 1024 > limits.memory_limit_bytes:
            self.kill("memory")
            return True
        return False

    def waiting(self) -> bool:
        """Whether the program is asleep (as when it waits for its input), stopped or gone:
        neither runnable (R) nor in a disk wait (D, still loading)."""
        stat = read_stat(self.pid)
        return stat is None or stat[0] not in ("R", "D")

    def walk(self) -> Tuple[int, float, bool]:
        """Follow the tree from every known process; (processes alive, their CPU seconds,
        whether one of them is runnable)."""
        alive, cpu, running = 0, 0.0, False
        queue = list(self.known)
        seen = set(queue)
        while queue:
            pid = queue.pop()
            stat = read_stat(pid)
            if stat is None or stat[1] != self.known.get(pid, stat[1]):
                self.known.pop(pid, None)  # gone, and the pid may already be someone else's
                continue
            self.known[pid] = stat[1]
            if stat[0] in ("Z", "X"):
                continue
            alive += 1
            cpu += stat[2]
            running = running or stat[0] == "R"
            for child in read_children(pid):
                if child not in seen:
                    seen.add(child)
                    queue.append(child)
        return alive, cpu, running

    def any_thread_runnable(self) -> bool:
        """Whether a thread of a known process is runnable (``walk`` sees main threads only)."""
        for pid in list(self.known):
            try:
                threads = os.listdir("/proc/%d/task" % pid)
            except OSError:
                continue
            for thread in threads:
                try:
                    with open("/proc/%d/task/%s/stat" % (pid, thread), "rb") as file:
                        if file.read().rsplit(b")", 1)[1].split()[0] == b"R":
                            return True
                except (OSError, IndexError):
                    pass
        return False

    def kill(self, reason: Optional[str]) -> None:
        """SIGKILL the group and every known process still alive."""
        with self.lock:
            if reason is not None and self.killed_for is None:
                self.killed_for = reason
            if not self.is_reaped:
                try:
                    os.killpg(self.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
            for pid, start in list(self.known.items()):
                if pid != self.pid:
                    self.kill_if_same(pid, start)

    def kill_if_same(self, pid: int, start: int) -> None:
        stat = read_stat(pid)
        if stat is not None and stat[1] == start:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass

    def sweep(self) -> int:
        """Kill, until none is left (or SWEEP_TIMEOUT passed), every process of the run but
        the program itself: the group, the tree, and anything carrying the token. Returns how
        many distinct processes were found alive."""
        found = set()
        deadline = time.monotonic() + SWEEP_TIMEOUT
        while True:
            self.walk()
            for pid in self.with_token():
                if pid not in self.known:
                    stat = read_stat(pid)
                    if stat is not None:
                        self.known[pid] = stat[1]
            alive = [pid for pid in self.known if pid != self.pid and is_alive(pid)]
            found.update(alive)
            if not alive or time.monotonic() > deadline:
                return len(found)
            self.kill(None)
            time.sleep(0.002)

    def with_token(self) -> List[int]:
        """Every live process whose environment carries this run's token."""
        return carriers(self.token)

    def reaped(self) -> None:
        with self.lock:
            self.is_reaped = True
            self.known.pop(self.pid, None)


def is_alive(pid: int) -> bool:
    stat = read_stat(pid)
    return stat is not None and stat[0] not in ("Z", "X")


def kill_all_runs() -> None:
    """Kill every run still in progress (on Ctrl-C, from the main thread, under ``-j``), and
    each run that was starting meanwhile, as soon as it has started."""
    with _live_trees_lock:
        _kill_calls[0] += 1
        trees = list(_live_trees)
    for tree in trees:
        tree.kill(None)


def close_quietly(pipe: Optional[IO[bytes]]) -> None:
    try:
        if pipe is not None:
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
