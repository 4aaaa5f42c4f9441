"""`python -m tools.mutate [--jobs N] [--only MODULE ...] [--survivors]`: tools/mutate/cli.py."""

import sys

from tools.mutate.cli import run_main

sys.exit(run_main())
