"""python -m slidingkit.tools.cases: the command line (slidingkit/tools/cases/__init__.py describes
it)."""

import argparse
import os
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import List, Optional, Sequence

from slidingkit import problems
from slidingkit.judge import JudgeError
from slidingkit.tools.cases import cases_of, generated, launchers, published
from slidingkit.tools.common import CASES, ROOT


def parse_arguments(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m slidingkit.tools.cases",
        description="Make every problem's judge cases from its package, "
        "slidingkit/problems/NAME/cases.py.",
    )
    parser.add_argument("--seed", type=int, default=None, help="default: each package's SEED")
    parser.add_argument("--out", type=Path, default=CASES, help="default: the repo's judge_cases/")
    parser.add_argument(
        "--only", nargs="+", metavar="NAME", choices=problems.names(), help="default: every one"
    )
    parser.add_argument("--published", type=Path, metavar="DIR", help="the published files")
    parser.add_argument("--cases", nargs="+", metavar="CASE", help="with --published: just these")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--timeout", type=float, default=None)
    parser.add_argument("--force", action="store_true")
    parser.add_argument("--paths", type=Path, default=None)
    return parser.parse_args(argv)


def shown(folder: Path) -> str:
    """folder from the repo root if it is inside it, else from here."""
    inside = str(folder.resolve()).startswith(str(ROOT) + os.sep)
    return os.path.relpath(str(folder), str(ROOT) if inside else os.curdir)


def make_generated(name: str, cases: ModuleType, arguments: argparse.Namespace) -> bool:
    seed = cases.SEED if arguments.seed is None else arguments.seed
    try:
        files = generated.build(name, cases, seed)
    except (ValueError, JudgeError) as error:
        print("%s: nothing written: %s" % (name, error), file=sys.stderr)
        return False
    folder = arguments.out / name
    generated.write(files, folder)
    print("%s: %d cases written to %s" % (name, generated.case_count(files), shown(folder)))
    return True


def make_published(name: str, cases: ModuleType, arguments: argparse.Namespace) -> bool:
    folder = arguments.out / name
    if arguments.published is None:
        count = len(list(folder.glob("*.in")))
        print("%s: %d cases made from published files, left as they are" % (name, count))
        return True
    options = published.Options(
        arguments.cases,
        arguments.jobs,
        arguments.python,
        arguments.timeout,
        arguments.force,
        published.read_paths(arguments.paths),
    )
    started = time.monotonic()
    try:
        results = published.make(name, cases, arguments.published, folder, options)
    except ValueError as error:
        print("%s: %s" % (name, error), file=sys.stderr)
        return False
    if arguments.out == CASES:
        cases.record_index(arguments.published)
    print(published.summary(results, time.monotonic() - started))
    return not any(made.status.startswith(published.FAILED) for made in results)


def copy_settings(name: str, out: Path) -> None:
    """judge_cases/NAME.json: the package's settings, byte for byte, beside the case folder."""
    out.mkdir(parents=True, exist_ok=True)
    (out / (name + ".json")).write_bytes(problems.settings_file(name).read_bytes())


def main(argv: Optional[List[str]] = None) -> int:
    arguments = parse_arguments(argv)
    ok = True
    for name in arguments.only or problems.names():
        cases = cases_of(name)
        copy_settings(name, arguments.out)
        launchers.write_launcher(name, arguments.out)
        if hasattr(cases, "generate"):
            ok = make_generated(name, cases, arguments) and ok
        else:
            ok = make_published(name, cases, arguments) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
