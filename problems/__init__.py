"""The kit's problems, one package each: problems/NAME/ for judge_cases/NAME/.

A problem's module says what its statement allows as input:
    validate(text)   None when text is an input the statement allows, else Invalid naming the
                     rule broken and where (`line 2: ...`). The rules are the statement's, not
                     what our solutions tolerate beyond it; whitespace is read as the judges'
                     data has it (spaces, CRLF, a missing final newline), as the cases do.
    VIOLATIONS       {kind: an input that breaks that rule and no other}: validate rejects each,
                     its message holding the kind (tests/test_problems.py).
    FORMAT           how the stress tester writes the problem's inputs and answers (the keys:
                     judge/stress_problems.py).
    BAD_INPUTS       inputs the submitted file must refuse: one line on stderr naming the
                     problem, exit status 1, nothing on stdout (tests/test_problems.py).
Every case of judge_cases/NAME/ and every input the stress tester makes passes validate
(tests/test_problems.py). A validator reads no code of core/ or solutions/: it is one of the
independent checks, beside oracle/.

Usage
    >>> import problems
    >>> problems.load("luogu_p1379").validate("283104765\\n")
    >>> "luogu_p1379" in problems.names()
    True
"""

import importlib
import pkgutil
from types import ModuleType
from typing import List


class Invalid(ValueError):
    """An input its problem's statement does not allow; the message names the rule and where."""


def names() -> List[str]:
    """Every problem's name: the modules of this package, in name order."""
    return sorted(
        module.name for module in pkgutil.iter_modules(__path__) if not module.name.startswith("_")
    )


def load(name: str) -> ModuleType:
    """The module of the problem called name (KeyError when there is none)."""
    if name not in names():
        raise KeyError("no problem %r: the problems are %s" % (name, ", ".join(names())))
    return importlib.import_module("problems." + name)
