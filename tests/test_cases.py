"""Every problem's cases (slidingkit/problems/NAME/cases.py), the tool that writes them
(python -m slidingkit.tools.cases), and the plain BFS their answers come from.

What it proves
    - Every problem has its cases module: SAMPLES, and either SEED, generate(seed) and
      expected(text), or published(source) and what making cases from published files needs; a
      missing part is named.
    - The samples are the committed sample-N files byte for byte, and each sample's answer is
      expected()'s or, for a problem with a special judge, accepted by it.
    - The default seed reproduces every generated problem's committed folder byte for byte: no
      file missing, none extra (the tool's own build, as `make cases` runs it).
    - Where that build is left to make test-all (a package with SLOW_CASES), every other
      committed case one by one: its .in is what generate(SEED) makes and its .out is expected()
      of it.
    - Another seed changes the random cases but not the samples, and the tool writes the settings
      files as the packages hold them.
    - Each committed settings file and special judge's launcher (judge_cases/NAME_checker.py) is
      what the tool writes (slidingkit/tools/cases/launchers.py is tested here).
    - Every input generate() makes for the seeds 1, 2 and 7 passes its problem's validate(), but
      the extension-* cases, which it rejects (test_problems.py checks the committed ones).
    - Every input generate(SEED) makes is what the problem's format writes of the boards it holds,
      in one of the format's layouts, but the hand-written ones: format-* and extension-* cases
      and the package's HAND_WRITTEN.
    - The tool refuses, writing nothing, a sample answer the reference or the checker disagrees
      with; its input check names an input the validator rejects and an extension-* case it
      allows.
    - slidingkit/oracle/reference.py's BFS is plain and closed: 181,440 boards per 3x3 goal,
      neighbours one move apart, the other parity class unreached; its parsers accept the layouts
      the cases use and reject malformed input.
    A problem's own facts (its goal's extremes and distance counts, its cases' names and what
    they hold) are in tests/problems/NAME/test_cases.py.

Cost
    Every generated problem's cases made twice (the default seed and seed 7) and their inputs for
    two more seeds: nine 3x3 BFS runs once per process, then O(boards) each. The cases whose
    answers take seconds (a package's SLOW_CASES) are left to make test-all.

Modules tested here: every slidingkit/problems/*/cases.py, their parts in
slidingkit/problems/_cases.py, and the case tool that writes them:
slidingkit/tools/cases/__init__.py, slidingkit/tools/cases/__main__.py,
slidingkit/tools/cases/generated.py and slidingkit/tools/cases/published.py.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Dict, List, Mapping

import pytest

from slidingkit import problems
from slidingkit.oracle.reference import (
    HIHOCODER_GOAL,
    LUOGU_GOAL,
    Board,
    bfs_distances,
    board_from_digits,
    board_to_digits,
    neighbors,
)
from slidingkit.problems._cases import EXTENSION
from slidingkit.tools.cases import cases_of, generated, launchers
from slidingkit.tools.cases.__main__ import main
from tests.conftest import CASES, ROOT, slow_where

NAMES = problems.names()
GENERATED = [name for name in NAMES if hasattr(cases_of(name), "generate")]
OTHER_SEED = 7


def slow_cases(name: str) -> set:
    """The cases whose reference answer takes seconds (the package's SLOW_CASES)."""
    return set(getattr(cases_of(name), "SLOW_CASES", ()))


SLOW_PROBLEMS = {name for name in GENERATED if slow_cases(name)}


def read(path: Path) -> str:
    return path.read_bytes().decode("utf-8")


@functools.lru_cache(maxsize=None)
def made(name: str) -> Dict[str, str]:
    """generate(SEED) of the problem, once per process (its expected() may answer from it)."""
    cases = cases_of(name)
    return cases.generate(cases.SEED)


def committed_cases() -> List[tuple]:
    """(problem, case) for every committed case but the samples of a problem whose whole build is
    left to make test-all (the others' builds check every case in make test)."""
    return [
        (name, path.stem)
        for name in sorted(SLOW_PROBLEMS)
        for path in sorted((CASES / name).glob("*.in"))
        if not path.stem.startswith("sample-")
    ]


COMMITTED = committed_cases()
SLOW_COMMITTED = {(name, case) for name, case in COMMITTED if case in slow_cases(name)}


# --- the packages ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_cases_module__has_its_parts(name: str) -> None:
    cases = cases_of(name)
    assert isinstance(cases.SAMPLES, list), name
    assert all(
        isinstance(text, str) and isinstance(answer, str) for text, answer in cases.SAMPLES
    ), name
    if hasattr(cases, "generate"):
        wanted = ["SEED", "generate", "expected"]
    else:
        wanted = ["published", "answer_from_path", "record_index"]
    missing = [part for part in wanted if not hasattr(cases, part)]
    assert not missing, "slidingkit/problems/%s/cases.py lacks %s" % (name, ", ".join(missing))


@pytest.mark.parametrize("name", NAMES)
def test_samples__are_the_committed_sample_files_byte_for_byte(name: str) -> None:
    samples = cases_of(name).SAMPLES
    committed = sorted(path.name for path in (CASES / name).glob("sample-*"))
    assert committed == sorted(
        "sample-%d.%s" % (number, suffix)
        for number in range(1, len(samples) + 1)
        for suffix in ("in", "out")
    )
    for number, (text, answer) in enumerate(samples, 1):
        assert read(CASES / name / ("sample-%d.in" % number)) == text
        assert read(CASES / name / ("sample-%d.out" % number)) == answer


@pytest.mark.parametrize("name", GENERATED)
def test_samples__answers_agree_with_the_reference_or_the_checker(name: str) -> None:
    generated.check_samples(name, cases_of(name))


# --- the committed cases --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    slow_where(GENERATED, SLOW_PROBLEMS),
)
@pytest.mark.timeout(600)  # the slowest problem's reference answers take about 10 s when idle
def test_build__default_seed_reproduces_the_committed_folder_byte_for_byte(name: str) -> None:
    cases = cases_of(name)
    files = generated.build(name, cases, cases.SEED)
    folder = CASES / name
    assert sorted(files) == sorted(path.name for path in folder.iterdir()), (
        "python -m slidingkit.tools.cases --only %s makes other files than judge_cases/%s holds"
        % (name, name)
    )
    differing = [file for file in files if (folder / file).read_bytes() != files[file].encode()]
    assert not differing, "rerun python -m slidingkit.tools.cases --only %s: %s differ" % (
        name,
        differing,
    )


@pytest.mark.parametrize(
    "name, case",
    slow_where(COMMITTED, SLOW_COMMITTED, ["%s/%s" % pair for pair in COMMITTED]),
)
def test_case__input_is_generated_and_output_is_the_reference_answer(name: str, case: str) -> None:
    text = read(CASES / name / (case + ".in"))
    assert made(name)[case] == text
    assert cases_of(name).expected(text) == read(CASES / name / (case + ".out"))


@pytest.mark.parametrize("name", problems.names())
def test_settings__the_judge_reads_the_packages_settings_byte_for_byte(name: str) -> None:
    """judge_cases/NAME.json is a copy of slidingkit/problems/NAME/settings.json (make cases writes
    it)."""
    copy = CASES / (name + ".json")
    assert copy.read_bytes() == problems.settings_file(name).read_bytes(), (
        "%s differs from slidingkit/problems/%s/settings.json: edit the package's and run make "
        "cases" % (copy.name, name)
    )


@pytest.mark.parametrize("name", problems.names())
def test_launcher__each_special_judge_has_its_current_launcher(name: str) -> None:
    """judge_cases/NAME_checker.py, the file the settings name, is the launcher make cases writes
    for the problem's judge (slidingkit/problems/NAME/checker.py); a problem without one has no
    judge there."""
    file = launchers.launcher_name(name)
    judge = ROOT / "slidingkit" / "problems" / name / "checker.py"
    if file is None:
        assert not judge.exists() and not (CASES / (name + "_checker.py")).exists()
        return
    assert file == name + "_checker.py" and judge.is_file()
    assert (CASES / file).read_text("utf-8") == launchers.launcher_text(name), (
        "%s is not the launcher make cases writes: run make cases" % file
    )


# --- other seeds ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", slow_where(GENERATED, SLOW_PROBLEMS))
@pytest.mark.timeout(600)  # as the default seed's build
def test_tool__another_seed_changes_the_random_cases_but_not_the_samples_or_settings(
    name: str, tmp_path: Path, capsys
) -> None:
    (tmp_path / (name + ".json")).write_text("stale")
    assert main(["--seed", str(OTHER_SEED), "--out", str(tmp_path), "--only", name]) == 0
    assert capsys.readouterr().out.startswith("%s: " % name)
    assert (tmp_path / (name + ".json")).read_bytes() == problems.settings_file(name).read_bytes()
    folder, committed = tmp_path / name, CASES / name
    assert sorted(path.name for path in folder.iterdir()) == sorted(
        path.name for path in committed.iterdir()
    )
    samples = [path.name for path in committed.glob("sample-*")]
    assert all((folder / file).read_bytes() == (committed / file).read_bytes() for file in samples)
    others = [path.name for path in committed.glob("*.in") if path.name not in samples]
    assert any((folder / file).read_bytes() != (committed / file).read_bytes() for file in others)


@pytest.mark.parametrize("name", GENERATED)
def test_generate__inputs_of_other_seeds_pass_the_validator(name: str) -> None:
    for seed in (1, 2):
        inputs = cases_of(name).generate(seed)
        generated.check_inputs(name, {case + ".in": text for case, text in inputs.items()})


def hand_written(name: str, case: str) -> bool:
    """Whether the generator writes the case by hand: a layout the format does not write, or a
    board outside the statement."""
    return case.startswith(("format-", EXTENSION)) or case in getattr(
        cases_of(name), "HAND_WRITTEN", ()
    )


@pytest.mark.parametrize("name", GENERATED)
def test_generate__writes_every_other_input_through_the_format(name: str) -> None:
    written = problems.load(name).FORMAT
    ordinary = {case: text for case, text in made(name).items() if not hand_written(name, case)}
    assert ordinary, "%s: no input written through the format" % name
    other = [
        case
        for case, text in ordinary.items()
        if text
        not in {written.input_text(written.parse(text), layout) for layout in written.layouts}
    ]
    assert not other, "%s: not written by the format, nor in HAND_WRITTEN: %s" % (name, other)


# --- what the tool refuses ------------------------------------------------------------------------

EXACT = next(name for name in GENERATED if generated.checker_of(name) is None)
CHECKED = next(name for name in GENERATED if generated.checker_of(name) is not None)


@pytest.mark.parametrize("name", [EXACT, CHECKED])
def test_tool__a_wrong_sample_answer_writes_nothing(
    name: str, tmp_path: Path, monkeypatch, capsys
) -> None:
    cases = cases_of(name)
    text, answer = cases.SAMPLES[0]
    monkeypatch.setattr(cases, "SAMPLES", [(text, "x" + answer)])
    with pytest.raises(ValueError, match="sample-1"):
        generated.check_samples(name, cases)
    assert main(["--out", str(tmp_path), "--only", name]) == 1
    assert "%s: nothing written: %s/sample-1" % (name, name) in capsys.readouterr().err
    assert not (tmp_path / name).exists()


def test_check_inputs__names_an_input_the_validator_rejects_and_an_extension_it_allows() -> None:
    sample = cases_of(EXACT).SAMPLES[0][0]
    generated.check_inputs(EXACT, {"fine.in": sample, "fine.out": "not read"})
    with pytest.raises(ValueError, match="^%s/broken.in: not an input the statement" % EXACT):
        generated.check_inputs(EXACT, {"broken.in": "\x00"})
    with pytest.raises(ValueError, match="^%s/extension-x.in: the statement allows it" % EXACT):
        generated.check_inputs(EXACT, {"extension-x.in": sample})


# --- the reference the answers come from ----------------------------------------------------------


@pytest.fixture(scope="session")
def hihocoder_distances() -> Mapping[Board, int]:
    return bfs_distances(HIHOCODER_GOAL)


@pytest.fixture(scope="session")
def luogu_distances() -> Mapping[Board, int]:
    return bfs_distances(LUOGU_GOAL)


@pytest.mark.parametrize("goal", [HIHOCODER_GOAL, LUOGU_GOAL], ids=board_to_digits)
def test_bfs_distances__reaches_181440_boards_from_each_goal(goal: Board) -> None:
    assert len(bfs_distances(goal)) == 181_440  # 9!/2


@pytest.mark.parametrize("goal", [HIHOCODER_GOAL, LUOGU_GOAL], ids=board_to_digits)
def test_bfs_distances__neighbors_differ_by_one_and_every_board_has_a_closer_neighbor(
    goal: Board,
) -> None:
    distances = bfs_distances(goal)
    for board, board_distance in distances.items():
        neighbor_distances = [
            distances[neighbor] for neighbor in neighbors(board)
        ]  # KeyError if not closed
        assert all(abs(d - board_distance) == 1 for d in neighbor_distances), board
        assert board_distance == 0 or board_distance - 1 in neighbor_distances, board


def test_bfs_distances__swapping_two_tiles_leaves_the_reachable_half(
    hihocoder_distances, luogu_distances
) -> None:
    for distances in (hihocoder_distances, luogu_distances):
        for board in list(distances)[:1000]:
            tiles = [cell for cell in range(9) if board[cell] != 0]
            swapped = list(board)
            swapped[tiles[0]], swapped[tiles[1]] = swapped[tiles[1]], swapped[tiles[0]]
            assert tuple(swapped) not in distances


def test_bfs_distances__result_is_read_only(luogu_distances) -> None:
    with pytest.raises(TypeError):
        luogu_distances[LUOGU_GOAL] = 5


def test_bfs_distances__rejects_a_goal_that_is_not_a_permutation() -> None:
    with pytest.raises(ValueError):
        bfs_distances((1, 2, 3, 4, 5, 6, 7, 8, 8))


def test_neighbors__blank_in_corner_edge_and_center() -> None:
    assert sorted(neighbors(board_from_digits("012345678"))) == sorted(
        [board_from_digits("102345678"), board_from_digits("312045678")]
    )
    assert len(neighbors(board_from_digits("102345678"))) == 3
    assert len(neighbors(board_from_digits("123405678"))) == 4


# --- the reference's parsers ----------------------------------------------------------------------


def parse_luogu_input(text: str):
    """The board of a Luogu P1379 input, read by its format."""
    [query] = problems.load("luogu_p1379").FORMAT.parse(text)
    return query.board


def parse_hihocoder_input(text: str):
    """The boards of a HihoCoder 1312 input, read by its format."""
    return [query.board for query in problems.load("hihocoder_1312").FORMAT.parse(text)]


@pytest.mark.parametrize(
    "text",
    [
        "283104765\n",
        "283104765",
        "283104765\r\n",
        "  283104765  \n",
        "2 8 3 1 0 4 7 6 5\n",
        "2 8 3\n1 0 4\n7 6 5\n",
        "283\r\n104\r\n765\r\n",
        "\n283104765\n\n",
    ],
    ids=repr,
)
def test_parse_luogu_input__accepts_digits_in_any_whitespace_layout(text: str) -> None:
    assert parse_luogu_input(text) == (2, 8, 3, 1, 0, 4, 7, 6, 5)


@pytest.mark.parametrize(
    "text",
    ["", "28310476\n", "2831047655\n", "283104769\n", "283104766\n", "2831O4765\n"],
    ids=repr,
)
def test_parse_luogu_input__rejects_anything_but_a_permutation_of_0_to_8(text: str) -> None:
    with pytest.raises(ValueError):
        parse_luogu_input(text)


def test_parse_hihocoder_input__accepts_blank_lines_extra_spaces_and_crlf() -> None:
    text = "2 \r\n\r\n 1  2 3\r\n4 5 6 \r\n7 8 0\r\n\r\n\r\n8 0 1\r\n5 7 4\r\n  3 6 2\r\n\r\n"
    assert parse_hihocoder_input(text) == [(1, 2, 3, 4, 5, 6, 7, 8, 0), (8, 0, 1, 5, 7, 4, 3, 6, 2)]


@pytest.mark.parametrize(
    "text", ["", "2\n1 2 3\n4 5 6\n7 8 0\n", "1\n1 2 3\n4 5 6\n7 8 8\n"], ids=repr
)
def test_parse_hihocoder_input__rejects_wrong_count_or_bad_board(text: str) -> None:
    with pytest.raises(ValueError):
        parse_hihocoder_input(text)


def test_parse_hihocoder_input__a_count_of_none_is_the_format_and_the_statement_refuses_it():
    """The format reads a count of 0 as no board; the statement's range (1 to 8) is the
    validator's to refuse."""
    assert parse_hihocoder_input("0\n") == []
    with pytest.raises(problems.Invalid, match="0 is out of range 1..8"):
        problems.load("hihocoder_1312").validate("0\n")
