"""Entry point for ``python3 -m slidingkit.judge`` (see ``judge.cli``) and ``python3 -m
slidingkit.judge stress`` (see ``judge.stress.cli``)."""

import sys
from typing import List, Optional


def main(argv: Optional[List[str]] = None) -> int:
    """Dispatch to the judge or, for ``stress ...``, to the stress tester."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    if arguments[:1] == ["stress"]:
        from slidingkit.judge.stress.cli import main as stress_main

        return stress_main(arguments[1:])
    from slidingkit.judge.cli import main as judge_main

    return judge_main(arguments)


if __name__ == "__main__":
    sys.exit(main())
