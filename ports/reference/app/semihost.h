/* SPDX-License-Identifier: Apache-2.0 */
/* semihost.h: output and exit of the reference firmware through semihosting (QEMU -semihosting). */
#ifndef SEMIHOST_H
#define SEMIHOST_H

#include <stdint.h>

/* Write a NUL-terminated string to the host's console. */
void rtprof_fw_puts(const char *text);
/* Write value in decimal. */
void rtprof_fw_putu(uint32_t value);
/* The target's semihosting trap (ports/reference/<target>/semihost_trap.c): operation and its argument,
 * the host's answer. */
uint32_t rtprof_fw_semihost(uint32_t operation, uintptr_t argument);
/* In a configuration with a dump (the context-switch log, the function profile; semihost.c defines it
 * only there): write the dump (spec/dump.md) into the host's file name (created or replaced, in QEMU's
 * working folder) with the library's rtprof_dump_write, whose sink rtprof_dump_out semihost.c
 * defines. Prints
 * "dump: NAME, BYTES bytes" or "dump: NAME could not be written"; returns the dump's bytes when the
 * host took them all, 0 otherwise. */
uint32_t rtprof_fw_dump_write(const char *name);
/* Stop the emulator: status 0 exits QEMU with 0, anything else with 1. */
void rtprof_fw_exit(uint32_t status) __attribute__((noreturn));

#endif /* SEMIHOST_H */
