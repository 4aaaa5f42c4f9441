"""python3 -m explorer: see explorer/cli.py."""

import sys

from explorer.cli import main

sys.exit(main())
