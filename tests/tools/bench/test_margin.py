"""The bench's margin section (slidingkit/tools/bench/margin.py), on one small problem.

What it proves
    - judged_problems lists every case folder with a solution file.
    - judged runs a problem's file through the judge on every case not known_slow, a sample per
      round for each, and measures it once: a second call returns the same runs; measure then
      gives its slowest case, the case's share of the limit and its peak memory.
"""

from slidingkit.tools.bench import margin
from slidingkit.tools.common import CASES, SOLUTIONS

NAME = "aoj_0121"  # ten cases, a Python file only, CPython only


def test_judged_problems__every_folder_with_a_solution():
    names = margin.judged_problems()
    assert NAME in names and names == sorted(names)
    assert all((SOLUTIONS / (name + ".py")).is_file() for name in names if name != "poj_2893")
    assert all((CASES / name).is_dir() for name in names)


def test_judged__every_case_each_round_measured_once(monkeypatch):
    monkeypatch.setattr(margin, "JUDGED", {})
    problem, runs = margin.judged(NAME, 2)
    assert list(runs) == ["CPython"]
    cases = {case.name for case in problem.cases} - set(problem.known_slow)
    assert set(runs["CPython"]) == cases
    assert all(len(results) == 2 for results in runs["CPython"].values())
    assert all(run.verdict == "AC" for results in runs["CPython"].values() for run in results)
    assert margin.judged(NAME, 2)[1] is runs
    monkeypatch.setattr(margin, "judged_problems", lambda: [NAME])
    rows, labels = margin.measure(2)
    ((name, label, limit, slowest, seconds, share, peak, failures, _),) = rows
    assert (name, label, labels, failures) == (NAME, "CPython", ["CPython"], [])
    assert slowest in cases and share == seconds / limit and peak >= 0
