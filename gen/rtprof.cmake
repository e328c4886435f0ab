# SPDX-License-Identifier: Apache-2.0
# rtprof.cmake: rtprof_generate(), which runs the generator at configure time and again at build time
# when an input changes, and yields a static library.
#
#   rtprof_generate(<target> CONFIG <file> [OUTPUT_DIR <dir>] [PORTS <port target>...])
#
# Generates the sources of configuration <file> into <dir> (default: <binary-dir>/rtprof-<target>)
# whenever the configuration, the generator or a template changes, and defines the static library
# <target> from them. Its PUBLIC include directories are <dir> (the generated headers, rtprof.h among
# them) and lib/include (rtprof_types.h, rtprof_port.h); the port functions the configuration needs
# (spec/port.md) must come from a port library linked into the same image. The library is built with
# the flags of gen/strict-flags (RTPROF_STRICT_C_FLAGS: C99, warnings as errors, code generation) on
# GCC and Clang (without the ones marked gcc-only), as C99 on any other compiler.
# Target properties set: RTPROF_NAME (the configuration's RTPROF_NAME), RTPROF_OUTPUT_DIR, RTPROF_CONFIG.
# Works from add_subdirectory(<rtprof>) and from the rtprof tree itself. Requirement: RTPROF-GEN-010.
#
# PORTS binds port targets of ports/rtprof_ports.cmake (rtprof::adapter_freertos, ...) to <target>:
# a target that links one of them gets the library and its include folders (rtprof.h) too, such as
# the kernel's configuration target of FreeRTOS, whose kernel library then compiles the adapter. A
# port target is bound to one library at most (RTPROF-INT-003).
#
# In a build with a toolchain file of ports/cpu (RTPROF_TARGET, RTPROF_CPU_FLAGS), the C flags the
# library is compiled with (CMAKE_C_FLAGS, those of the build type, the folder's compile options)
# must compile for that target: a -DCMAKE_C_FLAGS=... replaces the file's CPU flags
# (CMAKE_C_FLAGS_INIT), and the compiler would build for its default CPU. The compiler's target
# macros under both sets of flags are compared, and a difference stops the configure step with a
# one-line message before anything is generated (RTPROF-INT-004).

set_property(GLOBAL PROPERTY RTPROF_ROOT "${CMAKE_CURRENT_LIST_DIR}/..")

# The library's flags: the data file gen/strict-flags, one flag a line ('#' lines are comments,
# "gcc-only: FLAG" a flag Clang does not know), which gen/rtprof-build reads too (through
# gen/rtprof-strict-flags). RTPROF_STRICT_C_FLAGS is GCC's list; it is read again at every
# configure, and an edit of the file makes the build configure again.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${CMAKE_CURRENT_LIST_DIR}/strict-flags")
file(STRINGS "${CMAKE_CURRENT_LIST_DIR}/strict-flags" _rtprof_flag_lines REGEX "^[^#]")
set(_rtprof_flags)
set(_rtprof_gcc_only)
foreach(_rtprof_line IN LISTS _rtprof_flag_lines)
    string(STRIP "${_rtprof_line}" _rtprof_line)
    if(_rtprof_line MATCHES "^gcc-only:[ \t]*(-[^ \t]+)$")
        list(APPEND _rtprof_flags "${CMAKE_MATCH_1}")
        list(APPEND _rtprof_gcc_only "${CMAKE_MATCH_1}")
    elseif(_rtprof_line MATCHES "^-[^ \t]+$")
        list(APPEND _rtprof_flags "${_rtprof_line}")
    elseif(NOT _rtprof_line STREQUAL "")
        message(FATAL_ERROR "gen/strict-flags: \"${_rtprof_line}\" is not a flag")
    endif()
endforeach()
if(NOT _rtprof_flags MATCHES "(^|;)-std=c[0-9]+(;|$)")
    message(FATAL_ERROR "gen/strict-flags: no -std=cNN line (the library's C standard)")
endif()
set(RTPROF_STRICT_C_FLAGS "${_rtprof_flags}"
    CACHE INTERNAL "The flags the generated rtprof library is compiled with by GCC (gen/strict-flags)")
set_property(GLOBAL PROPERTY RTPROF_GCC_ONLY_FLAGS "${_rtprof_gcc_only}")

# _rtprof_target_macros(<out-var> <flag>...): the compiler's macros that name the target it compiles
# for (Arm: architecture, instruction set, floating-point ABI; RISC-V: XLEN, extensions, ABI), as
# "NAME VALUE" lines, under those flags; memoised per flag list for one configure run.
function(_rtprof_target_macros out)
    string(MD5 key "${CMAKE_C_COMPILER};${ARGN}")
    get_property(known GLOBAL PROPERTY "_RTPROF_MACROS_${key}" SET)
    if(known)
        get_property(macros GLOBAL PROPERTY "_RTPROF_MACROS_${key}")
    else()
        execute_process(COMMAND "${CMAKE_C_COMPILER}" ${ARGN} -dM -E -x c /dev/null
            RESULT_VARIABLE status OUTPUT_VARIABLE defines ERROR_VARIABLE error)
        if(NOT status EQUAL 0)
            string(STRIP "${error}" error)
            string(REPLACE "\n" " " error "${error}")
            set(macros "ERROR ${error}")
        else()
            string(REGEX MATCHALL "#define (__ARM_ARCH[A-Za-z0-9_]*|__ARM_FP|__ARM_PCS_VFP|__SOFTFP__|__thumb2?__|__riscv|__riscv_(xlen|flen|float_abi_[a-z]+|mul|div|atomic|compressed|32e|e)) [^\n]*"
                macros "${defines}")
            list(TRANSFORM macros REPLACE "^#define " "")
            list(SORT macros)
            # the architecture's number or width first: the difference a message names first
            set(first ${macros})
            list(FILTER first INCLUDE REGEX "^(__ARM_ARCH|__riscv_xlen) ")
            list(FILTER macros EXCLUDE REGEX "^(__ARM_ARCH|__riscv_xlen) ")
            list(PREPEND macros ${first})
        endif()
        set_property(GLOBAL PROPERTY "_RTPROF_MACROS_${key}" "${macros}")
    endif()
    set(${out} "${macros}" PARENT_SCOPE)
endfunction()

# _rtprof_check_target(<caller>): RTPROF-INT-004 (above); nothing without a toolchain file of
# ports/cpu or with a compiler that is not GCC or Clang.
function(_rtprof_check_target caller)
    if(NOT RTPROF_TARGET OR NOT RTPROF_CPU_FLAGS OR NOT CMAKE_C_COMPILER_ID MATCHES "^(GNU|Clang)$")
        return()
    endif()
    set(flags "${CMAKE_C_FLAGS}")
    get_property(multi GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
    if(CMAKE_BUILD_TYPE AND NOT multi)
        string(TOUPPER "${CMAKE_BUILD_TYPE}" type)
        string(APPEND flags " ${CMAKE_C_FLAGS_${type}}")
    endif()
    separate_arguments(flags UNIX_COMMAND "${flags}")
    get_property(options DIRECTORY PROPERTY COMPILE_OPTIONS)
    foreach(option IN LISTS options)
        if(NOT option MATCHES "[$]<")
            list(APPEND flags "${option}")
        endif()
    endforeach()
    separate_arguments(cpu UNIX_COMMAND "${RTPROF_CPU_FLAGS}")
    _rtprof_target_macros(want ${cpu})
    _rtprof_target_macros(have ${flags})
    set(problem "")
    if(have MATCHES "^ERROR ")
        string(REGEX REPLACE "^ERROR " "" problem "${have}")
        set(problem "the compiler refuses them: ${problem}")
    else()
        foreach(macro IN LISTS want)
            if(NOT macro IN_LIST have)
                string(REGEX REPLACE " .*" "" name "${macro}")
                string(REGEX REPLACE "^[^ ]+ " "" value "${macro}")
                set(found "undefined")
                foreach(other IN LISTS have)
                    if(other MATCHES "^${name} (.*)$")
                        set(found "${CMAKE_MATCH_1}")
                    endif()
                endforeach()
                set(problem "${name} is ${found}, the target's is ${value}")
                break()
            endif()
        endforeach()
    endif()
    if(problem)
        message(FATAL_ERROR "${caller}: the C flags do not compile for ${RTPROF_TARGET}, the target of the "
            "toolchain file (${problem}): CMAKE_C_FLAGS \"${CMAKE_C_FLAGS}\" replaces the file's CPU "
            "flags \"${RTPROF_CPU_FLAGS}\"; give them in it too, -DCMAKE_C_FLAGS=\"${RTPROF_CPU_FLAGS} ...\"")
    endif()
endfunction()

function(rtprof_generate target)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "CONFIG;OUTPUT_DIR" "PORTS")
    if(NOT ARG_CONFIG)
        message(FATAL_ERROR "rtprof_generate(${target}): CONFIG <file> is required")
    endif()
    if(ARG_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "rtprof_generate(${target}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
    endif()
    # the ports to bind, checked before anything is generated
    get_property(known_ports GLOBAL PROPERTY RTPROF_PORTS)
    set(ports)
    foreach(port IN LISTS ARG_PORTS)
        string(REGEX REPLACE "^rtprof::" "" name "${port}")
        if(NOT name IN_LIST known_ports)
            message(FATAL_ERROR "rtprof_generate(${target}): PORTS ${port} is not a port target of rtprof (rtprof::port_*, rtprof::adapter_*)")
        endif()
        get_property(bound GLOBAL PROPERTY "RTPROF_PORT_BOUND_${name}")
        if(bound AND NOT bound STREQUAL target)
            message(FATAL_ERROR "rtprof_generate(${target}): PORTS ${port} is bound to ${bound} already; a port target is bound to one library")
        endif()
        list(APPEND ports "${name}")
    endforeach()
    _rtprof_check_target("rtprof_generate(${target})")
    get_property(root GLOBAL PROPERTY RTPROF_ROOT)
    get_filename_component(root "${root}" ABSOLUTE)
    get_filename_component(config "${ARG_CONFIG}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT EXISTS "${config}")
        message(FATAL_ERROR "rtprof_generate(${target}): configuration ${config} does not exist")
    endif()
    if(ARG_OUTPUT_DIR)
        get_filename_component(out "${ARG_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
    else()
        set(out "${CMAKE_CURRENT_BINARY_DIR}/rtprof-${target}")
    endif()

    # The generator runs once at configure time too: a bad configuration stops the configure step
    # with the generator's one-line message (key, value, allowed range), and the file names come
    # from the manifest it writes, not from parsing the configuration. The build runs it again
    # whenever the configuration, the generator or a template changes.
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${config}")
    execute_process(
        COMMAND sh "${root}/gen/rtprof-gen" --config "${config}" --out "${out}"
        RESULT_VARIABLE gen_status OUTPUT_QUIET ERROR_VARIABLE gen_error)
    if(NOT gen_status EQUAL 0)
        string(STRIP "${gen_error}" gen_error)
        message(FATAL_ERROR "rtprof_generate(${target}): ${gen_error}")
    endif()
    file(GLOB manifest "${out}/*_rtprof.manifest")
    list(LENGTH manifest manifest_count)
    if(NOT manifest_count EQUAL 1)
        message(FATAL_ERROR "rtprof_generate(${target}): ${out} must hold exactly one manifest after generation")
    endif()
    file(STRINGS "${manifest}" name REGEX "^name=")
    string(REPLACE "name=" "" name "${name}")
    file(STRINGS "${manifest}" files REGEX "^file=")
    set(headers)
    set(sources)
    foreach(line IN LISTS files)
        string(REPLACE "file=" "${out}/" file "${line}")
        if(file MATCHES "[.]c$")
            list(APPEND sources "${file}")
        elseif(NOT file MATCHES "[.]manifest$")
            list(APPEND headers "${file}")
        endif()
    endforeach()
    file(GLOB_RECURSE templates "${root}/gen/templates/*")
    add_custom_command(
        OUTPUT ${headers} ${sources}
        COMMAND sh "${root}/gen/rtprof-gen" --config "${config}" --out "${out}"
        # rtprof-gen leaves unchanged files alone; touch them so the build sees them as current
        COMMAND "${CMAKE_COMMAND}" -E touch ${headers} ${sources}
        DEPENDS "${config}" "${root}/gen/rtprof-gen" "${root}/gen/m4/rtprof.m4" ${templates}
        COMMENT "rtprof: generating configuration ${name} from ${config}"
        VERBATIM)

    # gen/strict-flags' -std=cNN as the C standard, which a project's CMAKE_C_STANDARD cannot
    # change; its other flags as they are
    set(flags ${RTPROF_STRICT_C_FLAGS})
    string(REGEX MATCH "(^|;)-std=c[0-9]+" standard "${flags}")
    string(REGEX REPLACE "^;?-std=c" "" standard "${standard}")
    list(FILTER flags EXCLUDE REGEX "^-std=")
    if(CMAKE_C_COMPILER_ID STREQUAL "Clang")
        get_property(gcc_only GLOBAL PROPERTY RTPROF_GCC_ONLY_FLAGS)
        if(gcc_only)
            list(REMOVE_ITEM flags ${gcc_only})
        endif()
    elseif(NOT CMAKE_C_COMPILER_ID STREQUAL "GNU")
        set(flags)
    endif()

    add_library(${target} STATIC ${sources} ${headers})
    target_include_directories(${target} PUBLIC "${out}" "${root}/lib/include")
    set_target_properties(${target} PROPERTIES
        C_STANDARD ${standard} C_STANDARD_REQUIRED ON C_EXTENSIONS OFF
        RTPROF_NAME "${name}" RTPROF_OUTPUT_DIR "${out}" RTPROF_CONFIG "${config}")
    target_compile_options(${target} PRIVATE ${flags})
    foreach(name IN LISTS ports)
        target_link_libraries(rtprof_${name} INTERFACE ${target})
        set_property(GLOBAL PROPERTY "RTPROF_PORT_BOUND_${name}" "${target}")
    endforeach()
endfunction()
