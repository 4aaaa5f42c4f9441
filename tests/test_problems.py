"""Each problem's module (problems/NAME.py): its validator against the cases and the generators.

What it proves
    - Every problem of judge_cases/ has its module in problems/, and every module its case
      folder: a missing part is named.
    - Every case passes its problem's validator, but the cases named `extension-*`, which test
      what our files do beyond the statement (an unsolvable board where the statement promises
      a solvable one): the validator rejects each of those, so they are truly outside it.
    - Every input the stress tester makes passes (tests/test_stress.py's generators, 40 seeds).
    - Each kind of violation a validator names is rejected, its message holding the kind.
"""

import pytest

import problems
from judge.stress import Generator, Reference
from judge.stress_problems import PROBLEMS as STRESS_PROBLEMS
from oracle import reference
from tests.conftest import CASES

FOLDERS = sorted(
    path.name
    for path in CASES.iterdir()
    if path.is_dir() and (CASES / (path.name + ".json")).is_file()
)
EXTENSION = "extension-"


def test_problems__one_module_for_each_case_folder():
    assert problems.names() == FOLDERS, "missing modules: %s; modules without cases: %s" % (
        sorted(set(FOLDERS) - set(problems.names())),
        sorted(set(problems.names()) - set(FOLDERS)),
    )


@pytest.mark.parametrize("name", FOLDERS)
def test_validator__accepts_every_case_and_rejects_every_extension(name):
    validate = problems.load(name).validate
    for case in sorted((CASES / name).glob("*.in")):
        text = case.read_bytes().decode("utf-8")
        if case.name.startswith(EXTENSION):
            with pytest.raises(problems.Invalid):
                validate(text)
        else:
            try:
                validate(text)
            except problems.Invalid as error:
                pytest.fail("%s/%s: %s" % (name, case.name, error))


@pytest.mark.parametrize("name", sorted(STRESS_PROBLEMS))
def test_validator__accepts_what_the_stress_tester_makes(name):
    validate = problems.load(name).validate
    made = Generator(STRESS_PROBLEMS[name], Reference(reference))
    for seed in range(40):
        text = made.input_text(made.trial(seed, seed % 7))
        try:
            validate(text)
        except problems.Invalid as error:
            pytest.fail("seed %d: %s\n%s" % (seed, error, text[:300]))


@pytest.mark.parametrize("name", FOLDERS)
def test_validator__rejects_each_violation_it_names(name):
    module = problems.load(name)
    assert module.VIOLATIONS, "%s names no violation" % name
    for kind, text in module.VIOLATIONS.items():
        with pytest.raises(problems.Invalid) as raised:
            module.validate(text)
        assert kind in str(raised.value), (kind, str(raised.value))
