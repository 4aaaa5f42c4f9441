"""Vendoring: every submitted file carries, verbatim, the part of the core it runs.

    python -m slidingkit.tools.vendor           rewrite every copy that differs (what `make vendor`
    runs)
    python -m slidingkit.tools.vendor --check   exit 1 and say what differs (what `make
    check-vendor` runs)

The package:
    cli       the command: the Python copies, then the C++ ones
    python    the Python files' copies of slidingkit/core/ (the rule, the copy, the check)
    cpp       the C++ files' copies of slidingkit/core/cpp/
    budgets   how large a submitted file may be (slidingkit/problems/NAME/__init__.py's BUDGET, or
    the default)
    share     how much of its copy each Python file runs (`python -m slidingkit.tools.vendor.share
    [NAME ...]`)
    imports   which modules a file loads beyond a bare start, as a judge starts it
"""
