"""HihoCoder 1312's cases are what their names say (the generic checks, that every .out is the
reference's answer, are in tests/test_cases.py).

What it proves: every case holds 1 to 8 boards (the statement's t); farthest-31 holds both
31-move boards; mixed-unsolvable has both kinds of answer; the spread-* cases together cover
every distance 0..31; and the goal's distance counts the cases are chosen by match the facts
sheet (slidingkit/oracle/reference.py's BFS).
"""

from slidingkit.oracle.reference import (
    HIHOCODER_GOAL,
    bfs_distances,
    board_to_digits,
    distance_counts,
)
from slidingkit.problems.hihocoder_1312 import FORMAT, MOST
from tests.conftest import CASES

FOLDER = CASES / "hihocoder_1312"


def parse_hihocoder_input(text):
    """The boards of an input, read by the problem's format."""
    return [query.board for query in FORMAT.parse(text)]


# Boards at each distance 0..31 from 1 2 3 / 4 5 6 / 7 8 0: the facts sheet's figures.
GOAL_DISTANCE_COUNTS = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529,
    10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
]  # fmt: skip


def read(name: str) -> str:
    return (FOLDER / name).read_bytes().decode("utf-8")


def test_goal__distance_counts_match_the_facts_sheet() -> None:
    assert distance_counts(HIHOCODER_GOAL) == GOAL_DISTANCE_COUNTS


def test_goal__farthest_are_the_two_31_move_boards() -> None:
    distances = bfs_distances(HIHOCODER_GOAL)
    assert sorted(board_to_digits(board) for board, d in distances.items() if d == 31) == [
        "647850321",
        "867254301",
    ]


def test_case__every_case_has_1_to_8_boards() -> None:
    for path in sorted(FOLDER.glob("*.in")):
        assert 1 <= len(parse_hihocoder_input(read(path.name))) <= MOST, path.name


def test_case__farthest_31_holds_both_31_move_boards() -> None:
    boards = parse_hihocoder_input(read("farthest-31.in"))
    assert sorted(board_to_digits(board) for board in boards) == ["647850321", "867254301"]


def test_case__mixed_unsolvable_has_both_kinds() -> None:
    answers = read("mixed-unsolvable.out").splitlines()
    assert "No Solution!" in answers and any(answer.isdigit() for answer in answers)


def test_case__spread_cases_cover_every_distance_0_to_31() -> None:
    answers = set()
    for number in range(1, 6):
        answers.update(read("spread-%d.out" % number).split())
    assert answers == {str(d) for d in range(32)}
