"""The one thing pyproject.toml cannot say: the repository's judge_cases/ (oj's layout, kept at the
top: the settings NAME.json, the special judges' launchers NAME_checker.py and the case folders)
is installed inside the kit's package, as slidingkit/judge_cases/, with each case folder in it.
judge_cases/ and its folders hold no __init__.py (nothing imports them); each is declared a
package here so that setuptools installs its files. The rest of the build is in pyproject.toml."""

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
