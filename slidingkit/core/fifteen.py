"""The 15-puzzle's levers: duplicate move sequences skipped by an automaton, and inversion distance.

FifteenSearch is IDA* (search.py) with two levers that pay on 4x4 boards and not below:
    - A move automaton (Taylor & Korf): two move strings that start on the same cell and permute
      the cells alike reach the same board, so a search needs only one of each class: the
      shortest, then the first in the search's move order. A word is forbidden when an earlier
      string of its class stays within the word's bounding box (so it is legal wherever the word
      is); a path with a forbidden word inside can be rewritten into an earlier one, so the first
      shortest path in move order never holds one. The words are found by brute force on an
      unbounded grid among strings that fit the board, up to DUPLICATE_WORD_LENGTH moves (UD,
      LURDLU, ...); the automaton (Aho-Corasick over them) has about 200 states on 4x4 and costs
      O(3^DUPLICATE_WORD_LENGTH) to build.
    - Inversion distance per axis (Korf & Taylor's tighter bound beside walking distance): a
      vertical move carries one tile past the columns - 1 tiles between its cells in row-major
      order, so it changes the row-major inversions (tiles ranked by their goal cells) by at most
      columns - 1, with the parity of columns - 1; a horizontal move leaves them alone. The fewest
      vertical moves that undo them is an admissible count of vertical moves, as is the row
      walking distance, so the larger of the two per axis, summed over the axes, never
      overestimates. The search carries a board of row ranks (each tile's goal cell in
      row-major order) and one of column ranks (column-major), each with a pad cell past the
      end holding -1, so every move passes exactly 3 cells (pads included); shift[count], count
      being how many of them hold a rank below the moved tile's, is the change in inversions (the
      tile goes earlier in the order when the blank's cell comes first, gaining an inversion per
      smaller rank it passes and losing one per larger). The combined estimate may stay level
      when a move is made, so its slack is counted in single moves.
Both keep every shortest path's length, and the first shortest path in move order is still the
one found. Cost: O(1) per node; the tables O(walking-distance patterns + automaton states * cells)
once per goal (measured in docs/performance.md).
"""

from array import array

from slidingkit.core.board import MOVES
from slidingkit.core.search import IterativeDeepening, Search, SearchTables

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Dict, List, Optional, Set, Tuple

    from slidingkit.core.board import Tiles
    from slidingkit.core.search import Move


DUPLICATE_WORD_LENGTH = 8
_automata = {}  # type: Dict[Tuple[int, int, str, int], List[int]]


def forbidden_words(rows: int, columns: int, order: str, longest: int) -> "List[str]":
    """Every forbidden word of at most `longest` moves on rows x columns boards. O(3^longest)."""
    width = 2 * longest + 1
    steps = {"U": -width, "D": width, "L": -1, "R": 1}
    first_box = {}  # cells after a string -> the bounding box of the first string to them
    start = array("H", range(width * width))
    blank = longest * width + longest
    start[blank] = 0xFFFF
    first_box[start.tobytes()] = (0, 0, 0, 0)
    level = [("", blank, start, (0, 0, 0, 0))]
    words = set()  # type: Set[str]
    word_lengths = []  # type: List[int]
    for _ in range(longest):
        following = []
        for string, blank, cells, (top, bottom, left, right) in level:
            for move in order:
                word = string + move
                if any(word[-length:] in words for length in word_lengths):
                    continue
                target = blank + steps[move]
                row, column = divmod(target, width)
                row, column = row - longest, column - longest
                box = (min(top, row), max(bottom, row), min(left, column), max(right, column))
                if box[1] - box[0] >= rows or box[3] - box[2] >= columns:
                    continue  # never legal on this board
                after = array("H", cells)
                after[blank], after[target] = after[target], 0xFFFF
                key = after.tobytes()
                earlier = first_box.get(key)
                if earlier is None:
                    first_box[key] = box
                elif (box[0] <= earlier[0] and earlier[1] <= box[1]
                      and box[2] <= earlier[2] and earlier[3] <= box[3]):
                    words.add(word)
                    if len(word) not in word_lengths:
                        word_lengths.append(len(word))
                    continue
                following.append((word, target, after, box))
        level = following
    return sorted(words)


def move_automaton(rows: int, columns: int, order: str, longest: int) -> "List[int]":
    """Return next[state * 4 + order.index(move)], -1 where move completes a forbidden word."""
    key = (min(rows, longest + 1), min(columns, longest + 1), order, longest)
    if key in _automata:
        return _automata[key]
    children = [{}]  # type: List[Dict[str, int]]  # the trie of the words
    forbidden = [False]
    for word in forbidden_words(key[0], key[1], order, longest):
        state = 0
        for move in word:
            if move not in children[state]:
                children[state][move] = len(children)
                children.append({})
                forbidden.append(False)
            state = children[state][move]
        forbidden[state] = True
    fallback = [0] * len(children)
    following = [0] * (4 * len(children))
    queue = [0]  # breadth first, the list growing while it is read: each fallback state is complete
    for state in queue:  # before it is used
        for index, move in enumerate(order):
            child = children[state].get(move)
            if child is None:
                following[state * 4 + index] = (following[fallback[state] * 4 + index]
                                                if state else 0)
                continue
            fallback[child] = following[fallback[state] * 4 + index] if state else 0
            forbidden[child] = forbidden[child] or forbidden[fallback[child]]
            following[state * 4 + index] = child
            queue.append(child)
    automaton = [-1 if state >= 0 and forbidden[state] else state for state in following]
    _automata[key] = automaton
    return automaton


def automaton_moves(tables: "SearchTables", legal: "List[Tuple[Move, ...]]",
                    longest: int = DUPLICATE_WORD_LENGTH) -> "Tuple[List[Tuple[Move, ...]], int]":
    """(allowed, start) for SearchTables (search.py names the fields): the moves of
    legal the automaton allows in each of its states, which start at 0."""
    automaton = move_automaton(tables.rows, tables.columns, tables.order, longest)
    return [tuple((entry[0],
                   automaton[4 * state + entry[1]] * len(legal) + entry[0]) + entry[2:]
                  for entry in legal[blank] if automaton[4 * state + entry[1]] >= 0)
            for state in range(len(automaton) // 4) for blank in range(len(legal))], 0


class AutomatonTables(SearchTables):
    """SearchTables whose moves make no forbidden word (AutomatonSearch; the explorer's IDA*)."""

    word_length = DUPLICATE_WORD_LENGTH  # the longest forbidden word

    def allowed_moves(self) -> "Tuple[List[Tuple[Move, ...]], int]":
        return automaton_moves(self, self.legal, self.word_length)


class AutomatonSearch(Search):
    """Search (walking distance) that never makes a forbidden word."""

    tables_class = AutomatonTables


class FifteenTables(SearchTables):
    """SearchTables whose moves are the inversion-distance search's, filtered by the automaton."""

    def allowed_moves(self) -> "Tuple[List[Tuple[Move, ...]], int]":
        self._inversion_tables(self.rows, self.columns)
        return automaton_moves(self, self.inversion_legal)

    def _inversion_tables(self, rows: int, columns: int) -> None:
        """The inversion search's tables (see the module's docstring)."""
        cells = rows * columns
        self.row_rank = [row * columns + column
                         for row, column in zip(self.goal_row, self.goal_column)]
        self.column_rank = [column * rows + row
                            for row, column in zip(self.goal_row, self.goal_column)]
        tile_of_rank = [0] * cells
        for tile in range(cells):
            tile_of_rank[self.row_rank[tile]] = tile
        most = (cells - 1) * (cells - 2) // 2
        # the fewest moves that undo a number of inversions, each changing them by at most `passed`
        self.row_inversion_cost, self.column_inversion_cost = [
            [next(moves for moves in range(-(-inversions // passed), most + 2)
                  if (moves * passed - inversions) % 2 == 0 or passed % 2 == 0)
             for inversions in range(most + 1)]
            for passed in (columns - 1, rows - 1)]
        column_index = [cell % columns * rows + cell // columns for cell in range(cells)]
        # inversion_legal[blank]: legal's four fields, keys by rank in place of keys by tile, then
        # the three cells the move passes (the pad cell where fewer) and shift
        self.inversion_legal = []  # type: List[Tuple[Move, ...]]
        for blank, legal in enumerate(self.legal):
            entries = []
            for target, place, vertical, _ in legal:
                index = (lambda cell: cell) if vertical else (lambda cell: column_index[cell])
                low, high = sorted((index(blank), index(target)))
                passed = [cell for cell in range(cells) if low < index(cell) < high]
                pads = 3 - len(passed)
                earlier = index(blank) < index(target)
                shift = tuple((1 if earlier else -1) * (2 * (count - pads) - len(passed))
                              for count in range(4))
                keys = self.keys[self.order[place]]
                by_rank = [keys[tile_of_rank[rank]] for rank in range(cells)]
                entries.append((target, place, vertical, by_rank) + tuple(passed + [cells] * pads)
                               + (shift,))
            self.inversion_legal.append(tuple(entries))

    def inversions(self, board: "Tiles") -> "Tuple[int, int]":
        """The board's inversions in row-major and in column-major order. O(N^2)."""
        counts = []
        column_major = sorted(range(len(board)), key=lambda cell: (cell % self.columns, cell))
        for rank, order in ((self.row_rank, range(len(board))), (self.column_rank, column_major)):
            ranks = [rank[board[cell]] for cell in order if board[cell]]
            counts.append(sum(1 for later, high in enumerate(ranks) for low in ranks[later + 1:]
                              if low < high))
        return counts[0], counts[1]


class FifteenSearch(IterativeDeepening):
    """IDA* under max(walking, inversion distance) per axis, never making a forbidden word."""

    tables_class = FifteenTables

    def __init__(self, board: "Tiles", goal: "Tiles", columns: "Optional[int]" = None,
                 order: str = MOVES) -> None:
        IterativeDeepening.__init__(self, board, goal, columns, order)
        tables = self.tables
        assert isinstance(tables, FifteenTables)  # tables_class
        self.row_inversions, self.column_inversions = tables.inversions(self.board)
        self.row_estimate = max(tables.row_walking.cost[self.row_state],
                                tables.row_inversion_cost[self.row_inversions])
        self.column_estimate = max(tables.column_walking.cost[self.column_state],
                                   tables.column_inversion_cost[self.column_inversions])
        estimate = self.row_estimate + self.column_estimate  # >= walking distance, the bound so far
        self.bound = estimate + (estimate - self.bound) % 2  # the parity of every path to the goal

    # Long: the inner loop, its tables bound to locals and both axes written out: in CPython a
    # helper call per move would cost more than the move itself.
    def advance(self) -> bool:
        if self.path is not None:
            return True
        tables = self.tables
        assert isinstance(tables, FifteenTables)  # tables_class
        row_next = tables.row_walking.next_pattern
        column_next = tables.column_walking.next_pattern
        row_cost, column_cost = tables.row_walking.cost, tables.column_walking.cost
        row_ids, column_ids = tables.row_inversion_cost, tables.column_inversion_cost
        cells = [tables.row_rank[tile] for tile in self.board] + [-1]  # then the pad cell
        across = [tables.column_rank[tile] for tile in self.board] + [-1]
        targets = []  # type: List[int]
        blank = self.board.index(0)
        moves = tables.allowed

        def search(blank: int, state: int, slack: int, row_state: int, column_state: int,
                   row_inversions: int, column_inversions: int, row_estimate: int,
                   column_estimate: int) -> bool:
            # slack = bound - (moves so far + estimate), in single moves
            if row_state == 0 and column_state == 0:
                return True
            stale, stale_across = cells[blank], across[blank]
            for target, following, vertical, keys, first, second, third, shift in moves[state]:
                rank = cells[target]
                if vertical:
                    after = row_next[row_state + keys[rank]]
                    estimate = row_cost[after]
                    left = slack + row_estimate - estimate - 1
                    if left < 0:  # walking distance alone rules the move out
                        continue
                    inversions = row_inversions + shift[(cells[first] < rank)
                                                        + (cells[second] < rank)
                                                        + (cells[third] < rank)]
                    if row_ids[inversions] > estimate:
                        left += estimate - row_ids[inversions]
                        if left < 0:
                            continue
                        estimate = row_ids[inversions]
                    cells[blank], across[blank] = rank, across[target]
                    found = search(target, following, left, after, column_state, inversions,
                                   column_inversions, estimate, column_estimate)
                else:
                    rank_across = across[target]
                    after = column_next[column_state + keys[rank]]
                    estimate = column_cost[after]
                    left = slack + column_estimate - estimate - 1
                    if left < 0:
                        continue
                    inversions = column_inversions + shift[(across[first] < rank_across)
                                                           + (across[second] < rank_across)
                                                           + (across[third] < rank_across)]
                    if column_ids[inversions] > estimate:
                        left += estimate - column_ids[inversions]
                        if left < 0:
                            continue
                        estimate = column_ids[inversions]
                    cells[blank], across[blank] = rank, rank_across
                    found = search(target, following, left, row_state, after, row_inversions,
                                   inversions, row_estimate, estimate)
                if found:
                    targets.append(target)
                    return True
            cells[blank], across[blank] = stale, stale_across
            return False

        slack = self.bound - self.row_estimate - self.column_estimate
        if slack >= 0 and search(blank, tables.start + blank, slack, self.row_state,
                                 self.column_state, self.row_inversions, self.column_inversions,
                                 self.row_estimate, self.column_estimate):
            self.path = self.path_through(blank, targets[::-1])
            return True
        self.bound += 2
        return False
