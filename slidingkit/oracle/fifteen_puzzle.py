"""An independent, optimal 15-puzzle (4x4) solver for offline use: the reference the project's own
solvers are checked against. It shares no code with slidingkit/core/ or solutions/ on purpose.

Goal       tiles 1..15 in row-major order, blank (0) last:
           1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0.
Input      Princeton puzzle files: `4` then 16 integers (0 is the blank), any whitespace.
           Korf's 100 instances from a TSV (columns id, tiles, optimal_length) whose goal has the
           blank at top-left; such a board is rotated 180 degrees and each tile t relabelled 16 - t,
           which maps that goal onto ours and keeps every optimal length.
Output     one line per board on stdout:
               FILE MOVES PATH            e.g. `puzzle4x4-05.txt 5 LDRRR`; a solved board
                                          prints `FILE 0`
               FILE unsolvable
               korf-N MOVES PATH expected=LENGTH
           FILE is the file's base name; PATH names the direction the blank travels (U, D, L, R).
           On stderr, lines starting with `#`: the build time, each board's nodes and seconds, and a
           progress line after each IDA* iteration once a search has run for a second.
Checks     solvability by permutation parity before any search; every path is replayed to the goal
           before it is printed (the oracle's parity rule and replay: family_reference.solvable,
           reference_paths.replay). A path that does not replay, or a Korf length that differs
           from the expected one, is a bug in this file: stderr names it and the exit status is 3.
           Bad input (a missing or malformed file, a board that is not 4x4, a repeated tile,
           --korf without --korf-file): one line on stderr, exit status 1.

Algorithm  IDA* guided by additive disjoint pattern databases with the blank (Korf & Felner 2002),
           partition 6-6-3: {1,2,5,6,9,10}, {3,4,7,8,11,12}, {13,14,15}; the estimate is the larger
           of the sums for the board and for its reflection across the main diagonal (same tables).
           Each database is built by a 0-1 breadth-first search backwards from the goal over the
           pattern tiles' cells plus the blank's cell, where moving a pattern tile costs 1 and
           moving the blank through other cells costs 0, then minimised over the blank and stored as
           one byte per placement, indexed by the pattern tiles' cells read as hexadecimal digits.
           The search updates the estimate incrementally (only the moved tile's two lookups change),
           never undoes the previous move, and raises its bound only to lengths of the goal's
           parity.
Cost       Build, once per process: O(16!/(15-k)!) time for a k-tile database (every (placement,
           blank) pair once: 57.7 M for k = 6); memory the tables (2 * 16^6 + 16^3 bytes, 34 MB)
           plus O(16^k) bytes of build scratch (see build_pattern_database). `--cache FILE` stores
           the tables so later runs only read those 34 MB. Search: memory O(moves); time
           exponential in the gap between the estimate and the true length. The tool measures its
           own cost: the build time and each board's nodes and seconds on stderr (see Output). It
           is meant for PyPy, whose JIT makes the build and the search far faster than CPython.
Usage      pypy3 -m slidingkit.oracle.fifteen_puzzle [--cache FILE] FILE [FILE ...]
           pypy3 -m slidingkit.oracle.fifteen_puzzle [--cache FILE] --korf-file KORF_TSV \\
                 --korf N [--korf N ...]
           (from the repository's root, or anywhere with the kit installed)
           from slidingkit.oracle.fifteen_puzzle import solve   # solve(board) -> path or None
Sample run (from the repo root, the cache already built)
           $ pypy3 -m slidingkit.oracle.fifteen_puzzle --cache /tmp/pdb-663.bin \\
                 ../shared/data/princeton-8puzzle/puzzle4x4-05.txt 2>/dev/null
           puzzle4x4-05.txt 5 LDRRR
"""

import argparse
import gc
import os
import sys
import time
from array import array
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from slidingkit.oracle.family_reference import solvable
from slidingkit.oracle.reference_paths import replay

SIDE = 4
CELLS = SIDE * SIDE
BLANK = 0
GOAL = tuple(list(range(1, CELLS)) + [BLANK])
BLANK_GOAL_CELL = CELLS - 1

# The disjoint patterns; every tile 1..15 is in exactly one. Chosen by measurement on Korf's
# instances 1-10 (nodes in all): 5-5-5 {1,2,3,5,6} {4,7,8,11,12} {9,10,13,14,15} with the reflected
# lookup 3.1e7; this 6-6-3 without it 4.3e7, with it 1.1e7.
PARTITION = ((1, 2, 5, 6, 9, 10), (3, 4, 7, 8, 11, 12), (13, 14, 15))

MOVE_STEP = {"U": -SIDE, "D": SIDE, "L": -1, "R": 1}
EXIT_BAD_INPUT = 1
EXIT_SELF_CHECK_FAILED = 3

Board = Tuple[int, ...]


def neighbor_cells(cell: int) -> List[int]:
    """Cells next to `cell`, in the order U, D, L, R."""
    row, column = divmod(cell, SIDE)
    found = []
    if row > 0:
        found.append(cell - SIDE)
    if row < SIDE - 1:
        found.append(cell + SIDE)
    if column > 0:
        found.append(cell - 1)
    if column < SIDE - 1:
        found.append(cell + 1)
    return found


NEIGHBORS = [neighbor_cells(cell) for cell in range(CELLS)]
# TRANSPOSED[cell] is the cell's mirror image across the main diagonal.
TRANSPOSED = [(cell % SIDE) * SIDE + cell // SIDE for cell in range(CELLS)]
MOVE_NAME = {step: name for name, step in MOVE_STEP.items()}


# ---- boards: checks and solvability ---------------------------------------------------------


def check_board(board: Sequence[int]) -> None:
    """Raise ValueError unless `board` holds each of 0..15 exactly once."""
    if len(board) != CELLS or sorted(board) != list(range(CELLS)):
        raise ValueError(
            "a 4x4 board must hold each of 0..15 exactly once, got %s" % (list(board),)
        )


def is_solvable(board: Board) -> bool:
    """True when `board` can reach GOAL: the kit's one parity rule
    (slidingkit/oracle/family_reference.py). O(cells log cells)."""
    return solvable(board, GOAL, SIDE)


def blank_goal_distance(board: Board) -> int:
    row, column = divmod(board.index(BLANK), SIDE)
    goal_row, goal_column = divmod(BLANK_GOAL_CELL, SIDE)
    return abs(row - goal_row) + abs(column - goal_column)


def korf_to_board(korf_tiles: Sequence[int]) -> Board:
    """Map a board written for Korf's goal (blank first, then 1..15) onto GOAL: rotate 180 degrees
    and relabel tile t as 16 - t. Distances are unchanged because the map is a symmetry."""
    rotated = list(reversed(korf_tiles))
    return tuple(CELLS - tile if tile != BLANK else BLANK for tile in rotated)


# ---- pattern databases ---------------------------------------------------------------------------


def build_pattern_database(pattern: Sequence[int]) -> bytearray:
    """The additive pattern database of `pattern`, as bytes indexed by sum(cell_i << 4*i), cell_i
    being the cell of pattern[i]: the fewest moves *of pattern tiles* that bring those tiles home,
    any other tile counting as indistinguishable and the blank ending anywhere
    (255 marks impossible indices).

    A 0-1 breadth-first search backwards from the goal over (pattern cells, blank cell), one
    distance level at a time. A state is expanded a whole blank region at once: the cells the blank
    reaches for free (without moving a pattern tile) share one distance. Cost for k tiles: every one
    of the 16!/(15-k)! (placement, blank) pairs once (57.7 M for k = 6), so O(16!/(15-k)!) time;
    memory 16^k bytes for the table, 4 * 16^k bytes of per-placement blank-cell bit masks (67 MB
    for k = 6) and two levels of 8-byte states (the largest holds 4.3 M for k = 6)."""
    size = len(pattern)
    table = bytearray(b"\xff") * (CELLS**size)
    # Bit `cell` of expanded[placement] / queued[placement]: (placement, blank in cell) was expanded
    # / is waiting in the next level. A state is an int: placement << 4 | blank cell; a level is an
    # array of them (8 bytes each under CPython too).
    expanded = array("H", [0]) * (CELLS**size)
    queued = array("H", [0]) * (CELLS**size)
    goal_placement = sum((tile - 1) << (4 * slot) for slot, tile in enumerate(pattern))
    frontier = array("q", [goal_placement << 4 | BLANK_GOAL_CELL])
    slot_at_cell = [-1] * CELLS
    neighbors = NEIGHBORS
    distance = 0
    while frontier:
        next_frontier = array("q")
        for state in frontier:
            placement = state >> 4
            blank = state & 15
            if expanded[placement] >> blank & 1:
                continue  # its blank region was already expanded at this distance or lower
            for slot in range(size):
                slot_at_cell[(placement >> (4 * slot)) & 15] = slot
            region = [blank]
            region_mask = 1 << blank
            position = 0
            while position < len(region):
                cell = region[position]
                position += 1
                for neighbor in neighbors[cell]:
                    slot = slot_at_cell[neighbor]
                    if slot < 0:  # the blank moves for free
                        if not region_mask >> neighbor & 1:
                            region_mask |= 1 << neighbor
                            region.append(neighbor)
                    else:  # pattern tile `slot` slides from `neighbor` into the blank's `cell`
                        moved = placement + ((cell - neighbor) << (4 * slot))
                        if not (expanded[moved] | queued[moved]) >> neighbor & 1:
                            queued[moved] |= 1 << neighbor
                            next_frontier.append(moved << 4 | neighbor)
            expanded[placement] |= region_mask
            if table[placement] > distance:
                table[placement] = distance
            for slot in range(size):
                slot_at_cell[(placement >> (4 * slot)) & 15] = -1
        frontier = next_frontier
        distance += 1
    return table


class PatternDatabases:
    """One table per pattern of PARTITION, plus the per-tile facts the search needs to keep its
    lookup indices up to date. Build: see build_pattern_database; lookups O(1)."""

    def __init__(self, tables: List[bytearray]) -> None:
        self.tables = tables
        self.pattern_of_tile = [-1] * CELLS
        self.weight_of_tile = [
            0
        ] * CELLS  # 16^slot: how much one cell of this tile's travel shifts its index
        for pattern_number, pattern in enumerate(PARTITION):
            for slot, tile in enumerate(pattern):
                self.pattern_of_tile[tile] = pattern_number
                self.weight_of_tile[tile] = CELLS**slot
        # Reflecting a board across the main diagonal moves the tile in cell c to TRANSPOSED[c] and
        # renames it to the tile whose goal cell is the mirror of its own. The reflection is exactly
        # as far from GOAL as the board, so its lookup is a second admissible estimate.
        self.mirror_tile = [BLANK] + [TRANSPOSED[tile - 1] + 1 for tile in range(1, CELLS)]

    @classmethod
    def build(cls) -> "PatternDatabases":
        tables = []
        for pattern in PARTITION:
            tables.append(build_pattern_database(pattern))
            gc.collect()  # hand the build's bit masks back before the next build
        return cls(tables)

    @classmethod
    def load_or_build(cls, cache_path: Optional[str]) -> "PatternDatabases":
        """Read the tables from `cache_path` when it holds this PARTITION's, else build them (and
        try to store them there when a path is given). A cache that cannot be used is reported on
        stderr and never stops the run."""
        header = ("reference_15_puzzle pattern databases v1 %s\n" % (PARTITION,)).encode()
        sizes = [CELLS ** len(pattern) for pattern in PARTITION]
        if cache_path and os.path.exists(cache_path):
            try:
                with open(cache_path, "rb") as cache:
                    found_header = cache.readline()
                    tables = [bytearray(cache.read(size)) for size in sizes]
                if found_header == header and [len(table) for table in tables] == sizes:
                    return cls(tables)
                print("# %s holds other tables; rebuilding" % cache_path, file=sys.stderr)
            except OSError as error:
                print(
                    "# cannot read %s (%s); rebuilding" % (cache_path, error.strerror),
                    file=sys.stderr,
                )
        databases = cls.build()
        if cache_path:
            partial = cache_path + ".partial"
            try:
                with open(partial, "wb") as cache:
                    cache.write(header)
                    for table in databases.tables:
                        cache.write(table)
                os.replace(partial, cache_path)
            except OSError as error:
                print("# cannot write %s (%s)" % (cache_path, error.strerror), file=sys.stderr)
        return databases

    def lookup_indices(self, board: Board) -> List[int]:
        """Index into each table for the board, then for its reflection
        (2 * len(PARTITION) values)."""
        indices = [0] * (2 * len(PARTITION))
        for cell, tile in enumerate(board):
            if tile == BLANK:
                continue
            indices[self.pattern_of_tile[tile]] += cell * self.weight_of_tile[tile]
            mirror = self.mirror_tile[tile]
            indices[len(PARTITION) + self.pattern_of_tile[mirror]] += (
                TRANSPOSED[cell] * self.weight_of_tile[mirror]
            )
        return indices

    def estimates(self, indices: List[int]) -> Tuple[int, int]:
        """The additive estimates for the board whose lookup_indices are `indices`, and for its
        reflection. Each is a lower bound on the board's distance to GOAL."""
        count = len(PARTITION)
        direct = sum(self.tables[number][indices[number]] for number in range(count))
        reflected = sum(self.tables[number][indices[count + number]] for number in range(count))
        return direct, reflected

    def heuristic(self, board: Board) -> int:
        """Admissible lower bound on the moves from `board` to GOAL (what the search uses).
        O(cells)."""
        return max(self.estimates(self.lookup_indices(board)))


# ---- search --------------------------------------------------------------------------------------


class SearchResult:
    """What ida_star found: a shortest path, and what it cost to find."""

    def __init__(self, path: str, nodes: int, seconds: float) -> None:
        self.path = path
        self.nodes = nodes  # boards generated over all iterations
        self.seconds = seconds


# Long: the search's inner loop, its tables bound to locals and the direct and reflected lookups
# updated in place: in CPython a helper call per node would cost more than the node.
def ida_star(
    board: Board,
    databases: PatternDatabases,
    progress: Optional[Callable[[int, int, float], None]] = None,
) -> SearchResult:
    """A shortest path from a solvable `board` to GOAL. Memory O(path length); time: see the header.
    `progress(bound, nodes, seconds)` is called after each iteration that fails."""
    started = time.perf_counter()
    cells = list(board)
    pattern_count = len(PARTITION)
    indices = databases.lookup_indices(board)
    tables = databases.tables + databases.tables  # lookup k reads table k % pattern_count
    # Per tile: which direct and reflected lookup it feeds, and its weight in each.
    direct_lookup = databases.pattern_of_tile
    direct_weight = databases.weight_of_tile
    reflected_lookup = [
        pattern_count + databases.pattern_of_tile[databases.mirror_tile[tile]]
        for tile in range(CELLS)
    ]
    reflected_weight = [
        databases.weight_of_tile[databases.mirror_tile[tile]] for tile in range(CELLS)
    ]
    transposed = TRANSPOSED
    neighbors = NEIGHBORS
    path_cells = []  # the blank's cell after each move
    nodes = 0
    smallest_excess = 0

    def depth_first(
        blank: int, previous_blank: int, cost: int, direct: int, reflected: int, bound: int
    ) -> bool:
        """Extend the path below `blank`; True once the goal is reached within `bound`."""
        nonlocal nodes, smallest_excess
        for target in neighbors[blank]:
            if target == previous_blank:
                continue
            nodes += 1
            tile = cells[target]  # slides from target into blank
            lookup = direct_lookup[tile]
            old_index = indices[lookup]
            new_index = old_index + (blank - target) * direct_weight[tile]
            table = tables[lookup]
            new_direct = direct - table[old_index] + table[new_index]
            mirror_lookup = reflected_lookup[tile]
            old_mirror_index = indices[mirror_lookup]
            new_mirror_index = (
                old_mirror_index + (transposed[blank] - transposed[target]) * reflected_weight[tile]
            )
            table = tables[mirror_lookup]
            new_reflected = reflected - table[old_mirror_index] + table[new_mirror_index]
            estimate = new_direct if new_direct > new_reflected else new_reflected
            total = cost + 1 + estimate
            if total > bound:
                if total < smallest_excess:
                    smallest_excess = total
                continue
            cells[blank] = tile
            cells[target] = BLANK
            indices[lookup] = new_index
            indices[mirror_lookup] = new_mirror_index
            path_cells.append(target)
            if estimate == 0 or depth_first(
                target, blank, cost + 1, new_direct, new_reflected, bound
            ):
                return True
            path_cells.pop()
            indices[lookup] = old_index
            indices[mirror_lookup] = old_mirror_index
            cells[target] = tile
            cells[blank] = BLANK
        return False

    direct, reflected = databases.estimates(indices)
    # Every move changes the blank's distance to its goal cell by one, so all paths to GOAL share
    # that distance's parity; bounds of the other parity cannot succeed.
    parity = blank_goal_distance(board) % 2
    bound = max(direct, reflected)
    if bound % 2 != parity:
        bound += 1
    blank = cells.index(BLANK)
    while bound > 0:  # a zero estimate means the board is GOAL already
        smallest_excess = 1 << 30
        if depth_first(blank, -1, 0, direct, reflected, bound):
            break
        if progress:
            progress(bound, nodes, time.perf_counter() - started)
        bound = smallest_excess + (smallest_excess % 2 != parity)
    return SearchResult(cells_to_moves(blank, path_cells), nodes, time.perf_counter() - started)


def cells_to_moves(start_blank: int, path_cells: List[int]) -> str:
    moves = []
    blank = start_blank
    for cell in path_cells:
        moves.append(MOVE_NAME[cell - blank])
        blank = cell
    return "".join(moves)


# ---- the importable entry point ------------------------------------------------------------------

_databases = None  # type: Optional[PatternDatabases]


def databases_for_process(cache_path: Optional[str] = None) -> PatternDatabases:
    """The pattern databases, built (or loaded from `cache_path`) on first use and kept."""
    global _databases
    if _databases is None:
        _databases = PatternDatabases.load_or_build(cache_path)
    return _databases


def solve(board: tuple) -> Optional[str]:
    """A shortest path (blank moves U/D/L/R) from `board` (flat 16-tuple, row-major, 0 the blank) to
    GOAL, or None when the goal cannot be reached. ValueError for a malformed board. The first call
    builds the pattern databases (see the header); the path is replayed to GOAL before it is
    returned (SelfCheckFailed if it does not get there)."""
    check_board(board)
    board = tuple(board)
    if not is_solvable(board):
        return None
    return solve_with_statistics(board).path


class SelfCheckFailed(Exception):
    """The tool produced an answer it can prove wrong: a bug in this file."""


def solve_with_statistics(
    board: Board, progress: Optional[Callable[[int, int, float], None]] = None
) -> SearchResult:
    """ida_star on a solvable board, with its path replayed to GOAL (SelfCheckFailed otherwise)."""
    result = ida_star(board, databases_for_process(), progress)
    try:
        reached = replay(board, SIDE, result.path)
    except ValueError as error:
        raise SelfCheckFailed("path %s is illegal: %s" % (result.path, error)) from error
    if reached != GOAL:
        raise SelfCheckFailed("path %s ends at %s, not the goal" % (result.path, reached))
    return result


# ---- input files ---------------------------------------------------------------------------------


class BadInput(Exception):
    """A user's mistake in a file or an argument; its message names what and where."""


def read_princeton_board(file_name: str) -> Board:
    """The board in a Princeton puzzle file: `4` then 16 integers, any whitespace."""
    try:
        with open(file_name) as handle:
            words = handle.read().split()
    except OSError as error:
        raise BadInput("%s: cannot read it (%s)" % (file_name, error.strerror)) from None
    try:
        numbers = [int(word) for word in words]
    except ValueError:
        raise BadInput("%s: expected integers only" % file_name) from None
    if not numbers or numbers[0] != SIDE:
        raise BadInput(
            "%s: this tool solves 4x4 boards only (the file says n = %s)"
            % (file_name, numbers[0] if numbers else "nothing")
        )
    board = tuple(numbers[1:])
    try:
        check_board(board)
    except ValueError as error:
        raise BadInput("%s: %s" % (file_name, error)) from None
    return board


def read_korf_instances(file_name: str) -> Dict[int, Tuple[Board, int]]:
    """Korf's instances by id: (board mapped onto GOAL, optimal length). The TSV has a header line
    `id tiles optimal_length`; tiles are 16 space-separated integers for Korf's blank-first goal."""
    try:
        with open(file_name) as handle:
            lines = handle.read().splitlines()
    except OSError as error:
        raise BadInput("%s: cannot read it (%s)" % (file_name, error.strerror)) from None
    instances = {}
    for line_number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            number, tiles, length = line.split("\t")
            korf_tiles = [int(word) for word in tiles.split()]
            check_board(korf_tiles)
            instances[int(number)] = (korf_to_board(korf_tiles), int(length))
        except ValueError as error:
            raise BadInput(
                "%s line %d: expected `id<TAB>16 tiles<TAB>length` (%s)"
                % (file_name, line_number, error)
            ) from None
    return instances


# ---- command line --------------------------------------------------------------------------------


def solve_and_report(name: str, board: Board, expected_length: Optional[int] = None) -> None:
    """Print the answer line for one board on stdout and its cost on stderr."""
    if not is_solvable(board):
        print("%s unsolvable" % name, flush=True)
        return

    def report_iteration(bound: int, nodes: int, seconds: float) -> None:
        if seconds >= 1.0:  # only long searches need a sign of life
            print(
                "# %s: no path within %d moves; %d nodes, %.1f s so far"
                % (name, bound, nodes, seconds),
                file=sys.stderr,
                flush=True,
            )

    result = solve_with_statistics(board, report_iteration)
    line = ("%s %d %s" % (name, len(result.path), result.path)).rstrip()
    if expected_length is not None:
        line += " expected=%d" % expected_length
    print(line, flush=True)
    print(
        "# %s: %d moves, %d nodes, %.2f s" % (name, len(result.path), result.nodes, result.seconds),
        file=sys.stderr,
        flush=True,
    )
    if expected_length is not None and len(result.path) != expected_length:
        raise SelfCheckFailed(
            "%s: found %d moves, the known optimum is %d"
            % (name, len(result.path), expected_length)
        )


def parse_arguments(argv: Optional[List[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Optimal 15-puzzle solver (IDA* with 6-6-3 additive pattern databases)."
    )
    parser.add_argument("files", nargs="*", metavar="FILE", help="Princeton puzzle files (4x4)")
    parser.add_argument(
        "--korf",
        type=int,
        action="append",
        default=[],
        metavar="N",
        help="solve Korf's instance N (1-based); repeatable; needs --korf-file",
    )
    parser.add_argument("--korf-file", metavar="TSV", help="Korf's 100 instances (korf100.tsv)")
    parser.add_argument(
        "--cache",
        metavar="FILE",
        help="load the pattern databases from FILE, or build and store them there",
    )
    return parser.parse_args(argv)


def main(argv: Optional[List[str]] = None) -> int:
    arguments = parse_arguments(argv)
    try:
        boards = [
            (os.path.basename(name), read_princeton_board(name), None) for name in arguments.files
        ]  # type: List[Tuple[str, Board, Optional[int]]]  # name, board, known length
        if arguments.korf:
            if not arguments.korf_file:
                raise BadInput("--korf needs --korf-file (e.g. ../shared/data/korf100/korf100.tsv)")
            instances = read_korf_instances(arguments.korf_file)
            for number in arguments.korf:
                if number not in instances:
                    raise BadInput("%s has no instance %d" % (arguments.korf_file, number))
                board, length = instances[number]
                boards.append(("korf-%d" % number, board, length))
    except BadInput as error:
        print("fifteen_puzzle: %s" % error, file=sys.stderr)
        return EXIT_BAD_INPUT
    if not boards:
        print("fifteen_puzzle: nothing to solve (give FILEs or --korf N)", file=sys.stderr)
        return EXIT_BAD_INPUT
    if any(is_solvable(board) for _, board, _ in boards):
        started = time.perf_counter()
        databases_for_process(arguments.cache)
        print(
            "# pattern databases %s ready in %.1f s" % (PARTITION, time.perf_counter() - started),
            file=sys.stderr,
            flush=True,
        )
    try:
        for name, board, expected_length in boards:
            solve_and_report(name, board, expected_length)
    except SelfCheckFailed as error:
        print("fifteen_puzzle: BUG: %s" % error, file=sys.stderr)
        return EXIT_SELF_CHECK_FAILED
    return 0


if __name__ == "__main__":
    sys.exit(main())
