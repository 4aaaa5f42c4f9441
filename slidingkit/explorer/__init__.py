"""The explorer: any start, any goal, every classic search algorithm and heuristic, side by side.

    python3 -m slidingkit.explorer solve 283104765 123804765 --algorithm astar --heuristic manhattan
    python3 -m slidingkit.explorer compare 541203786 123804765
    python3 -m slidingkit.explorer experiment --depths 2,4,6,8 --instances 100 --seed 1 --csv
    rows.csv
    python3 -m slidingkit.explorer solve --edges "0-1 1-2 2-3 3-0 0-2" "0 1 2 0" "2 0 0 1"

The puzzle logic (board model, solvability, heuristics) is the core's (slidingkit/core/); this
package adds, a module an idea:
    puzzle.py             the puzzle every search takes (start, goal, moves, heuristics, how
                           it is shown) and the one solve over it
    search.py              the searches that serve any board kind (BFS, bidirectional, best-first,
                           the passes of iterative deepening)
    algorithms.py          the algorithms' catalogue and the grid board as a puzzle (DFS, IDDFS,
                           IDA*); incremental.py, IDA*'s fast loop; heuristics.py, the grid's
                           heuristics; pattern_database.py, their pattern databases
    graph.py               a board on any graph with any number of blanks as a puzzle
    counters.py            what every search counts and the limits it keeps
    notation.py            the notations people write boards in, and how paths are shown
    experiment.py          the experiment over random boards at each depth
    cli.py                 the command line: parser.py its flags, instance.py the instance read
                           into a puzzle, commands.py solve and compare (one flow for both board
                           kinds), experiment_command.py the experiment
"""
