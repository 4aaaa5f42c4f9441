"""Boards as people write them, in and out: the explorer's only conversions to and from text.

Reading (parse_boards): one or two boards, as
    digit strings         283104765, 2831_4765 (boards up to 3x3, one character per cell)
    numbers               2 8 3 1 0 4 7 6 5, over n lines, or with / , ; | [ ] ( ) between them
    a Princeton file      n, then the n*n numbers (one board; the goal is then the default)
with the blank written 0, -1, n*n (9 on a 3x3 board) or _. The blank convention is found per
board: _ if present, else -1, else 0, else n*n; --blank names it when a board needs it.
A text of 2*n*n numbers is two boards only when both halves are boards. Every fault is named in
one message: a count one short of a board (the blank forgotten, or which tile), a repeated tile,
a tile out of range, no blank or a second one, a cell that is no number.

On a graph (--edges, --graph): the edges as A-B pairs of cell numbers from 0 (parse_edges); a
board as numbers, one per cell, 0 for a blank (any number of blanks), the tiles 1..K once each, or
as digits, one per cell (parse_graph_boards).

Writing: boards with the blank shown as a space, a path as boards side by side with an arrow
that names each move, wrapped to a width; on a graph, a path as one line per move, the tile and
its two cells, with the board after it (graph_path_lines).
"""

import math
import re
from typing import List, Optional, Sequence, Tuple

from slidingkit import core
from slidingkit.core import InputError, Tiles

BLANK_NOTATIONS = ("auto", "0", "-1", "n*n", "_")
_SEPARATORS = re.compile(r"[\s,;/|()\[\]{}]+")
_DIGIT_STRING = re.compile(r"[0-9_]+\Z")
_EDGE = re.compile(r"([0-9]+)-([0-9]+)\Z")


def parse_boards(text: str, blank: str = "auto") -> List[Tiles]:
    """Return the one or two boards written in text (each checked); InputError names the fault:
    a wrong count of numbers (one short of a board: the blank forgotten), a repeated tile, a tile
    out of range, no blank or more than one."""
    if blank == "9":
        blank = "n*n"
    if blank not in BLANK_NOTATIONS:
        raise InputError(
            "the blank is written %s, not %r" % (", ".join(BLANK_NOTATIONS[1:]), blank)
        )
    tokens = [token for token in _SEPARATORS.split(text) if token]
    if not tokens:
        raise InputError("no board given")
    if len(tokens) <= 2 and all(len(token) >= 3 and _DIGIT_STRING.match(token) for token in tokens):
        for token in tokens:
            if len(token) not in (4, 9):
                short = _one_short(list(token), blank, digits=True)
                raise InputError(
                    "%s has %d digits, %s" % (_shorten(token), len(token), short)
                    if short
                    else "%s has %d digits; a board written as digits has 4 (2x2) or 9 (3x3)"
                    % (_shorten(token), len(token))
                )
        return [_board(list(token), blank, token) for token in tokens]
    side = math.isqrt(len(tokens))
    if side >= 2 and side * side == len(tokens):
        return [_board(tokens, blank)]
    half = len(tokens) // 2
    side = math.isqrt(half)
    halves_error = None  # type: Optional[InputError]
    if len(tokens) % 2 == 0 and side >= 2 and side * side == half:
        try:
            return [_board(tokens[:half], blank), _board(tokens[half:], blank)]
        except InputError as error:
            halves_error = error
    side = math.isqrt(len(tokens) - 1)
    if side >= 2 and side * side == len(tokens) - 1 and tokens[0] == str(side):
        return [_board(tokens[1:], blank)]  # a Princeton puzzle file: n, then the n*n tiles
    short = _one_short(tokens, blank)
    if short:
        raise InputError("%d numbers, %s" % (len(tokens), short))
    if halves_error is not None:
        raise halves_error  # two boards, and one of them is wrong: its own fault
    nearest = max(2, int(round(math.sqrt(len(tokens)))))
    raise InputError(
        "%d numbers make neither one nor two n-by-n boards (a %dx%d board has %d)"
        % (len(tokens), nearest, nearest, nearest * nearest)
    )


def _one_short(tokens: Sequence[str], blank: str, digits: bool = False) -> str:
    """When tokens are one cell short of an n-by-n board, a clause that says so and what is missing
    (the blank, or which tile); else the empty string."""
    side = math.isqrt(len(tokens) + 1)
    if side < 2 or side * side != len(tokens) + 1:
        return ""
    cells = side * side
    clause = "one short of a %dx%d board (%d cells)" % (side, side, cells)
    spellings = [
        spelling for spelling in _blank_spellings(cells) if not (digits and spelling == "-1")
    ]
    blanks = spellings if blank == "auto" else [_blank_token(blank, cells)]
    numbers = set(tokens)
    if len(numbers) != len(tokens):
        repeated = sorted({token for token in tokens if tokens.count(token) > 1}, key=tokens.index)
        return (
            clause
            + ": "
            + ", ".join(
                "%s appears %d times" % (token, tokens.count(token))
                if tokens.count(token) > 2
                else "%s appears twice" % token
                for token in repeated
            )
        )
    if not numbers & set(blanks) and numbers == {str(tile) for tile in range(1, cells)}:
        return clause + ": the blank is missing (write it as %s)" % _or_list(blanks)
    missing = [str(tile) for tile in range(1, cells) if str(tile) not in numbers]
    if len(missing) == 1 and len(numbers & set(blanks)) == 1:
        return clause + ": tile %s is missing" % missing[0]
    return clause


def _blank_spellings(cells: int) -> List[str]:
    return ["0", "-1", str(cells), "_"]


def _blank_token(blank: str, cells: int) -> str:
    return {"0": "0", "-1": "-1", "_": "_", "n*n": str(cells)}[blank]


def _or_list(words: Sequence[str]) -> str:
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]


def parse_board(text: str, blank: str = "auto") -> Tiles:
    """Return the single board written in text; InputError otherwise."""
    boards = parse_boards(text, blank)
    if len(boards) != 1:
        raise InputError("expected one board, found two in %r" % _shorten(text))
    return boards[0]


def _board(tokens: Sequence[str], blank: str, written: Optional[str] = None) -> Tiles:
    """The board of n*n tokens; InputError naming every fault found: a cell that is no number,
    tiles out of range, repeated tiles, no blank or more than one. written: the text as the user
    wrote it, for the message (default: the tokens spaced)."""
    cells = len(tokens)
    shown = _shorten(" ".join(tokens) if written is None else written)
    for place, token in enumerate(tokens, 1):
        if token not in ("_", "-1") and not (
            token.isascii() and token.isdigit() and len(token) <= 9
        ):
            raise InputError("cell %d is %s, not a tile number" % (place, _shorten(token)))
    named = blank != "auto"
    if not named:
        blank = (
            "_" if "_" in tokens else "-1" if "-1" in tokens else "0" if "0" in tokens else "n*n"
        )
    blank_token = _blank_token(blank, cells)
    faults = []
    for token in tokens:
        if token == blank_token:
            continue
        if token in ("_", "-1"):
            faults.append("%s is a second blank" % token)
        elif not 1 <= int(token) < cells:
            faults.append("tile %s is out of range 1..%d" % (token, cells - 1))
    for token in tokens:
        if token != blank_token and tokens.count(token) > 1:
            times = tokens.count(token)
            faults.append(
                "tile %s appears %s" % (token, "twice" if times == 2 else "%d times" % times)
            )
    count = tokens.count(blank_token)
    if count == 0 and not named:
        faults.append("no blank")
    elif count != 1:
        faults.append("a board needs exactly one blank written %s, found %d" % (blank_token, count))
    if faults:
        hint = (
            " (write the blank as %s)" % _or_list(_blank_spellings(cells))
            if "no blank" in faults
            else ""
        )
        raise InputError("%s in %s%s" % (", ".join(_unique(faults)), shown, hint))
    board = tuple(0 if token == blank_token else int(token) for token in tokens)
    core.check_board(board)  # holds after the checks above: each of 1..n*n-1 once, one blank
    return board


def _unique(faults: Sequence[str]) -> List[str]:
    return [fault for place, fault in enumerate(faults) if fault not in faults[:place]]


def _shorten(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:40] + "...")


def board_lines(board: Tiles) -> List[str]:
    """Return board as n lines of right-aligned tiles, the blank shown as a space."""
    side = core.side_of(board)
    width = len(str(len(board) - 1))
    return [
        " ".join(
            str(tile).rjust(width) if tile else " " * width
            for tile in board[row * side : row * side + side]
        )
        for row in range(side)
    ]


def digit_string(board: Tiles) -> str:
    """Return board as the compact one-line notation: digits for up to 3x3, numbers otherwise."""
    if len(board) <= 9:
        return "".join(map(str, board))
    return " ".join(map(str, board))


def path_picture(
    boards: Sequence[Tiles], moves: str, width: int = 80, arrow: str = "\u2192"
) -> str:
    """Return the boards side by side, an arrow naming each move between them, wrapped to width."""
    if not boards:
        return ""
    pictures = [board_lines(board) for board in boards]
    side = len(pictures[0])
    board_width = len(pictures[0][0])
    arrows = [" %s%s " % (move, arrow) for move in moves] + [""]
    arrow_width = max(len(text) for text in arrows)
    per_row = max(1, (width + arrow_width) // (board_width + arrow_width))
    blocks = []
    for first in range(0, len(pictures), per_row):
        lines = []
        for line in range(side):
            parts = []
            for index in range(first, min(first + per_row, len(pictures))):
                parts.append(pictures[index][line])
                link = arrows[index] if line == side // 2 else ""
                if index < min(first + per_row, len(pictures)) - 1 or link:
                    parts.append(link.ljust(arrow_width))
            lines.append("".join(parts).rstrip())
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def arrow_for(encoding: Optional[str]) -> str:
    """Return the arrow to draw in a stream of this encoding: a real arrow,
    or -> where it can't be."""
    try:
        "\u2192".encode(encoding or "ascii")
        return "\u2192"
    except (UnicodeEncodeError, LookupError):
        return "->"


# --- boards on a graph ----------------------------------------------------------------------------


def parse_edges(text: str) -> List[Tuple[int, int]]:
    """The edges written in text: A-B pairs of cell numbers (from 0) separated by spaces, commas,
    slashes or newlines; InputError for any other word, or none at all."""
    edges = []
    for token in _SEPARATORS.split(text):
        if not token:
            continue
        match = _EDGE.match(token)
        if match is None or len(token) > 19:
            raise InputError(
                'edge %s is not written A-B, two cell numbers from 0 (e.g. "0-1 1-2 0-2")'
                % _shorten(token)
            )
        edges.append((int(match.group(1)), int(match.group(2))))
    if not edges:
        raise InputError('no edge given (write them A-B, e.g. "0-1 1-2 0-2")')
    return edges


def edges_in(text: str) -> Tuple[List[Tuple[int, int]], str]:
    """The A-B edges a text holds (a file of a graph instance) and the text left without them."""
    edges, rest = [], []
    for token in _SEPARATORS.split(text):
        if _EDGE.match(token):
            edges.append(token)
        elif token:
            rest.append(token)
    return (parse_edges(" ".join(edges)) if edges else []), " ".join(rest)


def parse_graph_boards(text: str, cells: Optional[int] = None, most: int = 2) -> List[Tiles]:
    """The one or (most 2) two boards of a graph written in text, each of cells cells when cells is
    known, else of half the numbers when both halves are boards of the same tiles, else of all of
    them. A board: numbers, 0 a blank, or a word of digits, one per cell. InputError names the
    fault: a word that is no number, a repeated or missing tile, a count that makes no board."""
    tokens = [token for token in _SEPARATORS.split(text) if token]
    if not tokens:
        raise InputError("no board given")
    if len(tokens) <= most and all(len(token) >= 2 and token.isdigit() for token in tokens):
        return [_graph_board(list(token), token) for token in tokens]  # digits, one per cell
    for place, token in enumerate(tokens, 1):
        if not (token.isascii() and token.isdigit() and len(token) <= 9):
            raise InputError(
                "cell %d is %s, not a tile number (on a graph a blank is 0, the tiles 1, 2, ...)"
                % (place, _shorten(token))
            )
    half = len(tokens) // 2
    if cells is not None:
        if len(tokens) == cells or (most == 2 and len(tokens) == 2 * cells):
            return [_graph_board(tokens[at : at + cells]) for at in range(0, len(tokens), cells)]
        raise InputError(
            "%d numbers make %s board%s of %d cells"
            % (len(tokens), "neither one nor two" if most == 2 else "no", "s" * (most - 1), cells)
        )
    if most == 2 and len(tokens) % 2 == 0 and sorted(tokens[:half]) == sorted(tokens[half:]):
        try:
            return [_graph_board(tokens[:half]), _graph_board(tokens[half:])]
        except InputError:
            pass  # not two boards: one, whose own fault is named below
    return [_graph_board(tokens)]


def _graph_board(tokens: Sequence[str], written: Optional[str] = None) -> Tiles:
    """The graph board of tokens (numbers, 0 a blank); InputError naming a repeated or a missing
    tile."""
    board = tuple(int(token) for token in tokens)
    tiles = [tile for tile in board if tile]
    shown = _shorten(" ".join(tokens) if written is None else written)
    repeated = sorted({tile for tile in tiles if tiles.count(tile) > 1})
    if repeated:
        raise InputError(
            "%s in %s (a graph board holds each tile once, and 0 for each blank)"
            % (
                ", ".join(
                    "tile %d appears %s" % (tile, _times(tiles.count(tile))) for tile in repeated
                ),
                shown,
            )
        )
    missing = [tile for tile in range(1, len(tiles) + 1) if tile not in tiles]
    if missing:
        raise InputError(
            "the tiles of %s are not 1 to %d: %s missing (0 is a blank)"
            % (shown, len(tiles), " ".join(map(str, missing)))
        )
    return board


def _times(count: int) -> str:
    return "twice" if count == 2 else "%d times" % count


def graph_board_text(board: Sequence[int], width: int = 1) -> str:
    """A graph board as its numbers, each right-aligned to width, 0 for each blank."""
    return " ".join(str(tile).rjust(width) for tile in board)


def graph_move_text(move: Tuple[int, int, int]) -> str:
    """A move on a graph: tile T: cell A -> cell B."""
    tile, leaves, enters = move
    return "tile %d: cell %d -> cell %d" % (tile, leaves, enters)


def graph_boards(start: Sequence[int], path: Sequence[Tuple[int, int, int]]) -> List[Tiles]:
    """The boards along a path on a graph, the start first: each move's tile leaves its cell
    for the empty one."""
    cells = list(start)
    boards = [tuple(cells)]
    for tile, leaves, enters in path:
        cells[leaves], cells[enters] = 0, tile
        boards.append(tuple(cells))
    return boards


def graph_path_lines(start: Sequence[int], path: Sequence[Tuple[int, int, int]]) -> List[str]:
    """One line for the start and one per move of path, the move and the board after it, the
    boards in one column."""
    width = len(str(max(start, default=0)))
    boards = graph_boards(start, path)
    rows = [("start", graph_board_text(boards[0], width))]
    for number, (move, board) in enumerate(zip(path, boards[1:]), 1):
        rows.append(("%d. %s" % (number, graph_move_text(move)), graph_board_text(board, width)))
    column = max(len(move) for move, _ in rows)
    return ["%s   %s" % (move.ljust(column), board) for move, board in rows]


def graph_move_pairs(path: Sequence[Tuple[int, int, int]]) -> str:
    """A path on a graph as A>B pairs: the cell each move's tile leaves, then the one it enters."""
    return " ".join("%d>%d" % (leaves, enters) for _, leaves, enters in path)
