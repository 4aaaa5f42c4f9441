"""The bench's tests section (slidingkit/tools/bench/tests.py) and the pytest plugin it loads into
`make test` (slidingkit/tools/bench/timeline.py).

What it proves (never a timing):
    - The plugin, loaded into a pytest run of two xdist workers, writes a record of each process
      (the controller and its workers) and of each test: its outcome, the processes it started
      and the Hypothesis examples of a property; the tests' own processes get neither the
      records' folder nor the plugin. Without the folder it records nothing.
    - passes() groups the records into passes (a controller and the workers it started, or a
      process alone); split() divides a pass's wall time so that each runner's parts add up to
      it; the serial tail, the files by their summed time and the waits beyond the awaited
      processes' CPU come from the records; the Markdown names every pass, worker and slowest
      test. The one test the section's run leaves out is the committed page's check.
"""

import json
import os
import subprocess
import sys
import textwrap

import pytest

from slidingkit.tools.bench import tests as section
from slidingkit.tools.bench import timeline
from tests.conftest import ROOT

PLUGIN_RUN = """
import os, subprocess, sys
SHOWN = "import os; print(os.environ.get(%r), os.environ.get('PYTEST_ADDOPTS'))"
import pytest
from hypothesis import given, settings, strategies as st

def test_starts_a_process():
    with open("seen.txt", "w") as seen:
        subprocess.run(
            [sys.executable, "-c", SHOWN],
            stdout=seen,
        )

@settings(max_examples=5, database=None)
@given(st.integers())
def test_a_property(number):
    assert number == number

def test_skipped():
    pytest.skip("on purpose")
"""


def run_plugin(tmp_path, *arguments, folder=True):
    (tmp_path / "test_sample.py").write_text(PLUGIN_RUN % timeline.FOLDER)
    environment = dict(os.environ, PYTHONPATH=str(ROOT), PYTEST_ADDOPTS=timeline.OPTION)
    inherited = [name for name in environment if name.startswith("PYTEST_XDIST")]
    for name in [timeline.FOLDER] + inherited:
        environment.pop(name, None)  # a run of its own, whichever worker of ours starts it
    if folder:
        environment[timeline.FOLDER] = str(tmp_path / "records")
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *arguments],
        cwd=str(tmp_path),
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    return tmp_path / "records", (tmp_path / "seen.txt").read_text().split()


def test_timeline__records_each_process_and_test_of_a_parallel_run(tmp_path):
    folder, seen = run_plugin(tmp_path, "-n", "2", "test_sample.py")
    assert seen == ["None", "None"]  # neither the folder nor the plugin for the tests' processes
    records = section.read_records(folder)
    (whole,) = section.passes(records)
    assert whole.head.role == "controller" and whole.head.finished is not None
    assert [runner.role for runner in whole.runners] == ["gw0", "gw1"]
    assert all(runner.parent == whole.head.pid and runner.collected for runner in whole.runners)
    tests = {test.name.split("::")[1]: test for test in whole.tests}
    assert sorted(tests) == ["test_a_property", "test_skipped", "test_starts_a_process"]
    assert tests["test_starts_a_process"].spawned == 1 and tests["test_a_property"].examples == 5
    assert tests["test_starts_a_process"].examples is None
    assert [tests[name].outcome for name in sorted(tests)] == ["passed", "skipped", "passed"]


def test_timeline__records_nothing_without_its_folder(tmp_path):
    folder, _ = run_plugin(tmp_path, "test_sample.py", folder=False)
    assert not folder.exists()


def test_page_check__names_the_committed_pages_test():
    path, name = section.PAGE_CHECK.split("::")
    assert (ROOT / path).is_file() and ("def %s(" % name) in (ROOT / path).read_text("utf-8")


def record(kind, pid, **fields):
    return dict(kind=kind, pid=pid, **fields)


def ran(pid, name, start, end, cpu=0.0, children=0.0, waited=0.0, examples=None):
    return record(
        "test",
        pid,
        test=name,
        start=start,
        end=end,
        cpu=cpu,
        children_cpu=children,
        spawned=1 if waited else 0,
        waited=waited,
        examples=examples,
        outcome="passed",
    )


def process_record(pid, parent, role, started, configured):
    return record("process", pid, parent=parent, role=role, started=started, configured=configured)


def finished(pid, at, cpu, children):
    return record("finished", pid, at=at, cpu=cpu, children_cpu=children)


RECORDS = [
    process_record(100, 1, "controller", 0.0, 0.5),
    process_record(101, 100, "gw0", 0.6, 1.0),
    record("collected", 101, at=2.0, tests=3),
    ran(101, "tests/a.py::test_one", 2.5, 4.5, cpu=1.0, children=0.5, waited=0.6),
    ran(101, "tests/b.py::test_two", 4.6, 8.0, cpu=0.2, children=0.2, waited=3.0),
    finished(101, 9.5, 3.0, 1.0),
    process_record(102, 100, "gw1", 0.7, 1.1),
    record("collected", 102, at=2.1, tests=3),
    ran(102, "tests/a.py::test_three", 2.2, 6.0, cpu=3.5, examples=10),
    finished(102, 9.6, 4.0, 0.0),
    finished(100, 10.0, 1.0, 8.0),
    process_record(200, 1, "alone", 11.0, 11.5),
    record("collected", 200, at=11.8, tests=1),
    ran(200, "tests/c.py::test_four", 12.0, 14.0, cpu=0.1, children=0.4, waited=1.9),
    finished(200, 14.5, 1.5, 0.4),
]


def test_passes__a_controller_with_its_workers_then_a_process_alone():
    parallel, alone = section.passes(RECORDS)
    assert (parallel.head.pid, [runner.pid for runner in parallel.runners]) == (100, [101, 102])
    assert (parallel.start, parallel.end, parallel.wall) == (0.0, 10.0, 10.0)
    assert parallel.cpu == pytest.approx(1.0 + (3.0 + 1.0) + (4.0 + 0.0))
    assert (alone.head.pid, alone.runners, alone.wall) == (200, [alone.head], 3.5)
    assert alone.cpu == pytest.approx(1.9)
    assert [test.name for test in parallel.runners[0].tests] == [
        "tests/a.py::test_one",
        "tests/b.py::test_two",
    ]


def test_split__each_runners_parts_add_up_to_its_passs_wall_time():
    for whole in section.passes(RECORDS):
        for runner in whole.runners:
            assert sum(section.split(runner, whole)) == pytest.approx(whole.wall)
    parallel = section.passes(RECORDS)[0]
    parts = section.split(parallel.runners[0], parallel)
    assert parts.start_up == 2.5 and parts.cpu == pytest.approx(1.2)
    assert parts.waited == pytest.approx(3.6) and parts.between == pytest.approx(0.1)
    assert parts.after == pytest.approx(2.0)


def test_serial_tail__from_the_first_runners_last_test_to_the_last_runners():
    parallel, alone = section.passes(RECORDS)
    assert section.serial_tail(parallel) == pytest.approx(2.0)
    assert section.serial_tail(alone) == 0.0


def test_by_file__the_files_by_their_summed_time_and_waits_beyond_the_processes_cpu():
    tests = [test for whole in section.passes(RECORDS) for test in whole.tests]
    assert [(name, len(its)) for name, its in section.by_file(tests)] == [
        ("tests/a.py", 2),
        ("tests/b.py", 1),
        ("tests/c.py", 1),
    ]
    beyond = {test.name: section.beyond_processes(test) for test in tests}
    assert beyond["tests/b.py::test_two"] == pytest.approx(2.8)
    assert beyond["tests/a.py::test_three"] == 0.0
    shares = section.shares(tests)
    assert (shares["properties"], shares["examples"], shares["beyond_tests"]) == (1, 10, 2)


def test_markdown__names_each_pass_runner_and_slowest_test(tmp_path):
    folder = tmp_path / "records"
    folder.mkdir()
    for pid in (100, 101, 102, 200):
        lines = [json.dumps(each) for each in RECORDS if each["pid"] == pid]
        (folder / ("%d.jsonl" % pid)).write_text("\n".join(lines) + "\n")
    run = section.Run(15.0, 20.0, 3.0, section.passes(section.read_records(folder)))
    text = section.markdown(run)
    for name in ("parallel (2 workers)", "alone (one process)", "parallel pass, gw0", "alone pass"):
        assert name in text
    assert "`tests/b.py::test_two`" in text and "`tests/c.py`" in text
    assert "{" not in text  # every field of the intros filled in
    assert textwrap.dedent(text).count("| `make test`, both") == 1


def test_venv_python__names_the_version_and_the_interpreter_the_venv_was_made_from(tmp_path):
    config = tmp_path / "pyvenv.cfg"
    config.write_text(
        "home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.11.2\n"
        "executable = /usr/bin/python3.11\ncommand = /usr/bin/python3 -m venv /x/.venv\n"
    )
    assert section.venv_python(config) == "3.11.2 from /usr/bin/python3.11"
    config.write_text("home = /opt/python/bin\nversion = 3.8.10\n")
    assert section.venv_python(config) == "3.8.10 from /opt/python/bin"
    assert section.venv_python(tmp_path / "missing.cfg") == "(no .venv)"
