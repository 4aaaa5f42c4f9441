"""The C++ copies: the C++ core's parts in each C++ solution, and the check that every copy is
current.

The C++ files of solutions/ (for the judges that take no Python) share their code through
slidingkit/core/cpp/, one part a file. A file holds a verbatim copy of each part it uses between two
marker lines, at the place its own code needs it (C++ declares a name before its use):

    // ---- BEGIN slidingkit/core/cpp/reader.h (vendored by make vendor: edit slidingkit/core/cpp/,
    not this copy) ---- ...core/cpp/reader.h, byte for byte... // ---- END
    slidingkit/core/cpp/reader.h ----

The rule
    The marker lines are the file's own: vendoring rewrites what lies between them and never
    adds, moves or drops a block (to use one more part, write its two marker lines where the file
    needs it). A part defines the names it declares outside every brace: its functions,
    variables, constants, types and enumerators. A file needs every part that defines a name its
    own code (everything outside the blocks) mentions, and in turn every part that defines a name
    a needed part mentions. A name is an identifier outside comments and literals, so a local
    variable that shares a part's name counts as a use.

The check
    `drift_report` names, per file and part, each block whose text differs from its part, each
    part the file needs and holds no block of (missing), each block of a part it does not need
    (surplus), each block that names no part of slidingkit/core/cpp/, each part held twice or before
    a part it uses, and each marker line out of place.

`python -m slidingkit.tools.vendor` (make vendor) rewrites, and `python -m slidingkit.tools.vendor
--check` (make check-vendor) reports, the Python copies first (slidingkit/tools/vendor/cli.py).
Cost: reads every part and every C++ file once; O(their size).
"""

import re
from pathlib import Path
from typing import Dict, List, NamedTuple, Optional, Set, Tuple

from slidingkit.tools.common import ROOT

CORE_CPP = "slidingkit/core/cpp"
BEGIN = (
    "// ---- BEGIN %s (vendored by make vendor: edit slidingkit/core/cpp/, not this copy) ----\n"
)
END = "// ---- END %s ----\n"
MARKER = re.compile(r"// ---- (BEGIN|END) (\S+)")
# What holds no name: comments, string and character literals, preprocessor lines.
NOT_CODE = re.compile(
    r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|^[ \t]*#[^\n]*",
    re.DOTALL | re.MULTILINE,
)
IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
TYPE_KEYWORDS = ("struct", "class", "union", "enum")


class Part(NamedTuple):
    name: str  # "slidingkit/core/cpp/reader.h"
    text: str  # the part's file, byte for byte
    defines: Set[str]  # the names it declares outside every brace
    mentions: Set[str]  # every other identifier of its code


class Block(NamedTuple):
    part: str  # the part its marker lines name
    line: int  # the line number of its BEGIN line
    begin: int  # the offset of its BEGIN line in the file
    start: int  # the offset of its text, after the BEGIN line
    end: int  # the offset of its END line
    after: int  # the offset after its END line


def identifiers(code: str) -> Set[str]:
    """Every identifier of C++ source text outside comments and literals."""
    return set(IDENTIFIER.findall(NOT_CODE.sub(" ", code)))


def split_outside_brackets(text: str, separator: str) -> List[str]:
    """text split at each separator that lies outside (), [] and {}."""
    pieces, depth, current = [], 0, []  # type: List[str], int, List[str]
    for char in text:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == separator and depth == 0:
            pieces.append("".join(current))
            current = []
            continue
        current.append(char)
    return pieces + ["".join(current)]


def declared(statement: str) -> Set[str]:
    """The names one declaration outside every brace declares, read up to its body or its `;`:
    the tag of a struct, class, union or enum, the last name of a typedef, else the name of each
    declarator (a function's, a variable's or an array's)."""
    words = IDENTIFIER.findall(statement)
    if not words:
        return set()
    if words[0] in TYPE_KEYWORDS:
        return set(words[1:2])
    if words[0] == "typedef":
        return {words[-1]}
    names = set()
    for declarator in split_outside_brackets(statement, ","):
        found = IDENTIFIER.findall(re.split(r"[=(\[]", declarator, maxsplit=1)[0])
        if found:
            names.add(found[-1])
    return names


def top_level_names(text: str) -> Set[str]:
    """The names C++ source text declares outside every brace, enumerators included."""
    code = NOT_CODE.sub(" ", text)
    names = set()  # type: Set[str]
    depth, statement, enum_body = 0, [], None  # type: int, List[str], Optional[List[str]]
    for char in code:
        if char == "{":
            if depth == 0:
                head = "".join(statement)
                names |= declared(head)
                statement = []
                enum_body = [] if IDENTIFIER.findall(head)[:1] == ["enum"] else None
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0 and enum_body is not None:
                for enumerator in "".join(enum_body).split(","):
                    names.update(IDENTIFIER.findall(enumerator)[:1])
                enum_body = None
        elif depth == 0:
            if char == ";":
                names |= declared("".join(statement))
                statement = []
            else:
                statement.append(char)
        elif enum_body is not None:
            enum_body.append(char)
    return names


def read_parts(root: Path = ROOT) -> Tuple[Dict[str, Part], List[str]]:
    """Every part of slidingkit/core/cpp/ by name ("slidingkit/core/cpp/reader.h"), and what is
    wrong with them: a part that does not end in a newline or holds a marker line, a name two parts
    define."""
    parts, problems = {}, []  # type: Dict[str, Part], List[str]
    owner = {}  # type: Dict[str, str]
    for path in sorted((root / CORE_CPP).glob("*.h")):
        name = "%s/%s" % (CORE_CPP, path.name)
        text = path.read_text("utf-8")
        if not text.endswith("\n") or any(map(MARKER.match, text.splitlines())):
            problems.append("%s: a part must end in a newline and hold no marker line" % name)
        defines = top_level_names(text)
        for defined in sorted(defines):
            if defined in owner:
                problems.append(
                    "%s and %s both define %s: a name of slidingkit/core/cpp/ must be unique"
                    % (owner[defined], name, defined)
                )
            owner.setdefault(defined, name)
        parts[name] = Part(name, text, defines, identifiers(text) - defines)
    return parts, problems


def split_blocks(text: str, name: str) -> Tuple[List[Block], List[str]]:
    """The blocks of a C++ file, in order, and each marker line out of place."""
    blocks, problems = [], []  # type: List[Block], List[str]
    opened = None  # type: Optional[Tuple[str, int, int, int]]  # part, line, begin, start
    offset = 0
    for number, line in enumerate(text.splitlines(keepends=True), 1):
        match = MARKER.match(line)
        if match:
            kind, part = match.groups()
            exact = (BEGIN if kind == "BEGIN" else END) % part
            if line != exact:
                problems.append("%s: line %d must read: %s" % (name, number, exact.rstrip("\n")))
            if kind == "BEGIN":
                if opened is not None:
                    problems.append(
                        "%s: line %d: the block of %s has no END line"
                        % (name, opened[1], opened[0])
                    )
                opened = (part, number, offset, offset + len(line))
            elif opened is None or opened[0] != part:
                problems.append("%s: line %d: END %s has no BEGIN line" % (name, number, part))
            else:
                blocks.append(
                    Block(part, opened[1], opened[2], opened[3], offset, offset + len(line))
                )
                opened = None
        offset += len(line)
    if opened is not None:
        problems.append(
            "%s: line %d: the block of %s has no END line" % (name, opened[1], opened[0])
        )
    return blocks, problems


def needed_parts(parts: Dict[str, Part], own_names: Set[str]) -> Dict[str, str]:
    """Each part a file needs -> why: the name its own code (own_names) or a needed part
    mentions that the part defines."""
    by_name = {defined: part for part in parts.values() for defined in part.defines}
    needed = {}  # type: Dict[str, str]
    pending = [(name, "the file's own code") for name in sorted(own_names)]
    while pending:
        name, user = pending.pop(0)
        part = by_name.get(name)
        if part is None or part.name in needed:
            continue
        needed[part.name] = "%s uses %s" % (user, name)
        pending.extend((mention, part.name) for mention in sorted(part.mentions))
    return needed


def first_differing_line(copy: str, text: str) -> int:
    """The 0-based line of copy where it first differs from text."""
    copied, wanted = copy.splitlines(keepends=True), text.splitlines(keepends=True)
    for index, (line, expected) in enumerate(zip(copied, wanted)):
        if line != expected:
            return index
    return min(len(copied), len(wanted))


def file_report(text: str, name: str, parts: Dict[str, Part]) -> Tuple[str, List[str]]:
    """(the file's text with every block of an existing part rewritten from slidingkit/core/cpp/,
    what is wrong with the file). A file whose marker lines are out of place is left as it is."""
    blocks, problems = split_blocks(text, name)
    if problems:
        return text, problems
    own, last = [], 0
    for block in blocks:
        own.append(text[last : block.begin])
        last = block.after
    needed = needed_parts(parts, identifiers("".join(own) + text[last:]))
    position = {}  # type: Dict[str, int]
    for index, block in enumerate(blocks):
        if block.part not in parts:
            problems.append(
                "%s: line %d names %s, which is no part of %s/"
                % (name, block.line, block.part, CORE_CPP)
            )
        elif block.part in position:
            problems.append("%s: line %d: %s is held twice" % (name, block.line, block.part))
        else:
            position[block.part] = index
    for part, why in needed.items():
        if part not in position:
            problems.append(
                "%s: missing %s (%s); write its marker lines where the file needs it, then run "
                "`make vendor`" % (name, part, why)
            )
    for part in position:
        if part not in needed:
            problems.append("%s: surplus %s (the file does not use it)" % (name, part))
        for other in position:
            used = sorted(parts[part].mentions & parts[other].defines)
            if used and position[other] > position[part]:
                problems.append(
                    "%s: %s comes before %s, whose %s it uses" % (name, part, other, used[0])
                )
    pieces, last = [], 0
    for block in blocks:
        copy = text[block.start : block.end]
        if block.part in parts and copy != parts[block.part].text:
            wanted = parts[block.part].text
            problems.append(
                "%s: %s differs from the core's text (line %d); run `make vendor`"
                % (name, block.part, block.line + 1 + first_differing_line(copy, wanted))
            )
            pieces += [text[last : block.start], wanted]
            last = block.end
    return "".join(pieces) + text[last:], problems


def cpp_files(root: Path = ROOT) -> List[Path]:
    """Every C++ solution file."""
    return sorted((root / "solutions").glob("*.cpp"))


def drift_report(root: Path = ROOT) -> List[str]:
    """One line per problem in slidingkit/core/cpp/ or in any C++ file's blocks (empty: all is
    current)."""
    parts, problems = read_parts(root)
    for path in cpp_files(root):
        name = str(path.relative_to(root))
        problems += file_report(path.read_text("utf-8"), name, parts)[1]
    return problems


def vendor(root: Path = ROOT) -> Tuple[List[str], List[str]]:
    """Rewrite every block that differs from its part; return (the names of the files rewritten,
    the problems rewriting does not mend)."""
    parts, problems = read_parts(root)
    rewritten = []
    for path in cpp_files(root):
        name = str(path.relative_to(root))
        text = path.read_text("utf-8")
        expected = file_report(text, name, parts)[0]
        if expected != text:
            path.write_text(expected, "utf-8")
            rewritten.append(name)
        problems += file_report(expected, name, parts)[1]
    return rewritten, problems
