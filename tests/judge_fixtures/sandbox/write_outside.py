"""Hostile fixture: writes the file its input names (outside its folder) and one in its working
folder, then answers: AC either way; only outside the sandbox is the file written."""

import sys

path = sys.stdin.readline().strip()
for target in (path, "scratch.txt"):
    try:
        with open(target, "w") as file:
            file.write("written by the solution\n")
    except OSError:
        pass
print(7)
