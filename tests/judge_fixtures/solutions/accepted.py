"""Fixture, accepted: prints the sum of the input's integers, then the integers sorted."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()]
print(sum(numbers))
print(" ".join(str(number) for number in sorted(numbers)))
