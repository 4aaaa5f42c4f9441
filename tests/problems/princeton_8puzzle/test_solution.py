"""The submitted solutions/princeton_8puzzle.py: its Board and Solver model and its output.

What it proves: the Board API behaves as the assignment specifies (dimension, hamming, manhattan,
is_goal, equality, neighbors, twin, str) and boards are immutable; the Solver's moves equal the
BFS distance on 2x2 and 3x3 boards and its solution replays one slide at a time to the goal;
twin detection and the parity test agree on every board tried (every 2x2 board, a sample of 3x3
boards, random 4x4 boards, and every unsolvable public file); the printed output has the exact
format of the reference Java client, up to 127x127.
"""

import itertools
import random

import pytest

from slidingkit.oracle import reference
from tests.conftest import CASES, load_solution, random_walk

GOAL_3X3 = (1, 2, 3, 4, 5, 6, 7, 8, 0)  # the Princeton goal for n = 3: 1..8, blank last


@pytest.fixture(scope="module")
def princeton():
    return load_solution("princeton_8puzzle")


def grid(cells):
    side = int(len(cells) ** 0.5)
    return [list(cells[start : start + side]) for start in range(0, len(cells), side)]


def slid_once(before, after):
    """True if after follows from before by sliding one tile next to the blank into it."""
    side = int(len(before) ** 0.5)
    changed = [cell for cell in range(len(before)) if before[cell] != after[cell]]
    if len(changed) != 2:
        return False
    first, second = changed
    row_a, column_a = divmod(first, side)
    row_b, column_b = divmod(second, side)
    adjacent = abs(row_a - row_b) + abs(column_a - column_b) == 1
    swapped = before[first] == after[second] and before[second] == after[first]
    return adjacent and swapped and 0 in (before[first], before[second])


# --- Board ---------------------------------------------------------------------------------------


def test_board__api_on_the_assignment_example(princeton):
    board = princeton.Board([[8, 1, 3], [4, 0, 2], [7, 6, 5]])
    assert board.dimension() == 3
    assert board.hamming() == 5  # the assignment's example: 5 tiles out of place
    assert board.manhattan() == 10  # and a Manhattan distance of 10
    assert not board.is_goal()
    assert princeton.Board([[1, 2, 3], [4, 5, 6], [7, 8, 0]]).is_goal()


def test_board__is_immutable_and_compares_by_tiles(princeton):
    tiles = [[1, 2], [3, 0]]
    board = princeton.Board(tiles)
    tiles[0][0] = 3
    tiles[1][0] = 1
    assert str(board) == "2\n 1  2 \n 3  0 \n"
    assert board == princeton.Board([[1, 2], [3, 0]])
    assert board != princeton.Board([[2, 1], [3, 0]])
    assert board != "2\n 1  2 \n 3  0 \n"


def test_board__neighbors_are_the_boards_one_slide_away(princeton):
    board = princeton.Board([[8, 1, 3], [4, 0, 2], [7, 6, 5]])
    cells = tuple(itertools.chain.from_iterable([[8, 1, 3], [4, 0, 2], [7, 6, 5]]))
    expected = sorted(reference.neighbors(cells))
    assert sorted(neighbor.cells() for neighbor in board.neighbors()) == expected
    corner = princeton.Board([[0, 1], [2, 3]])
    assert len(corner.neighbors()) == 2


def test_board__twin_exchanges_two_tiles_never_the_blank_and_is_stable(princeton):
    for cells in [
        (0, 1, 2, 3),
        (1, 0, 2, 3),
        (1, 2, 3, 4, 5, 6, 7, 8, 0),
        (0, 8, 7, 6, 5, 4, 3, 2, 1),
    ]:
        board = princeton.Board(grid(cells))
        twin = board.twin()
        changed = [cell for cell in range(len(cells)) if cells[cell] != twin.cells()[cell]]
        assert len(changed) == 2 and 0 not in (cells[changed[0]], cells[changed[1]])
        assert board.twin() == twin and board == princeton.Board(grid(cells))


def test_board__str_is_the_java_to_string(princeton):
    assert (
        str(princeton.Board([[0, 1, 3], [4, 2, 5], [7, 8, 6]]))
        == "3\n 0  1  3 \n 4  2  5 \n 7  8  6 \n"
    )
    wide = princeton.Board(grid(tuple(range(1, 100)) + (0,)))
    assert str(wide).splitlines()[1] == " 1  2  3  4  5  6  7  8  9 10 "
    assert str(wide).splitlines()[-1].endswith("98 99  0 ")


@pytest.mark.parametrize(
    "tiles, message",
    [
        ([[1]], "n is 1"),
        ([[1, 2], [3]], "every row"),
        ([[1, 2], [3, 3]], "appears twice"),
        ([[1, 2], [3, 4]], "out of range"),
    ],
)
def test_board__rejects_a_bad_grid(princeton, tiles, message):
    with pytest.raises(ValueError, match=message):
        princeton.Board(tiles)


# --- Solver --------------------------------------------------------------------------------------


@pytest.mark.parametrize("method", ["parity", "twin"])
def test_solver__moves_equal_bfs_and_the_solution_replays_on_every_2x2_board(princeton, method):
    goal = (1, 2, 3, 0)
    distances = reference.bfs_distances(goal)
    for cells in itertools.permutations(range(4)):
        solver = princeton.Solver(princeton.Board(grid(cells)), method)
        if cells in distances:
            boards = [board.cells() for board in solver.solution()]
            assert solver.is_solvable() and solver.moves() == distances[cells] == len(boards) - 1
            assert boards[0] == cells and boards[-1] == goal
            assert all(slid_once(before, after) for before, after in zip(boards, boards[1:]))
        else:
            assert not solver.is_solvable() and solver.moves() == -1 and solver.solution() is None


@pytest.mark.parametrize("method", ["parity", "twin"])
def test_solver__moves_equal_bfs_on_sampled_3x3_boards(princeton, method):
    distances = reference.bfs_distances(GOAL_3X3)
    boards = random.Random(7).sample(list(itertools.permutations(range(9))), 400)
    for cells in boards:
        solver = princeton.Solver(princeton.Board(grid(cells)), method)
        assert solver.moves() == distances.get(cells, -1)
        if solver.is_solvable():
            path = [board.cells() for board in solver.solution()]
            assert all(slid_once(before, after) for before, after in zip(path, path[1:]))


def test_solver__twin_and_parity_agree_on_random_4x4_boards_and_their_twins(princeton):
    goal = tuple(range(1, 16)) + (0,)
    for seed in range(12):
        board = princeton.Board(grid(random_walk(goal, 24, seed)))
        for candidate in (board, board.twin()):
            by_parity = princeton.Solver(candidate, "parity")
            by_twin = princeton.Solver(candidate, "twin")
            assert by_parity.is_solvable() == by_twin.is_solvable()
            assert by_parity.moves() == by_twin.moves()


def test_solver__twin_and_parity_agree_on_every_unsolvable_public_file(princeton):
    unsolvable = [
        path
        for path in sorted((CASES / "princeton_8puzzle").glob("*.in"))
        if path.with_suffix(".out").read_text() == "No solution possible\n"
    ]
    assert len(unsolvable) == 8
    for path in unsolvable:
        board = princeton.parse_board(path.read_text())
        assert not princeton.Solver(board, "parity").is_solvable()
        assert not princeton.Solver(board, "twin").is_solvable()
        twin = princeton.Solver(board.twin(), "twin")
        assert (
            twin.is_solvable() and twin.moves() == princeton.Solver(board.twin(), "parity").moves()
        )


def test_solver__rejects_an_unknown_method_and_a_non_board(princeton):
    with pytest.raises(ValueError):
        princeton.Solver(princeton.Board([[1, 2], [3, 0]]), "bfs")
    with pytest.raises(TypeError):
        princeton.Solver(None)


# --- output --------------------------------------------------------------------------------------


def test_solve__prints_the_java_clients_output_for_puzzle04(princeton):
    output = princeton.solve("3\n 0  1  3\n 4  2  5\n 7  8  6\n")
    boards = [
        "0 1 3 4 2 5 7 8 6",
        "1 0 3 4 2 5 7 8 6",
        "1 2 3 4 0 5 7 8 6",
        "1 2 3 4 5 0 7 8 6",
        "1 2 3 4 5 6 7 8 0",
    ]
    expected = "Minimum number of moves = 4\n"
    for board in boards:
        tiles = board.split()
        expected += (
            "3\n"
            + "".join(
                "".join("%2d " % int(t) for t in tiles[r * 3 : r * 3 + 3]) + "\n" for r in range(3)
            )
            + "\n"
        )
    assert output == expected


def test_solve__unsolvable_prints_exactly_no_solution_possible(princeton):
    assert princeton.solve("3\n1 2 3\n4 5 6\n8 7 0\n") == "No solution possible\n"
    assert princeton.solve("3\n1 2 3\n4 5 6\n8 7 0\n", "twin") == "No solution possible\n"


def test_solve__a_127x127_board_near_the_goal_is_solved(princeton):
    side = 127
    goal = tuple(range(1, side * side)) + (0,)
    cells = list(goal)
    blank = len(cells) - 1
    for step in (-1, -1, -side, -side, -1):  # blank travels L, L, U, U, L
        cells[blank], cells[blank + step] = cells[blank + step], 0
        blank += step
    text = "%d\n%s\n" % (side, " ".join(map(str, cells)))
    output = princeton.solve(text)
    lines = output.split("\n")
    assert lines[0] == "Minimum number of moves = 5"
    assert (
        lines.count("127") == 6 and lines[1 + 128 + 1] == "127"
    )  # 6 boards of 128 lines + a blank
    assert lines[-130:-2][1:] == [
        "".join("%2d " % tile for tile in goal[row * side : row * side + side])
        for row in range(side)
    ]
