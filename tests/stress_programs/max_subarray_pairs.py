"""Wrong on purpose (the maximum subarray problem, see max_subarray_gen.py): tries only the runs
of one or two numbers, so it is right on every input of at most two numbers and wrong where the
best run is longer."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()[1:]]
print(max(numbers + [first + second for first, second in zip(numbers, numbers[1:])]))
