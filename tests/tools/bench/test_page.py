"""`make bench`'s performance page (slidingkit/tools/bench/page.py): what the writer puts on it, and
the committed page as it wrote it.

What it proves
    - The page writer (write_page), run on a stub section and the real "judge" section at one
      round into a temporary file, writes a page that starts with its seal (the SHA-256 of every
      line after it), gives the machine (CPU model, cores), CPython, PyPy, g++, the date and the
      command in its header, lists the sections, and carries each section asked for under its
      title, in order.
    - A page edited after it was written (one figure changed) breaks the seal.
    - docs/performance.md, as committed, starts with the seal and the seal holds (so a page edited
      by hand fails here: rerun `make bench`), and it has every section of
      slidingkit/tools/bench/cli.py.
    - intro reads every key the sections ask for from intros.txt, fills in its fields, joins a
      paragraph's lines into one and keeps a "- " line a line of its own.
Timings are never asserted (they live on the page). The test that runs the judge section is
marked slow (make test-all runs it).
"""

import argparse
import datetime
import io
import os
import re
import sys

import pytest

from slidingkit.tools.bench import cli, judge, page
from slidingkit.tools.bench.page import Section
from tests.conftest import ROOT


def stub(options, progress):
    progress("stub at work")
    return "A stub section.\n\n" + page.markdown_table(["a", "b"], [(1, "2.00")])


@pytest.mark.slow  # make bench's own check: two judged runs
def test_write_page__header_fields_and_every_section_asked_for(tmp_path):
    sections = [
        Section("stub", "A stub section", stub),
        Section("judge", judge.TITLE, judge.section),
    ]
    options = argparse.Namespace(judge_rounds=1)
    path = tmp_path / "docs" / "performance.md"
    progress = io.StringIO()
    text = page.write_page(path, sections, options, ["--judge-rounds", "1"], stream=progress)
    assert path.read_text("utf-8") == text
    assert page.seal_holds(text)
    lines = text.splitlines()
    assert lines[1] == "# Performance"
    header = dict(
        line.strip("|").split("|")[:2]
        for line in lines
        if line.startswith("| ") and line.count("|") == 3
    )
    header = {key.strip(): value.strip() for key, value in header.items()}
    assert header["machine"].startswith(page.cpu_model() + ", %d core" % os.cpu_count())
    assert header["CPython"] == ".".join(map(str, sys.version_info[:3]))
    assert header["PyPy"].startswith("not installed") == (page.pypy() is None)
    assert header["g++"] == (page.gxx_version() or "not installed: no C++ rows")
    assert header["date"].startswith(
        datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    )
    assert "-m slidingkit.tools.bench --judge-rounds 1" in header["command"]
    assert "- [A stub section](#a-stub-section) (`stub`)" in lines
    titles = [line for line in lines if line.startswith("## ")]
    assert titles == ["## A stub section", "## " + judge.TITLE]
    assert "| 1 | 2.00 |" in lines and "beside two busy loops on that CPU" in text
    assert not (tmp_path / "docs" / "performance.md.partial").exists()


def test_seal__breaks_when_a_figure_is_edited():
    text = page.render(
        [(Section("stub", "A stub section", stub), stub(None, lambda text: None))],
        [("machine", "a CPU, 2 cores")],
    )
    assert page.seal_holds(text)
    assert not page.seal_holds(text.replace("2.00", "1.00"))
    assert not page.seal_holds(text.split("\n", 1)[1])


def test_committed_page__is_as_make_bench_wrote_it():
    text = (ROOT / "docs" / "performance.md").read_text("utf-8")
    assert text.startswith("<!-- Written by `make bench`"), (
        "docs/performance.md lacks its seal: run make bench"
    )
    assert page.seal_holds(text), (
        "docs/performance.md was edited after make bench wrote it: run make bench"
    )
    titles = [line[3:] for line in text.splitlines() if line.startswith("## ")]
    assert titles == [section.title for section in cli.SECTIONS]


def test_intro__every_key_asked_for_is_there_and_reads_as_one_paragraph_a_line():
    asked = set()
    for module in (ROOT / "slidingkit" / "tools" / "bench").glob("*.py"):
        asked |= set(re.findall(r'intro\(\s*"([^"]+)"', module.read_text("utf-8")))
    text = page.INTROS.read_text("utf-8")
    assert asked and all("\n[%s]\n" % key in text for key in asked)
    judged = page.intro("judge", burn=0.5, rounds="2 rounds")
    assert judged.count("\n") == 1 and "reads 0.5 s runs" in judged and "2 rounds;" in judged
    fields = dict(problems="P", least=40, known_slow="k", rounds="r", word=8)
    levers = page.intro("search", base="S", last="F", before="A", **fields).split("\n\n")
    assert levers[1].startswith("- `Search`") and levers[1].count("\n- ") == 2
