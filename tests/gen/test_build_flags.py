#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""test_build_flags.py: CMake (rtprof_generate) and gen/rtprof-build compile the library with the same flags.

Usage: test_build_flags.py REPO-ROOT WORK-DIR
For every target of ports/cpu/targets, one configuration (spec/configs/demo.rtprof) is built both ways
with the same build settings (optimisation -O2, debug information -g, as rtprof-build --opt -O2 adds):
CMake through tests/gen/flags (its toolchain file of ports/cpu/<folder>/toolchains, the host's compiler
for host; build type RelWithDebInfo with CMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g"), read from the
compile_commands.json it writes; rtprof-build through a stand-in for the target's compiler first in
PATH that records its arguments and runs the real one. For each generated source, the compiler and
the flags must be the same (as multisets: the include folders, -c, -o, the source and CMake's
dependency-file flags are left out, being paths of each build), and hold every flag of gen/strict-flags
(all targets' compilers are GCC). Prints one line per target and source, then "N passed, N failed";
exit 1 on any failure."""
import collections
import json
import os
import shlex
import shutil
import subprocess
import sys

CONFIG = "spec/configs/demo.rtprof"


def run(cmd, **kw):
    proc = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if proc.returncode != 0:
        sys.exit(f"test_build_flags: command failed: {' '.join(cmd)}\n{proc.stdout}{proc.stderr}")
    return proc.stdout


def library_flags(argv):
    """(compiler name, flags) of a compile command: without the paths that differ between builds."""
    flags = []
    args = iter(argv[1:])
    for arg in args:
        if arg in ("-o", "-MT", "-MF", "-MQ", "-I", "-isystem"):
            next(args, None)
        elif arg in ("-c", "-MD", "-MMD", "-MP") or arg.startswith("-I") or not arg.startswith("-"):
            continue
        else:
            flags.append(arg)
    return os.path.basename(argv[0]), flags


def cmake_commands(root, work, target, compiler, folder):
    """{source name: argv} of the library's sources as CMake compiles them for TARGET."""
    build = os.path.join(work, "cmake", target)
    shutil.rmtree(build, ignore_errors=True)
    toolchain = os.path.join(root, "ports", "cpu", folder, "toolchains", target + ".cmake")
    if target == "host":
        select = [f"-DCMAKE_C_COMPILER={compiler}"]
    elif os.path.isfile(toolchain):
        select = [f"-DCMAKE_TOOLCHAIN_FILE={toolchain}"]
    else:
        sys.exit(f"test_build_flags: target {target} has no toolchain file {toolchain}")
    run(["cmake", "-S", os.path.join(root, "tests", "gen", "flags"), "-B", build,
         f"-DRTPROF_SOURCE_DIR={root}", f"-DRTPROF_CONFIG={os.path.join(root, CONFIG)}",
         "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", "-DCMAKE_BUILD_TYPE=RelWithDebInfo",
         "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O2 -g"] + select)
    commands = {}
    for entry in json.load(open(os.path.join(build, "compile_commands.json"), encoding="utf-8")):
        if os.path.basename(os.path.dirname(entry["file"])) == "rtprof-library":
            argv = entry["arguments"] if "arguments" in entry else shlex.split(entry["command"])
            commands[os.path.basename(entry["file"])] = argv
    return commands


def script_commands(root, work, target, compiler):
    """{source name: argv} of the library's sources as gen/rtprof-build compiles them for TARGET."""
    base = os.path.join(work, "script", target)
    shutil.rmtree(base, ignore_errors=True)
    bin_dir = os.path.join(base, "bin")
    log = os.path.join(base, "log")
    os.makedirs(bin_dir)
    os.makedirs(log)
    real = shutil.which(compiler)
    if real is None:
        sys.exit(f"test_build_flags: {compiler} not found (the compiler of target {target})")
    stand_in = os.path.join(bin_dir, compiler)
    with open(stand_in, "w", encoding="utf-8") as f:
        f.write("#!/bin/sh\n"
                "# records its arguments, one a line, under the name of the C source it compiles\n"
                "for a in \"$@\"; do case $a in *.c) src=${a##*/} ;; esac; done\n"
                f"for a in {shlex.quote(compiler)} \"$@\"; do printf '%s\\n' \"$a\"; done "
                f"> {shlex.quote(log)}/\"${{src:-none}}\".args\n"
                f"exec {shlex.quote(real)} \"$@\"\n")
    os.chmod(stand_in, 0o755)
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
    run(["sh", os.path.join(root, "gen", "rtprof-build"), "--config", os.path.join(root, CONFIG),
         "--target", target, "--opt", "-O2", "--out", os.path.join(base, "out")], env=env)
    commands = {}
    for name in sorted(os.listdir(log)):
        if name.endswith(".c.args"):
            commands[name[:-len(".args")]] = open(os.path.join(log, name), encoding="utf-8").read().splitlines()
    return commands


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: test_build_flags.py REPO-ROOT WORK-DIR")
    root, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    build = os.path.join(root, "gen", "rtprof-build")
    strict = run(["sh", os.path.join(root, "gen", "rtprof-strict-flags")]).split()
    passed = failed = 0
    for target in run(["sh", build, "--targets"]).split():
        compiler = run(["sh", build, "--cc", target]).split()[0]
        folder = run(["sh", build, "--folder", target]).strip()
        by_cmake = cmake_commands(root, work, target, compiler, folder)
        by_script = script_commands(root, work, target, compiler)
        if not by_cmake or sorted(by_cmake) != sorted(by_script):
            print(f"FAIL {target}: sources compiled: CMake {sorted(by_cmake)}, rtprof-build {sorted(by_script)}")
            failed += 1
            continue
        for source in sorted(by_cmake):
            cc_cmake, flags_cmake = library_flags(by_cmake[source])
            cc_script, flags_script = library_flags(by_script[source])
            only_cmake = collections.Counter(flags_cmake) - collections.Counter(flags_script)
            only_script = collections.Counter(flags_script) - collections.Counter(flags_cmake)
            missing = [f for f in strict if f not in flags_cmake]
            if cc_cmake != cc_script or only_cmake or only_script or missing:
                print(f"FAIL {target} {source}: compiler {cc_cmake} (CMake), {cc_script} (rtprof-build); "
                      f"only in CMake's: {' '.join(sorted(only_cmake.elements())) or '-'}; "
                      f"only in rtprof-build's: {' '.join(sorted(only_script.elements())) or '-'}; "
                      f"of gen/strict-flags in neither: {' '.join(missing) or '-'}")
                print(f"     CMake:        {' '.join(flags_cmake)}")
                print(f"     rtprof-build: {' '.join(flags_script)}")
                failed += 1
            else:
                print(f"ok   {target} {source}: {cc_cmake} {' '.join(flags_cmake)}")
                passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
