"""Section "tests" of `make bench`: where `make test`'s time goes.

The section runs `make test` itself, both passes (the parallel one, then the tests marked
`alone`), with the plugin slidingkit/tools/bench/timeline.py loaded in every pytest process
(PYTEST_ADDOPTS), which records each process's start, its collection and each test's span, CPU
time, its processes' CPU time and its waits on them (the records: timeline.py's docstring). From
the records (read back by read_records and grouped by passes()) it reports:

  - each pass: its wall time, its CPU time (its processes and theirs), its tests, its workers;
    the other processes of the machine during the run (/proc/stat), which share its cores;
  - each worker's wall time, split so that the parts add up to the pass's: start-up (the
    controller's start, the worker's start and its collection), the tests' own CPU, their waits on
    the processes they start, the rest of the tests' time (this process waiting for a CPU or on
    files), between tests (xdist's hand-over), after its last test (the serial tail, while the
    other worker still runs, and the end of the session);
  - the slowest tests and files, the longest waits beyond what the awaited processes computed
    (sleeps, idle and wall limits, a machine too busy to run them), and the property tests'
    examples.

Figures only on the page; the tests check the parsing and the sums
(tests/tools/bench/test_tests.py), never a timing. A failing `make test` stops the bench (its
figures would be of another run). One test is left out of the run (PAGE_CHECK): the committed
page's check, which fails until the bench has written the page anew.

Usage: python -m slidingkit.tools.bench --only tests
Cost: one `make test` (a few minutes on 2 cores), plus the plugin's few microseconds a test.
"""

import json
import os
import re
import resource
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Callable, Dict, Iterable, List, NamedTuple, Optional, Sequence, Tuple

from slidingkit.tools.bench import timeline
from slidingkit.tools.bench.page import intro, markdown_table, plural
from slidingkit.tools.common import ROOT

TITLE = "Tests: where `make test`'s time goes"
# Left out of the run: the check that the committed page is as the bench wrote it. The bench is
# about to write the page, so until it has, the page may lack this very section.
PAGE_CHECK = "tests/tools/bench/test_page.py::test_committed_page__is_as_make_bench_wrote_it"
SLOWEST_TESTS = 15
SLOWEST_FILES = 10
LONGEST_WAITS = 8
WAIT_BEYOND = 1.0  # seconds a test waits beyond its processes' CPU before it is listed


class Test(NamedTuple):
    """One test's record (timeline.py's "test" line)."""

    name: str  # pytest's node id
    start: float
    end: float
    cpu: float  # this process's CPU seconds during the test
    children_cpu: float  # of the processes the test started (and waited for)
    spawned: int
    waited: float  # seconds in Popen.wait / communicate
    examples: Optional[int]  # Hypothesis' examples, None for a test that is not a property
    outcome: str

    @property
    def seconds(self) -> float:
        return self.end - self.start

    @property
    def file(self) -> str:
        return self.name.split("::", 1)[0]


class Process(NamedTuple):
    """One pytest process of a pass, with its tests in the order they ran."""

    pid: int
    parent: int
    role: str  # "controller", "gw0", "gw1", ... or "alone"
    started: float
    configured: float
    collected: Optional[float]
    finished: Optional[float]
    cpu: float  # its CPU seconds at the session's end (0 when it did not get there)
    children_cpu: float
    tests: List[Test]


class Pass(NamedTuple):
    """A pytest run of `make test`: its first process, and the processes that ran its tests (its
    workers, or that process itself)."""

    head: Process
    runners: List[Process]

    @property
    def start(self) -> float:
        return self.head.started

    @property
    def end(self) -> float:
        ends = [self.head.finished or 0.0] + [test.end for test in self.tests]
        return max(ends)

    @property
    def wall(self) -> float:
        return self.end - self.start

    @property
    def tests(self) -> List[Test]:
        return [test for runner in self.runners for test in runner.tests]

    @property
    def cpu(self) -> float:
        """CPU seconds of the pass: its processes' own and those of the processes they started
        (the controller's children are its workers, counted once, as themselves)."""
        total = sum(runner.cpu + runner.children_cpu for runner in self.runners)
        return total + (self.head.cpu if self.head.role == "controller" else 0.0)


def read_records(folder: Path) -> List[dict]:
    """Every record of every process file in folder (timeline.py writes them)."""
    records = []
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text("utf-8").splitlines():
            if line.strip():
                records.append(json.loads(line))
    return records


def processes(records: Iterable[dict]) -> Dict[int, Process]:
    """The records grouped by their process (by pid), each process's tests in order."""
    found = {}  # type: Dict[int, dict]
    tests = {}  # type: Dict[int, List[Test]]
    for record in records:
        pid = record["pid"]
        fields = found.setdefault(pid, {"collected": None, "finished": None})
        kind = record["kind"]
        if kind == "process":
            fields.update(
                parent=record["parent"],
                role=record["role"],
                started=record["started"],
                configured=record["configured"],
            )
        elif kind == "collected":
            fields["collected"] = record["at"]
        elif kind == "finished":
            fields.update(
                finished=record["at"], cpu=record["cpu"], children_cpu=record["children_cpu"]
            )
        elif kind == "test":
            tests.setdefault(pid, []).append(
                Test(
                    record["test"],
                    record["start"],
                    record["end"],
                    record["cpu"],
                    record["children_cpu"],
                    record["spawned"],
                    record["waited"],
                    record["examples"],
                    record["outcome"],
                )
            )
    return {
        pid: Process(
            pid,
            fields["parent"],
            fields["role"],
            fields["started"],
            fields["configured"],
            fields["collected"],
            fields["finished"],
            fields.get("cpu", 0.0),
            fields.get("children_cpu", 0.0),
            sorted(tests.get(pid, []), key=lambda test: test.start),
        )
        for pid, fields in found.items()
        if "role" in fields
    }


def passes(records: Iterable[dict]) -> List[Pass]:
    """The passes, in the order they started: a controller with its workers (the processes
    whose parent it is), or a process that ran its tests alone."""
    found = processes(records)
    heads = sorted(
        (process for process in found.values() if process.role in ("controller", "alone")),
        key=lambda process: process.started,
    )
    result = []
    for head in heads:
        if head.role == "alone":
            result.append(Pass(head, [head]))
        else:
            workers = [process for process in found.values() if process.parent == head.pid]
            result.append(Pass(head, sorted(workers, key=lambda process: process.role)))
    return result


class Split(NamedTuple):
    """A runner's part of its pass's wall time, in seconds: the parts add up to the pass's wall."""

    start_up: float  # from the pass's start to the runner's first test
    cpu: float  # its tests' own CPU
    waited: float  # its tests' waits on processes
    rest: float  # the rest of its tests' spans
    between: float  # between its tests
    after: float  # from its last test to the pass's end


def split(runner: Process, whole: Pass) -> Split:
    """Where the pass's wall time went, for one runner (see Split)."""
    tests = runner.tests
    if not tests:
        return Split(whole.wall, 0.0, 0.0, 0.0, 0.0, 0.0)
    spans = sum(test.seconds for test in tests)
    cpu = sum(test.cpu for test in tests)
    waited = sum(test.waited for test in tests)
    return Split(
        tests[0].start - whole.start,
        cpu,
        waited,
        spans - cpu - waited,
        (tests[-1].end - tests[0].start) - spans,
        whole.end - tests[-1].end,
    )


def serial_tail(whole: Pass) -> float:
    """Seconds from the first runner's last test to the last runner's: one worker left running."""
    ends = [runner.tests[-1].end for runner in whole.runners if runner.tests]
    return max(ends) - min(ends) if ends else 0.0


def by_file(tests: Iterable[Test]) -> List[Tuple[str, List[Test]]]:
    """The tests of each file, the files by their summed time, the longest first."""
    files = {}  # type: Dict[str, List[Test]]
    for test in tests:
        files.setdefault(test.file, []).append(test)
    return sorted(files.items(), key=lambda item: (-sum(test.seconds for test in item[1]), item[0]))


def beyond_processes(test: Test) -> float:
    """Seconds the test waited on its processes beyond the CPU they used: they slept, waited for
    an idle or wall limit, or for a CPU the machine gave to others."""
    return max(0.0, test.waited - test.children_cpu)


# --- running `make test` ----------------------------------------------------------------------


def machine_cpu() -> float:
    """CPU seconds the whole machine has used since it booted (/proc/stat: all but idle and
    iowait)."""
    with open("/proc/stat") as stat:
        fields = [int(value) for value in stat.readline().split()[1:]]
    idle = fields[3] + fields[4]
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


class Run(NamedTuple):
    wall: float  # of `make test`
    cpu: float  # of make and everything it started
    others: float  # CPU seconds the machine's other processes used meanwhile
    passes: List[Pass]


def run_make_test(folder: Path, progress: Callable[[str], None]) -> Run:
    """Run `make test` with the timeline plugin recording into folder, PAGE_CHECK left out;
    SystemExit if it fails."""
    added = "%s --deselect %s" % (timeline.OPTION, PAGE_CHECK)
    addopts = (os.environ.get("PYTEST_ADDOPTS", "") + " " + added).strip()
    environment = dict(os.environ, PYTEST_ADDOPTS=addopts, **{timeline.FOLDER: str(folder)})
    machine, ours = machine_cpu(), resource.getrusage(resource.RUSAGE_CHILDREN)
    begun = time.monotonic()
    process = subprocess.Popen(
        ["make", "--no-print-directory", "test"],
        cwd=str(ROOT),
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert process.stdout is not None  # a pipe: asked for above
    lines = []
    for line in process.stdout:
        lines.append(line)
        shown = re.search(r"\[\s*(\d+%)\]$", line.rstrip())
        if shown:
            progress("make test: %s of a pass" % shown.group(1))
    status = process.wait()
    wall = time.monotonic() - begun
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (ours.ru_utime + ours.ru_stime)
    if status != 0:
        summary = [line.rstrip() for line in lines if re.match(r"(FAILED|ERROR) |=+ .* =+$", line)]
        raise SystemExit(
            "bench: make test failed, so its figures are not taken:\n%s" % "\n".join(summary[-20:])
        )
    return Run(wall, cpu, max(0.0, machine_cpu() - machine - cpu), passes(read_records(folder)))


# --- the section's Markdown ---------------------------------------------------------------------


def seconds(value: float) -> str:
    return "%.1f" % value


def pass_name(whole: Pass) -> str:
    if whole.head.role == "controller":
        return "parallel (%s)" % plural(len(whole.runners), "worker")
    return "alone (one process)"


def runner_name(whole: Pass, runner: Process) -> str:
    if whole.head.role == "controller":
        return "parallel pass, %s" % runner.role
    return "alone pass"


def passes_table(run: Run) -> str:
    rows = []
    for whole in run.passes:
        rows.append(
            (
                pass_name(whole),
                len(whole.tests),
                seconds(whole.wall),
                seconds(whole.cpu),
                seconds(serial_tail(whole)),
            )
        )
    rows.append(
        (
            "`make test`, both",
            sum(len(whole.tests) for whole in run.passes),
            seconds(run.wall),
            seconds(run.cpu),
            "",
        )
    )
    return markdown_table(["pass", "tests", "wall s", "CPU s", "serial tail s"], rows)


def split_table(run: Run) -> str:
    rows = []
    for whole in run.passes:
        for runner in whole.runners:
            parts = split(runner, whole)
            rows.append(
                (runner_name(whole, runner), len(runner.tests))
                + tuple(seconds(part) for part in parts)
                + (seconds(whole.wall),)
            )
    return markdown_table(
        [
            "runner",
            "tests",
            "start-up",
            "tests' CPU",
            "waiting on processes",
            "rest of tests",
            "between tests",
            "after its last test",
            "= the pass's wall s",
        ],
        rows,
    )


def start_up_table(run: Run) -> str:
    rows = []
    for whole in run.passes:
        for runner in whole.runners:
            first = runner.tests[0].start if runner.tests else whole.end
            rows.append(
                (
                    runner_name(whole, runner),
                    seconds(runner.started - whole.start),
                    seconds(runner.configured - whole.start),
                    seconds((runner.collected or first) - whole.start),
                    seconds(first - whole.start),
                )
            )
    return markdown_table(
        ["runner", "process started", "configured", "collected", "first test"], rows
    )


def slowest_tests_table(tests: Sequence[Test], count: int) -> str:
    rows = [
        (
            "`%s`" % test.name,
            seconds(test.seconds),
            seconds(test.cpu),
            seconds(test.children_cpu),
            seconds(test.waited),
            test.spawned,
        )
        for test in sorted(tests, key=lambda test: -test.seconds)[:count]
    ]
    return markdown_table(
        ["test", "s", "CPU s", "its processes' CPU s", "waiting on them s", "processes"], rows
    )


def slowest_files_table(tests: Sequence[Test], count: int) -> str:
    rows = []
    for name, its in by_file(tests)[:count]:
        rows.append(
            (
                "`%s`" % name,
                len(its),
                seconds(sum(test.seconds for test in its)),
                seconds(sum(test.cpu for test in its)),
                seconds(sum(test.children_cpu for test in its)),
                seconds(sum(test.waited for test in its)),
            )
        )
    return markdown_table(
        ["file", "tests", "s", "CPU s", "its processes' CPU s", "waiting on them s"], rows
    )


def waits_table(tests: Sequence[Test], count: int) -> str:
    longest = sorted(tests, key=lambda test: -beyond_processes(test))[:count]
    rows = [
        (
            "`%s`" % test.name,
            seconds(test.waited),
            seconds(test.children_cpu),
            seconds(beyond_processes(test)),
        )
        for test in longest
        if beyond_processes(test) > WAIT_BEYOND
    ]
    return markdown_table(
        ["test", "waiting on processes s", "their CPU s", "beyond their CPU s"], rows
    )


def shares(tests: Sequence[Test]) -> Dict[str, float]:
    """The fields of intros.txt's [tests shares]: the tests' summed time and its parts."""
    spans = sum(test.seconds for test in tests)
    waited = sum(test.waited for test in tests)
    properties = [test for test in tests if test.examples is not None]
    return {
        "spans": spans,
        "cpu": sum(test.cpu for test in tests),
        "waited": waited,
        "waited_share": 100 * waited / spans if spans else 0.0,
        "children_cpu": sum(test.children_cpu for test in tests),
        "beyond": sum(beyond_processes(test) for test in tests),
        "beyond_tests": sum(1 for test in tests if beyond_processes(test) > WAIT_BEYOND),
        "waiting_beyond": WAIT_BEYOND,
        "spawned": sum(test.spawned for test in tests),
        "properties": len(properties),
        "examples": sum(test.examples or 0 for test in properties),
        "property_seconds": sum(test.seconds for test in properties),
        "property_share": 100 * sum(test.seconds for test in properties) / spans if spans else 0.0,
    }


def venv_python(path: Path = ROOT / ".venv" / "pyvenv.cfg") -> str:
    """The Python of the venv `make test` runs in, from its pyvenv.cfg: "3.11.2 from
    /usr/bin/python3.11"."""
    if not path.is_file():
        return "(no .venv)"
    pairs = dict(
        (key.strip(), value.strip())
        for key, _, value in (line.partition("=") for line in path.read_text().splitlines())
    )
    return "%s from %s" % (
        pairs.get("version", "?"),
        pairs.get("executable", pairs.get("home", "?")),
    )


def markdown(run: Run) -> str:
    tests = [test for whole in run.passes for test in whole.tests]
    cores = len(os.sched_getaffinity(0))
    parallel = run.passes[0] if run.passes else None
    return (
        intro(
            "tests",
            cores=plural(cores, "core"),
            others=run.others,
            others_cores=run.others / run.wall if run.wall else 0.0,
            floor=parallel.cpu / cores if parallel else 0.0,
            parallel_wall=parallel.wall if parallel else 0.0,
            python=venv_python(),
        )
        + "\n"
        + passes_table(run)
        + "\n"
        + intro("tests split")
        + "\n"
        + split_table(run)
        + "\n"
        + intro("tests start-up")
        + "\n"
        + start_up_table(run)
        + "\n"
        + intro("tests shares", **shares(tests))
        + "\n"
        + "**The slowest tests** (of both passes):\n\n"
        + slowest_tests_table(tests, SLOWEST_TESTS)
        + "\n**The slowest files** (their tests' summed time):\n\n"
        + slowest_files_table(tests, SLOWEST_FILES)
        + "\n"
        + intro("tests waits", beyond=WAIT_BEYOND)
        + "\n"
        + waits_table(tests, LONGEST_WAITS)
    )


def section(options, progress) -> str:
    """The section's Markdown (see the module docstring); takes no options."""
    with tempfile.TemporaryDirectory(prefix="bench-tests-") as folder:
        run = run_make_test(Path(folder), progress)
    return markdown(run)
