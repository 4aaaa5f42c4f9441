"""Shared test set-up: Hypothesis profiles and access to the submitted solution files.

Profiles, chosen by HYPOTHESIS_PROFILE: `quick` (the default, for a quick local run), `ci` (what
.ci/run uses) and `thorough` (by hand, before a release). Tests that need more or fewer examples
than the profile's default scale it with examples(): e.g. the fuzzing runs 300 inputs per
solution under `ci`.
Solutions are loaded from solutions/*.py as modules, so the tests exercise the files users submit,
with their vendored copy of the core, not core/ (tools/common.py loads them).
"""

import json
import os
import signal
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, settings

from tools.common import CASES, ROOT, SOLUTIONS, load_checker, load_program, load_solution  # noqa: F401  # the tests import these from tests.conftest

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "quick")
settings.register_profile("quick", max_examples=100)
settings.register_profile("ci", max_examples=300, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "thorough", max_examples=1500, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(PROFILE)


def examples(quick: int, ci: int, thorough: int) -> int:
    """The number of examples a test should run under the current profile."""
    return {"quick": quick, "ci": ci, "thorough": thorough}.get(PROFILE, quick)


def slow_where(values, slow, ids=None):
    """``values`` as parameters for ``pytest.mark.parametrize``, those in ``slow`` marked slow
    (``make test-all`` runs them, ``make test`` leaves them out); ``ids`` names each one."""
    params = []
    for index, value in enumerate(values):
        marks = [pytest.mark.slow] if value in slow else []
        arguments = value if isinstance(value, tuple) else (value,)
        params.append(pytest.param(*arguments, marks=marks, id=ids[index] if ids else None))
    return params


def default_ctrl_c() -> None:
    """Popen's preexec_fn for a child a test interrupts: restore SIGINT's default action. A
    shell without job control starts background commands with SIGINT ignored (`make test &`),
    children inherit that, and Python then installs no KeyboardInterrupt handler at all."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def run_solution_file(
    name: str, stdin: bytes, python: str = sys.executable, timeout: float = 10.0
) -> subprocess.CompletedProcess:
    """Run solutions/NAME.py as a process with stdin; return the completed process (bytes)."""
    return subprocess.run(
        [python, str(SOLUTIONS / (name + ".py"))],
        input=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=timeout,
    )


def example_problem() -> str:
    """The problem a test judges whole as an example of any: of those whose settings name no
    special judge and submit a Python file, the one with the fewest cases (then by name)."""
    candidates = []
    for name in sorted(path.stem for path in SOLUTIONS.glob("*.py")):
        settings = json.loads((CASES / (name + ".json")).read_text("utf-8"))
        files = [entry["file"] for entry in settings["judge"]["submit"]]
        if settings["checker"] is None and files == ["solutions/%s.py" % name]:
            candidates.append((len(list((CASES / name).glob("*.in"))), name))
    assert candidates, "no problem submits a Python file judged without a special judge"
    return min(candidates)[1]


@pytest.fixture(scope="session")
def cpp_program(tmp_path_factory):
    """cpp_program(NAME): the path of solutions/NAME.cpp built as the judges build it (C++98),
    compiled once per session."""
    from tests.running import compile_cpp  # running imports this module: import it when used

    folder = tmp_path_factory.mktemp("cpp_solutions")
    built = {}

    def build(name):
        if name not in built:
            binary = folder / name
            completed = compile_cpp(name, "c++98", binary)
            assert completed.returncode == 0, completed.stderr
            built[name] = binary
        return built[name]

    return build
