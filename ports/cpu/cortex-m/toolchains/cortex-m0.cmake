# SPDX-License-Identifier: Apache-2.0
# cortex-m0.cmake: CMake toolchain file for Cortex-M0 (ARMv6-M) with arm-none-eabi-gcc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/cortex-m/toolchains/cortex-m0.cmake ...
# The compiler and the flags: the cortex-m0 line of ports/cpu/targets.
set(RTPROF_TARGET cortex-m0)
include("${CMAKE_CURRENT_LIST_DIR}/../../rtprof_toolchain.cmake")
