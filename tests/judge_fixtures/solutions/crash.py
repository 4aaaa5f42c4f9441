"""Fixture, runtime error: dies with a traceback (IndexError) before printing."""

import sys


def tenth_number(numbers):
    return numbers[9]


numbers = [int(token) for token in sys.stdin.read().split()]
print(tenth_number(numbers))
