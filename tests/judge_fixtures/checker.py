"""Special judge fixture: accepts any output whose tokens are integers with the same total as
the expected output's tokens. Called as: checker.py INPUT ACTUAL EXPECTED; exit 0 = accepted."""

import sys


def token_total(path):
    with open(path, "rb") as file:
        return sum(int(token) for token in file.read().split())


def main():
    _, actual_path, expected_path = sys.argv[1:4]
    try:
        actual = token_total(actual_path)
    except ValueError:
        print("the output is not a list of integers")
        return 1
    expected = token_total(expected_path)
    if actual != expected:
        print("tokens add up to %d, expected %d" % (actual, expected))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
