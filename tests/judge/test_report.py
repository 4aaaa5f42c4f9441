"""slidingkit/judge/report.py: what the judge writes about a run: the JSON report, the JUnit XML,
the quiet output and the --all table's margin mark.

What it proves: the JSON report follows its schema; the JUnit XML has one testcase per case, its
failures typed by verdict, a case without an answer skipped, known-slow timeouts skipped and
pairing errors as errors; a report file that cannot be written is an error before any case runs;
--quiet prints only the failures and the final line; in the --all table a case over half its limit
is marked and fails nothing (slow: it burns CPU for a second). A TLE the CPU did not decide names
its limit on its line and in its JUnit message (idleness, wall clock); the JSON says how outputs
were compared (comparison, error) and which cases were chosen.
"""

import json
import os
import re
import shutil
import xml.etree.ElementTree as ElementTree

import pytest

from tests.judge.conftest import (
    BURN_CPU,
    CASE_NAMES,
    RUN_KEYS,
    assert_one_error_line,
    judge_with_json,
    make_tree,
    unanswered_folder,
)
from tests.running import (
    FIXTURE_CASES,
    FIXTURES,
    last_line,
    one_case_folder,
    run_judge,
    solution,
)

CASE_KEYS = {
    "name",
    "verdict",
    "time",
    "wall_time",
    "memory_mb",
    "exit_status",
    "signal",
    "message",
    "known_slow",
    "killed_for",
    "processes",
    "leftovers",
    "first_difference",
    "stream",
}
# The run keys of the judge's JSON: conftest's, and how the output was compared and which cases
# were chosen.
JSON_RUN_KEYS = RUN_KEYS | {"comparison", "error", "case_patterns"}


def test_judge__an_input_without_an_answer_is_skipped_in_junit(tmp_path):
    junit = tmp_path / "report.xml"
    completed = run_judge(solution("accepted"), unanswered_folder(tmp_path), "--junit", junit)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    suite = ElementTree.parse(str(junit)).getroot().find("testsuite")
    (skipped,) = suite.iter("skipped")
    assert skipped.get("message") == "no answer to compare with" and "4 5" in skipped.text
    assert (suite.get("skipped"), suite.get("failures")) == ("1", "0")


def test_judge__json_follows_the_schema(tmp_path):
    _, report = judge_with_json(tmp_path, "wrong_answer")
    assert set(report) == JSON_RUN_KEYS
    assert all(set(case) == CASE_KEYS for case in report["cases"])
    assert report["interpreter"].startswith("CPython ")
    assert os.path.isfile(report["python"])
    assert (report["time_limit"], report["memory_limit"], report["checker"]) == (1.0, 64.0, None)
    assert (report["passed"], report["failed"]) == (0, 3)
    assert report["language"] == "Python"
    assert report["command"] == [report["python"], solution("wrong_answer")]


@pytest.mark.parametrize("flag", ["--json", "--junit"])
@pytest.mark.parametrize("where", ["missing_folder", "a_folder"])
def test_judge__an_unwritable_report_file_is_an_error_before_any_case_runs(tmp_path, flag, where):
    path = tmp_path / "no-such-folder" / "report" if where == "missing_folder" else tmp_path
    for args in (
        [solution("accepted"), FIXTURE_CASES],
        ["--all", "--solutions", FIXTURES / "solutions", "--cases", tmp_path],
    ):
        completed = run_judge(*args, flag, path)
        assert_one_error_line(completed, "cannot write the %s file %s: " % (flag, path))
        assert completed.stdout == ""  # nothing was judged
    assert not (tmp_path / "no-such-folder").exists()


@pytest.mark.slow
def test_judge__all_mode_table_marks_a_case_over_half_its_limit_without_failing(tmp_path):
    make_tree(tmp_path, {"sum.py": "accepted.py"}, ["sum", "burn", "slow"])
    (tmp_path / "solutions" / "burn.py").write_text(BURN_CPU % 1.2)  # at least 60% of the 2 s limit
    # sample-1 (input "2 1") loops forever and is listed as known slow: not the row's slowest.
    (tmp_path / "solutions" / "slow.py").write_text(
        (FIXTURES / "solutions" / "accepted.py")
        .read_text()
        .replace("print(sum", "while numbers == [2, 1]:\n    pass\nprint(sum")
    )
    for name, settings in (
        ("burn", {"time_limit": 2}),
        ("slow", {"time_limit": 1, "known_slow": ["sample-1"]}),
    ):
        (tmp_path / "judge_cases" / (name + ".json")).write_text(json.dumps(settings))
    completed = run_judge("--all", "--wall-limit", "60", cwd=tmp_path)
    rows = {
        line.split()[0]: line
        for line in completed.stdout.split("\n")
        if "solutions/" in line and "/3" in line
    }
    assert re.search(r"sample-\d+ \d\.\d\d\d s \d+% ! ", rows["burn"]), rows[
        "burn"
    ]  # over half: marked
    assert "!" not in rows["sum"], rows["sum"]
    # the slowest of the others may be sample-10: "sample-1" must not stand as a whole name
    assert "(+1 known slow)" in rows["slow"] and not re.search(r"sample-1\b", rows["slow"]), rows[
        "slow"
    ]
    assert "!" not in rows["slow"], rows["slow"]
    assert "! over 50% of its time limit" in completed.stdout
    assert "slowest case (CPU, % of limit)" in completed.stdout
    assert completed.returncode == 0, completed.stdout  # the mark fails nothing
    assert last_line(completed) == "8 passed, 0 failed, 1 known slow (timed out as expected)"


def test_judge__quiet_prints_only_the_failures_and_the_final_line(tmp_path):
    folder = one_case_folder(tmp_path)
    (folder / "wrong.in").write_text("1 2\n")
    (folder / "wrong.out").write_text("4\n1 2\n")  # the answer file is wrong: 3 is right
    completed = run_judge(solution("accepted"), folder, "--quiet")
    assert completed.returncode == 1
    lines = completed.stdout.rstrip("\n").split("\n")
    assert lines[0].startswith("WA  wrong ") and lines[-1] == "1 passed, 1 failed"
    assert all(
        not line.startswith(("judging", "time limit", "AC", "verdicts:", "slowest:"))
        for line in lines
    ), completed.stdout
    assert '      expected: "4"' in lines
    accepted = run_judge(solution("accepted"), FIXTURE_CASES, "-q")
    assert (accepted.returncode, accepted.stdout) == (0, "3 passed, 0 failed\n")


def test_judge__junit_xml_has_one_testcase_per_case_and_failures_typed(tmp_path):
    junit = tmp_path / "report.xml"
    folder = one_case_folder(tmp_path)
    for name in ("sample-2", "sample-10"):
        for suffix in (".in", ".out"):
            shutil.copy(str(FIXTURE_CASES / (name + suffix)), str(folder / (name + suffix)))
    completed = run_judge(solution("whitespace_wrong"), folder, "--junit", junit)
    assert completed.returncode == 1
    root = ElementTree.parse(str(junit)).getroot()
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("3", "2", "0")
    suite = root.find("testsuite")
    assert suite.get("name").startswith("one_case (CPython ")
    cases = suite.findall("testcase")
    assert [case.get("name") for case in cases] == CASE_NAMES
    assert float(cases[0].get("time")) > 0
    failure = cases[0].find("failure")
    assert failure.get("type") == "WA" and failure.get("message").startswith("WA: first difference")
    assert "(the answer would pass with -N: " in failure.text
    assert cases[2].find("failure") is None  # sample-10 passes


def test_judge__junit_marks_known_slow_timeouts_skipped_and_pairing_errors(tmp_path):
    make_tree(tmp_path, {"slow.py": "infinite_loop.py", "orphan.py": "accepted.py"}, ["slow"])
    (tmp_path / "judge_cases" / "slow.json").write_text(
        json.dumps({"time_limit": 0.3, "known_slow": CASE_NAMES})
    )
    completed = run_judge("--all", "--junit", "all.xml", cwd=tmp_path)
    root = ElementTree.parse(str(tmp_path / "all.xml")).getroot()
    assert (root.get("tests"), root.get("skipped"), root.get("errors")) == ("4", "3", "1")
    assert "has no case folder" in root.find("testsuite[@name='judge errors']/testcase/error").get(
        "message"
    )
    assert completed.returncode == 1


def test_case_line__a_tle_the_cpu_did_not_decide_names_its_limit():
    from slidingkit.judge.report import case_line
    from slidingkit.judge.verdict import CaseResult

    def line(verdict, killed_for):
        result = CaseResult("c", verdict, 2.1, 0.02, 10 * 2**20, None, "SIGKILL", "m")
        result.killed_for = killed_for
        return case_line(result, 4)

    assert (
        line("TLE", "idle")
        == "TLE c      0.020 s (wall  2.100 s)    10.0 MB  (idleness limit exceeded)"
    )
    assert line("TLE", "wall").endswith("10.0 MB  (wall-clock limit reached)")
    assert line("TLE", "time").endswith("10.0 MB")
    assert line("MLE", "memory").endswith("10.0 MB")


def test_judge__junit_and_json_of_an_idle_run(tmp_path):
    """The JUnit failure's message names the idleness limit; the JSON has killed_for "idle"."""
    junit = tmp_path / "idle.xml"
    folder = one_case_folder(tmp_path, time_limit=1, idle_limit=1)
    _, report = judge_with_json(tmp_path, "sleep_forever", folder, "--junit", junit)
    assert (report["cases"][0]["verdict"], report["cases"][0]["killed_for"]) == ("TLE", "idle")
    failure = ElementTree.parse(str(junit)).getroot().find("testsuite/testcase/failure")
    assert failure.get("type") == "TLE"
    assert failure.get("message").startswith(
        "TLE (idleness limit exceeded): idle: not running for "
    )


def test_judge__json_says_how_the_outputs_were_compared(tmp_path):
    _, report = judge_with_json(tmp_path, "accepted")
    assert (report["comparison"], report["error"], report["case_patterns"]) == (
        "default",
        None,
        None,
    )
    assert report["checker"] is None
    _, report = judge_with_json(tmp_path, "accepted", FIXTURE_CASES, "--strict", "sample-2")
    assert (report["comparison"], report["case_patterns"]) == ("strict", ["sample-2"])
    _, report = judge_with_json(tmp_path, "accepted", FIXTURE_CASES, "-N", "-e", "0.5")
    assert (report["comparison"], report["error"]) == ("tokens", 0.5)
