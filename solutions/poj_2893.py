r"""POJ 2893 M x N Puzzle (is the board solvable?): http://poj.org/problem?id=2893

Judge      POJ, problem 2893, exact comparison; submit this file as is. Limits: 4 s, 128 MB.
Input      cases `M N` (2 <= M, N <= 999), then M rows of N integers (0 the blank, 1..MN-1 the
           tiles), until the line `0 0`; any whitespace.
Output     per case YES if the goal 1..MN-1 with the blank last can be reached, else NO.
Bad input  M or N out of range, too few numbers, numbers after `0 0`, a repeated or out-of-range
           tile, anything but integers: one line on stderr naming the problem, exit status 1,
           nothing on stdout.
Algorithm  the input is read at C speed (one split, one isdigit test, map(int)); a board is
           checked and decided by parity in O(cells): the permutation's parity from
           its cycles against the blank's distance to its goal cell (see is_solvable in the core).
           Reading is O(cells) too; the 999x999 case (10^6 numbers): see docs/performance.md.
Usage      python3 solutions/poj_2893.py < judge_cases/poj_2893/sample-1.in
           $ printf '2 2\n1 2\n3 0\n0 0\n' | python3 solutions/poj_2893.py
           YES
"""

import sys

if sys.version_info < (3, 5):  # the oldest Python its judges run; vermin checks the file
    sys.exit("poj_2893.py needs Python 3.5 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "POJ 2893"
LARGEST_SIDE = 999
DIGITS_AND_SPACES = b"0123456789 \t\n\r\x0b\x0c"


def read_numbers(text: str) -> "Sequence[int]":
    """All the numbers of the input. The common case, ASCII digits and whitespace only, is read
    at C speed into an array of machine integers (O(numbers), 8 bytes each: 8 MB for 10^6, where
    a list would hold 36 MB), a line at a time, so that only one row's tokens exist at once, not
    the whole input's; anything else goes through integers_in, which names the first bad token."""
    if not text.encode("utf-8").translate(None, DIGITS_AND_SPACES):  # ASCII digits and spaces only
        numbers = array("q")
        try:
            for line in text.splitlines():
                numbers.extend(map(int, line.split()))
            return numbers
        except (ValueError, OverflowError):
            pass  # over 4,300 digits, or past 2^63: integers_in says which
    return integers_in(text)


def parse_cases(text: str) -> "List[Tuple[int, int, Sequence[int]]]":
    """Return (M, N, tiles) for each case before `0 0`."""
    numbers = read_numbers(text)
    cases = []  # type: List[Tuple[int, int, Sequence[int]]]
    at = 0
    while True:
        if at + 2 > len(numbers):
            raise InputError("the input ends before `0 0`" if numbers else "the input is empty")
        rows, columns = numbers[at], numbers[at + 1]
        at += 2
        if rows == 0 and columns == 0:
            break
        if not (2 <= rows <= LARGEST_SIDE and 2 <= columns <= LARGEST_SIDE):
            raise InputError("case %d: M and N must be 2..%d, got %d %d"
                             % (len(cases) + 1, LARGEST_SIDE, rows, columns))
        cells = rows * columns
        if at + cells > len(numbers):
            raise InputError("case %d: %d x %d needs %d numbers, but only %d follow"
                             % (len(cases) + 1, rows, columns, cells, len(numbers) - at))
        cases.append((rows, columns, numbers[at:at + cells]))
        at += cells
    if at != len(numbers):
        raise InputError("%d numbers follow `0 0`" % (len(numbers) - at))
    return cases


def solve(text: str) -> str:
    """Return the whole output: YES or NO per case, by parity in O(cells)."""
    lines = []
    for number, (rows, columns, tiles) in enumerate(parse_cases(text), 1):
        try:
            check_board(tiles, columns)
        except InputError as error:
            raise InputError("case %d: %s" % (number, error)) from None
        lines.append("YES" if is_solvable(tiles, standard_goal(rows, columns), columns) else "NO")
    return "\n".join(lines) + "\n"


def main() -> None:
    run_solution(solve, PROBLEM)


# ---- BEGIN core (vendored by `make vendor`: edit slidingkit/core/, not this copy) ----
# What this file runs of slidingkit/core/, verbatim; each part's module docstring explains it.
from array import array

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Callable, List, Optional, Sequence, Tuple

    Tiles = Tuple[int, ...]  # a board, row-major; 0 is the blank


# -- slidingkit/core/board.py --
class InputError(ValueError):
    """Input that is not a board: one line on stderr and exit status 1 (see run_solution)."""

def dimensions(board: "Sequence[int]", columns: "Optional[int]" = None) -> "Tuple[int, int]":
    """Return (rows, columns): n x n when columns is None; InputError unless both are at least 2."""
    if columns is None:
        columns = int(len(board) ** 0.5 + 0.5)
        if columns < 2 or columns * columns != len(board):
            raise InputError("a board needs n*n cells with n >= 2, got %d" % len(board))
    elif columns < 2 or len(board) % columns or len(board) // columns < 2:
        raise InputError("a board of %d cells cannot have %d columns and at least 2 rows"
                         % (len(board), columns))
    return len(board) // columns, columns


def check_board(board: "Sequence[int]", columns: "Optional[int]" = None) -> int:
    """Return the number of columns if board holds 0..cells-1 once each, else InputError. O(N)."""
    side = dimensions(board, columns)[1]
    if min(board) < 0 or max(board) >= len(board) or _cycles(board) is None:
        check_tiles(board)  # names the fault
    return side


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


def standard_goal(side: int, columns: "Optional[int]" = None) -> "Tiles":
    """Return 1..cells-1, then the blank, for side x side cells (or side x columns). O(N)."""
    return tuple(range(1, side * (side if columns is None else columns))) + (0,)


def is_solvable(board: "Sequence[int]", goal: "Sequence[int]",
                columns: "Optional[int]" = None) -> bool:
    """Return True if goal can be reached from board, checked boards of one shape. O(N)."""
    side = dimensions(board, columns)[1]
    blank_row, blank_column = divmod(board.index(0), side)
    goal_row, goal_column = divmod(goal.index(0), side)
    odd = (_cycles(board) + _cycles(goal)) % 2  # type: ignore[operator]  # checked: permutations
    return odd == (abs(blank_row - goal_row) + abs(blank_column - goal_column)) % 2


def _cycles(permutation: "Sequence[int]") -> "Optional[int]":
    """Return the number of cycles of a map of 0..N-1 into itself, or None if it is not a
    permutation (then some walk ends on an earlier walk, not on its start). O(N)."""
    visited = bytearray(len(permutation))
    cycles = 0
    start = visited.find(0)
    while start >= 0:
        cycles += 1
        cell = start
        while not visited[cell]:
            visited[cell] = 1
            cell = permutation[cell]
        if cell != start:
            return None
        start = visited.find(0, start)
    return cycles


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
