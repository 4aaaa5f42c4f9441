"""Fixture, wrong only in whitespace: two spaces between the sorted integers."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()]
print(sum(numbers))
print("  ".join(str(number) for number in sorted(numbers)))
