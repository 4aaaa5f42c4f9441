"""The 8-puzzle's own search (slidingkit/core/eight.py), against slidingkit/oracle/reference.py
(plain BFS, which imports nothing from the core).

What it proves:
- its tables are the explorer's pattern databases (slidingkit/explorer/pattern_database.py's
  build, read at eight.py's indices): the generated block is what slidingkit/tools/eight_tables.py
  writes, and each table's entries, read at a few placements, are what a breadth-first search over
  the pattern's own moves finds;
- eight_path returns the *first* shortest path in MOVES order (the one the BFS walk of
  reference.first_shortest_path takes) on the farthest boards of both goals, on samples, and on
  boards drawn by Hypothesis, for goals with the blank in the last corner or the centre, any
  numbering of the tiles, None for an unsolvable board;
- tables for one blank cell refuse a goal whose blank sits elsewhere.
Every distance of every board, through the submitted files, is in the exhaustive checks."""

import random
from typing import Any, List, Tuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from slidingkit import core
from slidingkit.explorer import pattern_database
from slidingkit.oracle import reference
from slidingkit.tools import eight_tables
from tests.core.conftest import boards_3x3, farthest, sample_of_reachable, slid

BLANK_LAST_GOAL = reference.HIHOCODER_GOAL  # 123456780
BLANK_CENTRE_GOAL = reference.LUOGU_GOAL  # 123804765
CASES: List[Tuple[Tuple[int, ...], Any]] = [
    (BLANK_LAST_GOAL, core.BLANK_LAST),
    (BLANK_CENTRE_GOAL, core.BLANK_CENTRE),
]
# The same blank cells, the other tiles numbered otherwise.
RENUMBERED: List[Tuple[Tuple[int, ...], Any]] = [
    ((8, 7, 6, 5, 4, 3, 2, 1, 0), core.BLANK_LAST),
    ((5, 1, 7, 3, 0, 8, 2, 6, 4), core.BLANK_CENTRE),
]


def test_generated_tables__are_what_the_tool_writes_from_the_explorer_build():
    text = eight_tables.TARGET.read_text("utf-8")
    begin, end = eight_tables.current(text)
    assert text[begin:end] == eight_tables.block()


@pytest.mark.parametrize("patterns", [core.BLANK_LAST, core.BLANK_CENTRE])
def test_tables__hold_the_fewest_pattern_moves_a_bfs_finds(patterns):
    """A few placements per pattern, each against a BFS over (placement, blank) in which only a
    pattern tile's move counts (written here, not the explorer's)."""
    blank_cell, labels, tables = patterns
    for pattern, table in zip(labels, tables):
        home = {label: label for label in pattern}  # label l's goal cell is l
        rng = random.Random(len(pattern))
        for _ in range(5):
            cells = rng.sample(range(9), len(pattern))
            index = sum(cell * 9**slot for slot, cell in enumerate(cells))
            assert ord(table[index]) - 48 == pattern_moves(cells, pattern, home, blank_cell)


def pattern_moves(cells, pattern, home, blank_cell):
    """Fewest moves of the pattern's tiles from cells (slot by slot) home, the blank starting
    anywhere and ending in blank_cell."""
    goal = tuple(home[label] for label in pattern)
    level = {(tuple(cells), blank) for blank in range(9) if blank not in cells}
    seen = set(level)
    moves = 0
    while level:
        free_reach, following = set(level), set()
        frontier = list(level)
        while frontier:  # the blank wanders through cells no pattern tile holds: free
            placement, blank = frontier.pop()
            for other in neighbours(blank):
                if other in placement:
                    slot = placement.index(other)
                    moved = placement[:slot] + (blank,) + placement[slot + 1 :]
                    following.add((moved, other))
                elif (placement, other) not in free_reach:
                    free_reach.add((placement, other))
                    frontier.append((placement, other))
        if (goal, blank_cell) in free_reach:  # home, the blank where the goal has it
            return moves
        seen |= free_reach
        level = {state for state in following if state not in seen}
        seen |= level
        moves += 1
    raise AssertionError("no way home for %r" % (cells,))


def neighbours(cell):
    row, column = divmod(cell, 3)
    return [
        other
        for other, legal in (
            (cell - 3, row > 0),
            (cell + 3, row < 2),
            (cell - 1, column > 0),
            (cell + 1, column < 2),
        )
        if legal
    ]


def test_pattern_database_build__is_the_reference_the_tables_come_from():
    """The tool reads the explorer's build: its 4-bit index and eight.py's 9-based one agree."""
    blank_cell, labels, tables = core.BLANK_LAST
    built = pattern_database.build_table(3, labels[2], blank_cell)
    for first in range(9):
        for second in range(9):
            if first != second:
                assert ord(tables[2][first + 9 * second]) - 48 == built[first | second << 4]


@pytest.mark.parametrize("goal, patterns", CASES + RENUMBERED)
def test_eight_path__is_the_first_shortest_path_on_the_farthest_and_sampled_boards(goal, patterns):
    boards = farthest(goal)[:12] + sample_of_reachable(goal, 40, seed=8)
    for board in boards:
        path = core.eight_path(board, goal, patterns)
        assert path == reference.first_shortest_path(board, goal, 3, core.MOVES), board
        assert slid(board, path) == goal


@given(board=boards_3x3, which=st.sampled_from(CASES + RENUMBERED))
def test_eight_path__has_the_bfs_distance_or_is_none(board, which):
    goal, patterns = which
    expected = reference.distance(board, goal)
    path = core.eight_path(board, goal, patterns)
    assert (None if path is None else len(path)) == expected


@pytest.mark.parametrize("goal", [BLANK_CENTRE_GOAL, (0, 1, 2, 3, 4, 5, 6, 7, 8)])
def test_eight_lookups__refuse_a_goal_whose_blank_is_elsewhere(goal):
    with pytest.raises(ValueError, match="blank in cell 8"):
        core.eight_path(tuple(goal), tuple(goal), core.BLANK_LAST)
