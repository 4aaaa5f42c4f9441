"""The kit's problems, one package each: slidingkit/problems/NAME/ for judge_cases/NAME/.

A problem's package, slidingkit/problems/NAME/__init__.py, says what its statement allows as input:
    validate(text)   None when text is an input the statement allows, else Invalid naming the
                     rule broken and where (`line 2: ...`). The rules are the statement's, not
                     what our solutions tolerate beyond it; whitespace is read as the judges'
                     data has it (spaces, CRLF, a missing final newline), as the cases do.
    VIOLATIONS       {kind: an input that breaks that rule and no other}: validate rejects each,
                     its message holding the kind (tests/test_problems.py).
    FORMAT           how the problem's inputs and answers are written and read, a Format
                     stating only where the statement differs from its defaults: the cases,
                     the special judge, the stress tester, the fuzzer and the bench write and
                     read through it (the fields, the writers and the reader:
                     slidingkit/problems/_format.py).
    OWN_FAULTS       (where the statement has them) {kind: function(valid input,
                     random.Random) -> an input with that fault}: the kinds of malformed input
                     the statement rules out beyond those of its format; faults(NAME) adds
                     these to the format's (_faults.py makes them); validate rejects each and
                     the submitted file refuses each (tests/test_fuzz.py).
    BAD_INPUTS       inputs the submitted file must refuse: one line on stderr naming the
                     problem, exit status 1, nothing on stdout (tests/test_problems.py).
Every case of judge_cases/NAME/ and every input the stress tester makes passes validate
(tests/test_problems.py). A validator reads no code of slidingkit/core/ or solutions/: it is one of
the independent checks, beside slidingkit/oracle/.

A problem's cases module, slidingkit/problems/NAME/cases.py, says how judge_cases/NAME/ is made
(python -m slidingkit.tools.cases writes it; tests/test_cases.py checks it):
    SAMPLES          [(input, output)]: the statement's samples, byte for byte (sample-1, ...).
    SEED, generate(seed)
                     {case name: input text}: the other cases, every choice seeded by seed
                     (problems._cases.random_for), SEED the one the committed cases come from.
                     A case named extension-* is outside the statement: validate rejects it.
                     Inputs are written through the format (problems._cases.input_text), but
                     format-* cases (odd spacing), extension-* ones and those in HAND_WRITTEN.
    expected(text)   the reference answer of an input, computed with slidingkit/oracle/ only:
                     the .out
                     (for a problem with a special judge, one answer its checker accepts).
A problem whose cases are published files (an assignment's puzzle files) has instead of a
generator published(source), answer_from_path(input, path) and record_index(source)
(slidingkit/tools/cases/published.py uses them). What the generators share is in
slidingkit/problems/_cases.py.

A problem's settings, slidingkit/problems/NAME/settings.json (read by settings(NAME)), are its
judge's limits and facts in the judge's format (docs/judge.md); python -m slidingkit.tools.cases
copies them, byte for byte, to judge_cases/NAME.json, where the judge and oj's users find them
beside the cases.

Usage
    >>> from slidingkit import problems
    >>> name = problems.names()[0]  # every problem's name, in name order
    >>> problem = problems.load(name)  # its package: validate, VIOLATIONS, FORMAT, ...
    >>> problem.validate(problem.VIOLATIONS["empty"])  # doctest: +SKIP
    problems.Invalid: empty: ...
    >>> problems.settings(name)["time_limit"] > 0
    True
"""

import functools
import importlib
import json
import pkgutil
from pathlib import Path
from types import ModuleType
from typing import Any, Dict, List, Tuple

from slidingkit.problems import _faults


class Invalid(ValueError):
    """An input its problem's statement does not allow; the message names the rule and where."""


def names() -> List[str]:
    """Every problem's name: the modules of this package, in name order."""
    return list(_names())


@functools.lru_cache(maxsize=None)
def _names() -> Tuple[str, ...]:
    """The package's modules are listed once per process: they do not change while it runs."""
    return tuple(
        sorted(
            module.name
            for module in pkgutil.iter_modules(__path__)
            if not module.name.startswith("_")
        )
    )


def load(name: str) -> ModuleType:
    """The module of the problem called name (KeyError when there is none)."""
    if name not in names():
        raise KeyError("no problem %r: the problems are %s" % (name, ", ".join(names())))
    return importlib.import_module("slidingkit.problems." + name)


def settings_file(name: str) -> Path:
    """The problem's settings file, slidingkit/problems/NAME/settings.json."""
    return Path(__file__).resolve().parent / name / "settings.json"


def settings(name: str) -> Dict[str, Any]:
    """The problem's settings: limits, checker and its judge's facts (docs/judge.md)."""
    return json.loads(settings_file(name).read_text(encoding="utf-8"))


def faults(name: str) -> Dict[str, _faults.Fault]:
    """The kinds of malformed input the problem's statement rules out, each with its maker: its
    format's (_faults.kinds) and its package's OWN_FAULTS. O(1)."""
    problem = load(name)
    return _faults.kinds(problem.FORMAT, getattr(problem, "OWN_FAULTS", {}))
