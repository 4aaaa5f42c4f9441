"""The explorer's heuristics: names, admissibility, and one estimate function per (name, goal).

Every formula lives in slidingkit/core/; this module only names them for the command line and says
which of them are admissible (never overestimate), since that decides whether A* and IDA* prove
their answer optimal. "none" is the zero heuristic (A* then behaves as uniform-cost search).
"""

from typing import Callable, Dict, NamedTuple, Optional

from slidingkit import core
from slidingkit.core import Tiles
from slidingkit.explorer import pattern_database

Estimate = Callable[[Tiles], float]


class Heuristic(NamedTuple):
    name: str
    admissible: bool
    formula: Callable[[Tiles, Tiles], float]
    summary: str
    max_side: int = 0  # 0: any size
    min_side: int = 2
    in_compare: bool = True  # part of `compare` unless --heuristics names the others


def _zero(board: Tiles, goal: Tiles) -> int:
    return 0


def _pattern_databases(board: Tiles, goal: Tiles, partition: Optional[str] = None) -> int:
    return pattern_database.load(goal, partition).estimate(board, goal)


HEURISTICS = {
    heuristic.name: heuristic
    for heuristic in (
        Heuristic("hamming", True, core.hamming, "misplaced tiles"),
        Heuristic("manhattan", True, core.manhattan, "sum of row + column distances"),
        Heuristic(
            "euclidean",
            True,
            core.euclidean,
            "sum of straight-line distances (weaker than Manhattan)",
        ),
        Heuristic(
            "linear-conflict",
            True,
            core.linear_conflict,
            "Manhattan + 2 per tile that must leave its goal row or column",
        ),
        Heuristic(
            "walking",
            True,
            core.walking_distance,
            "walking distance (Takahashi), the core's strongest; n <= %d"
            % core.WALKING_DISTANCE_MAX_SIDE,
            core.WALKING_DISTANCE_MAX_SIDE,
        ),
        Heuristic(
            "string",
            False,
            core.string_distance,
            "|index in board string - index in goal string|: NOT admissible, "
            "A* may return a longer path",
        ),
        Heuristic(
            "pdb",
            True,
            _pattern_databases,
            "additive disjoint pattern databases (6-6-3 on 4x4, 4-4 on 3x3), the larger of the "
            "board's and its mirror image's; built once per goal, then cached "
            "(see docs/explorer.md)",
            4,
            3,
            False,
        ),
        Heuristic("none", True, _zero, "zero: no guidance"),
    )
}  # type: Dict[str, Heuristic]

ALIASES = {
    "misplaced": "hamming",
    "lc": "linear-conflict",
    "linear": "linear-conflict",
    "wd": "walking",
    "walking-distance": "walking",
    "string-distance": "string",
    "zero": "none",
    "pattern-database": "pdb",
    "pattern-databases": "pdb",
}


def lookup(name: str) -> Heuristic:
    """Return the heuristic called name (or an alias); KeyError if there is none."""
    return HEURISTICS[ALIASES.get(name, name)]


def strongest(side: int) -> str:
    """Return the name of the strongest admissible heuristic available for an n-by-n board."""
    return "walking" if side <= core.WALKING_DISTANCE_MAX_SIDE else "linear-conflict"


def estimate_for(name: str, goal: Tiles, partition: Optional[str] = None) -> Estimate:
    """Return board -> estimate of the moves to goal, for the heuristic called name (partition:
    the pattern databases' partition, for pdb; None for the default)."""
    formula = lookup(name).formula
    if formula is _pattern_databases:
        return lambda board: _pattern_databases(board, goal, partition)
    return lambda board: formula(board, goal)


def check_side(name: str, side: int) -> None:
    """ValueError unless the heuristic called name is available for n-by-n boards."""
    heuristic = lookup(name)
    if side < heuristic.min_side or side > (heuristic.max_side or side):
        sizes = "up to %dx%d" % (heuristic.max_side, heuristic.max_side)
        if heuristic.min_side > 2:
            sizes = "for %dx%d to %dx%d boards" % (
                heuristic.min_side,
                heuristic.min_side,
                heuristic.max_side,
                heuristic.max_side,
            )
        raise ValueError("the %s heuristic is available %s" % (heuristic.name, sizes))
