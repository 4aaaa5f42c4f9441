"""HihoCoder 1312's exhaustive check (slidingkit/problems/hihocoder_1312/exhaustive.py) names the
board of a batch that is wrong: a line off inside the batch, or the board that crashes when tried
alone."""

from slidingkit.oracle import reference
from slidingkit.problems._exhaustive import STANDARD_GOAL
from slidingkit.tools import verify
from slidingkit.tools.verify import Mismatch
from tests.conftest import load_solution

SAMPLE_BOARD = reference.board_from_digits("801574362")  # the statement's third board


def boards_of(text):
    """The boards of an input: t, then t boards of three rows."""
    numbers = [int(token) for token in text.split()]
    return [tuple(numbers[start : start + 9]) for start in range(1, len(numbers), 9)]


def solve_one_move_too_many_on_one_board_of_a_batch(text):
    output = load_solution("hihocoder_1312").solve(text)
    lines = output.split("\n")
    for index, board in enumerate(boards_of(text)):
        if board == SAMPLE_BOARD:
            lines[index] = str(int(lines[index]) + 1)
    return "\n".join(lines)


def solve_that_crashes_on_one_board(text):
    if SAMPLE_BOARD in boards_of(text):
        raise IndexError("deliberate")
    return load_solution("hihocoder_1312").solve(text)


def test_verify__reports_one_wrong_line_inside_a_batch():
    positions = verify.positions_near(STANDARD_GOAL, SAMPLE_BOARD)
    report = verify.verify(
        "hihocoder_1312",
        1,
        positions=positions,
        solve=solve_one_move_too_many_on_one_board_of_a_batch,
    )
    moves = reference.distance(SAMPLE_BOARD, STANDARD_GOAL)
    assert report.mismatches == [Mismatch("801574362", "%d\n" % moves, "%d\n" % (moves + 1))]


def test_verify__reports_a_batch_that_crashes_and_names_the_board_that_crashes_alone():
    positions = verify.positions_near(STANDARD_GOAL, SAMPLE_BOARD)
    report = verify.verify(
        "hihocoder_1312", 1, positions=positions, solve=solve_that_crashes_on_one_board
    )
    alone, batch = report.mismatches
    assert alone.board == "801574362" and batch.board.startswith(
        "801574362 (first of a batch of t = "
    )
    assert all("raised IndexError: deliberate" in mismatch.got for mismatch in report.mismatches)
