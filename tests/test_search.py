"""The core's search on boards of every shape, and its pruning of duplicate move sequences.

What it proves, against tests/reference.py (plain BFS, which imports nothing from the core):
- solvability by parity agrees with BFS reachability on every 2x3, 3x2 and 2x4 board (3x3 in
  full is in test_core.py);
- the search returns the *first* shortest path in the order it is given (so a judge that wants
  the lexicographically smallest shortest path gets it), on every 2x3 and 3x2 board, and on
  3x3 samples and farthest boards, with the long duplicate words (4x4's automaton) forced onto
  those small boards as well as without them, under walking distance and under Manhattan, with
  the moves tabled per automaton state (CPython's way) and with the automaton read per move
  (PyPy's);
- the forbidden words are true duplicates: each has an earlier equivalent string that is legal
  wherever the word is, checked by replaying both on a board;
- heuristics on rectangles never exceed the BFS distance, change by exactly 1 a move, and
  ignore the blank;
- inversion distance (the 4x4 search's second heuristic, forced here onto the small shapes):
  the inversions match a plain count, max(walking, inversion distance) per axis never exceeds
  the BFS distance and changes by at most 1 a move on the moving axis only, and the search
  under it (chosen always, or by its probe) still returns the first shortest path in order on
  every 2x3 and 3x2 board and on 3x3 samples, and paths of the published length on 4x4 files.
Cost: about 30 s.
"""

import itertools
import random
from pathlib import Path

import pytest

from core import puzzle
from tests import reference

ORDERS = ["UDLR", "DLRU", "RLDU", "LURD"]
SHAPES = [(2, 3), (3, 2), (2, 4), (4, 2)]


def goal_of(rows, columns):
    return puzzle.standard_goal(rows, columns)


@pytest.fixture
def inversions_everywhere(monkeypatch):
    """Build the inversion-distance tables on every board size (CPython's moves per state)."""
    monkeypatch.setattr(puzzle, "INVERSION_CELLS", (4, 64))
    monkeypatch.setattr(puzzle, "MOVES_PER_STATE", True)
    monkeypatch.setattr(puzzle, "_tables_by_goal", {})


def choose(monkeypatch, choice):
    """Make every search use inversion distance from the start ("always"), or decide by its probe
    on the first iteration ("probed"; both outcomes occur on the small boards)."""
    monkeypatch.setattr(puzzle, "INVERSION_PROBE_ITERATION", 0)
    if choice == "always":
        monkeypatch.setattr(puzzle, "INVERSION_NODE_COST", 0)
    else:
        monkeypatch.setattr(puzzle, "INVERSION_NODE_COST", 1.2)
        monkeypatch.setattr(puzzle, "INVERSION_PROBE_NODES", 40)


def plain_inversions(board, goal, columns):
    """Inversions of the tiles read row-major and column-major, each tile ranked by where its goal
    cell comes in that reading (the blank skipped): the test's own count."""
    cells = len(board)
    rows = cells // columns
    readings = [list(range(cells)), [row * columns + column for column in range(columns) for row in range(rows)]]
    counts = []
    for reading in readings:
        place = {cell: index for index, cell in enumerate(reading)}
        ranks = [place[goal.index(board[cell])] for cell in reading if board[cell]]
        counts.append(sum(1 for i in range(len(ranks)) for j in range(i + 1, len(ranks)) if ranks[i] > ranks[j]))
    return tuple(counts)


@pytest.fixture
def long_words_everywhere(monkeypatch):
    """Force the 4x4 automaton (words up to DUPLICATE_WORD_LENGTH) onto every board size."""
    monkeypatch.setattr(puzzle, "LONG_WORD_CELLS", (4, 64))
    monkeypatch.setattr(puzzle, "_tables_by_goal", {})


@pytest.mark.parametrize("rows, columns", SHAPES)
def test_is_solvable__agrees_with_bfs_on_every_board_of_the_shape(rows, columns):
    goal = goal_of(rows, columns)
    reachable = reference.shape_distances(goal, columns)
    boards = list(itertools.permutations(range(rows * columns)))
    assert len(reachable) * 2 == len(boards)
    assert [board for board in boards
            if puzzle.is_solvable(board, goal, columns) != (board in reachable)] == []


def test_is_solvable__any_goal_on_2x3():
    for goal in random.Random(1).sample(list(itertools.permutations(range(6))), 12):
        reachable = reference.shape_distances(goal, 3)
        for board in itertools.permutations(range(6)):
            assert puzzle.is_solvable(board, goal, 3) == (board in reachable), (board, goal)


@pytest.mark.parametrize("per_state", [True, False], ids=["moves per state (CPython)", "automaton per move (PyPy)"])
@pytest.mark.parametrize("words", ["undo only", "long words"])
@pytest.mark.parametrize("rows, columns", [(2, 3), (3, 2)])
def test_shortest_path__is_the_first_shortest_path_in_order_on_every_board(rows, columns, words, per_state,
                                                                            monkeypatch):
    monkeypatch.setattr(puzzle, "MOVES_PER_STATE", per_state)
    monkeypatch.setattr(puzzle, "_tables_by_goal", {})
    if words == "long words":
        monkeypatch.setattr(puzzle, "LONG_WORD_CELLS", (4, 64))
    goal = goal_of(rows, columns)
    for order in ORDERS:
        for board in itertools.permutations(range(rows * columns)):
            expected = reference.first_shortest_path(board, goal, columns, order)
            assert puzzle.shortest_path(board, goal, columns, order) == expected, (board, order)


def test_shortest_path__any_goal_is_searched_through_the_tables_of_its_blank_cell(monkeypatch):
    # HDU 3567's workload: many goals. Every goal is renamed to the one goal of its blank cell, so
    # the tables are built once per blank cell, and the path is still the first in move order.
    monkeypatch.setattr(puzzle, "_tables_by_goal", {})
    rng = random.Random(3567)
    goals = [tuple(rng.sample(range(6), 6)) for _ in range(30)]
    for goal in goals:
        reachable = reference.shape_distances(goal, 3)
        for board in rng.sample(sorted(reachable), 20):
            assert puzzle.shortest_path(board, goal, 3, "DLRU") == \
                reference.first_shortest_path(board, goal, 3, "DLRU"), (board, goal)
    assert len(puzzle._tables_by_goal) == len({goal.index(0) for goal in goals})


@pytest.mark.parametrize("per_state", [True, False], ids=["moves per state", "automaton per move"])
def test_shortest_path__first_in_order_on_3x3_with_long_words(long_words_everywhere, per_state, monkeypatch):
    monkeypatch.setattr(puzzle, "MOVES_PER_STATE", per_state)
    goal = reference.HIHOCODER_GOAL
    distances = reference.shape_distances(goal, 3)
    top = max(distances.values())
    boards = [board for board, moves in distances.items() if moves >= top - 1]
    boards += random.Random(7).sample(sorted(distances), 300)
    for order in ORDERS[:2]:
        for board in boards:
            assert puzzle.shortest_path(board, goal, 3, order) == \
                reference.first_shortest_path(board, goal, 3, order), (board, order)


def test_shortest_path__first_in_order_under_manhattan_with_long_words(long_words_everywhere, monkeypatch):
    monkeypatch.setattr(puzzle, "WALKING_DISTANCE_MAX_SIDE", 2)
    goal = reference.LUOGU_GOAL
    distances = reference.shape_distances(goal, 3)
    for board in random.Random(8).sample(sorted(distances), 200):
        assert puzzle.shortest_path(board, goal, 3, "DLRU") == \
            reference.first_shortest_path(board, goal, 3, "DLRU"), board


def test_shortest_path__2x4_and_4x2_samples_with_any_goal(long_words_everywhere):
    rng = random.Random(9)
    for rows, columns in [(2, 4), (4, 2)]:
        goal = tuple(rng.sample(range(8), 8))
        distances = reference.shape_distances(goal, columns)
        for board in rng.sample(sorted(distances), 150):
            path = puzzle.shortest_path(board, goal, columns)
            assert len(path) == distances[board] and puzzle.replay(board, path, columns)[-1] == goal


@pytest.mark.parametrize("rows, columns", [(4, 4), (3, 3), (2, 5)])
def test_forbidden_words__each_has_an_earlier_equivalent_legal_wherever_it_is(rows, columns):
    # Replay each word from every cell where it is legal on a board of distinct tiles, and find,
    # among all strings of at most its length that come earlier (shorter, or as long and first
    # in move order), one that is legal from every such cell and reaches the same board.
    order = "UDLR"
    words = puzzle._forbidden_words(rows, columns, order, 8)
    assert {"UD", "DU", "LR", "RL"} <= set(words)
    rank = {letter: index for index, letter in enumerate(order)}
    start = tuple(range(rows * columns))
    checked = 0
    for word in words:
        ends = {}
        for blank in range(rows * columns):
            board = list(start)
            board[0], board[blank] = board[blank], board[0]
            board = tuple(board)
            try:
                ends[board] = puzzle.replay(board, word, columns)[-1]
            except ValueError:
                continue
        assert ends, word  # a word is legal somewhere on the board
        earlier = False
        for length in range(0, len(word) + 1, 2):
            for letters in itertools.product(order, repeat=length):
                string = "".join(letters)
                if length == len(word) and [rank[m] for m in string] >= [rank[m] for m in word]:
                    continue
                try:
                    if all(puzzle.replay(board, string, columns)[-1] == end for board, end in ends.items()):
                        earlier = True
                        break
                except ValueError:
                    continue
            if earlier:
                break
        assert earlier, word
        checked += 1
        if checked >= 12 and len(word) == 8:
            break  # the eight-move words cost 4^8 replays each: a sample suffices


@pytest.mark.parametrize("rows, columns", SHAPES + [(3, 3)])
def test_heuristics__on_rectangles_never_exceed_bfs_and_change_by_one(rows, columns):
    goal = goal_of(rows, columns)
    distances = reference.shape_distances(goal, columns)
    for board in random.Random(3).sample(sorted(distances), min(400, len(distances))):
        manhattan = puzzle.manhattan(board, goal, columns)
        conflict = puzzle.linear_conflict(board, goal, columns)
        walking = puzzle.walking_distance(board, goal, columns)
        assert manhattan <= conflict <= distances[board] and manhattan <= walking <= distances[board], board
        for _, after in reference.moves_in(board, columns):
            assert abs(puzzle.walking_distance(after, goal, columns) - walking) == 1
            assert abs(puzzle.manhattan(after, goal, columns) - manhattan) == 1
    for _, board in reference.moves_in(goal, columns):
        assert puzzle.manhattan(board, goal, columns) == puzzle.walking_distance(board, goal, columns) == 1


def test_shape__bad_shapes_are_input_errors():
    with pytest.raises(puzzle.InputError, match="cannot have"):
        puzzle.check_board((0, 1, 2, 3, 4), 2)
    with pytest.raises(puzzle.InputError, match="cannot have"):
        puzzle.check_board((0, 1, 2), 3)
    assert puzzle.check_board((1, 2, 0, 3, 4, 5), 3) == 3
    assert puzzle.neighbors((1, 2, 0, 3, 4, 5), 3) == [("D", (1, 2, 5, 3, 4, 0)), ("L", (1, 0, 2, 3, 4, 5))]


def test_search__a_move_order_must_name_each_move_once():
    with pytest.raises(ValueError, match="move order"):
        puzzle.Search(reference.LUOGU_GOAL, reference.LUOGU_GOAL, None, "UDL")


@pytest.mark.parametrize("rows, columns", SHAPES + [(3, 3)])
def test_inversion_distance__never_exceeds_bfs_and_moves_one_axis_by_at_most_one(rows, columns,
                                                                                    inversions_everywhere):
    rng = random.Random(11)
    for goal in [goal_of(rows, columns), tuple(rng.sample(range(rows * columns), rows * columns))]:
        distances = reference.shape_distances(goal, columns)
        tables = puzzle._tables_for(goal, columns)
        higher = 0
        for board in rng.sample(sorted(distances), min(300, len(distances))):
            search = puzzle.Search(board, goal, columns)
            assert (search.row_inversions, search.column_inversions) == plain_inversions(board, goal, columns)
            row, column = search.row_estimate, search.column_estimate
            assert row + column <= distances[board], board
            higher += row + column > puzzle.walking_distance(board, goal, columns)
            # the search's update of the inversions per move (tables of passed cells and shifts)
            ranks = [tables.row_rank[tile] for tile in board] + [-1]
            across = [tables.column_rank[tile] for tile in board] + [-1]
            for target, _, vertical, _, first, second, third, shift in tables.inversion_moves_from[board.index(0)]:
                line = ranks if vertical else across
                rank = line[target]
                change = shift[(line[first] < rank) + (line[second] < rank) + (line[third] < rank)]
                after = list(board)
                after[board.index(0)], after[target] = after[target], 0
                expected = plain_inversions(tuple(after), goal, columns)
                assert expected[0 if vertical else 1] == (search.row_inversions if vertical else search.column_inversions) + change, (board, target)
            for move, after in reference.moves_in(board, columns):
                moved = puzzle.Search(after, goal, columns)
                assert moved.row_inversions == search.row_inversions or move in "UD"
                assert moved.column_inversions == search.column_inversions or move in "LR"
                assert (abs(moved.row_estimate - row), abs(moved.column_estimate - column)) in \
                    ([(0, 0), (1, 0)] if move in "UD" else [(0, 0), (0, 1)]), (board, move)
        assert tables.use_inversions
        if rows * columns > 6:
            assert higher, "inversion distance never beat walking distance: the test proves nothing"


@pytest.mark.parametrize("choice", ["always", "probed"])
@pytest.mark.parametrize("rows, columns", [(2, 3), (3, 2)])
def test_shortest_path__first_shortest_path_in_order_under_inversion_distance(rows, columns, choice,
                                                                              inversions_everywhere, monkeypatch):
    choose(monkeypatch, choice)
    goal = goal_of(rows, columns)
    chosen = set()
    for order in ORDERS:
        for board in itertools.permutations(range(rows * columns)):
            expected = reference.first_shortest_path(board, goal, columns, order)
            if expected is None:
                continue
            search = puzzle.Search(board, goal, columns, order)
            while not search.advance():
                pass
            assert search.path == expected, (board, order)
            if board != goal:
                chosen.add(search.inversions)
    assert chosen == ({True} if choice == "always" else {False, True})


@pytest.mark.parametrize("choice", ["always", "probed"])
def test_shortest_path__first_in_order_on_3x3_under_inversion_distance(choice, inversions_everywhere, monkeypatch):
    monkeypatch.setattr(puzzle, "LONG_WORD_CELLS", (4, 64))
    choose(monkeypatch, choice)
    goal = reference.LUOGU_GOAL
    distances = reference.shape_distances(goal, 3)
    top = max(distances.values())
    boards = [board for board, moves in distances.items() if moves == top]
    boards += random.Random(12).sample(sorted(distances), 80)
    order = ORDERS[0] if choice == "always" else ORDERS[1]
    for board in boards:
        assert puzzle.shortest_path(board, goal, 3, order) == \
            reference.first_shortest_path(board, goal, 3, order), (board, order)


def test_shortest_path__4x4_files_of_published_length_under_inversion_distance(monkeypatch):
    # The published lengths (tests/data/princeton_8puzzle_index.tsv) are the reference; every
    # path is replayed onto the goal.
    monkeypatch.setattr(puzzle, "MOVES_PER_STATE", True)
    choose(monkeypatch, "always")
    root = Path(__file__).resolve().parent.parent
    goal = puzzle.standard_goal(4)
    checked = 0
    for line in (root / "tests" / "data" / "princeton_8puzzle_index.tsv").read_text().splitlines()[1:]:
        name, side, moves = line.split("\t")[:3]
        if side != "4" or not moves.isdigit() or not 20 <= int(moves) <= 36:
            continue
        text = (root / "judge_cases" / "princeton_8puzzle" / (name[:-len(".txt")] + ".in")).read_text()
        board = tuple(puzzle.integers_in(text)[1:])
        search = puzzle.Search(board, goal)
        while not search.advance():
            pass
        assert search.inversions and len(search.path) == int(moves), name
        assert puzzle.replay(board, search.path)[-1] == goal, name
        checked += 1
    assert checked >= 10
