"""`python -m slidingkit.tools.mutate [--jobs N] [--only MODULE ...] [--survivors]`:
slidingkit/tools/mutate/cli.py."""

import sys

from slidingkit.tools.mutate.cli import run_main

sys.exit(run_main())
