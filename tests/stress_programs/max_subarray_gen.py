"""Generator for the maximum subarray problem: ``python3 max_subarray_gen.py SEED [SIZE]`` prints
SIZE (default: a random size from 1 to 10), then SIZE numbers from -9 to 9, drawn from SEED.

The problem: given n numbers, print the largest sum of a non-empty run of consecutive ones. The
stress tester's examples (docs/stress.md) pair it with max_subarray_brute.py."""

import random
import sys

rng = random.Random(int(sys.argv[1]))
size = int(sys.argv[2]) if len(sys.argv) > 2 else rng.randint(1, 10)
print(size)
print(" ".join(str(rng.randint(-9, 9)) for _ in range(size)))
