"""Hostile fixture, expected TLE: sleeps without using CPU (only the wall clock catches it)."""

import time

time.sleep(10**6)
