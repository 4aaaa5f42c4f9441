"""Additive disjoint pattern databases (Korf & Felner 2002) for 3x3 and 4x4 boards and any goal.

A pattern is a set of tiles. Its database holds, for every placement of those tiles, the fewest
moves *of those tiles* that bring them all home, the other tiles counting as indistinguishable
and the blank free to wander. The tiles are split into disjoint patterns (6-6-3 on 4x4: two blocks
of six and the last three), so no move is counted twice and the sum of the lookups never exceeds
the true distance. Where the blank's goal cell lies on a diagonal, the board mirrored about that
diagonal is exactly as far from the goal, and its lookup (in the same tables) is a second bound:
the estimate is the larger of the two.

    from slidingkit.explorer import pattern_database
    databases = pattern_database.load(goal)       # built once per goal, then read from the cache
    databases.estimate(board)                     # O(cells)

Tiles are named here by their goal cell (a "label"), so the tables depend only on the board's
side, the blank's goal cell and the partition, never on how the goal numbers its tiles.
Indices: a pattern's placement is sum(cell of its i-th label << 4 * i), so a move changes one
index by (new cell - old cell) << 4 * i and the search updates it in O(1).

Build: a breadth-first search backwards from the goal over (placement, blank cell), where moving
a pattern tile costs 1 and moving the blank through the other cells costs 0, so a state is a
placement and the region of free cells its blank is in, found with bit masks. Cost for k tiles on
4x4: every one of the 16!/(16-k)! placements once (5.8 M for k = 6), so O(16!/(16-k)!) time per
table; memory 16^k bytes per table plus 4 * 16^k bytes of scratch (67 MB for k = 6). Two builders
make the same bytes: build_table in pure Python (what PyPy runs), a state at a time, and
build_table_numpy with NumPy arrays, a whole distance at a time in chunks of placements.

Cache: one file per table set in $XDG_CACHE_HOME (default ~/.cache)/sliding-puzzle-judge-kit/,
a header line (format version, side, blank cell, partition, sizes, SHA-256 of the tables) then the
tables. A file whose header or checksum does not match is rebuilt, never trusted.
"""

import hashlib
import json
import os
import sys
import tempfile
import time
from array import array
from typing import TYPE_CHECKING, Callable, Dict, List, Optional, Sequence, Tuple, Union

from slidingkit.statusline import StatusLine

if TYPE_CHECKING:
    import numpy

Tiles = Tuple[int, ...]
Progress = Callable[[str], None]
_CHUNK = 1 << 16  # placements build_table_numpy expands at once: its scratch is O(_CHUNK)

FORMAT_VERSION = 1
CACHE_FOLDER = "sliding-puzzle-judge-kit"

# Groups of goal cells covering the whole board, for the blank's goal cell in the last corner;
# the blank's cell is dropped from its group. Other goals use the image of these groups under the
# symmetry of the square that best fits (see groups_for). 6-6-3 is Korf & Felner's partition.
PARTITIONS = {
    (4, "6-6-3"): ((0, 1, 4, 5, 8, 9), (2, 3, 6, 7, 10, 11), (12, 13, 14, 15)),
    (4, "5-5-5"): ((0, 1, 2, 4, 5), (3, 6, 7, 10, 11), (8, 9, 12, 13, 14, 15)),
    (4, "4-4-4-3"): ((0, 1, 4, 5), (2, 3, 6, 7), (8, 9, 12, 13), (10, 11, 14, 15)),
    (3, "4-4"): ((0, 1, 3, 4), (2, 5, 6, 7, 8)),
    (3, "2-2-2-2"): ((0, 1), (3, 4), (2, 5), (6, 7, 8)),
}  # type: Dict[Tuple[int, str], Tuple[Tuple[int, ...], ...]]
DEFAULT_PARTITION = {4: "6-6-3", 3: "4-4"}


def symmetries(side: int) -> List[Tuple[int, ...]]:
    """The 8 symmetries of the square as cell maps (identity first)."""
    maps = []
    for transpose in (False, True):
        for flip_rows in (False, True):
            for flip_columns in (False, True):
                image = []
                for cell in range(side * side):
                    row, column = divmod(cell, side)
                    if transpose:
                        row, column = column, row
                    if flip_rows:
                        row = side - 1 - row
                    if flip_columns:
                        column = side - 1 - column
                    image.append(row * side + column)
                maps.append(tuple(image))
    return maps


def groups_for(side: int, blank_cell: int, partition: str) -> Tuple[Tuple[int, ...], ...]:
    """The partition's groups of goal cells for a goal whose blank sits in blank_cell: the image of
    the standard groups under a symmetry that takes the last corner to blank_cell if there is one,
    else one whose image puts blank_cell in the corner's group; blank_cell is then dropped."""
    standard = PARTITIONS[side, partition]
    corner = side * side - 1
    corner_group = next(group for group in standard if corner in group)
    maps = symmetries(side)
    chosen = next(
        (image for image in maps if image[corner] == blank_cell),
        next(
            (image for image in maps if blank_cell in [image[cell] for cell in corner_group]),
            maps[0],
        ),
    )
    groups = []
    for group in standard:
        cells = tuple(sorted(chosen[cell] for cell in group if chosen[cell] != blank_cell))
        if cells:
            groups.append(cells)
    return tuple(groups)


def reflection_for(side: int, blank_cell: int) -> Optional[Tuple[int, ...]]:
    """The mirror about the diagonal through blank_cell (main diagonal first), or None when the
    blank's goal cell lies on neither diagonal: then the mirrored board has another goal."""
    row, column = divmod(blank_cell, side)
    if row == column:
        return tuple((cell % side) * side + cell // side for cell in range(side * side))
    if row + column == side - 1:
        return tuple(
            (side - 1 - cell % side) * side + (side - 1 - cell // side)
            for cell in range(side * side)
        )
    return None


def _neighbours(side: int, cell: int) -> List[int]:
    row, column = divmod(cell, side)
    return [
        other
        for other, legal in (
            (cell - side, row > 0),
            (cell + side, row < side - 1),
            (cell - 1, column > 0),
            (cell + 1, column < side - 1),
        )
        if legal
    ]


# Long: the breadth-first search is one hot loop over local arrays; calls in it would slow it.
def build_table(
    side: int, pattern: Sequence[int], blank_cell: int, progress: Optional[Progress] = None
) -> bytearray:
    """The database of pattern (goal cells of its tiles) for a goal with the blank in blank_cell:
    table[sum(cell of pattern[i] << 4 * i)] = fewest moves of pattern tiles that bring them home
    (255 for indices that are no placement). See the module docstring for the method and cost."""
    cells = side * side
    size = len(pattern)
    table = bytearray(b"\xff") * (1 << (4 * size))
    # Per placement: bit c of closed says (placement, blank in c) has had its region expanded; of
    # queued, that it waits in the next level. A queued state is placement << 4 | blank cell.
    closed = array("H", bytes(2 << (4 * size)))
    queued = array("H", bytes(2 << (4 * size)))
    everything = (1 << cells) - 1
    not_first_column = everything & ~sum(1 << (row * side) for row in range(side))
    not_last_column = everything & ~sum(1 << (row * side + side - 1) for row in range(side))
    touching = [sum(1 << other for other in _neighbours(side, cell)) for cell in range(cells)]
    steps = [
        [(other, 1 << other, (cell - other)) for other in _neighbours(side, cell)]
        for cell in range(cells)
    ]
    shifts = [4 * slot for slot in range(size)]
    goal_placement = sum(cell << (4 * slot) for slot, cell in enumerate(pattern))
    level = array("q", [goal_placement << 4 | blank_cell])
    queued[goal_placement] = 1 << blank_cell
    distance = filled = 0
    while level:
        following = array("q")
        for state in level:
            placement = state >> 4
            blank = state & 15
            if closed[placement] >> blank & 1:
                continue  # the blank's region here was expanded at this distance or a lower one
            occupied = 0
            for shift in shifts:
                occupied |= 1 << (placement >> shift & 15)
            free = everything & ~occupied
            region = 1 << blank
            while True:  # grow the region the blank reaches without moving a pattern tile
                grown = region | (
                    free
                    & (
                        (region << side)
                        | (region >> side)
                        | ((region << 1) & not_first_column)
                        | ((region >> 1) & not_last_column)
                    )
                )
                if grown == region:
                    break
                region = grown
            closed[placement] |= region
            if table[placement] == 255:
                table[placement] = distance
                filled += 1
            for shift in shifts:
                cell = placement >> shift & 15
                if not touching[cell] & region:
                    continue
                for _other, bit, delta in steps[cell]:
                    if region & bit:  # the tile on cell slides into _other; the blank takes cell
                        moved = placement - (delta << shift)
                        if not (closed[moved] | queued[moved]) >> cell & 1:
                            queued[moved] |= 1 << cell
                            following.append(moved << 4 | cell)
        level = following
        distance += 1
        if progress is not None:
            progress("distance %d: %s placements" % (distance - 1, format(filled, ",")))
    return table


def regions_table(side: int) -> "numpy.ndarray":
    """regions[free << 4 | cell]: the cells of free (a bit mask of free cells) that a blank on cell
    reaches through free cells, as a bit mask (0 when cell is not free). A flood fill of every
    (free, cell) pair at once, one ring of cells a round. O(2^cells * cells) time and memory
    (2 MB for 4x4)."""
    import numpy  # the optional extra: see pyproject.toml

    cells = side * side
    everything = (1 << cells) - 1
    not_first_column = everything & ~sum(1 << (row * side) for row in range(side))
    not_last_column = everything & ~sum(1 << (row * side + side - 1) for row in range(side))
    index = numpy.arange(1 << (cells + 4), dtype=numpy.int32)
    free, cell = index >> 4, index & 15
    region = numpy.where(cell < cells, (1 << numpy.minimum(cell, cells - 1)) & free, 0)
    while True:
        grown = region | (
            free
            & (
                (region << side)
                | (region >> side)
                | ((region << 1) & not_first_column)
                | ((region >> 1) & not_last_column)
            )
        )
        if numpy.array_equal(grown, region):
            return region.astype(numpy.uint16)
        region = grown


# Long: the level loop is one pass over arrays shared by its steps (regions, closure, moves).
def build_table_numpy(
    side: int, pattern: Sequence[int], blank_cell: int, progress: Optional[Progress] = None
) -> bytearray:
    """build_table's result, computed with NumPy a level (a distance) at a time, the same search:
    a state is a placement and the region of free cells its blank is in. A level's placements
    are expanded in chunks: each one's blank cells reached by the previous level's moves grow to
    their regions (regions_table), regions already closed are dropped, the rest are closed, the
    placement's table entry is set if it is still 255, and every pattern tile next to a region
    slides into it, which puts the blank on the tile's cell in the next level. Regions of one
    placement are disjoint, so a placement's pending blank cells and closed cells are each one
    bit mask (16^k uint16 each). Memory: 16^k bytes for the table, 4 * 16^k for the two masks
    (84 MB in all for k = 6), the 2 MB region table and O(_CHUNK) scratch."""
    import numpy  # the optional extra: see pyproject.toml

    cells = side * side
    everything = (1 << cells) - 1
    size = len(pattern)
    table = numpy.full(1 << (4 * size), 255, numpy.uint8)
    closed = numpy.zeros(1 << (4 * size), numpy.uint16)  # bit c: c's region has been expanded
    reached = numpy.zeros(1 << (4 * size), numpy.uint16)  # bit c: the next level has a blank on c
    regions = regions_table(side)
    lowest = numpy.zeros(1 << cells, numpy.int64)  # lowest[mask]: the mask's lowest cell
    for cell in reversed(range(cells)):
        lowest[(numpy.arange(1 << cells) >> cell) & 1 == 1] = cell
    # For each direction, the cell next to each cell (16: off the board; bit 16 of a region is 0).
    neighbours = [
        numpy.array([cell + step if legal(cell) else 16 for cell in range(16)], numpy.int64)
        for step, legal in (
            (-side, lambda cell: side <= cell < cells),
            (side, lambda cell: cell < cells - side),
            (-1, lambda cell: cell < cells and cell % side > 0),
            (1, lambda cell: cell < cells and cell % side < side - 1),
        )
    ]
    goal_placement = sum(cell << (4 * slot) for slot, cell in enumerate(pattern))
    reached[goal_placement] = 1 << blank_cell
    placements = numpy.array([goal_placement], numpy.int64)
    distance = filled = 0
    while len(placements):
        pending = reached[placements]
        reached[placements] = 0
        for begin in range(0, len(placements), _CHUNK):
            chunk = placements[begin : begin + _CHUNK]
            seeds = pending[begin : begin + _CHUNK] & ~closed[chunk]
            # A region is closed whole, so a seed outside closed lies in a region not yet expanded.
            kept = seeds != 0
            chunk, seeds = chunk[kept], seeds[kept].astype(numpy.int64)
            at = [(chunk >> (4 * slot)) & 15 for slot in range(size)]
            occupied = numpy.zeros(len(chunk), numpy.int64)
            for cell in at:
                occupied |= 1 << cell
            free = (everything & ~occupied) << 4
            region = regions[free | lowest[seeds]].astype(numpy.int64)
            more = numpy.flatnonzero(seeds & ~region)  # seeds in a second region of the placement
            while len(more):
                region[more] |= regions[free[more] | lowest[seeds[more] & ~region[more]]]
                more = more[(seeds[more] & ~region[more]) != 0]
            closed[chunk] |= region.astype(numpy.uint16)
            fresh = chunk[table[chunk] == 255]
            table[fresh] = distance
            filled += len(fresh)
            for slot, cell in enumerate(at):
                for neighbour in neighbours:
                    other = neighbour[cell]
                    slides = numpy.flatnonzero((region >> other) & 1)  # tile on cell into other
                    moved = chunk[slides] + ((other[slides] - cell[slides]) << (4 * slot))
                    # chunk holds each placement once, so one step's moved does too
                    reached[moved] |= (1 << cell[slides]).astype(numpy.uint16)
        placements = numpy.flatnonzero(reached != 0)
        if progress is not None:
            progress("distance %d: %s placements" % (distance, format(filled, ",")))
        distance += 1
    del closed, reached
    return bytearray(table)


class PatternDatabases:
    """The tables of one (side, blank goal cell, partition), and what a search needs to update its
    lookups move by move. estimate(board, goal) is admissible and consistent. O(cells) per call."""

    def __init__(self, side: int, blank_cell: int, partition: str, tables: List[bytearray]) -> None:
        self.side = side
        self.blank_cell = blank_cell
        self.partition = partition
        self.groups = groups_for(side, blank_cell, partition)
        self.tables = tables
        self.reflection = reflection_for(side, blank_cell)
        cells = side * side
        # Per label (goal cell): the lookup it feeds and its weight there, directly and mirrored.
        # Mirrored lookups are numbered after the direct ones;
        # without a reflection they repeat them.
        count = len(self.groups)
        self.lookup_of_label = [0] * cells
        self.weight_of_label = [0] * cells
        for number, group in enumerate(self.groups):
            for slot, label in enumerate(group):
                self.lookup_of_label[label] = number
                self.weight_of_label[label] = 1 << (4 * slot)
        mirror = self.reflection or tuple(range(cells))
        # A label l at cell c is, in the mirrored board, the label mirror[l] at cell mirror[c].
        self.mirror_lookup_of_label = [
            count + self.lookup_of_label[mirror[label]] for label in range(cells)
        ]
        self.mirror_weight_of_label = [
            self.weight_of_label[mirror[label]] for label in range(cells)
        ]
        self.mirror_of_cell = mirror

    def labels(self, board: Sequence[int], goal: Sequence[int]) -> List[int]:
        """The board with each tile named by its goal cell, the blank as -1."""
        goal_cell = [0] * len(goal)
        for cell, tile in enumerate(goal):
            goal_cell[tile] = cell
        return [goal_cell[tile] if tile else -1 for tile in board]

    def indices(self, labels: Sequence[int]) -> List[int]:
        """The index into each table for the board, then for its mirror image
        (2 * groups values)."""
        found = [0] * (2 * len(self.groups))
        for cell, label in enumerate(labels):
            if label >= 0:
                found[self.lookup_of_label[label]] += cell * self.weight_of_label[label]
                found[self.mirror_lookup_of_label[label]] += (
                    self.mirror_of_cell[cell] * self.mirror_weight_of_label[label]
                )
        return found

    def sums(self, indices: Sequence[int]) -> Tuple[int, int]:
        """(direct, mirrored) sums of the lookups; each is a lower bound on the distance."""
        count = len(self.groups)
        return (
            sum(self.tables[number][indices[number]] for number in range(count)),
            sum(self.tables[number][indices[count + number]] for number in range(count)),
        )

    def estimate(self, board: Sequence[int], goal: Sequence[int]) -> int:
        """The larger of the direct and mirrored sums: a lower bound on the moves to goal."""
        return max(self.sums(self.indices(self.labels(board, goal))))


# --- cache ----------------------------------------------------------------------------------------


def cache_folder() -> str:
    """$XDG_CACHE_HOME/sliding-puzzle-judge-kit, or ~/.cache/sliding-puzzle-judge-kit."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, CACHE_FOLDER)


def cache_path(side: int, blank_cell: int, partition: str) -> str:
    return os.path.join(
        cache_folder(),
        "pattern-databases-%dx%d-blank%d-%s-v%d.bin"
        % (side, side, blank_cell, partition, FORMAT_VERSION),
    )


def _header(
    side: int, blank_cell: int, partition: str, tables: Sequence[Union[bytes, bytearray]]
) -> bytes:
    digest = hashlib.sha256()
    for table in tables:
        digest.update(table)
    return (
        json.dumps(
            {
                "format": "sliding-puzzle pattern databases",
                "version": FORMAT_VERSION,
                "side": side,
                "blank_cell": blank_cell,
                "partition": partition,
                "groups": groups_for(side, blank_cell, partition),
                "sizes": [len(table) for table in tables],
                "sha256": digest.hexdigest(),
            },
            sort_keys=True,
        )
        + "\n"
    ).encode()


def read_cache(path: str, side: int, blank_cell: int, partition: str) -> Optional[List[bytearray]]:
    """The tables stored at path, or None if it is missing, stale (another version, side, blank
    cell or partition) or damaged (wrong sizes or checksum). Reads and checks the whole file."""
    try:
        with open(path, "rb") as source:
            header = json.loads(source.readline().decode())
            sizes = header["sizes"]
            tables = [bytearray(source.read(size)) for size in sizes]
            extra = source.read(1)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if extra or [len(table) for table in tables] != sizes:
        return None
    if (
        _header(side, blank_cell, partition, tables)
        != (json.dumps(header, sort_keys=True) + "\n").encode()
    ):
        return None
    return tables


def write_cache(
    path: str,
    side: int,
    blank_cell: int,
    partition: str,
    tables: Sequence[Union[bytes, bytearray]],
) -> None:
    """Store tables at path atomically (a partial file never takes its place)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    handle, partial = tempfile.mkstemp(prefix=".partial-", dir=os.path.dirname(path))
    try:
        with os.fdopen(handle, "wb") as target:
            target.write(_header(side, blank_cell, partition, tables))
            for table in tables:
                target.write(table)
        os.replace(partial, path)
    except BaseException:
        os.unlink(partial)
        raise


def _stderr_progress(message: str) -> None:
    """Each message on stderr's status line (on a terminal), or as a line of its own (in a log)."""
    _status.show(message, force=True)


_status = StatusLine(sys.stderr, every=1)
_loaded = {}  # type: Dict[Tuple[int, int, str], PatternDatabases]


def numpy_available() -> bool:
    try:
        import numpy  # noqa: F401  # imported only to learn whether NumPy is installed
    except ImportError:
        return False
    return True


# Long: one lookup in order: memory, then the cache, then a build with progress, stored.
def load(
    goal: Sequence[int],
    partition: Optional[str] = None,
    progress: Optional[Progress] = None,
    use_cache: bool = True,
    builder: Optional[str] = None,
) -> PatternDatabases:
    """The pattern databases for goal (3x3 or 4x4): kept in memory, else read from the cache, else
    built (reporting through progress, by default on stderr) and stored in the cache. A cache file
    that fails its checks is reported and rebuilt. use_cache=False builds afresh and stores the
    result. builder: "numpy" (the default when NumPy is installed) or "python" (the fallback).
    ValueError for another side or partition."""
    cells = len(goal)
    side = {9: 3, 16: 4}.get(cells)
    if side is None:
        raise ValueError("pattern databases are available for 3x3 and 4x4 boards")
    partition = partition or DEFAULT_PARTITION[side]
    if (side, partition) not in PARTITIONS:
        raise ValueError(
            "no %s partition for %dx%d (known: %s)"
            % (partition, side, side, ", ".join(name for size, name in PARTITIONS if size == side))
        )
    blank_cell = list(goal).index(0)
    key = (side, blank_cell, partition)
    if key in _loaded and use_cache:
        return _loaded[key]
    builder = builder or ("numpy" if numpy_available() else "python")
    build = {"numpy": build_table_numpy, "python": build_table}[builder]
    report = _stderr_progress if progress is None else progress
    path = cache_path(side, blank_cell, partition)
    tables = read_cache(path, side, blank_cell, partition) if use_cache else None  # type: Optional[List[bytearray]]
    if tables is None:
        if use_cache and os.path.exists(path):
            report("pattern databases: %s is damaged or stale; rebuilding" % path)
        tables = []
        groups = groups_for(side, blank_cell, partition)
        began = time.perf_counter()
        every_level = progress is not None or sys.stderr.isatty()  # a log gets one line per table
        for number, group in enumerate(groups, 1):
            title = "pattern databases %dx%d %s: table %d of %d (%d tiles)" % (
                side,
                side,
                partition,
                number,
                len(groups),
                len(group),
            )

            def titled(message: str, title: str = title) -> None:
                report(title + ", " + message)

            tables.append(build(side, group, blank_cell, titled if every_level else None))
            report("%s built, %.1f s so far" % (title, time.perf_counter() - began))
        report(
            "pattern databases %dx%d %s built in %.1f s (%s)"
            % (side, side, partition, time.perf_counter() - began, builder)
        )
        try:
            write_cache(path, side, blank_cell, partition, tables)
            report("pattern databases stored in %s" % path)
        except OSError as error:
            report("pattern databases: cannot store them in %s (%s)" % (path, error.strerror))
    _loaded[key] = databases = PatternDatabases(side, blank_cell, partition, tables)
    return databases
