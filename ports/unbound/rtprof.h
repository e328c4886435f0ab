/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof.h (ports/unbound): found only where no generated rtprof.h is on the include path: the port
 * targets of ports/rtprof_ports.cmake add this folder with -idirafter, searched after every other.
 * A port's source then compiles in a target that links no generated library (RTPROF-INT-003). */
#error "rtprof.h: an rtprof port or adapter target compiles in a target that links no generated library: link the library of rtprof_generate into that target, or bind the port target to it: rtprof_generate(<library> CONFIG <file> PORTS rtprof::<port>)"
