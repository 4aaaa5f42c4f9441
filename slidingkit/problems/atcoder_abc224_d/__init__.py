"""AtCoder ABC224 D 8 Puzzle on Graph: an undirected graph on vertices 1..9 and pieces 1..8 on
distinct vertices, one vertex empty; a move slides a piece on a vertex next to the empty one into
it. Print the fewest moves that put piece j on vertex j (vertex 9 empty), or -1 if none do.

The statement allows: M (0..36) alone on the first line; M lines of one edge `u v` each, two
different vertices of 1..9, no edge twice (in either direction); then one line of p_1 .. p_8,
distinct vertices of 1..9 (piece j on vertex p_j). The graph may be disconnected, and a board
that cannot reach the goal is allowed (-1 is an answer: its third sample), so reachability is no
rule here.

Whitespace is read as the other validators read it: the numbers of a line separated, led or
trailed by runs of spaces or tabs, CRLF line ends, no final newline, blank lines skipped (the
cases format-*). M, each edge and the pieces' vertices stay on lines of their own. Our solution
reads the numbers in any layout: beyond the statement, and rejected here.
"""

import random
from typing import Dict, List, Tuple

from slidingkit.problems import Invalid, _faults
from slidingkit.problems._format import Format
from slidingkit.problems._text import FEW_DIGITS, integer, located_lines, rows_of

VERTICES = 9
PIECES = 8
MOST_EDGES = VERTICES * (VERTICES - 1) // 2  # 36: every pair of vertices once

VIOLATIONS = {
    "empty": "\n \n",
    "not a non-negative integer": "1\n1 2\n1 2 3 4 5 6 7 x\n",
    "M alone": "1 1 2\n1 2 3 4 5 6 7 8\n",
    "out of range 0..36": "37\n" + "1 2\n" * 37 + "1 2 3 4 5 6 7 8\n",
    "too few lines": "2\n1 2\n1 2 3 4 5 6 7 8\n",
    "after the pieces' line": "1\n1 2\n1 2 3 4 5 6 7 8\n9\n",
    "two numbers": "1\n1 2 3\n1 2 3 4 5 6 7 8\n",
    "out of range 1..9": "1\n1 10\n1 2 3 4 5 6 7 8\n",
    "self-loop": "1\n4 4\n1 2 3 4 5 6 7 8\n",
    "repeated edge": "2\n1 2\n2 1\n1 2 3 4 5 6 7 8\n",
    "eight numbers": "1\n1 2\n1 2 3 4 5 6 7\n",
    "two pieces": "1\n1 2\n1 2 3 4 5 6 7 7\n",
    "lone carriage return": "1\r1 2\n1 2 3 4 5 6 7 8\n",
}


# Inputs the submitted file must refuse: one line on stderr, exit status 1, nothing on stdout
# (tests/test_problems.py runs each).
BAD_INPUTS = [
    b"",
    b" \n\n",
    b"0\n",
    b"0\n1 2 3 4 5 6 7\n",
    b"0\n1 2 3 4 5 6 7 8 9\n",
    b"1\n1 2 3 4 5 6 7 8\n",
    b"2\n1 2\n1 2 3 4 5 6 7 8\n",
    b"37\n" + b"1 2\n" * 37 + b"1 2 3 4 5 6 7 8\n",
    b"1\n1 10\n1 2 3 4 5 6 7 8\n",
    b"1\n0 1\n1 2 3 4 5 6 7 8\n",
    b"1\n3 3\n1 2 3 4 5 6 7 8\n",
    b"2\n1 2\n2 1\n1 2 3 4 5 6 7 8\n",
    b"0\n1 2 3 4 5 6 7 7\n",
    b"0\n1 2 3 4 5 6 7 0\n",
    b"0\n1 2 3 4 5 6 7 10\n",
    b"0\n1 2 3 4 5 6 7 -8\n",
    b"0\n1 2 3 4 5 6 7 8.0\n",
    b"1\n1,2\n1 2 3 4 5 6 7 8\n",
    "０\n１ ２ ３ ４ ５ ６ ７ ８\n".encode(),
    b"\xff\xfe\x00garbage",
    b"99999999999999999999\n1 2 3 4 5 6 7 8\n",
    b"1 " * 100000,
]


# How this problem's inputs and answers are written and read (fields:
# slidingkit/problems/_format.py's Format; only those that differ from the defaults).
FORMAT = Format(
    shapes=((1, VERTICES),),
    edges="given",
    unsolvable=True,
    board="positions",
    no_answer="-1",
)


# --- the statement's own faults -----------------------------------------------------------------
# Each reads the valid input's graph (edges as `u v`, from 1) and pieces' vertices and writes them
# back with one thing broken. The format's tile kinds (_faults.wrong_tile_count, repeated_tile,
# tile_out_of_range) edit a board cell by cell, which a board written as the pieces' vertices can
# turn into another valid input (a blank cell given a tile writes the same eight vertices): the
# kinds below say the same of the pieces' line.

Edge = Tuple[int, int]


def _read(text: str) -> Tuple[List[Edge], List[int]]:
    """The graph's edges (vertices from 1) and p_1 .. p_8 of a valid input."""
    query = FORMAT.parse(text)[0]
    edges = [(first + 1, second + 1) for first, second in query.edges or ()]
    places = {tile: cell + 1 for cell, tile in enumerate(query.board) if tile}
    return edges, [places[piece] for piece in range(1, PIECES + 1)]


def _write(edges: List[Edge], places: List[int], count: int = -1) -> str:
    """The input of edges and places, with count (default: the number of edges) on line 1."""
    lines = [str(len(edges) if count < 0 else count)]
    lines.extend("%d %d" % edge for edge in edges)
    lines.append(" ".join(map(str, places)))
    return "".join(line + "\n" for line in lines)


def _with_edge(edges: List[Edge], edge: Edge, rng: random.Random) -> List[Edge]:
    """edges with edge put in at a random place."""
    place = rng.randint(0, len(edges))
    return edges[:place] + [edge] + edges[place:]


def repeated_edge(text: str, rng: random.Random) -> str:
    """One edge written twice (the second time either way round); with no edge, a new one twice."""
    edges, places = _read(text)
    if edges:
        first, second = rng.choice(edges)
    else:
        first, second = rng.sample(range(1, VERTICES + 1), 2)
        edges = [(first, second)]
    twice = (second, first) if rng.random() < 0.5 else (first, second)
    return _write(_with_edge(edges, twice, rng), places)


def self_loop(text: str, rng: random.Random) -> str:
    """An edge `v v` put in among the edges."""
    edges, places = _read(text)
    vertex = rng.randint(1, VERTICES)
    return _write(_with_edge(edges, (vertex, vertex), rng), places)


def vertex_out_of_range(text: str, rng: random.Random) -> str:
    """One end of an edge (a new one, where there is none) outside 1..9: 0, 10 or far beyond."""
    edges, places = _read(text)
    wrong = rng.choice([0, VERTICES + 1, rng.randint(VERTICES + 1, _faults.FAR_OUT)])
    if not edges:
        edges = [(rng.randint(1, VERTICES), rng.randint(1, VERTICES))]
    index = rng.randrange(len(edges))
    ends = list(edges[index])
    ends[rng.randrange(2)] = wrong
    return _write(edges[:index] + [(ends[0], ends[1])] + edges[index + 1 :], places)


def edge_count_disagrees(text: str, rng: random.Random) -> str:
    """M one more, or one fewer (never below 0), than the edge lines that follow."""
    edges, places = _read(text)
    step = 1 if not edges or rng.random() < 0.5 else -1
    return _write(edges, places, len(edges) + step)


def edge_count_out_of_range(text: str, rng: random.Random) -> str:
    """M beyond 36, the edge lines as they were."""
    edges, places = _read(text)
    return _write(edges, places, rng.choice([MOST_EDGES + 1, rng.randint(MOST_EDGES + 1, 999)]))


def wrong_count_of_places(text: str, rng: random.Random) -> str:
    """The pieces' line one vertex short, or one over (the empty vertex)."""
    edges, places = _read(text)
    if rng.random() < 0.5:
        del places[rng.randrange(PIECES)]
    else:
        empty = (set(range(1, VERTICES + 1)) - set(places)).pop()
        places.insert(rng.randint(0, PIECES), empty)
    return _write(edges, places)


def two_pieces_on_a_vertex(text: str, rng: random.Random) -> str:
    """One piece's vertex replaced by another piece's."""
    edges, places = _read(text)
    moved, kept = rng.sample(range(PIECES), 2)
    places[moved] = places[kept]
    return _write(edges, places)


def place_out_of_range(text: str, rng: random.Random) -> str:
    """One piece's vertex outside 1..9: 0, 10 or far beyond."""
    edges, places = _read(text)
    places[rng.randrange(PIECES)] = rng.choice(
        [0, VERTICES + 1, rng.randint(VERTICES + 1, _faults.FAR_OUT)]
    )
    return _write(edges, places)


# The statement's own faults, beside the kinds its format has (problems.faults; tests/test_fuzz.py).
OWN_FAULTS = {
    "repeated edge": repeated_edge,
    "self-loop": self_loop,
    "vertex out of range": vertex_out_of_range,
    "M disagrees": edge_count_disagrees,
    "M out of range": edge_count_out_of_range,
    "wrong count of pieces' vertices": wrong_count_of_places,
    "two pieces on a vertex": two_pieces_on_a_vertex,
    "piece's vertex out of range": place_out_of_range,
    "missing line": _faults.missing_line,
}


def validate(text: str) -> None:
    rows = rows_of(located_lines(text))
    if not rows:
        raise Invalid("empty: the input holds no numbers; M, M edges and p_1 .. p_8 are wanted")
    line, tokens = rows[0]
    if len(tokens) != 1:
        raise Invalid(
            "line %d: M alone on its line is wanted, found %d numbers" % (line, len(tokens))
        )
    count = integer(tokens[0], "line %d: M" % line, 0, MOST_EDGES, FEW_DIGITS)
    if len(rows) < count + 2:
        raise Invalid(
            "line %d: too few lines: M is %d, so %d edge lines and then the pieces' line are "
            "wanted; the input ends after %d lines" % (rows[-1][0], count, count, len(rows) - 1)
        )
    if len(rows) > count + 2:
        raise Invalid(
            "line %d: a line after the pieces' line (M is %d): the input ends there"
            % (rows[count + 2][0], count)
        )
    seen: Dict[Tuple[int, int], int] = {}  # each edge, smaller vertex first: its line
    for index, (line, tokens) in enumerate(rows[1 : count + 1], 1):
        where = "line %d: edge %d" % (line, index)
        if len(tokens) != 2:
            raise Invalid("%s: two numbers `u v` are wanted, found %d" % (where, len(tokens)))
        first, second = (integer(token, where, 1, VERTICES, FEW_DIGITS) for token in tokens)
        if first == second:
            raise Invalid("%s: a self-loop %d %d: the graph has none" % (where, first, second))
        edge = (min(first, second), max(first, second))
        if edge in seen:
            raise Invalid(
                "%s: a repeated edge: %d %d is the edge of line %d too (the graph has no "
                "multi-edges)" % (where, first, second, seen[edge])
            )
        seen[edge] = line
    line, tokens = rows[count + 1]
    where = "line %d: p_1 .. p_8" % line
    if len(tokens) != PIECES:
        raise Invalid("%s: eight numbers are wanted, found %d" % (where, len(tokens)))
    places = [integer(token, where, 1, VERTICES, FEW_DIGITS) for token in tokens]
    for piece, vertex in enumerate(places, 1):
        if places.index(vertex) + 1 != piece:
            raise Invalid(
                "%s: two pieces on vertex %d (pieces %d and %d): the vertices are distinct"
                % (where, vertex, places.index(vertex) + 1, piece)
            )
