"""The pieces of the bench's 3x3 section that measure what costs what (tools/bench_solutions.py).

What it proves
    - The stage programs do what their labels say, run on a submission as a judge starts it: the
      compile and definitions stages print nothing (main() never runs), the split prints the two
      calls' milliseconds, and the whole run prints the case's answer.
    - The automaton trial runs in a fresh process and reports a build and a search for each length;
      an automaton of any word length keeps the distances of the oracle's BFS.
    - stripped_source keeps the program and drops docstrings and annotations.
"""

import json
import random
import subprocess
import sys

import pytest

import core
from oracle import reference
from tests.conftest import CASES, ROOT, SOLUTIONS
from tools import bench_solutions
from tools.imports import JUDGE_START

CASE = CASES / "luogu_p1379" / "sample-1.in"


def run(arguments, stdin=b""):
    return subprocess.run(
        [sys.executable] + JUDGE_START + arguments,
        input=stdin,
        capture_output=True,
        timeout=60,
        check=True,
    ).stdout


@pytest.mark.parametrize("label, arguments", bench_solutions.STAGES)
def test_stages__do_what_their_labels_say(label, arguments):
    path = str(SOLUTIONS / "luogu_p1379.py")
    output = run([path if part == "FILE" else part for part in arguments], CASE.read_bytes())
    expected = CASE.with_suffix(".out").read_bytes() if arguments == ["FILE"] else b""
    assert output == expected, label


def test_split__prints_both_calls_milliseconds():
    output = run(
        ["-c", bench_solutions.SPLIT, str(SOLUTIONS / "luogu_p1379.py")], CASE.read_bytes()
    )
    first, second = map(float, output.split())
    assert first > 0 and second > 0


def test_automaton_trial__reports_each_length():
    goal = "".join(map(str, reference.LUOGU_GOAL))
    found = json.loads(run(["-c", bench_solutions.AUTOMATON_TRIAL, str(ROOT), "283104765", goal]))
    assert sorted(found) == ["10", "2", "6", "8"]
    assert all(len(figures) == 2 and figures[1] > 0 for figures in found.values())


@pytest.mark.parametrize("length", [4, 6])
def test_automaton__of_any_word_length_keeps_the_distances(length):
    tables = type("Tables", (core.AutomatonTables,), {"word_length": length})
    search = type("Trial", (core.AutomatonSearch,), {"tables_class": tables})
    distances = reference.bfs_distances(reference.LUOGU_GOAL)
    for board in random.Random(length).sample(sorted(distances), 40):
        assert search.distance(board, reference.LUOGU_GOAL) == distances[board]


def test_stripped_source__drops_docstrings_and_annotations_and_still_runs():
    source = (SOLUTIONS / "luogu_p1379.py").read_text(encoding="utf-8")
    lean = bench_solutions.stripped_source(source)
    assert len(lean) < len(source) and '"""' not in lean and "-> str" not in lean
    names = {"__name__": "stripped"}
    exec(compile(lean, "lean", "exec"), names)
    assert names["solve"]("283104765") == "4\n"
