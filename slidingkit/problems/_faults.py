"""Fault makers: each turns a valid input of a problem into one that breaks the statement in
one named way, for the fuzzer (tests/test_fuzz.py).

A problem's faults are {kind: function(valid input text, random.Random) -> faulty input text},
made here: kinds(FORMAT, OWN_FAULTS) gives the kinds every format with such parts has, and the
statement's own, which a package names in OWN_FAULTS (problems.faults(NAME) reads both). A
maker given the problem's FORMAT reads the valid input through problems._format, changes its
boards or counts, and writes it back (in a spacing the statement allows); the others change the
text itself. Every fault is certain, whatever valid input it
starts from: the problem's validate rejects the text it returns, and so must the submitted
solution, though the solution reads a looser input than the statement (whitespace, counts
beyond the statement's bound), as the fuzzer checks by running it.

Usage
    >>> import random
    >>> from slidingkit.problems._faults import missing_line
    >>> missing_line("1\\n1 2 3\\n4 5 6\\n7 8 0\\n", random.Random(1))
    '1\\n1 2 3\\n4 5 6\\n'

    and in slidingkit/problems/NAME/__init__.py, after FORMAT, the statement's own kinds:
        OWN_FAULTS = {"n out of range": _faults.shape_out_of_range(FORMAT, 2, 128)}

Cost: each fault reads and writes the input once, O(its length).
"""

import random
import re
from typing import Callable, Dict, List, Mapping, Sequence, Tuple

from slidingkit.problems._format import Format, Query

Fault = Callable[[str, random.Random], str]

# Characters no statement allows in a token (the blank letters x and X aside, which some do):
# a letter, punctuation, signs, a fraction, and digits other than ASCII ones.
JUNK = ["a", "#", "?", "-", "+", ".", "/", "\u00bd", "\uff13", "\u0663"]
DIGITS = re.compile(r"[0-9]+")
LEADING_ZEROS = (4290, 4400)  # around the 4,300 digits past which int() refuses a string
FAR_OUT = 10**6  # a number no statement's tile, count or side reaches


def _rewrite(
    written: Format,
    text: str,
    rng: random.Random,
    change: Callable[[Format, List[Query]], List[Query]],
) -> str:
    """text's boards, changed, written back in one of the format's spacings."""
    return written.input_text(change(written, written.parse(text)), rng.choice(written.layouts))


def _with_board(query: Query, use_goal: bool, board: Sequence[int]) -> Query:
    """query with its board (or, where use_goal, its goal) replaced."""
    if use_goal:
        return query._replace(goal=tuple(board))
    return query._replace(board=tuple(board))


def _pick(written: Format, queries: List[Query], rng: random.Random) -> Tuple[int, bool]:
    """A query's index and whether to change its goal rather than its board (only where the
    input writes each goal)."""
    return rng.randrange(len(queries)), written.goal_given and rng.random() < 0.5


def wrong_tile_count(written: Format) -> Fault:
    """A board of the last query (its goal too, where the input writes it) one tile short, or
    one tile over (a copy of one of its tiles)."""

    def fault(text: str, rng: random.Random) -> str:
        def change(written: Format, queries: List[Query]) -> List[Query]:
            _, use_goal = _pick(written, queries, rng)
            last = queries[-1]
            tiles = list(last.goal if use_goal else last.board)
            if rng.random() < 0.5:
                del tiles[rng.randrange(len(tiles))]
            else:
                tiles.insert(rng.randrange(len(tiles) + 1), rng.choice(tiles))
            return queries[:-1] + [_with_board(last, use_goal, tiles)]

        return _rewrite(written, text, rng, change)

    return fault


def repeated_tile(written: Format) -> Fault:
    """One cell of a board (or a written goal) holding the tile of another cell with another
    tile, so that one tile is there twice and another missing (copying one blank onto another
    would change nothing)."""

    def fault(text: str, rng: random.Random) -> str:
        def change(written: Format, queries: List[Query]) -> List[Query]:
            index, use_goal = _pick(written, queries, rng)
            tiles = list(queries[index].goal if use_goal else queries[index].board)
            cell, other = rng.choice(
                [
                    (cell, other)
                    for cell in range(len(tiles))
                    for other in range(len(tiles))
                    if tiles[cell] != tiles[other]
                ]
            )
            tiles[cell] = tiles[other]
            return (
                queries[:index]
                + [_with_board(queries[index], use_goal, tiles)]
                + queries[index + 1 :]
            )

        return _rewrite(written, text, rng, change)

    return fault


def tile_out_of_range(written: Format) -> Fault:
    """One cell of a board (or a written goal) holding a tile beyond the board's: the number
    of cells or more (one symbol, 9, where a board is written as digits together)."""

    def fault(text: str, rng: random.Random) -> str:
        def change(written: Format, queries: List[Query]) -> List[Query]:
            index, use_goal = _pick(written, queries, rng)
            tiles = list(queries[index].goal if use_goal else queries[index].board)
            cells = len(tiles)
            if written.board == "digits":
                value = 9
            else:
                value = rng.choice([cells, cells + 1, rng.randint(cells, FAR_OUT)])
            tiles[rng.randrange(cells)] = value
            return (
                queries[:index]
                + [_with_board(queries[index], use_goal, tiles)]
                + queries[index + 1 :]
            )

        return _rewrite(written, text, rng, change)

    return fault


def count_disagrees(written: Format) -> Fault:
    """The count line one more, or one fewer (never 0), than the boards that follow."""

    def fault(text: str, rng: random.Random) -> str:
        queries = written.parse(text)
        count = len(queries) + (1 if len(queries) == 1 or rng.random() < 0.5 else -1)
        return written.input_text(queries, rng.choice(written.layouts), count)

    return fault


def count_out_of_range(written: Format) -> Fault:
    """The count line 0, with the boards after it. (A count over the statement's bound, with as
    many boards, is no fault the solutions refuse: they read any count of at least 1.)"""

    def fault(text: str, rng: random.Random) -> str:
        return written.input_text(written.parse(text), rng.choice(written.layouts), 0)

    return fault


def shape_out_of_range(written: Format, low: int, high: int) -> Fault:
    """One board replaced by one of a side (or, where a board's header gives its rows and
    columns, of a rows or columns) outside low..high: 0, 1, low - 1 or high + 1, its tiles
    all there (in goal order or shuffled), so that only the size is wrong."""

    def fault(text: str, rng: random.Random) -> str:
        def change(written: Format, queries: List[Query]) -> List[Query]:
            wrong = rng.choice(sorted({0, 1, low - 1, high + 1}))
            if written.board_header != "shape":  # a side, alone or among words
                rows = columns = wrong
            else:
                right = rng.randint(low, min(high, low + 2))
                rows, columns = (wrong, right) if rng.random() < 0.5 else (right, wrong)
            goal = tuple(range(1, rows * columns)) + (0,) if rows * columns else ()
            tiles = list(goal)
            if rng.random() < 0.5:
                rng.shuffle(tiles)
            index = rng.randrange(len(queries))
            board = Query(tuple(tiles), goal, rows, columns)
            return queries[:index] + [board] + queries[index + 1 :]

        return _rewrite(written, text, rng, change)

    return fault


def unreachable_goal(written: Format) -> Fault:
    """One written goal with two of its tiles (not the blank) swapped: the other class, which
    the start cannot reach."""

    def fault(text: str, rng: random.Random) -> str:
        def change(written: Format, queries: List[Query]) -> List[Query]:
            index = rng.randrange(len(queries))
            goal = list(queries[index].goal)
            first, second = rng.sample([cell for cell, tile in enumerate(goal) if tile], 2)
            goal[first], goal[second] = goal[second], goal[first]
            return (
                queries[:index] + [_with_board(queries[index], True, goal)] + queries[index + 1 :]
            )

        return _rewrite(written, text, rng, change)

    return fault


def missing_line(text: str, rng: random.Random) -> str:
    """The input without its last line that holds anything: a board's last row, a board, or
    the line that ends the input."""
    lines = text.split("\n")
    last = max(number for number, line in enumerate(lines) if line.strip())
    return "\n".join(lines[:last] + lines[last + 1 :])


def bad_token(text: str, rng: random.Random) -> str:
    """One character of a token replaced by another that no statement allows there (JUNK)."""
    places = [place for place, char in enumerate(text) if not char.isspace()]
    place = rng.choice(places)
    return (
        text[:place]
        + rng.choice([junk for junk in JUNK if junk != text[place]])
        + text[place + 1 :]
    )


def huge_number(text: str, rng: random.Random) -> str:
    """One run of digits replaced by a number of hundreds of digits."""
    found = rng.choice(list(DIGITS.finditer(text)))
    number = str(rng.randint(1, 9)) + "".join(
        rng.choice("0123456789") for _ in range(rng.randint(100, 900))
    )
    return text[: found.start()] + number + text[found.end() :]


def zero_padded_number(text: str, rng: random.Random) -> str:
    """One run of digits replaced by a number out of range written behind some 4,300 leading
    zeros: as many digits as int() reads, and more."""
    found = rng.choice(list(DIGITS.finditer(text)))
    number = "0" * rng.randint(*LEADING_ZEROS) + str(rng.randint(FAR_OUT, 10 * FAR_OUT))
    return text[: found.start()] + number + text[found.end() :]


def kinds(written: Format, own: Mapping[str, Fault]) -> Dict[str, Fault]:
    """The faults of a format: its tiles' (a wrong count, a repeated one, one out of range),
    but where a board is written as its tiles' cells (the statement's own kinds say those: a
    blank cell given a tile writes the same cells); its tokens' (a bad one, a huge number, a
    zero-padded one); a count line's (it disagrees, it is out of range); a missing line where
    the input is more than one line whatever it holds (boards written as rows, or a count line
    before them); then own, the kinds only this statement has."""
    found: Dict[str, Fault] = {}
    if written.board != "positions":
        found["wrong count of tiles"] = wrong_tile_count(written)
        found["repeated tile"] = repeated_tile(written)
        found["tile out of range"] = tile_out_of_range(written)
    if written.count_line:
        found["count line disagrees"] = count_disagrees(written)
        found["count out of range"] = count_out_of_range(written)
    found.update(own)
    if written.count_line or written.board == "rows":
        found["missing line"] = missing_line
    found["bad token"] = bad_token
    found["huge number"] = huge_number
    found["zero-padded number"] = zero_padded_number
    return found
