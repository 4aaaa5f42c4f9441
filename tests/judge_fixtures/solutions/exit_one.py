"""Fixture, runtime error: prints the right answer, then exits with status 1."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()]
print(sum(numbers))
print(" ".join(str(number) for number in sorted(numbers)))
sys.stdout.flush()
sys.exit(1)
