# SPDX-License-Identifier: Apache-2.0
# cortex-m4f.cmake: CMake toolchain file for Cortex-M4F, hard float (FPv4-SP) with arm-none-eabi-gcc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/cortex-m/toolchains/cortex-m4f.cmake ...
# The compiler and the flags: the cortex-m4f line of ports/cpu/targets.
set(RTPROF_TARGET cortex-m4f)
include("${CMAKE_CURRENT_LIST_DIR}/../../rtprof_toolchain.cmake")
