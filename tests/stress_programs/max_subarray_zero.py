"""Wrong on purpose (the maximum subarray problem, see max_subarray_gen.py): Kadane's scan started
from an empty run of sum 0, so where every number is negative it prints 0, the sum of no number."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()[1:]]
best = ending = 0
for number in numbers:
    ending = max(0, ending + number)
    best = max(best, ending)
print(best)
