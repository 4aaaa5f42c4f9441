"""Boards and inputs a statement allows, drawn for the tests that start from a valid input (the
fuzzer, the format and fault tests): random walks from the goal on the board's graph (a
rectangle's, the format's own, or a graph drawn for each input where the input gives one)."""

import random
from typing import List

from slidingkit.oracle import family_reference, graph_reference
from slidingkit.problems._format import Format, Query

MOST_BOARDS = 3  # boards in one drawn input, at most (fewer where the statement says so)
LONGEST_WALK = 20  # moves from the goal: within every statement's promise on the distance


def drawn_queries(written: Format, rng: random.Random, count: int, walked: bool) -> List[Query]:
    """count boards of the format's shapes, each with its goal (and its graph, where the input
    gives one): random walks of up to LONGEST_WALK moves from the goal (walked: within every
    statement's rules), or any arrangement of the tiles."""
    queries = []
    for _ in range(count):
        rows, columns = rng.choice(written.shapes)
        goal = written.goal_of((rows, columns))
        if written.goal_given:
            goal = tuple(rng.sample(goal, len(goal)))
        edges = None
        if written.edges_given:
            edges = tuple(graph_reference.random_edges(rows * columns, rng))
        steps = rng.randint(0, LONGEST_WALK)
        if not walked:
            board = tuple(rng.sample(goal, len(goal)))
        elif written.on_graph:
            shaped = Query(goal, goal, rows, columns, edges)
            board = graph_reference.walk(goal, written.edges_of(shaped), steps, rng)
        else:
            board = family_reference.walk(goal, columns, steps, rng)[0]
        queries.append(Query(board, goal, rows, columns, edges))
    return queries


def valid_input(written: Format, rng: random.Random) -> str:
    """An input the statement allows: 1 to MOST_BOARDS boards (as many as it allows), each a
    random walk from its goal (so within reach of it, and within any promise on the distance),
    in a spacing the statement allows."""
    fewest, most = written.cases
    queries = drawn_queries(written, rng, rng.randint(fewest, min(most, MOST_BOARDS)), True)
    return written.input_text(queries, rng.choice(written.layouts))
