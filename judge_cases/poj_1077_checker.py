"""The special judge of poj_1077, as oj and the judge run it:
    python3 judge_cases/poj_1077_checker.py INPUT ACTUAL EXPECTED
(exit 0 AC, 1 WA, 3 judge error). It runs main() of the problem's judge,
slidingkit/problems/poj_1077/checker.py. Written by `make cases`
(slidingkit/tools/cases/launchers.py): edit the package's checker, not this file.
"""

import importlib
import os
import sys

try:
    import slidingkit  # noqa: F401  # an installed kit, or a checkout the interpreter finds
except ImportError:  # run from a checkout: its root is the parent of this file's folder
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

if __name__ == "__main__":
    checker = importlib.import_module("slidingkit.problems.poj_1077.checker")
    sys.exit(checker.main(sys.argv[1:]))
