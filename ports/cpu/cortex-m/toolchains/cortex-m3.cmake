# SPDX-License-Identifier: Apache-2.0
# cortex-m3.cmake: CMake toolchain file for Cortex-M3 (ARMv7-M) with arm-none-eabi-gcc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/cortex-m/toolchains/cortex-m3.cmake ...
# The compiler and the flags: the cortex-m3 line of ports/cpu/targets.
set(RTPROF_TARGET cortex-m3)
include("${CMAKE_CURRENT_LIST_DIR}/../../rtprof_toolchain.cmake")
