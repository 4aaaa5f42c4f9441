"""Which modules a program loads beyond a bare start of its interpreter, as a judge would run it.

A judge times the whole process, imports included, and its interpreter has none of this machine's
site customizations (here a `.pth` file imports certifi, and with it typing, at every start). So
the program runs under `-I -S`: no site, no user paths, no environment. A small harness records
sys.modules as the interpreter left it, runs the program as __main__ on the given input, and
prints what was added; that is what the program itself cost in imports.

Standard library only; used by tests/test_submission_imports.py and the bench.
"""

import subprocess
from pathlib import Path
from typing import List, Set

JUDGE_START = ["-I", "-S"]  # the flags that start an interpreter as a judge's does, site-free
MARK = "modules beyond a bare start:"
# Runs as `python -I -S -c HARNESS PROGRAM` with the program's input on stdin. compile() and exec()
# need no import, so everything added to sys.modules is the program's doing; the program's
# quick_exit ends in a SystemExit here (posix, like sys, is loaded at every start).
HARNESS = """
import sys
import posix
bare = set(sys.modules)
def leave(status):
    raise SystemExit(status)
posix._exit = leave
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
