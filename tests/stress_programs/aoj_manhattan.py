"""Wrong on purpose (AOJ ALDS1_13_C): prints the Manhattan distance of the 4x4 board, a lower
bound that falls short once two tiles must pass each other."""

import sys

tiles = [int(token) for token in sys.stdin.read().split()]
print(
    sum(
        abs(cell // 4 - (tile - 1) // 4) + abs(cell % 4 - (tile - 1) % 4)
        for cell, tile in enumerate(tiles)
        if tile
    )
)
