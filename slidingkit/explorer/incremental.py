"""IDA* as a tight loop, for the heuristics that can be updated move by move in O(1).

slidingkit/explorer/algorithms.py has one IDA* for every heuristic: it recomputes the estimate of
each board from scratch through a function call. This module is what `solve -a idastar` runs instead
(when no --prune is given) for walking distance (the core's own search in its counting form,
core.CountingSearch) and pattern databases (slidingkit/explorer/pattern_database.py, with this
module's loop): the estimate is carried down the recursion and only the moved tile's lookups change.
`compare` never runs it: its IDA* rows share the generic loop, so that they differ only in the
heuristic.

It counts nodes exactly as docs/explorer.md and slidingkit/explorer/algorithms.py define them
(expanded, generated, the path as frontier) and honours --max-nodes, --timeout and progress reports
through the same Counters, checked every 1,024 expansions (or at the node limit). Other rules of the
search:
    - no move sequence that has an earlier equivalent is made: the move that undoes the previous
      one (as in algorithms.iterative_deepening) and the longer ones the core's automaton knows
      (core.automaton_steps), which changes no distance;
    - every path to the goal has the parity of the blank's distance to its goal cell, so a bound
      of the other parity is skipped (it cannot succeed): bounds rise by 2 where they would
      rise by 1.
Cost per node: O(1); memory O(distance).
"""

import sys
from typing import Any, Callable, List, Optional, Sequence, Tuple

from slidingkit import core
from slidingkit.core import Tiles
from slidingkit.explorer import pattern_database
from slidingkit.explorer.counters import Counters

HEURISTICS = ("walking", "pdb")  # the heuristics this module's IDA* carries incrementally
_MOVE_NAME = {(-1, 0): "U", (1, 0): "D", (0, -1): "L", (0, 1): "R"}

# An iteration: bound -> (found?, the smallest total above the bound); and its running totals.
Iteration = Callable[[int], Tuple[bool, int]]


class _Tally:
    """The counters one search keeps in local variables, gathered for the driver."""

    def __init__(self) -> None:
        self.expanded = self.generated = self.deepest = 0


def path_letters(side: int, start_blank: int, blanks: Sequence[int]) -> str:
    """The moves (U/D/L/R, where the blank goes) of a path given as the blank's cells after each
    move."""
    letters = []
    for cell in blanks:
        (row, column), (was_row, was_column) = divmod(cell, side), divmod(start_blank, side)
        letters.append(_MOVE_NAME[row - was_row, column - was_column])
        start_blank = cell
    return "".join(letters)


def ida_star(
    start: Tiles, goal: Tiles, heuristic: str, counters: Counters, partition: Optional[str] = None
) -> Optional[str]:
    """A shortest path from start to goal (a solvable pair, start != goal) by IDA* guided by
    heuristic ("walking" or "pdb"), counting into counters; Stopped at a limit."""
    side = core.side_of(start)
    blanks = []  # type: List[int]  # the blank's cells along the path found, last first
    tally = _Tally()
    if heuristic == "pdb":
        first, iterate = _pattern_iteration(start, goal, counters, tally, blanks, partition)
    elif heuristic == "walking":
        first, iterate = _walking_iteration(start, goal, counters, tally, blanks)
    else:
        raise ValueError("no incremental IDA* for the %s heuristic" % heuristic)
    # Every move changes the blank's distance to its goal cell by one:
    # paths to goal share its parity.
    blank_row, blank_column = divmod(start.index(0), side)
    goal_row, goal_column = divmod(goal.index(0), side)
    parity = (abs(blank_row - goal_row) + abs(blank_column - goal_column)) % 2
    bound = first + (first - parity) % 2
    recursion_limit = sys.getrecursionlimit()
    try:
        while True:
            counters.expanded, counters.generated = tally.expanded, tally.generated
            counters.begin_pass(bound)
            if bound + 100 > sys.getrecursionlimit():
                sys.setrecursionlimit(bound + 1000)
            found, smallest = iterate(bound)
            if found:
                return path_letters(side, start.index(0), blanks[::-1])
            bound = smallest + (smallest - parity) % 2
    finally:
        sys.setrecursionlimit(recursion_limit)
        # The expansion that would pass --max-nodes is counted by the loop but never happens.
        counters.expanded = (
            tally.expanded
            if counters.max_nodes is None
            else min(tally.expanded, counters.max_nodes)
        )
        counters.generated = tally.generated
        counters.max_frontier = max(counters.max_frontier, tally.deepest)


def _checker(counters: Counters, tally: _Tally) -> Callable[[int, int, int], int]:
    """check(expanded, generated, deepest) -> the expansion count at which to call it again:
    hands the counts to counters, whose check() raises Stopped at a limit and reports progress."""

    def check(expanded: int, generated: int, deepest: int) -> int:
        tally.expanded, tally.generated, tally.deepest = expanded, generated, deepest
        counters.expanded, counters.generated = expanded, generated
        counters.max_frontier = max(counters.max_frontier, deepest)
        counters.check()
        return counters.next_check

    return check


def _pattern_moves(
    databases: pattern_database.PatternDatabases, labels: Sequence[int]
) -> Tuple[List[Any], List[Tuple[Tuple[int, int, int, int], ...]]]:
    """(tiles, allowed), what the pattern databases' IDA* reads move by move.
    tiles[cell]: what the search needs of the tile on cell (None for the blank): its table,
    lookup and weight, then the same for the mirrored board. allowed[state]: each move of the
    automaton state (its blank on state % cells) as (target, following state, blank - target,
    the same difference on the mirrored board); a move changes the moved tile's index by that
    difference times its weight. O(states * 4)."""
    cells = databases.side * databases.side
    tables = databases.tables + databases.tables  # lookup k reads table k % groups
    of_label = [
        (
            tables[databases.lookup_of_label[label]],
            databases.lookup_of_label[label],
            databases.weight_of_label[label],
            tables[databases.mirror_lookup_of_label[label]],
            databases.mirror_lookup_of_label[label],
            databases.mirror_weight_of_label[label],
        )
        for label in range(cells)
    ]
    mirror_cell = databases.mirror_of_cell
    allowed = [
        tuple(
            (
                target,
                following,
                state % cells - target,
                mirror_cell[state % cells] - mirror_cell[target],
            )
            for target, following in moves
        )
        for state, moves in enumerate(core.automaton_steps(databases.side))
    ]
    return [of_label[label] if label >= 0 else None for label in labels], allowed


# Long: the pattern databases' IDA* is one recursive closure over shared locals, kept together so
# that each lookup stays a local read (the hot loop).
def _pattern_iteration(
    start: Tiles,
    goal: Tiles,
    counters: Counters,
    tally: _Tally,
    blanks: List[int],
    partition: Optional[str],
) -> Tuple[int, Iteration]:
    databases = pattern_database.load(goal, partition)
    labels = databases.labels(start, goal)  # each tile named by its goal cell, the blank -1
    indices = databases.indices(labels)
    direct, mirrored = databases.sums(indices)
    tiles, allowed = _pattern_moves(databases, labels)
    check = _checker(counters, tally)
    start_blank = start.index(0)

    # Long: the search below is the hot loop; its counters are locals, written back once.
    def iterate(bound: int) -> Tuple[bool, int]:
        expanded, generated, deepest = tally.expanded, tally.generated, tally.deepest
        next_check = counters.next_check
        smallest = 1 << 30

        def search(blank: int, state: int, moves: int, direct: int, mirrored: int) -> bool:
            # True once the goal is reached (blanks then holds the path, last cell first).
            nonlocal expanded, generated, deepest, smallest, next_check
            expanded += 1
            if expanded >= next_check:
                next_check = check(expanded, generated, deepest)
            children = allowed[state]
            generated += len(children)
            if moves >= deepest:
                deepest = moves + 1
            moves += 1
            slack = bound - moves  # the largest estimate a child may have
            for target, following, step, mirror_step in children:
                tile = tiles[target]  # slides from target into blank
                table, lookup, weight, mirror_table, mirror_lookup, mirror_weight = tile
                index = indices[lookup]
                moved = index + step * weight
                new_direct = direct - table[index] + table[moved]
                if new_direct > slack and moves + new_direct >= smallest:
                    continue  # pruned, and the mirror lookup could not lower the next bound
                mirror_index = indices[mirror_lookup]
                mirror_moved = mirror_index + mirror_step * mirror_weight
                new_mirrored = mirrored - mirror_table[mirror_index] + mirror_table[mirror_moved]
                estimate = new_direct if new_direct > new_mirrored else new_mirrored
                if estimate > slack:
                    if moves + estimate < smallest:
                        smallest = moves + estimate
                    continue
                if estimate:
                    tiles[blank] = tile
                    tiles[target] = None
                    indices[lookup] = moved
                    indices[mirror_lookup] = mirror_moved
                    reached = search(target, following, moves, new_direct, new_mirrored)
                    indices[lookup] = index
                    indices[mirror_lookup] = mirror_index
                    tiles[target] = tile
                    tiles[blank] = None
                    if not reached:
                        continue
                # the goal (estimate 0: every tile home), or a path to it below target
                blanks.append(target)
                index = [child[0] for child in children].index(target)
                generated -= len(children) - 1 - index  # siblings never made
                return True
            return False

        try:
            found = search(start_blank, start_blank, 0, direct, mirrored)
        finally:
            tally.expanded, tally.generated, tally.deepest = expanded, generated, deepest
        return found, smallest

    return max(direct, mirrored), iterate


def _walking_iteration(
    start: Tiles, goal: Tiles, counters: Counters, tally: _Tally, blanks: List[int]
) -> Tuple[int, Iteration]:
    """The core's walking-distance search with its counting form (core.CountingSearch): its
    tables, its automaton, its loop. Walking distance changes by exactly 1 a move, so the next
    bound is this one + 2."""
    search = core.CountingSearch(start, goal, _checker(counters, tally), counters.next_check)

    def iterate(bound: int) -> Tuple[bool, int]:
        try:
            found = search.iterate(bound)
        finally:
            tally.expanded, tally.generated = search.expanded, search.generated
            tally.deepest = search.deepest
        if found:
            blanks.extend(search.targets)
        return found, bound + 2

    return search.bound, iterate
