"""Each problem's module (problems/NAME/): its validator against the cases and the generators.

What it proves
    - Every problem of judge_cases/ has its module in problems/, and every module its case
      folder: a missing part is named.
    - Every case passes its problem's validator, but the cases named `extension-*`, which test
      what our files do beyond the statement (an unsolvable board where the statement promises
      a solvable one): the validator rejects each of those, so they are truly outside it.
    - Every input the stress tester makes passes (tests/test_stress.py's generators, 40 seeds).
    - Each kind of violation a validator names is rejected, its message holding the kind.
    - The submitted file refuses each of the problem's BAD_INPUTS: one line on stderr naming the
      problem, exit status 1, nothing on stdout.
"""

import pytest

import problems
from judge.stress import Generator, Reference
from judge.stress_problems import PROBLEMS as STRESS_PROBLEMS
from oracle import reference
from tests.conftest import CASES, load_solution, run_solution_file

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


BAD_INPUTS = [(name, data) for name in FOLDERS for data in problems.load(name).BAD_INPUTS]


@pytest.mark.parametrize(
    "name, data", BAD_INPUTS, ids=["%s-%d" % (n, i) for i, (n, _) in enumerate(BAD_INPUTS)]
)
def test_solution_file__refuses_each_bad_input_with_one_stderr_line_and_exit_1(name, data):
    result = run_solution_file(name, data)
    assert result.returncode == 1 and result.stdout == b""
    lines = result.stderr.decode().splitlines()
    title = load_solution(name).PROBLEM
    assert len(lines) == 1 and lines[0].startswith(title + ": bad input: "), lines


@pytest.mark.parametrize("name", FOLDERS)
def test_problem__names_bad_inputs_for_its_file(name):
    assert problems.load(name).BAD_INPUTS, "%s has no BAD_INPUTS" % name
