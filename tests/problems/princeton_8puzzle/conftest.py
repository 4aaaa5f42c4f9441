"""What the tests of the Princeton problem (tests/problems/princeton_8puzzle/test_*.py) share: the
committed copy of the assignment's index of move counts
(slidingkit/problems/princeton_8puzzle/index.tsv),
read here with the csv module rather than by the package's own reader. Imported by name, as
`from tests.problems.princeton_8puzzle.conftest import read_index`.
"""

import csv
from typing import Dict, Optional, Tuple

from tests.conftest import ROOT

INDEX = ROOT / "slidingkit" / "problems" / "princeton_8puzzle" / "index.tsv"


def read_index() -> Dict[str, Tuple[int, Optional[int]]]:
    """NAME -> (n, published moves or None for unsolvable), from the committed index."""
    with open(str(INDEX), newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file, delimiter="\t"))
    assert rows[0] == ["file", "n", "expected_moves"]
    return {
        row[0][: -len(".txt")]: (int(row[1]), None if row[2] == "unsolvable" else int(row[2]))
        for row in rows[1:]
    }
