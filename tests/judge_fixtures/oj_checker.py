"""Special judge fixture in online-judge-tools' style: called as oj_checker.py INPUT ACTUAL
EXPECTED, it rejects by a failed assert (an uncaught exception: exit status 1). Accepts an output
whose first token is the sum of the input's integers, whatever follows it."""

import sys

with open(sys.argv[1]) as testcase:
    numbers = [int(token) for token in testcase.read().split()]
with open(sys.argv[2]) as your_output:
    total = int(your_output.read().split()[0])
with open(sys.argv[3]) as expected_output:
    expected_total = int(expected_output.read().split()[0])
assert total == sum(numbers) == expected_total
