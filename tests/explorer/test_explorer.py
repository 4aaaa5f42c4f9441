"""The explorer (python3 -m slidingkit.explorer): its algorithms, notations and command line.

What it proves:
- Every algorithm that claims optimality (BFS, bidirectional BFS, IDDFS, and A* / IDA* with each
  admissible heuristic) returns a path of exactly the plain-BFS length
  (slidingkit/oracle/reference.py): on
  every 2x2 start and goal; on 3x3 pairs reachable by construction (a distance drawn first, every
  one alike, then a board of that BFS layer around a random goal: the quick tier draws 30 pairs
  an algorithm, 10 for the plain BFS, and IDDFS and the weakly guided ones stay within 18 moves);
  and on random walks on 4x4 and 5x5 boards. Every algorithm answers an unreachable pair by parity
  without expanding a board.
- The others (DFS, greedy, and A* / IDA* with the inadmissible string distance) return legal paths
  that reach the goal, of the BFS distance's parity and no shorter, and say they are not proved
  optimal; A* with string distance returns 24 moves on the course report's 20-move instance.
- Paths are replayed by an independent slide (tests/conftest.py), never by the explorer's own code.
- Counters mean what the docs say (BFS's expansions lie between two BFS ball sizes), limits and
  Ctrl-C stop a search with what it has proved, unreachable goals are answered by parity.
- Every notation parses to the same board; bad input is one line that names the fault (a count
  one short of a board, a repeated tile, a missing blank) and exit status 1.
- A closed output (`| head -1`) ends a run quietly: no traceback, exit status 141.
- compare is fair: every IDDFS and IDA* row runs one loop with the pruning --prune names (IDDFS
  and IDA* with the zero estimate count the same nodes; the generic loop with automaton pruning
  expands exactly what the incremental walking-distance loop expands); every pruning keeps the
  BFS distance, and the tables skip what they name without losing a board. Progress: a status line
  on a terminal, a line per finished row otherwise.
- Each property test (Hypothesis) above fails on a deliberately broken stand-in for the explorer's
  solve (a path two moves too long, a lower bound one move too high, a claim of optimality, a
  board expanded before parity answers, no expansion counted, one expansion more in the generic
  loop): test_property__fails_on_a_broken_solve runs it, drawing as its test draws, until
  Hypothesis finds a failing case, and every property test of the module has such a counterpart.
"""

import functools
import itertools
import json
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
from typing import List, Sequence, Tuple

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from slidingkit.core import InputError
from slidingkit.explorer import algorithms, heuristics, notation
from slidingkit.explorer.algorithms import combinations
from slidingkit.explorer.counters import Counters
from slidingkit.oracle import reference
from tests.conftest import (
    ROOT,
    Walk,
    boards_of_side,
    default_ctrl_c,
    examples,
    first_failure,
    out_and_back,
    property_tests,
    slide,
    slow_where,
    walks,
    with_first_two_tiles_swapped,
)
from tests.running import explorer, run_into_closed_pipe, run_on_terminal

Board = Tuple[int, ...]

REPORT_START, REPORT_GOAL = (
    (5, 4, 1, 2, 0, 3, 7, 8, 6),
    (1, 2, 3, 8, 0, 4, 7, 6, 5),
)  # 20 moves apart
FARTHEST_3X3 = ((8, 6, 7, 2, 5, 4, 3, 0, 1), (1, 2, 3, 4, 5, 6, 7, 8, 0))  # 31 moves apart
HARD_4X4 = (
    0,
    12,
    9,
    13,
    15,
    11,
    10,
    14,
    3,
    7,
    5,
    6,
    4,
    8,
    2,
    1,
)  # puzzle4x4-80: 80 moves from the standard goal
OPTIMAL = [
    (name, heuristic)
    for name, heuristic in combinations(5, None, None)
    + [("astar", "walking"), ("idastar", "walking")]
    if algorithms.lookup(name).optimal == "always"
    or (
        algorithms.lookup(name).optimal == "admissible"
        and heuristic is not None
        and heuristics.lookup(heuristic).admissible
    )
]
NOT_OPTIMAL = [
    (name, heuristic)
    for name, heuristic in combinations(3, None, None)
    if (name, heuristic) not in OPTIMAL
]
# Blind or weakly guided: exponential on far 3x3 pairs (IDDFS about 1e8 nodes at 31 moves), so
# they get boards near the goal; the rest get any pair.
SLOW = {("iddfs", None), ("idastar", "hamming"), ("idastar", "euclidean"), ("astar", "hamming")}


@functools.lru_cache(maxsize=None)
def layers_of(goal: Board) -> List[List[Board]]:
    """The boards at each distance from goal: layer d holds every board d moves away, in the
    order the plain BFS of slidingkit/oracle/reference.py reaches them."""
    layers = []  # type: List[List[Board]]
    for board, moves in reference.bfs_distances(goal).items():
        while len(layers) <= moves:
            layers.append([])
        layers[moves].append(board)
    return layers


@st.composite
def pairs_at_distance(draw, most: int = 31) -> Tuple[Board, Board, int]:
    """(start, goal, d): any 3x3 goal and a start exactly d moves from it, reachable by
    construction. d is drawn first (0 to most, every distance alike, so far pairs are as likely
    as near ones), then a board of the BFS layer d around the canonical goal with the goal's
    blank cell, its tiles renamed to the goal's."""
    goal = draw(boards_of_side(3))
    canonical = reference.canonical_goal(goal)
    layers = layers_of(canonical)
    moves = draw(st.integers(0, min(most, len(layers) - 1)))
    board = draw(st.sampled_from(layers[moves]))
    renaming = {canonical[cell]: tile for cell, tile in enumerate(goal)}
    return tuple(renaming[tile] for tile in board), goal, moves


@st.composite
def unreachable_pairs(draw, sides: Sequence[int] = (2, 3)) -> Tuple[Board, Board]:
    """(start, goal) of one side, goal unreachable by construction: a drawn pair, the start's
    first two tiles exchanged when it can reach the goal (one exchange changes the class)."""
    side = draw(st.sampled_from(sides))
    start, goal = draw(boards_of_side(side)), draw(boards_of_side(side))
    if reference.distance_between(start, goal) is not None:
        start = with_first_two_tiles_swapped(start)
    return start, goal


def check_solved(result, start: Board, goal: Board) -> None:
    assert result.status == "solved", result
    assert slide(start, result.path) == goal, result.path


# --- optimal algorithms against plain BFS ---------------------------------------------------------

ALL_2X2 = list(itertools.permutations(range(4)))
# The plain BFS expands every board nearer than the goal: up to a second on a far 3x3 pair, so it
# gets fewer examples than the informed searches.
COSTLY = {("bfs", None)}


@pytest.mark.parametrize("name, heuristic", OPTIMAL)
def test_optimal_algorithms__give_the_bfs_distance_on_every_2x2_pair(name, heuristic):
    for goal in ALL_2X2:
        for start in ALL_2X2:
            moves = reference.distance_between(start, goal)
            result = algorithms.solve(start, goal, name, heuristic)
            if moves is None:
                assert result.status == "unreachable" and result.expanded == 0, result
                continue
            check_solved(result, start, goal)
            assert result.moves == moves and result.optimal and result.lower_bound == moves


# Each property below is a function of the algorithm, the drawn case and the solve it checks
# (algorithms.solve, or a broken stand-in: test_property__fails_on_a_broken_solve).


def check_optimal(
    name: str, heuristic, case: Tuple[Board, Board, int], solve=algorithms.solve
) -> None:
    start, goal, moves = case
    assert reference.distance_between(start, goal) == moves  # the layer's distance is the BFS one
    result = solve(start, goal, name, heuristic)
    check_solved(result, start, goal)
    assert result.moves == moves and result.optimal and result.lower_bound == moves


@pytest.mark.parametrize(
    "name, heuristic", [pair for pair in OPTIMAL if pair not in SLOW and pair not in COSTLY]
)
@settings(deadline=None, max_examples=examples(30, 100, 500))
@given(case=pairs_at_distance())
@example(case=FARTHEST_3X3 + (31,))
@example(case=(REPORT_START, REPORT_GOAL, 20))
def test_optimal_algorithms__give_the_bfs_distance_on_reachable_3x3_pairs(name, heuristic, case):
    check_optimal(name, heuristic, case)


@pytest.mark.parametrize("name, heuristic", sorted(COSTLY, key=str))
@settings(deadline=None, max_examples=examples(10, 40, 200))
@given(case=pairs_at_distance())
@example(case=FARTHEST_3X3 + (31,))
def test_costly_optimal_algorithms__give_the_bfs_distance_on_reachable_3x3_pairs(
    name, heuristic, case
):
    check_optimal(name, heuristic, case)


@pytest.mark.parametrize("name, heuristic", sorted(SLOW, key=str))
@settings(deadline=None, max_examples=examples(20, 60, 300))
@given(case=pairs_at_distance(most=18))
def test_slow_optimal_algorithms__give_the_bfs_distance_within_18_moves(name, heuristic, case):
    check_optimal(name, heuristic, case)


@pytest.mark.parametrize("name, heuristic", combinations(3, None, None))
@settings(deadline=None, max_examples=examples(20, 60, 300))
@given(case=unreachable_pairs())
def test_every_algorithm__answers_an_unreachable_pair_by_parity_without_a_search(
    name, heuristic, case
):
    check_unreachable_by_parity(name, heuristic, case)


def check_unreachable_by_parity(
    name: str, heuristic, case: Tuple[Board, Board], solve=algorithms.solve
):
    start, goal = case
    result = solve(start, goal, name, heuristic)
    assert result.status == "unreachable" and result.expanded == 0 and "parit" in result.reason


@pytest.mark.parametrize(
    "name, heuristic",
    [pair for pair in OPTIMAL if pair[1] != "walking"]
    + [("astar", "walking"), ("idastar", "walking")],
)
@settings(deadline=None, max_examples=examples(10, 25, 120))
@given(data=st.data())
def test_optimal_algorithms__give_the_bfs_distance_on_4x4_and_5x5_walks(name, heuristic, data):
    # walking distance is tabled up to 4x4, so its runs draw 4x4 walks only
    sides = (4,) if heuristic == "walking" else (4, 5)
    check_optimal_on_a_walk(name, heuristic, data.draw(walks(sides, longest=12, any_goal=True)))


def check_optimal_on_a_walk(name: str, heuristic, walk: Walk, solve=algorithms.solve) -> None:
    steps, start, goal = walk
    result = solve(start, goal, name, heuristic)
    check_solved(result, start, goal)
    assert result.moves == reference.distance_within(start, goal, steps) and result.optimal


# --- the others: legal, but not proved shortest ---------------------------------------------------


@pytest.mark.parametrize("name, heuristic", slow_where(NOT_OPTIMAL, {("dfs", None)}))
@settings(deadline=None, max_examples=examples(20, 60, 300))
@given(case=pairs_at_distance())
@example(case=FARTHEST_3X3 + (31,))
def test_other_algorithms__return_a_legal_path_not_claimed_optimal(name, heuristic, case):
    check_legal_not_claimed_optimal(name, heuristic, case)


def check_legal_not_claimed_optimal(
    name: str, heuristic, case: Tuple[Board, Board, int], solve=algorithms.solve
) -> None:
    start, goal, moves = case
    result = solve(start, goal, name, heuristic)
    check_solved(result, start, goal)
    assert result.moves >= moves and (result.moves - moves) % 2 == 0
    assert not result.optimal and result.lower_bound is None


@settings(deadline=None, max_examples=examples(15, 40, 200))
@given(case=walks((3, 4, 5), longest=10, any_goal=True))
def test_dfs__finds_a_path_within_its_depth_limit_whenever_one_exists(case):
    check_dfs_within_its_depth_limit(case)


def check_dfs_within_its_depth_limit(walk: Walk, solve=algorithms.solve) -> None:
    steps, start, goal = walk
    moves = reference.distance_within(start, goal, steps)
    assert moves is not None  # the walk itself is a path of `steps` moves
    result = solve(start, goal, "dfs", depth_limit=steps)
    check_solved(result, start, goal)
    assert moves <= result.moves <= steps
    if moves > 0:
        missed = solve(start, goal, "dfs", depth_limit=moves - 1)
        assert missed.status == "not found" and missed.lower_bound == moves and missed.path is None


def test_a_star_with_string_distance__returns_a_longer_path_on_the_course_report_instance():
    # The report measured 23 moves against 21 (it counts boards, we count moves:
    # 20 is the BFS distance).
    assert reference.distance_between(REPORT_START, REPORT_GOAL) == 20
    result = algorithms.solve(REPORT_START, REPORT_GOAL, "astar", "string")
    check_solved(result, REPORT_START, REPORT_GOAL)
    assert result.moves == 24 and not result.optimal


def test_string_distance__overestimates_a_board_one_vertical_move_away():
    goal = (1, 2, 3, 4, 5, 6, 7, 8, 0)
    board = slide(goal, "U")  # tile 6 moved down one row: 3 places along the string
    assert reference.distance_between(board, goal) == 1
    assert heuristics.lookup("string").formula(board, goal) == 3
    assert not heuristics.lookup("string").admissible


@pytest.mark.parametrize(
    "board, goal, expected",
    [
        (
            (2, 1, 3, 4, 5, 6, 7, 8, 0),
            (1, 2, 3, 4, 5, 6, 7, 8, 0),
            4,
        ),  # 2 and 1 swapped in their row
        (
            (3, 2, 1, 4, 5, 6, 7, 8, 0),
            (1, 2, 3, 4, 5, 6, 7, 8, 0),
            8,
        ),  # reversed row: two must leave
        (
            (7, 2, 3, 4, 5, 6, 1, 8, 0),
            (1, 2, 3, 4, 5, 6, 7, 8, 0),
            8,
        ),  # 1 and 7 swapped in column 1
        ((1, 2, 3, 4, 5, 6, 7, 8, 0), (1, 2, 3, 4, 5, 6, 7, 8, 0), 0),
    ],
)
def test_linear_conflict__adds_two_per_tile_that_must_leave_its_line(board, goal, expected):
    assert heuristics.lookup("linear-conflict").formula(board, goal) == expected


# --- counters, limits, interruption ---------------------------------------------------------------


@settings(deadline=None, max_examples=examples(10, 60, 300))
@given(case=pairs_at_distance())
@example(case=FARTHEST_3X3 + (31,))
def test_bfs__expands_every_board_nearer_than_the_goals_parent_and_none_beyond_it(case):
    check_bfs_expansions(case)


def check_bfs_expansions(case: Tuple[Board, Board, int], solve=algorithms.solve) -> None:
    start, goal, moves = case
    if moves == 0:  # the start is the goal: nothing is expanded
        assert solve(start, goal, "bfs").expanded == 0
        return
    # A renaming of the tiles maps the boards around start onto those around the canonical goal.
    within = reference.distance_counts(reference.canonical_goal(start)) + [0] * 40
    result = solve(start, goal, "bfs")
    # The goal is tested when generated, so every board at distance <= moves - 2 is expanded
    # and no board at distance >= moves is.
    assert sum(within[: moves - 1]) < result.expanded <= sum(within[:moves])
    # Every board has at least two neighbours; the last expansion may stop at its first child.
    assert result.generated >= 2 * (result.expanded - 1) + 1 and result.max_frontier >= 1


def test_start_equal_to_goal__takes_no_expansion_in_any_algorithm():
    for name, heuristic in combinations(3, None, None):
        result = algorithms.solve(REPORT_GOAL, REPORT_GOAL, name, heuristic)
        assert (result.status, result.path, result.expanded) == ("solved", "", 0)


@pytest.mark.parametrize(
    "name, heuristic",
    [
        ("bfs", None),
        ("bidirectional", None),
        ("iddfs", None),
        ("astar", "manhattan"),
        ("idastar", "walking"),
        ("dfs", None),
        ("greedy", "hamming"),
    ],
)
def test_max_nodes__stops_after_exactly_that_many_expansions_with_a_true_lower_bound(
    name, heuristic
):
    start, goal = FARTHEST_3X3
    result = algorithms.solve(start, goal, name, heuristic, max_nodes=50)
    assert (result.status, result.expanded, result.path) == ("stopped", 50, None)
    assert "--max-nodes 50" in result.reason
    if algorithms.lookup(name).optimal == "never":
        assert result.lower_bound is None
    else:
        assert 0 < result.lower_bound <= 31


def test_timeout__stops_a_search_that_would_take_minutes():
    goal = tuple(range(1, 16)) + (0,)
    began = time.perf_counter()
    result = algorithms.solve(HARD_4X4, goal, "iddfs", timeout=0.3)
    assert result.status == "stopped" and "--timeout" in result.reason
    assert result.expanded > 0 and result.lower_bound <= 80 and time.perf_counter() - began < 5


@pytest.mark.parametrize("name", ["bfs", "astar", "idastar"])
def test_interruption__ends_with_what_is_known_so_far(name):
    calls = []

    def interrupt(counters: Counters) -> None:
        calls.append(counters.expanded)
        raise KeyboardInterrupt

    original = Counters.__init__

    def immediate_reports(self, *arguments, **keywords):
        original(self, *arguments, **keywords)
        self.report_every = 0.0
        self.next_report = self.started

    start, goal = FARTHEST_3X3
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Counters, "__init__", immediate_reports)
        result = algorithms.solve(
            start, goal, name, "hamming" if name != "bfs" else None, report=interrupt
        )
    assert result.status == "interrupted" and result.path is None and calls
    assert result.expanded == calls[0] and 0 < result.lower_bound <= 31


# --- notations ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "283104765",
        "2831_4765",
        "2 8 3 1 0 4 7 6 5",
        "2 8 3\n1 0 4\n7 6 5\n",
        "2 8 3 / 1 -1 4 / 7 6 5",
        "2,8,3,1,_,4,7,6,5",
        "2 8 3 1 9 4 7 6 5",
        "283194765",
        "[[2, 8, 3], [1, 0, 4], [7, 6, 5]]",
        " 2 8 3 | 1 -1 4 | 7 6 5 ",
    ],
)
def test_notations__all_read_as_the_same_board(text):
    assert notation.parse_board(text) == (2, 8, 3, 1, 0, 4, 7, 6, 5)


@pytest.mark.parametrize(
    "text, blank, expected",
    [
        ("1 2 3 4 5 6 7 8 9", "auto", (1, 2, 3, 4, 5, 6, 7, 8, 0)),
        ("1 2 3 4 5 6 7 8 9", "9", (1, 2, 3, 4, 5, 6, 7, 8, 0)),
        ("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16", "n*n", tuple(range(1, 16)) + (0,)),
        ("1230", "auto", (1, 2, 3, 0)),
        ("1 2 3 4 5 6 7 8 0", "0", (1, 2, 3, 4, 5, 6, 7, 8, 0)),
    ],
)
def test_notations__blank_found_or_named(text, blank, expected):
    assert notation.parse_board(text, blank) == expected


def test_notations__two_boards_in_one_text_each_with_its_own_blank():
    assert notation.parse_boards("2 8 3 1 -1 4 7 6 5\n1 2 3 8 0 4 7 6 5") == [
        (2, 8, 3, 1, 0, 4, 7, 6, 5),
        (1, 2, 3, 8, 0, 4, 7, 6, 5),
    ]
    assert notation.parse_boards("283104765 123804765") == [
        (2, 8, 3, 1, 0, 4, 7, 6, 5),
        (1, 2, 3, 8, 0, 4, 7, 6, 5),
    ]


@pytest.mark.parametrize(
    "text, blank, fault",
    [
        ("", "auto", "no board"),
        ("12345678", "auto", "'12345678' has 8 digits"),
        (
            "1 2 3 4 5 6 7",
            "auto",
            "7 numbers make neither one nor two n-by-n boards (a 3x3 board has 9)",
        ),
        # 2*4 numbers are two 2x2 boards only when both halves are boards;
        # here a 3x3 board lacks its blank
        (
            "1 2 3 4 5 6 7 8",
            "auto",
            "8 numbers, one short of a 3x3 board (9 cells): the blank is missing",
        ),
        ("1 2 3 / 4 5 6 / 7 8", "auto", "one short of a 3x3 board (9 cells): the blank is missing"),
        ("1 2 3 / 4 5 6 / 7 0", "auto", "one short of a 3x3 board (9 cells): tile 8 is missing"),
        ("1 2 3 / 4 5 6 / 7 7", "auto", "one short of a 3x3 board (9 cells): 7 appears twice"),
        (
            "12345678",
            "auto",
            "one short of a 3x3 board (9 cells): the blank is missing (write it as 0, 9 or _)",
        ),
        (
            "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
            "auto",
            "one short of a 4x4 board (16 cells): the blank is missing",
        ),
        ("123456788", "auto", "tile 8 appears twice, no blank in '123456788'"),
        ("1 2 3 4 5 6 8 8 8", "auto", "tile 8 appears 3 times, no blank in"),
        ("283104765", "9", "exactly one blank written 9"),
        ("2 8 3 1 0 4 7 6 6", "auto", "tile 6 appears twice"),
        ("2 8 3 1 _ 4 7 6 -1", "auto", "-1 is a second blank"),
        (
            "2 8 3 1 0 4 7 6 6 1 2 3 8 0 4 7 6 5",
            "auto",
            "tile 6 appears twice in '2 8 3 1 0 4 7 6 6'",
        ),
        ("2 8 3 1 _ 4 7 6 _", "auto", "exactly one blank"),
        ("2 8 3 1 0 4 7 6 x", "auto", "cell 9 is 'x'"),
        ("1 2 3 4 5 6 7 8 10", "auto", "no blank in"),
        ("0 1 2 3 4 5 6 7 10", "auto", "tile 10 is out of range"),
        ("283104765", "blank", "the blank is written"),
    ],
)
def test_notations__bad_boards_name_the_fault(text, blank, fault):
    with pytest.raises(InputError, match=re.escape(fault)):
        notation.parse_boards(text, blank)


def boards_in_picture(picture: str, side: int, arrow: str = "\u2192") -> List[Board]:
    """Read the boards back out of a path picture (tiles of one digit, the blank a space)."""
    board_width, link_width = 2 * side - 1, len(" U%s " % arrow)
    boards = []
    for block in picture.rstrip("\n").split("\n\n"):
        lines = block.split("\n")
        count = (max(len(line) for line in lines) + link_width) // (board_width + link_width)
        for index in range(count):
            left = index * (board_width + link_width)
            cells = []  # type: List[int]
            for line in lines:
                row = line.ljust(left + board_width)[left : left + board_width]
                cells.extend(
                    int(row[column]) if row[column] != " " else 0
                    for column in range(0, board_width, 2)
                )
            boards.append(tuple(cells))
    return boards


@pytest.mark.parametrize("width", [20, 80, 200])
def test_path_picture__shows_every_board_of_the_path_in_order(width):
    path = "URDLULDRURDLDRUULLDR"
    picture = notation.path_picture(
        [slide(REPORT_START, path[:step]) for step in range(len(path) + 1)], path, width
    )
    assert boards_in_picture(picture, 3) == [
        slide(REPORT_START, path[:step]) for step in range(len(path) + 1)
    ]
    assert re.findall(r"([UDLR])\u2192", picture) == list(path)
    assert max(len(line) for line in picture.splitlines()) <= max(width, 9)


# --- the command line -----------------------------------------------------------------------------


def test_solve__prints_the_path_as_boards_and_says_it_is_optimal():
    run = explorer("solve", "541203786", "123804765", "-a", "astar", "-H", "manhattan")
    assert run.returncode == 0 and run.stderr == ""
    picture = run.stdout.split("\n", 1)[1].rsplit("\n20 moves", 1)[0] + "\n"
    boards = boards_in_picture(picture, 3)
    assert boards[0] == REPORT_START and boards[-1] == REPORT_GOAL and len(boards) == 21
    assert all(boards[step + 1] in reference.neighbors(boards[step]) for step in range(20))
    assert "20 moves, optimal (proved)" in run.stdout and "expanded 265" in run.stdout


@pytest.mark.parametrize(
    "notations",
    [
        ("283104765", "123804765"),
        ("2 8 3 / 1 -1 4 / 7 6 5", "1 2 3 / 8 -1 4 / 7 6 5"),
        ("2", "8", "3", "1", "0", "4", "7", "6", "5", "1", "2", "3", "8", "0", "4", "7", "6", "5"),
    ],
)
def test_solve__moves_replay_to_the_goal_in_every_notation(notations):
    run = explorer("solve", "--moves", *notations)
    assert run.returncode == 0, run.stderr
    path = run.stdout.splitlines()[1].split()[0]
    assert slide((2, 8, 3, 1, 0, 4, 7, 6, 5), path) == REPORT_GOAL and len(path) == 4


def test_solve__json_holds_the_path_and_the_counters():
    run = explorer("solve", "--json", "-a", "bfs", "541203786", "123804765")
    result = json.loads(run.stdout)
    assert run.returncode == 0
    assert slide(tuple(result["start"]), result["path"]) == tuple(result["goal"]) == REPORT_GOAL
    assert (result["moves"], result["optimal"], result["status"], result["heuristic"]) == (
        20,
        True,
        "solved",
        None,
    )
    assert (
        result["expanded"] > 0
        and result["generated"] > result["expanded"]
        and result["max_frontier"] > 0
    )


def test_solve__default_goal_is_blank_last_and_default_search_is_optimal():
    run = explorer("solve", "--json", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15")
    result = json.loads(run.stdout)
    assert result["goal"] == list(range(1, 16)) + [0] and result["path"] == "R"
    assert (result["algorithm"], result["heuristic"], result["optimal"]) == (
        "IDA*",
        "walking",
        True,
    )


@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_unreachable__reported_by_parity_with_exit_status_2(json_flag):
    run = explorer("solve", *json_flag, "2 8 3 / 1 -1 4 / 7 6 5", "2 4 3 / 1 8 -1 / 7 6 5")
    assert run.returncode == 2 and run.stderr == ""
    text = run.stdout if not json_flag else json.loads(run.stdout)["reason"]
    assert "parities" in text and "odd" in text and "even" in text


def test_compare__unreachable_goal_prints_the_reason_and_no_table():
    run = explorer("compare", "2 8 3 / 1 -1 4 / 7 6 5", "2 4 3 / 1 8 -1 / 7 6 5")
    assert (
        run.returncode == 2
        and run.stdout.startswith("unreachable: ")
        and "algorithm" not in run.stdout
    )


@pytest.mark.parametrize(
    "arguments, fault",
    [
        (["solve", "12345678"], "8 digits"),
        (["solve", "283104765", "-a", "dijkstra"], "no algorithm or heuristic called 'dijkstra'"),
        (["solve", "283104765", "-a", "bfs", "-H", "manhattan"], "BFS takes no heuristic"),
        (
            [
                "solve",
                "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0",
                "-H",
                "walking",
            ],
            "up to 4x4",
        ),
        (
            ["solve", "283104765", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"],
            "9 cells and the goal 16",
        ),
        (["solve", "--file", "/nonexistent/boards.txt"], "cannot read /nonexistent/boards.txt"),
        (["solve", "--file", "-", "283104765"], "not both"),
        (["solve"], "no board given"),
        (["solve", "283104765", "--max-nodes", "many"], "invalid int value"),
        (["compare", "283104765", "--algorithms", "bfs,quantum"], "'quantum'"),
        ([], "required"),
    ],
)
def test_bad_input__one_line_on_stderr_and_exit_status_1(arguments, fault):
    run = explorer(*arguments)
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and fault in run.stderr and "Traceback" not in run.stderr


@pytest.mark.parametrize(
    "board, fault",
    [
        (
            "1 2 3 / 4 5 6 / 7 8",
            "8 numbers, one short of a 3x3 board (9 cells): the blank is missing",
        ),
        ("123456788", "tile 8 appears twice"),
    ],
)
def test_bad_board__the_fault_named_on_one_line(board, fault):
    run = explorer("solve", board)
    assert (
        run.returncode == 1
        and run.stdout == ""
        and run.stderr.count("\n") == 1
        and fault in run.stderr
    )


@pytest.mark.parametrize(
    "arguments",
    [
        ["solve", "541203786", "123804765", "-a", "bfs"],
        ["solve", "--json", "541203786", "123804765"],
        [
            "compare",
            "-q",
            "541203786",
            "123804765",
            "--algorithms",
            "bfs,astar",
            "--heuristics",
            "manhattan",
        ],
        ["compare", "-q", "--json", "541203786", "123804765", "--algorithms", "bfs"],
        ["--help"],
    ],
)
def test_closed_output__ends_quietly_without_a_traceback(arguments):
    run = run_into_closed_pipe(*arguments)
    assert run.stderr == ""
    # argparse writes the help itself and ignores a failed write, so --help may still end in 0
    assert run.returncode == 141 or (arguments == ["--help"] and run.returncode == 0)


def test_file__holds_start_and_goal_or_comes_on_stdin(tmp_path):
    boards = tmp_path / "instance.txt"
    boards.write_text("2 8 3\n1 0 4\n7 6 5\n\n1 2 3\n8 0 4\n7 6 5\n")
    from_file = explorer("solve", "--moves", "--file", str(boards))
    from_stdin = explorer("solve", "--moves", "--file", "-", stdin=boards.read_text())
    assert from_file.returncode == from_stdin.returncode == 0
    assert (
        from_file.stdout.splitlines()[1].split()[0] == from_stdin.stdout.splitlines()[1].split()[0]
    )
    assert len(from_file.stdout.splitlines()[1].split()[0]) == 4


def test_max_nodes__exit_status_3_with_what_was_proved():
    run = explorer("solve", "-a", "bfs", "--max-nodes", "10", "867254301", "123456780")
    assert run.returncode == 3
    assert re.search(
        r"no answer: stopped at --max-nodes 10; proved so far: at least \d+ moves", run.stdout
    )
    assert "expanded 10," in run.stdout


def test_dfs_depth_limit__not_found_is_exit_status_3():
    run = explorer("solve", "-a", "dfs", "--depth-limit", "19", "541203786", "123804765")
    assert run.returncode == 3 and "no path of at most 19 moves" in run.stdout


def test_help__says_what_the_move_letters_mean():
    run = explorer("solve", "--help")
    assert run.returncode == 0 and "direction the blank moves" in run.stdout
    for name in list(algorithms.ALGORITHMS) + list(heuristics.HEURISTICS):
        assert name in run.stdout


def test_ctrl_c__stops_cleanly_with_progress_on_a_terminal():
    # stderr is a terminal (a pseudo-terminal), so progress lines appear; SIGINT then ends the run.
    goal = " ".join(map(str, range(1, 16))) + " 0"
    primary, secondary = pty.openpty()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "slidingkit.explorer",
            "solve",
            "-a",
            "iddfs",
            " ".join(map(str, HARD_4X4)),
            goal,
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=secondary,
        text=True,
        preexec_fn=default_ctrl_c,
    )
    os.close(secondary)
    progress = b""
    deadline = time.monotonic() + 60  # generous: a busy machine starts it late
    while b"expanded" not in progress and time.monotonic() < deadline:
        ready, _, _ = select.select([primary], [], [], 0.5)
        if ready:
            progress += os.read(primary, 4096)
    process.send_signal(signal.SIGINT)
    # Keep draining the terminal until it exits: a full pseudo-terminal would block its writes.
    # A read can fail (EIO) while it still runs, so a failed read does not end the draining.
    deadline = time.monotonic() + 60
    while process.poll() is None and time.monotonic() < deadline:
        ready, _, _ = select.select([primary], [], [], 0.2)
        if ready:
            try:
                progress += os.read(primary, 4096)
            except OSError:
                time.sleep(0.01)
    stdout, _ = process.communicate(timeout=60)
    os.close(primary)
    assert b"IDDFS: bound " in progress and b"/s" in progress
    assert process.returncode == 130
    assert (
        "no answer: interrupted (Ctrl-C); proved so far: at least" in stdout
        and "expanded" in stdout
    )


def test_compare__reproduces_the_course_report_instance():
    run = explorer("compare", "541203786", "123804765")
    assert run.returncode == 0
    rows = {
        tuple(re.split(r"\s{2,}", line.strip())[:2]): re.split(r"\s{2,}", line.strip())
        for line in run.stdout.splitlines()[2:]
    }
    assert len(rows) == len(combinations(3, None, None))
    for (algorithm, _heuristic), row in rows.items():
        if row[4] == "proved":
            assert row[3] == "20"
        assert row[2] == (
            "undo" if algorithm in ("IDDFS", "IDA*") else "-"
        )  # the default pruning, on all alike
    assert rows["A*", "string"][3:5] == ["24 (+4)", "no"]
    assert rows["BFS", "-"][3:5] == ["20", "proved"] and rows["DFS", "-"][4] == "no"
    assert run.stdout.splitlines()[0].endswith("IDDFS and IDA* rows: one loop, --prune undo")


def test_compare__json_has_one_run_per_combination():
    run = explorer(
        "compare",
        "--json",
        "--algorithms",
        "bfs,astar",
        "--heuristics",
        "manhattan,string",
        "2 8 3 / 1 6 4 / 7 -1 5",
        "1 2 3 / 8 -1 4 / 7 6 5",
    )
    runs = json.loads(run.stdout)["runs"]
    assert [(each["algorithm"], each["heuristic"]) for each in runs] == [
        ("BFS", None),
        ("A*", "manhattan"),
        ("A*", "string"),
    ]
    assert all(slide(tuple(each["start"]), each["path"]) == tuple(each["goal"]) for each in runs)
    assert [each["moves"] for each in runs] == [5, 5, 5]


# --- a fair comparison: one IDA* loop, pruning named ----------------------------------------------


def accepted_strings(side: int, prune: str, length: int) -> List[str]:
    """Every move string of exactly `length` moves, legal from the centre-most blank cell, that
    prune's table lets a search make."""
    following = algorithms.prune_automaton(side, prune)
    found = []

    def extend(string: str, cell: int, state: int) -> None:
        if len(string) == length:
            found.append(string)
            return
        row, column = divmod(cell, side)
        for index, (move, target, legal) in enumerate(
            (
                ("U", cell - side, row > 0),
                ("D", cell + side, row < side - 1),
                ("L", cell - 1, column > 0),
                ("R", cell + 1, column < side - 1),
            )
        ):
            if legal and following[state * 4 + index] >= 0:
                extend(string + move, target, following[state * 4 + index])

    extend("", (side // 2) * side + side // 2, 0)
    return found


@pytest.mark.parametrize("side", [3, 4])
def test_prune_tables__skip_what_they_name_and_lose_no_board(side):
    start = slide(tuple(range(1, side * side)) + (0,), "UL")  # the blank in the centre-most cell
    undoes = re.compile("UD|DU|LR|RL")
    reached, kept = {start}, {start}
    for length in range(1, 8):
        every, undo, automaton = (
            accepted_strings(side, prune, length) for prune in ("none", "undo", "automaton")
        )
        assert len(set(every)) == len(every) and all(
            slide(start, path) for path in every
        )  # all legal
        assert undo == [path for path in every if not undoes.search(path)]
        assert set(automaton) <= set(undo)
        if (
            length >= 6
        ):  # the shortest duplicates beside a move undone: two 6-move halves of a 12-move cycle
            assert len(automaton) < len(undo)
        # no board within `length` moves is lost: each is reached by a string the automaton allows
        reached |= {slide(start, path) for path in every}
        kept |= {slide(start, path) for path in automaton}
        assert kept == reached


@pytest.mark.parametrize("prune", ["none", "undo", "automaton"])
@pytest.mark.parametrize(
    "name, heuristic",
    [
        ("iddfs", None),
        ("idastar", "manhattan"),
        ("idastar", "hamming"),
        ("idastar", "walking"),
        ("idastar", "linear-conflict"),
    ],
)
@settings(deadline=None, max_examples=examples(5, 25, 120))
@given(case=walks((2, 3), longest=10, any_goal=True))
def test_prune__every_choice_keeps_the_bfs_distance(prune, name, heuristic, case):
    check_pruning_keeps_the_distance(prune, name, heuristic, case)


def check_pruning_keeps_the_distance(
    prune: str, name: str, heuristic, walk: Walk, solve=algorithms.solve
) -> None:
    _, start, goal = walk
    result = solve(start, goal, name, heuristic, prune=prune)
    check_solved(result, start, goal)
    assert result.moves == reference.distance_between(start, goal) and result.optimal
    assert (result.prune, result.loop) == (prune, "generic")


@settings(deadline=None, max_examples=examples(8, 40, 200))
@given(case=walks((3, 4), longest=24, any_goal=True))
def test_generic_loop_with_automaton_pruning__expands_what_the_incremental_walking_loop_expands(
    case,
):
    check_generic_loop_expands_as_the_incremental(case)


def check_generic_loop_expands_as_the_incremental(walk: Walk, solve=algorithms.solve) -> None:
    # Walking distance changes by exactly 1 a move, so the incremental loop's parity skip never
    # applies: the two loops search the same tree, and only their speed differs.
    _, start, goal = walk
    fast = solve(start, goal, "idastar", "walking")
    generic = solve(start, goal, "idastar", "walking", prune="automaton")
    assert (fast.loop, generic.loop, fast.prune, generic.prune) == (
        "incremental",
        "generic",
        "automaton",
        "automaton",
    )
    assert (fast.path, fast.expanded, fast.generated, fast.max_frontier) == (
        generic.path,
        generic.expanded,
        generic.generated,
        generic.max_frontier,
    )


@pytest.mark.parametrize("prune", ["none", "undo", "automaton"])
def test_compare__every_iddfs_and_ida_star_row_runs_one_loop_with_the_pruning_asked(
    prune, tmp_path
):
    run = explorer(
        "compare",
        "--json",
        "--prune",
        prune,
        "-a",
        "iddfs,idastar,astar",
        "-H",
        "none,walking,pdb,manhattan",
        "283164705",
        "123804765",
        cache=tmp_path,
    )
    assert run.returncode == 0, run.stderr
    runs = {(each["algorithm"], each["heuristic"]): each for each in json.loads(run.stdout)["runs"]}
    for (algorithm, _heuristic), each in runs.items():
        tree = algorithm in ("IDDFS", "IDA*")
        assert (each["prune"], each["loop"]) == ((prune, "generic") if tree else (None, None))
        assert each["moves"] == reference.distance_between((2, 8, 3, 1, 6, 4, 7, 0, 5), REPORT_GOAL)
    # IDDFS is IDA* with the zero estimate: the same loop counts the same nodes
    assert [runs["IDDFS", None][key] for key in ("expanded", "generated", "path")] == [
        runs["IDA*", "none"][key] for key in ("expanded", "generated", "path")
    ]


def test_compare__a_progress_line_per_finished_row_when_stderr_is_no_terminal():
    run = explorer(
        "compare", "-a", "bfs,astar", "-H", "manhattan,hamming", "283104765", "123804765"
    )
    assert run.returncode == 0
    assert [line.split(":")[0] for line in run.stderr.splitlines()] == [
        "compare [1/3] BFS",
        "compare [2/3] A* + manhattan",
        "compare [3/3] A* + hamming",
    ]
    assert all("4 moves, expanded" in line for line in run.stderr.splitlines())
    quiet = explorer(
        "compare", "-q", "-a", "bfs,astar", "-H", "manhattan,hamming", "283104765", "123804765"
    )
    assert quiet.returncode == 0 and quiet.stderr == "" and len(quiet.stdout.splitlines()) == 2 + 3


def test_compare__a_status_line_names_the_row_on_a_terminal():
    goal = " ".join(map(str, range(1, 16))) + " 0"
    status, stdout, shown = run_on_terminal(
        "compare",
        "-a",
        "iddfs,idastar",
        "-H",
        "hamming",
        "--timeout",
        "1",
        " ".join(map(str, HARD_4X4)),
        goal,
    )
    assert status == 0 and b"[1/2] IDDFS" in shown and b"[2/2] IDA* + hamming" in shown
    assert b"compare [" not in shown  # the lines per row are for logs, not for terminals
    assert stdout.count("stopped (>=") == 2  # both rows end at --timeout on the 80-move board


def test_solve__prune_names_the_loop_and_goes_with_the_tree_searches_only():
    run = explorer("solve", "--prune", "none", "-a", "iddfs", "283104765", "123804765")
    assert run.returncode == 0 and "generic loop, --prune none" in run.stdout
    fast = explorer("solve", "283104765", "123804765")
    assert "incremental loop, --prune automaton" in fast.stdout
    wrong = explorer("solve", "--prune", "undo", "-a", "astar", "283104765")
    assert (
        wrong.returncode == 1
        and wrong.stderr.count("\n") == 1
        and "--prune goes with the tree searches" in wrong.stderr
    )


def test_notations__a_file_in_the_algs4_format_reads_as_its_board():
    # The Princeton assignment's format: n, then n rows of "%2d " per tile.
    text = "4\n 1  2  3  4 \n 5  6  7  8 \n10  0 11 12 \n 9 13 14 15 \n"
    numbers = [int(word) for word in text.split()]
    assert notation.parse_boards(text) == [tuple(numbers[1:])] and numbers[0] == 4
    with pytest.raises(InputError, match="17 numbers"):
        notation.parse_boards("5 " + " ".join(map(str, numbers[1:])))


# --- each property fails on a broken solve --------------------------------------------------------


def solved_then(change):
    """A broken stand-in for algorithms.solve: its answer, changed by change(result, goal)."""

    def broken(start, goal, *arguments, **options):
        return change(algorithms.solve(start, goal, *arguments, **options), goal)

    return broken


# A path two moves too long (out of the goal and back: still legal, still ending at the goal).
with_a_detour = solved_then(
    lambda result, goal: (
        result._replace(path=result.path + out_and_back(goal))
        if result.path is not None
        else result
    )
)
# The proved lower bound one move too high.
with_a_bound_one_too_high = solved_then(
    lambda result, goal: (
        result._replace(lower_bound=result.lower_bound + 1)
        if result.lower_bound is not None
        else result
    )
)
claiming_optimality = solved_then(lambda result, goal: result._replace(optimal=True))
# A board expanded before an unreachable goal is reported: a search where parity decides.
searching_an_unreachable_pair = solved_then(
    lambda result, goal: (
        result._replace(expanded=result.expanded + 1) if result.status == "unreachable" else result
    )
)
counting_no_expansion = solved_then(lambda result, goal: result._replace(expanded=0))
# The generic loop (the one --prune names) expands one board more than the incremental loop.
generic_loop_expanding_one_more = solved_then(
    lambda result, goal: (
        result._replace(expanded=result.expanded + 1) if result.loop == "generic" else result
    )
)

# (the property, the algorithm it checks, the strategy its test draws from, a broken solve, what
# is broken)
BROKEN = [
    (check_optimal, ("astar", "manhattan"), pairs_at_distance(), with_a_detour, "detour"),
    (
        check_optimal,
        ("idastar", "linear-conflict"),
        pairs_at_distance(),
        with_a_bound_one_too_high,
        "bound one too high",
    ),
    (
        check_optimal_on_a_walk,
        ("idastar", "manhattan"),
        walks((4, 5), longest=12, any_goal=True),
        with_a_detour,
        "detour",
    ),
    (
        check_unreachable_by_parity,
        ("astar", "manhattan"),
        unreachable_pairs(),
        searching_an_unreachable_pair,
        "a search",
    ),
    (
        check_legal_not_claimed_optimal,
        ("greedy", "manhattan"),
        pairs_at_distance(),
        claiming_optimality,
        "claims optimality",
    ),
    (
        check_dfs_within_its_depth_limit,
        (),
        walks((3, 4, 5), longest=10, any_goal=True),
        with_a_bound_one_too_high,
        "bound one too high",
    ),
    (check_bfs_expansions, (), pairs_at_distance(), counting_no_expansion, "no expansion"),
    (
        check_pruning_keeps_the_distance,
        ("automaton", "idastar", "manhattan"),
        walks((2, 3), longest=10, any_goal=True),
        with_a_detour,
        "detour",
    ),
    (
        check_generic_loop_expands_as_the_incremental,
        (),
        walks((3, 4), longest=24, any_goal=True),
        generic_loop_expanding_one_more,
        "one more expansion",
    ),
]
# Each property test of this module and the property it runs.
PROPERTY_TESTS = {
    test_optimal_algorithms__give_the_bfs_distance_on_reachable_3x3_pairs: check_optimal,
    test_costly_optimal_algorithms__give_the_bfs_distance_on_reachable_3x3_pairs: check_optimal,
    test_slow_optimal_algorithms__give_the_bfs_distance_within_18_moves: check_optimal,
    test_optimal_algorithms__give_the_bfs_distance_on_4x4_and_5x5_walks: check_optimal_on_a_walk,
    test_every_algorithm__answers_an_unreachable_pair_by_parity_without_a_search: (
        check_unreachable_by_parity
    ),
    test_other_algorithms__return_a_legal_path_not_claimed_optimal: (
        check_legal_not_claimed_optimal
    ),
    test_dfs__finds_a_path_within_its_depth_limit_whenever_one_exists: (
        check_dfs_within_its_depth_limit
    ),
    test_bfs__expands_every_board_nearer_than_the_goals_parent_and_none_beyond_it: (
        check_bfs_expansions
    ),
    test_prune__every_choice_keeps_the_bfs_distance: check_pruning_keeps_the_distance,
    test_generic_loop_with_automaton_pruning__expands_what_the_incremental_walking_loop_expands: (
        check_generic_loop_expands_as_the_incremental
    ),
}


@pytest.mark.parametrize(
    "check, algorithm, strategy, broken, wrong",
    BROKEN,
    ids=["%s-%s" % (check.__name__, wrong.replace(" ", "-")) for check, _, _, _, wrong in BROKEN],
)
def test_property__fails_on_a_broken_solve(check, algorithm, strategy, broken, wrong):
    # the property holds for the explorer's own solve on these cases, so the failure is the break's
    assert first_failure(lambda case: check(*algorithm, case), strategy, most=3) is None
    assert first_failure(lambda case: check(*algorithm, case, solve=broken), strategy) is not None


def test_property__every_test_of_a_property_has_a_broken_solve_that_fails_it():
    assert property_tests(globals()) == set(PROPERTY_TESTS)
    assert set(PROPERTY_TESTS.values()) == {check for check, _, _, _, _ in BROKEN}
