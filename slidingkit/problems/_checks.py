"""What the family's special judges share: reading their three files, replaying moves, verdicts,
and the rule of the problems whose boards are written with an `x` (any path, or any shortest
path, to 1 2 3 / 4 5 6 / 7 8 x).

Each problem's special judge is slidingkit/problems/NAME/checker.py, built on this module: its
check(input, actual, expected) gives the verdict and main(argv) runs it as a command.
oj and the judge run it through judge_cases/NAME_checker.py, a launcher `make cases` writes
(slidingkit/tools/cases/launchers.py). What a judge knows of its problem's layout comes from the
problem's FORMAT (slidingkit/problems/_format.py): every judge reads its input file with
Format.parse (input_boards), and takes from the format the letters of the moves, the unsolvable
answer and what separates two answers.
The judges import nothing from slidingkit/core/ or solutions/, which they exist to check: a path
is replayed, and solvability decided, by slidingkit/oracle/.

Convention (online-judge-tools, testlib): CHECKER INPUT ACTUAL EXPECTED; exit 0 accepts, exit 1
rejects with one line on stdout naming the first problem found, exit 3 is a judge error (its own
files malformed or contradicting themselves), with one line on stderr.
Cost: linear in the files, plus what a rule adds.
"""

import sys
from typing import Callable, List, Optional, Sequence, Tuple

from slidingkit.oracle import reference_paths
from slidingkit.oracle.family_reference import solvable
from slidingkit.problems._format import Format, Query

Board = Tuple[int, ...]  # row-major, 0 is the blank
ACCEPTED, WRONG_ANSWER, JUDGE_ERROR = 0, 1, 3


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


def input_boards(written: Format, text: str) -> List[Query]:
    """The boards of an input file, read by its problem's format (Format.parse), exactly one
    where the format puts one in an input; else a judge error naming what is wrong."""
    if not text.lstrip("\ufeff").split():
        raise JudgeDataError("the input file is empty")
    try:
        queries = written.parse(text.lstrip("\ufeff"))
    except ValueError as error:
        raise JudgeDataError("the input file: %s" % error) from None
    if written.cases[1] == 1 and len(queries) != 1:
        raise JudgeDataError("the input file holds %d boards, not one" % len(queries))
    return queries


def run(check: Callable[[str, str, str], Optional[str]], argv: Sequence[str]) -> int:
    """Read INPUT ACTUAL EXPECTED, call check(input, actual, expected), report the verdict."""
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
        problem = check(*texts)
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


def symbols(written: Format, board: Board) -> str:
    """A board of one-character tiles as the format writes its symbols, e.g. 12345678x."""
    return "".join(written.blank if tile == 0 else str(tile) for tile in board)


def check_x_paths(
    written: Format, input_text: str, actual: str, expected: str, shortest: bool
) -> Optional[str]:
    """Any path that reaches 1..8, x (or, with shortest, any path as short as the expected one),
    in the format's letters; its unsolvable answer exactly when the goal cannot be reached."""
    unsolvable = written.no_answer
    boards = input_boards(written, input_text)
    try:
        wanted = x_answers(written, expected, len(boards))
    except Rejected as error:
        raise JudgeDataError("the expected file: %s" % error) from None
    try:
        answers = x_answers(written, actual, len(boards))
        for number, (query, answer, reference) in enumerate(zip(boards, answers, wanted), 1):
            where = "board %d: " % number if len(boards) > 1 else ""
            agree(reference != unsolvable, query.board, query.goal, query.columns, where)
            if reference == unsolvable:
                if answer != unsolvable:
                    raise Rejected(
                        "%sthe goal cannot be reached, so the answer is %r, not %s"
                        % (where, unsolvable, shown(answer))
                    )
                continue
            if answer == unsolvable:
                raise Rejected("%sanswered %r, but the goal can be reached" % (where, unsolvable))
            end = replay(query.board, answer, query.columns, written.letters, where)
            if end != query.goal:
                raise Rejected(
                    "%sthe path ends on %s, not on the goal %s"
                    % (where, symbols(written, end), symbols(written, query.goal))
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
