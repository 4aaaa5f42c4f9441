"""The README and docs/ say only what is true, and say it briefly.

What it proves
    - README.md is one screen's worth: at most 200 lines.
    - Its Layout tree names only paths that exist, and names every top-level entry of the
      repository, so the tree cannot go stale either way.
    - Every relative link of README.md and docs/*.md leads to a file of the repository.
    - The tables made from judge_cases/NAME.json (make docs) are current.
    - No page tells the history of the code: no issue numbers, commit hashes or dates.
    - The cheap commands the README and the docs show run as shown (each with its expected exit
      status), and the `>>>` examples of docs/ give the results shown.

Modules tested here: slidingkit/tools/docs_tables.py, which writes the tables.
"""

import doctest
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import List, Tuple

import pytest

from slidingkit import problems
from slidingkit.tools import docs_tables
from tests.conftest import CASES, ROOT

README = ROOT / "README.md"
PAGES = [README] + sorted((ROOT / "docs").glob("*.md"))
MOST_README_LINES = 200


def test_readme__is_at_most_200_lines():
    assert len(README.read_text("utf-8").splitlines()) <= MOST_README_LINES


def layout_paths() -> List[str]:
    """The paths the README's Layout tree names: an entry indented two spaces more than a folder
    lies in that folder."""
    text = README.read_text("utf-8")
    block = text.split("<!-- layout:", 1)[1].split("```", 2)[1]
    paths, folders = [], [""]  # folders[depth]: the folder an entry at that depth lies in
    for line in block.splitlines()[1:]:
        if not line.strip():
            continue
        name = line.split()[0]
        depth = (len(line) - len(line.lstrip(" "))) // 2
        path = folders[depth] + name
        paths.append(path)
        del folders[depth + 1 :]
        if name.endswith("/"):
            folders.append(path)
    return paths


def top_level_entries() -> set:
    listed = subprocess.run(
        ["git", "ls-files"],
        cwd=str(ROOT),
        stdout=subprocess.PIPE,
        check=True,
        universal_newlines=True,
    ).stdout.split()
    return {path.split("/")[0] + ("/" if "/" in path else "") for path in listed}


def test_readme_layout__names_only_paths_that_exist():
    assert [path for path in layout_paths() if not (ROOT / path).exists()] == []


def test_readme_layout__names_every_top_level_entry():
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    named = {path.split("/")[0] + ("/" if "/" in path else "") for path in layout_paths()}
    assert top_level_entries() - named - {"README.md", ".gitignore"} == set()


LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_page__relative_links_lead_to_files(page):
    targets = [target for target in LINK.findall(page.read_text("utf-8")) if "://" not in target]
    assert [target for target in targets if not (page.parent / target).exists()] == []


def test_docs_tables__are_made_from_the_current_settings():
    problems = docs_tables.settings()
    for page in docs_tables.PAGES:
        text = page.read_text("utf-8")
        assert docs_tables.BLOCK.search(text), "%s has no generated table" % page.name
        assert docs_tables.rewritten(text, problems) == text, "%s: run make docs" % page.name


def test_docs_tables__a_changed_setting_shows_in_the_submit_table():
    settings = docs_tables.settings()
    submitted = next(name for name in sorted(settings) if settings[name]["judge"]["submit"])
    settings[submitted]["judge"]["submit"][0]["language"] = "Brainfuck"
    assert "| Brainfuck |" in docs_tables.submit_table(settings)


HASH = r"(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}"  # hex with a letter and a digit
HISTORY = [
    (re.compile(r"\bissues? #?\d+", re.I), "an issue number"),
    (re.compile(r"\b20\d\d-\d\d-\d\d\b"), "a date"),
    (re.compile(r"\bload average", re.I), "a day's load"),
    (re.compile(r"\b(?:commit|merged?|before|since|on) %s\b" % HASH), "a commit hash"),
    (re.compile(r"`%s`" % HASH), "a commit hash"),
]


def history_in(text: str) -> List[Tuple[int, str]]:
    return [
        (number, what)
        for number, line in enumerate(text.splitlines(), 1)
        for pattern, what in HISTORY
        if pattern.search(line)
    ]


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_page__tells_no_history(page):
    found = history_in(page.read_text("utf-8"))
    if page.name == "performance.md":  # Korf's run states the load it was measured under
        found = [(number, what) for number, what in found if what != "a day's load"]
    assert found == []


SOURCE_SUFFIXES = (".py", ".cpp", ".c", ".java", ".md", ".json", ".toml", ".cfg", "")


def test_code__tells_no_history():
    """Issue numbers and dates belong to git, not to the code, its comments or its settings."""
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    listed = subprocess.run(
        ["git", "ls-files"],
        cwd=str(ROOT),
        stdout=subprocess.PIPE,
        check=True,
        universal_newlines=True,
    ).stdout.split()
    found = []
    for name in listed:
        path = ROOT / name
        if (
            path.suffix not in SOURCE_SUFFIXES
            or name == "docs/performance.md"
            or not path.is_file()
        ):
            continue
        text = path.read_text("utf-8", errors="replace")
        found += [
            "%s:%d: %s" % (name, number, what)
            for number, what in history_in(text)
            if what in ("an issue number", "a date")
        ]
    assert found == []


def test_history_check__finds_each_kind():
    # the sample is put together here so that this file does not trip the check above
    sample = "see issue %d\nmeasured %s\nat load average 4\nsince f674d34 it\n`53fec78`\n" % (
        12,
        "2026-11-" + "23",
    )
    found = history_in(sample)
    assert [what for _, what in found] == [
        "an issue number",
        "a date",
        "a day's load",
        "a commit hash",
        "a commit hash",
    ]


# ---- the commands the pages show ----

EXPENSIVE = ("make ", "pip install", "oj test")
CHEAP_PAGES = [README] + [
    ROOT / "docs" / name for name in ("submitting.md", "princeton.md", "judge.md", "stress.md")
]


def shown_commands(page: Path) -> List[str]:
    """The shell lines of a page's sh blocks (a trailing comment removed),
    expensive ones left out."""
    commands, inside, continued = [], False, False
    for line in page.read_text("utf-8").splitlines():
        if line.startswith("```"):
            inside = line.strip() in ("```sh", "```bash")
            continue
        if inside and line.strip() and not continued and not line.rstrip().endswith("\\"):
            commands.append(re.sub(r"\s+#.*$", "", line).strip())
        continued = line.rstrip().endswith("\\")
    return [
        command
        for command in commands
        if not command.startswith(EXPENSIVE) and not judges_known_slow_cases(command)
    ]


def settings_of(name: str) -> dict:
    return json.loads((CASES / (name + ".json")).read_text("utf-8"))


def judges_known_slow_cases(command: str) -> bool:
    """Whether command judges a whole problem whose settings list known-slow cases (each runs to
    its time limit, so the run takes minutes)."""
    words = command.split()
    if words[:3] != ["python3", "-m", "slidingkit.judge"] and words[:1] != ["puzzle-judge"]:
        return False
    return "stress" not in words and any(
        settings_of(word).get("known_slow") for word in words if word in problems.names()
    )


SHOWN = [(page.name, command) for page in CHEAP_PAGES for command in shown_commands(page)]
FAILS_ON_PURPOSE = {"luogu_greedy.c": 1}  # a wrong solution: stress must find it (exit status 1)


def command_line(command: str, tmp_path: Path) -> str:
    """The command as the shell should run it here: the console commands of `pip install .` by
    their module, and stress's counterexample and the explorer's page written to a temporary
    folder."""
    command = command.replace(
        "puzzle-judge ", "%s -m slidingkit.judge " % shlex.quote(sys.executable)
    )
    command = command.replace("python3 ", "%s " % shlex.quote(sys.executable))
    if " stress " in command:
        command += " --out %s" % shlex.quote(str(tmp_path))
    return re.sub(
        r"--html (\S+)",
        lambda found: "--html %s" % shlex.quote(str(tmp_path / Path(found.group(1)).name)),
        command,
    )


def test_shown_commands__are_found():
    assert len(SHOWN) >= 8
    assert any("stress" in command for _, command in SHOWN)


def test_shown_commands__leave_out_only_a_judge_run_over_known_slow_cases():
    slow = [name for name in problems.names() if settings_of(name).get("known_slow")]
    assert slow, "no problem has known-slow cases: the rule below selects nothing"
    assert judges_known_slow_cases(
        "python3 -m slidingkit.judge solutions/%s.py %s" % (slow[0], slow[0])
    )
    assert not judges_known_slow_cases("puzzle-judge stress mine.py %s -n 20" % slow[0])
    quick = [name for name in problems.names() if not settings_of(name).get("known_slow")]
    assert not judges_known_slow_cases("puzzle-judge mine.py %s" % quick[0])


@pytest.mark.parametrize("page, command", SHOWN, ids=["%s: %s" % pair for pair in SHOWN])
def test_shown_command__runs_as_shown(page, command, tmp_path):
    expected = next((status for name, status in FAILS_ON_PURPOSE.items() if name in command), 0)
    if (".cpp" in command or ".c " in command) and shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    completed = subprocess.run(
        command_line(command, tmp_path),
        shell=True,
        cwd=str(ROOT),
        timeout=240,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=dict(os.environ, NO_COLOR="1"),
    )
    assert completed.returncode == expected, completed.stderr.decode(errors="replace")[-2000:]
    assert completed.stdout.strip()


EXAMPLE_PAGES = [
    page for page in sorted((ROOT / "docs").glob("*.md")) if ">>> " in page.read_text("utf-8")
]


def test_docs_examples__are_on_the_core_and_princeton_pages_at_least():
    assert {"core.md", "princeton.md"} <= {page.name for page in EXAMPLE_PAGES}


@pytest.mark.parametrize("page", EXAMPLE_PAGES, ids=lambda page: page.name)
def test_docs_examples__give_the_results_shown(page, monkeypatch):
    text = page.read_text("utf-8")
    monkeypatch.chdir(str(ROOT))
    parser = doctest.DocTestParser()
    text = re.sub(r"(?m)^```.*$", "", text)  # a fence ends an example's expected output
    test = parser.get_doctest(text, {}, page.name, str(page), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.failures == 0, "%s: %d example(s) differ" % (page.name, runner.failures)


def test_explorer_page__shows_the_commands_its_screenshots_were_made_by():
    """docs/explorer.md's pictures are of the pages slidingkit/tools/screenshots.py makes: the
    page names those very commands."""
    from slidingkit.tools import screenshots

    text = (ROOT / "docs" / "explorer.md").read_text("utf-8")
    for name, arguments in screenshots.PAGES.items():
        command = "python3 -m slidingkit.explorer %s --html %s.html" % (
            " ".join('"%s"' % word if " " in word else word for word in arguments),
            name,
        )
        assert command in text, command
        assert "images/explorer-%s.png" % name in text
