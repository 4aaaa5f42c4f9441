"""What every judge needs around a solution: strict number reading, the judges' move letters, and
the I/O contract (whole input in, whole output out, or one line on stderr and exit status 1).

A judge's clock runs until the process ends, and CPython's normal exit frees every module and
object one by one, a good part of a bare start's time. A solution's last statement, quick_exit,
flushes what it wrote and ends the process without that teardown.
"""

import sys

from slidingkit.core.board import MOVES, InputError, check_tiles

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Callable, List, Optional

    from slidingkit.core.board import Tiles


def path_to_letters(path: str, letters: str) -> str:
    """Return path in a judge's letters for up, down, left and right ("udlr"). O(len(path))."""
    if len(set(letters)) != 4 or len(letters) != 4:
        raise ValueError("letters are four different characters, not %r" % letters)
    return path.translate(str.maketrans(MOVES, letters))


def letters_to_path(text: str, letters: str) -> str:
    """Return the path written in a judge's letters (see path_to_letters); InputError names the
    first character that is not one of them. O(len(text))."""
    for place, letter in enumerate(text, 1):
        if letter not in letters:
            raise InputError("move %d is %r, not one of %s" % (place, letter, ", ".join(letters)))
    # path_to_letters checks letters
    return text.translate(str.maketrans(path_to_letters(MOVES, letters), MOVES))


def integers_in(text: str) -> "List[int]":
    """Return text's non-negative integers, at most 9 digits each; InputError names a bad one."""
    numbers = []
    for place, token in enumerate(text.split(), 1):
        digits = token.lstrip("0") or "0"  # int() refuses over 4,300 digits, leading zeros too
        if token.strip("0123456789") or len(digits) > 9:  # anything but ASCII digits, or too many
            fault = ("not a non-negative integer" if token.strip("0123456789")
                     else "far out of range")
            raise InputError("item %d is %r, %s"
                             % (place, token if len(token) <= 20 else token[:20] + "...", fault))
        numbers.append(int(digits))
    return numbers


def list_numbers(text: str, shape: str) -> "List[int]":
    """Return the numbers of text, written in the shape given, where # stands for a number:
    `[[#,#,#],[#,#,#]]` is a 2x3 matrix in LeetCode's list notation, `######` six numbers alone.
    Spaces, tabs and line ends (LF or CRLF) separate brackets, commas and numbers; InputError
    names the first item (bracket, comma or number) out of place. O(len(text))."""
    text = text.replace("\r\n", "\n")
    if "\r" in text:
        raise InputError("a lone carriage return: lines end in LF or CRLF")
    for mark in "[],":
        text = text.replace(mark, " %s " % mark)
    tokens = [token for token in text.replace("\t", " ").replace("\n", " ").split(" ") if token]
    found = "".join(token if token in "[]," else "?" if token.strip("0123456789") else "#"
                    for token in tokens) + "$"
    for place, (seen, wanted) in enumerate(zip(found, shape + "$")):
        if seen != wanted:
            raise InputError("item %d is %s where %s is wanted" % (
                place + 1, "missing" if seen == "$" else repr(tokens[place][:20]),
                {"#": "a number", "$": "the end"}.get(wanted, repr(wanted))))
    return integers_in(" ".join(token for token in tokens if token not in "[],"))


def counted_boards(text: str, cells: int, count_name: str) -> "List[Tiles]":
    """Return the boards of an input that starts with their count (count_name), each of `cells`
    integers; InputError names the first fault."""
    numbers = integers_in(text)
    if not numbers:
        raise InputError("the input is empty; expected %s and then %s boards"
                         % (count_name, count_name))
    count, tiles = numbers[0], numbers[1:]
    if count < 1:
        raise InputError("%s is %d; expected at least 1 board" % (count_name, count))
    if len(tiles) != cells * count:
        raise InputError("%s is %d, so %d numbers should follow, but %d do"
                         % (count_name, count, cells * count, len(tiles)))
    boards = []
    for index in range(count):
        board = tuple(tiles[cells * index:cells * index + cells])
        try:
            check_tiles(board)
        except InputError as error:
            raise InputError("board %d: %s" % (index + 1, error)) from None
        boards.append(board)
    return boards


def run_solution(solve: "Callable[[str], str]", problem: str,
                 arguments: "Optional[List[str]]" = None) -> None:
    """Write solve(the whole input: stdin, or the file named by the first of arguments, default
    sys.argv[1:]); bad input is one line on stderr and exit status 1 (sys.exit's message)."""
    arguments = sys.argv[1:] if arguments is None else arguments
    try:
        with open(arguments[0], "rb") if arguments else sys.stdin.buffer as source:
            text = source.read().decode("utf-8")
        output = solve(text.lstrip("\ufeff"))
    except UnicodeDecodeError:
        sys.exit("%s: bad input: the input is not UTF-8 text" % problem)
    except InputError as error:
        sys.exit("%s: bad input: %s" % (problem, error))
    except OSError as error:
        sys.exit("%s: cannot read %s: %s"
                 % (problem, (arguments or ["standard input"])[0], error.strerror))
    sys.stdout.write(output)


def quick_exit() -> None:
    """Flush the output and end the process with status 0 at once: no atexit handlers, no
    teardown. Only as a program's last statement."""
    sys.stdout.flush()
    sys.stderr.flush()
    __import__("nt" if sys.platform == "win32" else "posix")._exit(0)  # -S loads no os
