"""Hostile fixture, expected AC: prints the right answer and exits at once, but first starts a
child that leaves the session (setsid), keeps stdout open and sleeps for a minute. The judge
must not wait for that child (its pipe never closes), and must kill it."""

import os
import sys
import time

numbers = [int(token) for token in sys.stdin.read().split()]
if os.fork() == 0:
    os.setsid()  # out of the judge's process group and session
    time.sleep(60)
    os._exit(0)
print(sum(numbers))
print(" ".join(str(number) for number in sorted(numbers)))
