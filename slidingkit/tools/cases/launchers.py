"""The launchers of the special judges: judge_cases/NAME_checker.py for each problem whose
settings name a checker, the file oj and the judge run as `CHECKER INPUT ACTUAL EXPECTED`.

A launcher only runs main() of its problem's judge, slidingkit/problems/NAME/checker.py. It
works from a checkout (it puts the repository's root, the parent of judge_cases/, first on
sys.path, so the checkout's own kit judges) and from an installed kit, where judge_cases/ is
installed as slidingkit/judge_cases/ and `import slidingkit` works. python -m
slidingkit.tools.cases writes them; tests/test_cases.py checks that each committed one is
current.
"""

from pathlib import Path
from typing import Optional

from slidingkit import problems

TEMPLATE = '''"""The special judge of {name}, as oj and the judge run it:
    python3 judge_cases/{name}_checker.py INPUT ACTUAL EXPECTED
(exit 0 AC, 1 WA, 3 judge error). It runs main() of the problem's judge,
slidingkit/problems/{name}/checker.py. Written by `make cases`
(slidingkit/tools/cases/launchers.py): edit the package's checker, not this file.
"""

import importlib
import os
import sys

# In a checkout the kit is beside this file's folder, and that copy is the one judged, whatever
# else is installed; in an installed kit this folder is inside the package, which imports as is.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.isdir(os.path.join(ROOT, "slidingkit")):
    sys.path.insert(0, ROOT)

if __name__ == "__main__":
    checker = importlib.import_module("slidingkit.problems.{name}.checker")
    sys.exit(checker.main(sys.argv[1:]))
'''


def launcher_name(name: str) -> Optional[str]:
    """The file name of the problem's launcher (its settings' checker), or None when outputs are
    compared."""
    return problems.settings(name).get("checker")


def launcher_text(name: str) -> str:
    """The launcher of the problem called name. O(1)."""
    return TEMPLATE.format(name=name)


def write_launcher(name: str, out: Path) -> None:
    """out/NAME_checker.py (the settings' checker, relative to out) for a problem with a special
    judge; nothing for one whose outputs are compared."""
    file = launcher_name(name)
    if file is not None:
        out.mkdir(parents=True, exist_ok=True)
        (out / file).write_text(launcher_text(name), "utf-8")
