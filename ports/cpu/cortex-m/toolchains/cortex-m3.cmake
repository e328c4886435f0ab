# SPDX-License-Identifier: Apache-2.0
# cortex-m3.cmake: CMake toolchain file for Cortex-M3 (ARMv7-M) with arm-none-eabi-gcc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/cortex-m/toolchains/cortex-m3.cmake ...
set(RTPROF_CPU_FLAGS "-mthumb -mcpu=cortex-m3")
include("${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake")
