"""UVa 10085's exhaustive check (slidingkit/problems/uva_10085/exhaustive.py) reports a board that
is not farthest, by the BFS from the start and by the special judge alike."""

from slidingkit.oracle import family_reference, reference_paths
from slidingkit.problems._exhaustive import STANDARD_GOAL
from slidingkit.tools import verify
from tests.conftest import load_solution


def solve_one_move_short(text):
    """A path one move shorter than the file's and the board it leads to:
    a board that is not farthest."""
    solution = load_solution("uva_10085")
    [start] = solution.counted_boards(text, 9, "N")
    _, path = solution.farthest_from(start)
    board = reference_paths.replay(start, 3, path[:-1])
    rows = "".join("%d %d %d\n" % board[row : row + 3] for row in (0, 3, 6))
    return "Puzzle #1\n%s%s\n\n" % (rows, path[:-1])


def test_verify__reports_a_board_that_is_not_farthest_by_bfs_and_by_the_special_judge():
    starts = [(2, 6, 4, 1, 3, 7, 0, 5, 8), STANDARD_GOAL]  # the statement's sample; a corner blank
    positions = [(start, family_reference.farthest_boards(start)) for start in starts]
    report = verify.verify("uva_10085", 1, positions=positions, solve=solve_one_move_short)
    assert [mismatch.board for mismatch in report.mismatches] == ["123456780", "264137058"]
    for mismatch in report.mismatches:
        assert mismatch.expected == "a board 31 moves away and a path of 31 moves to it"
        assert "BFS: the board printed is not one of the farthest (31 moves away)" in mismatch.got
        assert (
            "special judge: puzzle 1: the board printed is 30 moves from the start; "
            "the farthest are 31" in mismatch.got
        )
