#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""test_variants.py: no two whole texts of the templates are the same once comments are left out.

Usage: test_variants.py REPO-ROOT
A function (or a contract and its function) that differs by configuration is written once per
configuration class, as a macro whose body is a quoted text (gen/README.md, "Conventions"). Two such
texts that differ only in comments, or in nothing, are one text written twice: a fix made to one is
missed in the other. Every macro defined as a text (m4_define([NAME], [[...]])) in gen/templates and
gen/m4 is compared with every other, with C comments (but not ACSL annotations), m4_dnl lines,
blank lines and trailing blanks left out; texts of fewer than three lines are not compared.
Exit status: 0 no two texts are equal, 1 some are (each pair named), 2 bad usage.
"""
import glob
import itertools
import os
import re
import sys


def texts(path):
    """(name, body) of every macro defined as a quoted text in the file."""
    source = open(path, encoding="utf-8").read()
    found = []
    for m in re.finditer(r"m4_define\(\[([A-Za-z0-9_]+)\],\s*\[\[", source):
        i, depth = m.end(), 2
        while depth and i < len(source):
            depth += (source[i] == "[") - (source[i] == "]")
            i += 1
        found.append((m.group(1), source[m.end():i - 2]))
    return found


def normal(body):
    """The text's lines without C comments, m4_dnl lines, blank lines and trailing blanks."""
    body = re.sub(r"/\*(?!@).*?\*/", "", body, flags=re.S)
    body = re.sub(r"^\s*m4_dnl.*$", "", body, flags=re.M)
    return tuple(line.rstrip() for line in body.splitlines() if line.strip())


def main():
    if len(sys.argv) != 2 or not os.path.isdir(os.path.join(sys.argv[1], "gen/templates")):
        sys.stderr.write("usage: test_variants.py REPO-ROOT\n")
        return 2
    root = sys.argv[1]
    paths = sorted(glob.glob(os.path.join(root, "gen/templates/**/*.m4"), recursive=True) +
                   glob.glob(os.path.join(root, "gen/m4/*.m4")))
    found = [(os.path.relpath(p, root), name, normal(body)) for p in paths for name, body in texts(p)]
    found = [f for f in found if len(f[2]) >= 3]
    equal = [(a, b) for a, b in itertools.combinations(found, 2) if a[2] == b[2]]
    for a, b in equal:
        print(f"FAIL {a[0]}: {a[1]} and {b[0]}: {b[1]} are the same text but for comments ({len(a[2])} lines)")
    print(f"test_variants.py: {len(found)} texts compared, {len(equal)} equal pairs")
    return 1 if equal else 0


if __name__ == "__main__":
    sys.exit(main())
