"""Fixture, time limit: starts a sleeping child process (same process group), then loops
forever. If JUDGE_FIXTURE_PIDFILE is set, writes both pids there, one per line, so a test
can check that the judge left none of them alive."""

import os
import subprocess
import sys

helper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
pidfile = os.environ.get("JUDGE_FIXTURE_PIDFILE")
if pidfile:
    with open(pidfile, "w") as file:
        file.write("%d\n%d\n" % (os.getpid(), helper.pid))
while True:
    pass
