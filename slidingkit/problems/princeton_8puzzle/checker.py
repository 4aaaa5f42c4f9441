"""Special judge for Princeton algs4 "8puzzle": accepts any shortest solution, printed exactly.

What it checks
    The assignment's client prints `Minimum number of moves = X`, then the X+1 boards of one
    shortest solution from the input board to the goal (1 .. n*n-1 in row-major order, blank
    last), each as the line `n`, n rows of `%2d ` per tile (every row ends in a space), and one
    empty line; for an unsolvable board it prints exactly `No solution possible`. Shortest
    solutions are not unique, so this judge accepts an output if and only if:
      - the expected file says `No solution possible` and the output is exactly that line; or
      - the header is exactly `Minimum number of moves = X`, X being the expected file's count,
        and exactly X+1 boards follow in the exact format, nothing after them; the first board is
        the input board, the last is the goal, and each board follows from the one before by
        sliding one tile that is orthogonally next to the blank into the blank.
    CRLF line ends count as LF, and the output's final newline is optional (the last line of a
    solution is an empty line, so a solution still ends in two newlines). Only the first line of
    the expected file is read: its move count (or `No solution possible`) is the truth.

Verdicts (online-judge-tools' convention: JUDGE input actual expected)
    exit 0   accepted, nothing printed
    exit 1   rejected: one line on stdout naming the first problem, with its line number, e.g.
             `line 7: board 2 does not follow from board 1 by one slide (tile 2 moved diagonally)`
    exit 3   a judge error (testlib's "fail"), one line on stderr: a file cannot be read, the
             input or expected file is malformed, or they contradict each other (the expected
             file says no solution for a solvable board, or the output shows a shorter valid
             solution than the expected count)

Independence
    Python 3.8 syntax; it imports nothing from slidingkit/core/ or solutions/, which it exists to
    check. It reads the input file with the problem's FORMAT (slidingkit/problems/_checks.py:
    input_boards), and its two answer lines are the format's (answer and no_answer); solvability
    (for the consistency check) is the parity rule of slidingkit/oracle/family_reference.py.

Cost
    O(size of the three files): each board is read once and compared with the one before;
    a 127x127 board with a short solution takes milliseconds. Memory: two boards at a time.

Usage
    python3 judge_cases/princeton_8puzzle_checker.py INPUT ACTUAL EXPECTED
    (the launcher `make cases` writes; it runs main() of this module)
    $ python3 solutions/princeton_8puzzle.py judge_cases/princeton_8puzzle/puzzle04.in > /tmp/out
    $ python3 judge_cases/princeton_8puzzle_checker.py judge_cases/princeton_8puzzle/puzzle04.in \\
          /tmp/out judge_cases/princeton_8puzzle/puzzle04.out; echo $?
    0
    In Python: check(input_text, actual_text, expected_text) returns None (accepted) or the message.
"""

import json
import re
import sys
from typing import List, Optional, Sequence, Tuple

from slidingkit.oracle.family_reference import solvable
from slidingkit.problems._checks import JudgeDataError, input_boards
from slidingkit.problems.princeton_8puzzle import FORMAT

Board = Tuple[int, ...]  # n*n tiles in row-major order, 0 is the blank
# testlib's exit status for a checker failure (1 rejects; 2, a presentation error, rejects too)
JUDGE_ERROR = 3

assert FORMAT.no_answer is not None  # the statement answers an unsolvable board
NO_SOLUTION = FORMAT.no_answer
HEADER = FORMAT.answer.replace("{distance}", "%d")
HEADER_PATTERN = re.compile(re.escape(FORMAT.answer).replace(re.escape("{distance}"), "(-?[0-9]+)"))
TILE_PATTERN = re.compile(r"[0-9]+")
SHOWN_CHARACTERS = 60  # longer lines are shown as a window around their first difference


# ---- reading the judge's own files ----


def parse_input(text: str) -> Tuple[Board, int]:
    """Return (board, n) from a puzzle file, read by the problem's FORMAT: n >= 2, then each of
    0..n*n-1 once. O(N)."""
    [query] = input_boards(FORMAT, text)
    if query.columns < 2:
        raise JudgeDataError("the input file says n = %d; n must be at least 2" % query.columns)
    return query.board, query.columns


def parse_expected(text: str) -> Optional[int]:
    """Return the expected number of moves, or None for `No solution possible`. O(first line)."""
    first_line = text.lstrip("\ufeff").split("\n", 1)[0].rstrip("\r")
    if first_line == NO_SOLUTION:
        return None
    match = HEADER_PATTERN.fullmatch(first_line)
    if not match or int(match.group(1)) < 0:
        raise JudgeDataError(
            "the expected file starts with %s, neither %s nor %s"
            % (quote(first_line), quote(NO_SOLUTION), quote(HEADER % 0))
        )
    return int(match.group(1))


# ---- judging the output ----


def check(input_text: str, actual_text: str, expected_text: str) -> Optional[str]:
    """Return None if actual_text is an accepted answer, else one line naming its first problem.

    Raises JudgeDataError when the input or expected file is malformed or contradicts itself.
    Cost: O(size of the three texts).
    """
    board, side = parse_input(input_text)
    expected_moves = parse_expected(expected_text)
    goal = tuple(range(1, side * side)) + (0,)
    if solvable(board, goal, side) != (expected_moves is not None):
        raise JudgeDataError(
            "the expected file says %s, but the input board is %s"
            % (
                quote(expected_text.split("\n", 1)[0].rstrip("\r")),
                "solvable" if expected_moves is None else "unsolvable",
            )
        )
    text = actual_text.replace("\r\n", "\n")
    if text == "":
        return "the output is empty; expected %s" % quote(
            NO_SOLUTION if expected_moves is None else HEADER % expected_moves
        )
    lines = text[:-1].split("\n") if text.endswith("\n") else text.split("\n")
    if expected_moves is None:
        return check_no_solution(lines)
    return check_solution(board, side, expected_moves, lines)


def check_no_solution(lines: List[str]) -> Optional[str]:
    """The answer for an unsolvable board: the one line `No solution possible`."""
    if lines[0] != NO_SOLUTION:
        return "line 1: the board is unsolvable: expected %s, got %s" % (
            quote(NO_SOLUTION),
            quote(lines[0]),
        )
    if len(lines) > 1:
        return "line 2: expected the end of the output, got %s" % quote(lines[1])
    return None


def check_solution(board: Board, side: int, moves: int, lines: List[str]) -> Optional[str]:
    """The answer for a solvable board whose shortest solution takes `moves` moves."""
    header = lines[0]
    if header == HEADER % moves:
        return check_boards(board, side, moves, lines)
    if header == NO_SOLUTION:
        return "line 1: got %s, but the board is solvable in %d moves" % (quote(header), moves)
    match = HEADER_PATTERN.fullmatch(header)
    if match and int(match.group(1)) != moves:
        claimed = int(match.group(1))
        if 0 <= claimed < moves and check_boards(board, side, claimed, lines) is None:
            raise JudgeDataError(
                "the output shows a valid %d-move solution, but the expected file "
                "says the shortest takes %d: the expected file is wrong" % (claimed, moves)
            )
        return "line 1: header says %d moves, the shortest is %d" % (claimed, moves)
    return "line 1: %s" % expected_got(HEADER % moves, header)


def check_boards(start: Board, side: int, moves: int, lines: List[str]) -> Optional[str]:
    """Lines 2.. of a solution: moves+1 boards from start to the goal, one slide apart."""
    size_line = str(side)
    wanted = moves + 1  # boards
    previous = None  # type: Optional[Board]
    index = 1  # lines[index] is line index+1
    for number in range(1, wanted + 1):
        if index == len(lines):
            return "expected %d boards, found %d" % (wanted, number - 1)
        if lines[index] != size_line:
            return "line %d: expected %s, the first line of board %d, got %s" % (
                index + 1,
                quote(size_line),
                number,
                quote(lines[index]),
            )
        board_line = index + 1
        current, problem, index = read_board(lines, index, side, number)
        if problem:
            return problem
        if previous is None:
            if current != start:
                return "line %d: board 1 is not the input board" % board_line
        else:
            reason = slide_problem(previous, current, side)
            if reason:
                return "line %d: board %d does not follow from board %d by one slide (%s)" % (
                    board_line,
                    number,
                    number - 1,
                    reason,
                )
        previous = current
    if index < len(lines):
        found = count_more_boards(lines, index, side)
        if found:
            return "line %d: expected %d boards, found %d" % (index + 1, wanted, wanted + found)
        return "line %d: expected the end of the output after board %d, got %s" % (
            index + 1,
            wanted,
            quote(lines[index]),
        )
    if previous != tuple(range(1, side * side)) + (0,):
        return "line %d: the last board is not the goal" % (index - side - 1)
    return None


def read_board(
    lines: List[str], index: int, side: int, number: int
) -> Tuple[Board, Optional[str], int]:
    """Read board `number` whose size line is lines[index]: (board, problem or None, next index)."""
    tiles = []  # type: List[int]
    for row in range(1, side + 1):
        index += 1
        if index == len(lines):
            return (
                (),
                "line %d: board %d ends after %d of its %d rows"
                % (index + 1, number, row - 1, side),
                index,
            )
        problem = read_row(lines[index], side, tiles)
        if problem:
            return (), "line %d: %s" % (index + 1, problem), index
    index += 1
    if index == len(lines):
        return (
            (),
            "line %d: expected an empty line after board %d, found the end of the output"
            % (index + 1, number),
            index,
        )
    if lines[index] != "":
        return (
            (),
            "line %d: expected an empty line after board %d, got %s"
            % (index + 1, number, quote(lines[index])),
            index,
        )
    return tuple(tiles), None, index + 1


def read_row(line: str, side: int, tiles: List[int]) -> Optional[str]:
    """Append the row's tiles to `tiles`; return the problem if the line is not n `%2d ` fields."""
    tokens = line.split()
    if len(tokens) != side:
        return "expected a row of %d tiles, got %s" % (side, quote(line))
    for token in tokens:
        if not TILE_PATTERN.fullmatch(token):
            return "%s is not a tile, in %s" % (quote(token), quote(line))
    row = [int(token) for token in tokens]
    exact = "".join("%2d " % tile for tile in row)
    if line != exact:
        return expected_got(exact, line)
    tiles.extend(row)
    return None


def slide_problem(before: Board, after: Board, side: int) -> Optional[str]:
    """None if `after` is `before` with one tile next to the blank slid into it, else why not.
    O(N)."""
    if before == after:
        return "it is the same board"
    changed = [cell for cell, (old, new) in enumerate(zip(before, after)) if old != new]
    if len(changed) == 2:
        first, second = changed
        swapped = after[first] == before[second] and after[second] == before[first]
        if swapped and 0 not in (before[first], before[second]):
            return "tiles %d and %d changed places" % (before[first], before[second])
        if swapped:
            blank, tile_cell = (first, second) if before[first] == 0 else (second, first)
            blank_row, blank_column = divmod(blank, side)
            tile_row, tile_column = divmod(tile_cell, side)
            rows_apart, columns_apart = abs(blank_row - tile_row), abs(blank_column - tile_column)
            if rows_apart + columns_apart == 1:
                return None
            if rows_apart == 1 and columns_apart == 1:
                return "tile %d moved diagonally" % before[tile_cell]
            return "tile %d is not next to the blank" % before[tile_cell]
    return "%d cells changed; one slide changes 2" % len(changed)


def count_more_boards(lines: List[str], index: int, side: int) -> int:
    """How many well-formed boards fill lines[index:] exactly (0 if anything else is there)."""
    found = 0
    while index < len(lines):
        if lines[index] != str(side):
            return 0
        _, problem, index = read_board(lines, index, side, found + 1)
        if problem:
            return 0
        found += 1
    return found


# ---- messages ----


def quote(text: str) -> str:
    """The text in double quotes with control characters escaped, shortened if long."""
    if len(text) > SHOWN_CHARACTERS:
        text = text[:SHOWN_CHARACTERS] + "..."
    return json.dumps(text, ensure_ascii=False)


def expected_got(expected: str, actual: str) -> str:
    """`expected "...", got "..."`; long lines are shown from just before their first difference."""
    if max(len(expected), len(actual)) <= SHOWN_CHARACTERS:
        return "expected %s, got %s" % (quote(expected), quote(actual))
    column = next(
        (place for place, (want, have) in enumerate(zip(expected, actual)) if want != have),
        min(len(expected), len(actual)),
    )
    start = max(column - 10, 0)
    prefix = "..." if start else ""
    return "column %d: expected %s, got %s" % (
        column + 1,
        quote(prefix + expected[start:]),
        quote(prefix + actual[start:]),
    )


# ---- the command ----


def read_text(path: str, role: str, strict: bool) -> str:
    """The file's text. JudgeDataError if it cannot be read or (strict) is not UTF-8; otherwise
    bytes that are not UTF-8 become U+FFFD, which no accepted answer contains."""
    try:
        with open(path, "rb") as file:
            data = file.read()
    except OSError as error:
        raise JudgeDataError(
            "cannot read the %s file %s: %s" % (role, path, error.strerror)
        ) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        if strict:
            raise JudgeDataError("the %s file %s is not UTF-8 text" % (role, path)) from None
        return data.decode("utf-8", "replace")


def main(arguments: Sequence[str]) -> int:
    """Judge one output: 0 accepted, 1 rejected (the reason on stdout), 2 judge error (stderr)."""
    if len(arguments) != 3:
        sys.stderr.write("usage: python3 princeton_8puzzle_checker.py INPUT ACTUAL EXPECTED\n")
        return JUDGE_ERROR
    input_path, actual_path, expected_path = arguments
    try:
        problem = check(
            read_text(input_path, "input", strict=True),
            read_text(actual_path, "actual", strict=False),
            read_text(expected_path, "expected", strict=True),
        )
    except JudgeDataError as error:
        sys.stderr.write("princeton_8puzzle_checker: judge error: %s\n" % error)
        return JUDGE_ERROR
    if problem is None:
        return 0
    sys.stdout.flush()
    sys.stdout.buffer.write((problem + "\n").encode("utf-8", "backslashreplace"))
    return 1
