"""The independent oracles: what the kit's answers are checked against, written apart from them.

    reference          plain BFS on n x n boards (also from both ends), and the first judges'
                       parsers
    reference_paths    plain BFS move by move on any rectangle: distances, the smallest shortest
                       path, path replay
    family_reference   what the problems' expected outputs are computed with
    (slidingkit/problems/NAME/
                       cases.py): parsers, BFS paths, inversion parity, the published 4x4 answers
    graph_reference    plain BFS on a board that is any graph, with any number of blanks (from
                       both ends, with an optional limit on the moves)
    fifteen_puzzle     an optimal 4x4 solver with its own 6-6-3 additive pattern databases
                       (python3 -m slidingkit.oracle.fifteen_puzzle, fastest under PyPy)

Nothing here imports slidingkit/core/ or solutions/, and each step is kept plain enough to check by
reading: an oracle that shared code with what it checks could not catch that code's mistakes. The
problems' cases, the judge's stress tester (slidingkit/judge/stress/) and the tests use them; no
problem is named here, each problem's package says which of them answers it.
"""
