"""`python -m slidingkit.tools.vendor [--check]`: see slidingkit/tools/vendor/cli.py."""

import sys

from slidingkit.tools.vendor.cli import main

sys.exit(main(sys.argv[1:]))
