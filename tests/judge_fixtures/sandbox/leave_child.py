"""Hostile fixture: leaves a child that would write the file its input names a few seconds
after the run, then answers: AC, and the child never writes (the judge, or the sandbox's
namespace, ends it)."""

import os
import sys
import time

path = sys.stdin.readline().strip()
if os.fork() == 0:
    os.setsid()
    time.sleep(3)
    with open(path, "w") as file:
        file.write("written after the run\n")
    os._exit(0)
print(7)
