"""Mutation testing (`make mutate`, docs/mutation.md): does the suite catch a wrong line?

    python -m slidingkit.tools.mutate [--jobs N] [--only MODULE ...] [--survivors]   (from the
    repo's root)

The package:
    targets   what is mutated and with which tests: pyproject.toml's [tool.mutate], and the
              MUTATE of a problem's package for a module that is that problem's alone (its
              special judge); each selection checked (test files and markers only) and counted
    cli       the run: cosmic-ray on each target in copies of the tree, and the report (needs the
              `mutate` extra, which `make mutate` installs)
"""
