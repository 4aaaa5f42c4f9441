"""Make the Princeton 8puzzle judge cases from the assignment's puzzle files.

Usage
    python3 tools/make_princeton_cases.py SOURCE_DIR [--only NAME ...] [--jobs N] [--python EXE]
                                          [--timeout SECONDS] [--force] [--cases DIR]

    SOURCE_DIR       the public puzzle files (puzzle04.txt, puzzle4x4-78.txt, ...; the assignment's
                     8puzzle.zip) and, if present, INDEX.tsv: file, n, expected moves or
                     `unsolvable`. Without one there, tests/data/princeton_8puzzle_index.tsv is
                     used.
    --only NAME ...  just these puzzles (NAME is the file name without .txt)
    --jobs N         solver processes at once (default 1)
    --python EXE     the interpreter that runs the solution (default: this one; pypy3 is much
                     faster on the hard 4x4 boards)
    --timeout S      give up on a puzzle after S seconds (default: no limit); it is reported and
                     nothing is written for it
    --force          re-solve and rewrite NAME.out even if it exists (otherwise an existing .out is
                     kept after the checker accepts it again, so an interrupted run can be resumed)
    --cases DIR      write the cases to DIR instead of judge_cases/princeton_8puzzle; then the
                     index copy in tests/data is left alone
    --paths FILE     take the path of a puzzle from FILE instead of running the solution: lines
                     `SOURCE_FILE MOVES PATH` as oracle/fifteen_puzzle.py prints them (PATH is
                     the blank's moves U/D/L/R); the output is printed from the path with the
                     solution's own Board, then checked like any other

What it writes
    judge_cases/princeton_8puzzle/NAME.in   the puzzle file, byte for byte
    judge_cases/princeton_8puzzle/NAME.out  the output of `solutions/princeton_8puzzle.py NAME.in`,
                                            run as a process, written only after the special judge
                                            (judge_cases/princeton_8puzzle_checker.py) accepts it
                                            against the INDEX's move count: a wrong file is refused
    tests/data/princeton_8puzzle_index.tsv  a copy of SOURCE_DIR/INDEX.tsv, when there is one
    Each .out is written to a temporary file and renamed, so an interrupted run leaves no half file.
    The INDEX, not the solver, is the truth: the solution only supplies one shortest path, and the
    checker proves the path legal, from the input, to the goal and as long as the INDEX says.

How the committed references were made
    They were generated once by a long offline run, on the public files with their INDEX.tsv:
        python3 tools/make_princeton_cases.py /path/to/princeton-8puzzle --python pypy3 --jobs 2 \\
            --only <every puzzle but puzzle4x4-78 and puzzle4x4-80>
    151 puzzles (the run prints each one's moves and seconds; the Princeton section of
    docs/performance.md measures the solution on these files). puzzle4x4-78 and puzzle4x4-80 (78
    and 80 moves) are beyond that solver (known_slow: they run out of time by design); their
    paths came from the independent pattern-database solver instead:
        pypy3 oracle/fifteen_puzzle.py SOURCE_DIR/puzzle4x4-78.txt SOURCE_DIR/puzzle4x4-80.txt \\
            > paths
        python3 tools/make_princeton_cases.py SOURCE_DIR --only puzzle4x4-78 puzzle4x4-80 \\
            --paths paths --force

Cost
    One solver process per puzzle, its search time exponential in the gap between its estimate
    and the true length (docs/performance.md, "Princeton 8puzzle", has the figures). Checking
    each output is O(its size).

Sample run
    $ python3 tools/make_princeton_cases.py ~/8puzzle --only puzzle04 puzzle3x3-unsolvable
    puzzle04: 4 moves, T s, written
    puzzle3x3-unsolvable: unsolvable, T s, written
    2 written, 0 kept, 0 failed in T s
"""

import argparse
import concurrent.futures
import csv
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Dict, List, Optional, Tuple

REPO_ROOT = Path(__file__).resolve().parent.parent
SOLUTION = REPO_ROOT / "solutions" / "princeton_8puzzle.py"
CHECKER = REPO_ROOT / "judge_cases" / "princeton_8puzzle_checker.py"
DEFAULT_CASES = REPO_ROOT / "judge_cases" / "princeton_8puzzle"
INDEX_COPY = REPO_ROOT / "tests" / "data" / "princeton_8puzzle_index.tsv"
INDEX_NAME = "INDEX.tsv"
UNSOLVABLE = "unsolvable"


def load_checker() -> ModuleType:
    """The special judge as a module (its check() is what the judge runs)."""
    return load_module(CHECKER, "princeton_8puzzle_checker")


def load_module(path: Path, name: str) -> ModuleType:
    """A single-file program imported as a module."""
    spec = importlib.util.spec_from_file_location(name, str(path))
    if spec is None or spec.loader is None:
        raise ImportError("cannot load %s as a module" % path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_index(path: Path) -> Dict[str, Optional[int]]:
    """NAME -> expected moves (None: unsolvable), from INDEX.tsv's columns file, n,
    expected_moves."""
    expected = {}  # type: Dict[str, Optional[int]]
    with open(str(path), newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file, delimiter="\t"))
    if not rows or rows[0][:3] != ["file", "n", "expected_moves"]:
        raise SystemExit("%s: expected the header file, n, expected_moves" % path)
    for row in rows[1:]:
        name, moves = row[0][: -len(".txt")], row[2]
        expected[name] = None if moves == UNSOLVABLE else int(moves)
    return expected


def expected_text(moves: Optional[int]) -> str:
    """What the checker needs from an expected file: its first line."""
    return "No solution possible\n" if moves is None else "Minimum number of moves = %d\n" % moves


def describe(moves: Optional[int]) -> str:
    return UNSOLVABLE if moves is None else "%d moves" % moves


def write_atomically(path: Path, data: bytes) -> None:
    """Write data to path through a temporary file in the same folder, then rename it."""
    handle, temporary = tempfile.mkstemp(dir=str(path.parent), prefix="." + path.name + ".")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.chmod(temporary, 0o644)  # mkstemp makes 0600; cases are ordinary readable files
        os.replace(temporary, str(path))
    except BaseException:
        os.unlink(temporary)
        raise


def verify(
    checker: ModuleType, input_text: str, output: str, moves: Optional[int]
) -> Optional[str]:
    """None if the checker accepts output as a solution of `moves` moves, else what is wrong
    (including the INDEX contradicting the input, or a valid solution shorter than the INDEX)."""
    try:
        return checker.check(input_text, output, expected_text(moves))
    except checker.JudgeDataError as error:
        return "against the INDEX (%s): %s" % (describe(moves), error)


def read_paths(path: Optional[Path]) -> Dict[str, str]:
    """NAME -> path of blank moves, from `SOURCE_FILE MOVES PATH` lines (empty without a file)."""
    paths = {}  # type: Dict[str, str]
    if path is not None:
        for line in path.read_text("utf-8").splitlines():
            fields = line.split()
            if len(fields) == 3 and fields[1].isdigit():
                paths[Path(fields[0]).stem] = fields[2]
    return paths


def output_from_path(puzzle: bytes, path: str) -> bytes:
    """The solution's output for a puzzle whose shortest path is known, printed by its own Board."""
    solution = load_module(SOLUTION, "princeton_solution")
    board = solution.parse_board(puzzle.decode("utf-8"))
    side = board.dimension()
    parts = ["Minimum number of moves = %d\n" % len(path)]
    for cells in solution.replay(board.cells(), path):
        parts.append(
            str(solution.Board([cells[row : row + side] for row in range(0, side * side, side)]))
        )
        parts.append("\n")
    return "".join(parts).encode("utf-8")


def make_case(
    name: str,
    source: Path,
    cases: Path,
    moves: Optional[int],
    checker: ModuleType,
    python: str,
    timeout: Optional[float],
    force: bool,
    known_path: Optional[str] = None,
) -> Tuple[str, str, float]:
    """Copy NAME.in, then solve, check and write NAME.out: (name, status, seconds).

    status is "written", "kept" or a failure starting with "FAILED".
    """
    puzzle = source.joinpath(name + ".txt").read_bytes()
    input_path, answer_path = cases / (name + ".in"), cases / (name + ".out")
    if not input_path.exists() or input_path.read_bytes() != puzzle:
        write_atomically(input_path, puzzle)
    input_text = puzzle.decode("utf-8")
    if answer_path.exists() and not force:
        problem = verify(checker, input_text, answer_path.read_text("utf-8"), moves)
        if problem:
            return (
                name,
                "FAILED: the existing .out is rejected (%s); rerun with --force" % problem,
                0.0,
            )
        return name, "kept", 0.0
    started = time.monotonic()
    if known_path is not None:
        given = output_from_path(puzzle, known_path)
        problem = verify(checker, input_text, given.decode("utf-8"), moves)
        if problem:
            return (
                name,
                "FAILED: the checker rejects the given path (%s); nothing written" % problem,
                0.0,
            )
        write_atomically(answer_path, given)
        return name, "written from the given path", time.monotonic() - started
    try:
        completed = subprocess.run(
            [python, str(SOLUTION)],
            input=puzzle,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        allowed = timeout or 0.0  # never None here: only a timeout raises TimeoutExpired
        return name, "FAILED: no answer within %g s; nothing written" % allowed, allowed
    seconds = time.monotonic() - started
    if completed.returncode != 0:
        said = completed.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]
        return name, "FAILED: exit status %d %s" % (completed.returncode, said), seconds
    output = completed.stdout.decode("utf-8", "replace")
    problem = verify(checker, input_text, output, moves)
    if problem:
        return (
            name,
            "FAILED: the checker rejects the output (%s); nothing written" % problem,
            seconds,
        )
    write_atomically(answer_path, completed.stdout)
    return name, "written", seconds


def main(arguments: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description="Make judge_cases/princeton_8puzzle from the puzzle files."
    )
    parser.add_argument("source", type=Path, metavar="SOURCE_DIR")
    parser.add_argument("--only", nargs="+", metavar="NAME", default=None)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--timeout", type=float, default=None)
    parser.add_argument("--force", action="store_true")
    parser.add_argument("--cases", type=Path, default=None)
    parser.add_argument("--paths", type=Path, default=None)
    options = parser.parse_args(arguments)
    known_paths = read_paths(options.paths)

    source_index = options.source / INDEX_NAME
    index = read_index(source_index if source_index.exists() else INDEX_COPY)
    names = sorted(path.stem for path in options.source.glob("*.txt"))
    unindexed = [name for name in names if name not in index]
    if unindexed:
        raise SystemExit("not in the index, so they cannot be verified: %s" % " ".join(unindexed))
    missing = sorted(set(index) - set(names))
    if missing and options.only is None:
        print(
            "warning: %d puzzles of the index are not in %s (%s, ...)"
            % (len(missing), options.source, missing[0])
        )
    if options.only is not None:
        unknown = [name for name in options.only if name not in names]
        if unknown:
            raise SystemExit("no such puzzle in %s: %s" % (options.source, " ".join(unknown)))
        names = [name for name in names if name in options.only]
    cases = options.cases or DEFAULT_CASES
    cases.mkdir(parents=True, exist_ok=True)
    if options.cases is None and source_index.exists():
        INDEX_COPY.parent.mkdir(parents=True, exist_ok=True)
        if not INDEX_COPY.exists() or INDEX_COPY.read_bytes() != source_index.read_bytes():
            write_atomically(INDEX_COPY, source_index.read_bytes())

    checker = load_checker()
    started = time.monotonic()
    results = []  # type: List[Tuple[str, str, float]]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(options.jobs, 1)) as pool:
        futures = [
            pool.submit(
                make_case,
                name,
                options.source,
                cases,
                index[name],
                checker,
                options.python,
                options.timeout,
                options.force,
                known_paths.get(name),
            )
            for name in names
        ]
        for future in concurrent.futures.as_completed(futures):
            name, status, seconds = future.result()
            results.append((name, status, seconds))
            print("%s: %s, %.2f s, %s" % (name, describe(index[name]), seconds, status), flush=True)
    failed = [result for result in results if result[1].startswith("FAILED")]
    print(
        "%d written, %d kept, %d failed in %.1f s"
        % (
            sum(status.startswith("written") for _, status, _ in results),
            sum(status == "kept" for _, status, _ in results),
            len(failed),
            time.monotonic() - started,
        )
    )
    for name, status, _ in failed:
        print("  %s: %s" % (name, status))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
