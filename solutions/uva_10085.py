r"""UVa 10085 The most distant state (a farthest board and a shortest path to it): https://onlinejudge.org/external/100/10085.pdf

Judge      UVa, problem 10085, special judge (any farthest board with a shortest path); submit this
           file as is. Limits not confirmed; we budget 3 s, 256 MB (see the settings' note).
Input      N, a blank line, then N boards of 3 lines of 3 integers 0-8 (0 the blank), each followed
           by a blank line; any whitespace is accepted.
Output     per start: `Puzzle #k`, the three rows of a board as far from the start as any (numbers
           separated by single spaces), a shortest path to it over U, L, D, R (the direction the
           blank travels), and an empty line.
Bad input  N missing or 0, a count of numbers that does not match N, a repeated or out-of-range
           tile, anything but integers: one line on stderr naming the problem, exit status 1,
           nothing on stdout.
Algorithm  renaming the tiles changes no move, so a start's answer is that of the canonical board
           with its blank on the same cell (tiles 1..8 in order around it), renamed. The nine
           canonical answers are written below (a breadth-first search over all 181,440 boards
           found them; tests check each against an independent one): O(1) a start, no search.
Usage      python3 solutions/uva_10085.py < judge_cases/uva_10085/sample-1.in
"""

import sys

if sys.version_info < (3, 5):  # the oldest Python its judges run; vermin checks the file
    sys.exit("uva_10085.py needs Python 3.5 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "UVa 10085"
# per cell of the blank: for the canonical board with its blank there, a board as far from it as
# any (its tiles in cell order) and a shortest path to it over U, D, L, R (the judge's letters)
FARTHEST = [
    ("806547231", "DDRRUULDDRUULDLDRRULLURRDLLDRUU"),
    ("086743251", "LDDRUULDDRURULLDRRDLLURRULDDLUU"),
    ("806743251", "LLDDRRUULLDRDRUULLDRDRUULLDDRUU"),
    ("056847321", "URRDDLLURDLUURRDLURDDLLUURDDLUU"),
    ("021384576", "DRULLDRRULLURRDLLURDLDRRUULDLU"),
    ("840756321", "ULLDDRRULDRUULLDRULDDRRUULDDRUU"),
    ("864057321", "RULURRDLLURRDLDLUURDDRULDLURULD"),
    ("867254031", "LUURDDLUURDRDLLURRULLDRRDLUULDD"),
    ("647850321", "LULURRDLLURRDLDLUURDDRULDLURURD"),
]


def farthest_from(start: "Tiles") -> "Tuple[Tiles, str]":
    """Return a board as far from start as any, and a shortest path to it.

    Renaming tiles changes no move, so start is renamed to the canonical board with its blank on
    the same cell, whose answer is written above: its board renamed back, its path as it is."""
    canonical = list(range(1, 9))
    canonical.insert(start.index(0), 0)
    name = {canonical[cell]: tile for cell, tile in enumerate(start)}
    board, path = FARTHEST[start.index(0)]
    return tuple(name[int(digit)] for digit in board), path


def solve(text: str) -> str:
    """Return the whole output: per start `Puzzle #k`, a farthest board, the path, an empty line."""
    blocks = []
    for number, start in enumerate(counted_boards(text, 9, "N"), 1):
        board, path = farthest_from(start)
        rows = "".join("%d %d %d\n" % board[row:row + 3] for row in (0, 3, 6))
        blocks.append("Puzzle #%d\n%s%s\n\n" % (number, rows, path))
    return "".join(blocks)


def main() -> None:
    run_solution(solve, PROBLEM)


# ---- BEGIN core (vendored by `make vendor`: edit slidingkit/core/, not this copy) ----
# What this file runs of slidingkit/core/, verbatim; each part's module docstring explains it.

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Callable, List, Optional, Sequence, Tuple

    Tiles = Tuple[int, ...]  # a board, row-major; 0 is the blank


# -- slidingkit/core/board.py --
class InputError(ValueError):
    """Input that is not a board: one line on stderr and exit status 1 (see run_solution)."""


def check_tiles(board: "Sequence[int]") -> None:
    """InputError, naming the first tile at fault, unless board holds 0..len(board)-1 once each;
    for a board whose shape is already known. O(N)."""
    seen = [False] * len(board)
    for tile in board:
        if not 0 <= tile < len(board):
            raise InputError("tile %d is out of range 0..%d" % (tile, len(board) - 1))
        if seen[tile]:
            raise InputError("tile %d appears twice" % tile)
        seen[tile] = True


# -- slidingkit/core/judge_io.py --
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
# ---- END core ----


if __name__ == "__main__":
    main()
    quick_exit()
