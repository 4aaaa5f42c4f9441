"""The explorer on boards that are any graph, with any number of blanks
(slidingkit/explorer/graph.py and the
command line's --edges, --graph and edges in --file).

What it proves, against slidingkit/oracle/graph_reference.py (a plain BFS that imports nothing of
slidingkit/core/ or slidingkit/explorer/), with paths replayed here by a slide of our own:
- On graphs Hypothesis draws (2 to 7 cells, any edges, 1 to 3 blanks), every graph algorithm x
  heuristic answers each start and goal: BFS, bidirectional BFS, A* and IDA* with a path of
  exactly the oracle's distance, claimed optimal; greedy with a legal path no shorter; all of them
  "unreachable" exactly where the oracle finds no path. The IDA* rows get boards within 12
  moves (a tree search is exponential in the distance).
- The reachability check gives the oracle's distance, or None where it has none; stopped early
  it says so and proves only what holds (the goal is farther than it says).
- AOJ 0190's diamond: 13 cells and the statement's 16 edges; its sample and boards up to 14 moves
  from its goal, through every algorithm.
- IDA* skips the move that undoes the previous one with --prune undo and no move with none (the
  counts of a hand-worked pass). IDA* towards a goal out of reach, with the check undecided, ends
  at a limit; A* ends by running out of boards.
- The command line end to end: text, --moves and --json paths that replay to the goal; several
  blanks; a file holding edges and boards; the default goal; unreachable goals are exit status 2
  in solve and compare; compare's table and JSON hold every pair with the oracle's distance; a
  grid-only heuristic, algorithm or option, a bad edge or board is one line on stderr and exit
  status 1; the graph heuristic asked for on a grid board too; a closed output ends quietly.
"""

import itertools
import json
import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from slidingkit.explorer import graph
from slidingkit.oracle import graph_reference as oracle
from tests.conftest import examples
from tests.running import explorer, run_into_closed_pipe

TRIANGLE = [(0, 1), (1, 2), (0, 2)]
PATH_3 = [(0, 1), (1, 2)]
SQUARE_WITH_DIAGONAL = [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2)]
OPTIMAL = [("bfs", None), ("bidirectional", None)] + [
    (name, heuristic) for name in ("astar", "idastar") for heuristic in graph.HEURISTICS
]
EVERY_PAIR = OPTIMAL + [("greedy", heuristic) for heuristic in graph.HEURISTICS]
# IDA* is a tree search, exponential in the distance: on drawn graphs every IDA* row gets boards
# within NEAR moves (with three blanks even the graph estimate is weak: a 7-cell board 25 moves
# out takes minutes); on the diamond the weak estimates get shorter walks than the others.
NEAR_ONLY = {("idastar", "none"), ("idastar", "hamming")}
NEAR = 12
# 25 moves apart on 7 cells with three blanks: every row but IDA*'s answers it at once
FAR_FOR_IDA_STAR = (
    [(0, 1), (2, 5), (3, 6), (2, 6), (4, 6), (1, 3), (0, 3)],
    (0, 0, 4, 2, 0, 3, 1),
    (3, 0, 2, 4, 1, 0, 0),
)


def slide(board, path, edges):
    """Replay path ((tile, from cell, to cell) moves) with checks of our own; AssertionError if a
    move is illegal."""
    joined = {frozenset(edge) for edge in edges}
    cells = list(board)
    for tile, leaves, enters in path:
        assert frozenset((leaves, enters)) in joined, "no edge %d-%d" % (leaves, enters)
        assert cells[leaves] == tile != 0 and cells[enters] == 0, (cells, tile, leaves, enters)
        cells[leaves], cells[enters] = 0, tile
    return tuple(cells)


@st.composite
def instances(draw, most_cells=7):
    """(cells, edges, start, goal): a drawn graph with 1 to 3 blanks and two boards of its tiles."""
    cells = draw(st.integers(2, most_cells))
    pairs = [(a, b) for a in range(cells) for b in range(a + 1, cells)]
    edges = draw(st.lists(st.sampled_from(pairs), min_size=1, unique=True))
    blanks = draw(st.integers(1, min(3, cells)))
    start = tuple(draw(st.permutations([0] * blanks + list(range(1, cells - blanks + 1)))))
    return cells, edges, start, tuple(draw(st.permutations(start)))


def check_result(result, start, goal, edges, expected, optimal):
    """The result holds to the oracle's distance expected (None: out of reach)."""
    if expected is None:
        assert result.status == "unreachable" and result.path is None, result
        assert "cannot be reached" in result.reason
        return
    assert result.status == "solved", result
    assert slide(start, result.path, edges) == goal
    if optimal:
        assert len(result.path) == expected and result.optimal and result.lower_bound == expected
    else:
        assert len(result.path) >= expected and not result.optimal


@pytest.mark.parametrize("name, heuristic", EVERY_PAIR)
@settings(deadline=None, max_examples=examples(40, 150, 600))
@given(drawn=instances())
@example(drawn=(3, TRIANGLE, (2, 1, 0), (1, 2, 0)))
@example(drawn=(3, PATH_3, (1, 2, 0), (2, 1, 0)))
@example(drawn=(3, PATH_3, (1, 0, 0), (0, 0, 1)))
@example(drawn=(4, SQUARE_WITH_DIAGONAL, (0, 1, 2, 0), (2, 0, 0, 1)))
@example(drawn=(7, FAR_FOR_IDA_STAR[0], FAR_FOR_IDA_STAR[1], FAR_FOR_IDA_STAR[2]))
def test_graph_algorithms__the_oracles_distance_on_drawn_graphs(name, heuristic, drawn):
    cells, edges, start, goal = drawn
    expected = oracle.distance(start, goal, edges)
    if name == "idastar" and expected is not None and expected > NEAR:
        return
    result = graph.solve(graph.make_graph(cells, edges), start, goal, name, heuristic)
    check_result(result, start, goal, edges, expected, (name, heuristic) in OPTIMAL)


def test_graph_algorithms__several_blanks_on_a_path():
    # two blanks: tile 1 walks the path; three tiles on a path of five cells keep their order
    for start, goal, expected in [
        ((1, 0, 0), (0, 0, 1), 2),
        ((1, 0, 2, 0, 3), (0, 1, 0, 2, 3), 2),
        ((1, 0, 2, 0, 3), (2, 0, 1, 0, 3), None),
    ]:
        edges = [(cell, cell + 1) for cell in range(len(start) - 1)]
        assert oracle.distance(start, goal, edges) == expected
        for name, heuristic in EVERY_PAIR:
            result = graph.solve(graph.make_graph(len(start), edges), start, goal, name, heuristic)
            check_result(result, start, goal, edges, expected, (name, heuristic) in OPTIMAL)


@settings(deadline=None, max_examples=examples(60, 200, 800))
@given(drawn=instances(), most_boards=st.integers(2, 60))
def test_check__the_oracles_distance_or_stopped_with_a_true_bound(drawn, most_boards):
    cells, edges, start, goal = drawn
    expected = oracle.distance(start, goal, edges)
    board_graph = graph.make_graph(cells, edges)
    assert graph.check(board_graph, start, goal).distance == expected
    assert graph.check(board_graph, start, goal).decided  # 7 cells: well under the default
    reach = graph.check(board_graph, start, goal, most_boards)
    assert reach.boards <= most_boards  # it stops before a layer that could pass the limit
    if reach.decided:
        assert reach.distance == expected
    else:
        assert reach.distance is None and (expected is None or expected > reach.beyond)


# AOJ 0190's diamond, built here from the picture: rows of 1, 3, 5, 3, 1 cells, centred.
DIAMOND_ROWS = ["  #  ", " ### ", "#####", " ### ", "  #  "]
DIAMOND_PLACES = [
    (row, column)
    for row, line in enumerate(DIAMOND_ROWS)
    for column, mark in enumerate(line)
    if mark == "#"
]
DIAMOND_EDGES = sorted(
    (DIAMOND_PLACES.index(first), DIAMOND_PLACES.index(second))
    for first, second in itertools.combinations(DIAMOND_PLACES, 2)
    if abs(first[0] - second[0]) + abs(first[1] - second[1]) == 1
)
DIAMOND_GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0)
DIAMOND_SAMPLE = (2, 1, 0, 3, 4, 5, 6, 7, 8, 9, 0, 11, 10)  # 2 moves, the statement says


def test_diamond__the_statements_cells_edges_and_goal():
    cells, edges, goal = graph.diamond()
    assert cells == 13 and len(DIAMOND_EDGES) == 16
    assert sorted(tuple(sorted(edge)) for edge in edges) == DIAMOND_EDGES
    assert goal == DIAMOND_GOAL


def walk(board, edges, moves, seed):
    """A board a random walk of moves slides away from board."""
    rng = random.Random(seed)
    around = oracle.neighbours(len(board), edges)
    for _ in range(moves):
        board = rng.choice(list(oracle.moves(board, around)))
    return board


@pytest.mark.parametrize("name, heuristic", EVERY_PAIR)
@pytest.mark.parametrize("seed", range(3))
def test_diamond__sample_and_walks_as_the_oracle(name, heuristic, seed):
    board_graph = graph.make_graph(13, DIAMOND_EDGES, "diamond")
    starts = [
        DIAMOND_SAMPLE,
        walk(DIAMOND_GOAL, DIAMOND_EDGES, 8 if (name, heuristic) in NEAR_ONLY else 20, seed),
    ]
    for start in starts:
        expected = oracle.distance(start, DIAMOND_GOAL, DIAMOND_EDGES)
        assert expected is not None and (start != DIAMOND_SAMPLE or expected == 2)
        result = graph.solve(board_graph, start, DIAMOND_GOAL, name, heuristic)
        check_result(
            result, start, DIAMOND_GOAL, DIAMOND_EDGES, expected, (name, heuristic) in OPTIMAL
        )


@pytest.mark.parametrize("prune, generated", [("undo", 2), ("none", 3)])
def test_ida_star__undo_pruning_skips_the_move_back_and_none_does_not(prune, generated):
    # 1 0 0 to 0 0 1 on the path 0-1-2, bound 2 from the start: the start makes 0 1 0; there the
    # move back (tile 1 to cell 0) is skipped with undo, generated and cut by the bound with none;
    # the other move reaches the goal
    board_graph = graph.make_graph(3, PATH_3)
    result = graph.solve(board_graph, (1, 0, 0), (0, 0, 1), "idastar", "graph", prune=prune)
    assert result.path == [(1, 0, 1), (1, 1, 2)] and result.prune == prune
    assert (result.expanded, result.generated) == (2, generated)


def test_ida_star__out_of_reach_and_undecided_ends_at_a_limit_and_a_star_runs_out():
    board_graph = graph.make_graph(5, [(0, 1), (1, 2), (2, 3), (3, 4)])
    start, goal = (1, 2, 3, 0, 0), (2, 1, 3, 0, 0)  # tiles cannot pass on a path
    assert oracle.distance(start, goal, board_graph.edges) is None
    undecided = graph.check(board_graph, start, goal, most_boards=2)
    assert not undecided.decided
    stopped = graph.solve(board_graph, start, goal, "idastar", max_nodes=5000, reach=undecided)
    assert stopped.status == "stopped" and stopped.expanded == 5000 and stopped.path is None
    ran_out = graph.solve(board_graph, start, goal, "astar", reach=undecided)
    assert ran_out.status == "unreachable" and ran_out.expanded > 0
    asked = graph.solve(board_graph, start, goal, "idastar")
    assert asked.status == "unreachable" and asked.expanded == 0 and asked.check.decided


# --- the command line -----------------------------------------------------------------------------


def moves_in_text(output):
    """The (tile, from, to) moves of solve's text output ("3. tile 2: cell 0 -> cell 1   ...")."""
    moves = []
    for line in output.splitlines():
        words = line.replace(":", "").split()
        if len(words) >= 7 and words[1] == "tile" and words[0].endswith("."):
            moves.append((int(words[2]), int(words[4]), int(words[7])))
    return moves


def test_solve__prints_each_move_and_the_board_after_and_says_it_is_optimal():
    run = explorer("solve", "--edges", "0-1 1-2 0-2", "2 1 0", "1 2 0", "-a", "astar")
    assert run.returncode == 0 and run.stderr == ""
    moves = moves_in_text(run.stdout)
    assert slide((2, 1, 0), moves, TRIANGLE) == (1, 2, 0) and len(moves) == 3
    lines = run.stdout.splitlines()
    assert lines[0].startswith("graph of 3 cells, edges 0-1 1-2 0-2, 1 blank: 2 1 0 to 1 2 0")
    assert lines[-2].startswith("3 moves, optimal (proved)")
    board_after = tuple(int(word) for word in lines[3].split()[-3:])
    assert board_after == slide((2, 1, 0), moves[:1], TRIANGLE)


@pytest.mark.parametrize("algorithm", ["bfs", "bidirectional", "greedy", "astar", "idastar"])
def test_solve__json_and_moves_replay_to_the_goal_with_several_blanks(algorithm):
    edges = "0-1 1-2 2-3 3-0 0-2"
    start, goal = (0, 1, 2, 0), (2, 0, 0, 1)
    expected = oracle.distance(start, goal, SQUARE_WITH_DIAGONAL)
    arguments = ["solve", "-a", algorithm, "--edges", edges, "0 1 2 0", "2 0 0 1"]
    record = json.loads(explorer(*arguments, "--json").stdout)
    path = [(move["tile"], move["from"], move["to"]) for move in record["path"]]
    assert slide(start, path, SQUARE_WITH_DIAGONAL) == goal
    assert (record["cells"], record["graph"], record["status"]) == (4, None, "solved")
    assert [tuple(edge) for edge in record["edges"]] == SQUARE_WITH_DIAGONAL
    assert record["moves"] == len(path) and (algorithm == "greedy" or len(path) == expected)
    output = explorer(*arguments, "--moves").stdout
    letters = next(line for line in output.splitlines() if line.endswith("the empty cell B)"))
    pairs = [tuple(map(int, pair.split(">"))) for pair in letters.split("   (")[0].split()]
    replayed = list(start)
    for leaves, enters in pairs:
        assert frozenset((leaves, enters)) in {frozenset(edge) for edge in SQUARE_WITH_DIAGONAL}
        assert replayed[leaves] and not replayed[enters]
        replayed[leaves], replayed[enters] = 0, replayed[leaves]
    assert tuple(replayed) == goal


def test_solve__a_file_holds_the_edges_and_the_boards(tmp_path):
    instance = tmp_path / "triangle.txt"
    instance.write_text("0-1 1-2 0-2\n2 1 0\n1 2 0\n")
    from_file = explorer("solve", "--json", "--file", str(instance))
    from_stdin = explorer("solve", "--json", "--file", "-", stdin=instance.read_text())
    for run in (from_file, from_stdin):
        record = json.loads(run.stdout)
        assert run.returncode == 0 and record["moves"] == 3 and record["goal"] == [1, 2, 0]


def test_solve__default_goal_tiles_in_order_blanks_last_and_the_diamonds_own():
    record = json.loads(explorer("solve", "--json", "--edges", "0-1 1-2 2-3", "0 2 0 1").stdout)
    assert record["goal"] == [1, 2, 0, 0]
    run = explorer("solve", "--json", "--graph", "diamond", " ".join(map(str, DIAMOND_SAMPLE)))
    record = json.loads(run.stdout)
    assert record["goal"] == list(DIAMOND_GOAL) and record["moves"] == 2
    assert (record["heuristic"], record["check"]["distance"]) == ("graph", 2)


@pytest.mark.parametrize("algorithm", ["bfs", "bidirectional", "astar", "idastar"])
@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_unreachable__exit_status_2_in_solve(algorithm, json_flag):
    run = explorer("solve", *json_flag, "-a", algorithm, "--edges", "0-1 1-2", "1 2 0", "2 1 0")
    assert run.returncode == 2 and run.stderr == ""
    text = json.loads(run.stdout)["reason"] if json_flag else run.stdout.splitlines()[0]
    assert "the goal cannot be reached from the start on this graph" in text
    assert ("ran out of boards" in text) and (json_flag or text.startswith("unreachable: "))


def test_unreachable__exit_status_2_in_compare_with_no_table():
    run = explorer("compare", "--edges", "0-1 1-2", "1 2 0", "2 1 0")
    assert run.returncode == 2 and run.stdout.startswith("unreachable: ")
    assert "algorithm" not in run.stdout


def test_compare__every_pair_on_a_graph_with_the_oracles_distance():
    start, goal = (1, 0, 2, 0), (2, 0, 0, 1)
    expected = oracle.distance(start, goal, SQUARE_WITH_DIAGONAL)
    arguments = ["compare", "-q", "--edges", "0-1 1-2 2-3 3-0 0-2", "1 0 2 0", "2 0 0 1"]
    table = explorer(*arguments)
    assert table.returncode == 0 and table.stderr == ""
    rows = table.stdout.splitlines()[3:]
    assert len(rows) == len(EVERY_PAIR) == 11
    record = json.loads(explorer(*arguments, "--json").stdout)
    assert [(run["algorithm"], run["heuristic"]) for run in record["runs"]] == [
        (graph.lookup_algorithm(name).title, heuristic)
        for name in graph.ALGORITHMS
        for heuristic in ([None] if name in ("bfs", "bidirectional") else list(graph.HEURISTICS))
    ]
    for run in record["runs"]:
        path = [(move["tile"], move["from"], move["to"]) for move in run["path"]]
        assert slide(start, path, SQUARE_WITH_DIAGONAL) == goal
        assert run["optimal"] == (run["algorithm"] != "greedy")
        assert len(path) == expected or (run["algorithm"] == "greedy" and len(path) > expected)
    assert record["check"]["distance"] == expected


@pytest.mark.parametrize(
    "arguments, fault",
    [
        (["-H", "manhattan"], "the manhattan heuristic works on grid boards only"),
        (["-H", "walking"], "the walking heuristic works on grid boards only"),
        (["-H", "lc"], "the linear-conflict heuristic works on grid boards only"),
        (["-a", "astar", "-H", "pdb"], "the pdb heuristic works on grid boards only"),
        (["-a", "dfs"], "DFS runs on grid boards only"),
        (["-a", "iddfs"], "IDDFS runs on grid boards only"),
        (["--partition", "4-4"], "--partition works on grid boards only"),
        (["--depth-limit", "5"], "--depth-limit works on grid boards only"),
        (["--prune", "automaton"], "--prune automaton works on grid boards only"),
        (["-a", "bfs", "--prune", "undo"], "--prune goes with -a idastar"),
        (["-a", "bfs", "-H", "graph"], "BFS takes no heuristic"),
        (["--blank", "-1"], "--blank goes with grid boards"),
        (["--graph", "diamond"], "the graph is given twice"),
        (["-a", "quantum"], "no algorithm or heuristic called 'quantum'"),
    ],
)
def test_bad_input__a_grid_only_choice_on_a_graph_is_one_line_and_exit_status_1(arguments, fault):
    run = explorer("solve", "--edges", "0-1 1-2 0-2", "2 1 0", "1 2 0", *arguments)
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and fault in run.stderr and "Traceback" not in run.stderr


@pytest.mark.parametrize(
    "arguments, fault",
    [
        (["solve", "--edges", "0-1 1-3", "1 2 0"], "edge 1-3 does not join two cells"),
        (["solve", "--edges", "0-1 1-1", "1 2 0"], "edge 1-1 joins a cell to itself"),
        (["solve", "--edges", "0-1 1_2", "1 2 0"], "is not written A-B"),
        (["solve", "--edges", "", "1 2 0"], "no edge given"),
        (["solve", "--edges", "0-1 1-2", "1 1 0"], "tile 1 appears twice"),
        (["solve", "--edges", "0-1 1-2", "1 3 0"], "2 missing"),
        (["solve", "--edges", "0-1 1-2", "1 _ 0"], "cell 2 is '_', not a tile number"),
        (["solve", "--edges", "0-1 1-2", "1 2 0", "1 0 0"], "hold different tiles"),
        (["solve", "--edges", "0-1 1-2", "1 2 0", "1 2 0 0"], "the start has 3 cells"),
        (["solve", "--graph", "diamond", "1 2 0"], "3 numbers make neither one nor two boards"),
        (["solve", "--edges", "0-1 1-2"], "no board given"),
        (["compare", "--edges", "0-1 1-2", "1 2 0", "-a", "bfs,dfs"], "DFS runs on grid boards"),
        (["compare", "--edges", "0-1 1-2", "1 2 0", "-H", "graph,euclidean"], "euclidean"),
        (["solve", "283104765", "-a", "astar", "-H", "graph"], "the graph heuristic is for boards"),
        (["compare", "283104765", "-H", "manhattan,graph"], "the graph heuristic is for boards"),
    ],
)
def test_bad_input__a_bad_graph_or_board_is_one_line_and_exit_status_1(arguments, fault):
    run = explorer(*arguments)
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and fault in run.stderr and "Traceback" not in run.stderr


@pytest.mark.parametrize("command", [["solve"], ["solve", "--json"], ["compare", "-q"]])
def test_closed_output__ends_quietly_on_a_graph(command):
    run = run_into_closed_pipe(*command, "--edges", "0-1 1-2 0-2", "2 1 0", "1 2 0")
    assert run.stderr == "" and run.returncode == 141
