"""The bench's command (`python -m slidingkit.tools.bench`, slidingkit/tools/bench/cli.py).

What it proves: `--only SECTION` prints that section's Markdown to stdout under its title and
writes no page; every section's key is one `--only` takes, in page order. Timings are never
asserted. The test that runs the judge section is marked slow (make test-all runs it). The
package's docstring (slidingkit/tools/bench/__init__.py) and `python -m` (__main__.py) are tested
here and in test_workloads.py (the BENCH keys it lists).
"""

import subprocess
import sys

import pytest

from slidingkit.tools.bench import cli, judge
from tests.conftest import ROOT


@pytest.mark.slow
def test_only__prints_the_section_and_writes_no_page(tmp_path):
    page = tmp_path / "performance.md"
    completed = subprocess.run(
        [
            sys.executable,
            "-m",
            "slidingkit.tools.bench",
            "--only",
            "judge",
            "--judge-rounds",
            "1",
            "--output",
            str(page),
        ],
        cwd=str(ROOT),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode == 0, completed.stderr[-1000:]
    assert completed.stdout.startswith("## %s\n\n" % judge.TITLE)
    assert "| alone on one CPU" in completed.stdout
    assert not page.exists()


def test_sections__each_key_is_a_choice_of_only_in_page_order():
    keys = [section.key for section in cli.SECTIONS]
    assert len(set(keys)) == len(keys)
    only = next(action for action in cli.parser()._actions if action.dest == "only")
    assert list(only.choices) == keys
