"""The kit's inputs and their answers (slidingkit/judge/stress/drawing.py, on the boards of
slidingkit/judge/stress/boards.py), on every problem of slidingkit/problems/.

What it proves
    - The generator (writing through each problem's format) is deterministic per seed; writes
      every shape and spacing of the format; puts unsolvable boards in an input exactly where
      the statement allows them, and several boards where it allows more than one; and, on
      boards of at most 9 cells with a fixed goal, makes a board at every distance from the
      goal.
    - Its expected answers are the package's expected(text) wherever that answers the input;
      where it cannot, the input holds a walked board and the answer is its route. For the
      problems of at most 9 cells and no farthest board they are those of a plain BFS from
      each board's goal (slidingkit/oracle/reference.py: the distance and the first shortest path in
      the format's order); where the comparison is plain, the drawn answers (BFS table, routes, a
      walked board's class) equal the package's.
    - A larger board's route replays to its target (the goal, or the goal with two tiles
      swapped for the other class, by the validators' own parity rule) within the statement's
      promise; the two-ended BFS that proves the larger boards' routes agrees with a one-ended
      BFS.
    - On a board that is a graph (a hand-made format whose inputs give their graph): the
      generator draws walks, random boards and several boards, reads back as written, answers
      with expected(), and needs one.

What only one problem has (its published boards, its special judge) is in
tests/problems/NAME/test_stress.py. Expected answers come from slidingkit/oracle/ (plain BFS),
never from the code under test.
"""

import random

import pytest

from slidingkit import problems
from slidingkit.judge import JudgeError
from slidingkit.judge.stress.drawing import DRAWN, PACKAGE, GraphGenerator, generator_for
from slidingkit.oracle import family_reference, graph_reference, reference, reference_paths
from slidingkit.oracle.family_reference import solvable as reaches
from slidingkit.problems._format import Answer
from tests.judge.stress.conftest import FORMATS, GIVEN_GRAPH, NAMES, package_cases

TABLE_CELLS = 9  # boards of at most 9 cells: a plain BFS over all of them answers each

# the problems whose every board a full BFS table answers, each of its shape's one goal
TABLED = [
    name
    for name, written in FORMATS.items()
    if all(rows * columns <= TABLE_CELLS for rows, columns in written.shapes)
    and not written.goal_given
    and not written.on_graph
]
ROUTED = [
    name
    for name, written in FORMATS.items()
    if any(rows * columns > TABLE_CELLS for rows, columns in written.shapes)
    and not written.on_graph
]


def generator(name):
    """The generator as stress makes it: answers from the package's expected() where it has one."""
    return generator_for(name, getattr(package_cases(name), "expected", None))[0]


def trials(name, seed, count):
    made = generator(name)
    return made, [made.trial(seed, index) for index in range(count)]


def turns(name, count):
    """Inputs enough for count turns of every kind."""
    return len(generator(name).kinds) * count


# --- the generator, in process ---------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_stress_generator__same_seed_same_inputs_and_another_seed_others(name):
    count = turns(name, 1)
    made, first = trials(name, 7, count)
    texts = [made.input_text(trial) for trial in first]
    assert texts == [made.input_text(trial) for trial in trials(name, 7, count)[1]]
    assert texts != [made.input_text(trial) for trial in trials(name, 8, count)[1]]


@pytest.mark.parametrize("name", NAMES)
def test_stress_generator__writes_every_shape_and_spacing_of_the_format(name):
    written = FORMATS[name]
    _, made = trials(name, 1, turns(name, max(len(written.shapes), len(written.layouts))))
    shapes = {
        (len(query.board) // query.columns, query.columns)
        for trial in made
        for query in trial.queries
    }
    assert shapes == set(written.shapes)
    assert {trial.layout for trial in made} == set(written.layouts)


@pytest.mark.parametrize("name", NAMES)
def test_stress_generator__unsolvable_boards_and_several_boards_where_the_statement_allows(name):
    written = FORMATS[name]
    _, made = trials(name, 5, turns(name, 4))
    classes = {
        reaches(query.board, query.goal, query.columns) for trial in made for query in trial.queries
    }
    counts = {len(trial.queries) for trial in made}
    assert classes == ({True, False} if written.unsolvable else {True})
    fewest, most = written.cases
    assert fewest <= min(counts) and max(counts) <= most
    assert (max(counts) > 1) == (most > 1)


@pytest.mark.parametrize("name", TABLED)
def test_stress_generator__boards_at_every_distance_from_the_goal(name):
    written = FORMATS[name]
    made = generator(name)
    seen = {shape: set() for shape in written.shapes}
    turn = 0
    while any(
        len(seen[shape])
        < len(set(reference.shape_distances(written.goal_of(shape), shape[1]).values()))
        for shape in written.shapes
    ):
        assert turn < 2 * 32 * len(written.shapes), "distances missing: %s" % seen
        [query] = made.trial(3, turn * len(made.kinds)).queries  # the kind "distance"
        shape = (len(query.board) // query.columns, query.columns)
        # the plain BFS from the board's own goal, not the generator's renamed table
        seen[shape].add(reference.shape_distances(query.goal, query.columns)[query.board])
        turn += 1


def plain_bfs_answer(board, goal, columns, order):
    """The distance and the first shortest path in order from a plain BFS of goal's table, or
    None (unsolvable). A goal is first renamed to the one with its tiles in order around its
    blank (renaming tiles changes no move), so that drawn goals need at most nine tables."""
    canonical = reference.canonical_goal(goal)
    name = {tile: canonical[cell] for cell, tile in enumerate(goal)}
    board = tuple(name[tile] for tile in board)
    distance = reference.shape_distances(canonical, columns).get(board)
    if distance is None:
        return None
    return Answer(distance, reference.first_shortest_path(board, canonical, columns, order))


# the problems whose answers a plain BFS gives: boards of at most 9 cells, no farthest board
ANSWERED = [
    name
    for name, written in FORMATS.items()
    if all(rows * columns <= TABLE_CELLS for rows, columns in written.shapes)
    and not written.wants_farthest
    and not written.on_graph
]


@pytest.mark.parametrize("name", ANSWERED)
def test_stress_generator__expected_answers_are_a_plain_bfs_from_each_boards_goal(name):
    written = FORMATS[name]
    made, drawn = trials(name, 4, turns(name, 3))
    for trial in drawn:
        queries = [query.written() for query in trial.queries]
        answers = [
            plain_bfs_answer(query.board, query.goal, query.columns, written.path_order)
            for query in queries
        ]
        assert made.expected_text(trial) == written.answer_text(queries, answers), trial.kind


@pytest.mark.parametrize("name", NAMES)
def test_stress_generator__answers_are_the_packages_expected_wherever_it_answers(name):
    """Where the package's expected(text) answers an input, stress's expected output is that
    answer; where it cannot (ValueError), the input holds a routed board and stress answers from
    its routes; a problem whose boards all fit the BFS table is answered by the package alone."""
    expected = getattr(package_cases(name), "expected", None)
    made, drawn = trials(name, 6, turns(name, 2))
    sources = set()
    for trial in drawn:
        text, source = made.answered(trial)
        sources.add(source)
        if expected is None:
            assert source == DRAWN
            continue
        try:
            answer = expected(made.input_text(trial))
        except ValueError:
            assert source == DRAWN and any(query.route is not None for query in trial.queries)
            assert text == made.drawn_text(trial)
            continue
        assert (source, text) == (PACKAGE, answer), trial.kind
    if expected is not None and name not in ROUTED:
        assert sources == {PACKAGE}


# the problems whose drawn answers need no path or farthest board of a board the table answers,
# judged by plain comparison: there the drawn answer and the package's must be the same text
COMPARED = [
    name
    for name, written in FORMATS.items()
    if hasattr(package_cases(name), "expected")
    and problems.settings(name)["checker"] is None
    and not (written.wants_farthest or (written.wants_path and name not in ROUTED))
    and not written.on_graph
]


@pytest.mark.parametrize("name", COMPARED)
def test_stress_generator__its_drawn_answers_agree_with_the_packages_expected(name):
    """Two references agree: the drawing's (the BFS table, a walk's route proved shortest, a
    routed board's class) and the package's expected() (slidingkit/oracle/family_reference.py)."""
    made, drawn = trials(name, 8, turns(name, 2))
    compared = 0
    for trial in drawn:
        if made.answered(trial)[1] == PACKAGE:
            assert made.drawn_text(trial) == made.expected_text(trial), trial.kind
            compared += 1
    assert compared > 0


@pytest.mark.parametrize("name", ROUTED)
def test_stress_generator__larger_boards_replay_to_their_target_within_the_promise(name):
    written = FORMATS[name]
    _, made = trials(name, 2, turns(name, 2))
    for trial in made:
        for query in trial.queries:
            if query.route is None:  # a board of at most 9 cells, answered from the table
                continue
            assert reference_paths.replay(query.board, query.columns, query.route) == query.target
            solvable = reaches(query.board, query.goal, query.columns)
            assert solvable == (query.target == query.goal), trial.kind
            if written.most_moves is not None:
                assert len(query.route) <= written.most_moves


def graph_expected(text):
    """The answers of a GIVEN_GRAPH input, from the oracle's BFS."""
    written = GIVEN_GRAPH
    answers = []
    for query in written.parse(text):
        moves = graph_reference.distance(query.board, query.goal, written.edges_of(query))
        answers.append("-1" if moves is None else str(moves))
    return "".join(answer + "\n" for answer in answers)


def test_graph_generator__draws_graphs_boards_and_answers_that_the_oracle_holds():
    written = GIVEN_GRAPH
    made = GraphGenerator(written, graph_expected)
    kinds = set()
    for index in range(30):
        trial = made.trial(3, index)
        kinds.add(trial.kind.split(" of ")[0] if "walk" in trial.kind else trial.kind.split()[-1])
        text = made.input_text(trial)
        assert written.parse(text) == [query.written() for query in trial.queries]
        assert made.answered(trial) == (graph_expected(text), PACKAGE)
    assert kinds == {"board", "random walk", "boards"}
    with pytest.raises(JudgeError, match="expected"):
        GraphGenerator(written, None)


@pytest.mark.slow
def test_shortest_route__agrees_with_the_full_bfs_on_3x3_and_2x3():
    rng = random.Random(4)
    for goal, columns in (
        ((1, 2, 3, 4, 5, 6, 7, 8, 0), 3),
        ((1, 2, 3, 8, 0, 4, 7, 6, 5), 3),
        ((1, 2, 3, 4, 5, 0), 3),
        ((1, 2, 0, 3, 4, 5), 2),
    ):
        table = reference.shape_distances(goal, columns)
        for board, moves in rng.sample(sorted(table.items()), 150):
            route = reference.shortest_route(board, goal, columns, 40)
            assert len(route) == moves and reference_paths.replay(board, columns, route) == goal
            if moves:  # one move short of the distance: no route
                assert reference.shortest_route(board, goal, columns, moves - 1) is None
        unsolvable = family_reference.walk(tuple(reversed(goal[:2])) + goal[2:], columns, 9, rng)[0]
        assert reference.shortest_route(unsolvable, goal, columns, 40) is None


def test_shortest_route__agrees_with_a_one_ended_bfs_on_4x4_walks():
    rng = random.Random(5)
    for length in range(13):
        board, _ = family_reference.walk(family_reference.GOAL_4, 4, length, rng)
        route = reference.shortest_route(board, family_reference.GOAL_4, 4, length)
        assert len(route) == reference.distance_within(board, family_reference.GOAL_4, 12)
        assert reference_paths.replay(board, 4, route) == family_reference.GOAL_4
