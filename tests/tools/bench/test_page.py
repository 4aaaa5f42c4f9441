"""`make bench`'s performance page (slidingkit/tools/bench/page.py): what the writer puts on it, and
the committed page as it wrote it.

What it proves
    - The page writer (write_page), run on a stub section and the real "judge" section at one round
      into a temporary file, writes a page that starts with its seal (the SHA-256 of every
      line after it), gives the machine (CPU model, cores), CPython, PyPy, g++, how long the
      run took and the command in its header, lists the sections, and carries each section
      asked for under its title, in order.
    - A page edited after it was written (one figure changed) breaks the seal.
    - docs/performance.md, as committed, starts with the seal and the seal holds (so a page edited
      by hand fails here: rerun `make bench`), it has every section of
      slidingkit/tools/bench/cli.py and then the carried ones (Korf's 100), and read_page gives
      it back whole (so `make korf` rewrites nothing but its section).
    - read_page takes a page apart into what render made it from, and refuses a page whose seal
      does not hold.
    - A run of the bench carries the Korf section over from the page it replaces, word for word;
      where that page is missing, has no such section, or its seal does not hold, the section is
      NOT_YET's placeholder.
    - write_section replaces the Korf section (or adds it, listed, where the page has none), leaves
      every other section as it was and seals the page anew; it refuses a page whose seal does
      not hold and leaves it untouched.
    - intro reads every key the sections ask for from intros.txt, fills in its fields, joins a
      paragraph's lines into one and keeps a "- " line a line of its own; the page's intro names
      Korf's 100 as the section `make korf` writes.
Timings are never asserted (they live on the page). The test that runs the judge section is
marked slow (make test-all runs it).
"""

import argparse
import io
import os
import re
import sys

import pytest

from slidingkit.tools.bench import cli, judge, page
from slidingkit.tools.bench.page import Section
from tests.conftest import ROOT

PAGE = ROOT / "docs" / "performance.md"
HEADER = [("machine", "a CPU, 2 cores"), ("command", "`make bench`")]
KORF_FIGURES = "Korf figures.\n\n| interpreter | total CPU s |\n|---|---|\n| CPython | 45.1 |\n"


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
    assert re.fullmatch(r"it took (\d+ min )?\d+ s", header["run"]), header["run"]
    assert "-m slidingkit.tools.bench --judge-rounds 1" in header["command"]
    assert "- [A stub section](#a-stub-section) (`stub`)" in lines
    titles = [line for line in lines if line.startswith("## ")]
    assert titles == ["## A stub section", "## " + judge.TITLE, "## " + page.KORF.title]
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
    text = PAGE.read_text("utf-8")
    assert text.startswith("<!-- Written by `make bench`"), (
        "docs/performance.md lacks its seal: run make bench"
    )
    assert page.seal_holds(text), (
        "docs/performance.md was edited after make bench wrote it: run make bench"
    )
    titles = [line[3:] for line in text.splitlines() if line.startswith("## ")]
    assert titles == [section.title for section in cli.SECTIONS] + [
        section.title for section in page.CARRIED
    ]
    parts = page.read_page(text)
    assert page.render(parts.sections, parts.header, page.carried_over(PAGE)) == text, (
        "docs/performance.md differs from what page.py renders from its parts (intros.txt's "
        "[page] text changed?): run make korf or make bench"
    )


def sealed_page(path, korf=None):
    """A page render wrote at path: the stub section, and the Korf section when korf is given."""
    carried = [(page.KORF, korf)] if korf is not None else []
    text = page.render(
        [(Section("stub", "A stub section", stub), stub(None, print))], HEADER, carried
    )
    path.write_text(text, "utf-8")
    return text


def test_read_page__gives_back_what_render_made_and_refuses_a_broken_seal(tmp_path):
    text = sealed_page(tmp_path / "performance.md", KORF_FIGURES)
    parts = page.read_page(text)
    assert parts.header == HEADER
    assert [(section.key, section.title) for section, _ in parts.sections] == [
        ("stub", "A stub section")
    ]
    assert parts.carried == {page.KORF.title: KORF_FIGURES}
    assert page.render(parts.sections, parts.header, [(page.KORF, KORF_FIGURES)]) == text
    with pytest.raises(ValueError, match="seal"):
        page.read_page(text.replace("2.00", "1.00"))


@pytest.mark.parametrize("before", ["sealed", "edited", "without the section", "missing"])
def test_write_page__carries_the_korf_section_over_only_from_a_sealed_page(
    tmp_path, monkeypatch, before
):
    path = tmp_path / "performance.md"
    if before == "without the section":
        sealed_page(path)
    elif before != "missing":
        text = sealed_page(path, KORF_FIGURES)
        if before == "edited":
            path.write_text(text.replace("45.1", "4.5"), "utf-8")
    monkeypatch.setattr(page, "header_rows", lambda seconds, argv: HEADER)
    section = Section("other", "Another section", lambda options, progress: "Measured now.\n")
    text = page.write_page(path, [section], None, [], stream=io.StringIO())
    assert path.read_text("utf-8") == text and page.seal_holds(text)
    titles = [line for line in text.splitlines() if line.startswith("## ")]
    assert titles == ["## Another section", "## " + page.KORF.title]
    assert "- [Korf's 100](#korfs-100) (`make korf`)" in text.splitlines()
    korf = text.split("## %s\n\n" % page.KORF.title, 1)[1]
    if before == "sealed":
        assert korf == KORF_FIGURES
    else:
        assert korf == page.NOT_YET.format(command="make korf")


@pytest.mark.parametrize("before", [KORF_FIGURES, None])
def test_write_section__replaces_only_its_own_section_and_seals_anew(tmp_path, before):
    path = tmp_path / "performance.md"
    old = sealed_page(path, before)
    stub_section = old.split("## A stub section\n\n", 1)[1].split("\n## ", 1)[0]
    figures = "New Korf figures.\n\n| interpreter | total CPU s |\n|---|---|\n| CPython | 44.0 |\n"
    for _ in range(2):  # a second write replaces the first
        text = page.write_section(path, page.KORF, figures)
        assert path.read_text("utf-8") == text and page.seal_holds(text)
        assert text.count("## %s\n" % page.KORF.title) == 1
        assert text.endswith("## %s\n\n%s" % (page.KORF.title, figures))
        assert "## A stub section\n\n" + stub_section + "\n## " in text
        assert "- [Korf's 100](#korfs-100) (`make korf`)" in text.splitlines()
        assert page.read_page(text).header == HEADER


def test_write_section__refuses_a_page_whose_seal_does_not_hold(tmp_path):
    path = tmp_path / "performance.md"
    edited = sealed_page(path, KORF_FIGURES).replace("2.00", "1.00")
    path.write_text(edited, "utf-8")
    with pytest.raises(ValueError, match="seal"):
        page.write_section(path, page.KORF, "figures\n")
    assert path.read_text("utf-8") == edited
    with pytest.raises(OSError):
        page.write_section(tmp_path / "missing.md", page.KORF, "figures\n")


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
    assert "Korf's 100, which `make korf` measures and writes" in page.intro("page")
