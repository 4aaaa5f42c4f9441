"""Hostile fixture, expected RE (process limit): forks again and again, every child sleeping.
Bounded so a broken judge cannot take the machine down: at most 200 forks, each child sleeps
20 s and exits; the parent then sleeps (a judge without a process cap reports TLE instead)."""

import os
import time

for _ in range(200):
    if os.fork() == 0:
        time.sleep(20)
        os._exit(0)
time.sleep(10**6)
