"""Each problem's module (slidingkit/problems/NAME/): its validator against the cases and the
generators.

What it proves
    - Every problem of judge_cases/ has its module in slidingkit/problems/, and every module its
      case folder: a missing part is named.
    - Every case passes its problem's validator, but the cases named `extension-*`, which test
      what our files do beyond the statement (an unsolvable board where the statement promises
      a solvable one): the validator rejects each of those, so they are truly outside it.
    - Every input the stress tester makes passes (judge.stress.drawing.generator_for, 40 seeds).
    - Each kind of violation a validator names is rejected, its message holding the kind.
    - Each problem's format (problems._format, from its FORMAT) reads back the boards it wrote,
      in each of its shapes and spacings, and refuses a token after the last.
    - Each fault a problem names (FAULTS, problems._faults) breaks any valid input: the
      validator rejects what it makes of 30 drawn inputs (tests/test_fuzz.py runs the
      submitted files on them).
    - The submitted file refuses each of the problem's BAD_INPUTS: one line on stderr naming the
      problem, exit status 1, nothing on stdout.

Modules tested here: slidingkit/problems/__init__.py (names, load, settings, faults), every
statement's slidingkit/problems/*/__init__.py, and the validators' parts
slidingkit/problems/_boards.py, slidingkit/problems/_text.py and slidingkit/problems/_lists.py.
"""

import importlib
import random

import pytest

from slidingkit import problems
from slidingkit.judge.stress.drawing import generator_for
from slidingkit.problems._format import Query
from tests.conftest import CASES, load_solution, run_solution_file
from tests.drawing import drawn_queries, valid_input

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


@pytest.mark.parametrize("name", FOLDERS)
def test_validator__accepts_what_the_stress_tester_makes(name):
    validate = problems.load(name).validate
    cases = importlib.import_module("slidingkit.problems.%s.cases" % name)
    made = generator_for(name, getattr(cases, "expected", None))[0]
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


# --- the format and the faults ------------------------------------------------------------------


@pytest.mark.parametrize("name", FOLDERS)
def test_format__reads_back_the_boards_it_writes_in_every_spacing(name):
    written = problems.load(name).FORMAT
    rng = random.Random(name)
    for count in sorted(set(written.cases)):
        for layout in written.layouts:
            for _ in range(10):
                queries = drawn_queries(written, rng, count, walked=False)
                text = written.input_text(queries, layout)
                assert written.parse(text) == queries, text
                with pytest.raises(ValueError):
                    written.parse(text + "1\n")


@pytest.mark.parametrize("name", FOLDERS)
def test_format__reads_back_a_board_of_each_of_its_shapes(name):
    written = problems.load(name).FORMAT
    for rows, columns in written.shapes:
        goal = written.goal_of((rows, columns))
        query = Query(goal, goal, rows, columns, () if written.edges_given else None)
        assert written.parse(written.input_text([query], written.layouts[0])) == [query]


@pytest.mark.parametrize("name", FOLDERS)
def test_faults__the_validator_rejects_each_fault_of_drawn_valid_inputs(name):
    module = problems.load(name)
    written = module.FORMAT
    assert problems.faults(name), "%s names no fault" % name
    for kind, fault in problems.faults(name).items():
        for seed in range(30):
            rng = random.Random(seed)
            valid = valid_input(written, rng)
            module.validate(valid)
            faulty = fault(valid, rng)
            try:
                module.validate(faulty)
            except problems.Invalid:
                continue
            pytest.fail("%s, seed %d: valid after the fault:\n%s" % (kind, seed, faulty[:300]))
