"""The bench's naive peers (slidingkit/tools/naive_peers.py) answer right,
so that beating them means something.

What it proves
    - Each of the three peers (plain BFS, bidirectional BFS, A* with Manhattan distance) gives the
      distance of the plain BFS of slidingkit/oracle/reference.py, on boards drawn from every
      distance of both goals (every third distance and the farthest for the plain BFS, whose far
      boards take longest), and -1 on boards that cannot reach the goal.
    - As a process, a peer reads and writes each of the three formats it takes (Luogu's nine
      digits, HihoCoder's count and grids, AcWing's symbols with x): on a far board, the goal
      and an unreachable board it prints the plain BFS's answers in the format's words.
"""

import random
import subprocess
import sys

import pytest

from slidingkit.oracle import reference
from slidingkit.tools import naive_peers
from tests.conftest import ROOT

PEERS = {
    "bfs": naive_peers.bfs,
    "bidirectional": naive_peers.bidirectional,
    "astar": naive_peers.astar,
}


def digits(board):
    return "".join(map(str, board))


def boards_at_distances(goal, per_distance, seed, every=1):
    """per_distance boards drawn at every every-th distance from goal (0, every, ...) and at the
    farthest one."""
    by_distance = {}
    for board, moves in reference.bfs_distances(goal).items():
        by_distance.setdefault(moves, []).append(board)
    rng = random.Random(seed)
    farthest = max(by_distance)
    return [
        (board, moves)
        for moves in sorted(by_distance)
        if moves % every == 0 or moves == farthest
        for board in rng.sample(
            sorted(by_distance[moves]), min(per_distance, len(by_distance[moves]))
        )
    ]


@pytest.mark.parametrize("name", sorted(PEERS))
@pytest.mark.parametrize(
    "goal", [reference.LUOGU_GOAL, reference.HIHOCODER_GOAL], ids=["luogu", "hihocoder"]
)
def test_peer__distance_is_the_reference_bfs_distance(name, goal):
    # The plain BFS takes up to 0.3 s a far board: one board at every third distance.
    per_distance, every = (1, 3) if name == "bfs" else (2, 1)
    for board, moves in boards_at_distances(goal, per_distance, len(name), every):
        assert naive_peers.solvable(digits(board), digits(goal))
        assert PEERS[name](digits(board), digits(goal)) == moves, board


def test_peer__unsolvable_boards_are_told_by_parity():
    goal = digits(reference.HIHOCODER_GOAL)
    assert not naive_peers.solvable("123456870", goal)
    assert not naive_peers.solvable("213804765", digits(reference.LUOGU_GOAL))
    assert naive_peers.solvable("123456708", goal)


# The formats a peer reads and writes, by its PROBLEM argument (slidingkit/tools/naive_peers.py's
# usage): (goal, a board as the input writes it, the answer for a board that cannot reach the goal).
FORMATS = {
    "luogu": (reference.LUOGU_GOAL, digits, "-1"),
    "hihocoder": (
        reference.HIHOCODER_GOAL,
        lambda board: "".join(" ".join(map(str, board[row : row + 3])) + "\n" for row in (0, 3, 6)),
        "No Solution!",
    ),
    "acwing": (
        reference.HIHOCODER_GOAL,
        lambda board: "  ".join(str(tile) if tile else "x" for tile in board),
        "-1",
    ),
}


def inputs_and_answers(problem):
    """(stdin, expected answer lines) for the format: a far board, the goal and a board that
    cannot reach it, the three in one input where the format takes a count (hihocoder), else
    one an input; each answer is the plain BFS's."""
    goal, written, none = FORMATS[problem]
    distances = reference.bfs_distances(goal)
    far = max(sorted(distances), key=distances.get)
    boards = [far, goal, (goal[1], goal[0]) + goal[2:]]
    answers = [str(distances[board]) if board in distances else none for board in boards]
    if problem == "hihocoder":
        return [("%d\n" % len(boards) + "".join(map(written, boards)), answers)]
    return [(written(board) + "\n", [answer]) for board, answer in zip(boards, answers)]


@pytest.mark.parametrize("problem", sorted(FORMATS))
def test_peer_process__reads_and_writes_the_problem_format(problem):
    for stdin, answers in inputs_and_answers(problem):
        completed = subprocess.run(
            [
                sys.executable,
                str(ROOT / "slidingkit" / "tools" / "naive_peers.py"),
                "bidirectional",
                problem,
            ],
            input=stdin.encode(),
            stdout=subprocess.PIPE,
            timeout=60,
            check=True,
        )
        assert completed.stdout.decode().splitlines() == answers, stdin
