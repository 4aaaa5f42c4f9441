"""A problem's input and answer format: writes an input holding given boards and the answer for
given distances and paths, and reads an input back into its boards.

Each problem's package states its format as FORMAT = Format(...) in
slidingkit/problems/NAME/__init__.py, naming only the fields where its statement differs from
the defaults (Format's fields, below); a field that is not one of them is refused by name.

Usage
    >>> from slidingkit.problems._format import Answer, Format, Query
    >>> written = Format(board="line", layouts=("single",), blank="x", unsolvable=True,
    ...                  answer="{path}", no_answer="unsolvable", letters="udlr")
    >>> query = Query((1, 2, 3, 4, 5, 6, 7, 0, 8), written.goal_of((3, 3)), 3, 3)
    >>> written.input_text([query], "single")
    '1 2 3 4 5 6 7 x 8\\n'
    >>> written.parse("1 2 3 4 5 6 7 x 8\\n") == [query]
    True
    >>> written.answer_text([query], [Answer(path="R")])
    'r\\n'
    >>> Format(blank_lines_before=True)
    Traceback (most recent call last):
    ...
    TypeError: Format has no field 'blank_lines_before' (did you mean blank_line_before?)

Where a problem's settings name a special judge, the expected answer is one right answer, and
the special judge decides (reading the input and the answers through the same format).

The format only writes and reads: which boards to write and their answers come from elsewhere
(slidingkit/judge/stress/ draws the boards and takes their distances and paths from
slidingkit/oracle/).
Everything here costs O(the input's length).
"""

import dataclasses
import difflib
import json
from dataclasses import dataclass
from typing import Any, Dict, List, NamedTuple, Optional, Sequence, Tuple, Union

Board = Tuple[int, ...]


Edge = Tuple[int, int]


class Query(NamedTuple):
    """One board of an input, with the goal it is asked about, its shape, where each input
    gives its own graph, the graph's edges (cells from 0), and where each data set gives a move
    bound, that bound (None: the format's largest)."""

    board: Board
    goal: Board
    rows: int
    columns: int
    edges: Optional[Tuple[Edge, ...]] = None
    bound: Optional[int] = None


class Answer(NamedTuple):
    """What the answer for one solvable board writes (None stands for an unsolvable one): its
    distance, a path (U D L R, the blank's directions) and, for a farthest-board answer, that
    board (the path then leads to it)."""

    distance: Optional[int] = None
    path: Optional[str] = None
    farthest: Optional[Board] = None


def blank_last_goal(rows: int, columns: int) -> Board:
    """1 .. cells - 1, then the blank, on rows x columns cells."""
    return tuple(range(1, rows * columns)) + (0,)


def grid_edges(rows: int, columns: int) -> List[Edge]:
    """The edges of a rectangle: each cell (row-major, from 0) to the cells right of and below
    it."""
    return [
        (cell, cell + step)
        for cell in range(rows * columns)
        for step, beside in (
            (1, (cell + 1) % columns != 0),
            (columns, cell + columns < rows * columns),
        )
        if beside
    ]


BOARDS = ("digits", "rows", "symbol_rows", "line", "list", "positions")
LAYOUTS = ("single", "padded", "wide")
HEADERS = (None, "side", "shape")
GIVEN = "given"


@dataclass(frozen=True)
class Format:
    """One problem's format: its fields, each with its default, and its writers and reader.
    Fields are given by name; a name that is not a field, or a value a field does not take, is
    refused (TypeError, ValueError) naming it."""

    # The board shapes the statement allows, as (rows, columns). The stress tester answers
    # boards of at most 9 cells from a plain BFS over all of them (3x3: 181,440 per class);
    # larger ones are walks from the goal with a known route back. More than one shape needs a
    # board_header that says which.
    shapes: Tuple[Tuple[int, int], ...] = ((3, 3),)
    # The goal as tiles in row-major order (0 the blank); None for the standard goal of each
    # shape (1 .. N-1, then the blank); or "given": each board is followed by its own goal,
    # written the same way (HDU 3567), and the stress tester draws the goals at random.
    goal: Union[None, str, Tuple[int, ...]] = None
    # None for a rectangle (cells joined to the cells beside, above and below them); the pairs
    # (a, b) of a board on a fixed graph (cells from 0 in the order the board is written, its
    # shape (1, cells)); or "given": each input writes its graph before its board, the number
    # of edges alone on a line and then one edge `u v` a line, cells from 1.
    edges: Union[None, str, Tuple[Edge, ...]] = None
    # How a board on a graph is cut into lines (board "rows"), e.g. (1, 3, 5, 3, 1) for
    # AOJ 0190's diamond.
    cells_per_line: Optional[Tuple[int, ...]] = None
    # Whether the statement allows unsolvable boards in the input.
    unsolvable: bool = False
    # (fewest, most) boards the stress tester puts in one input.
    cases: Tuple[int, int] = (1, 1)
    # The input starts with the number of boards, alone on its line.
    count_line: bool = False
    # What precedes each board: None, "side" (its side, alone on a line), "shape" (its rows
    # and columns on a line), or a line of words in which {side} stands for its side and
    # {bound} for its move bound (Baekjoon 9985's "START {side} {bound}").
    board_header: Optional[str] = None
    # A line after each board (and its goal, where the input gives one): Baekjoon 9985's END.
    board_footer: Optional[str] = None
    # (fewest, most) moves a data set's move bound allows, where each data set gives one (in its
    # header). A query's bound (Query.bound) is None where it is the most, which the stress
    # tester writes. An answer whose distance is over its bound is no_answer; {bound} in an
    # answer is replaced by the bound.
    bound: Optional[Tuple[int, int]] = None
    # How a board is written: "digits" (283104765), "rows" (one line per row), "symbol_rows"
    # (one line per row, its symbols together: Baekjoon 11112's 4#5), "line" (all tiles on one
    # line), "list" (LeetCode's [[1,2,3],[4,0,5]]) or "positions" (the cell, from 1, of each
    # tile 1, 2, ... on one line: AtCoder ABC224 D).
    board: str = "rows"
    # The spacings the statement allows, each tried in turn: "single" (one space between
    # tiles), "padded" (algs4's `%2d ` per tile, so every row ends in a space), "wide" (two
    # spaces between tiles on one line, as POJ 1077's sample).
    layouts: Tuple[str, ...] = ("single",)
    # How the blank is written ("0", "x", "X").
    blank: str = "0"
    # An empty line precedes each board (UVa 652, LightOJ 1139).
    blank_line_before: bool = False
    # A line that ends the input (POJ 2893's "0 0"; UVa 10085's sample ends with an empty line,
    # which is written but, holding no token, not read), or None.
    end_line: Optional[str] = None
    # The answer for one board: {case} is replaced by its number from 1, {distance} by its
    # distance, {path} by a path (a shortest one, or the route the board was made along where
    # any path is accepted) written in letters, and {farthest} by the rows of a board as far
    # from it as any (UVa 10085, where {path} leads to that board and every board is a start,
    # of either class).
    answer: str = "{distance}"
    # The answer for an unsolvable board ({case} replaced as in answer), or None where the
    # statement allows none.
    no_answer: Optional[str] = None
    # The order (of the blank's directions U D L R) whose first shortest path an answer holds,
    # where one is wanted.
    path_order: str = "UDLR"
    # The judge's letters for U, D, L, R.
    letters: str = "UDLR"
    # What separates two answers (UVa 652: an empty line).
    between_answers: str = ""
    # The statement's promise on a solvable board's distance (the 4x4 problems: 45): no larger
    # board is walked further.
    most_moves: Optional[int] = None
    # The farthest inputs of 4x4 boards are the Princeton assignment's published 4x4 boards
    # within most_moves, with the paths of their answer files.
    published_boards: bool = False

    def __new__(cls, *positional: Any, **fields: Any) -> "Format":
        """Refuses fields given by position, and names a field that is not one (with the
        nearest field's name)."""
        if positional:
            raise TypeError("Format takes its fields by name, not by position")
        names = [field.name for field in dataclasses.fields(cls)]
        for name in fields:
            if name not in names:
                near = difflib.get_close_matches(name, names, n=1)
                raise TypeError(
                    "Format has no field %r%s"
                    % (name, " (did you mean %s?)" % near[0] if near else "")
                )
        return super().__new__(cls)

    def __post_init__(self) -> None:
        """Sequences as tuples (so that a format is hashable), and each field's values
        checked."""
        for name in ("shapes", "cells_per_line", "layouts", "cases", "goal", "edges", "bound"):
            value = getattr(self, name)
            if isinstance(value, (list, tuple)):
                nested = name in ("shapes", "edges")
                object.__setattr__(
                    self, name, tuple(tuple(item) if nested else item for item in value)
                )
        self._check("board", self.board, BOARDS)
        if self.board_header not in HEADERS and "{side}" not in str(self.board_header):
            self._check("board_header", self.board_header, HEADERS + ("words with {side}",))
        if self.bound is not None and (
            len(self.bound) != 2 or not 0 <= self.bound[0] <= self.bound[1]
        ):
            raise ValueError("Format's bound is (fewest, most), got %r" % (self.bound,))
        for layout in self.layouts:
            self._check("layouts", layout, LAYOUTS)
        for name in ("goal", "edges"):
            value = getattr(self, name)
            if isinstance(value, str):
                self._check(name, value, (GIVEN,))
        if len(self.cases) != 2 or not 1 <= self.cases[0] <= self.cases[1]:
            raise ValueError("Format's cases is (fewest, most), got %r" % (self.cases,))
        if sorted(self.letters) != sorted(set(self.letters)) or len(self.letters) != 4:
            raise ValueError("Format's letters are four letters for U D L R, got %r" % self.letters)
        if self.board_header is None and len(self.shapes) > 1:
            raise ValueError("a format of several shapes needs a board_header")

    @staticmethod
    def _check(name: str, value: Any, allowed: Sequence[Any]) -> None:
        if value not in allowed:
            raise ValueError(
                "Format's %s takes %s, not %r" % (name, ", ".join(map(repr, allowed)), value)
            )

    @property
    def goal_given(self) -> bool:
        """Whether each board is followed by its own goal."""
        return self.goal == GIVEN

    @property
    def edges_given(self) -> bool:
        """Whether each input writes its graph before its board."""
        return self.edges == GIVEN

    @property
    def fixed_edges(self) -> Optional[List[Edge]]:
        """The edges of a board on a fixed graph, else None."""
        return list(self.edges) if isinstance(self.edges, tuple) else None

    # --- what the answers need ----------------------------------------------------------------

    @property
    def wants_distance(self) -> bool:
        return "{distance}" in self.answer

    @property
    def wants_path(self) -> bool:
        return "{path}" in self.answer

    @property
    def wants_farthest(self) -> bool:
        return "{farthest}" in self.answer

    @property
    def on_graph(self) -> bool:
        """Whether the board is a graph other than a rectangle (its edges fixed or given)."""
        return self.edges_given or self.fixed_edges is not None

    def edges_of(self, query: Query) -> List[Edge]:
        """The edges of query's board: its own, the format's, or its rectangle's."""
        if query.edges is not None:
            return list(query.edges)
        if self.fixed_edges is not None:
            return self.fixed_edges
        return grid_edges(query.rows, query.columns)

    def goal_of(self, shape: Tuple[int, int]) -> Board:
        """The goal of a board of this shape (for a given goal: the standard one, which the
        stress tester shuffles)."""
        return self.goal if isinstance(self.goal, tuple) else blank_last_goal(*shape)

    # --- writing --------------------------------------------------------------------------------

    def board_lines(self, board: Sequence[int], rows: int, columns: int, layout: str) -> List[str]:
        """One board as the statement writes it: rows rows of columns tiles, the last row
        taking whatever tiles are left (so a board of the wrong size is written too)."""
        if self.board == "positions":
            where = {tile: cell for cell, tile in enumerate(board) if tile}
            return [" ".join(str(where[tile] + 1) for tile in sorted(where))]
        symbols = [self.blank if tile == 0 else str(tile) for tile in board]
        if self.cells_per_line is not None:
            starts = [sum(self.cells_per_line[:line]) for line in range(len(self.cells_per_line))]
            cut = [
                symbols[start : start + length]
                for start, length in zip(starts, self.cells_per_line)
            ]
            cut[-1] = symbols[starts[-1] :]
        else:
            cut = [symbols[row * columns : (row + 1) * columns] for row in range(rows - 1)]
            if rows > 0:
                cut.append(symbols[(rows - 1) * columns :])
        if self.board == "digits":
            return ["".join(symbols)]
        if self.board == "symbol_rows":
            return ["".join(row) for row in cut]
        if self.board == "list":
            return ["[%s]" % ",".join("[%s]" % ",".join(row) for row in cut)]
        if self.board == "line":
            return [("  " if layout == "wide" else " ").join(symbols)]
        if layout == "padded":
            return ["".join("%2s " % symbol for symbol in row) for row in cut]
        return [" ".join(row) for row in cut]

    def input_text(self, queries: Sequence[Query], layout: str, count: Optional[int] = None) -> str:
        """The input holding queries' boards (and their goals where each input gives its own),
        in layout; the count line, where there is one, says count (default: how many there
        are)."""
        lines: List[str] = []
        if self.count_line:
            lines.append(str(len(queries) if count is None else count))
        for query in queries:
            if self.blank_line_before:
                lines.append("")
            if self.board_header == "side":
                lines.append(str(query.columns))
            elif self.board_header == "shape":
                lines.append("%d %d" % (query.rows, query.columns))
            elif self.board_header is not None:
                bound = "" if self.bound is None else str(self.bound_of(query))
                header = self.board_header.replace("{side}", str(query.columns))
                lines.append(header.replace("{bound}", bound))
            if self.edges_given:
                edges = query.edges or ()
                lines.append(str(len(edges)))
                lines.extend("%d %d" % (first + 1, second + 1) for first, second in edges)
            lines.extend(self.board_lines(query.board, query.rows, query.columns, layout))
            if self.goal_given:
                lines.extend(self.board_lines(query.goal, query.rows, query.columns, layout))
            if self.board_footer is not None:
                lines.append(self.board_footer)
        if self.end_line is not None:
            lines.append(self.end_line)
        return "".join(line + "\n" for line in lines)

    def answer_text(self, queries: Sequence[Query], answers: Sequence[Optional[Answer]]) -> str:
        """The expected output: for each query its answer (None: unsolvable), paths written in
        the judge's letters."""
        letters = str.maketrans("UDLR", self.letters)
        texts = []
        for number, (query, answer) in enumerate(zip(queries, answers), 1):
            bound = "" if self.bound is None else str(self.bound_of(query))
            if answer is not None and self.bound is not None:
                if answer.distance is None or answer.distance > self.bound_of(query):
                    answer = None  # beyond its data set's bound: answered as unsolvable
            if answer is None:
                if self.no_answer is None:
                    raise ValueError("board %d: unsolvable, and the statement allows none" % number)
                texts.append(
                    self.no_answer.replace("{case}", str(number)).replace("{bound}", bound)
                )
                continue
            text = self.answer.replace("{case}", str(number)).replace("{bound}", bound)
            if self.wants_farthest:
                assert answer.farthest is not None  # a farthest-board answer names its board
                board, columns = answer.farthest, query.columns
                rows = [board[start : start + columns] for start in range(0, len(board), columns)]
                text = text.replace(
                    "{farthest}", "\n".join(" ".join(str(tile) for tile in row) for row in rows)
                )
            if self.wants_distance:
                text = text.replace("{distance}", str(answer.distance))
            if self.wants_path:
                assert answer.path is not None  # a path answer is given its path
                text = text.replace("{path}", answer.path.translate(letters))
            texts.append(text)
        return self.between_answers.join(text + "\n" for text in texts)

    def bound_of(self, query: Query) -> int:
        """query's move bound: its own, or the format's largest."""
        assert self.bound is not None  # only a format with bounds asks
        return self.bound[1] if query.bound is None else query.bound

    # --- reading --------------------------------------------------------------------------------

    def parse(self, text: str) -> List[Query]:
        """The boards of an input written in this format (any layout, any whitespace between
        its tokens), each with its goal and shape. ValueError when text is not such an input:
        a symbol that is no tile, a board of the wrong size or not of its goal's tiles, a count
        that does not match, tokens left over, or no board where no count says none; the message
        names the board. It reads the format, not the statement's ranges
        (slidingkit/problems/NAME's validate does)."""
        tokens = text.split()
        place = 0
        count = None
        if self.count_line:
            count, place = self._integer(tokens, place, "the count"), place + 1
        ending = self.end_line.split() if self.end_line and self.end_line.split() else None
        queries: List[Query] = []
        while place < len(tokens) and (count is None or len(queries) < count):
            if ending is not None and tokens[place : place + len(ending)] == ending:
                place += len(ending)
                ending = None
                break
            try:
                query, place = self._query(tokens, place)
            except ValueError as error:
                raise ValueError("board %d: %s" % (len(queries) + 1, error)) from None
            queries.append(query)
        if ending is not None:
            raise ValueError("the line %r that ends the input is missing" % self.end_line)
        if place < len(tokens):
            raise ValueError("%d tokens after the last board" % (len(tokens) - place))
        if count is not None and count != len(queries):
            raise ValueError("the count is %d, the boards are %d" % (count, len(queries)))
        if not queries and count is None:
            raise ValueError("no board")
        return queries

    def _query(self, tokens: Sequence[str], place: int) -> Tuple[Query, int]:
        """The board at tokens[place:] (with its header, graph, goal and footer, where the format
        writes them) and the place after it."""
        (rows, columns), bound, place = self._shape(tokens, place)
        edges = None
        if self.edges_given:
            edges, place = self._edges(tokens, place, rows * columns)
        goal = self.goal_of((rows, columns))
        board, place, rows, columns = self._board(tokens, place, rows, columns, goal)
        if self.goal_given:
            goal, place, _, _ = self._board(tokens, place, rows, columns, goal)
            if sorted(goal) != sorted(self.goal_of((rows, columns))):
                raise ValueError("its goal does not hold each tile once")
        if sorted(board) != sorted(goal):
            raise ValueError("its tiles are not its goal's, each once")
        if self.board_footer is not None:
            place = self._words(tokens, place, self.board_footer.split())
        return Query(board, goal, rows, columns, edges, bound), place

    def _integer(self, tokens: Sequence[str], place: int, what: str) -> int:
        if place >= len(tokens) or not (tokens[place].isascii() and tokens[place].isdigit()):
            raise ValueError("%s is wanted at token %d" % (what, place + 1))
        return int(tokens[place])

    def _words(self, tokens: Sequence[str], place: int, words: Sequence[str]) -> int:
        """The place after words, which tokens[place:] must start with."""
        if list(tokens[place : place + len(words)]) != list(words):
            raise ValueError("%r is wanted at token %d" % (" ".join(words), place + 1))
        return place + len(words)

    def _shape(
        self, tokens: Sequence[str], place: int
    ) -> Tuple[Tuple[int, int], Optional[int], int]:
        """The shape of the next board, from its header or the format's one shape, its move
        bound (None where the format has none, or where it is the format's largest), and the
        place after the header."""
        if self.board_header == "side":
            side = self._integer(tokens, place, "a side")
            return (side, side), None, place + 1
        if self.board_header == "shape":
            rows = self._integer(tokens, place, "a board's rows")
            return (rows, self._integer(tokens, place + 1, "a board's columns")), None, place + 2
        if self.board_header is None:
            return self.shapes[0], None, place
        read = {}  # type: Dict[str, int]  # the header's numbers: {side} and {bound}
        for word in self.board_header.split():
            if word in ("{side}", "{bound}"):
                read[word] = self._integer(tokens, place, "a board header's " + word)
                place += 1
            else:
                place = self._words(tokens, place, [word])
        bound = read.get("{bound}")
        if self.bound is not None and bound == self.bound[1]:
            bound = None  # the format's largest, as a query without its own is written
        return (read["{side}"], read["{side}"]), bound, place

    def _edges(self, tokens: Sequence[str], place: int, cells: int) -> Tuple[Tuple[Edge, ...], int]:
        """The graph at tokens[place:] (its number of edges, then each edge's two cells from 1)
        and the place after it."""
        count = self._integer(tokens, place, "the number of edges")
        ends = [
            self._integer(tokens, place + 1 + index, "an edge's cell") for index in range(2 * count)
        ]
        if not all(1 <= end <= cells for end in ends):
            raise ValueError("an edge's cell is not one of 1..%d" % cells)
        pairs = tuple((ends[index] - 1, ends[index + 1] - 1) for index in range(0, 2 * count, 2))
        return pairs, place + 1 + 2 * count

    def _positions(self, tokens: Sequence[str], place: int, goal: Board) -> Tuple[Board, int]:
        """The board whose tile t stands on the cell (from 1) that token t says."""
        tiles = sum(1 for tile in goal if tile)
        cells = [
            self._integer(tokens, place + index, "a tile's cell") - 1 for index in range(tiles)
        ]
        if sorted(set(cells)) != sorted(cells) or not all(0 <= cell < len(goal) for cell in cells):
            raise ValueError("the tiles' cells are not distinct cells of 1..%d" % len(goal))
        board = [0] * len(goal)
        for tile, cell in enumerate(cells, 1):
            board[cell] = tile
        return tuple(board), place + tiles

    def _board(
        self, tokens: Sequence[str], place: int, rows: int, columns: int, goal: Board
    ) -> Tuple[Board, int, int, int]:
        """The board at tokens[place:] and the place after it, with its rows and columns. A
        list may hold spaces; and where every tile is one character (at most 10 cells), its
        symbols are read one a character whatever the whitespace between them (`123x46758`,
        `2 8 3 1 0 4 7 6 5`, a list's numbers without its brackets), as the judges' readers
        take them."""
        if self.board == "positions":
            board, place = self._positions(tokens, place, goal)
            return board, place, rows, columns
        if self.board == "list" and place < len(tokens) and tokens[place].startswith("["):
            written, place = self._list(tokens, place)
            rows, columns = len(written), len(written[0])
            symbols = [str(tile) for row in written for tile in row]
        elif rows * columns <= 10:
            symbols = []
            while len(symbols) < rows * columns and place < len(tokens):
                symbols.extend(tokens[place])
                place += 1
        elif self.board == "digits":
            symbols = list(tokens[place]) if place < len(tokens) else []
            place += 1
        else:
            symbols = list(tokens[place : place + rows * columns])
            place += rows * columns
        if len(symbols) != rows * columns:
            raise ValueError(
                "a board of %d tiles is wanted, found %d" % (rows * columns, len(symbols))
            )
        return tuple(self._tile(symbol) for symbol in symbols), place, rows, columns

    def _list(self, tokens: Sequence[str], place: int) -> Tuple[List[List[Any]], int]:
        """The list of rows that starts at tokens[place] (its tokens up to the bracket that
        closes it) and the place after it."""
        text = tokens[place]
        place += 1
        while text.count("[") > text.count("]") and place < len(tokens):
            text += tokens[place]
            place += 1
        try:
            written = json.loads(text)
        except ValueError:
            written = None
        if (
            not isinstance(written, list)
            or not all(isinstance(row, list) for row in written)
            or not written
            or any(len(row) != len(written[0]) for row in written)
        ):
            raise ValueError("a list of rows of equal length is wanted: %r" % text[:40])
        return written, place

    def _tile(self, symbol: str) -> int:
        if symbol == self.blank:
            return 0
        if not (symbol.isascii() and symbol.isdigit()) or int(symbol) == 0:
            raise ValueError("not a tile: %r" % symbol)
        return int(symbol)
