"""What ``python3 -m judge stress`` needs to know about each problem of ``judge_cases/``: data
only, read by ``judge.stress`` (which holds the few generic writers these keys name).

Keys of one problem:

- ``shapes``: the board shapes the statement allows that a plain BFS can answer, as
  ``[rows, columns]`` (a 3x3 board has 181,440 solvable positions; 4x4 is out of reach).
- ``goal``: the goal as tiles in row-major order (0 the blank), or null for the standard goal
  of each shape (1 .. N-1, then the blank).
- ``unsolvable``: whether the statement allows unsolvable boards in the input.
- ``cases``: ``[fewest, most]`` boards in one input.
- ``count_line``: the input starts with the number of boards.
- ``board_header``: what precedes each board: null, or ``"side"`` (its side, Princeton).
- ``board``: how a board is written: ``"digits"`` (``283104765``) or ``"rows"`` (one line per
  row).
- ``layouts``: the spacings the statement allows, each tried in turn: ``"single"`` (one space
  between tiles), ``"padded"`` (algs4's ``%2d `` per tile, so every row ends in a space).
- ``blank``: how the blank is written (``"0"``, ``"x"``).
- ``answer``: the expected line for a solvable board, ``{distance}`` replaced by its distance
  and ``{case}`` by its number from 1.
- ``no_answer``: the expected line for an unsolvable board.
- ``first_line_only``: the problem has a special judge (its settings' ``checker``) that reads
  only the expected file's first line (its count); the rest of the output is the checker's
  business.
"""

PROBLEMS = {
    "luogu_p1379": {
        "shapes": [[3, 3]], "goal": [1, 2, 3, 8, 0, 4, 7, 6, 5], "unsolvable": False,
        "cases": [1, 1], "count_line": False, "board_header": None, "board": "digits",
        "layouts": ["single"], "blank": "0", "answer": "{distance}", "no_answer": None,
    },
    "hihocoder_1312": {
        "shapes": [[3, 3]], "goal": None, "unsolvable": True,
        "cases": [1, 8], "count_line": True, "board_header": None, "board": "rows",
        "layouts": ["single"], "blank": "0", "answer": "{distance}",
        "no_answer": "No Solution!",
    },
    "princeton_8puzzle": {
        "shapes": [[2, 2], [3, 3]], "goal": None, "unsolvable": True,
        "cases": [1, 1], "count_line": False, "board_header": "side", "board": "rows",
        "layouts": ["padded", "single"], "blank": "0",
        "answer": "Minimum number of moves = {distance}",
        "no_answer": "No solution possible", "first_line_only": True,
    },
}
