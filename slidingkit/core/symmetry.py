"""The eight symmetries of a square board, which carry paths to paths of the same length.

A solution that must search from many starts (UVa 10085) brings each start to one of a few
canonical blank cells, searches there, and maps the answer back.
"""

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Callable, List, Tuple

    Turn = Callable[[int, int], Tuple[int, int]]  # (row, column) -> (row, column)


def square_symmetries(side: int) -> "List[Tuple[List[int], str]]":
    """The 8 symmetries of a side x side board (4 turns, each also mirrored), each as (where,
    letters): a symmetry takes board to the board b with b[where[cell]] = board[cell], and the
    blank's move MOVES[i] to letters[i], so a path from one board is, letter by letter, a path of
    the same length from the other. The first is the identity. O(8 N)."""
    last = side - 1
    turns = (lambda row, column: (row, column), lambda row, column: (column, last - row),
             lambda row, column: (last - row, last - column),
             lambda row, column: (last - column, row))
    found = []
    for turn in turns:
        for mirrored in (False, True):
            def place(row: int, column: int, turn: "Turn" = turn,
                      mirrored: bool = mirrored) -> "Tuple[int, int]":
                row, column = turn(row, column)
                return (row, last - column) if mirrored else (row, column)
            where = [row * side + column
                     for row, column in (place(*divmod(cell, side)) for cell in range(side * side))]
            letters = ""
            for row_step, column_step in ((-1, 0), (1, 0), (0, -1), (0, 1)):  # U, D, L, R
                # the places are affine, so a step's image is the difference of two images
                (row_from, column_from), (row_to, column_to) = (place(0, 0),
                                                                place(row_step, column_step))
                letters += {(-1, 0): "U", (1, 0): "D",
                            (0, -1): "L", (0, 1): "R"}[row_to - row_from, column_to - column_from]
            found.append((where, letters))
    return found
