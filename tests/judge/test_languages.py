"""slidingkit/judge/languages.py: how the judge prepares and runs a solution in each language.

What it proves
    - Python: a .py file is byte-compiled once, by the interpreter that runs it, before any case:
      a syntax error is CE on every case with the compiler's message shown once and no .pyc left
      beside the file; a file that compiles says so and runs; --python pypy3 runs it under PyPy
      (when installed).
    - The other languages: a C++ file is compiled once and judged on every case, a compile error
      is CE on every case with the compiler's first lines, and a short C++ run still reports its
      memory; a missing toolchain is one line naming the package to install; a file of no known
      language is one error line, an executable file and --command run as given; Java runs
      under 256 MB with a big stack; each compiled hostile program (C) gets the verdict of its
      Python twin; --all pairs a C++ file and names its language; Go, Rust, JavaScript and
      Kotlin programs get their verdicts (AC in make test, every verdict in make test-all).

The programs solve the fixture problem (tests/judge_fixtures: the sum of the input's integers,
then the integers sorted), whose case folder holds the expected answers; no test here depends on
a puzzle problem. Go, Rust, JavaScript and Kotlin each have an AC, a WA, a CE, a TLE and an RE
program there, in solutions/NAME.EXT (OTHER_LANGUAGES, PROGRAM_VERDICTS). A test whose
toolchain is missing is skipped with the package to install; .ci/run installs every one, so none
skips in CI.
"""

import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from tests.judge.conftest import judge_with_json, run_hostile, verdicts
from tests.running import (
    ACCEPTED_JAVA,
    FIXTURE_CASES,
    FIXTURES,
    GENEROUS_TIME,
    OTHER_LANGUAGES,
    PROGRAMS,
    expected_verdict,
    last_line,
    needs_gcc,
    needs_gpp,
    needs_java,
    one_case_folder,
    run_judge,
    solution,
)


def test_judge__python_syntax_error_is_ce_on_every_case_shown_once(tmp_path):
    """A .py file is byte-compiled once, by the interpreter that runs it, before any case: a
    syntax error is CE on every case with the interpreter's message shown once (as for C++),
    and no .pyc is left beside the file."""
    source = tmp_path / "broken.py"
    source.write_text("import sys\nprint(sum(map(int, sys.stdin.read().split()))\n")
    report_path = tmp_path / "report.json"
    completed = run_judge(source, FIXTURE_CASES, "--json", report_path)
    assert completed.returncode == 1 and "Traceback" not in completed.stdout + completed.stderr
    report = json.loads(report_path.read_text())
    assert verdicts(report) == ["CE"] * 3
    message = report["cases"][0]["message"]
    assert message.startswith("compilation failed (exit status 1): ")
    assert 'broken.py", line 2' in message and "SyntaxError: " in message
    assert completed.stdout.count("SyntaxError") == 1
    assert completed.stdout.count("(the same compiler message)") == 2
    assert "failed (CE)" in completed.stdout and last_line(completed) == "0 passed, 3 failed"
    assert report["compile_command"][0] == report["python"]  # the interpreter that runs it
    assert sorted(path.name for path in tmp_path.iterdir()) == ["broken.py", "report.json"]


def test_judge__python_that_compiles_says_so_and_runs(tmp_path):
    completed, report = judge_with_json(tmp_path, "accepted")
    assert "compiled with CPython " in completed.stdout and ": ok" in completed.stdout
    assert report["compile_command"][0] == report["python"]
    assert verdicts(report) == ["AC"] * 3


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")
def test_judge__runs_solutions_with_pypy3(tmp_path):
    completed, report = judge_with_json(
        tmp_path, "accepted", FIXTURE_CASES, "--python", "pypy3", "--memory-limit", "256"
    )
    assert completed.returncode == 0, completed.stdout
    assert report["interpreter"].startswith("PyPy ")
    assert verdicts(report) == ["AC"] * 3


# --- the other languages ------------------------------------------------------------------------

HOSTILE_COMPILED = FIXTURES / "hostile_compiled"
HOSTILE_COMPILED_NAMES = sorted(path.stem for path in HOSTILE_COMPILED.glob("*.c"))
ACCEPTED_CPP = FIXTURES / "solutions" / "accepted.cpp"
# The fixture problem in Java: the sum of the input's integers, then the integers sorted.


def judge(*args, **options):
    completed = run_judge(*args, **options)
    assert "Traceback" not in completed.stderr, completed.stderr
    return completed


@needs_gpp
def test_judge__cpp_solution_is_compiled_once_and_judged_on_every_case(tmp_path):
    report_path = tmp_path / "report.json"
    completed = judge(ACCEPTED_CPP, FIXTURE_CASES, "--json", report_path)
    assert completed.returncode == 0, completed.stdout[-3000:]
    report = json.loads(report_path.read_text())
    assert report["language"] == "C++" and report["interpreter"].startswith("C++ (g++ ")
    assert report["compile_command"][:3] == ["g++", "-O2", "-std=c++17"]
    assert report["passed"] == len(list(FIXTURE_CASES.glob("*.in"))) and report["failed"] == 0
    assert completed.stdout.count("compiled with g++") == 1
    assert "compiled with g++ -O2 -std=c++17" in completed.stdout
    assert not Path(report["command"][0]).parent.exists(), "the build folder is left behind"
    # the command each case ran is the binary the compiler wrote; "python" is for Python only
    compiled = report["compile_command"]
    assert report["command"] == [compiled[compiled.index("-o") + 1]]
    assert report["python"] is None


@needs_gpp
def test_judge__compile_error_is_ce_on_every_case_with_the_compilers_first_lines(tmp_path):
    report_path = tmp_path / "report.json"
    completed = judge(
        FIXTURES / "does_not_compile.cpp",
        FIXTURE_CASES,
        "--json",
        report_path,
        "--junit",
        tmp_path / "junit.xml",
    )
    assert completed.returncode == 1
    report = json.loads(report_path.read_text())
    assert [case["verdict"] for case in report["cases"]] == ["CE", "CE", "CE"]
    message = report["cases"][0]["message"]
    assert message.startswith("compilation failed (exit status 1): g++")
    assert "error" in message and "does_not_compile.cpp" in message
    assert completed.stdout.count("(the same compiler message)") == 2  # shown in full once
    assert last_line(completed) == "0 passed, 3 failed"
    suite = ElementTree.parse(str(tmp_path / "junit.xml")).getroot().find("testsuite")
    assert [failure.get("type") for failure in suite.iter("failure")] == ["CE"] * 3
    assert {prop.get("name"): prop.get("value") for prop in suite.iter("property")}[
        "language"
    ] == "C++"


@needs_gpp
def test_judge__a_short_cpp_run_reports_its_memory(tmp_path):
    """A C++ program that ends within milliseconds is still measured: the judge samples its
    memory while it waits for its input, its libraries loaded, so each case shows more than
    0 MB (its C and C++ libraries alone are over 1 MB resident)."""
    report_path = tmp_path / "report.json"
    completed = judge(FIXTURES / "solutions" / "accepted.cpp", FIXTURE_CASES, "--json", report_path)
    assert completed.returncode == 0, completed.stdout[-3000:]
    cases = json.loads(report_path.read_text())["cases"]
    assert len(cases) == 3 and all(case["memory_mb"] >= 1.0 for case in cases), cases


@needs_gpp
def test_judge__a_cpp_run_that_touches_64_mib_reports_at_least_64_mb(tmp_path):
    report_path = tmp_path / "report.json"
    completed = judge(
        FIXTURES / "solutions" / "touch_64_mib.cpp",
        FIXTURE_CASES,
        "--memory-limit",
        "256",
        "--json",
        report_path,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    cases = json.loads(report_path.read_text())["cases"]
    assert all(case["memory_mb"] >= 64 for case in cases), cases


@pytest.mark.parametrize(
    "source,package",
    [
        ("luogu_bfs.cpp", "g++"),
        ("hihocoder_off_by_one.c", "gcc"),
        ("Main.java", "default-jdk-headless"),
    ],
)
def test_judge__missing_toolchain_is_one_line_naming_the_package(tmp_path, source, package):
    empty = tmp_path / "bin"
    empty.mkdir()
    completed = judge(PROGRAMS / source, FIXTURE_CASES, extra_env={"PATH": str(empty)})
    assert completed.returncode == 1 and completed.stdout == ""
    lines = completed.stderr.strip().split("\n")
    assert len(lines) == 1 and lines[0].startswith("judge: error: "), completed.stderr
    assert "install the package %s" % package in lines[0]


def test_judge__unknown_language_that_is_not_executable_is_one_error_line(tmp_path):
    source = tmp_path / "solution.pas"
    source.write_text("begin end.\n")
    completed = judge(source, FIXTURE_CASES)
    assert completed.returncode == 1 and completed.stdout == ""
    assert completed.stderr.count("\n") == 1 and "--command" in completed.stderr


def test_judge__executable_file_and_command_run_as_given(tmp_path):
    script = tmp_path / "solve"
    script.write_text("#!/bin/sh\nexec %s %s\n" % (sys.executable, solution("accepted")))
    script.chmod(0o755)
    report_path = tmp_path / "report.json"
    completed = judge(script, FIXTURE_CASES, "--json", report_path)
    assert completed.returncode == 0, completed.stdout
    assert json.loads(report_path.read_text())["language"] == "executable"
    completed = judge(
        "--command",
        "%s %s" % (sys.executable, solution("wrong_answer")),
        FIXTURE_CASES,
        "--json",
        report_path,
    )
    report = json.loads(report_path.read_text())
    assert completed.returncode == 1 and report["language"] == "command"
    assert "WA" in [case["verdict"] for case in report["cases"]]
    assert report["address_space_limit"] is None


@pytest.mark.slow  # a JVM's start: seconds
@needs_java
def test_judge__java_runs_under_256_mb_with_a_big_stack_and_resident_memory_judged(tmp_path):
    report_path = tmp_path / "report.json"
    source = tmp_path / "Main.java"
    source.write_text(ACCEPTED_JAVA)
    completed = judge(
        source,
        FIXTURE_CASES,
        "--memory-limit",
        "256",
        "--time-limit",
        GENEROUS_TIME,
        "--json",
        report_path,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]
    report = json.loads(report_path.read_text())
    assert report["language"] == "Java" and report["address_space_limit"] is None
    assert "-Xss64m" in report["command"] and "-Xmx256m" in report["command"]
    # A user's own JVM flags: a 512 MiB thread stack is reserved, not resident.
    build = tmp_path / "build"
    build.mkdir()
    subprocess.run(["javac", "-d", str(build), str(source)], check=True)
    completed = judge(
        "--command",
        "java -Xss512m -cp %s Main" % build,
        FIXTURE_CASES,
        "--memory-limit",
        "256",
        "--time-limit",
        GENEROUS_TIME,
    )
    assert completed.returncode == 0, completed.stdout[-3000:]


def hostile_twin_verdict(name):
    return expected_verdict(name)  # the Python fixture of the same name


@needs_gcc
@pytest.mark.parametrize("name", HOSTILE_COMPILED_NAMES)
def test_judge__compiled_hostile_program_gets_the_verdict_of_its_python_twin(tmp_path, name):
    completed, report, left = run_hostile(tmp_path, name, program=HOSTILE_COMPILED / (name + ".c"))
    case = report["cases"][0]
    assert case["verdict"] == hostile_twin_verdict(name), completed.stdout[-3000:]
    assert left == []  # and run_judge's timeout: no hang
    assert len(completed.stdout) < 20000


@needs_gpp
def test_judge__all_mode_pairs_a_cpp_file_and_names_its_language(tmp_path):
    (tmp_path / "solutions").mkdir()
    (tmp_path / "judge_cases").mkdir()
    shutil.copy(str(ACCEPTED_CPP), str(tmp_path / "solutions" / "sum.cpp"))
    shutil.copytree(str(FIXTURE_CASES), str(tmp_path / "judge_cases" / "sum"))
    (tmp_path / "judge_cases" / "sum.json").write_text(json.dumps({"time_limit": 20}))
    completed = judge("--all", "--json", "all.json", "--junit", "all.xml", cwd=tmp_path)
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "C++ (g++ " in completed.stdout
    report = json.loads((tmp_path / "all.json").read_text())
    assert [run["language"] for run in report["runs"]] == ["C++"]
    junit = ElementTree.parse(str(tmp_path / "all.xml")).getroot()
    assert [
        prop.get("value") for prop in junit.iter("property") if prop.get("name") == "language"
    ] == ["C++"]


# Each language's programs, tests/judge_fixtures/solutions/NAME.EXT, and the verdict of every case
PROGRAM_VERDICTS = [
    ("accepted", "AC"),
    ("wrong_answer", "WA"),
    ("does_not_compile", "CE"),
    ("loop_forever", "TLE"),
    ("crash", "RE"),
]


def marks_for(language, tools, package, verdict):
    """Skipped, naming the package, where a tool is missing. make test judges each language's AC
    (a compile and three runs), make test-all (which CI runs) every verdict: each is a compile
    or a time-out of a second or more, Kotlin's a JVM's."""
    marks = [
        pytest.mark.skipif(
            any(shutil.which(tool) is None for tool in tools),
            reason="needs %s (install the package %s)" % (" and ".join(tools), package),
        )
    ]
    if verdict != "AC":
        marks.append(pytest.mark.slow)
    return marks


@pytest.mark.parametrize(
    "language, extension, tools, program, verdict",
    [
        pytest.param(
            language,
            extension,
            tools,
            program,
            verdict,
            marks=marks_for(language, tools, package, verdict),
            id="%s-%s" % (language, verdict),
        )
        for language, extension, tools, package in OTHER_LANGUAGES
        for program, verdict in PROGRAM_VERDICTS
    ],
)
def test_judge__go_rust_javascript_and_kotlin_programs_get_their_verdicts(
    tmp_path, language, extension, tools, program, verdict
):
    """One judge run per program, so each file is compiled once a session (kotlinc, a JVM,
    takes seconds). The endless loop runs on one case under a 1 s limit; the others on every
    case of the fixture problem under a generous one."""
    endless = verdict == "TLE"
    cases = (
        one_case_folder(tmp_path, time_limit=1.0, memory_limit=512) if endless else FIXTURE_CASES
    )
    limits = [] if endless else ["--time-limit", GENEROUS_TIME, "--memory-limit", "512"]
    report_path = tmp_path / "report.json"
    completed = judge(
        FIXTURES / "solutions" / (program + extension), cases, "--json", report_path, *limits
    )
    assert completed.returncode == (0 if verdict == "AC" else 1), completed.stdout[-3000:]
    report = json.loads(report_path.read_text())
    assert report["language"] == language
    # the toolchain named with its version, past any warning its launcher prints first
    assert re.fullmatch(r"%s \(%s \d+(\.\d+)+\)" % (language, tools[0]), report["interpreter"])
    cases_run = sorted(path.stem for path in cases.glob("*.in"))
    assert sorted(case["name"] for case in report["cases"]) == cases_run
    assert [case["verdict"] for case in report["cases"]] == [verdict] * len(cases_run), (
        completed.stdout[-3000:]
    )
    if verdict == "CE":
        message = report["cases"][0]["message"]
        assert message.startswith("compilation failed (exit status "), message
        assert program + extension in message, message  # the compiler's words about the file
        assert "-noverify" not in message, message  # not kotlinc's launcher's JVM warning


@pytest.mark.parametrize(
    "language, extension, tools, package",
    OTHER_LANGUAGES,
    ids=[row[0] for row in OTHER_LANGUAGES],
)
def test_judge__go_rust_javascript_or_kotlin_missing_is_one_line_naming_the_package(
    tmp_path, language, extension, tools, package
):
    empty = tmp_path / "bin"
    empty.mkdir()
    completed = judge(
        FIXTURES / "solutions" / ("accepted" + extension),
        FIXTURE_CASES,
        extra_env={"PATH": str(empty)},
    )
    assert completed.returncode == 1 and completed.stdout == ""
    lines = completed.stderr.strip().split("\n")
    assert len(lines) == 1 and lines[0].startswith("judge: error: "), completed.stderr
    assert "%s solutions need %s" % (language, tools[0]) in lines[0]
    assert "install the package %s" % package in lines[0]
