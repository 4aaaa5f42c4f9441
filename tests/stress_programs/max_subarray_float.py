"""Right but written as a decimal (the maximum subarray problem, see max_subarray_gen.py): prints
the sum with one decimal, "7.0" where the brute force prints "7"; a checker that compares numbers
accepts it, the judge's comparison of lines does not."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()[1:]]
best = ending = numbers[0]
for number in numbers[1:]:
    ending = max(number, ending + number)
    best = max(best, ending)
print("%.1f" % best)
