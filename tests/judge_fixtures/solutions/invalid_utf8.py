"""Fixture, wrong answer that is not valid UTF-8."""

import sys

sys.stdout.buffer.write(b"\xff\xfe\n\x80 2\n")
