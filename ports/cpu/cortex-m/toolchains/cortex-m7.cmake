# SPDX-License-Identifier: Apache-2.0
# cortex-m7.cmake: CMake toolchain file for Cortex-M7, hard float (FPv5) with arm-none-eabi-gcc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/cortex-m/toolchains/cortex-m7.cmake ...
set(RTPROF_CPU_FLAGS "-mthumb -mcpu=cortex-m7 -mfloat-abi=hard -mfpu=fpv5-d16")
include("${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake")
