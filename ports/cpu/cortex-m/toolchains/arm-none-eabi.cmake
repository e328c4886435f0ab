# SPDX-License-Identifier: Apache-2.0
# arm-none-eabi.cmake: what every Cortex-M toolchain file of this folder shares (Debian's
# gcc-arm-none-eabi with newlib); a core's file sets RTPROF_CPU_FLAGS and includes this one.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_CXX_COMPILER arm-none-eabi-g++)
set(CMAKE_ASM_COMPILER arm-none-eabi-gcc)
set(CMAKE_OBJDUMP arm-none-eabi-objdump CACHE FILEPATH "objdump of the target")
# no host program can be linked without a start-up file and a linker script: test the compiler
# with a static library
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "${RTPROF_CPU_FLAGS}")
set(CMAKE_CXX_FLAGS_INIT "${RTPROF_CPU_FLAGS}")
set(CMAKE_ASM_FLAGS_INIT "${RTPROF_CPU_FLAGS}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
