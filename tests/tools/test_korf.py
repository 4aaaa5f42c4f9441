"""Korf's 100 (slidingkit/tools/korf.py, `make korf`): the instances it reads and how it turns
them to the kit's goal. The solving itself is tested on a sample in
tests/explorer/test_pattern_database.py.

What it proves
    - The committed file holds Korf's 100 instances, each a board of the 16 tiles (0 the blank)
      with its published optimal length, between 41 and 66 moves.
    - for_blank_last_goal takes Korf's goal (the blank first) to the kit's (the blank last) and
      undoes itself: a board turned twice is the board.
    - parse_range reads the instance lists the command line takes (`1-3,7`).
"""

import pytest

from slidingkit.tools import korf


def test_read_instances__korfs_100_boards_with_their_optimal_lengths():
    instances = korf.read_instances(korf.KORF_FILE)
    assert sorted(instances) == list(range(1, 101))
    for board, length in instances.values():
        assert sorted(board) == list(range(16))
        assert 41 <= length <= 66
    assert min(length for _, length in instances.values()) == 41
    assert max(length for _, length in instances.values()) == 66


def test_for_blank_last_goal__maps_korfs_goal_to_the_kits_and_undoes_itself():
    assert korf.for_blank_last_goal(korf.KORF_GOAL) == tuple(range(1, 16)) + (0,)
    for board, _ in list(korf.read_instances(korf.KORF_FILE).values())[:10]:
        turned = korf.for_blank_last_goal(board)
        assert sorted(turned) == list(range(16))
        assert korf.for_blank_last_goal(turned) == board


@pytest.mark.parametrize(
    "text, numbers", [("1-3,7", [1, 2, 3, 7]), ("5", [5]), ("98-100", [98, 99, 100])]
)
def test_parse_range__reads_instance_lists(text, numbers):
    assert korf.parse_range(text) == numbers
