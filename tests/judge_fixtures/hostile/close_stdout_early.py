"""Hostile fixture, expected WA: prints the first line of the answer, closes stdout, then goes
on working for 0.3 s before exiting 0. The judge must wait for the exit, not for the end of
the output, and judge what was printed (one line of two)."""

import os
import sys
import time

numbers = [int(token) for token in sys.stdin.read().split()]
sys.stdout.write("%d\n" % sum(numbers))
sys.stdout.flush()
os.close(1)
time.sleep(0.3)
os._exit(0)
