"""Brute force for the maximum subarray problem (see max_subarray_gen.py): the sum of every
non-empty run of consecutive numbers, the largest printed. O(n^2)."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()[1:]]
print(
    max(
        sum(numbers[start:stop])
        for start in range(len(numbers))
        for stop in range(start + 1, len(numbers) + 1)
    )
)
