"""Fixture, wrong answer that is slowest on the first case (sample-1: input "2 1"): sleeps
0.5 s there, so under -j the later cases finish first. The sum is off by one."""

import sys
import time

numbers = [int(token) for token in sys.stdin.read().split()]
if numbers == [2, 1]:
    time.sleep(0.5)
print(sum(numbers) + 1)
print(" ".join(str(number) for number in sorted(numbers)))
