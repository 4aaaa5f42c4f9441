"""AOJ 0190's board, read off the statement's pictures: the package, its format and the solution
file agree with them.

What it proves: the diamond's cells, numbered row by row as the input lists them, have as
neighbours exactly the cells beside them in a row and above or below them in a column of the
5x5 grid (16 edges), in the package's EDGES, its FORMAT and the solution's EDGES; the goal and
the cut of a board into lines are the statement's picture of the finished puzzle.
"""

from slidingkit.problems import aoj_0190
from tests.conftest import load_solution

# The frame (figure 1) on its 5x5 grid, each cell by its number in the input's order; . is no cell.
FRAME = """
.  .  0  .  .
.  1  2  3  .
4  5  6  7  8
.  9 10 11  .
.  . 12  .  .
"""
# The finished puzzle (figure 2) on the same grid, _ for a blank.
FINISHED = """
.  .  _  .  .
.  1  2  3  .
4  5  6  7  8
.  9 10 11  .
.  .  _  .  .
"""


def grid(picture):
    """{(row, column): the symbol there} for every cell of picture."""
    return {
        (row, column): symbol
        for row, line in enumerate(picture.strip().split("\n"))
        for column, symbol in enumerate(line.split())
        if symbol != "."
    }


def picture_edges():
    cells = grid(FRAME)
    return {
        frozenset((int(cells[place]), int(cells[beside])))
        for place in cells
        for beside in ((place[0], place[1] + 1), (place[0] + 1, place[1]))
        if beside in cells
    }


def test_edges__are_the_cells_side_by_side_on_the_statements_frame():
    edges = picture_edges()
    assert len(edges) == 16
    assert {frozenset(edge) for edge in aoj_0190.EDGES} == edges
    assert {frozenset(edge) for edge in aoj_0190.FORMAT.edges} == edges
    assert {frozenset(edge) for edge in load_solution("aoj_0190").EDGES} == edges


def test_goal__is_the_finished_puzzle_read_row_by_row():
    cells = grid(FRAME)
    finished = grid(FINISHED)
    goal = [0] * len(cells)
    for place, symbol in finished.items():
        goal[int(cells[place])] = 0 if symbol == "_" else int(symbol)
    assert tuple(goal) == aoj_0190.GOAL == tuple(aoj_0190.FORMAT.goal)
    assert load_solution("aoj_0190").GOAL == aoj_0190.GOAL
    rows = [sum(1 for row, _ in cells if row == line) for line in range(5)]
    assert tuple(rows) == aoj_0190.FORMAT.cells_per_line == (1, 3, 5, 3, 1)
