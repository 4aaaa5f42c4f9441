"""The bench's naive peers (tools/naive_peers.py) answer right,
so that beating them means something.

What it proves
    - Each of the three peers (plain BFS, bidirectional BFS, A* with Manhattan distance) gives the
      distance of the plain BFS of oracle/reference.py, on boards drawn from every distance of
      both goals, and -1 on boards that cannot reach the goal.
    - As a process, each reads and writes the three problems' formats: its output on their sample
      cases is the case's answer file.
"""

import random
import subprocess
import sys

import pytest

from oracle import reference
from tests.conftest import CASES, ROOT
from tools import naive_peers

PEERS = {
    "bfs": naive_peers.bfs,
    "bidirectional": naive_peers.bidirectional,
    "astar": naive_peers.astar,
}


def digits(board):
    return "".join(map(str, board))


def boards_at_every_distance(goal, per_distance, seed):
    by_distance = {}
    for board, moves in reference.bfs_distances(goal).items():
        by_distance.setdefault(moves, []).append(board)
    rng = random.Random(seed)
    return [
        (board, moves)
        for moves in sorted(by_distance)
        for board in rng.sample(
            sorted(by_distance[moves]), min(per_distance, len(by_distance[moves]))
        )
    ]


@pytest.mark.parametrize("name", sorted(PEERS))
@pytest.mark.parametrize(
    "goal", [reference.LUOGU_GOAL, reference.HIHOCODER_GOAL], ids=["luogu", "hihocoder"]
)
def test_peer__distance_is_the_reference_bfs_distance(name, goal):
    per_distance = 1 if name == "bfs" else 2  # the plain BFS takes up to 0.3 s a far board
    for board, moves in boards_at_every_distance(goal, per_distance, seed=len(name)):
        assert naive_peers.solvable(digits(board), digits(goal))
        assert PEERS[name](digits(board), digits(goal)) == moves, board


def test_peer__unsolvable_boards_are_told_by_parity():
    goal = digits(reference.HIHOCODER_GOAL)
    assert not naive_peers.solvable("123456870", goal)
    assert not naive_peers.solvable("213804765", digits(reference.LUOGU_GOAL))
    assert naive_peers.solvable("123456708", goal)


@pytest.mark.parametrize(
    "problem, folder",
    [("luogu", "luogu_p1379"), ("hihocoder", "hihocoder_1312"), ("acwing", "acwing_845")],
)
def test_peer_process__answers_the_sample_in_the_problem_format(problem, folder):
    for case in ("sample-1",) + (("all-unsolvable",) if problem == "hihocoder" else ()):
        stdin = (CASES / folder / (case + ".in")).read_bytes()
        completed = subprocess.run(
            [sys.executable, str(ROOT / "tools" / "naive_peers.py"), "bidirectional", problem],
            input=stdin,
            stdout=subprocess.PIPE,
            timeout=60,
            check=True,
        )
        assert completed.stdout.split() == (CASES / folder / (case + ".out")).read_bytes().split()
