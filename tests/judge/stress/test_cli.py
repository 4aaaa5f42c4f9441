"""The command line of ``python3 -m slidingkit.judge stress`` (slidingkit/judge/stress/cli.py).

What it proves
    - Its errors and exit statuses are the judge's; both help texts list the same exit
      statuses; ``--help`` lists the flags of both modes.
    - PROBLEM with ``--generator``, and the other flags out of their mode, are usage errors
      (exit status 2); ``--sizes`` reads ``A..B`` or ``A``.
"""

import argparse

import pytest

from slidingkit import problems
from slidingkit.judge.console import EXIT_STATUSES
from slidingkit.judge.stress.cli import size_range
from tests.judge.stress.conftest import EXAMPLE, EXAMPLE_SOLUTION, GENERATOR
from tests.running import PROGRAMS, STRESS_TIMEOUT, run_judge, stress

pytestmark = pytest.mark.timeout(2 * STRESS_TIMEOUT)


@pytest.mark.parametrize(
    "mistake, status",
    [
        (["no-such-solution.py", EXAMPLE], 1),  # a missing file: one error line
        ([str(EXAMPLE_SOLUTION), "no_such_problem"], 1),  # bad input
        ([str(EXAMPLE_SOLUTION), EXAMPLE, "--no-such-flag"], 2),  # usage
        ([], 2),  # no arguments
    ],
)
def test_stress__the_same_mistake_gets_the_same_exit_status_as_the_judge(mistake, status):
    judged = run_judge(*mistake)
    stressed = stress(*mistake)
    assert (judged.returncode, stressed.returncode) == (status, status), (
        judged.stderr + stressed.stderr
    )
    assert "Traceback" not in judged.stderr + stressed.stderr
    if status == 1:
        assert judged.stderr.startswith("judge: error: ")
        assert stressed.stderr.startswith("judge stress: error: ")
        assert len(stressed.stderr.strip().split("\n")) == 1


def test_stress__both_help_texts_list_the_same_exit_statuses():
    for completed in (run_judge("--help"), stress("--help")):
        assert completed.returncode == 0
        assert " ".join(EXIT_STATUSES.split()) in " ".join(completed.stdout.split())


KIT_PROBLEM = problems.names()[0]  # any of the kit's problems


@pytest.mark.parametrize(
    "flags, said",
    [
        ([KIT_PROBLEM, "--generator", "x", "--reference", "y"], "PROBLEM and --generator"),
        (["--generator", str(GENERATOR)], "--generator needs --reference"),
        ([KIT_PROBLEM, "--sizes", "1..3"], "--sizes goes with --generator"),
        ([KIT_PROBLEM, "--checker", "x"], "--checker goes with --generator"),
        (["--generator", "x", "--reference", "y", "--case-seeds", "2"], "--case-seeds goes with"),
        (["--generator", "x", "--reference", "y", "--sizes", "5..1"], "--sizes: expected A..B"),
        (["--generator", "x", "--reference", "y", "--sizes", "a..b"], "--sizes: expected A..B"),
    ],
)
def test_stress_any__flags_out_of_their_mode_are_usage_errors(flags, said):
    completed = stress(PROGRAMS / "max_subarray.py", *flags)
    assert completed.returncode == 2 and completed.stdout == ""
    assert said in completed.stderr.strip().split("\n")[-1]


def test_stress_any__help_lists_the_flags():
    completed = stress("--help")
    assert completed.returncode == 0
    for flag in ("--generator GEN", "--reference REF", "--checker CMD", "--judge-command CMD"):
        assert flag in completed.stdout
    for flag in ("--sizes A..B", "--strict", "GEN SEED SIZE"):
        assert flag in completed.stdout


def test_size_range__reads_a_range_or_one_size():
    assert (size_range("1..10"), size_range("3"), size_range("0..0")) == ((1, 10), (3, 3), (0, 0))
    for bad in ("5..1", "-1..2", "1..", "a", "1...3"):
        with pytest.raises(argparse.ArgumentTypeError):
            size_range(bad)
