"""`python -m tools.bench [--only SECTION]`: see tools/bench/cli.py (`--help` lists them)."""

import sys

from tools.bench.cli import main

sys.exit(main(sys.argv[1:]))
