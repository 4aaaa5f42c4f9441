"""Hostile fixture: prints the secret its environment may hold (the test puts one in the judge's
environment): outside the sandbox it leaks, inside the environment is the sandbox's own."""

import os

print(os.environ.get("SECRET_TOKEN", "none"))
