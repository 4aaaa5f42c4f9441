"""Checker for the maximum subarray problem (see max_subarray_gen.py), run as
``python3 max_subarray_checker.py INPUT ACTUAL EXPECTED``: exit status 0 when the output is one
number equal to the expected one ("7.0" and "7" are equal), 1 (wrong answer) otherwise."""

import sys


def number(path: str) -> float:
    with open(path) as file:
        tokens = file.read().split()
    if len(tokens) != 1:
        print("expected one number, got %d tokens" % len(tokens))
        sys.exit(1)
    try:
        return float(tokens[0])
    except ValueError:
        print("not a number: %r" % tokens[0])
        sys.exit(1)


actual, expected = number(sys.argv[2]), number(sys.argv[3])
if actual != expected:
    print("the largest sum is %g, not %g" % (expected, actual))
    sys.exit(1)
