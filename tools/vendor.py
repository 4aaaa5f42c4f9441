"""Copy into each solution the definitions of the shared core it uses, or check that every copy is current.

Each file in solutions/ holds, between two marker lines, the part of core/puzzle.py it needs:

    # ---- BEGIN core/puzzle.py (vendored by `make vendor`: edit core/puzzle.py, not this copy) ----
    # (one line pointing to the core, in place of the core's long docstring)
    ...the core's imports that the copy needs, then its definitions, each byte for byte...
    # ---- END core/puzzle.py ----

The rule (vendoring by need)
    A definition is a top-level statement of the core that binds names: a def, a class or an
    assignment, with the comment lines right above it. A solution needs every core definition
    whose name its own code (outside the markers) loads, and in turn every core definition that
    a needed one mentions anywhere: in its body, defaults, annotations or type comments; names
    are read with `ast`, so a name in a string or a comment does not count. Definitions keep the
    core's order and text; blank lines between two of them are the core's when they are
    neighbours there, else at least one. An import keeps only the names some needed definition
    or the solution's own code loads. The copy is thus a function of the core and the
    solution's own code, and the check compares every vendored definition with the core's text.

Usage
    python3 tools/vendor.py           rewrite every copy that differs (what `make vendor` runs)
    python3 tools/vendor.py --check   exit 1 and say, per file, which definition differs from the
                                      core, is missing or is surplus (what `make check-vendor` runs)

Cost: parses the core and each solution once; a few milliseconds a file.
"""

import argparse
import ast
import sys
from pathlib import Path
from typing import Dict, Iterable, List, NamedTuple, Optional, Set, Tuple

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "core/puzzle.py"
BEGIN = "# ---- BEGIN %s (vendored by `make vendor`: edit %s, not this copy) ----\n" % (SOURCE, SOURCE)
END = "# ---- END %s ----\n" % SOURCE
POINTER = "# What this file uses of %s, verbatim and in order; the core's docstring explains the model.\n" % SOURCE


class VendorError(Exception):
    """A solution file whose markers are missing or out of order, or a core the tool cannot split."""


class Definition(NamedTuple):
    names: Tuple[str, ...]  # the names it binds
    text: str               # its lines with the comment lines right above it, ending in a newline
    blank_lines: int        # blank lines between it and the statement before it in its file
    mentions: Set[str]      # every name it loads


class Import(NamedTuple):
    module: Optional[str]               # "typing" for `from typing import ...`, None for `import x`
    names: Tuple[Tuple[str, str], ...]  # (bound name, text of the alias) in the statement's order


class Core(NamedTuple):
    imports: List[Import]
    definitions: List[Definition]


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


def loaded_names(tree: ast.AST) -> Set[str]:
    """Every name tree loads (reads), type comments included."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Store):
            names.add(node.id)
        comment = getattr(node, "type_comment", None)
        if comment:
            mode = "func_type" if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else "eval"
            names |= loaded_names(ast.parse(comment, mode=mode))
    return names


def bound_names(statement: ast.stmt) -> Tuple[str, ...]:
    """The names a top-level definition binds; VendorError for any other statement."""
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return (statement.name,)
    targets = statement.targets if isinstance(statement, ast.Assign) else (
        [statement.target] if isinstance(statement, ast.AnnAssign) else [])
    names = tuple(node.id for target in targets for node in ast.walk(target) if isinstance(node, ast.Name))
    if not names:
        raise VendorError("line %d: a top-level statement that is neither an import nor a definition"
                          % statement.lineno)
    return names


def parse_module(text: str, name: str, docstring_allowed: bool) -> Tuple[List[Import], List[Definition]]:
    """Split a module (the core, or a vendored copy) into its imports and definitions, in order."""
    try:
        tree = ast.parse(text, type_comments=True)
    except SyntaxError as error:
        raise VendorError("%s: line %s: %s" % (name, error.lineno, error.msg)) from None
    lines = text.splitlines(keepends=True)
    imports, definitions = [], []
    previous_end = 0  # the last line (1-based) of the statement before
    for index, statement in enumerate(tree.body):
        first = min([statement.lineno] + [decorator.lineno for decorator in
                                          getattr(statement, "decorator_list", [])])
        gap = lines[previous_end:first - 1]
        above = len(gap)  # comment lines right above the statement belong to it
        while above > 0 and gap[above - 1].lstrip().startswith("#"):
            above -= 1
        blank_lines = sum(1 for line in gap[:above] if not line.strip())
        start = previous_end + above
        previous_end = statement.end_lineno
        if index == 0 and docstring_allowed and isinstance(statement, ast.Expr) \
                and isinstance(statement.value, ast.Constant) and isinstance(statement.value.value, str):
            continue
        if isinstance(statement, ast.Import):
            imports.append(Import(None, tuple((alias.asname or alias.name.split(".")[0], _alias_text(alias))
                                              for alias in statement.names)))
        elif isinstance(statement, ast.ImportFrom):
            imports.append(Import("." * statement.level + (statement.module or ""),
                                  tuple((alias.asname or alias.name, _alias_text(alias)) for alias in statement.names)))
        else:
            try:
                names = bound_names(statement)
            except VendorError as error:
                raise VendorError("%s: %s" % (name, error)) from None
            definitions.append(Definition(names, "".join(lines[start:statement.end_lineno]), blank_lines,
                                          loaded_names(statement)))
    return imports, definitions


def _alias_text(alias: ast.alias) -> str:
    return alias.name + (" as " + alias.asname if alias.asname else "")


def read_core(root: Path = ROOT) -> Core:
    imports, definitions = parse_module((root / SOURCE).read_text("utf-8"), SOURCE, docstring_allowed=True)
    return Core(imports, definitions)


def needed(core: Core, own_names: Iterable[str]) -> Tuple[List[Definition], Set[str]]:
    """The core definitions a solution needs, in the core's order, and every name loaded by them or
    by the solution's own code (own_names): the names its own code loads, followed transitively."""
    by_name = {name: definition for definition in core.definitions for name in definition.names}
    loaded = set(own_names)
    pending = [name for name in loaded if name in by_name]
    taken = set()  # type: Set[int]
    while pending:
        definition = by_name[pending.pop()]
        if id(definition) in taken:
            continue
        taken.add(id(definition))
        loaded |= definition.mentions
        pending.extend(name for name in definition.mentions if name in by_name)
    return [definition for definition in core.definitions if id(definition) in taken], loaded


def vendored_copy(core: Core, own_names: Iterable[str]) -> str:
    """The text between the markers for a solution whose own code loads own_names."""
    definitions, loaded = needed(core, own_names)
    parts = [POINTER]
    for statement in core.imports:
        names = [text for bound, text in statement.names if bound in loaded]
        if names:
            parts.append(("import %s\n" if statement.module is None else "from %s import %%s\n" % statement.module)
                         % ", ".join(names))
    position = {id(definition): index for index, definition in enumerate(core.definitions)}
    previous = -1 if len(parts) > 1 else None  # the imports count as the first definition's neighbour
    for definition in definitions:
        index = position[id(definition)]
        neighbours = previous is not None and previous == index - 1
        parts.append("\n" * (definition.blank_lines if neighbours else max(definition.blank_lines, 1)))
        parts.append(definition.text)
        previous = index
    return "".join(parts)


def own_names(before: str, after: str, name: str) -> Set[str]:
    """The names a solution's own code (the text outside the markers) loads."""
    try:
        return loaded_names(ast.parse(before + after, type_comments=True))
    except SyntaxError as error:
        raise VendorError("%s: outside the markers, line %s: %s" % (name, error.lineno, error.msg)) from None


def differences(core: Core, copy: str, expected: str, name: str) -> List[str]:
    """Say what differs between a file's vendored copy and what the core gives: per definition."""
    try:
        _, found = parse_module(copy, name, docstring_allowed=False)
    except VendorError as error:
        return ["%s; run `make vendor`" % error]
    _, wanted = parse_module(expected, name, docstring_allowed=False)
    found_text = {definition.names: definition.text for definition in found}
    wanted_text = {definition.names: definition.text for definition in wanted}
    problems = []
    for names, text in wanted_text.items():
        if names not in found_text:
            problems.append("missing %s" % ", ".join(names))
        elif found_text[names] != text:
            problems.append("%s differs from the core's text" % ", ".join(names))
    for names in found_text:
        if names not in wanted_text:
            problems.append("surplus %s (the file does not use it)" % ", ".join(names))
    if not problems:
        problems.append("the pointer line, the imports, the order or the blank lines differ")
    return ["%s: %s; run `make vendor`" % (name, problem) for problem in problems]


def _copies(root: Path):
    """Yield (path, before, copy, expected copy, after) for every solution file."""
    core = read_core(root)
    for path in solution_files(root):
        name = str(path.relative_to(root))
        before, copy, after = split_at_markers(path.read_text("utf-8"), path.name)
        yield path, name, core, before, copy, vendored_copy(core, own_names(before, after, name)), after


def module_level_bindings(tree: ast.Module) -> List[Tuple[int, str]]:
    """(line, name) for every name the module's own scope binds: assignments, defs, classes,
    imports, loop and with targets at any depth outside functions and classes, and names a
    function declares `global` and then binds."""
    bindings = []  # type: List[Tuple[int, str]]

    def visit(node: ast.AST, in_function: bool, declared: Set[str]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                if not in_function or child.name in declared:
                    bindings.append((child.lineno, child.name))
                for decorator in child.decorator_list:
                    visit(decorator, in_function, declared)
                inner = {name for statement in ast.walk(child) if isinstance(statement, ast.Global)
                         for name in statement.names}
                visit(child, True, inner if not isinstance(child, ast.ClassDef) else set())
                continue
            if isinstance(child, ast.Lambda):
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)) and (not in_function or declared):
                for alias in child.names:
                    bound = alias.asname or alias.name.split(".")[0]
                    if not in_function or bound in declared:
                        bindings.append((child.lineno, bound))
            if isinstance(child, ast.Name) and isinstance(child.ctx, (ast.Store, ast.Del)):
                if not in_function or child.id in declared:
                    bindings.append((child.lineno, child.id))
            visit(child, in_function, declared)

    visit(tree, False, set())
    return bindings


def rebound_names(before: str, copy: str, after: str, name: str) -> List[str]:
    """Say where the file's own code (outside the markers) binds a name that its vendored copy
    defines or imports: the file would then no longer run the core as vendored."""
    try:
        imports, definitions = parse_module(copy, name, docstring_allowed=False)
    except VendorError:
        return []  # the drift check already reports a copy it cannot read
    vendored = {bound for statement in imports for bound, _ in statement.names}
    vendored.update(bound for definition in definitions for bound in definition.names)
    # Parse the whole file so that line numbers are the file's own; keep what lies outside the copy.
    first_copy_line = before.count("\n") + 1
    last_copy_line = first_copy_line + copy.count("\n") - 1
    tree = ast.parse(before + copy + after, type_comments=True)
    return ["%s: line %d rebinds %s, which the vendored core defines; rename it, or change the core"
            % (name, line, bound)
            for line, bound in module_level_bindings(tree)
            if bound in vendored and not first_copy_line <= line <= last_copy_line]


def drift_report(root: Path = ROOT) -> List[str]:
    """Return one line per problem in any solution's vendored copy (empty: every copy is current),
    and one per name the file's own code rebinds over its copy."""
    problems = []
    for _, name, core, before, copy, expected, after in _copies(root):
        if copy != expected:
            problems.extend(differences(core, copy, expected, name))
        problems.extend(rebound_names(before, copy, after, name))
    return problems


def drifted(root: Path = ROOT) -> List[str]:
    """Return the names of solution files whose vendored copy differs from what the core gives."""
    return [name for _, name, _, _, copy, expected, _ in _copies(root) if copy != expected]


def vendor(root: Path = ROOT) -> List[str]:
    """Rewrite every drifted copy from the core; return the names of the files rewritten."""
    rewritten = []
    for path, name, _, before, copy, expected, after in list(_copies(root)):
        if copy != expected:
            path.write_text(before + expected + after, "utf-8")
            rewritten.append(name)
    return rewritten


def main(argv: List[str], root: Path = ROOT) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report drifted copies; exit 1 if any")
    options = parser.parse_args(argv)
    try:
        if options.check:
            problems = drift_report(root)
            for problem in problems:
                print(problem, file=sys.stderr)
            return 1 if problems else 0
        for name in vendor(root):
            print("vendored what %s uses of %s" % (name, SOURCE))
        return 0
    except VendorError as error:
        print("vendor: %s" % error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
