"""What one stress run carries from its command line through its loop to its report: the
limits every program of the run keeps (``StressLimits``) and, for a problem of the kit, the run
itself (``KitSession``).

Tested through tests/judge/stress/test_kit_problem.py and test_any_problem.py, which run stress
as a user does. Cost: none (records).
"""

import argparse
from types import ModuleType
from typing import List, NamedTuple

from slidingkit.judge.case_folder import CaseFolder
from slidingkit.judge.languages import Runner


class StressLimits(NamedTuple):
    """The limits of each run, as a settings file writes them: CPU seconds, MB, the seconds a
    run may go without running, and the wall-clock cap in seconds."""

    time_limit: float
    memory_limit: float
    idle_limit: float
    wall_limit: float


class KitSession(NamedTuple):
    """One stress run on a problem of the kit, as its loop and its report see it: the command
    line (``args``), the problem's ``name``, its ``settings`` (``judge.case_folder``: limits,
    checker, title), its package's cases module (``package_cases``:
    ``slidingkit/problems/NAME/cases.py``), the solution ready to run (``runner``), the run's
    ``seed`` and ``limits``, and ``done``: the inputs passed so far, for the line Ctrl-C
    prints."""

    args: argparse.Namespace
    name: str
    settings: CaseFolder
    package_cases: ModuleType
    runner: Runner
    seed: int
    limits: StressLimits
    done: List[int]
