# SPDX-License-Identifier: Apache-2.0
# cortex-m4.cmake: CMake toolchain file for Cortex-M4, soft float with arm-none-eabi-gcc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/cortex-m/toolchains/cortex-m4.cmake ...
# The compiler and the flags: the cortex-m4 line of ports/cpu/targets.
set(RTPROF_TARGET cortex-m4)
include("${CMAKE_CURRENT_LIST_DIR}/../../rtprof_toolchain.cmake")
