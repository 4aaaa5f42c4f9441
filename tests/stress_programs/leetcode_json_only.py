"""Wrong on purpose (LeetCode 773): reads the board as JSON, so it is right on every board
written as `[[a,b,c],[d,e,f]]`, but an input of six numbers without brackets (which the
problem's cases hold) is no JSON, and it crashes. A plain BFS over the 360 boards of the 2x3
puzzle gives the answer.

Usage: python3 tests/stress_programs/leetcode_json_only.py < input
"""

import json
import sys
from collections import deque

GOAL = (1, 2, 3, 4, 5, 0)
STEPS = {0: (1, 3), 1: (0, 2, 4), 2: (1, 5), 3: (0, 4), 4: (1, 3, 5), 5: (2, 4)}


def distance(board):
    seen = {board: 0}
    queue = deque([board])
    while queue:
        current = queue.popleft()
        if current == GOAL:
            return seen[current]
        blank = current.index(0)
        for cell in STEPS[blank]:
            cells = list(current)
            cells[blank], cells[cell] = cells[cell], 0
            after = tuple(cells)
            if after not in seen:
                seen[after] = seen[current] + 1
                queue.append(after)
    return -1


rows = json.loads(sys.stdin.read())
print(distance(tuple(tile for row in rows for tile in row)))
