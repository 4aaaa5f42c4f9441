"""Wrong on purpose (UVa 10181): decides solvability by the rule for odd widths (the
inversions alone), which is wrong for 4x4, where the blank's row counts too. Solvable boards
get a plain BFS path (up to 16 moves; deeper ones get an empty line)."""

import sys
from collections import deque

GOAL = tuple(range(1, 16)) + (0,)
STEPS = {"U": -4, "D": 4, "L": -1, "R": 1}


def path_to_goal(board):
    parents = {board: None}
    queue = deque([(board, 0)])
    while queue:
        current, depth = queue.popleft()
        if current == GOAL:
            path = []
            while parents[current] is not None:
                current, letter = parents[current]
                path.append(letter)
            return "".join(reversed(path))
        if depth == 16:
            continue
        blank = current.index(0)
        for letter, step in STEPS.items():
            target = blank + step
            if not 0 <= target < 16 or (step in (-1, 1) and target // 4 != blank // 4):
                continue
            cells = list(current)
            cells[blank], cells[target] = cells[target], 0
            following = tuple(cells)
            if following not in parents:
                parents[following] = (current, letter)
                queue.append((following, depth + 1))
    return ""


numbers = [int(token) for token in sys.stdin.read().split()]
for start in range(1, 1 + 16 * numbers[0], 16):
    board = tuple(numbers[start : start + 16])
    tiles = [tile for tile in board if tile]
    inversions = sum(1 for i in range(15) for j in range(i + 1, 15) if tiles[i] > tiles[j])
    print("This puzzle is not solvable." if inversions % 2 else path_to_goal(board))
