"""AOJ 0190's cases: the statement's sample, the seeded generator of the other cases, and the
reference answer of any input.

Usage: python -m slidingkit.tools.cases --only aoj_0190
"""

import itertools
import random
from typing import Dict, List, Sequence, Tuple

from slidingkit.oracle.graph_reference import distance, moves, neighbours, walk
from slidingkit.problems._cases import Board, answers_text, distance_answer, input_text, random_for
from slidingkit.problems.aoj_0190 import CELLS, EDGES, FORMAT, GOAL, MOST, MOST_MOVES

SEED = 190
# The case whose reference answer takes seconds (100 boards, each searched by the oracle's BFS
# out to 20 moves): the tests check it in make test-all.
SLOW_CASES = {"largest-100"}
SAMPLES: List[Tuple[str, str]] = [
    (
        "2\n1 0 3\n4 5 6 7 8\n9 0 11\n10\n"
        "0\n1 2 3\n4 5 6 7 8\n9 10 11\n0\n"
        "0\n11 10 9\n8 7 6 5 4\n3 2 1\n0\n"
        "-1\n",
        "2\n0\nNA\n",
    ),
]

# Where each cell sits on the 5x5 grid (row, column): the diamond row by row, each row centred.
PLACES = [(0, 2), (1, 1), (1, 2), (1, 3)] + [(2, column) for column in range(5)]
PLACES += [(3, 1), (3, 2), (3, 3), (4, 2)]
# The blank cells with the most boards within a few moves, and so the costliest search: the
# centre (cell 6) and a cell beside it, each of them with four neighbours.
CENTRAL_BLANKS = [(2, 6), (5, 6), (6, 7), (6, 10)]


def lower_bound(board: Board) -> int:
    """The sum of each tile's grid distance to its cell in the goal (tile t belongs on cell t): a
    move carries one tile one cell, so no board is fewer moves from the goal."""
    return sum(
        abs(PLACES[cell][0] - PLACES[tile][0]) + abs(PLACES[cell][1] - PLACES[tile][1])
        for cell, tile in enumerate(board)
        if tile
    )


def outward(moves_away: int, rng: random.Random) -> Board:
    """A board exactly moves_away moves from the goal: a walk from the goal whose every move takes
    a tile one cell further from its own cell, so that lower_bound is the walk's length; a walk
    that finds no such move starts again."""
    around = neighbours(CELLS, EDGES)
    board = GOAL
    while lower_bound(board) < moves_away:
        away = [after for after in moves(board, around) if lower_bound(after) > lower_bound(board)]
        board = rng.choice(away) if away else GOAL
    return board


def arranged(blanks: Sequence[int], rng: random.Random) -> Board:
    """The tiles 1-11 in a random order on every cell but blanks."""
    tiles = rng.sample(list(range(1, CELLS - 1)), CELLS - 2)
    return tuple(0 if cell in blanks else tiles.pop() for cell in range(CELLS))


def beyond_limit(blanks: Sequence[int], rng: random.Random) -> Board:
    """The first of random arrangements (blanks on blanks) whose lower_bound, and so its
    distance, is more than 20."""
    board = arranged(blanks, rng)
    while lower_bound(board) <= MOST_MOVES:
        board = arranged(blanks, rng)
    return board


def blanks_on(pair: Tuple[int, int], rng: random.Random) -> Board:
    """The first board with its blanks on the cells of pair met by random walks from the goal,
    each of at most 24 moves."""
    around = neighbours(CELLS, EDGES)
    board, steps = GOAL, 0
    while True:
        if steps == 24:
            board, steps = GOAL, 0
        board = rng.choice(list(moves(board, around)))
        steps += 1
        if (board[pair[0]], board[pair[1]]) == (0, 0):
            return board


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text, datasets until the line -1: the solved board; random walks of each
    length 0..20 from the goal; boards exactly 20 and 21 moves away (NA); random arrangements
    (NA); the blanks on every pair of cells, by walks; 100 boards beyond 20 moves with the blanks
    in the middle (the costliest search); and by hand extra spaces and tabs, a blank line, CRLF
    and no final newline."""
    written = FORMAT
    inputs = {"solved": input_text(written, [GOAL])}
    rng = random_for(seed, "aoj_0190/walks")
    for number in range(1, 3):
        boards = [walk(GOAL, EDGES, steps, rng) for steps in range(MOST_MOVES + 1)]
        inputs["walks-%d" % number] = input_text(written, boards)
    rng = random_for(seed, "aoj_0190/far")
    for moves_away in (MOST_MOVES, MOST_MOVES + 1):
        boards = [outward(moves_away, rng) for _ in range(8)]
        inputs["distance-%d" % moves_away] = input_text(written, boards)
    rng = random_for(seed, "aoj_0190/random")
    for number in range(1, 3):
        boards = [arranged(rng.sample(list(range(CELLS)), 2), rng) for _ in range(10)]
        inputs["random-%d" % number] = input_text(written, boards)
    rng = random_for(seed, "aoj_0190/blanks")
    pairs = list(itertools.combinations(range(CELLS), 2))
    inputs["every-blank-pair"] = input_text(written, [blanks_on(pair, rng) for pair in pairs])
    rng = random_for(seed, "aoj_0190/largest")
    boards = [beyond_limit(CENTRAL_BLANKS[index % 4], rng) for index in range(MOST)]
    inputs["largest-100"] = input_text(written, boards)
    # By hand: extra spaces and tabs, a blank line, CRLF line ends, no final newline.
    rng = random_for(seed, "aoj_0190/format")
    lines = input_text(written, [walk(GOAL, EDGES, 12, rng) for _ in range(2)]).split("\n")
    lines[1] = "  " + "   ".join(lines[1].split()) + " "
    lines[2] = "\t".join(lines[2].split()) + "\t"
    lines.insert(5, "")
    inputs["format-odd-spacing"] = "\r\n".join(lines[:-1])
    return inputs


def expected(text: str) -> str:
    """A line a dataset: its distance to the goal by plain BFS from both ends, or NA beyond 20
    moves."""
    return answers_text(
        FORMAT,
        text,
        lambda query: distance_answer(distance(query.board, query.goal, EDGES, limit=MOST_MOVES)),
    )
