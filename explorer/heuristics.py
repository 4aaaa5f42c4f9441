"""The explorer's heuristics: names, admissibility, and one estimate function per (name, goal).

Every formula lives in core/puzzle.py; this module only names them for the command line and says
which of them are admissible (never overestimate), since that decides whether A* and IDA* prove
their answer optimal. "none" is the zero heuristic (A* then behaves as uniform-cost search).
"""

from typing import Callable, Dict, NamedTuple, Sequence

from core import puzzle
from core.puzzle import Board

Estimate = Callable[[Sequence[int]], float]


class Heuristic(NamedTuple):
    name: str
    admissible: bool
    formula: Callable[[Board, Board], float]
    summary: str
    max_side: int = 0  # 0: any size


def _zero(board: Board, goal: Board) -> int:
    return 0


HEURISTICS = {heuristic.name: heuristic for heuristic in (
    Heuristic("hamming", True, puzzle.hamming, "misplaced tiles"),
    Heuristic("manhattan", True, puzzle.manhattan, "sum of row + column distances"),
    Heuristic("euclidean", True, puzzle.euclidean, "sum of straight-line distances (weaker than Manhattan)"),
    Heuristic("linear-conflict", True, puzzle.linear_conflict,
              "Manhattan + 2 per tile that must leave its goal row or column"),
    Heuristic("walking", True, puzzle.walking_distance,
              "walking distance (Takahashi), the core's strongest; n <= %d" % puzzle.WALKING_DISTANCE_MAX_SIDE,
              puzzle.WALKING_DISTANCE_MAX_SIDE),
    Heuristic("string", False, puzzle.string_distance,
              "|index in board string - index in goal string|: NOT admissible, A* may return a longer path"),
    Heuristic("none", True, _zero, "zero: no guidance"),
)}  # type: Dict[str, Heuristic]

ALIASES = {"misplaced": "hamming", "lc": "linear-conflict", "linear": "linear-conflict", "wd": "walking",
           "walking-distance": "walking", "string-distance": "string", "zero": "none"}


def lookup(name: str) -> Heuristic:
    """Return the heuristic called name (or an alias); KeyError if there is none."""
    return HEURISTICS[ALIASES.get(name, name)]


def strongest(side: int) -> str:
    """Return the name of the strongest admissible heuristic available for an n-by-n board."""
    return "walking" if side <= puzzle.WALKING_DISTANCE_MAX_SIDE else "linear-conflict"


def estimate_for(name: str, goal: Board) -> Estimate:
    """Return board -> estimate of the moves to goal, for the heuristic called name."""
    formula = lookup(name).formula
    return lambda board: formula(board, goal)
