"""UVa 10181's cases: the statement's sample, the seeded generator of the other cases, and a
reference answer of any input whose boards it knows (the special judge accepts any path of at
most 50 moves).

The answer of a solvable board is a path it is known to have, as generate() made the board: the
one its published file shows (the Princeton assignment's 4x4 files among the committed cases),
or the way back of the random walk from the goal that ended on it. Most of these boards are
beyond a plain BFS; for any other board the answer is a shortest path by plain BFS from both
ends, when one has at most NEAR moves.

Usage: python -m slidingkit.tools.cases --only uva_10181
"""

from typing import Dict, List, Optional, Sequence, Tuple

from slidingkit.oracle.family_reference import (
    GOAL_4,
    OPPOSITE,
    princeton_4x4_path,
    solvable,
    walk,
)
from slidingkit.oracle.reference import shortest_route
from slidingkit.problems._cases import (
    Board,
    answers_text,
    input_text,
    path_answer,
    random_for,
    rows_text,
    swapped,
)
from slidingkit.problems.uva_10181 import FORMAT

SEED = 1043
SAMPLES: List[Tuple[str, str]] = [
    (
        "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n",
        "LLLDRDRDR\nThis puzzle is not solvable.\n",
    )
]
UNSOLVABLE = "This puzzle is not solvable."
NEAR = 20  # moves within which expected() finds a path of a board generate() did not make

# Board -> a path of at most 50 moves to the goal, for every board generate() has made in this
# process (a later call's path replaces an earlier one's): the published paths it used and the
# ways back of its walks.
KNOWN_PATHS: Dict[Board, str] = {}


def generate(seed: int) -> Dict[str, str]:
    """Case name -> input text: N, then N boards of four rows: published boards, walks of up to
    50 moves from the goal, unsolvable boards, odd spacing. Records each solvable board's path
    in KNOWN_PATHS."""
    rng = random_for(seed, "uva_10181")
    paths: Dict[Board, str] = {}

    def published(name: str) -> Board:
        board, path = princeton_4x4_path(name)
        if path is not None:
            paths[board] = path
        return board

    def walked(moves: int, blank_cell: Optional[int] = None) -> Board:
        while True:  # the blank's cell parity follows the walk's length: vary it by one
            end, path = walk(GOAL_4, 4, moves - rng.randrange(2), rng)
            if blank_cell is None or end.index(0) == blank_cell:
                back = "".join(OPPOSITE[move] for move in reversed(path))
                paths.setdefault(end, back)
                return end

    written = FORMAT

    def case(boards: Sequence[Board]) -> str:
        return input_text(written, boards)

    inputs = {}
    for part, names in enumerate([range(40, 46), range(30, 40), range(20, 30), range(0, 20)], 1):
        inputs["published-%d" % part] = case(
            [published("puzzle4x4-%02d" % number) for number in names]
        )
    inputs["every-blank-cell"] = case([walked(rng.randrange(20, 51), cell) for cell in range(16)])
    unsolvable = [swapped(walked(30), rng) for _ in range(4)] + [published("puzzle4x4-unsolvable")]
    inputs["unsolvable"] = case(unsolvable)
    paths[GOAL_4] = ""
    inputs["solved"] = case([GOAL_4])
    inputs["walks-up-to-50"] = case([walked(rng.randrange(30, 51)) for _ in range(10)])
    # By hand: CRLF, trailing spaces, double spaces and tabs, a board on one line, no final
    # newline.
    inputs["format-odd-spacing"] = (
        "3\r\n"
        + rows_text(walked(25), 4, separator="  ").replace("\n", " \r\n")
        + "\n"
        + rows_text(walked(40), 4, separator="\t")
        + " ".join(str(t) for t in swapped(walked(10), rng))
    )
    KNOWN_PATHS.update(paths)
    return inputs


def expected(text: str) -> str:
    """A line a board: its path in KNOWN_PATHS, else a shortest path of at most NEAR moves, or
    the unsolvable line; ValueError for a solvable board with neither."""
    return answers_text(FORMAT, text, lambda query: path_answer(known_path(query.board)))


def known_path(board: Board) -> Optional[str]:
    """board's path in KNOWN_PATHS, else a shortest one of at most NEAR moves; None where the
    board cannot reach the goal; ValueError for a solvable board with neither."""
    if not solvable(board, GOAL_4, 4):
        return None
    path = KNOWN_PATHS.get(board)
    if path is None:
        path = shortest_route(board, GOAL_4, 4, NEAR)
    if path is None:
        raise ValueError("no known path for %s" % (board,))
    return path
