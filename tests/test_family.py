"""The twelve family problems: their cases, their special judges and their solution files.

What it proves
    - judge_cases/NAME/ for each family problem: every .out is the reference's answer for its .in
      (oracle/family_reference.py: plain BFS, inversion parity, the Princeton assignment's
      published 4x4 answers), the samples are the statements' bytes, and the rule's special
      judge accepts every reference answer, the statement's own sample answer included.
    - tools/make_family_cases.py rewrites the committed files byte for byte.
    - the special judges reject wrong answers of every kind (an illegal move, a letter that is
      not a move, the wrong end board, a path too long or not shortest, a wrong line count, an
      unsolvable mismatch, a board that is not farthest) and name the problem; malformed
      judge files are a judge error (exit 3), not a wrong answer.
    - each solution file in-process: the exact problems give the expected output on every case,
      the special-judge problems an answer their checker accepts. POJ 2893 agrees with plain BFS
      on every 2x2, 2x3 and 3x2 board and with an inversion count on random boards;
      LeetCode 773 with BFS on all 720 2x3 boards; HDU 3567 with the reference's smallest
      shortest path on pairs covering every blank cell of start and goal.
Cost: most of it regenerating the cases (a subprocess) and the 3x3 BFS runs.
"""

import json
import random
import subprocess
import sys
from itertools import permutations
from pathlib import Path

import pytest

from oracle import family_reference as ref
from tests.conftest import CASES, load_program, load_solution, slow_where

REPO_ROOT = Path(__file__).resolve().parent.parent
GENERATOR = REPO_ROOT / "tools" / "make_family_cases.py"
generator = load_program(GENERATOR, "make_family_cases")
PROBLEMS = [
    problem
    for problem in generator.PROBLEMS
    if (REPO_ROOT / "solutions" / (problem + ".py")).is_file()
]


def settings(problem):
    return json.loads((CASES / (problem + ".json")).read_text("utf-8"))


def checker_of(problem):
    name = settings(problem)["checker"]
    return load_program(CASES / name, name[:-3]) if name else None


def cases(problem):
    return sorted((CASES / problem).glob("*.in"))


def read(path):
    return path.read_bytes().decode("utf-8")


ALL_CASES = [(problem, path) for problem in PROBLEMS for path in cases(problem)]
CASE_IDS = ["%s/%s" % (problem, path.stem) for problem, path in ALL_CASES]


# --- the cases ------------------------------------------------------------------------------------


@pytest.mark.parametrize("problem", PROBLEMS)
def test_family_cases__samples_are_the_statements_bytes_and_settings_are_complete(problem):
    for number, (sample_in, sample_out) in enumerate(generator.SAMPLES[problem], 1):
        assert read(CASES / problem / ("sample-%d.in" % number)) == sample_in
        assert read(CASES / problem / ("sample-%d.out" % number)) == sample_out
    values = settings(problem)
    assert values["time_limit"] > 0 and values["memory_limit"] > 0 and values["known_slow"] == []
    assert (values["checker"] is not None) == (problem in generator.SPECIAL_JUDGE)
    assert len(cases(problem)) >= 10


# POJ 2893's largest boards and HDU 3567's every blank-cell pair take seconds each through the
# reference: make test-all checks them.
HEAVY_CASES = {
    case
    for case, name in zip(ALL_CASES, CASE_IDS)
    if name
    in ("poj_2893/small-shapes-bfs", "poj_2893/largest-999x999", "hdu_3567/every-blank-cell-pair")
}


@pytest.mark.parametrize("problem, path", slow_where(ALL_CASES, HEAVY_CASES, CASE_IDS))
def test_family_case__output_is_the_reference_answer_and_its_checker_accepts_it(problem, path):
    text, answer = read(path), read(path.with_suffix(".out"))
    checker = checker_of(problem)
    if checker is not None:
        assert checker.check(problem, text, answer, answer) is None
    if path.stem.startswith("sample-"):
        if checker is None:
            assert ref.EXACT[problem](text) == answer
        return
    if problem == "uva_10181":  # the .out holds published or walked paths: check them by rule
        assert checker.check(problem, text, answer, answer) is None
        return
    assert generator.expected_output(problem, text, {}) == answer


@pytest.mark.slow  # regenerates every family case (BFS over 3x3 and a 999x999 count)
@pytest.mark.timeout(900)  # the generator runs up to 600 s on a busy machine
def test_make_family_cases__default_seed_reproduces_the_committed_files(tmp_path):
    completed = subprocess.run(
        [sys.executable, str(GENERATOR), "--out", str(tmp_path), "--only"] + PROBLEMS,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert completed.returncode == 0, completed.stderr
    for problem in PROBLEMS:
        generated = sorted(path.name for path in (tmp_path / problem).iterdir())
        assert generated == sorted(path.name for path in (CASES / problem).iterdir()), problem
        for name in generated:
            assert (tmp_path / problem / name).read_bytes() == (
                CASES / problem / name
            ).read_bytes(), name


# --- the special judges on wrong answers ----------------------------------------------------------

ANY_PATH = load_program(CASES / "any_path_checker.py", "any_path_checker")
SHORTEST = load_program(CASES / "shortest_path_checker.py", "shortest_path_checker")
WITHIN_50 = load_program(CASES / "path_within_50_checker.py", "path_within_50_checker")
FARTHEST = load_program(CASES / "farthest_board_checker.py", "farthest_board_checker")
SAMPLE = "2  3  4  1  5  x  7  6  8\n"
SAMPLE_PATH = "ullddrurdllurdruldr"
UNSOLVABLE_BOARD = "1 2 3 4 5 6 8 7 x\n"


@pytest.mark.parametrize(
    "answer, said",
    [
        (SAMPLE_PATH + "\n", None),
        (SAMPLE_PATH + "lr\n", None),  # any valid path: two more moves are fine
        (SAMPLE_PATH, None),  # no final newline
        (SAMPLE_PATH + "\r\n", None),
        (
            "r" + SAMPLE_PATH + "\n",
            "move 1 ('r') is illegal: the blank at row 2, column 3 cannot go that way",
        ),
        ("ullddrurdllurdrul\n", "ends on"),
        ("ullddrurdllurdrulXr\n", "move 18 is 'X', not one of u, d, l, r"),
        ("ULLDDRURDLLURDRULDR\n", "move 1 is 'U'"),
        ("unsolvable\n", "answered 'unsolvable', but the goal can be reached"),
        (SAMPLE_PATH + "\n" + SAMPLE_PATH + "\n", "expected 1 line"),
        ("", "the path ends on 23415x768"),  # an empty output is an empty path
    ],
)
def test_any_path_checker__poj_1077(answer, said):
    verdict = ANY_PATH.check("poj_1077", SAMPLE, answer, SAMPLE_PATH + "\n")
    assert verdict is None if said is None else (verdict is not None and said in verdict), verdict


def test_any_path_checker__unsolvable_boards_need_the_exact_word():
    assert ANY_PATH.check("poj_1077", UNSOLVABLE_BOARD, "unsolvable\n", "unsolvable\n") is None
    verdict = ANY_PATH.check("poj_1077", UNSOLVABLE_BOARD, "Unsolvable\n", "unsolvable\n")
    assert "the goal cannot be reached" in verdict


def test_any_path_checker__hdu_1043_names_the_board_and_wants_one_line_each():
    text = SAMPLE + UNSOLVABLE_BOARD + "1 2 3 4 5 6 7 8 x\n"
    expected = SAMPLE_PATH + "\nunsolvable\n\n"
    assert ANY_PATH.check("hdu_1043", text, expected, expected) is None
    assert (
        ANY_PATH.check("hdu_1043", text, SAMPLE_PATH + "\nunsolvable\n", expected) is None
    )  # last line empty
    assert "board 3: move 1 ('d') is illegal" in ANY_PATH.check(
        "hdu_1043", text, SAMPLE_PATH + "\nunsolvable\nd\n", expected
    )
    assert "expected 3 lines" in ANY_PATH.check(
        "hdu_1043", text, SAMPLE_PATH + "\n\nunsolvable\nx\n", expected
    )


def test_any_path_checker__uva_652_wants_empty_lines_between_answers():
    text = "2\n\n" + SAMPLE + "\n123456" + "78x\n"
    expected = SAMPLE_PATH + "\n\n\n"
    assert ANY_PATH.check("uva_652", text, expected, expected) is None
    assert (
        ANY_PATH.check("uva_652", text, SAMPLE_PATH + "\n", expected) is None
    )  # trailing empty lines
    assert "expected 3 lines" in ANY_PATH.check(
        "uva_652", text, SAMPLE_PATH + "\n\n\n\nlr\n", expected
    )
    assert "line 2 should be the empty line" in ANY_PATH.check(
        "uva_652", text, SAMPLE_PATH + "\nlr\n\n", expected
    )


def test_any_path_checker__a_contradicting_expected_file_is_a_judge_error():
    with pytest.raises(ANY_PATH.sliding_checks.JudgeDataError):
        ANY_PATH.check("poj_1077", SAMPLE, "unsolvable\n", "unsolvable\n")
    with pytest.raises(ANY_PATH.sliding_checks.JudgeDataError):
        ANY_PATH.check("no_such_problem", SAMPLE, "u\n", "u\n")


def test_shortest_path_checker__accepts_another_shortest_path_and_rejects_a_longer_one():
    other = ref.shortest_path(ref.parse_single_x_board(SAMPLE), ref.GOAL_3, 3, "RLDU").lower()
    assert other != SAMPLE_PATH and len(other) == len(SAMPLE_PATH)
    assert SHORTEST.check("acwing_179", SAMPLE, other + "\n", SAMPLE_PATH + "\n") is None
    verdict = SHORTEST.check("acwing_179", SAMPLE, SAMPLE_PATH + "lr\n", SAMPLE_PATH + "\n")
    assert verdict == "the path has 21 moves; the shortest has 19"
    with pytest.raises(SHORTEST.sliding_checks.JudgeDataError):  # the expected path is not shortest
        SHORTEST.check("acwing_179", SAMPLE, SAMPLE_PATH + "\n", SAMPLE_PATH + "lr\n")


UVA_10181_SAMPLE = generator.SAMPLES["uva_10181"][0]


@pytest.mark.parametrize(
    "answer, said",
    [
        ("LLLDRDRDR\nThis puzzle is not solvable.\n", None),
        ("LLLDRDRDRLR\nThis puzzle is not solvable.\n", None),
        (
            "LLLDRDRDR" + "LR" * 21 + "\nThis puzzle is not solvable.\n",
            "board 1: the path has 51 moves; at most 50",
        ),
        ("LLLDRDRD\nThis puzzle is not solvable.\n", "board 1: the path does not end on the goal"),
        ("lllDRDRDR\nThis puzzle is not solvable.\n", "board 1: move 1 is 'l'"),
        ("RLLDRDRDR\nThis puzzle is not solvable.\n", "board 1: move 1 ('R') is illegal"),
        ("LLLDRDRDR\nLLLDRDRDR\n", "board 2: the goal cannot be reached"),
        (
            "This puzzle is not solvable.\nThis puzzle is not solvable.\n",
            "board 1: says not solvable",
        ),
        (
            "LLLDRDRDR\n",
            "board 2: the goal cannot be reached, so the answer is",
        ),  # a missing line is empty
        ("LLLDRDRDR\nThis puzzle is not solvable.\nLR\n", "expected 2 lines"),
    ],
)
def test_path_within_50_checker__uva_10181(answer, said):
    verdict = WITHIN_50.check("uva_10181", UVA_10181_SAMPLE[0], answer, UVA_10181_SAMPLE[1])
    assert verdict is None if said is None else (verdict is not None and said in verdict), verdict


UVA_10085_SAMPLE = generator.SAMPLES["uva_10085"][0]


@pytest.mark.parametrize(
    "answer, said",
    [
        (UVA_10085_SAMPLE[1], None),
        (UVA_10085_SAMPLE[1].rstrip("\n"), None),
        (
            "Puzzle #1\n8 7 1\n0 3 5\n4 6 2\n"
            + ref.path_between((2, 6, 4, 1, 3, 7, 0, 5, 8), (8, 7, 1, 0, 3, 5, 4, 6, 2))
            + "\n\n",
            None,
        ),  # the other farthest board
        (
            "Puzzle #2\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n",
            "should be 'Puzzle #1'",
        ),
        (
            "Puzzle #1\n8 1 5\n7 3 6\n4 2 0\nUURDDRULLURRDLLDRRULULDDRUULDDRR\n\n",
            "is 30 moves from the start",
        ),
        (
            "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDU\n\n",
            "does not lead to the board printed",
        ),
        (
            "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDRLR\n\n",
            "the path has 33 moves; the shortest has 31",
        ),
        (
            "Puzzle #1\n8 1 5\n7 3  6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n",
            "line 3 should be three digits",
        ),
        ("Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nuurddrullurrdlldrrululddruulddr\n\n", "move 1 is 'u'"),
        (
            "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\n",
            "the path on line 5 does not lead",
        ),  # no path: an empty one
        (UVA_10085_SAMPLE[1] + "Puzzle #2\n", "expected 5 lines"),
    ],
)
def test_farthest_board_checker__uva_10085(answer, said):
    verdict = FARTHEST.check("uva_10085", UVA_10085_SAMPLE[0], answer, UVA_10085_SAMPLE[1])
    assert verdict is None if said is None else (verdict is not None and said in verdict), verdict


@pytest.mark.parametrize(
    "checker",
    [
        "any_path_checker.py",
        "shortest_path_checker.py",
        "path_within_50_checker.py",
        "farthest_board_checker.py",
    ],
)
def test_checker_process__exit_status_0_accepts_1_rejects_3_judge_error(checker, tmp_path):
    folder = (
        tmp_path
        / {
            "any_path_checker.py": "poj_1077",
            "shortest_path_checker.py": "acwing_179",
            "path_within_50_checker.py": "uva_10181",
            "farthest_board_checker.py": "uva_10085",
        }[checker]
    )
    folder.mkdir()
    sample_in, sample_out = generator.SAMPLES[folder.name][0]
    (folder / "case.in").write_text(sample_in)
    (folder / "right.out").write_text(sample_out)
    (folder / "wrong.out").write_text("RRRR\n")
    (folder / "broken.out").write_text("\n".join(["x"] * 9) + "\n")

    def status(actual, expected):
        return subprocess.run(
            [
                sys.executable,
                str(CASES / checker),
                str(folder / "case.in"),
                str(folder / actual),
                str(folder / expected),
            ],
            capture_output=True,
            timeout=60,
        ).returncode

    assert status("right.out", "right.out") == 0
    assert status("wrong.out", "right.out") == 1
    if (
        checker != "farthest_board_checker.py"
    ):  # that one reads the expected file for nothing but its size
        assert status("right.out", "broken.out") in (1, 3)
    (folder / "case.in").write_text("garbage\n")
    assert status("right.out", "right.out") == 3


# --- the solution files ---------------------------------------------------------------------------

# Without a checker, tests/test_solutions.py answers the same cases (compared as a judge compares);
# make test-all also holds them to the exact bytes here.
COMPARED_IN_TEST_SOLUTIONS = {case for case in ALL_CASES if settings(case[0])["checker"] is None}


@pytest.mark.parametrize(
    "problem, path", slow_where(ALL_CASES, COMPARED_IN_TEST_SOLUTIONS, CASE_IDS)
)
def test_family_solve__answers_every_case(problem, path):
    if problem == "poj_2893" and path.stem == "largest-999x999":
        pytest.skip("judged as a process by make judge (1 s in-process here would be spent twice)")
    text, expected = read(path), read(path.with_suffix(".out"))
    actual = load_solution(problem).solve(text)
    checker = checker_of(problem)
    if checker is None:
        assert actual == expected
    else:
        assert checker.check(problem, text, actual, expected) is None


def board_text(rows, columns, board):
    return "%d %d\n%s" % (rows, columns, " ".join(map(str, board)))


@pytest.mark.parametrize("rows, columns", [(2, 2), (2, 3), (3, 2)])
def test_poj_2893_solve__agrees_with_bfs_on_every_board_of_a_small_shape(rows, columns):
    goal = tuple(range(1, rows * columns)) + (0,)
    boards = list(permutations(range(rows * columns)))
    text = "\n".join(board_text(rows, columns, board) for board in boards) + "\n0 0\n"
    answers = load_solution("poj_2893").solve(text).split()
    expected = [
        "YES" if ref.distance_to(board, goal, columns) is not None else "NO" for board in boards
    ]
    assert answers == expected and expected.count("YES") == len(boards) // 2


def test_poj_2893_solve__agrees_with_an_inversion_count_on_random_boards():
    rng = random.Random(2893)
    shapes = [(rng.randrange(2, 200), rng.randrange(2, 200)) for _ in range(30)] + [
        (999, 2),
        (2, 999),
        (300, 301),
    ]
    boards = []
    for rows, columns in shapes:
        tiles = list(range(rows * columns))
        rng.shuffle(tiles)
        boards.append((rows, columns, tuple(tiles)))
    text = "\n".join(board_text(*board) for board in boards) + "\n0 0\n"
    expected = ["YES" if ref.inversion_parity_solvable(*board) else "NO" for board in boards]
    assert load_solution("poj_2893").solve(text).split() == expected
    assert 5 < expected.count("YES") < len(expected) - 5


def test_inversion_parity__agrees_with_bfs_on_every_2x3_and_3x2_board():
    for rows, columns in ((2, 3), (3, 2)):
        goal = tuple(range(1, 6)) + (0,)
        for board in permutations(range(6)):
            reachable = ref.distance_to(board, goal, columns) is not None
            assert ref.inversion_parity_solvable(rows, columns, board) == reachable


def test_leetcode_773__every_2x3_board_agrees_with_bfs():
    solution = load_solution("leetcode_773").Solution()
    for board in permutations(range(6)):
        moves = ref.distance_to(board, ref.GOAL_2X3, 3)
        assert solution.slidingPuzzle([list(board[:3]), list(board[3:])]) == (
            -1 if moves is None else moves
        )


def test_hdu_3567_solve__smallest_shortest_path_for_pairs_covering_every_blank_cell():
    rng = random.Random(3567)
    pairs = []
    for start_blank in range(9):
        for goal_blank in range(9):
            for _ in range(3):
                start, goal = list(range(9)), list(range(9))
                rng.shuffle(start)
                rng.shuffle(goal)
                start.remove(0)
                start.insert(start_blank, 0)
                goal.remove(0)
                goal.insert(goal_blank, 0)
                start, goal = tuple(start), tuple(goal)
                if ref.shortest_path(start, goal) is None:
                    first, second = [cell for cell in range(9) if start[cell]][:2]
                    swapped = list(start)
                    swapped[first], swapped[second] = swapped[second], swapped[first]
                    start = tuple(swapped)
                pairs.append((start, goal))
    text = "%d\n" % len(pairs) + "".join(
        "%s\n%s\n" % (ref.x_symbols(s, "X"), ref.x_symbols(g, "X")) for s, g in pairs
    )
    assert load_solution("hdu_3567").solve(text) == ref.expected_hdu_3567(text)


# --- what mutation testing found untested (make mutate, docs/mutation.md) -------------------------
# Each test below kills mutants of judge_cases/sliding_checks.py or of a checker that the tests
# above let survive; the expected verdicts and messages are written out by hand.

SLIDING = ANY_PATH.sliding_checks


def test_sliding_checks_output_lines__an_answer_of_empty_lines_is_padded_like_any_other():
    """Empty paths may be left out at the end, also when every path is empty: two solved boards
    answered with nothing, or one empty line, are accepted as one solved board is; two boards
    that need moves, answered with one empty line, are judged board by board."""
    solved = "1 2 3 4 5 6 7 8 x\n"
    for answer in ("", "\n", "\n\n"):
        assert ANY_PATH.check("hdu_1043", solved + solved, answer, "\n\n") is None
        assert ANY_PATH.check("hdu_1043", solved, answer, "\n") is None
        assert ANY_PATH.check("uva_652", "2\n" + solved + solved, answer, "\n\n\n") is None
    text = "2\n" + (" ".join(map(str, range(1, 16))) + " 0\n") * 2
    assert WITHIN_50.check("uva_10181", text, "", "\n\n") is None
    expected = SAMPLE_PATH + "\n" + SAMPLE_PATH + "\n"
    assert (
        ANY_PATH.check("hdu_1043", SAMPLE + SAMPLE, "\n", expected)
        == "board 1: the path ends on 23415x768, not on the goal 12345678x"
    )


def test_sliding_checks_counted_boards__a_short_count_and_a_repeated_tile_are_judge_errors():
    """The input file's N must match the numbers after it, and each board must hold 0..15 once;
    the messages give N, the numbers wanted and the numbers found."""
    with pytest.raises(
        SLIDING.JudgeDataError,
        match=r"^the input file says N = 2, so 32 numbers should follow, not 16$",
    ):
        SLIDING.counted_boards("2\n" + " ".join(map(str, range(16))), 16)
    with pytest.raises(SLIDING.JudgeDataError, match=r"^board 1 of the input file is not a board$"):
        WITHIN_50.check("uva_10181", "1\n" + "1 " * 16 + "\n", "\n", "\n")
    with pytest.raises(SLIDING.JudgeDataError, match=r"^board 2 of the input file is not a board$"):
        FARTHEST.check("uva_10085", "2\n1 2 3 4 5 6 7 8 0\n1 1 3 4 5 6 7 8 0\n", "", "")


def test_sliding_checks_x_boards__the_symbol_count_must_match_the_problem():
    """UVa 652's N must match the symbols that follow; POJ 1077 and AcWing 179 read exactly one
    board, so 18 symbols are a judge error there (HDU 1043 reads any number of boards)."""
    with pytest.raises(
        SLIDING.JudgeDataError, match=r"^the input file says N = 2 but holds 9 symbols$"
    ):
        ANY_PATH.check("uva_652", "2\n" + SAMPLE, SAMPLE_PATH + "\n", SAMPLE_PATH + "\n")
    for problem in ("poj_1077", "acwing_179"):
        with pytest.raises(
            SLIDING.JudgeDataError, match=r"^the input file holds 18 symbols, not 9$"
        ):
            ANY_PATH.check(problem, SAMPLE + SAMPLE, SAMPLE_PATH + "\n", SAMPLE_PATH + "\n")
    expected = SAMPLE_PATH + "\n" + SAMPLE_PATH + "\n"
    assert ANY_PATH.check("hdu_1043", SAMPLE + SAMPLE, expected, expected) is None


def write_files(folder, input_text, actual, expected):
    """INPUT ACTUAL EXPECTED paths for a checker's command line, in folder (bytes or text)."""
    paths = []
    for name, content in (("case.in", input_text), ("actual.out", actual), ("case.out", expected)):
        path = folder / name
        path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
        paths.append(str(path))
    return paths


def test_sliding_checks_run__exit_status_and_the_one_line_it_prints(tmp_path, capsys):
    """run() in-process, as the checkers' command lines call it: 0 and silence on accept; 1 and
    the problem on stdout on reject, also for output that is not UTF-8; 3 and one line on stderr
    for a wrong argument count, an unreadable file, or a judge file that is not UTF-8."""
    folder = tmp_path / "poj_1077"
    folder.mkdir()
    check = ANY_PATH.check
    assert (
        SLIDING.run(check, write_files(folder, SAMPLE, SAMPLE_PATH + "\n", SAMPLE_PATH + "\n")) == 0
    )
    assert capsys.readouterr() == ("", "")
    assert SLIDING.run(check, write_files(folder, SAMPLE, "r\n", SAMPLE_PATH + "\n")) == 1
    said = capsys.readouterr()
    assert said.out.startswith("move 1 ('r') is illegal") and said.err == ""
    assert SLIDING.run(check, write_files(folder, SAMPLE, b"\xff\n", SAMPLE_PATH + "\n")) == 1
    assert capsys.readouterr() == ("the output is not UTF-8 text\n", "")
    assert SLIDING.run(check, write_files(folder, SAMPLE, SAMPLE_PATH + "\n", b"\xff\n")) == 3
    said = capsys.readouterr()
    assert said.out == "" and said.err.startswith("cannot read %s: " % (folder / "case.out"))
    assert SLIDING.run(check, write_files(folder, SAMPLE, SAMPLE_PATH + "\n", "unsolvable\n")) == 3
    said = capsys.readouterr()
    assert said.out == "" and said.err.startswith(
        "judge error: the expected file says the goal is unreachable"
    )
    assert (
        SLIDING.run(
            check, [str(folder / "case.in"), str(folder / "missing.out"), str(folder / "case.out")]
        )
        == 3
    )
    assert capsys.readouterr().err.startswith("cannot read %s: " % (folder / "missing.out"))
    assert SLIDING.run(check, [str(folder / "case.in")]) == 3
    assert capsys.readouterr() == ("", "usage: CHECKER INPUT ACTUAL EXPECTED\n")


def test_sliding_checks_can_reach__agrees_with_bfs_for_goals_of_every_kind():
    """Parity against a plain BFS (oracle/reference.py) on every 2x2, 2x3 and 3x2 board, for goals
    with the blank on every cell and tiles out of order: the checkers only ask about the standard
    goals, but the rule (inversions, plus the blank's row distance on an even width) is general."""
    from oracle import reference

    rng = random.Random(7)
    for rows, columns in ((2, 2), (2, 3), (3, 2)):
        cells = rows * columns
        goals = set()
        for blank in range(cells):
            for _ in range(2):
                tiles = list(range(1, cells))
                rng.shuffle(tiles)
                goals.add(tuple(tiles[:blank] + [0] + tiles[blank:]))
        for goal in goals:
            reachable = reference.shape_distances(goal, columns)
            for board in permutations(range(cells)):
                assert SLIDING.can_reach(board, goal, columns) == (board in reachable), (
                    board,
                    goal,
                    columns,
                )


def test_sliding_checks_x_boards__names_the_board_that_is_not_one():
    """A bad board among several is named by its place in the input file."""
    with pytest.raises(
        SLIDING.JudgeDataError,
        match=r"^board 2 of the input file is '12345678y', not the symbols 1-8 and x$",
    ):
        ANY_PATH.check("hdu_1043", SAMPLE + "1 2 3 4 5 6 7 8 y\n", "\n\n", "\n\n")


def test_sliding_checks_x_boards__a_uva_652_input_must_start_with_n():
    """UVa 652's input is N, then N boards: an empty input, or one that starts with anything but
    a number, is a judge error that says so."""
    for text in ("", "\n", "x 1 2 3 4 5 6 7 8\n"):
        with pytest.raises(SLIDING.JudgeDataError, match=r"^the input file does not start with N$"):
            ANY_PATH.check("uva_652", text, "\n", "\n")


def test_sliding_checks_shown__answers_longer_than_40_characters_are_cut():
    """A wrong answer is quoted whole up to 40 characters, and cut to 40 and '...' past that."""
    wanted = "the goal cannot be reached, so the answer is 'unsolvable', not "
    assert ANY_PATH.check(
        "poj_1077", UNSOLVABLE_BOARD, "u" * 40 + "\n", "unsolvable\n"
    ) == wanted + repr("u" * 40)
    assert ANY_PATH.check(
        "poj_1077", UNSOLVABLE_BOARD, "u" * 41 + "\n", "unsolvable\n"
    ) == wanted + repr("u" * 40 + "...")


def test_sliding_checks_check_x_paths__a_wrong_expected_file_and_a_bad_symbol_count_are_judge_errors():  # noqa: E501  # pyproject.toml's [tool.mutate] selects this test by its name
    """An expected file with the wrong number of lines, and an input whose symbols are not a
    whole number of boards (none at all included), are judge errors with their own messages."""
    with pytest.raises(
        SLIDING.JudgeDataError,
        match=r"^the expected file: expected 1 line, one per board, found 2$",
    ):
        ANY_PATH.check("poj_1077", SAMPLE, SAMPLE_PATH + "\n", SAMPLE_PATH + "\nlr\n")
    for text, count in ((SAMPLE + "1\n", 10), ("", 0), ("\n", 0)):
        with pytest.raises(
            SLIDING.JudgeDataError,
            match=r"^the input file holds %d symbols, not boards of 9$" % count,
        ):
            ANY_PATH.check("hdu_1043", text, "\n", "\n")


def test_sliding_checks_check_x_paths__two_boards_are_named_by_number():
    """With more than one board each message names its board, from two boards on."""
    expected = SAMPLE_PATH + "\n" + SAMPLE_PATH + "\n"
    assert ANY_PATH.check("hdu_1043", SAMPLE + SAMPLE, SAMPLE_PATH + "\nr\n", expected) == (
        "board 2: move 1 ('r') is illegal: the blank at row 2, column 3 cannot go that way"
    )


def test_sliding_checks_run__the_problem_comes_from_the_input_files_folder(tmp_path, capsys):
    """The problem (the input's layout) is the name of the input file's folder, wherever the
    output and expected files are."""
    folder = tmp_path / "poj_1077"
    elsewhere = tmp_path / "outputs"
    folder.mkdir()
    elsewhere.mkdir()
    (folder / "case.in").write_text(SAMPLE)
    (elsewhere / "actual.out").write_text(SAMPLE_PATH + "\n")
    (elsewhere / "case.out").write_text(SAMPLE_PATH + "\n")
    argv = [str(folder / "case.in"), str(elsewhere / "actual.out"), str(elsewhere / "case.out")]
    assert SLIDING.run(ANY_PATH.check, argv) == 0
    assert capsys.readouterr() == ("", "")


TWO_PUZZLES = "2\n2 6 4 1 3 7 0 5 8\n1 2 3 4 5 6 7 8 0\n"


@pytest.mark.slow
def test_farthest_board_checker__two_puzzles_six_lines_apart():
    """Two puzzles: the reference answer (oracle/family_reference.py's BFS) is accepted, with or
    without its last empty line; puzzle 2's lines are numbered from 7, the empty line between the
    puzzles must be empty, and lines past the twelfth are counted."""
    answer = ref.expected_uva_10085(TWO_PUZZLES)
    lines = answer.split("\n")
    assert FARTHEST.check("uva_10085", TWO_PUZZLES, answer, answer) is None
    assert FARTHEST.check("uva_10085", TWO_PUZZLES, answer.rstrip("\n") + "\n", answer) is None
    wrong_title = "\n".join(lines[:6] + ["Puzzle #3"] + lines[7:])
    assert (
        FARTHEST.check("uva_10085", TWO_PUZZLES, wrong_title, answer)
        == "line 7 should be 'Puzzle #2', found 'Puzzle #3'"
    )
    not_empty = "\n".join(lines[:5] + ["x"] + lines[6:])
    assert (
        FARTHEST.check("uva_10085", TWO_PUZZLES, not_empty, answer)
        == "line 6 should be empty, found 'x'"
    )
    not_a_board = "\n".join(lines[:8] + ["1 1 1"] + lines[9:])
    assert FARTHEST.check("uva_10085", TWO_PUZZLES, not_a_board, answer) == (
        "lines 8-10 are not a board: each of 0-8 once"
    )
    assert FARTHEST.check("uva_10085", TWO_PUZZLES, answer + "x\n", answer) == (
        "expected 11 lines (6 per puzzle, the last empty line optional), found 13"
    )


@pytest.mark.parametrize("row", ["7 3 66", "7 3 6 1", "7 36", "7 3 x"])
def test_farthest_board_checker__a_board_row_is_three_single_digits(row):
    """Each of a board's three rows is exactly three one-digit numbers separated by single
    spaces; a longer number, a fourth number or a missing one is named as a bad row."""
    answer = UVA_10085_SAMPLE[1].replace("7 3 6", row)
    assert FARTHEST.check("uva_10085", UVA_10085_SAMPLE[0], answer, UVA_10085_SAMPLE[1]) == (
        "line 3 should be three digits separated by single spaces, found %r" % row
    )


def test_path_within_50_checker__boards_after_an_unsolvable_one_are_checked_too():
    """The sample's boards in the other order: the answer for the board after the unsolvable
    one is still replayed, and a wrong one is rejected."""
    solvable, unsolvable = (
        UVA_10181_SAMPLE[0].split("\n")[1:5],
        UVA_10181_SAMPLE[0].split("\n")[5:9],
    )
    text = "2\n" + "\n".join(unsolvable + solvable) + "\n"
    expected = "This puzzle is not solvable.\nLLLDRDRDR\n"
    assert WITHIN_50.check("uva_10181", text, expected, expected) is None
    assert WITHIN_50.check(
        "uva_10181", text, "This puzzle is not solvable.\nRLLDRDRDR\n", expected
    ) == ("board 2: move 1 ('R') is illegal: the blank at row 1, column 4 cannot go that way")


def test_path_within_50_checker__exactly_50_moves_are_allowed():
    """A path of exactly 50 moves is accepted (the goal, then LR 25 times); 52 are not."""
    text = "1\n" + " ".join(map(str, range(1, 16))) + " 0\n"
    assert WITHIN_50.check("uva_10181", text, "LR" * 25 + "\n", "\n") is None
    assert WITHIN_50.check("uva_10181", text, "LR" * 26 + "\n", "\n") == (
        "board 1: the path has 52 moves; at most 50 are allowed"
    )


def test_path_within_50_checker__no_puzzles_want_no_lines():
    """An input of N = 0 wants an empty answer, with or without empty lines, and nothing else."""
    assert WITHIN_50.check("uva_10181", "0\n", "", "") is None
    assert WITHIN_50.check("uva_10181", "0\n", "\n\n", "") is None
    assert (
        WITHIN_50.check("uva_10181", "0\n", "LR\n", "")
        == "expected 0 lines, one per board, found 1"
    )
