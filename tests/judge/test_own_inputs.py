"""The judge's own inputs, fuzzed: settings files, flag values and case folders with odd contents.

What it proves: whatever settings file sits beside a case folder (every key the judge reads, with
wrong types, huge, negative, zero, infinite and NaN numbers; unknown keys; bad JSON; bytes that are
not UTF-8; JSON that is not an object; a folder, a named pipe or a broken link in its place),
whatever value the limit and count flags get (--time-limit, --idle-limit, --wall-limit,
--memory-limit, --process-limit, -j), and whatever a case folder holds (a .out without its .in, a
folder named like a case, broken links, named pipes, an unreadable file, names that are not UTF-8,
nothing at all, or a file in place of the folder), each run of the judge ends in one of:
    - one error line `judge: error: ...` on stderr, exit status 1 (a settings value refused names
      the file and the key);
    - argparse's usage error for a bad flag, naming the flag, exit status 2;
    - a normal run: the summary `N passed, M failed` last on stdout, exit status 0 or 1;
never a traceback and never a hang (the run happens in the test's own process: any exception
fails the test, and pytest-timeout's generous limit ends one that would not return). Which of the
three is decided by the rules docs/judge.md states, written out here again: settings or flags in
range are judged, and out of range are refused.

The judge runs in this process (judge.cli.main) for speed; the crashes once found are also replayed
as a user meets them, through `python3 -m slidingkit.judge`.
"""

import contextlib
import io
import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any, Dict, List, NamedTuple, Optional, Tuple

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from slidingkit.judge import cli
from tests.conftest import examples
from tests.running import FIXTURE_CASES, run_judge, solution

LIMIT_KEYS = ("time_limit", "idle_limit", "wall_limit", "memory_limit")
MOST = 1e6  # the largest limit docs/judge.md allows, in seconds or MB
DEFAULT_TIME_LIMIT = 2.0
CASE_INPUT = (FIXTURE_CASES / "sample-1.in").read_bytes()
CASE_ANSWER = (FIXTURE_CASES / "sample-1.out").read_bytes()
ACCEPTED = solution("accepted")
FUZZ = settings(
    max_examples=examples(quick=25, ci=100, thorough=400),
    deadline=None,  # each example runs the judge on a solution: seconds on a busy machine
    suppress_health_check=[HealthCheck.too_slow],
)


class Outcome(NamedTuple):
    status: int
    stdout: str
    stderr: str


def judge(*arguments: object) -> Outcome:
    """Run the judge in this process with ``arguments``, as `python3 -m slidingkit.judge` would; its
    exit status and what it printed. Any exception but argparse's SystemExit propagates."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = cli.main([str(argument) for argument in arguments])
        except SystemExit as exit:  # argparse: a usage error
            status = exit.code if isinstance(exit.code, int) else 1
    return Outcome(status, out.getvalue(), err.getvalue())


def error_line(outcome: Outcome) -> Optional[str]:
    """The run's one `judge: error: ...` line, or None for a normal run; fails the test for a
    traceback or for anything else on stderr but warnings."""
    assert "Traceback" not in outcome.stderr, outcome.stderr
    lines = [
        line for line in outcome.stderr.splitlines() if not line.startswith("judge: warning: ")
    ]
    if not lines:
        assert outcome.status in (0, 1), outcome
        assert re.match(r"\d+ passed, \d+ failed", outcome.stdout.splitlines()[-1]), outcome
        return None
    assert outcome.status == 1 and len(lines) == 1, outcome
    assert lines[0].startswith("judge: error: "), outcome
    return lines[0]


def usage_error(outcome: Outcome) -> str:
    """argparse's message for a bad flag (its last line), checking its shape and status 2."""
    assert "Traceback" not in outcome.stderr, outcome.stderr
    assert outcome.status == 2, outcome
    lines = outcome.stderr.splitlines()
    assert lines[0].startswith("usage: ") and ": error: " in lines[-1], outcome
    return lines[-1]


def case_folder(root: Path, settings_text: Optional[bytes] = None) -> Path:
    """root/cases/ with one case (the fixture's sample-1) and, unless None, root/cases.json."""
    folder = root / "cases"
    folder.mkdir()
    (folder / "sample-1.in").write_bytes(CASE_INPUT)
    (folder / "sample-1.out").write_bytes(CASE_ANSWER)
    if settings_text is not None:
        (root / "cases.json").write_bytes(settings_text)
    return folder


# --- settings files ---------------------------------------------------------------------------


class Raw(NamedTuple):
    """A JSON value written as this very text (json.dumps cannot write 1e309 or a 400-digit
    float)."""

    text: str


NUMBER_TEXTS = [
    "1e309",
    "-1e309",
    "1e400",
    "Infinity",
    "-Infinity",
    "NaN",
    "0",
    "-0",
    "0.0",
    "-1",
    "1e-400",
    "5e-324",
    "1e-300",
    "0.5",
    "1",
    "2",
    "1e6",
    "1000000",
    "1000000.0001",
    "1e20",
    "1" + "0" * 400,
    "1" + "0" * 400 + ".0",
]
numbers = st.one_of(
    st.sampled_from(NUMBER_TEXTS).map(Raw),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(min_value=-(10**30), max_value=10**30),
)
wrong_types = st.sampled_from(
    [None, True, False, "", "2", "fast", [], [2], {}, {"seconds": 2}, "CPython", ["sample-1"]]
)
VALUES = {
    "time_limit": numbers | wrong_types,
    "idle_limit": numbers | wrong_types,
    "wall_limit": numbers | wrong_types,
    "memory_limit": numbers | wrong_types,
    "checker": st.sampled_from([None, "", "no_such_checker.py", ".", 5, ["x"]]),
    "known_slow": st.sampled_from(
        [None, [], ["sample-1"], ["sample-1", "sample-1"], ["no-such-case"], "sample-1", [1], 0, {}]
    ),
    "interpreters": st.sampled_from(
        [["CPython"], ["CPython", "PyPy"], ["PyPy"], [], ["Jython"], "CPython", [1], None, {}]
    ),
    "name": st.one_of(st.text(max_size=20), wrong_types, numbers),
    "url": st.one_of(st.text(max_size=20), wrong_types),
    "limits_note": st.one_of(st.text(max_size=20), wrong_types),
    "judge": wrong_types,
    "comparison": st.sampled_from(
        [None, "default", "strict", "tokens", "numbers", "", "Tokens", 1, [], False]
    ),
    "error": st.one_of(numbers, wrong_types, st.sampled_from(["1e-6", "0", "-1", "1e400", " 2"])),
}
unknown_keys = st.text(max_size=10).filter(lambda key: key not in VALUES)


def json_text(value: object) -> str:
    if isinstance(value, Raw):
        return value.text
    return json.dumps(value, allow_nan=True)


@st.composite
def settings_objects(draw) -> Dict[str, object]:
    """A settings object: some of the keys the judge reads, each with a value drawn for it,
    and maybe unknown keys."""
    keys = draw(st.lists(st.sampled_from(sorted(VALUES)), unique=True, max_size=5))
    chosen = {key: draw(VALUES[key]) for key in keys}
    for key in draw(st.lists(unknown_keys, unique=True, max_size=2)):
        chosen[key] = draw(wrong_types)
    return chosen


def object_text(chosen: Dict[str, object]) -> str:
    return "{%s}" % ", ".join(
        "%s: %s" % (json.dumps(key), json_text(value)) for key, value in chosen.items()
    )


@st.composite
def settings_files(draw) -> bytes:
    """A settings file's bytes: mostly a JSON object of settings, else one broken on purpose
    (cut short, bytes that are not UTF-8 put in, a BOM, JSON that is not an object, nesting
    deeper than the JSON reader goes, nothing at all)."""
    text = object_text(draw(settings_objects()))
    how = draw(
        st.sampled_from(
            ["object"] * 6 + ["cut", "not UTF-8", "BOM", "not an object", "too deep", "empty"]
        )
    )
    if how == "cut":
        return text.encode()[: draw(st.integers(0, max(0, len(text) - 1)))]
    if how == "not UTF-8":
        data = text.encode()
        at = draw(st.integers(0, len(data)))
        return data[:at] + draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80"])) + data[at:]
    if how == "BOM":
        return b"\xef\xbb\xbf" + text.encode()
    if how == "not an object":
        return draw(st.sampled_from([b"[]", b"[1, 2]", b"2", b'"time_limit"', b"null", b"true"]))
    if how == "too deep":
        return b"[" * 100000 + b"]" * 100000
    if how == "empty":
        return b""
    return text.encode()


def is_limit(value: object) -> bool:
    """A limit docs/judge.md accepts: a JSON number above 0 and at most MOST."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 < value <= MOST


def bad_keys(chosen: Dict[str, Any]) -> List[str]:
    """The keys of a parsed settings object that the rules of docs/judge.md refuse."""
    bad = [key for key in LIMIT_KEYS if chosen.get(key) is not None and not is_limit(chosen[key])]
    time_limit = chosen.get("time_limit")
    wall_limit = chosen.get("wall_limit")
    if (
        "wall_limit" not in bad
        and "time_limit" not in bad
        and wall_limit is not None
        and wall_limit < (DEFAULT_TIME_LIMIT if time_limit is None else time_limit)
    ):
        bad.append("wall_limit")
    if chosen.get("checker") is not None:  # no drawn checker names a file
        bad.append("checker")
    slow = chosen.get("known_slow")
    if slow and not (isinstance(slow, list) and all(name == "sample-1" for name in slow)):
        bad.append("known_slow")
    offered = chosen.get("interpreters", ["CPython"])
    if not (
        isinstance(offered, list)
        and offered
        and all(name in ("CPython", "PyPy") for name in offered)
    ):
        bad.append("interpreters")
    mode = chosen.get("comparison")
    if mode is not None and mode not in ("default", "strict", "tokens"):
        bad.append("comparison")
    error = chosen.get("error")
    if error is not None and (mode == "strict" or not is_error_bound(error)):
        bad.append("error")
    return bad


def is_error_bound(value: object) -> bool:
    """An -e bound docs/judge.md accepts: a finite number of at least 0, or the text of one (a
    number: up to 1,000 characters, an exponent of at most 999)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return False
    text = value.strip() if isinstance(value, str) else str(value)
    if len(text) > 1000:
        return False
    if not re.fullmatch(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?0*[0-9]{1,3})?", text):
        return False
    return float(text) >= 0


def parsed(data: bytes) -> Optional[dict]:
    """The settings object the file holds, or None when it holds none (not UTF-8, not JSON,
    nested too deep, not an object)."""
    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


@FUZZ
@given(data=settings_files())
@example(data=b'{"time_limit": 1e309}')
@example(data=b'{"memory_limit": 1e400}')
@example(data=b'{"memory_limit": 1e20}')
@example(data=b'{"time_limit": 1e20}')
@example(data=b'{"idle_limit": 1e309}')
@example(data=('{"wall_limit": 1%s}' % ("0" * 400)).encode())
@example(data=b"[" * 100000 + b"]" * 100000)
@example(data=b'{"time_limit": 1e6, "wall_limit": 1e6, "memory_limit": 1e6}')
def test_judge__any_settings_file_is_one_error_line_or_a_normal_run(data):
    with tempfile.TemporaryDirectory() as root:
        folder = case_folder(Path(root), data)
        line = error_line(judge(ACCEPTED, folder))
    event("a normal run" if line is None else "an error line")
    chosen = parsed(data)
    path = str(Path(root) / "cases.json")
    if chosen is None:
        assert line is not None and path in line, (data, line)
        return
    bad = bad_keys(chosen)
    if not bad:
        assert line is None, (data, line)
        return
    assert line is not None and path in line, (data, line)
    assert any(key in line for key in bad), (data, bad, line)


# --- flags ------------------------------------------------------------------------------------

SECONDS_FLAGS = ("--time-limit", "--idle-limit", "--wall-limit", "--memory-limit")
COUNT_FLAGS = ("--process-limit", "-j")
FLAG_TEXTS = [
    "1e309",
    "-1e309",
    "inf",
    "-inf",
    "Infinity",
    "nan",
    "NaN",
    "0",
    "-0",
    "0.0",
    "-1",
    "1e-400",
    "5e-324",
    "0.5",
    "1",
    "2",
    " 3 ",
    "1_0",
    "0x10",
    "1e3",
    "1e6",
    "1000000",
    "1000000.5",
    "1e20",
    "9" * 30,
    "9" * 5000,
    "junk",
    "",
]
junk_flag_texts = st.one_of(
    st.sampled_from(FLAG_TEXTS),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
)


def flag_values(flag: str) -> st.SearchStrategy[Tuple[str, str]]:
    """The flag with a value: two times in three one in its range, else anything."""
    if flag == "--error":
        in_range = st.floats(min_value=0, allow_nan=False, allow_infinity=False).map(repr)
    elif flag in SECONDS_FLAGS:
        in_range = st.floats(min_value=0, max_value=MOST, exclude_min=True).map(repr)
    else:
        in_range = st.integers(min_value=1, max_value=10**30).map(str)
    return st.tuples(st.just(flag), st.one_of(in_range, in_range, junk_flag_texts))


def number_in_range(text: str) -> Optional[float]:
    """The number a limit flag takes, or None when docs/judge.md refuses it."""
    try:
        value = float(text)
    except ValueError:
        return None
    return value if 0 < value <= MOST else None


def count_in_range(text: str) -> Optional[int]:
    """The whole number a count flag takes, or None when docs/judge.md refuses it."""
    try:
        value = int(text)
    except ValueError:
        return None
    return value if value >= 1 else None


def flag_words(flag: str, value: str) -> List[str]:
    """The flag with its value as one word, so that a value starting with '-' is never read
    as a flag."""
    if flag == "-j":
        return ["-j" + value] if value else ["--jobs="]
    return [flag + "=" + value]


@FUZZ
@given(
    chosen=st.lists(
        st.sampled_from(SECONDS_FLAGS + COUNT_FLAGS + ("--error",)).flatmap(flag_values),
        unique_by=lambda pair: pair[0],
        max_size=3,
    )
)
@example(chosen=[("--memory-limit", "1e20")])
@example(chosen=[("--time-limit", "1e309")])
@example(chosen=[("--idle-limit", "nan")])
@example(chosen=[("--process-limit", "9" * 5000)])
@example(chosen=[("-j", "9" * 30), ("--process-limit", "9" * 30)])
@example(chosen=[("--time-limit", "1e6"), ("--wall-limit", "1e6"), ("--memory-limit", "1e6")])
@example(chosen=[("--error", "1e400")])
@example(chosen=[("--error", "-0")])
@example(chosen=[("--error", "inf")])
@example(chosen=[("--error", "9" * 5000)])  # longer than a number may be: refused
@example(chosen=[("--error", "1e0005")])  # an exponent of 5, written with leading zeros
def test_judge__any_flag_value_is_a_usage_error_one_error_line_or_a_normal_run(chosen):
    arguments = [word for flag, value in chosen for word in flag_words(flag, value)]
    with tempfile.TemporaryDirectory() as root:
        folder = case_folder(Path(root), b"{}")
        outcome = judge(ACCEPTED, folder, *arguments)
    refused = [
        flag
        for flag, value in chosen
        if (
            not is_error_bound(value)
            if flag == "--error"
            else (number_in_range(value) if flag in SECONDS_FLAGS else count_in_range(value))
            is None
        )
    ]
    event("a usage error" if refused else "flags in range")
    if refused:
        line = usage_error(outcome)
        named = {"-j": "-j/--jobs", "--error": "-e/--error"}
        assert any("argument %s" % named.get(flag, flag) in line for flag in refused), (
            chosen,
            line,
        )
        return
    given_values = dict(chosen)
    time_limit = float(given_values.get("--time-limit", DEFAULT_TIME_LIMIT))
    line = error_line(outcome)
    if "--wall-limit" in given_values and float(given_values["--wall-limit"]) < time_limit:
        assert line is not None and "below the time limit" in line, (chosen, line)
    else:
        assert line is None, (chosen, line)


# --- case folders -----------------------------------------------------------------------------

KINDS = ("file", "empty file", "folder", "broken link", "named pipe", "device link", "bad bytes")
DRAWN_KINDS = ("file",) * 4 + KINDS  # mostly case files, so that many folders are judged
STEMS = (b"sample-1", b"a", b"x", b"a\xff", b"\xfe\xfe", b"")
SUFFIXES = (b".in", b".out", b".txt", b"")


def make_entry(folder: bytes, name: bytes, kind: str) -> None:
    """One entry of a case folder: a regular file (the fixture's input or answer, empty, or
    bytes that are neither UTF-8 nor numbers), a folder, a broken link, a named pipe, or a link
    to /dev/zero (a device that never ends)."""
    path = os.path.join(folder, name)
    if kind == "file":
        data = CASE_ANSWER if name.endswith(b".out") else CASE_INPUT
        with open(path, "wb") as file:
            file.write(data)
    elif kind == "empty file":
        open(path, "wb").close()
    elif kind == "bad bytes":
        with open(path, "wb") as file:
            file.write(b"\xff\xfe 2 \x00\n")
    elif kind == "folder":
        os.mkdir(path)
    elif kind == "broken link":
        os.symlink(b"no-such-file", path)
    elif kind == "named pipe":
        os.mkfifo(path)
    else:
        os.symlink(b"/dev/zero", path)


def is_case_file(kind: str) -> bool:
    return kind in ("file", "empty file", "bad bytes")


names = (
    st.tuples(st.sampled_from(STEMS), st.sampled_from(SUFFIXES))
    .map(lambda pair: pair[0] + pair[1])
    .filter(bool)
)
folder_contents = st.dictionaries(names, st.sampled_from(DRAWN_KINDS), max_size=5)


def shown(name: bytes) -> str:
    """A file name as the judge's messages show it: bytes that are not UTF-8 as \\xff."""
    return name.decode("utf-8", "backslashreplace")


def refused_entries(contents: Dict[bytes, str]) -> Optional[List[bytes]]:
    """The entries docs/judge.md's rules refuse, [] for a folder without a case, or None when
    the folder is judged: an error for no .in at all, or for a case's .in or .out (a .out
    whose .in is there) that is not a regular file."""
    stems = {name[:-3] for name in contents if name.endswith(b".in")}
    if not stems:
        return []
    refused = [
        name
        for name, kind in contents.items()
        if (name.endswith(b".in") or (name.endswith(b".out") and name[:-4] in stems))
        and not is_case_file(kind)
    ]
    return refused or None


@FUZZ
@given(contents=folder_contents)
@example(contents={b"x.in": "folder"})
@example(contents={b"sample-1.in": "file", b"b.out": "file"})
@example(contents={b"a.in": "named pipe"})
@example(contents={b"a.in": "device link"})
@example(contents={b"a\xff.in": "file", b"a\xff.out": "file"})
@example(contents={b"a.in": "broken link", b"b.in": "file"})
def test_judge__any_case_folder_is_one_error_line_or_a_normal_run(contents):
    with tempfile.TemporaryDirectory() as root:
        folder = os.path.join(os.fsencode(root), b"cases")
        os.mkdir(folder)
        for name, kind in contents.items():
            make_entry(folder, name, kind)
        line = error_line(judge(ACCEPTED, os.fsdecode(folder)))
    event("a normal run" if line is None else "an error line")
    refused = refused_entries(contents)
    if refused is None:
        assert line is None, (contents, line)
    elif not refused:
        assert line is not None and "no cases" in line, (contents, line)
    else:
        assert line is not None, contents
        assert any("/%s is " % shown(name) in line for name in refused), (contents, line)


def test_judge__a_case_name_that_is_not_utf8_is_shown_with_its_bytes_escaped(tmp_path):
    folder = tmp_path / "cases"
    folder.mkdir()
    for suffix, data in ((b".in", CASE_INPUT), (b".out", CASE_ANSWER)):
        with open(os.path.join(os.fsencode(folder), b"a\xff" + suffix), "wb") as file:
            file.write(data)
    report = tmp_path / "report.json"
    outcome = judge(ACCEPTED, folder, "--json", report, "--junit", tmp_path / "report.xml")
    assert error_line(outcome) is None and outcome.status == 0
    assert "AC  a\\xff" in outcome.stdout
    assert [case["name"] for case in json.loads(report.read_text("utf-8"))["cases"]] == ["a\\xff"]


def test_judge__a_case_folder_whose_path_is_not_utf8_is_judged_with_a_json_report(tmp_path):
    folder = os.path.join(os.fsencode(tmp_path), b"cases\xff")
    os.mkdir(folder)
    make_entry(folder, b"sample-1.in", "file")
    make_entry(folder, b"sample-1.out", "file")
    report = tmp_path / "report.json"
    outcome = judge(ACCEPTED, os.fsdecode(folder), "--json", report)
    assert error_line(outcome) is None and outcome.status == 0
    assert json.loads(report.read_text("utf-8"))["passed"] == 1


def test_judge__an_unreadable_case_file_is_one_error_line(tmp_path):
    path = case_folder(tmp_path) / "sample-1.in"
    path.chmod(0)
    try:
        path.open("rb").close()
    except PermissionError:
        pass
    else:
        pytest.skip("the tests run as root, who may read a file of mode 000 (see the next test)")
    line = error_line(judge(ACCEPTED, tmp_path / "cases"))
    assert line is not None and str(path) in line and "cannot read" in line


def test_judge__a_case_file_whose_read_fails_is_one_error_line(tmp_path):
    """A read that fails even for root: a link to this process's memory, where reading at
    offset 0 is an I/O error."""
    folder = case_folder(tmp_path)
    (folder / "sample-1.in").unlink()
    (folder / "sample-1.in").symlink_to("/proc/self/mem")
    line = error_line(judge(ACCEPTED, folder))
    assert line is not None and "cannot read" in line and "sample-1.in" in line


@pytest.mark.parametrize(
    "kind, fragment",
    [
        ("folder", "is a folder, not a file"),
        ("named pipe", "is a named pipe, not a file"),
        ("broken link", "is a broken link"),
    ],
)
def test_judge__a_settings_file_that_is_not_a_file_is_one_error_line(tmp_path, kind, fragment):
    folder = case_folder(tmp_path)
    make_entry(os.fsencode(tmp_path), b"cases.json", kind)
    line = error_line(judge(ACCEPTED, folder))
    assert line is not None and "cases.json" in line and fragment in line


@pytest.mark.parametrize(
    "make, fragment",
    [
        (lambda root: (root / "cases").write_text("2 1\n"), "is a file, not a folder"),
        (lambda root: (root / "cases").mkdir(), "no cases"),
        (lambda root: (root / "cases").symlink_to(root / "gone"), "is a broken link"),
        (lambda root: None, "case folder not found"),
    ],
    ids=["a file", "empty", "a broken link", "missing"],
)
def test_judge__a_case_folder_that_is_not_a_folder_of_cases_is_one_error_line(
    tmp_path, make, fragment
):
    make(tmp_path)
    line = error_line(judge(ACCEPTED, tmp_path / "cases"))
    assert line is not None and fragment in line


# --- as a user meets them: `python3 -m slidingkit.judge`
# -------------------------------------------------


@pytest.mark.parametrize(
    "settings_text, flags, status, fragment",
    [
        ('{"time_limit": 1e309}', [], 1, '"time_limit" must be a number of seconds above 0'),
        ('{"memory_limit": 1e400}', [], 1, '"memory_limit" must be a number of MB above 0'),
        ("{}", ["--memory-limit", "1e20"], 2, "argument --memory-limit: must be a positive"),
        ("{}", ["--time-limit", "inf"], 2, "argument --time-limit: must be a positive"),
        ('{"time_limit": 1e6, "memory_limit": 1e6}', ["-j", "9" * 30], 0, "1 passed, 0 failed"),
    ],
)
def test_judge__bad_limits_end_in_one_line_from_the_command_line(
    tmp_path, settings_text, flags, status, fragment
):
    folder = case_folder(tmp_path, settings_text.encode())
    completed = run_judge(ACCEPTED, folder, *flags)
    assert "Traceback" not in completed.stderr, completed.stderr
    assert completed.returncode == status, completed.stdout + completed.stderr
    last = (completed.stderr if status else completed.stdout).strip().splitlines()[-1]
    assert fragment in last and (status != 1 or completed.stderr.count("\n") == 1), last
