"""The judges' input and output helpers of the core (slidingkit/core/judge_io.py).

What it proves: integers_in and list_numbers read what they are given and name the first bad
item; path_to_letters and letters_to_path cover every judge's convention in the family (the
samples replay to their goals, by slidingkit/oracle/reference_paths.py), are inverse to each
other, and refuse bad letters and moves; run_solution writes the answer, or one line through
sys.exit for input that is not a board, not UTF-8, or cannot be read (a file named, or standard
input), and a solution file whose standard input cannot be read says so."""

import errno
import io
import os
import subprocess
import sys

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from slidingkit import core
from slidingkit.oracle import reference_paths
from tests.conftest import SOLUTIONS
from tests.core.conftest import x_board


def test_integers_in__reads_numbers_and_names_the_first_bad_item():
    assert core.integers_in(" 3\r\n1 2\t03 \n") == [3, 1, 2, 3]
    for text, message in [
        ("1 x", "item 2 is 'x'"),
        ("-1", "item 1 is '-1'"),
        ("１", "item 1"),
        ("1" * 30, "far out of range"),
        ("1.5", "item 1"),
    ]:
        with pytest.raises(core.InputError, match=message):
            core.integers_in(text)


def test_list_numbers__reads_the_shape_and_names_the_first_item_out_of_place():
    matrix = "[[#,#,#],[#,#,#]]"
    assert core.list_numbers("[[1, 2,3],\r\n [4,0,5]]\n", matrix) == [1, 2, 3, 4, 0, 5]
    assert core.list_numbers("1 2 3\n4 0 5\n", "######") == [1, 2, 3, 4, 0, 5]
    assert core.list_numbers("[[1]]\n[[0]]", "[[#]]" * 2) == [1, 0]
    for text, shape, message in [
        ("[[1,2,3],[4,0,5],]", matrix, "item 17 is ',' where ']' is wanted"),
        ("[[1,2,3],[4,0,5]", matrix, "item 17 is missing where ']' is wanted"),
        ("[[1,2,3],[4,0,5]] 7", matrix, "item 18 is '7' where the end is wanted"),
        ("[[1,2,3],[4,0,-5]]", matrix, "item 15 is '-5' where a number is wanted"),
        ("1 2 3 4\xa00 5", "######", "item 4 is '4\\xa00' where a number is wanted"),
        ("[[1,2,3],\r[4,0,5]]", matrix, "a lone carriage return"),
        ("[[1,2,3],[4,0,%s]]" % ("9" * 30), matrix, "far out of range"),
    ]:
        with pytest.raises(core.InputError) as raised:
            core.list_numbers(text, shape)
        assert message in str(raised.value), text


def test_integers_in__reads_a_number_padded_with_thousands_of_zeros():
    # int() refuses strings of over 4,300 digits, leading zeros included
    # (found by tests/test_fuzz.py)
    assert core.integers_in("0" * 5000 + "7 " + "0" * 10000) == [7, 0]


def poj_board(text):
    return tuple(0 if token == "x" else int(token) for token in text.split())


# Every judge's sample path in /work's family notes, with its letters (named in the core's order
# U, D, L, R): (start, columns, printed path, letters, goal). All name the blank's direction.
JUDGE_SAMPLES = [
    # POJ 1077, HDU 1043, UVa 652 and AcWing 179: lower case
    (
        poj_board("2 3 4 1 5 x 7 6 8"),
        3,
        "ullddrurdllurdruldr",
        "udlr",
        poj_board("1 2 3 4 5 6 7 8 x"),
    ),
    # HDU 3567
    (x_board("564178X23"), 3, "urrulldr", "udlr", x_board("7568X4123")),
    # UVa 10085: upper case, the path to the farthest board it prints
    (
        (2, 6, 4, 1, 3, 7, 0, 5, 8),
        3,
        "UURDDRULLURRDLLDRRULULDDRUULDDR",
        "UDLR",
        (8, 1, 5, 7, 3, 6, 4, 0, 2),
    ),
    # UVa 10181: upper case, 4x4
    (
        (2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15),
        4,
        "LLLDRDRDR",
        "UDLR",
        tuple(range(1, 16)) + (0,),
    ),
]


@pytest.mark.parametrize(
    "start, columns, printed, letters, goal",
    JUDGE_SAMPLES,
    ids=["poj-1077", "hdu-3567", "uva-10085", "uva-10181"],
)
def test_letters_to_path__replays_each_judges_sample_to_its_goal(
    start, columns, printed, letters, goal
):
    path = core.letters_to_path(printed, letters)
    assert reference_paths.replay(start, columns, path) == goal
    assert core.path_to_letters(path, letters) == printed


@given(
    path=st.text("UDLR", max_size=30),
    letters=st.permutations("udlrUDLRab").map(lambda chars: "".join(chars[:4])),
)
@example(path="UDLR", letters="udlr")
@example(path="UDLR", letters="LRUD")  # letters that are the core's own, in another order
def test_path_to_letters__is_inverted_by_letters_to_path(path, letters):
    printed = core.path_to_letters(path, letters)
    assert len(printed) == len(path) and set(printed) <= set(letters)
    assert [letters["UDLR".index(move)] for move in path] == list(printed)  # the independent view
    assert core.letters_to_path(printed, letters) == path


def test_letters__refuse_bad_letters_and_moves():
    with pytest.raises(core.InputError, match="move 3 is 'x', not one of u, d, l, r"):
        core.letters_to_path("udx", "udlr")
    with pytest.raises(ValueError, match="four different characters"):
        core.path_to_letters("U", "uudd")
    with pytest.raises(ValueError, match="four different characters"):
        core.letters_to_path("u", "udl")


class Unreadable(io.RawIOBase):
    """A stream whose every read fails, as a device's can."""

    def readable(self):
        return True

    def readinto(self, buffer):
        raise OSError(errno.EIO, "Input/output error")


def solved(text):
    """A solve() that refuses what is not a digit."""
    if not text.strip().isdigit():
        raise core.InputError("not a digit: %r" % text)
    return "%d\n" % (int(text) + 1)


def test_run_solution__answers_or_exits_with_one_line(tmp_path, monkeypatch, capsys):
    named = tmp_path / "input.txt"
    named.write_bytes("\ufeff41\n".encode())
    core.run_solution(solved, "P", [str(named)])
    assert capsys.readouterr().out == "42\n"
    for data, said in [
        (b"x\n", "P: bad input: not a digit: 'x\\n'"),
        (b"4\xff\n", "P: bad input: the input is not UTF-8 text"),
    ]:
        named.write_bytes(data)
        with pytest.raises(SystemExit) as exited:
            core.run_solution(solved, "P", [str(named)])
        assert exited.value.code == said
    with pytest.raises(SystemExit) as exited:
        core.run_solution(solved, "P", [str(tmp_path / "missing.txt")])
    assert exited.value.code == "P: cannot read %s: No such file or directory" % (
        tmp_path / "missing.txt"
    )
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(Unreadable())))
    with pytest.raises(SystemExit) as exited:
        core.run_solution(solved, "P", [])
    assert exited.value.code == "P: cannot read standard input: Input/output error"
    assert capsys.readouterr().out == ""


def test_solution_file__says_so_when_it_cannot_read_standard_input():
    reading, writing = os.pipe()
    try:  # standard input is the pipe's end for writing: a read fails
        result = subprocess.run(
            [sys.executable, str(SOLUTIONS / "luogu_p1379.py")],
            stdin=writing,
            capture_output=True,
            timeout=60,
        )
    finally:
        os.close(reading)
        os.close(writing)
    assert (result.returncode, result.stdout) == (1, b"")
    said = result.stderr.decode()
    assert said == "Luogu P1379: cannot read standard input: Bad file descriptor\n"


def test_quick_exit__ends_with_status_0_after_writing_everything_and_skips_the_teardown():
    program = (
        "import atexit, sys\n"
        "from slidingkit.core.judge_io import quick_exit\n"
        "atexit.register(lambda: print('teardown'))\n"  # a normal exit would run it
        "sys.stdout.write('x' * 1000000)\n"  # more than any buffer holds
        "sys.stderr.write('said')\n"
        "quick_exit()\n"
        "print('after')\n"
    )
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, timeout=60)
    assert (result.returncode, result.stderr) == (0, b"said")
    assert result.stdout == b"x" * 1000000
