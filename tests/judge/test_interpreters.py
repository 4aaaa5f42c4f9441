"""slidingkit/judge/interpreters.py: probing a Python interpreter.

What it proves: probe_interpreter finds the real binary behind a shim script. (The address-space
cap it sets is tested through the judge: test_run.py's one huge allocation is an MLE.)
"""

import os

from slidingkit.judge.interpreters import probe_interpreter


def test_probe_interpreter__sees_through_shims_to_the_real_binary():
    interpreter = probe_interpreter("python3")
    with open(os.path.realpath(interpreter.executable), "rb") as file:
        assert file.read(4) == b"\x7fELF"  # not a shell script such as pyenv's shim
