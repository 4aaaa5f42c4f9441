"""The bench's submissions section (slidingkit/tools/bench/submissions.py), on two files.

What it proves
    - python_compile_ms gives every file a compile time, the files taking turns.
    - imports names the modules a file loads beyond a bare start, under each interpreter its
      settings admit, on its hardest case.
"""

from slidingkit.tools.bench import submissions
from slidingkit.tools.common import SOLUTIONS

FILES = [SOLUTIONS / "aoj_0121.py", SOLUTIONS / "poj_2893.py"]


def test_python_compile_ms__every_file():
    compiled = submissions.python_compile_ms(FILES, 2)
    assert set(compiled) == set(FILES) and all(ms >= 0 for ms in compiled.values())


def test_imports__the_modules_beyond_a_bare_start():
    found = submissions.imports(FILES[:1], lambda text: None)
    assert "math" in found["CPython", FILES[0]].split(", ")
    assert "sys" not in found["CPython", FILES[0]].split(", ")
