"""IDA* with walking distance (slidingkit/core/search.py, guided by
slidingkit/core/walking_distance.py) and every search built on its parts, on boards of every shape.

What it proves, against slidingkit/oracle/reference.py (plain BFS, which imports nothing from the
core):
- solvability by parity agrees with BFS reachability on every 2x3, 3x2 and 2x4 board (3x3 in
  full is in tests/core/test_board.py);
- every search (Search: walking distance, the undoing move skipped; AutomatonSearch: walking
  distance, every forbidden word skipped; FifteenSearch: max(walking, inversion distance) per
  axis and the automaton; ManhattanSearch: Manhattan distance) returns the *first* shortest path
  in the order it is given (so a judge that wants the lexicographically smallest shortest path
  gets it), on every 2x3 and 3x2 board and on 3x3 samples and farthest boards; every path is a
  shortest one and replays to the goal on 3x3 (BFS distances), 2x2 (exhaustive) and random walks
  for n = 4..6 (slid by slidingkit/oracle/reference_paths.py, never by the core's replay);
- the tables are shared by every goal with the same blank cell;
- a search refuses a board beyond its tables, and a move order that is not U, D, L, R once each.
What varies is the class of search: no module-level switch is patched."""

import itertools
import random

import pytest
from hypothesis import example, given, settings

from slidingkit import core
from slidingkit.oracle import reference, reference_paths
from tests.conftest import random_walk, slow_where
from tests.core.conftest import (
    GOALS_3X3,
    SHAPES,
    boards_3x3,
    farthest,
    goal_of,
    goals_3x3,
    sample_of_reachable,
    slid,
)

ORDERS = ["UDLR", "DLRU", "RLDU", "LURD"]


SEARCHES = [core.Search, core.AutomatonSearch, core.FifteenSearch, core.ManhattanSearch]


@pytest.mark.parametrize("rows, columns", SHAPES)
def test_is_solvable__agrees_with_bfs_on_every_board_of_the_shape(rows, columns):
    goal = goal_of(rows, columns)
    reachable = reference.shape_distances(goal, columns)
    boards = list(itertools.permutations(range(rows * columns)))
    assert len(reachable) * 2 == len(boards)
    assert [
        board for board in boards if core.is_solvable(board, goal, columns) != (board in reachable)
    ] == []


def test_is_solvable__any_goal_on_2x3():
    for goal in random.Random(1).sample(list(itertools.permutations(range(6))), 12):
        reachable = reference.shape_distances(goal, 3)
        for board in itertools.permutations(range(6)):
            assert core.is_solvable(board, goal, 3) == (board in reachable), (board, goal)


@pytest.mark.parametrize("search", SEARCHES, ids=lambda search: search.__name__)
@pytest.mark.parametrize("rows, columns", [(2, 3), (3, 2)])
def test_shortest_path__is_the_first_shortest_path_in_order_on_every_board(rows, columns, search):
    goal = goal_of(rows, columns)
    for order in ORDERS:
        for board in itertools.permutations(range(rows * columns)):
            expected = reference.first_shortest_path(board, goal, columns, order)
            assert search.shortest_path(board, goal, columns, order) == expected, (board, order)


def test_shortest_path__any_goal_is_searched_through_the_tables_of_its_blank_cell():
    # HDU 3567's workload: many goals. Every goal is renamed to the one goal of its blank cell, so
    # the tables are built once per blank cell, and the path is still the first in move order.
    rng = random.Random(3567)
    goals = [tuple(rng.sample(range(6), 6)) for _ in range(30)]
    before = {
        key
        for key in core.Search.built
        if key[0] is core.SearchTables and key[2] == 3 and key[3] == "DLRU"
    }
    for goal in goals:
        reachable = reference.shape_distances(goal, 3)
        for board in rng.sample(sorted(reachable), 20):
            assert core.Search.shortest_path(
                board, goal, 3, "DLRU"
            ) == reference.first_shortest_path(board, goal, 3, "DLRU"), (board, goal)
    built = {
        key
        for key in core.Search.built
        if key[0] is core.SearchTables and key[2] == 3 and key[3] == "DLRU"
    }
    assert len(built - before) <= len({goal.index(0) for goal in goals}) and len(built) <= 6


@pytest.mark.parametrize(
    "search",
    slow_where(
        SEARCHES,
        {core.ManhattanSearch, core.FifteenSearch},
        [search.__name__ for search in SEARCHES],
    ),
)
def test_shortest_path__first_in_order_on_3x3_samples_and_the_farthest_boards(search):
    goal = reference.HIHOCODER_GOAL
    distances = reference.shape_distances(goal, 3)
    top = max(distances.values())
    boards = [board for board, moves in distances.items() if moves >= top - 1]
    boards += random.Random(7).sample(sorted(distances), 150)
    for order in ORDERS[:2]:
        for board in boards:
            assert search.shortest_path(board, goal, 3, order) == reference.first_shortest_path(
                board, goal, 3, order
            ), (board, order)


@pytest.mark.parametrize("search", SEARCHES, ids=lambda search: search.__name__)
def test_shortest_path__2x4_and_4x2_samples_with_any_goal(search):
    rng = random.Random(9)
    for _rows, columns in [(2, 4), (4, 2)]:
        goal = tuple(rng.sample(range(8), 8))
        distances = reference.shape_distances(goal, columns)
        for board in rng.sample(sorted(distances), 100):
            path = search.shortest_path(board, goal, columns)
            assert (
                len(path) == distances[board]
                and reference_paths.replay(board, columns, path) == goal
            )


def test_distance__counts_moves_and_minus_one_for_an_unsolvable_board():
    goal = reference.HIHOCODER_GOAL
    for search in SEARCHES:
        assert search.distance(reference.board_from_digits("867254301"), goal) == 31
        assert search.distance((2, 1) + goal[2:], goal) == -1
        assert search.distance(goal, goal) == 0


def test_shape__bad_shapes_are_input_errors():
    with pytest.raises(core.InputError, match="cannot have"):
        core.check_board((0, 1, 2, 3, 4), 2)
    with pytest.raises(core.InputError, match="cannot have"):
        core.check_board((0, 1, 2), 3)
    assert core.check_board((1, 2, 0, 3, 4, 5), 3) == 3
    assert core.neighbors((1, 2, 0, 3, 4, 5), 3) == [
        ("D", (1, 2, 5, 3, 4, 0)),
        ("L", (1, 0, 2, 3, 4, 5)),
    ]


def test_search__a_move_order_must_name_each_move_once():
    with pytest.raises(ValueError, match="move order"):
        core.Search(reference.LUOGU_GOAL, reference.LUOGU_GOAL, None, "UDL")


def test_search__walking_distance_refuses_a_side_above_4():
    goal = core.standard_goal(5)
    for search in (core.Search, core.AutomatonSearch, core.FifteenSearch):
        with pytest.raises(ValueError, match="ManhattanSearch"):
            search(goal, goal)
    assert core.ManhattanSearch.shortest_path(goal, goal) == ""


@pytest.mark.parametrize("goal", GOALS_3X3, ids=["luogu", "hihocoder"])
def test_shortest_path__is_shortest_and_replays_on_farthest_and_sampled_boards(goal):
    distances = reference.bfs_distances(goal)
    for board in farthest(goal) + sample_of_reachable(goal, 1500, seed=4):
        path = core.shortest_path(board, goal)
        assert len(path) == distances[board], board
        assert slid(board, path) == goal


@settings(deadline=None)
@given(board=boards_3x3, goal=goals_3x3)
@example(board=(8, 6, 7, 2, 5, 4, 3, 0, 1), goal=reference.HIHOCODER_GOAL)
def test_shortest_path__is_shortest_for_any_3x3_goal(board, goal):
    expected = reference.bfs_distances(goal).get(board)
    path = core.shortest_path(board, goal)
    if expected is None:
        assert path is None and core.distance(board, goal) == -1
    else:
        assert len(path) == expected and slid(board, path) == goal


def test_shortest_path__is_shortest_on_every_2x2_board():
    goal = core.standard_goal(2)
    distances = reference.bfs_distances(goal)
    for board in itertools.permutations(range(4)):
        path = core.shortest_path(board, goal)
        if board in distances:
            assert len(path) == distances[board] and slid(board, path) == goal
        else:
            assert path is None


@pytest.mark.parametrize("side, steps", [(4, 30), (5, 18), (6, 14)])
def test_shortest_path__random_walks_give_at_most_k_moves_of_the_same_parity(side, steps):
    goal = core.standard_goal(side)
    for seed in range(15):
        board = random_walk(goal, steps, seed)
        path = core.shortest_path(board, goal)
        assert len(path) <= steps and len(path) % 2 == steps % 2
        assert slid(board, path) == goal


def test_shortest_path__goal_is_zero_moves_and_unsolvable_is_none():
    goal = reference.LUOGU_GOAL
    assert core.shortest_path(goal, goal) == ""
    swapped = (2, 1) + goal[2:]
    assert core.shortest_path(swapped, goal) is None
    assert core.distance(swapped, goal) == -1
