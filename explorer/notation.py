"""Boards as people write them, in and out: the explorer's only conversions to and from text.

Reading (parse_boards): one or two boards, as
    digit strings         283104765, 2831_4765 (boards up to 3x3, one character per cell)
    numbers               2 8 3 1 0 4 7 6 5, over n lines, or with / , ; | [ ] ( ) between them
    a Princeton file      n, then the n*n numbers (one board; the goal is then the default)
with the blank written 0, -1, n*n (9 on a 3x3 board) or _. The blank convention is found per
board: _ if present, else -1, else 0, else n*n; --blank names it when a board needs it.

Writing: boards with the blank shown as a space, a path as boards side by side with an arrow
that names each move, wrapped to a width.
"""

import math
import re
from typing import List, Optional, Sequence

import core
from core import Tiles, InputError

BLANK_NOTATIONS = ("auto", "0", "-1", "n*n", "_")
_SEPARATORS = re.compile(r"[\s,;/|()\[\]{}]+")
_DIGIT_STRING = re.compile(r"[0-9_]+\Z")


def parse_boards(text: str, blank: str = "auto") -> List[Tiles]:
    """Return the one or two boards written in text (each checked); InputError says what is wrong."""
    if blank == "9":
        blank = "n*n"
    if blank not in BLANK_NOTATIONS:
        raise InputError("the blank is written %s, not %r" % (", ".join(BLANK_NOTATIONS[1:]), blank))
    tokens = [token for token in _SEPARATORS.split(text) if token]
    if not tokens:
        raise InputError("no board given")
    if len(tokens) <= 2 and all(len(token) >= 3 and _DIGIT_STRING.match(token) for token in tokens):
        for token in tokens:
            if len(token) not in (4, 9):
                raise InputError("%s has %d digits; a board written as digits has 4 (2x2) or 9 (3x3)"
                                 % (_shorten(token), len(token)))
        return [_board(list(token), blank) for token in tokens]
    side = math.isqrt(len(tokens))
    if side >= 2 and side * side == len(tokens):
        return [_board(tokens, blank)]
    half = len(tokens) // 2
    side = math.isqrt(half)
    if len(tokens) % 2 == 0 and side >= 2 and side * side == half:
        return [_board(tokens[:half], blank), _board(tokens[half:], blank)]
    side = math.isqrt(len(tokens) - 1)
    if side >= 2 and side * side == len(tokens) - 1 and tokens[0] == str(side):
        return [_board(tokens[1:], blank)]  # a Princeton puzzle file: n, then the n*n tiles
    raise InputError("%d numbers make neither one nor two n-by-n boards" % len(tokens))


def parse_board(text: str, blank: str = "auto") -> Tiles:
    """Return the single board written in text; InputError otherwise."""
    boards = parse_boards(text, blank)
    if len(boards) != 1:
        raise InputError("expected one board, found two in %r" % _shorten(text))
    return boards[0]


def _board(tokens: Sequence[str], blank: str) -> Tiles:
    cells = len(tokens)
    if blank == "auto":
        blank = "_" if "_" in tokens else "-1" if "-1" in tokens else "0" if "0" in tokens else "n*n"
        if blank == "n*n" and str(cells) not in tokens:
            raise InputError("no blank in %s: write it as 0, -1, %d or _" % (_shorten(" ".join(tokens)), cells))
    blank_token = {"0": "0", "-1": "-1", "_": "_", "n*n": str(cells)}[blank]
    if tokens.count(blank_token) != 1:
        raise InputError("a board needs exactly one blank written %s, found %d in %s"
                         % (blank_token, tokens.count(blank_token), _shorten(" ".join(tokens))))
    board = []
    for place, token in enumerate(tokens, 1):
        if token == blank_token:
            board.append(0)
        elif token.isascii() and token.isdigit() and len(token) <= 9:
            board.append(int(token))
        else:
            raise InputError("cell %d is %s, not a tile number" % (place, _shorten(token)))
    try:
        core.check_board(board)
    except InputError as error:
        raise InputError("%s (blank written %s) in %s" % (error, blank_token, _shorten(" ".join(tokens)))) from None
    return tuple(board)


def _shorten(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:40] + "...")


def board_lines(board: Tiles) -> List[str]:
    """Return board as n lines of right-aligned tiles, the blank shown as a space."""
    side = core.side_of(board)
    width = len(str(len(board) - 1))
    return [" ".join(str(tile).rjust(width) if tile else " " * width for tile in board[row * side:row * side + side])
            for row in range(side)]


def digit_string(board: Tiles) -> str:
    """Return board as the compact one-line notation: digits for up to 3x3, numbers otherwise."""
    if len(board) <= 9:
        return "".join(map(str, board))
    return " ".join(map(str, board))


def path_picture(boards: Sequence[Tiles], moves: str, width: int = 80, arrow: str = "\u2192") -> str:
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
    """Return the arrow to draw in a stream of this encoding: a real arrow, or -> where it can't be."""
    try:
        "\u2192".encode(encoding or "ascii")
        return "\u2192"
    except (UnicodeEncodeError, LookupError):
        return "->"
