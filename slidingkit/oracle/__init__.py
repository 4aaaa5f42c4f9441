"""The independent oracles: what the kit's answers are checked against, written apart from them.

    reference          plain BFS on any rectangle of at most 181,440 boards (distances, the
                       smallest shortest path in a move order), from both ends, to a bound
    reference_paths    one move and the replay of a path, on any rectangle
    family_reference   what the problems' expected outputs (slidingkit/problems/NAME/cases.py)
                       are computed with: BFS paths via canonical goals, the farthest boards,
                       the parity rule, the published 4x4 answers
    graph_reference    plain BFS on a board that is any graph, with any number of blanks (from
                       both ends, with an optional limit on the moves)
    fifteen_puzzle     an optimal 4x4 solver with its own 6-6-3 additive pattern databases
                       (python3 -m slidingkit.oracle.fifteen_puzzle, fastest under PyPy)

Nothing here imports slidingkit/core/ or solutions/, and each step is kept plain enough to check by
reading: an oracle that shared code with what it checks could not catch that code's mistakes. Each
rule is written here once: the parity rule (family_reference.solvable), the replay of a path
(reference_paths.replay) and each BFS; the problems' cases, validators and special judges, the
judge's stress tester (slidingkit/judge/stress/) and the tests use them. No problem's package is
imported here; the one problem whose data is read is the Princeton assignment's (its published
4x4 answers among the committed cases: family_reference.princeton_4x4_answers), and each
problem's package says which of these answers it.
"""
