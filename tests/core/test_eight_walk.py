"""The 8-puzzle's distances read from a table (slidingkit/core/eight_walk.py), against
slidingkit/oracle/reference.py (plain BFS, which imports nothing from the core).

What it proves:
- the generated block is what slidingkit/tools/eight_tables.py writes, and every entry of both
  tables, decoded here by the layout eight_walk.py's docstring gives (an index computed here from
  the labels' inversions, not by the walk), is the BFS distance mod 3 of its board;
- each table's orders are symmetries of the square that keep the goal's blank cell and take an
  edge cell to the table's;
- eight_distance is the BFS distance, -1 for an unsolvable board, on the farthest boards, on
  every board within two moves of the goal, on boards one swap from the goal, on samples and on
  boards drawn by Hypothesis, for goals with the blank in the last corner or the centre, any
  numbering of the tiles;
- eight_walk_path, on the same boards, is the first shortest path in MOVES order (the one the BFS
  walk of reference.first_shortest_path takes), or None, and slides the board to the goal
  (replayed by slidingkit/oracle/reference_paths.py);
- a table for one blank cell refuses a goal whose blank sits elsewhere, for either function.
Every distance of every board, through the submitted files, is in the exhaustive checks."""

import math
from typing import Any, List, Tuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from slidingkit import core
from slidingkit.oracle import reference
from slidingkit.tools import eight_tables
from tests.core.conftest import boards_3x3, farthest, near_goal, sample_of_reachable, slid

CASES: List[Tuple[Tuple[int, ...], Any]] = [
    (reference.HIHOCODER_GOAL, core.DISTANCES_LAST),  # 123456780
    (reference.LUOGU_GOAL, core.DISTANCES_CENTRE),  # 123804765
    ((8, 7, 6, 5, 4, 3, 2, 1, 0), core.DISTANCES_LAST),  # the same blank cells, other numbers
    ((5, 1, 7, 3, 0, 8, 2, 6, 4), core.DISTANCES_CENTRE),
]
ADJACENT = {
    (a, b) for a in range(9) for b in range(9) if abs(a // 3 - b // 3) + abs(a % 3 - b % 3) == 1
}


def test_generated_tables__are_what_the_tool_writes():
    text = eight_tables.WALK_TARGET.read_text("utf-8")
    begin, end = eight_tables.current(text)
    assert text[begin:end] == eight_tables.walk_block()


def entry(text: str, index: int) -> int:
    """The value at index: four a character, chr(35 + v0 + 3*v1 + 9*v2 + 27*v3)."""
    return (ord(text[index // 4]) - 35) // 3 ** (index % 4) % 3


@pytest.mark.parametrize("distances", [core.DISTANCES_LAST, core.DISTANCES_CENTRE])
def test_every_entry__is_the_bfs_distance_mod_3_of_its_board(distances):
    home, written, text = distances
    orders = [tuple(map(int, order)) for order in written]  # each a string of digits
    edges = sorted({order.index(cell) for cell, order in enumerate(orders) if order})
    assert len(text) * 4 == 20160 * len(edges)
    # the goal in labels: tile 0 on home, the others numbered in cell order
    goal = tuple(0 if label == home else label + (label < home) for label in range(9))
    checked = 0
    for board, moves in reference.bfs_distances(goal).items():
        labels = [goal.index(tile) for tile in board]
        blank = labels.index(home)
        if blank in edges:
            others = [label for label in labels if label != home]
            rank = sum(
                sum(later < label for later in others[at + 1 :]) * math.factorial(7 - at)
                for at, label in enumerate(others)
            )
            assert entry(text, edges.index(blank) * 20160 + rank // 2) == moves % 3, board
            checked += 1
    assert checked == len(text) * 4


@pytest.mark.parametrize("distances", [core.DISTANCES_LAST, core.DISTANCES_CENTRE])
def test_orders__are_symmetries_that_keep_the_goal_blank_and_reach_the_table(distances):
    """Each edge cell's order lists the cells in the table's order: the inverse of a symmetry of
    the square that keeps the goal's blank cell and takes that edge cell to the table's."""
    home, written, _ = distances
    for cell, digits in enumerate(written):
        order = tuple(map(int, digits))
        assert (not order) == (cell % 2 == 0)
        if order:
            assert sorted(order) == list(range(9)) and order[home] == home
            assert {(order[a], order[b]) for a, b in ADJACENT} == ADJACENT
            assert order.index(cell) in (1, 5)


@pytest.mark.parametrize("goal, distances", CASES)
def test_eight_distance__is_the_bfs_distance_on_the_farthest_near_and_sampled_boards(
    goal, distances
):
    for board in farthest(goal) + near_goal(goal) + sample_of_reachable(goal, 300, seed=9):
        expected = reference.distance(board, goal)
        assert core.eight_distance(board, goal, distances) == (
            -1 if expected is None else expected
        ), board


@given(board=boards_3x3, which=st.sampled_from(CASES))
def test_eight_distance__is_the_bfs_distance_or_minus_one(board, which):
    goal, distances = which
    expected = reference.distance(board, goal)
    assert core.eight_distance(board, goal, distances) == (-1 if expected is None else expected)


@pytest.mark.parametrize("goal, distances", CASES)
def test_eight_walk_path__is_the_first_shortest_path_on_the_farthest_near_and_sampled_boards(
    goal, distances
):
    for board in farthest(goal) + near_goal(goal) + sample_of_reachable(goal, 300, seed=10):
        expected = reference.first_shortest_path(board, goal, 3, core.MOVES)
        path = core.eight_walk_path(board, goal, distances)
        assert path == expected, board
        assert path is None or slid(board, path) == goal, board


@given(board=boards_3x3, which=st.sampled_from(CASES))
def test_eight_walk_path__is_the_first_shortest_path_or_none(board, which):
    goal, distances = which
    path = core.eight_walk_path(board, goal, distances)
    assert path == reference.first_shortest_path(board, goal, 3, core.MOVES)
    assert path is None or slid(board, path) == goal


@pytest.mark.parametrize("goal", [reference.LUOGU_GOAL, (0, 1, 2, 3, 4, 5, 6, 7, 8)])
@pytest.mark.parametrize("walk", [core.eight_distance, core.eight_walk_path])
def test_walks__refuse_a_goal_whose_blank_is_elsewhere(goal, walk):
    with pytest.raises(ValueError, match="blank in cell 8"):
        walk(tuple(goal), tuple(goal), core.DISTANCES_LAST)
