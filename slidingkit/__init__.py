"""The sliding-puzzle judge kit: the one import name it installs.

Packages, one subject each:
    core       the only puzzle logic the submitted files run (vendored into solutions/)
    judge      the local judge and the stress tester (python3 -m slidingkit.judge)
    explorer   every classic algorithm and heuristic (python3 -m slidingkit.explorer)
    oracle     the independent references: plain BFS, path replay, a 4x4 solver
    problems   one package per problem: its statement's validator, format, faults and cases
    tools      the Makefile's tools (python3 -m slidingkit.tools.NAME)
    statusline the one-line progress display they share

The case folders (judge_cases/, oj's layout) sit beside this package in a checkout and inside it
in an installed kit; CASES is whichever holds them.
"""

import os

_HERE = os.path.dirname(os.path.abspath(__file__))
_INSTALLED_CASES = os.path.join(_HERE, "judge_cases")
CASES = (
    _INSTALLED_CASES
    if os.path.isdir(_INSTALLED_CASES)
    else os.path.join(os.path.dirname(_HERE), "judge_cases")
)
