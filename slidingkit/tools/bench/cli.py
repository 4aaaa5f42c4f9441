"""The bench's command line: the sections in page order, the options, and main().

A full run measures every section in turn, showing its progress on one status line of stderr,
and then writes the whole page: the header (the machine's CPU and cores, the CPython, PyPy and g++
versions, the date, the command), then each section's intro and tables. The page is written only
when every section succeeded, so all its figures come from that one run, but for the section
Korf's 100: `make korf` (slidingkit/tools/korf.py) writes that one, and the bench carries it over
from the page it replaces (page.CARRIED). Sections (SECTIONS; each module's docstring says what it
measures and how; the problems a section measures are those whose BENCH names it,
slidingkit/tools/bench/__init__.py):

  3x3          the 3x3 queries in-process, and the headline files as a judge runs them, beside a
               bare start and naive peers (slidingkit/tools/bench/solutions.py,
               slidingkit/tools/naive_peers.py)
  submissions  every submission's lines, bytes, compile time, executed share of its vendored core,
               modules loaded (slidingkit/tools/bench/submissions.py, slidingkit/tools/vendor/)
  princeton    the file with a Solver through the judge (margin's runs), its solvability
               methods, and large boards (slidingkit/tools/bench/princeton.py)
  search       the search's levers on the hard 4x4 files, in-process and a process per 4x4 file
               (slidingkit/tools/bench/search.py)
  explorer     the explorer's algorithm x heuristic table, and its IDA* against the core's
               (slidingkit/tools/bench/explorer.py)
  tables       distance tables: build and break-even (slidingkit/tools/bench/tables.py)
  margin       every problem's slowest case as a share of its time limit, by CPU time, under
               CPython, PyPy and for the C++ files: the one measurement of every submission run
               whole on its cases, which princeton reads (slidingkit/tools/bench/margin.py)
  family       a file on many boards in one input (slidingkit/tools/bench/family.py)
  judge        the judge's clock under load (slidingkit/tools/bench/judge.py)
  tests        where `make test`'s time goes: one run of both passes, recorded test by test
               (slidingkit/tools/bench/tests.py, slidingkit/tools/bench/timeline.py)

--only SECTION (`make bench ONLY=SECTION`) runs that section alone and prints its Markdown to
stdout; it never writes the page, so the page never mixes figures of different runs of the
bench.

Every measurement checks the answers it gets (the plain BFS of slidingkit/oracle/, a case's answer
file, a replay, the judge's checker) and stops the bench on a wrong one (exit status 1, page
unwritten). A full run takes minutes; the page's header gives the time the run that wrote it took.

Usage: python -m slidingkit.tools.bench [--only SECTION] [--output PAGE] [--rounds N] ... (--help
lists all)
"""

import argparse
import sys
import time
from pathlib import Path

from slidingkit.tools.bench import (
    explorer,
    family,
    judge,
    margin,
    princeton,
    search,
    solutions,
    submissions,
    tables,
    tests,
)
from slidingkit.tools.bench.page import PAGE, Section, measure, write_page

SECTIONS = [
    Section(key, module.TITLE, module.section)
    for key, module in (
        ("3x3", solutions),
        ("submissions", submissions),
        ("princeton", princeton),
        ("search", search),
        ("explorer", explorer),
        ("tables", tables),
        ("margin", margin),
        ("family", family),
        ("judge", judge),
        ("tests", tests),
    )
]

# The options besides --only and --output: (flag, default, help); every one is a whole number.
NUMBERS = [
    (
        "--rounds",
        41,
        "whole-process rounds of the 3x3 section (default 41: a start's CPU time wanders from run "
        "to run, and the median of many holds the ratios still)",
    ),
    ("--tables-rounds", 3, "alternating rounds of the distance tables' builds (default 3)"),
    ("--seed", 2026, "seed for the random boards (default 2026)"),
    ("--search-rounds", 3, "alternating rounds of the search-lever table (default 3)"),
    (
        "--explorer-rounds",
        5,
        "alternating rounds of the explorer's algorithm x heuristic table and of its IDA* against "
        "the core's (default 5)",
    ),
    (
        "--margin-rounds",
        3,
        "alternating rounds of the margin table, which the princeton section reads too (default 3)",
    ),
    ("--family-rounds", 3, "alternating rounds of the family's runs (default 3)"),
    ("--judge-rounds", 5, "alternating rounds of the judge-under-load table (default 5)"),
]


def parser() -> argparse.ArgumentParser:
    keys = [section.key for section in SECTIONS]
    described = argparse.ArgumentParser(
        prog="python -m slidingkit.tools.bench",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=__doc__,
    )
    described.add_argument(
        "--only",
        choices=keys,
        metavar="SECTION",
        help="run one section (%s) and print its Markdown to stdout; the page is not "
        "written" % ", ".join(keys),
    )
    described.add_argument(
        "--output",
        type=Path,
        default=PAGE,
        help="where a full run writes the page (default docs/performance.md)",
    )
    for flag, default, text in NUMBERS:
        described.add_argument(flag, type=int, default=default, help=text)
    return described


def main(argv) -> int:
    options = parser().parse_args(argv)
    if options.only:
        chosen = [section for section in SECTIONS if section.key == options.only]
        for section, markdown in measure(chosen, options):
            sys.stdout.write("## %s\n\n%s" % (section.title, markdown.strip("\n") + "\n"))
        return 0
    begun = time.monotonic()
    write_page(options.output, SECTIONS, options, argv)
    print(
        "bench: wrote %s (%d sections) in %.1f minutes"
        % (options.output, len(SECTIONS), (time.monotonic() - begun) / 60)
    )
    return 0
