"""The explorer: any start, any goal, every classic search algorithm and heuristic, side by side.

    python3 -m explorer solve 283104765 123804765 --algorithm astar --heuristic manhattan
    python3 -m explorer compare 541203786 123804765
    python3 -m explorer experiment --depths 2,4,6,8 --instances 100 --seed 1 --csv rows.csv
    python3 -m explorer solve --edges "0-1 1-2 2-3 3-0 0-2" "0 1 2 0" "2 0 0 1"

The puzzle logic (board model, solvability, heuristics) is the core's (core/); this package adds
the search algorithms students compare (explorer/algorithms.py; on boards that are any graph with
any number of blanks, explorer/graph.py), the notations people write boards in
(explorer/notation.py), the experiment over random boards at each depth (explorer/experiment.py)
and the command line (explorer/cli.py).
"""
