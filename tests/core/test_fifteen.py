"""The 15-puzzle's levers (slidingkit/core/fifteen.py), against the plain BFS of
slidingkit/oracle/reference.py: the forbidden words of the move automaton are true duplicates
(each has an earlier equivalent string that is legal wherever the word is, checked by sliding
both with slidingkit/oracle/reference_paths.py); inversion distance never exceeds the BFS
distance, max(walking, inversion distance) per axis moves one axis by at most one a move, and its
per-move update matches a recount.
"""

import itertools
import random

import pytest

from slidingkit import core
from slidingkit.oracle import reference, reference_paths
from tests.conftest import slow_where
from tests.core.conftest import (
    SHAPES,
    goal_of,
)


def plain_inversions(board, goal, columns):
    """Inversions of the tiles read row-major and column-major, each tile ranked by where its goal
    cell comes in that reading (the blank skipped): the test's own count."""
    cells = len(board)
    rows = cells // columns
    readings = [
        list(range(cells)),
        [row * columns + column for column in range(columns) for row in range(rows)],
    ]
    counts = []
    for reading in readings:
        place = {cell: index for index, cell in enumerate(reading)}
        ranks = [place[goal.index(board[cell])] for cell in reading if board[cell]]
        counts.append(
            sum(
                1
                for i in range(len(ranks))
                for j in range(i + 1, len(ranks))
                if ranks[i] > ranks[j]
            )
        )
    return tuple(counts)


@pytest.mark.parametrize(
    "rows, columns", slow_where([(4, 4), (3, 3), (2, 5)], {(4, 4), (3, 3)}, ["4-4", "3-3", "2-5"])
)
def test_forbidden_words__each_has_an_earlier_equivalent_legal_wherever_it_is(rows, columns):
    # Replay each word from every cell where it is legal on a board of distinct tiles, and find,
    # among all strings of at most its length that come earlier (shorter, or as long and first
    # in move order), one that is legal from every such cell and reaches the same board.
    order = "UDLR"
    words = core.forbidden_words(rows, columns, order, 8)
    assert {"UD", "DU", "LR", "RL"} <= set(words)
    rank = {letter: index for index, letter in enumerate(order)}
    start = tuple(range(rows * columns))
    checked = 0
    for word in words:
        ends = {}
        for blank in range(rows * columns):
            board = list(start)
            board[0], board[blank] = board[blank], board[0]
            board = tuple(board)
            try:
                ends[board] = reference_paths.replay(board, columns, word)
            except ValueError:
                continue
        assert ends, word  # a word is legal somewhere on the board
        earlier = False
        for length in range(0, len(word) + 1, 2):
            for letters in itertools.product(order, repeat=length):
                string = "".join(letters)
                if length == len(word) and [rank[m] for m in string] >= [rank[m] for m in word]:
                    continue
                try:
                    if all(
                        reference_paths.replay(board, columns, string) == end
                        for board, end in ends.items()
                    ):
                        earlier = True
                        break
                except ValueError:
                    continue
            if earlier:
                break
        assert earlier, word
        checked += 1
        if checked >= 12 and len(word) == 8:
            break  # the eight-move words cost 4^8 replays each: a sample suffices


@pytest.mark.parametrize("rows, columns", SHAPES + [(3, 3)])
def test_inversion_distance__never_exceeds_bfs_and_moves_one_axis_by_at_most_one(rows, columns):
    rng = random.Random(11)
    for goal in [goal_of(rows, columns), tuple(rng.sample(range(rows * columns), rows * columns))]:
        distances = reference.shape_distances(goal, columns)
        higher = 0
        for board in rng.sample(sorted(distances), min(300, len(distances))):
            search = core.FifteenSearch(board, goal, columns)
            tables = search.tables
            renamed = search.board  # the tiles renamed to the shared goal of goal's blank cell
            shared = (
                tuple(range(1, goal.index(0) + 1))
                + (0,)
                + tuple(range(goal.index(0) + 1, len(goal)))
            )
            assert (search.row_inversions, search.column_inversions) == plain_inversions(
                renamed, shared, columns
            )
            row, column = search.row_estimate, search.column_estimate
            assert row + column <= distances[board], board
            higher += row + column > core.walking_distance(board, goal, columns)
            # the search's update of the inversions per move (tables of passed cells and shifts)
            ranks = [tables.row_rank[tile] for tile in renamed] + [-1]
            across = [tables.column_rank[tile] for tile in renamed] + [-1]
            for target, _, vertical, _, first, second, third, shift in tables.inversion_legal[
                renamed.index(0)
            ]:
                line = ranks if vertical else across
                rank = line[target]
                change = shift[(line[first] < rank) + (line[second] < rank) + (line[third] < rank)]
                after = list(renamed)
                after[renamed.index(0)], after[target] = after[target], 0
                expected = plain_inversions(tuple(after), shared, columns)
                assert (
                    expected[0 if vertical else 1]
                    == (search.row_inversions if vertical else search.column_inversions) + change
                ), (board, target)
            for move, after in reference.moves_in(board, columns):
                moved = core.FifteenSearch(after, goal, columns)
                assert moved.row_inversions == search.row_inversions or move in "UD"
                assert moved.column_inversions == search.column_inversions or move in "LR"
                assert (abs(moved.row_estimate - row), abs(moved.column_estimate - column)) in (
                    [(0, 0), (1, 0)] if move in "UD" else [(0, 0), (0, 1)]
                ), (board, move)
        if rows * columns > 6:
            assert higher, "inversion distance never beat walking distance: the test proves nothing"
