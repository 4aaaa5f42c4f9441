"""The core's façade (slidingkit/core/__init__.py): the examples of its docstring hold. Each module
of the core has its own tests beside this one (tests/core/test_MODULE.py)."""

from slidingkit import core


def test_core__docstring_examples_hold():
    import doctest

    results = doctest.testmod(core)
    assert results.attempted >= 1 and results.failed == 0, results  # examples exist, and hold
