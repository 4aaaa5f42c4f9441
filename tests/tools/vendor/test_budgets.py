"""How large the submitted files may be (slidingkit/tools/vendor/budgets.py).

What it proves: every Python solution keeps to its budget in lines and bytes (its problem's
BUDGET, else the default); every problem has its Python file (the C++-only judges' too: it is the
one tested); every BUDGET a problem's package sets is (most lines or None, most bytes) and allows
more than the default, so that it says something the default does not.
"""

from slidingkit import problems
from slidingkit.tools.vendor.budgets import DEFAULT, budget
from tests.conftest import SOLUTIONS


def test_submissions__keep_to_their_budgets():
    over = []
    for path in sorted(SOLUTIONS.glob("*.py")):
        lines, size = len(path.read_text("utf-8").splitlines()), path.stat().st_size
        most_lines, most_bytes = budget(path.stem)
        if (most_lines is not None and lines > most_lines) or size > most_bytes:
            over.append(
                "%s: %d lines, %d bytes (at most %s lines, %d bytes)"
                % (path.name, lines, size, most_lines, most_bytes)
            )
    assert over == []


def test_submissions__every_problem_has_its_python_file():
    assert {path.stem for path in SOLUTIONS.glob("*.py")} == set(problems.names())


def test_budgets__each_a_problem_sets_is_lines_or_none_and_bytes_not_below_the_default():
    """A BUDGET raises the default: more lines (or none counted), more bytes, or both."""
    wrong = []
    for name in problems.names():
        if not hasattr(problems.load(name), "BUDGET"):
            assert budget(name) == DEFAULT
            continue
        most_lines, most_bytes = problems.load(name).BUDGET
        if not (
            (most_lines is None or (isinstance(most_lines, int) and most_lines >= DEFAULT[0]))
            and isinstance(most_bytes, int)
            and most_bytes >= DEFAULT[1]
            and (most_lines, most_bytes) != DEFAULT
        ):
            wrong.append("%s: BUDGET = %r" % (name, (most_lines, most_bytes)))
    assert wrong == []
