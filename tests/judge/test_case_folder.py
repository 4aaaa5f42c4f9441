"""slidingkit/judge/case_folder.py: a case folder and its settings, as the judge reads them.

What it proves: cases come in natural order (sample-2 before sample-10); a folder without settings
gets the defaults; a case folder that is missing or empty, settings that are not JSON or hold a
bad limit, a wall limit below the time limit, a checker that is not there, a known_slow entry that
names no case and an "interpreters" list that names no known interpreter are each one error line;
an answer file without its input is ignored with a warning. Each limit takes a number above 0 and
up to 1,000,000 (the kit's own settings and the bounds included) and refuses anything else (inf,
NaN, a 400-digit number, true, text) naming the file, the key, its unit and the range; a folder
that cannot be listed is one error.
"""

import json
import os
import shutil

import pytest

from slidingkit import problems
from slidingkit.judge import JudgeError
from slidingkit.judge.case_folder import load_case_folder, natural_key
from tests.conftest import CASES
from tests.judge.conftest import (
    assert_one_error_line,
)
from tests.running import (
    FIXTURE_CASES,
    one_case_folder,
    run_judge,
    settings_file,
    solution,
)


@pytest.mark.parametrize(
    "settings, flags, fragment",
    [
        ({"time_limit": 2, "wall_limit": 1}, [], '"wall_limit" 1 is below "time_limit" 2'),
        (
            {"time_limit": 1, "wall_limit": 2},
            ["--time-limit", "3"],
            "wall limit 2 s (wall_limit in",
        ),
        (
            {"time_limit": 2},
            ["--wall-limit", "1"],
            "wall limit 1 s (--wall-limit) is below the time limit 2 s",
        ),
        ({"wall_limit": "long"}, [], '"wall_limit" must be a number of seconds above 0'),
        ({"idle_limit": 0}, [], '"idle_limit" must be a number of seconds above 0'),
    ],
)
def test_judge__wall_limit_below_the_time_limit_is_one_error_line(
    tmp_path, settings, flags, fragment
):
    folder = one_case_folder(tmp_path, **settings)
    assert_one_error_line(run_judge(solution("accepted"), folder, *flags), fragment)


def test_judge__checker_that_cannot_run_is_a_judge_error(tmp_path):
    folder = one_case_folder(tmp_path, checker="no_such_checker.py")
    completed = run_judge(solution("accepted"), folder)
    assert completed.returncode == 1
    assert completed.stderr.startswith("judge: error:") and "no_such_checker.py" in completed.stderr


def test_judge__out_without_in_is_ignored_with_a_warning(tmp_path):
    folder = one_case_folder(tmp_path)
    (folder / "stray.out").write_text("3\n")
    completed = run_judge(solution("accepted"), folder)
    assert completed.returncode == 0
    assert "judge: warning:" in completed.stderr and "stray.out" in completed.stderr


@pytest.mark.parametrize(
    "setup, fragment",
    [
        ("empty", "no cases"),
        ("missing", "case folder not found"),
        ("bad_json", "not valid JSON"),
        ("bad_limit", "time_limit"),
    ],
)
def test_judge__bad_case_folder_is_one_error_line(tmp_path, setup, fragment):
    folder = tmp_path / "cases"
    if setup != "missing":
        folder.mkdir()
    if setup in ("bad_json", "bad_limit"):
        shutil.copy(str(FIXTURE_CASES / "sample-1.in"), str(folder / "sample-1.in"))
        shutil.copy(str(FIXTURE_CASES / "sample-1.out"), str(folder / "sample-1.out"))
        text = "{oops" if setup == "bad_json" else '{"time_limit": -1}'
        settings_file(folder).write_text(text)
    assert_one_error_line(run_judge(solution("accepted"), folder), fragment)


def test_natural_key__orders_numbers_by_value():
    names = ["sample-10", "dist-2", "sample-2", "dist-10", "sample-1"]
    assert sorted(names, key=natural_key) == [
        "dist-2",
        "dist-10",
        "sample-1",
        "sample-2",
        "sample-10",
    ]


def test_load_case_folder__defaults_without_a_settings_file(tmp_path):
    folder = one_case_folder(tmp_path)
    settings_file(folder).unlink()
    problem = load_case_folder(str(folder))
    assert (problem.time_limit, problem.memory_limit, problem.checker) == (2.0, 256.0, None)
    with pytest.raises(JudgeError):
        load_case_folder(str(tmp_path / "missing"))


def test_judge__known_slow_must_name_real_cases(tmp_path):
    folder = one_case_folder(tmp_path, known_slow=["no-such-case"])
    assert_one_error_line(run_judge(solution("accepted"), folder), "no-such-case")


@pytest.mark.parametrize("listed", [[], ["Jython"], "CPython", [1]])
def test_judge__interpreters_setting_must_name_known_interpreters(tmp_path, listed):
    folder = one_case_folder(tmp_path, interpreters=listed)
    completed = run_judge(solution("accepted"), str(folder))
    assert completed.returncode != 0
    assert (
        completed.stderr.count("\n") == 1
        and '"interpreters" must be a non-empty list' in completed.stderr
    )


LIMITS = {"time_limit": "seconds", "idle_limit": "seconds", "wall_limit": "seconds"}
LIMITS["memory_limit"] = "MB"


@pytest.mark.parametrize("key", sorted(LIMITS))
@pytest.mark.parametrize(
    "text, shown",
    [
        ("1e309", "inf"),
        ("-1e400", "-inf"),
        ("NaN", "nan"),
        ("0", "0"),
        ("-0.5", "-0.5"),
        ("1e-400", "0.0"),
        ("1000000.5", "1000000.5"),
        ("1e20", "1e+20"),
        ("1" + "0" * 400, "100000000000000000...0000000000000000000"),  # cut short
        ("true", "True"),
        ('"2"', "'2'"),
        ("[2]", "[2]"),
    ],
)
def test_load_case_folder__a_limit_out_of_its_range_names_the_file_key_unit_and_range(
    tmp_path, key, text, shown
):
    folder = one_case_folder(tmp_path)
    settings_file(folder).write_text('{"%s": %s}' % (key, text))
    with pytest.raises(JudgeError) as error:
        load_case_folder(str(folder))
    assert str(error.value) == (
        '%s: "%s" must be a number of %s above 0 and at most 1000000, got %s'
        % (settings_file(folder), key, LIMITS[key], shown)
    )


@pytest.mark.parametrize(
    "settings",
    [
        {"time_limit": 1e6, "idle_limit": 1e6, "wall_limit": 1e6, "memory_limit": 1e6},
        {"time_limit": 1000000, "memory_limit": 1000000},
        {"time_limit": 5e-324, "idle_limit": 5e-324, "wall_limit": 5e-324, "memory_limit": 5e-324},
        {"time_limit": 0.5, "idle_limit": 1.5, "wall_limit": 5, "memory_limit": 64},
        {"time_limit": None, "idle_limit": None, "wall_limit": None, "memory_limit": None},
    ],
)
def test_load_case_folder__limits_in_range_are_taken_as_they_are(tmp_path, settings):
    problem = load_case_folder(str(one_case_folder(tmp_path, **settings)))
    defaults = {"time_limit": 2.0, "memory_limit": 256.0}
    for key in LIMITS:
        value = settings.get(key)
        value = value if value is not None else defaults.get(key)
        assert getattr(problem, key) == value


@pytest.mark.parametrize("name", problems.names())
def test_load_case_folder__takes_the_kit_s_own_settings(name):
    settings = json.loads((CASES / (name + ".json")).read_text("utf-8"))
    problem = load_case_folder(str(CASES / name))
    assert problem.time_limit == settings["time_limit"]
    assert problem.memory_limit == settings["memory_limit"]


def test_load_case_folder__settings_nested_too_deep_are_one_error(tmp_path):
    folder = one_case_folder(tmp_path)
    settings_file(folder).write_text("[" * 100000 + "]" * 100000)
    with pytest.raises(JudgeError, match="its JSON nests too deep"):
        load_case_folder(str(folder))


def test_load_case_folder__a_folder_that_cannot_be_listed_is_one_error(tmp_path, monkeypatch):
    """A folder without read permission (os.listdir's PermissionError; root would list it
    anyway, so the refusal is made here)."""
    folder = one_case_folder(tmp_path)
    listdir = os.listdir

    def refuse(path):
        if os.path.samefile(path, folder):
            raise PermissionError(13, "Permission denied", str(path))
        return listdir(path)

    monkeypatch.setattr(os, "listdir", refuse)
    with pytest.raises(JudgeError) as error:
        load_case_folder(str(folder))
    assert str(error.value) == "cannot list %s: Permission denied" % folder


def float_folder(tmp_path, **settings):
    """A copy of the float fixture's cases, with ``settings`` as its settings file."""
    folder = tmp_path / "cases_float"
    shutil.copytree(str(FIXTURE_CASES.parent / "cases_float"), str(folder))
    (tmp_path / "cases_float.json").write_text(json.dumps(settings))
    return folder


@pytest.mark.parametrize(
    "settings, flags, verdict, deciding",
    [
        ({}, [], "WA", "default comparison"),
        ({"error": 1e-6}, [], "AC", "default comparison, numbers within 1e-06 (-e)"),
        ({"error": "1e-6"}, [], "AC", "default comparison, numbers within 1e-6 (-e)"),
        ({"comparison": "tokens", "error": "1e-6"}, [], "AC", "token comparison (-N), numbers"),
        ({"error": "1e-6"}, ["-e", "1e-12"], "WA", "default comparison, numbers within 1e-12"),
        ({"error": "1e-6"}, ["--strict"], "WA", "strict comparison"),
        ({"comparison": "strict"}, ["-e", "1e-6"], "AC", "default comparison, numbers within"),
        ({"comparison": "tokens"}, [], "WA", "token comparison (-N)"),
    ],
)
def test_judge__the_settings_hold_the_comparison_and_a_flag_replaces_its_part(
    tmp_path, settings, flags, verdict, deciding
):
    """A case folder carries its comparison ("comparison", "error"); --strict or -N replaces the
    mode, -e the bound; the header and --json say which comparison decided."""
    folder = float_folder(tmp_path, **settings)
    report_path = tmp_path / "report.json"
    completed = run_judge(solution("mean_close"), folder, "--json", str(report_path), *flags)
    report = json.loads(report_path.read_text())
    assert {case["verdict"] for case in report["cases"]} == {verdict}, completed.stdout
    assert deciding in completed.stdout.split("\n")[1]
    mode = {"default": "default", "token": "tokens", "strict": "strict"}[deciding.split()[0]]
    assert report["comparison"] == mode


@pytest.mark.parametrize(
    "settings, fragment",
    [
        ({"comparison": "numbers"}, "\"comparison\" must be one of 'default', 'strict'"),
        ({"error": -1}, '"error": must be at least 0'),
        ({"error": "tiny"}, '"error": not a number'),
        ({"error": True}, '"error" must be a number, got true'),
        ({"comparison": "strict", "error": 1e-6}, '"error": --strict compares bytes'),
    ],
)
def test_judge__a_bad_comparison_in_the_settings_is_one_error_line(tmp_path, settings, fragment):
    completed = run_judge(solution("mean_close"), float_folder(tmp_path, **settings))
    assert_one_error_line(completed, "cases_float.json: ", fragment)
