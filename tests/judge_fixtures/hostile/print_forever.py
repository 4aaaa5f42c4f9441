"""Hostile fixture, expected OLE: prints 64 KiB lines without end (stopped at the stdout cap)."""

import sys

line = "x" * 65535 + "\n"
while True:
    sys.stdout.write(line)
