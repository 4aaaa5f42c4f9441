"""Fixture, one number: twice the sum, which is the total of the expected output's tokens.
WA under the default comparison, AC under the fixture checker (same token total)."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()]
print(2 * sum(numbers))
