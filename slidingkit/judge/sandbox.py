"""Run a solution you do not trust: ``--sandbox`` puts each run inside bubblewrap (``bwrap``),
the sandbox Flatpak is built on, as IOI's isolate and DMOJ isolate theirs with namespaces.

Inside, the program has:

- no network: a network namespace of its own, with nothing but a loopback of its own;
- none of the user's files: the root is empty but for the system's programs and libraries
  (``/usr``, ``/bin``, ``/lib*``, the few files of ``/etc`` a loader or a JVM reads), the
  interpreter's or compiler's own folder, and the files its command names (the solution, or
  the folder it was built in), each read-only. The case folder is not there: the input comes
  on stdin, and no ``.out``, no other case, no settings file can be read (where the case
  folder, or the kit's own cases, lie within a folder that is bound, such as an installation
  under ``/usr``, an empty folder covers them);
- one writable folder, ``/tmp`` (its working folder and ``HOME``), a fresh tmpfs of
  ``SCRATCH_BYTES`` that is gone when the run ends;
- its own PID namespace: it sees only its own processes, and cannot signal the judge or
  anything else outside (bwrap is PID 1 there, which a signal from inside cannot kill); when
  the program ends, everything it left behind ends with it;
- no capabilities, even as root, and its rlimits' hard values set to the soft ones the judge
  gives, so that it cannot raise its own limits;
- none of the user's environment (tokens, keys): only ``PATH``, ``LANG``, ``HOME`` and
  ``TMPDIR`` as the sandbox sets them, and the judge's own ``JUDGE_*`` variables
  (``environment()``).

The judge still keeps every limit from outside (``judge.run``): bwrap's own two processes are not
counted against the process limit, the memory is the largest of the tree's processes (the program's,
not bwrap's), and a program killed by signal N, which bwrap reports as exit status 128 + N, is
reported as killed by that signal. The CPU time is the judge's last look at the tree in ``/proc``
(bwrap's PID 1 does not pass its children's rusage on): at most a poll and a clock tick (about 15
ms) under what the kernel's rusage gives outside. ``find_sandbox()`` says in one line, before
anything runs, when bwrap is missing or cannot make its namespaces here.

Cost: bwrap's start, a few milliseconds per run (the performance page has the figure).
"""

import functools
import os
import shutil
import subprocess
from typing import Dict, List, Optional, Sequence

import slidingkit
from slidingkit.judge import JudgeError

SCRATCH_BYTES = 64 * 2**20  # the size of the writable /tmp
HELPERS = 2  # the processes of bwrap itself in a run's tree (its outer process and PID 1)
SYSTEM = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/opt")
ETC = (
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/alternatives",
    "/etc/java-17-openjdk",
    "/etc/java-21-openjdk",
    "/etc/localtime",
    "/etc/passwd",
    "/etc/group",
    "/etc/nsswitch.conf",
)
INSTALL_HINT = "install bubblewrap (Debian and Ubuntu: apt install bubblewrap)"
PATH = "/usr/local/bin:/usr/bin:/bin"


def environment() -> Dict[str, str]:
    """The environment a sandboxed run starts with: a plain PATH and LANG, and the judge's own
    variables (``JUDGE_*``: the run's token, by which the judge finds what a run left); none of
    the user's."""
    kept = {name: value for name, value in os.environ.items() if name.startswith("JUDGE_")}
    kept.update(PATH=PATH, LANG="C.UTF-8")
    return kept


class Sandbox:
    """bubblewrap at ``bwrap``: ``wrap(command, executable)`` is the command that runs
    ``command`` inside it, where none of the folders ``hidden`` (the case folder, the kit's own
    cases) can be read. ``helpers``: the processes bwrap adds to a run's tree."""

    def __init__(self, bwrap: str, hidden: Sequence[str] = ()) -> None:
        self.bwrap = bwrap
        self.hidden = list(hidden)
        self.helpers = HELPERS

    def wrap(
        self, command: List[str], executable: Optional[str] = None, writable: Optional[str] = None
    ) -> List[str]:
        """``command`` run in the sandbox: paths it names made absolute and bound read-only,
        with the installation of ``executable`` (the interpreter that runs it) and the
        system's; each hidden folder that lies within what is bound covered by an empty folder;
        ``writable`` (a compiler's build folder) bound read-write."""
        words = [self.bwrap, "--unshare-all", "--die-with-parent", "--new-session"]
        words += ["--cap-drop", "ALL", "--proc", "/proc", "--dev", "/dev"]
        for folder in SYSTEM + ETC:
            words += ["--ro-bind-try", folder, folder]
        words += ["--size", str(SCRATCH_BYTES), "--tmpfs", "/tmp"]  # before the binds under it
        bound = program_folders(command, executable)
        for place in bound:
            words += ["--ro-bind", place, place]
        for folder in self.hidden:
            real = os.path.realpath(folder)
            if os.path.isdir(real) and is_within(real, list(SYSTEM) + bound):
                words += ["--tmpfs", real]
        if writable is not None:
            words += ["--bind", writable, writable]
        words += ["--chdir", "/tmp", "--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp"]
        words.append("--")
        return words + [resolved(command[0])] + [absolute(word) for word in command[1:]]


@functools.lru_cache(maxsize=None)
def resolved(program: str) -> str:
    """The program a command starts, as the sandbox can run it: a version manager's stand-in,
    which reads its settings from the home folder the sandbox hides, as the program it stands
    for (a rustup proxy such as ``~/.cargo/bin/rustc`` as its toolchain's compiler, a pyenv
    shim as ``pyenv which`` says); any other as an absolute path."""
    found = shutil.which(program) or program
    real = os.path.realpath(found)
    name = os.path.basename(program)
    if os.path.basename(real) == "rustup":
        sysroot = asked([found, "--print", "sysroot"])
        stands_for = os.path.join(sysroot, "bin", name) if sysroot else ""
    elif os.path.basename(os.path.dirname(real)) == "shims" and ".pyenv" in real:
        stands_for = asked(
            [os.path.join(os.path.dirname(os.path.dirname(real)), "bin", "pyenv"), "which", name]
        )
    else:
        return absolute(found)
    return stands_for if stands_for and os.path.isfile(stands_for) else found


def asked(command: List[str]) -> str:
    """What a trusted tool prints (its first line), or "" when it cannot say."""
    try:
        completed = subprocess.run(command, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return completed.stdout.strip().split("\n")[0] if completed.returncode == 0 else ""


def is_within(path: str, folders: Sequence[str]) -> bool:
    """Whether ``path`` is one of ``folders`` or lies within one."""
    return any(path == folder or path.startswith(folder.rstrip("/") + "/") for folder in folders)


def absolute(word: str) -> str:
    """A word of a command that names an existing file or folder, as an absolute path (the
    program runs in /tmp); any other word as it is."""
    return os.path.abspath(word) if not word.startswith("-") and os.path.exists(word) else word


def program_folders(command: List[str], executable: Optional[str]) -> List[str]:
    """What the program needs beyond the system's folders: each file or folder its command
    names, and the installation its interpreter belongs to (PREFIX of a real PREFIX/bin/NAME,
    such as ``/root/.pyenv/versions/3.11.7`` for its ``bin/python3.11``), each as a real path.
    Nothing else: not the folders around a solution, so not its case folder."""
    places = []  # type: List[str]
    for word in command:
        if not word.startswith("-") and os.path.exists(word):
            places += [os.path.abspath(word), os.path.realpath(word)]
    for program in (executable, command[0] if command else None):
        found = resolved(program) if program else None
        if found and os.path.exists(found):
            folder = os.path.dirname(os.path.realpath(found))
            if os.path.basename(folder) == "bin":
                places.append(os.path.dirname(folder))
    chosen = []  # type: List[str]
    for place in places:
        if place not in chosen and place != "/" and not is_within(place, SYSTEM):
            chosen.append(place)
    return chosen


def find_sandbox(cases: str) -> Sandbox:
    """The sandbox of a run on the case folder ``cases`` (hidden, with the kit's own cases),
    once bwrap is found and has made its namespaces here; JudgeError in one line otherwise."""
    return Sandbox(working_bwrap(), [cases, slidingkit.CASES])


@functools.lru_cache(maxsize=None)
def working_bwrap() -> str:
    """bwrap's path, once a run of ``true`` inside it has worked (once a process); JudgeError
    in one line when it is missing or cannot make its namespaces here."""
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        raise JudgeError("--sandbox needs bubblewrap, and bwrap is not on PATH: " + INSTALL_HINT)
    try:
        probe = subprocess.run(
            Sandbox(bwrap).wrap(["true"]),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise JudgeError("--sandbox: bwrap cannot run here: %s" % error) from None
    if probe.returncode != 0:
        said = probe.stderr.decode("utf-8", "replace").strip().split("\n")[-1]
        raise JudgeError(
            "--sandbox: bwrap cannot make its namespaces here (%s); the machine must allow "
            "user, network, mount and PID namespaces" % said
        )
    return bwrap
