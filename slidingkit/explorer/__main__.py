"""python3 -m slidingkit.explorer: see slidingkit/explorer/cli.py."""

import sys

from slidingkit.explorer.cli import main

sys.exit(main())
