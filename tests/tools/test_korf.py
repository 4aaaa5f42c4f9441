"""Korf's 100 (slidingkit/tools/korf.py, `make korf`): the instances it reads and how it turns
them to the kit's goal. The solving itself is tested on a sample in
tests/explorer/test_pattern_database.py.

What it proves
    - The committed file holds Korf's 100 instances, each a board of the 16 tiles (0 the blank)
      with its published optimal length, between 41 and 66 moves.
    - for_blank_last_goal takes Korf's goal (the blank first) to the kit's (the blank last) and
      undoes itself: a board turned twice is the board.
    - parse_range reads the instance lists the command line takes (`1-3,7`).
    - The page's section (section), made from a run's figures (made up here, no timing is
      measured): it says `make korf` writes it, gives the context rows, a row per interpreter
      with its build, memory, search and total, whether CPython met the target (met only for all
      100 on CPython with the tables built afresh within TARGET_CPU_SECONDS of CPU), every
      instance once in the bands of optimal length, and the slowest instances, slowest first.
    - peak_memory_mb is the process's own peak: a child process started by a parent that holds
      256 MB reports less (getrusage's ru_maxrss would report the parent's), on Linux.
    - main --page writes that section into a page the bench wrote (the rest of it unchanged, the
      seal anew), exits 1 with one line on stderr when there is no such page, and takes only the
      whole run (all 100 instances, the tables built afresh).
"""

import argparse
import os
import subprocess
import sys

import pytest

from slidingkit.tools import korf
from slidingkit.tools.bench import page
from slidingkit.tools.bench.page import Section
from tests.conftest import ROOT


def run_figures(interpreter="CPython 3.11.7", cpu_seconds=45.0, built=True, count=100):
    """Made-up figures of one interpreter's run, as solve_all returns them: instance n takes n
    hundredths of a second of CPU, so the slowest are the highest numbers."""
    instances = korf.read_instances(korf.KORF_FILE)
    return {
        "interpreter": interpreter,
        "builder": "numpy",
        "built": built,
        "partition": "6-6-3",
        "build_seconds": 5.0,
        "build_cpu_seconds": 4.5,
        "tables_mb": 32.0,
        "memory_before_build_mb": 40.0,
        "peak_memory_build_mb": 190.0,
        "rows": [
            {
                "instance": number,
                "moves": instances[number][1],
                "optimum": instances[number][1],
                "expanded": 1000 * number,
                "generated": 2000 * number,
                "seconds": number / 90,
                "cpu_seconds": number / 100,
            }
            for number in range(1, count + 1)
        ],
        "total_seconds": cpu_seconds + 5,
        "cpu_seconds": cpu_seconds,
        "load_before": "1.00 1.00 1.00",
        "load_after": "1.10 1.00 1.00",
    }


CONTEXT = [("machine", "a CPU, 2 cores"), ("command", "`make korf`")]


def test_read_instances__korfs_100_boards_with_their_optimal_lengths():
    instances = korf.read_instances(korf.KORF_FILE)
    assert sorted(instances) == list(range(1, 101))
    for board, length in instances.values():
        assert sorted(board) == list(range(16))
        assert 41 <= length <= 66
    assert min(length for _, length in instances.values()) == 41
    assert max(length for _, length in instances.values()) == 66


def test_for_blank_last_goal__maps_korfs_goal_to_the_kits_and_undoes_itself():
    assert korf.for_blank_last_goal(korf.KORF_GOAL) == tuple(range(1, 16)) + (0,)
    for board, _ in list(korf.read_instances(korf.KORF_FILE).values())[:10]:
        turned = korf.for_blank_last_goal(board)
        assert sorted(turned) == list(range(16))
        assert korf.for_blank_last_goal(turned) == board


@pytest.mark.parametrize(
    "text, numbers", [("1-3,7", [1, 2, 3, 7]), ("5", [5]), ("98-100", [98, 99, 100])]
)
def test_parse_range__reads_instance_lists(text, numbers):
    assert korf.parse_range(text) == numbers


def cells(text):
    """Each Markdown table row of text as its cells, stripped of padding."""
    return [
        [cell.strip() for cell in line.strip()[1:-1].split("|")]
        for line in text.splitlines()
        if line.startswith("|")
    ]


def test_section__says_who_writes_it_and_gives_each_interpreter_the_target_and_the_slowest():
    pypy = run_figures("PyPy 7.3.11 (Python 3.9.16)", cpu_seconds=40.0)
    pypy["builder"] = "python"
    text = korf.section(run_figures(), pypy, None, CONTEXT)
    assert text.startswith("Written by `make korf`") and "6-6-3" in text.splitlines()[0]
    rows = cells(text)
    assert ["machine", "a CPU, 2 cores"] in rows
    runs = {row[0]: row for row in rows if row[0].startswith(("CPython", "PyPy"))}
    assert runs["CPython 3.11.7"][1:7] == ["numpy", "4.5", "5.0", "190 (40)", "50.5", "45.0"]
    assert runs["PyPy 7.3.11 (Python 3.9.16)"][1] == "python"
    assert "**Target met**: CPython 3.11.7 solved all 100" in text
    bands = [row for row in rows if row[0] in ["%d-%d" % band for band in korf.LENGTHS]]
    assert len(bands) == len(korf.LENGTHS) and sum(int(row[1]) for row in bands) == 100
    slowest = cells(text.split("The %d slowest on CPython 3.11.7:" % korf.SLOWEST)[1])
    assert [row[0] for row in slowest[2:]] == ["100", "99", "98", "97", "96"]
    assert slowest[2][-2:] == ["1.00", "1.00"]  # CPython's CPU s, then PyPy's


@pytest.mark.parametrize(
    "figures",
    [
        run_figures(cpu_seconds=korf.TARGET_CPU_SECONDS + 0.5),
        run_figures(built=False),
        run_figures(count=99),
        run_figures("PyPy 7.3.11 (Python 3.9.16)"),
    ],
    ids=["too slow", "tables from the cache", "not all 100", "not CPython"],
)
def test_section__the_target_is_missed_unless_all_100_run_on_cpython_within_it(figures):
    assert not korf.target_met(figures)
    assert "**Target missed**" in korf.section(figures, None, None, CONTEXT)
    assert korf.target_met(run_figures(cpu_seconds=korf.TARGET_CPU_SECONDS))


def a_bench_page(path):
    """A page as the bench writes it: one section of its own and the Korf placeholder."""
    text = page.render(
        [(Section("stub", "A stub section", print), "Figures of the bench.\n")],
        [("machine", "a CPU, 2 cores")],
        page.carried_over(path),
    )
    path.write_text(text, "utf-8")
    return text


def test_main__page_writes_the_section_into_the_benchs_page(tmp_path, monkeypatch, capsys):
    path = tmp_path / "performance.md"
    a_bench_page(path)
    monkeypatch.setattr(korf, "solve_all", lambda options, log: run_figures())
    assert korf.main(["--page", str(path), "--no-pypy", "--compare", "0"]) == 0
    text = path.read_text("utf-8")
    assert page.seal_holds(text)
    assert "## A stub section\n\nFigures of the bench.\n\n## Korf's 100\n\n" in text
    korf_section = text.split("## Korf's 100\n\n", 1)[1]
    assert korf_section.startswith("Written by `make korf`") and "**Target met**" in korf_section
    assert "instance  moves" in capsys.readouterr().out  # the table is printed as well


def test_main__page_without_a_bench_page_exits_1_with_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(korf, "solve_all", lambda options, log: run_figures())
    path = tmp_path / "performance.md"
    path.write_text("not a page the bench wrote\n", "utf-8")
    assert korf.main(["--page", str(path), "--no-pypy", "--compare", "0"]) == 1
    assert path.read_text("utf-8") == "not a page the bench wrote\n"
    assert (
        capsys.readouterr()
        .err.splitlines()[-1]
        .startswith("korf: cannot write the section into %s: its seal does not hold" % path)
    )


@pytest.mark.parametrize("arguments", [["--instances", "1-99"], ["--use-cache"]])
def test_main__page_takes_only_the_whole_run(tmp_path, monkeypatch, arguments):
    def no_run(options: argparse.Namespace, log) -> None:
        raise AssertionError("ran")

    monkeypatch.setattr(korf, "solve_all", no_run)
    with pytest.raises(SystemExit) as stopped:
        korf.main(["--page", str(tmp_path / "performance.md")] + arguments)
    assert stopped.value.code == 2


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="VmHWM is Linux's")
def test_peak_memory_mb__is_the_processs_own_not_its_parents():
    held = b"\x01" * (256 << 20)  # written, so resident
    child = subprocess.run(
        [sys.executable, "-c", "from slidingkit.tools import korf; print(korf.peak_memory_mb())"],
        cwd=str(ROOT),
        capture_output=True,
        text=True,
        check=True,
    )
    assert korf.peak_memory_mb() >= 256 > float(child.stdout) > 0
    del held
