"""The mutation-testing run of `make mutate`: cosmic-ray on each target, in copies of the tree.

What it does
    For each target (slidingkit/tools/mutate/targets.py: a module and the test files that exercise
    it):
    1. copies the work tree into .mutate/tree-N (one copy per job): cosmic-ray rewrites the file on
       disk for each mutant, and it only ever rewrites the copy, so the source tree is the same
       after the run whether it finished, failed or was interrupted;
    2. runs the target's tests once on the unmutated copy: they must pass, and their time sets the
       per-mutant timeout (a mutant that makes a loop endless is killed by that timeout);
    3. has cosmic-ray list every mutant of the module (.mutate/NAME.sqlite), skips the operators
       listed under "Operators" below, and runs the tests against each remaining mutant, with -x
       (the first failing test kills it);
    4. prints killed / total per module and the diff of every survivor. A survivor that
       docs/mutation.md lists as equivalent (in its "Equivalent mutants" list, by module, the
       line as written and the line as mutated) is shown as such; any other survivor, or a mutant
       cosmic-ray could not run, makes the exit status 1.

Operators
    cosmic-ray's core operators make every replacement of an operator (`+` becomes `-`, `*`, `/`,
    `//`, `%`, `**`, `<<`, `>>`, `|`, `&` and `^`; `==` becomes each of the seven other
    comparisons); most of those only multiply the count, so, as PIT's and mutmut's defaults do, this
    tool keeps one replacement per operator and skips the rest:
    - arithmetic: `+` -> `-`, `-` -> `+`, `*` -> `/`, `/` -> `*`, `//` -> `*`, `%` -> `//`; none
      where a string or bytes literal stands on either side (`"move %d" % index`, `text + "..."`):
      those mutants only raise a TypeError on that line, and the mutants of the condition that
      leads there already need a test that reaches it;
    - comparisons: `==` <-> `!=`, `is` <-> `is not`, and each of `<`, `<=`, `>`, `>=` to its
      boundary (`<` -> `<=`) and to its negation (`<` -> `>=`);
    - unary operators: deleted (`-x` -> `x`, `not x` -> `x`);
    - all of cosmic-ray's other core operators: a condition negated (`if x` -> `if not x`), `and`
      <-> `or`, `True` <-> `False`, a number + 1 (not also - 1: mutmut's and PIT's choice),
      `break` <-> `continue`, an except clause that catches nothing, a for loop that runs no
      iteration.

Usage
    python -m slidingkit.tools.mutate [--jobs N] [--only MODULE ...] [--survivors]   (from the
    repo's root) --only runs the named targets (their module paths) alone; the exit status then
    speaks for them only. --survivors runs again only the mutants that survived the last run (after
    adding tests; the mutated modules must be unchanged since, or the sessions no longer match
    them). --jobs 2 (the default, `make mutate MUTATE_JOBS=N` to change) runs two mutants at once.
Cost
    O(mutants x the target's tests): per mutant, one pytest process (its start-up and collection)
    plus the target's tests up to the first failure (docs/mutation.md, "Run time"). This tool
    prints each target's count of mutants and the time of its tests as it starts, and the run's
    wall time at the end; no page keeps those figures.
"""

import argparse
import ast
import os
import re
import shlex
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

import toml
from cosmic_ray.work_db import WorkDB, use_db
from cosmic_ray.work_item import TestOutcome, WorkerOutcome, WorkResult

from slidingkit.tools.common import ROOT
from slidingkit.tools.mutate import targets as declared

WORK = ROOT / ".mutate"
DOCS = ROOT / "docs" / "mutation.md"
COPY_IGNORE = shutil.ignore_patterns(
    ".git",
    ".venv",
    ".mutate",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    "*.egg-info",
    "build",
    "mutants",
    "*.pyc",
)
PYTEST = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider"]
# One replacement per operator, as PIT's and mutmut's defaults make (see "Operators" above).
ARITHMETIC = {
    "Add": "Sub",
    "Sub": "Add",
    "Mul": "Div",
    "Div": "Mul",
    "FloorDiv": "Mul",
    "Mod": "FloorDiv",
}
COMPARISONS = {
    "Eq": {"NotEq"},
    "NotEq": {"Eq"},
    "Is": {"IsNot"},
    "IsNot": {"Is"},
    "Lt": {"LtE", "GtE"},
    "LtE": {"Lt", "Gt"},
    "Gt": {"GtE", "LtE"},
    "GtE": {"Gt", "Lt"},
}
BINARY = re.compile(r"core/ReplaceBinaryOperator_([A-Za-z]+)_([A-Za-z]+)$")
COMPARISON = re.compile(r"core/ReplaceComparisonOperator_([A-Za-z]+)_([A-Za-z]+)$")
UNARY = re.compile(r"core/ReplaceUnaryOperator_([A-Za-z]+)_([A-Za-z]+)$")


class Target:
    """One module to mutate and the pytest arguments that select its tests."""

    def __init__(self, module: str, tests: str) -> None:
        self.module = module
        self.tests = shlex.split(tests)
        self.name = declared.session_name(module)
        self.session = WORK / (self.name + ".sqlite")
        self.config = WORK / (self.name + ".toml")
        self.baseline_seconds = 0.0
        self.pending = 0


def load_targets() -> List[Target]:
    """Every target, its selection checked (slidingkit/tools/mutate/targets.py): SystemExit on a bad
    one."""
    found = []
    for module, tests in declared.targets():
        problems = declared.selection_problems(tests)
        if problems:
            raise SystemExit("mutate: %s: %s" % (module, "; ".join(problems)))
        found.append(Target(module, tests))
    return found


def copy_tree(number: int) -> Path:
    """A fresh copy of the work tree (tracked or not, as it is now) for job `number`."""
    tree = WORK / ("tree-%d" % number)
    if tree.exists():
        shutil.rmtree(str(tree))
    shutil.copytree(str(ROOT), str(tree), ignore=COPY_IGNORE)
    return tree


def environment() -> Dict[str, str]:
    """No .pyc files: a mutant written in the same second as the original, at the same size,
    could otherwise be run from the original's cached bytecode."""
    env = dict(os.environ)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.pop("PYTHONPATH", None)
    # as an activated .venv would: tests find its tools (vermin) on PATH
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    return env


def run(command: Sequence[str], cwd: Path, log: Optional[Path] = None) -> int:
    """Run command in cwd (a copy of the tree), its output to log; its exit status."""
    output = open(str(log), "w") if log else None
    try:
        return subprocess.call(
            list(command),
            cwd=str(cwd),
            env=environment(),
            stdout=subprocess.DEVNULL if output is None else output,
            stderr=subprocess.STDOUT,
        )
    finally:
        if output is not None:
            output.close()


def end_strays() -> None:
    """After an interrupt: end every process still working in a copy of the tree (cosmic-ray
    runs each test command in a session of its own, which Ctrl-C does not reach)."""
    trees = str(WORK) + os.sep
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cwd = os.readlink(str(entry / "cwd"))
        except OSError:
            continue
        if (cwd + os.sep).startswith(trees):
            try:
                os.kill(int(entry.name), signal.SIGKILL)
            except OSError:
                pass


# ---- which mutants to run ----


def string_operator_positions(source: str) -> List[Tuple[Tuple[int, int], Tuple[int, int]]]:
    """(after the left operand, before the right operand) of every binary operator with a string
    or bytes literal on either side, as (line, column in characters)."""
    lines = source.splitlines()

    def position(line: Optional[int], byte_column: Optional[int]) -> Tuple[int, int]:
        assert line is not None and byte_column is not None  # ast.parse sets all positions
        return line, len(lines[line - 1].encode("utf-8")[:byte_column].decode("utf-8", "replace"))

    def literal(node: ast.AST) -> bool:
        return isinstance(node, ast.JoinedStr) or (
            isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes))
        )

    spans = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.BinOp) and (literal(node.left) or literal(node.right)):
            spans.append(
                (
                    position(node.left.end_lineno, node.left.end_col_offset),
                    position(node.right.lineno, node.right.col_offset),
                )
            )
    return spans


def kept(operator: str, occurrence: int, on_string: bool) -> bool:
    """Whether this tool runs a mutant of `operator` (see "Operators" above)."""
    binary, comparison, unary = (
        BINARY.match(operator),
        COMPARISON.match(operator),
        UNARY.match(operator),
    )
    if operator == "core/NumberReplacer":
        return occurrence % 2 == 0  # each number's mutants come in pairs: +1, then -1
    if binary:
        return not on_string and ARITHMETIC.get(binary.group(1)) == binary.group(2)
    if comparison:
        return comparison.group(2) in COMPARISONS.get(comparison.group(1), ())
    if unary:
        return unary.group(1) == "Delete"
    return True


def skip_noise(target: Target, tree: Path) -> None:
    """Mark the mutants this tool leaves out (see the module docstring) skipped."""
    spans = string_operator_positions((tree / target.module).read_text(encoding="utf-8"))
    with use_db(str(target.session), WorkDB.Mode.open) as db:
        skipped = []
        for item in db.pending_work_items:
            for mutation in item.mutations:
                start = tuple(mutation.start_pos)
                if not kept(
                    mutation.operator_name,
                    mutation.occurrence,
                    any(low <= start <= high for low, high in spans),
                ):
                    skipped.append(item.job_id)
                    break
        if skipped:
            db.set_multiple_results(
                skipped,
                WorkResult(
                    output="left out by slidingkit/tools/mutate/cli.py",
                    worker_outcome=WorkerOutcome.SKIPPED,
                ),
            )
        target.pending = sum(1 for _ in db.pending_work_items)


def prepare(target: Target, tree: Path, timeout_floor: float, survivors_only: bool = False) -> None:
    """Baseline run (must pass), cosmic-ray config and session with the noise skipped; or, with
    survivors_only, the existing session with its survivors (and mutants not run) made pending."""
    started = time.monotonic()
    log = WORK / (target.name + ".baseline.log")
    status = run(PYTEST + target.tests, tree, log)
    target.baseline_seconds = time.monotonic() - started
    if status != 0:
        raise SystemExit(
            "mutate: the tests of %s fail without any mutant (exit %d); see %s"
            % (target.module, status, log)
        )
    timeout = max(timeout_floor, 4 * target.baseline_seconds + 10)
    config = {
        "cosmic-ray": {
            "module-path": target.module,
            "timeout": round(timeout, 1),
            "excluded-modules": [],
            "test-command": shlex.join(PYTEST + target.tests),
            "distributor": {"name": "local"},
        }
    }
    target.config.write_text(toml.dumps(config), encoding="utf-8")
    if survivors_only and target.session.exists():
        with sqlite3.connect(str(target.session)) as connection:
            connection.execute(
                "DELETE FROM work_results WHERE worker_outcome != 'SKIPPED'"
                " AND (test_outcome IS NULL OR test_outcome != 'KILLED')"
            )
        with use_db(str(target.session), WorkDB.Mode.open) as db:
            target.pending = sum(1 for _ in db.pending_work_items)
        return
    if target.session.exists():
        target.session.unlink()
    if (
        run(
            [
                sys.executable,
                "-m",
                "cosmic_ray.cli",
                "init",
                str(target.config),
                str(target.session),
            ],
            tree,
        )
        != 0
    ):
        raise SystemExit("mutate: cosmic-ray init failed for %s" % target.module)
    skip_noise(target, tree)


# ---- the report ----


def equivalents() -> Dict[Tuple[str, str, str], str]:
    """(module, line as written, line as mutated) -> the reason, from docs/mutation.md's list:
    - `MODULE` `ORIGINAL` -> `MUTANT`: REASON"""
    listed = {}  # type: Dict[Tuple[str, str, str], str]
    if not DOCS.exists():
        return listed
    pattern = re.compile(r"^- `([^`]+)` `(.+?)` -> `(.+?)`: (.+)$")
    for line in DOCS.read_text(encoding="utf-8").splitlines():
        match = pattern.match(line)
        if match:
            listed[match.group(1), match.group(2), match.group(3)] = match.group(4)
    return listed


def changed_lines(diff: str) -> Tuple[str, str]:
    """The lines a mutant's unified diff removes and adds, each set joined by ' / '."""
    removed = [
        line[1:].strip()
        for line in diff.splitlines()
        if line.startswith("-") and not line.startswith("---")
    ]
    added = [
        line[1:].strip()
        for line in diff.splitlines()
        if line.startswith("+") and not line.startswith("+++")
    ]
    return " / ".join(removed), " / ".join(added)


# Long: one pass over cosmic-ray's results that sorts each mutant (killed, equivalent as listed,
# survived, not run) and keeps its detail line beside its count.
def report(targets: List[Target]) -> int:
    listed = equivalents()
    used = set()
    unexplained = 0
    rows = []
    details = []
    for target in targets:
        killed = survived = equivalent = broken = 0
        with use_db(str(target.session), WorkDB.Mode.open) as db:
            for item, result in db.completed_work_items:
                if result.worker_outcome == WorkerOutcome.SKIPPED:
                    continue
                mutation = item.mutations[0]
                where = "%s:%d %s #%d" % (
                    target.module,
                    mutation.start_pos[0],
                    mutation.operator_name.split("/")[-1],
                    mutation.occurrence,
                )
                if (
                    result.worker_outcome != WorkerOutcome.NORMAL
                    or result.test_outcome == TestOutcome.INCOMPETENT
                ):
                    broken += 1
                    details.append(
                        "NOT RUN %s (%s)\n%s" % (where, result.worker_outcome, result.output)
                    )
                elif result.test_outcome == TestOutcome.KILLED:
                    killed += 1
                else:
                    original, mutant = changed_lines(result.diff)
                    key = (target.module, original, mutant)
                    if key in listed:
                        equivalent += 1
                        used.add(key)
                        details.append(
                            "equivalent %s: %s -> %s\n  (%s)"
                            % (where, original, mutant, listed[key])
                        )
                    else:
                        survived += 1
                        details.append("SURVIVED %s\n%s" % (where, result.diff))
        total = killed + survived + equivalent + broken
        unexplained += survived + broken
        rows.append(
            "%-45s %5d / %-5d %9d %10d %8d  %6.1f s"
            % (target.module, killed, total, equivalent, survived, broken, target.baseline_seconds)
        )
    for key in sorted(set(listed) - used):
        if any(key[0] == target.module for target in targets):
            details.append(
                "stale: docs/mutation.md lists %s `%s` -> `%s`, which no longer survives" % key
            )
    print("\n".join(details))
    print()
    print(
        "%-45s %13s %9s %10s %8s  %8s"
        % ("module", "killed/total", "equivalent", "survived", "not run", "tests")
    )
    print("\n".join(rows))
    return 1 if unexplained else 0


# ---- running ----


def execute(targets: List[Target], trees: List[Path]) -> None:
    """Each job runs one target's pending mutants at a time in its own copy of the tree, taking
    the next target when it is done, the largest (pending mutants x test time) first."""
    queue = sorted(targets, key=lambda target: -target.pending * target.baseline_seconds)
    lock = threading.Lock()
    failures = []

    def job(tree: Path) -> None:
        while True:
            with lock:
                if not queue:
                    return
                target = queue.pop(0)
            log = WORK / (target.name + ".exec.log")
            status = run(
                [
                    sys.executable,
                    "-m",
                    "cosmic_ray.cli",
                    "exec",
                    str(target.config),
                    str(target.session),
                ],
                tree,
                log,
            )
            if status != 0:
                failures.append(
                    "cosmic-ray exec failed for %s (exit %d); see %s" % (target.module, status, log)
                )
            with sqlite3.connect(str(target.session)) as connection:
                counts = dict(
                    connection.execute(
                        "SELECT test_outcome, COUNT(*) FROM work_results"
                        " WHERE worker_outcome = 'NORMAL' GROUP BY test_outcome"
                    )
                )
            print(
                "mutate: %s done: %d killed, %d survived"
                % (target.module, counts.get("KILLED", 0), counts.get("SURVIVED", 0)),
                flush=True,
            )

    threads = [threading.Thread(target=job, args=(tree,), daemon=True) for tree in trees]
    for thread in threads:
        thread.start()
    for thread in threads:
        while thread.is_alive():
            thread.join(0.5)
    if failures:
        raise SystemExit("mutate: " + "; ".join(failures))


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m slidingkit.tools.mutate", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--jobs", type=int, default=2, help="mutants run at once, each in its own copy (default 2)"
    )
    parser.add_argument("--only", nargs="+", metavar="MODULE", help="run these targets only")
    parser.add_argument(
        "--survivors",
        action="store_true",
        help="run again only the mutants that survived (or did not run) in the last run's sessions",
    )
    parser.add_argument(
        "--timeout-floor",
        type=float,
        default=30.0,
        help="the least per-mutant timeout, seconds (default 30)",
    )
    args = parser.parse_args(argv)
    targets = load_targets()
    if args.only:
        unknown = set(args.only) - {target.module for target in targets}
        if unknown:
            parser.error("not a target in pyproject.toml: %s" % ", ".join(sorted(unknown)))
        targets = [target for target in targets if target.module in args.only]
    started = time.monotonic()
    WORK.mkdir(exist_ok=True)
    jobs = max(1, min(args.jobs, len(targets)))
    trees = [copy_tree(number) for number in range(jobs)]
    for target in targets:
        prepare(target, trees[0], args.timeout_floor, args.survivors)
        print(
            "mutate: %s: %d mutants, tests %.1f s"
            % (target.module, target.pending, target.baseline_seconds),
            flush=True,
        )
    execute(targets, trees)
    status = report(targets)
    print(
        "wall time %.0f s with %d job%s"
        % (time.monotonic() - started, jobs, "" if jobs == 1 else "s")
    )
    return status


def interrupted(signal_number, frame) -> None:
    raise KeyboardInterrupt


def run_main() -> int:
    """main(), with Ctrl-C and SIGTERM ending every process still working in a copy."""
    signal.signal(signal.SIGTERM, interrupted)
    try:
        return main()
    except KeyboardInterrupt:
        end_strays()
        sys.exit("mutate: interrupted; the source tree was never mutated (only .mutate/tree-N)")
