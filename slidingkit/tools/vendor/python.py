"""The Python copies: into each solution the definitions of the core it uses, and the check that
every copy is current.

Each file in solutions/ holds, between two marker lines, the part of slidingkit/core/ it runs:

    # ---- BEGIN core (vendored by `make vendor`: edit slidingkit/core/, not this copy) ----
    # (one line pointing to slidingkit/core/) ...the standard-library imports the copy needs,
    once... TYPE_CHECKING = False if TYPE_CHECKING:  # ...
        ...the typing names and type aliases its annotations name, for the type checker alone...
    # -- slidingkit/core/board.py --
    ...the definitions of slidingkit/core/board.py the file needs, byte for byte, in the module's
    order... # -- slidingkit/core/search.py -- ...
    # ---- END core ----

The rule (vendoring by need)
    A definition is a top-level statement of a core module that binds names: a def, a class or
    an assignment, with the comment lines right above it. A solution needs every core definition
    whose name its own code (outside the markers) reads as a global, and in turn every core
    definition that a needed one reads as a global: names are read with `symtable`, so a local
    variable or a parameter that shares a core name pulls in nothing, and neither does a name in
    a string or a comment; names in type comments and string annotations count. A module's
    imports from other core modules are followed, not copied; its standard-library imports keep
    only the names some needed definition reads, and none the file's own code already imports.
    What a module writes under `if TYPE_CHECKING:` (its typing imports, its type aliases) is for
    the type checker alone: the copy gathers what it needs of it into one such block after its
    imports, so that a run of the file imports nothing for its annotations. Modules come in
    MODULES' order (each after the modules it imports), definitions in their module's order;
    blank lines between two definitions are the core's when they are neighbours there, else at
    least one. The copy is thus a function of the core and the solution's own code.

The check
    `--check` names, per file, each vendored definition that differs from its module's text, is
    missing or is surplus, and each line of the file's own code that rebinds a name the copy
    defines or imports (the file would no longer run the core as vendored).

Usage
    `python -m slidingkit.tools.vendor [--check]` runs this and slidingkit/tools/vendor/cpp.py
    (slidingkit/tools/vendor/cli.py); in-process: vendor(root) rewrites every copy that differs,
    drift_report(root) says what does.

Cost: parses the core and each solution once; O(the files' size).
"""

import ast
import functools
import symtable
import textwrap
from pathlib import Path
from typing import AbstractSet, Dict, FrozenSet, Iterator, List, NamedTuple, Optional, Set, Tuple

from slidingkit.tools.common import ROOT

CORE = "slidingkit/core"  # the core's folder, as copies name it
CORE_PACKAGE = "slidingkit.core"  # and as its modules import one another
# The core's modules in the order copies hold them: each after every module it imports.
MODULES = (
    "board",
    "heuristics",
    "walking_distance",
    "search",
    "eight",
    "eight_walk",
    "eight_any",
    "eight_lookup",
    "fifteen",
    "counting",
    "large_boards",
    "tables",
    "graph",
    "symmetry",
    "judge_io",
)
BEGIN = "# ---- BEGIN core (vendored by `make vendor`: edit slidingkit/core/, not this copy) ----\n"
END = "# ---- END core ----\n"
POINTER = (
    "# What this file runs of slidingkit/core/, verbatim; "
    "each part's module docstring explains it.\n"
)
# The guard of the names a module imports or defines for the type checker alone (mypy and pyright
# read TYPE_CHECKING as true); a copy opens one such block where it needs any of them.
TYPE_CHECKING_LINE = "TYPE_CHECKING = False\n"
TYPE_CHECKING_GUARD = "if TYPE_CHECKING:  # the type checker's names: a run imports none\n"


class VendorError(Exception):
    """A solution file whose markers are missing or out of order,
    or a core the tool cannot split."""


class Definition(NamedTuple):
    module: str  # "slidingkit/core/board.py"
    names: Tuple[str, ...]  # the names it binds
    text: str  # its lines with the comment lines right above it, ending in a newline
    blank_lines: int  # blank lines between it and the statement before it in its file
    mentions: AbstractSet[str]  # every global name it reads
    type_only: bool = False  # written under `if TYPE_CHECKING:` (a type alias), indented


class Import(NamedTuple):
    module: Optional[str]  # "typing" for `from typing import ...`, None for `import x`
    names: Tuple[Tuple[str, str], ...]  # (bound name, text of the alias) in the statement's order
    type_only: bool = False  # written under `if TYPE_CHECKING:`


class Core(NamedTuple):
    imports: List[Import]  # the standard-library imports of every module, in order
    definitions: List[Definition]  # every module's definitions, modules in MODULES' order


def module_path(name: str) -> str:
    return "%s/%s.py" % (CORE, name)


def split_at_markers(text: str, name: str) -> Tuple[str, str, str]:
    """Return (before, vendored copy, after) of a solution file's text."""
    begin, end = text.find(BEGIN), text.find(END)
    if begin < 0 or end < begin or text.count(BEGIN) != 1 or text.count(END) != 1:
        raise VendorError(
            "%s: expected the marker lines once each, in order:\n  %s  %s" % (name, BEGIN, END)
        )
    body_start = begin + len(BEGIN)
    return text[:body_start], text[body_start:end], text[end:]


def solution_files(root: Path = ROOT) -> List[Path]:
    """Return every Python solution file; each one must vendor the core."""
    return sorted((root / "solutions").glob("*.py"))


@functools.lru_cache(maxsize=None)  # the same texts come back at every check and rewrite
def global_reads(text: str, name: str) -> FrozenSet[str]:
    """Every name some scope of text (one statement, or a whole file) reads as a global: what
    `symtable` calls referenced and global, plus every name in a type comment or a string
    annotation."""
    try:
        table = symtable.symtable(text, name, "exec")
        tree = ast.parse(text, type_comments=True)
    except SyntaxError as error:
        raise VendorError("%s: line %s: %s" % (name, error.lineno, error.msg)) from None
    names = set()  # type: Set[str]
    pending = [table]
    while pending:
        scope = pending.pop()
        names.update(
            symbol.get_name()
            for symbol in scope.get_symbols()
            if symbol.is_referenced() and symbol.is_global()
        )
        pending.extend(scope.get_children())
    return frozenset(names | type_comment_names(tree) | string_annotation_names(tree))


def string_annotation_names(tree: ast.AST) -> Set[str]:
    """Every name the string annotations of tree (`board: "Tiles"`) mention."""
    names = set()  # type: Set[str]
    for node in ast.walk(tree):
        annotations = []  # type: List[Optional[ast.expr]]
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args
            annotations.append(node.returns)
            annotations.extend(
                argument.annotation
                for argument in arguments.posonlyargs
                + arguments.args
                + arguments.kwonlyargs
                + [arguments.vararg, arguments.kwarg]
                if argument
            )
        elif isinstance(node, ast.AnnAssign):
            annotations.append(node.annotation)
        for annotation in annotations:
            if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
                names.update(
                    child.id
                    for child in ast.walk(ast.parse(annotation.value, mode="eval"))
                    if isinstance(child, ast.Name)
                )
    return names


def is_type_checking_flag(statement: ast.stmt) -> bool:
    """`TYPE_CHECKING = False`, which the copy writes once where it needs it."""
    return (
        isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(statement.targets[0], ast.Name)
        and statement.targets[0].id == "TYPE_CHECKING"
    )


def is_type_checking_guard(statement: ast.stmt) -> bool:
    """`if TYPE_CHECKING:`, whose body only the type checker runs."""
    return (
        isinstance(statement, ast.If)
        and isinstance(statement.test, ast.Name)
        and statement.test.id == "TYPE_CHECKING"
        and not statement.orelse
    )


def type_comment_names(tree: ast.AST) -> Set[str]:
    """Every name the type comments of tree mention."""
    names = set()  # type: Set[str]
    for node in ast.walk(tree):
        comment = getattr(node, "type_comment", None)
        if comment and not comment.startswith("ignore"):
            mode = (
                "func_type" if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else "eval"
            )
            names.update(
                child.id
                for child in ast.walk(ast.parse(comment, mode=mode))
                if isinstance(child, ast.Name)
            )
    return names


def bound_names(statement: ast.stmt) -> Tuple[str, ...]:
    """The names a top-level definition binds; VendorError for any other statement."""
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return (statement.name,)
    targets = (
        statement.targets
        if isinstance(statement, ast.Assign)
        else ([statement.target] if isinstance(statement, ast.AnnAssign) else [])
    )
    names = tuple(
        node.id for target in targets for node in ast.walk(target) if isinstance(node, ast.Name)
    )
    if not names:
        raise VendorError(
            "line %d: a top-level statement that is neither an import nor a definition"
            % statement.lineno
        )
    return names


def parse_module(
    text: str, name: str, docstring_allowed: bool
) -> Tuple[List[Import], List[Definition]]:
    """Split a module (a core module, or a vendored copy) into its imports and definitions, in
    order. In a copy, a line `# -- slidingkit/core/NAME.py --` starts each module's definitions."""
    imports, definitions = _parsed_module(text, name, docstring_allowed)
    return list(imports), list(definitions)


# Long: one pass over a module's statements that must keep its place (the line where each gap
# starts, the module line of a copy, the type-checking block) while it sorts them into imports
# and definitions.
@functools.lru_cache(maxsize=None)  # the core's modules and the copies come back at every check
def _parsed_module(
    text: str, name: str, docstring_allowed: bool
) -> Tuple[Tuple[Import, ...], Tuple[Definition, ...]]:
    try:
        tree = ast.parse(text, type_comments=True)
    except SyntaxError as error:
        raise VendorError("%s: line %s: %s" % (name, error.lineno, error.msg)) from None
    lines = text.splitlines(keepends=True)
    imports, definitions = [], []  # type: List[Import], List[Definition]
    module = name
    previous_end = 0  # the last line (1-based) of the statement before
    # (index in the module, statement, type only, the line its gap may not start before)
    statements = []  # type: List[Tuple[int, ast.stmt, bool, int]]
    floor = 0
    for index, statement in enumerate(tree.body):
        if is_type_checking_guard(statement):
            assert isinstance(statement, ast.If)  # what is_type_checking_guard checks
            statements.extend((index, inner, True, statement.lineno) for inner in statement.body)
            floor = statement.end_lineno or statement.lineno
        elif is_type_checking_flag(statement):
            floor = statement.end_lineno or statement.lineno
        else:
            statements.append((index, statement, False, floor))
    for index, statement, type_only, floor in statements:
        previous_end = max(previous_end, floor)
        first = min(
            [statement.lineno]
            + [decorator.lineno for decorator in getattr(statement, "decorator_list", [])]
        )
        # Everything between two statements belongs to the second, but the blank lines that start
        # it; in a copy, what follows a module line belongs to that module.
        gap_start = previous_end
        for offset, line in enumerate(lines[previous_end : first - 1]):
            if is_module_line(line):
                module = line.strip()[len("# -- ") : -len(" --")]
                gap_start = previous_end + offset + 1
        blank_lines = leading_blank_lines(lines[gap_start : first - 1])
        start = gap_start + blank_lines
        previous_end = statement.end_lineno or statement.lineno
        if (
            index == 0
            and docstring_allowed
            and isinstance(statement, ast.Expr)
            and isinstance(statement.value, ast.Constant)
            and isinstance(statement.value.value, str)
        ):
            continue
        if isinstance(statement, ast.Import):
            imports.append(
                Import(
                    None,
                    tuple(
                        (alias.asname or alias.name.split(".")[0], alias_text(alias))
                        for alias in statement.names
                    ),
                    type_only,
                )
            )
        elif isinstance(statement, ast.ImportFrom):
            imports.append(
                Import(
                    "." * statement.level + (statement.module or ""),
                    tuple(
                        (alias.asname or alias.name, alias_text(alias)) for alias in statement.names
                    ),
                    type_only,
                )
            )
        else:
            try:
                names = bound_names(statement)
            except VendorError as error:
                raise VendorError("%s: %s" % (name, error)) from None
            text_of = "".join(lines[start : statement.end_lineno])
            mentions = global_reads(textwrap.dedent(text_of), "%s, %s" % (name, names[0]))
            definitions.append(Definition(module, names, text_of, blank_lines, mentions, type_only))
    return tuple(imports), tuple(definitions)


def is_module_line(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith("# -- %s/" % CORE) and stripped.endswith(".py --")


def leading_blank_lines(lines: List[str]) -> int:
    """How many blank lines start `lines` (those between a statement and the one before it)."""
    count = 0
    for line in lines:
        if line.strip():
            break
        count += 1
    return count


def alias_text(alias: ast.alias) -> str:
    return alias.name + (" as " + alias.asname if alias.asname else "")


def read_core(root: Path = ROOT) -> Core:
    """Every core module's standard-library imports and definitions. VendorError when a module is
    missing from MODULES, imports a core module that comes later, or imports a name its core
    module does not define, or when two modules define one name."""
    found = sorted(path.stem for path in (root / CORE).glob("*.py") if path.stem != "__init__")
    if sorted(MODULES) != found:
        raise VendorError(
            "slidingkit/tools/vendor/python.py's MODULES must list every module of %s/ once: %s"
            % (CORE, ", ".join(found))
        )
    imports, definitions = [], []  # type: List[Import], List[Definition]
    defined = {}  # type: Dict[str, str]  # name -> its module
    for position, module in enumerate(MODULES):
        path = module_path(module)
        module_imports, module_definitions = parse_module(
            (root / path).read_text("utf-8"), path, True
        )
        for statement in module_imports:
            if statement.module is None or not statement.module.startswith(CORE_PACKAGE + "."):
                imports.append(statement)
                continue
            source = statement.module[len(CORE_PACKAGE) + 1 :]
            if source not in MODULES[:position]:
                raise VendorError(
                    "%s imports %s, which must come before it in MODULES" % (path, statement.module)
                )
            missing = [
                bound for bound, _ in statement.names if defined.get(bound) != module_path(source)
            ]
            if missing:
                raise VendorError(
                    "%s imports %s from %s, which does not define it"
                    % (path, ", ".join(missing), statement.module)
                )
        for definition in module_definitions:
            for name in definition.names:
                if name in defined and defined[name] != path:
                    raise VendorError(
                        "%s and %s both define %s: a core name must be unique"
                        % (defined[name], path, name)
                    )
                defined[name] = path
            definitions.append(definition)
    return Core(imports, definitions)


def needed(core: Core, own_names: AbstractSet[str]) -> Tuple[List[Definition], Set[str]]:
    """The core definitions a solution needs, in the core's order, and every name read by them or
    by the solution's own code (own_names), followed transitively."""
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


def import_lines(
    core: Core, loaded: Set[str], already: Set[str], type_only: bool = False
) -> List[str]:
    """The standard-library imports the copy needs, once each, merged per module, in the order
    the core first imports them; none of `already` (what the file's own code imports). With
    type_only, those written under `if TYPE_CHECKING:` instead, unindented."""
    plain = []  # type: List[str]
    from_names = {}  # type: Dict[str, List[str]]
    for statement in core.imports:
        if statement.type_only != type_only:
            continue
        for bound, text in statement.names:
            if bound not in loaded or bound in already:
                continue
            if statement.module is None:
                if text not in plain:
                    plain.append(text)
            elif text not in from_names.setdefault(statement.module, []):
                from_names[statement.module].append(text)
    return ["import %s\n" % text for text in plain] + [
        "from %s import %s\n" % (module, ", ".join(sorted(names)))
        for module, names in from_names.items()
        if names
    ]


def vendored_copy(core: Core, own_names: AbstractSet[str], own_imports: Set[str]) -> str:
    """The text between the markers for a solution whose own code reads own_names and imports
    own_imports."""
    definitions, loaded = needed(core, own_names)
    parts = [POINTER] + import_lines(core, loaded, own_imports)
    type_imports = import_lines(core, loaded, own_imports, type_only=True)
    aliases = [definition for definition in definitions if definition.type_only]
    if type_imports or aliases:
        parts.append("\n" + TYPE_CHECKING_LINE + TYPE_CHECKING_GUARD)
        parts.extend("    " + line for line in type_imports)
        parts.extend("\n" + definition.text for definition in aliases)
    runtime = [definition for definition in core.definitions if not definition.type_only]
    position = {id(definition): index for index, definition in enumerate(runtime)}
    previous = None  # type: Optional[Definition]
    for definition in definitions:
        if definition.type_only:
            continue
        if previous is None or previous.module != definition.module:
            parts.append("\n\n# -- %s --\n" % definition.module)
        else:
            neighbours = position[id(previous)] == position[id(definition)] - 1
            parts.append(
                "\n" * (definition.blank_lines if neighbours else max(definition.blank_lines, 1))
            )
        parts.append(definition.text)
        previous = definition
    return "".join(parts)


def own_code(before: str, after: str, name: str) -> Tuple[AbstractSet[str], Set[str]]:
    """(the globals a solution's own code, the text outside the markers, reads; the names it
    imports at module level)."""
    text = before + after
    reads = global_reads(text, name)
    imported = set()  # type: Set[str]
    for statement in ast.parse(text).body:
        if isinstance(statement, (ast.Import, ast.ImportFrom)):
            imported.update(alias.asname or alias.name.split(".")[0] for alias in statement.names)
    return reads, imported


def differences(copy: str, expected: str, name: str) -> List[str]:
    """Say what differs between a file's vendored copy and what the core gives: per definition."""
    try:
        _, found = parse_module(copy, name, docstring_allowed=False)
    except VendorError as error:
        return ["%s; run `make vendor`" % error]
    _, wanted = parse_module(expected, name, docstring_allowed=False)
    found_text = {definition.names: definition for definition in found}
    wanted_text = {definition.names: definition for definition in wanted}
    problems = []
    for names, definition in wanted_text.items():
        label = "%s %s" % (definition.module, ", ".join(names))
        if names not in found_text:
            problems.append("missing %s" % label)
        elif found_text[names].text != definition.text or (
            found_text[names].module != definition.module and not definition.type_only
        ):
            problems.append("%s differs from the core's text" % label)
    for names, definition in found_text.items():
        if names not in wanted_text:
            problems.append(
                "surplus %s %s (the file does not use it)" % (definition.module, ", ".join(names))
            )
    if not problems:
        problems.append("the pointer line, the imports, the order or the blank lines differ")
    return ["%s: %s; run `make vendor`" % (name, problem) for problem in problems]


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
                inner = {
                    name
                    for statement in ast.walk(child)
                    if isinstance(statement, ast.Global)
                    for name in statement.names
                }
                visit(child, True, inner if not isinstance(child, ast.ClassDef) else set())
                continue
            if isinstance(child, ast.Lambda):
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
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
    return list(_rebound_names(before, copy, after, name))


@functools.lru_cache(maxsize=None)  # most files are the same at every check
def _rebound_names(before: str, copy: str, after: str, name: str) -> Tuple[str, ...]:
    try:
        imports, definitions = parse_module(copy, name, docstring_allowed=False)
    except VendorError:
        return ()  # the drift check already reports a copy it cannot read
    vendored = {bound for statement in imports for bound, _ in statement.names}
    vendored.update(bound for definition in definitions for bound in definition.names)
    # Parse the whole file so that line numbers are the file's own; keep what lies outside the copy.
    first_copy_line = before.count("\n") + 1
    last_copy_line = first_copy_line + copy.count("\n") - 1
    tree = ast.parse(before + copy + after, type_comments=True)
    return tuple(
        "%s: line %d rebinds %s, which the vendored core defines; rename it, or change the core"
        % (name, line, bound)
        for line, bound in module_level_bindings(tree)
        if bound in vendored and not first_copy_line <= line <= last_copy_line
    )


def _copies(root: Path) -> Iterator[Tuple[Path, str, str, str, str, str]]:
    """Yield (path, name, before, copy, expected copy, after) for every solution file."""
    core = read_core(root)
    for path in solution_files(root):
        name = str(path.relative_to(root))
        before, copy, after = split_at_markers(path.read_text("utf-8"), path.name)
        reads, imported = own_code(before, after, name)
        yield path, name, before, copy, vendored_copy(core, reads, imported), after


def drift_report(root: Path = ROOT) -> List[str]:
    """Return one line per problem in any solution's vendored copy (empty: every copy is current),
    and one per name the file's own code rebinds over its copy."""
    problems = []
    for _, name, before, copy, expected, after in _copies(root):
        if copy != expected:
            problems.extend(differences(copy, expected, name))
        problems.extend(rebound_names(before, copy, after, name))
    return problems


def drifted(root: Path = ROOT) -> List[str]:
    """Return the names of solution files whose vendored copy differs from what the core gives."""
    return [name for _, name, _, copy, expected, _ in _copies(root) if copy != expected]


def vendor(root: Path = ROOT) -> List[str]:
    """Rewrite every drifted copy from the core; return the names of the files rewritten."""
    rewritten = []
    for path, name, before, copy, expected, after in list(_copies(root)):
        if copy != expected:
            path.write_text(before + expected + after, "utf-8")
            rewritten.append(name)
    return rewritten
