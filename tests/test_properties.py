"""Property tests (Hypothesis) of the core and of every vendored copy of it in solutions/: the
heuristics and the optimal searches, as the submitted files carry them.

What it proves, on boards Hypothesis draws (solvable and unsolvable alike):
- Heuristics (Hamming, Manhattan, Euclidean, linear conflict and walking distance: the core's and
  each file's copy of those it carries): never above the BFS distance, change by at most 1 per
  move, never count the blank, score 1 on a board one move from the goal. The first two draw a
  side one time in ten 2x2, five 3x3 and four 4x4 (`--hypothesis-show-statistics` lists each
  draw's side as an event); a 4x4 board is a walk whose distance a two-ended plain BFS proves.
- Every search that claims optimality (Search, AutomatonSearch, FifteenSearch and ManhattanSearch,
  each alone and in the twin search) in the core and in every file's vendored copy that carries
  it gives the BFS distance along a path that slides from the board to the goal: on 3x3 the full
  BFS, on 4x4 walks the two-ended BFS; an unsolvable board gets no path.
- Each property above fails on a deliberately broken copy (a heuristic that counts the blank, a
  search that takes a detour, one that heads for the wrong goal, a distance one too long):
  test_property__fails_on_a_broken_copy runs it, drawing as its test draws, until Hypothesis
  finds a failing board.
The submitted files' own answers (the Luogu, HihoCoder and Princeton files on any board, the
Princeton Solver and Board) are held to the BFS in tests/problems/NAME/test_properties.py.

A file carries only the core definitions it uses (`make vendor`), so each test runs on the copies
that carry what it exercises (copies_with); the core carries everything, so every property is
tested at least on the core, and test_copies__reach_the_files_that_carry_them pins the reach.

Expected values come from slidingkit/oracle/reference.py (plain BFS) or from the small independent
helpers here and in tests/conftest.py (sliding a path, the Manhattan and Hamming sums, the goal
1..n*n-1), never from the code under test. Only the tests that run a search have deadline=None; the
BFS and the tables they would otherwise build inside a timed example are built once by the
warm_caches fixture.
"""

import itertools
import math
import types
from typing import Any, Dict, Optional, Sequence, Tuple

import pytest
from hypothesis import event, example, given, settings
from hypothesis import strategies as st

from slidingkit import core, problems
from slidingkit.oracle import reference
from tests.conftest import (
    LONGEST_WALK,
    Walk,
    boards_along,
    boards_of_side,
    examples,
    first_failure,
    hamming_of_tiles,
    load_solution,
    manhattan_of_tiles,
    out_and_back,
    property_tests,
    side_of,
    standard_goal,
    walks,
    with_first_two_tiles_swapped,
)

Board = Tuple[int, ...]

HEURISTICS = ("hamming", "manhattan", "euclidean", "linear_conflict", "walking_distance")
SEARCHES = (
    "Search",
    "AutomatonSearch",
    "FifteenSearch",
    "ManhattanSearch",
)  # every optimal search of the core


def load_copy(name: str):
    """slidingkit/core/ itself for "core", else the solution file as users submit it."""
    return core if name == "core" else load_solution(name)


# slidingkit/core/, then every submitted Python file that carries a heuristic or a search of the
# core.
COPIES = ("core",) + tuple(
    name
    for name in problems.names()
    if any(hasattr(load_solution(name), each) for each in HEURISTICS + SEARCHES)
)


def searches_of(module, side: int) -> Dict[str, Any]:
    """The optimal searches the copy carries that take an n x n board (walking distance: n <= 4)."""
    return {
        name: getattr(module, name)
        for name in SEARCHES
        if hasattr(module, name) and (side <= 4 or name == "ManhattanSearch")
    }


def copies_with(*names: str) -> Tuple[str, ...]:
    """The copies that carry at least one of names."""
    return tuple(copy for copy in COPIES if any(hasattr(load_copy(copy), name) for name in names))


LUOGU_GOAL = reference.LUOGU_GOAL  # 1 2 3 / 8 0 4 / 7 6 5, the blank in the centre
HIHOCODER_GOAL = reference.HIHOCODER_GOAL  # 1 2 3 / 4 5 6 / 7 8 0, the blank bottom-right


def digits(text: str) -> Board:
    """The 3x3 board written as nine digits, e.g. "283104765"."""
    return reference.board_from_digits(text)


# Pinned boards; each distance is the BFS one, checked by test_pinned_boards__are_what_they_claim.
LUOGU_FARTHEST = digits("187256340")  # 30 moves from LUOGU_GOAL (the maximum), blank bottom-right
HIHOCODER_FARTHEST = digits("867254301")  # 31 moves from HIHOCODER_GOAL (the maximum)
HIHOCODER_FAR_CENTRE = digits("147208365")  # 30 moves from HIHOCODER_GOAL, blank in the centre
HIHOCODER_ONE_MOVE = digits("123456708")  # 1 move from HIHOCODER_GOAL
LUOGU_ONE_MOVE = digits("123084765")  # 1 move from LUOGU_GOAL
FARTHEST_2X2 = (0, 3, 2, 1)  # 6 moves from 1 2 / 3 0, the maximum

PINNED = [  # (board, goal, BFS distance)
    (LUOGU_FARTHEST, LUOGU_GOAL, 30),
    (HIHOCODER_FARTHEST, HIHOCODER_GOAL, 31),
    (HIHOCODER_FAR_CENTRE, HIHOCODER_GOAL, 30),
    (HIHOCODER_ONE_MOVE, HIHOCODER_GOAL, 1),
    (LUOGU_ONE_MOVE, LUOGU_GOAL, 1),
    (FARTHEST_2X2, (1, 2, 3, 0), 6),
]


# --- independent helpers (no code from slidingkit/core/ or solutions/)
# ---------------------------------------


def renaming(board: Board, goal: Board) -> Dict[int, int]:
    """σ with σ(board[p]) = goal[p] for every cell p; it keeps 0 when the blanks share a cell."""
    sigma = {tile: goal[cell] for cell, tile in enumerate(board)}
    assert sigma[0] == 0, "the blanks of %r and %r are on different cells" % (board, goal)
    return sigma


def renamed(board: Board, sigma: Dict[int, int]) -> Board:
    return tuple(sigma[tile] for tile in board)


def euclidean_of_tiles(board: Board, goal: Board) -> float:
    """Sum over tiles (not the blank) of the straight-line distance to the goal cell."""
    side = side_of(board)
    total = 0.0
    for cell, tile in enumerate(board):
        if tile:
            (row, column), (goal_row, goal_column) = (
                divmod(cell, side),
                divmod(goal.index(tile), side),
            )
            total += math.sqrt((row - goal_row) ** 2 + (column - goal_column) ** 2)
    return total


def heuristic_values(module, board: Board, goal: Board) -> Dict[str, float]:
    """Every admissible heuristic the copy carries for (board, goal). Walking distance only where
    its tables are cheap."""
    values = {
        heuristic: getattr(module, heuristic)(board, goal)
        for heuristic in HEURISTICS[:4]
        if hasattr(module, heuristic)
    }
    cheap = side_of(board) <= 3 or (side_of(board) == 4 and goal == standard_goal(4))
    if hasattr(module, "walking_distance") and cheap:
        values["walking_distance"] = module.walking_distance(board, goal)
    return values


@pytest.fixture(scope="module", autouse=True)
def warm_caches():
    """Build the BFS of both judge goals and every copy's tables for the goals the timed
    (non-search) tests use, so no example pays for them inside its deadline."""
    for goal in (LUOGU_GOAL, HIHOCODER_GOAL):
        reference.bfs_distances(goal)
        reference.bfs_distances(reference.canonical_goal(goal))  # reference.distance_between's
    for name in COPIES:
        module = load_copy(name)
        for goal in (LUOGU_GOAL, HIHOCODER_GOAL, standard_goal(2), standard_goal(4)):
            for search in searches_of(module, side_of(goal)).values():
                search.shortest_path(goal, goal)  # builds the search's tables for goal


# --- strategies -----------------------------------------------------------------------------------


GOALS_2X2 = list(itertools.permutations(range(4)))
# The heuristics' claims matter most where the searches use them: 3x3 and 4x4. A side is drawn
# first, one time in ten 2x2 (every goal), five in ten 3x3 (a judge goal), four in ten 4x4 (the
# Princeton goal); the sides shrink toward 2x2. Each draw records its side as a Hypothesis event
# (`pytest --hypothesis-show-statistics` shows the split).
SIDES_BY_WEIGHT = (2, 3, 3, 3, 3, 3, 4, 4, 4, 4)
judge_goals = st.sampled_from([LUOGU_GOAL, HIHOCODER_GOAL])


def draw_side(draw) -> int:
    side = draw(st.sampled_from(SIDES_BY_WEIGHT))
    event("side %d" % side)
    return side


def draw_goal(draw, side: int) -> Board:
    if side == 2:
        return draw(st.sampled_from(GOALS_2X2))
    return draw(judge_goals) if side == 3 else standard_goal(side)


@st.composite
def reachable_boards(draw) -> Tuple[Board, Board, int]:
    """(goal, board, distance by plain BFS) with board able to reach goal. On 2x2 and 3x3 a drawn
    permutation, or its first two tiles swapped if it cannot reach the goal; on 4x4 a walk of up
    to 25 moves from the goal, its distance proved by a two-ended BFS."""
    side = draw_side(draw)
    goal = draw_goal(draw, side)
    if side == 4:
        board = draw(walks(sides=[4])).board
        route = reference.shortest_route(board, goal, 4, LONGEST_WALK[4])
        assert route is not None  # a walk of at most LONGEST_WALK[4] moves
        return goal, board, len(route)
    board = draw(boards_of_side(side))
    if board not in reference.bfs_distances(goal):
        board = with_first_two_tiles_swapped(board)
    return goal, board, reference.bfs_distances(goal)[board]


@st.composite
def any_boards(draw) -> Tuple[Board, Board]:
    """(goal, board): a goal drawn as for reachable_boards, and any board of its side,
    solvable or not."""
    goal = draw_goal(draw, draw_side(draw))
    return goal, draw(boards_of_side(side_of(goal)))


@st.composite
def boards_and_goals(draw, sides: Sequence[int] = (2, 3, 4, 5, 6)) -> Tuple[Board, Board]:
    """(goal, board) of one side: any goal for n <= 3, the Princeton goal or any other above."""
    side = draw(st.sampled_from(sides))
    if side <= 3 or draw(st.booleans()):
        goal = draw(boards_of_side(side))
    else:
        goal = standard_goal(side)
    return goal, draw(boards_of_side(side))


@st.composite
def boards_one_move_from_the_goal(draw) -> Tuple[Board, Board]:
    """(goal, board): any 2x2 or 3x3 goal, or the Princeton 4x4 or 5x5 goal,
    and a board one move away."""
    goal = draw(
        st.one_of(
            boards_of_side(2),
            boards_of_side(3),
            st.sampled_from([standard_goal(4), standard_goal(5)]),
        )
    )
    return goal, draw(st.sampled_from(reference.neighbors(goal)))


@st.composite
def boards_near_the_4x4_goal(draw) -> Tuple[Walk, bool]:
    """(a walk from the 4x4 goal, whether to take its twin instead: unsolvable)."""
    return draw(walks(sides=[4])), draw(st.booleans())


@st.composite
def boards_for_every_copy(draw) -> Tuple[Board, Board, int]:
    """(goal, board, its distance by plain BFS or -1): any 3x3 board for a judge goal, or a 4x4
    walk from the goal (its distance proved by a two-ended BFS), or the walk's twin (unsolvable:
    one exchange of two tiles)."""
    if draw(st.booleans()):
        goal, board = draw(judge_goals), draw(boards_of_side(3))
        moves = reference.distance(board, goal)
        return goal, board, -1 if moves is None else moves
    walk = draw(walks(sides=[4]))
    if draw(st.booleans()):
        return standard_goal(4), with_first_two_tiles_swapped(walk.board), -1
    route = reference.shortest_route(walk.board, standard_goal(4), 4, walk.steps)
    assert route is not None  # the walk itself is a route of walk.steps moves
    return standard_goal(4), walk.board, len(route)


reachable = reachable_boards()
any_board = any_boards()
board_and_goal = boards_and_goals()
one_move_away = boards_one_move_from_the_goal()
board_for_a_judge_goal = st.tuples(judge_goals, boards_of_side(3))
near_the_4x4_goal = boards_near_the_4x4_goal()
board_for_every_copy = boards_for_every_copy()


def test_pinned_boards__are_what_they_claim():
    for board, goal, moves in PINNED:
        assert reference.distance(board, goal) == moves, (board, goal)
    assert max(reference.bfs_distances(LUOGU_GOAL).values()) == 30
    assert max(reference.bfs_distances(HIHOCODER_GOAL).values()) == 31
    assert max(reference.bfs_distances((1, 2, 3, 0)).values()) == 6


# --- 1. the reference's relabelling (reference.distance_between rests on it) ----------------------


@settings(max_examples=examples(200, 600, 3000))
@given(board=boards_of_side(3), goals=st.permutations([LUOGU_GOAL, HIHOCODER_GOAL]))
@example(board=LUOGU_FARTHEST, goals=[LUOGU_GOAL, HIHOCODER_GOAL])
@example(board=HIHOCODER_FAR_CENTRE, goals=[HIHOCODER_GOAL, LUOGU_GOAL])
def test_relabelling__keeps_the_bfs_distance(board, goals):
    # For b with the blank on G2's blank cell, d(b, G1) = d(σ_b(G1), G2): renaming the tiles
    # keeps which moves are legal.
    first_goal, second_goal = goals
    blank, wanted = board.index(0), second_goal.index(0)
    cells = list(board)
    cells[blank], cells[wanted] = cells[wanted], 0  # the blank onto G2's blank cell
    board = tuple(cells)
    corresponding = renamed(first_goal, renaming(board, second_goal))
    assert reference.distance(board, first_goal) == reference.distance(corresponding, second_goal)
    assert reference.distance_between(board, first_goal) == reference.distance(board, first_goal)


# --- 2. heuristics: admissible, consistent, blind to the blank ------------------------------------
# Each property is a function of the copy it checks (a module, or a broken stand-in) and of one
# drawn case; the tests run it on every copy that carries a heuristic.


def never_exceed_the_bfs_distance(module, case: Tuple[Board, Board, int]) -> None:
    goal, board, moves = case
    for heuristic, value in heuristic_values(module, board, goal).items():
        assert 0 <= value <= moves, (heuristic, value, moves)


def change_by_at_most_one_per_move(module, case: Tuple[Board, Board]) -> None:
    goal, board = case
    here = heuristic_values(module, board, goal)
    for neighbor in reference.neighbors(board):
        there = heuristic_values(module, neighbor, goal)
        for heuristic in here:
            assert abs(there[heuristic] - here[heuristic]) <= 1 + 1e-9, (
                heuristic,
                neighbor,
                here,
                there,
            )


def do_not_count_the_blank(module, case: Tuple[Board, Board]) -> None:
    goal, board = case
    values = heuristic_values(module, board, goal)
    hamming, manhattan = hamming_of_tiles(board, goal), manhattan_of_tiles(board, goal)
    assert (
        values.get("hamming", hamming) == hamming
        and values.get("manhattan", manhattan) == manhattan
    )
    if "walking_distance" in values:  # no simple formula: it is at least the Manhattan sum
        assert values["walking_distance"] >= manhattan
    if "euclidean" in values:
        assert math.isclose(values["euclidean"], euclidean_of_tiles(board, goal), abs_tol=1e-9)
    if "linear_conflict" in values:
        # Linear conflict adds two moves per tile that must leave its line: at least Manhattan,
        # same parity.
        assert (
            values["linear_conflict"] >= manhattan
            and (values["linear_conflict"] - manhattan) % 2 == 0
        )


def score_one_a_board_one_move_from_the_goal(module, case: Tuple[Board, Board]) -> None:
    # One move displaces one tile and the blank: a heuristic that counts the blank says 2.
    goal, board = case
    for heuristic, value in heuristic_values(module, goal, goal).items():
        assert value == 0, (heuristic, value)
    for heuristic, value in heuristic_values(module, board, goal).items():
        assert value == 1, (heuristic, value)


copies_with_heuristics = copies_with(*HEURISTICS)


@pytest.mark.parametrize("name", copies_with_heuristics)
@settings(deadline=None, max_examples=examples(150, 450, 2000))
@given(case=reachable)
@example(case=(LUOGU_GOAL, LUOGU_FARTHEST, 30))
@example(case=(HIHOCODER_GOAL, HIHOCODER_FARTHEST, 31))
@example(case=(HIHOCODER_GOAL, HIHOCODER_GOAL, 0))
@example(case=(LUOGU_GOAL, LUOGU_ONE_MOVE, 1))
@example(case=((1, 2, 3, 0), FARTHEST_2X2, 6))
def test_heuristics__never_exceed_the_bfs_distance(name, case):
    # deadline=None: a 4x4 example proves its distance with a two-ended BFS (up to 0.1 s).
    never_exceed_the_bfs_distance(load_copy(name), case)


@pytest.mark.parametrize("name", copies_with_heuristics)
@settings(max_examples=examples(150, 450, 2000))
@given(case=any_board)
@example(case=(LUOGU_GOAL, LUOGU_GOAL))
@example(case=(HIHOCODER_GOAL, HIHOCODER_FARTHEST))
@example(case=(HIHOCODER_GOAL, with_first_two_tiles_swapped(HIHOCODER_ONE_MOVE)))
@example(case=(standard_goal(4), standard_goal(4)[::-1]))
def test_heuristics__change_by_at_most_one_per_move(name, case):
    # Any board, solvable or not: the twin search evaluates unsolvable boards too.
    change_by_at_most_one_per_move(load_copy(name), case)


@pytest.mark.parametrize("name", copies_with_heuristics)
@settings(max_examples=examples(150, 450, 2000))
@given(case=board_and_goal)
@example(case=(HIHOCODER_GOAL, HIHOCODER_GOAL))
@example(case=(standard_goal(4), standard_goal(4)[::-1]))
@example(case=(LUOGU_GOAL, LUOGU_ONE_MOVE))
def test_heuristics__do_not_count_the_blank(name, case):
    do_not_count_the_blank(load_copy(name), case)


@pytest.mark.parametrize("name", copies_with_heuristics)
@settings(max_examples=examples(100, 300, 1500))
@given(case=one_move_away)
@example(case=(LUOGU_GOAL, LUOGU_ONE_MOVE))
@example(case=(HIHOCODER_GOAL, HIHOCODER_ONE_MOVE))
@example(case=(standard_goal(4), standard_goal(4)[:14] + (0, 15)))
def test_heuristics__score_one_a_board_one_move_from_the_goal(name, case):
    score_one_a_board_one_move_from_the_goal(load_copy(name), case)


# --- 3. every optimal search, and every vendored copy, gives the BFS distance ---------------------


def optimal_paths(module, board: Board, goal: Board) -> Dict[str, Optional[str]]:
    """The path each optimal search the copy carries finds (None: no path),
    and its twin search's."""
    paths = {
        name: search.shortest_path(board, goal)
        for name, search in searches_of(module, side_of(board)).items()
    }
    if hasattr(module, "twin_search"):
        for name, search in searches_of(module, side_of(board)).items():
            paths["twin " + name] = module.twin_search(search, board, goal)
    return paths


def check_paths(paths: Dict[str, Optional[str]], board: Board, goal: Board) -> Optional[int]:
    """Assert every path is legal, ends at goal and all have one length (or all None); return it."""
    lengths = {search: None if path is None else len(path) for search, path in paths.items()}
    assert len(set(lengths.values())) == 1, lengths
    for search, path in paths.items():
        if path is not None:
            assert boards_along(board, path)[-1] == goal, (search, path)
    return next(iter(lengths.values()))


def agree_with_bfs_on_3x3_boards(module, case: Tuple[Board, Board]) -> None:
    goal, board = case
    assert check_paths(optimal_paths(module, board, goal), board, goal) == reference.distance(
        board, goal
    )


def agree_near_the_4x4_goal(module, case: Tuple[Walk, bool]) -> None:
    walk, unsolvable = case
    board = with_first_two_tiles_swapped(walk.board) if unsolvable else walk.board
    goal = standard_goal(4)
    moves = check_paths(optimal_paths(module, board, goal), board, goal)
    if unsolvable:
        assert moves is None
    else:  # exactly the distance a two-ended plain BFS proves (the walk bounds its depth)
        route = reference.shortest_route(board, goal, 4, walk.steps)
        assert route is not None and moves == len(route)


def give_the_bfs_distance(modules: Dict[str, Any], case: Tuple[Board, Board, int]) -> None:
    goal, board, expected = case
    lengths = {}
    for name, module in modules.items():
        for search, path in optimal_paths(module, board, goal).items():
            lengths[name, search] = -1 if path is None else len(path)
        for search in searches_of(module, side_of(board)).values():
            assert search.distance(board, goal) == expected, (name, search)
    assert set(lengths.values()) == {expected}, (expected, lengths)


copies_with_searches = copies_with(*SEARCHES)


@pytest.mark.parametrize("name", copies_with_searches)
@settings(deadline=None, max_examples=examples(20, 60, 300))
@given(case=board_for_a_judge_goal)
@example(case=(HIHOCODER_GOAL, HIHOCODER_FARTHEST))
@example(case=(LUOGU_GOAL, LUOGU_FARTHEST))
@example(case=(LUOGU_GOAL, LUOGU_GOAL))
@example(case=(LUOGU_GOAL, LUOGU_ONE_MOVE))
@example(case=(HIHOCODER_GOAL, with_first_two_tiles_swapped(HIHOCODER_FARTHEST)))
def test_optimal_searches__agree_with_bfs_on_3x3_boards(name, case):
    agree_with_bfs_on_3x3_boards(load_copy(name), case)


@pytest.mark.parametrize("name", copies_with_searches)
@settings(deadline=None, max_examples=examples(10, 30, 150))
@given(case=near_the_4x4_goal)
@example(case=(Walk(0, standard_goal(4), standard_goal(4)), False))
@example(case=(Walk(1, standard_goal(4)[:11] + (0, 13, 14, 15, 12), standard_goal(4)), True))
def test_optimal_searches__agree_near_the_4x4_goal(name, case):
    agree_near_the_4x4_goal(load_copy(name), case)


@settings(deadline=None, max_examples=examples(40, 450, 2000))
@given(case=board_for_every_copy)
@example(case=(HIHOCODER_GOAL, HIHOCODER_FARTHEST, 31))
@example(case=(LUOGU_GOAL, LUOGU_FARTHEST, 30))
@example(case=(LUOGU_GOAL, LUOGU_GOAL, 0))
@example(case=(HIHOCODER_GOAL, HIHOCODER_ONE_MOVE, 1))
@example(case=(LUOGU_GOAL, with_first_two_tiles_swapped(LUOGU_FARTHEST), -1))
def test_vendored_copies__give_the_bfs_distance(case):
    give_the_bfs_distance({name: load_copy(name) for name in COPIES}, case)


def test_copies__reach_the_files_that_carry_them():
    # The selection above, pinned without naming a file: every definition the properties
    # exercise is in the core, the twin search and each heuristic or search a file carries reach
    # at least one submitted file, and the copies the core alone carries are these.
    assert all(hasattr(core, name) for name in HEURISTICS + SEARCHES + ("twin_search",))
    carried_by_a_file = {
        name for name in HEURISTICS + SEARCHES + ("twin_search",) if copies_with(name)[1:]
    }
    assert {"hamming", "manhattan", "twin_search", "Search", "FifteenSearch"} <= carried_by_a_file
    assert set(HEURISTICS + SEARCHES + ("twin_search",)) - carried_by_a_file == {
        "euclidean",
        "linear_conflict",
        "walking_distance",
        "AutomatonSearch",
    }
    assert len(COPIES) > 2 and len(copies_with("Search")) > 2


# --- 4. each property fails on a deliberately broken copy -----------------------------------------


def manhattan_with_the_blank(board: Board, goal: Board) -> int:
    """Broken: the Manhattan sum with the blank counted as a tile."""
    side = side_of(board)
    total = 0
    for tile in range(len(board)):
        row, column = divmod(board.index(tile), side)
        goal_row, goal_column = divmod(goal.index(tile), side)
        total += abs(row - goal_row) + abs(column - goal_column)
    return total


class Detour(core.Search):
    """Broken: a shortest path with one move out of the goal and back appended (2 moves too long,
    still legal and still ending at the goal)."""

    @classmethod
    def shortest_path(cls, board, goal, columns=None, order="UDLR"):
        path = core.Search.shortest_path(board, goal, columns, order)
        return None if path is None else path + out_and_back(goal)


class WrongGoal(core.Search):
    """Broken: searches for 1..n*n-1 and the blank last, whatever goal it is given."""

    @classmethod
    def shortest_path(cls, board, goal, columns=None, order="UDLR"):
        return core.Search.shortest_path(board, standard_goal(side_of(board)), columns, order)


class OneTooFar(core.Search):
    """Broken: the right path, but a distance one too long."""

    @classmethod
    def distance(cls, board, goal, columns=None):
        moves = core.Search.distance(board, goal, columns)
        return moves if moves < 0 else moves + 1


def copy_carrying(**definitions) -> types.SimpleNamespace:
    """A stand-in for a vendored copy that carries only these definitions."""
    return types.SimpleNamespace(**definitions)


BLANK_COUNTED = copy_carrying(manhattan=manhattan_with_the_blank)
# (the property, the strategy its test draws from, a broken copy, what is broken)
BROKEN = [
    (never_exceed_the_bfs_distance, reachable, BLANK_COUNTED, "counts the blank"),
    (change_by_at_most_one_per_move, any_board, BLANK_COUNTED, "counts the blank"),
    (do_not_count_the_blank, board_and_goal, BLANK_COUNTED, "counts the blank"),
    (score_one_a_board_one_move_from_the_goal, one_move_away, BLANK_COUNTED, "counts the blank"),
    (agree_with_bfs_on_3x3_boards, board_for_a_judge_goal, copy_carrying(Search=Detour), "detour"),
    (agree_with_bfs_on_3x3_boards, board_for_a_judge_goal, copy_carrying(Search=WrongGoal), "goal"),
    (agree_near_the_4x4_goal, near_the_4x4_goal, copy_carrying(Search=Detour), "detour"),
    (
        give_the_bfs_distance,
        board_for_every_copy,
        {"core": core, "broken": copy_carrying(Search=Detour)},
        "detour",
    ),
    (
        give_the_bfs_distance,
        board_for_every_copy,
        {"core": core, "broken": copy_carrying(Search=OneTooFar)},
        "distance one too long",
    ),
]
# Each test of section 2 and 3 and the property it runs.
PROPERTY_TESTS = {
    test_heuristics__never_exceed_the_bfs_distance: never_exceed_the_bfs_distance,
    test_heuristics__change_by_at_most_one_per_move: change_by_at_most_one_per_move,
    test_heuristics__do_not_count_the_blank: do_not_count_the_blank,
    test_heuristics__score_one_a_board_one_move_from_the_goal: (
        score_one_a_board_one_move_from_the_goal
    ),
    test_optimal_searches__agree_with_bfs_on_3x3_boards: agree_with_bfs_on_3x3_boards,
    test_optimal_searches__agree_near_the_4x4_goal: agree_near_the_4x4_goal,
    test_vendored_copies__give_the_bfs_distance: give_the_bfs_distance,
}


@pytest.mark.parametrize(
    "check, strategy, broken, wrong",
    BROKEN,
    ids=["%s-%s" % (check.__name__, wrong.replace(" ", "-")) for check, _, _, wrong in BROKEN],
)
def test_property__fails_on_a_broken_copy(check, strategy, broken, wrong):
    assert first_failure(lambda case: check(broken, case), strategy) is not None, wrong


def test_property__every_test_of_a_property_has_a_broken_copy_that_fails_it():
    assert property_tests(globals()) - set(PROPERTY_TESTS) == {
        test_relabelling__keeps_the_bfs_distance
    }
    assert set(PROPERTY_TESTS.values()) == {check for check, _, _, _ in BROKEN}


def test_first_failure__is_none_when_every_case_passes():
    assert first_failure(lambda case: None, one_move_away) is None
    assert (
        first_failure(lambda case: never_exceed_the_bfs_distance(core, case), reachable, 20) is None
    )
