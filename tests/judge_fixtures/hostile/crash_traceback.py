"""Hostile fixture, expected RE: dies with a traceback from a few calls deep (ZeroDivisionError)."""

import sys


def average(numbers):
    return sum(numbers) // (len(numbers) - len(numbers))


def main():
    numbers = [int(token) for token in sys.stdin.read().split()]
    print(average(numbers))


main()
