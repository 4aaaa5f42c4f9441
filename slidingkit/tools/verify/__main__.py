"""`python -m slidingkit.tools.verify`: see slidingkit/tools/verify/cli.py."""

import sys

from slidingkit.tools.verify.cli import main

if __name__ == "__main__":
    sys.exit(main())
