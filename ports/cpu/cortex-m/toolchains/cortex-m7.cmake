# SPDX-License-Identifier: Apache-2.0
# cortex-m7.cmake: CMake toolchain file for Cortex-M7, hard float (FPv5) with arm-none-eabi-gcc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/cortex-m/toolchains/cortex-m7.cmake ...
# The compiler and the flags: the cortex-m7 line of ports/cpu/targets.
set(RTPROF_TARGET cortex-m7)
include("${CMAKE_CURRENT_LIST_DIR}/../../rtprof_toolchain.cmake")
