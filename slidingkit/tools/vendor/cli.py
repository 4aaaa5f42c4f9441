"""The vendoring command: rewrite (or, with --check, check) the copies of the core that the
solutions carry, the Python files' (slidingkit/tools/vendor/python.py) and then the C++ files'
(slidingkit/tools/vendor/cpp.py).

Usage
    python -m slidingkit.tools.vendor           rewrite every copy that differs (what `make vendor`
    runs) python -m slidingkit.tools.vendor --check   exit 1 and say what differs (what `make
    check-vendor` runs)
"""

import argparse
import sys
from pathlib import Path
from typing import List

from slidingkit.tools.common import ROOT
from slidingkit.tools.vendor import cpp, python


def main(argv: List[str], root: Path = ROOT) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m slidingkit.tools.vendor", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "--check", action="store_true", help="only report drifted copies; exit 1 if any"
    )
    options = parser.parse_args(argv)
    try:
        if options.check:
            problems = python.drift_report(root) + cpp.drift_report(root)
            for problem in problems:
                print(problem, file=sys.stderr)
            return 1 if problems else 0
        for name in python.vendor(root):
            print("vendored what %s uses of %s/" % (name, python.CORE))
        rewritten, problems = cpp.vendor(root)
        for name in rewritten:
            print("vendored the parts of %s/ that %s holds" % (cpp.CORE_CPP, name))
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    except python.VendorError as error:
        print("vendor: %s" % error, file=sys.stderr)
        return 1
