"""Fixture, right apart from trailing spaces/tabs and trailing blank lines (AC by default)."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()]
print(str(sum(numbers)) + "  \t")
print(" ".join(str(number) for number in sorted(numbers)) + " ")
print()
print()
