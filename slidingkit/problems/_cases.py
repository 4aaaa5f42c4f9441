"""What the problems' case generators (slidingkit/problems/NAME/cases.py) share: a random source per
case group, boards drawn at random or by BFS layer, and the writing of boards through a problem's
format (slidingkit/problems/_format.py), which writes every ordinary input; a case that tries a
layout the statement's readers must tolerate (odd spacing, CRLF, a grid) writes its text by hand.
The expected outputs are read and written through the format too (answers_text): the oracle
gives only the distances and paths.

Every choice comes from random_for(seed, group): a generator seeded with the string
"SEED/GROUP", so the same seed gives the same cases under CPython 3.8+ and PyPy, and adding or
changing one group leaves the others' choices alone. Only choice, randrange, sample and shuffle
on lists are used, all stable across those versions.

Cost: the BFS layers of a goal are one plain BFS (slidingkit/oracle/reference.py, 181,440 boards for
3x3), made once per process; everything else is O(the board).
"""

import functools
import random
from typing import Callable, Dict, List, Optional, Sequence

from slidingkit.oracle.family_reference import GOAL_3, bfs_layers
from slidingkit.problems._format import Answer, Board, Format, Query

# A case whose name starts so tests what our files do beyond the statement (an unsolvable board
# where the statement promises a solvable one): its problem's validate() rejects it.
EXTENSION = "extension-"


def random_for(seed: int, group: str) -> random.Random:
    """The random source of one case group: seeded with the string "SEED/GROUP" (hashed by
    SHA-512, the same on every Python)."""
    return random.Random("%d/%s" % (seed, group))


@functools.lru_cache(maxsize=None)
def layers(goal: Board, columns: int) -> List[List[Board]]:
    """layers[d]: every board d moves from goal, sorted (so choices do not depend on dict order).
    One plain BFS per goal and shape, once per process."""
    return bfs_layers(goal, columns)


# --- boards ---------------------------------------------------------------------------------------


def swapped(board: Board, rng: random.Random) -> Board:
    """board with two random tiles (never the blank) exchanged: the other parity class."""
    cells = [cell for cell, tile in enumerate(board) if tile]
    first, second = rng.sample(cells, 2)
    result = list(board)
    result[first], result[second] = result[second], result[first]
    return tuple(result)


def unsolvable_twin(board: Board, rng: random.Random) -> Board:
    """board with two random tiles (never the blank) exchanged, drawn by shuffling the tiles'
    cells: the other parity class, as swapped, from another draw (the cases made with it stay
    as they are only with this one)."""
    cells = list(board)
    tile_cells = [cell for cell in range(len(cells)) if cells[cell] != 0]
    rng.shuffle(tile_cells)
    first, second = tile_cells[0], tile_cells[1]
    cells[first], cells[second] = cells[second], cells[first]
    return tuple(cells)


def shuffled(cells: int, rng: random.Random) -> Board:
    """A random permutation of 0..cells-1: about half of them reach a given goal."""
    tiles = list(range(cells))
    rng.shuffle(tiles)
    return tuple(tiles)


def shuffled_with_blank_at(cell: int, cells: int, rng: random.Random) -> Board:
    """The first of shuffled boards, drawn one after another, with the blank on cell."""
    board = shuffled(cells, rng)
    while board.index(0) != cell:
        board = shuffled(cells, rng)
    return board


class Pool3:
    """Boards of the 3x3 goal 1..8, 0 by BFS layer."""

    def __init__(self) -> None:
        self.layers = layers(GOAL_3, 3)
        self.farthest = self.layers[-1]  # the two 31-move boards

    def solvable(self, rng: random.Random, low: int = 1) -> Board:
        """A board at a random distance of at least low (a random layer, then a random board)."""
        return rng.choice(self.layers[rng.randrange(low, len(self.layers))])

    def unsolvable(self, rng: random.Random) -> Board:
        return swapped(self.solvable(rng), rng)

    def with_blank_at(self, cell: int, rng: random.Random) -> Board:
        """A solvable board at least 10 moves out with the blank on cell."""
        while True:
            board = self.solvable(rng, 10)
            if board.index(0) == cell:
                return board

    def mixed(self, count: int, rng: random.Random) -> List[Board]:
        """count random permutations: about half cannot reach the goal."""
        return [shuffled(9, rng) for _ in range(count)]


@functools.lru_cache(maxsize=None)
def pool3() -> Pool3:
    """The 3x3 pool, made once per process."""
    return Pool3()


# --- writing --------------------------------------------------------------------------------------


def input_text(written: Format, boards: Sequence[Board], layout: str = "single") -> str:
    """The input holding boards, each of the format's one shape and asked about its goal, as the
    format writes it in layout."""
    rows, columns = written.shapes[0]
    goal = written.goal_of((rows, columns))
    return written.input_text([Query(board, goal, rows, columns) for board in boards], layout)


def rows_text(
    board: Board, columns: int, symbol: Callable[[int], str] = str, separator: str = " "
) -> str:
    """board as rows of `columns` tiles, each row a line, each tile written by symbol: a
    hand layout, for the cases that try one the format does not write."""
    return "".join(
        separator.join(symbol(tile) for tile in board[start : start + columns]) + "\n"
        for start in range(0, len(board), columns)
    )


def x_tile(tile: int) -> str:
    """A tile as the x boards write it: the blank as x."""
    return "x" if tile == 0 else str(tile)


def x_symbols(board: Board, blank: str = "x") -> str:
    """The board's nine symbols run together, the blank written as blank (`23415x768`): a hand
    layout the x boards' readers tolerate."""
    return "".join(blank if tile == 0 else str(tile) for tile in board)


# --- answers --------------------------------------------------------------------------------------


def answers_text(written: Format, text: str, answer: Callable[[Query], Optional[Answer]]) -> str:
    """The expected output of an input: its boards read by the format, each answered by answer
    (None: the board cannot reach its goal), the answers written by the format. O(the input)
    plus what answer costs."""
    queries = written.parse(text)
    return written.answer_text(queries, [answer(query) for query in queries])


def distance_answer(moves: Optional[int]) -> Optional[Answer]:
    """The answer stating a distance, None where there is none."""
    return None if moves is None else Answer(distance=moves)


def path_answer(path: Optional[str]) -> Optional[Answer]:
    """The answer stating a path (and its length), None where there is none."""
    return None if path is None else Answer(distance=len(path), path=path)


# --- inputs ---------------------------------------------------------------------------------------


def single_x_inputs(seed: int, group: str, written: Format) -> Dict[str, str]:
    """Case name -> input for a problem of one x board per input, written by its format: the
    solved board, both farthest boards, unsolvable boards, the blank on every cell, random
    boards; and by hand four layouts its readers tolerate (a grid, nine symbols run together,
    CRLF and tabs, no final newline)."""
    pool = pool3()
    rng = random_for(seed, group)
    inputs = {"solved": input_text(written, [GOAL_3])}
    for number, board in enumerate(pool.farthest, 1):
        inputs["farthest-%d" % number] = input_text(written, [board])
    for number in range(1, 3):
        inputs["unsolvable-%d" % number] = input_text(written, [pool.unsolvable(rng)])
    for cell in range(9):
        inputs["blank-cell-%d" % cell] = input_text(written, [pool.with_blank_at(cell, rng)])
    for number in range(1, 6):
        inputs["random-%d" % number] = input_text(written, [pool.solvable(rng)])
    inputs["format-grid"] = rows_text(pool.solvable(rng, 20), 3, x_tile)
    inputs["format-compact"] = x_symbols(pool.solvable(rng, 20)) + "\n"
    inputs["format-crlf-tabs"] = "\t".join(x_symbols(pool.solvable(rng, 20))) + "\r\n"
    inputs["format-no-final-newline"] = " ".join(x_symbols(pool.solvable(rng, 20)))
    return inputs
