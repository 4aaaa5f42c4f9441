"""Stress-test a solution (对拍): generated inputs, answers from an independent reference,
and the first failure written as a case the judge replays (for the kit's problems, shrunk to
a simplest input first).

Usage (from the repository root)::

    python3 -m slidingkit.judge stress SOLUTION PROBLEM [-n N] [--seed S] [--out OUT]
                            [--case-seeds K]
                            [--python EXE] [--command CMD] [--time-limit SECONDS]
                            [--memory-limit MB] [--strict]
    python3 -m slidingkit.judge stress SOLUTION --generator GEN --reference REF [--checker CMD]
                            [--sizes A..B] [-n N] [--seed S] [--out OUT] [...]

The second form is for any problem (``stress.any_problem``): GEN and REF
are files in any language the judge takes (compiled once, by ``judge.languages.prepare``) or
commands. Input i (from 0) is what ``GEN SEED`` prints for the seed S + i (``GEN SEED SIZE``
with ``--sizes A..B``: the N inputs spread evenly over the sizes, smallest first, so the first
failure is on a small input); REF's output on it is the expected one. The solution is judged on
the pair by ``judge.verdict.judge_case``, under the judge's default limits or the flags (GEN
and REF run under the same limits), compared as the judge compares (``--strict`` too) or by
``--checker CMD`` (run as ``CMD INPUT ACTUAL EXPECTED``, as a settings' checker). The first
failure is written as ``OUT/NAME/counterexample.in`` and ``.out`` (REF's output), with
``OUT/NAME.json`` and the solution's output in ``OUT/NAME.actual`` (NAME: the solution's file
name without its extension), and the command that repeats it alone is printed (``--seed S+i
-n 1``). A generator or a reference that fails a limit, crashes or prints nothing is one
error line naming it and the seed (a judge error, exit status 1). Cost: three runs per input
(GEN, REF, the solution), and one more run of the solution at a failure, to keep its output.

The first form, for a problem of the kit, follows.

SOLUTION is anything ``python3 -m slidingkit.judge`` takes (a .py, .c, .cpp, .java, ... file,
compiled once; or ``--command``). PROBLEM names a problem of ``judge_cases/`` (its settings give the
limits and the special judge). Each of the N inputs (default 100) is one of, in turn:

- a board at each exact distance from the goal, 0 up to the farthest, in turn;
- a random walk from the goal, of each length from 0 to 40 in turn;
- a random solvable board; a random unsolvable one (where the statement allows them);
- a farthest board;
- several boards in one input (where the statement allows more than one), mixing the above;

written in each shape and spacing the statement allows, through the problem's format
(``FORMAT`` in ``slidingkit/problems/NAME/``, written and read by ``problems._format``). The
expected answer is the one the problem's cases are made with: ``expected(text)`` of
``slidingkit/problems/NAME/cases.py`` (computed with slidingkit/oracle/ only); a problem whose
settings name a special judge is checked by it (the expected file is then one right answer, from
which the special judge reads what it needs).

Boards larger than 3x3 (the 15-puzzle, larger rectangles) are out of a full BFS's reach, so
each is made by walking from the goal (never straight back), which gives a route back to it:
walks of each length up to 30, or up to the statement's promise (``most_moves``) where any path
is accepted; longer walks for random boards; the same with two tiles renamed for an unsolvable
one (renaming changes no move, only the class); and, where the format says
``published_boards``, the boards of the Princeton assignment's 4x4 puzzle files for the
farthest, with the paths of their committed answers (whose lengths the tests hold to the
assignment's published move counts). Where the answer is a distance,
``slidingkit/oracle/reference.py``'s plain BFS from both ends turns each walk into a shortest route
(about a second for 30 moves). Where ``expected()`` cannot answer an input holding such a board (it
raises ValueError: the board is beyond its search), the answer is the drawn one, from the routes. A
package without ``expected()`` (cases that are published files) is answered the drawn way too: by
the routes, and a smaller board's distance from the BFS table.

A board that is a graph (a format with ``edges``: AOJ 0190's diamond, or a graph each input
gives) is drawn by walks of each length on its graph and as random arrangements of its tiles, on
a random graph where the input gives one, and every answer is the package's ``expected()``;
shrinking walks each board one move nearer the goal (by ``slidingkit/oracle/graph_reference.py``'s
BFS) and drops boards.

With ``--case-seeds K`` it then runs every case ``generate(seed)`` of the package makes, for
the seeds 1 to K, each whole, against ``expected()`` or the special judge; the first failure is
written as it is (a whole case is not shrunk).

Every input runs under the problem's limits with the judge's verdicts, so a crash, a time-out
or too much memory fails just like a wrong answer.

At the first failure it shrinks the input: first to the fewest moves from the goal (each
board replaced by a neighbour one move nearer, from the BFS table or one step along its
route, while it still fails; an unsolvable board walks toward the goal with two tiles
swapped), then to the fewest boards, then to the statement's first spacing. The result is
written as ``OUT/PROBLEM/counterexample.in`` and ``.out`` (OUT defaults to
``stress_failures``) with ``OUT/PROBLEM.json`` beside it holding the limits and the checker, so
``python3 -m slidingkit.judge SOLUTION OUT/PROBLEM`` replays it (the folder keeps the problem's
name, which some special judges read).

Output: the seed first (a run is reproduced by ``--seed``), a status line on a terminal,
then either ``N passed (seed S)`` and exit status 0, or the failure, the shrunk
counterexample and how to replay it, and exit status 1. Ctrl-C stops cleanly (exit 130)
and prints the seed. A name that is no problem of ``slidingkit/problems/`` is one line
``no generator for PROBLEM``.

Cost: one run of the solution per input, plus one per shrinking step (at most
``SHRINK_RUNS``), plus one per generated case; the reference BFS over 181,440 boards takes
about a second per goal.

Modules, one idea each:

- ``boards``: a drawn board (``DrawnBoard``), an input of them (``Trial``), and their
  distances from the oracle's BFS, for drawing and shrinking.
- ``drawing``: the kit's inputs of a problem in its format, and their expected answers.
- ``shrinking``: a failing input shrunk to a simplest one that still fails.
- ``session``: the records a run carries from its command line to its report.
- ``kit_problem``: the run on a problem of the kit: drawn inputs, shrinking, ``--case-seeds``.
- ``any_problem``: the run with the user's generator, reference and checker.
- ``counterexample``: the failure report: the counterexample written, shown and replayed.
- ``cli``: the command line.
"""
