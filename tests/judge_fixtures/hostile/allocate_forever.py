"""Hostile fixture, expected MLE: allocates 1 MiB blocks, each written so it is resident.
Bounded so a broken judge cannot take the machine down: it stops at 2 GiB, then sleeps
(a judge whose memory limit failed reports TLE instead, and the test fails)."""

import time

blocks = []  # type: list[bytearray]
while len(blocks) < 2048:
    blocks.append(bytearray(b"x" * (1 << 20)))
time.sleep(10**6)
