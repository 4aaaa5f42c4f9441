"""judge/problem.py: a problem's case folder and its settings, as the judge reads them.

What it proves: cases come in natural order (sample-2 before sample-10); a folder without settings
gets the defaults; a case folder that is missing or empty, settings that are not JSON or hold a
bad limit, a wall limit below the time limit, a checker that is not there, a known_slow entry that
names no case and an "interpreters" list that names no known interpreter are each one error line;
an answer file without its input is ignored with a warning.
"""

import shutil

import pytest

from judge import JudgeError
from judge.problem import load_problem, natural_key
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
        ({"wall_limit": "long"}, [], "'wall_limit' must be a positive number"),
        ({"idle_limit": 0}, [], "'idle_limit' must be a positive number"),
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


def test_load_problem__defaults_without_a_settings_file(tmp_path):
    folder = one_case_folder(tmp_path)
    settings_file(folder).unlink()
    problem = load_problem(str(folder))
    assert (problem.time_limit, problem.memory_limit, problem.checker) == (2.0, 256.0, None)
    with pytest.raises(JudgeError):
        load_problem(str(tmp_path / "missing"))


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
