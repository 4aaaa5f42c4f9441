"""The performance page that `make bench` writes (docs/performance.md): its header, its sections,
the Markdown tables, and the seal that shows the page is as the bench wrote it.

A section is a key (what `--only` takes), a title, and a function ``run(options, progress)`` that
measures and returns the section's Markdown: a short intro saying what is measured and how, then
its tables. ``progress(text)`` puts text on the one status line of stderr (statusline.StatusLine).

The page: the seal line, the title, an intro (how the figures are taken, what `--only` does), the
header (machine, interpreters, g++, date, the command), a list of the sections, then each section
under its title. The seal is an HTML comment, the page's first line, carrying the SHA-256 of every
line after it; ``seal_holds(text)`` recomputes it, so a figure edited by hand breaks it
(tests/tools/bench/test_page.py checks the committed page).

Standard library only (plus slidingkit/tools/bench/runs.py for the interpreters and g++); imports no
section.
"""

import datetime
import hashlib
import os
import platform
import re
import sys
import time
from pathlib import Path
from typing import Callable, List, NamedTuple, Optional, Sequence, Tuple

from slidingkit.statusline import StatusLine
from slidingkit.tools.bench.runs import gxx_version, pypy
from slidingkit.tools.common import ROOT

PAGE = ROOT / "docs" / "performance.md"
TITLE = "Performance"
SEAL = (
    "<!-- Written by `make bench` (python -m slidingkit.tools.bench): do not edit; "
    "run `make bench`. sha256 of the lines below: %s -->"
)
# The seal as any version of the bench wrote it: what the parentheses name is not sealed.
SEAL_PATTERN = re.compile(
    r"\A<!-- Written by `make bench` \([^)\n]*\): do not edit; run `make bench`\. "
    r"sha256 of the lines below: ([0-9a-f]{64}) -->\n"
)

Progress = Callable[[str], None]


class Section(NamedTuple):
    key: str  # what --only takes
    title: str
    run: Callable[..., str]  # (options, progress) -> the section's Markdown, its title aside


def markdown_table(header: Sequence[object], rows: Sequence[Sequence[object]]) -> str:
    """A Markdown table, its columns padded to a common width (readable as plain text too)."""
    cells = [[str(cell) for cell in row] for row in [header, *rows]]
    widths = [max(len(row[column]) for row in cells) for column in range(len(header))]
    lines = [
        "| " + " | ".join(cell.ljust(width) for cell, width in zip(row, widths)) + " |"
        for row in cells
    ]
    lines.insert(1, "|" + "|".join("-" * (width + 2) for width in widths) + "|")
    return "\n".join(lines) + "\n"


def plural(count: int, noun: str, nouns: Optional[str] = None) -> str:
    """'1 round', '3 rounds' (nouns: the plural when it is not noun + 's')."""
    return "%d %s" % (count, noun if count == 1 else nouns or noun + "s")


def duration(seconds: float) -> str:
    """'42 s', '14 min 05 s'."""
    minutes, seconds = divmod(int(round(seconds)), 60)
    return "%d min %02d s" % (minutes, seconds) if minutes else "%d s" % seconds


def cpu_model() -> str:
    """The CPU's model name (/proc/cpuinfo), else what platform says, else 'unknown CPU'."""
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if (
                    line.split(":", 1)[0].strip() in ("model name", "Model", "Processor")
                    and ":" in line
                ):
                    return " ".join(line.split(":", 1)[1].split())
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def command_line(argv: Sequence[str]) -> str:
    """The command that runs the bench, as typed: `make bench` when make started it."""
    python = (
        os.path.relpath(sys.executable, str(ROOT))
        if sys.executable.startswith(str(ROOT))
        else "python3"
    )
    direct = " ".join([python, "-m", "slidingkit.tools.bench", *argv])
    return "`make bench` (`%s`)" % direct if os.environ.get("MAKELEVEL") else "`%s`" % direct


def header_rows(started: float, seconds: float, argv: Sequence[str]) -> List[Tuple[str, str]]:
    """(field, value) of the page's header: machine, interpreters, g++, date, command."""
    other = pypy()
    cores = os.cpu_count() or 0
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cores
    machine = "%s, %d core%s" % (cpu_model(), cores, "" if cores == 1 else "s")
    if usable != cores:
        machine += " (%d usable by the bench)" % usable
    machine += " (%s %s)" % (platform.system(), platform.machine())
    gxx = gxx_version()
    when = datetime.datetime.fromtimestamp(started, datetime.timezone.utc)
    return [
        ("machine", machine),
        (
            "CPython",
            platform.python_version()
            if platform.python_implementation() == "CPython"
            else "the bench runs on %s %s"
            % (platform.python_implementation(), platform.python_version()),
        ),
        (
            "PyPy",
            other.name.replace("PyPy ", "", 1)
            if other
            else "not installed (no `pypy3` on PATH): no PyPy rows",
        ),
        ("g++", gxx if gxx else "not installed: no C++ rows"),
        ("date", "%s UTC; the run took %s" % (when.strftime("%Y-%m-%d %H:%M"), duration(seconds))),
        ("command", command_line(argv)),
    ]


INTROS = Path(__file__).with_name("intros.txt")  # the sections' fixed text, by key


def intro(key: str, **fields: object) -> str:
    """The paragraphs under [key] in intros.txt, fields filled in (str.format), each paragraph one
    line of Markdown and a blank line between them; a line that starts with "- " starts a new
    line. Reads the file once a call (a few kilobytes)."""
    blocks = INTROS.read_text("utf-8").split("\n[")[1:]
    text = next(block for block in blocks if block.startswith(key + "]\n")).split("\n", 1)[1]
    paragraphs = []
    for block in text.strip("\n").split("\n\n"):
        lines = block.split("\n")
        joined = lines[0]
        for line in lines[1:]:
            joined += ("\n" if line.startswith("- ") else " ") + line
        paragraphs.append(joined.format(**fields) + "\n")
    return "\n".join(paragraphs)


def render(sections: Sequence[Tuple[Section, str]], header: Sequence[Tuple[str, str]]) -> str:
    """The whole page, seal first, from the sections' Markdown and the header's fields."""
    contents = "\n".join(
        "- [%s](#%s) (`%s`)" % (section.title, anchor(section.title), section.key)
        for section, _ in sections
    )
    parts = [
        "# %s\n" % TITLE,
        intro("page"),
        markdown_table(["", "this run"], header),
        "Sections:\n\n" + contents + "\n",
    ]
    for section, markdown in sections:
        parts.append("## %s\n\n%s" % (section.title, markdown.strip("\n") + "\n"))
    body = "\n".join(parts)
    return SEAL % hashlib.sha256(body.encode("utf-8")).hexdigest() + "\n" + body


def anchor(title: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")


def seal_holds(text: str) -> bool:
    """Whether text starts with the seal and the seal's digest is that of the rest."""
    match = SEAL_PATTERN.match(text)
    return match is not None and hashlib.sha256(
        text[match.end() :].encode("utf-8")
    ).hexdigest() == match.group(1)


def measure(sections: Sequence[Section], options, stream=None) -> List[Tuple[Section, str]]:
    """Run each section in turn with a status line on stream (default stderr):
    (section, Markdown)."""
    status = StatusLine(stream)
    results = []
    begun = time.monotonic()
    for number, section in enumerate(sections, 1):
        prefix = "bench [%d/%d] %s" % (number, len(sections), section.key)

        def progress(text: str, prefix: str = prefix) -> None:
            minutes, seconds = divmod(int(time.monotonic() - begun), 60)
            status.show("%s: %s (%d:%02d)" % (prefix, text, minutes, seconds))

        progress("starting")
        results.append((section, section.run(options, progress)))
        status.write("%s done, %s in all\n" % (prefix, duration(time.monotonic() - begun)))
    status.clear()
    return results


def write_page(
    path: Path, sections: Sequence[Section], options, argv: Sequence[str], stream=None
) -> str:
    """Measure every section, then write the page to path (only once all of them succeeded)."""
    started = time.time()
    begun = time.monotonic()
    results = measure(sections, options, stream)
    text = render(results, header_rows(started, time.monotonic() - begun, argv))
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".partial")
    temporary.write_text(text, "utf-8")
    temporary.replace(path)
    return text
