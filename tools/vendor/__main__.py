"""`python -m tools.vendor [--check]`: see tools/vendor/cli.py."""

import sys

from tools.vendor.cli import main

sys.exit(main(sys.argv[1:]))
