"""Fixture, right within relative error 1e-9: prints the mean of the input's numbers, one part in
a billion too large (2.000000002 for a mean of 2)."""

import sys

numbers = [float(token) for token in sys.stdin.read().split()]
print(sum(numbers) / len(numbers) * (1 + 1e-9))
