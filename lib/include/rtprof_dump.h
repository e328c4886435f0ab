/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_dump.h: the header of an rtprof dump (spec/dump.md), as the generated library holds it in
 * memory: a constant that says what this configuration is and where each region of its state lives,
 * so that a debugger can write the dump from a halted target with no target code running: the
 * header's bytes, then each region's bytes in the order of the table (tools/rtprof.gdb). */
#ifndef RTPROF_DUMP_H
#define RTPROF_DUMP_H

#include <stdint.h>

/* Format version of spec/dump.md that this header describes. */
#define RTPROF_DUMP_VERSION 1u

/* The byte-order mark: 0x01020304 in the target's byte order. */
#define RTPROF_DUMP_BYTE_ORDER 0x01020304u

/* Most regions a header lists. */
#define RTPROF_DUMP_REGIONS_MAX 16u

/* Region kinds (spec/dump.md); a reader skips a kind it does not know. */
#define RTPROF_DUMP_BANKS 1u        /* the two counter banks, rtprof_counter_t[2][N + 1] */
#define RTPROF_DUMP_LIVE 2u         /* the live-bank pointer: the address of one of the banks */
#define RTPROF_DUMP_WINDOW 3u       /* the last closed window's record, rtprof_window_t */
#define RTPROF_DUMP_RESULTS 4u      /* int results of the last closed window, uint16_t[N + 1] */
#define RTPROF_DUMP_INITIALISED 5u  /* bool: rtprof_init has run */
#define RTPROF_DUMP_NAMES 6u        /* task names, char[N][RTPROF_DUMP_NAME_BYTES], NUL-padded */
#define RTPROF_DUMP_LOG_RING 7u     /* the log's ring, rtprof_log_entry_t[2^k] */
#define RTPROF_DUMP_LOG_SEQUENCE 8u /* uint32_t */
#define RTPROF_DUMP_LOG_OVERRUN 9u  /* uint32_t */
#define RTPROF_DUMP_LOG_FULL 10u    /* bool */
#define RTPROF_DUMP_LOG_ARMED 11u   /* bool */

/* Bytes of one task name in the NAMES region, the terminating NUL included. */
#define RTPROF_DUMP_NAME_BYTES 28u

/* Index of each configuration value in rtprof_dump_header_t.config. */
#define RTPROF_DUMP_CFG_PROCESS_COUNT 0u
#define RTPROF_DUMP_CFG_COUNTER_BITS 1u
#define RTPROF_DUMP_CFG_RESULT_FLOAT 2u
#define RTPROF_DUMP_CFG_EXACT_SUM 3u
#define RTPROF_DUMP_CFG_INTERVAL 4u /* 0 tick, 1 timer, 2 user */
#define RTPROF_DUMP_CFG_TIMER_BITS 5u
#define RTPROF_DUMP_CFG_TIMER_DOWN 6u
#define RTPROF_DUMP_CFG_TIMER_HZ 7u
#define RTPROF_DUMP_CFG_WINDOW_MS 8u
#define RTPROF_DUMP_CFG_LOG_ENTRIES 9u
#define RTPROF_DUMP_CFG_LOG_STOP 10u
#define RTPROF_DUMP_CFG_LOG_NEST_MAX 11u
#define RTPROF_DUMP_CFG_COUNT 12u

/* Where one region lives and how long it is. */
typedef struct
{
    uint32_t kind;
    uint32_t bytes;
    const void *address;
} rtprof_dump_region_t; /* RTPROF-DEV-015 */

/* The dump's header: every field at the offset spec/dump.md gives, on 32- and 64-bit targets. */
typedef struct
{
    char magic[8];          /* "RTPROFD" and a NUL */
    uint32_t byte_order;    /* RTPROF_DUMP_BYTE_ORDER */
    uint32_t version;       /* RTPROF_DUMP_VERSION */
    uint32_t header_bytes;  /* sizeof(rtprof_dump_header_t) */
    uint32_t address_bits;  /* 8 * sizeof(void *) */
    char hash[64];          /* RTPROF_CONFIG_HASH, the configuration's SHA-256 in hexadecimal */
    char name[36];          /* RTPROF_CONFIG_NAME, NUL-padded */
    uint32_t config[RTPROF_DUMP_CFG_COUNT];
    uint32_t region_count;  /* entries of region that are used */
    rtprof_dump_region_t region[RTPROF_DUMP_REGIONS_MAX];
} rtprof_dump_header_t; /* RTPROF-DEV-015 */

#endif /* RTPROF_DUMP_H */
