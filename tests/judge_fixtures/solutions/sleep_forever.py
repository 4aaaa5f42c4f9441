"""Fixture, time limit without CPU use: sleeps forever."""

import time

time.sleep(10**6)
