"""The notations boards are written in (slidingkit/explorer/notation.py).

What it proves: every notation parses to the same board, the blank found or named; two boards in
one text each have their own blank; bad boards are an InputError that names the fault (a count
one short of a board, a repeated tile, a missing blank); a file in the algs4 format reads as its
board; the path picture shows every board of a path in order.
"""

import re
from typing import List, Sequence, Tuple

import pytest

from slidingkit.core import InputError
from slidingkit.explorer import notation
from tests.conftest import slide
from tests.explorer.conftest import (
    REPORT_START,
    boards_in_picture,
)


@pytest.mark.parametrize(
    "text",
    [
        "283104765",
        "2831_4765",
        "2 8 3 1 0 4 7 6 5",
        "2 8 3\n1 0 4\n7 6 5\n",
        "2 8 3 / 1 -1 4 / 7 6 5",
        "2,8,3,1,_,4,7,6,5",
        "2 8 3 1 9 4 7 6 5",
        "283194765",
        "[[2, 8, 3], [1, 0, 4], [7, 6, 5]]",
        " 2 8 3 | 1 -1 4 | 7 6 5 ",
    ],
)
def test_notations__all_read_as_the_same_board(text):
    assert notation.parse_board(text) == (2, 8, 3, 1, 0, 4, 7, 6, 5)


@pytest.mark.parametrize(
    "text, blank, expected",
    [
        ("1 2 3 4 5 6 7 8 9", "auto", (1, 2, 3, 4, 5, 6, 7, 8, 0)),
        ("1 2 3 4 5 6 7 8 9", "9", (1, 2, 3, 4, 5, 6, 7, 8, 0)),
        ("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16", "n*n", tuple(range(1, 16)) + (0,)),
        ("1230", "auto", (1, 2, 3, 0)),
        ("1 2 3 4 5 6 7 8 0", "0", (1, 2, 3, 4, 5, 6, 7, 8, 0)),
    ],
)
def test_notations__blank_found_or_named(text, blank, expected):
    assert notation.parse_board(text, blank) == expected


def test_notations__two_boards_in_one_text_each_with_its_own_blank():
    assert notation.parse_boards("2 8 3 1 -1 4 7 6 5\n1 2 3 8 0 4 7 6 5") == [
        (2, 8, 3, 1, 0, 4, 7, 6, 5),
        (1, 2, 3, 8, 0, 4, 7, 6, 5),
    ]
    assert notation.parse_boards("283104765 123804765") == [
        (2, 8, 3, 1, 0, 4, 7, 6, 5),
        (1, 2, 3, 8, 0, 4, 7, 6, 5),
    ]


@pytest.mark.parametrize(
    "text, blank, fault",
    [
        ("", "auto", "no board"),
        ("12345678", "auto", "'12345678' has 8 digits"),
        (
            "1 2 3 4 5 6 7",
            "auto",
            "7 numbers make neither one nor two n-by-n boards (a 3x3 board has 9)",
        ),
        # 2*4 numbers are two 2x2 boards only when both halves are boards;
        # here a 3x3 board lacks its blank
        (
            "1 2 3 4 5 6 7 8",
            "auto",
            "8 numbers, one short of a 3x3 board (9 cells): the blank is missing",
        ),
        ("1 2 3 / 4 5 6 / 7 8", "auto", "one short of a 3x3 board (9 cells): the blank is missing"),
        ("1 2 3 / 4 5 6 / 7 0", "auto", "one short of a 3x3 board (9 cells): tile 8 is missing"),
        ("1 2 3 / 4 5 6 / 7 7", "auto", "one short of a 3x3 board (9 cells): 7 appears twice"),
        (
            "12345678",
            "auto",
            "one short of a 3x3 board (9 cells): the blank is missing (write it as 0, 9 or _)",
        ),
        (
            "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
            "auto",
            "one short of a 4x4 board (16 cells): the blank is missing",
        ),
        ("123456788", "auto", "tile 8 appears twice, no blank in '123456788'"),
        ("1 2 3 4 5 6 8 8 8", "auto", "tile 8 appears 3 times, no blank in"),
        ("283104765", "9", "exactly one blank written 9"),
        ("2 8 3 1 0 4 7 6 6", "auto", "tile 6 appears twice"),
        ("2 8 3 1 _ 4 7 6 -1", "auto", "-1 is a second blank"),
        (
            "2 8 3 1 0 4 7 6 6 1 2 3 8 0 4 7 6 5",
            "auto",
            "tile 6 appears twice in '2 8 3 1 0 4 7 6 6'",
        ),
        ("2 8 3 1 _ 4 7 6 _", "auto", "exactly one blank"),
        ("2 8 3 1 0 4 7 6 x", "auto", "cell 9 is 'x'"),
        ("1 2 3 4 5 6 7 8 10", "auto", "no blank in"),
        ("0 1 2 3 4 5 6 7 10", "auto", "tile 10 is out of range"),
        ("283104765", "blank", "the blank is written"),
    ],
)
def test_notations__bad_boards_name_the_fault(text, blank, fault):
    with pytest.raises(InputError, match=re.escape(fault)):
        notation.parse_boards(text, blank)


@pytest.mark.parametrize("width", [20, 80, 200])
def test_path_picture__shows_every_board_of_the_path_in_order(width):
    path = "URDLULDRURDLDRUULLDR"
    picture = notation.path_picture(
        [slide(REPORT_START, path[:step]) for step in range(len(path) + 1)], path, width
    )
    assert boards_in_picture(picture, 3) == [
        slide(REPORT_START, path[:step]) for step in range(len(path) + 1)
    ]
    assert re.findall(r"([UDLR])\u2192", picture) == list(path)
    assert max(len(line) for line in picture.splitlines()) <= max(width, 9)


def test_notations__a_file_in_the_algs4_format_reads_as_its_board():
    # The Princeton assignment's format: n, then n rows of "%2d " per tile.
    text = "4\n 1  2  3  4 \n 5  6  7  8 \n10  0 11 12 \n 9 13 14 15 \n"
    numbers = [int(word) for word in text.split()]
    assert notation.parse_boards(text) == [tuple(numbers[1:])] and numbers[0] == 4
    with pytest.raises(InputError, match="17 numbers"):
        notation.parse_boards("5 " + " ".join(map(str, numbers[1:])))
