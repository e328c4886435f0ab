# SPDX-License-Identifier: Apache-2.0
# rtprof_toolchain.cmake: what every toolchain file of ports/cpu/*/toolchains shares. The core's file
# sets RTPROF_TARGET and includes this one; the compiler and the CPU flags come from the target's line
# of ports/cpu/targets, the list the scripts read too. No program can be linked without a start-up file
# and a linker script, so CMake tests the compiler with a static library. RTPROF_TARGET and
# RTPROF_CPU_FLAGS stay set for the project: rtprof_generate checks that the C flags the library is
# compiled with still compile for that target (a -DCMAKE_C_FLAGS=... replaces CMAKE_C_FLAGS_INIT).
if(NOT RTPROF_TARGET)
    message(FATAL_ERROR "rtprof_toolchain.cmake: set RTPROF_TARGET before including it")
endif()
file(STRINGS "${CMAKE_CURRENT_LIST_DIR}/targets" _rtprof_rows REGEX "^${RTPROF_TARGET}\\|")
list(LENGTH _rtprof_rows _rtprof_count)
if(NOT _rtprof_count EQUAL 1)
    message(FATAL_ERROR "rtprof_toolchain.cmake: target '${RTPROF_TARGET}' is not a line of ${CMAKE_CURRENT_LIST_DIR}/targets")
endif()
string(REPLACE "|" ";" _rtprof_fields "${_rtprof_rows}")
list(GET _rtprof_fields 1 _rtprof_cc)
list(GET _rtprof_fields 2 RTPROF_CPU_FLAGS)
list(GET _rtprof_fields 3 _rtprof_link_flags)
list(GET _rtprof_fields 5 CMAKE_SYSTEM_PROCESSOR)
string(REGEX REPLACE "gcc$" "" _rtprof_prefix "${_rtprof_cc}")
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_C_COMPILER ${_rtprof_cc})
set(CMAKE_CXX_COMPILER ${_rtprof_prefix}g++)
set(CMAKE_ASM_COMPILER ${_rtprof_cc})
set(CMAKE_OBJDUMP ${_rtprof_prefix}objdump CACHE FILEPATH "objdump of the target")
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "${RTPROF_CPU_FLAGS}")
set(CMAKE_CXX_FLAGS_INIT "${RTPROF_CPU_FLAGS}")
set(CMAKE_ASM_FLAGS_INIT "${RTPROF_CPU_FLAGS}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "${_rtprof_link_flags}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
