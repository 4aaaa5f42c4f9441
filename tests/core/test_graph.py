"""slidingkit/core/graph.py: boards on any graph with any number of blanks, searched from both ends.

What it proves, against slidingkit/oracle/graph_reference.py (a plain BFS that imports nothing of
slidingkit/core/):
    - Exhaustively, on the 2x3 grid and on a triangle with a tail: every board's distance to a
      goal, None where it is out of reach, the same as the oracle's whole-graph BFS.
    - On graphs Hypothesis draws (2 to 7 cells, any edges, one blank to every cell blank, a goal
      side grown to any depth at the start, a limit or none), many starts asked of one search: the
      oracle's distance, each time, whatever the goal side kept from the calls before. Every
      graph drawn holds a start whose oracle distance is its limit (the farthest first as
      Hypothesis shrinks), asked among the others and of a search of its own: found at exactly
      its limit, and None one move short of it.
    - grid_board: each cell's neighbours are the oracle's (slidingkit/oracle/reference.py) on
      rectangles of 2 to 10 cells a side, and on 2x3 and 3x2 every board's distance, with and
      without a limit, is the oracle's plain BFS over the shape.
    - Bad edges and boards are InputError.
    - The one-board-at-a-time helpers, on drawn graphs and boards: graph_moves gives exactly the
      oracle's boards one move away, each with the tile moved and its two cells; cell_distances is
      the oracle's distance of a lone tile between the two cells (None where no path joins them);
      graph_distance is the sum of those lone-tile distances, None exactly where one is, and never
      more than the oracle's distance to a goal.
"""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from slidingkit.core.board import InputError
from slidingkit.core.graph import (
    GraphBoard,
    GraphSearch,
    cell_distances,
    graph_distance,
    graph_moves,
    grid_board,
)
from slidingkit.oracle import graph_reference as oracle
from slidingkit.oracle import reference

GRID_2X3 = [(0, 1), (1, 2), (3, 4), (4, 5), (0, 3), (1, 4), (2, 5)]
TRIANGLE_WITH_TAIL = [(0, 1), (1, 2), (0, 2), (2, 3), (3, 4)]
PATH = [(0, 1), (1, 2), (2, 3), (3, 4)]


@pytest.mark.parametrize(
    "cells, edges, goal, out_of_reach",
    [
        (6, GRID_2X3, (1, 2, 3, 4, 5, 0), 360),
        (6, GRID_2X3, (1, 0, 2, 0, 3, 0), 0),
        (5, TRIANGLE_WITH_TAIL, (1, 2, 3, 4, 0), 110),
        (5, TRIANGLE_WITH_TAIL, (0, 1, 0, 2, 0), 0),
        (5, PATH, (1, 0, 2, 0, 3), 50),
    ],
    ids=["grid-one-blank", "grid-three-blanks", "tail-one-blank", "tail-three-blanks", "path"],
)
def test_distance__every_board_as_the_oracle_bfs(cells, edges, goal, out_of_reach):
    expected = oracle.distances(goal, edges)
    search = GraphSearch(GraphBoard(cells, edges), goal)
    boards = set(itertools.permutations(goal))
    for board in sorted(boards):
        assert search.distance(board) == expected.get(board), board
    assert len(boards) - len(expected) == out_of_reach  # None is proved where there are any


@st.composite
def graph_searches(draw):
    """(cells, edges, goal, depth, asked, at_limit): a drawn graph, its goal, the depth its goal
    side is grown to at the start, the (start, limit) pairs asked in turn, and at_limit, a start
    that reaches the goal whose limit is its oracle distance, which asked holds too."""
    cells = draw(st.integers(2, 7))
    pairs = [(a, b) for a in range(cells) for b in range(a + 1, cells)]
    edges = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    blanks = draw(st.integers(1, cells))
    goal = tuple(draw(st.permutations([0] * blanks + list(range(1, cells - blanks + 1)))))
    starts = draw(st.lists(st.permutations(goal).map(tuple), min_size=1, max_size=6))
    limits = draw(
        st.lists(
            st.one_of(st.none(), st.integers(0, 12)), min_size=len(starts), max_size=len(starts)
        )
    )
    asked = list(zip(starts, limits))
    reachable = oracle.distances(goal, edges)
    farthest_first = sorted(reachable, key=lambda board: (-reachable[board], board))
    start = draw(st.sampled_from(farthest_first))
    at_limit = (start, reachable[start])
    asked.insert(draw(st.integers(0, len(asked))), at_limit)
    return cells, edges, goal, draw(st.integers(0, 6)), asked, at_limit


@given(graph_searches())
def test_distance__many_starts_on_drawn_graphs_as_the_oracle(drawn):
    cells, edges, goal, depth, asked, (start, moves) = drawn
    graph = GraphBoard(cells, edges)
    search = GraphSearch(graph, goal, depth)
    for board, limit in asked:
        assert search.distance(board, limit) == oracle.distance(board, goal, edges, limit), (
            board,
            limit,
        )
    # the start at its limit on a search of its own, whose ends grow until they meet at it
    assert GraphSearch(graph, goal).distance(start, moves) == moves, (start, moves)
    if moves:
        assert GraphSearch(graph, goal).distance(start, moves - 1) is None, (start, moves)


@pytest.mark.parametrize(
    "cells, edges, message",
    [(3, [(0, 3)], "edge"), (3, [(1, 1)], "edge"), (3, [(-1, 0)], "edge")],
)
def test_graph_board__refuses_an_edge_off_the_board(cells, edges, message):
    with pytest.raises(InputError, match=message):
        GraphBoard(cells, edges)


@pytest.mark.parametrize(
    "board, message",
    [((1, 2), "cells"), ((1, 1, 0), "once each"), ((1, 3, 0), "once each"), ((2, 0, 0), "once")],
)
def test_graph_search__refuses_a_board_that_is_none(board, message):
    graph = GraphBoard(3, [(0, 1), (1, 2)])
    with pytest.raises(InputError, match=message):
        GraphSearch(graph, board)


def test_graph_search__refuses_a_start_of_other_tiles_than_the_goal():
    search = GraphSearch(GraphBoard(3, [(0, 1), (1, 2)]), (1, 2, 0))
    with pytest.raises(InputError, match="other tiles"):
        search.distance((1, 0, 0))


@st.composite
def graph_boards(draw, least_blanks=1):
    """(cells, edges, board, goal): a drawn graph of 2 to 7 cells and two boards of its tiles."""
    cells = draw(st.integers(2, 7))
    pairs = [(a, b) for a in range(cells) for b in range(a + 1, cells)]
    edges = draw(st.lists(st.sampled_from(pairs), unique=True))
    blanks = draw(st.integers(least_blanks, cells))
    board = tuple(draw(st.permutations([0] * blanks + list(range(1, cells - blanks + 1)))))
    return cells, edges, board, tuple(draw(st.permutations(board)))


def lone_tile(cells, cell):
    """The board of one tile, 1, on cell, every other cell blank."""
    return tuple(1 if place == cell else 0 for place in range(cells))


@given(graph_boards())
def test_graph_moves__the_oracles_boards_one_move_away_with_the_tile_and_cells(drawn):
    cells, edges, board, _ = drawn
    moves = list(graph_moves(GraphBoard(cells, edges), board))
    expected = list(oracle.moves(board, oracle.neighbours(cells, edges)))
    assert sorted(after for _, _, _, after in moves) == sorted(expected)
    for tile, leaves, enters, after in moves:
        assert board[leaves] == tile != 0 and board[enters] == 0
        assert after[enters] == tile and after[leaves] == 0
        assert (leaves, enters) in edges or (enters, leaves) in edges


@given(graph_boards())
def test_cell_distances__a_lone_tiles_oracle_distance_between_the_cells(drawn):
    cells, edges, _, _ = drawn
    distances = cell_distances(GraphBoard(cells, edges))
    for first, second in itertools.product(range(cells), repeat=2):
        expected = oracle.distance(lone_tile(cells, first), lone_tile(cells, second), edges)
        assert distances[first][second] == expected, (first, second)


@given(graph_boards())
def test_graph_distance__sums_lone_tile_distances_and_never_exceeds_the_oracles(drawn):
    cells, edges, board, goal = drawn
    lone = [
        oracle.distance(
            lone_tile(cells, board.index(tile)), lone_tile(cells, goal.index(tile)), edges
        )
        for tile in board
        if tile
    ]
    estimate = graph_distance(board, goal, cell_distances(GraphBoard(cells, edges)))
    assert estimate == (None if None in lone else sum(lone))
    moves = oracle.distance(board, goal, edges)
    assert moves is None or (estimate is not None and estimate <= moves)


@pytest.mark.parametrize("rows, columns", [(2, 2), (2, 3), (3, 2), (3, 3), (4, 7), (10, 10)])
def test_grid_board__joins_each_cell_to_the_oracles_neighbours(rows, columns):
    grid = grid_board(rows, columns)
    expected = reference.blank_cells(rows * columns, columns)
    assert grid.cells == rows * columns
    assert [sorted(around) for around in grid.around] == [sorted(cells) for cells in expected]


@pytest.mark.parametrize("rows, columns", [(2, 3), (3, 2)])
def test_grid_board__every_distance_as_the_oracles_bfs_within_any_limit(rows, columns):
    goal = tuple(range(1, rows * columns)) + (0,)
    expected = reference.shape_distances(goal, columns)
    search = GraphSearch(grid_board(rows, columns), goal)
    for board in itertools.permutations(goal):
        moves = expected.get(board)
        assert search.distance(board) == moves, board
        for limit in (0, 5, 12):
            within = moves if moves is not None and moves <= limit else None
            assert search.distance(board, limit) == within, (board, limit)
