"""How the bench times (slidingkit/tools/bench/timing.py).

What it proves
    - timed returns what the call returned beside a duration of at least zero, on either clock.
    - alternate runs every call once per round, in the order given, round after round; SKIP
      records nothing; progress names each round and key.
    - medians and ratios compute the median of each key's samples and each figure over the
      baseline's; round_ratios the quartiles of the ratios round by round, each sample over the
      baseline's of its own round.
Durations are never asserted beyond being numbers of at least zero.
"""

from slidingkit.tools.bench import timing


def test_timed__returns_the_value_and_a_duration():
    for cpu in (False, True):
        seconds, value = timing.timed(lambda: "answer", cpu=cpu)
        assert value == "answer" and seconds >= 0


def test_alternate__every_call_once_a_round_in_turn():
    order = []
    shown = []
    calls = [(key, lambda key=key: order.append(key) or key * 10) for key in (1, 2, 3)]
    samples = timing.alternate(calls, 2, shown.append, "trial")
    assert order == [1, 2, 3, 1, 2, 3]
    assert samples == {1: [10, 10], 2: [20, 20], 3: [30, 30]}
    assert shown[0] == "trial, round 1 of 2, 1" and shown[-1] == "trial, round 2 of 2, 3"


def test_alternate__skip_records_nothing():
    runs = iter([5.0, timing.SKIP, 7.0])
    samples = timing.alternate([("a", lambda: next(runs))], 3)
    assert samples == {"a": [5.0, 7.0]}


def test_medians_and_ratios__against_the_baseline_of_the_same_rounds():
    samples = {"base": [(2.0, 9), (4.0, 1), (3.0, 5)], "other": [(6.0, 0)], "none": []}
    middle = timing.medians(samples, of=lambda sample: sample[0])
    assert middle == {"base": 3.0, "other": 6.0}
    assert timing.ratios(middle, "base") == {"base": 1.0, "other": 2.0}


def test_round_ratios__quartiles_of_each_round_over_its_own_baseline():
    baseline = [1.0, 2.0, 1.0, 2.0, 1.0]
    samples = [1.0, 3.0, 1.5, 4.0, 2.0]  # ratios 1.0, 1.5, 1.5, 2.0, 2.0, each over its round's
    assert timing.round_ratios(samples, baseline) == (1.25, 2.0)
    assert timing.round_ratios([3.0], [2.0]) == (1.5, 1.5)
