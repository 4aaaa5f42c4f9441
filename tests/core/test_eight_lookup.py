"""The 8-puzzle's distances read from a table of exact distances (slidingkit/core/eight_lookup.py),
against slidingkit/oracle/reference.py (plain BFS, which imports nothing from the core).

What it proves:
- the generated block is what slidingkit/tools/eight_tables.py writes, and every entry of the
  table, decoded here by the packing eight_lookup.py's docstring gives at an index computed here
  from the labels' inversions (not by the module), is the BFS distance of its board;
- its orders are eight_walk's for the same goal (the same indices);
- eight_lookup_distances is the BFS distance of each board, -1 for an unsolvable one, on the
  farthest boards, on every board within two moves of the goal, on boards one swap from the
  goal, on samples and on lists of boards drawn by Hypothesis, for any numbering of the tiles
  with the blank in the last corner, in the order of the boards given;
- it refuses a goal whose blank sits elsewhere.
Every distance of every board, through the submitted files, is in the exhaustive checks."""

import math
from typing import Tuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from slidingkit import core
from slidingkit.oracle import reference
from slidingkit.tools import eight_tables
from tests.core.conftest import boards_3x3, farthest, near_goal, sample_of_reachable

GOALS = [reference.HIHOCODER_GOAL, (8, 7, 6, 5, 4, 3, 2, 1, 0), (5, 1, 7, 3, 2, 8, 6, 4, 0)]


def test_generated_table__is_what_the_tool_writes():
    text = eight_tables.LOOKUP_TARGET.read_text("utf-8")
    begin, end = eight_tables.current(text)
    assert text[begin:end] == eight_tables.lookup_block()


def entry(text: str, index: int) -> int:
    """The distance at index: three values in two characters, n = v0 + 16 v1 + 256 v2 written
    chr(35 + n // 90) chr(35 + n % 90), each value (distance - 1) / 2."""
    pair = text[index // 3 * 2 : index // 3 * 2 + 2]
    packed = (ord(pair[0]) - 35) * 90 + ord(pair[1]) - 35
    return packed // 16 ** (index % 3) % 16 * 2 + 1


def test_every_entry__is_the_bfs_distance_of_its_board():
    home, written, text = core.LOOKUP_LAST
    assert written == core.DISTANCES_LAST[1]  # the walk's orders: the same indices
    orders = [tuple(map(int, order)) for order in written]
    edges = sorted({order.index(cell) for cell, order in enumerate(orders) if order})
    assert len(text) == 2 * 20160 * len(edges) // 3
    goal = reference.HIHOCODER_GOAL  # 123456780: tile t's label is t - 1, the blank's 8
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
            assert entry(text, edges.index(blank) * 20160 + rank // 2) == moves, board
            checked += 1
    assert checked == 20160 * len(edges)


def expected(boards, goal):
    return [
        -1 if moves is None else moves
        for moves in map(reference.distance, boards, [goal] * len(boards))
    ]


@pytest.mark.parametrize("goal", GOALS)
def test_eight_lookup_distances__are_the_bfs_distances_on_the_farthest_near_and_sampled_boards(
    goal,
):
    boards = farthest(goal) + near_goal(goal) + sample_of_reachable(goal, 300, seed=11)
    assert core.eight_lookup_distances(boards, goal, core.LOOKUP_LAST) == expected(boards, goal)


@given(boards=st.lists(boards_3x3, max_size=6), goal=st.sampled_from(GOALS))
def test_eight_lookup_distances__are_the_bfs_distances_or_minus_one(boards, goal):
    assert core.eight_lookup_distances(boards, goal, core.LOOKUP_LAST) == expected(boards, goal)


@pytest.mark.parametrize("goal", [reference.LUOGU_GOAL, (0, 1, 2, 3, 4, 5, 6, 7, 8)])
def test_eight_lookup_distances__refuse_a_goal_whose_blank_is_elsewhere(goal: Tuple[int, ...]):
    with pytest.raises(ValueError, match="blank in cell 8"):
        core.eight_lookup_distances([goal], goal, core.LOOKUP_LAST)
