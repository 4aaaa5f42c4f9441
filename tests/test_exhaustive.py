"""Every 3x3 position through the submitted solution files, against plain BFS (tools/verify.py).

What it proves
    - solutions/luogu_p1379.py: each of the 181,440 boards that can reach 123804765 prints its BFS
      distance, each of the 181,440 that cannot prints -1 (one solve() call per board).
    - solutions/hihocoder_1312.py: each of the 181,440 boards that can reach 123456780 prints its
      BFS distance, each of the 181,440 that cannot prints `No Solution!` (t = 1,000 per call).
    - solutions/princeton_8puzzle.py: the special judge accepts the printed path against the BFS
      move count for every one of the 181,440 unsolvable boards and for a seeded sample of the
      solvable ones: 5,000 under the `quick` Hypothesis profile, 20,000 under `ci`, all 181,440
      under `thorough` (`make verify` always runs all of them).
    - the family's 3x3 files on every unsolvable board and a sample of the solvable
      ones; solutions/hdu_3567.py on seeded (start, goal) pairs covering all 81 pairs of blank
      cells (81 under `quick`, 810 under `ci`, 20,250 under `thorough`, as `make verify`), plus the
      9 starts that are their goal and 164 farthest starts: exactly the smallest shortest path in
      d < l < r < u; solutions/uva_10085.py on seeded starts of every blank cell (9 under `quick`,
      18 under `ci`, 225 under `thorough`, as `make verify`), each answer accepted by the special
      judge and by the BFS from its start.
    - the verifier itself can fail: solve functions that are wrong on one board (one move too
      many, a line that is off inside a batch, a crash, a header the special judge rejects, an
      HDU 3567 path in u, d, l, r order, an UVa 10085 board one move short of the farthest) are
      reported with that board, the expected output and what came out.
    Expected answers come from oracle/reference.py (and family_reference.py, reference_paths.py,
    the special judge), never from the solutions.

Cost: nearly all of it is the solutions' own search, one IDA* per reachable board, over two
    worker processes; an unreachable board costs a parity check. HDU 3567 and UVa 10085 add the
    nine reference BFS runs (shared by both) and one BFS of the special judge per UVa start. The
    full Princeton run, and every position of the family's files, is `make verify`.
Usage: python3 -m pytest -q tests/test_exhaustive.py   (HYPOTHESIS_PROFILE=ci for the CI sample)
"""

import io

import pytest

from oracle import family_reference, reference, reference_paths
from statusline import ERASE, StatusLine
from tests.conftest import examples, load_solution
from tools import verify
from tools.verify import ALL_BOARDS, Mismatch, Report

JOBS = 2  # worker processes: CI machines have 2 cores
REACHABLE = ALL_BOARDS // 2  # 181,440 boards reach any given goal; the other 181,440 cannot
PRINCETON_SAMPLE = examples(quick=5_000, ci=20_000, thorough=REACHABLE)


def listed(mismatches):
    return "\n".join(
        "board %s: expected %r, got %r" % (m.board, m.expected, m.got) for m in mismatches[:10]
    )


def assert_every_position_checked(report: Report, reachable: int = REACHABLE) -> None:
    assert report.mismatches == [], "%d mismatches, the first:\n%s" % (
        len(report.mismatches),
        listed(report.mismatches),
    )
    assert (report.reachable, report.unreachable, report.checked) == (
        reachable,
        REACHABLE,
        reachable + REACHABLE,
    )


# ---- the submitted files, every position ----


@pytest.mark.slow
def test_luogu_solve__answers_every_3x3_position_of_its_goal():
    assert_every_position_checked(verify.verify_luogu(JOBS))


@pytest.mark.slow
def test_hihocoder_solve__answers_every_3x3_position_of_its_goal():
    assert_every_position_checked(verify.verify_hihocoder(JOBS))


@pytest.mark.slow
def test_princeton_solve__prints_an_accepted_shortest_path_for_every_unsolvable_and_sampled_solvable_position():  # noqa: E501  # a test's name is the claim it checks: renaming changes its pytest id
    report = verify.verify_princeton(JOBS, sample=PRINCETON_SAMPLE)
    assert_every_position_checked(report, reachable=PRINCETON_SAMPLE)


FAMILY_SAMPLE = examples(quick=1_000, ci=3_000, thorough=REACHABLE)
FAMILY_CHECKS = ["poj_1077", "acwing_179", "acwing_845", "hdu_1043", "uva_652", "lightoj_1139"]


@pytest.mark.slow
@pytest.mark.parametrize("name", FAMILY_CHECKS)
def test_family_solve__answers_every_unsolvable_and_sampled_solvable_position(name):
    """The family's 3x3 files: a shortest path that replays to the goal, or the exact
    count, for every board that cannot reach it and a sample of those that can (all of them in
    `make verify`)."""
    assert_every_position_checked(
        verify.verify(name, JOBS, sample=FAMILY_SAMPLE), reachable=FAMILY_SAMPLE
    )


HDU_3567_SAMPLE = examples(
    quick=81, ci=810, thorough=verify.HDU_3567_PAIRS
)  # random pairs, a multiple of 81
UVA_10085_SAMPLE = examples(
    quick=9, ci=18, thorough=verify.UVA_10085_STARTS
)  # random starts, a multiple of 9
HDU_3567_EXTRA = (
    9 + 8 * 2 + 148
)  # the starts that are their goal, the farthest starts of one goal per blank cell


@pytest.mark.slow
def test_hdu_3567_solve__prints_the_smallest_shortest_path_for_sampled_pairs_covering_every_blank_cell():  # noqa: E501  # a test's name is the claim it checks: renaming changes its pytest id
    report = verify.verify("hdu_3567", JOBS, sample=HDU_3567_SAMPLE)
    assert report.mismatches == [], listed(report.mismatches)
    assert report.checked == report.reachable == HDU_3567_SAMPLE + HDU_3567_EXTRA


@pytest.mark.slow
def test_uva_10085_solve__prints_a_farthest_board_and_a_shortest_path_for_sampled_starts_of_every_blank_cell():  # noqa: E501  # a test's name is the claim it checks: renaming changes its pytest id
    report = verify.verify("uva_10085", JOBS, sample=UVA_10085_SAMPLE)
    assert report.mismatches == [], listed(report.mismatches)
    assert report.checked == report.reachable == UVA_10085_SAMPLE


@pytest.mark.slow
def test_hdu_3567_positions__cover_every_blank_cell_pair_with_the_reference_path():
    positions, _ = verify.hdu_3567_positions(81, seed=1)
    cells = {(start.index(0), goal.index(0)) for (start, goal), _ in positions}
    assert cells == {(start, goal) for start in range(9) for goal in range(9)}
    assert sum(1 for (start, goal), path in positions if start == goal and path == "") == 9
    lengths = [len(path) for _, path in positions]
    assert (
        lengths.count(31) >= 16 and lengths.count(30) >= 148
    )  # the farthest starts of one goal per blank cell
    for (start, goal), path in sorted(positions, key=lambda position: len(position[1]))[:15]:
        # the walk down the BFS distances agrees with a BFS from the start that keeps the first
        # parent
        assert path == reference_paths.smallest_shortest_path(start, goal, 3, "DLRU"), (start, goal)


# ---- the verifier catches wrong answers ----
# The wrong solve functions live at module level so that worker processes can unpickle them.

LUOGU_SAMPLE_BOARD = reference.board_from_digits("283104765")  # the statement's sample
HIHOCODER_SAMPLE_BOARD = reference.board_from_digits("801574362")  # the statement's third board


def tiles_swapped(board):
    """The board with its first two tiles (never the blank) exchanged."""
    cells = list(board)
    first, second = [cell for cell, tile in enumerate(cells) if tile != 0][:2]
    cells[first], cells[second] = cells[second], cells[first]
    return tuple(cells)


def few_positions(goal, wrong_board):
    """The wrong board, its neighbours and two boards that cannot reach the goal,
    with BFS distances."""
    unreachable = [tiles_swapped(goal), tiles_swapped(wrong_board)]  # a swap changes the parity
    boards = [wrong_board] + reference.neighbors(wrong_board) + unreachable
    return [(board, reference.distance(board, goal)) for board in boards]


def luogu_solve_one_move_too_many_on_the_sample(text):
    output = load_solution("luogu_p1379").solve(text)
    if text == "283104765\n":
        return "%d\n" % (int(output) + 1)
    return output


def hihocoder_solve_one_move_too_many_on_one_board_of_a_batch(text):
    output = load_solution("hihocoder_1312").solve(text)
    boards = reference.parse_hihocoder_input(text)
    lines = output.split("\n")
    for index, board in enumerate(boards):
        if board == HIHOCODER_SAMPLE_BOARD:
            lines[index] = str(int(lines[index]) + 1)
    return "\n".join(lines)


def hihocoder_solve_that_crashes_on_one_board(text):
    if HIHOCODER_SAMPLE_BOARD in reference.parse_hihocoder_input(text):
        raise IndexError("deliberate")
    return load_solution("hihocoder_1312").solve(text)


def princeton_solve_with_a_wrong_count_for_one_board(text):
    output = load_solution("princeton_8puzzle").solve(text)
    if text == "3\n8 0 1\n5 7 4\n3 6 2\n":
        moves = reference.distance(HIHOCODER_SAMPLE_BOARD, reference.HIHOCODER_GOAL)
        output = output.replace("= %d\n" % moves, "= %d\n" % (moves + 1), 1)
    return output


def test_verify__reports_a_luogu_answer_one_move_too_many_through_the_worker_processes():
    positions = few_positions(reference.LUOGU_GOAL, LUOGU_SAMPLE_BOARD)
    report = verify.verify_luogu(
        JOBS, positions=positions, solve=luogu_solve_one_move_too_many_on_the_sample
    )
    moves = reference.distance(LUOGU_SAMPLE_BOARD, reference.LUOGU_GOAL)
    assert report.mismatches == [Mismatch("283104765", "%d\n" % moves, "%d\n" % (moves + 1))]
    assert report.checked == len(positions) and report.unreachable == 2


def test_verify__reports_one_wrong_line_inside_a_hihocoder_batch():
    positions = few_positions(reference.HIHOCODER_GOAL, HIHOCODER_SAMPLE_BOARD)
    report = verify.verify_hihocoder(
        1, positions=positions, solve=hihocoder_solve_one_move_too_many_on_one_board_of_a_batch
    )
    moves = reference.distance(HIHOCODER_SAMPLE_BOARD, reference.HIHOCODER_GOAL)
    assert report.mismatches == [Mismatch("801574362", "%d\n" % moves, "%d\n" % (moves + 1))]


def test_verify__reports_a_hihocoder_batch_that_crashes_and_names_the_board_that_crashes_alone():
    positions = few_positions(reference.HIHOCODER_GOAL, HIHOCODER_SAMPLE_BOARD)
    report = verify.verify_hihocoder(
        1, positions=positions, solve=hihocoder_solve_that_crashes_on_one_board
    )
    alone, batch = report.mismatches
    assert alone.board == "801574362" and batch.board.startswith(
        "801574362 (first of a batch of t = "
    )
    assert all("raised IndexError: deliberate" in mismatch.got for mismatch in report.mismatches)


def test_verify__reports_a_princeton_header_the_special_judge_rejects():
    positions = few_positions(reference.HIHOCODER_GOAL, HIHOCODER_SAMPLE_BOARD)
    report = verify.verify_princeton(
        1, positions=positions, solve=princeton_solve_with_a_wrong_count_for_one_board
    )
    moves = reference.distance(HIHOCODER_SAMPLE_BOARD, reference.HIHOCODER_GOAL)
    [mismatch] = report.mismatches
    assert mismatch.board == "801574362"
    assert mismatch.expected == "Minimum number of moves = %d\n" % moves
    assert "header says %d moves, the shortest is %d" % (moves + 1, moves) in mismatch.got


POJ_SAMPLE_BOARD = (2, 3, 4, 1, 5, 0, 7, 6, 8)  # the statement's sample, 19 moves


def poj_solve_with_two_extra_moves_on_the_sample(text):
    output = load_solution("poj_1077").solve(text)
    return output.rstrip("\n") + "lr\n" if text == "2 3 4 1 5 x 7 6 8\n" else output


def hdu_1043_solve_with_an_illegal_first_move(text):
    output = load_solution("hdu_1043").solve(text)
    return "\n".join(
        "d" + line if line and line != "unsolvable" else line for line in output.split("\n")
    )


def test_verify__reports_a_poj_1077_path_that_is_not_shortest():
    positions = few_positions(reference.HIHOCODER_GOAL, POJ_SAMPLE_BOARD)
    report = verify.verify(
        "poj_1077", 1, positions=positions, solve=poj_solve_with_two_extra_moves_on_the_sample
    )
    [mismatch] = report.mismatches
    assert (
        mismatch.board == "234150768" and "a path of 21 moves, the shortest has 19" in mismatch.got
    )


def test_verify__reports_hdu_1043_paths_that_are_too_long_or_illegal():
    positions = few_positions(reference.HIHOCODER_GOAL, POJ_SAMPLE_BOARD)
    report = verify.verify(
        "hdu_1043", 1, positions=positions, solve=hdu_1043_solve_with_an_illegal_first_move
    )
    solvable = [board for board, moves in positions if moves]
    assert sorted(m.board for m in report.mismatches) == sorted(
        verify.board_digits(b) for b in solvable
    )


HDU_3567_PAIR = (
    (5, 4, 2, 1, 0, 6, 7, 3, 8),
    reference.HIHOCODER_GOAL,
)  # 12 moves: drululdrurdd, by u, d, l, r uldrdrulurdd


def hdu_3567_solve_in_u_d_l_r_order(text):
    """The shortest paths of the file's own search, but with moves tried in the order u, d, l, r."""
    solution = load_solution("hdu_3567")
    lines = []
    for number, (start, goal) in enumerate(solution.parse_cases(text), 1):
        path = solution.Search.shortest_path(start, goal, None, "UDLR")
        lines.append("Case %d: %d\n%s\n" % (number, len(path), path.lower()))
    return "".join(lines)


def uva_10085_solve_one_move_short(text):
    """A path one move shorter than the file's and the board it leads to:
    a board that is not farthest."""
    solution = load_solution("uva_10085")
    [start] = solution.counted_boards(text, 9, "N")
    _, path = solution.farthest(solution.BreadthFirst(start))
    board = reference_paths.replay(start, 3, path[:-1])
    rows = "".join("%d %d %d\n" % board[row : row + 3] for row in (0, 3, 6))
    return "Puzzle #1\n%s%s\n\n" % (rows, path[:-1])


def test_verify__reports_an_hdu_3567_path_in_u_d_l_r_order_instead_of_d_l_r_u():
    start, goal = HDU_3567_PAIR
    same = reference.neighbors(
        goal
    )  # one move away: a single shortest path, the same in either order
    positions = [((start, goal), verify.smallest_shortest_path(start, goal))] + [
        ((board, goal), verify.smallest_shortest_path(board, goal)) for board in same
    ]
    report = verify.verify(
        "hdu_3567", 1, positions=positions, solve=hdu_3567_solve_in_u_d_l_r_order
    )
    [mismatch] = report.mismatches
    assert mismatch == Mismatch(
        "542106738 to 123456780", "Case 1: 12\ndrululdrurdd\n", "Case 1: 12\nuldrdrulurdd\n"
    )
    assert report.checked == len(positions)


def test_verify__reports_an_uva_10085_board_that_is_not_farthest_by_bfs_and_by_the_special_judge():
    starts = [
        (2, 6, 4, 1, 3, 7, 0, 5, 8),
        reference.HIHOCODER_GOAL,
    ]  # the statement's sample; blank in a corner
    positions = [(start, family_reference.farthest_boards(start)) for start in starts]
    report = verify.verify(
        "uva_10085", 1, positions=positions, solve=uva_10085_solve_one_move_short
    )
    assert [mismatch.board for mismatch in report.mismatches] == ["123456780", "264137058"]
    for mismatch in report.mismatches:
        assert mismatch.expected == "a board 31 moves away and a path of 31 moves to it"
        assert "BFS: the board printed is not one of the farthest (31 moves away)" in mismatch.got
        assert (
            "special judge: puzzle 1: the board printed is 30 moves from the start; "
            "the farthest are 31" in mismatch.got
        )


# ---- the command ----


def test_verify_main__exits_1_and_lists_at_most_10_mismatches(monkeypatch, capsys):
    wrong = [Mismatch("%09d" % index, "1\n", "2\n") for index in range(12)]
    monkeypatch.setattr(
        verify, "verify", lambda name, *arguments, **options: Report(name, 12, 12, 0, wrong, 0.1)
    )
    assert verify.main(["--only", "luogu", "--jobs", "1"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(
        "luogu      12 positions (12 reach 123804765, 0 cannot): 12 mismatches"
    )
    assert lines[1:] == [
        "    board %09d: expected '1\\n', got '2\\n'" % index for index in range(10)
    ] + ["    ... and 2 more"]


@pytest.mark.slow
def test_verify_main__exits_0_with_one_summary_line_when_a_sample_is_right(capsys):
    assert verify.main(["--only", "luogu", "--sample", "50", "--jobs", str(JOBS)]) == 0
    [line] = capsys.readouterr().out.splitlines()
    assert line.startswith(
        "luogu      181,490 positions (50 sampled (seed 1379) of the 181,440 that reach "
        "123804765; all 181,440 that cannot): 0 mismatches, "
    )


class Terminal(io.StringIO):
    """A stream that says it is a terminal, so a status line is drawn on it."""

    def isatty(self):
        return True


def test_terminal_progress__rewrites_one_line_with_count_rate_and_time_left():
    stream = Terminal()
    progress = verify.TerminalProgress("luogu", StatusLine(stream))
    progress(0, 2000)
    progress(1000, 2000)  # within 0.1 s of the last line: skipped
    progress(2000, 2000)  # the end is always shown
    progress.clear()
    lines = stream.getvalue().split(ERASE)
    assert lines[0] == "" and lines[1].startswith(
        "luogu      0 / 2,000 positions, 0/s, time left unknown"
    )
    assert lines[2].startswith("luogu      2,000 / 2,000 positions, ") and lines[2].endswith(
        "/s, 0 s left"
    )
    assert lines[3:] == [""] and len(lines) == 4
