"""Right (the maximum subarray problem, see max_subarray_gen.py): Kadane's scan, O(n): the best
run ending at each number is that number, or it added to the best run ending just before."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()[1:]]
best = ending = numbers[0]
for number in numbers[1:]:
    ending = max(number, ending + number)
    best = max(best, ending)
print(best)
