"""What the family's special judges share: reading their three files, replaying moves, verdicts,
and the rule of the problems whose boards are written with an `x` (any path, or any shortest
path, to 1 2 3 / 4 5 6 / 7 8 x).

Each problem's special judge is slidingkit/problems/NAME/checker.py, built on this module: its
check(problem, input, actual, expected) gives the verdict and main(argv) runs it as a command.
oj and the judge run it through judge_cases/NAME_checker.py, a launcher `make cases` writes
(slidingkit/tools/cases/launchers.py). What a judge knows of its problem's layout comes from the
problem's FORMAT (slidingkit/problems/_format.py): the count line, the number of boards, the
blank's symbol, the letters of the moves, the unsolvable answer and what separates two answers.
The judges import nothing from slidingkit/core/ or solutions/, which they exist to check: a path
is replayed, and solvability decided, by slidingkit/oracle/.

Convention (online-judge-tools, testlib): CHECKER INPUT ACTUAL EXPECTED; exit 0 accepts, exit 1
rejects with one line on stdout naming the first problem found, exit 3 is a judge error (its own
files malformed or contradicting themselves), with one line on stderr.
Cost: linear in the files, plus what a rule adds.
"""

import os
import sys
from typing import Callable, List, Optional, Sequence, Tuple

from slidingkit.oracle import reference_paths
from slidingkit.oracle.family_reference import solvable
from slidingkit.problems._format import Format

Board = Tuple[int, ...]  # row-major, 0 is the blank
ACCEPTED, WRONG_ANSWER, JUDGE_ERROR = 0, 1, 3
GOAL_3 = (1, 2, 3, 4, 5, 6, 7, 8, 0)


class Rejected(Exception):
    """A wrong answer; the message names the first problem."""


class JudgeDataError(Exception):
    """The input or expected file is malformed, or they contradict each other."""


def shown(text: str, limit: int = 40) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")


def output_lines(text: str, wanted: int) -> List[str]:
    """The lines of an answer: CRLF as LF, trailing spaces ignored, a final newline optional,
    empty lines past the `wanted` count ignored, and missing trailing empty lines (an empty
    path is an empty line) supplied, as a judge that ignores trailing whitespace would."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]
    if lines and lines[-1] == "" and text.endswith("\n"):
        lines.pop()
    while len(lines) > wanted and lines[-1] == "":
        lines.pop()
    if len(lines) < wanted:  # trailing empty lines (empty paths) may be left out
        lines += [""] * (wanted - len(lines))
    return lines


def replay(board: Board, path: str, columns: int, letters: str = "UDLR", where: str = "") -> Board:
    """The board after the blank follows path, whose letters are `letters` (the judge's case of
    U, D, L, R, in that order), replayed by slidingkit/oracle/reference_paths.py. Rejected names
    the first letter that is not a move or a move off the board."""
    known = next((index for index, letter in enumerate(path) if letter not in letters), len(path))
    try:
        end = reference_paths.replay(
            board, columns, path[:known].translate(str.maketrans(letters, "UDLR"))
        )
    except reference_paths.IllegalMove as error:
        row, column = divmod(error.board.index(0), columns)
        raise Rejected(
            "%smove %d (%r) is illegal: the blank at row %d, column %d cannot go that way"
            % (where, error.place, path[error.place - 1], row + 1, column + 1)
        ) from None
    if known < len(path):
        raise Rejected(
            "%smove %d is %r, not one of %s" % (where, known + 1, path[known], ", ".join(letters))
        )
    return end


def symbols_board(symbols: str, blank: str, what: str) -> Board:
    if len(symbols) != 9 or sorted(symbols) != sorted("12345678" + blank):
        raise JudgeDataError("%s is %s, not the symbols 1-8 and %s" % (what, shown(symbols), blank))
    return tuple(0 if symbol == blank else int(symbol) for symbol in symbols)


def counted_boards(text: str, cells: int) -> List[Board]:
    """N, then N boards of `cells` integers (0 the blank), any whitespace."""
    tokens = text.lstrip("\ufeff").split()
    if not tokens or not all(token.isdigit() for token in tokens):
        raise JudgeDataError("the input file is not N and then integers")
    numbers = [int(token) for token in tokens]
    count = numbers[0]
    if len(numbers) != 1 + count * cells:
        raise JudgeDataError(
            "the input file says N = %d, so %d numbers should follow, not %d"
            % (count, count * cells, len(numbers) - 1)
        )
    boards = [tuple(numbers[start : start + cells]) for start in range(1, len(numbers), cells)]
    for number, board in enumerate(boards, 1):
        if sorted(board) != list(range(cells)):
            raise JudgeDataError("board %d of the input file is not a board" % number)
    return boards


def problem_of(input_path: str) -> str:
    """The problem a case belongs to: the name of its folder (judge_cases/NAME/CASE.in)."""
    return os.path.basename(os.path.dirname(os.path.abspath(input_path)))


def run(check: Callable[[str, str, str, str], Optional[str]], argv: Sequence[str]) -> int:
    """Read INPUT ACTUAL EXPECTED, call check(problem, input, actual, expected),
    report the verdict."""
    if len(argv) != 3:
        sys.stderr.write("usage: CHECKER INPUT ACTUAL EXPECTED\n")
        return JUDGE_ERROR
    texts = []
    for path in argv:
        try:
            with open(path, "rb") as file:
                texts.append(file.read().decode("utf-8"))
        except (OSError, UnicodeDecodeError) as error:
            if path == argv[1] and isinstance(error, UnicodeDecodeError):
                print("the output is not UTF-8 text")
                return WRONG_ANSWER
            sys.stderr.write("cannot read %s: %s\n" % (path, error))
            return JUDGE_ERROR
    try:
        problem = check(problem_of(argv[0]), *texts)
    except JudgeDataError as error:
        sys.stderr.write("judge error: %s\n" % error)
        return JUDGE_ERROR
    if problem is None:
        return ACCEPTED
    print(problem)
    return WRONG_ANSWER


def agree(expected_solvable: bool, board: Board, goal: Board, columns: int, where: str) -> None:
    """A judge error if the expected file and parity (the oracle's rule,
    family_reference.solvable) disagree about whether board reaches goal."""
    if expected_solvable != solvable(board, goal, columns):
        raise JudgeDataError(
            "%sthe expected file says the goal is %sreachable; parity says otherwise"
            % (where, "" if expected_solvable else "un")
        )


# ---- the 3x3 `x` problems: boards of 1-8 and x, answered by a path over u, d, l, r ----


def x_boards(written: Format, text: str) -> List[Board]:
    """The boards of an input, read as the format lays them out: N first where it has a count
    line, else its boards to the end (exactly one where it puts one in an input)."""
    tokens = text.lstrip("\ufeff").split()
    if written.count_line:
        if not tokens or not tokens[0].isdigit():
            raise JudgeDataError("the input file does not start with N")
        count, symbols = int(tokens[0]), "".join(tokens[1:])
        if len(symbols) != 9 * count:
            raise JudgeDataError(
                "the input file says N = %d but holds %d symbols" % (count, len(symbols))
            )
    else:
        symbols = "".join(tokens)
        if written.cases[1] == 1 and len(symbols) != 9:
            raise JudgeDataError("the input file holds %d symbols, not 9" % len(symbols))
    if not symbols or len(symbols) % 9:
        raise JudgeDataError("the input file holds %d symbols, not boards of 9" % len(symbols))
    return [
        symbols_board(
            symbols[start : start + 9],
            written.blank,
            "board %d of the input file" % (start // 9 + 1),
        )
        for start in range(0, len(symbols), 9)
    ]


def x_answers(written: Format, text: str, count: int) -> List[str]:
    """One answer line per board, or an empty line between two answers where the format
    separates them so."""
    if written.between_answers != "\n":
        lines = output_lines(text, count)
        if len(lines) != count:
            raise Rejected(
                "expected %d line%s, one per board, found %d"
                % (count, "" if count == 1 else "s", len(lines))
            )
        return lines
    lines = output_lines(text, 2 * count - 1)
    if len(lines) != 2 * count - 1:
        raise Rejected(
            "expected %d lines (%d answers separated by empty lines), found %d"
            % (2 * count - 1, count, len(lines))
        )
    for index in range(1, len(lines), 2):
        if lines[index]:
            raise Rejected(
                "line %d should be the empty line between answers, found %s"
                % (index + 1, shown(lines[index]))
            )
    return lines[0::2]


def check_x_paths(
    written: Format, input_text: str, actual: str, expected: str, shortest: bool
) -> Optional[str]:
    """Any path that reaches 1..8, x (or, with shortest, any path as short as the expected one),
    in the format's letters; its unsolvable answer exactly when the goal cannot be reached."""
    unsolvable = written.no_answer
    boards = x_boards(written, input_text)
    try:
        wanted = x_answers(written, expected, len(boards))
    except Rejected as error:
        raise JudgeDataError("the expected file: %s" % error) from None
    try:
        answers = x_answers(written, actual, len(boards))
        for number, (board, answer, reference) in enumerate(zip(boards, answers, wanted), 1):
            where = "board %d: " % number if len(boards) > 1 else ""
            agree(reference != unsolvable, board, GOAL_3, 3, where)
            if reference == unsolvable:
                if answer != unsolvable:
                    raise Rejected(
                        "%sthe goal cannot be reached, so the answer is %r, not %s"
                        % (where, unsolvable, shown(answer))
                    )
                continue
            if answer == unsolvable:
                raise Rejected("%sanswered %r, but the goal can be reached" % (where, unsolvable))
            end = replay(board, answer, 3, written.letters, where)
            if end != GOAL_3:
                raise Rejected(
                    "%sthe path ends on %s, not on the goal 12345678x"
                    % (where, "".join("x" if tile == 0 else str(tile) for tile in end))
                )
            if shortest and len(answer) != len(reference):
                if len(answer) < len(reference):
                    raise JudgeDataError(
                        "%sa valid path of %d moves beats the expected %d"
                        % (where, len(answer), len(reference))
                    )
                raise Rejected(
                    "%sthe path has %d moves; the shortest has %d"
                    % (where, len(answer), len(reference))
                )
    except Rejected as error:
        return str(error)
    return None
