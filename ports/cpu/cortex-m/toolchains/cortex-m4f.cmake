# SPDX-License-Identifier: Apache-2.0
# cortex-m4f.cmake: CMake toolchain file for Cortex-M4F, hard float (FPv4-SP) with arm-none-eabi-gcc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/cortex-m/toolchains/cortex-m4f.cmake ...
set(RTPROF_CPU_FLAGS "-mthumb -mcpu=cortex-m4 -mfloat-abi=hard -mfpu=fpv4-sp-d16")
include("${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake")
