"""The one thing pyproject.toml cannot say: the repository's judge_cases/ (oj's layout, kept at the
top) is installed inside the kit's package, as slidingkit/judge_cases/, with each case folder in it
(declared as a package so that setuptools installs its data without a warning). The rest of the
build is in pyproject.toml."""

import os

from setuptools import find_packages, setup

CASES = "judge_cases"
FOLDERS = sorted(
    name
    for name in os.listdir(CASES)
    if os.path.isdir(os.path.join(CASES, name)) and not name.startswith((".", "_"))
)

setup(
    packages=find_packages(include=["slidingkit", "slidingkit.*"])
    + ["slidingkit.judge_cases"]
    + ["slidingkit.judge_cases." + name for name in FOLDERS],
    package_dir={"slidingkit.judge_cases": CASES},
)
