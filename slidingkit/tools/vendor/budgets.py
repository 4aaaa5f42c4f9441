"""How large a submitted file may be: a submission carries only what it runs, so it stays small.

A budget is (most lines or None for no line budget, most bytes), a kilobyte being 1,000 bytes,
counted at the 100 columns ruff holds every file to. Every solutions/NAME.py keeps to DEFAULT
(what a 3x3 or 2x3 file needs) unless its problem's package says otherwise with BUDGET in
slidingkit/problems/NAME/__init__.py (a 4x4 search, or boards of any size, need more). Checked by
tests/tools/vendor/test_budgets.py; the bench compares what it tries against them.
"""

from typing import Optional, Tuple

from slidingkit import problems

Budget = Tuple[Optional[int], int]
DEFAULT = (420, 21000)  # lines, bytes


def budget(name: str) -> Budget:
    """(most lines or None, most bytes) for solutions/NAME.py."""
    lines, size = getattr(problems.load(name), "BUDGET", DEFAULT)
    return lines, size
