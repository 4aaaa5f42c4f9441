"""Copy the shared core verbatim into every solution file, or check that every copy is current.

Each file in solutions/ holds core/puzzle.py between two marker lines:

    # ---- BEGIN core/puzzle.py (vendored by `make vendor`: edit core/puzzle.py, not this copy) ----
    ...the core, byte for byte...
    # ---- END core/puzzle.py ----

Usage
    python3 tools/vendor.py           rewrite every copy from the source (what `make vendor` runs)
    python3 tools/vendor.py --check   exit 1 and name each file whose copy differs from the source

Cost: reads and writes a few small files.
"""

import argparse
import sys
from pathlib import Path
from typing import List, Tuple

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "core/puzzle.py"
BEGIN = "# ---- BEGIN %s (vendored by `make vendor`: edit %s, not this copy) ----\n" % (SOURCE, SOURCE)
END = "# ---- END %s ----\n" % SOURCE


class VendorError(Exception):
    """A solution file whose markers are missing or out of order."""


def split_at_markers(text: str, name: str) -> Tuple[str, str, str]:
    """Return (before, vendored copy, after) of a solution file's text."""
    begin, end = text.find(BEGIN), text.find(END)
    if begin < 0 or end < begin or text.count(BEGIN) != 1 or text.count(END) != 1:
        raise VendorError("%s: expected the marker lines once each, in order:\n  %s  %s"
                          % (name, BEGIN, END))
    body_start = begin + len(BEGIN)
    return text[:body_start], text[body_start:end], text[end:]


def solution_files(root: Path = ROOT) -> List[Path]:
    """Return every solution file; each one must vendor the core."""
    return sorted((root / "solutions").glob("*.py"))


def _stale_copies(root: Path):
    """Yield (path, text before the copy, text after it, source) for each copy that differs."""
    source = (root / SOURCE).read_text("utf-8")
    for path in solution_files(root):
        before, copy, after = split_at_markers(path.read_text("utf-8"), path.name)
        if copy != source:
            yield path, before, after, source


def drifted(root: Path = ROOT) -> List[str]:
    """Return the names of solution files whose vendored copy differs from the source."""
    return [str(path.relative_to(root)) for path, _, _, _ in _stale_copies(root)]


def vendor(root: Path = ROOT) -> List[str]:
    """Rewrite every drifted copy from the source; return the names of the files rewritten."""
    rewritten = []
    for path, before, after, source in list(_stale_copies(root)):
        path.write_text(before + source + after, "utf-8")
        rewritten.append(str(path.relative_to(root)))
    return rewritten


def main(argv: List[str], root: Path = ROOT) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report drifted copies; exit 1 if any")
    options = parser.parse_args(argv)
    try:
        if options.check:
            names = drifted(root)
            for name in names:
                print("%s: its copy of %s differs from the source; run `make vendor`" % (name, SOURCE),
                      file=sys.stderr)
            return 1 if names else 0
        for name in vendor(root):
            print("vendored %s into %s" % (SOURCE, name))
        return 0
    except VendorError as error:
        print("vendor: %s" % error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
