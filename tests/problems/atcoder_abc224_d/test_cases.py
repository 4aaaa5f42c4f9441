"""AtCoder ABC224 D's cases hold what their names say, and the solution agrees with plain BFS
(slidingkit/oracle/graph_reference.py) on every board of a graph where parity decides nothing.

What it proves, reading the committed cases:
    - random-mNN holds NN edges, complete-* all 36, no-edges and solved-no-edges none; the
      solved-* boards answer 0.
    - grid-* is the 3x3 grid's 12 edges; each *-unreachable case, on a bipartite graph,
      answers -1; grid-farthest-* answers 31, the most moves of any grid board.
    - empty-vertex-K has its empty vertex on K, for each K of 1..9.
    - disconnected-* is a graph of more than one component.
    - theta0-unreachable is on Wilson's theta-0 graph (a hexagon, vertex 9 joined to two opposite
      corners, 7 and 8 alone): its empty vertex is home and its pieces an even permutation of the
      goal's, yet it answers -1, and the oracle reaches 840 boards, 120 arrangements for each of
      the 7 places of the empty vertex.
And the solution file's solve, in-process, answers each of the 720 boards on theta-0 with vertex
9 empty (120 of them reachable) with the oracle's distance, or -1.
"""

from itertools import permutations
from typing import Dict, List, Tuple

import pytest

from slidingkit.oracle import graph_reference
from tests.conftest import CASES, load_solution

FOLDER = CASES / "atcoder_abc224_d"
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
GRID = {(0, 1), (1, 2), (3, 4), (4, 5), (6, 7), (7, 8), (0, 3), (3, 6), (1, 4), (4, 7)}
GRID |= {(2, 5), (5, 8)}
THETA_0 = {(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (0, 5), (0, 8), (3, 8)}

Edge = Tuple[int, int]


def read(case: str) -> Tuple[List[Edge], Tuple[int, ...], int]:
    """The case's edges (vertices from 0, smaller first), its board and its answer."""
    numbers = [int(token) for token in (FOLDER / (case + ".in")).read_text("utf-8").split()]
    count = numbers[0]
    ends = [end - 1 for end in numbers[1 : 1 + 2 * count]]
    edges = [(min(pair), max(pair)) for pair in zip(ends[::2], ends[1::2])]
    board = [0] * 9
    for piece, vertex in enumerate(numbers[1 + 2 * count :], 1):
        board[vertex - 1] = piece
    answer = int((FOLDER / (case + ".out")).read_text("utf-8"))
    return edges, tuple(board), answer


def components(edges: List[Edge]) -> int:
    found: Dict[int, int] = {vertex: vertex for vertex in range(9)}

    def root(vertex: int) -> int:
        while found[vertex] != vertex:
            vertex = found[vertex]
        return vertex

    for first, second in edges:
        found[root(first)] = root(second)
    return len({root(vertex) for vertex in range(9)})


def bipartite(edges: List[Edge]) -> bool:
    side: Dict[int, int] = {}
    for start in range(9):
        if start in side:
            continue
        side[start], todo = 0, [start]
        while todo:
            vertex = todo.pop()
            for first, second in edges:
                if vertex in (first, second):
                    other = second if vertex == first else first
                    if other not in side:
                        side[other] = 1 - side[vertex]
                        todo.append(other)
                    elif side[other] == side[vertex]:
                        return False
    return True


def names(prefix: str) -> List[str]:
    found = sorted(path.stem for path in FOLDER.glob(prefix + "*.in"))
    assert found, prefix
    return found


def test_cases__edge_counts_and_solved_boards():
    for case in names("random-m"):
        assert len(read(case)[0]) == int(case[len("random-m") :]), case
    for case in names("complete-"):
        assert len(set(read(case)[0])) == 36, case
    for case in ("no-edges", "solved-no-edges"):
        assert read(case)[0] == [], case
    for case in names("solved-"):
        assert read(case)[1:] == (GOAL, 0), case


def test_cases__the_grid_its_unreachable_and_farthest_boards():
    for case in names("grid-"):
        assert set(read(case)[0]) == GRID and len(read(case)[0]) == 12, case
    for case in names("grid-unreachable-") + ["bipartite-unreachable"]:
        edges, _, answer = read(case)
        assert bipartite(edges) and components(edges) == 1 and answer == -1, case
    most = max(graph_reference.distances(GOAL, sorted(GRID)).values())
    assert most == 31
    assert [read(case)[2] for case in names("grid-farthest-")] == [31, 31]


@pytest.mark.parametrize("vertex", range(1, 10))
def test_cases__empty_vertex_k_has_its_empty_vertex_on_k(vertex):
    _, board, answer = read("empty-vertex-%d" % vertex)
    assert board.index(0) == vertex - 1 and answer > 0


def test_cases__disconnected_graphs_have_more_than_one_component():
    for case in names("disconnected-"):
        assert components(read(case)[0]) > 1, case


def even(board: Tuple[int, ...]) -> bool:
    """Whether the pieces' arrangement is an even permutation of the goal's (empty vertex
    home)."""
    inversions = sum(
        1
        for first in range(9)
        for second in range(first + 1, 9)
        if board[first] and board[second] and board[first] > board[second]
    )
    return inversions % 2 == 0


def test_theta0__parity_does_not_decide():
    edges, board, answer = read("theta0-unreachable")
    assert set(edges) == THETA_0
    assert board[8] == 0 and even(board) and answer == -1
    assert len(graph_reference.distances(GOAL, sorted(THETA_0))) == 7 * 120


def test_atcoder_abc224_d_solve__agrees_with_bfs_on_every_theta0_board_with_vertex_9_empty():
    solve = load_solution("atcoder_abc224_d").solve
    table = graph_reference.distances(GOAL, sorted(THETA_0))
    lines = "".join("%d %d\n" % (first + 1, second + 1) for first, second in sorted(THETA_0))
    answers = []
    for order in permutations([1, 2, 3, 4, 5, 6]):
        board = order + (7, 8, 0)
        places = [board.index(piece) + 1 for piece in range(1, 9)]
        moves = table.get(board)
        answers.append(moves)
        assert solve("8\n%s%s\n" % (lines, " ".join(map(str, places)))) == "%d\n" % (
            -1 if moves is None else moves
        ), board
    assert len(answers) - answers.count(None) == 120
