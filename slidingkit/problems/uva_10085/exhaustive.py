"""UVa 10085's exhaustive check: seeded starts through solutions/uva_10085.py.

UVa 10085 has no goal, so its check draws starts instead of every board: by default 225 random
starts, 25 per blank cell, one solve() call each. Every answer is judged by the special judge's
own check() (slidingkit/problems/uva_10085/checker.py, its own BFS from the start) and by the plain
BFS from the start (family_reference.farthest_boards: reference.shape_distances of the canonical
start, renamed): the printed board is one of the farthest, the path replays to it and has the
farthest distance.
"""

import random
from typing import List, Optional, Sequence, Tuple

from slidingkit.oracle import family_reference, reference_paths
from slidingkit.problems import _checks
from slidingkit.problems._cases import input_text
from slidingkit.problems._exhaustive import (
    LAYOUT,
    Board,
    Exhaustive,
    Mismatch,
    Position,
    Solve,
    board_digits,
    described_failure,
    random_board,
    shortened,
)
from slidingkit.problems.uva_10085 import FORMAT, checker

STARTS = 9 * 25  # random starts by default: 25 for each blank cell
BATCH = 10  # starts per task (one solve() call each): a special judge's BFS apiece


def positions(sample: int, seed: int) -> Tuple[List[Position], str]:
    """(start, (the farthest distance, every board at it)) for `sample` random starts, cycling
    through the 9 blank cells. Every start is solvable to something, so all count as reachable;
    the farthest boards come from one plain BFS per blank cell (family_reference.farthest_boards:
    from the canonical start with that blank cell, renamed)."""
    rng = random.Random(seed)
    starts = [random_board(rng, index % 9) for index in range(sample)]
    drawn = [(start, family_reference.farthest_boards(start)) for start in starts]
    return (
        drawn,
        "random starts (seed %d), every blank cell; each answer judged by the special judge "
        "and by BFS from its start" % seed,
    )


def answer_problem(
    start: Board, farthest: Tuple[int, Sequence[Board]], answer: str
) -> Optional[str]:
    """None if answer (one puzzle's output, exactly as printed) is right by the BFS from start: the
    block `Puzzle #1`, a board in three rows, a path over U, D, L, R, an empty line; the path
    replays (reference_paths.replay) from start to the board, the board is one of the farthest,
    and the path is as long as the farthest distance."""
    lines = answer.split("\n")
    if len(lines) != 7 or lines[0] != "Puzzle #1" or lines[5:] != ["", ""]:
        return "not `Puzzle #1`, three rows, a path and an empty line"
    cells = " ".join(lines[1:4]).split(" ")
    if not all(len(cell) == 1 and cell.isdigit() for cell in cells) or sorted(
        map(int, cells)
    ) != list(range(9)):
        return "the three rows are not a board printed as `a b c`"
    board, path = tuple(map(int, cells)), lines[4]
    distance, boards = farthest
    try:
        at = reference_paths.replay(start, 3, path)
    except reference_paths.IllegalMove as illegal:
        return "the path is not legal: %s" % illegal
    if at != board:
        return "the path does not lead to the board printed"
    if board not in boards:
        return "the board printed is not one of the farthest (%d moves away)" % distance
    if len(path) != distance:
        return "a path of %d moves, the shortest has %d" % (len(path), distance)
    return None


def check(solve: Solve, positions: Sequence[Position]) -> List[Mismatch]:
    """One solve() call per start (N = 1): the special judge's own check() and the BFS from the
    start (answer_problem) must both accept the output."""
    mismatches = []
    for start, farthest in positions:
        text = input_text(FORMAT, [start], LAYOUT)
        try:
            got = solve(text)
        except Exception as error:
            got = described_failure(error)
        problems = []
        independent = answer_problem(start, farthest, got)
        if independent is not None:
            problems.append("BFS: %s" % independent)
        try:
            verdict = checker.check(text, got, "")
        except _checks.JudgeDataError as error:
            verdict = "judge error: %s" % error
        if verdict is not None:
            problems.append("special judge: %s" % verdict)
        if problems:
            expected = "a board %d moves away and a path of %d moves to it" % (
                farthest[0],
                farthest[0],
            )
            mismatches.append(
                Mismatch(
                    board_digits(start),
                    expected,
                    "%s (%s)" % (shortened(got, 80), "; ".join(problems)),
                )
            )
    return mismatches


CHECK = Exhaustive(
    check,
    "seeded starts, N of them (default 225) over every blank cell, one a call: a farthest board "
    "and a shortest path to it, accepted by the special judge and by BFS from the start",
    positions=positions,
    default_sample=STARTS,
    batch=BATCH,
    test_samples=(9, 18),
)
