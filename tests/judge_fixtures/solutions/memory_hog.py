"""Fixture, memory limit: keeps allocating 1 MiB blocks (each written, so resident)."""

blocks = []
while True:
    blocks.append(b"x" * (1 << 20))
