"""What the validators share in reading boards: the x boards of symbols 1-8 and a blank letter,
the 3x3 boards of rows of numbers, the tiles' permutation, and the 15 puzzle's bound on moves.
Whether a board can reach its goal is the oracle's parity rule (family_reference.solvable). The
text they are written in is read by problems._text.
"""

from typing import List, Sequence, Tuple

from slidingkit.problems import Invalid
from slidingkit.problems._text import SPACES, Row, integer, located_lines, span_of

TILES = "12345678"
BLANK = "x"  # the blank of POJ 1077's family (HDU 3567 writes X)

Symbol = Tuple[str, int]  # a symbol and the number of its line, from 1

FIFTEEN_SIDE = 4
FIFTEEN_GOAL = tuple(range(1, FIFTEEN_SIDE * FIFTEEN_SIDE)) + (0,)  # 1 .. 15, the blank last


def symbols_of(lines: Sequence[str], first: int = 1) -> List[Symbol]:
    """Every character of lines but spaces and tabs, with its line's number (the first line is
    numbered first)."""
    return [
        (char, number)
        for number, line in enumerate(lines, first)
        for char in line
        if char not in SPACES
    ]


def check_symbols(symbols: Sequence[Symbol], blank: str) -> None:
    """Each symbol one of 1-8 and blank, else Invalid naming its line."""
    for symbol, number in symbols:
        if symbol not in TILES and symbol != blank:
            raise Invalid(
                "line %d: not a symbol: %r; the symbols are 1-8 and %s" % (number, symbol, blank)
            )


def board_of_symbols(symbols: Sequence[Symbol], blank: str, what: str) -> Tuple[int, ...]:
    """The board that nine symbols 1-8 and blank, each once, write (the blank as 0), else
    Invalid naming where the board is and what it is (`board 2`; "" names only where)."""
    check_symbols(symbols, blank)
    where = "%s: %s" % (span_of(symbols), what) if what else span_of(symbols)
    if len(symbols) != 9:
        raise Invalid("%s: nine symbols are wanted, found %d" % (where, len(symbols)))
    board = tuple(0 if symbol == blank else int(symbol) for symbol, _ in symbols)
    if sorted(board) != list(range(9)):
        written = [symbol for symbol, _ in symbols]
        repeated = next(symbol for symbol in written if written.count(symbol) > 1)
        raise Invalid(
            "%s: the symbols 1-8 and %s are wanted once each, %r is there %d times"
            % (where, blank, repeated, written.count(repeated))
        )
    return board


def lone_board(text: str, what: str) -> Tuple[int, ...]:
    """The board that text, all of it, writes as nine symbols 1-8 and x, each once, whitespace
    anywhere between them (x as 0), else Invalid naming the rule and the line
    (board_of_symbols, what naming the board)."""
    symbols = symbols_of(located_lines(text))
    if not symbols:
        raise Invalid("empty: the input holds no symbols; one board of nine is wanted")
    return board_of_symbols(symbols, BLANK, what)


def board_of_rows(rows: Sequence[Row], index: int) -> Tuple[int, ...]:
    """The board that three rows of three integers 0-8, each tile once, write, else Invalid
    naming the board (its index from 1) and the line."""
    board: List[int] = []
    for number, tokens in rows:
        where = "line %d: board %d" % (number, index)
        if len(tokens) != 3:
            raise Invalid("%s: three numbers a row are wanted, found %d" % (where, len(tokens)))
        board.extend(integer(token, where, 0, 8) for token in tokens)
    permutation(board, "lines %d-%d: board %d" % (rows[0][0], rows[-1][0], index))
    return tuple(board)


def permutation(tiles: Sequence[int], where: str) -> None:
    """tiles holds 0..len-1 once each, else Invalid naming where."""
    if sorted(tiles) != list(range(len(tiles))):
        raise Invalid("%s: the tiles are not 0..%d once each" % (where, len(tiles) - 1))


def manhattan(board: Sequence[int]) -> int:
    """The sum of each tile's row and column distances to its cell in FIFTEEN_GOAL (tile t
    belongs at cell t - 1): a lower bound on the moves to it, as every move carries one tile
    one cell."""
    side = FIFTEEN_SIDE
    total = 0
    for cell, tile in enumerate(board):
        if tile:
            total += abs(cell // side - (tile - 1) // side) + abs(cell % side - (tile - 1) % side)
    return total


def check_within(board: Sequence[int], most_moves: int, where: str) -> None:
    """Invalid naming where (`beyond N moves`) when board, a 4x4 one that reaches FIFTEEN_GOAL,
    provably needs more than most_moves moves: its Manhattan distance is larger."""
    least = manhattan(board)
    if least > most_moves:
        raise Invalid(
            "%s: beyond %d moves: the board needs at least %d (its Manhattan distance); the "
            "statement promises at most %d" % (where, most_moves, least, most_moves)
        )
