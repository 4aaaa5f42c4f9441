"""The explorer: any start, any goal, every classic search algorithm and heuristic, side by side.

    python3 -m slidingkit.explorer solve 283104765 123804765 --algorithm astar --heuristic manhattan
    python3 -m slidingkit.explorer compare 541203786 123804765
    python3 -m slidingkit.explorer experiment --depths 2,4,6,8 --instances 100 --seed 1 --csv
    rows.csv
    python3 -m slidingkit.explorer solve --edges "0-1 1-2 2-3 3-0 0-2" "0 1 2 0" "2 0 0 1"

The puzzle logic (board model, solvability, heuristics) is the core's (slidingkit/core/); this
package adds
the search algorithms students compare (slidingkit/explorer/algorithms.py; on boards that are any
graph with
any number of blanks, slidingkit/explorer/graph.py), the notations people write boards in
(slidingkit/explorer/notation.py), the experiment over random boards at each depth
(slidingkit/explorer/experiment.py)
and the command line (slidingkit/explorer/cli.py).
"""
