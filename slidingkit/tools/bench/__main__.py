"""`python -m slidingkit.tools.bench [--only SECTION]`: see slidingkit/tools/bench/cli.py (`--help`
lists them)."""

import sys

from slidingkit.tools.bench.cli import main

sys.exit(main(sys.argv[1:]))
