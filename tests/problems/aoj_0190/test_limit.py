"""AOJ 0190's limit: a board 20 moves from the goal has its count, one 21 moves away is NA.

What it proves: the boards of the committed cases distance-20 and distance-21 are exactly 20 and
21 moves from the goal by the oracle's plain BFS with no limit (so the generator's claim holds),
and the solution file, in-process, answers 20 for each of the first and NA for each of the
second, one dataset at a time and all together.
"""

import pytest

from slidingkit.oracle.graph_reference import distance
from slidingkit.problems._cases import input_text
from slidingkit.problems.aoj_0190 import EDGES, FORMAT, GOAL
from tests.conftest import CASES, load_solution


@pytest.mark.parametrize("moves, answer", [(20, "20"), (21, "NA")])
def test_solution__answers_a_count_up_to_20_moves_and_na_from_21(moves, answer):
    written = FORMAT
    text = (CASES / "aoj_0190" / ("distance-%d.in" % moves)).read_text("utf-8")
    boards = [query.board for query in written.parse(text)]
    assert len(boards) >= 5
    solution = load_solution("aoj_0190")
    for board in boards:
        assert distance(board, GOAL, EDGES) == moves
        assert solution.solve(input_text(written, [board])) == answer + "\n"
    assert solution.solve(text) == (answer + "\n") * len(boards)
