"""One status line on a terminal, rewritten in place: the progress display of the judge, the stress
tester, the explorer and the tools.

    status = StatusLine(sys.stderr)
    status.show("[3/8] a problem: 17/59 cases")     # rewrites the line, at most 10 times a second
    status.write("a line that stays\\n")           # clears the status line, then writes
    status.clear()

On a stream that is not a terminal nothing is shown (a log gets no carriage returns), unless
`every` is given: then every `every`-th show() is written as a line of its own, so a long run
that writes to a file still says how far it got. Standard library only; no work at import time.
"""

import sys
import time
from typing import Optional, TextIO

ERASE = "\r\033[K"  # back to the line's start, and clear it


class StatusLine:
    """A status line on `stream` (default stderr) that nothing else printed through write()
    breaks."""

    def __init__(
        self, stream: Optional[TextIO] = None, interval: float = 0.1, every: int = 0
    ) -> None:
        self.stream = sys.stderr if stream is None else stream
        self.interval = interval  # seconds between two rewrites of the line
        self.every = every  # on a stream that is not a terminal: write every n-th show() as a line
        self.shown = False
        self.last = 0.0
        self.count = 0

    def on_terminal(self) -> bool:
        isatty = getattr(self.stream, "isatty", None)
        return bool(isatty and isatty())

    def show(self, text: str, force: bool = False) -> None:
        """Replace the status line with text (skipped when the last one is under `interval` old,
        unless force)."""
        self.count += 1
        if not self.on_terminal():
            if self.every and self.count % self.every == 0:
                self.stream.write(text + "\n")
                self.stream.flush()
            return
        now = time.monotonic()
        if not force and self.shown and now - self.last < self.interval:
            return
        self.last = now
        self.stream.write(ERASE + text)
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        """Remove the status line, if one is shown."""
        if self.shown:
            self.stream.write(ERASE)
            self.stream.flush()
            self.shown = False

    def write(self, text: str) -> None:
        """Write text to the stream where the status line was; the next show() draws it again."""
        self.clear()
        self.stream.write(text)
        self.stream.flush()
