"""The explorer: any start, any goal, every classic search algorithm and heuristic, side by side.

    python3 -m explorer solve 283104765 123804765 --algorithm astar --heuristic manhattan
    python3 -m explorer compare 541203786 123804765

The puzzle logic (board model, solvability, heuristics) is the core's (core/puzzle.py); this
package adds the search algorithms students compare (explorer/algorithms.py), the notations
people write boards in (explorer/notation.py) and the command line (explorer/cli.py).
"""
