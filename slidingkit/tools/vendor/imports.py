"""Which modules a program loads beyond a bare start of its interpreter, as a judge would run it.

A judge times the whole process, imports included, and its interpreter has none of this machine's
site customizations (here a `.pth` file imports certifi, and with it typing, at every start). So
the program runs under `-I -S`: no site, no user paths, no environment. A small harness records
sys.modules as the interpreter left it, runs the program as __main__ on the given input, and
prints what was added; that is what the program itself cost in imports.

Standard library only; used by tests/test_submission_imports.py and the bench.
"""

import ast
import subprocess
from pathlib import Path
from typing import List, Set

from slidingkit.tools.vendor.python import is_type_checking_guard

JUDGE_START = ["-I", "-S"]  # the flags that start an interpreter as a judge's does, site-free
MARK = "modules beyond a bare start:"
# Runs as `python -I -S -c HARNESS PROGRAM` with the program's input on stdin. compile() and exec()
# need no import, so everything added to sys.modules is the program's doing.
HARNESS = """
import sys
bare = set(sys.modules)
path = sys.argv[1]
sys.argv = [path]
with open(path, "rb") as source:
    code = compile(source.read(), path, "exec")
try:
    exec(code, {"__name__": "__main__", "__file__": path, "__builtins__": __builtins__})
except SystemExit:
    pass
sys.stdout.flush()
sys.stderr.write("\\n%s %s\\n" % (MARK, " ".join(sorted(set(sys.modules) - bare))))
""".replace("MARK", repr(MARK))


def loaded_beyond_bare(python: str, program: Path, stdin: bytes, timeout: float = 60.0) -> Set[str]:
    """The modules a run of program (as __main__, on stdin) adds to a bare `-I -S` start
    of python."""
    result = subprocess.run(
        [python] + JUDGE_START + ["-c", HARNESS, str(program)],
        input=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=timeout,
    )
    last = result.stderr.decode("utf-8", "replace").rstrip("\n").rsplit("\n", 1)[-1]
    if not last.startswith(MARK):
        raise RuntimeError("%s did not finish under the import harness: %s" % (program, last))
    return set(last[len(MARK) :].split())


def named_imports(program: Path) -> List[str]:
    """The top-level modules program imports by name at run time: its import statements at any
    depth, less those under `if TYPE_CHECKING:` (the type checker's alone)."""
    tree = ast.parse(program.read_text("utf-8"))
    skipped = set()  # type: Set[int]
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and is_type_checking_guard(node):
            skipped.update(id(inner) for statement in node.body for inner in ast.walk(statement))
    names = []  # type: List[str]
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found = [alias.name.split(".")[0] for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found = [node.module.split(".")[0]]
        else:
            continue
        names.extend(name for name in found if name not in names)
    return names


def loaded_by_importing(python: str, modules: List[str]) -> Set[str]:
    """What importing modules (by name, nothing else) adds to a bare `-I -S` start of python."""
    code = (
        "import sys\nbare = set(sys.modules)\n%s\n"
        "print(' '.join(sorted(set(sys.modules) - bare)))\n"
        % "".join("import %s\n" % module for module in modules)
    )
    result = subprocess.run(
        [python] + JUDGE_START + ["-c", code], stdout=subprocess.PIPE, check=True
    )
    return set(result.stdout.decode("ascii").split())
