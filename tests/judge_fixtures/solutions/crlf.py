"""Fixture, right answer with CRLF line ends (AC even with --strict)."""

import sys

numbers = [int(token) for token in sys.stdin.read().split()]
answer = "%d\r\n%s\r\n" % (sum(numbers), " ".join(str(number) for number in sorted(numbers)))
sys.stdout.buffer.write(answer.encode())
