# The sliding-puzzle judge kit. `make judge` and `make test` are all a fresh machine needs.
#   PYTHON   the interpreter that runs the solutions under the judge (default: python3, and
#            pypy3 as well when it is on PATH; PYTHON=pypy3 runs only PyPy)
#   SYSTEM_PYTHON  the interpreter that creates .venv and runs the judge itself (default: the
#            distribution's /usr/bin/python3 where it is 3.8 or newer and can make a venv, else
#            python3 on PATH: a distribution builds its Python with PGO and LTO, which a default
#            pyenv build is without, and the tests take a good part less CPU under it)
#   MUTATE_JOBS    mutants `make mutate` runs at once, each in its own copy of the tree (default 2)
#   TEST_WORKERS   pytest-xdist workers of the parallel pass of `make test` and `make test-all`
#                  (default: one and a half a core, rounded up)
#   ONLY     `make bench ONLY=SECTION` runs one section of the bench and prints it to stdout
#            (docs/performance.md untouched); `python3 -m slidingkit.tools.bench --help` lists the sections

DISTRIBUTION_PYTHON := $(shell /usr/bin/python3 -c 'import sys, ensurepip, venv; sys.exit(sys.version_info < (3, 8))' 2>/dev/null && echo /usr/bin/python3)
SYSTEM_PYTHON ?= $(or $(DISTRIBUTION_PYTHON),python3)
PYTHON ?=
ONLY ?=
JUDGE_PYTHONS = $(if $(PYTHON),$(PYTHON),python3 $(if $(shell command -v pypy3 2>/dev/null),pypy3))
VENV := .venv
VENV_PYTHON := $(VENV)/bin/python
MUTATE_JOBS ?= 2
TEST_WORKERS ?= $(shell echo $$(((3 * $$(nproc) + 1) / 2)))

.PHONY: judge test test-all lint verify bench korf mutate vendor check-vendor cases docs screenshots clean

judge:  ## every solution against every case under each interpreter, with progress, one table
	$(SYSTEM_PYTHON) -m slidingkit.judge --all $(addprefix --python ,$(JUDGE_PYTHONS))

# Two passes each: the tests run in parallel (pytest-xdist), then those marked `alone` (they need
# the CPU to themselves) one at a time. Status 5 is pytest's "no test selected".
# The parallel pass runs one and a half workers a core (TEST_WORKERS): a test spends much of its
# time waiting on the processes it starts (the judge, the solutions, compilers) or on a clock (an
# idle limit, a sleeper), and the extra workers keep the cores busy meanwhile; each worker also
# collects every test and builds its own caches (the oracle's tables), so more workers than that
# cost more CPU than they save waiting. The workers steal tests from one another once their own
# run out (--dist worksteal), so the pass ends with its last test, not with the last of a share
# handed out at the start. The `alone` pass collects only the files that mark a test alone.
# `make bench ONLY=tests` says where the time goes (docs/performance.md).
# The tests start thousands of Python processes. Each finds the kit's modules compiled once under
# .venv/pycache, also where PYTHONDONTWRITEBYTECODE is set (it would have each of them compile the
# judge again, about 20 ms of CPU a start); the source tree gets no __pycache__ folders.
# The tests run with .venv/bin first on PATH, as an activated venv does, so that the `python3` the
# judge runs solutions with by default is the venv's: a real binary that starts in about 10 ms of
# CPU. Found elsewhere on PATH, python3 can be a shim script (pyenv's takes about 80 ms) or load
# site customizations at every start, in each of the judge's runs and of the solutions' processes.
PYTEST := PATH=$(CURDIR)/$(VENV)/bin:$$PATH PYTHONDONTWRITEBYTECODE= \
	PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache $(VENV_PYTHON) -m pytest

PARALLEL := -n $(TEST_WORKERS) --dist worksteal
ALONE_FILES := $(shell grep -rl --include='test_*.py' 'mark.alone' tests)

test: $(VENV)/.installed  ## create .venv, install the test dependencies, run every test not marked slow
	$(PYTEST) $(PARALLEL) -m "not slow and not alone"
	$(PYTEST) -m "alone and not slow" $(ALONE_FILES) || test $$? -eq 5

test-all: $(VENV)/.installed  ## every test, the exhaustive and heavy ones (marked slow) included
	$(PYTEST) $(PARALLEL) -m "not alone"
	$(PYTEST) -m "alone" $(ALONE_FILES) || test $$? -eq 5

lint: $(VENV)/.lint node_modules/.installed  ## ruff (pyflakes, pycodestyle, bugbear, import order; the format) and mypy over all of the kit's Python; ESLint over the explorer's page script
	$(VENV_PYTHON) -m ruff check .
	$(VENV_PYTHON) -m ruff format --check .
	$(VENV_PYTHON) -m mypy
	npx --no-install eslint slidingkit/explorer/web/

# ESLint and its rules, at the versions package-lock.json pins (npm ci: exactly those).
node_modules/.installed: package.json package-lock.json
	@command -v npm >/dev/null || { echo "make lint needs npm for ESLint: apt install npm"; exit 1; }
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

$(VENV)/.lint: $(VENV)/.installed
	$(call install,lint)
	touch $@

verify: $(VENV)/.installed  ## every position of each exhaustive check through the submitted files, with progress
	$(VENV_PYTHON) -m slidingkit.tools.verify

# A full run writes docs/performance.md, every figure from that run but those of Korf's 100 (make
# korf's, carried over), with progress on stderr; the page's header says how long the run took
# (from a fresh clone add the venv's install).
bench: $(VENV)/.installed  ## measure and write docs/performance.md (timings live there, never in tests)
	$(VENV_PYTHON) -m slidingkit.tools.bench $(if $(ONLY),--only $(ONLY))

# Writes its figures as the section "Korf's 100" of docs/performance.md (the rest of the page as
# `make bench` wrote it; the bench carries the section over).
korf: $(VENV)/.korf  ## Korf's 100 15-puzzles solved optimally by the explorer, on CPython and PyPy; writes its section of docs/performance.md
	$(VENV_PYTHON) -m slidingkit.tools.korf --page docs/performance.md

$(VENV)/.korf: $(VENV)/.installed
	$(call install,korf)
	touch $@

mutate: $(VENV)/.mutate  ## mutation testing (cosmic-ray, in a copy of the tree) of slidingkit/tools/mutate/targets.py's modules; see docs/mutation.md
	$(VENV_PYTHON) -m slidingkit.tools.mutate --jobs $(MUTATE_JOBS)

$(VENV)/.mutate: $(VENV)/.installed
	$(call install,mutate)
	touch $@

vendor:  ## copy into every solution file the definitions of slidingkit/core/ it uses, and into every .cpp file the parts of slidingkit/core/cpp/ it holds
	$(SYSTEM_PYTHON) -m slidingkit.tools.vendor

check-vendor:  ## fail naming each vendored definition (in a .cpp file, each block of slidingkit/core/cpp/) that differs from the core, is missing or is surplus
	$(SYSTEM_PYTHON) -m slidingkit.tools.vendor --check

cases:  ## regenerate every problem's generated judge cases from its package's seed (python3 -m slidingkit.tools.cases --help)
	$(SYSTEM_PYTHON) -m slidingkit.tools.cases

screenshots: $(VENV)/.installed  ## the pictures of the explorer's pages in docs/explorer.md, taken in headless Chromium (slidingkit/tools/screenshots.py)
	$(VENV_PYTHON) -m slidingkit.tools.screenshots

docs:  ## rewrite the tables README.md and docs/submitting.md make from slidingkit/problems/NAME/settings.json
	$(SYSTEM_PYTHON) -m slidingkit.tools.docs_tables

# The kit is installed editable as a plain path entry (setuptools' compat mode): the default
# mode imports a finder module at every interpreter start, about 8 ms of CPU in each of the
# thousands of processes make test starts (-qq: without setuptools' notice that the mode is
# transitional). A setuptools without compat mode gets the default.
install = $(VENV_PYTHON) -m pip install -qq -e '.[$(1)]' --config-settings editable_mode=compat \
	|| $(VENV_PYTHON) -m pip install --quiet -e '.[$(1)]'
$(VENV)/.installed: pyproject.toml
	$(SYSTEM_PYTHON) -m venv $(VENV)
	$(VENV_PYTHON) -m pip install --quiet --upgrade pip
	$(call install,test)
	@# The bytecode of the kit, and of the tests as pytest rewrites them, written once here; else
	@# each worker of a fresh clone's first run writes it all at once (about 3 s of CPU each). A
	@# test file that does not collect fails the tests, not the install.
	$(PYTEST) --collect-only -q -p no:cacheprovider > /dev/null || true
	touch $@

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis *.egg-info .mutate node_modules
