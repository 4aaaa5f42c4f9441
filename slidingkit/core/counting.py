"""IDA* that counts its nodes: the explorer's walking-distance search, on the core's own tables.

CountingSearch is AutomatonSearch (fifteen.py) searched one given bound at a time,
counting the nodes as the explorer defines them (docs/explorer.md): a node is expanded when its
children are made (the goal is not), each child made is generated (the siblings after the one that
reaches the goal are not), and deepest is the largest number of moves on the path so far. It calls
check(expanded, generated, deepest) when expanded reaches next_check; check returns the count at
which to call it again, or raises to stop the search. The path found is AutomatonSearch's: the first
shortest path in move order (tests/core/test_search.py checks it).

automaton_steps(side) gives the same moves to a search that carries its own estimate (the
explorer's pattern databases): for each state, where the blank may go and the state after.

No submission runs it: counting costs every node a few operations that a judge would time.
Cost: O(1) per node, memory O(distance).
"""

from slidingkit.core.fifteen import AutomatonSearch

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Callable, List, Tuple

    from slidingkit.core.board import Tiles


def automaton_steps(side: int) -> "List[Tuple[Tuple[int, int], ...]]":
    """steps[state]: (target cell, the state after the move) for each move AutomatonSearch makes
    in state on side x side boards in the order MOVES; a search starts in the blank's cell's
    state (state = the automaton's state * cells + the blank's cell). O(states * cells)."""
    goal = tuple(range(1, side * side)) + (0,)
    return [tuple((target, following) for target, following, _, _ in moves)
            for moves in AutomatonSearch(goal, goal).tables.allowed]


class CountingSearch(AutomatonSearch):
    """AutomatonSearch with counters and a check every next_check expansions; iterate(bound)."""

    def __init__(self, board: "Tiles", goal: "Tiles",
                 check: "Callable[[int, int, int], int]", next_check: int) -> None:
        AutomatonSearch.__init__(self, board, goal)
        self.check, self.next_check = check, next_check
        self.expanded = self.generated = self.deepest = 0
        self.targets = []  # type: List[int]  # the blank's cells along the path found, last first

    def iterate(self, bound: int) -> bool:
        """Search every path whose moves + estimate stay within bound (of the estimate's parity);
        True when one reaches the goal (then targets holds it)."""
        tables = self.tables
        row_next, column_next = tables.row_walking.signed_next, tables.column_walking.signed_next
        moves, check, targets = tables.allowed, self.check, self.targets
        expanded, generated, deepest = self.expanded, self.generated, self.deepest
        next_check = self.next_check
        cells = list(self.board)

        def search(blank: int, state: int, slack: int, depth: int, row_state: int,
                   column_state: int) -> bool:
            # as in Search.advance, with the counting added
            nonlocal expanded, generated, deepest, next_check
            if row_state == 0 and column_state == 0:
                return True
            expanded += 1
            if expanded >= next_check:
                next_check = check(expanded, generated, deepest)
            children = moves[state]
            generated += len(children)
            if depth >= deepest:
                deepest = depth + 1
            depth += 1
            stale = cells[blank]
            for made, (target, following, vertical, keys) in enumerate(children):
                tile = cells[target]
                if vertical:
                    after = row_next[row_state + keys[tile]]
                    if after < 0 and not slack:
                        continue
                    cells[blank] = tile
                    found = (search(target, following, slack - 2, depth, -after, column_state)
                             if after < 0 else
                             search(target, following, slack, depth, after, column_state))
                else:
                    after = column_next[column_state + keys[tile]]
                    if after < 0 and not slack:
                        continue
                    cells[blank] = tile
                    found = (search(target, following, slack - 2, depth, row_state, -after)
                             if after < 0 else
                             search(target, following, slack, depth, row_state, after))
                if found:
                    targets.append(target)
                    generated -= len(children) - 1 - made  # siblings never made
                    return True
            cells[blank] = stale
            return False

        blank = self.board.index(0)
        try:
            slack = bound - tables.estimate(self.row_state, self.column_state)
            return search(blank, tables.start + blank, slack, 0, self.row_state, self.column_state)
        finally:
            self.expanded, self.generated, self.deepest = expanded, generated, deepest
            self.next_check = next_check

    def advance(self) -> bool:
        if self.path is None and self.iterate(self.bound):
            blank = self.board.index(0)
            self.path = self.path_through(blank, self.targets[::-1])
        elif self.path is None:
            self.bound += 2
        return self.path is not None
