"""The 8-puzzle's distance between any two boards, by the walk of eight_walk.py.

eight_walk.py's tables serve a goal whose blank sits in the last corner or in the centre. Any
other pair comes to one of those by two facts. A symmetry of the square carries two boards to two
boards as many moves apart, and mirroring the rows, the columns or both takes a blank on any
corner to the last one. A distance reads the same both ways, so when the goal's blank is on an
edge cell (1, 3, 5 or 7) and the board's is not, the walk goes from the goal to the board. When
both blanks are on edge cells, the board's first move takes its blank to a corner or the centre,
so the distance is one more than the least of its neighbours'.

Cost: at most three walks of eight_walk.py, O(distance) table lookups each, no search; a file
that runs it carries both tables.
"""

from slidingkit.core.eight_walk import (
    _WALK_STEPS,
    DISTANCES_CENTRE,
    DISTANCES_LAST,
    _walk_slide,
    eight_distance,
)

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from slidingkit.core.board import Tiles


def eight_any_distance(board: "Tiles", goal: "Tiles") -> int:
    """Return the fewest moves from board to goal, checked 3x3 boards (any goal), or -1 when the
    goal cannot be reached."""
    if board == goal:
        return 0
    for start, end in ((board, goal), (goal, board)):
        blank = end.index(0)
        if blank % 2 == 0:  # a corner or the centre: mirrored to a table's goal
            row, column = divmod(blank, 3)  # the blank's row or column 0 is mirrored to 2
            where = [(2 - cell // 3 if row == 0 else cell // 3) * 3
                     + (2 - cell % 3 if column == 0 else cell % 3) for cell in range(9)]
            return eight_distance(tuple(start[cell] for cell in where),
                                  tuple(end[cell] for cell in where),
                                  DISTANCES_CENTRE if blank == 4 else DISTANCES_LAST)
    blank = board.index(0)  # both blanks on edge cells: one move first
    near = [eight_any_distance(tuple(_walk_slide(list(board), blank, target)), goal)
            for target in _WALK_STEPS[blank]]
    return -1 if -1 in near else 1 + min(near)
