"""Hostile fixture, expected WA: one 32 MiB line (written 1 MiB at a time, so it stays under
the memory limit and the 64 MiB output cap); the judge must compare it and show a short diff,
not the line."""

import sys

piece = "3" * (1 << 20)
for _ in range(32):
    sys.stdout.write(piece)
sys.stdout.write("\n")
