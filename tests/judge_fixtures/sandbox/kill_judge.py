"""Hostile fixture: kills its parent's process group (the judge's), then answers. Outside the
sandbox the judge dies; inside, its parent is the sandbox's PID 1, which it cannot kill."""

import os
import signal

try:
    os.killpg(os.getpgid(os.getppid()), signal.SIGKILL)
except OSError:
    pass
print(7)
