"""How much of its vendored core each submission runs (slidingkit/tools/vendor/share.py).

What it proves: every Python solution runs at least SHARE_FLOOR of the statements it vendors
while its solve() answers every judge case of its problem and its reader meets a few bad inputs;
what it never runs should not ride along. Slow: every judge case under a tracer.
"""

import pytest

from tests.conftest import SOLUTIONS


@pytest.mark.slow
@pytest.mark.timeout(900)  # every judge case of every file, under a tracer
def test_submissions__run_at_least_three_quarters_of_what_they_vendor():
    from slidingkit.tools.vendor import share  # coverage.py, imported only by the test that uses it

    shares = share.shares()
    assert set(shares) == {path.stem for path in SOLUTIONS.glob("*.py")}
    below = {
        name: "%d of %d" % counts
        for name, counts in shares.items()
        if counts[0] < share.SHARE_FLOOR * counts[1]
    }
    assert below == {}
