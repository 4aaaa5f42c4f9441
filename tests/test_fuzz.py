"""Malformed input against the submitted files, each run as a process (fuzzing with Hypothesis).

What it proves: whatever malformed bytes arrive on standard input (random tokens; too few or too
many numbers; t or n that does not match the tiles; a repeated or out-of-range tile; n outside
2..127; numbers of hundreds or thousands of digits; empty or whitespace-only input; random bytes,
invalid UTF-8 and NUL bytes; lines of 100 KB and more; signs, fractions and non-ASCII digits),
each file in solutions/ exits with status 1 (without hanging), writes nothing on stdout and
exactly one line on stderr naming the problem, and never a traceback.

Every generated input is malformed by construction, and the is_valid_* validators below, written
from the contract in the README and sharing no code with the solutions, filter out any that is
not: a valid input would print an answer and exit 0, and a valid 127x127 board could search for
minutes. A run past TIME_LIMIT (30 s, hundreds of times a normal rejection) counts as a hang;
how fast bad input is rejected is not this file's business.
Examples per solution: examples(quick=15, ci=300, thorough=1000); each one starts a process.
"""

import random
import re
import subprocess
from typing import List, Literal, Optional, Tuple

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from tests.conftest import CASES, examples, run_solution_file

PROBLEMS = {
    "luogu_p1379": "Luogu P1379",
    "hihocoder_1312": "HihoCoder 1312",
    "princeton_8puzzle": "Princeton 8puzzle",
}
# Seconds per process before it counts as hung: start-up and rejecting bad input take about
# 0.05 s, so this catches a hang, never a slow or busy machine (speed is `make bench`'s).
TIME_LIMIT = 30.0
FUZZ_SETTINGS = settings(
    max_examples=examples(quick=15, ci=300, thorough=1000), deadline=None
)  # each example starts a process

BOM = "\ufeff"
# Separators the contract allows between numbers: anything str.split() takes for whitespace.
SEPARATORS = [
    " ",
    "  ",
    "\n",
    "\r\n",
    "\t",
    " \n",
    "\n\n",
    "\x0b",
    "\x0c",
    "\xa0",
    "\u3000",
    "\u2028",
    "\x85",
]
# Bytes that never occur in UTF-8 (so the input cannot decode), and NUL, which is no whitespace.
NOT_UTF8 = [b"\xff", b"\xfe", b"\xc0", b"\xc1", b"\xf8"]
SPOILING_BYTES = NOT_UTF8 + [b"\x00"]
# Digits that str.isdigit() or int() accept but the contract does not: ASCII digits only.
UNICODE_DIGITS = [
    "".join(chr(zero + value) for value in range(10)) for zero in (0xFF10, 0x0660, 0x0966, 0x1D7CE)
]  # fullwidth, Arabic-Indic, Devanagari, bold
UNICODE_DIGITS.append(
    "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079"
)  # superscripts
LONG = 100_000  # a long line has at least this many characters


# --- the independent validator ------------------------------------------------------------------
# Written from the contract, never from the solutions' parsers. It errs towards "valid" (any
# number of leading BOMs, any Unicode whitespace), which only filters out more inputs.

ASCII_NUMBER = re.compile(r"[0-9]+")
FAR_OUT_OF_RANGE = 10**12  # stands for any number of more than 9 significant digits


def text_of(data: bytes) -> Optional[str]:
    """The text after any leading BOMs, or None if data is not UTF-8."""
    try:
        return data.decode("utf-8").lstrip(BOM)
    except UnicodeDecodeError:
        return None


def numbers_of(text: str) -> Optional[List[int]]:
    """The whitespace-separated numbers of text (ASCII digits, leading zeros allowed), or None."""
    numbers = []
    for token in text.split():
        if not ASCII_NUMBER.fullmatch(token):
            return None
        significant = token.lstrip("0")
        numbers.append(int(significant or "0") if len(significant) <= 9 else FAR_OUT_OF_RANGE)
    return numbers


def is_valid_luogu(data: bytes) -> bool:
    text = text_of(data)
    return text is not None and sorted("".join(text.split())) == list("012345678")


def is_valid_hihocoder(data: bytes) -> bool:
    text = text_of(data)
    numbers = numbers_of(text) if text is not None else None
    if not numbers:
        return False
    count, tiles = numbers[0], numbers[1:]
    return (
        count >= 1
        and len(tiles) == 9 * count
        and all(
            sorted(tiles[start : start + 9]) == list(range(9)) for start in range(0, len(tiles), 9)
        )
    )


def is_valid_princeton(data: bytes) -> bool:
    text = text_of(data)
    numbers = numbers_of(text) if text is not None else None
    if not numbers:
        return False
    side, tiles = numbers[0], numbers[1:]
    return (
        2 <= side <= 127 and len(tiles) == side * side and sorted(tiles) == list(range(side * side))
    )


IS_VALID = {
    "luogu_p1379": is_valid_luogu,
    "hihocoder_1312": is_valid_hihocoder,
    "princeton_8puzzle": is_valid_princeton,
}


# --- running a file -----------------------------------------------------------------------------


def preview(data: bytes, keep: int = 160, tail: bool = False) -> str:
    if len(data) <= keep:
        return repr(data)
    shown = data[-keep:] if tail else data[:keep]
    return "%s%r%s (%d bytes)" % ("..." if tail else "", shown, "" if tail else "...", len(data))


def run_within_limit(name: str, data: bytes) -> subprocess.CompletedProcess:
    """Run solutions/NAME.py on data; fail if it runs past TIME_LIMIT (a hang)."""
    try:
        return run_solution_file(name, data, timeout=TIME_LIMIT)
    except subprocess.TimeoutExpired:
        pytest.fail("%s ran past %.0f s on %s" % (name, TIME_LIMIT, preview(data)))


def assert_rejected(name: str, data: bytes) -> None:
    """Run solutions/NAME.py on data: exit 1 within TIME_LIMIT,
    one stderr line naming the problem."""
    result = run_within_limit(name, data)
    problem = PROBLEMS.get(name) or FAMILY_TITLES[name]
    said = result.stderr.decode("utf-8", "replace")
    context = "%s on %s:\n  exit status %s\n  stdout %s\n  stderr %s" % (
        name,
        preview(data),
        result.returncode,
        preview(result.stdout),
        preview(result.stderr, 600, tail=True),
    )
    assert b"Traceback" not in result.stderr + result.stdout, context
    assert result.returncode == 1, context
    assert result.stdout == b"", context
    assert said.endswith("\n") and len(said.splitlines()) == 1, context
    # run_solution's two messages: bad input, or standard input that cannot be read at all.
    assert said.startswith(
        (problem + ": bad input: ", problem + ": cannot read standard input: ")
    ), context


# --- strategies shared by the three problems ----------------------------------------------------

seeds = st.integers(0, 2**32 - 1)
# Surrogates, which no UTF-8 text holds. Typed, as the decorated st.characters gives a bare
# ("Cs",) no Literal context.
SURROGATES = ("Cs",)  # type: Tuple[Literal["Cs"]]


def has_stray_character(token: str) -> bool:
    """True if token keeps a character that is neither an ASCII digit nor whitespace,
    wherever it stands."""
    return any(not "0" <= char <= "9" and not char.isspace() and char != BOM for char in token)


any_text = st.text(st.characters(blacklist_categories=SURROGATES), max_size=6)
stray_characters = st.one_of(
    st.sampled_from("x-+.,eE_/\x00\u200b"),
    st.characters(blacklist_categories=SURROGATES).filter(has_stray_character),
)
junk_tokens = st.tuples(any_text, stray_characters, any_text).map(
    "".join
)  # never a number, even with a BOM


def spoiled(token: str) -> st.SearchStrategy:
    """A token that looks like the number token but is not one: signs, fractions,
    non-ASCII digits."""
    variants = [
        "-" + token,
        "+" + token,
        token + ".0",
        "." + token,
        token + ".",
        token + "e0",
        "0x" + token,
        token + "_0",
        token + ",",
        "(" + token + ")",
        token + "\x00",
        token + "\u200b",
        "\u200b",
        "-0",
        "1/2",
        "\u00bd",
        "NaN",
        "inf",
        "-1",
    ]
    variants += [token.translate(str.maketrans("0123456789", digits)) for digits in UNICODE_DIGITS]
    return st.sampled_from(variants)


def bad_tokens(token: str) -> st.SearchStrategy:
    return st.one_of(spoiled(token), junk_tokens)


@st.composite
def huge_numbers(draw) -> str:
    """A number of 10 to 900 significant digits: out of range for any tile, t or n."""
    rng = random.Random(draw(seeds))
    length = draw(st.integers(10, 900))
    return rng.choice("123456789") + "".join(rng.choice("0123456789") for _ in range(length - 1))


@st.composite
def laid_out(draw, tokens: List[str], may_touch: bool = False) -> bytes:
    """tokens as a file might hold them: on one line or in rows, with odd spacing, CRLF, a BOM.
    may_touch: tokens may stand with nothing between them (Luogu's digits)."""
    separators = SEPARATORS + ([""] * 3 if may_touch else [])
    within_line = draw(st.sampled_from(separators))
    between_lines = draw(st.sampled_from(separators))
    per_line = draw(st.one_of(st.just(max(len(tokens), 1)), st.integers(1, 12)))
    lines = [
        within_line.join(tokens[start : start + per_line])
        for start in range(0, len(tokens), per_line)
    ]
    lead = draw(st.sampled_from(["", "", " ", "\n", "\r\n", "\t"]))
    trail = draw(st.sampled_from(["", "\n", "\n", "\r\n", " \n", "\n\n"]))
    bom = draw(st.sampled_from(["", "", BOM]))
    return (bom + lead + between_lines.join(lines) + trail).encode("utf-8")


@st.composite
def with_zero_padding(draw, tokens: List[str]) -> List[str]:
    """tokens with maybe one number written with up to 6,000 leading zeros (its value unchanged)."""
    numbers = [place for place, token in enumerate(tokens) if ASCII_NUMBER.fullmatch(token)]
    if not numbers or not draw(st.booleans()):
        return tokens
    place = draw(st.sampled_from(numbers))
    padded = list(tokens)
    padded[place] = "0" * draw(st.one_of(st.integers(1, 5), st.integers(1, 6000))) + padded[place]
    return padded


@st.composite
def with_bad_token(draw, tokens: List[str]) -> List[str]:
    """tokens with one replaced by, or preceded by, a token that is not a number."""
    place = draw(st.integers(0, len(tokens)))
    if place < len(tokens) and draw(st.booleans()):
        return tokens[:place] + [draw(bad_tokens(tokens[place]))] + tokens[place + 1 :]
    return (
        tokens[:place] + [draw(bad_tokens(draw(st.sampled_from(tokens or ["1"]))))] + tokens[place:]
    )


def as_input(token_lists: st.SearchStrategy) -> st.SearchStrategy:
    """Inputs from a strategy of malformed token lists: maybe a number zero-padded,
    then laid out."""
    return token_lists.flatmap(with_zero_padding).flatmap(laid_out)


@st.composite
def random_tokens(draw) -> List[str]:
    """Up to 20 tokens of any kind, at least one of them not a number."""
    tokens = draw(
        st.lists(st.one_of(junk_tokens, st.integers(0, 200).map(str), spoiled("7")), max_size=20)
    )
    place = draw(st.integers(0, len(tokens)))
    return tokens[:place] + [draw(junk_tokens)] + tokens[place:]


@st.composite
def blank_inputs(draw) -> bytes:
    """Nothing, or only whitespace and BOMs: no number at all."""
    return "".join(
        draw(st.lists(st.sampled_from(SEPARATORS + [BOM, "\r", "\x1c", "\u2029"]), max_size=40))
    ).encode()


@st.composite
def garbled(draw, inputs: st.SearchStrategy) -> bytes:
    """Random bytes, or an input of the problem, with a byte inserted that spoils it: a byte that
    never occurs in UTF-8, or NUL (which no number and no whitespace contains)."""
    data = draw(st.one_of(st.binary(max_size=200), inputs))
    place = draw(st.integers(0, len(data)))
    return data[:place] + draw(st.sampled_from(SPOILING_BYTES)) + data[place:]


@st.composite
def long_token_after(draw, tokens: st.SearchStrategy) -> bytes:
    """tokens on one line, then one more token of 100-300 KB: digits, zeros, or junk."""
    unit = draw(st.one_of(st.sampled_from(["9", "0", "1", "x", "-", "8a"]), junk_tokens))
    length = draw(st.integers(LONG, 3 * LONG))
    extra = (unit * (length // len(unit) + 1))[:length]
    return " ".join(draw(tokens) + [extra]).encode("utf-8") + b"\n"


# --- Luogu P1379: nine digits 0-8 -----------------------------------------------------------------

luogu_boards = st.permutations(list("012345678"))


@st.composite
def luogu_wrong_count(draw) -> List[str]:
    count = draw(st.integers(0, 40).filter(lambda count: count != 9))
    return draw(st.lists(st.sampled_from("012345678"), min_size=count, max_size=count))


@st.composite
def luogu_repeated_tile(draw) -> List[str]:
    digits = draw(luogu_boards)
    place, other = draw(st.lists(st.integers(0, 8), min_size=2, max_size=2, unique=True))
    digits[place] = digits[other]
    return digits


@st.composite
def luogu_tile_out_of_range(draw) -> List[str]:
    digits = draw(luogu_boards)
    digits[draw(st.integers(0, 8))] = "9"
    return digits


@st.composite
def luogu_huge_number(draw) -> List[str]:
    """Hundreds of digits in one number, alone or after a whole board."""
    number = draw(huge_numbers())
    return ([] if draw(st.booleans()) else draw(luogu_boards)) + [number]


@st.composite
def luogu_long_line(draw) -> bytes:
    """The digits repeated over 100 KB and more: far too many digits."""
    digits = "".join(draw(luogu_boards))
    return (digits * (draw(st.integers(LONG, 3 * LONG)) // 9 + 1)).encode() + b"\n"


def luogu_input(digit_lists: st.SearchStrategy) -> st.SearchStrategy:
    """Luogu's digits, laid out with or without whitespace between them (never zero-padded:
    Luogu reads digits, not numbers, so a leading zero is one more digit)."""
    return digit_lists.flatmap(lambda digits: laid_out(digits, may_touch=True))


malformed_luogu = st.one_of(
    blank_inputs(),
    luogu_input(luogu_wrong_count()),
    luogu_input(luogu_repeated_tile()),
    luogu_input(luogu_tile_out_of_range()),
    luogu_input(luogu_huge_number()),
    luogu_input(luogu_boards.flatmap(with_bad_token)),
    luogu_input(random_tokens()),
    garbled(luogu_boards.flatmap(lambda digits: laid_out(digits, may_touch=True))),
    luogu_long_line(),
    long_token_after(luogu_boards),
)


# --- HihoCoder 1312: t, then t boards of nine tiles -----------------------------------------------


@st.composite
def hihocoder_boards(draw, fewest: int = 1, most: int = 6) -> List[List[int]]:
    rng = random.Random(draw(seeds))
    return [rng.sample(range(9), 9) for _ in range(draw(st.integers(fewest, most)))]


def hihocoder_tokens(boards: List[List[int]], count: Optional[int] = None) -> List[str]:
    return [str(len(boards) if count is None else count)] + [
        str(tile) for board in boards for tile in board
    ]


@st.composite
def hihocoder_wrong_count(draw) -> List[str]:
    """t boards announced, a different number of tiles given (t = 0 included)."""
    count = draw(st.integers(0, 8))
    given = draw(st.integers(0, 9 * count + 20).filter(lambda given: given != 9 * count))
    boards = draw(hihocoder_boards(given // 9 + 1, given // 9 + 1))
    return hihocoder_tokens(boards, count)[: 1 + given]


@st.composite
def hihocoder_repeated_tile(draw) -> List[str]:
    boards = draw(hihocoder_boards())
    board = draw(st.sampled_from(boards))
    place, other = draw(st.lists(st.integers(0, 8), min_size=2, max_size=2, unique=True))
    board[place] = board[other]
    return hihocoder_tokens(boards)


@st.composite
def hihocoder_tile_out_of_range(draw) -> List[str]:
    boards = draw(hihocoder_boards())
    draw(st.sampled_from(boards))[draw(st.integers(0, 8))] = draw(
        st.one_of(st.integers(9, 20), st.integers(9, 10**9 - 1))
    )
    return hihocoder_tokens(boards)


@st.composite
def hihocoder_huge_number(draw) -> List[str]:
    """t or one tile replaced by a number of hundreds of digits."""
    tokens = hihocoder_tokens(draw(hihocoder_boards()))
    tokens[draw(st.integers(0, len(tokens) - 1))] = draw(huge_numbers())
    return tokens


@st.composite
def hihocoder_long_line(draw) -> bytes:
    """Thousands of boards on one line (over 100 KB), one number short or one too many."""
    boards = draw(hihocoder_boards(1, 4)) * 3000
    tokens = hihocoder_tokens(boards)
    tokens = tokens[:-1] if draw(st.booleans()) else tokens + [draw(st.sampled_from("012345678"))]
    return " ".join(tokens).encode() + b"\n"


malformed_hihocoder = st.one_of(
    blank_inputs(),
    as_input(hihocoder_wrong_count()),
    as_input(hihocoder_repeated_tile()),
    as_input(hihocoder_tile_out_of_range()),
    as_input(hihocoder_huge_number()),
    as_input(hihocoder_boards().map(hihocoder_tokens).flatmap(with_bad_token)),
    as_input(random_tokens()),
    garbled(hihocoder_boards().map(hihocoder_tokens).flatmap(laid_out)),
    hihocoder_long_line(),
    long_token_after(hihocoder_boards().map(hihocoder_tokens)),
)


# --- Princeton 8puzzle: n, then n*n tiles ---------------------------------------------------------

sides = st.one_of(
    st.integers(2, 4), st.integers(2, 127)
)  # mostly small boards, sometimes up to 127x127


def shuffled(size: int, seed: int) -> List[int]:
    tiles = list(range(size))
    random.Random(seed).shuffle(tiles)
    return tiles


def goal_tiles(size: int) -> List[int]:
    """1..size-1 and the blank last: the goal, answered at once if n were accepted."""
    return list(range(1, size)) + [0] if size else []


def princeton_tokens(side: int, tiles: List[int]) -> List[str]:
    return [str(side)] + [str(tile) for tile in tiles]


princeton_boards = st.builds(
    lambda side, seed: princeton_tokens(side, shuffled(side * side, seed)), sides, seeds
)


@st.composite
def princeton_side_out_of_range(draw) -> List[str]:
    """n of 0, 1, 128 or more, mostly followed by all n*n tiles, in goal order or shuffled: a board
    that would be valid but for n (accepted by mistake, a shuffled one could search for hours)."""
    side = draw(
        st.one_of(st.sampled_from([0, 1, 128]), st.integers(128, 160), st.integers(128, 10**9 - 1))
    )
    size = side * side if side <= 160 and draw(st.integers(0, 3)) > 0 else draw(st.integers(0, 20))
    tiles = goal_tiles(size) if draw(st.booleans()) else shuffled(size, draw(seeds))
    return princeton_tokens(side, tiles)


@st.composite
def princeton_wrong_count(draw) -> List[str]:
    """n, then fewer or more tiles than n*n."""
    side = draw(sides)
    given = draw(st.integers(0, side * side + 2 * side).filter(lambda given: given != side * side))
    tiles = shuffled(side * side, draw(seeds)) + shuffled(2 * side, draw(seeds))
    return princeton_tokens(side, tiles[:given])


@st.composite
def princeton_repeated_tile(draw) -> List[str]:
    side = draw(sides)
    tiles = shuffled(side * side, draw(seeds))
    place, other = draw(
        st.lists(st.integers(0, side * side - 1), min_size=2, max_size=2, unique=True)
    )
    tiles[place] = tiles[other]
    return princeton_tokens(side, tiles)


@st.composite
def princeton_tile_out_of_range(draw) -> List[str]:
    side = draw(sides)
    tiles = shuffled(side * side, draw(seeds))
    tiles[draw(st.integers(0, side * side - 1))] = draw(
        st.one_of(st.integers(side * side, side * side + 5), st.integers(side * side, 10**9 - 1))
    )
    return princeton_tokens(side, tiles)


@st.composite
def princeton_huge_number(draw) -> List[str]:
    """n or one tile replaced by a number of hundreds of digits."""
    tokens = draw(princeton_boards)
    tokens[draw(st.one_of(st.just(0), st.integers(0, len(tokens) - 1)))] = draw(huge_numbers())
    return tokens


@st.composite
def princeton_long_line(draw) -> bytes:
    """Over 100 KB on one line: a 127x127 board with a tile repeated, or a 2x2 board's n
    followed by tens of thousands of tiles."""
    if draw(st.booleans()):
        tiles = shuffled(127 * 127, draw(seeds))
        place, other = draw(
            st.lists(st.integers(0, 127 * 127 - 1), min_size=2, max_size=2, unique=True)
        )
        tiles[place] = tiles[other]
        return "  ".join(princeton_tokens(127, tiles)).encode() + b"\n"
    return b"2 " * draw(st.integers(LONG // 2, 3 * LONG // 2)) + b"\n"


malformed_princeton = st.one_of(
    blank_inputs(),
    as_input(princeton_side_out_of_range()),
    as_input(princeton_wrong_count()),
    as_input(princeton_repeated_tile()),
    as_input(princeton_tile_out_of_range()),
    as_input(princeton_huge_number()),
    as_input(princeton_boards.flatmap(with_bad_token)),
    as_input(random_tokens()),
    garbled(princeton_boards.flatmap(laid_out)),
    princeton_long_line(),
    long_token_after(princeton_boards),
)


# --- the tests -----------------------------------------------------------------------------------


@FUZZ_SETTINGS
@given(data=malformed_luogu)
@example(data=b"")
@example(data=BOM.encode())
@example(data=b"128\n")
@example(data=b"9" * 300 + b"\n")
@example(data=b"283104765\xff\n")
@example(data=b"2831\x0004765\n")
@example(data=b"2 8 3 1 -0 4 7 6 5\n")
@example(data="２８３１０４７６５".encode())
def test_luogu_p1379__malformed_input_gets_one_stderr_line_and_exit_1(data):
    assume(not is_valid_luogu(data))
    assert_rejected("luogu_p1379", data)


@FUZZ_SETTINGS
@given(data=malformed_hihocoder)
@example(data=b"")
@example(data=BOM.encode())
@example(data=b"128\n")
@example(data=b"9" * 300 + b"\n1 2 3 4 5 6 7 8 0\n")
@example(data=b"1\n1 2 3\n4 5 6\n7 8 \xff\n")
@example(data=b"0\n")
@example(data=b"2\n1 2 3 4 5 6 7 8 0\n")
@example(data=b"1\n+1 2 3 4 5 6 7 8 0\n")
# Found by this test (the first as Hypothesis shrank it): a number written with more than 4,300
# digits, leading zeros included, makes int() in integers_in raise ValueError (CPython's limit
# on integer string conversion), which escapes as a traceback instead of "bad input".
@example(data=b"0" * 4301 + b" 6")
@example(data=b"1\n" + b"0" * 4300 + b"9 1 2 3 4 5 6 7 8\n")
def test_hihocoder_1312__malformed_input_gets_one_stderr_line_and_exit_1(data):
    assume(not is_valid_hihocoder(data))
    assert_rejected("hihocoder_1312", data)


@FUZZ_SETTINGS
@given(data=malformed_princeton)
@example(data=b"")
@example(data=BOM.encode())
@example(data=b"128\n")
@example(data=" ".join(princeton_tokens(128, goal_tiles(128 * 128))).encode())
@example(data=b"0\n")
@example(data=b"1\n0\n")
@example(data=b"9" * 300 + b"\n1 2 3 0\n")
@example(data=b"2\n1 2\n3 \xc0\n")
@example(data=b"3\n1 2 3\n4 5 6\n7 8 8\n")
@example(data=b"2\n1 2 3 -0\n")
# Found by this test (the first as Hypothesis shrank it): the 4,300-digit limit, as for HihoCoder.
@example(data=b"0" * 4298 + b"128")
@example(data=b"2\n" + b"0" * 4300 + b"4 1 2 3\n")
@example(data=b"3 1 2 3 4 5 6 7 8 0 " + b"0" * LONG + b"\n")
def test_princeton_8puzzle__malformed_input_gets_one_stderr_line_and_exit_1(data):
    assume(not is_valid_princeton(data))
    assert_rejected("princeton_8puzzle", data)


# The validator must accept every valid input, or a valid one could reach the assertions above.

VALID_VARIANTS = {
    "luogu_p1379": [
        b"283104765",
        b"2 8 3\r\n1 0 4\r\n7 6 5\r\n",
        BOM.encode() + b"28310\xe3\x80\x804765",
    ],
    "hihocoder_1312": [b"1 1 2 3 4 5 6 7 8 0", BOM.encode() + b"\n1\n\n0001 2 3 4 5 6 7 8 00\n"],
    "princeton_8puzzle": [
        b"2 1 2 3 0",
        b"02\r\n 1  2\r\n 3  0\r\n",
        BOM.encode() + b"2\n1 2\xc2\xa03 0\n",
    ],
}


@pytest.mark.parametrize("name", sorted(PROBLEMS))
def test_is_valid__accepts_every_committed_case_and_the_allowed_variants(name):
    inputs = [case.read_bytes() for case in sorted(CASES.glob(name + "/*.in"))] + VALID_VARIANTS[
        name
    ]
    assert [data for data in inputs if not IS_VALID[name](data)] == []


# --- the family: every other file, the same contract ---------------------------------------------
# The validator is oracle/family_reference.py's parsers (written from the statements, sharing no
# code with the solutions): an input they read as valid is left out, whatever the solution says.

FAMILY_TITLES = {
    "poj_1077": "POJ 1077",
    "hdu_1043": "HDU 1043",
    "uva_652": "UVa 652",
    "acwing_179": "AcWing 179",
    "acwing_845": "AcWing 845",
    "lightoj_1139": "LightOJ 1139",
    "hdu_3567": "HDU 3567",
    "uva_10085": "UVa 10085",
    "leetcode_773": "LeetCode 773",
    "poj_2893": "POJ 2893",
    "uva_10181": "UVa 10181",
    "aoj_alds1_13_c": "AOJ ALDS1_13_C",
}
FAMILY_FUZZ_SETTINGS = settings(max_examples=examples(quick=10, ci=40, thorough=300), deadline=None)


def family_valid(name: str, data: bytes) -> bool:
    """True if the reference reads data as a valid input of the problem."""
    from oracle import family_reference as family

    text = text_of(data)
    if text is None:
        return False
    try:
        if name in ("poj_1077", "acwing_179", "acwing_845"):
            family.parse_single_x_board(text)
        elif name == "hdu_1043":
            family.parse_x_boards_until_end(text)
        elif name == "uva_652":
            return len(family.parse_uva_652(text)) >= 1
        elif name in ("lightoj_1139", "uva_10085"):
            family.parse_counted_boards(text, 9)
        elif name == "uva_10181":
            family.parse_counted_boards(text, 16)
        elif name == "aoj_alds1_13_c":
            family.parse_counted_boards("1 " + text, 16)
        elif name == "leetcode_773":
            return sorted(family.parse_leetcode_773(text)) == list(range(6))
        elif name == "hdu_3567":
            return all(
                family.shortest_path(start, goal) is not None
                for start, goal in family.parse_hdu_3567(text)
            )
        elif name == "poj_2893":
            return all(
                2 <= rows <= 999
                and 2 <= columns <= 999
                and sorted(board) == list(range(rows * columns))
                for rows, columns, board in family.parse_poj_2893(text)
            )
    except (ValueError, IndexError, KeyError):
        return False
    return True


def family_sample_tokens(name: str) -> List[str]:
    return (CASES / name / "sample-1.in").read_text("utf-8").split()


@pytest.mark.parametrize("name", sorted(FAMILY_TITLES))
@FAMILY_FUZZ_SETTINGS
@given(data=st.data())
def test_family_file__malformed_input_gets_one_stderr_line_and_exit_1(name, data):
    if not (CASES.parent / "solutions" / (name + ".py")).is_file():
        pytest.skip("no solution file yet")
    tokens = st.just(family_sample_tokens(name))
    raw = data.draw(
        st.one_of(
            blank_inputs(),
            as_input(random_tokens()),
            as_input(tokens.flatmap(with_bad_token)),
            garbled(tokens.flatmap(laid_out)),
            long_token_after(tokens),
        )
    )
    assume(not family_valid(name, raw))
    assert_rejected(name, raw)


@pytest.mark.parametrize("name", sorted(FAMILY_TITLES))
def test_family_valid__accepts_every_committed_case(name):
    inputs = [
        case.read_bytes()
        for case in sorted(CASES.glob(name + "/*.in"))
        if case.stat().st_size < 100_000
    ]
    assert [data[:60] for data in inputs if not family_valid(name, data)] == []
