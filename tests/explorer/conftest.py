"""What the explorer's test modules share: named instances, and the boards a path picture shows."""

from typing import List, Tuple

Board = Tuple[int, ...]

REPORT_START, REPORT_GOAL = (
    (5, 4, 1, 2, 0, 3, 7, 8, 6),
    (1, 2, 3, 8, 0, 4, 7, 6, 5),
)  # 20 moves apart
FARTHEST_3X3 = ((8, 6, 7, 2, 5, 4, 3, 0, 1), (1, 2, 3, 4, 5, 6, 7, 8, 0))  # 31 moves apart
HARD_4X4 = (
    0,
    12,
    9,
    13,
    15,
    11,
    10,
    14,
    3,
    7,
    5,
    6,
    4,
    8,
    2,
    1,
)  # puzzle4x4-80: 80 moves from the standard goal


def boards_in_picture(picture: str, side: int, arrow: str = "\u2192") -> List[Board]:
    """Read the boards back out of a path picture (tiles of one digit, the blank a space)."""
    board_width, link_width = 2 * side - 1, len(" U%s " % arrow)
    boards = []
    for block in picture.rstrip("\n").split("\n\n"):
        lines = block.split("\n")
        count = (max(len(line) for line in lines) + link_width) // (board_width + link_width)
        for index in range(count):
            left = index * (board_width + link_width)
            cells = []  # type: List[int]
            for line in lines:
                row = line.ljust(left + board_width)[left : left + board_width]
                cells.extend(
                    int(row[column]) if row[column] != " " else 0
                    for column in range(0, board_width, 2)
                )
            boards.append(tuple(cells))
    return boards
