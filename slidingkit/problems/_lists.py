"""Lists in LeetCode's notation, `[[1,2,3],[4,0,5]]`: the tokens of a text and a reader of
nested lists that names the line where a list breaks. Shared by the problems whose input is
written so.

Usage
    >>> reader = ListReader(list_tokens("[[1,2],\\n[3,0]]\\n"))
    >>> [[word for word, line in row] for row in reader.matrix()]
    [['1', '2'], ['3', '0']]
    >>> reader.rest()
"""

import re
from typing import Any, Callable, List, Tuple

from slidingkit.problems import Invalid
from slidingkit.problems._text import located_lines

Token = Tuple[str, int]  # a word, bracket or comma, and the number of its line (from 1)

WORD = re.compile(r"[\[\],]|[^ \t\[\],]+")


def list_tokens(text: str) -> List[Token]:
    """The brackets, commas and words of text (words run between spaces, tabs, line ends,
    brackets and commas), each with its line's number."""
    return [
        (match.group(), number)
        for number, line in enumerate(located_lines(text), 1)
        for match in WORD.finditer(line)
    ]


class ListReader:
    """Reads lists `[[a,...],...]` from tokens: brackets, and a comma between items, none after
    the last; Invalid naming the line where a list breaks."""

    def __init__(self, tokens: List[Token]) -> None:
        self.tokens = tokens
        self.position = 0

    def at_end(self) -> bool:
        return self.position == len(self.tokens)

    def next_is(self, word: str) -> bool:
        return not self.at_end() and self.tokens[self.position][0] == word

    def take(self, wanted: str) -> Token:
        """The next token: wanted itself for a bracket or comma, else a word (a number)."""
        if self.at_end():
            raise Invalid(
                "line %d: not a list: the input ends where %s is wanted"
                % (self.tokens[-1][1], repr(wanted) if wanted in "[]," else wanted)
            )
        word, number = self.tokens[self.position]
        if wanted in "[]," and word != wanted:
            raise Invalid("line %d: not a list: %r where %r is wanted" % (number, word, wanted))
        if wanted not in "[]," and word in "[],":
            raise Invalid("line %d: not a list: %r where %s is wanted" % (number, word, wanted))
        self.position += 1
        return word, number

    def items(self, item: Callable[[], Any]) -> List[Any]:
        """`[x,y,...]`, each item read by item()."""
        found: List[Any] = []
        self.take("[")
        while not found or self.next_is(","):
            if found:
                self.take(",")
            elif self.next_is("]"):
                break
            found.append(item())
        self.take("]")
        return found

    def matrix(self) -> List[List[Token]]:
        """`[[a,...],...]`: the rows, each the numbers as written."""
        return self.items(lambda: self.items(lambda: self.take("a number")))

    def rest(self) -> None:
        """Nothing after what was read: Invalid naming the first token left."""
        if not self.at_end():
            word, number = self.tokens[self.position]
            raise Invalid("line %d: not a list: %r after its end" % (number, word))
