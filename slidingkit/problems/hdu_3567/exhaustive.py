"""HDU 3567's exhaustive check: seeded (start, goal) pairs through solutions/hdu_3567.py.

HDU 3567 has no single goal, so its check draws pairs instead of every board: by default 20,250
random (start, goal) pairs, 250 for each of the 81 pairs of blank cells (start, goal), plus the
9 starts that are their goal (`Case x: 0` and an empty line) and the 164 farthest starts of one
goal per blank cell (30 and 31 moves); T = 200 cases per solve() call. Each answer must be
exactly `Case x: d` and the smallest shortest path in ASCII order d < l < r < u, from one plain
BFS per goal (canonical relabelling: nine in all) and a walk from the start that takes the
smallest letter lowering the BFS distance (smallest_shortest_path says why that is the
smallest). Unsolvable pairs are left out: the statement rules them out and the file refuses them
as bad input.
"""

import random
from typing import List, Optional, Sequence, Tuple

from slidingkit.oracle import family_reference
from slidingkit.problems._cases import path_answer
from slidingkit.problems._exhaustive import (
    Board,
    Exhaustive,
    Mismatch,
    Position,
    Solve,
    answers_in,
    board_digits,
    random_board,
    shortened,
    solved,
    swapped_tiles,
)
from slidingkit.problems._format import Query
from slidingkit.problems.hdu_3567 import FORMAT

PAIRS = 81 * 250  # random pairs by default: 250 for each blank cell of the start and of the goal
BATCH = 200  # the statement's T <= 200: the cases of one solve() call
EXTRA = 9 + 8 * 2 + 148  # the starts that are their goal; the farthest starts of 9 goals


def smallest_shortest_path(start: Board, goal: Board) -> Optional[str]:
    """The path HDU 3567 wants (U, D, L, R), or None if start cannot reach goal: from one plain
    BFS per goal (of the canonical goal with the same blank cell; renaming tiles changes no move),
    walking from start and taking at each step the first letter in D, L, R, U whose move lowers the
    BFS distance (reference.first_shortest_path).

    Why that is the smallest shortest path: a shortest path of d moves must lower the distance by
    one at every move (a move changes it by at most one, and it has to reach 0 in d moves), and
    every move that lowers it can be finished into a shortest path. Paths of equal length compare
    at their first differing letter, so the smallest one starts with the smallest letter that
    lowers the distance, and continues with the smallest shortest path from there: by induction,
    the walk's path."""
    return family_reference.shortest_path(start, goal, 3, FORMAT.path_order)


def positions(sample: int, seed: int) -> Tuple[List[Position], str]:
    """((start, goal), the smallest shortest path) for `sample` random pairs, cycling through the
    81 pairs of blank cells of the start and the goal, each start made solvable to its goal by a
    swap of two tiles where the BFS says it cannot reach it; the 9 starts that are their goal (one
    per blank cell); and every farthest start of one random goal per blank cell (2 boards at 31
    moves for 8 cells, 148 at 30 for the centre). Pairs that cannot be solved are left out: the
    statement rules them out, and the file refuses them as bad input.
    Shuffled, so every batch costs about the same."""
    rng = random.Random(seed)
    drawn = []
    for index in range(sample):
        goal_blank, start_blank = divmod(index % 81, 9)
        goal, start = random_board(rng, goal_blank), random_board(rng, start_blank)
        path = smallest_shortest_path(start, goal)
        if path is None:
            start = swapped_tiles(start)
            path = smallest_shortest_path(start, goal)
        drawn.append(((start, goal), path))
    same = [(goal, goal) for goal in (random_board(rng, blank) for blank in range(9))]
    farthest = []  # type: List[Tuple[Board, Board]]  # (start, goal)
    for blank in range(9):
        goal = random_board(rng, blank)
        farthest.extend((start, goal) for start in family_reference.farthest_boards(goal)[1])
    drawn += [(pair, smallest_shortest_path(*pair)) for pair in same + farthest]
    rng.shuffle(drawn)
    split = (
        "pairs of a start and a goal: %s random (seed %d), every blank cell of the start with "
        "every one of the goal; the %d starts that are their goal; the %d farthest starts of %d "
        "goals" % (format(sample, ","), seed, len(same), len(farthest), 9)
    )
    return drawn, split


def pair_digits(pair: Tuple[Board, Board]) -> str:
    return "%s to %s" % (board_digits(pair[0]), board_digits(pair[1]))


def check(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """All the positions in one solve() call (T = len(positions), at most 200), written by the
    format: each answer exactly what the format writes for the pair's smallest shortest path
    (`Case x: d` and the path in d, l, r, u on the next line)."""
    queries = [Query(start, goal, 3, 3) for (start, goal), _ in positions]
    answers = [path_answer(path) for _, path in positions]
    expected = answers_in(FORMAT, FORMAT.answer_text(queries, answers), len(queries))
    assert expected is not None  # the format cuts what it writes
    got = solved(solve, FORMAT, queries)
    if isinstance(got, str):
        got = [got] * len(positions)
    return [
        Mismatch(pair_digits(pair), want, shortened(answer, 80))
        for (pair, _), want, answer in zip(positions, expected, got)
        if answer != want
    ]


CHECK = Exhaustive(
    check,
    "seeded (start, goal) pairs, N of them (default 20,250) over every pair of blank cells, "
    "plus 9 starts that are their goal and 164 farthest starts, T = 200 a call: exactly "
    "`Case x: d` and the smallest shortest path in d < l < r < u, by BFS",
    positions=positions,
    default_sample=PAIRS,
    extra=EXTRA,
    batch=BATCH,
    test_samples=(81, 810),
)
