"""The tables that README.md and docs/submitting.md show, made from the problems' settings.

Each table sits in its page between the lines ``<!-- table: KIND (make docs) -->`` and
``<!-- end table -->``; ``make docs`` rewrites them, and tests/test_docs.py fails when a page's
table differs from what the settings say. KIND is ``submit`` (the README's: which file to paste and
which language to choose) or ``languages`` (docs/submitting.md's: each judge's languages, its
Python and where that is written).

Usage: python -m slidingkit.tools.docs_tables [--check]   (rewrite the pages, or only report what
differs)
"""

import argparse
import re
import sys
from typing import Dict, List, Optional

from slidingkit import problems
from slidingkit.tools.common import ROOT

PAGES = [ROOT / "README.md", ROOT / "docs" / "submitting.md"]
BLOCK = re.compile(r"(<!-- table: (\w+) \(make docs\) -->\n)(.*?)(<!-- end table -->)", re.S)


def settings() -> Dict[str, dict]:
    """Every problem's settings by name, in name order (slidingkit/problems/NAME/settings.json)."""
    return {name: problems.settings(name) for name in problems.names()}


def _problem_cell(name: str, problem: dict) -> str:
    return "[%s](%s)" % (problem["name"], problem["url"])


def _files_and_choices(judge: dict) -> List[str]:
    if not judge["submit"]:
        return ["- (study aid)", "-"]
    files = ", ".join(
        "[`%s`](%s)" % (entry["file"].split("/")[-1], entry["file"]) for entry in judge["submit"]
    )
    choices = ", ".join(entry["language"] for entry in judge["submit"])
    return [files, choices]


def submit_table(problems: Dict[str, dict]) -> str:
    """The README's table: problem, the languages its judge takes, the file to paste,
    what to choose."""
    rows = ["| problem | the judge takes | paste | choose |", "|---|---|---|---|"]
    for name, problem in problems.items():
        judge = problem["judge"]
        if judge["python"]:
            version = judge["python"].split(";")[0].split(" (")[0].replace("Python 3, ", "")
            takes = "Python 3 (%s)" % version
        else:
            takes = "no Python: " + ", ".join(judge["languages"])
        rows.append(
            "| %s | %s | %s |"
            % (_problem_cell(name, problem), takes, " | ".join(_files_and_choices(judge)))
        )
    return "\n".join(rows) + "\n"


def languages_table(problems: Dict[str, dict]) -> str:
    """docs/submitting.md's table: each judge's languages, its Python,
    the oldest Python the file keeps to."""
    rows = [
        "| problem | languages | Python | the file keeps to | source |",
        "|---|---|---|---|---|",
    ]
    for _name, problem in problems.items():
        judge = problem["judge"]
        floor = (
            "Python %s" % judge["oldest_python"]
            if judge["oldest_python"]
            else "Python 3.5, the kit's floor"
        )
        rows.append(
            "| %s | %s | %s | %s | %s |"
            % (
                problem["name"],
                ", ".join(judge["languages"]),
                judge["python"] or "none",
                floor,
                judge["source"].replace("|", "/"),
            )
        )
    return "\n".join(rows) + "\n"


TABLES = {"submit": submit_table, "languages": languages_table}


def rewritten(text: str, problems: Dict[str, dict]) -> str:
    """The page's text with every table block made again from the settings."""
    return BLOCK.sub(
        lambda match: match.group(1) + TABLES[match.group(2)](problems) + match.group(4), text
    )


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description="Rewrite the settings' tables in README.md and docs/."
    )
    parser.add_argument(
        "--check", action="store_true", help="only say which pages differ (exit 1 if any)"
    )
    options = parser.parse_args(argv)
    problems = settings()
    stale = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        new = rewritten(text, problems)
        if new != text:
            stale.append(page.relative_to(ROOT))
            if not options.check:
                page.write_text(new, encoding="utf-8")
    for page in stale:
        print(
            "%s: %s"
            % (page, "differs from the settings (run make docs)" if options.check else "rewritten")
        )
    return 1 if options.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
