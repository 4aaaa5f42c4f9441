"""How the tests run the kit's programs: the judge and the stress tester as processes, the
explorer's command line in the test's process or as one, and the toolchains they need.

The test modules (tests/test_*.py) share these helpers by importing them from here, never from
one another (tests/test_layout.py checks that):
- the judge (``python3 -m slidingkit.judge``): run_judge on the fixture solutions (solution) and the
  fixture problem (FIXTURE_CASES, one_case_folder); what a hostile fixture promises
  (expected_verdict) and the processes a run leaves behind (processes_carrying);
- the stress tester (``python3 -m slidingkit.judge stress``): stress, on the programs of PROGRAMS;
  - the explorer (``python3 -m slidingkit.explorer``): explorer (its main, in the test's process),
    run_into_closed_pipe and run_on_terminal (processes);
- the toolchains: marks that skip a test whose compiler is missing, naming the package to install;
- the submitted C++ files (solutions/NAME.cpp): CPP_PROBLEMS, compile_cpp (conftest's
  cpp_program fixture builds each once a session), run_binary; and the answers of the 3x3 path
  problems they are held to, from the plain BFS of slidingkit/oracle/reference.py (first_paths,
  expected_path_lines, unique_path_boards).
"""

import functools
import json
import os
import pty
import re
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Dict, List, Sequence, Tuple

import pytest

from slidingkit import problems
from slidingkit.oracle import reference
from tests.conftest import ROOT, SOLUTIONS, exit_status, process_streams, written

# --- the judge --------------------------------------------------------------------------------

FIXTURES = Path(__file__).resolve().parent / "judge_fixtures"
FIXTURE_CASES = FIXTURES / "cases"  # the fixture problem; judge_cases/ is tests.conftest.CASES
HOSTILE = FIXTURES / "hostile"
HOSTILE_NAMES = sorted(path.stem for path in HOSTILE.glob("*.py"))
# Seconds a test gives the judge beyond a limit to start, probe, kill and report on a busy
# 2-core machine: a bound that proves it came back, never a measurement of its speed.
SLACK = 5.0


def solution(name):
    return str(FIXTURES / "solutions" / (name + ".py"))


def run_judge(*args, cwd=ROOT, extra_env=None, preexec_fn=None):
    """Run ``python3 -m slidingkit.judge ARGS`` as a user would; returns the CompletedProcess."""
    env = dict(os.environ)
    paths = [str(ROOT)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env.update(extra_env or {})
    return subprocess.run(
        [sys.executable, "-m", "slidingkit.judge"] + [str(arg) for arg in args],
        cwd=str(cwd),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        universal_newlines=True,
        timeout=60,
        preexec_fn=preexec_fn,
    )


def last_line(completed):
    return completed.stdout.rstrip("\n").split("\n")[-1]


def one_case_folder(tmp_path, **settings):
    """A copy of the fixture problem with only sample-1, and its settings
    (one_case.json) = ``settings``."""
    folder = tmp_path / "one_case"
    folder.mkdir()
    for suffix in (".in", ".out"):
        shutil.copy(str(FIXTURE_CASES / ("sample-1" + suffix)), str(folder / ("sample-1" + suffix)))
    settings_file(folder).write_text(json.dumps(settings), encoding="utf-8")
    return folder


def settings_file(folder):
    """judge_cases/NAME/ keeps its settings beside it, in judge_cases/NAME.json."""
    return folder.parent / (folder.name + ".json")


def is_running(pid):
    """True if ``pid`` is a live process (zombies waiting for a reaper do not count)."""
    try:
        with open("/proc/%d/stat" % pid) as file:
            state = file.read().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state not in ("Z", "X")


def expected_verdict(name):
    """The verdict a hostile fixture's docstring promises ("Hostile fixture, expected TLE: ...")."""
    first_line = (HOSTILE / (name + ".py")).read_text().split("\n", 1)[0]
    match = re.match(r'"""Hostile fixture, expected (AC|WA|RE|TLE|MLE|OLE)\b', first_line)
    assert match, "%s.py: the docstring must start with the expected verdict" % name
    return match.group(1)


def processes_carrying(marker):
    """Pids of live processes whose environment holds ``marker`` (VARIABLE=VALUE)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open("/proc/%s/environ" % entry, "rb") as file:
                if marker.encode() in file.read().split(b"\0") and is_running(int(entry)):
                    found.append(int(entry))
        except OSError:
            pass
    return found


# --- the toolchains ---------------------------------------------------------------------------

PROGRAMS = Path(__file__).resolve().parent / "stress_programs"
GENEROUS_TIME = "20"  # seconds of CPU: these tests prove verdicts, never speed


def needs(tool, package):
    return pytest.mark.skipif(
        shutil.which(tool) is None, reason="needs %s (install the package %s)" % (tool, package)
    )


needs_gcc = needs("gcc", "gcc")
needs_gpp = needs("g++", "g++")
needs_java = pytest.mark.skipif(
    shutil.which("javac") is None or shutil.which("java") is None,
    reason="needs javac and java (install the package default-jdk-headless)",
)


# --- the stress tester ------------------------------------------------------------------------

STRESS_TIMEOUT = 900  # seconds: a bound that proves the run ends, on a busy 2-core machine


def stress(*args, cwd=ROOT):
    """``python3 -m slidingkit.judge stress ARGS`` as a user runs it; returns the
    CompletedProcess."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    completed = subprocess.run(
        [sys.executable, "-m", "slidingkit.judge", "stress"] + [str(arg) for arg in args],
        cwd=str(cwd),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        universal_newlines=True,
        timeout=STRESS_TIMEOUT,
    )
    assert "Traceback" not in completed.stderr, completed.stderr
    return completed


# --- the explorer -----------------------------------------------------------------------------


def explorer(*arguments: str, stdin: str = "", cache=None) -> subprocess.CompletedProcess:
    """Run the explorer's command line (``python3 -m slidingkit.explorer ARGUMENTS``) in this
    process: its main(), from the repository's folder, with stdin, stdout and stderr (none of
    them a terminal) replaced, and the exit status main returns or exits with; an exception it
    lets out fails the test, as its traceback would. cache: a folder for the pattern databases
    instead of the user's. (That ``python3 -m slidingkit.explorer`` as a process prints and exits as
    this does: tests/explorer/test_commands.py.)"""
    from slidingkit.explorer import cli  # the explorer's modules, loaded by the tests that run it

    folder = os.getcwd()
    kept = os.environ.get("XDG_CACHE_HOME")
    try:
        os.chdir(str(ROOT))
        if cache is not None:
            os.environ["XDG_CACHE_HOME"] = str(cache)
        with process_streams(["slidingkit.explorer"], stdin.encode("utf-8")) as (out, err):
            try:
                status = cli.main(list(arguments))
            except SystemExit as leaving:  # argparse's usage errors and --help
                status = exit_status(leaving)
    finally:
        os.chdir(folder)
        if cache is not None:
            if kept is None:
                os.environ.pop("XDG_CACHE_HOME", None)
            else:
                os.environ["XDG_CACHE_HOME"] = kept
    return subprocess.CompletedProcess(
        ["slidingkit.explorer"] + list(arguments), status, as_text(out), as_text(err)
    )


def as_text(stream) -> str:
    """What was written to a stream of process_streams, read as a process's text output is
    (UTF-8, universal newlines)."""
    return written(stream).decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")


def run_into_closed_pipe(*arguments: str) -> subprocess.CompletedProcess:
    """Run the explorer with its stdout a pipe whose reader has gone before the run starts (as when
    `| head -1` has its line): every write to stdout fails."""
    reader, writer = os.pipe()
    os.close(reader)
    try:
        return subprocess.run(
            [sys.executable, "-m", "slidingkit.explorer"] + list(arguments),
            stdout=writer,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            text=True,
            timeout=120,
        )
    finally:
        os.close(writer)


def run_on_terminal(*arguments: str, timeout: float = 120) -> Tuple[int, str, bytes]:
    """Run the explorer with stderr on a pseudo-terminal; return (exit status, stdout, what the
    terminal showed). Drains the terminal while the run lasts, so a full one never blocks it."""
    primary, secondary = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "slidingkit.explorer"] + list(arguments),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=secondary,
        text=True,
    )
    os.close(secondary)
    shown = b""
    deadline = time.monotonic() + timeout
    while process.poll() is None and time.monotonic() < deadline:
        ready, _, _ = select.select([primary], [], [], 0.2)
        if ready:
            try:
                shown += os.read(primary, 4096)
            except OSError:  # EIO while the run still writes: keep draining
                time.sleep(0.01)
    stdout, _ = process.communicate(timeout=60)
    os.close(primary)
    return process.returncode, stdout, shown


# --- the submitted C++ files --------------------------------------------------------------------

# The problems whose judge takes no Python: a C++ file beside the Python model.
CPP_PROBLEMS = [name for name in problems.names() if (SOLUTIONS / (name + ".cpp")).is_file()]
STRICT = ["-O2", "-Wall", "-pedantic-errors"]
RUN_TIMEOUT = 60  # seconds: a bound that proves a run ends on a busy machine, not a speed test


def compile_cpp(name: str, standard: str, binary: Path) -> subprocess.CompletedProcess:
    """g++ -std=STANDARD with the strict flags on solutions/NAME.cpp; the CompletedProcess
    (text)."""
    return subprocess.run(
        ["g++", "-std=" + standard]
        + STRICT
        + ["-o", str(binary), str(SOLUTIONS / (name + ".cpp"))],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        universal_newlines=True,
        timeout=120,
    )


def run_binary(binary: Path, data: bytes, *arguments) -> subprocess.CompletedProcess:
    """Run a compiled program on data with arguments; the CompletedProcess (bytes)."""
    return subprocess.run(
        [str(binary)] + [str(argument) for argument in arguments],
        input=data,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=RUN_TIMEOUT,
    )


def refused_alike(binary: Path, name: str, data: bytes) -> None:
    """Assert the C++ program and solutions/NAME.py both refuse data as bad input: exit status 1,
    nothing on stdout, one line on stderr naming the problem, the same line from both."""
    from tests.conftest import load_solution, run_solution_file

    completed = run_binary(binary, data)
    python = run_solution_file(name, data)
    for each in (completed, python):
        assert (each.returncode, each.stdout) == (1, b""), each
        lines = each.stderr.decode("utf-8").splitlines()
        assert len(lines) == 1, lines
        assert lines[0].startswith(load_solution(name).PROBLEM + ": bad input: "), lines
    assert completed.stderr == python.stderr


def tolerated_alike(binary: Path, name: str, data: bytes) -> None:
    """Assert the C++ program answers data as solutions/NAME.py does, both with exit status 0."""
    from tests.conftest import run_solution_file

    completed = run_binary(binary, data)
    python = run_solution_file(name, data)
    assert (completed.returncode, completed.stderr) == (0, b""), completed.stderr
    assert completed.stdout == python.stdout and python.returncode == 0


# --- the answers of the 3x3 path problems (x the blank, u d l r), from the plain BFS -------------

GOAL_3X3 = (1, 2, 3, 4, 5, 6, 7, 8, 0)


@functools.lru_cache(maxsize=None)
def first_paths() -> Dict[Tuple[int, ...], str]:
    """Every board that reaches GOAL_3X3 -> its first shortest path in the order U, D, L, R: what
    reference.first_shortest_path gives, for all boards at once (walking outward from the goal
    over the plain BFS distances, each board's path is its first move down plus the path of the
    board that move leads to)."""
    distances = reference.shape_distances(GOAL_3X3, 3)
    paths = {GOAL_3X3: ""}  # type: Dict[Tuple[int, ...], str]
    for board in sorted(distances, key=distances.__getitem__):
        if board != GOAL_3X3:
            options = dict(reference.moves_in(board, 3))
            letter = next(
                letter
                for letter in "UDLR"
                if letter in options and distances[options[letter]] == distances[board] - 1
            )
            paths[board] = letter + paths[options[letter]]
    return paths


def expected_path_lines(boards: Sequence[Tuple[int, ...]]) -> str:
    """One line a board: its first shortest path in u, d, l, r, or `unsolvable`."""
    paths = first_paths()
    return "".join(
        (paths[board].lower() if board in paths else "unsolvable") + "\n" for board in boards
    )


def farthest_boards() -> List[Tuple[int, ...]]:
    """The boards 30 and 31 moves from GOAL_3X3."""
    distances = reference.shape_distances(GOAL_3X3, 3)
    return sorted(board for board, moves in distances.items() if moves >= 30)


@functools.lru_cache(maxsize=None)
def unique_path_boards() -> List[Tuple[int, ...]]:
    """The boards with exactly one shortest path to GOAL_3X3 (78,033 of them), by counting
    shortest paths over the plain BFS distances: a board's count is the sum of its neighbours'
    one move nearer."""
    distances = reference.shape_distances(GOAL_3X3, 3)
    counts = {}  # type: Dict[Tuple[int, ...], int]
    for board in sorted(distances, key=distances.__getitem__):
        counts[board] = (
            1
            if board == GOAL_3X3
            else sum(
                counts[neighbour]
                for _, neighbour in reference.moves_in(board, 3)
                if distances[neighbour] == distances[board] - 1
            )
        )
    return sorted(board for board, count in counts.items() if count == 1)


# --- programs in other languages --------------------------------------------------------------

# (language, extension, the tools it needs, the package to install); .ci/run installs them all
OTHER_LANGUAGES = [
    ("Go", ".go", ["go"], "golang-go"),
    ("Rust", ".rs", ["rustc"], "rustc"),
    ("JavaScript", ".js", ["node"], "nodejs"),
    ("Kotlin", ".kt", ["kotlinc", "java"], "kotlin"),
]

ACCEPTED_JAVA = """import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        List<Long> numbers = new ArrayList<Long>();
        long total = 0;
        while (in.hasNextLong()) {
            long number = in.nextLong();
            numbers.add(number);
            total += number;
        }
        Collections.sort(numbers);
        StringBuilder line = new StringBuilder();
        for (long number : numbers) {
            line.append(line.length() > 0 ? " " : "").append(number);
        }
        System.out.println(total);
        System.out.println(line);
    }
}
"""
