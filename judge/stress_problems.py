"""What ``python3 -m judge stress`` needs to know about each problem of ``judge_cases/``: data
only, each problem's ``FORMAT`` in its module ``problems/NAME.py``, gathered here into PROBLEMS
and read by ``judge.stress`` (which holds the few generic writers these keys name).

Keys of one problem:

- ``shapes``: the board shapes the statement allows, as ``[rows, columns]``. Boards of at most
  9 cells are answered from a plain BFS over all of them (3x3: 181,440 per class); larger
  ones are walks from the goal with a known route back (``judge.stress.Generator.routed``).
- ``goal``: the goal as tiles in row-major order (0 the blank), or null for the standard goal
  of each shape (1 .. N-1, then the blank).
- ``unsolvable``: whether the statement allows unsolvable boards in the input.
- ``cases``: ``[fewest, most]`` boards in one input.
- ``count_line``: the input starts with the number of boards.
- ``board_header``: what precedes each board: null, or ``"side"`` (its side, Princeton).
- ``board``: how a board is written: ``"digits"`` (``283104765``), ``"rows"`` (one line per
  row), ``"line"`` (all tiles on one line) or ``"list"`` (LeetCode's ``[[1,2,3],[4,0,5]]``).
- ``layouts``: the spacings the statement allows, each tried in turn: ``"single"`` (one space
  between tiles), ``"padded"`` (algs4's ``%2d `` per tile, so every row ends in a space),
  ``"wide"`` (two spaces between tiles on one line, as POJ 1077's sample).
- ``blank``: how the blank is written (``"0"``, ``"x"``, ``"X"``).
- ``blank_line_before``: an empty line precedes each board (UVa 652, LightOJ 1139).
- ``end_line``: a line that ends the input (POJ 2893's ``0 0``), or absent.
- ``goal``: (above) may also be ``"given"``: each board is followed by its own goal, written
  the same way (HDU 3567); goals are drawn at random.
- ``answer``: the expected answer for a solvable board: ``{distance}`` is replaced by its
  distance, ``{case}`` by its number from 1, and ``{path}`` by the first shortest path in
  ``path_order`` (the blank's directions U D L R; default ``"UDLR"``) written in ``letters``
  (the judge's letters for U, D, L, R; default ``"UDLR"``); a board larger than 3x3 gives its
  route instead (a shortest one where the answer holds ``{distance}``). UVa 10085's
  ``{farthest}`` is the rows of a board farthest from the start, and ``{path_to_farthest}``
  a shortest path to it; there every board is a start, of either class.
- ``most_moves``: the statement's promise on a solvable board's distance (the 4x4 problems:
  45): no larger board is walked further, and the published boards beyond it are left out.
- ``no_answer``: the expected answer for an unsolvable board.
- ``between_answers``: what separates two answers (UVa 652: an empty line), default nothing.

Where the settings name a special judge, the expected file is one right answer, and the
special judge decides (it reads from it only what it needs: the count, solvability).
A problem absent here has no generator, and stress says so.
"""

import problems

PROBLEMS = {
    name: problems.load(name).FORMAT
    for name in problems.names()
    if hasattr(problems.load(name), "FORMAT")
}
