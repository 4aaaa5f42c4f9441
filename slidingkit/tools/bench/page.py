"""The performance page that `make bench` writes (docs/performance.md): its header, its sections,
the Markdown tables, and the seal that shows the page is as the bench wrote it.

A section is a key (what `--only` takes), a title, and a function ``run(options, progress)`` that
measures and returns the section's Markdown: a short intro saying what is measured and how, then
its tables. ``progress(text)`` puts text on the one status line of stderr (statusline.StatusLine).

The page: the seal line, the title, an intro (how the figures are taken, what `--only` does), the
header (machine, interpreters, g++, the run's length, the command), a list of the sections, then
each section under its title, and last the carried sections (CARRIED): those another command
measures and writes into the page (Korf's 100, `make korf`: ``write_section``), which a run of the
bench keeps as it finds them on the page it replaces (``carried_over``; a placeholder where there is
none). The seal is an HTML comment, the page's first line, carrying the SHA-256 of every line after
it; ``seal_holds(text)`` recomputes it, so a figure edited by hand breaks it
(tests/tools/bench/test_page.py checks the committed page), and a page whose seal does not hold
gives no section to carry over. ``read_page`` takes a sealed page back apart into what ``render``
makes it from.

Standard library only (plus slidingkit/tools/bench/runs.py for the interpreters and g++); imports no
section.
"""

import hashlib
import os
import platform
import re
import sys
import time
from pathlib import Path
from typing import Callable, Dict, List, NamedTuple, Optional, Sequence, Tuple

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


class Carried(NamedTuple):
    """A section that another command measures and writes into the page (write_section)."""

    title: str
    command: str  # the command that writes it, named in the page's list of sections


KORF = Carried("Korf's 100", "make korf")
CARRIED = [KORF]  # in page order, after the bench's own sections
NOT_YET = "Not measured on this page yet: `{command}` measures it and writes this section.\n"


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


def command_line(
    argv: Sequence[str], module: str = "slidingkit.tools.bench", target: str = "make bench"
) -> str:
    """The command that runs module (the bench), as typed: target when make started it."""
    python = (
        os.path.relpath(sys.executable, str(ROOT))
        if sys.executable.startswith(str(ROOT))
        else "python3"
    )
    direct = " ".join([python, "-m", module, *argv])
    return "`%s` (`%s`)" % (target, direct) if os.environ.get("MAKELEVEL") else "`%s`" % direct


def header_rows(seconds: float, argv: Sequence[str]) -> List[Tuple[str, str]]:
    """(field, value) of the page's header: machine, interpreters, g++, run length, command."""
    other = pypy()
    cores = os.cpu_count() or 0
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cores
    machine = "%s, %d core%s" % (cpu_model(), cores, "" if cores == 1 else "s")
    if usable != cores:
        machine += " (%d usable by the bench)" % usable
    machine += " (%s %s)" % (platform.system(), platform.machine())
    gxx = gxx_version()
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
        ("run", "it took %s" % duration(seconds)),
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


def render(
    sections: Sequence[Tuple[Section, str]],
    header: Sequence[Tuple[str, str]],
    carried: Sequence[Tuple[Carried, str]] = (),
) -> str:
    """The whole page, seal first, from the sections' Markdown, the header's fields and the
    carried sections' Markdown (after the others)."""
    # (title, what runs it: the --only key or the command, Markdown)
    listed = [(section.title, section.key, markdown) for section, markdown in sections]
    listed += [(section.title, section.command, markdown) for section, markdown in carried]
    contents = "\n".join(
        "- [%s](#%s) (`%s`)" % (title, anchor(title), name) for title, name, _ in listed
    )
    parts = [
        "# %s\n" % TITLE,
        intro("page"),
        markdown_table(["", "this run"], header),
        "Sections:\n\n" + contents + "\n",
    ]
    for title, _, markdown in listed:
        parts.append("## %s\n\n%s" % (title, markdown.strip("\n") + "\n"))
    body = "\n".join(parts)
    return SEAL % hashlib.sha256(body.encode("utf-8")).hexdigest() + "\n" + body


class Parts(NamedTuple):
    """What render made a page from (read back by read_page)."""

    header: List[Tuple[str, str]]
    sections: List[Tuple[Section, str]]  # the bench's own, in page order
    carried: Dict[str, str]  # the carried sections' Markdown by title, those the page has


def _read_back(options: object, progress: Progress) -> str:
    raise RuntimeError("a section read back from a page is not measured again")


def read_page(text: str) -> Parts:
    """The header's fields and each section's Markdown of a page render wrote, so that render
    gives the page back (with the intro intros.txt has now). ValueError if its seal does not
    hold or a section is missing from its list of sections."""
    if not seal_holds(text):
        raise ValueError("its seal does not hold (the page was edited after it was written)")
    before, *titled = re.split(r"^## (.*)\n\n", text.split("\n", 1)[1], flags=re.MULTILINE)
    names = dict(re.findall(r"^- \[(.*)\]\(#[^)]*\) \(`([^`]*)`\)$", before, re.MULTILINE))
    table = before[before.index("\n|--") + 1 :].split("\n\n", 1)[0].splitlines()[1:]
    header = [
        (field.strip(), value.strip())
        for field, value in (line.strip()[1:-1].split("|", 1) for line in table)
    ]
    parts = Parts(header, [], {})
    carried_titles = [section.title for section in CARRIED]
    for title, markdown in zip(titled[::2], titled[1::2]):
        if title not in names:
            raise ValueError("its section %r is not in its list of sections" % title)
        if title in carried_titles:
            parts.carried[title] = markdown.strip("\n") + "\n"
        else:
            parts.sections.append((Section(names[title], title, _read_back), markdown))
    return parts


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


def carried_over(path: Path) -> List[Tuple[Carried, str]]:
    """Each carried section as the page at path has it, NOT_YET's placeholder where it has none
    (or no page is there, or its seal does not hold)."""
    try:
        found = read_page(path.read_text("utf-8")).carried
    except (OSError, ValueError):
        found = {}
    return _carried(found)


def _carried(found: Dict[str, str]) -> List[Tuple[Carried, str]]:
    """Each of CARRIED with its Markdown in found (by title), else NOT_YET's placeholder."""
    return [
        (section, found.get(section.title) or NOT_YET.format(command=section.command))
        for section in CARRIED
    ]


def replace_file(path: Path, text: str) -> None:
    """Write text to path through a temporary file beside it, so a reader sees the old file or
    the new one, never a part."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".partial")
    temporary.write_text(text, "utf-8")
    temporary.replace(path)


def write_page(
    path: Path, sections: Sequence[Section], options, argv: Sequence[str], stream=None
) -> str:
    """Measure every section, then write the page to path (only once all of them succeeded),
    with the carried sections of the page it replaces."""
    begun = time.monotonic()
    results = measure(sections, options, stream)
    header = header_rows(time.monotonic() - begun, argv)
    text = render(results, header, carried_over(path))
    replace_file(path, text)
    return text


def write_section(path: Path, section: Carried, markdown: str) -> str:
    """Put markdown as the carried section on the page at path (the rest of the page as it is,
    the intro as intros.txt has it now), sealed anew. OSError if there is no page, ValueError if
    its seal does not hold: a carried section goes only into a page the bench wrote."""
    parts = read_page(path.read_text("utf-8"))
    text = render(
        parts.sections, parts.header, _carried({**parts.carried, section.title: markdown})
    )
    replace_file(path, text)
    return text
