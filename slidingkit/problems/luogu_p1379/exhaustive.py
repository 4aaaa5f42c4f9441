"""Luogu P1379's exhaustive check: every 3x3 board through solutions/luogu_p1379.py.

One board per solve() call, written by the format as nine digits (`283104765`): the 181,440 boards
that can reach 123804765 must print their BFS distance, the 181,440 that cannot print -1 (the
kit's answer for a board the statement rules out: the cases' EXTENDED format), exactly, each with
a newline.
"""

from slidingkit.problems._exhaustive import Exhaustive
from slidingkit.problems.luogu_p1379.cases import EXTENDED

CHECK = Exhaustive.of_format(
    EXTENDED,
    "every 3x3 board, one a call: its BFS distance to 123804765, or -1 where it cannot reach it",
)
