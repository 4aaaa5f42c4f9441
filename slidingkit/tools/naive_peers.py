r"""Three naive answers to the 3x3 distance problems, as a contestant writes them:
the bench's peers.

`make bench` times the kit's files against these, as whole processes on the same cases. Each is the
plain code found in contest write-ups: boards as 9-character strings, dicts of distances, the
standard library; each checks solvability by inversion parity first, as the write-ups do, so that
an unsolvable board costs nothing.

    bfs            breadth-first search from the start until the goal
    bidirectional  breadth-first search from both ends, a layer of the smaller side at a time
    astar          A* with Manhattan distance, a heap and a dict of best distances

Usage      python3 -m slidingkit.tools.naive_peers ALGORITHM FORMAT < INPUT
           FORMAT is one of luogu (nine digits, goal 123804765), hihocoder (t, then t boards of
           3 lines, goal 123456780, `No Solution!`), acwing (nine symbols, x the blank, goal
           12345678x, -1); the answer is printed in that format. A problem's BENCH names the
           format its input has ("peer"); the bench runs this file by its path, as a judge runs
           a submission (it imports nothing of the kit).
           $ echo 283104765 | python3 -m slidingkit.tools.naive_peers bidirectional luogu
           4
"""

import heapq
import sys
from collections import deque

NEIGHBOURS = [
    [
        cell + step
        for step, legal in ((-3, cell >= 3), (3, cell < 6), (-1, cell % 3), (1, cell % 3 < 2))
        if legal
    ]
    for cell in range(9)
]


def swapped(board, blank, cell):
    tiles = list(board)
    tiles[blank], tiles[cell] = tiles[cell], "0"
    return "".join(tiles)


def solvable(board, goal):
    rank = {tile: place for place, tile in enumerate(goal.replace("0", ""))}
    tiles = [rank[tile] for tile in board if tile != "0"]  # each tile by its place in the goal
    inversions = sum(1 for i in range(8) for j in range(i + 1, 8) if tiles[i] > tiles[j])
    return inversions % 2 == 0  # odd width: the blank's row does not count


def bfs(start, goal):
    seen = {start: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        if board == goal:
            return seen[board]
        blank = board.index("0")
        for cell in NEIGHBOURS[blank]:
            after = swapped(board, blank, cell)
            if after not in seen:
                seen[after] = seen[board] + 1
                queue.append(after)
    return -1


def bidirectional(start, goal):
    if start == goal:
        return 0
    sides = [{start: 0}, {goal: 0}]
    layers = [[start], [goal]]
    while layers[0] and layers[1]:
        side = 0 if len(layers[0]) <= len(layers[1]) else 1
        mine, other = sides[side], sides[1 - side]
        following = []
        for board in layers[side]:
            blank = board.index("0")
            for cell in NEIGHBOURS[blank]:
                after = swapped(board, blank, cell)
                if after in other:
                    return mine[board] + 1 + other[after]
                if after not in mine:
                    mine[after] = mine[board] + 1
                    following.append(after)
        layers[side] = following
    return -1


def astar(start, goal):
    home = {tile: divmod(cell, 3) for cell, tile in enumerate(goal)}

    def manhattan(board):
        total = 0
        for cell, tile in enumerate(board):
            if tile != "0":
                row, column = home[tile]
                total += abs(row - cell // 3) + abs(column - cell % 3)
        return total

    best = {start: 0}
    heap = [(manhattan(start), 0, start)]
    while heap:
        _, moves, board = heapq.heappop(heap)
        if board == goal:
            return moves
        if moves > best[board]:
            continue
        blank = board.index("0")
        for cell in NEIGHBOURS[blank]:
            after = swapped(board, blank, cell)
            if moves + 1 < best.get(after, 99):
                best[after] = moves + 1
                heapq.heappush(heap, (moves + 1 + manhattan(after), moves + 1, after))
    return -1


def luogu(words):
    return "123804765", ["".join(words)], "-1"


def hihocoder(words):
    count = int(words[0])
    return (
        "123456780",
        ["".join(words[1 + 9 * i : 10 + 9 * i]) for i in range(count)],
        "No Solution!",
    )


def acwing(words):
    return "123456780", ["".join(words).replace("x", "0")], "-1"


# Each input format: its words -> (the goal, the boards, the answer for an unsolvable board).
FORMATS = {"luogu": luogu, "hihocoder": hihocoder, "acwing": acwing}


def main():
    algorithm = {"bfs": bfs, "bidirectional": bidirectional, "astar": astar}[sys.argv[1]]
    goal, boards, none = FORMATS[sys.argv[2]](sys.stdin.read().split())
    for board in boards:
        print(algorithm(board, goal) if solvable(board, goal) else none)


if __name__ == "__main__":
    main()
