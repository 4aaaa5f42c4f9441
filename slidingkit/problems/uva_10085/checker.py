"""Special judge of UVa 10085 (The most distant state): any farthest board with a shortest path
to it.

The input is N, then N 3x3 boards (0 the blank). For puzzle k the answer must be the line
`Puzzle #k`, three rows of a board (three numbers each, single spaces), a line over U, L, D, R
(the direction the blank travels), and an empty line. It is accepted if and only if the path
replays from the start to the printed board, the printed board is as far from the start as any
board can be, and the path is as long as that distance (so it is a shortest path). Distances come
from the oracle's plain breadth-first search from each start (slidingkit/oracle/, 181,440 boards
for each of the nine blank cells, renaming the tiles), not from the expected file, which is only
read for its number of puzzles.

Usage   python3 judge_cases/uva_10085_checker.py INPUT ACTUAL EXPECTED
        (exit 0 AC, 1 WA, 3 judge error)
Cost    one BFS of 181,440 boards per blank cell of the starts (cached in the process): about
        0.5 s each under CPython.
Shares no code with slidingkit/core/ or solutions/.
"""

from typing import List, Optional, Sequence, Tuple

from slidingkit.oracle import family_reference, reference
from slidingkit.problems import _checks
from slidingkit.problems.uva_10085 import FORMAT


def check(input_text: str, actual: str, expected: str) -> Optional[str]:
    """None if the answer is accepted, else the first problem found."""
    starts = [query.board for query in _checks.input_boards(FORMAT, input_text)]
    lines = _checks.output_lines(actual, 6 * len(starts) - 1)
    if len(lines) != 6 * len(starts) - 1:
        return "expected %d lines (6 per puzzle, the last empty line optional), found %d" % (
            6 * len(starts) - 1,
            len(lines),
        )
    try:
        for number, start in enumerate(starts, 1):
            block = lines[6 * (number - 1) : 6 * number]
            line = 6 * (number - 1) + 1
            if block[0] != "Puzzle #%d" % number:
                raise _checks.Rejected(
                    "line %d should be 'Puzzle #%d', found %s"
                    % (line, number, _checks.shown(block[0]))
                )
            board = printed_board(block, line)
            if len(block) > 5 and block[5] != "":
                raise _checks.Rejected(
                    "line %d should be empty, found %s" % (line + 5, _checks.shown(block[5]))
                )
            path = block[4]
            end = _checks.replay(start, path, 3, "UDLR", "puzzle %d: " % number)
            if end != board:
                raise _checks.Rejected(
                    "puzzle %d: the path on line %d does not lead to the board printed"
                    % (number, line + 4)
                )
            farthest = family_reference.farthest_boards(start)[0]
            distance = reference.distance_between(board, start)
            assert distance is not None  # the path leads from start to board
            if distance != farthest:
                raise _checks.Rejected(
                    "puzzle %d: the board printed is %d moves from the start; the farthest are %d"
                    % (number, distance, farthest)
                )
            if len(path) != distance:
                raise _checks.Rejected(
                    "puzzle %d: the path has %d moves; the shortest has %d"
                    % (number, len(path), distance)
                )
    except _checks.Rejected as error:
        return str(error)
    return None


def printed_board(block: List[str], line: int) -> Tuple[int, ...]:
    """The board on block's lines 2-4 (a puzzle's block starts on line `line`): three rows of
    three single digits, each of 0-8 once, else Rejected naming the line."""
    rows = []  # type: List[int]
    for offset in (1, 2, 3):
        tokens = block[offset].split(" ")
        if len(tokens) != 3 or not all(token.isdigit() and len(token) == 1 for token in tokens):
            raise _checks.Rejected(
                "line %d should be three digits separated by single spaces, found %s"
                % (line + offset, _checks.shown(block[offset]))
            )
        rows.extend(int(token) for token in tokens)
    board = tuple(rows)
    if sorted(board) != list(range(9)):
        raise _checks.Rejected(
            "lines %d-%d are not a board: each of 0-8 once" % (line + 1, line + 3)
        )
    return board


def main(argv: Sequence[str]) -> int:
    """The command: INPUT ACTUAL EXPECTED judged, the exit status returned."""
    return _checks.run(check, argv)
