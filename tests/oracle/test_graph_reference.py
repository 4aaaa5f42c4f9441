"""slidingkit/oracle/graph_reference.py: plain BFS on a board that is any graph, with any number of
blanks.

What it proves
    - On the 2x3 grid its distances are slidingkit/oracle/reference.py's, board by board (720
      boards).
    - On seeded random graphs of 4 to 6 cells with one to three blanks, the search from both ends
      gives every board the one-ended BFS's distance, None where the goal is out of reach, and a
      limit cuts exactly at the distance.
    - The statements' samples: AtCoder ABC224 D (5, 0, -1, 16) and AOJ 0190 (2, 0, and more than 20
      moves), written out by hand from the statements.
    - Bad edges and boards holding other tiles are ValueError.
"""

import itertools
import random

import pytest

from slidingkit.oracle import graph_reference as graph
from slidingkit.oracle.reference import shape_distances


def grid_edges(rows, columns):
    return [
        (row * columns + column, row * columns + column + step)
        for row in range(rows)
        for column in range(columns)
        for step in (1, columns)
        if (step == 1 and column + 1 < columns) or (step == columns and row + 1 < rows)
    ]


def test_distance__is_the_grid_bfs_on_every_2x3_board():
    goal = (1, 2, 3, 4, 5, 0)
    table = shape_distances(goal, 3)
    edges = grid_edges(2, 3)
    for board in itertools.permutations(range(6)):
        assert graph.distance(board, goal, edges) == table.get(board), board


@pytest.mark.parametrize("seed", range(12))
def test_distance__both_ends_agree_with_one_end_on_random_graphs(seed):
    rng = random.Random(seed)
    cells = rng.randrange(4, 7)
    blanks = rng.randrange(1, 4)
    pairs = list(itertools.combinations(range(cells), 2))
    edges = rng.sample(pairs, rng.randrange(cells - 1, len(pairs) + 1))
    goal = tuple(list(range(1, cells - blanks + 1)) + [0] * blanks)
    table = graph.distances(goal, edges)
    for board in set(itertools.permutations(goal)):
        expected = table.get(board)
        assert graph.distance(board, goal, edges) == expected, (edges, board)
        if expected:
            assert graph.distance(board, goal, edges, limit=expected) == expected
            assert graph.distance(board, goal, edges, limit=expected - 1) is None


def pieces_on(places):
    """ABC224 D: piece j starts on vertex places[j-1]; the board lists each vertex's piece."""
    board = [0] * 9
    for piece, vertex in enumerate(places, 1):
        board[vertex - 1] = piece
    return tuple(board)


ABC224_GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
ABC224_SAMPLES = [
    ([(1, 2), (1, 3), (1, 9), (2, 9), (3, 9)], [3, 9, 2, 4, 5, 6, 7, 8], 5),
    ([(1, 2), (1, 3), (1, 9), (2, 9), (3, 9)], [1, 2, 3, 4, 5, 6, 7, 8], 0),
    (
        [(8, 5), (9, 6), (4, 5), (4, 1), (2, 5), (8, 9), (2, 1), (3, 6), (8, 7), (6, 5), (7, 4)]
        + [(2, 3)],
        [1, 2, 3, 4, 5, 6, 8, 7],
        None,
    ),
    (
        [(6, 5), (5, 4), (4, 1), (4, 7), (8, 5), (2, 1), (2, 5), (6, 9), (3, 6), (9, 8), (8, 7)]
        + [(3, 2)],
        [2, 3, 4, 6, 1, 9, 7, 8],
        16,
    ),
]


@pytest.mark.parametrize("edges, places, moves", ABC224_SAMPLES)
def test_distance__atcoder_abc224_d_samples(edges, places, moves):
    cells = [(first - 1, second - 1) for first, second in edges]
    assert graph.distance(pieces_on(places), ABC224_GOAL, cells) == moves


# AOJ 0190's diamond: rows of 1, 3, 5, 3, 1 cells, centred; neighbours share a side.
DIAMOND = [(0, 2), (1, 1), (1, 2), (1, 3)] + [(2, c) for c in range(5)] + [(3, 1), (3, 2), (3, 3)]
DIAMOND += [(4, 2)]
DIAMOND_EDGES = [
    (DIAMOND.index(cell), DIAMOND.index((cell[0] + down, cell[1] + right)))
    for cell in DIAMOND
    for down, right in ((0, 1), (1, 0))
    if (cell[0] + down, cell[1] + right) in DIAMOND
]
DIAMOND_GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0)


@pytest.mark.parametrize(
    "board, moves",
    [
        ((2, 1, 0, 3, 4, 5, 6, 7, 8, 9, 0, 11, 10), 2),
        (DIAMOND_GOAL, 0),
        ((0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), None),  # NA: more than 20 moves
    ],
)
def test_distance__aoj_0190_samples_within_20_moves(board, moves):
    assert len(DIAMOND_EDGES) == 16
    assert graph.distance(board, DIAMOND_GOAL, DIAMOND_EDGES, limit=20) == moves


def test_bad_input__is_a_value_error():
    with pytest.raises(ValueError, match="edge"):
        graph.distance((1, 0), (0, 1), [(0, 2)])
    with pytest.raises(ValueError, match="edge"):
        graph.distance((1, 0), (0, 1), [(1, 1)])
    with pytest.raises(ValueError, match="different tiles"):
        graph.distance((1, 0), (0, 2), [(0, 1)])
