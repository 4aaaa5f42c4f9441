"""The bench: what the kit costs, measured and written to docs/performance.md (`make bench`).

    python -m slidingkit.tools.bench                 every section, then the page (from the
                                                     repository root)
    python -m slidingkit.tools.bench --only SECTION  one section's Markdown on stdout; the page
                                                     untouched

The package:
    cli          the sections in page order, the options, main()
    page         the page: its header, its seal, the Markdown tables, the run of the sections,
                 and the section another command writes (Korf's 100, `make korf`)
    runs         how a section runs a program and checks its answer: measured_run, run_once, the
                 interpreters
    workloads    what a section measures: the problems it finds by their BENCH, their inputs,
                 cases, boards and names
    timing       how every section times: timed(call), alternate(calls, rounds), medians, ratios
    intros.txt   the page's fixed text: its introduction and each section's (page.intro)
    child        the measurements that need a fresh process (`python -m
                 slidingkit.tools.bench.child`)
    solutions, submissions, princeton, search, explorer, tables, margin, family, judge, tests
                 one section each: its TITLE and section(options, progress) -> Markdown
    timeline     the pytest plugin the tests section loads into `make test` to record it

Each measurement lives in one section. Every submission run whole on its cases is the margin
section's (the princeton section reads its file's runs from there); the 3x3 section runs only the
headline files beside a bare start and the peers. The core's 4x4 searches are the search
section's; the explorer's searches, with its IDA* against the core's, the explorer section's.

The bench names no problem. Every problem is measured by the margin section; a section that
measures particular problems finds them by the dictionary BENCH in
slidingkit/problems/NAME/__init__.py,
whose keys are (each optional):

    queries   True: the 3x3 section times its file's solve() per query, in-process, on its goal
    peer      the naive peers' name for its input format (slidingkit/tools/naive_peers.py): the 3x3
              section runs its file (a headline file) and the peers on its hardest case and holds
              the file to the targets
    boards    counts of boards: the family section runs its file on an input of that many random
              solvable boards, each answer a path that must be a shortest one
    case      a case's name: the margin section gives that case's CPU time and peak memory
              against the problem's limits
    solver    True: the princeton section shows its file's judged runs (the margin section's), and
              compares the two solvability methods of its file's Solver(board, method)
              ("parity", "twin")
    search    least moves: the search section runs the core's searches on its one-board 4x4
              cases whose answer is at least that many moves (its known_slow ones left out), and
              each in a fresh process on every 4x4 case with a published answer
    ida       case names: the explorer section runs the explorer's IDA* and the core's on those
              cases
"""
