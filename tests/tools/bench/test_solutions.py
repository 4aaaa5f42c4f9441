"""The pieces of the bench's 3x3 section that measure what costs what
(slidingkit/tools/bench/solutions.py).

What it proves
    - The stage programs do what their labels say, run on a submission as a judge starts it: the
      compile and definitions stages print nothing (main() never runs; their copies of the file
      compile all of it and define what it defines), the split prints the two calls'
      milliseconds, and the answer stage (the file without its quick_exit) and the whole run
      print the case's answer. The submission is the
      first file the section times per query (its problem's BENCH holds "queries").
    - stripped_source keeps the program and drops docstrings and annotations.
    - boards_in counts the boards a program's case asks about, a peer's by the file it runs
      beside, and none for the bare start.
"""

import subprocess
import sys
from pathlib import Path

import pytest

from slidingkit.tools.bench import solutions
from slidingkit.tools.bench.workloads import measured, problem_of
from slidingkit.tools.vendor.imports import JUDGE_START
from tests.conftest import SOLUTIONS

NAME = measured("queries")[0]
FILE = SOLUTIONS / (NAME + ".py")
CASE = Path(problem_of(NAME).cases[0].input_path)


def run(arguments, stdin=b""):
    return subprocess.run(
        [sys.executable] + JUDGE_START + arguments,
        input=stdin,
        capture_output=True,
        timeout=60,
        check=True,
    ).stdout


@pytest.mark.parametrize("label, arguments", solutions.STAGES)
def test_stages__do_what_their_labels_say(label, arguments, tmp_path):
    scripts = solutions.stage_scripts(FILE, tmp_path)
    output = run([scripts.get(part, part) for part in arguments], CASE.read_bytes())
    answers = arguments in (["ANSWERED"], ["FILE"])
    expected = CASE.with_suffix(".out").read_bytes() if answers else b""
    assert output == expected, label


def test_stage_scripts__compile_the_whole_file_and_define_what_it_defines(tmp_path):
    """The compile stage's copy holds every line of the file and one more, which stops it
    before its first statement; the definitions stage's copy defines solve and main and runs
    neither, even as __main__; the answer stage's copy is the file without its quick_exit()."""
    scripts = solutions.stage_scripts(FILE, tmp_path)
    source = FILE.read_text(encoding="utf-8")
    compiled = Path(scripts["COMPILED"]).read_text(encoding="utf-8")
    assert compiled.replace("raise SystemExit\n", "", 1) == source
    with pytest.raises(SystemExit):
        exec(compile(compiled, "compiled", "exec"), {"__name__": "__main__"})
    names = {"__name__": "__main__"}
    exec(compile(Path(scripts["DEFINED"]).read_text(encoding="utf-8"), "defined", "exec"), names)
    assert callable(names["solve"]) and callable(names["main"])
    answered = Path(scripts["ANSWERED"]).read_text(encoding="utf-8")
    assert answered + "    quick_exit()\n" == source


def test_split__prints_both_calls_milliseconds():
    output = run(["-c", solutions.SPLIT, str(FILE)], CASE.read_bytes())
    first, second = map(float, output.split())
    assert first > 0 and second > 0


def test_stripped_source__drops_docstrings_and_annotations_and_still_runs():
    source = FILE.read_text(encoding="utf-8")
    lean = solutions.stripped_source(source)
    assert len(lean) < len(source) and '"""' not in lean and "-> str" not in lean
    names = {"__name__": "stripped"}
    exec(compile(lean, "lean", "exec"), names)
    text = CASE.read_text("utf-8")
    assert names["solve"](text) == CASE.with_suffix(".out").read_text("utf-8")


def test_boards_in__counts_the_boards_of_the_case():
    cases = SOLUTIONS.parent / "judge_cases"
    many = solutions.Program("hdu_1043.py", [], cases / "hdu_1043" / "many-1000.in", "hdu_1043")
    peer = solutions.Program("peer", [], cases / "luogu_p1379" / "dist-28.in", None, "luogu_p1379")
    bare = solutions.Program("bare", ["-c", "pass"], cases / "luogu_p1379" / "dist-28.in")
    assert [solutions.boards_in(p) for p in (many, peer, bare)] == ["1,000", "1", "-"]
