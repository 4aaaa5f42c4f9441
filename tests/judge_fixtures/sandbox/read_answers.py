"""Hostile fixture: prints the answer file its input names (another case's .out, the same
answer): AC where it can read the case folder, WA inside the sandbox, which does not show it."""

import sys

path = sys.stdin.readline().strip()
try:
    with open(path) as file:
        print(file.read().strip())
except OSError as error:
    print("no answer to copy: %s" % error.strerror)
