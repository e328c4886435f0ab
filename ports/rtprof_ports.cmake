# SPDX-License-Identifier: Apache-2.0
# rtprof_ports.cmake: a CMake target for every CPU port and RTOS adapter, so that a firmware links the
# generated library and a port target and lists no port source by hand. Included by rtprof's own
# CMakeLists.txt (add_subdirectory) and by the installed rtprofConfig.cmake (find_package).
#
# Each target is an INTERFACE library: its sources compile inside the firmware target that links it,
# with that target's compiler, flags and include directories (an adapter sees the kernel's headers
# there). Settings a port needs from the firmware are compile definitions the firmware gives:
# RTPROF_CM_CMSDK_TIMER_BASE (the CMSDK timer's address), RTPROF_RV_MTIME_ADDR (mtime's address),
# RTPROF_BM_RV_CLINT (the CLINT's address, for the RV32 bare-metal scheduler), RTPROF_BM_CM_CMSDK_TIMER
# and RTPROF_BM_CM_CMSDK_IRQ (the CMSDK timer that can tick and its interrupt number, for the
# Cortex-M bare-metal scheduler), RTPROF_BM_INLINE_HOOKS=1 (the bare-metal scheduler calls the hooks'
# inline forms, for a configuration generated with RTPROF_INLINE_HOOKS=yes).
#
# A port's sources include the generated rtprof.h: the target that links a port target links the
# generated library too, or the port target is bound to it, rtprof_generate(<library> ... PORTS
# rtprof::<port>...), and then brings the library and its include folders wherever it is linked
# (RTPROF-INT-003). Where neither is, the compile of a port's source stops with an #error saying so
# (ports/unbound/rtprof.h), not with a missing rtprof.h.
#
#   rtprof::port_cortex_m_critical   PRIMASK critical section (every Cortex-M port below links it)
#   rtprof::port_cortex_m_systick    SysTick as a free-running 24-bit down counter
#   rtprof::port_cortex_m_dwt        DWT CYCCNT, a 32-bit up counter (ARMv7-M, ARMv8-M Mainline)
#   rtprof::port_cortex_m_cmsdk      a CMSDK APB timer as a 32-bit down counter (MPS2 boards)
#   rtprof::port_riscv_critical      mstatus.MIE critical section (every RV32 port below links it)
#   rtprof::port_riscv_mcycle        mcycle/mcycleh
#   rtprof::port_riscv_mtime         the memory-mapped mtime
#   rtprof::port_posix               the host port (signal-mask critical section, virtual clock)
#   rtprof::port_prof_instrument     the function profile's -finstrument-functions entry shim (any CPU)
#   rtprof::port_prof_cortex_m       its -pg entry hook (__gnu_mcount_nc) and SysTick sampling handler, in
#                                    assembly (the firmware's project enables the ASM language)
#   rtprof::port_prof_riscv          its -pg entry hook (_mcount) and mepc sampling helper
#   rtprof::adapter_baremetal_cortex_m, rtprof::adapter_baremetal_riscv   the in-tree scheduler
#   rtprof::adapter_freertos         FreeRTOS (the firmware provides the kernel's include directories)
#   rtprof::adapter_freertos_trace   the folder of rtprof_freertos_trace.h and no source: for the
#                                    kernel's configuration target (FreeRTOS-Kernel's freertos_config),
#                                    as FreeRTOSConfig.h includes that header
#   rtprof::adapter_freertos_critical   a critical section from portSET_INTERRUPT_MASK_FROM_ISR
#   rtprof::adapter_scmrtos          scmRTOS (C++; the firmware provides the kernel's include directories)
include_guard(GLOBAL)
set(_rtprof_ports "${CMAKE_CURRENT_LIST_DIR}")

# _rtprof_port(NAME DIR [SOURCE...] [LINKS target...]): one INTERFACE port target and its rtprof::
# alias; NAME added to the global property RTPROF_PORTS (rtprof_generate's PORTS takes only those).
function(_rtprof_port name dir)
    cmake_parse_arguments(PARSE_ARGV 2 ARG "" "" "LINKS")
    set(target rtprof_${name})
    add_library(${target} INTERFACE)
    set_property(GLOBAL APPEND PROPERTY RTPROF_PORTS "${name}")
    set(sources "")
    foreach(src IN LISTS ARG_UNPARSED_ARGUMENTS)
        list(APPEND sources "${_rtprof_ports}/${dir}/${src}")
    endforeach()
    if(sources)
        target_sources(${target} INTERFACE ${sources})
    endif()
    target_include_directories(${target} INTERFACE "${_rtprof_ports}/${dir}" "${_rtprof_ports}/../lib/include")
    # GCC and Clang search -idirafter folders last: ports/unbound/rtprof.h, an #error saying what to
    # link, is found only where no generated rtprof.h is (RTPROF-INT-003)
    foreach(lang C CXX)
        target_compile_options(${target} INTERFACE
            "$<$<COMPILE_LANG_AND_ID:${lang},GNU,Clang>:-idirafter${_rtprof_ports}/unbound>")
    endforeach()
    if(ARG_LINKS)
        target_link_libraries(${target} INTERFACE ${ARG_LINKS})
    endif()
    add_library(rtprof::${name} ALIAS ${target})
endfunction()

_rtprof_port(port_cortex_m_critical cpu/cortex-m rtprof_port_cm_critical.c)
_rtprof_port(port_cortex_m_systick cpu/cortex-m rtprof_port_cm_systick.c LINKS rtprof_port_cortex_m_critical)
_rtprof_port(port_cortex_m_dwt cpu/cortex-m rtprof_port_cm_dwt.c LINKS rtprof_port_cortex_m_critical)
_rtprof_port(port_cortex_m_cmsdk cpu/cortex-m rtprof_port_cm_cmsdk.c LINKS rtprof_port_cortex_m_critical)
_rtprof_port(port_riscv_critical cpu/riscv rtprof_port_rv_critical.c)
_rtprof_port(port_riscv_mcycle cpu/riscv rtprof_port_rv_mcycle.c LINKS rtprof_port_riscv_critical)
_rtprof_port(port_riscv_mtime cpu/riscv rtprof_port_rv_mtime.c LINKS rtprof_port_riscv_critical)
_rtprof_port(port_posix cpu/posix rtprof_port_posix.c)
_rtprof_port(port_prof_instrument cpu/common rtprof_prof_instrument.c)
_rtprof_port(port_prof_cortex_m cpu/cortex-m rtprof_prof_cm.S)
_rtprof_port(port_prof_riscv cpu/riscv rtprof_prof_rv.c)
_rtprof_port(adapter_baremetal_cortex_m rtos/baremetal rtprof_bm.c rtprof_bm_cortex_m.c LINKS rtprof_port_cortex_m_critical)
_rtprof_port(adapter_baremetal_riscv rtos/baremetal rtprof_bm.c rtprof_bm_riscv.c LINKS rtprof_port_riscv_critical)
_rtprof_port(adapter_freertos_trace rtos/freertos)
_rtprof_port(adapter_freertos rtos/freertos rtprof_freertos.c LINKS rtprof_adapter_freertos_trace)
_rtprof_port(adapter_freertos_critical rtos/freertos rtprof_port_freertos_critical.c)
_rtprof_port(adapter_scmrtos rtos/scmrtos rtprof_scmrtos.cpp)
