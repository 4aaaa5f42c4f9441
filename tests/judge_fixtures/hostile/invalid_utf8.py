"""Hostile fixture, expected WA: writes bytes that are not UTF-8 (shown escaped, no crash)."""

import sys

sys.stdout.buffer.write(b"\xff\xfe\n\x80 2\n")
