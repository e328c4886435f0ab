# SPDX-License-Identifier: Apache-2.0
# cortex-m4.cmake: CMake toolchain file for Cortex-M4, soft float with arm-none-eabi-gcc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<rtprof>/ports/cpu/cortex-m/toolchains/cortex-m4.cmake ...
set(RTPROF_CPU_FLAGS "-mthumb -mcpu=cortex-m4 -mfloat-abi=soft")
include("${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake")
