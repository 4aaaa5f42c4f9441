"""What the tools and the tests share: where the repository's parts are, and loading a single-file
program (a solution, a tool) as a module.

Standard library only, so a tool that imports it loads neither pytest nor Hypothesis.
"""

import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Dict

ROOT = Path(__file__).resolve().parents[2]  # the checkout: the tools run from one
SOLUTIONS = ROOT / "solutions"
CASES = ROOT / "judge_cases"

_loaded = {}  # type: Dict[str, ModuleType]


def load_program(path: Path, module_name: str) -> ModuleType:
    """Import a single-file program (a solution, a checker, a tool) as a module,
    once per process."""
    if module_name not in _loaded:
        spec = importlib.util.spec_from_file_location(module_name, str(path))
        if spec is None or spec.loader is None:
            raise ImportError("cannot load %s as a module" % path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _loaded[module_name] = module
    return _loaded[module_name]


def load_solution(name: str) -> ModuleType:
    """Import solutions/NAME.py under the module name solution_NAME (once per process)."""
    return load_program(SOLUTIONS / (name + ".py"), "solution_" + name)
