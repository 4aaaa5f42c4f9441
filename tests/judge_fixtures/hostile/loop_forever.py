"""Hostile fixture, expected TLE: a busy loop that never ends (killed at the time limit)."""

while True:
    pass
