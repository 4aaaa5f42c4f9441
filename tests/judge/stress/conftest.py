"""What the tests of the stress tester (tests/judge/stress/test_*.py) share: the kit's problems
and their formats, a Python solution of one of them, a format whose inputs give their graph, and
the maximum subarray programs of the generator mode. Imported by name, as
`from tests.judge.stress.conftest import NAMES`: no test module imports another.
"""

import importlib
import shlex
import sys

from slidingkit import problems
from slidingkit.problems._format import Format
from tests.conftest import ROOT
from tests.running import PROGRAMS

NAMES = problems.names()
FORMATS = {name: problems.load(name).FORMAT for name in NAMES}
# a problem and its Python solution for the command-line tests: any will do
EXAMPLE = next(name for name in NAMES if (ROOT / "solutions" / (name + ".py")).is_file())
EXAMPLE_SOLUTION = ROOT / "solutions" / (EXAMPLE + ".py")

# the generator mode's example: the maximum subarray programs of tests/stress_programs/
GENERATOR = PROGRAMS / "max_subarray_gen.py"
BRUTE = PROGRAMS / "max_subarray_brute.py"
CHECKER = PROGRAMS / "max_subarray_checker.py"
PYTHON = shlex.quote(sys.executable)


def package_cases(name):
    """The problem's cases module, slidingkit/problems/NAME/cases.py."""
    return importlib.import_module("slidingkit.problems.%s.cases" % name)


# A graph each input gives (the tiles written as their cells), several boards an input.
GIVEN_GRAPH = Format(
    shapes=((1, 6),),
    unsolvable=True,
    cases=(1, 4),
    count_line=True,
    board="positions",
    edges="given",
    no_answer="-1",
)
