"""A pytest plugin that records where a test run's time goes, for the bench's tests section
(slidingkit/tools/bench/tests.py, which reads the records back).

    PYTEST_ADDOPTS="-p slidingkit.tools.bench.timeline" TIMELINE_FOLDER=/tmp/records make test

Loaded (by -p) without TIMELINE_FOLDER in the environment, it does nothing. With it, every pytest
process of the run, the xdist controller, each worker and the one process of a pass without
workers, appends JSON lines to a file of its own in that folder (named by its pid):

    {"kind": "process", "pid", "parent", "role", "started", "configured"}
        role: "controller" (hands out tests to workers), "gw0", "gw1", ... (xdist's workers)
        or "alone" (a process that runs its tests itself); started: when the process started
        (from /proc), configured: when pytest had read its configuration
    {"kind": "collected", "pid", "at", "tests"}
    {"kind": "test", "pid", "test", "start", "end", "cpu", "children_cpu", "spawned", "waited",
     "examples", "outcome"}
        one test from its setup to its teardown: CPU seconds of this process and of the processes
        it started and waited for (getrusage), processes started (subprocess.Popen), seconds spent
        in Popen.wait and Popen.communicate (waiting on a process), the examples Hypothesis ran
        (null for a test that is not a property), "passed", "failed" or "skipped"
    {"kind": "finished", "pid", "at", "cpu", "children_cpu"}
        at the session's end, with the process's CPU seconds in all

Times are time.time() seconds, comparable between the processes. A process that runs tests takes
the folder (and this plugin's -p) out of its environment once it has read them, so a pytest that
a test starts records nothing. Cost: two getrusage calls and a JSON line a test, a clock read
around each wait on a process.
"""

import json
import os
import resource
import subprocess
import threading
import time
from typing import Any, Dict, List, Optional

import pytest

FOLDER = "TIMELINE_FOLDER"  # the environment variable naming the records' folder
OPTION = "-p slidingkit.tools.bench.timeline"  # how PYTEST_ADDOPTS loads the plugin

_file = None  # the open records file of this process, once it records
_counts = {"spawned": 0, "waited": 0.0}
_waiting = threading.local()  # set while inside a wait, so a wait within a wait counts once


def process_start() -> float:
    """When this process started, in time.time() seconds (from /proc: 10 ms steps)."""
    with open("/proc/self/stat") as stat:
        ticks = int(stat.read().rsplit(")", 1)[1].split()[19])
    with open("/proc/stat") as machine:
        booted = next(int(line.split()[1]) for line in machine if line.startswith("btime"))
    return booted + ticks / os.sysconf("SC_CLK_TCK")


def cpu_seconds(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def write(record: Dict[str, Any]) -> None:
    if _file is not None:
        record["pid"] = os.getpid()
        _file.write(json.dumps(record) + "\n")
        _file.flush()


def role_of(config) -> str:
    """xdist's name for a worker (its workerinput, which only a worker's config has), else
    "controller" where xdist hands out the tests, else "alone"."""
    workerinput = getattr(config, "workerinput", None)
    if workerinput is not None:
        return workerinput["workerid"]
    return "controller" if getattr(config.option, "numprocesses", None) else "alone"


def leave_out_of_children() -> None:
    """Take the folder and the plugin's option out of the environment the tests' processes get."""
    os.environ.pop(FOLDER, None)
    options = os.environ.get("PYTEST_ADDOPTS", "").replace(OPTION, "").strip()
    if options:
        os.environ["PYTEST_ADDOPTS"] = options
    else:
        os.environ.pop("PYTEST_ADDOPTS", None)


def count_processes() -> None:
    """Count the processes started (Popen._execute_child) and time the waits on them."""
    start = subprocess.Popen._execute_child  # type: ignore[attr-defined]

    def counted_start(self, *arguments, **keywords):
        _counts["spawned"] += 1
        return start(self, *arguments, **keywords)

    subprocess.Popen._execute_child = counted_start  # type: ignore[attr-defined]
    for name in ("wait", "communicate"):
        setattr(subprocess.Popen, name, timed_wait(getattr(subprocess.Popen, name)))


def timed_wait(wait):
    def timed(self, *arguments, **keywords):
        if getattr(_waiting, "inside", False):
            return wait(self, *arguments, **keywords)
        _waiting.inside = True
        begun = time.monotonic()
        try:
            return wait(self, *arguments, **keywords)
        finally:
            _counts["waited"] += time.monotonic() - begun
            _waiting.inside = False

    return timed


def pytest_configure(config) -> None:
    global _file
    folder = os.environ.get(FOLDER)
    if not folder or _file is not None:
        return
    role = role_of(config)
    if role != "controller":  # the controller's workers need both; its tests' processes, neither
        leave_out_of_children()
        count_processes()
    os.makedirs(folder, exist_ok=True)
    _file = open(os.path.join(folder, "%d.jsonl" % os.getpid()), "a", encoding="utf-8")
    write(
        {
            "kind": "process",
            "parent": os.getppid(),
            "role": role,
            "started": process_start(),
            "configured": time.time(),
        }
    )


def pytest_collection_finish(session) -> None:
    write({"kind": "collected", "at": time.time(), "tests": len(session.items)})


def hypothesis_handle(item) -> Optional[Any]:
    """Hypothesis' handle on a property test (its inner_test is what runs each example)."""
    return getattr(getattr(item, "obj", None), "hypothesis", None)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if _file is None:
        yield
        return
    examples = []  # type: List[int]
    handle = hypothesis_handle(item)
    inner = getattr(handle, "inner_test", None)
    if inner is not None:

        def counted(*arguments, **keywords):
            examples.append(1)
            return inner(*arguments, **keywords)

        handle.inner_test = counted
    spawned, waited = _counts["spawned"], _counts["waited"]
    cpu, children = cpu_seconds(resource.RUSAGE_SELF), cpu_seconds(resource.RUSAGE_CHILDREN)
    start = time.time()
    try:
        yield
    finally:
        end = time.time()
        if inner is not None:
            handle.inner_test = inner
        write(
            {
                "kind": "test",
                "test": item.nodeid,
                "start": start,
                "end": end,
                "cpu": cpu_seconds(resource.RUSAGE_SELF) - cpu,
                "children_cpu": cpu_seconds(resource.RUSAGE_CHILDREN) - children,
                "spawned": _counts["spawned"] - spawned,
                "waited": _counts["waited"] - waited,
                "examples": len(examples) if inner is not None else None,
                "outcome": OUTCOMES.pop(item.nodeid, "passed"),
            }
        )


OUTCOMES = {}  # type: Dict[str, str]  # a test's outcome, while it runs, where it did not pass


def pytest_runtest_logreport(report) -> None:
    if _file is not None and not report.passed and OUTCOMES.get(report.nodeid) != "failed":
        OUTCOMES[report.nodeid] = "failed" if report.failed else "skipped"


def pytest_sessionfinish(session) -> None:
    write(
        {
            "kind": "finished",
            "at": time.time(),
            "cpu": cpu_seconds(resource.RUSAGE_SELF),
            "children_cpu": cpu_seconds(resource.RUSAGE_CHILDREN),
        }
    )
