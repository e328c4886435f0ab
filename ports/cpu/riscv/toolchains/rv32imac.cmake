# SPDX-License-Identifier: Apache-2.0
# rv32imac.cmake: CMake toolchain file for RV32IMAC machine mode with Debian's riscv64-unknown-elf-gcc
# (freestanding: Debian ships no C library for it):
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/riscv/toolchains/rv32imac.cmake ...
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR riscv32)
set(CMAKE_C_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_ASM_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_OBJDUMP riscv64-unknown-elf-objdump CACHE FILEPATH "objdump of the target")
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(RTPROF_CPU_FLAGS "-march=rv32imac_zicsr -mabi=ilp32 -ffreestanding")
set(CMAKE_C_FLAGS_INIT "${RTPROF_CPU_FLAGS}")
set(CMAKE_ASM_FLAGS_INIT "${RTPROF_CPU_FLAGS}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
