"""CountingSearch (slidingkit/core/counting.py): the automaton search counting its nodes for the
explorer finds AutomatonSearch's path, counts as the explorer does, calls check at next_check
and stops when it raises; automaton_steps are AutomatonSearch's moves.
"""

import random

import pytest

from slidingkit import core
from slidingkit.oracle import reference


class _Stop(Exception):
    pass


def counting_path(board, goal, check=None, next_check=1024):
    search = core.CountingSearch(
        board, goal, check or (lambda *counts: counts[0] + 1024), next_check
    )
    while not search.advance():
        pass
    return search


def test_counting_search__finds_automaton_searchs_path_and_counts_like_the_explorer():
    goal = core.standard_goal(3, 3)
    distances = reference.bfs_distances(goal)
    for board in random.Random(7).sample(sorted(distances), 60) + [
        max(distances, key=distances.get)
    ]:
        search = counting_path(board, goal)
        assert search.path == core.AutomatonSearch.shortest_path(board, goal)
        assert len(search.path) == distances[board]
        if search.path:  # a node is expanded for every move of the path at least
            assert search.expanded >= len(search.path) and search.generated >= search.expanded
            assert search.deepest == len(search.path)


def test_counting_search__calls_check_at_next_check_and_stops_when_it_raises():
    goal = core.standard_goal(3, 3)
    board = max(reference.bfs_distances(goal).items(), key=lambda item: item[1])[0]
    calls = []

    def check(expanded, generated, deepest):
        calls.append(expanded)
        if len(calls) == 3:
            raise _Stop()
        return expanded + 100

    with pytest.raises(_Stop):
        counting_path(board, goal, check, next_check=100)
    assert calls == [100, 200, 300]


def test_automaton_steps__are_automaton_searchs_moves():
    steps = core.automaton_steps(3)
    goal = core.standard_goal(3, 3)
    allowed = core.AutomatonSearch(goal, goal).tables.allowed
    assert [[step[0] for step in state] for state in steps] == [
        [move[0] for move in state] for state in allowed
    ]
    # from the root (the blank's cell), the blank reaches its neighbours, and no move is undone
    assert sorted(target for target, _ in steps[4]) == [1, 3, 5, 7]
    for _, following in steps[4]:
        assert 4 not in [cell for cell, _ in steps[following]]
