"""Fixture, endless output: prints 64 KiB lines forever."""

import sys

line = "x" * 65535 + "\n"
while True:
    sys.stdout.write(line)
