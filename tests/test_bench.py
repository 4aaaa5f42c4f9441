"""`make bench`'s performance page: what the writer puts on it,
and the committed page as it wrote it.

What it proves
    - The page writer (tools/bench_page.write_page), run on a stub section and the real "judge"
      section at one round into a temporary file, writes a page that starts with its seal (the
      SHA-256 of every line after it), gives the machine (CPU model, cores), CPython, PyPy, g++,
      the date and the command in its header, lists the sections, and carries each section asked
      for under its title, in order.
    - A page edited after it was written (one figure changed) breaks the seal.
    - `tools/bench.py --only SECTION` prints that section's Markdown to stdout and writes no page.
    - docs/performance.md, as committed, starts with the seal and the seal holds (so a page edited
      by hand fails here: rerun `make bench`), and it has every section of tools/bench.py.
Timings are never asserted (they live on the page). The two tests that run the judge section are
marked slow (make test-all runs them).
"""

import argparse
import datetime
import io
import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT
from tools import bench, bench_judge, bench_page
from tools.bench_page import Section


def stub(options, progress):
    progress("stub at work")
    return "A stub section.\n\n" + bench_page.markdown_table(["a", "b"], [(1, "2.00")])


@pytest.mark.slow  # make bench's own check: two judged runs
def test_write_page__header_fields_and_every_section_asked_for(tmp_path):
    sections = [
        Section("stub", "A stub section", stub),
        Section("judge", bench_judge.TITLE, bench_judge.section),
    ]
    options = argparse.Namespace(judge_rounds=1)
    path = tmp_path / "docs" / "performance.md"
    progress = io.StringIO()
    text = bench_page.write_page(path, sections, options, ["--judge-rounds", "1"], stream=progress)
    assert path.read_text("utf-8") == text
    assert bench_page.seal_holds(text)
    lines = text.splitlines()
    assert lines[1] == "# Performance"
    header = dict(
        line.strip("|").split("|")[:2]
        for line in lines
        if line.startswith("| ") and line.count("|") == 3
    )
    header = {key.strip(): value.strip() for key, value in header.items()}
    assert header["machine"].startswith(bench_page.cpu_model() + ", %d core" % os.cpu_count())
    assert header["CPython"] == ".".join(map(str, sys.version_info[:3]))
    assert header["PyPy"].startswith("not installed") == (bench_page.pypy() is None)
    assert header["g++"] == (bench_page.gxx_version() or "not installed: no C++ rows")
    assert header["date"].startswith(
        datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    )
    assert "tools/bench.py --judge-rounds 1" in header["command"]
    assert "- [A stub section](#a-stub-section) (`stub`)" in lines
    titles = [line for line in lines if line.startswith("## ")]
    assert titles == ["## A stub section", "## " + bench_judge.TITLE]
    assert "| 1 | 2.00 |" in lines and "beside two busy loops on that CPU" in text
    assert not (tmp_path / "docs" / "performance.md.partial").exists()


def test_seal__breaks_when_a_figure_is_edited():
    text = bench_page.render(
        [(Section("stub", "A stub section", stub), stub(None, lambda text: None))],
        [("machine", "a CPU, 2 cores")],
    )
    assert bench_page.seal_holds(text)
    assert not bench_page.seal_holds(text.replace("2.00", "1.00"))
    assert not bench_page.seal_holds(text.split("\n", 1)[1])


@pytest.mark.slow
def test_only__prints_the_section_and_writes_no_page(tmp_path):
    page = tmp_path / "performance.md"
    completed = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "bench.py"),
            "--only",
            "judge",
            "--judge-rounds",
            "1",
            "--output",
            str(page),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode == 0, completed.stderr[-1000:]
    assert completed.stdout.startswith("## %s\n\n" % bench_judge.TITLE)
    assert "| alone on one CPU" in completed.stdout
    assert not page.exists()


def test_committed_page__is_as_make_bench_wrote_it():
    text = (ROOT / "docs" / "performance.md").read_text("utf-8")
    assert text.startswith("<!-- Written by `make bench`"), (
        "docs/performance.md lacks its seal: run make bench"
    )
    assert bench_page.seal_holds(text), (
        "docs/performance.md was edited after make bench wrote it: run make bench"
    )
    titles = [line[3:] for line in text.splitlines() if line.startswith("## ")]
    assert titles == [section.title for section in bench.SECTIONS]
