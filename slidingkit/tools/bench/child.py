"""What the bench measures in a fresh process of its own, run from the repository's root:

    python -m slidingkit.tools.bench.child automaton BOARD GOAL   the 15-puzzle's move automaton on
    3x3 python -m slidingkit.tools.bench.child search SEARCH FILE     one core search on a case's
    board python -m slidingkit.tools.bench.child table GOAL COLUMNS     one distance table's build

automaton: BOARD and GOAL are nine digits; prints JSON {length: [build ms, search ms]}, for word
    lengths 6, 8 and 10, and 2 for core.search.Search (only the undoing move skipped); each
    search the fastest of five after one untimed.
search: SEARCH is a class of core (ManhattanSearch, Search, FifteenSearch), FILE a case holding
    its side, then its tiles; prints the length of the shortest path it finds to the standard goal.
table: GOAL is the tiles, comma-separated, COLUMNS its columns (0: square); prints the seconds
    core.DistanceTable takes to build and the number of boards it reaches.

The bench starts these with `-m` from the repository's root (the working directory, or `cwd=`),
so that they import the kit as the bench does; nothing here changes the import path. Each times
only the work it names, inside the process, with slidingkit/tools/bench/timing.py.
"""

import functools
import json
import sys
from typing import Dict, List

from slidingkit import core
from slidingkit.core.board import MOVES
from slidingkit.core.fifteen import AutomatonSearch, AutomatonTables, move_automaton
from slidingkit.core.search import Search
from slidingkit.tools.bench.timing import alternate, timed


def automaton(board_digits: str, goal_digits: str) -> Dict[int, List[float]]:
    """{word length: [build ms, search ms]} of the move automaton on 3x3; 2 is plain Search."""
    board, goal = (tuple(int(digit) for digit in text) for text in (board_digits, goal_digits))

    def searched(search) -> float:
        search.distance(board, goal)
        tries = alternate([("search", lambda: timed(lambda: search.distance(board, goal))[0])], 5)
        return min(tries["search"]) * 1e3

    found = {2: [0.0, searched(Search)]}
    for length in (6, 8, 10):
        build = timed(functools.partial(move_automaton, 3, 3, MOVES, length))[0] * 1e3
        tables = type("Tables", (AutomatonTables,), {"word_length": length})
        trial = type("Trial", (AutomatonSearch,), {"tables_class": tables})
        found[length] = [build, searched(trial)]
    return found


def search(name: str, path: str) -> int:
    """The length of the path getattr(core, name) finds from the case's board to the goal."""
    with open(path) as source:
        numbers = [int(word) for word in source.read().split()]
    found = getattr(core, name).shortest_path(tuple(numbers[1:]), core.standard_goal(numbers[0]))
    return len(found)


def table(goal_text: str, columns_text: str) -> str:
    """'SECONDS BOARDS' of one DistanceTable build."""
    goal, columns = tuple(map(int, goal_text.split(","))), (int(columns_text) or None)
    seconds, built = timed(lambda: core.DistanceTable(goal, columns))
    return "%r %d" % (seconds, sum(1 for moves in built.distances if moves != 255))


def main(argv: List[str]) -> int:
    kind, arguments = argv[0], argv[1:]
    if kind == "automaton":
        print(json.dumps(automaton(*arguments)))
    elif kind == "search":
        print(search(*arguments))
    elif kind == "table":
        print(table(*arguments))
    else:
        raise SystemExit("slidingkit.tools.bench.child: no measurement %r" % kind)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
