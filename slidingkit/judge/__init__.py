"""The local judge: run a solution on a folder of cases, as an online judge would.

Usage (from the repository root)::

    python3 -m slidingkit.judge solutions/NAME.py judge_cases/NAME
    python3 -m slidingkit.judge --all                      # every solutions/NAME.py on
    judge_cases/NAME/ python3 -m slidingkit.judge --help                     # all flags python3 -m
    slidingkit.judge my_solution.cpp judge_cases/NAME   # C, C++, Java, Go, Rust, JS, Kotlin python3
    -m slidingkit.judge stress my_solution.cpp NAME -n 200 # stress-test against the BFS python3 -m
    slidingkit.judge my_solution.py NAME --fail-fast -q # stop at the first failure, show only it

NAME is a problem of ``slidingkit/problems/`` (``python3 -m slidingkit.judge --help`` shows one).

Each case runs in a fresh interpreter, in its own session, under a CPU-time limit (as real
judges keep it, even on a busy machine), an idle limit for solutions that do not run (asleep or
blocked), a wall-clock cap that ends every run, and memory, address-space, output and process
limits; whatever it starts is killed with it. The verdicts are CE (compiled languages, and a
Python file that its interpreter cannot byte-compile), TLE, MLE, OLE, RE, WA and AC, decided in
that order; a ``CASE.in`` without its ``CASE.out`` runs and shows its output ("no answer",
neither passed nor failed). docs/judge.md and docs/stress.md are the user pages. Standard library
only, Linux only (it uses process groups, ``os.wait4`` and ``/proc``), CPython 3.8+, no root needed.

Modules, one idea each:

- ``case_folder``: reads the settings ``NAME.json`` beside the case folder and finds the cases:
  each ``CASE.in``, with its ``CASE.out`` when there is one.
- ``run``: runs one program on one input under limits (CPU time, idleness, the wall-clock cap,
  memory, output, processes) and measures it.
- ``interpreters``: probes a Python interpreter (its real path, name and start-up size) and
  sets a run's address-space cap from it.
- ``comparison``: decides whether an output is accepted, comparing it as real judges do
  (default, ``--strict``, ``-N``, ``-e``).
- ``explanation``: says where an output differs from the expected one and under which flags
  it would pass; shows the lines side by side and cuts outputs for reports.
- ``checker``: runs a special judge that decides instead of a comparison.
- ``verdict``: turns a run and a comparison into a verdict, case by case.
- ``report``: prints the lines, tables and colours, writes ``--json`` (its docstring holds the
  schema) and ``--junit``.
- ``languages``: the language table; compiles a solution once, in a temporary folder (CE on
  failure; a Python file is byte-compiled by its interpreter), and says how to run it.
- ``stress/``: ``python3 -m slidingkit.judge stress``, a package of its own (its docstring lists
  its modules): inputs drawn in each problem's format (its package's ``FORMAT``, through
  ``stress.drawing.generator_for``), answers from its package's ``expected()``
  (slidingkit/oracle/), shrinking, the counterexample; or any problem's generator, reference and
  checker.
- ``flags``: the command line's flags (the parser, in ``--help`` order) and their checks.
- ``cli``: the command line: one case folder, or ``--all``.

Cost: one interpreter start-up per case on top of the solution's own time, plus two start-ups
per run to identify the interpreter and to byte-compile the solution (docs/performance.md
measures the judge).
"""


class JudgeError(Exception):
    """A problem with the judge's own inputs (missing files, bad settings file, a checker that
    cannot run, a report file that cannot be written). Reported as one line
    ``judge: error: ...`` and exit status 1 (see ``judge.console`` for every exit status)."""
