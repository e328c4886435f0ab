#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""test_keys.py: spec/config.md's key table documents exactly the keys of the modules' key files.

Usage: test_keys.py REPO-ROOT
For every key of gen/templates/<module>/keys (the data rtprof-gen validates against), in that order,
spec/config.md's table has a row: same key, the same "applies to" (always, or the condition), every
allowed value of an enum and both bounds of an integer range in its "allowed" column, and the key's
requirement id in its "meaning" column; and the table has no other key. Prints one line per problem,
then "N passed, N failed" (one case per key, plus the key set); exit 1 on any failure."""
import os
import re
import sys


def main():
    root = sys.argv[1]
    keys = []
    # the core's keys, then each registered module's, in the order rtprof-gen reads them
    tpl = os.path.join(root, "gen/templates")
    modules = ["core"] + [line.split("|")[0] for line in open(os.path.join(tpl, "modules"), encoding="utf-8")
                          if line.strip() and not line.startswith("#")]
    for path in [os.path.join(tpl, m, "keys") for m in modules if os.path.exists(os.path.join(tpl, m, "keys"))]:
        for line in open(path, encoding="utf-8"):
            if line.startswith("#") or not line.strip():
                continue
            name, ktype, when, default, req, why = [f.strip() for f in line.rstrip("\n").split("|")]
            keys.append((name, ktype, when, default, req))
    rows = {}
    order = []
    for line in open(os.path.join(root, "spec/config.md"), encoding="utf-8"):
        m = re.match(r"^\| `(RTPROF_[A-Z0-9_]+)` \|(.*)\|(.*)\|(.*)\|\s*$", line)
        if m:
            rows[m.group(1)] = [c.strip() for c in m.group(2, 3, 4)]
            order.append(m.group(1))
    passed = failed = 0

    def fail(msg):
        nonlocal failed
        print(f"FAIL {msg}")
        failed += 1

    for name, ktype, when, default, req in keys:
        if name not in rows:
            fail(f"{name}: no row in spec/config.md's key table")
            continue
        allowed, applies, meaning = rows[name]
        bad = False
        want = "always" if when == "always" else f"`{when}`"
        if applies != want:
            fail(f"{name}: applies to {applies!r} in spec/config.md, {want!r} in the key file")
            bad = True
        words = ktype.split()
        if words[0] == "enum":
            for v in words[1:]:
                if f"`{v}`" not in allowed:
                    fail(f"{name}: allowed value {v} missing from spec/config.md")
                    bad = True
        elif words[0] == "uint":
            if f"{words[1]}..{words[2]}" not in allowed:
                fail(f"{name}: range {words[1]}..{words[2]} missing from spec/config.md")
                bad = True
        if req not in meaning:
            fail(f"{name}: requirement {req} not cited in spec/config.md")
            bad = True
        if default != "-" and f"default `{default}`" not in meaning:
            fail(f"{name}: default {default} not documented in spec/config.md")
            bad = True
        passed += 0 if bad else 1
    documented = [k for k in order if k in {n for n, *_ in keys}]
    extra = [k for k in order if k not in {n for n, *_ in keys}]
    if extra:
        fail(f"spec/config.md documents keys no key file has: {' '.join(extra)}")
    elif documented != [n for n, *_ in keys]:
        fail("spec/config.md's key table is not in the key files' (schema) order")
    else:
        passed += 1
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
