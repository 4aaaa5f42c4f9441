"""The sliding-puzzle core: the only puzzle logic the solutions run (make vendor copies it in).

One module per idea (the tree tells the story):
    board            boards, moves, solvability (Tiles, check_board, is_solvable, slide, ...)
    heuristics       Hamming, Manhattan, Euclidean, linear conflict, string distance
    walking_distance walking distance (Takahashi) and its per-axis tables
    search           IDA* guided by walking distance: Search, and what every search shares
    eight            the 8-puzzle's own IDA*, guided by pattern databases written into the file,
                     for a goal whose blank sits in the last corner or the centre
    eight_walk       the 8-puzzle's distance and a shortest path without a search, for the same
                     goals: a table of every board's distance mod 3 in the file, walked down
    eight_any        the 8-puzzle's distance between any two boards, by that walk
    eight_lookup     the 8-puzzle's distances for many boards, read from a table of exact
                     distances in the file: a few lookups a board, no walk
    fifteen          the 15-puzzle's levers: the move automaton, inversion distance, FifteenSearch
    counting         AutomatonSearch counting its nodes, for the explorer: CountingSearch
    large_boards     IDA* guided by Manhattan distance for sides above 4: ManhattanSearch
    tables           a distance table of every board of at most 10 cells: DistanceTable
    graph            boards on any graph with any number of blanks: GraphBoard, GraphSearch,
                     and for one board at a time graph_moves, cell_distances, graph_distance
    symmetry         the eight symmetries of a square board
    judge_io         strict number reading, the judges' move letters, the I/O contract

`make vendor` copies into each file of solutions/ the definitions it uses, module by module; the
modules keep to the standard library and to the syntax of the oldest Python a judge runs, and
compute nothing at import time. This package's own namespace is the façade the explorer, the
tools and the tests use (never vendored): every public name of the modules, and search_for,
shortest_path and distance, which pick the strongest search for a board's shape.

Usage
    >>> from slidingkit import core
    >>> core.shortest_path((2, 8, 3, 1, 0, 4, 7, 6, 5), (1, 2, 3, 8, 0, 4, 7, 6, 5))
    'ULDR'
"""

from typing import Optional, Tuple, Type

from slidingkit.core import fifteen
from slidingkit.core.board import (
    MOVES,
    InputError,
    check_board,
    check_tiles,
    dimensions,
    goal_cells,
    is_solvable,
    neighbors,
    parity_counts,
    replay,
    slide,
    standard_goal,
    twin,
)
from slidingkit.core.counting import CountingSearch, automaton_steps
from slidingkit.core.eight import BLANK_CENTRE, BLANK_LAST, eight_lookups, eight_path
from slidingkit.core.eight_any import eight_any_distance
from slidingkit.core.eight_lookup import LOOKUP_LAST, eight_lookup_distances
from slidingkit.core.eight_walk import (
    DISTANCES_CENTRE,
    DISTANCES_LAST,
    eight_distance,
    eight_walk_path,
)
from slidingkit.core.fifteen import (
    DUPLICATE_WORD_LENGTH,
    AutomatonSearch,
    AutomatonTables,
    FifteenSearch,
    FifteenTables,
    forbidden_words,
    move_automaton,
)
from slidingkit.core.graph import (
    GraphBoard,
    GraphSearch,
    Layers,
    cell_distances,
    graph_distance,
    graph_moves,
    grid_board,
)
from slidingkit.core.heuristics import (
    euclidean,
    hamming,
    linear_conflict,
    manhattan,
    string_distance,
)
from slidingkit.core.judge_io import (
    counted_boards,
    integers_in,
    letters_to_path,
    list_numbers,
    path_to_letters,
    quick_exit,
    run_solution,
)
from slidingkit.core.large_boards import ManhattanSearch, ManhattanTables
from slidingkit.core.search import IterativeDeepening, Search, SearchTables, twin_search
from slidingkit.core.symmetry import square_symmetries
from slidingkit.core.tables import (
    TABLE_MAX_CELLS,
    DistanceTable,
    distance_table,
    permutation_rank,
    permutation_unrank,
)
from slidingkit.core.walking_distance import (
    WALKING_DISTANCE_MAX_SIDE,
    WalkingDistance,
    walking_distance,
)

__all__ = [  # the façade: every public name of the modules, and the four functions below
    "MOVES", "InputError", "check_board", "check_tiles", "dimensions", "goal_cells", "is_solvable",
    "neighbors", "parity_counts", "replay", "slide", "standard_goal", "twin",
    "GraphBoard", "GraphSearch", "Layers", "cell_distances", "graph_distance", "graph_moves",
    "grid_board",
    "CountingSearch", "automaton_steps",
    "BLANK_CENTRE", "BLANK_LAST", "eight_lookups", "eight_path",
    "DISTANCES_CENTRE", "DISTANCES_LAST", "eight_distance", "eight_walk_path",
    "eight_any_distance",
    "LOOKUP_LAST", "eight_lookup_distances",
    "DUPLICATE_WORD_LENGTH", "AutomatonSearch", "AutomatonTables", "FifteenSearch",
    "FifteenTables", "forbidden_words", "move_automaton",
    "euclidean", "hamming", "linear_conflict", "manhattan", "string_distance",
    "counted_boards", "integers_in", "letters_to_path", "list_numbers", "path_to_letters",
    "quick_exit", "run_solution",
    "ManhattanSearch", "ManhattanTables",
    "IterativeDeepening", "Search", "SearchTables", "twin_search",
    "square_symmetries",
    "TABLE_MAX_CELLS", "DistanceTable", "distance_table", "permutation_rank", "permutation_unrank",
    "WALKING_DISTANCE_MAX_SIDE", "WalkingDistance", "walking_distance",
    "Tiles", "side_of", "search_for", "shortest_path", "distance", "forget_tables",
]


# The board type at run time, for the code that uses the core through this façade: the modules
# name it for the type checker alone (board.py), so that a submission imports
# nothing for it.
Tiles = Tuple[int, ...]


def forget_tables() -> None:
    """Empty every table the core keeps (walking distance, move automata, searches' tables), as a
    fresh process starts: the next search builds its own, for timing a build."""
    IterativeDeepening.built.clear()
    WalkingDistance._built.clear()
    fifteen._automata.clear()


def side_of(board: Tiles) -> int:
    """n, for a board of n x n cells; InputError for any other length."""
    return dimensions(board)[1]


def search_for(rows: int, columns: int) -> Type[IterativeDeepening]:
    """The strongest search the core has for a shape: FifteenSearch on 4x4, Search while both
    sides are at most 4, ManhattanSearch above."""
    if rows == columns == 4:
        return FifteenSearch
    return Search if max(rows, columns) <= WALKING_DISTANCE_MAX_SIDE else ManhattanSearch


def shortest_path(board: Tiles, goal: Tiles, columns: Optional[int] = None,
                  order: str = MOVES) -> Optional[str]:
    """The first shortest path from board to goal in order, or None, by search_for's search."""
    return search_for(*dimensions(goal, columns)).shortest_path(board, goal, columns, order)


def distance(board: Tiles, goal: Tiles, columns: Optional[int] = None) -> int:
    """The fewest moves from board to goal, or -1, by search_for's search."""
    return search_for(*dimensions(goal, columns)).distance(board, goal, columns)
