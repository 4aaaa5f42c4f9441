"""UVa 10085 The most distant state (a farthest board and a shortest path to it): https://onlinejudge.org/external/100/10085.pdf

Judge      UVa, problem 10085, special judge (any farthest board with a shortest path); submit this
           file as is. Limits not confirmed; we budget 3 s, 256 MB (see the settings' note).
Input      N, a blank line, then N boards of 3 lines of 3 integers 0-8 (0 the blank), each followed
           by a blank line; any whitespace is accepted.
Output     per start: `Puzzle #k`, the three rows of a board as far from the start as any (numbers
           separated by single spaces), a shortest path to it over U, L, D, R (the direction the
           blank travels: the core's own letters), and an empty line.
Bad input  N missing or 0, a count of numbers that does not match N, a repeated or out-of-range
           tile, anything but integers: one line on stderr naming the problem, exit status 1,
           nothing on stdout.
Algorithm  each start is turned by a symmetry of the board (square_symmetries) so that its blank
           lies on cell 0, 1 or 4, and renamed to the canonical board with its blank there, so at
           most three breadth-first searches over all 181,440 reachable boards (farthest in the
           core: it keeps every layer, then walks back from a board of the last one) serve any
           input; the board and path found are renamed and turned back. Each search costs about
           0.2 s on CPython 3.11, once per kind of blank cell met (corner, edge, centre); memory
           about 20 MB a search, kept only while it runs.
Usage      python3 solutions/uva_10085.py < judge_cases/uva_10085/sample-1.in
"""

# ---- BEGIN core/puzzle.py (vendored by `make vendor`: edit core/puzzle.py, not this copy) ----
# What this file uses of core/puzzle.py, verbatim and in order; the core's docstring explains the model.
import math
import sys
from itertools import repeat
from typing import Callable, Dict, Iterator, List, Optional, Sequence, Set, Tuple

Tiles = Tuple[int, ...]  # a board: its tiles in row-major order, 0 is the blank

MOVES = "UDLR"  # the direction the blank travels


class InputError(ValueError):
    """Input that is not a board: the solutions turn it into one line on stderr and exit status 1."""


def side_of(board: Sequence[int]) -> int:
    """Return n for a board of n*n cells; raise InputError if the length is not a square of n >= 2. O(1)."""
    side = math.isqrt(len(board))
    if side < 2 or side * side != len(board):
        raise InputError("a board needs n*n cells with n >= 2, got %d" % len(board))
    return side


def _dimensions(board: Sequence[int], columns: Optional[int] = None) -> Tuple[int, int]:
    """Return (rows, columns) of a board: n x n when columns is None, else len(board) // columns rows;
    InputError unless both are at least 2 and columns divides the cells. O(1)."""
    if columns is None:
        side = side_of(board)
        return side, side
    if columns < 2 or len(board) % columns or len(board) // columns < 2:
        raise InputError("a board of %d cells cannot have %d columns and at least 2 rows" % (len(board), columns))
    return len(board) // columns, columns


def check_board(board: Sequence[int], columns: Optional[int] = None) -> int:
    """Return the number of columns (n for a square board) if board holds each of 0..cells-1
    exactly once; raise InputError naming the fault. O(N)."""
    side = _dimensions(board, columns)[1]
    if min(board) >= 0 and max(board) < len(board) and _cycles(board) is not None:
        return side  # the common case: no set, so a million cells in an array need only 1 MB more
    seen = [False] * len(board)
    for tile in board:
        if not 0 <= tile < len(board):
            raise InputError("tile %d is out of range 0..%d" % (tile, len(board) - 1))
        if seen[tile]:
            raise InputError("tile %d appears twice" % tile)
        seen[tile] = True
    return side


def _cycles(permutation: Sequence[int]) -> Optional[int]:
    """Return the number of cycles of a map of 0..N-1 into itself (cell -> value), or None if it
    is not a permutation: then the walk from a cell no value names ends on an earlier walk, not
    on its start. O(N): one step a cell, C-speed jumps to the next unvisited cell."""
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


def square_symmetries(side: int) -> List[Tuple[List[int], str]]:
    """The 8 symmetries of a side x side board (4 turns, each also mirrored), each as (where,
    letters): a symmetry takes board to the board b with b[where[cell]] = board[cell], and the
    blank's move MOVES[i] to letters[i], so a path from one board is, letter by letter, a path of
    the same length from the other. The first is the identity. O(8 N)."""
    last = side - 1
    turns = (lambda row, column: (row, column), lambda row, column: (column, last - row),
             lambda row, column: (last - row, last - column), lambda row, column: (last - column, row))
    found = []
    for turn in turns:
        for mirrored in (False, True):
            def place(row: int, column: int) -> Tuple[int, int]:
                row, column = turn(row, column)
                return (row, last - column) if mirrored else (row, column)
            where = [row * side + column for row, column in (place(*divmod(cell, side)) for cell in range(side * side))]
            letters = ""
            for row_step, column_step in ((-1, 0), (1, 0), (0, -1), (0, 1)):  # U, D, L, R
                # the places are affine, so a step's image is the difference of two images
                (row_from, column_from), (row_to, column_to) = place(0, 0), place(row_step, column_step)
                letters += {(-1, 0): "U", (1, 0): "D", (0, -1): "L", (0, 1): "R"}[row_to - row_from, column_to - column_from]
            found.append((where, letters))
    return found


def _inverse(board: Sequence[int]) -> bytes:
    """bytes(cell of each tile): the key of the breadth-first searches below."""
    where = bytearray(len(board))
    for cell, tile in enumerate(board):
        where[tile] = cell
    return bytes(where)


def _swaps(rows: int, columns: int) -> List[List[Tuple[int, bytes, str]]]:
    """Per blank cell, for each legal move: (target cell, the bytes.translate table that makes
    the move on an _inverse key, the blank's move)."""
    swaps = []  # type: List[List[Tuple[int, bytes, str]]]
    for blank in range(rows * columns):
        row, column = divmod(blank, columns)
        swaps.append([])
        for move, target, legal in (("U", blank - columns, row > 0), ("D", blank + columns, row < rows - 1),
                                    ("L", blank - 1, column > 0), ("R", blank + 1, column < columns - 1)):
            if legal:
                table = bytearray(range(256))
                table[blank], table[target] = target, blank
                swaps[blank].append((target, bytes(table), move))
    return swaps


def _breadth_first_layers(start: Tiles, swaps: List[List[Tuple[int, bytes, str]]]) -> Iterator[List[Set[bytes]]]:
    """Yield each layer of a breadth-first search from start (distance 0, 1, ...): a set per
    blank cell of the boards at that distance, each held as its _inverse. O(reachable boards).

    A move from blank cell b to cell t swaps the byte values b and t wherever they are, which is
    one bytes.translate for every board of a layer with the blank on b: the layer is made at C
    speed, no bytecode per board. A move changes the permutation's parity, so a new layer is the
    last one's neighbours less the layer before it."""
    cells = len(swaps)
    before = [set() for _ in range(cells)]  # type: List[Set[bytes]]
    layer = [set() for _ in range(cells)]  # type: List[Set[bytes]]
    key = _inverse(start)
    layer[key[0]].add(key)
    while any(layer):
        yield layer
        after = [set() for _ in range(cells)]  # type: List[Set[bytes]]
        for blank, boards_here in enumerate(layer):
            for target, table, _ in swaps[blank]:
                after[target].update(map(bytes.translate, boards_here, repeat(table)))
        for blank, boards_here in enumerate(after):
            boards_here -= before[blank]
        before, layer = layer, after


def farthest(start: Tiles, columns: Optional[int] = None) -> Tuple[Tiles, str]:
    """Return a board as far from start as any it can reach (the smallest key of the last
    layer), and a shortest path from start to it: one breadth-first search from start that keeps
    every layer, then a walk back through them. 3x3: about 0.2 s on CPython, 20 MB. O(reachable
    boards) time and memory."""
    rows, columns = _dimensions(start, columns)
    swaps = _swaps(rows, columns)
    layers = list(_breadth_first_layers(start, swaps))
    key = min(min(boards_here) for boards_here in layers[-1] if boards_here)
    board = [0] * len(start)
    for tile, cell in enumerate(key):
        board[cell] = tile
    back = []  # the blank's moves from the board found back to start
    for layer in reversed(layers[:-1]):
        for target, table, move in swaps[key[0]]:
            if key.translate(table) in layer[target]:
                key = key.translate(table)
                back.append(move)
                break
    return tuple(board), "".join(back[::-1]).translate(str.maketrans("UDLR", "DURL"))


def path_to_letters(path: str, letters: str = MOVES, tile_moves: bool = False) -> str:
    """Return path (the core's moves: the blank's directions U, D, L, R) in a judge's letters.

    letters names up, down, left and right, in that order ("udlr", "UDLR"); with tile_moves the
    letters name the direction the tile travels, which is the blank's opposite. O(len(path)).
    """
    unknown = set(path) - set(MOVES)
    if unknown:
        raise ValueError("a path holds only U, D, L and R, not %r" % min(unknown))
    return path.translate(str.maketrans(MOVES, _letters_in_blank_order(letters, tile_moves)))


def _letters_in_blank_order(letters: str, tile_moves: bool) -> str:
    """letters reordered to name the blank's U, D, L, R."""
    if len(letters) != 4 or len(set(letters)) != 4:
        raise ValueError("letters must be four different characters for up, down, left, right, not %r" % letters)
    up, down, left, right = letters
    return down + up + right + left if tile_moves else letters


def _shorten(token: str) -> str:
    return repr(token if len(token) <= 20 else token[:20] + "...")


def integers_in(text: str) -> List[int]:
    """Return the whitespace-separated non-negative integers of text; InputError names the first
    token that is not one (a number of more than 9 digits counts as out of range). O(len(text))."""
    numbers = []
    for place, token in enumerate(text.split(), 1):
        if not (token.isascii() and token.isdigit()):
            raise InputError("item %d is %s, not a non-negative integer" % (place, _shorten(token)))
        digits = token.lstrip("0") or "0"  # int() refuses over 4,300 digits, leading zeros too
        if len(digits) > 9:
            raise InputError("item %d is %s, far out of range" % (place, _shorten(token)))
        numbers.append(int(digits))
    return numbers


def run_solution(solve: Callable[[str], str], problem: str, arguments: Optional[List[str]] = None) -> None:
    """Run a solution as a judge does: solve(all of stdin, or of the file named by the first of
    arguments, default sys.argv[1:]) is written to stdout. Bad input gets one line on stderr
    naming the problem and exit status 1."""
    if arguments is None:
        arguments = sys.argv[1:]
    source_name = arguments[0] if arguments else "standard input"
    try:
        if arguments:
            with open(arguments[0], "rb") as source:
                data = source.read()
        else:
            data = sys.stdin.buffer.read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError("the input is not UTF-8 text") from None
        output = solve(text.lstrip("\ufeff"))
    except InputError as error:
        sys.stderr.write("%s: bad input: %s\n" % (problem, error))
        sys.exit(1)
    except OSError as error:
        sys.stderr.write("%s: cannot read %s: %s\n" % (problem, source_name, error.strerror))
        sys.exit(1)
    sys.stdout.write(output)
# ---- END core/puzzle.py ----

PROBLEM = "UVa 10085"
LETTERS = "UDLR"  # the judge's letters for the blank's up, down, left, right: the core's own
SYMMETRIES = square_symmetries(3)  # the board's 8 symmetries, made once
_found = {}  # type: Dict[Tiles, Tuple[Tiles, str]]  # canonical start -> farthest(canonical start)


def parse_boards(text: str) -> List[Tiles]:
    """Return the N starts: N, then N boards of 9 integers 0-8 (0 the blank), any whitespace."""
    numbers = integers_in(text)
    if not numbers:
        raise InputError("the input is empty; expected N and then N boards")
    count, tiles = numbers[0], numbers[1:]
    if count < 1:
        raise InputError("N is %d; expected at least 1 board" % count)
    if len(tiles) != 9 * count:
        raise InputError("N is %d, so %d numbers should follow, but %d do" % (count, 9 * count, len(tiles)))
    boards = []
    for index in range(count):
        board = tuple(tiles[9 * index:9 * index + 9])
        try:
            check_board(board)
        except InputError as error:
            raise InputError("board %d: %s" % (index + 1, error)) from None
        boards.append(board)
    return boards


def farthest_renamed(start: Tiles) -> Tuple[Tiles, str]:
    """Return farthest(start): a board as far from start as any, and a shortest path to it.

    Renaming tiles changes no move, so start is renamed to the canonical board with its blank on
    the same cell (tiles 1..8 in order around it), whose answer is kept: one search per blank cell
    serves any input. The board found is renamed back; the path stays as it is.
    """
    canonical = list(range(1, 9))
    canonical.insert(start.index(0), 0)
    key = tuple(canonical)
    if key not in _found:
        _found[key] = farthest(key)
    board, path = _found[key]
    name = {canonical[cell]: tile for cell, tile in enumerate(start)}
    return tuple(name[tile] for tile in board), path


def farthest_by_symmetry(start: Tiles) -> Tuple[Tiles, str]:
    """farthest_renamed(start), through the symmetry of the board that brings the blank nearest
    cell 0: a corner to 0, an edge to 1, the centre stays on 4. So three searches serve any input,
    not nine. The symmetry keeps every distance; the board found is turned back, and so is each
    move."""
    blank = start.index(0)
    where, letters = min(SYMMETRIES, key=lambda symmetry: symmetry[0][blank])
    turned = [0] * 9
    for cell, tile in enumerate(start):
        turned[where[cell]] = tile
    board, path = farthest_renamed(tuple(turned))
    back = {letter: move for move, letter in zip(MOVES, letters)}
    return tuple(board[where[cell]] for cell in range(9)), "".join(back[letter] for letter in path)


def solve(text: str) -> str:
    """Return the whole output: per start `Puzzle #k`, a farthest board, the path, an empty line."""
    blocks = []
    for number, start in enumerate(parse_boards(text), 1):
        board, path = farthest_by_symmetry(start)
        rows = "".join("%d %d %d\n" % board[row:row + 3] for row in (0, 3, 6))
        blocks.append("Puzzle #%d\n%s%s\n\n" % (number, rows, path_to_letters(path, LETTERS)))
    return "".join(blocks)


def main() -> None:
    run_solution(solve, PROBLEM)


if __name__ == "__main__":
    main()
