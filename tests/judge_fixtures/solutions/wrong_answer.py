"""Fixture, wrong answer: the sum is off by one."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()]
print(sum(numbers) + 1)
print(" ".join(str(number) for number in sorted(numbers)))
