"""Property tests (Hypothesis) across the submitted solvers: the files in solutions/,
as users submit them.

What it proves, on boards Hypothesis draws (solvable and unsolvable alike):
- Relabelling: a renaming of the tiles that keeps the blank preserves distances, so the Luogu,
  HihoCoder and Princeton solutions must give the same distance and the same verdict on
  corresponding boards, although their goals differ.
- Random walks of k moves from the goal, n = 2..6: the Princeton Solver needs at most k moves, of
  the parity of k, and its solution goes from the board to the goal one slide at a time.
- Heuristics (Hamming, Manhattan, Euclidean, linear conflict and walking distance: the core's,
  each file's copy of those it carries, and the Princeton Board's): never above the BFS
  distance, change by at most 1 per move, never count the blank. The first two draw a side one
  time in ten 2x2, five 3x3 and four 4x4 (`--hypothesis-show-statistics` lists each draw's side
  as an event; one run of each showed 9-13% 2x2, 45-50% 3x3, 41-43% 4x4); a 4x4 board is a walk
  whose distance a two-ended plain BFS proves.
- Twin detection (the assignment's lockstep search) gives the parity test's verdict and moves.
- Every search that claims optimality (Search, AutomatonSearch, FifteenSearch and ManhattanSearch,
  each alone and in the twin search) in the core and in every file's vendored copy that carries
  it gives the BFS distance: on 3x3 the full BFS, on 4x4 walks the two-ended BFS.

A file carries only the core definitions it uses (`make vendor`), so each test draws from the
copies that carry what it exercises (copies_with); the core carries everything, so every
property is tested at least on the core, and test_copies__carry_what_the_tests_exercise pins
which copy carries what.

Expected values come from oracle/reference.py (plain BFS) or from the small independent helpers
below (replaying a path, the Manhattan and Hamming sums, the goal 1..n*n-1), never from the code
under test. Only the tests that run a search have deadline=None; the BFS and the tables they
would otherwise build inside a timed example are built once by the warm_caches fixture.
"""

import itertools
import math
import re
from typing import Any, Dict, List, NamedTuple, Optional, Sequence, Tuple

import pytest
from hypothesis import event, example, given, settings
from hypothesis import strategies as st

import core
from oracle import reference
from tests.conftest import examples, load_solution

Board = Tuple[int, ...]

SOLUTIONS = ("luogu_p1379", "hihocoder_1312", "princeton_8puzzle")
COPIES = ("core",) + SOLUTIONS  # core/, then each file's vendored copy
HEURISTICS = ("hamming", "manhattan", "euclidean", "linear_conflict", "walking_distance")
SEARCHES = (
    "Search",
    "AutomatonSearch",
    "FifteenSearch",
    "ManhattanSearch",
)  # every optimal search of the core


def load_copy(name: str):
    """core/ itself for "core", else the solution file as users submit it."""
    return core if name == "core" else load_solution(name)


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
BLANK_CENTRE, BLANK_BOTTOM_RIGHT = 4, 8


def digits(text: str) -> Board:
    """The 3x3 board written as nine digits, e.g. "283104765"."""
    return reference.board_from_digits(text)


# Pinned boards; each distance is the BFS one, checked by test_pinned_boards__are_what_they_claim.
LUOGU_FARTHEST = digits("187256340")  # 30 moves from LUOGU_GOAL (the maximum), blank bottom-right
LUOGU_NEAREST_BOTTOM_RIGHT = digits(
    "123845760"
)  # 2 moves from LUOGU_GOAL: the closest with that blank
HIHOCODER_FARTHEST = digits("867254301")  # 31 moves from HIHOCODER_GOAL (the maximum)
HIHOCODER_FARTHEST_OTHER = digits("647850321")  # the other 31-move board
HIHOCODER_FAR_CENTRE = digits("147208365")  # 30 moves from HIHOCODER_GOAL, blank in the centre
HIHOCODER_NEAREST_CENTRE = digits(
    "123405786"
)  # 2 moves from HIHOCODER_GOAL: the closest with that blank
HIHOCODER_ONE_MOVE = digits("123456708")  # 1 move from HIHOCODER_GOAL
LUOGU_ONE_MOVE = digits("123084765")  # 1 move from LUOGU_GOAL
FARTHEST_2X2 = (0, 3, 2, 1)  # 6 moves from 1 2 / 3 0, the maximum

PINNED = [  # (board, goal, BFS distance)
    (LUOGU_FARTHEST, LUOGU_GOAL, 30),
    (LUOGU_NEAREST_BOTTOM_RIGHT, LUOGU_GOAL, 2),
    (HIHOCODER_FARTHEST, HIHOCODER_GOAL, 31),
    (HIHOCODER_FARTHEST_OTHER, HIHOCODER_GOAL, 31),
    (HIHOCODER_FAR_CENTRE, HIHOCODER_GOAL, 30),
    (HIHOCODER_NEAREST_CENTRE, HIHOCODER_GOAL, 2),
    (HIHOCODER_ONE_MOVE, HIHOCODER_GOAL, 1),
    (LUOGU_ONE_MOVE, LUOGU_GOAL, 1),
    (FARTHEST_2X2, (1, 2, 3, 0), 6),
]


# --- independent helpers (no code from core/ or solutions/) ---------------------------------------


def princeton_goal(side: int) -> Board:
    """1..n*n-1 in row-major order, then the blank."""
    return tuple(range(1, side * side)) + (0,)


def side_of(board: Sequence[int]) -> int:
    return math.isqrt(len(board))


def grid(board: Board) -> List[List[int]]:
    side = side_of(board)
    return [list(board[start : start + side]) for start in range(0, len(board), side)]


def with_first_two_tiles_swapped(board: Board) -> Board:
    """The board with its first two tiles (row-major, never the blank) exchanged: one transposition,
    so exactly one of the two can reach any goal."""
    first, second = [cell for cell, tile in enumerate(board) if tile][:2]
    cells = list(board)
    cells[first], cells[second] = cells[second], cells[first]
    return tuple(cells)


def renaming(board: Board, goal: Board) -> Dict[int, int]:
    """σ with σ(board[p]) = goal[p] for every cell p; it keeps 0 when the blanks share a cell."""
    sigma = {tile: goal[cell] for cell, tile in enumerate(board)}
    assert sigma[0] == 0, "the blanks of %r and %r are on different cells" % (board, goal)
    return sigma


def renamed(board: Board, sigma: Dict[int, int]) -> Board:
    return tuple(sigma[tile] for tile in board)


_BLANK_STEP = {
    "U": (-1, 0),
    "D": (1, 0),
    "L": (0, -1),
    "R": (0, 1),
}  # the direction the blank travels


def boards_along(board: Board, path: str) -> List[Board]:
    """Every board along path (moves of the blank), board first;
    AssertionError on an illegal move."""
    side = side_of(board)
    boards = [board]
    for move in path:
        blank = board.index(0)
        row_step, column_step = _BLANK_STEP[move]
        row, column = blank // side + row_step, blank % side + column_step
        assert 0 <= row < side and 0 <= column < side, "move %r takes the blank off %r" % (
            move,
            board,
        )
        cells = list(board)
        cells[blank], cells[row * side + column] = cells[row * side + column], 0
        board = tuple(cells)
        boards.append(board)
    return boards


def hamming_of_tiles(board: Board, goal: Board) -> int:
    """Tiles 1..N-1 (never the blank) not on their goal cell."""
    return sum(1 for tile in range(1, len(board)) if board.index(tile) != goal.index(tile))


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


def manhattan_of_tiles(board: Board, goal: Board) -> int:
    """Sum over tiles 1..N-1 (never the blank) of their row and column distance to their goal
    cell."""
    side = side_of(board)
    total = 0
    for tile in range(1, len(board)):
        row, column = divmod(board.index(tile), side)
        goal_row, goal_column = divmod(goal.index(tile), side)
        total += abs(row - goal_row) + abs(column - goal_column)
    return total


# --- the submitted files, through their own interfaces --------------------------------------------


def luogu_answer(board: Board) -> Optional[int]:
    """The Luogu file's distance for board (None for its `-1`), its output format checked."""
    output = load_solution("luogu_p1379").solve("".join(map(str, board)) + "\n")
    assert re.fullmatch(r"(-1|0|[1-9][0-9]*)\n", output), output
    return None if output == "-1\n" else int(output)


def hihocoder_answers(boards: List[Board]) -> List[Optional[int]]:
    """The HihoCoder file's distances for boards, all in one input (None for `No Solution!`)."""
    text = "%d\n" % len(boards) + "".join(
        "\n".join(" ".join(map(str, row)) for row in grid(board)) + "\n" for board in boards
    )
    lines = load_solution("hihocoder_1312").solve(text).split("\n")
    assert lines[-1] == "" and len(lines) == len(boards) + 1, lines
    for line in lines[:-1]:
        assert re.fullmatch(r"No Solution!|0|[1-9][0-9]*", line), line
    return [None if line == "No Solution!" else int(line) for line in lines[:-1]]


def princeton_answer(board: Board, method: str) -> Optional[int]:
    """The Princeton file's move count from the first line of its output (None for no solution)."""
    text = "%d\n" % side_of(board) + "".join(" ".join(map(str, row)) + "\n" for row in grid(board))
    output = load_solution("princeton_8puzzle").solve(text, method)
    if output == "No solution possible\n":
        return None
    header = re.match(r"Minimum number of moves = (0|[1-9][0-9]*)\n", output)
    assert header, output[:80]
    return int(header.group(1))


def heuristic_values(module, board: Board, goal: Board) -> Dict[str, float]:
    """Every admissible heuristic the copy carries for (board, goal), and the Princeton Board's
    methods when goal is its goal. Walking distance only where its tables are cheap."""
    values = {
        heuristic: getattr(module, heuristic)(board, goal)
        for heuristic in HEURISTICS[:4]
        if hasattr(module, heuristic)
    }
    cheap = side_of(board) <= 3 or (side_of(board) == 4 and goal == princeton_goal(4))
    if hasattr(module, "walking_distance") and cheap:
        values["walking_distance"] = module.walking_distance(board, goal)
    if module is load_solution("princeton_8puzzle") and goal == princeton_goal(side_of(board)):
        model = module.Board(grid(board))
        values["Board.hamming"] = model.hamming()
        values["Board.manhattan"] = model.manhattan()
    return values


@pytest.fixture(scope="module", autouse=True)
def warm_caches():
    """Build the BFS of both judge goals and every file's tables for the goals the timed
    (non-search) tests use, so no example pays for them inside its deadline."""
    for goal in (LUOGU_GOAL, HIHOCODER_GOAL):
        reference.bfs_distances(goal)
    for name in COPIES:
        module = load_copy(name)
        for goal in (LUOGU_GOAL, HIHOCODER_GOAL, princeton_goal(2), princeton_goal(4)):
            for search in searches_of(module, side_of(goal)).values():
                search.shortest_path(goal, goal)  # builds the search's tables for goal


# --- strategies -----------------------------------------------------------------------------------


def boards_of_side(side: int) -> st.SearchStrategy:
    return st.permutations(range(side * side)).map(tuple)


def boards_with_blank_at(cell: int) -> st.SearchStrategy:
    """3x3 boards with the blank on cell, every arrangement of tiles 1..8 (solvable or not)."""
    return st.permutations(range(1, 9)).map(
        lambda tiles: tuple(tiles[:cell]) + (0,) + tuple(tiles[cell:])
    )


class Walk(NamedTuple):
    steps: int  # k, the number of moves walked from the goal
    board: Board  # where the walk ended: at most k moves from the goal, with the parity of k


LONGEST_WALK = {2: 12, 3: 40, 4: 25, 5: 20, 6: 20}  # 4x4 and up: a few ms per search


@st.composite
def walks(draw, sides: Sequence[int] = (2, 3, 4, 5, 6)) -> Walk:
    """A walk of k moves from the Princeton goal, never straight back to the board just left
    (so it strays further); k up to LONGEST_WALK[n]."""
    side = draw(st.sampled_from(sides))
    steps = draw(st.integers(0, LONGEST_WALK[side]))
    board, previous = princeton_goal(side), None
    for _ in range(steps):
        choices = [neighbor for neighbor in reference.neighbors(board) if neighbor != previous]
        previous, board = board, draw(st.sampled_from(choices))
    return Walk(steps, board)


GOALS_2X2 = list(itertools.permutations(range(4)))
# The heuristics' claims matter most where the searches use them: 3x3 and 4x4. A side is drawn
# first, one time in ten 2x2 (every goal), five in ten 3x3 (a judge goal), four in ten 4x4 (the
# Princeton goal); the sides shrink toward 2x2. Each draw records its side as a Hypothesis event
# (`pytest --hypothesis-show-statistics` shows the split).
SIDES_BY_WEIGHT = (2, 3, 3, 3, 3, 3, 4, 4, 4, 4)


def draw_side(draw) -> int:
    side = draw(st.sampled_from(SIDES_BY_WEIGHT))
    event("side %d" % side)
    return side


def draw_goal(draw, side: int) -> Board:
    if side == 2:
        return draw(st.sampled_from(GOALS_2X2))
    return draw(judge_goals) if side == 3 else princeton_goal(side)


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


judge_goals = st.sampled_from([LUOGU_GOAL, HIHOCODER_GOAL])
copy_names = st.sampled_from(COPIES)
copies_with_heuristics = st.sampled_from(copies_with(*HEURISTICS))


def test_pinned_boards__are_what_they_claim():
    for board, goal, moves in PINNED:
        assert reference.distance(board, goal) == moves, (board, goal)
    assert max(reference.bfs_distances(LUOGU_GOAL).values()) == 30
    assert max(reference.bfs_distances(HIHOCODER_GOAL).values()) == 31
    assert max(reference.bfs_distances((1, 2, 3, 0)).values()) == 6


# --- 1. relabelling: the three judges agree on corresponding boards -------------------------------


@settings(max_examples=examples(200, 600, 3000))
@given(board=boards_of_side(3), goals=st.permutations([LUOGU_GOAL, HIHOCODER_GOAL]))
@example(board=LUOGU_FARTHEST, goals=[LUOGU_GOAL, HIHOCODER_GOAL])
@example(board=HIHOCODER_FAR_CENTRE, goals=[HIHOCODER_GOAL, LUOGU_GOAL])
def test_relabelling__keeps_the_bfs_distance(board, goals):
    # The premise of the next three tests, on the reference alone: for b with the blank on G2's
    # blank cell, d(b, G1) = d(σ_b(G1), G2).
    first_goal, second_goal = goals
    blank, wanted = board.index(0), second_goal.index(0)
    cells = list(board)
    cells[blank], cells[wanted] = cells[wanted], 0  # the blank onto G2's blank cell
    board = tuple(cells)
    corresponding = renamed(first_goal, renaming(board, second_goal))
    assert reference.distance(board, first_goal) == reference.distance(corresponding, second_goal)


@settings(deadline=None, max_examples=examples(200, 600, 3000))
@given(board=boards_with_blank_at(BLANK_BOTTOM_RIGHT))
@example(board=LUOGU_FARTHEST)  # 30 moves, the maximum
@example(board=LUOGU_NEAREST_BOTTOM_RIGHT)  # 2 moves, the minimum for this blank
@example(board=with_first_two_tiles_swapped(LUOGU_FARTHEST))  # unsolvable
@example(board=HIHOCODER_GOAL)  # σ is the identity
def test_luogu__equals_hihocoder_on_the_relabelled_board(board):
    corresponding = renamed(LUOGU_GOAL, renaming(board, HIHOCODER_GOAL))
    assert luogu_answer(board) == hihocoder_answers([corresponding])[0]


@settings(deadline=None, max_examples=examples(60, 200, 1000))
@given(boards=st.lists(boards_with_blank_at(BLANK_CENTRE), min_size=1, max_size=8))
@example(
    boards=[
        HIHOCODER_FAR_CENTRE,
        HIHOCODER_NEAREST_CENTRE,
        LUOGU_GOAL,
        with_first_two_tiles_swapped(HIHOCODER_FAR_CENTRE),
    ]
)
def test_hihocoder__equals_luogu_on_the_relabelled_boards(boards):
    # Up to 8 boards in one HihoCoder input (its t), each against the Luogu file on its own.
    corresponding = [renamed(HIHOCODER_GOAL, renaming(board, LUOGU_GOAL)) for board in boards]
    assert hihocoder_answers(boards) == [luogu_answer(board) for board in corresponding]


@settings(deadline=None, max_examples=examples(200, 600, 3000))
@given(board=boards_of_side(3), method=st.sampled_from(["parity", "twin"]))
@example(board=HIHOCODER_GOAL, method="parity")
@example(board=HIHOCODER_ONE_MOVE, method="twin")
@example(board=HIHOCODER_FARTHEST, method="parity")
@example(board=HIHOCODER_FARTHEST_OTHER, method="twin")
@example(board=with_first_two_tiles_swapped(HIHOCODER_FARTHEST), method="twin")  # twin is 31 moves
def test_princeton__equals_hihocoder_on_the_same_3x3_board(board, method):
    # Same goal (1..8, blank last): σ is the identity.
    assert princeton_answer(board, method) == hihocoder_answers([board])[0]


# --- 2. random walks: at most k moves, the parity of k, a solution that replays -------------------


@settings(deadline=None, max_examples=examples(200, 600, 3000))
@given(walk=walks())
@example(walk=Walk(0, princeton_goal(3)))
@example(walk=Walk(1, HIHOCODER_ONE_MOVE))
@example(walk=Walk(2, princeton_goal(4)))  # there and straight back: 0 moves, not 2
@example(walk=Walk(6, FARTHEST_2X2))
@example(walk=Walk(31, HIHOCODER_FARTHEST))
def test_princeton_solver__solves_a_k_move_walk_in_at_most_k_moves_of_the_same_parity(walk):
    princeton = load_solution("princeton_8puzzle")
    side = side_of(walk.board)
    goal = princeton_goal(side)
    solver = princeton.Solver(princeton.Board(grid(walk.board)))
    moves = solver.moves()
    assert solver.is_solvable() and 0 <= moves <= walk.steps and moves % 2 == walk.steps % 2
    if side <= 3:
        assert moves == reference.distance(walk.board, goal)
    boards = [board.cells() for board in solver.solution()]
    assert len(boards) == moves + 1 and boards[0] == walk.board and boards[-1] == goal
    for before, after in zip(boards, boards[1:]):
        assert after in reference.neighbors(before), (before, after)


# --- 3. heuristics: admissible, consistent, blind to the blank ------------------------------------


@settings(deadline=None, max_examples=examples(300, 900, 4000))
@given(name=copies_with_heuristics, case=reachable_boards())
@example(name="core", case=(LUOGU_GOAL, LUOGU_FARTHEST, 30))
@example(name="princeton_8puzzle", case=(HIHOCODER_GOAL, HIHOCODER_FARTHEST, 31))
@example(name="princeton_8puzzle", case=(HIHOCODER_GOAL, HIHOCODER_GOAL, 0))
@example(name="core", case=(LUOGU_GOAL, LUOGU_ONE_MOVE, 1))
@example(name="princeton_8puzzle", case=((1, 2, 3, 0), FARTHEST_2X2, 6))
def test_heuristics__never_exceed_the_bfs_distance(name, case):
    # deadline=None: a 4x4 example proves its distance with a two-ended BFS (up to 0.1 s).
    goal, board, moves = case
    for heuristic, value in heuristic_values(load_copy(name), board, goal).items():
        assert 0 <= value <= moves, (heuristic, value, moves)


@st.composite
def any_boards(draw) -> Tuple[Board, Board]:
    """(goal, board): a goal drawn as for reachable_boards, and any board of its side,
    solvable or not."""
    goal = draw_goal(draw, draw_side(draw))
    return goal, draw(boards_of_side(side_of(goal)))


@settings(max_examples=examples(300, 900, 4000))
@given(name=copies_with_heuristics, case=any_boards())
@example(name="core", case=(LUOGU_GOAL, LUOGU_GOAL))
@example(name="princeton_8puzzle", case=(HIHOCODER_GOAL, HIHOCODER_FARTHEST))
@example(name="core", case=(HIHOCODER_GOAL, with_first_two_tiles_swapped(HIHOCODER_ONE_MOVE)))
@example(name="princeton_8puzzle", case=(princeton_goal(4), princeton_goal(4)[::-1]))
def test_heuristics__change_by_at_most_one_per_move(name, case):
    # Any board, solvable or not: the twin search evaluates unsolvable boards too.
    goal, board = case
    module = load_copy(name)
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


@st.composite
def boards_and_goals(draw, sides: Sequence[int] = (2, 3, 4, 5, 6)) -> Tuple[Board, Board]:
    """(goal, board) of one side: any goal for n <= 3, the Princeton goal or any other above."""
    side = draw(st.sampled_from(sides))
    if side <= 3 or draw(st.booleans()):
        goal = draw(boards_of_side(side))
    else:
        goal = princeton_goal(side)
    return goal, draw(boards_of_side(side))


@settings(max_examples=examples(300, 900, 4000))
@given(name=copies_with_heuristics, case=boards_and_goals())
@example(name="princeton_8puzzle", case=(HIHOCODER_GOAL, HIHOCODER_GOAL))
@example(name="princeton_8puzzle", case=(princeton_goal(4), princeton_goal(4)[::-1]))
@example(name="core", case=(LUOGU_GOAL, LUOGU_ONE_MOVE))
def test_heuristics__do_not_count_the_blank(name, case):
    goal, board = case
    values = heuristic_values(load_copy(name), board, goal)
    hamming, manhattan = hamming_of_tiles(board, goal), manhattan_of_tiles(board, goal)
    assert (
        values.get("hamming", hamming) == hamming
        and values.get("manhattan", manhattan) == manhattan
    )
    if "Board.hamming" in values:
        assert values["Board.hamming"] == hamming and values["Board.manhattan"] == manhattan
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


@st.composite
def boards_one_move_from_the_goal(draw) -> Tuple[Board, Board]:
    """(goal, board): any 2x2 or 3x3 goal, or the Princeton 4x4 or 5x5 goal,
    and a board one move away."""
    goal = draw(
        st.one_of(
            boards_of_side(2),
            boards_of_side(3),
            st.sampled_from([princeton_goal(4), princeton_goal(5)]),
        )
    )
    return goal, draw(st.sampled_from(reference.neighbors(goal)))


@settings(max_examples=examples(200, 600, 3000))
@given(name=copies_with_heuristics, case=boards_one_move_from_the_goal())
@example(name="core", case=(LUOGU_GOAL, LUOGU_ONE_MOVE))
@example(name="princeton_8puzzle", case=(HIHOCODER_GOAL, HIHOCODER_ONE_MOVE))
@example(name="princeton_8puzzle", case=(princeton_goal(4), princeton_goal(4)[:14] + (0, 15)))
def test_heuristics__score_one_a_board_one_move_from_the_goal(name, case):
    # One move displaces one tile and the blank: a heuristic that counts the blank says 2.
    goal, board = case
    module = load_copy(name)
    for heuristic, value in heuristic_values(module, goal, goal).items():
        assert value == 0, (heuristic, value)
    for heuristic, value in heuristic_values(module, board, goal).items():
        assert value == 1, (heuristic, value)


# --- 4. twin detection agrees with the parity test ------------------------------------------------


@settings(deadline=None, max_examples=examples(200, 600, 3000))
@given(board=st.one_of(boards_of_side(2), boards_of_side(3)))
@example(board=princeton_goal(3))
@example(board=HIHOCODER_ONE_MOVE)
@example(board=with_first_two_tiles_swapped(princeton_goal(3)))
@example(board=with_first_two_tiles_swapped(HIHOCODER_FARTHEST))  # its twin is 31 moves away
@example(board=FARTHEST_2X2)
@example(board=with_first_two_tiles_swapped(FARTHEST_2X2))
def test_twin_detection__agrees_with_parity_on_any_2x2_or_3x3_board(board):
    princeton = load_solution("princeton_8puzzle")
    expected = reference.distance(board, princeton_goal(side_of(board)))
    by_twin = princeton.Solver(princeton.Board(grid(board)), "twin")
    by_parity = princeton.Solver(princeton.Board(grid(board)), "parity")
    assert by_twin.is_solvable() == by_parity.is_solvable() == (expected is not None)
    assert by_twin.moves() == by_parity.moves() == (-1 if expected is None else expected)


@settings(deadline=None, max_examples=examples(100, 300, 1500))
@given(walk=walks(sides=[4]), unsolvable=st.booleans())
@example(walk=Walk(0, princeton_goal(4)), unsolvable=True)
@example(walk=Walk(1, princeton_goal(4)[:14] + (0, 15)), unsolvable=False)
def test_twin_detection__agrees_with_parity_near_the_4x4_goal(walk, unsolvable):
    # The unsolvable board's twin is the walk's board, so its twin search stays near the goal.
    princeton = load_solution("princeton_8puzzle")
    board = with_first_two_tiles_swapped(walk.board) if unsolvable else walk.board
    by_twin = princeton.Solver(princeton.Board(grid(board)), "twin")
    by_parity = princeton.Solver(princeton.Board(grid(board)), "parity")
    assert by_twin.is_solvable() == by_parity.is_solvable() == (not unsolvable)
    assert by_twin.moves() == by_parity.moves()
    if not unsolvable:
        assert by_twin.moves() <= walk.steps and by_twin.moves() % 2 == walk.steps % 2
    else:
        assert by_twin.moves() == -1 and by_twin.solution() is None and by_parity.solution() is None


# --- 5. every optimal search, and every vendored copy, gives the same distance --------------------


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


@settings(deadline=None, max_examples=examples(200, 600, 3000))
@given(name=copy_names, goal=judge_goals, board=boards_of_side(3))
@example(name="hihocoder_1312", goal=HIHOCODER_GOAL, board=HIHOCODER_FARTHEST)
@example(name="luogu_p1379", goal=LUOGU_GOAL, board=LUOGU_FARTHEST)
@example(name="princeton_8puzzle", goal=LUOGU_GOAL, board=LUOGU_GOAL)
@example(name="princeton_8puzzle", goal=LUOGU_GOAL, board=LUOGU_ONE_MOVE)
@example(
    name="luogu_p1379", goal=HIHOCODER_GOAL, board=with_first_two_tiles_swapped(HIHOCODER_FARTHEST)
)
def test_optimal_searches__agree_with_bfs_on_3x3_boards(name, goal, board):
    module = load_copy(name)
    assert check_paths(optimal_paths(module, board, goal), board, goal) == reference.distance(
        board, goal
    )


@settings(deadline=None, max_examples=examples(100, 300, 1500))
@given(name=copy_names, walk=walks(sides=[4]), unsolvable=st.booleans())
@example(name="princeton_8puzzle", walk=Walk(0, princeton_goal(4)), unsolvable=False)
@example(
    name="luogu_p1379", walk=Walk(1, princeton_goal(4)[:11] + (0, 13, 14, 15, 12)), unsolvable=True
)
def test_optimal_searches__agree_near_the_4x4_goal(name, walk, unsolvable):
    board = with_first_two_tiles_swapped(walk.board) if unsolvable else walk.board
    goal = princeton_goal(4)
    moves = check_paths(optimal_paths(load_copy(name), board, goal), board, goal)
    if unsolvable:
        assert moves is None
    else:  # exactly the distance a two-ended plain BFS proves (the walk bounds its depth)
        route = reference.shortest_route(board, goal, 4, walk.steps)
        assert route is not None and moves == len(route)


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
        return princeton_goal(4), with_first_two_tiles_swapped(walk.board), -1
    route = reference.shortest_route(walk.board, princeton_goal(4), 4, walk.steps)
    assert route is not None  # the walk itself is a route of walk.steps moves
    return princeton_goal(4), walk.board, len(route)


@settings(deadline=None, max_examples=examples(80, 450, 2000))
@given(case=boards_for_every_copy())
@example(case=(HIHOCODER_GOAL, HIHOCODER_FARTHEST, 31))
@example(case=(LUOGU_GOAL, LUOGU_FARTHEST, 30))
@example(case=(LUOGU_GOAL, LUOGU_GOAL, 0))
@example(case=(HIHOCODER_GOAL, HIHOCODER_ONE_MOVE, 1))
@example(case=(LUOGU_GOAL, with_first_two_tiles_swapped(LUOGU_FARTHEST), -1))
def test_vendored_copies__give_the_bfs_distance(case):
    goal, board, expected = case
    lengths = {}
    for name in COPIES:
        module = load_copy(name)
        for search, path in optimal_paths(module, board, goal).items():
            lengths[name, search] = -1 if path is None else len(path)
        for search in searches_of(module, side_of(board)).values():
            assert search.distance(board, goal) == expected, (name, search)
    assert set(lengths.values()) == {expected}, (expected, lengths)


def test_copies__carry_what_the_tests_exercise():
    # Pins the selection above: if a file stops carrying (or starts carrying) one of these, the
    # tests that draw from copies_with() change their reach, and this says so.
    assert copies_with(*HEURISTICS) == ("core", "princeton_8puzzle")
    assert copies_with("walking_distance") == ("core",)
    assert copies_with("twin_search") == ("core", "princeton_8puzzle")
    assert copies_with("Search") == ("core", "luogu_p1379", "hihocoder_1312")
    assert (
        copies_with("FifteenSearch")
        == copies_with("ManhattanSearch")
        == ("core", "princeton_8puzzle")
    )
    assert copies_with("AutomatonSearch") == ("core",)
