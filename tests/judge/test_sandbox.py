"""slidingkit/judge/sandbox.py: --sandbox, the judge's bubblewrap around code it does not trust.

What it proves, with hostile programs in Python and in C (tests/judge_fixtures/sandbox), each judged
with and without the sandbox: one that copies another case's answer file gets AC outside and WA
inside (the case folder is not there); one that asks a server the test starts on 127.0.0.1 for the
answer gets AC outside (the server hears it) and WA inside (no network); one that writes outside its
folder writes the file outside and not inside (AC either way: a real judge does not look); one that
kills its parent's process group kills the judge outside (as the docs say) and nothing inside, where
it gets AC; one that leaves a child behind gets AC, and the child never acts, either way; one that
fills its scratch folder gets RE inside (64 MiB) and leaves nothing behind; one that raises its
rlimits can outside and cannot inside. The hostile suite's verdicts (tests/judge_fixtures/hostile)
are the same inside, every language the machine has runs inside, and a judge without bwrap says so
in one line before anything runs.
"""

import os
import signal
import socket
import threading

import pytest

from slidingkit.judge import JudgeError
from slidingkit.judge.sandbox import SCRATCH_BYTES, Sandbox, find_sandbox, program_folders
from tests.judge.conftest import run_hostile
from tests.running import (
    ACCEPTED_JAVA,
    FIXTURE_CASES,
    FIXTURES,
    HOSTILE_NAMES,
    OTHER_LANGUAGES,
    expected_verdict,
    needs,
    run_judge,
    stress,
)

HOSTILE = FIXTURES / "sandbox"


def sandbox_missing():
    """Why --sandbox cannot run here (bwrap missing, or its namespaces refused), or None."""
    try:
        find_sandbox(os.curdir)
    except JudgeError as error:
        return str(error)
    return None


needs_bwrap = pytest.mark.skipif(sandbox_missing() is not None, reason=str(sandbox_missing()))
LANGUAGES = [".py", pytest.param(".c", marks=needs("gcc", "gcc"))]


def judged(tmp_path, program, inputs, *flags, **keywords):
    """Judge ``program`` on a case folder of ``inputs`` (name -> (input, answer)); the
    CompletedProcess, run from ``tmp_path`` (the judge's working folder)."""
    folder = tmp_path / "cases"
    folder.mkdir(exist_ok=True)
    for name, (text, answer) in inputs.items():
        (folder / (name + ".in")).write_text(text + "\n")
        (folder / (name + ".out")).write_text(answer + "\n")
    return run_judge(program, folder, *flags, cwd=tmp_path, **keywords)


def verdict_of(completed):
    lines = [line for line in completed.stdout.split("\n") if line[:3] in ("AC ", "WA ", "RE ")]
    return lines[0].split()[0] if lines else None


@needs_bwrap
@pytest.mark.parametrize("suffix", LANGUAGES)
def test_sandbox__another_cases_answer_file_cannot_be_read(tmp_path, suffix):
    program = HOSTILE / ("read_answers" + suffix)
    cases = tmp_path / "cases"
    inputs = {"a": (str(cases / "b.out"), "7"), "b": (str(cases / "a.out"), "7")}
    assert verdict_of(judged(tmp_path, program, inputs)) == "AC"  # it copied b's answer
    inside = judged(tmp_path, program, inputs, "--sandbox")
    assert verdict_of(inside) == "WA" and "no answer to copy: No such file" in inside.stdout


@needs_bwrap
@needs("gcc", "gcc")
def test_sandbox__the_compiler_cannot_read_an_answer_file_either(tmp_path):
    """A C solution that #includes another case's answer compiles to a program that prints it:
    AC outside; inside, the compiler runs in the sandbox too and finds no such file: CE."""
    cases = tmp_path / "cases"
    program = tmp_path / "include_answer.c"
    program.write_text(
        '#include <stdio.h>\nint main(void) {\n  printf("%%d\\n",\n#include "%s"\n  );\n'
        "  return 0;\n}\n" % (cases / "b.out")
    )
    inputs = {"a": ("1", "7"), "b": ("2", "7")}
    outside = judged(tmp_path, program, inputs)
    assert "AC  a" in outside.stdout, outside.stdout
    inside = judged(tmp_path, program, inputs, "--sandbox")
    assert "CE" in inside.stdout and "No such file" in inside.stdout, inside.stdout


def answering_server():
    """A server on 127.0.0.1 that answers 7 to whoever connects; (port, what it heard)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    listener.settimeout(20)
    heard = []

    def serve():
        try:
            while True:
                connection, _ = listener.accept()
                with connection:
                    heard.append(connection.recv(100))
                    connection.sendall(b"7\n")
        except OSError:
            pass

    threading.Thread(target=serve, daemon=True).start()
    return listener, heard


@needs_bwrap
@pytest.mark.parametrize("suffix", LANGUAGES)
def test_sandbox__no_network(tmp_path, suffix):
    program = HOSTILE / ("fetch_answer" + suffix)
    listener, heard = answering_server()
    try:
        inputs = {"a": (str(listener.getsockname()[1]), "7")}
        inside = judged(tmp_path, program, inputs, "--sandbox")
        assert verdict_of(inside) == "WA" and "offline: " in inside.stdout
        assert heard == []
        assert verdict_of(judged(tmp_path, program, inputs)) == "AC"
        assert heard == [b"leak\n"]
    finally:
        listener.close()


@needs_bwrap
@pytest.mark.parametrize("suffix", LANGUAGES)
def test_sandbox__nothing_is_written_outside_and_the_scratch_folder_goes(tmp_path, suffix):
    program = HOSTILE / ("write_outside" + suffix)
    target = tmp_path / "outside" / "pwned.txt"
    target.parent.mkdir()
    inputs = {"a": (str(target), "7")}
    assert verdict_of(judged(tmp_path, program, inputs, "--sandbox")) == "AC"
    assert not target.exists() and not (tmp_path / "scratch.txt").exists()
    assert verdict_of(judged(tmp_path, program, inputs)) == "AC"
    assert target.exists() and (tmp_path / "scratch.txt").exists()  # the judge's folder


@needs_bwrap
@pytest.mark.parametrize("suffix", LANGUAGES)
def test_sandbox__the_judge_cannot_be_signalled(tmp_path, suffix):
    """Outside the sandbox the program kills the judge's process group (the judge runs in a
    session of its own here, so that the test survives it): status -9, no verdict."""
    program = HOSTILE / ("kill_judge" + suffix)
    inputs = {"a": ("go", "7")}
    inside = judged(tmp_path, program, inputs, "--sandbox", preexec_fn=os.setsid)
    assert inside.returncode == 0 and verdict_of(inside) == "AC", inside.stdout + inside.stderr
    outside = judged(tmp_path, program, inputs, preexec_fn=os.setsid)
    assert outside.returncode == -signal.SIGKILL and "passed" not in outside.stdout


@needs_bwrap
@pytest.mark.parametrize("suffix", LANGUAGES)
@pytest.mark.parametrize("sandbox", [[], ["--sandbox"]], ids=["outside", "inside"])
def test_sandbox__a_child_left_behind_never_acts(tmp_path, suffix, sandbox):
    program = HOSTILE / ("leave_child" + suffix)
    late = tmp_path / "late.txt"
    completed = judged(tmp_path, program, {"a": (str(late), "7")}, *sandbox)
    assert verdict_of(completed) == "AC", completed.stdout
    threading.Event().wait(4)  # past the child's 3 s
    assert not late.exists()


@needs_bwrap
@pytest.mark.parametrize("suffix", LANGUAGES)
def test_sandbox__a_full_scratch_folder_is_re_and_leaves_nothing(tmp_path, suffix):
    """96 MiB written into a 64 MiB scratch folder: No space left on device, RE; outside the
    sandbox the file lands in the judge's working folder (and is removed here)."""
    assert SCRATCH_BYTES == 64 * 2**20
    program = HOSTILE / ("fill_scratch" + suffix)
    inside = judged(tmp_path, program, {"a": ("go", "7")}, "--sandbox")
    assert verdict_of(inside) == "RE", inside.stdout
    assert not (tmp_path / "fill.bin").exists()
    outside = judged(tmp_path, program, {"a": ("go", "7")})
    assert verdict_of(outside) == "AC" and (tmp_path / "fill.bin").stat().st_size == 96 * 2**20
    (tmp_path / "fill.bin").unlink()


@needs_bwrap
def test_sandbox__the_users_environment_stays_outside(tmp_path):
    program = HOSTILE / "read_environment.py"
    secret = {"SECRET_TOKEN": "hunter2"}
    inside = judged(tmp_path, program, {"a": ("go", "none")}, "--sandbox", extra_env=secret)
    assert verdict_of(inside) == "AC"
    outside = judged(tmp_path, program, {"a": ("go", "none")}, extra_env=secret)
    assert verdict_of(outside) == "WA" and "hunter2" in outside.stdout


@needs_bwrap
def test_sandbox__its_limits_cannot_be_raised(tmp_path):
    program = HOSTILE / "raise_limits.py"
    assert verdict_of(judged(tmp_path, program, {"a": ("go", "kept")}, "--sandbox")) == "AC"
    assert verdict_of(judged(tmp_path, program, {"a": ("go", "kept")})) == "WA"  # raised


@needs_bwrap
@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_sandbox__the_hostile_suite_gets_the_same_verdicts_inside(tmp_path, name):
    completed, report, left = run_hostile(tmp_path, name, "--sandbox")
    assert report["cases"][0]["verdict"] == expected_verdict(name), completed.stdout[-3000:]
    assert left == []


def language_param(extension, tools):
    """A language's row: skipped without its tools; a JVM's start (Java, Kotlin) is make
    test-all's."""
    marks = [needs(tool, tool) for tool in tools]
    if extension in (".java", ".kt"):
        marks.append(pytest.mark.slow)
    return pytest.param(extension, marks=marks, id=extension[1:])


@needs_bwrap
@pytest.mark.parametrize(
    "extension",
    [language_param(".py", []), language_param(".cpp", ["g++"])]
    + [language_param(".java", ["javac", "java"])]
    + [language_param(extension, tools) for _, extension, tools, _ in OTHER_LANGUAGES],
)
def test_sandbox__every_language_runs_inside(tmp_path, extension):
    """The JVM (Java, Kotlin), Go, Node and the rest find what they need inside: AC on the
    fixture's cases, as outside."""
    program = FIXTURES / "solutions" / ("accepted" + extension)
    if extension == ".java":
        program = tmp_path / "Main.java"
        program.write_text(ACCEPTED_JAVA)
    completed = run_judge(program, FIXTURE_CASES, "--sandbox", "-q", "--time-limit", "20")
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert completed.stdout.strip().split("\n")[-1] == "3 passed, 0 failed"


@needs_bwrap
def test_stress__sandbox_runs_the_solution_inside_and_its_repeat_says_so(tmp_path):
    """stress --sandbox: the solution runs inside (it cannot reach the network), GEN and REF
    outside; the counterexample's replay and the repeat command keep --sandbox."""
    listener, heard = answering_server()
    try:
        port = str(listener.getsockname()[1])
        programs = [HOSTILE / "fetch_answer.py", "--generator", "echo %s" % port]
        programs += ["--reference", "echo 7"]
        completed = stress(*programs, "-n", "2", "--seed", "1", "--sandbox", "--out", tmp_path)
        assert completed.returncode == 1 and heard == [], completed.stdout + completed.stderr
        assert "in a bwrap sandbox" in completed.stdout
        last = completed.stdout.rstrip("\n").split("\n")
        assert "--sandbox" in last[-2] and last[-1].endswith(
            "--sandbox --out %s repeats it)" % tmp_path
        )
        outside = stress(*programs, "-n", "1", "--out", tmp_path / "outside")
        assert outside.returncode == 0 and heard == [b"leak\n"]
    finally:
        listener.close()


def test_sandbox__without_bwrap_is_one_line_before_anything_runs(tmp_path):
    """PATH without bwrap: one error line saying what to install; the solution never ran."""
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    marker = tmp_path / "ran"
    program = tmp_path / "solution.py"
    program.write_text("open(%r, 'w').close()\nprint(3)\n" % str(marker))
    completed = run_judge(program, FIXTURE_CASES, "--sandbox", extra_env={"PATH": str(bin_folder)})
    assert completed.returncode == 1 and completed.stdout == ""
    assert completed.stderr.strip().split("\n") == [
        "judge: error: --sandbox needs bubblewrap, and bwrap is not on PATH: install bubblewrap "
        "(Debian and Ubuntu: apt install bubblewrap)"
    ]
    assert not marker.exists()


def test_sandbox_wrap__binds_the_program_and_the_interpreters_installation_read_only(tmp_path):
    program = tmp_path / "solution.py"
    program.write_text("print(1)\n")
    words = Sandbox("/usr/bin/bwrap").wrap(["python3", "-I", str(program)], "python3")
    assert words[:4] == ["/usr/bin/bwrap", "--unshare-all", "--die-with-parent", "--new-session"]
    assert words[words.index("--") + 2 :] == ["-I", str(program)]
    assert os.path.isabs(words[words.index("--") + 1])
    binds = [words[at + 1] for at, word in enumerate(words) if word == "--ro-bind"]
    assert str(program) in binds and str(tmp_path) not in binds
    assert "--unshare-all" in words and ["--cap-drop", "ALL"] == words[4:6]
    assert all(
        place not in ("/", "/root", "/home") for place in program_folders(["python3"], "python3")
    )


def test_sandbox_wrap__a_case_folder_within_a_bound_folder_is_covered(tmp_path):
    """A case folder inside what the program may read (here the folder a Java-like command
    names; in an install, a site-packages under /usr) is covered by an empty folder; one
    outside it is simply not there."""
    build = tmp_path / "build"
    (build / "cases").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    sandbox = Sandbox("bwrap", [str(build / "cases"), str(elsewhere)])
    words = sandbox.wrap(["java", "-cp", str(build), "Main"], "java")
    covered = [words[at + 1] for at, word in enumerate(words) if word == "--tmpfs"]
    assert covered == ["/tmp", str(build / "cases")]
    assert words.index("--tmpfs", words.index("/tmp") + 1) > words.index(str(build))
