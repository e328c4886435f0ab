# SPDX-License-Identifier: Apache-2.0
# rv32imac.cmake: CMake toolchain file for RV32IMAC machine mode with Debian's riscv64-unknown-elf-gcc
# (freestanding: Debian ships no C library for it):
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/riscv/toolchains/rv32imac.cmake ...
# The compiler and the flags: the rv32imac line of ports/cpu/targets.
set(RTPROF_TARGET rv32imac)
include("${CMAKE_CURRENT_LIST_DIR}/../../rtprof_toolchain.cmake")
