"""Malformed input against every problem's validator and submitted file (fuzzing with
Hypothesis), each file's main run in the test's process as ``python3 solutions/NAME.py`` runs it
(tests/conftest.py's run_solution_main); that the files do the same as processes, on each
problem's bad inputs, is tests/test_problems.py's.

What it proves, for every problem of slidingkit/problems/:
    - Faults: a valid input, drawn and written through the problem's format
      (problems._format), then broken by each kind of fault its package names (FAULTS, made by
      problems._faults: a wrong count of tiles, a repeated or out-of-range tile, a count line
      that disagrees or is out of range, n or M N out of range, a missing line, a bad token, a
      number of hundreds of digits or behind thousands of zeros, ...), is rejected by the
      package's validate, and the submitted file refuses it: exit status 1, nothing on stdout,
      exactly one line on stderr naming the problem, never a traceback (an exception out of
      main fails the test, and a hang the time limit every test has, 300 s).
    - Garbage: the same of the submitted file for input of no problem's shape: empty or
      whitespace-only input, random tokens, a token that is no number (signs, fractions,
      non-ASCII digits, junk), random bytes, invalid UTF-8 and NUL bytes, a token of 100 KB and
      more; and the validator rejects each of these it can read as text.

Every input is malformed by construction, whatever the valid input it starts from, so no
filter is needed: the validator's rejection is checked, not assumed. How fast bad input is
rejected is not this file's business.
Examples: each fault kind of each problem examples(quick=3, ci=20, thorough=100), the garbage of
each problem examples(quick=5, ci=40, thorough=300).

Modules tested here: slidingkit/problems/_faults.py, the faults of every format.
"""

import random
from typing import List, Literal, Tuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from slidingkit import problems
from tests.conftest import examples, load_solution, run_solution_main
from tests.drawing import valid_input

FAULT_SETTINGS = settings(max_examples=examples(quick=3, ci=20, thorough=100), deadline=None)
GARBAGE_SETTINGS = settings(max_examples=examples(quick=5, ci=40, thorough=300), deadline=None)

BOM = "\ufeff"
# Separators the solutions take between numbers: anything str.split() takes for whitespace.
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
# Digits that str.isdigit() or int() accept but no statement does: ASCII digits only.
UNICODE_DIGITS = [
    "".join(chr(zero + value) for value in range(10)) for zero in (0xFF10, 0x0660, 0x0966, 0x1D7CE)
]  # fullwidth, Arabic-Indic, Devanagari, bold
UNICODE_DIGITS.append(
    "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079"
)  # superscripts
LONG = 100_000  # a long token has at least this many characters

NAMES = problems.names()
FAULTS = [(name, kind) for name in NAMES for kind in problems.faults(name)]


# --- running a file -----------------------------------------------------------------------------


def preview(data: bytes, keep: int = 160, tail: bool = False) -> str:
    if len(data) <= keep:
        return repr(data)
    shown = data[-keep:] if tail else data[:keep]
    return "%s%r%s (%d bytes)" % ("..." if tail else "", shown, "" if tail else "...", len(data))


def assert_rejected(name: str, data: bytes) -> None:
    """Run solutions/NAME.py's main on data: exit 1, nothing on stdout, one stderr line naming the
    problem, no traceback."""
    result = run_solution_main(name, data)
    title = load_solution(name).PROBLEM
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
    assert said.startswith((title + ": bad input: ", title + ": cannot read standard input: ")), (
        context
    )


def assert_invalid(name: str, data: bytes) -> None:
    """The problem's validator rejects data, if data is text at all."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return  # no text: no statement allows it, and the validator reads text
    with pytest.raises(problems.Invalid):
        problems.load(name).validate(text)


# --- faults -------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, kind", FAULTS, ids=["%s-%s" % pair for pair in FAULTS])
@FAULT_SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_fault__the_validator_rejects_it_and_the_file_refuses_it_with_one_stderr_line(
    name, kind, seed
):
    module = problems.load(name)
    rng = random.Random(seed)
    valid = valid_input(module.FORMAT, rng)
    module.validate(valid)  # a valid input to start from, else the fault proves nothing
    faulty = problems.faults(name)[kind](valid, rng)
    assert_invalid(name, faulty.encode())
    assert_rejected(name, faulty.encode())


# --- garbage: strategies over any problem's tokens ----------------------------------------------

seeds = st.integers(0, 2**32 - 1)
# Surrogates, which no UTF-8 text holds. Typed, as the decorated st.characters gives a bare
# ("Cs",) no Literal context.
SURROGATES = ("Cs",)  # type: Tuple[Literal["Cs"]]


def is_stray(char: str) -> bool:
    """A character no token of any problem holds: not an ASCII digit, not whitespace, not a BOM,
    not a blank letter (x, X), and not what a list is written with (brackets, commas)."""
    return not "0" <= char <= "9" and not char.isspace() and char not in BOM + "xX[],"


any_text = st.text(st.characters(blacklist_categories=SURROGATES), max_size=6)
stray_characters = st.one_of(
    st.sampled_from("-+.eE_/\x00\u200b"),
    st.characters(blacklist_categories=SURROGATES).filter(is_stray),
)
junk_tokens = st.tuples(any_text, stray_characters, any_text).map("".join)  # never a token


def spoiled(token: str) -> st.SearchStrategy:
    """A token that looks like token but is none: signs, fractions, non-ASCII digits."""
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
    return st.sampled_from([variant for variant in variants if variant != token])


def bad_tokens(token: str) -> st.SearchStrategy:
    return st.one_of(spoiled(token), junk_tokens)


@st.composite
def laid_out(draw, tokens: List[str]) -> bytes:
    """tokens as a file might hold them: on one line or in rows, with odd spacing, CRLF, a BOM."""
    within_line = draw(st.sampled_from(SEPARATORS))
    between_lines = draw(st.sampled_from(SEPARATORS))
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
def with_bad_token(draw, tokens: List[str]) -> List[str]:
    """tokens with one replaced by, or preceded by, a token that is no number."""
    place = draw(st.integers(0, len(tokens)))
    if place < len(tokens) and draw(st.booleans()):
        return tokens[:place] + [draw(bad_tokens(tokens[place]))] + tokens[place + 1 :]
    return (
        tokens[:place] + [draw(bad_tokens(draw(st.sampled_from(tokens or ["1"]))))] + tokens[place:]
    )


@st.composite
def random_tokens(draw) -> List[str]:
    """Up to 20 tokens of any kind, at least one of them no token of any problem."""
    tokens = draw(
        st.lists(st.one_of(junk_tokens, st.integers(0, 200).map(str), spoiled("7")), max_size=20)
    )
    place = draw(st.integers(0, len(tokens)))
    return tokens[:place] + [draw(junk_tokens)] + tokens[place:]


@st.composite
def blank_inputs(draw) -> bytes:
    """Nothing, or only whitespace and BOMs: no board at all."""
    return "".join(
        draw(st.lists(st.sampled_from(SEPARATORS + [BOM, "\r", "\x1c", "\u2029"]), max_size=40))
    ).encode()


@st.composite
def garbled(draw, inputs: st.SearchStrategy) -> bytes:
    """Random bytes, or an input of the problem, with a byte inserted that spoils it: a byte that
    never occurs in UTF-8, or NUL (which no token and no whitespace holds)."""
    data = draw(st.one_of(st.binary(max_size=200), inputs))
    place = draw(st.integers(0, len(data)))
    return data[:place] + draw(st.sampled_from(SPOILING_BYTES)) + data[place:]


@st.composite
def long_token_after(draw, tokens: List[str]) -> bytes:
    """tokens on one line, then one more token of 100-300 KB: digits, zeros, or junk."""
    unit = draw(st.one_of(st.sampled_from(["9", "0", "1", "x", "-", "8a"]), junk_tokens))
    length = draw(st.integers(LONG, 3 * LONG))
    extra = (unit * (length // len(unit) + 1))[:length]
    return " ".join(tokens + [extra]).encode("utf-8") + b"\n"


def garbage(tokens: List[str]) -> st.SearchStrategy:
    """Input of no problem's shape, from the tokens of a valid input."""
    return st.one_of(
        blank_inputs(),
        random_tokens().flatmap(laid_out),
        with_bad_token(tokens).flatmap(laid_out),
        garbled(laid_out(tokens)),
        long_token_after(tokens),
    )


@pytest.mark.parametrize("name", NAMES)
@GARBAGE_SETTINGS
@given(data=st.data())
def test_garbage__the_file_refuses_it_with_one_stderr_line_and_the_validator_rejects_it(name, data):
    written = problems.load(name).FORMAT
    tokens = valid_input(written, random.Random(data.draw(seeds))).split()
    raw = data.draw(garbage(tokens))
    assert_invalid(name, raw)
    assert_rejected(name, raw)


def test_faults__every_problem_names_some():
    assert [name for name in NAMES if not problems.faults(name)] == []


# --- lists: the file reads exactly what the validator reads -------------------------------------

LISTED = [name for name in NAMES if problems.load(name).FORMAT.board == "list"]
# What a list is written with, and what breaks one: the edits of a valid list.
LIST_PARTS = ["[", "]", ",", "7", "0", "", "x", " ", "\t", "\n", "\r\n", "\r", "\xa0"]
LIST_SETTINGS = settings(max_examples=examples(quick=50, ci=300, thorough=2000), deadline=None)


@pytest.mark.parametrize("name", LISTED)
@LIST_SETTINGS
@given(data=st.data())
def test_list_edits__the_file_accepts_an_edited_list_exactly_when_the_validator_does(name, data):
    """A valid input with up to three characters inserted, deleted or replaced by what a list is
    written with (brackets, commas, digits, spacing) or what breaks one: the file's own reader
    (solve, run in this process) refuses it exactly when the validator does."""
    module = problems.load(name)
    solution = load_solution(name)
    text = valid_input(module.FORMAT, random.Random(data.draw(seeds)))
    for _ in range(data.draw(st.integers(1, 3))):
        place = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 2))
        text = text[:place] + data.draw(st.sampled_from(LIST_PARTS)) + text[place + cut :]
    try:
        module.validate(text)
        valid = True
    except problems.Invalid:
        valid = False
    try:
        solution.solve(text)
        read = True
    except solution.InputError:
        read = False
    assert read == valid, "%s on %r: the validator %s it, the file %s it" % (
        name,
        text,
        "accepts" if valid else "rejects",
        "reads" if read else "refuses",
    )


def test_list_edits__some_problems_write_lists():
    assert LISTED
