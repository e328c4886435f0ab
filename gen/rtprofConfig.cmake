# SPDX-License-Identifier: Apache-2.0
# rtprofConfig.cmake: find_package(rtprof CONFIG) of an installed rtprof (cmake --install): defines
# rtprof_generate() and the port targets, from <prefix>/share/rtprof.
get_filename_component(_rtprof_prefix "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
include("${_rtprof_prefix}/gen/rtprof.cmake")
include("${_rtprof_prefix}/ports/rtprof_ports.cmake")
set(rtprof_FOUND TRUE)
