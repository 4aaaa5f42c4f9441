"""slidingkit/judge/run.py's I/O loop, the Exchange, one step at a time.

What it proves: each step of the loop (feeding the input when the program waits, checking the
limits every poll interval, the select time-out, the sweep after the exit, the drain grace, writing
the input, reading the output up to its cap, handling a wake-up, the whole run) does what the
module docstring says, driven by hand on a real process (cat, or a tiny Python program) with a
stand-in for its ProcessTree that records what the loop asks of it.
"""

import os
import subprocess
import sys
import time
from typing import Iterator, List, Optional, cast

import pytest

from slidingkit.judge.run import (
    DRAIN_GRACE,
    FEED_POLL_INTERVAL,
    FEED_WAIT,
    POLL_INTERVAL,
    Exchange,
    Limits,
    ProcessTree,
    RunResult,
    _live_trees,
    _live_trees_lock,
    start_program,
)


class FakeTree:
    """Stands in for the ProcessTree: ``waiting`` answers from ``looks`` (then True), and every
    call is recorded in ``calls``."""

    def __init__(self, looks=()) -> None:
        self.looks = list(looks)
        self.calls = []  # type: List[object]
        self.last_active = 0.0

    def waiting(self) -> bool:
        self.calls.append("waiting")
        return self.looks.pop(0) if self.looks else True

    def sample_memory(self, limits: Limits) -> bool:
        self.calls.append("sample_memory")
        return False

    def check(self, limits: Limits, started: float, now: float) -> None:
        self.calls.append(("check", now))

    def sweep(self) -> int:
        self.calls.append("sweep")
        return 2

    def kill(self, reason: Optional[str]) -> None:
        self.calls.append(("kill", reason))


class Started:
    """A program with three pipes and an Exchange on it; ``close`` ends both."""

    def __init__(self, command, input_bytes=b"", tree=None, started=100.0, **limits) -> None:
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        self.tree = FakeTree() if tree is None else tree
        self.limits = Limits(2.0, 64 * 2**20, **limits)
        stand_in = cast(ProcessTree, self.tree)  # FakeTree has what Exchange uses of a tree
        self.exchange = Exchange(self.process, stand_in, input_bytes, self.limits, started)

    def outputs(self):
        assert self.process.stdout is not None and self.process.stderr is not None
        return self.process.stdout.fileno(), self.process.stderr.fileno()

    def close(self) -> None:
        self.process.kill()
        self.process.wait()
        for pipe in (self.process.stdin, self.process.stdout, self.process.stderr):
            if pipe is not None:
                pipe.close()
        self.exchange.selector.close()
        for descriptor in (self.exchange.wake_read, self.exchange.wake_write):
            try:
                os.close(descriptor)
            except OSError:
                pass


@pytest.fixture
def start() -> Iterator:
    """start(command, input_bytes, tree=..., started=..., **limits) -> Started; closed after."""
    made = []  # type: List[Started]

    def make(command, input_bytes=b"", **options) -> Started:
        made.append(Started(command, input_bytes, **options))
        return made[-1]

    yield make
    for each in made:
        each.close()


def watched(exchange: Exchange, descriptor: int) -> bool:
    try:
        exchange.selector.get_key(descriptor)
    except KeyError:
        return False
    return True


def test_exchange_feed_when_ready__holds_the_input_until_two_looks_in_a_row_find_it_waiting(start):
    tree = FakeTree(looks=[True, False, True, True])
    run = start(["cat"], b"1 2\n", tree=tree, started=100.0)
    exchange = run.exchange
    for now in (100.001, 100.002, 100.003):  # waiting, running (starts over), waiting
        exchange.feed_when_ready(now)
        assert not exchange.fed and not watched(exchange, exchange.stdin_fd)
    exchange.feed_when_ready(100.004)  # waiting again: two looks in a row
    assert exchange.fed and watched(exchange, exchange.stdin_fd)
    assert tree.calls.count("sample_memory") == 1 and tree.last_active == 100.004
    exchange.feed_when_ready(100.005)  # fed: no more looks
    assert tree.calls.count("waiting") == 4


def test_exchange_feed_when_ready__feeds_a_busy_program_once_feed_wait_passed(start):
    tree = FakeTree(looks=[False] * 10)
    exchange = start(["cat"], b"1 2\n", tree=tree, started=0.0).exchange
    exchange.feed_when_ready(FEED_WAIT / 2)
    assert not exchange.fed
    exchange.feed_when_ready(FEED_WAIT)  # FEED_WAIT after the start, to the bit
    assert exchange.fed and watched(exchange, exchange.stdin_fd)


def test_exchange_feed_when_ready__no_input_closes_stdin_at_once(start):
    run = start(["cat"], b"", tree=FakeTree(looks=[True, True]))
    run.exchange.feed_when_ready(100.001)
    run.exchange.feed_when_ready(100.002)
    assert run.exchange.fed and not watched(run.exchange, run.exchange.stdin_fd)
    assert run.process.stdin is not None and run.process.stdin.closed


def test_exchange_check_limits__at_the_start_then_every_poll_interval(start):
    run = start(["cat"], started=100.0)
    for now in (100.0, 100.0 + POLL_INTERVAL / 2, 100.0 + POLL_INTERVAL * 1.5):
        run.exchange.check_limits(now)
    assert run.tree.calls == [("check", 100.0), ("check", 100.0 + POLL_INTERVAL * 1.5)]
    assert run.exchange.next_check == pytest.approx(100.0 + POLL_INTERVAL * 2.5)


def test_exchange_select_timeout__up_to_the_next_check_and_short_until_fed(start):
    exchange = start(["cat"], started=100.0).exchange
    exchange.next_check = 100.004
    assert exchange.select_timeout(100.0) == FEED_POLL_INTERVAL
    exchange.fed = True
    assert exchange.select_timeout(100.0) == pytest.approx(0.004)
    assert exchange.select_timeout(100.01) == 0.0  # a check overdue: no wait


def test_exchange_after_exit__sweeps_once_when_the_exit_is_first_seen(start):
    run = start(["cat"])
    run.exchange.after_exit()
    assert not run.exchange.exit_seen and run.tree.calls == []
    run.exchange.exited["time"] = 100.5
    run.exchange.after_exit()
    run.exchange.after_exit()
    assert run.exchange.exit_seen and run.tree.calls == ["sweep"]
    assert run.exchange.leftovers == 2


def test_exchange_drain_time_left__the_grace_after_the_exit_until_the_pipes_close(start):
    exchange = start(["cat"]).exchange
    exchange.exited["time"] = 100.0
    assert exchange.drain_time_left(100.0) == DRAIN_GRACE
    assert exchange.drain_time_left(100.0 + DRAIN_GRACE) == 0.0
    assert exchange.drain_time_left(100.0 + DRAIN_GRACE + 0.001) is None
    exchange.outputs.clear()  # both pipes reached EOF
    assert exchange.drain_time_left(100.0) is None


def test_exchange_write_input__writes_it_all_then_closes_stdin(start):
    run = start(["cat"], b"1 2\n" * 1000, tree=FakeTree(looks=[True, True]))
    exchange = run.exchange
    exchange.feed_when_ready(100.001)
    exchange.feed_when_ready(100.002)
    stdout, _ = run.outputs()
    while exchange.pending:
        exchange.write_input()
    assert not watched(exchange, exchange.stdin_fd)
    assert run.process.stdin is not None and run.process.stdin.closed
    deadline = time.monotonic() + 30
    while stdout in exchange.outputs and time.monotonic() < deadline:
        for key, _ in exchange.selector.select(1.0):
            exchange.handle(key.fd)
    assert b"".join(exchange.stdout_chunks) == b"1 2\n" * 1000


def finish(run: Started) -> None:
    """Wait for the program to exit, its output all in the pipes."""
    run.process.wait(timeout=30)


def test_exchange_read_output__eof_unwatches_a_pipe_and_samples_memory_until_the_exit(start):
    run = start([sys.executable, "-c", "print('hello')"])
    finish(run)
    stdout, stderr = run.outputs()
    run.exchange.read_output(stdout)
    assert run.exchange.stdout_chunks == [b"hello\n"] and run.tree.calls == ["sample_memory"]
    run.exchange.exit_seen = True
    run.exchange.read_output(stdout)  # EOF
    run.exchange.read_output(stderr)  # EOF
    assert run.exchange.outputs == {} and run.tree.calls == ["sample_memory"]
    assert not watched(run.exchange, stdout) and not watched(run.exchange, stderr)


def test_exchange_read_output__past_its_limit_a_pipe_is_closed_and_the_tree_killed(start):
    run = start([sys.executable, "-c", "print('x' * 99)"], stdout_limit=10)
    finish(run)
    stdout, stderr = run.outputs()
    run.exchange.read_output(stdout)
    assert ("kill", "output") in run.tree.calls and stdout not in run.exchange.outputs
    assert stderr in run.exchange.outputs  # the other pipe is still read


def test_exchange_handle__the_wake_up_is_unwatched_stdin_written_and_output_read(start):
    run = start(["cat"], b"hi\n", tree=FakeTree(looks=[True, True]))
    exchange = run.exchange
    exchange.handle(exchange.wake_read)
    assert not watched(exchange, exchange.wake_read)
    exchange.feed_when_ready(100.001)
    exchange.feed_when_ready(100.002)
    exchange.handle(exchange.stdin_fd)
    assert not exchange.pending and run.process.stdin is not None and run.process.stdin.closed
    finish(run)  # cat echoed its input and saw EOF
    stdout, _ = run.outputs()
    exchange.handle(stdout)
    assert exchange.stdout_chunks == [b"hi\n"]


SUM_AND_LEAVE_A_SLEEPER = """import subprocess, sys
subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
print(sum(map(int, sys.stdin.read().split())))
"""


def test_exchange_run__returns_the_exit_time_with_the_output_and_leftovers_filled_in():
    """The program answers and exits, leaving a sleeping child that holds its stdout open:
    the child is killed and counted, and the output read to the end."""
    limits = Limits(2.0, 256 * 2**20)
    process, tree = start_program([sys.executable, "-c", SUM_AND_LEAVE_A_SLEEPER], limits, "t-3")
    started = time.monotonic()
    result = RunResult()
    try:
        exited = Exchange(process, tree, b"20 22\n", limits, started).run(result)
        assert started <= exited <= time.monotonic()
        assert (result.stdout, result.stderr, result.leftovers) == (b"42\n", b"", 1)
    finally:
        os.waitpid(process.pid, 0)
        tree.reaped()
        with _live_trees_lock:
            _live_trees.discard(tree)
        for pipe in (process.stdin, process.stdout, process.stderr):
            if pipe is not None:
                pipe.close()
