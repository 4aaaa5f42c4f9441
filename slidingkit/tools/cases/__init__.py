"""Make every problem's judge cases from its package, slidingkit/problems/NAME/cases.py.

Usage
    python -m slidingkit.tools.cases [--seed N] [--out DIR] [--only NAME ...]
    python -m slidingkit.tools.cases --published DIR [--only NAME ...] [--cases CASE ...] [--jobs N]
                          [--python EXE] [--timeout S] [--force] [--paths FILE] [--out DIR]

    --seed N         seed for every random choice (default: each package's SEED); the same seed
                     gives byte-identical files under CPython 3.8+ and PyPy
    --out DIR        folder holding the case folders (default: judge_cases/ in the repo root)
    --only NAME ...  just these problems (default: every one, problems.names())
    --published DIR  remake the cases of the problems made from published files (the package
                     has published(), e.g. the Princeton assignment's puzzle files) from DIR;
                     without it their cases are left as they are. With it:
      --cases CASE ...  just these cases (NAME without .in)
      --jobs N          solution processes at once (default 1)
      --python EXE      the interpreter that runs the solution (default: this one)
      --timeout S       give up on a case after S seconds (default: no limit); nothing is written
      --force           solve and rewrite CASE.out even if it exists (otherwise an existing one is
                        kept after the checker accepts it again, so a stopped run can go on)
      --paths FILE      take a case's answer from a known path instead of running the solution:
                        lines `SOURCE_FILE MOVES PATH` as slidingkit/oracle/fifteen_puzzle.py prints
                        them

What it writes
    DIR/NAME/CASE.in + CASE.out for each problem, bytes exactly as made (no newline translation):
    - a generated problem (its package has generate()): the statement's samples (SAMPLES) as
      sample-1, sample-2, ..., then generate(seed)'s cases, each .out its package's expected()
      of the .in: plain BFS and the like from slidingkit/oracle/, never a solution. For a problem
      with a special judge (the checker of judge_cases/NAME.json) the .out is one answer it accepts.
      Before anything of the problem is written, each sample's answer must be expected()'s (or, with
      a checker, accepted by it) and each input must pass the package's validate(), but the cases
      named extension-*, which it must reject (they test what our files do beyond the statement).
    - a published problem (its package has published()), with --published: each input byte for
      byte, and an answer from the solution (solutions/NAME.py run as a process) or a known
      path, written only after the checker accepts it against the published answer, through a
      temporary file renamed, so a stopped run leaves no half file
      (slidingkit/tools/cases/published.py).
    - DIR/NAME.json: the package's settings (slidingkit/problems/NAME/settings.json), byte for byte.
    - DIR/NAME_checker.py, for a problem with a special judge (the settings' checker): the
      launcher that runs slidingkit/problems/NAME/checker.py (slidingkit/tools/cases/launchers.py).
    Any other file is left alone.

Cost
    For the default: nine 3x3 BFS runs (181,440 boards each) and a handful of smaller shapes,
    O(boards) each; the inversion count of one 999x999 board, O(N log N) for its 10^6 tiles, and
    the writing of its 7 MB. For --published: one solver process a case, its search time
    exponential in the gap between its estimate and the true length.

Sample run
    $ python -m slidingkit.tools.cases --only luogu_p1379
    luogu_p1379: 59 cases written to judge_cases/luogu_p1379
"""

import importlib
from types import ModuleType


def cases_of(name: str) -> ModuleType:
    """The cases module of the problem called name, slidingkit/problems/NAME/cases.py."""
    return importlib.import_module("slidingkit.problems.%s.cases" % name)
