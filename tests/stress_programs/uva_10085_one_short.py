"""Wrong on purpose (UVa 10085): a plain BFS from each start that prints a board of the
next-to-last layer (one move short of the farthest) with its path."""

import sys
from typing import Dict, Optional, Tuple

STEPS = {"U": -3, "D": 3, "L": -1, "R": 1}

numbers = [int(token) for token in sys.stdin.read().split()]
for number in range(numbers[0]):
    start = tuple(numbers[1 + 9 * number : 10 + 9 * number])
    parents = {start: None}  # type: Dict[Tuple[int, ...], Optional[Tuple[Tuple[int, ...], str]]]
    layers = [[start]]
    while layers[-1]:
        following = []
        for board in layers[-1]:
            blank = board.index(0)
            for letter, step in STEPS.items():
                target = blank + step
                if not 0 <= target < 9 or (step in (-1, 1) and target // 3 != blank // 3):
                    continue
                cells = list(board)
                cells[blank], cells[target] = cells[target], 0
                after = tuple(cells)
                if after not in parents:
                    parents[after] = (board, letter)
                    following.append(after)
        layers.append(following)
    board = layers[-3][0]  # layers[-1] is empty, layers[-2] the farthest
    end, path = board, []
    link = parents[board]
    while link is not None:
        board, letter = link
        path.append(letter)
        link = parents[board]
    print("Puzzle #%d" % (number + 1))
    for row in range(3):
        print(" ".join(str(tile) for tile in end[3 * row : 3 * row + 3]))
    print("".join(reversed(path)))
    print()
