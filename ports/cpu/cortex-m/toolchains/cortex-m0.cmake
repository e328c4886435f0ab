# SPDX-License-Identifier: Apache-2.0
# cortex-m0.cmake: CMake toolchain file for Cortex-M0 (ARMv6-M) with arm-none-eabi-gcc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/cortex-m/toolchains/cortex-m0.cmake ...
set(RTPROF_CPU_FLAGS "-mthumb -mcpu=cortex-m0")
include("${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake")
