"""Every problem's exhaustive check (slidingkit/problems/NAME/exhaustive.py), run by
slidingkit/tools/verify/.

What it proves
    - For every problem with an exhaustive check, its submitted file (solutions/NAME.py) answers
      every position of the check right: for a check with a goal, each board of the goal's shape
      that cannot reach it (181,440 for 3x3; none where the check leaves them out) and each that
      can (a seeded sample of those under the quick and ci Hypothesis profiles, the check's
      test_samples: e.g. 5,000 and 20,000 of 181,440; all of them under thorough, as
      `make verify`, and under every profile for a check without test_samples); for a check that
      draws its own positions, that many of them (all it draws by default under thorough) and the
      extra ones it always adds. The answers are judged against plain BFS (slidingkit/oracle/) or
      the special judge, never the solutions.
    - tools.verify finds the checks: exactly the problems that hold
    slidingkit/problems/NAME/exhaustive.py,
      each with a CHECK, and the positions a check draws are as many as it says.
    - The verifier itself can fail, for every check: a solve() that prints nothing, and one that
      raises, is reported on every position it was given; for every check with a goal, the
      submitted file's right answers are reported on every board that can reach the goal when
      the expected distance is one more than BFS's; and the command exits 1 listing at most 10
      mismatches. A file that promises the first shortest path in u, d, l, r order is held to it:
      another shortest path is a mismatch. Each problem's own wrong answers (one move too many, a
      line off inside a batch, a header the special judge rejects, ...) are in
      tests/problems/NAME/test_exhaustive.py.

Cost: nearly all of it is the solutions' own search, one per reachable board, over two worker
    processes; an unreachable board costs a parity check. The full run of every check is
    `make verify`.
Usage: python3 -m pytest -q tests/test_exhaustive.py   (HYPOTHESIS_PROFILE=ci for the CI sample)

Modules tested here: every slidingkit/problems/*/exhaustive.py, slidingkit/problems/_exhaustive.py,
and `make verify`'s slidingkit/tools/verify/__init__.py and slidingkit/tools/verify/cli.py.
"""

import dataclasses
import functools
import io
import pickle

import pytest

from slidingkit import problems
from slidingkit.oracle import reference
from slidingkit.problems import hdu_3567, luogu_p1379, princeton_8puzzle, uva_652
from slidingkit.problems._exhaustive import (
    STANDARD_GOAL,
    Exhaustive,
    FirstPathCheck,
    FormatCheck,
    answers_in,
)
from slidingkit.problems._format import Format
from slidingkit.statusline import ERASE, StatusLine
from slidingkit.tools import verify
from slidingkit.tools.verify import Mismatch, Report, cli
from tests.conftest import PROFILE, ROOT, examples

JOBS = 2  # worker processes: CI machines have 2 cores
NAMES = verify.names()
GOAL_NAMES = [name for name in NAMES if verify.check_of(name).goal is not None]


def listed(mismatches):
    return "\n".join(
        "board %s: expected %r, got %r" % (m.board, m.expected, m.got) for m in mismatches[:10]
    )


def sample_of(check: Exhaustive):
    """The sample the tests check under the current Hypothesis profile: None (every position the
    check takes by default) under thorough or for a check without test_samples."""
    if check.test_samples is None or PROFILE == "thorough":
        return None
    quick, ci = check.test_samples
    return examples(quick=quick, ci=ci, thorough=quick)


# ---- the submitted files, every position (or the profile's sample) ----


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_solve__answers_every_position_of_its_exhaustive_check(name):
    check = verify.check_of(name)
    sample = sample_of(check)
    report = verify.verify(name, JOBS, sample=sample)
    assert report.mismatches == [], "%d mismatches, the first:\n%s" % (
        len(report.mismatches),
        listed(report.mismatches),
    )
    if check.goal is not None:
        shape = verify.reachable_boards(check)  # as many boards of the shape cannot reach it
        reachable = shape if sample is None else sample
        unreachable = shape if check.unreachable else 0
        assert (report.reachable, report.unreachable, report.checked) == (
            reachable,
            unreachable,
            reachable + unreachable,
        )
    else:
        drawn = check.default_sample if sample is None else sample
        assert report.checked == report.reachable == drawn + check.extra


# ---- finding the checks ----


def test_names__are_the_problems_that_hold_an_exhaustive_module():
    holding = [
        name
        for name in problems.names()
        if (ROOT / "slidingkit" / "problems" / name / "exhaustive.py").is_file()
    ]
    assert NAMES == holding and NAMES != []
    for name in NAMES:
        assert isinstance(verify.check_of(name), Exhaustive), name
    with pytest.raises(KeyError):
        verify.check_of("no_such_problem")


@functools.lru_cache(maxsize=None)
def few_positions(name):
    """A handful of the check's positions: for a check with a goal, a board next to it, that
    board's neighbours (the goal among them) and, if the check takes them, two boards that cannot
    reach the goal; else the first five of a sample of 9 it draws."""
    check = verify.check_of(name)
    if check.goal is not None:
        _, next_to_goal = reference.moves_in(check.goal, check.columns)[0]
        return verify.positions_near(check.goal, next_to_goal, check.columns, check.unreachable)
    drawn, _ = check.positions(9, 1)
    assert len(drawn) == 9 + check.extra
    return drawn[:5]


def solve_that_prints_nothing(text):
    return ""


def solve_that_raises(text):
    raise RuntimeError("deliberate")


@pytest.mark.parametrize("solve", [solve_that_prints_nothing, solve_that_raises])
@pytest.mark.parametrize("name", NAMES)
def test_verify__reports_every_position_of_a_solve_that_prints_nothing_or_raises(name, solve):
    positions = few_positions(name)
    report = verify.verify(name, 1, positions=positions, solve=solve)
    assert report.checked == len(positions)
    assert len({mismatch.board for mismatch in report.mismatches}) >= len(positions)
    if solve is solve_that_raises:
        assert all("raised RuntimeError: deliberate" in m.got for m in report.mismatches)


@pytest.mark.parametrize("name", GOAL_NAMES)
def test_verify__reports_every_reachable_board_when_its_expected_distance_is_one_more(name):
    positions = few_positions(name)
    one_more = [(board, None if moves is None else moves + 1) for board, moves in positions]
    report = verify.verify(name, 1, positions=one_more)
    reachable = {board for board, moves in positions if moves is not None}
    assert report.checked == len(positions) and len(reachable) >= 3
    assert sorted(mismatch.board for mismatch in report.mismatches) == sorted(
        "".join(map(str, board)) for board in reachable
    )


LEAVING_OUT = [name for name in GOAL_NAMES if not verify.check_of(name).unreachable]


@pytest.mark.parametrize("name", LEAVING_OUT)
def test_positions_of__a_check_that_leaves_out_unreachable_boards_takes_only_reachable_ones(name):
    check = verify.check_of(name)
    distances = reference.shape_distances(check.goal, check.columns)
    every = verify.positions_of(check)
    assert sorted(every) == sorted(distances.items())
    sampled = verify.positions_of(check, sample=5, seed=1)
    assert len(sampled) == 5 and all(distances[board] == moves for board, moves in sampled)


def test_exhaustive__refuses_a_goal_that_is_no_board_of_its_columns():
    for goal, columns in [((0, 1, 2, 3, 4, 5, 6, 7), 3), ((0, 1, 2, 3), 4), ((0, 1, 2, 3), 1)]:
        with pytest.raises(ValueError, match="no board of %d columns" % columns):
            Exhaustive(solve_that_prints_nothing, "a check", goal=goal, columns=columns)
    assert Exhaustive(solve_that_prints_nothing, "a check", goal=(0, 1, 2, 3), columns=2)


def test_exhaustive_of_format__refuses_several_shapes_and_unreachable_boards_without_no_answer():
    with pytest.raises(ValueError, match="one shape"):
        Exhaustive.of_format(princeton_8puzzle.FORMAT, "a check")
    with pytest.raises(ValueError, match="no_answer"):
        Exhaustive.of_format(luogu_p1379.FORMAT, "a check")
    with pytest.raises(ValueError, match=r"\{path\} alone"):
        Exhaustive.of_format(hdu_3567.FORMAT, "a check", goal=STANDARD_GOAL, unreachable=False)
    check = Exhaustive.of_format(luogu_p1379.FORMAT, "a check", unreachable=False)
    assert (check.goal, check.columns) == (luogu_p1379.GOAL, 3)


def test_format_check__refuses_a_no_answer_of_other_lines_than_the_answer():
    two_lines = Format(unsolvable=True, answer="moves\n{distance}", no_answer="none")
    with pytest.raises(ValueError, match="numbers of lines"):
        FormatCheck(two_lines, STANDARD_GOAL, 3)
    assert FormatCheck(dataclasses.replace(two_lines, no_answer=None), STANDARD_GOAL, 3)


def test_answers_in__cuts_answers_as_the_format_writes_them_and_nothing_else():
    paths = uva_652.FORMAT  # one line an answer, an empty line between two
    assert answers_in(paths, "ab\n\n\n\ncd\n", 3) == ["ab\n", "\n", "cd\n"]
    for wrong in ["ab\n\n\ncd\n", "ab\n\ncd\n", "ab\nxx\n\ncd\n", "ab\n\n\n\ncd"]:
        assert answers_in(paths, wrong, 3) is None, wrong
    pairs = hdu_3567.FORMAT  # two lines an answer
    text = "Case 1: 0\n\nCase 2: 1\nd\n"
    assert answers_in(pairs, text, 2) == ["Case 1: 0\n\n", "Case 2: 1\nd\n"]
    assert answers_in(pairs, text, 1) is None and answers_in(pairs, text + "\n", 2) is None


ONE_MOVE = (1, 2, 3, 4, 5, 6, 7, 0, 8)  # the blank moves right (r) to the goal


def test_format_check__judges_a_path_by_its_letters_length_replay_and_no_answer():
    check = verify.check_of("poj_1077").check
    assert check.path_problem(ONE_MOVE, 1, "r") is None
    assert check.path_problem(ONE_MOVE, None, "unsolvable") is None
    assert check.path_problem(ONE_MOVE, None, "r") == "expected unsolvable"
    assert check.path_problem(ONE_MOVE, 1, "unsolvable") == (
        "a path of 10 moves, the shortest has 1"
    )
    assert check.path_problem(ONE_MOVE, 1, "R") == "'R' is not a move"
    assert check.path_problem(ONE_MOVE, 1, "d") == "an illegal move: move 1 (D) leaves the board"
    assert check.path_problem(ONE_MOVE, 1, "l") == "the path does not reach the goal"
    positions = [(ONE_MOVE, 1), (STANDARD_GOAL, 0)]
    assert check(lambda text: "r\n", positions) == [
        Mismatch("123456780", "a path of 0 moves", "r (a path of 1 moves, the shortest has 0)")
    ]


# Six moves from the goal by "druldr" or by "rdlurd" (its three tiles turned about the last
# corner): "druldr" comes first in u, d, l, r order.
TWO_WAYS = (1, 2, 3, 4, 0, 8, 7, 6, 5)


@pytest.mark.parametrize("name", ["poj_1077", "acwing_179", "uva_652", "hdu_1043"])
def test_first_path_check__refuses_a_shortest_path_that_is_not_the_first_in_order(name):
    check = verify.check_of(name).check
    assert isinstance(check, FirstPathCheck)
    assert check.path_problem(TWO_WAYS, 6, "druldr") is None
    assert check.path_problem(TWO_WAYS, 6, "rdlurd") == (
        "not the first shortest path in udlr order, druldr"
    )


@pytest.mark.parametrize("name", NAMES)
def test_check__pickles_and_judges_the_same_once_unpickled(name):
    check = verify.check_of(name)
    unpickled = pickle.loads(pickle.dumps(check))
    positions = few_positions(name)
    assert unpickled.check(solve_that_prints_nothing, positions) == check.check(
        solve_that_prints_nothing, positions
    )


# ---- the command ----

GOAL_CHECK = GOAL_NAMES[0]


def test_verify_main__exits_1_and_lists_at_most_10_mismatches(monkeypatch, capsys):
    goal = verify.check_of(GOAL_CHECK).goal
    wrong = [Mismatch("%09d" % index, "1\n", "2\n") for index in range(12)]
    monkeypatch.setattr(
        verify,
        "verify",
        lambda name, *arguments, **options: Report(
            name, goal, checked=12, reachable=12, mismatches=wrong, seconds=0.1
        ),
    )
    assert cli.main(["--only", GOAL_CHECK, "--jobs", "1"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(
        "%s 12 positions (12 reach %s, 0 cannot): 12 mismatches"
        % (GOAL_CHECK, "".join(map(str, goal)))
    )
    assert lines[1:] == [
        "    board %09d: expected '1\\n', got '2\\n'" % index for index in range(10)
    ] + ["    ... and 2 more"]


@pytest.mark.slow
def test_verify_main__exits_0_with_one_summary_line_when_a_sample_is_right(capsys):
    goal = "".join(map(str, verify.check_of(GOAL_CHECK).goal))
    assert cli.main(["--only", GOAL_CHECK, "--sample", "50", "--jobs", str(JOBS)]) == 0
    [line] = capsys.readouterr().out.splitlines()
    assert line.startswith(
        "%s 181,490 positions (50 sampled (seed 1379) of the 181,440 that reach %s; "
        "all 181,440 that cannot): 0 mismatches, " % (GOAL_CHECK, goal)
    )


def test_report_summary__says_which_boards_that_cannot_reach_the_goal_were_checked():
    goal = (0, 1, 2, 3, 4, 5, 6, 7)
    full = Report("a", goal, 20160, False, checked=20160, reachable=20160, seconds=0.1)
    assert full.summary().startswith(
        "a 20,160 positions (20,160 reach 01234567; the 20,160 that cannot are left out): "
        "0 mismatches, "
    )
    sampled = Report("a", goal, 20160, False, checked=5, reachable=5, sample=5, seed=1)
    assert sampled.summary().startswith(
        "a 5 positions (5 sampled (seed 1) of the 20,160 that reach 01234567; none of the "
        "20,160 that cannot): 0 mismatches, "
    )
    every = Report("a", goal, 20160, True, checked=20165, reachable=5, unreachable=20160)
    every.sample, every.seed = 5, 1
    assert "(5 sampled (seed 1) of the 20,160 that reach 01234567; all 20,160 that cannot)" in (
        every.summary()
    )


def test_verify_main__list_names_every_check_and_what_it_proves(capsys):
    assert cli.main(["--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(" ", 1)[0] for line in lines] == NAMES
    for name, line in zip(NAMES, lines):
        assert line.endswith(" " + verify.check_of(name).describe)


def test_verify_main__refuses_a_problem_without_a_check(capsys):
    with pytest.raises(SystemExit) as exit:
        cli.main(["--only", "no_such_problem"])
    assert exit.value.code == 2 and "invalid choice: 'no_such_problem'" in capsys.readouterr().err


class Terminal(io.StringIO):
    """A stream that says it is a terminal, so a status line is drawn on it."""

    def isatty(self):
        return True


def test_terminal_progress__rewrites_one_line_with_count_rate_and_time_left():
    stream = Terminal()
    progress = cli.TerminalProgress("a check ", StatusLine(stream))
    progress(0, 2000)
    progress(1000, 2000)  # within 0.1 s of the last line: skipped
    progress(2000, 2000)  # the end is always shown
    progress.clear()
    lines = stream.getvalue().split(ERASE)
    assert lines[0] == "" and lines[1].startswith(
        "a check  0 / 2,000 positions, 0/s, time left unknown"
    )
    assert lines[2].startswith("a check  2,000 / 2,000 positions, ") and lines[2].endswith(
        "/s, 0 s left"
    )
    assert lines[3:] == [""] and len(lines) == 4
