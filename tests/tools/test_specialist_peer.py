"""The bench's specialist peer (slidingkit/tools/specialist_peer.py): its walking-distance tables
are what a breadth-first search over the count patterns finds (written here), and run as a file,
as the bench runs it, it answers every format with the distances of slidingkit/oracle/reference.py
(plain BFS)."""

import itertools
import random
import subprocess
import sys

import pytest

from slidingkit.oracle import reference
from slidingkit.tools.common import ROOT, load_program

PEER = ROOT / "slidingkit" / "tools" / "specialist_peer.py"


def walking_tables(blank_line):
    """(keys, next patterns, costs) of one axis of 3x3, the blank's goal line given, breadth first
    from the goal's pattern: the encoding the peer's docstring states."""
    counts = tuple(tuple(3 if line == goal else 0 for goal in range(3)) for line in range(3))
    counts = tuple(
        tuple(count - (line == goal == blank_line) for goal, count in enumerate(row))
        for line, row in enumerate(counts)
    )
    states = [(counts, blank_line)]
    number = {states[0]: 0}
    costs, following = [0], []
    for here, (counts, blank) in enumerate(states):
        row = [-1] * 6
        for direction, line in ((0, blank - 1), (1, blank + 1)):
            for goal in range(3) if 0 <= line < 3 else ():
                if counts[line][goal]:
                    moved = [list(each) for each in counts]
                    moved[line][goal] -= 1
                    moved[blank][goal] += 1
                    state = (tuple(map(tuple, moved)), line)
                    if state not in number:
                        number[state] = len(states)
                        states.append(state)
                        costs.append(costs[here] + 1)
                    row[direction * 3 + goal] = number[state]
        following.extend(row)
    keys = "".join(
        "".join(str(count) for count in itertools.chain(*counts)) + str(blank)
        for counts, blank in states
    )
    return keys, following, costs


@pytest.mark.parametrize("blank_line", [1, 2])
def test_tables__are_the_breadth_first_build(blank_line):
    peer = load_program(PEER, "specialist_peer")
    keys, following, costs, _ = peer.TABLES[blank_line]
    expected_keys, expected_following, expected_costs = walking_tables(blank_line)
    assert keys == expected_keys
    assert [ord(char) - 192 for char in following] == expected_following
    assert [ord(char) - 192 for char in costs] == expected_costs


def run(format_name, text):
    done = subprocess.run(
        [sys.executable, "-I", "-S", str(PEER), format_name],
        input=text,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split("\n")[:-1]


def test_peer__answers_each_format_as_the_bfs():
    rng = random.Random(5)
    luogu = reference.LUOGU_GOAL
    far = max(reference.bfs_distances(luogu).items(), key=lambda item: item[1])[0]
    for board in [far, luogu, (8, 1, 2, 3, 0, 4, 7, 6, 5)] + rng.sample(
        sorted(reference.bfs_distances(luogu)), 3
    ):
        expected = reference.distance(board, luogu)
        assert run("luogu", "".join(map(str, board)) + "\n") == [
            str(-1 if expected is None else expected)
        ]
    last = reference.HIHOCODER_GOAL
    boards = [tuple(rng.sample(range(9), 9)) for _ in range(8)]
    text = "%d\n" % len(boards) + "".join(
        "%d %d %d\n%d %d %d\n%d %d %d\n" % board for board in boards
    )
    expected = [reference.distance(board, last) for board in boards]
    assert run("hihocoder", text) == [
        "No Solution!" if moves is None else str(moves) for moves in expected
    ]
    board = boards[0]
    moves = expected[0]
    assert run("acwing", " ".join(str(tile) if tile else "x" for tile in board) + "\n") == [
        str(-1 if moves is None else moves)
    ]
