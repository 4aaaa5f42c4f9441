"""Hostile fixture, expected OLE: writes to stderr without end (stopped at the stderr cap)."""

import sys

line = "warning: " + "y" * 1000 + "\n"
while True:
    sys.stderr.write(line)
