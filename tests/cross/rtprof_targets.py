# SPDX-License-Identifier: Apache-2.0
"""rtprof_targets: the compilers and CPU flags of the cross checks, read from ports/cpu/targets through
gen/rtprof-build --cc (the one list of targets). Each check names its columns; "cortex-m4" is the
Cortex-M4 with its FPU (the cortex-m4f line)."""
import os
import re
import subprocess

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
# the conditional branches of Thumb (b<cond>, cbz, cbnz) and RV32 (b<cond>, and the pseudo-instructions
# objdump prints for them), as objdump names them
CONDITIONAL_BRANCH = re.compile(r"^(b(eq|ne|cs|cc|hs|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le)(\.n|\.w)?|cbz|cbnz|"
                                r"beqz|bnez|blez|bgez|bltz|bgtz|bltu|bgeu|bgtu|bleu)$")
COLUMNS = {"cortex-m0": "cortex-m0", "cortex-m3": "cortex-m3", "cortex-m4": "cortex-m4f", "rv32imac": "rv32imac"}


def target(name):
    """(tool prefix, CPU flags) of the line NAME of ports/cpu/targets."""
    words = subprocess.run(["sh", os.path.join(ROOT, "gen", "rtprof-build"), "--cc", name],
                           capture_output=True, text=True, check=True).stdout.split()
    return words[0][:-len("gcc")], words[1:]


def targets():
    """{column: (tool prefix, CPU flags)} of the cross checks' four targets."""
    return {column: target(line) for column, line in COLUMNS.items()}
