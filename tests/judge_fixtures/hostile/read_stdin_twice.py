"""Hostile fixture, expected AC: reads all of stdin, then reads again (which must see EOF at
once, not hang), then prints the right answer; exits 3 if the second read found anything."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()]
if sys.stdin.read() != "" or sys.stdin.readline() != "" or sys.stdin.buffer.read() != b"":
    sys.exit(3)
print(sum(numbers))
print(" ".join(str(number) for number in sorted(numbers)))
