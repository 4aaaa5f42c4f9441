"""How the bench times what it measures: one call, and workloads that take turns round after round.

    seconds, value = timed(call)              # wall clock (perf_counter); cpu=True: process_time
    samples = alternate([(key, call), ...], rounds, progress, "what")
    middle = medians(samples)                 # {key: median}; of= picks a sample's figure
    ratio = ratios(middle, baseline_key)      # each median over the baseline's, same rounds
    low, high = round_ratios(samples[key], samples[baseline_key])  # how one round's ratio wanders

Workloads that are compared take turns: each round runs every call once, in order, so the
machine's noise falls on all of them alike. A section reports the medians of the rounds (or the
fastest, where a cost is the difference of two runs), and ratios to a baseline measured in the
same rounds. A call returns its sample: seconds from timed(), or a whole process's result, whose
CPU and wall time the judge measured (runs.py); SKIP records nothing for that round.

Standard library only: the bench's fresh processes (slidingkit/tools/bench/child.py) time with it
too. Every function here costs what its calls cost, plus O(rounds x calls).
"""

import statistics
import time
from typing import Any, Callable, Dict, Hashable, List, Optional, Sequence, Tuple, TypeVar

Key = TypeVar("Key", bound=Hashable)
Value = TypeVar("Value")

SKIP = object()  # what a call returns to record no sample this round (a run it does not repeat)


def timed(call: Callable[[], Value], cpu: bool = False) -> Tuple[float, Value]:
    """(seconds call took, what it returned): the wall clock, or this process's CPU time."""
    clock = time.process_time if cpu else time.perf_counter
    begun = clock()
    value = call()
    return clock() - begun, value


def alternate(
    calls: Sequence[Tuple[Key, Callable[[], Any]]],
    rounds: int,
    progress: Optional[Callable[[str], None]] = None,
    what: str = "",
    label: Callable[[Key], str] = str,
) -> Dict[Key, List]:
    """{key: the samples its call returned, one a round}: `rounds` rounds, each running every call
    once in the order given; progress(text) before each call names the round and label(key)."""
    samples = {key: [] for key, _ in calls}  # type: Dict[Key, List]
    for number in range(1, rounds + 1):
        for key, call in calls:
            if progress is not None:
                progress(
                    "%sround %d of %d, %s" % (what and what + ", ", number, rounds, label(key))
                )
            sample = call()
            if sample is not SKIP:
                samples[key].append(sample)
    return samples


def medians(samples: Dict[Key, List], of: Callable[[Any], float] = float) -> Dict[Key, float]:
    """{key: the median of of(sample) over its samples} (keys without samples left out)."""
    return {
        key: statistics.median(of(sample) for sample in values)
        for key, values in samples.items()
        if values
    }


def ratios(figures: Dict[Key, float], baseline: Key) -> Dict[Key, float]:
    """{key: its figure over the baseline's}, both from the same rounds."""
    return {key: figure / figures[baseline] for key, figure in figures.items()}


def round_ratios(samples: Sequence[float], baseline: Sequence[float]) -> Tuple[float, float]:
    """(lower, upper quartile) of the ratios round by round: each sample over the baseline's of
    the same round. The middle half of them says how far one round's ratio wanders from the
    ratio of the medians."""
    each = [sample / base for sample, base in zip(samples, baseline)]
    if len(each) < 2:
        return each[0], each[0]
    lower, _, upper = statistics.quantiles(each, n=4)
    return lower, upper
