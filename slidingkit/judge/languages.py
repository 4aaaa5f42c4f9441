"""Languages: how a solution file is compiled once and then run on every case, as online judges
publish it.

``prepare(solution, python=None, command=None, memory_limit=None)`` returns a ``Runner``: the
command that runs the solution on one case, the language and toolchain to show, how its
address space may be capped, and, when compilation failed, the compiler's first lines
(``compile_error``: the verdict is then CE on every case). Compilation happens once, in a
temporary folder (``Runner.close()`` removes it), under its own limits (``COMPILE_TIME_LIMIT``
seconds of CPU, ``COMPILE_IDLE_LIMIT`` seconds without running, ``COMPILE_WALL_LIMIT`` of wall
clock, ``COMPILE_MEMORY_LIMIT`` MiB).

A Python file is byte-compiled once too, by the interpreter that will run it (``python_runner``:
``compile()`` of the whole file, as the interpreter does before running it, with no ``.pyc``
written), so a syntax error, or syntax newer than that interpreter, is CE with the
interpreter's message, shown once, instead of the same traceback as RE on every case.

The table (``LANGUAGES``), by file extension; ``{source}`` is the file (copied into the
temporary folder as ``{folder}/{file}``), ``{binary}`` the program built there, ``{class}`` the
Java class (the file's ``public class``, else the file name), ``{memory}`` the memory limit in
MiB::

    .py    python3 {source}                          (--python chooses the interpreter;
                                                      byte-compiled first)
    .c     gcc -O2 -std=c11 -o {binary} {source} -lm ; {binary}
    .cpp   g++ -O2 -std=c++17 -o {binary} {source}   ; {binary}      (also .cc, .cxx)
    .java  javac -encoding UTF-8 -d {folder} {source}
           ; java -Xmx{memory}m -Xss64m -XX:+UseSerialGC -cp {folder} {class}
    .go    go build -o {binary} {source}              ; {binary}
    .rs    rustc -O --edition 2021 -o {binary} {source} ; {binary}
    .js    node --check {source}                     ; node {source}
    .kt    kotlinc -J-XX:TieredStopAtLevel=1 {source} -include-runtime -d {folder}/solution.jar
           ; java -Xmx{memory}m -Xss64m -XX:+UseSerialGC -jar {folder}/solution.jar

JavaScript is checked the way Kattis does (``node --check``, a syntax error is CE), like a Python
file. kotlinc is itself a JVM program: ``-J-XX:TieredStopAtLevel=1`` keeps its JVM to the quick
JIT, which compiles a short file with about 40% less CPU; the flags work from Kotlin 1.3 (Debian's
``kotlin``) on. The JVM warning that kotlinc's launcher prints on JDK 13 and newer
(``NOISE``) is left out of a CE message.

Any other file that is executable runs as it is; ``--command "CMD ..."`` runs CMD (split like a
shell would, without one) for anything else.

Memory: Python, C, C++ and Rust runs get the address-space cap of
``judge.interpreters.address_space_cap`` (a net for one absurd allocation). The JVM, Go, Node and
``--command`` reserve far more address space than they touch (the JVM gigabytes for its heap, code
cache and class space), so only their resident memory is judged, as judges do for Java: a 256 MB
limit never stops ``java -Xss...``.

A missing toolchain is a ``JudgeError`` of one line naming the package to install.
Cost: one compiler run per judge run (g++ about a second, javac about two, kotlinc about two of
CPU; a Python or JavaScript file one interpreter start-up), plus one ``--version`` call to name a
compiled language's toolchain.
"""

import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional

from slidingkit.judge import JudgeError
from slidingkit.judge.interpreters import Interpreter, cap_over_startup, probe_interpreter
from slidingkit.judge.run import Limits, MiB, run_program
from slidingkit.judge.sandbox import Sandbox

COMPILE_TIME_LIMIT = 30.0  # CPU seconds for the whole compiler run
COMPILE_IDLE_LIMIT = 30.0  # seconds the compiler may go without running
COMPILE_WALL_LIMIT = 300.0  # the wall-clock cap: a busy machine slows a compiler, never fails it
COMPILE_MEMORY_LIMIT = 2048  # MiB resident
COMPILE_PROCESS_LIMIT = 32  # gcc runs cc1, as and ld; go build runs many more tools
COMPILE_ERROR_LINES = 10  # lines of the compiler's message kept in a CE verdict
# Lines a toolchain prints whatever the source: kotlinc's launcher passes -noverify to the JVM
NOISE = (b"OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were deprecated",)


class Language:
    """One row of the table. ``compile`` and ``run`` are argument templates (see the module
    docstring); ``tools`` the programs it needs and ``package`` where to get them;
    ``version`` the arguments that print the toolchain's version; ``capped`` whether RLIMIT_AS
    may be set on its runs."""

    def __init__(
        self,
        name: str,
        extensions: List[str],
        compile: Optional[List[str]],
        run: List[str],
        tools: List[str],
        package: str,
        version: List[str],
        capped: bool,
    ) -> None:
        self.name = name
        self.extensions = extensions
        self.compile = compile
        self.run = run
        self.tools = tools
        self.package = package
        self.version = version
        self.capped = capped


JVM_RUN = ["java", "-Xmx{memory}m", "-Xss64m", "-XX:+UseSerialGC"]
LANGUAGES = [
    Language(
        "C",
        [".c"],
        ["gcc", "-O2", "-std=c11", "-o", "{binary}", "{source}", "-lm"],
        ["{binary}"],
        ["gcc"],
        "gcc",
        ["gcc", "--version"],
        True,
    ),
    Language(
        "C++",
        [".cpp", ".cc", ".cxx"],
        ["g++", "-O2", "-std=c++17", "-o", "{binary}", "{source}"],
        ["{binary}"],
        ["g++"],
        "g++",
        ["g++", "--version"],
        True,
    ),
    Language(
        "Java",
        [".java"],
        ["javac", "-encoding", "UTF-8", "-d", "{folder}", "{source}"],
        JVM_RUN + ["-cp", "{folder}", "{class}"],
        ["javac", "java"],
        "default-jdk-headless",
        ["javac", "-version"],
        False,
    ),
    Language(
        "Go",
        [".go"],
        ["go", "build", "-o", "{binary}", "{source}"],
        ["{binary}"],
        ["go"],
        "golang-go",
        ["go", "version"],
        False,
    ),
    Language(
        "Rust",
        [".rs"],
        ["rustc", "-O", "--edition", "2021", "-o", "{binary}", "{source}"],
        ["{binary}"],
        ["rustc"],
        "rustc (or rustup)",
        ["rustc", "--version"],
        True,
    ),
    Language(
        "JavaScript",
        [".js"],
        ["node", "--check", "{source}"],
        ["node", "{source}"],
        ["node"],
        "nodejs",
        ["node", "--version"],
        False,
    ),
    Language(
        "Kotlin",
        [".kt"],
        [
            "kotlinc",
            "-J-XX:TieredStopAtLevel=1",
            "{source}",
            "-include-runtime",
            "-d",
            "{folder}/solution.jar",
        ],
        JVM_RUN + ["-jar", "{folder}/solution.jar"],
        ["kotlinc", "java"],
        "kotlin",
        ["kotlinc", "-version"],
        False,
    ),
]
BY_EXTENSION = {extension: language for language in LANGUAGES for extension in language.extensions}  # type: Dict[str, Language]
JAVA_CLASS = re.compile(
    r"^\s*public\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][\w$]*)", re.MULTILINE
)


class Runner:
    """A solution ready to run on cases.

    ``command``: the full command for one case. ``language``: "Python", "C++", ...,
    "executable" or "command". ``name``: what reports show (``CPython 3.11.7``,
    ``C++ (g++ 12.2.0)``). ``executable``: the program that runs (the interpreter, the
    binary, ``java``). ``startup_vm_peak_bytes``: for the address-space cap, or None when the
    runs get no cap (see the module docstring). ``compile_command``: what compiled it, or
    None. ``compile_error``: the compiler's first lines when it failed (verdict CE), else None.
    ``compile_label``: the compilation as reports name it (the command, or for Python what the
    check is, ``compile_note``). ``helpers``: the processes a sandbox adds to each run
    (``sandboxed``), 0 without one.
    """

    def __init__(
        self,
        language: str,
        name: str,
        command: List[str],
        executable: str,
        startup_vm_peak_bytes: Optional[int],
        implementation: str = "",
        compile_command: Optional[List[str]] = None,
        compile_error: Optional[str] = None,
        folder: Optional[str] = None,
    ) -> None:
        self.language = language
        self.name = name
        self.command = command
        self.executable = executable
        self.startup_vm_peak_bytes = startup_vm_peak_bytes
        self.helpers = 0  # processes of a sandbox around each run (judge.sandbox), not its own
        self.implementation = implementation
        self.compile_command = compile_command
        self.compile_error = compile_error
        self.folder = folder
        self.compile_note = None  # type: Optional[str]  # compile_label's text, if not the command

    @property
    def compile_label(self) -> str:
        """The compilation as reports name it: the command, or ``compile_note``."""
        if self.compile_note is not None:
            return self.compile_note
        return " ".join(self.compile_command or [])

    def address_space_cap(self, memory_limit_bytes: int) -> Optional[int]:
        """RLIMIT_AS for its runs (see ``judge.interpreters.address_space_cap``), or None."""
        if self.startup_vm_peak_bytes is None:
            return None
        return cap_over_startup(self.startup_vm_peak_bytes, memory_limit_bytes)

    def close(self) -> None:
        """Remove the temporary build folder, if any."""
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None


def language_of(solution: str) -> Optional[Language]:
    """The table's row for the file's extension, or None (Python and unknown files)."""
    return BY_EXTENSION.get(os.path.splitext(solution)[1].lower())


def is_solution_file(path: str) -> bool:
    """A file ``--all`` pairs with a case folder: Python or one of the table's languages."""
    return path.endswith(".py") or language_of(path) is not None


def language_label(solution: str) -> str:
    language = language_of(solution)
    return "Python" if solution.endswith(".py") else language.name if language else "executable"


def prepare(
    solution: Optional[str],
    python: Optional[str] = None,
    command: Optional[str] = None,
    memory_limit: float = 256.0,
    sandbox: Optional[Sandbox] = None,
) -> Runner:
    """Make ``solution`` (or ``command``) ready to run; compile it if its language needs it.
    With a ``sandbox``, the compiler runs inside it (an ``#include`` of an answer file finds
    nothing) and so does every run (``sandboxed``).
    Raises JudgeError for a missing file or toolchain; a failed compilation is not an error
    but a Runner with ``compile_error`` set."""
    if command is not None:
        try:
            words = shlex.split(command)
        except ValueError as error:
            raise JudgeError("cannot read --command %r: %s" % (command, error)) from None
        if not words:
            raise JudgeError("--command is empty")
        found = shutil.which(words[0])
        if found is None:
            raise JudgeError("--command: %s not found" % words[0])
        runner = Runner("command", "command: %s" % command, [found] + words[1:], found, None)
        return sandboxed(runner, sandbox)
    if solution is None or not os.path.isfile(solution):
        raise JudgeError("solution not found: %s" % solution)
    if solution.endswith(".py"):
        return python_runner(solution, probe_interpreter(python or sys.executable), sandbox)
    if python is not None:
        raise JudgeError("--python applies to .py solutions only, not %s" % solution)
    language = language_of(solution)
    if language is None:
        if os.access(solution, os.X_OK):
            path = os.path.abspath(solution)
            runner = Runner(
                "executable", "executable %s" % os.path.basename(solution), [path], path, None
            )
            return sandboxed(runner, sandbox)
        raise JudgeError(
            "%s: unknown language (extensions: .py %s); for anything else make "
            "it executable or use --command" % (solution, " ".join(sorted(BY_EXTENSION)))
        )
    return build(language, solution, memory_limit, sandbox)


def missing_tool(language: Language) -> Optional[str]:
    """The first tool of ``language`` not on PATH, or None."""
    for tool in language.tools:
        if shutil.which(tool) is None:
            return tool
    return None


def require(language: Language) -> None:
    """JudgeError in one line naming the package when the toolchain is missing."""
    tool = missing_tool(language)
    if tool is not None:
        raise JudgeError(
            "%s solutions need %s, which is not installed (install the package "
            "%s)" % (language.name, tool, language.package)
        )


def build(
    language: Language, solution: str, memory_limit: float, sandbox: Optional[Sandbox] = None
) -> Runner:
    """Copy ``solution`` into a new temporary folder, compile it there, and return its Runner."""
    require(language)
    folder = tempfile.mkdtemp(prefix="judge-build-")
    try:
        with open(solution, "rb") as file:
            text = file.read()
        file_name = os.path.basename(solution)
        class_name = os.path.splitext(file_name)[0]
        if language.name == "Java":
            match = JAVA_CLASS.search(text.decode("utf-8", "replace"))
            if match:  # javac wants a public class in a file of its name
                class_name = match.group(1)
                file_name = class_name + ".java"
        source = os.path.join(folder, file_name)
        with open(source, "wb") as file:
            file.write(text)
        values = {
            "source": source,
            "folder": folder,
            "binary": os.path.join(folder, "solution"),
            "class": class_name,
            "memory": "%d" % max(16, int(memory_limit)),
        }
        run_command = [fill(word, values) for word in language.run]
        run_command[0] = shutil.which(run_command[0]) or run_command[0]
        runner = Runner(
            language.name,
            "%s (%s)" % (language.name, toolchain_version(language)),
            run_command,
            run_command[0],
            0 if language.capped else None,
            folder=folder,
        )
        if language.compile is not None:
            compile_command = [fill(word, values) for word in language.compile]
            runner.compile_command = compile_command
            runner.compile_error = compile_source(compile_command, folder, sandbox)
        return sandboxed(runner, sandbox)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise


def fill(word: str, values: Dict[str, str]) -> str:
    for key, value in values.items():
        word = word.replace("{%s}" % key, value)
    return word


# Run as INTERPRETER -c BYTE_COMPILE FILE: builtins only (no import can be shadowed by a file of
# the current folder), Python 3.0+ and PyPy alike; exit 1 with the interpreter's message.
BYTE_COMPILE = """import sys
path = sys.argv[1]
try:
    with open(path, 'rb') as source:
        compile(source.read(), path, 'exec', dont_inherit=True)
except SyntaxError as error:
    lines = ['  File "%s", line %s' % (error.filename, error.lineno)]
    if error.text:
        text = error.text.rstrip('\\n')
        lines.append('    ' + text.strip())
        if error.offset:
            lines.append('    ' + ' ' * max(0, error.offset - 1 - (len(text) - len(text.lstrip()))) + '^')
    lines.append('%s: %s' % (type(error).__name__, error.msg))
    sys.stderr.write('\\n'.join(lines) + '\\n')
    sys.exit(1)
except Exception as error:
    sys.stderr.write('%s: %s\\n' % (type(error).__name__, error))
    sys.exit(1)
"""  # noqa: E501  # sent verbatim as `-c` and shown in --json's compile_command: its bytes stay


def sandboxed(runner: Runner, sandbox: Optional[Sandbox]) -> Runner:
    """``runner`` whose runs go inside ``sandbox`` (judge.sandbox): its command wrapped,
    bwrap's processes not counted against the process limit, and its name saying so; without
    one, ``runner`` as it is."""
    if sandbox is None:
        return runner
    runner.command = sandbox.wrap(runner.command, runner.executable)
    runner.helpers = sandbox.helpers
    runner.name += ", in a bwrap sandbox"
    return runner


def python_runner(
    solution: str, interpreter: Interpreter, sandbox: Optional[Sandbox] = None
) -> Runner:
    """The Runner of a Python file under ``interpreter``, byte-compiled first by that
    interpreter (``compile_error`` set when it does not compile; no ``.pyc`` is written)."""
    runner = Runner(
        "Python",
        interpreter.name,
        [interpreter.executable, os.path.abspath(solution)],
        interpreter.executable,
        interpreter.startup_vm_peak_bytes,
        interpreter.implementation,
    )
    runner.compile_command = [interpreter.executable, "-c", BYTE_COMPILE, solution]
    runner.compile_note = "%s (byte-compiled, no .pyc written)" % interpreter.name
    runner.compile_error = compile_source(runner.compile_command, None, sandbox)
    return sandboxed(runner, sandbox)


def compile_source(
    command: List[str], folder: Optional[str], sandbox: Optional[Sandbox] = None
) -> Optional[str]:
    """Run the compiler under its limits, inside ``sandbox`` when one is given (the build
    ``folder`` its one writable folder); None on success, else the first lines it printed
    (or why it was stopped), with the build ``folder``'s path left out."""
    if sandbox is not None:
        command = sandbox.wrap(command, command[0], writable=folder)
    limits = Limits(
        COMPILE_TIME_LIMIT,
        COMPILE_MEMORY_LIMIT * MiB,
        process_limit=COMPILE_PROCESS_LIMIT,
        wall_limit=COMPILE_WALL_LIMIT,
        idle_limit=COMPILE_IDLE_LIMIT,
        helpers=0 if sandbox is None else sandbox.helpers,
    )
    result = run_program(command, b"", limits)
    said = b"".join(
        line
        for line in (result.stderr + result.stdout).splitlines(keepends=True)
        if not line.startswith(NOISE)
    )
    if folder is not None:
        said = said.replace(folder.encode() + b"/", b"")
    if result.killed_for is not None:
        reasons = {
            "time": "%g s of CPU" % COMPILE_TIME_LIMIT,
            "idle": "%g s without running" % COMPILE_IDLE_LIMIT,
            "wall": "%g s of wall clock" % COMPILE_WALL_LIMIT,
            "memory": "%d MiB of memory" % COMPILE_MEMORY_LIMIT,
            "output": "its output limit",
            "processes": "its process limit",
        }
        return "compilation stopped: the compiler passed %s" % reasons[result.killed_for]
    if result.exit_status == 0:
        return None
    lines = first_lines(said)
    status = (
        "exit status %d" % result.exit_status
        if result.exit_status is not None
        else "signal %s" % result.signal_name
    )
    return (
        "compilation failed (%s): %s\n%s" % (status, " ".join(command[:1]), lines)
        if lines
        else "compilation failed (%s), the compiler printed nothing" % status
    )


def first_lines(data: bytes, count: int = COMPILE_ERROR_LINES) -> str:
    """The first ``count`` lines that say something."""
    lines = [line for line in data.decode("utf-8", "backslashreplace").splitlines() if line.strip()]
    text = "\n".join(lines[:count])
    if len(lines) > count:
        text += "\n... (%d more lines)" % (len(lines) - count)
    return text


def toolchain_version(language: Language) -> str:
    """e.g. ``g++ 12.2.0``: the first line of ``--version`` that holds a version number,
    shortened (kotlinc's JVM may warn first); the tool's name when that fails."""
    try:
        completed = subprocess.run(
            language.version,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired):
        return language.tools[0]
    found = [
        re.findall(r"\d+(?:\.\d+)+", line)
        for line in completed.stdout.decode("utf-8", "replace").splitlines()
    ]
    numbers = next((numbers for numbers in found if numbers), None)
    if not numbers:
        return language.tools[0]
    # gcc's first line ends in its version ("g++ (Debian 12.2.0-14) 12.2.0"); others lead
    return "%s %s" % (
        language.tools[0],
        numbers[-1] if language.tools[0] in ("gcc", "g++") else numbers[0],
    )
