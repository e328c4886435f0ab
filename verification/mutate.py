#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""mutate.py: apply one mutant of verification/mutants.list to a generated file (a copy).

Usage: mutate.py FILE FROM TO  -- FROM must occur exactly once in FILE; '\\n' in FROM and TO is a
newline. Exit status 0 applied, 1 the text does not occur exactly once (the mutant no longer applies).
"""
import sys


def main():
    path, old, new = sys.argv[1], sys.argv[2].replace("\\n", "\n"), sys.argv[3].replace("\\n", "\n")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    if text.count(old) != 1:
        sys.exit(f"pattern found {text.count(old)} times, expected once: {old!r}")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text.replace(old, new))


if __name__ == "__main__":
    main()
