"""LeetCode 773's answers: the solution agrees with plain BFS (oracle/family_reference.py, the
reference its cases' answers come from) on every one of the 720 2x3 boards."""

from itertools import permutations

from oracle.family_reference import GOAL_2X3, distance_to
from tests.conftest import load_solution


def test_leetcode_773__every_2x3_board_agrees_with_bfs():
    solution = load_solution("leetcode_773").Solution()
    for board in permutations(range(6)):
        moves = distance_to(board, GOAL_2X3, 3)
        assert solution.slidingPuzzle([list(board[:3]), list(board[3:])]) == (
            -1 if moves is None else moves
        )
