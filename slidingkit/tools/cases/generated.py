"""The cases of a generated problem: its statement's samples and its seeded inputs, each with the
answer its package's expected() gives, checked before anything is written.

A problem's package (slidingkit/problems/NAME/cases.py) holds SAMPLES, SEED, generate(seed) and
expected(text); its validate() is slidingkit/problems/NAME/__init__.py's.
"""

import tempfile
from pathlib import Path
from types import ModuleType
from typing import Dict, Optional

from slidingkit import problems
from slidingkit.judge.checker import run_checker
from slidingkit.problems._cases import EXTENSION
from slidingkit.tools.common import CASES

Files = Dict[str, str]  # file name (CASE.in, CASE.out) -> its exact text


def checker_of(name: str) -> Optional[Path]:
    """The special judge the problem's settings name, or None when outputs are compared."""
    checker = problems.settings(name).get("checker")
    return None if checker is None else CASES / checker


def build(name: str, cases: ModuleType, seed: int) -> Files:
    """Every file of the problem's folder: samples, then generate(seed)'s cases with expected()'s
    answers. ValueError, naming the problem and the case, when a sample's answer is not the
    reference's (or its checker's) or an input breaks validate()."""
    files: Files = {}
    for number, (sample_in, sample_out) in enumerate(cases.SAMPLES, 1):
        files["sample-%d.in" % number] = sample_in
        files["sample-%d.out" % number] = sample_out
    for case, text in cases.generate(seed).items():
        files[case + ".in"] = text
        files[case + ".out"] = cases.expected(text)
    check_inputs(name, files)
    check_samples(name, cases)
    return files


def check_inputs(name: str, files: Files) -> None:
    """Each input passes the problem's validate(), but an extension-* case, which it rejects."""
    validate = problems.load(name).validate
    for file, text in files.items():
        if not file.endswith(".in"):
            continue
        try:
            validate(text)
        except problems.Invalid as error:
            if not file.startswith(EXTENSION):
                raise ValueError(
                    "%s/%s: not an input the statement allows: %s" % (name, file, error)
                ) from None
        else:
            if file.startswith(EXTENSION):
                raise ValueError(
                    "%s/%s: the statement allows it, so it is no extension" % (name, file)
                )


def check_samples(name: str, cases: ModuleType) -> None:
    """Each sample's answer is expected()'s, or, for a problem with a special judge, accepted by
    it (run as the judge runs it, on the sample's files in a folder named after the problem)."""
    checker = checker_of(name)
    for number, (sample_in, sample_out) in enumerate(cases.SAMPLES, 1):
        if checker is None:
            if cases.expected(sample_in) != sample_out:
                raise ValueError(
                    "%s/sample-%d: the reference answers %r, the statement %r"
                    % (name, number, cases.expected(sample_in), sample_out)
                )
            continue
        with tempfile.TemporaryDirectory() as folder:
            case = Path(folder) / name / "sample-1"
            case.parent.mkdir()
            case.with_suffix(".in").write_bytes(sample_in.encode("utf-8"))
            case.with_suffix(".out").write_bytes(sample_out.encode("utf-8"))
            accepted, said = run_checker(
                str(checker),
                str(case.with_suffix(".in")),
                sample_out.encode("utf-8"),
                str(case.with_suffix(".out")),
            )
        if not accepted:
            raise ValueError(
                "%s/sample-%d: its checker rejects the statement's answer: %s"
                % (name, number, said)
            )


def write(files: Files, folder: Path) -> None:
    """Write every file into folder, bytes exactly as given (no newline translation)."""
    folder.mkdir(parents=True, exist_ok=True)
    for file, text in files.items():
        (folder / file).write_bytes(text.encode("utf-8"))


def case_count(files: Files) -> int:
    return sum(file.endswith(".in") for file in files)
