"""Entry point for ``python3 -m judge``; see ``judge.cli`` for the flags."""

import sys

from judge.cli import main

if __name__ == "__main__":
    sys.exit(main())
