"""The explorer's algorithms on grid boards (slidingkit/explorer/algorithms.py), through the one
solve of slidingkit/explorer/puzzle.py and the searches of slidingkit/explorer/search.py (on a
graph: tests/explorer/test_graph.py).

What it proves:
- Every algorithm that claims optimality (BFS, bidirectional BFS, IDDFS, and A* / IDA* with each
  admissible heuristic) returns a path of exactly the plain-BFS length
  (slidingkit/oracle/reference.py): on
  every 2x2 start and goal; on 3x3 pairs reachable by construction (a distance drawn first, every
  one alike, then a board of that BFS layer around a random goal: the quick tier draws 30 pairs
  an algorithm, 10 for the plain BFS, and IDDFS and the weakly guided ones stay within 18 moves);
  and on random walks on 4x4 and 5x5 boards. Every algorithm answers an unreachable pair by parity
  without expanding a board.
- The others (DFS, greedy, and A* / IDA* with the inadmissible string distance) return legal paths
  that reach the goal, of the BFS distance's parity and no shorter, and say they are not proved
  optimal; A* with string distance returns 24 moves on the course report's 20-move instance.
- Paths are replayed by an independent slide (tests/conftest.py), never by the explorer's own code.
- Counters mean what the docs say (BFS's expansions lie between two BFS ball sizes), limits and
  Ctrl-C stop a search with what it has proved, unreachable goals are answered by parity
  (slidingkit/explorer/counters.py is tested here).
- Pruning is fair: IDDFS and IDA* with the zero estimate count the same nodes; the generic loop
  with automaton pruning expands exactly what the incremental walking-distance loop
  (slidingkit/explorer/incremental.py) expands; every pruning keeps the BFS distance, and the
  tables skip what they name without losing a board.
- Each property test (Hypothesis) above fails on a deliberately broken stand-in for the explorer's
  solve (a path two moves too long, a lower bound one move too high, a claim of optimality, a
  board expanded before parity answers, no expansion counted, one expansion more in the generic
  loop): test_property__fails_on_a_broken_solve runs it, drawing as its test draws, until
  Hypothesis finds a failing case, and every property test of the module has such a counterpart.
"""

import functools
import itertools
import re
import time
from typing import List, Sequence, Tuple

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from slidingkit.explorer import algorithms, heuristics
from slidingkit.explorer.algorithms import combinations
from slidingkit.explorer.counters import Counters
from slidingkit.oracle import reference
from tests.conftest import (
    Walk,
    boards_of_side,
    examples,
    first_failure,
    out_and_back,
    property_tests,
    slide,
    slow_where,
    walks,
    with_first_two_tiles_swapped,
)
from tests.explorer.conftest import (
    FARTHEST_3X3,
    HARD_4X4,
    REPORT_GOAL,
    REPORT_START,
    Board,
)

OPTIMAL = [
    (name, heuristic)
    for name, heuristic in combinations(5, None, None)
    + [("astar", "walking"), ("idastar", "walking")]
    if algorithms.lookup(name).optimal == "always"
    or (
        algorithms.lookup(name).optimal == "admissible"
        and heuristic is not None
        and heuristics.lookup(heuristic).admissible
    )
]
NOT_OPTIMAL = [
    (name, heuristic)
    for name, heuristic in combinations(3, None, None)
    if (name, heuristic) not in OPTIMAL
]
# Blind or weakly guided: exponential on far 3x3 pairs (IDDFS about 1e8 nodes at 31 moves), so
# they get boards near the goal; the rest get any pair.
SLOW = {("iddfs", None), ("idastar", "hamming"), ("idastar", "euclidean"), ("astar", "hamming")}


@functools.lru_cache(maxsize=None)
def layers_of(goal: Board) -> List[List[Board]]:
    """The boards at each distance from goal: layer d holds every board d moves away, in the
    order the plain BFS of slidingkit/oracle/reference.py reaches them."""
    layers = []  # type: List[List[Board]]
    for board, moves in reference.bfs_distances(goal).items():
        while len(layers) <= moves:
            layers.append([])
        layers[moves].append(board)
    return layers


@st.composite
def pairs_at_distance(draw, most: int = 31) -> Tuple[Board, Board, int]:
    """(start, goal, d): any 3x3 goal and a start exactly d moves from it, reachable by
    construction. d is drawn first (0 to most, every distance alike, so far pairs are as likely
    as near ones), then a board of the BFS layer d around the canonical goal with the goal's
    blank cell, its tiles renamed to the goal's."""
    goal = draw(boards_of_side(3))
    canonical = reference.canonical_goal(goal)
    layers = layers_of(canonical)
    moves = draw(st.integers(0, min(most, len(layers) - 1)))
    board = draw(st.sampled_from(layers[moves]))
    renaming = {canonical[cell]: tile for cell, tile in enumerate(goal)}
    return tuple(renaming[tile] for tile in board), goal, moves


@st.composite
def unreachable_pairs(draw, sides: Sequence[int] = (2, 3)) -> Tuple[Board, Board]:
    """(start, goal) of one side, goal unreachable by construction: a drawn pair, the start's
    first two tiles exchanged when it can reach the goal (one exchange changes the class)."""
    side = draw(st.sampled_from(sides))
    start, goal = draw(boards_of_side(side)), draw(boards_of_side(side))
    if reference.distance_between(start, goal) is not None:
        start = with_first_two_tiles_swapped(start)
    return start, goal


def check_solved(result, start: Board, goal: Board) -> None:
    assert result.status == "solved", result
    assert slide(start, result.path) == goal, result.path


# --- optimal algorithms against plain BFS ---------------------------------------------------------

ALL_2X2 = list(itertools.permutations(range(4)))
# The plain BFS expands every board nearer than the goal: up to a second on a far 3x3 pair, so it
# gets fewer examples than the informed searches.
COSTLY = {("bfs", None)}


@pytest.mark.parametrize("name, heuristic", OPTIMAL)
def test_optimal_algorithms__give_the_bfs_distance_on_every_2x2_pair(name, heuristic):
    for goal in ALL_2X2:
        for start in ALL_2X2:
            moves = reference.distance_between(start, goal)
            result = algorithms.solve(start, goal, name, heuristic)
            if moves is None:
                assert result.status == "unreachable" and result.expanded == 0, result
                continue
            check_solved(result, start, goal)
            assert result.moves == moves and result.optimal and result.lower_bound == moves


# Each property below is a function of the algorithm, the drawn case and the solve it checks
# (algorithms.solve, or a broken stand-in: test_property__fails_on_a_broken_solve).


def check_optimal(
    name: str, heuristic, case: Tuple[Board, Board, int], solve=algorithms.solve
) -> None:
    start, goal, moves = case
    assert reference.distance_between(start, goal) == moves  # the layer's distance is the BFS one
    result = solve(start, goal, name, heuristic)
    check_solved(result, start, goal)
    assert result.moves == moves and result.optimal and result.lower_bound == moves


@pytest.mark.parametrize(
    "name, heuristic", [pair for pair in OPTIMAL if pair not in SLOW and pair not in COSTLY]
)
@settings(deadline=None, max_examples=examples(30, 100, 500))
@given(case=pairs_at_distance())
@example(case=FARTHEST_3X3 + (31,))
@example(case=(REPORT_START, REPORT_GOAL, 20))
def test_optimal_algorithms__give_the_bfs_distance_on_reachable_3x3_pairs(name, heuristic, case):
    check_optimal(name, heuristic, case)


@pytest.mark.parametrize("name, heuristic", sorted(COSTLY, key=str))
@settings(deadline=None, max_examples=examples(10, 40, 200))
@given(case=pairs_at_distance())
@example(case=FARTHEST_3X3 + (31,))
def test_costly_optimal_algorithms__give_the_bfs_distance_on_reachable_3x3_pairs(
    name, heuristic, case
):
    check_optimal(name, heuristic, case)


@pytest.mark.parametrize("name, heuristic", sorted(SLOW, key=str))
@settings(deadline=None, max_examples=examples(20, 60, 300))
@given(case=pairs_at_distance(most=18))
def test_slow_optimal_algorithms__give_the_bfs_distance_within_18_moves(name, heuristic, case):
    check_optimal(name, heuristic, case)


@pytest.mark.parametrize("name, heuristic", combinations(3, None, None))
@settings(deadline=None, max_examples=examples(20, 60, 300))
@given(case=unreachable_pairs())
def test_every_algorithm__answers_an_unreachable_pair_by_parity_without_a_search(
    name, heuristic, case
):
    check_unreachable_by_parity(name, heuristic, case)


def check_unreachable_by_parity(
    name: str, heuristic, case: Tuple[Board, Board], solve=algorithms.solve
):
    start, goal = case
    result = solve(start, goal, name, heuristic)
    assert result.status == "unreachable" and result.expanded == 0 and "parit" in result.reason


@pytest.mark.parametrize(
    "name, heuristic",
    [pair for pair in OPTIMAL if pair[1] != "walking"]
    + [("astar", "walking"), ("idastar", "walking")],
)
@settings(deadline=None, max_examples=examples(10, 25, 120))
@given(data=st.data())
def test_optimal_algorithms__give_the_bfs_distance_on_4x4_and_5x5_walks(name, heuristic, data):
    # walking distance is tabled up to 4x4, so its runs draw 4x4 walks only
    sides = (4,) if heuristic == "walking" else (4, 5)
    check_optimal_on_a_walk(name, heuristic, data.draw(walks(sides, longest=12, any_goal=True)))


def check_optimal_on_a_walk(name: str, heuristic, walk: Walk, solve=algorithms.solve) -> None:
    steps, start, goal = walk
    result = solve(start, goal, name, heuristic)
    check_solved(result, start, goal)
    assert result.moves == reference.distance_within(start, goal, steps) and result.optimal


# --- the others: legal, but not proved shortest ---------------------------------------------------


@pytest.mark.parametrize("name, heuristic", slow_where(NOT_OPTIMAL, {("dfs", None)}))
@settings(deadline=None, max_examples=examples(20, 60, 300))
@given(case=pairs_at_distance())
@example(case=FARTHEST_3X3 + (31,))
def test_other_algorithms__return_a_legal_path_not_claimed_optimal(name, heuristic, case):
    check_legal_not_claimed_optimal(name, heuristic, case)


def check_legal_not_claimed_optimal(
    name: str, heuristic, case: Tuple[Board, Board, int], solve=algorithms.solve
) -> None:
    start, goal, moves = case
    result = solve(start, goal, name, heuristic)
    check_solved(result, start, goal)
    assert result.moves >= moves and (result.moves - moves) % 2 == 0
    assert not result.optimal and result.lower_bound is None


@settings(deadline=None, max_examples=examples(15, 40, 200))
@given(case=walks((3, 4, 5), longest=10, any_goal=True))
def test_dfs__finds_a_path_within_its_depth_limit_whenever_one_exists(case):
    check_dfs_within_its_depth_limit(case)


def check_dfs_within_its_depth_limit(walk: Walk, solve=algorithms.solve) -> None:
    steps, start, goal = walk
    moves = reference.distance_within(start, goal, steps)
    assert moves is not None  # the walk itself is a path of `steps` moves
    result = solve(start, goal, "dfs", depth_limit=steps)
    check_solved(result, start, goal)
    assert moves <= result.moves <= steps
    if moves > 0:
        missed = solve(start, goal, "dfs", depth_limit=moves - 1)
        assert missed.status == "not found" and missed.lower_bound == moves and missed.path is None


def test_a_star_with_string_distance__returns_a_longer_path_on_the_course_report_instance():
    # The report measured 23 moves against 21 (it counts boards, we count moves:
    # 20 is the BFS distance).
    assert reference.distance_between(REPORT_START, REPORT_GOAL) == 20
    result = algorithms.solve(REPORT_START, REPORT_GOAL, "astar", "string")
    check_solved(result, REPORT_START, REPORT_GOAL)
    assert result.moves == 24 and not result.optimal


# --- counters, limits, interruption ---------------------------------------------------------------


@settings(deadline=None, max_examples=examples(10, 60, 300))
@given(case=pairs_at_distance())
@example(case=FARTHEST_3X3 + (31,))
def test_bfs__expands_every_board_nearer_than_the_goals_parent_and_none_beyond_it(case):
    check_bfs_expansions(case)


def check_bfs_expansions(case: Tuple[Board, Board, int], solve=algorithms.solve) -> None:
    start, goal, moves = case
    if moves == 0:  # the start is the goal: nothing is expanded
        assert solve(start, goal, "bfs").expanded == 0
        return
    # A renaming of the tiles maps the boards around start onto those around the canonical goal.
    within = reference.distance_counts(reference.canonical_goal(start)) + [0] * 40
    result = solve(start, goal, "bfs")
    # The goal is tested when generated, so every board at distance <= moves - 2 is expanded
    # and no board at distance >= moves is.
    assert sum(within[: moves - 1]) < result.expanded <= sum(within[:moves])
    # Every board has at least two neighbours; the last expansion may stop at its first child.
    assert result.generated >= 2 * (result.expanded - 1) + 1 and result.max_frontier >= 1


def test_start_equal_to_goal__takes_no_expansion_in_any_algorithm():
    for name, heuristic in combinations(3, None, None):
        result = algorithms.solve(REPORT_GOAL, REPORT_GOAL, name, heuristic)
        assert (result.status, result.path, result.expanded) == ("solved", "", 0)


@pytest.mark.parametrize(
    "name, heuristic",
    [
        ("bfs", None),
        ("bidirectional", None),
        ("iddfs", None),
        ("astar", "manhattan"),
        ("idastar", "walking"),
        ("dfs", None),
        ("greedy", "hamming"),
    ],
)
def test_max_nodes__stops_after_exactly_that_many_expansions_with_a_true_lower_bound(
    name, heuristic
):
    start, goal = FARTHEST_3X3
    result = algorithms.solve(start, goal, name, heuristic, max_nodes=50)
    assert (result.status, result.expanded, result.path) == ("stopped", 50, None)
    assert "--max-nodes 50" in result.reason
    if algorithms.lookup(name).optimal == "never":
        assert result.lower_bound is None
    else:
        assert 0 < result.lower_bound <= 31


def test_timeout__stops_a_search_that_would_take_minutes():
    # Bounded by the CPU the search used (at most its 0.3 s of wall clock, less on a busy
    # machine), not by the wall clock, which a busy machine stretches.
    goal = tuple(range(1, 16)) + (0,)
    began = time.process_time()
    result = algorithms.solve(HARD_4X4, goal, "iddfs", timeout=0.3)
    assert result.status == "stopped" and "--timeout" in result.reason
    assert result.expanded > 0 and result.lower_bound <= 80 and time.process_time() - began < 5


@pytest.mark.parametrize("name", ["bfs", "astar", "idastar"])
def test_interruption__ends_with_what_is_known_so_far(name):
    calls = []

    def interrupt(counters: Counters) -> None:
        calls.append(counters.expanded)
        raise KeyboardInterrupt

    original = Counters.__init__

    def immediate_reports(self, *arguments, **keywords):
        original(self, *arguments, **keywords)
        self.report_every = 0.0
        self.next_report = self.started

    start, goal = FARTHEST_3X3
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Counters, "__init__", immediate_reports)
        result = algorithms.solve(
            start, goal, name, "hamming" if name != "bfs" else None, report=interrupt
        )
    assert result.status == "interrupted" and result.path is None and calls
    assert result.expanded == calls[0] and 0 < result.lower_bound <= 31


# --- pruning --------------------------------------------------------------------------------------


def accepted_strings(side: int, prune: str, length: int) -> List[str]:
    """Every move string of exactly `length` moves, legal from the centre-most blank cell, that
    prune's table lets a search make."""
    following = algorithms.prune_automaton(side, prune)
    found = []

    def extend(string: str, cell: int, state: int) -> None:
        if len(string) == length:
            found.append(string)
            return
        row, column = divmod(cell, side)
        for index, (move, target, legal) in enumerate(
            (
                ("U", cell - side, row > 0),
                ("D", cell + side, row < side - 1),
                ("L", cell - 1, column > 0),
                ("R", cell + 1, column < side - 1),
            )
        ):
            if legal and following[state * 4 + index] >= 0:
                extend(string + move, target, following[state * 4 + index])

    extend("", (side // 2) * side + side // 2, 0)
    return found


@pytest.mark.parametrize("side", [3, 4])
def test_prune_tables__skip_what_they_name_and_lose_no_board(side):
    start = slide(tuple(range(1, side * side)) + (0,), "UL")  # the blank in the centre-most cell
    undoes = re.compile("UD|DU|LR|RL")
    reached, kept = {start}, {start}
    for length in range(1, 8):
        every, undo, automaton = (
            accepted_strings(side, prune, length) for prune in ("none", "undo", "automaton")
        )
        assert len(set(every)) == len(every) and all(
            slide(start, path) for path in every
        )  # all legal
        assert undo == [path for path in every if not undoes.search(path)]
        assert set(automaton) <= set(undo)
        if (
            length >= 6
        ):  # the shortest duplicates beside a move undone: two 6-move halves of a 12-move cycle
            assert len(automaton) < len(undo)
        # no board within `length` moves is lost: each is reached by a string the automaton allows
        reached |= {slide(start, path) for path in every}
        kept |= {slide(start, path) for path in automaton}
        assert kept == reached


@pytest.mark.parametrize("prune", ["none", "undo", "automaton"])
@pytest.mark.parametrize(
    "name, heuristic",
    [
        ("iddfs", None),
        ("idastar", "manhattan"),
        ("idastar", "hamming"),
        ("idastar", "walking"),
        ("idastar", "linear-conflict"),
    ],
)
@settings(deadline=None, max_examples=examples(5, 25, 120))
@given(case=walks((2, 3), longest=10, any_goal=True))
def test_prune__every_choice_keeps_the_bfs_distance(prune, name, heuristic, case):
    check_pruning_keeps_the_distance(prune, name, heuristic, case)


def check_pruning_keeps_the_distance(
    prune: str, name: str, heuristic, walk: Walk, solve=algorithms.solve
) -> None:
    _, start, goal = walk
    result = solve(start, goal, name, heuristic, prune=prune)
    check_solved(result, start, goal)
    assert result.moves == reference.distance_between(start, goal) and result.optimal
    assert (result.prune, result.loop) == (prune, "generic")


@settings(deadline=None, max_examples=examples(8, 40, 200))
@given(case=walks((3, 4), longest=24, any_goal=True))
def test_generic_loop_with_automaton_pruning__expands_what_the_incremental_walking_loop_expands(
    case,
):
    check_generic_loop_expands_as_the_incremental(case)


def check_generic_loop_expands_as_the_incremental(walk: Walk, solve=algorithms.solve) -> None:
    # Walking distance changes by exactly 1 a move, so the incremental loop's parity skip never
    # applies: the two loops search the same tree, and only their speed differs.
    _, start, goal = walk
    fast = solve(start, goal, "idastar", "walking")
    generic = solve(start, goal, "idastar", "walking", prune="automaton")
    assert (fast.loop, generic.loop, fast.prune, generic.prune) == (
        "incremental",
        "generic",
        "automaton",
        "automaton",
    )
    assert (fast.path, fast.expanded, fast.generated, fast.max_frontier) == (
        generic.path,
        generic.expanded,
        generic.generated,
        generic.max_frontier,
    )


# --- each property fails on a broken solve --------------------------------------------------------


def solved_then(change):
    """A broken stand-in for algorithms.solve: its answer, changed by change(result, goal)."""

    def broken(start, goal, *arguments, **options):
        return change(algorithms.solve(start, goal, *arguments, **options), goal)

    return broken


# A path two moves too long (out of the goal and back: still legal, still ending at the goal).
with_a_detour = solved_then(
    lambda result, goal: (
        result._replace(path=result.path + out_and_back(goal))
        if result.path is not None
        else result
    )
)
# The proved lower bound one move too high.
with_a_bound_one_too_high = solved_then(
    lambda result, goal: (
        result._replace(lower_bound=result.lower_bound + 1)
        if result.lower_bound is not None
        else result
    )
)
claiming_optimality = solved_then(lambda result, goal: result._replace(optimal=True))
# A board expanded before an unreachable goal is reported: a search where parity decides.
searching_an_unreachable_pair = solved_then(
    lambda result, goal: (
        result._replace(expanded=result.expanded + 1) if result.status == "unreachable" else result
    )
)
counting_no_expansion = solved_then(lambda result, goal: result._replace(expanded=0))
# The generic loop (the one --prune names) expands one board more than the incremental loop.
generic_loop_expanding_one_more = solved_then(
    lambda result, goal: (
        result._replace(expanded=result.expanded + 1) if result.loop == "generic" else result
    )
)

# (the property, the algorithm it checks, the strategy its test draws from, a broken solve, what
# is broken)
BROKEN = [
    (check_optimal, ("astar", "manhattan"), pairs_at_distance(), with_a_detour, "detour"),
    (
        check_optimal,
        ("idastar", "linear-conflict"),
        pairs_at_distance(),
        with_a_bound_one_too_high,
        "bound one too high",
    ),
    (
        check_optimal_on_a_walk,
        ("idastar", "manhattan"),
        walks((4, 5), longest=12, any_goal=True),
        with_a_detour,
        "detour",
    ),
    (
        check_unreachable_by_parity,
        ("astar", "manhattan"),
        unreachable_pairs(),
        searching_an_unreachable_pair,
        "a search",
    ),
    (
        check_legal_not_claimed_optimal,
        ("greedy", "manhattan"),
        pairs_at_distance(),
        claiming_optimality,
        "claims optimality",
    ),
    (
        check_dfs_within_its_depth_limit,
        (),
        walks((3, 4, 5), longest=10, any_goal=True),
        with_a_bound_one_too_high,
        "bound one too high",
    ),
    (check_bfs_expansions, (), pairs_at_distance(), counting_no_expansion, "no expansion"),
    (
        check_pruning_keeps_the_distance,
        ("automaton", "idastar", "manhattan"),
        walks((2, 3), longest=10, any_goal=True),
        with_a_detour,
        "detour",
    ),
    (
        check_generic_loop_expands_as_the_incremental,
        (),
        walks((3, 4), longest=24, any_goal=True),
        generic_loop_expanding_one_more,
        "one more expansion",
    ),
]
# Each property test of this module and the property it runs.
PROPERTY_TESTS = {
    test_optimal_algorithms__give_the_bfs_distance_on_reachable_3x3_pairs: check_optimal,
    test_costly_optimal_algorithms__give_the_bfs_distance_on_reachable_3x3_pairs: check_optimal,
    test_slow_optimal_algorithms__give_the_bfs_distance_within_18_moves: check_optimal,
    test_optimal_algorithms__give_the_bfs_distance_on_4x4_and_5x5_walks: check_optimal_on_a_walk,
    test_every_algorithm__answers_an_unreachable_pair_by_parity_without_a_search: (
        check_unreachable_by_parity
    ),
    test_other_algorithms__return_a_legal_path_not_claimed_optimal: (
        check_legal_not_claimed_optimal
    ),
    test_dfs__finds_a_path_within_its_depth_limit_whenever_one_exists: (
        check_dfs_within_its_depth_limit
    ),
    test_bfs__expands_every_board_nearer_than_the_goals_parent_and_none_beyond_it: (
        check_bfs_expansions
    ),
    test_prune__every_choice_keeps_the_bfs_distance: check_pruning_keeps_the_distance,
    test_generic_loop_with_automaton_pruning__expands_what_the_incremental_walking_loop_expands: (
        check_generic_loop_expands_as_the_incremental
    ),
}


@pytest.mark.parametrize(
    "check, algorithm, strategy, broken, wrong",
    BROKEN,
    ids=["%s-%s" % (check.__name__, wrong.replace(" ", "-")) for check, _, _, _, wrong in BROKEN],
)
def test_property__fails_on_a_broken_solve(check, algorithm, strategy, broken, wrong):
    # the property holds for the explorer's own solve on these cases, so the failure is the break's
    assert first_failure(lambda case: check(*algorithm, case), strategy, most=3) is None
    assert first_failure(lambda case: check(*algorithm, case, solve=broken), strategy) is not None


def test_property__every_test_of_a_property_has_a_broken_solve_that_fails_it():
    assert property_tests(globals()) == set(PROPERTY_TESTS)
    assert set(PROPERTY_TESTS.values()) == {check for check, _, _, _, _ in BROKEN}
