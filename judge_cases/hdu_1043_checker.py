"""The special judge of hdu_1043, as oj and the judge run it:
    python3 judge_cases/hdu_1043_checker.py INPUT ACTUAL EXPECTED
(exit 0 AC, 1 WA, 3 judge error). It runs main() of the problem's judge,
slidingkit/problems/hdu_1043/checker.py. Written by `make cases`
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
    checker = importlib.import_module("slidingkit.problems.hdu_1043.checker")
    sys.exit(checker.main(sys.argv[1:]))
