r"""LeetCode 773 Sliding Puzzle (2x3 board, fewest moves): https://leetcode.com/problems/sliding-puzzle/

Judge      LeetCode, problem 773; paste this file ("Python3"): LeetCode calls
           Solution().slidingPuzzle(board). Run as a program it reads standard input, so the local
           judge can run it (budget 1 s, 256 MB; LeetCode states no limit).
Input      slidingPuzzle(board), board = [[a, b, c], [d, e, f]]: 0-5 once each, 0 the blank. On
           standard input: `[[1,2,3],[4,0,5]]` or the six numbers alone, any whitespace between.
Output     the fewest moves to [[1,2,3],[4,5,0]], or -1 if it cannot be reached (a line on stdout).
Bad input  (standard input) anything but such a list or six numbers, a repeated or
           out-of-range tile: one line on stderr naming the problem, exit status 1, nothing on
           stdout. slidingPuzzle raises InputError.
Algorithm  permutation parity, then IDA* guided by walking distance on the 2x3 board (see the core
           below); 21 moves at most; see docs/performance.md.
Usage      python3 solutions/leetcode_773.py < judge_cases/leetcode_773/sample-4.in
           $ echo "[[4,1,2],[5,0,3]]" | python3 solutions/leetcode_773.py
           5
"""

import sys

if sys.version_info < (3, 5):  # the oldest Python its judges run; vermin checks the file
    sys.exit("leetcode_773.py needs Python 3.5 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "LeetCode 773"
GOAL = (1, 2, 3, 4, 5, 0)
COLUMNS = 3


class Solution:
    """LeetCode's interface: slidingPuzzle(board) for board = [[a, b, c], [d, e, f]]."""

    def slidingPuzzle(self, board: "List[List[int]]") -> int:
        """Return the fewest moves to [[1,2,3],[4,5,0]], or -1 if it cannot be reached."""
        cells = tuple(tile for row in board for tile in row)
        check_board(cells, COLUMNS)
        return Search.distance(cells, GOAL, COLUMNS)


def parse_board(text: str) -> "List[List[int]]":
    """Read `[[a,b,c],[d,e,f]]`, or six numbers alone."""
    listed = any(mark in text for mark in "[],")
    numbers = list_numbers(text, "[[#,#,#],[#,#,#]]" if listed else "######")
    check_board(tuple(numbers), COLUMNS)
    return [numbers[:3], numbers[3:]]


def solve(text: str) -> str:
    """Return the whole output for the whole input text: the fewest moves, or -1."""
    return "%d\n" % Solution().slidingPuzzle(parse_board(text))


def main() -> None:
    run_solution(solve, PROBLEM)


# ---- BEGIN core (vendored by `make vendor`: edit slidingkit/core/, not this copy) ----
# What this file runs of slidingkit/core/, verbatim; each part's module docstring explains it.

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

    Tiles = Tuple[int, ...]  # a board, row-major; 0 is the blank

    Move = Tuple[Any, ...]  # an entry of legal or allowed: (target cell, place or state, ...)


# -- slidingkit/core/board.py --
MOVES = "UDLR"  # the direction the blank travels


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


# -- slidingkit/core/walking_distance.py --
WALKING_DISTANCE_MAX_SIDE = 4  # a longer side needs Manhattan distance (large_boards.py)


class WalkingDistance:
    """One axis's tables (see the module's docstring); table() builds each once."""

    _built = {}  # type: Dict[Tuple[int, int, int], WalkingDistance]

    @classmethod
    def table(cls, lines: int, line_length: int, blank_goal_line: int) -> "WalkingDistance":
        key = (lines, line_length, blank_goal_line)
        if key not in cls._built:
            cls._built[key] = cls(lines, line_length, blank_goal_line)
        return cls._built[key]

    def __init__(self, lines: int, line_length: int, blank_goal_line: int) -> None:
        self.lines = lines
        self.stride = stride = 2 * lines
        self._width = width = line_length.bit_length()
        self._blank_bits = blank_bits = lines.bit_length()
        mask = (1 << width) - 1
        unit = [1 << blank_bits + width * entry for entry in range(lines * lines)]
        # steps[blank line]: (place in next_pattern's row, shift of the count read, key difference)
        steps = [[(direction * lines + goal_line, blank_bits + width * (line * lines + goal_line),
                   unit[blank_line * lines + goal_line] - unit[line * lines + goal_line]
                   + line - blank_line)
                  for direction, line in ((0, blank_line - 1), (1, blank_line + 1))
                  if 0 <= line < lines for goal_line in range(lines)]
                 for blank_line in range(lines)]
        first = sum(line_length * unit[line * lines + line] for line in range(lines))
        first += blank_goal_line - unit[blank_goal_line * lines + blank_goal_line]
        self.number = number = {first: 0}  # packed counts and blank line -> pattern
        depth = [0]  # indexed by pattern // stride
        self.next_pattern = next_pattern = []  # type: List[int]  # indexed by pattern + offset
        queue = [first]  # breadth first: the list grows while it is read
        blank_mask = (1 << blank_bits) - 1
        for here, key in enumerate(queue):
            farther = depth[here] + 1
            row = [-1] * stride
            for place, shift, difference in steps[key & blank_mask]:
                if key >> shift & mask:
                    pattern = number.get(key + difference)
                    if pattern is None:
                        pattern = number[key + difference] = len(depth) * stride
                        depth.append(farther)
                        queue.append(key + difference)
                    row[place] = pattern
            next_pattern.extend(row)
        self.cost = spread = [0] * len(next_pattern)  # the distances, spread over the stride
        for index, moves in enumerate(depth):
            spread[index * stride] = moves
        self.signed_next = [-following
                            if following >= 0 and spread[following] > spread[at - at % stride]
                            else following for at, following in enumerate(next_pattern)]

    def pattern_of(self, board: "Tiles", goal_line: "Sequence[int]",
                   line_of_cell: "Sequence[int]") -> int:
        """Return the pattern of board, given each tile's goal line and each cell's line. O(N)."""
        lines, width, blank_bits = self.lines, self._width, self._blank_bits
        key = 0
        for cell, tile in enumerate(board):
            if tile:
                key += 1 << blank_bits + width * (line_of_cell[cell] * lines + goal_line[tile])
            else:
                key += line_of_cell[cell]
        return self.number[key]


# -- slidingkit/core/search.py --
class SearchTables:
    """A search's tables per (shape, goal, move order); the module's docstring names the fields."""

    def __init__(self, rows: int, columns: int, goal: "Tiles", order: str) -> None:
        self.rows, self.columns, self.order = rows, columns, order
        where_in_goal = sorted(range(len(goal)), key=goal.__getitem__)  # each tile's cell in goal
        self.goal_row = [cell // columns for cell in where_in_goal]
        self.goal_column = [cell % columns for cell in where_in_goal]
        self.row_of_cell = [cell // columns for cell in range(rows * columns)]
        self.column_of_cell = [cell % columns for cell in range(rows * columns)]
        self.axes(rows, columns)
        step = {"U": -columns, "D": columns, "L": -1, "R": 1}
        self.legal = []  # type: List[Tuple[Tuple[int, int, bool, List[int]], ...]]
        for blank in range(rows * columns):
            row, column = divmod(blank, columns)
            legal = {"U": row > 0, "D": row < rows - 1, "L": column > 0, "R": column < columns - 1}
            self.legal.append(tuple((blank + step[move], index, move in "UD", self.keys[move])
                                         for index, move in enumerate(order) if legal[move]))
        self.allowed, self.start = self.allowed_moves()

    def axes(self, rows: int, columns: int) -> None:
        """Both axes' walking-distance tables; keys[move][tile] + pattern indexes next_pattern."""
        if max(rows, columns) > WALKING_DISTANCE_MAX_SIDE:
            raise ValueError("no walking distance for %dx%d: use ManhattanSearch" % (rows, columns))
        self.row_walking = WalkingDistance.table(rows, columns, self.goal_row[0])
        self.column_walking = WalkingDistance.table(columns, rows, self.goal_column[0])
        self.keys = {"U": self.goal_row, "D": [rows + line for line in self.goal_row],
                     "L": self.goal_column, "R": [columns + line for line in self.goal_column]}

    def allowed_moves(self) -> "Tuple[List[Tuple[Move, ...]], int]":
        """moves[(last move's place in order, 4 first) * cells + blank]: all but the undoing one."""
        cells, order = len(self.legal), self.order
        undoes = [order.index("DURL"["UDLR".index(move)]) for move in order] + [-1]
        return [tuple((target, index * cells + target, vertical, keys)
                      for target, index, vertical, keys in self.legal[blank]
                      if index != undoes[last])
                for last in range(5) for blank in range(cells)], 4 * cells

    def line_states(self, board: "Tiles") -> "Tuple[int, int]":
        """Return the (row, column) walking-distance patterns of board."""
        return (self.row_walking.pattern_of(board, self.goal_row, self.row_of_cell),
                self.column_walking.pattern_of(board, self.goal_column, self.column_of_cell))

    def estimate(self, row_state: int, column_state: int) -> int:
        return self.row_walking.cost[row_state] + self.column_walking.cost[column_state]


class IterativeDeepening:
    """IDA* from board to goal, one bound at a time; each search is a subclass with its tables."""

    tables_class = SearchTables
    built = {}  # type: Dict[Tuple[type, Tiles, Optional[int], str], SearchTables]

    def __init__(self, board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None,
                 order: str = MOVES) -> None:
        if sorted(order) != sorted(MOVES):
            raise ValueError("a move order names each of U, D, L, R once, got %r" % order)
        blank = goal.index(0)  # rename the tiles: goals with one blank cell share tables
        shared = tuple(range(1, blank + 1)) + (0,) + tuple(range(blank + 1, len(goal)))
        key = (self.tables_class, shared, columns, order)
        if key not in self.built:
            try:  # PyPy: JIT-compile through the recursion (docs/performance.md)
                __import__("pypyjit").set_param("max_unroll_recursion=-1")
            except ImportError:
                pass
            self.built[key] = self.tables_class(*dimensions(goal, columns), shared, order)
        self.tables = tables = self.built[key]
        name = dict(zip(goal, shared))
        self.board = board = tuple([name[tile] for tile in board])
        self.row_state, self.column_state = tables.line_states(board)
        self.bound = tables.estimate(self.row_state, self.column_state)
        self.path = "" if self.bound == 0 else None  # type: Optional[str]

    def advance(self) -> bool:  # each search's own: search one bound, True once path is found
        raise NotImplementedError

    @classmethod
    def shortest_path(cls, board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None,
                      order: str = MOVES) -> "Optional[str]":
        """Return the first shortest path from board to goal in `order` (checked boards of one
        shape), or None when is_solvable says there is none."""
        if not is_solvable(board, goal, columns):
            return None
        search = cls(board, goal, columns, order)
        while not search.advance():
            pass
        return search.path

    @classmethod
    def distance(cls, board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None) -> int:
        """Return the fewest moves from board to goal, or -1."""
        path = cls.shortest_path(board, goal, columns)
        return -1 if path is None else len(path)

    def path_through(self, blank: int, cells_along: "List[int]") -> str:
        """The blank's moves from cell blank through cells_along."""
        step = {-self.tables.columns: "U", self.tables.columns: "D", -1: "L", 1: "R"}
        cells_along = [blank] + cells_along
        return "".join(step[after - before] for before, after in zip(cells_along, cells_along[1:]))


class Search(IterativeDeepening):
    """IDA* guided by walking distance, never undoing the last move: any board up to 4x4."""

    def advance(self) -> bool:
        if self.path is not None:
            return True
        tables = self.tables
        row_next, column_next = tables.row_walking.signed_next, tables.column_walking.signed_next
        moves = tables.allowed
        cells = list(self.board)
        targets = []  # type: List[int]  # the blank's cells along the path found, last first

        def search(blank: int, state: int, slack: int, row_state: int, column_state: int) -> bool:
            # slack = bound - (moves so far + estimate), even; signed_next < 0 if the estimate rises
            if row_state == 0 and column_state == 0:
                return True
            stale = cells[blank]  # a tile's old cell keeps a stale copy, never read as the blank
            for target, following, vertical, keys in moves[state]:
                tile = cells[target]
                if vertical:
                    after = row_next[row_state + keys[tile]]
                    if after < 0 and not slack:
                        continue
                    cells[blank] = tile
                    found = (search(target, following, slack - 2, -after, column_state) if after < 0
                             else search(target, following, slack, after, column_state))
                else:
                    after = column_next[column_state + keys[tile]]
                    if after < 0 and not slack:
                        continue
                    cells[blank] = tile
                    found = (search(target, following, slack - 2, row_state, -after) if after < 0
                             else search(target, following, slack, row_state, after))
                if found:
                    targets.append(target)
                    return True
            cells[blank] = stale
            return False

        blank = self.board.index(0)
        slack = self.bound - tables.estimate(self.row_state, self.column_state)
        if search(blank, tables.start + blank, slack, self.row_state, self.column_state):
            self.path = self.path_through(blank, targets[::-1])
            return True
        self.bound += 2
        return False


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
