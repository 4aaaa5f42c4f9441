"""AtCoder ABC224 D's cases: the statement's samples, the seeded generator of the other cases, and
the reference answer of any input.

Usage: python -m slidingkit.tools.cases --only atcoder_abc224_d
"""

import functools
import random
from typing import Dict, List, Sequence, Tuple

from slidingkit.oracle import graph_reference
from slidingkit.problems._cases import answers_text, distance_answer, random_for
from slidingkit.problems._format import Board, Edge, Query, grid_edges
from slidingkit.problems.atcoder_abc224_d import FORMAT, PIECES, VERTICES

SEED = 224
# The cases whose reference answers together take seconds (boards out of reach, each found by
# the oracle's BFS exhausting a half of the 9! boards): the tests check them in make test-all.
SLOW_CASES = {
    "bipartite-unreachable",
    "grid-unreachable-1",
    "grid-unreachable-2",
    "grid-unreachable-3",
    "format-blank-lines",
}
SAMPLES: List[Tuple[str, str]] = [
    ("5\n1 2\n1 3\n1 9\n2 9\n3 9\n3 9 2 4 5 6 7 8\n", "5\n"),
    ("5\n1 2\n1 3\n1 9\n2 9\n3 9\n1 2 3 4 5 6 7 8\n", "0\n"),
    (
        "12\n8 5\n9 6\n4 5\n4 1\n2 5\n8 9\n2 1\n3 6\n8 7\n6 5\n7 4\n2 3\n1 2 3 4 5 6 8 7\n",
        "-1\n",
    ),
    (
        "12\n6 5\n5 4\n4 1\n4 7\n8 5\n2 1\n2 5\n6 9\n3 6\n9 8\n8 7\n3 2\n2 3 4 6 1 9 7 8\n",
        "16\n",
    ),
]

GOAL: Board = tuple(range(1, VERTICES)) + (0,)  # piece j on vertex j, vertex 9 empty
CELLS = list(range(VERTICES))  # the vertices, from 0
PAIRS = [(first, second) for first in CELLS for second in CELLS if first < second]
GRID = grid_edges(3, 3)  # the 8 puzzle's board: bipartite, so half the boards are unreachable
COMPLETE = PAIRS  # M = 36
# Wilson's theta-0: a hexagon (vertices 1-6) with vertex 9 joined to two opposite corners; it is
# the one 2-connected graph, other than a cycle and a bipartite one, on which its tiles reach
# fewer than all their arrangements (120 of 720), so parity cannot tell the reachable ones.
# Vertices 7 and 8 are alone, their pieces already home.
THETA_0 = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (0, 5), (0, 8), (3, 8)]
GRID_AND_DIAGONAL = GRID + [(0, 4)]  # an odd cycle: every arrangement reachable


@functools.lru_cache(maxsize=None)
def distances(edges: Tuple[Edge, ...]) -> Dict[Board, int]:
    """Every board that reaches the goal on the graph, with its distance: one plain BFS per
    graph, once per process."""
    return graph_reference.distances(GOAL, edges)


@functools.lru_cache(maxsize=None)
def layers(edges: Tuple[Edge, ...]) -> List[List[Board]]:
    """layers[d]: every board d moves from the goal on the graph, sorted (so choices do not
    depend on dict order)."""
    found: List[List[Board]] = []
    for board, moves in distances(edges).items():
        while len(found) <= moves:
            found.append([])
        found[moves].append(board)
    return [sorted(layer) for layer in found]


def farthest(edges: Sequence[Edge]) -> List[Board]:
    """The boards farthest from the goal on the graph, sorted."""
    return layers(tuple(edges))[-1]


def within(edges: Sequence[Edge], rng: random.Random, low: int = 1, empty: int = -1) -> Board:
    """A board at a random distance of at least low (a random layer, then a random board of it),
    with the empty vertex on cell empty where one is given (a layer holding such a board)."""
    found = layers(tuple(edges))
    while True:
        layer = found[rng.randrange(low, len(found))]
        if empty >= 0:
            layer = [board for board in layer if board[empty] == 0]
        if layer:
            return rng.choice(layer)


def scrambled(edges: Sequence[Edge], rng: random.Random) -> Tuple[Edge, ...]:
    """edges in a random order, each written either way round."""
    written = [edge if rng.randrange(2) else (edge[1], edge[0]) for edge in edges]
    rng.shuffle(written)
    return tuple(written)


def random_graph(count: int, rng: random.Random) -> List[Edge]:
    """count of the 36 pairs of vertices, drawn at random."""
    return rng.sample(PAIRS, count)


def random_tree(rng: random.Random) -> List[Edge]:
    """A random spanning tree: each vertex, in a random order, joined to one before it."""
    order = rng.sample(CELLS, VERTICES)
    return [(rng.choice(order[:index]), order[index]) for index in range(1, VERTICES)]


def random_path(rng: random.Random, closed: bool = False) -> List[Edge]:
    """The vertices in a random order, each joined to the next (and the last to the first)."""
    order = rng.sample(CELLS, VERTICES)
    edges = list(zip(order, order[1:]))
    return edges + [(order[-1], order[0])] if closed else edges


def random_board(rng: random.Random) -> Board:
    """Any arrangement: the pieces on eight of the nine vertices, drawn at random."""
    board = [0] * VERTICES
    for piece, cell in enumerate(rng.sample(CELLS, PIECES), 1):
        board[cell] = piece
    return tuple(board)


def walked(edges: Sequence[Edge], rng: random.Random, steps: int = 60) -> Board:
    """The board a random walk of steps moves from the goal reaches: within reach of it."""
    return graph_reference.walk(GOAL, edges, steps, rng)


def swapped(board: Board, rng: random.Random) -> Board:
    """board with two of its pieces exchanged: on a bipartite graph, out of reach of the boards
    it reached (each move exchanges the empty vertex's side and the arrangement's parity)."""
    first, second = rng.sample([cell for cell in CELLS if board[cell]], 2)
    result = list(board)
    result[first], result[second] = result[second], result[first]
    return tuple(result)


def bipartite(rng: random.Random) -> List[Edge]:
    """K_{4,5} on a random split of the vertices: 20 edges, bipartite and 2-connected."""
    order = rng.sample(CELLS, VERTICES)
    return [(left, right) for left in order[:4] for right in order[4:]]


def split_graph(rng: random.Random) -> Tuple[List[Edge], List[int]]:
    """A graph of two components: a cycle with a chord through vertex 9 and four other vertices,
    and a path through the remaining four; with the cells of the second."""
    others = rng.sample(CELLS[:-1], VERTICES - 1)
    first, second = others[:4] + [VERTICES - 1], others[4:]
    edges = list(zip(first, first[1:])) + [(first[-1], first[0]), (first[0], first[2])]
    return edges + list(zip(second, second[1:])), second


# Long: the list of the problem's cases, each named where it is made, so that a case's name and
# its input stand together.
def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text, one graph and board each: the solved board, graphs of every
    density (M = 0 to 36: trees, a path, a cycle, the 3x3 grid, the complete graph) with random
    and reachable boards, boards out of reach on bipartite graphs (the most boards a search
    meets), disconnected graphs, theta-0, the farthest boards of a few graphs, the empty vertex
    on each of the nine; and by hand four spacings its readers tolerate."""
    written = FORMAT

    def text(edges: Sequence[Edge], board: Board, rng: random.Random) -> str:
        query = Query(board, GOAL, 1, VERTICES, scrambled(edges, rng))
        return written.input_text([query], "single")

    rng = random_for(seed, "abc224_d/solved")
    inputs = {"solved-grid": text(GRID, GOAL, rng), "solved-no-edges": text([], GOAL, rng)}
    board = random_board(rng)
    inputs["no-edges"] = text([], board if board != GOAL else swapped(board, rng), rng)

    rng = random_for(seed, "abc224_d/random")
    for count in (1, 3, 6, 9, 12, 16, 20, 25, 30, 35):
        inputs["random-m%02d" % count] = text(random_graph(count, rng), random_board(rng), rng)
    for count in (4, 8, 10, 14, 18, 24):
        edges = random_graph(count, rng)
        inputs["walk-m%02d" % count] = text(edges, walked(edges, rng), rng)

    rng = random_for(seed, "abc224_d/sparse")
    for number in (1, 2):
        edges = random_tree(rng)
        inputs["tree-walk-%d" % number] = text(edges, walked(edges, rng), rng)
        inputs["tree-random-%d" % number] = text(edges, random_board(rng), rng)
    edges = random_path(rng)
    inputs["path-walk"] = text(edges, walked(edges, rng), rng)
    edges = random_path(rng, closed=True)
    inputs["cycle-walk"] = text(edges, walked(edges, rng), rng)
    inputs["cycle-random"] = text(edges, random_board(rng), rng)

    rng = random_for(seed, "abc224_d/grid")
    for number in (1, 2, 3):
        inputs["grid-%d" % number] = text(GRID, within(GRID, rng, 10), rng)
    for number in (1, 2, 3):
        inputs["grid-unreachable-%d" % number] = text(GRID, swapped(within(GRID, rng), rng), rng)
    for number, board in enumerate(farthest(GRID), 1):
        inputs["grid-farthest-%d" % number] = text(GRID, board, rng)

    rng = random_for(seed, "abc224_d/bipartite")
    edges = bipartite(rng)
    inputs["bipartite-walk"] = text(edges, walked(edges, rng), rng)
    inputs["bipartite-unreachable"] = text(edges, swapped(walked(edges, rng), rng), rng)

    rng = random_for(seed, "abc224_d/complete")
    for number in (1, 2):
        inputs["complete-%d" % number] = text(COMPLETE, random_board(rng), rng)
    inputs["complete-farthest"] = text(COMPLETE, rng.choice(farthest(COMPLETE)), rng)
    inputs["chorded-grid-farthest"] = text(
        GRID_AND_DIAGONAL, rng.choice(farthest(GRID_AND_DIAGONAL)), rng
    )

    rng = random_for(seed, "abc224_d/disconnected")
    edges, apart = split_graph(rng)
    inputs["disconnected-reachable"] = text(edges, walked(edges, rng), rng)
    inputs["disconnected-apart"] = text(edges, swapped_in(walked(edges, rng), apart, rng), rng)
    empty_apart = list(walked(edges, rng))
    cell, empty = rng.choice(apart), empty_apart.index(0)
    empty_apart[cell], empty_apart[empty] = 0, empty_apart[cell]
    inputs["disconnected-empty-apart"] = text(edges, tuple(empty_apart), rng)

    rng = random_for(seed, "abc224_d/theta0")
    inputs["theta0-walk"] = text(THETA_0, walked(THETA_0, rng), rng)
    inputs["theta0-farthest"] = text(THETA_0, rng.choice(farthest(THETA_0)), rng)
    inputs["theta0-unreachable"] = text(THETA_0, even_unreachable(rng), rng)

    rng = random_for(seed, "abc224_d/blank")
    for cell in CELLS:
        board = within(GRID_AND_DIAGONAL, rng, 10, cell)
        inputs["empty-vertex-%d" % (cell + 1)] = text(GRID_AND_DIAGONAL, board, rng)

    rng = random_for(seed, "abc224_d/format")  # by hand: spacings a reader of lines tolerates
    lines = text(GRID, within(GRID, rng, 10), rng).splitlines()
    inputs["format-spaces-tabs"] = "".join(
        "%s%s\t\n" % ("  " if number % 2 else "\t", "   ".join(line.split()))
        for number, line in enumerate(lines)
    )
    lines = text(bipartite(rng), random_board(rng), rng).splitlines()
    inputs["format-blank-lines"] = "\n" + "\n\n".join(lines) + "\n \n"
    inputs["format-crlf"] = text(random_graph(12, rng), random_board(rng), rng).replace(
        "\n", "\r\n"
    )
    inputs["format-no-final-newline"] = text(random_graph(20, rng), random_board(rng), rng)[:-1]
    return inputs


def swapped_in(board: Board, cells: Sequence[int], rng: random.Random) -> Board:
    """board with the pieces on two of cells exchanged."""
    first, second = rng.sample(sorted(cells), 2)
    result = list(board)
    result[first], result[second] = result[second], result[first]
    return tuple(result)


def even_unreachable(rng: random.Random) -> Board:
    """A theta-0 board with the empty vertex home and the hexagon's pieces an even permutation
    (three of them moved round), out of reach of the goal all the same."""
    reachable = distances(tuple(THETA_0))
    while True:
        first, second, third = rng.sample(CELLS[:6], 3)
        board = list(GOAL)
        board[first], board[second], board[third] = GOAL[second], GOAL[third], GOAL[first]
        if tuple(board) not in reachable:
            return tuple(board)


def expected(text: str) -> str:
    """The board's distance to the goal (piece j on vertex j) on the input's graph, by plain
    BFS from both ends, or -1."""
    return answers_text(
        FORMAT,
        text,
        lambda query: distance_answer(
            graph_reference.distance(query.board, query.goal, FORMAT.edges_of(query))
        ),
    )
